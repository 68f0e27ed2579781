"""Exercises 11, 16, 17, 18 and 20's checks: ✓ for the library's answer, ✗ with the kind of
mistake (never the right value) for a wrong one, estimates judged with the student's own n, and
no exception."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import Deck, Rules, expected_outcome, simulate
from pyanitsa_edu.checks import (
    check_expected_tricks,
    check_false_alarm_rate,
    check_independence_statements,
    check_p_value,
    check_p_value_statements,
    check_posterior_above,
    check_ruin_chance,
    check_ruin_length,
    check_tie_chance,
    check_upper_bound,
    check_walk_length,
    check_whitewash_small,
    check_win_chance,
    check_win_estimate,
    check_win_given_aces,
    check_z_score,
)

from .helpers import BROKEN_VALUES, assert_value_check, reveals, run

STRICT3 = Rules(deck=Deck(["7", "8", "9"], 1), low_beats_ace=False, collect="shuffled")
TINY = Rules(deck=Deck(["6", "7", "A"], 2), collect="shuffled")
TINY_DEAL = ["7♣ 6♦ 6♣", "A♦ 7♦ A♣"]


def whitewash_by_hand() -> Fraction:
    """The 6-card deck 6 6 7 7 A A: every one of the 720 card orders, dealt and played by
    the rules worked out here: player 0 wins 3 tricks in a row without a tie when each of
    his cards beats player 1's card in the same place (the six beats only the ace)."""
    ranks = ["6", "6", "7", "7", "A", "A"]

    def beats(a: str, b: str) -> bool:
        order = {"6": 0, "7": 1, "A": 2}
        if {a, b} == {"6", "A"}:
            return a == "6"
        return order[a] > order[b]

    orders = list(itertools.permutations(ranks))
    hits = sum(all(beats(o[2 * i], o[2 * i + 1]) for i in range(3)) for o in orders)
    return Fraction(hits, len(orders))


def beta_above_by_grid(x: float, a: int, b: int) -> float:
    """P(X > x) for X ~ Beta(a, b), by a fine numerical integral (independent of the check)."""
    grid = np.linspace(0, 1, 400_001)[1:-1]
    density = grid ** (a - 1) * (1 - grid) ** (b - 1)
    return float(density[grid > x].sum() / density.sum())


# (name, check, right answer, wrong answers that must fail)
VALUE_CASES: list[tuple[str, Callable[[Any], Any], Any, list[Any]]] = [
    ("tie 52", check_tie_chance, Fraction(3, 51), [Fraction(4, 52), Fraction(3, 52), 0.0857, 8]),
    ("tie 36", lambda a: check_tie_chance(a, "classic"), Fraction(3, 35),
     [Fraction(4, 36), 0.1, 3]),
    ("whitewash", check_whitewash_small, whitewash_by_hand(),
     [Fraction(8, 125), Fraction(8, 15), 0.5, 1 / 16]),
    ("ruin chance", lambda a: check_ruin_chance(a, 10, 36), Fraction(10, 36),
     [Fraction(26, 36), Fraction(10, 26), 0.5, 27.8]),
    ("ruin length", lambda a: check_ruin_length(a, 10, 36), 10 * 26, [324, 360, 100, 26]),
    ("tricks", lambda a: check_expected_tricks(a, ["9♣", "7♣ 8♣"], STRICT3),
     Fraction(10, 3), [3, Fraction(7, 3), 4, 2]),
    ("win chance", lambda a: check_win_chance(a, TINY_DEAL, TINY),
     expected_outcome(TINY_DEAL, TINY).wins[0],
     [expected_outcome(TINY_DEAL, TINY).wins[1], expected_outcome(TINY_DEAL, TINY).draw, 0.5]),
    ("z", lambda a: check_z_score(a, 540, 1000), (540 - 500) / math.sqrt(250),
     [40 / 250, 40 / math.sqrt(1000), 0.04, -2.53]),
    ("p", lambda a: check_p_value(a, 540, 1000), math.erfc(40 / math.sqrt(250) / math.sqrt(2)),
     [math.erfc(40 / math.sqrt(250) / math.sqrt(2)) / 2, 0.989, 0.05]),
    ("posterior", lambda a: check_posterior_above(a, 9, 12), beta_above_by_grid(0.5, 10, 4),
     [1 - beta_above_by_grid(0.5, 10, 4), beta_above_by_grid(0.5, 9, 3), 0.75, 0.5]),
    ("bound", lambda a: check_upper_bound(a, 50_000), 1 - 0.01 ** (1 / 50_000),
     [3 / 50_000, 1 / 50_000, 0.01 / 50_000, 0.99]),
]  # fmt: skip


@pytest.mark.parametrize(("name", "check", "right", "wrong"), VALUE_CASES,
                         ids=[c[0] for c in VALUE_CASES])  # fmt: skip
def test_value_checks(
    capsys: pytest.CaptureFixture[str], name: str, check: Callable[[Any], Any], right: Any,
    wrong: list[Any],
) -> None:
    assert_value_check(capsys, check, right, [(answer, "") for answer in wrong])


