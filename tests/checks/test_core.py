"""The reporting core: ✓ for a right answer; ✗ with the kind of mistake and never the right
value for a wrong one; a counterexample for a wrong function; never an exception."""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyanitsa_edu import checks
from pyanitsa_edu.checks.core import AnswerError, Kind, Mistake, call_safely, show, values_equal
from pyanitsa_edu.checks.hints import describe_miss
from pyanitsa_edu.i18n.language import language

from .helpers import capture, raises, reveals, run

NAME = "the answer"


def _wrong_answers(expected: Any) -> st.SearchStrategy[Any]:
    """Return wrong answers near the usual mistakes: factors, signs, percentages, neighbours."""
    e = expected
    near = [e * 2, e * 3, e / 2, e * 100, -e, e + 1, e - 1, e * Fraction(101, 100),
            e * Fraction(7, 5), e * 10, e / 1000]
    if isinstance(e, float):
        near = [float(x) for x in near]
    return st.one_of(
        st.sampled_from(near),
        st.integers(-(10**7), 10**7),
        st.floats(-1e7, 1e7, allow_nan=False),
        st.fractions(max_denominator=1000),
    ).filter(lambda g: not values_equal(e, g))


EXPECTED = st.one_of(
    st.integers(2, 10**6),
    st.integers(-(10**6), -2),
    st.fractions(min_value=Fraction(1, 10**4), max_value=1, max_denominator=10**4),
    st.floats(1e-4, 1.0, allow_nan=False).map(lambda x: round(x, 4)),
    st.floats(1.0, 1e6, allow_nan=False).map(lambda x: round(x, 2)),
).filter(lambda e: e not in (0, 1))


@pytest.mark.slow
@settings(max_examples=400)
@given(data=st.data(), expected=EXPECTED)
def test_a_wrong_scalar_never_shows_the_right_one(data: st.DataObject, expected: Any) -> None:
    got = data.draw(_wrong_answers(expected))
    out = capture(lambda: checks.check_value(NAME, got, expected))
    assert out.startswith("✗"), out
    assert not reveals(out, expected, show(got)), (expected, got, out)


@given(data=st.data(), expected=EXPECTED)
def test_the_kind_of_mistake_never_shows_the_right_one(
    data: st.DataObject, expected: Any
) -> None:
    got = data.draw(_wrong_answers(expected))
    assert not reveals(describe_miss(got, expected), expected), (expected, got)


@pytest.mark.parametrize(("got", "expected", "kind"), [
    (72, 36, "too large by a factor of about two"),
    (12, 36, "too small by a factor of about three"),
    (3600, 36, "about a hundred"),
    (6.3, 0.063, "percentage"),
    (102, Fraction(51, 100), "looks like a count"),
    (-1.5, 0.4, "between 0 and 1"),
    (-0.35, 0.35, "the wrong sign: did you subtract the other way round, or answer for the "
                  "other player?"),
    (0.33, Fraction(1, 3), "more decimals, or an exact Fraction"),
    (0.333, Fraction(1, 3), "more decimals, or an exact Fraction"),
    (0.5, 0.51, "the right size, but not equal: check the details"),
    (Fraction(1, 2), 0.5004, "the right size, but not equal: check the details"),
    (0.5, 0.5004, "the right size, but not equal: check the details"),
    (0.3, Fraction(1, 3), "the right size, but not equal: check the details"),
    (37, 36, "count again"),
    ("36", 36, "not text in quotes"),
    ("lots", 36, "write a number"),
    (True, 36, "not True or False"),
    (float("nan"), 0.5, "nan"),
    ((1, 2), (1, 3), "the second value"),
    ((1, 2), (1, 2, 3), "give 3 values"),
    (1, True, "answer True or False"),
])
def test_hints_name_the_kind_of_mistake(got: Any, expected: Any, kind: str) -> None:
    assert kind in describe_miss(got, expected)


def test_check_value_prints_a_hint_and_the_teachers_hint(
    capsys: pytest.CaptureFixture[str],
) -> None:
    ok, out = run(capsys, lambda: checks.check_value(NAME, 72, 36, hint="Pairs, not cards."))
    assert not ok
    assert out == "✗ the answer: 72 is not right: too large by a factor of about two. " \
                  "Pairs, not cards.\n"
    ok, out = run(capsys, lambda: checks.check_value(NAME, 36, 36))
    assert ok and out == "✓ the answer: 36 is right.\n"


def test_check_value_keeps_its_pinned_signature(capsys: pytest.CaptureFixture[str]) -> None:
    def same(expected: Any, got: Any) -> bool:
        return abs(got - expected) < 1

    ok, _ = run(capsys, lambda: checks.check_value("x", 36.5, 36, same, "hint"))
    assert ok
    ok, out = run(capsys, lambda: checks.check_value(name="x", got=40, expected=36, same=same,
                                                     hint="Count again."))
    assert not ok and out.rstrip().endswith("Count again.")


