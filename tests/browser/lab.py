"""Helpers that drive JupyterLab in a real browser (Playwright, headless Chromium).

The fixtures in ``conftest.py`` give a running ``LabServer`` and a Playwright ``Page``;
these functions do the rest: put a notebook in the server's root, open it, run it,
wait for the kernel and take screenshots.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

import nbformat

if TYPE_CHECKING:
    from playwright.sync_api import Page

TIMEOUT_MS = 60_000
"""Upper bound for any single wait in the browser (generous, but bounded)."""

SCREENSHOT_DIR = Path(__file__).resolve().parents[1] / "screenshots"
"""Where ``screenshot`` writes PNG files (``tests/screenshots/``, git-ignored)."""

# JavaScript predicates evaluated in the page.
# The toolbar's execution indicator says "idle" before the kernel even exists, so readiness is
# read from the status bar's kernel item ("Python 3 (ipykernel) | Idle", not "No Kernel | …").
_KERNEL_IDLE_JS = """() => [...document.querySelectorAll('#jp-main-statusbar .jp-StatusBar-Item')]
    .map(e => e.innerText.trim())
    .some(t => / \\| Idle$/.test(t) && !t.startsWith('No Kernel'))"""
# Execution counts shown in the code cell prompts ("[3]:" -> 3, "[ ]:" -> 0, "[*]:" -> -1).
_PROMPTS_JS = """() => [...document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')]
    .map(e => e.textContent)
    .map(t => t.includes('*') ? -1 : parseInt(t.replace(/\\D/g, '') || '0'))"""


@dataclass(frozen=True)
class LabServer:
    """A running JupyterLab server started by the ``lab_server`` fixture."""

    base_url: str
    """``http://127.0.0.1:PORT`` without a trailing slash."""
    token: str
    """The server's access token."""
    root: Path
    """The server's root directory: notebooks written here can be opened by relative path."""
    log: Path
    """File that receives the server's stdout and stderr."""
    data_dir: Path | None = None
    """The server's Jupyter data folder (``JUPYTER_DATA_DIR``), which holds its trust database."""

    def lab_url(self, relpath: str, reset: bool = False) -> str:
        """Return the URL that opens ``relpath`` (relative to ``root``) in JupyterLab.

        With ``reset``, JupyterLab starts from an empty workspace instead of restoring tabs.
        """
        query = "reset&" if reset else ""
        return f"{self.base_url}/lab/tree/{quote(relpath)}?{query}token={self.token}"


def new_notebook(path: Path, sources: Sequence[str]) -> Path:
    """Write a notebook of code cells with the given sources (python3 kernel); return its path."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nb.cells = [nbformat.v4.new_code_cell(src) for src in sources]
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)
    return path


def copy_notebook_cleared(src: Path, dest_dir: Path) -> Path:
    """Copy ``src`` into ``dest_dir`` with outputs, execution counts and widget state cleared.

    Returns the path of the copy (same file name as ``src``).
    """
    nb = nbformat.read(src, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    nb.metadata.pop("widgets", None)
    dest = dest_dir / Path(src).name
    dest_dir.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, dest)
    return dest


def trust_notebook(server: LabServer, path: Path) -> None:
    """Sign ``path`` in the server's trust database, as ``jupyter trust`` does: JupyterLab then
    shows the notebook's stored widgets and HTML (an untrusted one shows only safe outputs)."""
    from nbformat.sign import NotebookNotary

    assert server.data_dir is not None, "the server has no data folder of its own"
    notary = NotebookNotary(data_dir=str(server.data_dir))
    notary.sign(nbformat.read(path, as_version=4))


def open_notebook(page: Page, server: LabServer, relpath: str) -> None:
    """Open ``relpath`` (relative to the server root) in a fresh workspace; wait for its kernel.

    The workspace is reset, so tabs opened by earlier tests are not restored.
    """
    page.goto(server.lab_url(relpath, reset=True), timeout=TIMEOUT_MS)
    page.locator(".jp-Notebook").first.wait_for(state="visible", timeout=TIMEOUT_MS)
    wait_idle(page)


def wait_idle(page: Page, timeout_ms: int = TIMEOUT_MS) -> None:
    """Wait until the kernel is idle and no code cell shows the running prompt ``[*]``."""
    page.wait_for_function(
        f"() => ({_KERNEL_IDLE_JS})() && !({_PROMPTS_JS})().includes(-1)", timeout=timeout_ms
    )


def run_all_cells(page: Page, timeout_ms: int = TIMEOUT_MS) -> None:
    """Run every cell through the menu Run → "Run All Cells", then wait until the run is over.

    The run is over when the kernel is idle, no cell is queued or running and at least one cell
    got a new execution count (a run stops at the first cell that raises: check
    ``error_outputs``). A notebook without a non-empty code cell therefore times out.
    """
    before = max([0, *page.evaluate(_PROMPTS_JS)])
    page.locator(".lm-MenuBar-itemLabel").get_by_text("Run", exact=True).click()
    # Exact match: "Restart Kernel and Run All Cells…" also contains the words.
    page.locator(".lm-Menu-itemLabel").get_by_text("Run All Cells", exact=True).click()
    page.wait_for_function(
        f"""(before) => {{
            const counts = ({_PROMPTS_JS})();
            return ({_KERNEL_IDLE_JS})() && !counts.includes(-1)
                && counts.some(n => n > before);
        }}""",
        arg=before,
        timeout=timeout_ms,
    )


def stderr_outputs(page: Page) -> list[str]:
    """Return the text of every stderr output (warnings and tracebacks) in the open notebook."""
    sel = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
    return page.locator(sel).all_inner_texts()


def error_outputs(page: Page) -> list[str]:
    """Return the text of every traceback shown in the open notebook."""
    return [t for t in stderr_outputs(page) if "Traceback (most recent call last)" in t]


def screenshot(page: Page, name: str) -> Path:
    """Save a full-page screenshot to ``tests/screenshots/NAME.png`` and return its path."""
    safe = re.sub(r"[^\w.-]+", "_", name)
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOT_DIR / f"{safe}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