def test_known_mistakes_get_their_own_hint(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = run(capsys, lambda: check_whitewash_small(Fraction(8, 125)))
    assert "naive product" in out
    _, out = run(capsys, lambda: check_p_value(0.0057, 540, 1000))
    assert "one tail" in out
    _, out = run(capsys, lambda: check_upper_bound(3 / 50_000, 50_000))
    assert "rule of three" in out
    _, out = run(capsys, lambda: check_expected_tricks(Fraction(7, 3), ["9♣", "7♣ 8♣"], STRICT3))
    assert "one trick short" in out
    _, out = run(capsys, lambda: check_posterior_above(round(beta_above_by_grid(0.5, 9, 3), 3),
                                                       9, 12))  # fmt: skip
    assert "prior counts too" in out


def test_rounded_answers_pass_where_the_task_asks_for_decimals(
    capsys: pytest.CaptureFixture[str],
) -> None:
    ok, out = run(capsys, lambda: check_z_score(2.53, 540, 1000))
    assert ok, out
    ok, out = run(capsys, lambda: check_posterior_above(0.954, 9, 12))
    assert ok, out
    ok, out = run(capsys, lambda: check_upper_bound(-math.log(0.01) / 50_000, 50_000))
    assert ok, out  # the approximation -ln(0.01)/n is within 1 %


@pytest.mark.parametrize(("check", "key"), [(check_independence_statements, "bc"),
                                            (check_p_value_statements, "bde")])  # fmt: skip
def test_statements_say_only_how_many_are_wrong(
    capsys: pytest.CaptureFixture[str], check: Callable[[Any], Any], key: str
) -> None:
    ok, out = run(capsys, lambda: check(key.upper()))
    assert ok, out
    for answer in ("", "a", "abcde", key[:-1], key + "a"):
        ok, out = run(capsys, lambda a=answer: check(a))
        assert not ok and "judged wrong" in out, out
        assert not any(f"({x})" in out for x in "abcde"), out
    ok, out = run(capsys, lambda: check("z"))
    assert not ok and "no statement (z)" in out


# --- estimates: judged with the student's own n ------------------------------------------------


def test_walk_length_follows_n(capsys: pytest.CaptureFixture[str]) -> None:
    rng = np.random.default_rng(0)
    walks = 10 + rng.choice([-1, 1], size=(3_000, 6_000)).cumsum(axis=1)
    over = (walks <= 0) | (walks >= 36)
    assert over.any(axis=1).all()
    lengths = over.argmax(axis=1) + 1
    ok, out = run(capsys, lambda: check_walk_length(lengths))
    assert ok, out
    ok, out = run(capsys, lambda: check_walk_length(float(lengths.mean()), n=len(lengths)))
    assert not ok and "not one number" in out, out  # only the walks are evidence
    # 272 is about 2.5 standard errors (259 / sqrt(n), about 4.7) from 260 with 3,000 walks:
    # it passes there, and fails with 100,000 walks, where one standard error is under 1 step.
    ok, _ = run(capsys, lambda: check_walk_length(np.full(3_000, 272.0)))
    assert ok
    ok, out = run(capsys, lambda: check_walk_length(np.full(100_000, 272.0)))
    assert not ok and not reveals(out, 260, "272"), out
    ok, out = run(capsys, lambda: check_walk_length(np.full(3_000, 324.0)))
    assert not ok and "from the middle" in out
    ok, out = run(capsys, lambda: check_walk_length(np.full(50, 260.0)))
    assert not ok and "at least 1,000" in out


def test_walk_length_spread_is_that_of_a_fair_walk() -> None:
    from pyanitsa_edu.checks.lesson16 import _walk_length_sd

    # Var T = k (N - k) ((N - k)^2 + k^2 - 2) / 3 for the fair walk (a classical result).
    k, total = 10, 36
    assert _walk_length_sd(k, total) ** 2 == pytest.approx(
        k * (total - k) * ((total - k) ** 2 + k**2 - 2) / 3
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_win_estimate_of_a_shuffled_deal(capsys: pytest.CaptureFixture[str], seed: int) -> None:
    sim = simulate(deals=[TINY_DEAL] * 3_000, rules=TINY, seed=seed)
    won = sim.winner == 0
    ok, out = run(capsys, lambda: check_win_estimate(won, TINY_DEAL, TINY))
    assert ok, out
    assert "states" in out  # the chain's size, shown once the answer is right
    ok, out = run(capsys, lambda: check_win_estimate(float(won.mean()), TINY_DEAL, TINY,
                                                     n=len(sim)))  # fmt: skip
    assert not ok and "not one number" in out, out  # only the games are evidence
    truth = expected_outcome(TINY_DEAL, TINY).wins[0]
    for guess in (0.5, truth + 0.05, 1 - truth):
        ok, out = run(capsys, lambda g=guess: check_win_estimate(g, TINY_DEAL, TINY, n=3_000))
        assert not ok and not reveals(out, truth, f"{guess:.4g}"), out










def test_false_alarm_rate_is_measured_not_assumed(capsys: pytest.CaptureFixture[str]) -> None:
    rng = np.random.default_rng(4)
    wins = rng.binomial(100, 0.5, size=100_000)
    p = np.array([math.erfc(abs(k - 50) / 5 / math.sqrt(2)) for k in wins])
    alarms = p < 0.05
    ok, out = run(capsys, lambda: check_false_alarm_rate(alarms))
    assert ok, out
    ok, out = run(capsys, lambda: check_false_alarm_rate(0.05, n=100_000))
    assert not ok and "threshold" in out, out
    # the exact rate: P(|k - 50| >= 10) for 100 fair coins, counted here independently
    exact = sum(math.comb(100, k) for k in range(101) if abs(k - 50) >= 10) / 2**100
    assert abs(float(alarms.mean()) - exact) < 3 * math.sqrt(exact * (1 - exact) / 100_000)


@pytest.mark.parametrize("broken", BROKEN_VALUES)
def test_estimate_checks_never_raise(capsys: pytest.CaptureFixture[str], broken: Any) -> None:
    for check in (lambda: check_walk_length(broken, n=5_000),
                  lambda: check_false_alarm_rate(broken, n=30_000),
                  lambda: check_win_estimate(broken, TINY_DEAL, TINY, n=3_000),
                  lambda: check_win_given_aces(broken, n=30_000)):  # fmt: skip
        ok, out = run(capsys, check)
        assert not ok and out.startswith("✗"), out
