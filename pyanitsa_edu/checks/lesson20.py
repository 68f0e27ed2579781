"""Self-checks for exercise 20: a Beta posterior, a bound after zero events, and what the
"95 %" of a confidence interval means (its exact coverage).

Every expected value is computed exactly at the moment of the check (a binomial sum, the
Wilson interval of the library); a wrong answer is told what kind of mistake it is, never the
right value.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..analysis.stats import Z95, wilson_band
from ..i18n import _
from .core import CheckResult, Mistake, close_to, fail, judge, near, safe_check, show
from .hints import as_count, as_number

__all__ = ["check_exact_coverage", "check_posterior_above", "check_upper_bound"]

MAX_TRIALS = 10_000
"""The largest ``n`` whose exact coverage :func:`check_exact_coverage` sums (n + 1 terms)."""


def _beta_above(x: float, a: int, b: int) -> float:
    """Return P(X > x) for X ~ Beta(a, b) with whole a, b: P(Binomial(a + b − 1, x) < a)."""
    trials = a + b - 1
    return float(sum(math.comb(trials, j) * x**j * (1 - x) ** (trials - j) for j in range(a)))


@safe_check
def check_posterior_above(
    answer: Any, k: int, m: int, x: float = 0.5, prior: tuple[int, int] = (1, 1)
) -> CheckResult:
    """Check ``answer``: P(p > x | k wins in m games) under a Beta ``prior`` (whole numbers),
    to three decimals."""
    a, b = prior
    truth = _beta_above(x, a + k, b + m - k)
    mistakes: list[Mistake] = [
        (near(1 - truth, 2e-3), _("that is P(p < {x} | data): the other side", x=x)),
        (near(_beta_above(x, max(k, 1), max(m - k, 1)), 2e-3),
         _("the prior counts too: the posterior is Beta(a + k, b + m − k)")),
    ]
    return judge(_("P(p > {x} | {k} wins in {m})", x=x, k=k, m=m), answer, truth,
                 same=close_to(1.5e-3),
                 mistakes=mistakes)


@safe_check
def check_upper_bound(answer: Any, n: int, confidence: float = 0.99) -> CheckResult:
    """Check ``answer``: the upper bound on a chance never seen in ``n`` trials, at the given
    confidence: 1 − (1 − confidence)^(1/n), or −ln(1 − confidence)/n (within 1 %)."""
    trials = as_count(n)
    if trials is None:
        return fail(_("upper bound"), _("n must be the number of games, a positive whole "
                                         "number (you gave {n}).", n=show(n)))
    n = trials
    truth = 1 - (1 - confidence) ** (1 / n)
    mistakes: list[Mistake] = [
        (near(3 / n, 0.01 * 3 / n), _("that is the 95 % bound (the rule of three); solve (1 − "
                                        "p)^n = 1 − confidence for this confidence")),
        (near(1 / n, 0.01 / n), _("that is the share one event in n would give, not a bound")),
    ]
    same = lambda e, g: close_to(0.01 * e)(e, g)  # noqa: E731
    return judge(_("{confidence:.0%} upper bound after 0 in {n:,}", confidence=confidence, n=n),
                 answer, truth, same=same,
                 mistakes=mistakes)


def binomial_pmf(n: int, p: float) -> np.ndarray[Any, np.dtype[np.float64]]:
    """Return P(K = k) for k = 0, …, n, where K ~ Binomial(n, p) (0 < p < 1)."""
    k = np.arange(n + 1)
    log_comb = np.array([math.lgamma(n + 1) - math.lgamma(j + 1) - math.lgamma(n - j + 1)
                         for j in range(n + 1)])  # fmt: skip
    return np.asarray(np.exp(log_comb + k * math.log(p) + (n - k) * math.log1p(-p)), dtype=float)


def wald_band(
    k: np.ndarray[Any, np.dtype[np.float64]], n: int, z: float = Z95
) -> tuple[np.ndarray[Any, np.dtype[np.float64]], np.ndarray[Any, np.dtype[np.float64]]]:
    """Return arrays (low, high): the textbook interval p̂ ± z·√(p̂(1 − p̂)/n) of k in n."""
    p_hat = np.asarray(k, dtype=float) / n
    half = z * np.sqrt(p_hat * (1 - p_hat) / n)
    return p_hat - half, p_hat + half


def exact_coverage(n: int, p: float, wald: bool = False) -> float:
    """Return the exact chance that the 95 % Wilson interval (the Wald one if ``wald``) of
    k ~ Binomial(n, p) successes in n contains p."""
    k = np.arange(n + 1, dtype=float)
    low, high = wald_band(k, n) if wald else wilson_band(k, n)
    return float(binomial_pmf(n, p)[(low <= p) & (p <= high)].sum())


@safe_check
def check_exact_coverage(answer: Any, n: int, p: float) -> CheckResult:
    """Check ``answer``: the exact chance that the 95 % Wilson interval of k wins in ``n``
    games contains ``p`` when k ~ Binomial(n, p), to three decimals."""
    name = _("coverage of the Wilson interval, n = {n}, p = {p}", n=show(n), p=show(p))
    trials, chance = as_count(n), as_number(p)
    if trials is None or trials > MAX_TRIALS or chance is None or not 0 < float(chance) < 1:
        return fail(name, _("the task needs a whole n from 1 to {most:,} and a p strictly between "
                            "0 and 1.", most=MAX_TRIALS))
    p = float(chance)
    truth = exact_coverage(trials, p)
    mistakes: list[Mistake] = [
        (near(0.95, 1e-9), _("that is the confidence level the interval is built for, not its "
                             "coverage: add up the chances of the counts whose interval holds "
                             "p")),
        (near(1 - truth, 1.5e-3), _("that is the chance that the interval misses p: add up the "
                                    "counts whose interval holds it")),
        (near(exact_coverage(trials, p, wald=True), 1.5e-3),
         _("that is the coverage of the textbook interval p̂ ± 1.96·SE: use Wilson's")),
    ]
    return judge(name, answer, truth, same=close_to(1.5e-3), mistakes=mistakes)
