"""Lessons stay thin and finish the same way: no game logic of their own, a plot or a widget,
"What we learned", and a link to their exercise notebook, which exists."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
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


def test_the_seven_lessons_exist() -> None:
    assert [p.name[:2] for p in LESSONS] == ["01", "02", "03", "04", "05", "06", "07"]


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_lesson_states_its_class_time(path: Path) -> None:
    text = "\n".join(c.source for c in _cells(path) if c.cell_type == "markdown")
    minutes = [int(m) for m in re.findall(r"[Aa]bout (\d+) minutes", text)]
    assert minutes and all(10 <= m <= 25 for m in minutes), f"{path.name}: {minutes}"


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_lesson_is_reproducible_and_committed_with_outputs(path: Path) -> None:
    cells = [c for c in _cells(path) if c.cell_type == "code"]
    code = "\n".join(c.source for c in cells)
    for call in re.findall(r"(?<![.\w])(?:simulate|deal)\(([^)]*)\)", code):
        assert "seed=" in call or "deals=" in call, f"{path.name}: no seed in ({call})"
    outputs = [o for c in cells for o in c.get("outputs", [])]
    assert outputs, f"{path.name} is committed without its outputs"
    assert not any("image/svg+xml" in o.get("data", {}) for o in outputs), "SVG breaks nbval"
    assert not any(o.get("output_type") == "error" for o in outputs)
