"""A round number is a guess, not an estimate: statistical self-checks refuse one that would pass.

An estimate judged within three standard errors of the truth at the student's n accepts a band
around the truth; where that band holds a round number (0, ½, 1 or a number of hundredths), typing
it would pass without any simulation. :func:`round_guess_passes` tells a check when that happens;
the check then asks for the sampled values themselves (or the unrounded estimate), which a guess
cannot supply. An honest estimate that happens to be round is asked the same, and passes with its
array.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..i18n import _
from .core import AnswerError, CheckResult, fail
from .estimates import TOLERANCE_SE, read_estimate
from .kinds import Kind
from .messages import one

__all__ = ["is_round", "round_guess_fail", "round_guess_passes"]


def is_round(value: float) -> bool:
    """Return True when ``value`` is a whole number of hundredths (0, 0.5, 1, 0.26, …)."""
    return math.isfinite(value) and abs(value * 100 - round(value * 100)) <= 1e-9


def round_guess_passes(
    answer: Any, n: Any, truth: float, sd: float, *, truth_se: float = 0.0, share: bool = True,
    unit: str = "games",
) -> bool:
    """Return True when ``answer`` is a bare round number that the three-standard-error rule
    would accept for its ``n`` (an array of sampled values never counts as a guess)."""
    if isinstance(answer, np.ndarray | list | tuple):
        return False
    try:
        value, size = read_estimate(answer, n, share=share, unit=unit)
    except AnswerError:
        return False
    if not is_round(value):
        return False
    tolerance = TOLERANCE_SE * math.sqrt(sd**2 / size + truth_se**2)
    if share:
        tolerance = max(tolerance, 0.5 / size)
    return abs(value - truth) <= tolerance


def round_guess_fail(name: str, unit: str) -> CheckResult:
    """Print why a round number is not judged, and what to pass instead; return the failure."""
    return fail(name, _("a round number could be a guess here: pass the array of your sampled "
                         "values (one per {unit}).", unit=one(unit)), Kind.ROUND_GUESS)
