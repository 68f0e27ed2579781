"""The class report from a folder of returned notebooks (their cells run through the real
self-checks): its figures, its page and CSV in both languages, the files it may write, and the
bad input it refuses, each with a package error that names the problem and never a student."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import sqlite3
import sys
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import pytest

from pyanitsa_edu.app.cli import main
from pyanitsa_edu.app.report import CSV_NAME, HTML_NAME, make_report
from pyanitsa_edu.app.report.gradebook import read_gradebook
from pyanitsa_edu.app.report.summary import read_class, summarize
from pyanitsa_edu.checks.kinds import Kind
from pyanitsa_edu.errors import PyanitsaError, ReportError
from pyanitsa_edu.i18n.language import language

from .report_course import (
    ASSIGNMENT,
    RETURNED_EXPECTED,
    RETURNED_STUDENTS,
    returned_folder,
    unchanged,
)

STUDENTS = sorted(RETURNED_STUDENTS)


@pytest.fixture(scope="module")
def returned(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of returned notebooks, built once (copy it before changing it)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        return returned_folder(tmp_path_factory.mktemp("returned"), monkeypatch)


@pytest.fixture(scope="module")
def returned_ru(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The same class, whose students ran their notebooks in Russian."""
    with pytest.MonkeyPatch.context() as monkeypatch, language("ru"):
        return returned_folder(tmp_path_factory.mktemp("returned-ru"), monkeypatch)


@pytest.fixture
def folder(returned: Path, tmp_path: Path) -> Path:
    """A copy of the returned notebooks of its own."""
    return Path(shutil.copytree(returned, tmp_path / "class"))


def read_csv(path: Path) -> dict[tuple[str, str, str], list[str]]:
    """Return the report's CSV rows by (exercise, task, student)."""
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
    return {(row[0], row[1], row[3]): row for row in rows[1:]}


def test_the_figures_are_those_the_answers_were_made_to_give(folder: Path) -> None:
    summaries = summarize(read_class(folder))
    found = {(s.exercise.name, t.task.key): t for s in summaries for t in s.tasks}
    assert list(found) == list(RETURNED_EXPECTED)  # every task, in notebook order
    for key, (full, kinds) in RETURNED_EXPECTED.items():
        task = found[key]
        returned = {s for s, exercises in RETURNED_STUDENTS.items() if key[0] in exercises}
        assert task.students == len(returned) and task.waiting == 0
        assert task.full == len(full) and task.share == pytest.approx(len(full) / len(returned))
        assert dict(task.findings) == {Kind(k) if k in set(Kind) else k: len(v)
                                       for k, v in kinds.items()}
        talk = {student: {str(f) for f in found_} for student, found_ in task.talk_to}
        assert set(talk) == returned - full
        assert talk == {s: {k for k, who in kinds.items() if s in who} for s in talk}
    exercise = summaries[0].exercise
    assert exercise.title == "Exercises 02 · sample-space-and-events"
    assert [t.label for t in exercise.tasks] == [
        "P(at least one king or ace in the first flip)", "p_ace_in_top",
        "events, complements and cases"]
    assert [s.students for s in summaries] == [7, 5]


def test_the_csv_has_one_row_per_student_and_task(folder: Path) -> None:
    written = make_report(folder)
    rows = read_csv(written.csv)
    assert len(rows) == sum(len(RETURNED_STUDENTS) if key[0] == ASSIGNMENT else 5
                            for key in RETURNED_EXPECTED)
    for (exercise, task), (full, kinds) in RETURNED_EXPECTED.items():
        for student in STUDENTS:
            if exercise not in RETURNED_STUDENTS[student]:
                assert (exercise, task, student) not in rows
                continue
            row = rows[(exercise, task, student)]
            assert row[6] == ("yes" if student in full else "no")
            assert row[8].split() == [k for k, who in kinds.items() if student in who]
            assert row[4] == row[5] == ""  # a self-check gives no points


def test_the_page_is_one_file_with_its_charts_inside(folder: Path) -> None:
    page = make_report(folder).html.read_text(encoding="utf-8")
    parsed = _Page(page)
    assert parsed.lang == "en" and parsed.external == [] and parsed.scripts == 0
    assert len(parsed.images) == len(RETURNED_EXPECTED)
    for source, alt in parsed.images:
        assert source.startswith("data:image/svg+xml;base64,")
        assert alt.startswith("Bar chart: Task ") and "Full marks:" in alt
    assert "Full marks: 2 of 7 (29%)." in parsed.text
    assert "counted twice" in parsed.text and "a percentage for a share" in parsed.text
    for student in STUDENTS:  # the page lists the students to talk to, and only them
        assert (student in parsed.text) == (student != "anna")
    assert "This page names students" in parsed.text
    assert make_report(folder, force=True).html.read_text(encoding="utf-8") == page  # no date


