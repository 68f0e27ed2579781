"""Helpers shared by the self-check tests: run a check, read what it printed."""

from __future__ import annotations

import contextlib
import io
import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest

from pyanitsa_edu.checks.core import show

FIXED_PHRASES = ("between 0 and 1", "divide by 100", "между 0 и 1", "разделите на 100")
"""Texts of the hints (English and Russian) that contain digits but never depend on the right
answer."""

NUMBER = re.compile(r"-?\d+(?:[,\u00a0]\d{3})*(?:\.\d+)?(?:/\d+)?")
"""A number as a message prints it: thousands grouped with commas (English) or no-break spaces
(Russian)."""


def run(capsys: pytest.CaptureFixture[str], check: Callable[[], Any]) -> tuple[bool, str]:
    """Run a check; return whether it passed and what it printed."""
    ok = check()
    return bool(ok), capsys.readouterr().out


def assert_function_check(capsys: pytest.CaptureFixture[str], check: Callable[[Any], Any],
                          right: Any, wrong: Any) -> None:
    """Assert that a check of a student's function passes ``right``, shows a counterexample for
    ``wrong``, and answers each broken function with one ✗ line."""
    ok, out = run(capsys, lambda: check(right))
    assert ok and out.startswith("✓"), out
    ok, out = run(capsys, lambda: check(wrong))
    assert not ok and "for input" in out and "expected" in out, out
    for broken in BROKEN_FUNCTIONS:
        ok, out = run(capsys, lambda b=broken: check(b))
        assert not ok and out.startswith("✗") and out.count("\n") == 1, (broken, out)


def assert_value_check(capsys: pytest.CaptureFixture[str], check: Callable[[Any], Any],
                       right: Any, wrong: list[tuple[Any, str]]) -> None:
    """Assert that a check of a value passes ``right``; answers each wrong answer with a ✗ whose
    hint holds the words given with it (``""``: any) and not the right value (unless the right
    value is a text or a tuple); and each broken value with ✗."""
    ok, out = run(capsys, lambda: check(right))
    assert ok and out.startswith("✓"), out
    for answer, needle in wrong:
        ok, out = run(capsys, lambda a=answer: check(a))
        assert not ok and out.startswith("✗") and needle in out, (answer, out)
        if not isinstance(right, str | tuple):
            assert not reveals(out, right, show(answer)), (answer, out)
    for broken in BROKEN_VALUES:
        ok, out = run(capsys, lambda b=broken: check(b))
        assert not ok and out.startswith("✗"), (broken, out)


def raises(*args: Any) -> Any:
    raise ValueError("oops")


def not_written(*args: Any) -> Any:
    raise NotImplementedError


def garbage(*args: Any) -> Any:
    return object()


BROKEN_FUNCTIONS = [None, Ellipsis, 42, raises, not_written, garbage, lambda: 1]
"""Things a student may pass instead of a working function."""
BROKEN_VALUES = [None, Ellipsis, object(), "garbage", [1, 2], raises, float("nan")]
"""Things a student may pass instead of a value."""


def _value(token: str) -> Fraction | None:
    """Return a number printed in a message as an exact Fraction."""
    text = token.replace(",", "").replace("\u00a0", "")
    try:
        if "/" in text:
            top, bottom = text.split("/")
            return Fraction(int(top), int(bottom)) if int(bottom) else None
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        return None


def shown_values(message: str, got_text: str = "") -> list[str]:
    """Return the numbers a message prints, leaving out the student's own answer (its
    text ``got_text``) and the fixed phrases of the hints."""
    text = message.replace(got_text, " ") if got_text else message
    for phrase in FIXED_PHRASES:
        text = text.replace(phrase, " ")
    return NUMBER.findall(text)


def reveals(message: str, expected: Any, got_text: str = "") -> list[str]:
    """Return the numbers in ``message`` that show ``expected``: equal to it, or equal to it
    rounded to the decimals printed (a decimal token)."""
    try:
        target = Fraction(expected)
    except (TypeError, ValueError):
        target = Fraction(float(expected))
    if re.search(r"[а-яё]", message, re.IGNORECASE):  # Russian: a comma marks decimals
        message = re.sub(r"(\d),(\d)", r"\1.\2", message).replace("\u2212", "-")  # and −
        got_text = re.sub(r"(\d),(\d)", r"\1.\2", got_text).replace("\u2212", "-")
    leaks = []
    for token in shown_values(message, got_text):
        value = _value(token)
        if value is None:
            continue
        plain = token.replace(",", "").replace("\u00a0", "")
        if "." in plain and "/" not in plain:
            decimals = len(plain.split(".")[1])
            if abs(value - target) <= Fraction(1, 2 * 10**decimals):
                leaks.append(token)
        elif value == target:
            leaks.append(token)
    return leaks


def capture(check: Callable[[], Any]) -> str:
    """Run a check and return what it printed (for hypothesis, which cannot use capsys)."""
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        check()
    return buffer.getvalue()
