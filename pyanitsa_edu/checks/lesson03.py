"""Self-checks for exercises 03: flip odds, rank_beats, counting circles, dice, a table share.

Every expected value comes from the engine at the moment of the check; a wrong
answer is told what kind of mistake it is, never the right value.
"""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations, product
from typing import Any

from ..analysis.dice import EFRON_DICE, p_beats
from ..analysis.stats import share_se
from ..i18n import N_, _
from ..pyanitsa.cards import rank_text
from ..pyanitsa.ranking import beats_cycle, beats_edges, flip_odds, rank_beats, unbeaten
from ..pyanitsa.rules import RulesLike, as_rules
from .core import (
    CheckResult,
    check_function,
    fail,
    first_items,
    judge,
)
from .estimates import judge_estimate
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "check_beats_pairs",
    "check_circle_triples",
    "check_cycle_length",
    "check_flip_odds",
    "check_p_beats",
    "check_rank_beats",
    "check_table_cycle_share",
]


def _parts(answer: Any) -> tuple[Any, ...] | None:
    """Return the items of a three-part answer, or None when it is not one."""
    try:
        parts = first_items(answer, 3)
    except Exception:
        return None
    return parts if len(parts) == 3 and not isinstance(answer, str) else None


def _odds_mistakes(rank: str, rules: RulesLike) -> list[Mistake]:
    """Return the wrong (win, tie, lose) answers that common mistakes give, with their names."""
    rules = as_rules(rules)
    ranks = rules.deck.ranks
    suits = len(rules.deck.suits)
    cards = len(rules.deck)
    win, tie, lose = flip_odds(rank, rules)
    others = cards - 1
    beaten = round(win * others / suits)
    beaters = round(lose * others / suits)
    by_rank = (_("count cards, not ranks, and leave out your own card: the other player shows "
                  "one of the other cards of the deck"))
    own_card = _("your own card is not among the cards the other player can show: count the "
                  "others")
    return [
        Mistake.equals((Fraction(beaten, len(ranks)), Fraction(1, len(ranks)),
                        Fraction(beaters, len(ranks))), by_rank, kind=Kind.RANKS_FOR_CARDS),
        Mistake.equals((Fraction(beaten, len(ranks) - 1), Fraction(0),
                        Fraction(beaters, len(ranks) - 1)), by_rank, kind=Kind.RANKS_FOR_CARDS),
        Mistake.equals((win * others / cards, Fraction(suits, cards), lose * others / cards),
                       own_card, kind=Kind.WITH_REPLACEMENT),
        Mistake.equals((win * others / cards, tie * others / cards, lose * others / cards),
                       own_card, kind=Kind.WITH_REPLACEMENT),
        Mistake.equals((lose, tie, win), _("the order is (win, tie, lose)"), kind=Kind.ORDER),
        Mistake.when(lambda got: got[1] == 0, _("forgot the ties: a card of the same rank makes "
                                                 "a спор"), kind=Kind.TIES_FORGOTTEN),
        Mistake.when(lambda got: sum(got) != 1, _("the three chances must add up to 1"),
                     kind=Kind.OUT_OF_RANGE),
    ]


