"""``python -m pyanitsa_edu assignments DIR``: an nbgrader course folder from the solutions,
with nbgrader's cell metadata, the points of the table, hidden tests, and a refusal, naming
the problem, for every folder it may not write."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from pyanitsa_edu.app.assignments import answer_source, write_assignments
from pyanitsa_edu.app.cli import main
from pyanitsa_edu.errors import CourseError, PyanitsaError, SettingError
from pyanitsa_edu.grading import TASKS, Way

NAMES = sorted(p.stem for p in Path(__file__).resolve().parents[2].joinpath(
    "exercises", "solutions").glob("[0-9][0-9]-*.ipynb"))


def _cells(path: Path) -> list[dict[str, Any]]:
    return list(json.loads(path.read_text(encoding="utf-8"))["cells"])


@pytest.fixture(scope="module")
def course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("course") / "course"
    write_assignments(folder)
    return folder


def test_the_folder_holds_the_config_and_every_exercise(course: Path) -> None:
    assert sorted(p.name for p in (course / "source").iterdir()) == NAMES
    for name in NAMES:
        assert (course / "source" / name / f"{name}.ipynb").is_file()
    config = (course / "nbgrader_config.py").read_text(encoding="utf-8")
    assert 'c.CourseDirectory.course_id = "pyanitsa"' in config
    assert "c.Execute.timeout = 120" in config
    assert "c.OverwriteCells.add_missing_cells = True" in config
    compile(config, "nbgrader_config.py", "exec")


@pytest.mark.parametrize("name", NAMES)
def test_every_task_is_an_answer_cell_and_a_test_cell_with_its_points(course: Path,
                                                                      name: str) -> None:
    number = name[:2]
    cells = _cells(course / "source" / name / f"{name}.ipynb")
    meta = [c["metadata"].get("nbgrader") for c in cells]
    tests = [(m["grade_id"], m["points"]) for m in meta if m and m["grade"]]
    assert tests == [(f"{number}-{task}", row.points) for task, row in TASKS[number].items()]
    ids = [m["grade_id"] for m in meta if m]
    assert len(ids) == len(set(ids))
    assert all(m["schema_version"] == 3 for m in meta if m)
    for cell, m in zip(cells, meta, strict=True):
        text = cell["source"]
        assert "# BEGIN SOLUTION" not in text.replace("### BEGIN SOLUTION", "")
        assert "# SOLUTION" not in text.replace("### ", "")
        if m and m["grade"]:
            task = m["grade_id"][3:]
            assert m["locked"] and not m["solution"]
            assert text.endswith(f'### BEGIN HIDDEN TESTS\nfrom pyanitsa_edu.grading import grade\n'
                                 f'grade("{number}", "{task}", globals())\n'
                                 f"### END HIDDEN TESTS")
            visible = text.split("### BEGIN HIDDEN TESTS")[0]
            assert ("check_form(" in visible) != TASKS[number][task].way.visible_check
        elif m and m["solution"]:
            assert "### BEGIN SOLUTION" in text and not m["locked"]
        elif cell["cell_type"] == "code":
            assert m and m["locked"], text[:60]


def test_the_form_only_tasks_say_so_in_the_readers_language(tmp_path: Path) -> None:
    write_assignments(tmp_path / "ru", lang="ru")
    name = "05-monte-carlo"
    cells = _cells(tmp_path / "ru" / "source" / name / f"{name}.ipynb")
    form = [c["source"] for c in cells if "check_form(" in c["source"]]
    assert len(form) == sum(not row.way.visible_check for row in TASKS["05"].values()) == 3
    assert all(text.startswith("# оценивается после сдачи блокнота") for text in form)
    assert "Задание с оценкой (nbgrader)" in cells[1]["source"]
    assert "# ВАШ КОД" in (tmp_path / "ru" / "nbgrader_config.py").read_text(encoding="utf-8")


def test_a_solution_region_becomes_nbgraders() -> None:
    source = ("x = 1  # SOLUTION\n"
              "# BEGIN SOLUTION\n# STUB: y = ...\ny = 2\n# END SOLUTION\n"
              "def f(a):\n    # BEGIN SOLUTION\n    return a\n    # END SOLUTION")
    assert answer_source(source) == (
        "x = ...\n### BEGIN SOLUTION\nx = 1\n### END SOLUTION\n"
        "y = ...\n### BEGIN SOLUTION\ny = 2\n### END SOLUTION\n"
        "def f(a):\n    ### BEGIN SOLUTION\n    return a\n    ### END SOLUTION\n"
        "    raise NotImplementedError")
    with pytest.raises(CourseError, match="must end with its return"):
        answer_source("def f(a):\n    # BEGIN SOLUTION\n    print(a)\n    # END SOLUTION")


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_folder_with_files_is_not_written_without_force(tmp_path: Path) -> None:
    folder = tmp_path / "course"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    with pytest.raises(CourseError, match="is not empty") as error:
        write_assignments(folder)
    assert isinstance(error.value, PyanitsaError) and isinstance(error.value, ValueError)
    assert "не пуста" in error.value.text("ru")
    assert _tree(folder) == {"notes.txt": b"mine"}
    with pytest.raises(CourseError, match="not an nbgrader course folder"):
        write_assignments(folder, force=True)
    assert _tree(folder) == {"notes.txt": b"mine"}


def test_force_replaces_only_the_config_and_the_source_notebooks(course: Path,
                                                                 tmp_path: Path) -> None:
    folder = tmp_path / "course"
    write_assignments(folder)
    (folder / "gradebook.db").write_bytes(b"grades")
    (folder / "submitted" / "ann").mkdir(parents=True)
    (folder / "submitted" / "ann" / "work.ipynb").write_text("{}")
    notebook = folder / "source" / NAMES[0] / f"{NAMES[0]}.ipynb"
    notebook.write_text("changed")
    with pytest.raises(CourseError, match="is not empty"):
        write_assignments(folder)
    assert notebook.read_text() == "changed"
    write_assignments(folder, force=True)
    assert notebook.read_bytes() == (course / "source" / NAMES[0] / notebook.name).read_bytes()
    assert (folder / "gradebook.db").read_bytes() == b"grades"
    assert (folder / "submitted" / "ann" / "work.ipynb").read_text() == "{}"


def test_a_file_an_unknown_language_and_a_planted_link_are_refused(tmp_path: Path) -> None:
    file = tmp_path / "course.txt"
    file.write_text("x")
    with pytest.raises(CourseError, match="is a file, not a folder"):
        write_assignments(file)
    with pytest.raises(SettingError, match="unknown language fr"):
        write_assignments(tmp_path / "new", lang="fr")
    assert not (tmp_path / "new").exists()
    folder, outside = tmp_path / "planted", tmp_path / "outside"
    outside.mkdir()
    folder.mkdir()
    (folder / "nbgrader_config.py").write_text("c = get_config()")
    os.symlink(outside, folder / "source")
    with pytest.raises(CourseError, match="cannot write"):
        write_assignments(folder, force=True)
    assert list(outside.iterdir()) == []


def test_the_command_line_names_the_problem_in_both_languages(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "x").write_text("x")
    for argv, english, russian in (
        ([str(tmp_path / "full")], "is not empty", "не пуста"),
        ([str(tmp_path / "full" / "x")], "is a file", "файл, а не папка"),
        ([str(tmp_path / "new"), "--lang", "fr"], "unknown language fr", None),
    ):
        with pytest.raises(SystemExit) as stop:
            main(["assignments", *argv])
        assert stop.value.code == 2 and english in capsys.readouterr().err
        if russian:
            with pytest.raises(SystemExit):
                main(["assignments", *argv, "--lang", "ru"])
            assert russian in capsys.readouterr().err
    assert main(["assignments", str(tmp_path / "ok")]) == 0
    assert "Wrote 25 assignments" in capsys.readouterr().out
    assert main(["assignments", str(tmp_path / "ок"), "--lang", "ru"]) == 0
    assert "Записано заданий: 25" in capsys.readouterr().out


def test_every_way_is_used_by_some_assignment() -> None:
    assert {row.way for rows in TASKS.values() for row in rows.values()} == set(Way)
