"""Statistical self-checks: an estimate is judged with the student's own number of games.

A simulated share or mean is never exactly the truth, so demanding the value of one
particular seed tests the seed, not the estimate. Instead the student passes the
estimate **and the n it came from** (or the 0/1 array itself), and the check accepts
anything within three standard errors of the truth:

    |estimate − truth| ≤ 3 · √(sd² / n + truth_se²)

where ``sd`` is the standard deviation of one game's value (√(p(1 − p)) for a share
at the true p) and ``truth_se`` the standard error of the truth itself: 0 when the
library computes it exactly (enumeration, :func:`exact_outcomes`, :func:`flip_odds`),
or that of a large reference simulation (:mod:`.reference`). A right estimate passes
99.7 % of the time, whatever its seed and n; a blind guess fails once n is large
enough, so each task sets a minimum n. Below it the check says what the task asks for, and
still names a mistake it can see (a percentage, a factor, a known wrong reading).

Where even the task's n leaves a round number (0.06 for a share of 0.0627) within three
standard errors, a number alone could be a guess: such a task takes ``per_game=True`` and
accepts only the per-game values (the 0/1 array of a share), which a guess cannot supply.

>>> check_share_estimate("share", 0.061, truth=0.0627, n=5_000)
✓ share: 0.061 is within three standard errors of the truth for n = 5,000 games.
CheckResult(True)
>>> check_share_estimate("share", 0.08, truth=0.0627, n=5_000)  # doctest: +ELLIPSIS
✗ share: 0.08 is not right: ... more than three standard errors from the truth ...
CheckResult(False)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import numpy as np

from ..analysis.stats import share_se
from ..i18n import _, fill
from .core import (
    AnswerError,
    CheckResult,
    fail,
    safe_check,
    sentence,
    show,
    succeed,
    values_equal,
)
from .hints import CLOSE, Diagnosis, as_array, as_count, as_number, diagnose
from .kinds import Kind
from .messages import one, units
from .mistakes import Mistake

__all__ = [
    "TOLERANCE_SE",
    "Estimate",
    "check_mean_estimate",
    "check_share_estimate",
    "judge_estimate",
    "matches_n",
    "per_game_values",
    "read_estimate",
    "read_values",
]

TOLERANCE_SE = 3.0
"""An estimate passes within this many standard errors of the truth."""


def per_game_values(
    value: Any, what: str, wrong: str, valid: Callable[[np.ndarray[Any, Any]], bool] | None = None,
) -> np.ndarray[Any, Any]:
    """Return the student's per-game values ``value`` (named ``what``) as a one-dimensional
    numpy array of finite numbers; raise :class:`AnswerError` saying what is missing, or
    ``wrong`` when they are not such numbers or ``valid`` refuses them."""
    if value is Ellipsis or value is None:
        raise AnswerError(_("no answer yet: {what} is still ... (one value per game).",
                             what=what))
    if not isinstance(value, np.ndarray | list | tuple):
        raise AnswerError(_("{what} must be an array with one value per game.", what=what))
    data = as_array(value)
    if (data is None or data.ndim != 1 or data.dtype.kind not in "biuf"
            or not np.isfinite(data).all() or (valid is not None and not valid(data))):
        raise AnswerError(wrong)
    return data


def matches_n(n: Any, size: int, unit: str) -> None:
    """Raise :class:`AnswerError` when the student's ``n`` is given and is not ``size``, the
    number of values in his arrays (counted in ``unit``: "games", "deals")."""
    if n is not None and as_count(n) != size:
        raise AnswerError(_("you passed n = {n}, but your arrays hold {size}.", n=show(n),
                             size=units(size, unit)))


class Estimate(NamedTuple):
    """A student's estimate read from his answer, with the number of games it comes from."""

    value: float
    """The estimate."""
    n: int
    """The number of games (or deals) it comes from."""


