"""Execute notebooks in place, each in a fresh kernel, and save them with their outputs.

The kernel's working folder is the notebook's own folder. Widget state
(``metadata.widgets``) and timing metadata are removed before saving, so a
re-run does not churn the diff.

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


def clean(nb: NotebookNode) -> NotebookNode:
    """Remove widget state and per-cell execution timing from a notebook."""
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.get("metadata", {}).pop("execution", None)
    return nb


def execute(path: Path, timeout: int = 120, kernel: str = "python3") -> float:
    """Execute the notebook at ``path`` in place; return the seconds it took."""
    nb = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    runner = ExecutePreprocessor(timeout=timeout, kernel_name=kernel, record_timing=False)
    runner.preprocess(nb, {"metadata": {"path": str(path.parent)}})
    nbformat.write(clean(nb), path)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("notebooks", nargs="+", type=Path)
    parser.add_argument("--timeout", type=int, default=120, help="seconds per cell")
    parser.add_argument("--kernel", default="python3")
    options = parser.parse_args(argv)
    failed = []
    for path in options.notebooks:
        try:
            seconds = execute(path, options.timeout, options.kernel)
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
