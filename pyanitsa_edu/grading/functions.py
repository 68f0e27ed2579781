"""Hidden tests of the function tasks: the student's function on inputs drawn at grading time.

A self-check tries a function on cases the student can see fail one by one (the first
counterexample is printed with its expected output), so a function that looks its answers up
in a table of those cases would pass it. Each test here draws new inputs from a generator
seeded afresh (:func:`secrets.randbits`) and compares the function with the library's
reference, through the checks' own :func:`~pyanitsa_edu.checks.core.check_function` (silenced:
its lines would print the expected values). Where the self-check already tries the whole
domain (``flip_winner``: every pair of cards) the test tries it again in a new order.
"""

from __future__ import annotations

import math
import random
import secrets
from collections.abc import Callable, Sequence
from fractions import Fraction
from itertools import product
from typing import Any

import numpy as np

from ..analysis.dice import p_beats
from ..analysis.exact import exact_outcomes
from ..analysis.paradoxes import p_all_different
from ..analysis.power import exact_power
from ..analysis.stats import Z95, Z95_ROUNDED
from ..analysis.swaps import swap_cards
from ..checks.core import CheckResult, check_function, close_to
from ..checks.piles import same_piles
from ..pyanitsa.dealing import deal, deal_order
from ..pyanitsa.deck import Deck
from ..pyanitsa.engine.game import Game
from ..pyanitsa.engine.play import play
from ..pyanitsa.ranking import compare, rank_beats
from ..pyanitsa.rules import Rules
from ..sixtysix.chances import hypergeometric_all
from .verdict import FUNCTION, GradeFailure, Namespace, extra, need

__all__ = ["try_function"]

RANKS52 = Rules(deck=52).deck.ranks


def _rng() -> random.Random:
    """Return a generator seeded afresh: the student never saw its inputs."""
    return random.Random(secrets.randbits(64))


def try_function(
    fn: object, cases: Sequence[tuple[Any, ...]], reference: Callable[..., Any],
    same: Callable[[Any, Any], bool] | None = None,
) -> None:
    """Raise :class:`~.verdict.GradeFailure` unless ``fn`` agrees with ``reference`` on every
    case (silently: the check's counterexample line is never shown)."""
    result: CheckResult = check_function(fn, cases, reference, name="hidden", same=same)
    if not result:
        raise GradeFailure(FUNCTION)


def _flip(a: Any, b: Any) -> int | None:
    outcome = compare(a, b)
    return None if outcome == 0 else (0 if outcome > 0 else 1)


@extra("01", "flip_winner")
def _flip_winner(ns: Namespace) -> None:
    cards = Rules().deck.cards
    cases = [(a, b) for a, b in product(cards, cards) if a != b]
    _rng().shuffle(cases)
    try_function(need(ns, "flip_winner"), cases, _flip)


def _after_trick(a: tuple[Any, ...], b: tuple[Any, ...]) -> tuple[tuple[Any, ...], ...]:
    game = Game([a, b])
    game.step()
    return game.piles


@extra("01", "play_trick")
def _play_trick(ns: Namespace) -> None:
    rng = _rng()
    cases: list[tuple[tuple[Any, ...], tuple[Any, ...]]] = []
    while len(cases) < 60:
        piles = deal(seed=rng.randrange(2**32))
        a, b = piles[0][: rng.randrange(4, 19)], piles[1][: rng.randrange(4, 19)]
        game = Game([a, b])
        game.step()
        if game.result is None:
            cases.append((a, b))
    try_function(need(ns, "play_trick"), cases, _after_trick, same_piles)


@extra("02", "ace_in_top")
def _ace_in_top(ns: Namespace) -> None:
    cases = [(k,) for k in range(0, 19)]
    _rng().shuffle(cases)
    try_function(need(ns, "p_ace_in_top"), cases,
                 lambda k: 1 - Fraction(math.comb(32, k), math.comb(36, k)), close_to(1e-9))


