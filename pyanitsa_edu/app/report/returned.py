"""A folder of returned notebooks, read for a report.

The convention: one folder per student, named by the student's id, directly in the folder
given, holding that student's executed exercise notebooks under their course names::

    DIR/anna/05-monte-carlo.ipynb
    DIR/anna/13-which-cards-matter.ipynb
    DIR/boris/05-monte-carlo.ipynb

A notebook belongs to the exercise whose two-digit number starts its name (``05-…``), so a
renamed copy (``05-monte-carlo-Copy1.ipynb``) still counts, and each student has at most one
notebook per exercise. Other files, notebooks whose names start with no number, hidden folders
and ``DIR/reports`` (where the report goes) are not read.

A task is one self-check call: the k-th call of a check in the notebook (``check_rank_effect#2``
is its second call), so two calls of one check are two tasks. A student has full marks in it
when that call's verdict is right; a call the notebook holds no verdict of did not run.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from ...checks.verdict import Verdict
from ...errors import ReportError
from ...i18n import N_
from .notebooks import Returned, exercise_number, read_notebook
from .work import ClassWork, Exercise, Mark, Place, Task, findings

__all__ = ["REPORTS", "notebooks_of", "read_returned", "student_folders"]

REPORTS = "reports"
"""The folder inside ``DIR`` the report is written to (never read as a student's)."""


def student_folders(folder: Path) -> list[Path]:
    """Return the students' folders of a folder of returned notebooks, in alphabetical order
    (folders directly inside it, but hidden ones and :data:`REPORTS`)."""
    return sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")
                  and p.name != REPORTS)


def notebooks_of(student: Path) -> list[Path]:
    """Return a student's exercise notebooks: the ``NN-*.ipynb`` files of their folder."""
    return sorted(p for p in student.glob("*.ipynb")
                  if p.is_file() and exercise_number(p.name) is not None)


def read_returned(folder: Path) -> ClassWork:
    """Return the class's work in a folder of returned notebooks; raise ReportError for a
    notebook that is not JSON or belongs to another exercise, two notebooks of one exercise in
    a student's folder, or a folder with no verdict at all."""
    students = [p for p in student_folders(folder) if notebooks_of(p)]
    read: dict[int, dict[str, tuple[str, Returned]]] = {}
    for index, student in enumerate(students, 1):
        for path in notebooks_of(student):
            number = exercise_number(path.name)
            assert number is not None
            where = Place(folder.name or str(folder), index, len(students), path.name)
            mine = read.setdefault(number, {})
            if student.name in mine:
                raise ReportError(N_("two notebooks of exercise {number:02d} in one student's "
                                     "folder: {file} (keep one)"), number=number, file=where)
            mine[student.name] = (path.stem, read_notebook(path, where, path.name))
    if not any(v for by_student in read.values() for _stem, nb in by_student.values()
               for cell in nb.cells for v in cell.verdicts):
        count = sum(len(by_student) for by_student in read.values())
        raise ReportError(N_("nothing is graded: none of the {count} returned notebooks holds a "
                             "self-check's verdict (each student runs the notebook with this "
                             "package and saves it)"), count=count)
    exercises, marks = [], []
    for number in sorted(read):
        by_student = read[number]
        name = Counter(stem for stem, _nb in by_student.values()).most_common(1)[0][0]
        calls = {student: _calls(nb) for student, (_stem, nb) in by_student.items()}
        tasks = _tasks(calls.values())
        titles = Counter(nb.title for _stem, nb in by_student.values() if nb.title)
        exercises.append(Exercise(name, titles.most_common(1)[0][0] if titles else "", tasks))
        for who in sorted(calls):
            for task in tasks:
                verdict = calls[who].get(task.key)
                full = verdict is not None and verdict.right
                marks.append(Mark(who, name, task.key, None, full,
                                  findings([verdict] if verdict else [], full)))
    return ClassWork("returned", tuple(exercises), tuple(marks))


def _calls(nb: Returned) -> dict[str, Verdict]:
    """Return a notebook's verdicts by their call: ``check_name#k``, the k-th of that check."""
    seen: Counter[str] = Counter()
    calls = {}
    for cell in nb.cells:
        for verdict in cell.verdicts:
            seen[verdict.task] += 1
            calls[f"{verdict.task}#{seen[verdict.task]}"] = verdict
    return calls


def _tasks(calls: Iterable[dict[str, Verdict]]) -> tuple[Task, ...]:
    """Return the self-check calls of an exercise as tasks, in the order the notebooks make
    them, each labelled with its most common title."""
    place: dict[str, int] = {}
    titles: dict[str, Counter[str]] = {}
    for by_call in calls:
        for i, (key, verdict) in enumerate(by_call.items()):
            place[key] = min(place.get(key, i), i)
            titles.setdefault(key, Counter())[verdict.title] += 1
    order = sorted(place, key=lambda key: (place[key], key))
    return tuple(Task(key, titles[key].most_common(1)[0][0], None) for key in order)
