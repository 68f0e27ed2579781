"""Every self-check's verdict is data a class report can read: the task, right or not, and the
kind of mistake, with the printed line unchanged. A known mistake is a Mistake value; a
CheckResult holds only True or False."""

from __future__ import annotations

import contextlib
import inspect
import io
import json
from fractions import Fraction
from typing import Any

import pytest

import pyanitsa_edu.checks as checks
from pyanitsa_edu.checks.core import CheckResult, Kind, Mistake, fail, judge, succeed
from pyanitsa_edu.checks.hints import diagnose
from pyanitsa_edu.checks.task import task
from pyanitsa_edu.errors import AnswerError, SettingError
from pyanitsa_edu.i18n import N_

from .test_odd_values import TASKS

HELPERS = {"check_value", "check_true", "check_function", "check_choice", "check_share_estimate",
           "check_mean_estimate"}
"""Public building blocks whose caller names the task; every other check is one task."""


def _quiet(call: Any) -> Any:
    with contextlib.redirect_stdout(io.StringIO()):
        return call()


# --- CheckResult ------------------------------------------------------------------------------


@pytest.mark.parametrize("passed", ["no", "", 1, 0, None, [True]])
def test_a_check_result_is_true_or_false_only(passed: object) -> None:
    with pytest.raises(SettingError, match="True or False"):
        CheckResult(passed)  # type: ignore[arg-type]


def test_a_passed_check_has_no_kind_of_mistake() -> None:
    with pytest.raises(SettingError, match="only a failed check"):
        CheckResult(True, Kind.FACTOR)
    with pytest.raises(SettingError, match="only a failed check"):
        CheckResult(False, "factor")  # type: ignore[arg-type]
    assert CheckResult(False, Kind.FACTOR) == False  # noqa: E712 - a result equals its bool
    assert CheckResult(True) == True  # noqa: E712


def test_two_results_together_keep_the_first_failure() -> None:
    first, second = CheckResult(False, Kind.OTHER_SEAT, title="winner"), CheckResult(
        False, Kind.OTHER_QUANTITY, title="tricks")
    assert (first & second).kind is Kind.OTHER_SEAT and (first & second).title == "winner"
    both = CheckResult(True, title="winner") & second
    assert not both and both.kind is Kind.OTHER_QUANTITY and both.title == "tricks"
    assert CheckResult(True) & CheckResult(True)


def test_a_verdict_is_plain_json_data(capsys: pytest.CaptureFixture[str]) -> None:
    result = checks.check_beats_pairs(64, rules="deck32")  # 8 × 8: every ordered pair
    record = result.record()
    assert json.loads(json.dumps(record)) == record
    assert record["task"] == "check_beats_pairs" and record["right"] is False
    assert record["kind"] == "double_count" and record["title"] in capsys.readouterr().out


# --- the kinds of mistake -----------------------------------------------------------------------


@pytest.mark.parametrize(("got", "expected", "kind"), [
    (72, 36, Kind.FACTOR),
    (6.3, 0.063, Kind.PERCENT_FOR_SHARE),
    (102, Fraction(51, 100), Kind.COUNT_FOR_SHARE),
    (-1.5, 0.4, Kind.OUT_OF_RANGE),
    (-0.35, 0.35, Kind.SIGN),
    (0.33, Fraction(1, 3), Kind.ROUNDED),
    (37, 36, Kind.MISCOUNT),
    (0.5, 0.51, Kind.DETAIL),
    ("36", 36, Kind.NOT_A_NUMBER),
    (float("nan"), 0.5, Kind.NOT_FINITE),
    (0, 0.5, Kind.ZERO),
    ((1, 2), (1, 3), Kind.ITEMS),
    (False, True, Kind.TRUE_FALSE),
])
def test_the_diagnosis_of_a_wrong_number_has_its_kind(got: Any, expected: Any, kind: Kind) -> None:
    assert diagnose(got, expected).kind is kind


def test_the_other_players_value_is_its_own_kind() -> None:
    assert diagnose(0.4, 0.6, other=0.4).kind is Kind.OTHER_SEAT


