"""nbgrader's gradebook, read as it is stored: an SQLite file, opened read-only.

nbgrader (0.9) keeps its grades in ``gradebook.db`` (``nbgrader.api``'s tables): the assignments
and their notebooks, the graded cells of each notebook with their points (``grade_cells`` and
``task_cells`` beside ``base_cell``), the students, and one grade per submitted notebook and
graded cell, whose score is the manual score when a grader gave one, else the autograder's, plus
any extra credit. :func:`read_gradebook` reads those rows without nbgrader (whose own API would
create the tables in a file that lacks them) and without writing a byte: a file that is not
SQLite, or lacks one of these tables or columns, is refused with a
:class:`~pyanitsa_edu.errors.ReportError`.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from ...errors import ReportError, shown_path
from ...i18n import N_

__all__ = ["SCHEMA", "Grade", "Gradebook", "read_gradebook"]

SCHEMA: dict[str, tuple[str, ...]] = {
    "assignment": ("id", "name"),
    "notebook": ("id", "name", "assignment_id"),
    "base_cell": ("id", "name", "notebook_id"),
    "grade_cells": ("id", "max_score"),
    "task_cells": ("id", "max_score"),
    "student": ("id",),
    "submitted_assignment": ("id", "assignment_id", "student_id"),
    "submitted_notebook": ("id", "assignment_id", "notebook_id"),
    "grade": ("notebook_id", "cell_id", "auto_score", "manual_score", "extra_credit",
              "needs_manual_grade"),
}
"""The tables of nbgrader's gradebook the report reads, with the columns it reads."""

_GRADES = """
SELECT a.name, n.name, sa.student_id, c.name, COALESCE(gc.max_score, tc.max_score),
       g.auto_score, g.manual_score, g.extra_credit, g.needs_manual_grade
FROM grade AS g
JOIN submitted_notebook AS sn ON g.notebook_id = sn.id
JOIN submitted_assignment AS sa ON sn.assignment_id = sa.id
JOIN assignment AS a ON sa.assignment_id = a.id
JOIN notebook AS n ON sn.notebook_id = n.id
JOIN base_cell AS c ON g.cell_id = c.id
LEFT JOIN grade_cells AS gc ON gc.id = c.id
LEFT JOIN task_cells AS tc ON tc.id = c.id
"""
_CELLS = """
SELECT a.name, n.name, c.name
FROM base_cell AS c
JOIN notebook AS n ON c.notebook_id = n.id
JOIN assignment AS a ON n.assignment_id = a.id
WHERE c.id IN (SELECT id FROM grade_cells UNION SELECT id FROM task_cells)
"""


@dataclass(frozen=True, slots=True)
class Grade:
    """One student's grade for one graded cell."""

    assignment: str
    """The assignment's name (``05-monte-carlo``)."""
    notebook: str
    """The notebook's name, without ``.ipynb``."""
    student: str
    """The student's id."""
    cell: str
    """The graded cell's id (nbgrader's ``grade_id``)."""
    points: float
    """The most points the cell gives."""
    score: float | None
    """The points given (manual before automatic, with extra credit), or None while the cell
    waits for a grader."""


@dataclass(frozen=True, slots=True)
class Gradebook:
    """What the report needs of a gradebook."""

    students: frozenset[str]
    """Every student the gradebook knows."""
    cells: dict[tuple[str, str], frozenset[str]]
    """The graded cells of each (assignment, notebook)."""
    grades: tuple[Grade, ...]
    """Every grade of every submitted notebook."""


def read_gradebook(path: Path) -> Gradebook:
    """Return the gradebook at ``path``; raise ReportError for a file that is missing, not
    SQLite, or not nbgrader's."""
    named = shown_path(path)
    if not path.is_file():
        raise ReportError(N_("the gradebook {file} is missing: run nbgrader autograde in the "
                             "course folder first"), file=named)
    with path.open("rb") as handle:
        if handle.read(16) != b"SQLite format 3\x00":
            raise ReportError(N_("{file} is not a gradebook: it is not an SQLite database"),
                              file=named)
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as error:
        raise ReportError(N_("cannot open the gradebook {file}: {reason}"), file=named,
                          reason=str(error)) from None
    try:
        _check_schema(connection, named)
        students = frozenset(str(row[0]) for row in connection.execute("SELECT id FROM student"))
        cells: dict[tuple[str, str], set[str]] = {}
        for assignment, notebook, cell in connection.execute(_CELLS):
            cells.setdefault((str(assignment), str(notebook)), set()).add(str(cell))
        grades = tuple(_grade(row) for row in connection.execute(_GRADES))
    except sqlite3.Error as error:  # a damaged file, or locked by a writer
        raise ReportError(N_("cannot read the gradebook {file}: {reason}"), file=named,
                          reason=str(error)) from None
    finally:
        connection.close()
    return Gradebook(students, {key: frozenset(value) for key, value in cells.items()}, grades)


def _check_schema(connection: sqlite3.Connection, named: str) -> None:
    """Raise ReportError unless every table and column of :data:`SCHEMA` is there."""
    for table, columns in SCHEMA.items():
        found = {str(row[1]) for row in connection.execute(f"PRAGMA table_info({table})")}
        missing = [column for column in columns if column not in found]
        if missing:
            raise ReportError(N_("{file} is not nbgrader's gradebook: it has no {what}"),
                              file=named, what=f"{table}.{missing[0]}" if found else table)


def _grade(row: tuple[object, ...]) -> Grade:
    """Return a Grade from a row of :data:`_GRADES`."""
    assignment, notebook, student, cell, points, auto, manual, extra, needs_manual = row
    given = manual if manual is not None else auto
    waiting = given is None and bool(needs_manual)
    score = None if waiting else float(given or 0.0) + float(extra or 0.0)  # type: ignore[arg-type]
    return Grade(str(assignment), str(notebook), str(student), str(cell),
                 float(points or 0.0), score)  # type: ignore[arg-type]
