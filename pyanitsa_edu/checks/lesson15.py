"""Self-checks for exercise 15: what a search that finds no cycle shows (the rule of three).

A search that plays n deals and finds no cycle bounds the share of cycling deals: with 95 %
confidence it is below the p at which no cycle in n deals still has chance 5 %, that is
1 − 0.05^(1/n), about 3/n. The checks compute that bound from the student's own search (the
0/1 array of his deals), and tell a wrong answer what kind of mistake it is, never the value.
The question "what has been proven" is :func:`~pyanitsa_edu.checks.check_statements`
(``"proven"``).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..errors import AnswerError
from ..i18n import N_, _
from .core import CheckResult, fail, judge, show
from .hints import as_number
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "MIN_SEARCH",
    "MISS_CHANCE",
    "check_cycle_bound",
    "check_deals_needed",
]

MISS_CHANCE = 0.05
"""The chance of seeing no cycle at the bound: 5 %, for 95 % confidence."""
MIN_SEARCH = 2_000
"""The fewest deals a search must play for its bound to be checked."""


def _cycle_bound(n: int) -> float:
    """Return the 95 % upper bound on the share of cycling deals after n deals without a
    cycle: the p at which no cycle in n independent deals has chance exactly 5 %."""
    return float(1.0 - MISS_CHANCE ** (1.0 / n))


def _deals_needed(share: float) -> int:
    """Return the fewest deals without a cycle that put the 95 % upper bound at or below
    ``share``: the least n with (1 − share)^n ≤ 5 %."""
    return math.ceil(math.log(MISS_CHANCE) / math.log1p(-share))


def _within(relative: float) -> Any:
    """Return a comparator: a number within ``relative`` of the expected value."""
    def same(expected: float, got: Any) -> bool:
        value = as_number(got)
        return value is not None and abs(float(value) - expected) <= relative * expected
    return same


@task(N_("upper bound on the share of cycling deals"))
def check_cycle_bound(title: str, answer: Any, cycled: Any) -> CheckResult:
    """Check the 95 % upper bound on the share of cycling deals, from the 0/1 array ``cycled``
    of the student's own search (one value per deal: did it cycle?): the exact bound
    1 − 0.05^(1/n) and the rule of three's 3/n both pass (they agree within 1 %)."""
    if not isinstance(cycled, np.ndarray | list | tuple):
        raise AnswerError(_('pass the 0/1 array of your search as the second argument: '
                             'sim.reason == "cycle", one value per deal.'))
    values = np.asarray(cycled)
    if values.ndim != 1 or values.dtype.kind not in "biuf" or not np.isin(values, (0, 1)).all():
        raise AnswerError(_('the second argument must be a 0/1 (True/False) array, one value '
                             'per deal: sim.reason == "cycle".'))
    n, found = int(values.size), int(values.sum())
    if n < MIN_SEARCH:
        return fail(title, _("your search played {n:,} deals: play at least {least:,}, the "
                              "task's size.", n=n, least=MIN_SEARCH), Kind.TOO_FEW)
    if found:
        return fail(title, _("your search found {found} cycling deals: then the share is not "
                              "bounded by a search without cycles. Check the rules you "
                              "simulated.", found=found), Kind.OTHER_RULES)
    bound = _cycle_bound(n)
    mistakes = [
        Mistake.near(0.0, 1e-12, _("no cycle in your deals does not make the share zero: a "
                                    "small share would often show none"), kind=Kind.ZERO),
        Mistake.near(1 / n, 0.02 / n, _("that is one deal in n: shares up to about three in n "
                                         "would still often show no cycle in n deals"),
                     kind=Kind.FACTOR),
        Mistake.near(MISS_CHANCE / n, 0.002 / n, _("0.05 is the chance of seeing no cycle at "
                                                    "the bound, not a share to divide by n"),
                     kind=Kind.OTHER_QUANTITY),
        Mistake.near(1 - bound, 0.01, _("that is the chance that one deal does not cycle: the "
                                         "bound is 1 minus it"), kind=Kind.COMPLEMENT),
        Mistake.near(100 * bound, bound, _("a share, please, not a percentage"),
                     kind=Kind.PERCENT_FOR_SHARE),
    ]
    return judge(title, answer, bound, same=_within(0.01), mistakes=mistakes)


@task(lambda share, **__: _("deals needed for a bound of {share}", share=show(share)))
def check_deals_needed(title: str, answer: Any, share: float) -> CheckResult:
    """Check how many deals without a cycle a search must play to put the 95 % upper bound on
    the cycling share at ``share``: any whole number from the exact least n up to the rule of
    three's 3/share (rounded up) passes."""
    if not isinstance(share, float | int) or not 0 < share < 1:
        return fail(title, _("the share must be a number between 0 and 1."), Kind.OTHER)
    least = _deals_needed(share)
    most = max(least, math.ceil(3 / share))
    value = as_number(answer)
    if answer is Ellipsis or answer is None:
        return fail(title, _("no answer yet: replace the ... with your answer."), Kind.MISSING)
    if value is None or not math.isfinite(value):
        raise AnswerError(_("write a number of deals, a whole number."))
    mistakes = [
        Mistake.near(1 / share, 0.02 / share, _("with no cycle in 1/share deals, a share about "
                                                 "three times larger would still often show "
                                                 "none"), kind=Kind.FACTOR),
        Mistake.when(lambda v: v < least, _("too few: with that many deals, no cycle at all "
                                             "would still happen more than 5 % of the time at "
                                             "this share"), kind=Kind.OUT_OF_RANGE),
        Mistake.when(lambda v: v > most, _("more than needed: the rule of three already gives "
                                            "the bound with fewer deals"),
                     kind=Kind.OUT_OF_RANGE),
    ]
    return judge(title, answer, least, same=lambda _e, got: least <= float(got) <= most,
                 mistakes=mistakes)
