"""The demo notebook in a real JupyterLab: run it, click the widgets, and keep screenshots.

Screenshots go to ``tests/screenshots/`` (git-ignored): ``demo-*.png``, one per step.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from .lab import (
    SCREENSHOT_DIR,
    LabServer,
    copy_notebook_cleared,
    new_notebook,
    open_notebook,
    run_all_cells,
    screenshot,
    stderr_outputs,
)

if TYPE_CHECKING:
    from playwright.sync_api import Locator, LocatorAssertions, Page

pytestmark = pytest.mark.browser

DEMO = Path(__file__).resolve().parents[2] / "lessons" / "00-demo.ipynb"


def shot(element: Locator, name: str) -> Path:
    """Save a screenshot of one widget to ``tests/screenshots/NAME.png`` and return its path."""
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOT_DIR / f"{name}.png"
    element.scroll_into_view_if_needed()
    element.screenshot(path=str(path))
    return path


def button(widget: Locator, label: str) -> Locator:
    """Return the button of ``widget`` whose text is exactly ``label``."""
    return widget.locator(".widget-button, .widget-toggle-button").filter(
        has_text=re.compile(rf"^\s*{re.escape(label)}\s*$")
    )


def expect(locator: Locator) -> LocatorAssertions:
    """Return Playwright's retrying assertions for ``locator`` (imported only when needed)."""
    from playwright.sync_api import expect as _expect

    return _expect(locator)


@pytest.fixture
def demo(lab_server: LabServer, page: Page) -> Page:
    """The demo notebook (a copy with outputs cleared), opened and run in JupyterLab."""
    page.set_viewport_size({"width": 1400, "height": 1600})  # whole widgets fit on screen
    copy_notebook_cleared(DEMO, lab_server.root)
    open_notebook(page, lab_server, DEMO.name)
    run_all_cells(page)
    page.locator(".pyanitsa-simulation-panel").wait_for()
    assert stderr_outputs(page) == []
    return page


def test_demo_table_flip_war_and_result(demo: Page) -> None:
    """Flip shows a trick; its opening war is laid with Next war round; Play to end: banner."""
    table = demo.locator(".pyanitsa-table-widget").first
    cards = table.locator(".pyanitsa-table .pyanitsa-card")
    backs = table.locator(".pyanitsa-table .pyanitsa-back")
    status = table.locator(".pyanitsa-status")
    war_button = button(table, "Next war round")
    assert cards.count() == 0
    expect(war_button).to_be_disabled()
    shot(table, "demo-1-table-dealt")

    button(table, "Flip").click()  # one whole trick: a double war, shown from its tie
    cards.first.wait_for()
    expect(war_button).to_be_enabled()
    assert cards.count() == 2 and backs.count() == 0
    assert "War" in status.inner_text() and "Next war round" in status.inner_text()
    shot(table, "demo-2-war-tie")

    war_button.click()  # first war round: one face down, then one face up each
    demo.wait_for_function(
        "el => el.querySelectorAll('.pyanitsa-table .pyanitsa-back').length === 2",
        arg=table.element_handle(),
    )
    assert cards.count() == 4
    expect(war_button).to_be_enabled()
    shot(table, "demo-3-war-round-1")

    war_button.click()  # the second war round decides the trick
    table.locator(".pyanitsa-status", has_text="takes the bank").wait_for()
    assert backs.count() == 4 and cards.count() == 6
    expect(war_button).to_be_disabled()
    table.locator(".pyanitsa-log", has_text="1. ").wait_for()
    shot(table, "demo-4-war-decided")

    button(table, "Flip").click()  # the next trick, never stuck
    table.locator(".pyanitsa-log", has_text="2. ").wait_for()

    button(table, "Play to end").click()
    banner = table.locator(".pyanitsa-banner")
    banner.wait_for()
    assert re.search(r"wins|Draw", banner.inner_text())
    expect(button(table, "Flip")).to_be_disabled()
    shot(table, "demo-5-result")

    button(table, "Reset").click()
    banner.wait_for(state="detached")
    assert cards.count() == 0

    # Flip during a war does not wait for it: the next trick is played, a note tells the end.
    button(table, "Flip").click()
    expect(war_button).to_be_enabled()
    button(table, "Flip").click()
    table.locator(".pyanitsa-note", has_text="Trick 1:").wait_for()
    table.locator(".pyanitsa-log", has_text="2. ").wait_for()
    shot(table, "demo-5b-flip-past-a-war")
    button(table, "Reset").click()
    table.locator(".pyanitsa-note").wait_for(state="detached")

    # Autoplay: the hidden Play timer in the browser drives Flip until it is switched off.
    table.locator(".widget-dropdown select").first.wait_for()  # the speed
    button(table, "Autoplay").click()
    table.locator(".pyanitsa-log", has_text="3. ").wait_for()
    button(table, "Autoplay").click()
    expect(button(table, "Autoplay")).not_to_have_class(re.compile(r"\bmod-active\b"))
    shot(table, "demo-6-autoplay")


