"""The reporting core of the self-checks: print ✓ or ✗ with the first counterexample.

A wrong value gets a hint about the kind of mistake, never the right value; a
wrong function gets its first counterexample (that input, the output expected
for it, and the output given). A self-check never raises. Whatever a student's
function does (raise, return garbage, not exist yet), the check prints one ✗ line
that says what went wrong and returns False, so an unfinished notebook still runs
to the end.

>>> check_value("the answer", 42, 42)
✓ the answer: 42 is right.
CheckResult(True)
>>> check_value("the answer", 84, 42)
✗ the answer: 84 is not right: too large by a factor of about two.
CheckResult(False)
>>> check_function(lambda x: x + 1, [(1,), (2,)], lambda x: 2 * x, name="double")
✗ double: for input 2 expected 4, got 3.
CheckResult(False)
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from typing import Any, ParamSpec

import numpy as np

from ..errors import AnswerError, error_text, shown
from ..i18n import _, pgettext
from ..i18n.fmt import rounded, yes_no
from ..i18n.language import get_language
from ..pyanitsa.cards import Card
from .hints import diagnose
from .kinds import Kind
from .mistakes import Comparator, Mistake, near
from .result import CheckResult
from .verdict import outermost, publish

__all__ = [
    "AnswerError",
    "CheckResult",
    "Comparator",
    "Kind",
    "Mistake",
    "call_safely",
    "check_function",
    "check_true",
    "check_value",
    "close_to",
    "describe_error",
    "fail",
    "first_items",
    "judge",
    "missing_answer",
    "near",
    "safe_check",
    "sentence",
    "show",
    "succeed",
    "values_equal",
]

OK = "✓"
"""The mark printed by a check that passes."""
BAD = "✗"
"""The mark printed by a check that fails."""

_MAX_TEXT = 160
"""About how many characters of a value a check message shows (:func:`show`)."""
_MAX_LINE = 600
"""The longest line a check prints; a longer message is cut (it never is, unless a value in it
escaped :func:`show`)."""
_MAX_ERROR = 100
"""About how many characters of an exception's text a message repeats."""


_SPACES = re.compile(r"[^\S\u00a0]+")
"""Runs of white space a check's line flattens (but the no-break space that groups digits)."""


def show(value: object) -> str:
    """Return a short, readable text for a value in a check message, on one line (never
    raises; a long text is cut as :func:`~pyanitsa_edu.errors.shown` cuts it)."""
    return _SPACES.sub(" ", _show(value)).strip()


