"""The self-checks of exercises 02, 10 and 19: a right answer passes (every method the lessons
teach), each typical mistake hears its hint and never the right value, a round guess or a bare
number fails where the answer is statistical, and the hints speak Russian."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from math import comb
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import Rules, simulate
from pyanitsa_edu.analysis import wilson_interval
from pyanitsa_edu.analysis.resampling import bootstrap, permutation_test
from pyanitsa_edu.checks import (
    check_ace_in_top,
    check_ace_in_top_three,
    check_bootstrap_interval,
    check_event_statements,
    check_first_flip_win,
    check_high_card_flip,
    check_ignorant_dealer,
    check_left_out,
    check_p_no_match,
    check_percentile_interval,
    check_permutation_p,
    check_rank_match,
    check_resampling_statements,
    check_simpson_statements,
)
from pyanitsa_edu.checks.core import show
from pyanitsa_edu.i18n.language import language

from .helpers import BROKEN_VALUES, assert_function_check, reveals, run

Check = Callable[[Any], Any]


def assert_hints(capsys: pytest.CaptureFixture[str], check: Check, right: Any,
                 hints: dict[Any, str]) -> None:
    """Assert that ``right`` passes, each wrong answer fails with its hint and without the right
    value, and every broken value fails with one ✗ line."""
    ok, out = run(capsys, lambda: check(right))
    assert ok and out.startswith("✓"), out
    for wrong, hint in hints.items():
        ok, out = run(capsys, lambda w=wrong: check(w))
        assert not ok and hint in out, (wrong, out)
        assert not reveals(out, right, show(wrong)), out
    for broken in BROKEN_VALUES:
        ok, out = run(capsys, lambda b=broken: check(b))
        assert not ok and out.startswith("✗") and out.count("\n") == 1, (broken, out)


# --- exercise 02 ------------------------------------------------------------------------------


def test_high_card_flip(capsys: pytest.CaptureFixture[str]) -> None:
    assert_hints(capsys, check_high_card_flip, Fraction(2, 5), {
        Fraction(4, 9): "counted twice",
        1 - Fraction(28, 36) ** 2: "with replacement",
        Fraction(3, 5): "complement",
        Fraction(2, 45): "both cards",
        Fraction(2, 9): "one player's card",
        0.4001: "close, but not equal",
    })
    assert run(capsys, lambda: check_high_card_flip(0.4))[0]  # the same chance as a float


def test_ace_in_top(capsys: pytest.CaptureFixture[str]) -> None:
    def right(k: int) -> Fraction:
        return 1 - Fraction(comb(32, k), comb(36, k))

    def with_replacement(k: int) -> float:
        return 1 - (32 / 36) ** k

    assert_function_check(capsys, check_ace_in_top, right, with_replacement)


def test_first_flip_on_52_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert_hints(capsys, check_first_flip_win, Fraction(8, 17), {
        Fraction(9, 17): "спор",
        Fraction(6, 13): "cannot face itself",
        Fraction(16, 35): "36-card deck",
    })
    assert run(capsys, lambda: check_first_flip_win(Fraction(16, 35), rules=Rules()))[0]


def _top_three_aces(deals: int, seed: int, top: int = 3) -> np.ndarray[Any, Any]:
    """Simulate the task: is an ace among the top ``top`` cards of player 0's pile?"""
    cards = simulate(deals, seed=seed).deal_cards[:, :top] // 4
    return np.asarray((cards == 8).any(axis=1))


def test_ace_in_top_three(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: check_ace_in_top_three(_top_three_aces(10_000, 1)))
    assert ok and "10,000 deals" in out, out
    ok, out = run(capsys, lambda: check_ace_in_top_three(_top_three_aces(10_000, 2, top=1)))
    assert not ok and "top card alone" in out, out
    none = ~_top_three_aces(10_000, 3)
    ok, out = run(capsys, lambda: check_ace_in_top_three(none))
    assert not ok and "no ace" in out, out
    ok, out = run(capsys, lambda: check_ace_in_top_three(_top_three_aces(5_000, 4), n=5_000))
    assert not ok and "at least" in out, out
    truth = 1 - comb(32, 3) / comb(36, 3)
    for guess in (0.0, 0.5, 1.0, round(truth, 2), round(truth, 3), truth):
        ok, out = run(capsys, lambda g=guess: check_ace_in_top_three(g, n=10_000))
        assert not ok and "per-deal values" in out, (guess, out)


