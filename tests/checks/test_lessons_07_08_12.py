"""Exercises 07, 08 and 12's checks: ✓ for the right answer (computed here by another method
than the check's), ✗ with the kind of mistake (never the right value) for a wrong one, no
round guess passing the statistical task at its own n, Russian lines, and no exception."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import Deck, Rules, Simulation, exact_outcomes, play, simulate
from pyanitsa_edu.analysis.exact import rank_orders
from pyanitsa_edu.checks import (
    check_binomial_wins,
    check_expected_ties,
    check_geometric_pmf,
    check_length_between,
    check_length_variance,
    check_mean_length,
    check_short_game_share,
    check_tie_covariance,
    check_ties_variance,
    check_unit_statements,
)
from pyanitsa_edu.checks.core import show
from pyanitsa_edu.checks.lesson07 import LENGTH_DECK, SHORT_GAME, SHORT_MIN_GAMES
from pyanitsa_edu.checks.lesson12 import _tie_moments
from pyanitsa_edu.checks.reference import reference
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.pyanitsa.dealing import deal_order

from .helpers import assert_function_check, assert_value_check, reveals, run

SMALL = Rules(deck=LENGTH_DECK)
SEAT = SMALL.replace(collect="seat_order")


@lru_cache(maxsize=4)
def every_deal(rules: Rules) -> Simulation:
    """Return the games of every rank order of the deck, played by simulate(deals=…): every
    rank order stands for the same number of card orders."""
    return simulate(deals=[deal_order(order) for order in rank_orders(rules)], rules=rules)


def lengths_by_play(rules: Rules) -> tuple[int, ...]:
    """Return the length of the game of every rank order of the deck (none of them cycles)."""
    every = every_deal(rules)
    assert (every.reason != "cycle").all()
    return tuple(int(t) for t in every.tricks)


def exact_mean_and_variance(rules: Rules) -> tuple[Fraction, Fraction]:
    """Return E[L] and Var L over every deal, as Fractions, from the games played."""
    lengths = lengths_by_play(rules)
    mean = Fraction(sum(lengths), len(lengths))
    return mean, Fraction(sum(t * t for t in lengths), len(lengths)) - mean**2


def between_by_play(low: int, high: int) -> Fraction:
    """Return the share of deals of the 10-card deck whose game lasts more than ``low`` and at
    most ``high`` tricks."""
    lengths = lengths_by_play(SMALL)
    return Fraction(sum(low < t <= high for t in lengths), len(lengths))


def pair_moments_by_hand(deck: Deck) -> tuple[Fraction, Fraction]:
    """Return P(pair 1 ties) and P(pairs 1 and 2 both tie), over every ordered choice of the
    four cards a1, b1, a2, b2 (any four places of a shuffled deck are alike)."""
    ranks = [card.rank for card in deck.cards]
    quads = list(itertools.permutations(range(len(ranks)), 4))
    one = sum(ranks[a] == ranks[b] for a, b, _, _ in quads)
    both = sum(ranks[a] == ranks[b] and ranks[c] == ranks[d] for a, b, c, d in quads)
    return Fraction(one, len(quads)), Fraction(both, len(quads))


def ties_by_hand(deck: Deck) -> tuple[Fraction, Fraction]:
    """Return E[T] and Var T for the tied facing pairs of a tiny deck, over every card order."""
    ranks = [card.rank for card in deck.cards]
    counts = [sum(ranks[a] == ranks[b] for a, b in zip(o[0::2], o[1::2], strict=True))
              for o in itertools.permutations(range(len(ranks)))]  # fmt: skip
    mean = Fraction(sum(counts), len(counts))
    return mean, Fraction(sum(c * c for c in counts), len(counts)) - mean**2


def binomial_by_steps(n: int, least: int, p: Fraction) -> Fraction:
    """Return P(at least ``least`` successes in ``n`` trials), game by game."""
    dist = [Fraction(1)]
    for _ in range(n):
        dist = [(dist[k] if k < len(dist) else 0) * (1 - p) + (dist[k - 1] * p if k else 0)
                for k in range(len(dist) + 1)]  # fmt: skip
    return sum(dist[least:], Fraction(0))


def p_win_small() -> Fraction:
    """Return P(player 0 wins) on the 10-card deck, from the games played deal by deal."""
    every = every_deal(SMALL)
    return Fraction(int((every.winner == 0).sum()), len(every))


P52 = Fraction(3, 51)


@lru_cache(maxsize=1)
def moments() -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """Return E[L] and Var L under the seat-order return, then under the classic one (every
    deal of the 10-card deck is played: computed when a test first needs it, not when the
    tests are collected)."""
    return (*exact_mean_and_variance(SEAT), *exact_mean_and_variance(SMALL))


def _mean_case() -> tuple[Callable[[Any], Any], Any, list[Any]]:
    mean, var, classic_mean, _classic_var = moments()
    return check_mean_length, mean, [classic_mean, mean + Fraction(1, 2), 12, var]


def _variance_case() -> tuple[Callable[[Any], Any], Any, list[Any]]:
    mean, var, _classic_mean, classic_var = moments()
    return check_length_variance, var, [math.sqrt(var), var + mean**2, classic_var, 82.7]


def _covariance_case() -> tuple[Callable[[Any], Any], Any, list[Any]]:
    p1, both = pair_moments_by_hand(Deck(["6", "7", "8"], 4))
    cov = both - p1 * p1
    return (lambda a: check_tie_covariance(a, Rules(deck=Deck(["6", "7", "8"], 4))), cov,
            [both, p1 * p1, -cov, 0])  # fmt: skip


Case = tuple[Callable[[Any], Any], Any, list[Any]]
"""A value check's case: the check, the right answer, and wrong answers that must fail."""

