"""Self-test of the browser harness: a button widget in a real JupyterLab reacts to a click."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from .lab import (
    LabServer,
    error_outputs,
    new_notebook,
    open_notebook,
    run_all_cells,
    screenshot,
    stderr_outputs,
)

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

BUTTON_CELL = """\
import ipywidgets as w
b = w.Button(description="Press")
out = w.Output()
b.on_click(lambda _: out.append_stdout("pressed\\n"))
display(b, out)
"""


def test_button_click_reaches_output(lab_server: LabServer, page: Page) -> None:
    """Run a tiny widget notebook, click its button, and see the kernel's answer on the page."""
    new_notebook(lab_server.root / "harness.ipynb", [BUTTON_CELL])
    open_notebook(page, lab_server, "harness.ipynb")
    run_all_cells(page)
    assert stderr_outputs(page) == []

    button = page.locator(".jp-OutputArea .widget-button", has_text="Press")
    button.click()
    output = page.locator(".widget-output")
    output.get_by_text("pressed").wait_for()
    assert "pressed" in output.inner_text()
    assert screenshot(page, "lab_harness").stat().st_size > 0


def test_run_all_stops_at_an_error(lab_server: LabServer, page: Page) -> None:
    """A raising cell ends "Run All Cells" without a hang, and its traceback is reported."""
    new_notebook(lab_server.root / "raises.ipynb", ["x = 1", "1 / 0", "y = 2"])
    open_notebook(page, lab_server, "raises.ipynb")
    run_all_cells(page)
    errors = error_outputs(page)
    assert len(errors) == 1
    assert "ZeroDivisionError" in errors[0]
    prompts = page.locator(".jp-CodeCell .jp-InputArea-prompt").all_inner_texts()
    assert prompts == ["[1]:", "[2]:", "[ ]:"]