def test_event_statements_name_no_statement(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, lambda: check_event_statements("a, d, e"))[0]
    for wrong in ("ad", "ade b", "bc", "abcde", ""):
        ok, out = run(capsys, lambda w=wrong: check_event_statements(w))
        assert not ok and not any(f"({x})" in out for x in "abcde"), out


# --- exercise 10 ------------------------------------------------------------------------------


def test_rank_match(capsys: pytest.CaptureFixture[str]) -> None:
    right = 1 - Fraction(9 * 8 * 7 * 6, 9**4)
    assert_hints(capsys, check_rank_match, right, {
        1 - right: "complement",
        Fraction(6, 9): "adds up the pairs",
        1 - (8 / 9) ** 6: "independent",
        1 - Fraction(36 * 32 * 28 * 24, 36 * 35 * 34 * 33): "one deck",
        1 - Fraction(36 * 35 * 34 * 33, 36**4): "same card",
    })


def test_p_no_match(capsys: pytest.CaptureFixture[str]) -> None:
    def right(k: int, n: int) -> Fraction:
        return math.prod((Fraction(n - i, n) for i in range(k)), start=Fraction(1))

    def off_by_one(k: int, n: int) -> Fraction:
        return math.prod((Fraction(n - i, n) for i in range(1, k + 1)), start=Fraction(1))

    assert_function_check(capsys, check_p_no_match, right, off_by_one)
    ok, out = run(capsys, lambda: check_p_no_match(lambda k, n: math.perm(n, k) / n**k))
    assert ok, out  # another correct method, in floats


def _dealer_rounds(rounds: int, seed: int, knows: bool = False,
                   keep_all: bool = False) -> np.ndarray[Any, Any]:
    """Simulate the task: did switching win, in each round where a six was shown?"""
    rng = np.random.default_rng(seed)
    ace, pick = rng.integers(0, 3, rounds), rng.integers(0, 3, rounds)
    turned = (pick + rng.integers(1, 3, rounds)) % 3
    if knows:  # the dealer avoids the ace
        turned = np.where(turned == ace, 3 - pick - ace, turned)
        turned = np.where(turned == pick, (pick + 1) % 3, turned)
    last = 3 - pick - turned
    kept = np.ones(rounds, bool) if keep_all else turned != ace
    return np.asarray((last == ace)[kept])


def test_ignorant_dealer(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: check_ignorant_dealer(_dealer_rounds(20_000, 1)))
    assert ok, out
    knowing = _dealer_rounds(20_000, 2, knows=True)
    assert abs(knowing.mean() - 2 / 3) < 0.02
    ok, out = run(capsys, lambda: check_ignorant_dealer(knowing))
    assert not ok and "knows" in out, out
    ok, out = run(capsys, lambda: check_ignorant_dealer(_dealer_rounds(20_000, 3, keep_all=True)))
    assert not ok and "keep only" in out, out
    for guess in (0.5, 0.49, 0.51, 2 / 3):
        ok, out = run(capsys, lambda g=guess: check_ignorant_dealer(g, n=20_000))
        assert not ok and "per-round values" in out, (guess, out)


def test_simpson_statements(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, lambda: check_simpson_statements("b and c"))[0]
    for wrong in ("b", "bcd", "ae", ""):
        assert not run(capsys, lambda w=wrong: check_simpson_statements(w))[0]


# --- exercise 19 ------------------------------------------------------------------------------


def test_left_out(capsys: pytest.CaptureFixture[str]) -> None:
    right = Fraction(9, 10) ** 10
    assert_hints(capsys, check_left_out, right, {
        Fraction(9, 10): "one draw",
        Fraction(1, 10): "one draw picks",
        1 - right: "at least once",
        math.exp(-1): "limit",
        Fraction(1, 10) ** 10: "every draw",
    })
    assert run(capsys, lambda: check_left_out(0.9**10))[0]


