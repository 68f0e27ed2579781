"""``course DIR`` never writes, reads or signs anything through a symlink inside ``DIR``.

Each scenario plants links (or pipes, or a broken record) in the course folder, pointing at
files and folders outside it; the copy must leave everything outside ``DIR`` byte for byte,
never leave a notebook that is a link, and never trust a notebook it did not ship.
"""

from __future__ import annotations

import json
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path

import nbformat
import pytest

from pyanitsa_edu.app.cli import main
from pyanitsa_edu.app.course import MANIFEST, CourseError, copy_course
from pyanitsa_edu.app.safe_files import Folder, replacing

from .course_helpers import is_trusted, own_trust_database, shipped_course

__all__ = ["own_trust_database"]  # the fixture, used by every test here

NOTEBOOKS = [
    "lessons/00-demo.ipynb", "lessons/01-first.ipynb", "lessons/ru/01-first.ipynb",
    "exercises/01-first.ipynb", "exercises/ru/01-first.ipynb",
]


def _outside(tmp_path: Path) -> Path:
    """Return a folder outside the course holding a notebook of its own and a plain file."""
    outside = tmp_path / "outside"
    outside.mkdir()
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("import os  # not yours")])
    nbformat.write(nb, outside / "victim.ipynb")
    (outside / "secret.txt").write_bytes(b"do not touch\n")
    return outside


def _snapshot(folder: Path) -> dict[str, tuple[str, bytes]]:
    """Return every entry under ``folder``: its kind and, for a file, its bytes."""
    found: dict[str, tuple[str, bytes]] = {}
    for path in sorted(folder.rglob("*")):
        if path.is_symlink():
            found[str(path)] = ("link", os.readlink(path).encode())
        elif path.is_file():
            found[str(path)] = ("file", path.read_bytes())
        else:
            found[str(path)] = ("folder", b"")
    return found


def _no_notebook_is_a_link(course: Path) -> None:
    for relpath in NOTEBOOKS:
        path = course / relpath
        assert not path.is_symlink() and (not path.exists() or path.is_file())


Plant = Callable[[Path, Path], None]


def _partial_notebook(course: Path, outside: Path) -> None:
    """The reproducer: the temporary name of a notebook links to a file outside."""
    (course / "lessons").mkdir(parents=True)
    (course / "lessons/.00-demo.ipynb.partial").symlink_to(outside / "victim.ipynb")


def _partial_manifest(course: Path, outside: Path) -> None:
    """The manifest's temporary name links to a file outside."""
    course.mkdir(parents=True)
    (course / f".{MANIFEST}.partial").symlink_to(outside / "secret.txt")


def _every_partial(course: Path, outside: Path) -> None:
    """Every temporary name the old copy used links outside."""
    for relpath in [*NOTEBOOKS, MANIFEST]:
        folder, _, name = f"/{relpath}".rpartition("/")
        (course / folder.lstrip("/")).mkdir(parents=True, exist_ok=True)
        (course / folder.lstrip("/") / f".{name}.partial").symlink_to(outside / "victim.ipynb")


@pytest.mark.parametrize("plant", [_partial_notebook, _partial_manifest, _every_partial])
@pytest.mark.parametrize("force", [False, True])
def test_a_planted_temporary_name_is_never_written_through(
    tmp_path: Path, own_trust_database: Path, plant: Plant, force: bool
) -> None:
    shipped, course, outside = shipped_course(tmp_path), tmp_path / "course", _outside(tmp_path)
    plant(course, outside)
    before = _snapshot(outside)
    result = copy_course(course, force=force, root=shipped)
    assert result.copied == NOTEBOOKS and result.trusted == len(NOTEBOOKS)
    assert _snapshot(outside) == before
    _no_notebook_is_a_link(course)
    for relpath in NOTEBOOKS:
        assert (course / relpath).read_bytes() == (shipped / relpath).read_bytes()
    assert not is_trusted(outside / "victim.ipynb", own_trust_database)
    assert json.loads((course / MANIFEST).read_text(encoding="utf-8"))["files"]
    assert not (course / MANIFEST).is_symlink()


def _linked_notebook(course: Path, outside: Path) -> str:
    (course / "lessons").mkdir(parents=True)
    (course / "lessons/00-demo.ipynb").symlink_to(outside / "victim.ipynb")
    return "lessons/00-demo.ipynb"


