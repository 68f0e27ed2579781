"""The Wilson interval, the one confidence interval the course uses."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyanitsa_edu.analysis.stats import Z95, wilson_band, wilson_interval
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