def test_the_russian_report_speaks_russian(returned_ru: Path, tmp_path: Path) -> None:
    folder = Path(shutil.copytree(returned_ru, tmp_path / "class"))
    assert make_report(folder).html.read_text(encoding="utf-8") != make_report(
        folder, lang="ru", force=True).html.read_text(encoding="utf-8")
    written = make_report(folder, lang="ru", force=True)
    parsed = _Page(written.html.read_text(encoding="utf-8"))
    assert parsed.lang == "ru"
    for kind in (Kind.DOUBLE_COUNT, Kind.PERCENT_FOR_SHARE, Kind.RANKS_FOR_CARDS, Kind.ORDER):
        assert kind.text("ru") in parsed.text
    assert "Отчёт по классу" in parsed.text and "2 из 7 (29\u00a0%)" in parsed.text
    assert "Задание 1: шансы карты 6 в одном сравнении" in parsed.text  # the students' titles
    assert all(alt.startswith("Столбчатая диаграмма") for _src, alt in parsed.images)
    english = re.findall(r"\b(?:students?|marks|mistakes?|task|Full|of)\b", parsed.text)
    assert english == []
    header = written.csv.read_text(encoding="utf-8-sig").splitlines()[0]
    assert header.startswith("упражнение,задание,") and "да" in written.csv.read_text("utf-8-sig")


def test_the_terminal_hears_counts_and_no_name(folder: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["report", str(folder)]) == 0
    out, err = capsys.readouterr()
    assert "7 students, 2 exercises and 4 tasks" in out and err == ""
    assert not any(student in out for student in STUDENTS)
    assert main(["report", str(folder), "--lang", "ru", "--force"]) == 0
    out = capsys.readouterr().out
    assert "7 учеников, 2 упражнения и 4 задания" in out
    assert not any(student in out for student in STUDENTS)