@extra("03", "rank_beats")
def _rank_beats(ns: Namespace) -> None:
    rng, cases = _rng(), []
    for _deck in range(6):
        ranks = sorted(rng.sample(range(len(RANKS52)), rng.randrange(3, 14)))
        labels = [RANKS52[i] for i in ranks]
        rules = Rules(deck=Deck(ranks=labels, suits=1))
        cases += [(a, b, labels, rules) for a, b in product(labels, labels)]
    fn = need(ns, "rank_beats")
    try_function(lambda a, b, labels, _rules: fn(a, b, labels) if callable(fn) else fn,
                 cases, lambda a, b, _labels, rules: rank_beats(a, b, rules))


@extra("03", "p_beats")
def _p_beats(ns: Namespace) -> None:
    rng = _rng()
    dice = [tuple(rng.randrange(0, 10) for _face in range(rng.randrange(2, 9)))
            for _die in range(8)]
    try_function(need(ns, "p_beats"), list(product(dice, dice)), p_beats)


@extra("04", "swap_cards")
def _swap_cards(ns: Namespace) -> None:
    rng, cases = _rng(), []
    for _case in range(30):
        piles = deal(seed=rng.randrange(2**32))
        x, y = rng.sample([card for pile in piles for card in pile], 2)
        cases.append((piles, str(x), str(y)))
    try_function(need(ns, "swap_cards"), cases, swap_cards, same_piles)


@extra("05", "games_needed")
def _games_needed(ns: Namespace) -> None:
    rng = _rng()
    cases = [(rng.uniform(0.002, 0.2),) for _case in range(40)]

    def bounds(half_width: float) -> tuple[float, ...]:
        """The bound with the lesson's z = 1.96 and with the exact z: both are taught."""
        return tuple((z * 0.5 / half_width) ** 2 for z in (Z95_ROUNDED, Z95))

    def needed(half_width: float) -> tuple[int, ...]:
        return tuple(math.ceil(b - 1e-9) for b in bounds(half_width))

    def same(expected: tuple[int, ...], got: Any) -> bool:
        # a whole bound may round one game higher
        whole = {n + 1 for (h,) in cases for b, n in zip(bounds(h), needed(h), strict=True)
                 if abs(b - round(b)) < 1e-6 and needed(h) == expected}
        return isinstance(got, int | np.integer) and (got in expected or got in whole)

    try_function(need(ns, "games_needed"), cases, needed, same)


@extra("06", "own_engine")
def _own_engine(ns: Namespace) -> None:
    rng = _rng()
    fn = need(ns, "play_game")
    cases = [deal(seed=rng.randrange(2**32)) for _case in range(150)]

    def outcome(piles: Any) -> tuple[int | None, int]:
        result = play(piles)
        return result.winner, result.tricks

    def theirs(piles: Any) -> Any:
        got = fn(tuple(piles[0]), tuple(piles[1])) if callable(fn) else fn
        winner, tricks = got
        return (None if winner is None else int(winner)), int(tricks)

    try_function(theirs, [(piles,) for piles in cases], outcome)


def _p_first(rules: Rules) -> Fraction:
    outcomes = exact_outcomes(rules)
    return sum((p for (winner, _reason), p in outcomes.items() if winner == 0), Fraction(0))


@extra("06", "p_first_wins")
def _p_first_wins(ns: Namespace) -> None:
    rng, cases = _rng(), []
    for _case in range(4):
        ranks = sorted(rng.sample(range(len(RANKS52)), rng.choice((2, 3))))
        deck = Deck(ranks=[RANKS52[i] for i in ranks], suits=2)
        rules = Rules(deck=deck, collect=rng.choice(("winner_first", "loser_first",
                                                     "seat_order")),
                      low_beats_ace=rng.random() < 0.5)
        cases.append((rules,))
    try_function(need(ns, "p_first_wins"), cases, _p_first)


