"""Self-checks for exercise 02: the sample space of the first flip, the complement, the union
and the law of total probability.

Every expected value is counted exactly at the moment of the check (binomial coefficients,
:func:`flip_odds`); a wrong answer is told what kind of mistake it is, never the right value.
The simulated estimate is judged with the student's own number of deals, within three standard
errors of the exact chance; since a round number would pass at the task's n, it takes the 0/1
array, one value per deal.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from ..analysis.stats import share_se
from ..i18n import N_, _
from ..pyanitsa.ranking import flip_odds
from ..pyanitsa.rules import RulesLike, as_rules
from ..pyanitsa.text import deck_text
from .choice import check_choice
from .core import CheckResult, check_function, close_to, judge
from .estimates import judge_estimate
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "TOP_CARDS",
    "check_ace_in_top",
    "check_ace_in_top_three",
    "check_event_statements",
    "check_first_flip_win",
    "check_high_card_flip",
]

TOP_CARDS = 18
"""The most top cards of a pile :func:`check_ace_in_top` asks about: a whole 36-card pile."""
_STATEMENTS_KEY = "pc1:abcde:0b2e71:c4aa314872058e5308d07388a696a45a109597f0"


def _high_flip() -> tuple[Fraction, Fraction, Fraction]:
    """Return, for the first flip of the 36-card deck: P(at least one king or ace), P(both),
    P(none), counting ordered pairs of different cards (8 high cards of 36)."""
    pairs = 36 * 35
    none = Fraction(28 * 27, pairs)
    both = Fraction(8 * 7, pairs)
    return 1 - none, both, none


@task(N_("P(at least one king or ace in the first flip)"))
def check_high_card_flip(title: str, answer: Any) -> CheckResult:
    """Check ``answer``: the exact chance that at least one of the two facing cards of the
    first flip (36 cards) is a king or an ace."""
    right, both, none = _high_flip()
    mistakes = [
        Mistake.equals(Fraction(16, 36), _(
            "that adds the two players' chances: the outcomes where both cards are high are "
            "counted twice"), kind=Kind.DOUBLE_COUNT),
        Mistake.equals(1 - Fraction(28, 36) ** 2, _(
            "that treats the two cards as drawn with replacement: once player 0's card is out, "
            "35 cards are left"), kind=Kind.WITH_REPLACEMENT),
        Mistake.equals(none, _("that is the chance that neither card is high: the complement "
                                "of the question"), kind=Kind.COMPLEMENT),
        Mistake.equals(both, _("that is the chance that both cards are high, not at least one"),
                       kind=Kind.OTHER_QUANTITY),
        Mistake.equals(Fraction(8, 36), _("that is the chance for one player's card only"),
                       kind=Kind.OTHER_QUANTITY),
    ]
    return judge(title, answer, right, same=close_to(1e-9), mistakes=mistakes)


def _p_ace_in_top(k: int) -> Fraction:
    """Return the exact chance that at least one ace is among the top ``k`` cards of a pile
    dealt from a shuffled 36-card deck: 1 − C(32, k) / C(36, k)."""
    return 1 - Fraction(math.comb(32, k), math.comb(36, k))


@task("p_ace_in_top")
def check_ace_in_top(title: str, fn: object) -> CheckResult:
    """Check ``fn(k)`` → the chance that at least one ace is among the top ``k`` cards of
    player 0's pile (k = 1 … 18), against the exact count."""
    cases = [(k,) for k in range(1, TOP_CARDS + 1)]
    return check_function(fn, cases, _p_ace_in_top, name=title, same=close_to(1e-9),
                          what=_("values of k"))


@task(lambda rules="deck52", **__: _("P(player 0 wins the first flip) on the {describe}",
                                     describe=deck_text(as_rules(rules).deck)))
def check_first_flip_win(title: str, answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: the exact chance that player 0 wins the first flip (his top card
    beats player 1's) on the rules' deck, a sum over the rank of his card."""
    rules = as_rules(rules)
    deck = rules.deck
    weight = Fraction(1, len(deck.ranks))
    wins = [flip_odds(rank, rules)[0] for rank in deck.ranks]
    ties = [flip_odds(rank, rules)[1] for rank in deck.ranks]
    right = sum((weight * w for w in wins), Fraction(0))
    others = len(deck) - 1
    mistakes = [
        Mistake.equals(right + sum((weight * t for t in ties), Fraction(0)), _(
            "a tie (a спор) is not a won flip: count only the cards his card beats"),
            kind=Kind.TIES_FORGOTTEN),
        Mistake.equals(right * others / len(deck), _(
            "his own card cannot face itself: divide by the other cards"),
            kind=Kind.WITH_REPLACEMENT),
        Mistake.equals(Fraction(16, 35), _("that is the chance for the 36-card deck"),
                       kind=Kind.OTHER_RULES),
        Mistake.equals(sum(wins, Fraction(0)), _("weigh each case by its chance P(B) before "
                                                  "adding"), kind=Kind.OTHER),
    ]
    return judge(title, answer, right, same=close_to(1e-9), mistakes=mistakes)


@task(N_("P(an ace among the top three cards), simulated"))
def check_ace_in_top_three(
    title: str, answer: Any, n: Any = None, min_n: int = 10_000
) -> CheckResult:
    """Check the 0/1 array "an ace is among player 0's top three cards", one value per
    simulated deal, against the exact chance: its share passes within three standard errors
    for its n. A single number is refused: at the task's n a round guess would pass."""
    truth = float(_p_ace_in_top(3))
    one_card = 4 / 36
    exactly_one = 4 * math.comb(32, 2) / math.comb(36, 3)
    tolerance = 3 * share_se(truth, min_n)
    mistakes = [
        Mistake.near(one_card, tolerance, _("that looks like the top card alone: look at the "
                                             "top three cards"), kind=Kind.OTHER_QUANTITY),
        Mistake.near(exactly_one, tolerance, _("that looks like exactly one ace: two or three "
                                                "aces count too"), kind=Kind.OTHER_QUANTITY),
        Mistake.near(1 - truth, tolerance, _("that looks like the chance of no ace: the "
                                              "complement of the question"),
                     kind=Kind.COMPLEMENT),
        Mistake.near(3 * one_card, tolerance, _("that looks like 3 · 4/36, a sum that counts "
                                                 "the deals with two aces twice"),
                     kind=Kind.DOUBLE_COUNT),
    ]
    return judge_estimate(title, answer, n, truth, share_se(truth), min_n=min_n,
                          unit="deals", mistakes=mistakes, per_game=True)


@task(N_("events, complements and cases"))
def check_event_statements(title: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements about events in exercise 02."""
    return check_choice(title, answer, _STATEMENTS_KEY)
