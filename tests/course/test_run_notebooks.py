"""tools/run_notebooks.py saves notebooks that show their widgets before running and do not
churn: the widget state is stored with stable model ids and without default values, timings
are removed, and a print's pieces are joined into one output."""

from __future__ import annotations

import copy
import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import Any

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("run_notebooks", ROOT / "tools" / "run_notebooks.py")
assert _spec is not None and _spec.loader is not None
tool = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = tool
_spec.loader.exec_module(tool)

VIEW = "application/vnd.jupyter.widget-view+json"
STATE = "application/vnd.jupyter.widget-state+json"
NOTEBOOKS = sorted(
    p for p in [*ROOT.glob("lessons/**/*.ipynb"), *ROOT.glob("exercises/**/*.ipynb")]
    if ".ipynb_checkpoints" not in p.parts
)
REF = re.compile(r"IPY_MODEL_([0-9a-f]{32})")
WIDGET_CLASSES = {"pyanitsa-table-widget", "pyanitsa-ranking-widget", "pyanitsa-deal-explorer",
                  "pyanitsa-simulation-panel", "pyanitsa-sixtysix-widget"}
"""The CSS class of each widget of the course (the root of its saved state)."""
BOX, BUTTON, LAYOUT, LINK = ("a" * 32, "b" * 32, "c" * 32, "d" * 32)


def _model(name: str, state: dict[str, Any], view: str | None = None) -> dict[str, Any]:
    """A stored model of the core widget ``name`` (e.g. "Button"), as nbclient saves it."""
    base = "LayoutView" if name == "Layout" else f"{name}View"
    module = "@jupyter-widgets/base" if name == "Layout" else "@jupyter-widgets/controls"
    return {
        "model_name": f"{name}Model", "model_module": module, "model_module_version": "2.0.0",
        "state": {"_view_name": view or base, "_view_module": module,
                  "_view_module_version": "2.0.0", "_model_name": f"{name}Model", **state},
    }


