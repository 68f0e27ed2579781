"""Self-checks for exercise 10: tests, p-values, Beta posteriors and the rule of three.

Every expected value comes from the library at the moment of the check (the engine, an exact
count, :func:`expected_outcome`, or a large reference simulation); a wrong answer is told what
kind of mistake it is, never the right value. Simulated estimates are judged with the
student's own n, within three standard errors of the truth.
"""

from __future__ import annotations

import math
from typing import Any

from .choice import check_choice
from .core import CheckResult, Mistake, close_to, fail, judge, near, safe_check, show
from .estimates import judge_estimate
from .hints import as_count
from .messages import tr

__all__ = [
    "check_false_alarm_rate",
    "check_p_value",
    "check_p_value_statements",
    "check_posterior_above",
    "check_upper_bound",
    "check_z_score",
]

_P_VALUE_KEY = "pc1:abcde:e10c7a:fd260ff774ca9efe906b07d0668d1ad327af1d29"


def _z(k: int, m: int) -> float:
    """Return the z-score of ``k`` wins in ``m`` fair-coin games."""
    return (k - m / 2) / math.sqrt(m / 4)


@safe_check
def check_z_score(answer: Any, k: int, m: int) -> CheckResult:
    """Check ``answer``: z = (k − m/2) / √(m/4) for ``k`` wins in ``m`` fair-coin games."""
    z = _z(k, m)
    mistakes: list[Mistake] = [
        (near((k - m / 2) / (m / 4), 1e-3), tr("divide by the standard deviation √(m/4), not "
                                                "the variance m/4")),
        (near((k - m / 2) / math.sqrt(m), 1e-3), tr("the standard deviation of a count of fair "
                                                     "coins is √(m/4), not √m")),
        (near(k / m - 0.5, 1e-3), tr("that is the distance of the share from 1/2: divide the "
                                      "distance of the count by its standard deviation")),
    ]
    return judge(tr("z for {k} wins in {m} games", k=k, m=m), answer, z, same=close_to(0.005),
                 mistakes=mistakes)


@safe_check
def check_p_value(answer: Any, k: int, m: int) -> CheckResult:
    """Check ``answer``: the two-sided normal p-value erfc(|z| / √2) for ``k`` wins in ``m``."""
    p = math.erfc(abs(_z(k, m)) / math.sqrt(2))
    mistakes: list[Mistake] = [
        (near(p / 2, p / 50), tr("that is one tail only: the test is two-sided (too many wins "
                                  "or too few both count against fairness)")),
        (near(1 - p, p / 50 + 1e-6), tr("that is the chance of a result *closer* to m/2")),
    ]
    return judge(tr("p-value for {k} wins in {m} games", k=k, m=m), answer, p,
                 same=lambda e, g: close_to(max(e / 100, 1e-6))(e, g), mistakes=mistakes)


def _false_alarm(m: int, alpha: float) -> float:
    """Return the exact chance that m fair games give an erfc p-value below ``alpha``."""
    return float(sum(math.comb(m, k) / 2**m for k in range(m + 1)
                     if math.erfc(abs(_z(k, m)) / math.sqrt(2)) < alpha))  # fmt: skip


@safe_check
def check_false_alarm_rate(
    answer: Any, n: Any = None, m: int = 100, alpha: float = 0.05, min_n: int = 20_000
) -> CheckResult:
    """Check an estimate, from ``n`` simulated experiments of ``m`` fair games, of how often
    the normal test gets p < ``alpha``; the truth is an exact binomial sum."""
    truth = _false_alarm(m, alpha)
    mistakes: list[Mistake] = [
        (near(alpha, 1e-12), tr("that is the threshold {alpha} itself, not a measurement: with "
                                 "whole-number counts the real rate is not exactly it",
                                 alpha=alpha)),
    ]
    return judge_estimate(tr("false-alarm rate with {m} games", m=m), answer, n, truth,
                          math.sqrt(truth * (1 - truth)), min_n=min_n, unit="experiments",
                          mistakes=mistakes)  # fmt: skip


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
        (near(1 - truth, 2e-3), tr("that is P(p < {x} | data): the other side", x=x)),
        (near(_beta_above(x, max(k, 1), max(m - k, 1)), 2e-3),
         tr("the prior counts too: the posterior is Beta(a + k, b + m − k)")),
    ]
    return judge(tr("P(p > {x} | {k} wins in {m})", x=x, k=k, m=m), answer, truth,
                 same=close_to(1.5e-3),
                 mistakes=mistakes)


@safe_check
def check_upper_bound(answer: Any, n: int, confidence: float = 0.99) -> CheckResult:
    """Check ``answer``: the upper bound on a chance never seen in ``n`` trials, at the given
    confidence: 1 − (1 − confidence)^(1/n), or −ln(1 − confidence)/n (within 1 %)."""
    trials = as_count(n)
    if trials is None:
        return fail(tr("upper bound"), tr("n must be the number of games, a positive whole "
                                          "number (you gave {n}).", n=show(n)))
    n = trials
    truth = 1 - (1 - confidence) ** (1 / n)
    mistakes: list[Mistake] = [
        (near(3 / n, 0.01 * 3 / n), tr("that is the 95 % bound (the rule of three); solve (1 − "
                                        "p)^n = 1 − confidence for this confidence")),
        (near(1 / n, 0.01 / n), tr("that is the share one event in n would give, not a bound")),
    ]
    same = lambda e, g: close_to(0.01 * e)(e, g)  # noqa: E731
    return judge(tr("{confidence:.0%} upper bound after 0 in {n:,}", confidence=confidence, n=n),
                 answer, truth, same=same,
                 mistakes=mistakes)


@safe_check
def check_p_value_statements(answer: Any) -> CheckResult:
    """Check the letters of the true statements about p-values in exercise 10."""
    return check_choice(tr("what a p-value is and is not"), answer, _P_VALUE_KEY)
