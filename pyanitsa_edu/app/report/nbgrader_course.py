"""An autograded nbgrader course folder, read for a report.

The scores come from ``DIR/gradebook.db`` (:mod:`.gradebook`), the kinds of mistakes from the
self-checks' verdicts in ``DIR/autograded/<student>/<assignment>/<notebook>.ipynb``. A verdict
belongs to the graded cell it is printed in or, printed in a cell that is not graded (an answer
cell), to the next graded cell below it (the last one when none follows): the test cell that
grades that answer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from ...checks.verdict import Verdict
from ...errors import ReportError
from ...i18n import N_
from .gradebook import Grade, Gradebook, read_gradebook
from .notebooks import Cell, Returned, read_notebook
from .work import ClassWork, Exercise, Mark, Place, Task, findings

__all__ = ["AUTOGRADED", "GRADEBOOK", "read_nbgrader_course", "verdicts_by_cell"]

GRADEBOOK = "gradebook.db"
"""nbgrader's gradebook, in the course folder."""
AUTOGRADED = "autograded"
"""nbgrader's folder of autograded notebooks, in the course folder."""

Key = tuple[str, str, str]
"""(student, assignment, notebook)."""


def verdicts_by_cell(cells: Iterable[Cell]) -> dict[str, list[Verdict]]:
    """Return the verdicts of a notebook by the graded cell they belong to (see the module)."""
    found: dict[str, list[Verdict]] = {}
    pending: list[Verdict] = []
    last = None
    for cell in cells:
        pending.extend(cell.verdicts)
        if cell.grade_id is not None:
            found.setdefault(cell.grade_id, []).extend(pending)
            pending, last = [], cell.grade_id
    if pending and last is not None:
        found[last].extend(pending)
    return found


def read_nbgrader_course(folder: Path) -> ClassWork:
    """Return the class's work in the autograded nbgrader course ``folder``; raise ReportError
    for a missing or foreign gradebook, an unknown student, a notebook that is not JSON or
    belongs to another assignment, or a course with nothing graded."""
    book = read_gradebook(folder / GRADEBOOK)
    if not book.grades:
        raise ReportError(N_("nothing is graded yet: the gradebook {file} holds no grades (run "
                             "nbgrader autograde first)"), file=str(folder / GRADEBOOK))
    notebooks = _autograded(folder, book)
    grouped: dict[Key, list[Grade]] = {}
    for grade in book.grades:
        grouped.setdefault((grade.student, grade.assignment, grade.notebook), []).append(grade)
    lacking = sorted(key for key in grouped if key not in notebooks)
    if lacking:
        students = sorted({key[0] for key in grouped} | {key[0] for key in notebooks})
        student, assignment, notebook = lacking[0]
        raise ReportError(N_("the gradebook grades notebooks that {folder}/ lacks, the first "
                             "{file}: run nbgrader autograde again"), folder=AUTOGRADED,
                          file=Place(AUTOGRADED, students.index(student) + 1, len(students),
                                     f"{assignment}/{notebook}.ipynb"))
    several = Counter(assignment for assignment, _notebook in book.cells)
    exercises, marks = [], []
    for assignment, notebook in sorted({key[1:] for key in grouped}):
        name = assignment if several[assignment] == 1 else f"{assignment}/{notebook}"
        keys = sorted(key for key in grouped if key[1:] == (assignment, notebook))
        read = {key[0]: notebooks[key] for key in keys}
        attached = {student: verdicts_by_cell(nb.cells) for student, nb in read.items()}
        tasks = _tasks(book, (assignment, notebook), [grouped[key] for key in keys],
                       read.values(), attached.values())
        exercises.append(Exercise(name, _title(read.values()), tasks))
        for key in keys:
            for grade in grouped[key]:
                full = None if grade.score is None else grade.score >= grade.points - 1e-9
                verdicts = attached[key[0]].get(grade.cell, [])
                marks.append(Mark(grade.student, name, grade.cell, grade.score, full,
                                  findings(verdicts, full)))
    return ClassWork("nbgrader", tuple(exercises), tuple(marks))


def _autograded(folder: Path, book: Gradebook) -> dict[Key, Returned]:
    """Return every notebook in ``autograded/``, read; raise ReportError for a folder of an
    unknown student or a notebook that is not one of its assignment's."""
    root = folder / AUTOGRADED
    students = sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith(
        ".")) if root.is_dir() else []
    unknown = [i for i, student in enumerate(students, 1) if student not in book.students]
    if unknown:
        raise ReportError(N_("{folder}/ holds folders of students the gradebook does not know: "
                             "number {places} of {total} in alphabetical order (add them with "
                             "nbgrader db student add, or move the folders away)"),
                          folder=AUTOGRADED, places=", ".join(map(str, unknown)),
                          total=len(students))
    found: dict[Key, Returned] = {}
    for index, student in enumerate(students, 1):
        for assignment_dir in sorted(p for p in (root / student).iterdir() if p.is_dir()):
            assignment = assignment_dir.name
            for path in sorted(assignment_dir.glob("*.ipynb")):
                where = Place(AUTOGRADED, index, len(students), f"{assignment}/{path.name}")
                cells = book.cells.get((assignment, path.stem))
                if cells is None:
                    raise ReportError(N_("{file} comes from another assignment: the gradebook "
                                         "has no notebook {notebook} in {assignment}"),
                                      file=where, notebook=path.stem, assignment=assignment)
                returned = read_notebook(path, where, assignment)
                graded = {cell.grade_id for cell in returned.cells} - {None}
                if graded - cells or (cells and not graded & cells):
                    raise ReportError(N_("{file} comes from another assignment: its graded cells "
                                         "are not those of {assignment}"), file=where,
                                      assignment=assignment)
                found[(student, assignment, path.stem)] = returned
    return found


def _tasks(book: Gradebook, notebook: tuple[str, str], grades: list[list[Grade]],
           read: Iterable[Returned], attached: Iterable[dict[str, list[Verdict]]]
           ) -> tuple[Task, ...]:
    """Return the graded cells of a notebook as tasks, in notebook order, each labelled with
    the titles of its self-checks."""
    points = {grade.cell: grade.points for group in grades for grade in group}
    names = set(book.cells.get(notebook, frozenset())) | set(points)
    place: dict[str, int] = {}
    for returned in read:
        ids = [cell.grade_id for cell in returned.cells if cell.grade_id is not None]
        for i, grade_id in enumerate(ids):
            place[grade_id] = min(place.get(grade_id, i), i)
    titles: dict[str, Counter[tuple[str, ...]]] = {name: Counter() for name in names}
    for by_cell in attached:
        for grade_id, verdicts in by_cell.items():
            if grade_id in titles and verdicts:
                titles[grade_id][tuple(dict.fromkeys(v.title for v in verdicts))] += 1
    order = sorted(names, key=lambda name: (place.get(name, len(place)), name))
    return tuple(Task(name, "; ".join(titles[name].most_common(1)[0][0]) if titles[name] else "",
                      points.get(name)) for name in order)


def _title(read: Iterable[Returned]) -> str:
    """Return the notebooks' most common first heading."""
    found = Counter(returned.title for returned in read if returned.title)
    return found.most_common(1)[0][0] if found else ""