VALUE_CASES: dict[str, Callable[[], Case]] = {
    "between": lambda: (check_length_between, between_by_play(10, 20),
                        [between_by_play(9, 20), between_by_play(0, 20),
                         between_by_play(20, 200), 0.5, 0.23]),
    "mean": _mean_case,
    "variance": _variance_case,
    "ties 52": lambda: (check_expected_ties, 26 * P52,
                        [2, Fraction(26 * 3, 52), P52, 18 * Fraction(3, 35), 1.53]),
    "ties tiny": lambda: (lambda a: check_expected_ties(a, Rules(deck=Deck(["6", "7", "A"], 2))),
                          ties_by_hand(Deck(["6", "7", "A"], 2))[0],
                          [Fraction(3, 2), Fraction(1, 2), 1]),
    "binomial": lambda: (check_binomial_wins, binomial_by_steps(10, 6, p_win_small()),
                         [binomial_by_steps(10, 6, Fraction(1, 2)),
                          binomial_by_steps(10, 7, p_win_small()),
                          1 - binomial_by_steps(10, 6, p_win_small()), 0.36, 0.5]),
    "covariance tiny": _covariance_case,
    "variance tiny": lambda: (
        lambda a: check_ties_variance(a, Rules(deck=Deck(["6", "7", "A"], 2))),
        ties_by_hand(Deck(["6", "7", "A"], 2))[1], [Fraction(3, 5) * Fraction(4, 5), 1, 0]),
}  # fmt: skip
"""Each value check's case by name, built when its test runs. The cases that play every deal
of the 10-card deck (:data:`EVERY_DEAL`) are slow."""

EVERY_DEAL = {"between", "mean", "variance", "binomial"}
"""The cases that play every deal of the 10-card deck (113,400 games)."""


@pytest.mark.parametrize("name", [
    pytest.param(name, marks=pytest.mark.slow) if name in EVERY_DEAL else name
    for name in VALUE_CASES
])  # fmt: skip
def test_value_checks(capsys: pytest.CaptureFixture[str], name: str) -> None:
    check, right, wrong = VALUE_CASES[name]()
    assert_value_check(capsys, check, right, [(answer, "") for answer in wrong])


