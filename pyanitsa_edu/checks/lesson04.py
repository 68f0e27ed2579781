"""Self-checks for exercises 04: a deal code, swap_cards, the butterfly effect, chance.

Every expected value comes from the engine at the moment of the check; a wrong
answer is told what kind of mistake it is, never the right value.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from ..analysis.swaps import swap_cards, swap_study
from ..errors import AnswerError
from ..i18n import N_, _
from ..pyanitsa.cards import Piles
from ..pyanitsa.dealcode import parse_deal_code
from ..pyanitsa.dealing import MAX_SEED, deal
from ..pyanitsa.engine.play import play
from ..pyanitsa.rules import RulesLike, as_rules
from .core import (
    CheckResult,
    check_function,
    close_to,
    describe_error,
    fail,
    judge,
    succeed,
)
from .hints import as_count
from .kinds import Kind
from .mistakes import Mistake
from .piles import same_piles
from .task import task

__all__ = [
    "check_deal_result",
    "check_different_winners",
    "check_swap_cards",
    "check_swap_share",
]


@task(N_("deal code"))
def check_deal_result(
    title: str, code: str, winner: Any, tricks: Any, rules: RulesLike = None
) -> CheckResult:
    """Check ``winner`` and ``tricks`` of the game that the deal code ``code`` starts."""
    try:
        result = play(parse_deal_code(code, rules), rules)
    except Exception as error:  # pragma: no cover - the exercise gives a valid code
        return fail(title, _("the engine could not play {code!r} ({error}).", code=code,
                              error=describe_error(error)), Kind.OTHER)
    seats = [
        Mistake.when(lambda got: isinstance(got, str), _("write the player's number, 0 or 1, "
                                                          "not a name"), kind=Kind.NOT_A_NUMBER),
        Mistake.when(lambda got: True, _("0 is the first pile of the deal (A), 1 the second "
                                          "(B)"), kind=Kind.OTHER_SEAT),
    ]
    right = judge(_("winner"), winner, result.winner, mistakes=seats,
                  hint=_("Read it from play(...).winner."))
    counts = [
        Mistake.equals(result.wars, _("that is the number of war rounds: count tricks"),
                       kind=Kind.OTHER_QUANTITY),
    ]
    return right & judge(_("tricks"), tricks, result.tricks, mistakes=counts,
                         hint=_("Read it from play(...).tricks."))


def _swap_cases() -> list[tuple[Piles, str, str]]:
    """Return deals and two card texts to swap: across piles, within a pile, equal ranks."""
    cases: list[tuple[Piles, str, str]] = []
    rng = random.Random(3)
    for s in range(40):
        piles = deal(seed=s)
        x, y = rng.sample([c for p in piles for c in p], 2)
        cases.append((piles, str(x), str(y)))
    piles = deal(seed=99)
    cases.append((piles, str(piles[0][0]), str(piles[0][-1])))
    cases.append((piles, str(piles[1][3]), str(piles[0][3])))
    return cases


@task("swap_cards")
def check_swap_cards(title: str, fn: object) -> CheckResult:
    """Check ``fn(piles, x, y)`` → the piles with the cards ``x`` and ``y`` exchanged."""
    return check_function(
        fn, _swap_cases(), lambda p, x, y: swap_cards(p, x, y), name=title,
        same=same_piles, what=_("swaps"),
    )


@task(N_("share of swaps that change the winner"))
def check_swap_share(
    title: str, answer: Any, piles: Sequence[Any], rules: RulesLike = None
) -> CheckResult:
    """Check ``answer``: the share of all swaps of two cards of ``piles`` that change the
    winner (exact for this deal; three decimals are enough)."""
    study = swap_study(piles, rules)
    cards = sum(len(p) for p in piles)
    mistakes = [
        Mistake.equals(1 - study.share, _("that is the share of swaps that keep the winner"),
                       kind=Kind.COMPLEMENT),
        Mistake.equals(Fraction(study.changed, study.swaps + cards), _(
            "a card swapped with itself is no swap: count pairs of two different cards"),
            kind=Kind.WITH_REPLACEMENT),
    ]
    return judge(title, answer, study.share, same=close_to(0.001), mistakes=mistakes,
                 hint=_("There are {swaps} swaps of two different cards.", swaps=study.swaps))


@task(N_("two seeds, two results"))
def check_different_winners(
    title: str, piles: Sequence[Any], rules: RulesLike, seed_a: Any, seed_b: Any
) -> CheckResult:
    """Check that the game seeds ``seed_a`` and ``seed_b`` give the deal ``piles`` two
    different winners under ``rules``: evidence that the result is not a function of the deal."""
    if seed_a is Ellipsis or seed_b is Ellipsis or seed_a is None or seed_b is None:
        return fail(title, _("no answer yet: give two whole numbers as seeds."), Kind.MISSING)
    seeds = [as_count(s, low=0, high=MAX_SEED) for s in (seed_a, seed_b)]
    if any(s is None for s in seeds):
        raise AnswerError(_("the seeds must be whole numbers, 0 or more."))
    a, b = (s for s in seeds if s is not None)
    rules = as_rules(rules)
    try:
        first, second = play(piles, rules, a), play(piles, rules, b)
    except Exception as error:
        return fail(title, _("the engine could not play this deal ({error}).",
                              error=describe_error(error)), Kind.OTHER)
    if a == b:
        return fail(title, _("the same seed twice gives the same game: try two different "
                              "seeds."), Kind.OTHER)
    if first.winner != second.winner:
        return succeed(title, _("with seeds {a} and {b} the same deal ends with different "
                                 "winners: under these rules the result is not a function of "
                                 "the deal.", a=a, b=b))
    if not rules.fixed_order:
        return fail(title, _("seeds {a} and {b} give the same winner; try other seeds.", a=a,
                              b=b), Kind.OTHER)
    return fail(title, _("seeds {a} and {b} give the same winner. With a fixed return order the "
                          "game never reads its seed, so no pair of seeds will ever differ.",
                          a=a, b=b), Kind.OTHER_RULES)