def read_estimate(answer: Any, n: Any, share: bool = True, unit: str = "games") -> Estimate:
    """Return the estimate and its n from a number and its n, or from an array of per-game
    values (0/1 for a share); raise :class:`~.core.AnswerError` saying what is wrong with them."""
    if answer is Ellipsis or answer is None:
        raise AnswerError(_("no answer yet: replace the ... with your estimate."))
    if isinstance(answer, np.ndarray | list | tuple):
        values = np.asarray(answer)
        if values.ndim != 1 or values.size < 2:
            raise AnswerError(
                _("pass one number, or a one-dimensional array of per-game values.")
            )
        if values.dtype.kind not in "biuf":
            raise AnswerError(_("the array must hold numbers (or True/False), one per {unit}.",
                                 unit=one(unit)))
        data = values.astype(float)
        if share and not np.isin(data, (0.0, 1.0)).all():
            raise AnswerError(_("for a share, pass an array of 0/1 (or True/False), one per "
                                 "{unit}.", unit=one(unit)))
        size = as_count(n) if n is not None else values.size
        if size != values.size:
            raise AnswerError(_("you passed n = {n}, but your array holds {size}.", n=show(n),
                                 size=units(values.size, unit)))
        return Estimate(float(data.mean()), int(values.size))
    if isinstance(answer, str):
        raise AnswerError(_("write your estimate as a number, not text."))
    value = as_number(answer)
    if value is None:
        raise AnswerError(_("write your estimate as a number (you gave a {kind}).",
                             kind=type(answer).__name__))
    if n is None:
        raise AnswerError(_("pass n too, the number of games your estimate comes from "
                             "(e.g. n=len(sim)), so the check can judge it with your n."))
    size = as_count(n)
    if size is None:
        raise AnswerError(_("n must be the number of games, a positive whole number (you gave "
                             "{n}).", n=show(n)))
    return Estimate(value, size)



def read_values(answer: Any) -> np.ndarray[Any, np.dtype[np.float64]] | None:
    """Return the per-game values of an array answer as floats (at least two, one dimension),
    or None for anything else; never raises."""
    try:
        if not isinstance(answer, np.ndarray | list | tuple):
            return None
        values = np.asarray(answer)
        if values.ndim != 1 or values.size < 2 or values.dtype.kind not in "biuf":
            return None
        return values.astype(float)
    except Exception:
        return None


def judge_estimate(
    name: str,
    answer: Any,
    n: Any,
    truth: float,
    sd: float,
    *,
    truth_se: float = 0.0,
    min_n: int = 1_000,
    unit: str = "games",
    share: bool = True,
    mistakes: Sequence[Mistake] = (),
    after: str = "",
    per_game: bool = False,
) -> CheckResult:
    """Print ✓ when the estimate is within three standard errors of ``truth`` for the
    student's n, else ✗ with the kind of mistake; return the result.

    ``sd`` is the standard deviation of one game's value; ``mistakes`` are the known wrong
    estimates (:class:`~.mistakes.Mistake`); ``after`` is printed under a ✓ (for example the
    exact value, once the student has earned it); ``per_game`` refuses a bare number and asks
    for the per-game values. The result carries the kind of mistake.
    """
    try:
        if per_game and as_number(answer) is not None:
            return fail(name, _("pass your per-{unit} values (for a share, the 0/1 array, one "
                                 "value per {unit}), not a number: at this task's n a round "
                                 "number could pass by luck.", unit=one(unit)), Kind.ROUND_GUESS)
        try:
            value, size = read_estimate(answer, n, share, unit)
        except AnswerError as error:
            missing = answer is Ellipsis or answer is None
            return fail(name, error.text(), Kind.MISSING if missing else Kind.UNREADABLE)
        se = math.sqrt(sd**2 / size + truth_se**2)
        if size < min_n:
            kind, why = _too_few(value, truth, size, min_n, unit, share, mistakes)
            return fail(name, why, kind)
        tolerance = TOLERANCE_SE * se
        if share:
            tolerance = max(tolerance, 0.5 / size)
        if math.isfinite(value) and abs(value - truth) <= tolerance:
            result = succeed(name, _("{value:.4g} is within three standard errors of the truth "
                                      "for n = {size}.", value=value, size=units(size, unit)))
            if after:
                print(f"  {after}")
            return result
        known = _known(mistakes, value)
        shown = fill("{value:.4g}", None, value=value) if math.isfinite(value) else show(answer)
        kind, why = known if known else _miss(value, truth, size, unit, share, se)
        return fail(name, _("{got} is not right: {why}", got=shown, why=sentence(why)), kind)
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # a check never raises
        return fail(name, _("could not judge your answer ({kind}).", kind=type(error).__name__),
                    Kind.OTHER)