def _linked_lessons(course: Path, outside: Path) -> str:
    course.mkdir(parents=True)
    (course / "lessons").symlink_to(outside, target_is_directory=True)
    return "lessons"


def _linked_subfolder(course: Path, outside: Path) -> str:
    (course / "lessons").mkdir(parents=True)
    (course / "lessons/ru").symlink_to(outside, target_is_directory=True)
    return "lessons/ru"


def _linked_manifest(course: Path, outside: Path) -> str:
    course.mkdir(parents=True)
    (course / MANIFEST).symlink_to(outside / "secret.txt")
    return MANIFEST


def _dangling_link(course: Path, outside: Path) -> str:
    (course / "exercises/ru").mkdir(parents=True)
    (course / "exercises/ru/01-first.ipynb").symlink_to(outside / "not yet there.ipynb")
    return "exercises/ru/01-first.ipynb"


@pytest.mark.parametrize("plant", [_linked_notebook, _linked_lessons, _linked_subfolder,
                                   _linked_manifest, _dangling_link])
@pytest.mark.parametrize("force", [False, True])
def test_a_symlink_where_the_course_writes_is_refused_by_name_before_anything_is_written(
    tmp_path: Path, own_trust_database: Path, plant: Callable[[Path, Path], str], force: bool
) -> None:
    shipped, course, outside = shipped_course(tmp_path), tmp_path / "course", _outside(tmp_path)
    relpath = plant(course, outside)
    before, inside = _snapshot(outside), _snapshot(course)
    with pytest.raises(CourseError, match=rf"{course / relpath} is a symlink") as refused:
        copy_course(course, force=force, root=shipped)
    assert len(str(refused.value).splitlines()) == 1
    assert _snapshot(outside) == before and _snapshot(course) == inside  # nothing written
    assert not (outside / "not yet there.ipynb").exists()
    assert not any(is_trusted(shipped / nb, own_trust_database) for nb in NOTEBOOKS)


def test_the_command_line_names_the_link_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    course, outside = tmp_path / "course", _outside(tmp_path)
    _linked_lessons(course, outside)
    with pytest.raises(SystemExit) as stop:
        main(["course", str(course)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert f"{course / 'lessons'} is a symlink" in err and len(err.splitlines()) == 1
    assert sorted(outside.iterdir()) == [outside / "secret.txt", outside / "victim.ipynb"]


def test_the_course_folder_itself_may_be_a_link(tmp_path: Path) -> None:
    """DIR is the path the user named: a link there is followed."""
    shipped, real = shipped_course(tmp_path), tmp_path / "real"
    real.mkdir()
    (tmp_path / "named").symlink_to(real, target_is_directory=True)
    assert copy_course(tmp_path / "named", root=shipped).copied == NOTEBOOKS
    assert (real / "lessons/00-demo.ipynb").is_file()


def test_a_pipe_where_a_notebook_belongs_is_kept_without_reading_it(tmp_path: Path) -> None:
    """Opening a named pipe would wait for a writer forever: it is looked at, never read."""
    shipped, course = shipped_course(tmp_path), tmp_path / "course"
    (course / "lessons").mkdir(parents=True)
    os.mkfifo(course / "lessons/00-demo.ipynb")
    result = copy_course(course, root=shipped)
    assert result.skipped == ["lessons/00-demo.ipynb"]
    assert stat.S_ISFIFO((course / "lessons/00-demo.ipynb").lstat().st_mode)
    with pytest.raises(CourseError, match=r"00-demo\.ipynb is a special file where a notebook"):
        copy_course(course, force=True, root=shipped)
    os.mkfifo(course / "x")
    os.replace(course / "x", course / MANIFEST)
    with pytest.raises(CourseError, match="is a special file where the record of the course"):
        copy_course(course, root=shipped)


def _nested(depth: int) -> bytes:
    return ('{"files": ' + "[" * depth + "]" * depth + "}").encode()


@pytest.mark.parametrize("manifest", [
    _nested(100_000),                                        # the reproducer
    b'{"files": {"lessons/00-demo.ipynb": ' + b"[" * 100_000 + b"]" * 100_000 + b"}}",
    b'{"files": [1, 2, 3]}',
    b'[{"files": {}}]',
    b'{"files": {"lessons/00-demo.ipynb": 5}}',
    b'{"files": {"lessons/00-demo.ipynb": "not a digest"}}',
    b'{"files": {"lessons/00-demo.ipynb": "' + b"0" * 10**6 + b'"}}',  # over a megabyte
    b"\xff\xfe not text",
    b'{"files": {"lessons/00-demo.ipynb": 1' + b"0" * 5_000 + b"}}",   # a 5,000-digit number
])
def test_a_manifest_that_is_not_what_it_should_be_is_ignored(
    tmp_path: Path, manifest: bytes
) -> None:
    shipped, course = shipped_course(tmp_path), tmp_path / "course"
    copy_course(course, root=shipped)
    (course / "lessons/00-demo.ipynb").write_text("my answers", encoding="utf-8")
    (course / MANIFEST).write_bytes(manifest)
    result = copy_course(course, root=shipped)  # no traceback, no RecursionError
    assert result.skipped == ["lessons/00-demo.ipynb"]  # without a record, a change is kept
    assert (course / "lessons/00-demo.ipynb").read_text(encoding="utf-8") == "my answers"
    recorded = json.loads((course / MANIFEST).read_text(encoding="utf-8"))["files"]
    assert sorted(recorded) == sorted(NOTEBOOKS[1:])  # rewritten, without the changed one


def test_a_changed_notebook_is_not_signed_and_an_unchanged_one_is(
    tmp_path: Path, own_trust_database: Path
) -> None:
    shipped, course = shipped_course(tmp_path), tmp_path / "course"
    copy_course(course, root=shipped, trust=False)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("print('mine')")])
    nbformat.write(nb, course / "lessons/01-first.ipynb")
    result = copy_course(course, root=shipped)
    assert result.trusted == len(NOTEBOOKS) - 1
    assert not is_trusted(course / "lessons/01-first.ipynb", own_trust_database)
    assert is_trusted(course / "lessons/00-demo.ipynb", own_trust_database)


