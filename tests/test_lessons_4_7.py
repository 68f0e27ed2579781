"""Lessons 04–07 keep the course's promises: no game logic of their own, a plot or widget,
PNG figures only, fixed seeds, and a closing "What we learned" with a pointer to exercises."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted(ROOT.glob("lessons/0[4-7]-*.ipynb"))


def test_the_four_lessons_exist() -> None:
    assert [p.name[:2] for p in LESSONS] == ["04", "05", "06", "07"]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_defines_no_logic(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert not re.search(r"^\s*(def|class|lambda)\b|\blambda\b", cell.source, re.M), (
                f"{path.name}: a lesson cell defines logic:\n{cell.source}"
            )


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_shape(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert "plt.show()" in code or "_panel(" in code, "a plot or a widget"
    assert "## What we learned" in nb.cells[-1].source
    assert f"exercises/{path.name}" in nb.cells[-1].source
    assert re.search(r"About \d+ minutes", text)
    for call in re.findall(r"simulate\(([^)]*)\)", code):
        assert "seed=" in call or "deals=" in call, f"simulate without a seed: {call}"
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]
    assert outputs, "the lesson is committed with its outputs"
    assert not any("image/svg+xml" in o.get("data", {}) for o in outputs)
    assert not any(o.get("output_type") == "error" for o in outputs)
