"""The teacher's materials in a real browser (``make slides``, ``make handouts``): one lesson's
slides of each track, built into a temporary folder and opened from the files (as from a USB
stick) in headless Chromium with every request routed and any request leaving the machine
refused. reveal.js starts, the formulas are typeset by the local MathJax, a widget's slide says
to run it in JupyterLab, axe finds no serious violation, and a handout prints to an A4 PDF with
a page for each task. Screenshots: ``tests/screenshots/slides-*.png``.
"""

from __future__ import annotations

import functools
import http.server
import re
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import nbformat
import pytest

from . import axe
from .conftest import CHROMIUM, _free_port, is_local
from .lab import TIMEOUT_MS, screenshot

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Route

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import handouts  # noqa: E402  (tools/handouts.py)
import slides  # noqa: E402  (tools/slides.py)

LESSONS = {"en": ROOT / "lessons" / "05-monte-carlo.ipynb",
           "ru": ROOT / "lessons" / "ru" / "05-monte-carlo.ipynb"}  # fmt: skip
"""Formulas, plots, printed tables and a widget: every kind of slide."""
LIVE_NOTE = {"en": "Live demo: run this cell in JupyterLab",
             "ru": "Живая демонстрация: запустите эту ячейку в JupyterLab"}  # fmt: skip


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The slides of both lessons, built once."""
    out = tmp_path_factory.mktemp("slides")
    slides.build(LESSONS.values(), out=out)
    return out


@pytest.fixture(scope="module")
def served(built: Path) -> Iterator[str]:
    """The built slides served over HTTP on 127.0.0.1 (axe reads style sheets, which a page
    opened from the files may not)."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(built))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", _free_port()), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class Viewer:
    page: Page
    outside: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def check(self) -> None:
        assert self.outside == [], f"requests leaving the machine: {self.outside}"
        assert self.errors == [], f"errors on the page: {self.errors}"


@pytest.fixture
def viewer(browser: Browser) -> Iterator[Viewer]:
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    context.set_default_timeout(TIMEOUT_MS)
    result = Viewer(context.new_page())

    def route(route: Route) -> None:
        if is_local(route.request.url):
            route.continue_()
        else:
            result.outside.append(route.request.url)
            route.abort()

    context.route("**/*", route)
    result.page.on("console", lambda m: result.errors.append(m.text) if m.type == "error" else None)
    result.page.on("pageerror", lambda e: result.errors.append(f"page error: {e}"))
    result.page.on("requestfailed", lambda r: result.errors.append(f"failed: {r.url}"))
    try:
        yield result
    finally:
        context.close()


@pytest.mark.parametrize("lang", LESSONS)
def test_slides_run_offline_with_formulas_and_the_live_note(
    built: Path, served: str, viewer: Viewer, lang: str
) -> None:
    page = viewer.page
    page.goto((built / lang / "05-monte-carlo.slides.html").as_uri())  # from the files
    page.wait_for_function("() => window.Reveal && Reveal.isReady()")
    page.wait_for_function("() => document.querySelectorAll('mjx-container svg').length > 10")
    assert page.evaluate("() => Reveal.getTotalSlides()") > 10
    viewer.check()
    page.goto(f"{served}{lang}/05-monte-carlo.slides.html")  # served, for axe
    page.wait_for_function("() => window.Reveal && Reveal.isReady()")
    page.wait_for_function("() => document.querySelectorAll('mjx-container svg').length > 10")
    screenshot(page, f"slides-{lang}-title")
    found = axe.check(page, include=[".reveal .slides section.present"])
    assert found == [], axe.report(found)
    note = page.locator(".pyanitsa-live-note")
    assert note.count() == 1 and note.inner_text().startswith(LIVE_NOTE[lang])
    indices = page.evaluate(
        """() => { const n = document.querySelector('.pyanitsa-live-note');
                   return Reveal.getIndices(n.closest('section')); }"""
    )
    page.evaluate("([h, v]) => Reveal.slide(h, v)", [indices["h"], indices["v"]])
    for _ in range(5):  # the widget's cell is a fragment: it shows at a key press
        if note.is_visible():
            break
        page.keyboard.press("Space")
        page.wait_for_timeout(200)
    assert note.is_visible()
    screenshot(page, f"slides-{lang}-live-note")
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => Reveal.getIndices().h === {indices['h'] + 1}")
    viewer.check()


def _pdf_pages(pdf: Path) -> int:
    """Return the number of pages of a PDF that Chromium wrote (its page tree's count)."""
    counts = re.findall(rb"/Type\s*/Pages\b[^>]*?/Count\s+(\d+)", pdf.read_bytes(), re.S)
    counts += re.findall(rb"/Count\s+(\d+)[^>]*?/Type\s*/Pages\b", pdf.read_bytes(), re.S)
    assert counts, f"{pdf}: no page tree found"
    return max(int(c) for c in counts)


def test_a_handout_prints_to_a4_with_a_page_for_each_task(tmp_path: Path) -> None:
    if not CHROMIUM.exists():
        pytest.skip("no Chromium")
    exercise = ROOT / "exercises" / "05-monte-carlo.ipynb"
    written = handouts.build([exercise], out=tmp_path, pdf=True)
    pdf = tmp_path / "en" / "05-monte-carlo.pdf"
    assert pdf in written and pdf.read_bytes().startswith(b"%PDF")
    prose = "\n".join(
        c.source for c in nbformat.read(exercise, as_version=4).cells if c.cell_type == "markdown"
    )
    tasks = len(re.findall(r"^## Task \d", prose, re.M))
    assert _pdf_pages(pdf) >= tasks, "each task from the second begins a page"
    assert re.search(rb"/MediaBox\s*\[\s*0 0 59[45](?:\.\d+)? 84[12](?:\.\d+)?\s*\]",
                     pdf.read_bytes()), "A4"
