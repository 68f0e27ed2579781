"""The power of a tournament's test (analysis/power.py): simulated coin tournaments and the
normal approximation agree with the exact sum."""

from __future__ import annotations

import math

import numpy as np
import pytest

from pyanitsa_edu.analysis.power import Z, exact_power, hands_needed, normal_power


@pytest.mark.parametrize(("p", "n"), [(0.6, 50), (0.84, 12), (0.55, 120)])
def test_exact_power_matches_coin_tournaments(p: float, n: int) -> None:
    rng = np.random.default_rng(5)
    reps = 20_000
    k = (rng.random((reps, n)) < p).sum(axis=1)
    rate = np.mean(np.abs(k / n - 0.5) > Z * 0.5 / math.sqrt(n))
    truth = exact_power(p, n)
    assert abs(rate - truth) < 4 * math.sqrt(truth * (1 - truth) / reps)


def test_normal_power_and_hands_needed() -> None:
    assert normal_power(0.5, 100) == pytest.approx(0.05, abs=1e-3)
    for p in (0.55, 0.6, 0.7, 0.4):
        n = hands_needed(p, 0.8)
        assert normal_power(p, round(n)) == pytest.approx(0.8, abs=0.01)
        assert exact_power(p, 2_000) > exact_power(p, 20)
    assert abs(normal_power(0.6, 400) - exact_power(0.6, 400)) < 0.02


def test_exact_power_is_the_binomial_sum() -> None:
    p, n = 0.6, 30
    limit = Z * 0.5 / math.sqrt(n)
    direct = sum(math.comb(n, k) * p**k * (1 - p) ** (n - k)
                 for k in range(n + 1) if abs(k / n - 0.5) > limit)
    assert exact_power(p, n) == pytest.approx(direct, rel=1e-12)
    assert exact_power(1.0, 10) == 1.0 and exact_power(0.0, 10) == 1.0
