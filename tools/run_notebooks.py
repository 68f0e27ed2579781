"""Execute notebooks in place, each in a fresh kernel, and save them with their outputs.

The kernel's working folder is the notebook's own folder. The widgets' state is saved in the
notebook (``metadata.widgets``), so JupyterLab, nbviewer and Voila draw every widget as it was
left before anything runs. It is saved so that a re-run does not churn the diff:

- model ids are replaced by ids made from the notebook's name and the model's place (in the
  order the outputs show them, then the models they refer to);
- values equal to the widget's default are dropped, as JupyterLab does when it saves;
- timing metadata is removed and a print's pieces are joined into one output.

A saved widget is a picture until its cell runs: each widget of the course has a note saying
so, hidden while the widget is live (``pyanitsa_edu.widgets.access.saved_note``); the saved
state shows it (:func:`reveal_saved_notes`).

A figure drawn by the course's plots is shown as an ``<img>`` with its text alternative
(``pyanitsa_edu.plots.notebook``) as well as a PNG; the saved notebook keeps the ``<img>``
only (:func:`drop_twin_images`: the same bytes, so nothing is lost, and the notebook does not
store each picture twice).

nbval does not compare widget views; ``tests/nbval_sanitize.cfg`` hides model ids anywhere
else. ``--no-widget-state`` saves no state and removes the widget views instead (without the
state a view could not be drawn), leaving each widget's text repr until the cell is run.

The game engine is prepared first (``python -m pyanitsa_edu warm``), so that no saved output
holds the line a lesson prints when it meets the engine's loops uncompiled.

Usage::

    python tools/run_notebooks.py lessons/01-*.ipynb exercises/solutions/*.ipynb
    python tools/run_notebooks.py --timeout 120 lessons/*.ipynb
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
from nbconvert.preprocessors import CellExecutionError, ExecutePreprocessor
from nbformat import NotebookNode

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
MODEL_REF = re.compile(r"^IPY_MODEL_([0-9a-f]{32})$")
PRIMITIVE = (str, int, float, bool, type(None))


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


def _views(nb: NotebookNode) -> Iterator[dict[str, Any]]:
    """Yield the data bundle of every output that shows a widget view, in cell order."""
    for cell in nb.cells:
        for output in cell.get("outputs", []) if cell.cell_type == "code" else []:
            data = output.get("data", {})
            if WIDGET_VIEW in data:
                yield data


def _references(value: Any) -> Iterator[str]:
    """Yield the model ids ``value`` refers to (``IPY_MODEL_<id>`` strings, view model ids)."""
    if isinstance(value, str):
        match = MODEL_REF.match(value)
        if match:
            yield match.group(1)
    elif isinstance(value, dict):
        for key in sorted(value):
            if key == "model_id" and isinstance(value[key], str):
                yield value[key]
            else:
                yield from _references(value[key])
    elif isinstance(value, list):
        for item in value:
            yield from _references(item)


def _rename(value: Any, new_ids: dict[str, str]) -> Any:
    """Return ``value`` with every model id (bare or as ``IPY_MODEL_<id>``) renamed."""
    if isinstance(value, str):
        match = MODEL_REF.match(value)
        if match and match.group(1) in new_ids:
            return f"IPY_MODEL_{new_ids[match.group(1)]}"
        return new_ids.get(value, value)
    if isinstance(value, dict):
        return {key: _rename(item, new_ids) for key, item in value.items()}
    if isinstance(value, list):
        return [_rename(item, new_ids) for item in value]
    return value


def model_order(nb: NotebookNode, state: dict[str, Any]) -> list[str]:
    """Return the stored models' ids in a run-independent order: depth first from the views
    in cell order, then the models nothing shown refers to (in the order of their content);
    none at all if no view shows a stored model."""
    order: list[str] = []

    def visit(model_id: str) -> None:
        if model_id in state and model_id not in order:
            order.append(model_id)
            for ref in _references(state[model_id].get("state", {})):
                visit(ref)

    for data in _views(nb):
        visit(data[WIDGET_VIEW].get("model_id", ""))
    if not order:  # nothing is shown: no state is needed
        return []
    unseen = [m for m in state if m not in order]
    masked = {m: re.sub(r"[0-9a-f]{32}", "?", json.dumps(state[m], sort_keys=True)) for m in unseen}
    for model_id in sorted(unseen, key=masked.__getitem__):
        visit(model_id)
    return order


def stable_id(notebook: str, place: int) -> str:
    """Return the model id of the ``place``-th model of ``notebook`` (32 hex digits)."""
    return hashlib.sha256(f"{notebook}:{place}".encode()).hexdigest()[:32]


def _defaults(model: dict[str, Any]) -> dict[str, Any]:
    """Return the default values of the synced traits of ``model``'s widget class (or none)."""
    from ipywidgets.widgets.widget import _registry

    state = model.get("state", {})
    try:
        cls = _registry.get(
            model["model_module"], model["model_module_version"], model["model_name"],
            state["_view_module"], state["_view_module_version"], state["_view_name"],
        )
    except (KeyError, TypeError):
        return {}
    return {name: trait.default_value for name, trait in cls.class_traits(sync=True).items()}


