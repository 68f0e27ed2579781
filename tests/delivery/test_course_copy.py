"""`python -m pyanitsa_edu course DIR`: what it copies, what it refuses to overwrite, errors."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest

from pyanitsa_edu.app import course
from pyanitsa_edu.app.cli import main
from pyanitsa_edu.app.course import MANIFEST, CourseError, copy_course, course_notebooks
from pyanitsa_edu.errors import PyanitsaError

from .course_helpers import is_trusted, own_trust_database, shipped_course

__all__ = ["own_trust_database"]  # the fixture, used by every test here

ROOT = Path(__file__).resolve().parents[2]


def test_copies_lessons_with_subfolders_and_student_copies_only(tmp_path: Path) -> None:
    shipped = shipped_course(tmp_path)
    result = copy_course(tmp_path / "new" / "course", root=shipped)
    target = tmp_path / "new" / "course"
    assert result.folder == target
    assert result.copied == [
        "lessons/00-demo.ipynb", "lessons/01-first.ipynb", "lessons/ru/01-first.ipynb",
        "exercises/01-first.ipynb", "exercises/ru/01-first.ipynb",
    ]
    for relpath in result.copied:
        assert (target / relpath).read_bytes() == (shipped / relpath).read_bytes()
    assert not (target / "exercises" / "solutions").exists()
    assert not (target / "exercises" / "ru" / "solutions").exists()
    assert not (target / "lessons" / ".ipynb_checkpoints").exists()
    assert not (target / "lessons" / "notes.txt").exists()
    report = result.report()
    assert "copied   lessons/ru/01-first.ipynb" in report
    assert "copied   exercises/ru/01-first.ipynb" in report
    assert f"-m pyanitsa_edu lab {target}" in report


def test_a_second_run_copies_nothing_and_keeps_a_changed_notebook(tmp_path: Path) -> None:
    shipped, target = shipped_course(tmp_path), tmp_path / "course"
    copy_course(target, root=shipped)
    (target / "lessons/01-first.ipynb").write_text("my answers", encoding="utf-8")
    result = copy_course(target, root=shipped)
    assert result.copied == [] and result.updated == [] and result.replaced == []
    assert result.skipped == ["lessons/01-first.ipynb"]
    assert len(result.unchanged) == 4
    assert (target / "lessons/01-first.ipynb").read_text(encoding="utf-8") == "my answers"
    report = result.report()
    assert "skipped  lessons/01-first.ipynb" in report and "--force" in report


def test_an_untouched_copy_is_refreshed_and_a_changed_one_kept(tmp_path: Path) -> None:
    shipped, target = shipped_course(tmp_path), tmp_path / "course"
    copy_course(target, root=shipped)
    (target / "lessons/01-first.ipynb").write_text("my answers", encoding="utf-8")
    (shipped / "lessons/00-demo.ipynb").write_text("demo, new version", encoding="utf-8")
    (shipped / "lessons/01-first.ipynb").write_text("first, new version", encoding="utf-8")
    result = copy_course(target, root=shipped)
    assert result.updated == ["lessons/00-demo.ipynb"]
    assert result.skipped == ["lessons/01-first.ipynb"]
    assert (target / "lessons/00-demo.ipynb").read_bytes() == (
        shipped / "lessons/00-demo.ipynb").read_bytes()
    assert (target / "lessons/01-first.ipynb").read_text(encoding="utf-8") == "my answers"
    # Still skipped next time: the record keeps the digest of what was copied, not the new one.
    (shipped / "lessons/01-first.ipynb").write_text("first, third version", encoding="utf-8")
    assert copy_course(target, root=shipped).skipped == ["lessons/01-first.ipynb"]


def test_force_replaces_a_changed_notebook(tmp_path: Path) -> None:
    shipped, target = shipped_course(tmp_path), tmp_path / "course"
    copy_course(target, root=shipped)
    (target / "exercises/01-first.ipynb").write_text("my answers", encoding="utf-8")
    result = copy_course(target, force=True, root=shipped)
    assert result.replaced == ["exercises/01-first.ipynb"] and result.skipped == []
    assert (target / "exercises/01-first.ipynb").read_bytes() == (
        shipped / "exercises/01-first.ipynb").read_bytes()
    assert "replaced exercises/01-first.ipynb" in result.report()


def test_a_notebook_of_the_same_name_not_copied_by_the_course_is_kept(tmp_path: Path) -> None:
    shipped, target = shipped_course(tmp_path), tmp_path / "course"
    (target / "lessons").mkdir(parents=True)
    (target / "lessons/00-demo.ipynb").write_text("someone else's", encoding="utf-8")
    (target / MANIFEST).write_text("not json", encoding="utf-8")  # a broken record trusts nothing
    result = copy_course(target, root=shipped)
    assert result.skipped == ["lessons/00-demo.ipynb"]
    assert (target / "lessons/00-demo.ipynb").read_text(encoding="utf-8") == "someone else's"
    recorded = json.loads((target / MANIFEST).read_text(encoding="utf-8"))["files"]
    assert "lessons/00-demo.ipynb" not in recorded and "lessons/01-first.ipynb" in recorded


def test_a_file_is_not_a_folder(tmp_path: Path) -> None:
    shipped, a_file = shipped_course(tmp_path), tmp_path / "course.txt"
    a_file.write_text("x", encoding="utf-8")
    with pytest.raises(CourseError, match="is a file, not a folder"):
        copy_course(a_file, root=shipped)
    with pytest.raises(CourseError, match=r"cannot create the folder .*course\.txt/sub"):
        copy_course(a_file / "sub", root=shipped)
    assert issubclass(CourseError, PyanitsaError)


def test_a_folder_that_cannot_be_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # As root every folder is writable, so the permission check is made to answer "no".
    monkeypatch.setattr(course.os, "access", lambda path, mode: False)
    with pytest.raises(CourseError, match="is not writable"):
        copy_course(tmp_path / "course", root=shipped_course(tmp_path))


def test_a_folder_where_a_notebook_should_be(tmp_path: Path) -> None:
    shipped, target = shipped_course(tmp_path), tmp_path / "course"
    (target / "lessons/00-demo.ipynb").mkdir(parents=True)
    assert copy_course(target, root=shipped).skipped == ["lessons/00-demo.ipynb"]
    with pytest.raises(CourseError, match=r"00-demo\.ipynb is a folder"):
        copy_course(target, force=True, root=shipped)


def test_the_installed_course_is_the_repository_course() -> None:
    """Lessons (subfolders too) and the exercises' student copies of both tracks, never the
    solutions."""
    exercises = [*(ROOT / "exercises").glob("*.ipynb"), *(ROOT / "exercises").glob("ru/*.ipynb")]
    expected = sorted(
        p.relative_to(ROOT).as_posix()
        for p in [*(ROOT / "lessons").rglob("*.ipynb"), *exercises]
        if not any(part.startswith(".") for part in p.relative_to(ROOT).parts)
    )
    found = course_notebooks()
    assert sorted(found) == expected
    assert "lessons/00-demo.ipynb" in found
    assert not any("solutions" in relpath for relpath in found)


def test_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "my course"
    assert main(["course", "--no-warm", str(target)]) == 0
    out = capsys.readouterr().out
    assert "copied   lessons/00-demo.ipynb" in out
    assert f"-m pyanitsa_edu lab '{target}'" in out
    assert (target / "lessons" / "00-demo.ipynb").is_file()
    (target / "lessons" / "00-demo.ipynb").write_text("changed", encoding="utf-8")
    assert main(["course", "--no-warm", str(target)]) == 0
    assert "skipped  lessons/00-demo.ipynb" in capsys.readouterr().out
    assert main(["course", "--no-warm", "--force", str(target)]) == 0
    assert "replaced lessons/00-demo.ipynb" in capsys.readouterr().out


def test_command_line_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a_file = tmp_path / "a file"
    a_file.write_text("x", encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        main(["course", str(a_file)])
    assert exit_info.value.code == 2
    assert "course: error: " in capsys.readouterr().err


def test_the_copies_are_trusted_and_a_changed_notebook_is_not(
    tmp_path: Path, own_trust_database: Path
) -> None:
    shipped, target = shipped_course(tmp_path), tmp_path / "course"
    result = copy_course(target, root=shipped)
    assert result.trusted == 5 and "Trusted 5 notebook(s)" in result.report()
    assert all(is_trusted(target / relpath, own_trust_database) for relpath in result.copied)
    changed = target / "lessons/01-first.ipynb"
    nb = nbformat.read(changed, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell("my_answer = 42"))
    nbformat.write(nb, changed)
    again = copy_course(target, root=shipped)
    assert again.skipped == ["lessons/01-first.ipynb"] and again.trusted == 4
    assert not is_trusted(changed, own_trust_database)
    assert copy_course(tmp_path / "untrusted", root=shipped, trust=False).trusted == 0
