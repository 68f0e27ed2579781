"""``python -m pyanitsa_edu lab DIR`` and ``… warm --background``: the command they start, and
the course command starting the warm step. JupyterLab itself is started by
``tests/delivery/test_readme_route.py``."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest

from pyanitsa_edu.app import course, lab
from pyanitsa_edu.app.cli import main
from pyanitsa_edu.errors import CourseError

ROOT = Path(__file__).resolve().parents[1]


def test_lab_opens_the_lessons_with_the_solutions_hidden(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lab.os, "geteuid", lambda: 1000)
    command = lab.jupyter_command(ROOT, options=("--no-browser", "--port", "8899"))
    assert command[:3] == [sys.executable, "-m", "jupyterlab"]
    assert f"--ServerApp.root_dir={ROOT}" in command
    assert "--LabApp.default_url=/lab/tree/lessons" in command
    hidden = [c.split("=", 1)[1] for c in command if c.startswith("--ContentsManager.hide_globs=")]
    assert "solutions" in hidden and "__pycache__" in hidden  # JupyterLab's own stay hidden
    assert "--allow-root" not in command
    assert command[-3:] == ["--no-browser", "--port", "8899"]
    teacher = lab.jupyter_command(ROOT, solutions=True)
    assert not [c for c in teacher if c.startswith("--ContentsManager.hide_globs=")]


def test_lab_as_root_allows_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lab.os, "geteuid", lambda: 0)
    assert "--allow-root" in lab.jupyter_command(ROOT)


def test_lab_needs_a_course_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(CourseError, match="holds no course"):
        lab.jupyter_command(tmp_path)
    with pytest.raises(SystemExit) as stop:
        main(["lab", str(tmp_path / ("x" * 5000))])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "holds no course" in err and len(err) < 400


def test_lab_starts_the_warm_step_then_becomes_jupyterlab(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[object] = []
    monkeypatch.setattr(lab, "warm_in_background", lambda: calls.append("warm") or True)
    monkeypatch.setattr(lab.os, "execv", lambda path, argv: calls.append(argv))
    assert main(["lab", str(ROOT), "--no-browser"]) == 0
    assert calls[0] == "warm"
    assert calls[1] == lab.jupyter_command(ROOT, options=("--no-browser",))
    assert "in the background" in capsys.readouterr().out


def test_warm_in_the_background_returns_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[tuple[list[str], dict[str, object]]] = []

    class Popen:
        def __init__(self, args: list[str], **options: object) -> None:
            started.append((args, options))

    monkeypatch.setattr(lab.subprocess, "Popen", Popen)
    assert main(["warm", "--background"]) == 0
    ((args, options),) = started
    assert args == [sys.executable, "-m", "pyanitsa_edu", "warm", "--quiet"]
    assert options["start_new_session"] is True and options["cwd"] == tempfile.gettempdir()
    assert options["stdout"] == options["stderr"] == lab.subprocess.DEVNULL


def test_the_course_command_prepares_the_engine_unless_told_not_to(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[str] = []
    monkeypatch.setattr(course, "warm_in_background", lambda: calls.append("warm") or True)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter-data"))
    assert main(["course", str(tmp_path / "a")]) == 0
    out = capsys.readouterr().out
    assert calls == ["warm"] and "Preparing the game engine in the background" in out
    assert f"-m pyanitsa_edu lab {tmp_path / 'a'}" in out
    assert main(["course", "--no-warm", str(tmp_path / "b")]) == 0
    assert calls == ["warm"] and "background" not in capsys.readouterr().out
