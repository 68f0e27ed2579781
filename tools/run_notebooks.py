"""Execute notebooks in place, each in a fresh kernel, and save them with their outputs.

The kernel's working folder is the notebook's own folder. Widget state
(``metadata.widgets``) and timing metadata are removed before saving, so a
re-run does not churn the diff. Without the state a stored widget view cannot
be drawn (JupyterLab would show "model not found"), so widget views are removed
from the outputs too, leaving the widget's text repr until the cell is run;
``--keep-widget-views`` keeps them.

Usage::

    python tools/run_notebooks.py lessons/01-*.ipynb exercises/solutions/*.ipynb
    python tools/run_notebooks.py --timeout 120 lessons/*.ipynb
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import nbformat
from nbconvert.preprocessors import CellExecutionError, ExecutePreprocessor
from nbformat import NotebookNode

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def merge_streams(outputs: list[NotebookNode]) -> list[NotebookNode]:
    """Join neighbouring stream outputs of one name (a print can arrive in pieces)."""
    merged: list[NotebookNode] = []
    for output in outputs:
        last = merged[-1] if merged else None
        if (output.get("output_type") == "stream" and last is not None
                and last.get("output_type") == "stream" and last.get("name") == output.get("name")):
            last["text"] = "".join(last["text"]) + "".join(output["text"])
        else:
            merged.append(output)
    return merged


def clean(nb: NotebookNode, keep_widget_views: bool = False) -> NotebookNode:
    """Remove widget state, per-cell execution timing and (by default) widget views; join
    split stream outputs."""
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.get("metadata", {}).pop("execution", None)
        if cell.cell_type != "code":
            continue
        cell.outputs = merge_streams(cell.outputs)
        if keep_widget_views:
            continue
        for output in cell.outputs:
            data = output.get("data", {})
            if WIDGET_VIEW in data and len(data) > 1:
                del data[WIDGET_VIEW]
    return nb


def execute(
    path: Path, timeout: int = 120, kernel: str = "python3", keep_widget_views: bool = False
) -> float:
    """Execute the notebook at ``path`` in place; return the seconds it took."""
    nb = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    runner = ExecutePreprocessor(timeout=timeout, kernel_name=kernel, record_timing=False)
    runner.preprocess(nb, {"metadata": {"path": str(path.parent)}})
    nbformat.write(clean(nb, keep_widget_views), path)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("notebooks", nargs="+", type=Path)
    parser.add_argument("--timeout", type=int, default=120, help="seconds per cell")
    parser.add_argument("--kernel", default="python3")
    parser.add_argument("--keep-widget-views", action="store_true",
                        help="keep widget views in the outputs (they need the saved state)")
    options = parser.parse_args(argv)
    failed = []
    for path in options.notebooks:
        try:
            seconds = execute(path, options.timeout, options.kernel, options.keep_widget_views)
        except CellExecutionError as error:
            failed.append(path)
            print(f"FAILED {path}\n{error}", file=sys.stderr)
            continue
        print(f"ran {path} in {seconds:.1f} s")
    if failed:
        print(f"{len(failed)} notebook(s) failed: {' '.join(map(str, failed))}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