def test_nothing_is_replaced_without_force(folder: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    written = make_report(folder)
    written.csv.write_text("the teacher's notes", encoding="utf-8")
    with unchanged(folder), pytest.raises(ReportError, match="exists: pass --force"):
        make_report(folder)
    with unchanged(folder), pytest.raises(SystemExit) as stopped:
        main(["report", str(folder)])
    assert stopped.value.code == 2 and "--force" in capsys.readouterr().err
    make_report(folder, force=True)
    assert written.csv.read_text(encoding="utf-8-sig").startswith("exercise,")


def test_nothing_is_written_outside_the_folder(folder: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (folder / "reports").symlink_to(elsewhere, target_is_directory=True)
    with unchanged(folder), pytest.raises(ReportError, match="not a folder of its own"):
        make_report(folder, force=True)
    (folder / "reports").unlink()
    (folder / "reports").mkdir()
    (folder / "reports" / HTML_NAME).symlink_to(elsewhere / "page.html")
    with unchanged(folder), pytest.raises(ReportError, match="not a regular file"):
        make_report(folder, force=True)
    assert list(elsewhere.iterdir()) == []
    (folder / "reports" / HTML_NAME).unlink()
    written = make_report(folder)
    assert {p.name for p in written.html.parent.iterdir()} == {HTML_NAME, CSV_NAME}


# --- bad input ----------------------------------------------------------------------------------


def _refused(folder: Path, match: str) -> ReportError:
    """Assert that the report of ``folder`` is refused with ``match`` and nothing is written;
    return the error."""
    with unchanged(folder), pytest.raises(ReportError, match=match) as raised:
        make_report(folder)
    error = raised.value
    russian = error.text("ru")
    assert russian != str(error) and re.search("[а-я]{4}", russian), russian
    for text in (str(error), russian):
        assert not any(re.search(rf"\b{student}\b", text) for student in STUDENTS), text
    return error


def test_a_folder_that_is_neither_is_refused(tmp_path: Path) -> None:
    (tmp_path / "empty" / "anna").mkdir(parents=True)
    (tmp_path / "empty" / "anna" / "notes.ipynb").write_text("{}")
    _refused(tmp_path / "empty", "neither an nbgrader course folder")
    (tmp_path / "file").write_text("x")
    with pytest.raises(ReportError, match="is not a folder"):
        make_report(tmp_path / "file")


@pytest.mark.parametrize("sign", ["autograded", "nbgrader_config.py", "source"])
def test_an_nbgrader_folder_without_its_gradebook_is_refused(tmp_path: Path, sign: str) -> None:
    course = tmp_path / "course"
    (course / "anna").mkdir(parents=True)
    (course / sign).mkdir() if "." not in sign else (course / sign).write_text("c = 1\n")
    _refused(course, f"nbgrader course folder \\({sign}\\) without its gradebook gradebook.db")


def test_a_notebook_that_is_not_json_is_refused(folder: Path) -> None:
    (folder / "boris" / f"{ASSIGNMENT}.ipynb").write_text("{'cells': [", encoding="utf-8")
    error = _refused(folder, "is not a notebook: it is not JSON")
    assert "[student 2 of 7 in alphabetical order]" in str(error)
    assert "[ученик 2 из 7 по алфавиту]" in error.text("ru")


def test_a_notebook_of_another_exercise_is_refused(folder: Path) -> None:
    shutil.copy(folder / "vera" / f"{ASSIGNMENT}.ipynb",
                folder / "vera" / "03-the-six-beats-the-ace.ipynb")
    _refused(folder, "comes from another exercise: its self-checks are those of exercise 02, "
                     "not 03-the-six-beats-the-ace.ipynb")


def test_two_notebooks_of_one_exercise_are_refused(folder: Path) -> None:
    shutil.copy(folder / "gleb" / f"{ASSIGNMENT}.ipynb", folder / "gleb" / "02-copy.ipynb")
    _refused(folder, "two notebooks of exercise 02 in one student's folder")


def test_a_damaged_verdict_is_refused(folder: Path) -> None:
    path = folder / "anna" / f"{ASSIGNMENT}.ipynb"
    nb = json.loads(path.read_text(encoding="utf-8"))
    out = next(o for c in nb["cells"] for o in c.get("outputs", []) if "data" in o)
    out["data"]["application/vnd.pyanitsa.verdict+json"]["right"] = "yes"
    path.write_text(json.dumps(nb), encoding="utf-8")
    _refused(folder, "holds a damaged self-check verdict")


def test_a_folder_with_nothing_graded_is_refused(folder: Path) -> None:
    for path in folder.glob("*/*.ipynb"):
        nb = nbformat.read(path, as_version=4)
        for cell in nb.cells:
            cell.outputs = [o for o in cell.get("outputs", []) if o.output_type == "stream"]
        nbformat.write(nb, path)
    _refused(folder, "nothing is graded: none of the 12 returned notebooks holds")


def test_a_gradebook_that_is_not_one_is_refused(tmp_path: Path) -> None:
    course = tmp_path / "course"
    (course / "autograded" / "anna").mkdir(parents=True)
    (course / "gradebook.db").write_text("id,score\nanna,3\n", encoding="utf-8")
    _refused(course, "gradebook.db is not a gradebook: it is not an SQLite database")
    (course / "gradebook.db").unlink()
    with sqlite3.connect(course / "gradebook.db") as db:
        db.execute("CREATE TABLE marks (student TEXT, score REAL)")
    _refused(course, "not nbgrader's gradebook: it has no assignment")
    with sqlite3.connect(course / "gradebook.db") as db:
        db.execute("CREATE TABLE assignment (id TEXT)")
    _refused(course, "not nbgrader's gradebook: it has no assignment.name")


def test_an_nbgrader_gradebook_with_no_grade_is_nothing_graded(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from nbgrader.api import Gradebook

    # nbgrader runs alembic's command for its gradebook: the one installed beside this Python
    monkeypatch.setenv("PATH", os.pathsep.join([str(Path(sys.executable).parent),
                                                os.environ.get("PATH", "")]))
    course = tmp_path / "course"
    course.mkdir()
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}", course_id="c") as book:
        book.add_assignment(ASSIGNMENT)
        book.add_student("anna")
    assert read_gradebook(course / "gradebook.db").students == {"anna"}
    _refused(course, "nothing is graded yet: the gradebook .* holds no grades")


def test_every_report_error_reads_in_both_languages() -> None:
    error = ReportError("{file} exists: pass --force to replace the report", file="r.html")
    assert isinstance(error, PyanitsaError) and isinstance(error, ValueError)
    assert error.text("ru") == "r.html уже есть: чтобы заменить отчёт, добавьте --force"


class _Page(HTMLParser):
    """What a report page holds: its language, its text, its images and anything it loads."""

    def __init__(self, page: str) -> None:
        super().__init__()
        self.lang = ""
        self.text = ""
        self.images: list[tuple[str, str]] = []
        self.external: list[str] = []
        self.scripts = 0
        self._style = False
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attrs}
        self._style = tag == "style"
        if tag == "html":
            self.lang = found.get("lang", "")
        if tag == "img":
            self.images.append((found.get("src", ""), found.get("alt", "")))
        if tag in ("script", "iframe", "object", "embed"):
            self.scripts += 1
        for name in ("src", "href"):
            value = found.get(name, "")
            if value and not value.startswith(("data:", "#")):
                self.external.append(value)

    def handle_endtag(self, tag: str) -> None:
        self._style = False

    def handle_data(self, data: str) -> None:
        if not self._style:  # the text a reader sees, not the style sheet
            self.text += data
