"""The Sixty-six table in a real JupyterLab: click cards and buttons, and keep screenshots.

A copy of each widget is played in this test process with the same seed and the same moves:
the table is deterministic, so after every click the page must show what the copy shows
(the same enabled cards, the same stock, the same banner). Screenshots go to
``tests/screenshots/sixtysix-*.png`` (git-ignored).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from pyanitsa_edu.sixtysix import Move
from pyanitsa_edu.widgets import SixtySixWidget, sixtysix_widget

from .lab import (
    SCREENSHOT_DIR,
    LabServer,
    new_notebook,
    open_notebook,
    run_all_cells,
    screenshot,
    stderr_outputs,
)

if TYPE_CHECKING:
    from playwright.sync_api import Locator, LocatorAssertions, Page

pytestmark = pytest.mark.browser

SEED = 4
"""Closing at the first lead, then following: the person must follow suit by the second card."""

RU_SEED = 37
"""The first lead may exchange the trump jack and show the marriage of diamonds."""

CELLS = [
    "from pyanitsa_edu.widgets import sixtysix_widget",
    f"sixtysix_widget(seed={SEED})",
    f'sixtysix_widget(seed={RU_SEED}, bot="greedy", lang="ru")',
]


def shot(element: Locator, name: str) -> Path:
    """Save a screenshot of one widget to ``tests/screenshots/NAME.png`` and return its path."""
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOT_DIR / f"{name}.png"
    element.scroll_into_view_if_needed()
    element.screenshot(path=str(path))
    return path


def expect(locator: Locator) -> LocatorAssertions:
    """Return Playwright's retrying assertions for ``locator`` (imported only when needed)."""
    from playwright.sync_api import expect as _expect

    return _expect(locator)


def button(widget: Locator, label: str) -> Locator:
    """Return the visible button of ``widget`` whose text is exactly ``label``."""
    exact = re.compile(rf"^\s*{re.escape(label)}\s*$")
    return widget.locator(".widget-button").filter(has_text=exact, visible=True)


def card_buttons(widget: Locator) -> list[tuple[str, bool]]:
    """Return each visible card button of the hand as (its text, enabled)."""
    cards = widget.locator(".pyanitsa66-card-button").filter(visible=True)
    return [(c.inner_text().strip(), c.is_enabled()) for c in cards.all()]


def expected_cards(copy: SixtySixWidget) -> list[tuple[str, bool]]:
    """Return what :func:`card_buttons` should read for the widget's copy."""
    return [(b.description, not b.disabled) for b in copy.card_buttons
            if b.layout.display != "none"]  # fmt: skip


def click(page: Page, widget: Locator, copy: SixtySixWidget, move: Move) -> None:
    """Click ``move`` on the page and make it on the copy; wait until the page has answered."""
    if move.kind == "play":
        assert move.card is not None
        label = move.card.text(copy.lang)
    else:
        label = next(b.description for b in copy.buttons() if copy._move_of(b) == move)
    button(widget, label).click()
    assert copy.choose(move), copy.message.value
    widget.locator(f'.pyanitsa66-log[data-moves="{len(copy.state.moves)}"]').wait_for()
    assert card_buttons(widget) == expected_cards(copy)
    stock = copy.view.stock_size
    assert widget.locator(f'.pyanitsa66-stock[data-stock="{stock}"]').count() == 1


@pytest.fixture
def tables(lab_server: LabServer, page: Page) -> Page:
    """A notebook with an English and a Russian Sixty-six table, run in JupyterLab."""
    page.set_viewport_size({"width": 1400, "height": 1600})
    new_notebook(lab_server.root / "sixtysix.ipynb", CELLS)
    open_notebook(page, lab_server, "sixtysix.ipynb")
    run_all_cells(page)
    page.locator(".pyanitsa-sixtysix-widget").nth(1).wait_for()
    assert stderr_outputs(page) == []
    return page