def _notebook(view_id: str = BOX) -> nbformat.NotebookNode:
    """A run notebook: a split print, and a box holding a button, with its state stored."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["widgets"] = {STATE: {"version_major": 2, "version_minor": 0, "state": {
        LINK: _model("Link", {"source": [f"IPY_MODEL_{BUTTON}", "value"],
                              "target": [f"IPY_MODEL_{BUTTON}", "description"]}, view=""),
        BUTTON: _model("Button", {"description": "Flip", "disabled": False, "icon": "",
                                  "layout": f"IPY_MODEL_{LAYOUT}", "tooltip": None}),
        LAYOUT: _model("Layout", {"width": "10em", "height": None}),
        BOX: _model("VBox", {"children": [f"IPY_MODEL_{BUTTON}"], "box_style": ""}),
    }}}
    timing = {"execution": {"shell.execute_reply": "2026-01-01T00:00:00Z"}}
    cell = nbformat.v4.new_code_cell("print('a', 1); box", metadata=timing)
    cell.outputs = [
        nbformat.v4.new_output("stream", name="stdout", text="a"),
        nbformat.v4.new_output("stream", name="stdout", text=" 1\n"),
        nbformat.v4.new_output("execute_result", data={
            VIEW: {"model_id": view_id, "version_major": 2, "version_minor": 0},
            "text/plain": "<box>"}),
    ]
    nb.cells = [nbformat.v4.new_markdown_cell("text"), cell]
    return nb


def _state(nb: nbformat.NotebookNode) -> dict[str, Any]:
    state: dict[str, Any] = nb.metadata["widgets"][STATE]["state"]
    return state


def test_clean_removes_churn_and_keeps_the_views() -> None:
    nb = tool.clean(_notebook(), notebook="demo")
    cell = nb.cells[1]
    assert "execution" not in cell.metadata
    assert [o.get("text") for o in cell.outputs[:1]] == ["a 1\n"]
    view = cell.outputs[1]["data"][VIEW]
    assert view["model_id"] == tool.stable_id("demo", 0)
    assert cell.outputs[1]["data"]["text/plain"] == "<box>"


def test_model_ids_follow_the_views_then_the_references() -> None:
    nb = tool.clean(_notebook(), notebook="demo")
    state = _state(nb)
    ids = [tool.stable_id("demo", place) for place in range(4)]
    assert list(state) == ids
    box, button, layout, link = (state[i]["state"] for i in ids)
    assert box["children"] == [f"IPY_MODEL_{ids[1]}"]
    assert button["layout"] == f"IPY_MODEL_{ids[2]}"
    assert layout == {**layout, "width": "10em"}
    assert link["source"] == [f"IPY_MODEL_{ids[1]}", "value"]  # unshown models come last
    for model in state.values():
        for ref in REF.findall(json.dumps(model)):
            assert ref in state


def test_default_values_are_dropped_and_the_rest_kept() -> None:
    state = _state(tool.clean(_notebook(), notebook="demo"))
    button = state[tool.stable_id("demo", 1)]["state"]
    assert button["description"] == "Flip"
    assert "disabled" not in button and "icon" not in button and "tooltip" not in button
    assert button["_view_name"] == "ButtonView"  # what the model is: always kept
    layout = state[tool.stable_id("demo", 2)]["state"]
    assert layout["width"] == "10em" and "height" not in layout


def test_the_same_widgets_under_other_ids_save_the_same_notebook() -> None:
    base = _notebook()
    renamed = json.dumps(base)
    first = tool.clean(base, notebook="demo")
    for old, new in zip((BOX, BUTTON, LAYOUT, LINK), ("1" * 32, "2" * 32, "3" * 32, "4" * 32),
                        strict=True):
        renamed = renamed.replace(old, new)
    shuffled = nbformat.reads(renamed, as_version=4)
    models = _state(shuffled)
    shuffled.metadata["widgets"][STATE]["state"] = dict(reversed(list(models.items())))
    assert nbformat.writes(tool.clean(shuffled, notebook="demo")) == nbformat.writes(first)
    assert tool.stable_id("other", 0) != tool.stable_id("demo", 0)


def test_a_view_without_stored_state_is_removed_and_unshown_state_dropped() -> None:
    nb = tool.clean(_notebook(view_id="e" * 32), notebook="demo")
    assert nb.cells[1].outputs[1]["data"] == {"text/plain": "<box>"}
    assert "widgets" not in nb.metadata  # no view shows a stored model: nothing to draw


def test_without_widget_state_the_state_and_views_go() -> None:
    nb = tool.clean(copy.deepcopy(_notebook()), widget_state=False, notebook="demo")
    assert "widgets" not in nb.metadata
    assert nb.cells[1].outputs[1]["data"] == {"text/plain": "<box>"}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(ROOT).as_posix() for p in NOTEBOOKS])
def test_every_stored_widget_view_can_be_drawn(path: Path) -> None:
    """A committed notebook shows a widget view only with its model (and what it refers to)."""
    nb = nbformat.read(path, as_version=4)
    state = nb.metadata.get("widgets", {}).get(STATE, {}).get("state", {})
    views = [o["data"][VIEW]["model_id"] for c in nb.cells if c.cell_type == "code"
             for o in c.outputs if VIEW in o.get("data", {})]
    assert set(views) <= set(state)
    for model in state.values():
        assert set(REF.findall(json.dumps(model))) <= set(state)


def test_the_demo_stores_the_state_of_its_widgets() -> None:
    nb = nbformat.read(ROOT / "lessons" / "00-demo.ipynb", as_version=4)
    views = [o["data"][VIEW]["model_id"] for c in nb.cells if c.cell_type == "code"
             for o in c.outputs if VIEW in o.get("data", {})]
    assert len(views) == 5  # two tables, the ranking, the explorer, the simulation panel
    state = nb.metadata["widgets"][STATE]["state"]
    assert set(state) == {tool.stable_id("00-demo", place) for place in range(len(state))}
    assert views[0] == tool.stable_id("00-demo", 0)
    html = json.dumps(state, ensure_ascii=False)
    assert "Press Flip" in html and "One flip against a random other card" in html


def test_a_saved_widget_shows_its_note_that_it_is_a_picture() -> None:
    """The note is hidden while the widget is live; in the saved state it is shown."""
    import ipywidgets as w

    from pyanitsa_edu.widgets import table_widget

    widget = table_widget(seed=3, lang="ru")
    note = widget.children[0]
    assert tool.SAVED_NOTE_CLASS in note._dom_classes and note.layout.display == "none"
    assert "снимок виджета" in note.value
    other = w.HTML("x", layout=w.Layout(display="none"))  # hidden for its own reasons
    state = w.Widget.get_manager_state()["state"]  # every live widget, as nbclient saves them
    assert tool.reveal_saved_notes(state) >= 1
    layout = state[note.layout.model_id]["state"]
    assert layout["display"] is None
    assert state[other.layout.model_id]["state"]["display"] == "none"
    assert note.layout.display == "none"  # the live widget is untouched


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(ROOT).as_posix() for p in NOTEBOOKS])
def test_every_saved_widget_of_the_course_says_it_is_a_picture(path: Path) -> None:
    """Each stored widget of the course holds its note, shown (a Russian notebook's in Russian)."""
    from pyanitsa_edu.widgets.access import saved_note

    nb = nbformat.read(path, as_version=4)
    state = nb.metadata.get("widgets", {}).get(STATE, {}).get("state", {})
    roots = [m["state"] for m in state.values()
             if WIDGET_CLASSES & set(m["state"].get("_dom_classes", ()))]  # fmt: skip
    texts = {lang: saved_note(lang).value for lang in ("en", "ru")}
    langs = []
    for root in roots:
        assert "pyanitsa-widget" in root["_dom_classes"], f"{path}: saved by an older package"
        note = state[_ref(root["children"][0])]["state"]
        assert tool.SAVED_NOTE_CLASS in note.get("_dom_classes", ()), path
        assert state[_ref(note["layout"])]["state"].get("display") is None, f"{path}: hidden"
        langs += [lang for lang, text in texts.items() if note.get("value") == text]
    assert len(langs) == len(roots), f"{path}: a note that is not the package's own"
    if roots and "ru" in path.relative_to(ROOT).parts:
        assert "ru" in langs, path


def _ref(value: str) -> str:
    """Return the model id of an ``IPY_MODEL_<id>`` reference."""
    match = REF.fullmatch(value)
    assert match is not None, value
    return match.group(1)


def test_a_course_figure_keeps_its_png_once_in_the_img_with_alt_text() -> None:
    png = "iVBORw0KGgo" + "A" * 40
    img = f'<img class="pyanitsa-figure" src="data:image/png;base64,{png}" alt="A chart"/>'
    figure = nbformat.v4.new_output("display_data", data={
        "text/plain": "<Figure size 800x450 with 1 Axes>", "image/png": png, "text/html": img})
    other = nbformat.v4.new_output("display_data", data={
        "text/plain": "<Figure size 640x480 with 1 Axes>", "image/png": png})  # fmt: skip
    changed = nbformat.v4.new_output("display_data", data={
        "image/png": png + "B",
        "text/html": f'<img class="pyanitsa-figure" src="data:image/png;base64,{png}" alt="x"/>',
    })  # fmt: skip
    assert tool.drop_twin_images([figure, other, changed]) == 1
    assert set(figure["data"]) == {"text/plain", "text/html"}
    assert "image/png" in other["data"] and "image/png" in changed["data"]  # nothing is lost
