"""The course's statistics (analysis/stats.py): the Wilson interval, the one confidence interval
the course uses, the textbook interval it is compared with, z and the binomial distribution."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyanitsa_edu.analysis.stats import (
    Z95,
    Z95_ROUNDED,
    binomial_at_least,
    binomial_at_most,
    binomial_pmf,
    mean_half_width,
    normal_quantile,
    share_se,
    wald_band,
    wald_interval,
    wilson_band,
    wilson_interval,
)
from pyanitsa_edu.errors import SettingError


def test_known_values() -> None:
    assert wilson_interval(5, 10) == pytest.approx((0.23659, 0.76341), abs=1e-5)
    assert wilson_interval(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    low, high = wilson_interval(0, 10)
    assert low == 0 and high == pytest.approx(0.27753, abs=1e-5)
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0)


def test_no_trials_means_nothing_is_known() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_band_matches_the_scalar_interval() -> None:
    k, n = np.array([0, 3, 7, 20]), np.array([5, 10, 10, 20])
    low, high = wilson_band(k, n)
    for i in range(len(k)):
        assert (low[i], high[i]) == pytest.approx(wilson_interval(int(k[i]), int(n[i])))


@given(st.integers(1, 10_000), st.data())
def test_interval_holds_the_share_and_stays_in_zero_one(n: int, data: st.DataObject) -> None:
    k = data.draw(st.integers(0, n))
    low, high = wilson_interval(k, n)
    assert 0.0 <= low <= k / n <= high <= 1.0


def test_z_is_the_95_percent_quantile() -> None:
    assert 0.5 * math.erfc(Z95 / math.sqrt(2)) == pytest.approx(0.025, abs=1e-12)


@pytest.mark.parametrize(("k", "n"), [(-1, 10), (11, 10), (float("nan"), 10), (1, float("inf"))])
def test_wilson_refuses_a_count_outside_its_trials(k: float, n: float) -> None:
    with pytest.raises(SettingError, match="k"):
        wilson_band(k, n)


# --- the binomial distribution, the standard error, the Wald interval ---------------------


def test_the_rounded_z_is_the_textbook_196_and_z_is_the_quantile() -> None:
    assert Z95_ROUNDED == 1.96
    assert normal_quantile(0.975) == pytest.approx(Z95, abs=1e-15)
    assert round(normal_quantile(0.95), 3) == 1.645


@pytest.mark.parametrize("q", [0, 1, -0.5, 1.5, float("nan"), True, "0.5"])
def test_a_quantile_needs_a_level_strictly_between_0_and_1(q: object) -> None:
    with pytest.raises(SettingError, match="strictly between 0 and 1"):
        normal_quantile(q)  # type: ignore[arg-type]


@pytest.mark.parametrize(("n", "p"), [(0, Fraction(1, 3)), (1, Fraction(1, 2)),
                                      (7, Fraction(2, 7)), (12, Fraction(5, 6))])
def test_the_exact_pmf_and_tails_match_a_count_of_every_sequence(n: int, p: Fraction) -> None:
    """Each of the 2^n sequences of n trials, weighed by its chance: gaining confidence."""
    by_count = [Fraction(0)] * (n + 1)
    for outcome in itertools.product((0, 1), repeat=n):
        k = sum(outcome)
        by_count[k] += p**k * (1 - p) ** (n - k)
    for k in range(-1, n + 2):
        exact = by_count[k] if 0 <= k <= n else Fraction(0)
        assert binomial_pmf(k, n, p) == exact
        assert binomial_at_least(k, n, p) == sum(by_count[max(k, 0):], Fraction(0))
        assert binomial_at_most(k, n, p) == sum(by_count[: max(k + 1, 0)], Fraction(0))


@given(st.integers(0, 400), st.floats(0.0, 1.0), st.data())
def test_the_float_pmf_agrees_with_the_exact_one(n: int, p: float, data: st.DataObject) -> None:
    k = data.draw(st.integers(0, n))
    exact = float(binomial_pmf(k, n, Fraction(p)))
    assert binomial_pmf(k, n, p) == pytest.approx(exact, rel=1e-9, abs=1e-300)
    row = binomial_pmf(np.arange(n + 1), n, p)
    assert row[k] == binomial_pmf(k, n, p)
    assert math.fsum(row) == pytest.approx(1.0, abs=1e-9)


def test_a_huge_n_does_not_overflow() -> None:
    assert binomial_pmf(50_000, 100_000, 0.5) == pytest.approx(0.0025231, rel=1e-4)
    assert binomial_at_least(50_000, 100_000, 0.5) == pytest.approx(0.5012616, rel=1e-6)


@pytest.mark.parametrize(("args", "message"), [
    ((2, 5, 1.5), "p must be a chance"), ((2, 5, -0.1), "p must be a chance"),
    ((2, 5, "0.5"), "p must be a chance"), ((2, 5, True), "p must be a chance"),
    ((2, -5, 0.5), "n must be"), ((2, 5.0, 0.5), "n must be a whole number"),
    ((np.array([0.5, 1.0]), 5, 0.5), "k must be whole numbers"),
])
def test_the_binomial_refuses_impossible_values(args: tuple[object, ...], message: str) -> None:
    with pytest.raises(SettingError, match=message):
        binomial_pmf(*args)  # type: ignore[call-overload]


def test_the_standard_error_and_the_half_width() -> None:
    assert share_se(0.5) == 0.5 and share_se(0.5, 100) == 0.05
    assert mean_half_width(2.0, 16) == pytest.approx(Z95 / 2)
    assert mean_half_width(2.0, 16, Z95_ROUNDED) == pytest.approx(0.98)


def test_the_wald_interval_by_hand_and_as_a_band() -> None:
    low, high = wald_interval(52, 100)
    half = Z95 * math.sqrt(0.52 * 0.48 / 100)
    assert (low, high) == pytest.approx((0.52 - half, 0.52 + half), abs=1e-15)
    assert wald_interval(0, 1_000) == (0.0, 0.0)  # the textbook interval's certainty from nothing
    lows, highs = wald_band(np.array([0, 52, 100]), 100, Z95_ROUNDED)
    assert lows[1] == pytest.approx(wald_interval(52, 100, 1.96)[0])
    assert (lows[0], highs[2]) == (0.0, 1.0)
    assert wald_interval(1, 10)[0] < 0 < wilson_interval(1, 10)[0]  # Wald leaves [0, 1]