def drop_defaults(model: dict[str, Any]) -> dict[str, Any]:
    """Return ``model`` without the state values equal to its widget class's plain defaults
    (the names starting with ``_``, which say what the model is, are kept)."""
    defaults = _defaults(model)
    state = {
        key: value for key, value in model.get("state", {}).items()
        if key.startswith("_") or key not in defaults
        or not isinstance(defaults[key], PRIMITIVE)
        or type(value) is not type(defaults[key]) or value != defaults[key]
    }
    return {**model, "state": state}


SAVED_NOTE_CLASS = "pyanitsa-saved-note"
"""CSS class of a widget's "this is a picture" note (``pyanitsa_edu.widgets.access``)."""


def reveal_saved_notes(state: dict[str, Any]) -> int:
    """Show, in saved widget ``state``, each widget's note that it is a picture (hidden while
    the widget is live): its layout's ``display: none`` is dropped. Return how many."""
    shown = 0
    for model in state.values():
        values = model.get("state", {})
        if SAVED_NOTE_CLASS not in values.get("_dom_classes", ()):
            continue
        match = MODEL_REF.match(str(values.get("layout", "")))
        layout = state.get(match.group(1)) if match else None
        if layout is not None and layout.get("state", {}).get("display") == "none":
            layout["state"]["display"] = None
            shown += 1
    return shown


def stabilise_widget_state(nb: NotebookNode, notebook: str) -> NotebookNode:
    """Rename the stored widget models to stable ids and drop their default values; show each
    widget's note that it is a picture.

    Views whose model was not stored are removed from the outputs (they could not be drawn).
    """
    saved = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {})
    state: dict[str, Any] = saved.get("state", {})
    reveal_saved_notes(state)
    order = model_order(nb, state)
    new_ids = {old: stable_id(notebook, place) for place, old in enumerate(order)}
    if order:
        renamed = {new_ids[old]: _rename(drop_defaults(state[old]), new_ids) for old in order}
        nb.metadata["widgets"] = {WIDGET_STATE: {**saved, "state": renamed}}
    else:
        nb.metadata.pop("widgets", None)
    for data in _views(nb):
        model_id = data[WIDGET_VIEW].get("model_id", "")
        if model_id in new_ids:
            data[WIDGET_VIEW] = {**data[WIDGET_VIEW], "model_id": new_ids[model_id]}
        elif len(data) > 1:
            del data[WIDGET_VIEW]
    return nb


FIGURE_IMG = re.compile(r'^<img class="pyanitsa-figure" src="data:image/png;base64,([^"]+)"')
"""The ``text/html`` of a course figure: an ``<img>`` with its alt text and the PNG inline."""


def drop_twin_images(outputs: list[NotebookNode]) -> int:
    """Remove the ``image/png`` of each output whose ``text/html`` is a course figure holding
    the very same PNG; return how many were removed."""
    dropped = 0
    for output in outputs:
        data = output.get("data", {})
        html, png = data.get("text/html"), data.get("image/png")
        if not isinstance(html, str) or not isinstance(png, str):
            continue
        match = FIGURE_IMG.match(html)
        if match and match.group(1) == png.replace("\n", ""):
            del data["image/png"]
            dropped += 1
    return dropped


def clean(nb: NotebookNode, widget_state: bool = True, notebook: str = "notebook") -> NotebookNode:
    """Remove per-cell timing, join split stream outputs, keep a course figure's PNG once (in
    its ``<img>``), and keep the widget state stable
    (``notebook`` names the notebook in the model ids); with ``widget_state=False`` remove the
    state and the widget views instead."""
    if not widget_state:
        nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.get("metadata", {}).pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = merge_streams(cell.outputs)
            drop_twin_images(cell.outputs)
    return stabilise_widget_state(nb, notebook)


def execute(
    path: Path, timeout: int = 120, kernel: str = "python3", widget_state: bool = True
) -> float:
    """Execute the notebook at ``path`` in place; return the seconds it took."""
    nb = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    runner = ExecutePreprocessor(
        timeout=timeout, kernel_name=kernel, record_timing=False, store_widget_state=widget_state
    )
    runner.preprocess(nb, {"metadata": {"path": str(path.parent)}})
    nbformat.write(clean(nb, widget_state, path.stem), path)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("notebooks", nargs="+", type=Path)
    parser.add_argument("--timeout", type=int, default=120, help="seconds per cell")
    parser.add_argument("--kernel", default="python3")
    parser.add_argument("--no-widget-state", dest="widget_state", action="store_false",
                        help="save no widget state and remove the widget views")
    options = parser.parse_args(argv)
    subprocess.run([sys.executable, "-m", "pyanitsa_edu", "warm", "--quiet"], check=True)
    failed = []
    for path in options.notebooks:
        try:
            seconds = execute(path, options.timeout, options.kernel, options.widget_state)
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
