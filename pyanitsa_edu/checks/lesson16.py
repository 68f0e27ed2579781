"""Self-checks for exercise 16: random walks and the gambler's ruin.

Every expected value is the fair walk's formula (k/N, k(N − k)) or its exact spread; a wrong
answer is told what kind of mistake it is, never the right value. Simulated walks are judged
with the student's own n, within three standard errors of the truth; a walk that never reached
a wall gets its own hint. The Markov-chain checks of the shuffled return are in
:mod:`.lesson17`.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import numpy as np

from ..analysis.stats import share_se
from ..i18n import N_, _
from .core import CheckResult, close_to, fail, judge
from .estimates import judge_estimate, read_values
from .hints import CLOSE
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "check_ruin_chance",
    "check_ruin_length",
    "check_walk_length",
    "check_walk_reach",
]

@task(N_("P(reach {total} before 0 from {k})"))
def check_ruin_chance(title: str, answer: Any, k: int, total: int) -> CheckResult:
    """Check ``answer``: the chance that a fair ±1 walk from ``k`` reaches ``total`` before 0."""
    mistakes = [
        Mistake.equals(Fraction(total - k, total), _("that is the chance of reaching 0 first "
                                                      "(the other player)"),
                       kind=Kind.COMPLEMENT),
        Mistake.equals(Fraction(k, total - k), _("divide by the whole distance between the "
                                                  "walls"), kind=Kind.DETAIL),
    ]
    return judge(title, answer, Fraction(k, total), same=close_to(1e-9), mistakes=mistakes)


@task(N_("expected steps from {k} between 0 and {total}"))
def check_ruin_length(title: str, answer: Any, k: int, total: int) -> CheckResult:
    """Check ``answer``: the expected number of steps of a fair ±1 walk from ``k`` until it
    hits 0 or ``total``."""
    mistakes = [
        Mistake.equals((total // 2) ** 2, _("that is the length from the middle: start from the "
                                             "given k"), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(k * total, _("the distance to the far wall is total − k"),
                       kind=Kind.DETAIL),
    ]
    return judge(title, answer, k * (total - k), same=close_to(1e-6), mistakes=mistakes)


def _walk_length_sd(k: int, total: int) -> float:
    """Return the standard deviation of the absorption time of a fair ±1 walk from ``k``.

    The second moments solve ``s_j = 1 + t_{j-1} + t_{j+1} + (s_{j-1} + s_{j+1}) / 2`` with
    ``t_j = j (total - j)`` and ``s = 0`` at the walls.
    """
    inner = np.arange(1, total)
    t = inner * (total - inner)
    t_side = np.concatenate([[0], t, [0]])
    a = np.eye(total - 1) - 0.5 * (np.eye(total - 1, k=1) + np.eye(total - 1, k=-1))
    s = np.linalg.solve(a, 1 + t_side[:-2] + t_side[2:])
    return math.sqrt(float(s[k - 1]) - float(t[k - 1]) ** 2)


@task(N_("mean steps from {k}"))
def check_walk_length(
    title: str, answer: Any, n: Any = None, k: int = 10, total: int = 36, min_n: int = 1_000
) -> CheckResult:
    """Check the array of lengths of ``n`` simulated fair ±1 walks from ``k`` to 0 or ``total``:
    their mean passes within three standard errors of k (total − k). A single number is refused
    (the formula's own value would pass), and walks that never reached a wall get their hint."""
    if answer is not Ellipsis and answer is not None and not isinstance(
            answer, np.ndarray | list | tuple):
        return fail(title, _("pass the array of your walks' lengths, one value per walk, not "
                              "one number: the walks are the evidence."), Kind.ROUND_GUESS)
    unfinished = _unfinished(answer, k, total)
    if unfinished:
        return fail(title, unfinished, Kind.OTHER_QUANTITY)
    truth = float(k * (total - k))
    least = min(k, total - k)
    lengths = read_values(answer)
    if lengths is not None and lengths.min() < least:
        return fail(title, _(
            "some walks never reached a wall: a walk from {k} takes at least {least} steps. "
            "Make the walks longer, and count only finished ones", k=k, least=least) + ".",
            Kind.OTHER_QUANTITY)
    mistakes = [
        Mistake.near(truth + 1, 0.6, _("one step too many on average: the step that hits the "
                                        "wall is the last one counted"), kind=Kind.OFF_BY_ONE),
        Mistake.near((total // 2) ** 2, 15, _("that looks like the length from the middle"),
                     kind=Kind.OTHER_QUANTITY),
        Mistake.when(lambda v: 0 < v < truth / CLOSE, _(
            "too small: did every walk reach a wall? An unfinished walk counted as a short one "
            "pulls the mean down"), kind=Kind.OTHER_QUANTITY),
    ]
    return judge_estimate(title, answer, n, truth, _walk_length_sd(k, total), min_n=min_n,
                          unit="walks", share=False, mistakes=mistakes)


def _unfinished(answer: Any, k: int, total: int) -> str:
    """Return a hint when an array of walk lengths holds walks that cannot have reached a wall
    (shorter than the distance to the nearer wall), else the empty text."""
    if not isinstance(answer, np.ndarray | list | tuple):
        return ""
    try:
        lengths = np.asarray(answer, dtype=float)
    except Exception:  # an odd array is judge_estimate's to describe
        return ""
    if lengths.ndim != 1 or lengths.size == 0:
        return ""
    if np.any(lengths < min(k, total - k)):
        return _("some of your walks never reached a wall: a walk from {k} needs at least {least} "
                  "steps to end. Make the walks longer, and check that every one of them ended "
                  "before you take its length.", k=k, least=min(k, total - k))
    return ""


@task(N_("share of walks that reach {total} first"))
def check_walk_reach(
    title: str, reached: Any, k: int = 10, total: int = 36, min_n: int = 1_000
) -> CheckResult:
    """Check the 0/1 array "this walk reached ``total`` before 0", one value per simulated fair
    ±1 walk from ``k``, against the exact chance k/total; a single number is refused, since only
    the walks themselves are evidence."""
    if reached is Ellipsis or reached is None:
        return fail(title, _("no answer yet: replace the ... with your estimate."), Kind.MISSING)
    if not isinstance(reached, np.ndarray | list | tuple):
        return fail(title, _("pass the 0/1 array itself (True when the walk reached {total} "
                              "first), one value per walk, not one number.", total=total),
                    Kind.ROUND_GUESS)
    p = k / total
    mistakes = [
        Mistake.near(1 - p, 0.02, _("that looks like the share that reached 0 first: the other "
                                     "wall"), kind=Kind.COMPLEMENT),
    ]
    return judge_estimate(title, reached, None, p, share_se(p), min_n=min_n,
                          unit="walks", share=True, mistakes=mistakes)
