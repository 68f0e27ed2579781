"""tools/run_notebooks.py saves notebooks that do not churn: no widget state, no timings,
no widget views without their state, and a print's pieces joined into one output."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("run_notebooks", ROOT / "tools" / "run_notebooks.py")
assert _spec is not None and _spec.loader is not None
tool = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = tool
_spec.loader.exec_module(tool)

VIEW = "application/vnd.jupyter.widget-view+json"


def _notebook() -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.metadata["widgets"] = {"state": {"x": 1}}
    timing = {"execution": {"shell.execute_reply": "2026-01-01T00:00:00Z"}}
    cell = nbformat.v4.new_code_cell("print('a', 1)", metadata=timing)
    cell.outputs = [
        nbformat.v4.new_output("stream", name="stdout", text="a"),
        nbformat.v4.new_output("stream", name="stdout", text=" 1\n"),
        nbformat.v4.new_output("execute_result", data={VIEW: {"model_id": "f00"},
                                                       "text/plain": "<table>"}),
    ]
    nb.cells = [nbformat.v4.new_markdown_cell("text"), cell]
    return nb


def test_clean_removes_churn() -> None:
    nb = tool.clean(_notebook())
    assert "widgets" not in nb.metadata
    cell = nb.cells[1]
    assert "execution" not in cell.metadata
    assert [o.get("text") for o in cell.outputs[:1]] == ["a 1\n"]
    assert len(cell.outputs) == 2 and cell.outputs[1]["data"] == {"text/plain": "<table>"}


def test_clean_can_keep_widget_views() -> None:
    nb = tool.clean(_notebook(), keep_widget_views=True)
    assert VIEW in nb.cells[1].outputs[-1]["data"]
