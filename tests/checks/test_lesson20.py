"""Exercise 20's checks: the posterior chance and the bound after zero events (moved here with
their tasks), and the exact coverage of the Wilson interval, recomputed here independently."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from pyanitsa_edu import set_language
from pyanitsa_edu.analysis.stats import binomial_pmf, exact_coverage, wald_band
from pyanitsa_edu.checks import check_exact_coverage, lesson20
from pyanitsa_edu.checks.core import show

from .helpers import BROKEN_VALUES, reveals, run


def wilson_by_hand(k: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval, solved here from |k/n − p| ≤ z·√(p(1 − p)/n)."""
    a = 1 + z * z / n
    b = -(2 * k / n + z * z / n)
    c = (k / n) ** 2
    root = math.sqrt(max(b * b - 4 * a * c, 0.0))
    return (-b - root) / (2 * a), (-b + root) / (2 * a)


def coverage_by_hand(n: int, p: float, wald: bool = False) -> float:
    """Sum, with exact binomial coefficients, the chances of the counts whose interval holds p."""
    total = 0.0
    for k in range(n + 1):
        if wald:
            half = 1.959963984540054 * math.sqrt(k / n * (1 - k / n) / n)
            low, high = k / n - half, k / n + half
        else:
            low, high = wilson_by_hand(k, n)
        if low <= p <= high:
            total += math.comb(n, k) * p**k * (1 - p) ** (n - k)
    return total


@pytest.mark.parametrize(("n", "p"), [(20, 0.05), (20, 0.25), (100, 0.45), (828, 0.45), (7, 0.5)])
def test_exact_coverage_agrees_with_a_sum_written_here(n: int, p: float) -> None:
    assert exact_coverage(n, p) == pytest.approx(coverage_by_hand(n, p), abs=1e-9)
    assert exact_coverage(n, p, wald_band) == pytest.approx(
        coverage_by_hand(n, p, wald=True), abs=1e-9)


def test_coverage_is_close_to_but_not_exactly_the_level() -> None:
    values = [exact_coverage(n, p) for n in (20, 100) for p in (0.05, 0.3, 0.45)]
    assert all(0.9 < v < 0.99 for v in values)
    assert all(abs(v - 0.95) > 1e-4 for v in values)
    assert max(values) - min(values) > 0.02  # it varies with p and n


def test_the_binomial_probabilities_add_up_to_one() -> None:
    pmf = binomial_pmf(np.arange(31), 30, 0.3)
    assert pmf.sum() == pytest.approx(1.0, abs=1e-12)
    assert pmf[4] == pytest.approx(math.comb(30, 4) * 0.3**4 * 0.7**26, rel=1e-12)


def test_exact_coverage_check(capsys: pytest.CaptureFixture[str]) -> None:
    right = coverage_by_hand(20, 0.05)
    ok, out = run(capsys, lambda: check_exact_coverage(right, 20, 0.05))
    assert ok and out.startswith("✓"), out
    ok, out = run(capsys, lambda: check_exact_coverage(round(right, 3), 20, 0.05))
    assert ok, out  # three decimals are enough
    hints = {0.95: "confidence level", 1 - right: "misses p",
             coverage_by_hand(20, 0.05, wald=True): "textbook interval"}
    for wrong, hint in hints.items():
        ok, out = run(capsys, lambda w=wrong: check_exact_coverage(w, 20, 0.05))
        assert not ok and hint in out, (wrong, out)
        assert not reveals(out, right, show(wrong)), out
    for guess in (0.0, 0.5, 1.0, math.floor(right * 100) / 100, math.ceil(right * 100) / 100):
        ok, out = run(capsys, lambda g=guess: check_exact_coverage(g, 20, 0.05))
        assert not ok, (guess, out)
    for broken in BROKEN_VALUES:
        ok, out = run(capsys, lambda b=broken: check_exact_coverage(b, 20, 0.05))
        assert not ok and out.startswith("✗"), (broken, out)


@pytest.mark.parametrize(("n", "p"), [(0, 0.1), (20, 0.0), (20, 1.0), (10**6, 0.1), (2.5, 0.1)])
def test_exact_coverage_refuses_a_task_it_cannot_sum(
    capsys: pytest.CaptureFixture[str], n: object, p: float
) -> None:
    ok, out = run(capsys, lambda: check_exact_coverage(0.9, n, p))  # type: ignore[arg-type]
    assert not ok and "the task needs" in out and out.count("\n") == 1, out


def test_the_new_hints_speak_russian(capsys: pytest.CaptureFixture[str]) -> None:
    set_language("ru")
    try:
        ok, out = run(capsys, lambda: check_exact_coverage(0.95, 20, 0.05))
    finally:
        set_language("en")
    assert not ok and "уровень доверия" in out and "interval" not in out, out


def test_posterior_and_bound_still_judge_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    truth = sum(math.comb(13, j) * Fraction(1, 2) ** 13 for j in range(10))  # P(Beta(10, 4) > ½)
    ok, out = run(capsys, lambda: lesson20.check_posterior_above(float(truth), 9, 12))
    assert ok, out
    ok, out = run(capsys, lambda: lesson20.check_upper_bound(3 / 20_000, 20_000))
    assert not ok and "rule of three" in out, out
