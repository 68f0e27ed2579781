"""Self-checks for exercise 21: the central limit theorem at work, a normal tail, the
coverage of the textbook (Wald) interval measured by simulation, and what the theorem says.

Every expected value is computed exactly at the moment of the check (the normal tail by
``math.erfc``, the Wald interval's coverage as a binomial sum); a wrong answer is told what
kind of mistake it is, never the right value. The simulated coverage is judged with the
student's own number of experiments, within three standard errors of the truth.
"""

from __future__ import annotations

import math
from typing import Any

from ..analysis.stats import binomial_at_least, exact_coverage, share_se, wald_band
from ..i18n import N_, _
from .choice import check_choice
from .core import CheckResult, fail, judge, show
from .estimates import judge_estimate
from .hints import MAX_TRIALS, as_count, as_number
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = ["check_clt_statements", "check_normal_tail", "check_wald_coverage"]

_CLT_KEY = "pc1:abcde:484c7f1d:175b5fa44e30302526b4fb1fc95b6c599d7c6003"


def _upper_tail(z: float) -> float:
    """Return P(Z ≥ z) for a standard normal Z."""
    return 0.5 * math.erfc(z / math.sqrt(2))


def _relative(tolerance: float) -> Any:
    """Return a comparator: a number within ``tolerance`` times the expected value."""

    def same(expected: Any, got: Any) -> bool:
        try:
            if isinstance(got, bool | str):
                return False
            return bool(abs(float(got) - float(expected)) <= tolerance * abs(float(expected)))
        except Exception:
            return False

    return same


@task(lambda n, share, **__: _("P(share ≥ {share} in {n} fair games), normal approximation",
                               share=show(share), n=show(n)))
def check_normal_tail(title: str, answer: Any, n: int, share: float) -> CheckResult:
    """Check ``answer``: by the normal approximation, the chance that player 0's share of
    ``n`` fair games is at least ``share`` (within 1 %)."""
    games, level = as_count(n), as_number(share)
    if games is None or games > MAX_TRIALS or level is None or not 0.5 < float(level) < 1:
        return fail(title, _("the task needs a whole n from 1 to {most:,} and a share between "
                              "0.5 and 1.", most=MAX_TRIALS), Kind.OTHER)
    gap = float(level) - 0.5
    truth = _upper_tail(gap / math.sqrt(0.25 / games))
    at_least = math.ceil(float(level) * games - 1e-9)
    exact = binomial_at_least(at_least, games, 0.5)
    mistakes = [
        Mistake.near(2 * truth, truth / 100, _("that counts both tails: the question asks about "
                                                "one side only (a share at least this large)"),
                     kind=Kind.TAILS),
        Mistake.near(1 - truth, truth / 100, _("that is the chance of a smaller share: the "
                                                "other side"), kind=Kind.COMPLEMENT),
        Mistake.near(_upper_tail(gap / (0.25 / games)), 1e-6 + truth / 100, _(
            "divide by the standard deviation √(p(1 − p)/n), not by the variance p(1 − p)/n"),
            kind=Kind.SPREAD),
        Mistake.near(_upper_tail(gap / 0.5), truth / 100, _(
            "that uses the spread of one game: the share of n games has standard deviation "
            "√(p(1 − p)/n)"), kind=Kind.SPREAD),
        Mistake.near(exact, exact / 200, _("that is the exact binomial chance: a good check, "
                                            "but the task asks for the normal approximation"),
                     kind=Kind.OTHER_RULES),
    ]
    return judge(title, answer, truth, same=_relative(0.01), mistakes=mistakes)


@task(N_("coverage of p̂ ± 1.96·SE with {trials} games"))
def check_wald_coverage(
    title: str, answer: Any, n: Any = None, trials: int = 20, p: float = 0.25,
    min_n: int = 50_000,
) -> CheckResult:
    """Check an estimate, from ``n`` simulated experiments of ``trials`` games each, of how
    often the textbook interval p̂ ± 1.96·SE contains the true ``p``; the truth is an exact
    binomial sum. At least ``min_n`` experiments: with fewer, the nearest round share would
    pass (the truth for 20 games at p = 0.25 is 0.8949)."""
    truth = exact_coverage(trials, p, wald_band)
    wilson = exact_coverage(trials, p)
    mistakes = [
        Mistake.near(0.95, 1e-9, _("that is the level the interval is built for, not a "
                                    "measurement of how often it contains p"),
                     kind=Kind.OTHER_QUANTITY),
        Mistake.near(1 - truth, 0.005, _("that is the share of experiments whose interval "
                                          "misses p"), kind=Kind.COMPLEMENT),
        Mistake.near(wilson, 0.005, _("that looks like the coverage of Wilson's interval: the "
                                       "task asks for the textbook interval p̂ ± 1.96·SE"),
                     kind=Kind.OTHER_RULES),
    ]
    return judge_estimate(title, answer, n, truth, share_se(truth), min_n=min_n,
                          unit="experiments", mistakes=mistakes)  # fmt: skip


@task(N_("what the central limit theorem says"))
def check_clt_statements(title: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements about the central limit theorem in
    exercise 21."""
    return check_choice(title, answer, _CLT_KEY)