def test_known_mistakes_are_named_first(capsys: pytest.CaptureFixture[str]) -> None:
    both = Mistake.equals(72, "you counted both directions", kind=Kind.DOUBLE_COUNT)
    result = checks.judge(NAME, 72, 36, mistakes=[both])
    out = capsys.readouterr().out
    assert not result and "you counted both directions" in out and "36" not in out
    assert result.kind is Kind.DOUBLE_COUNT
    few = Mistake.when(lambda g: g < 10, "far too few", kind=Kind.FACTOR)
    ok, out = run(capsys, lambda: checks.judge(NAME, 5, 36, mistakes=[few]))
    assert not ok and "far too few" in out


@pytest.mark.parametrize("broken", [None, Ellipsis])
def test_no_answer_yet(capsys: pytest.CaptureFixture[str], broken: Any) -> None:
    ok, out = run(capsys, lambda: checks.check_value(NAME, broken, 36))
    assert not ok and "no answer yet" in out


def test_a_function_gets_its_first_counterexample(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: checks.check_function(
        lambda x: x + 1, [(1,), (2,), (3,)], lambda x: 2 * x, name="double"))
    assert not ok and out == "✗ double: for input 2 expected 4, got 3.\n"
    ok, out = run(capsys, lambda: checks.check_function(raises, [(1,)], lambda x: x))
    assert not ok and "ValueError: oops" in out


def test_a_function_that_returns_nothing_hears_so(capsys: pytest.CaptureFixture[str]) -> None:
    def forgot(x: int) -> None:
        2 * x

    ok, out = run(capsys, lambda: checks.check_function(forgot, [(1,)], lambda x: 2 * x,
                                                        name="double"))  # fmt: skip
    assert not ok and out == ("✗ double: for input 1 expected 2, but the function returned "
                              "nothing: is its return missing?\n")
    with language("ru"):
        ok, out = run(capsys, lambda: checks.check_function(forgot, [(1,)], lambda x: 2 * x,
                                                            name="double"))  # fmt: skip
    assert "а функция ничего не вернула: не забыт ли return?" in out and " нет" not in out


def test_an_echoed_number_is_rounded_the_readers_way() -> None:
    assert show(0.35416666666666663) == "0.354167" and show(1e-06) == "0.000001"
    assert show(Fraction(10**100 + 1, 3 * 10**100)) == "≈ 0.333333"
    assert show(Fraction(7, 12)) == "7/12" and show(5024) == "5,024"
    assert show(2.5e-9) == "2.5 × 10⁻⁹"
    with language("ru"):
        assert [show(v) for v in (0.35416666666666663, -2.53, 5024, Fraction(-7, 12))] == [
            "0,354167", "−2,53", "5\u00a0024", "−7/12"]
        assert show(7.6e-7) == "7,6 · 10⁻⁷"


def test_core_helpers(capsys: pytest.CaptureFixture[str]) -> None:
    assert values_equal(Fraction(1, 2), 0.5)
    assert values_equal([1, 2], (1, 2))
    assert not values_equal(True, 1)
    assert not values_equal(1, "1")
    assert not values_equal(np.array([1, 2]), np.array([1, 2]))
    assert call_safely(lambda x: 2 * x, 3) == 6
    with pytest.raises(AnswerError, match=r"^it raised ValueError: oops$"):
        call_safely(raises)
    with pytest.raises(AnswerError, match="not written yet"):
        call_safely(None)
    with pytest.raises(AnswerError, match="expected a function"):
        call_safely(3)
    assert show(np.float64(0.25)) == "0.25"

    class BadEq:
        def __eq__(self, other: object) -> bool:
            raise RuntimeError("no")

        __hash__ = None  # type: ignore[assignment]

    ok, out = run(capsys, lambda: checks.check_value("x", BadEq(), 1))
    assert not ok and out.startswith("✗")
    ok, out = run(capsys, lambda: checks.check_true("t", lambda: 1 / 0 > 0, "fine", "broken"))
    assert not ok and "ZeroDivisionError" in out


def test_check_result_is_a_quiet_bool(capsys: pytest.CaptureFixture[str]) -> None:
    ok = checks.check_value("x", 1, 1)
    bad = checks.check_value("x", 2, 1)
    assert ok == True and bad == False  # noqa: E712 - it compares equal to the bools
    assert bool(ok) and not bad and not (ok & bad)
    assert ok._ipython_display_() is None  # a notebook shows nothing under the ✓ line


def test_package_does_not_import_jupyter() -> None:
    code = ("import sys, pyanitsa_edu, pyanitsa_edu.checks; "
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('IPython', 'ipywidgets', 'ipykernel', 'matplotlib')]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_checks_do_not_depend_on_lesson_helpers() -> None:
    code = ("import sys, pyanitsa_edu.checks; "
            "print('pyanitsa_edu.analysis.research' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_leak_detector_catches_a_shown_value() -> None:
    assert reveals("✗ x: expected 36, got 72.", 36, "72") == ["36"]
    assert reveals("✗ x: expected 0.0627, got 0.05.", Fraction(448, 7140), "0.05") == ["0.0627"]
    assert reveals("✗ x: expected 4/35.", Fraction(4, 35)) == ["4/35"]
    assert reveals("✗ x: 72 is not right: too large by a factor of about two.", 36, "72") == []
