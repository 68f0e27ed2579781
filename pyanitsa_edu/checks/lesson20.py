"""Self-checks for exercise 20: a Beta posterior, a bound after zero events, and what the
"95 %" of a confidence interval means (its exact coverage).

Every expected value is computed exactly at the moment of the check (a binomial sum, the
Wilson interval of the library); a wrong answer is told what kind of mistake it is, never the
right value.
"""

from __future__ import annotations

from typing import Any

from ..analysis.stats import binomial_at_most, exact_coverage, wald_band
from ..errors import AnswerError
from ..i18n import N_, _
from .core import CheckResult, close_to, fail, judge, show
from .hints import MAX_TRIALS, as_count, as_number
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = ["check_exact_coverage", "check_posterior_above", "check_upper_bound"]


def _beta_above(x: float, a: int, b: int) -> float:
    """Return P(X > x) for X ~ Beta(a, b) with whole a, b: P(Binomial(a + b − 1, x) < a)."""
    return float(binomial_at_most(a - 1, a + b - 1, x))


@task(N_("P(p > {x} | {k} wins in {m})"))
def check_posterior_above(
    title: str, answer: Any, k: int, m: int, x: float = 0.5, prior: tuple[int, int] = (1, 1)
) -> CheckResult:
    """Check ``answer``: P(p > x | k wins in m games) under a Beta ``prior`` (whole numbers),
    to three decimals."""
    a, b = prior
    truth = _beta_above(x, a + k, b + m - k)
    mistakes = [
        Mistake.near(1 - truth, 2e-3, _("that is P(p < {x} | data): the other side", x=x),
                     kind=Kind.COMPLEMENT),
        Mistake.near(_beta_above(x, max(k, 1), max(m - k, 1)), 2e-3, _(
            "the prior counts too: the posterior is Beta(a + k, b + m − k)"),
            kind=Kind.IGNORED_CONDITION),
    ]
    return judge(title, answer, truth, same=close_to(1.5e-3), mistakes=mistakes)


def _bound_title(n: Any, confidence: float = 0.99, **__: Any) -> str:
    """Return the title of the upper-bound task: its confidence and n, once n is a count."""
    trials = as_count(n)
    if trials is None:
        return _("upper bound")
    return _("{confidence:.0%} upper bound after 0 in {n:,}", confidence=confidence, n=trials)


@task(_bound_title)
def check_upper_bound(title: str, answer: Any, n: int, confidence: float = 0.99) -> CheckResult:
    """Check ``answer``: the upper bound on a chance never seen in ``n`` trials, at the given
    confidence: 1 − (1 − confidence)^(1/n), or −ln(1 − confidence)/n (within 1 %)."""
    trials = as_count(n)
    if trials is None:
        raise AnswerError(_("n must be the number of games, a positive whole number (you gave "
                             "{n}).", n=show(n)))
    n = trials
    truth = 1 - (1 - confidence) ** (1 / n)
    mistakes = [
        Mistake.near(3 / n, 0.01 * 3 / n, _(
            "that is the 95 % bound (the rule of three); solve (1 − p)^n = 1 − confidence for "
            "this confidence"), kind=Kind.OTHER_RULES),
        Mistake.near(1 / n, 0.01 / n, _("that is the share one event in n would give, not a "
                                         "bound"), kind=Kind.OTHER_QUANTITY),
    ]
    same = lambda e, g: close_to(0.01 * e)(e, g)  # noqa: E731
    return judge(title, answer, truth, same=same, mistakes=mistakes)


@task(lambda n, p, **__: _("coverage of the Wilson interval, n = {n}, p = {p}", n=show(n),
                           p=show(p)))
def check_exact_coverage(title: str, answer: Any, n: int, p: float) -> CheckResult:
    """Check ``answer``: the exact chance that the 95 % Wilson interval of k wins in ``n``
    games contains ``p`` when k ~ Binomial(n, p), to three decimals."""
    trials, chance = as_count(n), as_number(p)
    if trials is None or trials > MAX_TRIALS or chance is None or not 0 < float(chance) < 1:
        return fail(title, _("the task needs a whole n from 1 to {most:,} and a p strictly "
                              "between 0 and 1.", most=MAX_TRIALS), Kind.OTHER)
    p = float(chance)
    truth = exact_coverage(trials, p)
    mistakes = [
        Mistake.near(0.95, 1e-9, _("that is the confidence level the interval is built for, "
                                    "not its coverage: add up the chances of the counts whose "
                                    "interval holds p"), kind=Kind.OTHER_QUANTITY),
        Mistake.near(1 - truth, 1.5e-3, _("that is the chance that the interval misses p: add "
                                           "up the counts whose interval holds it"),
                     kind=Kind.COMPLEMENT),
        Mistake.near(exact_coverage(trials, p, wald_band), 1.5e-3, _(
            "that is the coverage of the textbook interval p̂ ± 1.96·SE: use Wilson's"),
            kind=Kind.OTHER_RULES),
    ]
    return judge(title, answer, truth, same=close_to(1.5e-3), mistakes=mistakes)