# --- the writing primitives, against links planted while a copy runs ------------------------


def test_replacing_puts_a_new_file_in_place_of_a_link_never_through_it(tmp_path: Path) -> None:
    outside = _outside(tmp_path)
    link = tmp_path / "notebook.ipynb"
    link.symlink_to(outside / "secret.txt")
    with replacing(str(link)) as handle:
        handle.write(b"new")
    assert not link.is_symlink() and link.read_bytes() == b"new"
    assert (outside / "secret.txt").read_bytes() == b"do not touch\n"


def test_replacing_leaves_the_old_file_and_no_temporary_file_when_the_block_fails(
    tmp_path: Path,
) -> None:
    path = tmp_path / "kept.csv"
    path.write_bytes(b"old")
    with pytest.raises(KeyboardInterrupt), replacing(str(path)) as handle:
        handle.write(b"half")
        raise KeyboardInterrupt
    assert path.read_bytes() == b"old" and sorted(tmp_path.iterdir()) == [path]


@pytest.mark.skipif(not hasattr(os, "O_NOFOLLOW"), reason="folders held by descriptor: POSIX")
def test_a_folder_swapped_for_a_link_while_held_receives_the_write(tmp_path: Path) -> None:
    """A folder opened before the swap keeps receiving the files: the link is never taken."""
    outside = _outside(tmp_path)
    (tmp_path / "course/lessons").mkdir(parents=True)
    with Folder.open(tmp_path / "course") as top, top.subfolder("lessons") as lessons:
        os.rename(tmp_path / "course/lessons", tmp_path / "course/moved")
        (tmp_path / "course/lessons").symlink_to(outside, target_is_directory=True)
        with lessons.replacing("00-demo.ipynb") as handle:
            handle.write(b"notebook")
    assert (tmp_path / "course/moved/00-demo.ipynb").read_bytes() == b"notebook"
    assert sorted(p.name for p in outside.iterdir()) == ["secret.txt", "victim.ipynb"]


def test_reading_never_waits_on_a_pipe(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe")
    done = threading.Event()
    with Folder.open(tmp_path) as folder:
        assert folder.kind("pipe") == "other"
        with pytest.raises(OSError, match="special file"):
            folder.read("pipe", 10)
        done.set()
    assert done.is_set()
