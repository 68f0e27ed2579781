"""``simulate --csv FILE``: a refused, failed or interrupted run never touches an existing file.

The rows go to a temporary file beside the target, moved into place only when the run
succeeded; no temporary file is left behind either way.
"""

from __future__ import annotations

import csv
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from pyanitsa_edu.analysis.simulation import Simulation
from pyanitsa_edu.app import cli
from pyanitsa_edu.app.cli import main

PRECIOUS = b"precious\r\nrow, with \xc3\xa9 and no newline at the end"


def _run(args: list[str]) -> int:
    """Return the exit code of the command line (bad options exit through SystemExit)."""
    try:
        return main(args)
    except SystemExit as stop:
        return int(stop.code or 0)


def _precious(tmp_path: Path) -> Path:
    path = tmp_path / "r.csv"
    path.write_bytes(PRECIOUS)
    return path


def _only(tmp_path: Path, *names: str) -> None:
    """Assert the folder holds exactly ``names``: no temporary file left behind."""
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names)


def test_the_reproducer_a_refused_run_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    path = _precious(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "pyanitsa_edu", "simulate", "-n", "1000000000", "--csv", str(path)],
        capture_output=True, text=True, check=False, cwd=tmp_path,
    )
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1, done.stderr
    assert path.read_bytes() == PRECIOUS
    _only(tmp_path, "r.csv")


@pytest.mark.parametrize("refused", [
    ["-n", "1000000000000"],                     # too big for memory
    ["-n", "10", "--ranks", *map(str, range(1100))],  # too big for deal codes
    ["-n", "10", "--no-cycles"],                 # rules that might never end
    ["-n", "10", "--players", "3", "--ranks", "6", "7", "--suits", "1"],  # too few cards
])
def test_every_refused_run_leaves_an_existing_file_byte_for_byte(
    tmp_path: Path, refused: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    path = _precious(tmp_path)
    assert _run(["simulate", *refused, "--no-progress", "--csv", str(path)]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1
    assert path.read_bytes() == PRECIOUS
    _only(tmp_path, "r.csv")


@pytest.mark.parametrize("where", ["simulate", "_write_csv"])
def test_ctrl_c_leaves_an_existing_file_and_no_temporary_file(
    tmp_path: Path, where: str, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    real_write = cli._write_csv

    def interrupted(*args: object, **kwargs: object) -> None:
        if where == "_write_csv":  # half the rows are out when Ctrl-C comes
            handle, sim, rules = args
            real_write(handle, sim, rules)  # type: ignore[arg-type]
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, where, interrupted)
    path = _precious(tmp_path)
    assert main(["simulate", "-n", "20", "--seed", "1", "--no-progress", "--csv", str(path)]) == 130
    assert capsys.readouterr().err.strip() == "python -m pyanitsa_edu: interrupted"
    assert path.read_bytes() == PRECIOUS
    _only(tmp_path, "r.csv")


def test_a_successful_run_replaces_the_file_keeps_its_mode_and_leaves_nothing_else(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _precious(tmp_path)
    path.chmod(0o640)
    assert main(["simulate", "-n", "7", "--seed", "2", "--no-progress", "--csv", str(path)]) == 0
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [row["game"] for row in rows] == [str(i) for i in range(7)]
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    _only(tmp_path, "r.csv")
    assert "wrote 7 games to" in capsys.readouterr().out


def test_a_symlinked_target_is_written_where_it_points_and_stays_a_link(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    real = tmp_path / "data" / "games.csv"
    real.parent.mkdir()
    real.write_bytes(PRECIOUS)
    link = tmp_path / "latest.csv"
    link.symlink_to(real)
    assert main(["simulate", "-n", "3", "--no-progress", "--csv", str(link)]) == 0
    assert link.is_symlink() and real.read_text(encoding="utf-8").startswith("game,winner")
    _only(real.parent, "games.csv")


def test_a_named_pipe_is_written_directly_and_stays_a_pipe(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "rows"
    os.mkfifo(pipe)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(pipe.read_bytes()))
    reader.start()
    assert main(["simulate", "-n", "4", "--seed", "5", "--no-progress", "--csv", str(pipe)]) == 0
    reader.join()
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert received[0].decode().splitlines()[0] == "game,winner,reason,tricks,wars,deal_code"
    assert len(received[0].decode().splitlines()) == 5


@pytest.mark.parametrize(("name", "message"), [
    ("", "--csv needs a file name"),
    (".", "is a folder, not a file"),
])
def test_no_file_name_is_a_bad_option(
    tmp_path: Path, name: str, message: str, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    played: list[object] = []
    monkeypatch.setattr(cli, "simulate", lambda *a, **k: played.append(a))
    assert _run(["simulate", "-n", "3", "--no-progress", "--csv", name]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.splitlines()) == 1
    assert played == []
    _only(tmp_path)


def test_a_read_only_file_is_a_bad_option_and_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _precious(tmp_path)
    # As root every file is writable, so the permission check is made to answer "no".
    monkeypatch.setattr(cli.os, "access", lambda *args, **kwargs: False)
    assert _run(["simulate", "-n", "3", "--no-progress", "--csv", str(path)]) == 2
    assert "cannot open the file for writing: Permission denied" in capsys.readouterr().err
    assert path.read_bytes() == PRECIOUS
    _only(tmp_path, "r.csv")


def test_the_summary_is_printed_after_the_file_is_in_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A reader that stops early (``| head -1``) cannot cost the file: it is written first."""
    path = tmp_path / "games.csv"

    def closed_pipe(self: Simulation) -> str:
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(Simulation, "summary", closed_pipe)
    monkeypatch.setattr(cli.os, "dup2", lambda *args: None)  # keep the test's own stdout
    assert main(["simulate", "-n", "3", "--no-progress", "--csv", str(path)]) == 0
    assert path.read_text(encoding="utf-8").count("\n") == 4
    _only(tmp_path, "games.csv")