@extra("07", "geometric_pmf")
def _geometric_pmf(ns: Namespace) -> None:
    rng = _rng()
    cases = [(rng.randrange(1, 60), rng.uniform(0.01, 0.99)) for _case in range(30)]
    try_function(need(ns, "p_first_long"), cases, lambda k, p: (1 - p) ** (k - 1) * p,
                 close_to(1e-12))


@extra("10", "p_no_match")
def _p_no_match(ns: Namespace) -> None:
    rng, cases = _rng(), []
    for _case in range(30):
        n = rng.randrange(1, 400)
        cases.append((rng.randrange(0, n + 3), n))
    try_function(need(ns, "p_no_match"), cases, p_all_different, close_to(1e-12))


@extra("13", "share_with")
def _share_with(ns: Namespace) -> None:
    rng, cases = _rng(), []
    for _case in range(20):
        size = rng.randrange(20, 300)
        values = [rng.randrange(0, 5) for _game in range(size)]
        wins = [rng.random() < 0.5 for _game in range(size)]
        cases.append((values, wins, rng.choice(values)))

    def share(values: Sequence[int], wins: Sequence[bool], value: int) -> float:
        chosen = [won for v, won in zip(values, wins, strict=True) if v == value]
        return sum(chosen) / len(chosen)

    try_function(need(ns, "share_with"), cases, share, close_to(1e-9))


@extra("14", "find_cycle")
def _find_cycle(ns: Namespace) -> None:
    rng, cases = _rng(), []
    for _case in range(12):
        ranks = sorted(rng.sample(range(len(RANKS52)), rng.choice((2, 3, 4))))
        deck = Deck(ranks=[RANKS52[i] for i in ranks], suits=2)
        rules = Rules(deck=deck, collect=rng.choice(("winner_first", "loser_first",
                                                     "seat_order")))
        order = list(deck.cards)
        rng.shuffle(order)
        cases.append((deal_order(order), rules))

    def cycle(piles: Any, rules: Rules) -> tuple[int, int] | None:
        found = play(piles, rules).cycle
        return None if found is None else (found.start, found.length)

    try_function(need(ns, "find_cycle"), cases, cycle)


@extra("19", "percentile_interval")
def _percentile_interval(ns: Namespace) -> None:
    rng = np.random.default_rng(secrets.randbits(64))
    cases = [(rng.normal(rng.uniform(-5, 5), rng.uniform(0.5, 3), rng.integers(300, 2_000)),
              float(rng.uniform(0.6, 0.99))) for _case in range(10)]

    def ends(values: Any, level: float) -> tuple[float, float]:
        low, high = np.percentile(values, [50 * (1 - level), 50 * (1 + level)])
        return float(low), float(high)

    def same(expected: Any, got: Any) -> bool:
        low, high = (float(v) for v in got)
        span = max(abs(expected[1] - expected[0]), 1e-9)
        return bool(abs(low - expected[0]) <= 0.04 * span
                    and abs(high - expected[1]) <= 0.04 * span)

    try_function(need(ns, "percentile_interval"), cases, ends, same)


@extra("22", "p_holds_all")
def _p_holds_all(ns: Namespace) -> None:
    rng, cases = _rng(), []
    for _case in range(30):
        unseen = rng.randrange(1, 30)
        held = rng.randrange(0, unseen + 1)
        cases.append((unseen, held, rng.randrange(0, min(held + 2, unseen) + 1)))
    try_function(need(ns, "p_holds_all"), cases, hypergeometric_all, close_to(1e-12))


@extra("25", "exact_power")
def _exact_power(ns: Namespace) -> None:
    rng = _rng()
    cases = [(rng.uniform(0.3, 0.8), rng.randrange(5, 150)) for _case in range(20)]
    try_function(need(ns, "exact_power"), cases, exact_power, close_to(1e-9))

