"""Self-checks for exercise 18: a test by hand, false alarms, and what a p-value is not.

Every expected value comes from the library at the moment of the check (the engine, an exact
count, :func:`expected_outcome`, or a large reference simulation); a wrong answer is told what
kind of mistake it is, never the right value. Simulated estimates are judged with the
student's own n, within three standard errors of the truth.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from ..analysis.stats import binomial_pmf, share_se
from ..i18n import N_, _
from .choice import check_choice
from .core import CheckResult, close_to, judge
from .estimates import judge_estimate
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "check_false_alarm_rate",
    "check_p_value",
    "check_p_value_statements",
    "check_z_score",
]

_P_VALUE_KEY = "pc1:abcde:e10c7a:fd260ff774ca9efe906b07d0668d1ad327af1d29"


def _z(k: int, m: int) -> float:
    """Return the z-score of ``k`` wins in ``m`` fair-coin games."""
    return (k - m / 2) / math.sqrt(m / 4)


@task(N_("z for {k} wins in {m} games"))
def check_z_score(title: str, answer: Any, k: int, m: int) -> CheckResult:
    """Check ``answer``: z = (k − m/2) / √(m/4) for ``k`` wins in ``m`` fair-coin games."""
    z = _z(k, m)
    mistakes = [
        Mistake.near((k - m / 2) / (m / 4), 1e-3, _("divide by the standard deviation √(m/4), "
                                                     "not the variance m/4"), kind=Kind.SPREAD),
        Mistake.near((k - m / 2) / math.sqrt(m), 1e-3, _(
            "the standard deviation of a count of fair coins is √(m/4), not √m"),
            kind=Kind.SPREAD),
        Mistake.near(k / m - 0.5, 1e-3, _("that is the distance of the share from 1/2: divide "
                                           "the distance of the count by its standard "
                                           "deviation"), kind=Kind.OTHER_QUANTITY),
    ]
    return judge(title, answer, z, same=close_to(0.005), mistakes=mistakes)


@task(N_("p-value for {k} wins in {m} games"))
def check_p_value(title: str, answer: Any, k: int, m: int) -> CheckResult:
    """Check ``answer``: the two-sided normal p-value erfc(|z| / √2) for ``k`` wins in ``m``."""
    p = math.erfc(abs(_z(k, m)) / math.sqrt(2))
    mistakes = [
        Mistake.near(p / 2, p / 50, _("that is one tail only: the test is two-sided (too many "
                                       "wins or too few both count against fairness)"),
                     kind=Kind.TAILS),
        Mistake.near(1 - p, p / 50 + 1e-6, _("that is the chance of a result *closer* to m/2"),
                     kind=Kind.COMPLEMENT),
    ]
    return judge(title, answer, p, same=lambda e, g: close_to(max(e / 100, 1e-6))(e, g),
                 mistakes=mistakes)


def _false_alarm(m: int, alpha: float) -> float:
    """Return the exact chance that m fair games give an erfc p-value below ``alpha``."""
    alarms = (k for k in range(m + 1) if math.erfc(abs(_z(k, m)) / math.sqrt(2)) < alpha)
    return float(sum((binomial_pmf(k, m, Fraction(1, 2)) for k in alarms), Fraction(0)))


@task(N_("false-alarm rate with {m} games"))
def check_false_alarm_rate(
    title: str, answer: Any, n: Any = None, m: int = 100, alpha: float = 0.05,
    min_n: int = 100_000,
) -> CheckResult:
    """Check an estimate, from ``n`` simulated experiments of ``m`` fair games, of how often
    the normal test gets p < ``alpha``; the truth is an exact binomial sum. At least
    ``min_n`` experiments: with fewer, the round guess 0.06 (the truth is 0.0569) would pass."""
    truth = _false_alarm(m, alpha)
    mistakes = [
        Mistake.near(alpha, 1e-12, _("that is the threshold {alpha} itself, not a measurement: "
                                      "with whole-number counts the real rate is not exactly it",
                                      alpha=alpha), kind=Kind.OTHER_QUANTITY),
    ]
    return judge_estimate(title, answer, n, truth,
                          share_se(truth), min_n=min_n, unit="experiments",
                          mistakes=mistakes)  # fmt: skip


@task(N_("what a p-value is and is not"))
def check_p_value_statements(title: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements about p-values in exercise 18."""
    return check_choice(title, answer, _P_VALUE_KEY)