@task(lambda rank, **__: _("odds of a {rank} in one flip", rank=rank_text(rank)))
def check_flip_odds(title: str, rank: str, answer: Any, rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: the exact (win, tie, lose) chances of ``rank`` in one flip."""
    rules = as_rules(rules)
    expected = flip_odds(rank, rules)
    parts = _parts(answer)
    if parts is None:
        return judge(title, answer, expected)
    if any(isinstance(p, float) for p in parts):
        return fail(title, _("give exact fractions such as Fraction(a, b): a float is rounded."),
                    Kind.FLOAT_FOR_FRACTION)
    return judge(title, parts, expected, mistakes=_odds_mistakes(rank, rules),
                 hint=_("Count the other cards of the deck, not the ranks."))


@task("rank_beats")
def check_rank_beats(title: str, fn: object, rules: RulesLike = None) -> CheckResult:
    """Check ``fn(a, b)`` → True when rank ``a`` beats rank ``b``, on every pair of ranks."""
    rules = as_rules(rules)
    ranks = rules.deck.ranks
    return check_function(
        fn,
        list(product(ranks, ranks)),
        lambda a, b: rank_beats(a, b, rules),
        name=title,
        what=_("pairs of ranks"),
    )


@task(lambda rules=None, **__: _("pairs of ranks with a winner ({r} ranks)",
                                 r=len(as_rules(rules).deck.ranks)))
def check_beats_pairs(title: str, answer: Any, rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: how many (winner, loser) pairs of different ranks there are."""
    rules = as_rules(rules)
    r, suits = len(rules.deck.ranks), len(rules.deck.suits)
    pairs = len(beats_edges(rules))
    mistakes = [
        Mistake.equals(r * r, _("you counted every pair of ranks: equal ranks have no winner, "
                                 "and of two different ranks only one beats the other"),
                       kind=Kind.DOUBLE_COUNT),
        Mistake.equals(r * (r - 1), _("you counted each pair twice, once in each direction: "
                                       "only one of (a, b) and (b, a) has a that beats b"),
                       kind=Kind.DOUBLE_COUNT),
        Mistake.equals(pairs + r, _("equal ranks have no winner: a pair of equal ranks is a "
                                     "спор"), kind=Kind.TIES_FORGOTTEN),
        Mistake.equals(pairs * suits * suits, _("you counted cards: count ranks"),
                       kind=Kind.RANKS_FOR_CARDS),
    ]
    return judge(title, answer, pairs, mistakes=mistakes)


def _circle_triples(rules: RulesLike) -> int:
    """Return how many sets of three ranks are circles: each beats one and loses to one."""
    rules = as_rules(rules)

    def is_circle(a: str, b: str, c: str) -> bool:
        return any(rank_beats(x, y, rules) and rank_beats(y, z, rules) and rank_beats(z, x, rules)
                   for x, y, z in ((a, b, c), (a, c, b)))

    return sum(is_circle(*t) for t in combinations(rules.deck.ranks, 3))


@task(lambda rules=None, **__: _("circles of three ranks ({n_ranks} ranks)",
                                 n_ranks=len(as_rules(rules).deck.ranks)))
def check_circle_triples(title: str, answer: Any, rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: how many sets of three different ranks form a circle (a beats b,
    b beats c, c beats a)."""
    rules = as_rules(rules)
    triples = _circle_triples(rules)
    suits = len(rules.deck.suits)
    mistakes = [
        Mistake.equals(3 * triples, _("you counted each circle once for every rank it can "
                                       "start from: count sets of three ranks"),
                       kind=Kind.DOUBLE_COUNT),
        Mistake.equals(6 * triples, _("you counted ordered triples: count sets of three ranks"),
                       kind=Kind.DOUBLE_COUNT),
        Mistake.equals(len(rules.deck.ranks), _(
            "that is the number of ranks in the long circle through every rank; a circle of "
            "three has three ranks"), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(triples * suits**3, _("you counted cards: count ranks"),
                       kind=Kind.RANKS_FOR_CARDS),
    ]
    return judge(title, answer, triples, mistakes=mistakes)


@task(N_("ranks in the cycle"))
def check_cycle_length(title: str, answer: Any, rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: the number of ranks in the beats cycle 6 → A → K → … → 7 → 6."""
    cycle = beats_cycle(rules)
    size = len(cycle) if cycle else 0
    mistakes = [Mistake.equals(size + 1, _("you counted the starting rank twice"),
                               kind=Kind.OFF_BY_ONE)] if size else []
    return judge(title, answer, size, mistakes=mistakes)


@task("p_beats")
def check_p_beats(title: str, fn: object) -> CheckResult:
    """Check ``fn(die_a, die_b)`` → the exact chance that ``die_a`` rolls higher."""
    # Not the lesson's three dice, and no pair at 7/12 or 25/36: the exercise asks for those
    # chances after this check, which shows the expected output of the first failed case.
    dice = [*EFRON_DICE, (1, 2, 3, 4, 5, 6), (2, 2, 6, 6), (3, 3, 3, 3)]
    rng = random.Random(20)
    dice += [tuple(rng.randrange(1, 7) for _die in range(rng.choice((4, 6)))) for _roll in range(6)]
    cases = [(a, b) for a, b in product(dice, dice)]
    return check_function(fn, cases, p_beats, name=title, what=_("pairs of dice"))


@task(N_("share of {players}-card tables with no unbeaten card"))
def check_table_cycle_share(
    title: str, answer: Any, n: Any = None, players: int = 3, rules: RulesLike = None,
    min_n: int = 5_000,
) -> CheckResult:
    """Check an estimate of how often ``players`` random cards flipped together have no
    unbeaten card (a circle on the table), from ``n`` draws (or the 0/1 array of draws).

    The truth is exact, by enumerating every hand; an estimate passes within three
    standard errors for its n. Once it passes, the exact value is shown.
    """
    rules = as_rules(rules)
    hands = list(combinations(rules.deck.cards, players))
    circles = sum(1 for hand in hands if not unbeaten(list(hand), rules))
    exact = Fraction(circles, len(hands))
    p = float(exact)
    after = _("The exact value is {circles}/{n_hands} = {p:.4f}.", circles=circles,
               n_hands=len(hands), p=p)
    return judge_estimate(title, answer, n, p, share_se(p), min_n=min_n, per_game=True,
                          unit="draws", after=after)
