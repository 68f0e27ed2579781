"""The committed demo notebook, opened in JupyterLab without running a cell, shows its widgets
from the stored widget state once the notebook is trusted (``make lab`` and the ``course``
command trust the course's notebooks); untrusted, JupyterLab shows only the text reprs.

Screenshots: ``tests/screenshots/stored-*.png``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import nbformat
import pytest

from .lab import SCREENSHOT_DIR, LabServer, open_notebook, screenshot, trust_notebook

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

DEMO = Path(__file__).resolve().parents[2] / "lessons" / "00-demo.ipynb"
WIDGETS = {  # CSS class of each widget in the demo -> how many the demo shows
    ".pyanitsa-table-widget": 2,
    ".pyanitsa-ranking-widget": 1,
    ".pyanitsa-deal-explorer": 1,
    ".pyanitsa-simulation-panel": 1,
}


def _copy_demo(server: LabServer, folder: str, note: str | None = None) -> str:
    """Copy the committed demo, outputs and state as they are, into ``folder``; return its path.

    A ``note`` in the metadata makes the copy's content (so its signature) differ from the
    committed demo's: trust is given to a content, whatever the file's name.
    """
    (server.root / folder).mkdir(exist_ok=True)
    nb = nbformat.read(DEMO, as_version=4)
    if note is not None:
        nb.metadata["note"] = note
    nbformat.write(nb, server.root / folder / DEMO.name)
    return f"{folder}/{DEMO.name}"


def test_trusted_demo_shows_its_widgets_before_running(lab_server: LabServer, page: Page) -> None:
    page.set_viewport_size({"width": 1400, "height": 1600})
    relpath = _copy_demo(lab_server, "stored")
    trust_notebook(lab_server, lab_server.root / relpath)
    open_notebook(page, lab_server, relpath)
    for selector, count in WIDGETS.items():
        page.locator(selector).nth(count - 1).wait_for()
        assert page.locator(selector).count() == count, selector
    assert page.get_by_text("Error displaying widget").count() == 0
    table = page.locator(".pyanitsa-table-widget").first
    assert "Press Flip" in table.inner_text()  # the state the table was left in
    assert page.locator(".pyanitsa-ranking-widget img").count() >= 1  # the stored plot
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    for n, selector in enumerate(WIDGETS, start=1):
        element = page.locator(selector).first
        element.scroll_into_view_if_needed()
        element.screenshot(path=str(SCREENSHOT_DIR / f"stored-{n}.png"))
    assert screenshot(page, "stored-page").stat().st_size > 0
    # The prompts are the stored ones: nothing was run.
    prompts = page.locator(".jp-CodeCell .jp-InputArea-prompt").all_inner_texts()
    assert prompts == [f"[{n}]:" for n in range(1, len(prompts) + 1)]


def test_untrusted_demo_shows_text_reprs(lab_server: LabServer, page: Page) -> None:
    relpath = _copy_demo(lab_server, "untrusted", note="never trusted")
    open_notebook(page, lab_server, relpath)
    text = page.locator(".jp-OutputArea-output[data-mime-type='text/plain']")
    text.filter(has_text="[table widget: deal from seed 48").first.wait_for()
    assert page.locator(".pyanitsa-table-widget").count() == 0