def _show(value: object) -> str:
    """Return the text of :func:`show`, before line breaks are flattened."""
    try:
        if isinstance(value, np.generic):
            value = value.item()
        if isinstance(value, bool):
            text = yes_no(value)  # a reader's word, not Python's True
        elif value is None:
            text = pgettext("no value", "none")
        elif isinstance(value, str):
            text = repr(value)
        elif isinstance(value, Card):
            text = value.text()
        elif isinstance(value, Fraction):
            text = _fraction(value)
        elif isinstance(value, tuple) and len(value) == 1:
            text = show(value[0])
        elif isinstance(value, tuple | list) and value and all(
            isinstance(v, Fraction | int | float) and not isinstance(v, bool) for v in value
        ):
            # numbers apart by "; " where a comma marks decimals: (0,481; 0,579)
            # only as many numbers as the line can show: a long answer is cut, not formatted whole
            shown_items = [show(v) for v in value[: _MAX_TEXT // 2]]
            inner = ("; " if get_language() == "ru" else ", ").join(shown_items)
            text = f"({inner})" if isinstance(value, tuple) else f"[{inner}]"
        elif isinstance(value, tuple | list) and value and all(
            isinstance(v, Card) for v in value
        ):
            text = " ".join(card.text() for card in value)
        elif isinstance(value, tuple | list) and value and all(
            isinstance(p, tuple | list) and all(isinstance(c, Card) for c in p)
            for p in value
        ):
            text = "[" + " | ".join(" ".join(c.text() for c in p) for p in value) + "]"
        elif isinstance(value, int | float) and not isinstance(value, bool):
            text = rounded(value)  # 0,354167 for 0.35416666666666663; 5 024; 1 · 10⁻⁷
        else:
            return shown(value, _MAX_TEXT)
    except Exception as error:  # a student's object whose repr is broken
        text = f"<unprintable {type(value).__name__}: {type(error).__name__}>"
    if len(text) > _MAX_TEXT:
        text = text[: _MAX_TEXT - 1] + "…"
    return text


_SHORT_FRACTION = 15
"""The longest fraction a check writes as it is (``355/113``); a longer one is written
rounded."""


def _fraction(value: Fraction) -> str:
    """Return a fraction as a check writes it: ``7/12`` (``3`` for a whole number), or rounded
    to six significant figures when its digits are many (``≈ 0,354167``)."""
    if value.denominator == 1:
        return rounded(value.numerator)
    exact = f"{value.numerator}/{value.denominator}"
    if len(exact) <= _SHORT_FRACTION:
        return exact.replace("-", "\u2212") if get_language() == "ru" else exact
    return f"≈ {rounded(float(value))}"


def _line(mark: str, name: str, message: str) -> str:
    """Return a check's line: one line, at most :data:`_MAX_LINE` characters."""
    line = f"{mark} {name}: {message}".replace("\r", " ").replace("\n", " ")
    return line if len(line) <= _MAX_LINE else line[: _MAX_LINE - 1] + "…"


def succeed(name: str, message: str) -> CheckResult:
    """Print a ✓ line and return a passed result."""
    print(_line(OK, name, message))
    return CheckResult(True, title=name)


def fail(name: str, message: str, kind: Kind | None = None) -> CheckResult:
    """Print a ✗ line and return a failed result (``kind``: the kind of mistake, if known)."""
    print(_line(BAD, name, message))
    return CheckResult(False, kind, title=name)


def describe_error(error: BaseException) -> str:
    """Return what a student's code raised, in words a student understands (its text cut to
    about :data:`_MAX_ERROR` characters, on one line)."""
    if isinstance(error, NotImplementedError):
        return _("not written yet (it raises NotImplementedError)")
    kind = type(error).__name__
    try:
        text = " ".join(error_text(error).split())  # a package error in the reader's language
    except Exception:  # an exception whose text cannot be made
        text = ""
    if len(text) > _MAX_ERROR:
        text = text[: _MAX_ERROR - 1] + "…"
    if text:
        return _("it raised {kind}: {text}", kind=kind, text=text)
    return _("it raised {kind}", kind=kind)


Params = ParamSpec("Params")


def safe_check(check: Callable[Params, CheckResult]) -> Callable[Params, CheckResult]:
    """Return ``check`` made never to raise: whatever its arguments do (a value whose
    ``__float__`` or ``repr`` raises, a list nested thousands deep, an impossible task value),
    an error inside it prints one ✗ line, named after the check, and returns a failed result.
    Name and signature stay those of ``check``.

    The checks themselves read odd answers and give a hint about the kind of mistake; this is
    the net under them. In a Jupyter kernel the outermost check also publishes its verdict
    beside its line (:mod:`.verdict`).
    """

    @functools.wraps(check)
    def guarded(*args: Params.args, **kwargs: Params.kwargs) -> CheckResult:
        with outermost() as alone:
            try:
                with np.errstate(all="ignore"):  # nan or inf in a value gets a hint
                    result = check(*args, **kwargs)
            except KeyboardInterrupt:
                raise
            except Exception as error:
                result = fail(check.__name__, _(
                    "the check could not run on these values ({error}).",
                    error=describe_error(error)), Kind.OTHER)
        if alone:
            publish(result, check.__name__)
        return result

    return guarded


def first_items(value: Any, most: int) -> tuple[Any, ...]:
    """Return the first items of an iterable answer, at most ``most`` + 1 of them (one more
    than a task needs, so a caller sees there are too many): an endless iterator is never read
    further. Raises TypeError when ``value`` is not iterable."""
    return tuple(itertools.islice(iter(value), most + 1))


def call_safely(fn: object, *args: Any) -> Any:
    """Return ``fn(*args)``; raise :class:`AnswerError` saying what went wrong if ``fn`` is
    missing, not a function, or fails in any way (only a KeyboardInterrupt passes as it is)."""
    if fn is None or fn is Ellipsis:
        raise AnswerError(_("not written yet (it is None)"))
    if not callable(fn):
        raise AnswerError(_("expected a function, got {value}", value=show(fn)))
    try:
        return fn(*args)
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # a check never raises, whatever the student wrote
        raise AnswerError(describe_error(error)) from None


def values_equal(expected: Any, got: Any) -> bool:
    """Return True when ``got`` equals ``expected``; never raises.

    Numbers compare by value (``0.5 == Fraction(1, 2)``), and a list equals a
    tuple with the same items.
    """
    try:
        if isinstance(expected, tuple | list) and isinstance(got, tuple | list):
            return len(expected) == len(got) and all(
                values_equal(e, g) for e, g in zip(expected, got, strict=True)
            )
        if isinstance(expected, bool) or isinstance(got, bool):
            kinds = (type(expected).__name__, type(got).__name__)
            return all(k in ("bool", "bool_") for k in kinds) and bool(got == expected)
        return bool(got == expected)
    except KeyboardInterrupt:
        raise
    except BaseException:
        return False


def _input_text(args: Sequence[Any]) -> str:
    """Return the arguments of a case as text: ``'6', 'A'``."""
    return ", ".join(show(a) for a in args)


@safe_check
def judge(
    name: str,
    got: Any,
    expected: Any,
    *,
    same: Comparator | None = None,
    hint: str = "",
    mistakes: Sequence[Mistake] = (),
) -> CheckResult:
    """Print ✓ when ``got`` is right, else ✗ with what kind of mistake it is; return it.

    A known mistake (``mistakes``) is named first; otherwise
    :func:`~pyanitsa_edu.checks.hints.diagnose` says how the answer is off (a factor, a sign,
    a share outside [0, 1]). The right answer itself is never printed. ``hint`` is added to
    every ✗ line. The result carries the kind of mistake.
    """
    try:
        if got is Ellipsis or (got is None and expected is not None):
            return fail(name, _("no answer yet: replace the ... with your answer."),
                        Kind.MISSING)
        compare = same or values_equal
        right = compare(expected, got)
    except KeyboardInterrupt:
        raise
    except BaseException as error:
        return fail(name, _("could not compare your answer ({error}).",
                             error=describe_error(error)), Kind.UNREADABLE)
    if right:
        return succeed(name, _("{got} is right.", got=show(got)))
    known = next((mistake for mistake in mistakes if mistake.matches(got, compare)), None)
    kind, why = (known.kind, known.message) if known else diagnose(got, expected)
    extra = f" {hint}" if hint else ""
    return fail(name, _("{got} is not right: {why}", got=show(got), why=sentence(why)) + extra,
                kind)


def sentence(text: str) -> str:
    """Return ``text`` ending with a full stop (unless it ends with ? or ! already)."""
    return text if text.endswith((".", "?", "!")) else text + "."


@safe_check
def check_value(
    name: str,
    got: Any,
    expected: Any,
    same: Comparator | None = None,
    hint: str = "",
) -> CheckResult:
    """Print ✓ when ``got`` equals ``expected`` (or ``same(expected, got)``), else ✗ with the
    kind of mistake (never the right value) and ``hint``; return the result."""
    return judge(name, got, expected, same=same, hint=hint)


@safe_check
def check_true(
    name: str, condition: Callable[[], object], success: str, failure: str
) -> CheckResult:
    """Print ✓ ``success`` when ``condition()`` is true, else ✗ ``failure``; never raises."""
    try:
        holds = bool(condition())
    except KeyboardInterrupt:
        raise
    except BaseException as error:
        return fail(name, f"{failure} ({describe_error(error)})", Kind.FUNCTION_FAILED)
    return succeed(name, success) if holds else fail(name, failure, Kind.OTHER)


@safe_check
def check_function(
    student_fn: object,
    cases: Iterable[Sequence[Any]],
    reference: Callable[..., Any],
    name: str | None = None,
    same: Comparator | None = None,
    what: str = "",
) -> CheckResult:
    """Call ``student_fn`` and ``reference`` on every case; print ✓, or ✗ with the first
    counterexample (input, expected, got). Returns True when every case agrees.

    ``cases`` holds argument tuples. The reference is the engine, so the expected
    values are never hard-coded. ``what`` names the cases in the ✓ line (default "cases").
    """
    label = name or getattr(student_fn, "__name__", None) or _("your function")
    compare = same or values_equal
    count = 0
    try:
        case_list = [tuple(c) for c in cases]
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # pragma: no cover - the cases come from the library
        return fail(label, _("the check could not build its cases ({error}).",
                              error=describe_error(error)), Kind.OTHER)
    for args in case_list:
        try:
            expected = reference(*args)
        except KeyboardInterrupt:
            raise
        except BaseException as error:  # pragma: no cover - a bug in the library
            return fail(label, _("the engine failed on {args}: {error}", args=_input_text(args),
                                  error=describe_error(error)), Kind.OTHER)
        where = _("for input {args}", args=_input_text(args))
        try:
            got = call_safely(student_fn, *args)
        except AnswerError as error:
            return fail(label, f"{where}: {error.text()}.", Kind.FUNCTION_FAILED)
        try:
            right = compare(expected, got)
        except KeyboardInterrupt:
            raise
        except BaseException as error:
            return fail(label, where + _(": could not compare the answer ({error}).",
                                          error=describe_error(error)), Kind.UNREADABLE)
        if not right and got is None:
            return fail(label, where + _(" expected {expected}, but the function returned "
                                          "nothing: is its return missing?",
                                          expected=show(expected)), Kind.COUNTEREXAMPLE)
        if not right:
            return fail(label, where + _(" expected {expected}, got {got}.",
                                          expected=show(expected), got=show(got)),
                        Kind.COUNTEREXAMPLE)
        count += 1
    what = what or _("cases")
    return succeed(label, _("all {count} {what} agree with the engine.", count=count, what=what))


def missing_answer(name: str, answer: Any) -> CheckResult | None:
    """Return a failed result when there is no answer yet, else None."""
    if answer is Ellipsis or answer is None:
        return fail(name, _("no answer yet: replace the ... with your answer."), Kind.MISSING)
    return None


def close_to(tolerance: float) -> Any:
    """Return a comparator that accepts numbers (not bools) within ``tolerance``."""

    def same(expected: Any, got: Any) -> bool:
        try:
            if isinstance(got, bool | str):
                return False
            return bool(abs(float(got) - float(expected)) <= tolerance)
        except Exception:
            return False

    return same

