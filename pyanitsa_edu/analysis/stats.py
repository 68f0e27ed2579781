"""Confidence intervals for shares: the one place the course computes them."""

from __future__ import annotations

import math
import numbers

import numpy as np
import numpy.typing as npt
from numpy.typing import ArrayLike

from ..errors import SettingError, shown

__all__ = ["Z95", "wilson_band", "wilson_interval"]

Z95 = 1.959963984540054
"""The standard normal quantile of 97.5 %: a two-sided 95 % interval."""


def wilson_band(
    k: ArrayLike, n: ArrayLike, z: float = Z95
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Return arrays (low, high): the Wilson score interval of ``k`` successes in ``n`` trials.

    Unlike the textbook ``p ± z·sqrt(p(1-p)/n)`` it stays inside [0, 1] and does not
    shrink to a point when a share is 0 or 1. With ``n == 0`` nothing is known: (0, 1).
    """
    k_arr, n_raw = _numbers(k, "k"), _numbers(n, "n")
    if isinstance(z, bool) or not isinstance(z, numbers.Real) or not 0 < z < math.inf:
        raise SettingError(f"z must be a positive number, got {shown(z)}")
    try:
        np.broadcast_shapes(k_arr.shape, n_raw.shape)
    except ValueError:
        raise SettingError(f"k and n have shapes {k_arr.shape} and {n_raw.shape}") from None
    if not (np.all(np.isfinite(k_arr)) and np.all(np.isfinite(n_raw))):
        raise SettingError(f"k and n must be finite, got k={shown(k)}, n={shown(n)}")
    if np.any(k_arr < 0) or np.any(k_arr > n_raw):
        raise SettingError(f"k must lie between 0 and n, got k={shown(k)}, n={shown(n)}")
    n_arr = np.maximum(n_raw, 1.0)
    p = k_arr / n_arr
    denom = 1 + z * z / n_arr
    centre = (p + z * z / (2 * n_arr)) / denom
    half = z * np.sqrt(p * (1 - p) / n_arr + z * z / (4 * n_arr * n_arr)) / denom
    # At a share of 0 or 1 the bound is exactly 0 or 1; say so rather than trust rounding.
    low = np.where((n_raw <= 0) | (k_arr <= 0), 0.0, np.clip(centre - half, 0.0, 1.0))
    high = np.where((n_raw <= 0) | (k_arr >= n_raw), 1.0, np.clip(centre + half, 0.0, 1.0))
    return low, high


def wilson_interval(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Return (low, high): the Wilson score interval (95 % by default) of ``k`` in ``n``."""
    for name, value in (("k", k), ("n", n)):
        if isinstance(value, bool) or not isinstance(value, numbers.Real):
            raise SettingError(f"{name} must be a number, got {shown(value)}")
    low, high = wilson_band(k, n, z)
    return float(low), float(high)


def _numbers(values: object, name: str) -> npt.NDArray[np.float64]:
    """Return ``values`` as an array of floats, or raise SettingError naming ``name``."""
    try:
        return np.asarray(values, dtype=float)
    except (TypeError, ValueError, OverflowError):
        raise SettingError(f"{name} must be numbers, got {shown(values)}") from None
