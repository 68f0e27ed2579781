"""Exercise 21's checks: a normal tail (with a hint for each known slip), the Wald interval's
coverage judged at the student's number of experiments (no round guess passes at the task's
n), and the statements about the central limit theorem (only how many are wrong)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import set_language
from pyanitsa_edu.checks import (
    check_clt_statements,
    check_false_alarm_rate,
    check_normal_tail,
    check_wald_coverage,
)
from pyanitsa_edu.checks.core import show

from .helpers import BROKEN_VALUES, reveals, run
from .test_lesson20 import coverage_by_hand


def tail(z: float) -> float:
    """P(Z ≥ z), from the error function."""
    return 0.5 * math.erfc(z / math.sqrt(2))


def test_normal_tail(capsys: pytest.CaptureFixture[str]) -> None:
    right = tail(0.05 / math.sqrt(0.25 / 400))  # z = 2
    assert right == pytest.approx(0.02275, abs=1e-5)
    ok, out = run(capsys, lambda: check_normal_tail(right, 400, 0.55))
    assert ok and out.startswith("✓"), out
    exact = sum(math.comb(400, k) for k in range(220, 401)) / 2**400
    hints = {2 * right: "both tails", 1 - right: "other side", tail(0.05 / 0.5): "one game",
             tail(0.05 / (0.25 / 400)): "variance", exact: "exact binomial"}
    for wrong, hint in hints.items():
        ok, out = run(capsys, lambda w=wrong: check_normal_tail(w, 400, 0.55))
        assert not ok and hint in out, (wrong, out)
        assert not reveals(out, right, show(wrong)), out
    for broken in BROKEN_VALUES:
        ok, out = run(capsys, lambda b=broken: check_normal_tail(b, 400, 0.55))
        assert not ok and out.startswith("✗"), (broken, out)


def wald_hits(experiments: int, seed: int) -> np.ndarray[Any, np.dtype[np.bool_]]:
    """Simulate the task: does p̂ ± 1.96·SE from 20 games at p = 0.25 contain 0.25?"""
    k = np.random.default_rng(seed).binomial(20, 0.25, size=experiments)
    p_hat = k / 20
    half = 1.96 * np.sqrt(p_hat * (1 - p_hat) / 20)
    return np.asarray((p_hat - half <= 0.25) & (p_hat + half >= 0.25))


def test_wald_coverage_is_measured_against_the_exact_sum(
    capsys: pytest.CaptureFixture[str],
) -> None:
    truth = coverage_by_hand(20, 0.25, wald=True)
    hits = wald_hits(50_000, seed=3)
    assert abs(hits.mean() - truth) < 3 * math.sqrt(truth * (1 - truth) / 50_000)
    ok, out = run(capsys, lambda: check_wald_coverage(hits))
    assert ok and out.startswith("✓"), out
    ok, out = run(capsys, lambda: check_wald_coverage(0.95, n=50_000))
    assert not ok and "built for" in out, out
    ok, out = run(capsys, lambda: check_wald_coverage(1 - float(hits.mean()), n=50_000))
    assert not ok and "misses" in out, out
    ok, out = run(capsys, lambda: check_wald_coverage(coverage_by_hand(20, 0.25), n=50_000))
    assert not ok and "Wilson" in out, out
    ok, out = run(capsys, lambda: check_wald_coverage(wald_hits(5_000, seed=1)))
    assert not ok, out  # fewer experiments than the task asks for


def round_guesses(truth: float) -> list[float]:
    """A blind or round guess: 0, 0.5, 1, 0.95 and the two multiples of 0.01 around the truth."""
    return [0.0, 0.5, 1.0, 0.95, math.floor(truth * 100) / 100, math.ceil(truth * 100) / 100]


@pytest.mark.parametrize("name", ["wald coverage", "false alarms"])
def test_no_round_guess_passes_at_the_tasks_own_n(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    if name == "wald coverage":
        truth, n, check = coverage_by_hand(20, 0.25, wald=True), 50_000, check_wald_coverage
    else:
        truth = sum(math.comb(100, k) for k in range(101) if abs(k - 50) >= 10) / 2**100
        n, check = 100_000, check_false_alarm_rate
    for guess in round_guesses(truth):
        ok, out = run(capsys, lambda g=guess: check(g, n=n))
        assert not ok, (guess, out)


def test_clt_statements_name_no_statement(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: check_clt_statements("a, c, e"))
    assert ok, out
    for wrong in ("ac", "ace b", "bd", "abcde", ""):
        ok, out = run(capsys, lambda w=wrong: check_clt_statements(w))
        assert not ok and out.startswith("✗"), out
        assert not any(f"({letter})" in out for letter in "abcde"), out


def test_the_new_hints_speak_russian(capsys: pytest.CaptureFixture[str]) -> None:
    set_language("ru")
    try:
        ok, out = run(capsys, lambda: check_normal_tail(0.0455, 400, 0.55))
    finally:
        set_language("en")
    assert not ok and "оба хвоста" in out, out
