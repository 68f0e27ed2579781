"""A self-check's verdict output shows nothing: run in JupyterLab, and exported by nbconvert's
HTML, the output beside each ✓ or ✗ line takes no room and says nothing, and nbconvert warns of
no type it cannot show. Screenshots: ``tests/screenshots/verdict-*.png``."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import TYPE_CHECKING

import nbformat
import pytest
from nbclient import NotebookClient
from nbconvert import HTMLExporter

from pyanitsa_edu.checks.verdict import MIME

from .lab import LabServer, error_outputs, new_notebook, open_notebook, run_all_cells, screenshot

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

SOURCE = ('from pyanitsa_edu.checks import check_value\n'
          'check_value("first", 1, 1)\ncheck_value("second", 2, 1)\nprint("after the checks")')
LINES = ["✓ first: 1 is right.", "✗ second: 2 is not right: too large by a factor of about two.",
         "after the checks"]
_OUTPUTS_JS = """() => [...document.querySelectorAll('.jp-OutputArea-child')]
    .map(e => [e.getBoundingClientRect().height, e.innerText.trim()])"""


def _shown(outputs: list[list[object]]) -> tuple[list[str], list[object]]:
    """Return the texts of the outputs that take room, and the heights of the others."""
    texts = [str(text) for height, text in outputs if float(str(height)) > 0]
    empty = [height for height, text in outputs if float(str(height)) == 0 and not text]
    return texts, empty


def test_jupyterlab_shows_the_lines_and_nothing_else(lab_server: LabServer, page: Page) -> None:
    new_notebook(lab_server.root / "verdicts.ipynb", [SOURCE])
    open_notebook(page, lab_server, "verdicts.ipynb")
    run_all_cells(page)
    assert error_outputs(page) == []
    page.locator(".jp-OutputArea-output pre", has_text="after the checks").wait_for()
    texts, empty = _shown(page.evaluate(_OUTPUTS_JS))
    assert "\n".join(texts).splitlines() == LINES
    assert len(empty) == 2  # one verdict per check, each drawn as nothing
    screenshot(page, "verdict-jupyterlab")


def test_nbconvert_html_shows_the_lines_and_nothing_else(tmp_path: Path, page: Page) -> None:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(SOURCE)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    NotebookClient(nb, kernel_name="python3", timeout=120).execute()
    assert sum(MIME in out.get("data", {}) for out in nb.cells[0].outputs) == 2
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "… is not able to be represented" would fail here
        body, _resources = HTMLExporter(template_name="lab").from_notebook_node(nb)
    page_path = tmp_path / "verdicts.html"
    page_path.write_text(body, encoding="utf-8")
    page.goto(page_path.as_uri())
    texts, empty = _shown(page.evaluate(_OUTPUTS_JS))
    assert "\n".join(texts).splitlines() == LINES and len(empty) == 2
    screenshot(page, "verdict-nbconvert")