def test_the_tie_counts_agree_with_deals_counted_by_hand() -> None:
    """tie_moments' formula against every ordered choice of four cards of a small deck, and
    the 36-card value of lesson 08."""
    for deck in (Deck(["6", "7", "8"], 4), Deck(["6", "7", "8", "9"], 3)):
        pairs, p, both = _tie_moments(Rules(deck=deck))
        assert (pairs, p, both) == (len(deck) // 2, *pair_moments_by_hand(deck))
    assert _tie_moments("classic")[2] == Fraction(3, 35) * Fraction(49, 561)
    mean, var = ties_by_hand(Deck(["6", "7", "A"], 2))
    pairs, p, both = _tie_moments(Rules(deck=Deck(["6", "7", "A"], 2)))
    assert mean == pairs * p and var == pairs * p * (1 - p) + pairs * (pairs - 1) * (both - p * p)


@pytest.mark.slow
def test_known_mistakes_get_their_own_hint(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = run(capsys, lambda: check_length_between(between_by_play(9, 20)))
    assert "includes L = 10" in out
    _, out = run(capsys, lambda: check_mean_length(moments()[2]))
    assert "classic return" in out
    _, out = run(capsys, lambda: check_length_variance(math.sqrt(moments()[1])))
    assert "standard deviation" in out
    _, out = run(capsys, lambda: check_ties_variance(26 * P52 * (1 - P52)))
    assert "binomial variance" in out
    _, out = run(capsys, lambda: check_binomial_wins(binomial_by_steps(10, 6, Fraction(1, 2))))
    assert "draw" in out


def test_the_geometric_function_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert_function_check(capsys, check_geometric_pmf, lambda k, p: (1 - p) ** (k - 1) * p,
                          lambda k, p: (1 - p) ** k * p)


def test_a_right_short_game_estimate_passes_at_the_students_n(
    capsys: pytest.CaptureFixture[str],
) -> None:
    sim = simulate(SHORT_MIN_GAMES, seed=123)  # not the reference's seed
    short = sim.tricks <= SHORT_GAME
    ok, out = run(capsys, lambda: check_short_game_share(short.mean(), n=len(sim),
                                                         lengths=sim.tricks))
    assert ok, out
    ok, out = run(capsys, lambda: check_short_game_share(short.mean(), lengths=sim.tricks))
    assert ok, out
    ok, out = run(capsys, lambda: check_short_game_share(1 - short.mean(), n=len(sim),
                                                         lengths=sim.tricks))
    assert not ok and "P(L > 25)" in out


def test_round_guesses_fail_at_the_short_game_tasks_own_n(
    capsys: pytest.CaptureFixture[str],
) -> None:
    truth = float((reference(Rules()).tricks <= SHORT_GAME).mean())
    lengths = simulate(SHORT_MIN_GAMES, seed=124).tricks
    for guess in (0, 0.5, 1, round(truth, 2), round(truth, 2) - 0.01, round(truth, 2) + 0.01):
        for given in (None, lengths):
            ok, out = run(capsys, lambda g=guess, x=given: check_short_game_share(
                g, n=SHORT_MIN_GAMES, lengths=x))
            assert not ok, (guess, out)
            assert not reveals(out, round(truth, 4), show(guess)), out
    ok, out = run(capsys, lambda: check_short_game_share(
        float(np.mean(lengths <= SHORT_GAME)), n=SHORT_MIN_GAMES, lengths=lengths))
    assert ok, out


def test_too_few_games_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    lengths = simulate(1_000, seed=5).tricks
    share = float(np.mean(lengths <= SHORT_GAME))
    ok, out = run(capsys, lambda: check_short_game_share(share, n=1_000, lengths=lengths))
    assert not ok and "50,000" in out
    ok, out = run(capsys, lambda: check_short_game_share(0.026))
    assert not ok and "lengths=sim.tricks" in out


def test_the_unit_statements(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: check_unit_statements("db"))
    assert ok, out
    for wrong in ("b", "bde", "abcde", ""):
        ok, out = run(capsys, lambda w=wrong: check_unit_statements(w))
        assert not ok and out.startswith("✗"), out


@pytest.mark.parametrize("check", [
    lambda: check_length_between(0.5),
    pytest.param(lambda: check_mean_length(moments()[2]), marks=pytest.mark.slow),
    lambda: check_length_variance(1),
    lambda: check_expected_ties(2),
    lambda: check_binomial_wins(0.5),
    lambda: check_tie_covariance(0),
    lambda: check_ties_variance(1),
    lambda: check_short_game_share(0.5, n=SHORT_MIN_GAMES),
    lambda: check_geometric_pmf(lambda k, p: p),
    lambda: check_unit_statements("a"),
])  # fmt: skip
def test_the_checks_speak_russian(capsys: pytest.CaptureFixture[str], check: Any) -> None:
    with language("en"):
        ok_en, english = run(capsys, check)
    with language("ru"):
        ok_ru, russian = run(capsys, check)
    assert ok_en == ok_ru is False
    body = russian.split(":", 1)[1]
    assert any("а" <= ch <= "я" for ch in body.lower()), russian
    assert not any(f" {word} " in body for word in ("the", "is", "that", "of")), russian
    assert russian.startswith("✗") and english.startswith("✗")


@pytest.mark.slow
def test_the_exact_lengths_of_the_tasks_agree_with_the_scalar_engine() -> None:
    """A few deals of the 10-card deck played by play() give the lengths simulate() gave."""
    every = every_deal(SEAT)
    for i in range(0, len(every), 9_000):
        assert play(every.deal(i), SEAT).tricks == every.tricks[i]
    assert exact_outcomes(SEAT)  # the seat_order return is fixed: exact answers exist
    assert np.isfinite(float(moments()[0])) and moments()[0] > 0
