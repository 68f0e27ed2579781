"""Lessons stay thin and finish the same way: no game logic of their own, a plot or a widget,
"What we learned", and a link to their exercise notebook, which exists."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted(p for p in (ROOT / "lessons").glob("[0-9][0-9]-*.ipynb") if p.name[:2] != "00")
DEFINITION = re.compile(r"^\s*(def|class)\s", re.M)


def _cells(path: Path) -> list[nbformat.NotebookNode]:
    return list(nbformat.read(path, as_version=4).cells)


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_no_game_logic_in_lessons(path: Path) -> None:
    defining = [c.source.split("\n")[0] for c in _cells(path)
                if c.cell_type == "code" and (DEFINITION.search(c.source) or "lambda" in c.source)]
    assert not defining, f"{path.name} defines code; move it into the library: {defining}"


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_lesson_shows_a_plot_or_a_widget(path: Path) -> None:
    code = "\n".join(c.source for c in _cells(path) if c.cell_type == "code")
    assert "plot_" in code or "plt." in code or "_widget(" in code or "pyanitsa_edu.widgets" in code


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_lesson_ends_with_what_we_learned_and_its_exercises(path: Path) -> None:
    last = [c for c in _cells(path) if c.cell_type == "markdown"][-1].source
    assert "What we learned" in last, path.name
    pointer = f"exercises/{path.name}"
    assert pointer in last, f"{path.name} should end with a pointer to {pointer}"
    assert (ROOT / "exercises" / path.name).exists()
    assert (ROOT / "exercises" / "solutions" / path.name).exists()
