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

from ..i18n import _
from .choice import check_choice
from .core import CheckResult, Mistake, fail, judge, near, safe_check, show
from .estimates import judge_estimate
from .hints import as_count, as_number
from .lesson20 import MAX_TRIALS, binomial_pmf, exact_coverage

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


@safe_check
def check_normal_tail(answer: Any, n: int, share: float) -> CheckResult:
    """Check ``answer``: by the normal approximation, the chance that player 0's share of
    ``n`` fair games is at least ``share`` (within 1 %)."""
    name = _("P(share ≥ {share} in {n} fair games), normal approximation", share=show(share),
             n=show(n))
    games, level = as_count(n), as_number(share)
    if games is None or games > MAX_TRIALS or level is None or not 0.5 < float(level) < 1:
        return fail(name, _("the task needs a whole n from 1 to {most:,} and a share between 0.5 "
                            "and 1.", most=MAX_TRIALS))
    gap = float(level) - 0.5
    truth = _upper_tail(gap / math.sqrt(0.25 / games))
    at_least = math.ceil(float(level) * games - 1e-9)
    exact = float(binomial_pmf(games, 0.5)[at_least:].sum())
    mistakes: list[Mistake] = [
        (near(2 * truth, truth / 100), _("that counts both tails: the question asks about one "
                                         "side only (a share at least this large)")),
        (near(1 - truth, truth / 100), _("that is the chance of a smaller share: the other "
                                         "side")),
        (near(_upper_tail(gap / (0.25 / games)), 1e-6 + truth / 100),
         _("divide by the standard deviation √(p(1 − p)/n), not by the variance p(1 − p)/n")),
        (near(_upper_tail(gap / 0.5), truth / 100),
         _("that uses the spread of one game: the share of n games has standard deviation "
           "√(p(1 − p)/n)")),
        (near(exact, exact / 200), _("that is the exact binomial chance: a good check, but the "
                                     "task asks for the normal approximation")),
    ]
    return judge(name, answer, truth, same=_relative(0.01), mistakes=mistakes)


@safe_check
def check_wald_coverage(
    answer: Any, n: Any = None, trials: int = 20, p: float = 0.25, min_n: int = 50_000
) -> CheckResult:
    """Check an estimate, from ``n`` simulated experiments of ``trials`` games each, of how
    often the textbook interval p̂ ± 1.96·SE contains the true ``p``; the truth is an exact
    binomial sum. At least ``min_n`` experiments: with fewer, the nearest round share would
    pass (the truth for 20 games at p = 0.25 is 0.8949)."""
    truth = exact_coverage(trials, p, wald=True)
    wilson = exact_coverage(trials, p)
    mistakes: list[Mistake] = [
        (near(0.95, 1e-9), _("that is the level the interval is built for, not a measurement "
                             "of how often it contains p")),
        (near(1 - truth, 0.005), _("that is the share of experiments whose interval misses p")),
        (near(wilson, 0.005), _("that looks like the coverage of Wilson's interval: the task "
                                "asks for the textbook interval p̂ ± 1.96·SE")),
    ]
    return judge_estimate(_("coverage of p̂ ± 1.96·SE with {trials} games", trials=trials),
                          answer, n, truth, math.sqrt(truth * (1 - truth)), min_n=min_n,
                          unit="experiments", mistakes=mistakes)  # fmt: skip


@safe_check
def check_clt_statements(answer: Any) -> CheckResult:
    """Check the letters of the true statements about the central limit theorem in
    exercise 21."""
    return check_choice(_("what the central limit theorem says"), answer, _CLT_KEY)

