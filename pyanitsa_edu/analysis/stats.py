"""The course's statistics, each formula written once: z, the binomial distribution and its
tails, the standard error of a share, the Wald and Wilson intervals and their exact coverage.

Everything else (the checks, the tournaments, the plots, :mod:`.power`) imports them from here;
``tests/analysis/test_formula_homes.py`` fails when one is written again elsewhere.

>>> round(Z95, 6), Z95_ROUNDED
(1.959964, 1.96)
>>> binomial_pmf(2, 4, Fraction(1, 2)), binomial_at_least(3, 4, Fraction(1, 2))
(Fraction(3, 8), Fraction(5, 16))
>>> round(exact_coverage(20, 0.05), 4), round(exact_coverage(20, 0.05, wald_band), 4)
(0.9245, 0.6389)
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Sequence
from fractions import Fraction
from statistics import NormalDist
from typing import Any, overload

import numpy as np
import numpy.typing as npt
from numpy.typing import ArrayLike

from ..errors import N_, SettingError, shown, whole_number

__all__ = [
    "Z95",
    "Z95_ROUNDED",
    "Band",
    "binomial_at_least",
    "binomial_at_most",
    "binomial_pmf",
    "exact_coverage",
    "mean_half_width",
    "normal_quantile",
    "share_se",
    "wald_band",
    "wald_interval",
    "wilson_band",
    "wilson_interval",
]

Z95 = 1.959963984540054
"""The standard normal quantile of 97.5 % (``normal_quantile(0.975)`` to 16 digits): the z of
a two-sided 95 % interval."""
Z95_ROUNDED = round(Z95, 2)
""":data:`Z95` to two decimals, 1.96: the z that the textbook interval p̂ ± 1.96·SE and the
exercises built on it write (their answers are judged with the value they teach)."""

Floats = npt.NDArray[np.float64]
Band = Callable[[ArrayLike, ArrayLike], tuple[Floats, Floats]]
"""An interval as arrays: ``band(k, n) -> (low, high)`` for ``k`` successes in ``n`` trials
(:func:`wilson_band`, :func:`wald_band`)."""


def normal_quantile(q: float) -> float:
    """Return the z with P(Z ≤ z) = ``q`` for a standard normal Z (0 < q < 1)."""
    if isinstance(q, bool) or not isinstance(q, numbers.Real) or not 0 < q < 1:
        raise SettingError(N_("a quantile's level lies strictly between 0 and 1, got {q}"),
                           q=shown(q))
    return NormalDist().inv_cdf(float(q))


def share_se(p: float, n: float = 1) -> float:
    """Return √(p(1 − p)/n): the standard error of a share ``p`` of ``n`` independent games
    (with ``n = 1``, the standard deviation of one game's 0/1 value)."""
    return math.sqrt(p * (1 - p) / n)


def mean_half_width(sd: float, n: float, z: float = Z95) -> float:
    """Return z·sd/√n: the half-width of the normal interval (95 % by default) of the mean of
    ``n`` independent values whose standard deviation is ``sd``."""
    return z * sd / math.sqrt(n)


# --- the binomial distribution ----------------------------------------------------------


Counts = npt.NDArray[np.integer[Any]] | Sequence[int]
"""Whole numbers of successes as an array (or a list)."""


@overload
def binomial_pmf(k: int, n: int, p: Fraction) -> Fraction: ...
@overload
def binomial_pmf(k: int, n: int, p: float) -> float: ...
@overload
def binomial_pmf(k: Counts, n: int, p: float) -> Floats: ...
def binomial_pmf(k: int | Counts, n: int, p: float | Fraction) -> float | Fraction | Floats:
    """Return P(X = k) for X ~ Binomial(n, p): a number for a whole ``k`` (exact, a Fraction,
    when ``p`` is a Fraction or an int), an array for an array of ``k``. A ``k`` outside 0 to
    ``n`` has chance 0."""
    n = whole_number(n, "n", 0)
    chance = _chance(p)
    if isinstance(k, numbers.Integral) and not isinstance(k, bool):
        k = int(k)
        if not 0 <= k <= n:
            return Fraction(0) if isinstance(chance, Fraction) else 0.0
        if isinstance(chance, Fraction):
            return math.comb(n, k) * chance**k * (1 - chance) ** (n - k)
        return float(_pmf(np.array([k]), n, chance)[0])
    ks = np.asarray(k)
    if ks.dtype.kind not in "iu":
        raise SettingError(N_("k must be whole numbers, got {k}"), k=shown(k))
    return _pmf(ks, n, float(chance))


def _pmf(k: npt.NDArray[np.integer], n: int, p: float) -> Floats:
    """Return P(X = k) for each whole ``k``, computed in logarithms (no overflow)."""
    inside = (k >= 0) & (k <= n)
    j = np.where(inside, k, 0).astype(float)
    if p in (0.0, 1.0):
        certain = n if p == 1.0 else 0
        return np.where(inside & (k == certain), 1.0, 0.0)
    lgamma = np.frompyfunc(math.lgamma, 1, 1)
    log_comb = (math.lgamma(n + 1) - lgamma(j + 1) - lgamma(n - j + 1)).astype(float)
    pmf = np.exp(log_comb + j * math.log(p) + (n - j) * math.log1p(-p))
    return np.where(inside, pmf, 0.0)


@overload
def binomial_at_least(k: int, n: int, p: Fraction) -> Fraction: ...
@overload
def binomial_at_least(k: int, n: int, p: float) -> float: ...
def binomial_at_least(k: int, n: int, p: float | Fraction) -> float | Fraction:
    """Return P(X ≥ k) for X ~ Binomial(n, p), summed term by term (exact for a Fraction
    ``p``)."""
    return _tail(range(max(k, 0), n + 1), n, p)


@overload
def binomial_at_most(k: int, n: int, p: Fraction) -> Fraction: ...
@overload
def binomial_at_most(k: int, n: int, p: float) -> float: ...
def binomial_at_most(k: int, n: int, p: float | Fraction) -> float | Fraction:
    """Return P(X ≤ k) for X ~ Binomial(n, p), summed term by term (exact for a Fraction
    ``p``)."""
    return _tail(range(0, min(k, n) + 1), n, p)


def _tail(ks: range, n: int, p: float | Fraction) -> float | Fraction:
    """Return the sum of P(X = k) over ``ks``: a Fraction for a Fraction ``p``, else a float."""
    chance = _chance(p)
    if isinstance(chance, Fraction):
        return sum((binomial_pmf(k, n, chance) for k in ks), Fraction(0))
    return math.fsum(binomial_pmf(np.arange(ks.start, ks.stop), n, chance))


def _chance(p: object) -> float | Fraction:
    """Return ``p`` as a chance from 0 to 1 (a Fraction stays one, an int becomes one), or
    raise SettingError."""
    if isinstance(p, bool) or not isinstance(p, numbers.Real):
        raise SettingError(N_("p must be a chance from 0 to 1, got {p}"), p=shown(p))
    chance = Fraction(p) if isinstance(p, Fraction | numbers.Integral) else float(p)
    if not 0 <= chance <= 1:
        raise SettingError(N_("p must be a chance from 0 to 1, got {p}"), p=shown(p))
    return chance


# --- intervals for a share ---------------------------------------------------------------


def wald_band(k: ArrayLike, n: ArrayLike, z: float = Z95) -> tuple[Floats, Floats]:
    """Return arrays (low, high): the textbook (Wald) interval p̂ ± z·√(p̂(1 − p̂)/n) of ``k``
    successes in ``n`` trials. It can leave [0, 1], and shrinks to a point at p̂ = 0 or 1."""
    trials = np.asarray(n, dtype=float)
    p_hat = np.asarray(k, dtype=float) / trials
    half = z * np.sqrt(p_hat * (1 - p_hat) / trials)
    return p_hat - half, p_hat + half


def wald_interval(k: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Return (low, high): the textbook (Wald) interval p̂ ± z·√(p̂(1 − p̂)/n) of ``k`` in
    ``n``, with p̂ = k/n."""
    p_hat = k / n
    half = z * share_se(p_hat, n)
    return p_hat - half, p_hat + half


def wilson_band(k: ArrayLike, n: ArrayLike, z: float = Z95) -> tuple[Floats, Floats]:
    """Return arrays (low, high): the Wilson score interval of ``k`` successes in ``n`` trials.

    Unlike the textbook ``p ± z·sqrt(p(1-p)/n)`` it stays inside [0, 1] and does not
    shrink to a point when a share is 0 or 1. With ``n == 0`` nothing is known: (0, 1).
    """
    k_arr, n_raw = _numbers(k, "k"), _numbers(n, "n")
    if isinstance(z, bool) or not isinstance(z, numbers.Real) or not 0 < z < math.inf:
        raise SettingError(N_("z must be a positive number, got {z}"), z=shown(z))
    try:
        np.broadcast_shapes(k_arr.shape, n_raw.shape)
    except ValueError:
        raise SettingError(N_("k and n have shapes {k_shape} and {n_shape}"),
                           k_shape=k_arr.shape, n_shape=n_raw.shape) from None
    if not (np.all(np.isfinite(k_arr)) and np.all(np.isfinite(n_raw))):
        raise SettingError(N_("k and n must be finite, got k={k}, n={n}"), k=shown(k), n=shown(n))
    if np.any(k_arr < 0) or np.any(k_arr > n_raw):
        raise SettingError(N_("k must lie between 0 and n, got k={k}, n={n}"), k=shown(k),
                           n=shown(n))
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
            raise SettingError(N_("{name} must be a number, got {value}"), name=name,
                               value=shown(value))
    low, high = wilson_band(k, n, z)
    return float(low), float(high)


def exact_coverage(n: int, p: float, band: Band = wilson_band) -> float:
    """Return the exact chance that the interval ``band`` (Wilson's by default) of
    k ~ Binomial(n, p) successes in ``n`` trials contains ``p``: the sum of P(k) over the
    counts k whose interval holds p."""
    n, p = whole_number(n, "n", 0), float(_chance(p))
    k = np.arange(n + 1)
    low, high = band(k.astype(float), n)
    return float(binomial_pmf(k, n, p)[(low <= p) & (p <= high)].sum())


def _numbers(values: object, name: str) -> Floats:
    """Return ``values`` as an array of floats, or raise SettingError naming ``name``."""
    try:
        return np.asarray(values, dtype=float)
    except (TypeError, ValueError, OverflowError):
        raise SettingError(N_("{name} must be numbers, got {values}"), name=name,
                           values=shown(values)) from None