def test_demo_other_widgets_answer_clicks(demo: Page) -> None:
    """Ranking toggle, explorer replay and swap, simulation run, and the Russian table."""
    ranking = demo.locator(".pyanitsa-ranking-widget")
    shot(ranking, "demo-7-ranking")
    ranking.locator(".widget-checkbox input").uncheck()
    ranking.locator(".pyanitsa-three", has_text="wins the flip").wait_for()
    shot(ranking, "demo-8-ranking-no-special-rule")

    explorer = demo.locator(".pyanitsa-deal-explorer")
    button(explorer, "Replay").click()
    explorer.locator(".pyanitsa-replays[data-same='1']").wait_for()
    button(explorer, "Swap").click()
    explorer.locator(".pyanitsa-compare").wait_for()
    shot(explorer, "demo-9-explorer")

    panel = demo.locator(".pyanitsa-simulation-panel")
    button(panel, "Run").click()
    panel.locator(".pyanitsa-shares").wait_for()
    panel.get_by_text(re.compile(r"1,000 games in")).wait_for()
    for image in panel.locator("img").all():
        demo.wait_for_function(
            "img => img.complete && img.naturalWidth > 0", arg=image.element_handle()
        )
    shot(panel, "demo-10-simulation")

    russian = demo.locator(".pyanitsa-table-widget").nth(1)
    button(russian, "Открыть").click()
    russian.locator(".pyanitsa-table .pyanitsa-card").first.wait_for()
    assert "Спор" in russian.locator(".pyanitsa-status").inner_text()
    button(russian, "Спор: дальше").click()
    russian.locator(".pyanitsa-table .pyanitsa-back").first.wait_for()
    shot(russian, "demo-11-russian")
    assert screenshot(demo, "demo-page").stat().st_size > 0
    assert stderr_outputs(demo) == []


MULTI_CELLS = [
    "from pyanitsa_edu import Rules\nfrom pyanitsa_edu.widgets import ranking_widget, table_widget",
    'table_widget(Rules(players=6, war_face_down=2), seed=5, lang="ru")',
    'ranking_widget(Rules(deck=52), lang="ru")',
]


def test_six_players_and_russian_labels(lab_server: LabServer, page: Page) -> None:
    """A six-player table in Russian plays to the end; the 52-card ranking shows 2 → A."""
    page.set_viewport_size({"width": 1400, "height": 1600})
    new_notebook(lab_server.root / "multi.ipynb", MULTI_CELLS)
    open_notebook(page, lab_server, "multi.ipynb")
    run_all_cells(page)
    table = page.locator(".pyanitsa-table-widget")
    table.wait_for()
    assert stderr_outputs(page) == []
    for _ in range(3):
        button(table, "Открыть").click()
    table.locator(".pyanitsa-table .pyanitsa-card").first.wait_for()
    assert table.locator(".pyanitsa-row").count() == 6
    shot(table, "multi-1-six-players")
    button(table, "До конца").click()
    table.locator(".pyanitsa-banner").wait_for()
    assert "выигрывает" in table.locator(".pyanitsa-banner").inner_text()
    shot(table, "multi-2-six-players-result")
    ranking = page.locator(".pyanitsa-ranking-widget")
    ranking.locator(".pyanitsa-odds").wait_for()
    assert "2 бьёт Т" in ranking.inner_text()
    shot(ranking, "multi-3-ranking-52")