def test_the_ids_of_the_kinds_are_stable_words() -> None:
    ids = [kind.value for kind in Kind]
    assert len(set(ids)) == len(ids) and all(i.isidentifier() and i.islower() for i in ids)
    for required in ("factor", "percent_for_share", "other_seat", "ranks_for_cards",
                     "outside_3se", "missing", "unreadable"):
        assert Kind(required).value == required


# --- Mistake ------------------------------------------------------------------------------------


def test_the_three_constructors_tell_a_mistake() -> None:
    same = checks.core.values_equal
    equals = Mistake.equals(Fraction(1, 2), "half", kind=Kind.OTHER)
    assert equals.matches(0.5, same) and not equals.matches(0.6, same)
    near = Mistake.near(0.25, 0.01, "a quarter", kind=Kind.OTHER)
    assert near.matches(0.255, same) and not near.matches(True, same)
    assert not near.matches("0.25", same)
    when = Mistake.when(lambda got: got[1] == 0, "ties", kind=Kind.TIES_FORGOTTEN)
    assert when.matches((1, 0, 2), same) and not when.matches(5, same)  # an error is no match
    assert not Mistake.equals(None, "none", kind=Kind.OTHER).matches(None, same)


def test_a_mistake_needs_a_known_kind() -> None:
    with pytest.raises(ValueError):
        Mistake.equals(1, "x", kind="not a kind")  # type: ignore[arg-type]


# --- the task decorator -------------------------------------------------------------------------


@task(N_("twice {n}"), missing=N_("no answer yet: replace the ... with your answer."))
def check_twice(title: str, answer: Any, n: int) -> CheckResult:
    if isinstance(answer, str):
        raise AnswerError("write a number")
    if answer == 99:
        raise KeyError("a bug")
    return judge(title, answer, 2 * n)


def test_the_task_passes_its_title_and_hides_it_from_callers() -> None:
    assert list(inspect.signature(check_twice).parameters) == ["answer", "n"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        results = [check_twice(6, 3), check_twice(..., 3), check_twice("x", 3),
                   check_twice(99, 3), check_twice(7, n=3), check_twice()]  # type: ignore[call-arg]
    assert [r.kind for r in results] == [None, Kind.MISSING, Kind.UNREADABLE, Kind.OTHER,
                                         Kind.MISCOUNT, Kind.OTHER]
    assert all(r.task == "check_twice" for r in results)
    assert out.getvalue().splitlines()[:3] == [
        "✓ twice 3: 6 is right.",
        "✗ twice 3: no answer yet: replace the ... with your answer.",
        "✗ twice 3: write a number"]
    assert "could not run on these values (it raised KeyError" in out.getvalue()


def test_a_title_fills_in_only_the_arguments_it_names() -> None:
    """An answer whose attributes raise is never read to make the title."""

    class Hostile:
        def __getattr__(self, name: str) -> Any:
            raise RuntimeError(name)

    result = _quiet(lambda: check_twice(Hostile(), 3))
    assert not result and result.kind is not Kind.OTHER


def test_a_template_that_names_a_missing_argument_is_refused() -> None:
    with pytest.raises(SettingError, match="no argument for"):
        task(N_("{nothing}"))(lambda title, answer: succeed(title, "x"))
    with pytest.raises(SettingError, match="no argument 'answer'"):
        task(N_("x"), missing=N_("no answer"))(lambda title, fn: fail(title, "x"))


@pytest.mark.parametrize("name", sorted(TASKS))
def test_every_check_returns_its_verdict(name: str) -> None:
    """Called with its exercise's wrong answer, each check returns a failed verdict with the
    kind of mistake; every check but the building blocks names its task."""
    result = _quiet(lambda: getattr(checks, name)(**TASKS[name]))
    assert isinstance(result, CheckResult) and not result
    assert isinstance(result.kind, Kind), (name, result.kind)
    assert result.title
    if name not in HELPERS:
        assert result.task == name


def test_every_lessons_check_is_a_task() -> None:
    for name in checks.__all__:
        check = getattr(checks, name)
        if name.startswith("check_") and name not in HELPERS:
            assert check.__module__.startswith("pyanitsa_edu.checks."), name
            assert "title" not in inspect.signature(check).parameters, name
            first = next(iter(inspect.signature(check.__wrapped__).parameters))
            # the body of a task gets the title first, named so that it hides no translation _
            assert first == "title", name
