"""A hidden test's verdict: the failure it raises, its messages, and the tasks' extra tests.

A hidden test that fails raises :class:`GradeFailure` (an ``AssertionError``, which nbgrader
counts as a failed test) with one short sentence from the catalogue, in the reader's language,
that names no value. The extra tests of the tasks (:mod:`.functions`, :mod:`.estimates`) register
themselves here with :func:`extra`; :func:`need` reads a student's answer by name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..errors import GradeFailure
from ..i18n import N_

__all__ = [
    "EXTRAS",
    "Extra",
    "GradeFailure",
    "Namespace",
    "extra",
    "need",
]

Namespace = Mapping[str, Any]
"""The student's notebook's global names (``globals()`` in the test cell)."""

WRONG = N_("the answer is not right.")
MISSING = N_("no answer named {name}: keep the names the task gives.")
IMPORTED = N_("your code uses {name}, which gives this task's answer without the work: compute "
              "it yourself.")
HISTORY = N_("the record of the cells this notebook ran is missing or was changed: run the "
             "notebook again from the top.")
BROKEN = N_("the checks of this task could not run on your answer ({kind}).")
FUNCTION = N_("your function is wrong on inputs the grader chose.")
NOT_YOURS = N_("the answer is not what your own simulation gives.")
NOT_THE_TASKS = N_("{name} is not the simulation the task asks for (its rules or its number of "
                   "games).")
PER_DRAW = N_("the task asks for one value per simulated draw, at least {least} of them.")
NOT_RANDOM = N_("these values do not look like independent random draws.")


def need(namespace: Namespace, name: str) -> Any:
    """Return the student's value named ``name``; raise :class:`GradeFailure` when there is
    none, or it is still ``...``."""
    value = namespace.get(name, Ellipsis)
    if value is Ellipsis:
        raise GradeFailure(MISSING, name=name)
    return value


Extra = Callable[[Namespace], None]
EXTRAS: dict[tuple[str, str], Extra] = {}
"""What a task's way of grading adds to its self-checks, by (exercise, task)."""


def extra(exercise: str, task: str) -> Callable[[Extra], Extra]:
    """Return a decorator that registers a task's additional hidden test."""

    def register(test: Extra) -> Extra:
        EXTRAS[exercise, task] = test
        return test

    return register
