"""The visible test of a task whose self-check could be searched: it checks the form only.

In a graded assignment, a self-check that says right or wrong (a multiple-choice key, an exact
number with its hints, an estimate from the student's own draws) would let a loop search for
the answer. Such a task's visible test calls :func:`check_form` with the self-check's name and
the same arguments: it prints ✓ when the answer has the form the task asks for (letters of
statements, a value, one value per draw), else ✗ saying what is missing, and never judges the
value. The hidden test grades it when the notebook is handed in.

>>> check_form("check_event_statements", "ade")  # doctest: +ELLIPSIS
✓ event_statements: your answer has the form the task asks for; it is graded when you hand in ...
CheckResult(True)
>>> check_form("check_event_statements", 3)
✗ event_statements: write the letters of the true statements as text, e.g. "ab".
CheckResult(False)
"""

from __future__ import annotations

import inspect
import re
from typing import Any

import numpy as np

from .. import checks
from ..checks.core import CheckResult, fail, safe_check, succeed
from ..checks.kinds import Kind
from ..i18n import _
from ..i18n.fmt import number
from .points import TASKS, Way

__all__ = ["check_form"]

LETTERS = re.compile(r"[a-hA-H]")
"""A letter that can name a statement."""


def _way(check: str) -> Way:
    """Return how the task whose first check is ``check`` is graded (exact when unknown)."""
    task = check.removeprefix("check_")
    for tasks in TASKS.values():
        if task in tasks:
            return tasks[task].way
    return Way.CHOICE if check.endswith("statements") else Way.EXACT


def _answers(check: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any]:
    """Return the arguments of a call of ``check`` that hold the student's answers."""
    signature = inspect.signature(getattr(checks, check))
    bound = signature.bind_partial(*args, **kwargs).arguments
    given = {"rules", "view", "piles", "code", "topic", "rank", "card", "k", "n", "people",
             "player", "tricks", "seeds", "runs", "games", "seed", "p", "power", "confidence",
             "hands", "low", "high", "lead", "reply", "cards", "deal", "min_n", "total"}
    return {name: value for name, value in bound.items()
            if name not in given or name == "answer"}


def _least(check: str) -> int:
    """Return the fewest draws a sampled task's self-check takes (its ``min_n``), or 2."""
    parameter = inspect.signature(getattr(checks, check)).parameters.get("min_n")
    return int(parameter.default) if parameter is not None else 2


@safe_check
def check_form(check: str, *args: Any, **kwargs: Any) -> CheckResult:
    """Print ✓ when the answers of a call of the self-check ``check`` have the form its task
    asks for, else ✗ with what is missing; never judges their values."""
    title = check.removeprefix("check_")
    answers = _answers(check, args, kwargs)
    if not answers or any(value is Ellipsis for value in answers.values()):
        return fail(title, _("no answer yet: replace the ... with your answer."), Kind.MISSING)
    way = _way(check)
    first = next(iter(answers.values()))
    if way is Way.CHOICE and not (isinstance(first, str) and LETTERS.search(first)):
        return fail(title, _('write the letters of the true statements as text, e.g. "ab".'),
                    Kind.UNREADABLE)
    if way is Way.SAMPLED:
        least = _least(check)
        try:
            values = np.asarray(first, dtype=float)
        except (TypeError, ValueError):
            values = np.zeros(0)
        if values.ndim != 1 or values.size < least:
            return fail(title, _("pass one value per simulated draw, at least {least} of them.",
                                  least=number(least)), Kind.UNREADABLE)
    return succeed(title, _("your answer has the form the task asks for; it is graded when "
                             "you hand in the notebook."))