def test_percentile_interval(capsys: pytest.CaptureFixture[str]) -> None:
    def right(values: Any, level: float = 0.95) -> tuple[float, float]:
        low, high = np.percentile(values, [50 * (1 - level), 50 * (1 + level)])
        return float(low), float(high)

    def always_95(values: Any, level: float = 0.95) -> tuple[float, float]:
        return right(values, 0.95)

    assert_function_check(capsys, check_percentile_interval, right, always_95)

    def nearest_rank(values: Any, level: float = 0.95) -> tuple[float, float]:
        ordered = sorted(values)
        cut = int((1 - level) / 2 * len(ordered))
        return ordered[cut], ordered[len(ordered) - 1 - cut]

    assert run(capsys, lambda: check_percentile_interval(nearest_rank))[0]
    assert run(capsys, lambda: check_percentile_interval(
        lambda v, level=0.95: tuple(np.quantile(v, [(1 - level) / 2, (1 + level) / 2]))))[0]


SEAT = Rules(collect="seat_order")
WINNER = simulate(2_000, rules=SEAT, seed=5).winner


def _share(winner: Any) -> float:
    return float(np.mean(winner[winner >= 0] == 0))


def test_bootstrap_interval_accepts_the_bootstrap_and_wilson(
    capsys: pytest.CaptureFixture[str],
) -> None:
    replicates = bootstrap(WINNER, _share, 10_000, seed=6)
    interval = tuple(np.percentile(replicates, [2.5, 97.5]))
    ok, out = run(capsys, lambda: check_bootstrap_interval(interval, winner=WINNER))
    assert ok, out
    wins0, decided = int(np.sum(WINNER == 0)), int(np.sum(WINNER >= 0))
    ok, out = run(capsys, lambda: check_bootstrap_interval(wilson_interval(wins0, decided),
                                                           winner=WINNER))
    assert ok, out
    few = bootstrap(WINNER, _share, 5_000, seed=7)
    assert run(capsys, lambda: check_bootstrap_interval(np.percentile(few, [2.5, 97.5]),
                                                        winner=list(WINNER)))[0]


def test_bootstrap_interval_names_each_mistake(capsys: pytest.CaptureFixture[str]) -> None:
    replicates = bootstrap(WINNER, _share, 10_000, seed=6)
    all_games = bootstrap(WINNER, lambda w: float(np.mean(w == 0)), 10_000, seed=6)
    low, high = np.percentile(replicates, [2.5, 97.5])
    hints = {
        tuple(np.percentile(replicates, [5, 95])): "too narrow",
        tuple(np.percentile(replicates, [0.5, 99.5])): "too wide",
        tuple(np.percentile(all_games, [2.5, 97.5])): "all the games",
        (1 - high, 1 - low): "player 1",
        (high, low): "low end comes first",
        (low + 0.05, high + 0.05): "does not contain",
        0.45: "two numbers",
    }
    for wrong, hint in hints.items():
        ok, out = run(capsys, lambda w=wrong: check_bootstrap_interval(w, winner=WINNER))
        assert not ok and hint in out, (wrong, out)
        assert not reveals(out, low, show(wrong)) and not reveals(out, high, show(wrong)), out
    classic = simulate(2_000, seed=8).winner
    ok, out = run(capsys, lambda: check_bootstrap_interval((0.47, 0.53), winner=classic))
    assert not ok and "seat-order" in out, out
    ok, out = run(capsys, lambda: check_bootstrap_interval((low, high)))
    assert not ok and "winner=" in out, out
    ok, out = run(capsys, lambda: check_bootstrap_interval((low, high), winner=WINNER[:500]))
    assert not ok and "at least" in out, out
    ok, out = run(capsys, lambda: check_bootstrap_interval((low, high), winner=WINNER, n=10))
    assert not ok and "n = 10" in out, out
    for guess in ((0.4, 0.5), (0.41, 0.46), (0.0, 1.0)):
        assert not run(capsys, lambda g=guess: check_bootstrap_interval(g, winner=WINNER))[0]


