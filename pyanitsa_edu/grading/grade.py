"""The hidden tests' one call: :func:`grade` judges a task, prints nothing, returns nothing.

An nbgrader test cell of an assignment ends with a hidden region that calls
``grade("05", "long_game_share", globals())``. It runs the task's own self-checks (the genuine
ones, imported here: a student's notebook cannot replace them) on the student's answers,
silently, and then what the task's :class:`~.points.Way` adds: a function tried on inputs
drawn afresh (:mod:`.functions`), an estimate played again from the student's own seed or
judged per draw (:mod:`.estimates`). Before that it reads the cells the kernel ran and refuses
an answer imported from the package (:mod:`.imports`). A wrong answer raises
:class:`GradeFailure`, an ``AssertionError`` with a short message in the reader's language that
names no value; a right one returns None. The self-checks' own lines and hints are never
shown: what they print goes nowhere.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from .. import checks
from ..checks.core import CheckResult
from ..errors import CourseError, SettingError
from ..i18n import N_
from ..i18n.language import get_language
from . import estimates, functions  # noqa: F401  (they register the tasks' extra tests)
from .imports import (
    ANSWER_FUNCTIONS,
    forbidden_bindings,
    forbidden_names,
    loaded_names,
    used_names,
)
from .points import TASKS, Way
from .tasks import Task, exercise_tasks, solution_notebooks
from .verdict import (
    BROKEN,
    EXTRAS,
    HISTORY,
    IMPORTED,
    MISSING,
    WRONG,
    GradeFailure,
    Namespace,
)

TRACKS = {"en": ("solutions",), "ru": ("ru", "solutions")}
"""Where each track's solution notebooks are, under ``exercises/``."""

__all__ = ["check_history", "grade", "run_checks", "solutions_folder", "task_of"]

def solutions_folder(lang: str = "en") -> Path:
    """Return the folder of a track's solution notebooks (``lang`` "en" or "ru"): the wheel's
    copy, or the checkout's."""
    if lang not in TRACKS:
        raise SettingError(N_("unknown language {given}: the course has en and ru"),
                           given=str(lang)[:20])
    shipped = files("pyanitsa_edu").joinpath("_course/exercises/" + "/".join(TRACKS[lang]))
    if shipped.is_dir():
        return Path(str(shipped))
    checkout = Path(__file__).resolve().parents[2].joinpath("exercises", *TRACKS[lang])
    if checkout.is_dir():
        return checkout
    raise CourseError(N_("the solution notebooks are not installed with this copy of pyanitsa_edu: "
                      "install it from a wheel or from a checkout of the repository"))


@cache
def _tasks(lang: str) -> dict[str, dict[str, Task]]:
    """Return every exercise's tasks by id, read once from the track's solution notebooks."""
    return {number: {task.id: task for task in exercise_tasks(path)}
            for number, path in solution_notebooks(solutions_folder(lang)).items()}


def task_of(exercise: str, task: str) -> Task:
    """Return the task ``task`` of exercise ``exercise`` (``"05"``, ``"long_game_share"``) of
    the track in the current language (its check lines: a Russian notebook writes its cards in
    Russian)."""
    lang = get_language()
    try:
        return _tasks(lang if lang in TRACKS else "en")[exercise][task]
    except KeyError:
        raise CourseError(N_("no task {task} in exercise {exercise}"), task=task,
                          exercise=exercise) from None


@cache
def _used_by_solution(exercise: str) -> frozenset[str]:
    """Return the names the solution notebook of ``exercise`` imports or reads as attributes."""
    path = solution_notebooks(solutions_folder())[exercise]
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    names: set[str] = set()
    for cell in cells:
        if cell["cell_type"] == "code":
            names |= used_names("".join(cell["source"]))
    return frozenset(names)


def check_history(exercise: str, namespace: Namespace) -> None:
    """Raise :class:`GradeFailure` when the task's own cells (those the kernel ran since the
    previous task's test) import one of the exercise's answer functions the solution never
    imports, or the checks' or grading's insides, or use a name such an import bound anywhere
    in the notebook; or when the kernel's record of its cells is gone (under IPython)."""
    history = namespace.get("In")
    if history is None and "get_ipython" not in namespace:
        return  # plain Python (a unit test): no record to read
    if not isinstance(history, list) or len(history) < 2 or "grade(" not in str(history[-1]):
        raise GradeFailure(HISTORY)
    answers = ANSWER_FUNCTIONS.get(exercise, frozenset()) - _used_by_solution(exercise)
    sources = [str(source) for source in history]
    bound = set().union(*(forbidden_bindings(source, answers) for source in sources))
    earlier = [i for i, source in enumerate(sources[:-1]) if "grade(" in source]
    own = sources[(earlier[-1] + 1 if earlier else 0):-1]  # this task's cells
    for source in own:
        found = forbidden_names(source, answers) or sorted(loaded_names(source) & bound)
        if found:
            raise GradeFailure(IMPORTED, name=found[0])


def run_checks(task: Task, namespace: Namespace) -> list[CheckResult]:
    """Return the verdicts of the task's genuine self-checks, run silently on the student's
    names as the task's own check lines call them; raise :class:`GradeFailure` when an answer
    the lines name is missing."""
    verdicts: list[CheckResult] = []

    def silent(check: Callable[..., CheckResult]) -> Callable[..., CheckResult]:
        def call(*args: Any, **kwargs: Any) -> CheckResult:
            verdict = check(*args, **kwargs)
            verdicts.append(verdict)
            return verdict
        return call

    scope = dict(namespace)
    scope.update({name: silent(getattr(checks, name)) for name in task.checks})
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            exec(compile(task.tail, f"<task {task.id}>", "exec"), scope)
        except NameError as error:
            raise GradeFailure(MISSING, name=error.name or "?") from None
        except GradeFailure:
            raise
        except Exception as error:
            raise GradeFailure(BROKEN, kind=type(error).__name__) from None
    return verdicts


def grade(exercise: str, task: str, namespace: Namespace) -> None:
    """Judge task ``task`` of exercise ``exercise`` on the student's names; return None when it
    is right, else raise :class:`GradeFailure` saying why in the reader's language (never a
    value). Prints nothing."""
    graded = TASKS[exercise][task]
    found = task_of(exercise, task)
    check_history(exercise, namespace)
    verdicts = run_checks(found, namespace)
    if not verdicts or not all(verdicts):
        raise GradeFailure(WRONG)
    test = EXTRAS.get((exercise, task))
    if test is None and graded.way in (Way.FUNCTION, Way.SEEDED, Way.SAMPLED):
        raise CourseError(N_("task {task} of exercise {exercise} has no hidden test of its own"),
                          task=task, exercise=exercise)
    if test is not None:
        with contextlib.redirect_stdout(io.StringIO()):
            test(namespace)
