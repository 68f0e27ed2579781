"""The class report of a course graded by the real nbgrader: ``generate_assignment``, students'
submissions with known mistakes, ``autograde``; then the report's figures, its languages, and
the bad course folders it refuses, never naming a student."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from pathlib import Path

import pytest

from pyanitsa_edu.app.report import make_report
from pyanitsa_edu.app.report.summary import read_class, summarize
from pyanitsa_edu.checks.kinds import Kind
from pyanitsa_edu.errors import ReportError

from .report_course import (
    ASSIGNMENT,
    NBGRADER_EXPECTED,
    NBGRADER_STUDENTS,
    TASKS,
    TITLE,
    nbgrader_course,
    unchanged,
)
from .test_report import _Page, read_csv

pytestmark = pytest.mark.slow
STUDENTS = sorted(NBGRADER_STUDENTS)
NOTEBOOK = f"{ASSIGNMENT}/{ASSIGNMENT}.ipynb"


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The course, autograded once by nbgrader (copy it before changing it)."""
    return nbgrader_course(tmp_path_factory.mktemp("nbgrader"), NBGRADER_STUDENTS)


@pytest.fixture
def course(graded: Path, tmp_path: Path) -> Path:
    """A copy of the autograded course of its own."""
    return Path(shutil.copytree(graded, tmp_path / "course"))


def test_the_figures_are_the_gradebooks_and_the_checks(course: Path) -> None:
    (summary,) = summarize(read_class(course))
    assert summary.exercise.name == ASSIGNMENT and summary.exercise.title == TITLE
    assert summary.students == len(STUDENTS)
    assert [t.task.key for t in summary.tasks] == list(TASKS)
    assert [t.task.points for t in summary.tasks] == [float(t[3]) for t in TASKS.values()]
    assert summary.tasks[0].task.label == "P(at least one king or ace in the first flip)"
    for task in summary.tasks:
        full, kinds = NBGRADER_EXPECTED[task.task.key]
        assert task.students == len(STUDENTS) and task.full == len(full)
        assert task.share == pytest.approx(len(full) / len(STUDENTS))
        assert {str(k): n for k, n in task.findings} == {k: len(v) for k, v in kinds.items()}
        talk = {student: {str(f) for f in found} for student, found in task.talk_to}
        assert talk == {s: {k for k, who in kinds.items() if s in who}
                        for s in STUDENTS if s not in full}
    rows = read_csv(make_report(course).csv)
    assert len(rows) == len(STUDENTS) * len(TASKS)
    for grade_id, (full, _kinds) in NBGRADER_EXPECTED.items():
        points = str(TASKS[grade_id][3])
        for student in STUDENTS:
            row = rows[(ASSIGNMENT, grade_id, student)]
            assert row[4:7] == ([points, points, "yes"] if student in full else
                                ["0", points, "no"])


def test_the_report_of_the_course_in_russian(course: Path) -> None:
    page = _Page(make_report(course, lang="ru").html.read_text(encoding="utf-8"))
    assert page.lang == "ru" and page.external == [] and len(page.images) == len(TASKS)
    assert "Полный балл: 1 из 6 (17\u00a0%)." in page.text and "баллы: 2" in page.text
    for found in ("самопроверка пройдена, баллы потеряны на скрытых проверках",
                  "самопроверка не запускалась", Kind.DOUBLE_COUNT.text("ru")):
        assert found in page.text
    assert "anna" not in page.text and "egor" in page.text


def test_a_grade_waiting_for_a_grader_is_not_counted_yet(course: Path) -> None:
    with sqlite3.connect(course / "gradebook.db") as db:
        changed = db.execute(
            "UPDATE grade SET auto_score = NULL, manual_score = NULL, needs_manual_grade = 1 "
            "WHERE cell_id = (SELECT id FROM base_cell WHERE name = 'task-2') AND notebook_id = "
            "(SELECT sn.id FROM submitted_notebook sn JOIN submitted_assignment sa ON "
            "sn.assignment_id = sa.id WHERE sa.student_id = 'boris')").rowcount
    assert changed == 1
    (summary,) = summarize(read_class(course))
    task = summary.tasks[1]
    assert (task.students, task.waiting, task.full) == (6, 1, 3)
    assert task.share == pytest.approx(3 / 5)
    assert "boris" not in dict(task.talk_to)
    assert "Waiting for a grader: 1 student." in _Page(
        make_report(course).html.read_text(encoding="utf-8")).text


def _refused(course: Path, match: str) -> ReportError:
    """Assert that the report of ``course`` is refused with ``match``, that nothing is written
    and that neither language's message names a student; return the error."""
    with unchanged(course), pytest.raises(ReportError, match=match) as raised:
        make_report(course)
    for text in (str(raised.value), raised.value.text("ru")):
        assert not any(re.search(rf"\b{s}\b", text) for s in [*STUDENTS, "zoya"]), text
    assert re.search("[а-я]{4}", raised.value.text("ru"))
    return raised.value


def test_a_missing_gradebook_is_refused(course: Path) -> None:
    (course / "gradebook.db").unlink()
    _refused(course, r"an nbgrader course folder \(nbgrader_config.py\) without its gradebook")


def test_an_unknown_students_folder_is_refused(course: Path) -> None:
    shutil.copytree(course / "autograded" / "vera", course / "autograded" / "zoya")
    error = _refused(course, "folders of students the gradebook does not know: number 7 of 7")
    assert "№ 7 из 7 по алфавиту" in error.text("ru")


def test_an_autograded_notebook_that_is_not_json_is_refused(course: Path) -> None:
    (course / "autograded" / "gleb" / NOTEBOOK).write_bytes(b"\x89PNG\r\n")
    error = _refused(course, "is not a notebook: it is not JSON")
    assert f"autograded/[student 5 of 6 in alphabetical order]/{NOTEBOOK}" in str(error)


def test_a_notebook_of_another_assignment_is_refused(course: Path) -> None:
    folder = course / "autograded" / "boris" / ASSIGNMENT
    shutil.move(folder / f"{ASSIGNMENT}.ipynb", folder / "homework.ipynb")
    _refused(course, "comes from another assignment: the gradebook has no notebook homework")
    shutil.move(folder / "homework.ipynb", folder / f"{ASSIGNMENT}.ipynb")
    nb = json.loads((folder / f"{ASSIGNMENT}.ipynb").read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        meta = cell["metadata"].get("nbgrader", {})
        if meta.get("grade"):
            meta["grade_id"] = "q" + meta["grade_id"]
    (folder / f"{ASSIGNMENT}.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    _refused(course, "comes from another assignment: its graded cells are not those of")


def test_a_graded_notebook_missing_from_autograded_is_refused(course: Path) -> None:
    (course / "autograded" / "dina" / NOTEBOOK).unlink()
    _refused(course, r"grades notebooks that autograded/ lacks, the first autograded/\[student 3")
