"""Preparing the game engine ahead (``python -m pyanitsa_edu warm``), and the word a lesson
says when it meets the engine unprepared.

The scenario runs in fresh processes over an empty numba cache of its own: a lesson's first
game compiles the two-player loop and says so once, in the reader's language; ``warm`` then
compiles the rest (loading what is there); after it, a process that plays every kind of game
the lessons play compiles nothing and says nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lesson_calls import EVERY_LESSON_CALL, FIRST_GAME, LESSON_CALLS
from pyanitsa_edu.i18n import translate
from pyanitsa_edu.pyanitsa.engine import notice
from pyanitsa_edu.pyanitsa.engine.warm import STEPS, Warmed

ROOT = Path(__file__).resolve().parents[2]

def _python(code: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh process of this interpreter; fail with its output if it fails."""
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


@pytest.mark.slow
def test_a_cold_lesson_says_so_once_and_after_warm_nothing_compiles(tmp_path: Path) -> None:
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("PYANITSA_LANG", None)
    first = _python(LESSON_CALLS.format(calls=FIRST_GAME), env, "ru")
    assert "play_pairs" in json.loads(first.stdout)
    said = translate(notice.NOTICE, "ru", seconds=notice.LOOPS[(notice._KERNEL, "play_pairs")][1])
    assert said.startswith("Готовим игровой движок к первому запуску")
    assert first.stderr.splitlines() == [said]  # once, although two games compiled

    warmed = subprocess.run([sys.executable, "-m", "pyanitsa_edu", "warm"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=900, check=True)
    report = warmed.stdout.strip()
    assert report.startswith("The game engine is ready (")
    assert report.endswith(f"numba keeps it in {tmp_path / 'cache'}{os.sep}"
                           f"{next((tmp_path / 'cache').iterdir()).name}.")
    assert "Preparing the game engine" in warmed.stderr  # the progress bar
    assert "first use" not in warmed.stderr  # and no notice

    after = _python(LESSON_CALLS.format(calls=EVERY_LESSON_CALL), env, "en")
    assert json.loads(after.stdout) == []
    assert after.stderr == ""


def test_the_notice_is_said_once_per_loop_and_not_while_warming(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(notice, "_told", set())
    kernel = notice._KERNEL
    with notice.quiet():
        notice._announce(kernel, "play_pairs")
    assert capsys.readouterr().err == ""
    notice._announce(kernel, "play_pairs")
    notice._announce(kernel, "play_pairs")
    notice._announce(kernel, "_run_pair")  # an inner function: part of its entry's wait
    assert capsys.readouterr().err == translate(notice.NOTICE, "en", seconds=5) + "\n"
    notice._announce(kernel, "play_games")
    notice._announce(kernel, "play_one_trick")  # the same general loop
    assert capsys.readouterr().err.count("about 8 s") == 1


def test_the_report_in_both_languages() -> None:
    warmed = Warmed(12.34, compiled=4, loaded=0, folder="/home/u/.cache/numba/engine_1")
    assert warmed.text("en") == ("The game engine is ready (12.3 s); numba keeps it in "
                                 "/home/u/.cache/numba/engine_1.")
    assert warmed.text("ru") == ("Игровой движок готов (12,3 с); numba хранит его в папке "
                                 "/home/u/.cache/numba/engine_1.")
    nowhere = Warmed(3.0, compiled=4, loaded=0, folder=None).text("ru")
    assert "сохранить его негде" in nowhere and "NUMBA_CACHE_DIR" in nowhere
    plain = Warmed(0.0, 0, 0, None, compiles=False)
    assert plain.text("en").startswith("The game engine runs as plain Python")
    assert plain.text("ru").startswith("Игровой движок работает как обычный код на Python")


def test_every_step_has_a_russian_label() -> None:
    for label, _ in STEPS:
        assert translate(label, "ru") != label
