"""The power of the test a tournament makes, and the hands it needs.

On n hands, bot A's share of hands won, p̂, differs from one half when |p̂ − ½| > z·½/√n (½
lies outside the 95 % Wilson interval exactly then, z = 1.96). Its power, the chance of
seeing a difference when A's true share is p, is computed exactly (a sum of binomial
probabilities) and by the normal approximation.

>>> round(exact_power(0.6, 50), 3), round(normal_power(0.6, 50), 3)
(0.336, 0.289)
>>> round(hands_needed(0.6))
194
"""

from __future__ import annotations

import math
from statistics import NormalDist

import numpy as np

from .stats import Z95_ROUNDED, binomial_pmf, normal_quantile, share_se

__all__ = ["Z", "exact_power", "hands_needed", "normal_power"]

Z = Z95_ROUNDED
"""The two-sided 5 % critical value the exercises use: 1.96
(:data:`~pyanitsa_edu.analysis.stats.Z95_ROUNDED`)."""
_PHI = NormalDist().cdf


def normal_power(p: float, n: int, z: float = Z) -> float:
    """Return the normal approximation of the power: the chance that n hands with true share
    ``p`` give |p̂ − ½| > z·½/√n, both tails: Φ((|p−½|√n − z/2)/s) + Φ((−|p−½|√n − z/2)/s),
    with s = √(p(1 − p))."""
    s = share_se(p)
    if s == 0:
        return 1.0 if p != 0.5 else 0.0
    edge = abs(p - 0.5) * math.sqrt(n)
    return _PHI((edge - z / 2) / s) + _PHI((-edge - z / 2) / s)


def exact_power(p: float, n: int, z: float = Z) -> float:
    """Return the exact chance that n independent hands with true share ``p`` give
    |k/n − ½| > z·½/√n, where k ~ Binomial(n, p)."""
    limit = z * 0.5 / math.sqrt(n)
    k = np.arange(n + 1)
    return math.fsum(binomial_pmf(k, n, float(p))[np.abs(k / n - 0.5) > limit])


def hands_needed(p: float, power: float = 0.8, z: float = Z) -> float:
    """Return the normal-approximation hands for the given power: ((z·½ + z_β·√(p(1−p))) /
    (p − ½))², where z_β is the standard normal quantile of ``power`` (not rounded up)."""
    z_beta = normal_quantile(power)
    return float(((z * 0.5 + z_beta * share_se(p)) / (p - 0.5)) ** 2)
