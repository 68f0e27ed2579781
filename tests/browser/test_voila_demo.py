"""`make demo`'s page in headless Chromium: Voila serves lessons/00-demo.ipynb on 127.0.0.1, the
page shows all four widgets (the table twice: in English and in Russian), a click on Flip
changes the table, and no request leaves the machine (no icons or fonts from a CDN). axe-core
finds no critical or serious violation on the page, before and after the widgets are used from
the keyboard, and the live widgets do not call themselves a picture. ``make demo-ru`` serves
the Russian demo, lessons/ru/00-demo.ipynb: a Russian page (``lang="ru"``) whose widgets speak
Russian, and whose table says «Спор» after «Открыть».

The server is started with ``make demo`` itself (on a free port), so the test checks the
command a teacher runs. Screenshots: ``tests/screenshots/voila-*.png``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from . import axe
from .conftest import _free_port, _log_tail, _require_browser_tools, _stop, is_local
from .lab import SCREENSHOT_DIR, TIMEOUT_MS, screenshot

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Request

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 180.0
WIDGETS = {  # CSS class of each of the demo's four widgets -> how many the page shows
    ".pyanitsa-table-widget": 2,
    ".pyanitsa-ranking-widget": 1,
    ".pyanitsa-deal-explorer": 1,
    ".pyanitsa-simulation-panel": 1,
}


def _wait_listening(proc: subprocess.Popen[bytes], port: int, log: Path) -> None:
    """Wait until something accepts connections on 127.0.0.1:``port``; fail if ``make`` dies."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"make demo exited with {proc.returncode}:\n{_log_tail(log)}",
                        pytrace=False)
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=2):
                return
        except OSError:
            time.sleep(0.25)
    pytest.fail(f"make demo not listening after {START_TIMEOUT_S:.0f} s:\n{_log_tail(log)}",
                pytrace=False)


@pytest.fixture(scope="module")
def demo_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``make demo`` on a free port, with Jupyter's state kept in a temporary folder."""
    yield from _serve("demo", tmp_path_factory)


@pytest.fixture(scope="module")
def demo_ru_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``make demo-ru`` on a free port, with Jupyter's state kept in a temporary folder."""
    yield from _serve("demo-ru", tmp_path_factory)


def _serve(target: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Run ``make <target>`` on a free port until the test is done; yield the page's URL."""
    _require_browser_tools()
    if shutil.which("make") is None:
        pytest.fail("make is missing: apt-get install -y make", pytrace=False)
    base = tmp_path_factory.mktemp("voila")
    env = dict(os.environ)
    for var in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_DATA_DIR", "IPYTHONDIR",
                "MPLCONFIGDIR"):
        (base / var.lower()).mkdir()
        env[var] = str(base / var.lower())
    for var in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS"):  # a make of its own, not part of `make test`
        env.pop(var, None)
    port = _free_port()
    log = base / "voila.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            ["make", "-s", "--no-print-directory", target, f"DEMO_PORT={port}"], cwd=ROOT,
            env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )
    try:
        _wait_listening(proc, port, log)
        yield f"http://127.0.0.1:{port}/"
    finally:
        _stop(proc)


@pytest.fixture
def demo(browser: Browser, demo_url: str) -> Iterator[tuple[Page, list[str], list[str]]]:
    """The demo page, loaded; with every URL it requested and every request that failed."""
    context = browser.new_context(viewport={"width": 1300, "height": 1000})
    context.set_default_timeout(TIMEOUT_MS)
    requested: list[str] = []
    failed: list[str] = []

    def on_failed(request: Request) -> None:
        failed.append(f"{request.url}: {request.failure}")

    context.on("request", lambda request: requested.append(request.url))
    context.on("requestfailed", on_failed)
    page = context.new_page()
    page.on("websocket", lambda ws: requested.append(ws.url))
    try:
        # The first load starts a kernel and runs the notebook: allow for a loaded machine.
        page.goto(demo_url, timeout=3 * TIMEOUT_MS)
        page.locator(".pyanitsa-simulation-panel").wait_for(timeout=3 * TIMEOUT_MS)
        yield page, requested, failed
    finally:
        context.close()