A = simulate(1_500, seed=11).tricks
B = simulate(1_500, rules=Rules(collect="loser_first"), seed=12).tricks
TEST = permutation_test(A, B, reps=3_000, seed=13)


def test_permutation_p_accepts_the_share_of_the_students_shuffles(
    capsys: pytest.CaptureFixture[str],
) -> None:
    p = TEST.p_value()
    ok, out = run(capsys, lambda: check_permutation_p(p, a=A, b=B, shuffles=TEST.replicates))
    assert ok, out
    beyond = float(np.mean(np.abs(TEST.replicates) > abs(TEST.observed)))
    assert run(capsys, lambda: check_permutation_p(beyond, n=1_500, a=list(A), b=B,
                                                   shuffles=list(TEST.replicates)))[0]
    pooled = np.concatenate([A, B])  # shuffles drawn with replacement: a bootstrap under H0
    rng = np.random.default_rng(14)
    drawn = np.array([rng.choice(pooled, A.size).mean() - rng.choice(pooled, B.size).mean()
                      for _ in range(2_000)])  # fmt: skip
    own = float(np.mean(np.abs(drawn) >= abs(TEST.observed)))
    assert run(capsys, lambda: check_permutation_p(own, a=A, b=B, shuffles=drawn))[0]


def test_permutation_p_names_each_mistake(capsys: pytest.CaptureFixture[str]) -> None:
    p, shuffles = TEST.p_value(), TEST.replicates
    one_side = float(np.mean(shuffles >= TEST.observed))
    hints: dict[Any, str] = {1 - p: "closer to 0", one_side: "one side only",
                             p / 2: "one side only", 0.9999: "not the share"}
    for wrong, hint in hints.items():
        ok, out = run(capsys, lambda w=wrong: check_permutation_p(w, a=A, b=B,
                                                                  shuffles=shuffles))
        assert not ok and hint in out, (wrong, out)
    rng = np.random.default_rng(15)
    separate = np.array([rng.choice(A, A.size).mean() - rng.choice(B, B.size).mean()
                         for _ in range(2_000)])  # fmt: skip
    arrays: dict[str, tuple[Any, Any, Any]] = {
        "hardly vary": (A, B, np.full(2_000, TEST.observed)),
        "centre on the observed": (A, B, separate),
        "spread as shuffled": (A, B, shuffles * 2),
        "do not look like": (simulate(1_500, rules=Rules(war_face_down=0), seed=16).tricks, B,
                             shuffles),
        "at least 1,000": (A[:500], B, shuffles),
        "at least 1,000 shuffles": (A, B, shuffles[:100]),
        "a=, b= and shuffles=": (None, None, None),
        "whole number": (A + 0.5, B, shuffles),
    }
    for hint, (a, b, s) in arrays.items():
        ok, out = run(capsys, lambda a=a, b=b, s=s: check_permutation_p(p, a=a, b=b, shuffles=s))
        assert not ok and hint in out, (hint, out)


def test_resampling_statements(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, lambda: check_resampling_statements("a, d"))[0]
    for wrong in ("a", "ade", "bc", ""):
        assert not run(capsys, lambda w=wrong: check_resampling_statements(w))[0]


# --- Russian ----------------------------------------------------------------------------------


def test_the_new_hints_speak_russian(capsys: pytest.CaptureFixture[str]) -> None:
    with language("ru"):
        lines = [
            run(capsys, lambda: check_high_card_flip(Fraction(4, 9)))[1],
            run(capsys, lambda: check_rank_match(Fraction(2, 3)))[1],
            run(capsys, lambda: check_left_out(Fraction(1, 10)))[1],
            run(capsys, lambda: check_ignorant_dealer(_dealer_rounds(20_000, 2, knows=True)))[1],
            run(capsys, lambda: check_bootstrap_interval((0.4, 0.5), winner=WINNER))[1],
            run(capsys, lambda: check_permutation_p(0.5))[1],
        ]
    for line in lines:
        words = [w for w in line.replace("✗", " ").split() if w.isalpha() and w.isascii()]
        allowed = {"a", "b", "shuffles", "winner", "n", "p", "P"}
        assert not set(words) - allowed, line