def _known(mistakes: Sequence[Mistake], value: float) -> Diagnosis | None:
    """Return the kind and message of the first known mistake ``value`` is, or None."""
    mistake = next((m for m in mistakes if m.matches(value, values_equal)), None)
    return None if mistake is None else Diagnosis(mistake.kind, mistake.message)


def _too_few(value: float, truth: float, size: int, min_n: int, unit: str, share: bool,
             mistakes: Sequence[Mistake]) -> Diagnosis:
    """Return what a check says to an estimate from fewer than ``min_n`` games: what the task
    asks for, and a mistake it can see already (a known wrong reading, a percentage, a factor),
    never whether the value is close; with the kind of that mistake, else too few games."""
    asks = _("your estimate comes from {size}, and this task asks for at least {least}: "
              "simulate more.", size=units(size, unit), least=units(min_n, unit))
    seen = _known(mistakes, value)
    if seen is None and _gross(value, truth, share):
        seen = diagnose(value, truth, share=share)
    if seen is None:
        return Diagnosis(Kind.TOO_FEW, asks)
    return Diagnosis(seen.kind, _("{asks} Already now: {why}", asks=asks,
                                   why=sentence(seen.text)))


def _gross(value: float, truth: float, share: bool) -> bool:
    """True when ``value`` is wrong whatever the n: not finite, a share outside [0, 1], or off
    by more than a factor of :data:`CLOSE` (or of the other sign)."""
    if not math.isfinite(value) or (share and not 0 <= value <= 1):
        return True
    if truth == 0:
        return value != 0
    ratio = value / truth
    return not 1 / CLOSE <= ratio <= CLOSE


def _miss(value: float, truth: float, size: int, unit: str, share: bool,
          se: float) -> Diagnosis:
    """Return why an estimate fails: its kind of mistake, and what chance would allow: the
    standard error ``se`` the decision used (that of n games and of the reference)."""
    if _gross(value, truth, share):
        kind, text = diagnose(value, truth, share=share)
        return Diagnosis(kind, sentence(text))
    return Diagnosis(Kind.OUTSIDE_3SE, _(
        "it is more than three standard errors from the truth for n = {size} (one standard "
        "error is about {se:.1g} here): more than chance would explain. Check what you "
        "counted, and that n is the number you really used.", size=units(size, unit), se=se))


@safe_check
def check_share_estimate(
    name: str,
    answer: Any,
    truth: float,
    n: Any = None,
    *,
    truth_se: float = 0.0,
    min_n: int = 1_000,
    unit: str = "games",
    per_game: bool = False,
) -> CheckResult:
    """Check an estimated share (a number with its ``n``, or an array of 0/1) against the
    true share ``truth``: it passes within three standard errors for that n."""
    p = min(max(float(truth), 0.0), 1.0)
    return judge_estimate(name, answer, n, p, share_se(p), truth_se=truth_se,
                          min_n=min_n, unit=unit, share=True, per_game=per_game)


@safe_check
def check_mean_estimate(
    name: str,
    answer: Any,
    truth: float,
    sd: float,
    n: Any = None,
    *,
    truth_se: float = 0.0,
    min_n: int = 1_000,
    unit: str = "games",
    per_game: bool = False,
) -> CheckResult:
    """Check an estimated mean (a number with its ``n``, or the array of values) against
    ``truth``, where one game's value has standard deviation ``sd``."""
    return judge_estimate(name, answer, n, float(truth), float(sd), truth_se=truth_se,
                          min_n=min_n, unit=unit, share=False, per_game=per_game)
