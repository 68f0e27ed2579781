"""The class report's page in headless Chromium, in both languages: it loads nothing from
anywhere, every chart is drawn, and axe-core finds no critical or serious violation.
Screenshots: ``tests/screenshots/report-en.png``, ``report-ru.png``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from app.report_course import returned_folder

from pyanitsa_edu.app.report import make_report
from pyanitsa_edu.i18n.language import language

from . import axe
from .lab import screenshot

if TYPE_CHECKING:
    from playwright.sync_api import Page, Request

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_report_page_stands_alone_and_reads_well(
        lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, page: Page) -> None:
    with language(lang):  # the students ran their notebooks in the teacher's language
        folder = returned_folder(tmp_path, monkeypatch)
    html = make_report(folder, lang=lang).html
    requests: list[str] = []

    def record(request: Request) -> None:
        requests.append(request.url)

    page.on("request", record)
    page.goto(html.as_uri())
    assert [url for url in requests if not url.startswith(("file:", "data:"))] == []
    drawn = page.evaluate("() => [...document.images].map(i => i.complete && i.naturalWidth)")
    assert len(drawn) == 4 and all(width and width > 300 for width in drawn), drawn
    found = axe.check(page)
    assert found == [], axe.report(found)
    screenshot(page, f"report-{lang}")
