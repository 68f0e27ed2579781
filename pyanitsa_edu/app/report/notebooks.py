"""A returned notebook, read for a report: its self-checks' verdicts, cell by cell.

A notebook file is read as JSON (at most :data:`MAX_BYTES`), never executed. Each code cell
gives the verdicts its outputs hold (:func:`~pyanitsa_edu.checks.verdict.read_verdict`) and,
in a notebook of nbgrader's, the id of the graded cell it is (``metadata.nbgrader.grade_id``
of a cell with ``grade`` or ``task`` set). A check belongs to one lesson's exercise
(``pyanitsa_edu.checks.lessonNN``) or to none (the building blocks, multiple choice); a
notebook whose checks belong to another exercise than the one it is filed under is refused.

Messages never name a student: a file is named by where it is with the student's folder
written as "a student's folder", and the count that tells which one.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ... import checks
from ...checks.verdict import Verdict, read_verdict
from ...errors import PyanitsaError, ReportError
from ...i18n import N_
from .work import Place

__all__ = ["MAX_BYTES", "Cell", "Returned", "exercise_number", "lesson_of", "read_notebook"]

MAX_BYTES = 50 << 20
"""The largest notebook file read (50 MB): an exercise with its plots is far smaller."""
_NUMBER = re.compile(r"^(\d{2})(?!\d)")
_LESSON = re.compile(r"^pyanitsa_edu\.checks\.lesson(\d{2})$")


@dataclass(frozen=True, slots=True)
class Cell:
    """A code cell of a returned notebook, as the report sees it."""

    grade_id: str | None
    """The id of the graded cell of nbgrader's it is, or None."""
    verdicts: tuple[Verdict, ...]
    """The verdicts its outputs hold, in order."""


@dataclass(frozen=True, slots=True)
class Returned:
    """A returned notebook: its title and its code cells."""

    title: str
    """Its first heading (``Exercises 05 · Monte Carlo``), or "" if it has none."""
    cells: tuple[Cell, ...]
    """Its code cells, in order."""


def exercise_number(name: str) -> int | None:
    """Return the lesson number an exercise's name starts with (``05-monte-carlo``: 5)."""
    found = _NUMBER.match(name)
    return int(found.group(1)) if found else None


def lesson_of(task: str) -> int | None:
    """Return the lesson whose exercise a check belongs to, or None for a check shared by
    several (or not one of the package's)."""
    module = getattr(getattr(checks, task, None), "__module__", "")
    found = _LESSON.match(module) if isinstance(module, str) else None
    return int(found.group(1)) if found else None


def read_notebook(path: Path, where: Place | str, exercise: str) -> Returned:
    """Return the notebook at ``path`` (named ``where`` in messages) filed under the exercise
    ``exercise``; raise ReportError if it is not a JSON notebook, holds a damaged verdict, or
    its checks belong to another exercise."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as error:
        raise ReportError(N_("cannot read {file}: {reason}"), file=where,
                          reason=error.strerror or type(error).__name__) from None
    if len(data) > MAX_BYTES:
        raise ReportError(N_("{file} is over {mb} MB: not an exercise notebook"), file=where,
                          mb=MAX_BYTES >> 20)
    try:
        nb = json.loads(data)
    except (ValueError, RecursionError):  # not UTF-8, not JSON, or nested without end
        raise ReportError(N_("{file} is not a notebook: it is not JSON"), file=where) from None
    cells = nb.get("cells") if isinstance(nb, dict) else None
    if not isinstance(cells, list) or not all(isinstance(cell, dict) for cell in cells):
        raise ReportError(N_("{file} is not a notebook: it has no list of cells"), file=where)
    try:
        returned = Returned(_title(cells), tuple(_cell(cell) for cell in cells
                                                 if cell.get("cell_type") == "code"))
    except PyanitsaError as error:
        raise ReportError(N_("{file} holds a damaged self-check verdict: {reason}"), file=where,
                          reason=error) from None
    number = exercise_number(exercise)
    found = (lesson_of(v.task) for cell in returned.cells for v in cell.verdicts)
    others = {lesson for lesson in found if lesson is not None and lesson != number}
    if number is not None and others:
        other = min(others)
        raise ReportError(N_("{file} comes from another exercise: its self-checks are those of "
                             "exercise {other:02d}, not {exercise}"), file=where, other=other,
                          exercise=exercise)
    return returned


def _title(cells: list[dict[str, Any]]) -> str:
    """Return the first heading of the notebook's first markdown cell, or ""."""
    for cell in cells:
        if cell.get("cell_type") == "markdown":
            for line in _source(cell.get("source")).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()[:200]
            return ""
    return ""


def _cell(cell: dict[str, Any]) -> Cell:
    """Return a code cell as the report sees it."""
    meta = cell.get("metadata")
    grading = meta.get("nbgrader") if isinstance(meta, dict) else None
    grade_id = None
    if isinstance(grading, dict) and (grading.get("grade") or grading.get("task")):
        found = grading.get("grade_id")
        grade_id = found if isinstance(found, str) and found else None
    outputs = cell.get("outputs")
    verdicts = [read_verdict(out) for out in outputs if isinstance(out, dict)] if isinstance(
        outputs, list) else []
    return Cell(grade_id, tuple(v for v in verdicts if v is not None))


def _source(source: object) -> str:
    """Return a cell's source as one text (nbformat stores it as a text or a list of lines)."""
    if isinstance(source, str):
        return source
    if isinstance(source, list):
        return "".join(part for part in source if isinstance(part, str))
    return ""
