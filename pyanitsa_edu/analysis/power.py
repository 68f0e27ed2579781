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

__all__ = ["Z", "exact_power", "hands_needed", "normal_power"]

Z = 1.96
"""The two-sided 5 % critical value the exercises use."""
_PHI = NormalDist().cdf


def normal_power(p: float, n: int, z: float = Z) -> float:
    """Return the normal approximation of the power: the chance that n hands with true share
    ``p`` give |p̂ − ½| > z·½/√n, both tails: Φ((|p−½|√n − z/2)/s) + Φ((−|p−½|√n − z/2)/s),
    with s = √(p(1 − p))."""
    s = math.sqrt(p * (1 - p))
    if s == 0:
        return 1.0 if p != 0.5 else 0.0
    edge = abs(p - 0.5) * math.sqrt(n)
    return _PHI((edge - z / 2) / s) + _PHI((-edge - z / 2) / s)


def _binomial_pmf(n: int, k: int, p: float) -> float:
    """Return P(K = k) for K ~ Binomial(n, p), computed in logarithms (no overflow)."""
    if p in (0.0, 1.0):
        return float(k == (n if p == 1.0 else 0))
    log = (math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)
           + k * math.log(p) + (n - k) * math.log1p(-p))
    return math.exp(log)


def exact_power(p: float, n: int, z: float = Z) -> float:
    """Return the exact chance that n independent hands with true share ``p`` give
    |k/n − ½| > z·½/√n, where k ~ Binomial(n, p)."""
    limit = z * 0.5 / math.sqrt(n)
    return math.fsum(_binomial_pmf(n, k, p) for k in range(n + 1) if abs(k / n - 0.5) > limit)


def hands_needed(p: float, power: float = 0.8, z: float = Z) -> float:
    """Return the normal-approximation hands for the given power: ((z·½ + z_β·√(p(1−p))) /
    (p − ½))², where z_β is the standard normal quantile of ``power`` (not rounded up)."""
    z_beta = NormalDist().inv_cdf(power)
    return float(((z * 0.5 + z_beta * math.sqrt(p * (1 - p))) / (p - 0.5)) ** 2)