def test_play_a_hand_by_clicks(tables: Page) -> None:
    """Close, follow suit with only the legal cards enabled, see the banner, deal again."""
    widget = tables.locator(".pyanitsa-sixtysix-widget").first
    copy = sixtysix_widget(seed=SEED)
    assert f"Match seed {SEED} " in widget.locator(".pyanitsa66-header").inner_text()
    assert card_buttons(widget) == expected_cards(copy)
    assert all(enabled for _text, enabled in card_buttons(widget))  # your lead: any card
    expect(button(widget, "New hand")).to_be_disabled()
    shot(widget, "sixtysix-1-dealt")

    click(tables, widget, copy, Move.close())
    assert widget.locator('.pyanitsa66-stock[data-closed="1"]').count() == 1
    assert "closed by you" in widget.locator(".pyanitsa66-stock").inner_text()
    restricted = False
    while not copy.state.over:
        plays = [m for m in copy.enabled_moves() if m.kind == "play"]
        click(tables, widget, copy, plays[-1])
        cards = card_buttons(widget)
        if not copy.state.over and not all(enabled for _t, enabled in cards):
            if not restricted:  # the laws of suit: some cards are greyed out and disabled
                disabled = next(t for t, enabled in cards if not enabled)
                expect(button(widget, disabled)).to_be_disabled()
                status = widget.locator(".pyanitsa66-status").inner_text()
                assert "Follow suit" in status
                shot(widget, "sixtysix-2-follow-suit")
            restricted = True
    assert restricted, "the seed must show a follow with disabled cards"

    banner = widget.locator(".pyanitsa66-banner")
    banner.wait_for()
    outcome = copy.state.outcome
    assert outcome is not None
    assert banner.get_attribute("data-game-points") == str(outcome.game_points)
    assert banner.get_attribute("data-match") == "{}:{}".format(*copy.match.remaining)
    assert re.search(r"(You win|The bot wins) this hand: \d game points?", banner.inner_text())
    assert all(not enabled for _t, enabled in card_buttons(widget))
    expect(button(widget, "Enough! (66)")).to_be_disabled()
    shot(widget, "sixtysix-3-result")

    button(widget, "New hand").click()
    copy.new_hand()
    banner.wait_for(state="detached")
    widget.locator(f'.pyanitsa66-log[data-moves="{len(copy.state.moves)}"]').wait_for()
    assert "hand 2" in widget.locator(".pyanitsa66-header").inner_text()
    assert card_buttons(widget) == expected_cards(copy)
    if copy.state.trick:  # you dealt hand 2: the bot has led before your turn
        led = copy.state.trick[0]
        assert widget.locator(f'.pyanitsa66-trick .pyanitsa-card[data-card="{led}"]').count() == 1
        assert "Bot:" in widget.locator(".pyanitsa-note").inner_text()
    shot(widget, "sixtysix-4-new-hand")
    assert stderr_outputs(tables) == []


def test_russian_table_exchange_and_marriage(tables: Page) -> None:
    """The Russian table: labels, the exchange, a marriage answered by the bot, a new match."""
    widget = tables.locator(".pyanitsa-sixtysix-widget").nth(1)
    copy = sixtysix_widget(seed=RU_SEED, bot="greedy", lang="ru")
    for label in ("Обменять козырного валета", "Закрыть колоду", "Хватит! (66)", "Новая партия",
                  "Новый матч"):
        expect(button(widget, label)).to_have_count(1)
    assert "Ваш ход" in widget.locator(".pyanitsa66-status").inner_text()
    marriages = widget.locator(".pyanitsa66-move-button").filter(has_text="Объявить 20")
    expect(marriages.filter(visible=True)).to_have_count(2)
    shot(widget, "sixtysix-5-russian-lead")

    trump = copy.state.trump_card
    assert trump is not None
    click(tables, widget, copy, Move.exchange())
    jack = widget.locator(f'.pyanitsa66-stock .pyanitsa-card[data-card="В{trump.suit}"]')
    expect(jack).to_have_count(1)  # the jack now lies face up under the stock
    expect(button(widget, "Обменять козырного валета")).to_be_disabled()
    queen = next(m for m in copy.view.legal if m.kind == "marriage" and str(m.card)[0] == "Q")
    click(tables, widget, copy, queen)
    assert copy.state.marriages and copy.state.marriages[0].points == 20
    note = widget.locator(".pyanitsa-note").inner_text()
    assert "Бот: ответил" in note
    me = widget.locator('.pyanitsa66-player[data-seat="0"]')
    if copy.state.pending[0]:  # the bot took the trick: the 20 wait for your first trick
        assert "+20 ждут первой взятки" in me.inner_text()
    else:
        assert me.get_attribute("data-points") == str(copy.state.points[0])
    shot(widget, "sixtysix-6-russian-marriage")

    button(widget, "Новый матч").click()
    widget.locator(".pyanitsa66-header", has_text="партия 1,").wait_for()
    widget.locator('.pyanitsa66-log[data-moves="0"]').wait_for()
    assert screenshot(tables, "sixtysix-page").stat().st_size > 0
    assert stderr_outputs(tables) == []