def test_demo_page_shows_every_widget_and_flip_changes_the_table(
    demo: tuple[Page, list[str], list[str]],
) -> None:
    page, requested, failed = demo
    for selector, count in WIDGETS.items():
        page.locator(selector).nth(count - 1).wait_for()
        assert page.locator(selector).count() == count, selector
    assert "table_widget(" not in page.locator("body").inner_text()  # Voila shows no code
    screenshot(page, "voila-1-page")

    table = page.locator(".pyanitsa-table-widget").first
    status = table.locator(".pyanitsa-status")
    before = status.inner_text()
    assert table.locator(".pyanitsa-table .pyanitsa-card").count() == 0
    # By role: the page's prose says "Flip" too.
    table.get_by_role("button", name="Flip", exact=True).click()
    table.locator(".pyanitsa-table .pyanitsa-card").first.wait_for()
    page.wait_for_function("([el, text]) => el.innerText !== text",
                           arg=[status.element_handle(), before])
    assert table.locator(".pyanitsa-table .pyanitsa-card").count() == 2  # the deal opens a war
    assert "War" in status.inner_text()
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    table.screenshot(path=str(SCREENSHOT_DIR / "voila-2-flip.png"))

    assert failed == []
    assert requested, "no request was recorded"
    outside = [url for url in requested if not is_local(url)]
    assert outside == [], f"requests leaving the machine: {outside}"


def test_demo_page_passes_axe_before_and_after_the_widgets_are_used(
    demo: tuple[Page, list[str], list[str]],
) -> None:
    page = demo[0]
    for selector, count in WIDGETS.items():
        page.locator(selector).nth(count - 1).wait_for()
    assert page.locator(".pyanitsa-saved-note:visible").count() == 0  # live, not a picture
    found = axe.check(page)
    assert found == [], axe.report(found)
    table = page.locator(".pyanitsa-table-widget").first
    flip = table.get_by_role("button", name="Flip", exact=True)
    flip.focus()
    page.keyboard.press("Enter")  # the deal opens with a war
    table.locator(".pyanitsa-table .pyanitsa-card").first.wait_for()
    play = table.get_by_role("button", name="Play to end", exact=True)
    play.focus()
    page.keyboard.press("Enter")
    table.locator(".pyanitsa-banner").wait_for()
    panel = page.locator(".pyanitsa-simulation-panel")
    panel.get_by_role("button", name="Run", exact=True).focus()
    page.keyboard.press("Space")
    panel.locator("img.pyanitsa-picture").nth(2).wait_for()
    found = axe.check(page)
    assert found == [], axe.report(found)
    assert panel.locator("img.pyanitsa-picture").evaluate_all(
        "imgs => imgs.every(i => i.alt.length > 20)")



def test_the_russian_demo_page_speaks_russian(browser: Browser, demo_ru_url: str) -> None:
    context = browser.new_context(viewport={"width": 1300, "height": 1000})
    context.set_default_timeout(TIMEOUT_MS)
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    page = context.new_page()
    try:
        page.goto(demo_ru_url, timeout=3 * TIMEOUT_MS)
        page.locator(".pyanitsa-simulation-panel").wait_for(timeout=3 * TIMEOUT_MS)
        assert page.evaluate("document.documentElement.lang") == "ru"
        for selector, count in WIDGETS.items():
            page.locator(selector).nth(count - 1).wait_for()
        table = page.locator(".pyanitsa-table-widget").first
        status = table.locator(".pyanitsa-status")
        before = status.inner_text()
        table.get_by_role("button", name="Открыть", exact=True).click()
        page.wait_for_function("([el, text]) => el.innerText !== text",
                               arg=[status.element_handle(), before])
        assert "Спор" in status.inner_text()
        speed = table.get_by_label("Скорость")
        assert speed.count() == 1  # the label is whole: «Скорость», not «Скорос…»
        screenshot(page, "voila-3-russian")
        outside = [url for url in requested if not is_local(url)]
        assert outside == [], f"requests leaving the machine: {outside}"
    finally:
        context.close()
