"""Lesson 01's widgets in JupyterLab, for a student who uses a screen reader or only the keyboard.

One notebook is opened, trusted, once for the module: lesson 01 as committed (with its saved
widget state), plus a cell with a Sixty-six table. Before it runs, the saved table says it is
a picture; then Run All, and:

- axe-core finds no critical or serious violation in the outputs (JupyterLab's own chrome is
  not the course's and is left out), before and after the widgets are played;
- with the keyboard only, a student deals from a typed seed (Enter), flips to a war, lays its
  rounds, plays to the end, and plays Sixty-six tricks; Tab visits the controls in reading
  order, the focus ring is 3 px, and no button that its own action disables drops the focus.

Screenshots: ``tests/screenshots/a11y-*.png``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import nbformat
import pytest

from pyanitsa_edu import Game, Rules, deal

from . import axe
from .lab import (
    SCREENSHOT_DIR,
    TIMEOUT_MS,
    LabServer,
    open_notebook,
    run_all_cells,
    stderr_outputs,
    trust_notebook,
)

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page

pytestmark = pytest.mark.browser

LESSON = Path(__file__).resolve().parents[2] / "lessons" / "01-rules-and-a-first-deal.ipynb"
WAR_SEED = 48
"""A deal whose first trick is a double war (``tests/widgets``)."""
SIXTYSIX = "from pyanitsa_edu.widgets import sixtysix_widget\nsixtysix_widget(seed=4, bot='random')"
OUTPUTS = ".jp-OutputArea-output"
"""What the course puts on the page: every cell's output (JupyterLab's chrome is left out)."""

# The name a screen reader gives the focused element: its label, aria-label or text.
_FOCUSED_JS = """() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const label = el.labels && el.labels.length ? el.labels[0].innerText : "";
    return (label || el.getAttribute("aria-label") || el.innerText || el.value || "").trim();
}"""


@dataclass
class Lesson:
    """The lesson's notebook in JupyterLab, run, and what its saved widget said before."""

    page: Page
    saved_notes: list[str]
    """The visible "it is a picture" notes before the cells ran."""
    saved_table_shown: bool
    """Whether the saved table widget was drawn before the cells ran."""


@pytest.fixture(scope="module")
def lesson(lab_server: LabServer, browser: Browser) -> Iterator[Lesson]:
    """Lesson 01 plus a Sixty-six cell, trusted and opened; its notes read, then run."""
    nb = nbformat.read(LESSON, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(SIXTYSIX))
    folder = lab_server.root / "a11y"
    folder.mkdir(exist_ok=True)
    path = folder / LESSON.name
    nbformat.write(nb, path)
    trust_notebook(lab_server, path)
    context = browser.new_context(viewport={"width": 1400, "height": 1600})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    try:
        open_notebook(page, lab_server, f"a11y/{LESSON.name}")
        saved = page.locator(".pyanitsa-table-widget")
        saved.first.wait_for()
        notes = [n.inner_text() for n in page.locator(".pyanitsa-saved-note").all()
                 if n.is_visible()]  # fmt: skip
        shot(saved.first, "a11y-0-saved-table")
        run_all_cells(page)
        page.locator(".pyanitsa-sixtysix-widget").wait_for()
        page.locator(".pyanitsa-table-widget .widget-button").first.wait_for()
        assert stderr_outputs(page) == []
        yield Lesson(page, notes, saved.count() >= 1)
    finally:
        context.close()


def shot(element: Locator, name: str) -> Path:
    """Save a screenshot of one element to ``tests/screenshots/NAME.png``; return its path."""
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOT_DIR / f"{name}.png"
    element.scroll_into_view_if_needed()
    element.screenshot(path=str(path))
    return path


def focused(page: Page) -> str | None:
    """Return the name of the element that has the keyboard focus (None: nothing has it)."""
    name: str | None = page.evaluate(_FOCUSED_JS)
    return name


def press(page: Page, key: str) -> str | None:
    """Press ``key``; return the name of the element then focused."""
    page.keyboard.press(key)
    return focused(page)


def wait_focus(page: Page, name: str) -> None:
    """Wait until the element named ``name`` has the focus (the kernel may move it)."""
    page.wait_for_function(f"n => ({_FOCUSED_JS})() === n", arg=name)


def tab_to(page: Page, name: str, most: int = 12) -> list[str | None]:
    """Press Tab until the element named ``name`` has the focus; return the names passed."""
    passed = []
    for _ in range(most):
        now = press(page, "Tab")
        passed.append(now)
        if now == name:
            return passed
    raise AssertionError(f"Tab never reached {name!r}: {passed}")


def test_the_saved_widget_says_it_is_a_picture_until_its_cell_runs(lesson: Lesson) -> None:
    assert lesson.saved_table_shown
    assert lesson.saved_notes == [
        "This is a picture of the widget as it was saved: its buttons and fields do nothing "
        "until its cell is run."
    ]
    assert lesson.page.locator(".pyanitsa-saved-note:visible").count() == 0  # now live


def test_the_lessons_outputs_pass_axe(lesson: Lesson) -> None:
    page = lesson.page
    assert page.locator("img.pyanitsa-figure").count() >= 1  # the cards-per-player plot
    assert page.locator("img.pyanitsa-figure").first.get_attribute("alt")
    found = axe.check(page, include=[OUTPUTS])
    assert found == [], axe.report(found)


def test_a_game_played_with_the_keyboard_only(lesson: Lesson) -> None:
    """Type a seed and press Enter, flip into a war, lay its rounds, play to the end, with
    Tab, Enter and Space only; the focus never drops and its ring is 3 px wide."""
    page = lesson.page
    table = page.locator(".pyanitsa-table-widget")
    status = table.locator(".pyanitsa-status")
    table.locator(".widget-text input").first.focus()  # the student's first stop: the seed box
    assert focused(page) == "Seed"
    page.keyboard.type(str(WAR_SEED))
    page.keyboard.press("Enter")
    table.get_by_text(f"Deal from seed {WAR_SEED}").wait_for()
    # Tab visits the controls in reading order; the war button is still disabled.
    order = tab_to(page, "Speed")
    assert order == ["Deal code", "Flip", "Play to end", "Reset", "Autoplay", "Speed"], order
    assert press(page, "Tab") == "Tricks"  # the log: a region the keyboard can scroll
    for _ in range(5):
        page.keyboard.press("Shift+Tab")
    assert focused(page) == "Flip"
    ring = page.evaluate("() => getComputedStyle(document.activeElement).outlineWidth")
    assert ring == "3px"
    shot(table, "a11y-1-focus-on-flip")

    game = Game(deal(Rules(), WAR_SEED))
    trick = game.step()
    assert trick.wars == 2
    page.keyboard.press("Enter")  # Flip: the equal cards, a war to lay
    status.filter(has_text="War").wait_for()
    assert press(page, "Tab") == "Next war round"
    for shown in (2, 3):  # each Enter lays one round; Space works as well
        page.keyboard.press("Enter" if shown == 2 else "Space")
        page.wait_for_function(
            "n => document.querySelectorAll("
            "'.pyanitsa-table-widget .pyanitsa-table .pyanitsa-card').length === n",
            arg=2 * shown,
        )
    status.filter(has_text="takes the bank").wait_for()
    wait_focus(page, "Flip")  # the war button went grey: the focus went back to Flip
    shot(table, "a11y-2-war-laid-by-keys")
    assert tab_to(page, "Play to end")[-1] == "Play to end"
    page.keyboard.press("Enter")
    banner = table.locator(".pyanitsa-banner")
    banner.wait_for()
    assert re.search(r"wins|Draw", banner.inner_text())
    assert banner.get_attribute("role") == "alert"
    wait_focus(page, "Reset")  # Play to end and Flip are disabled now
    shot(table, "a11y-3-played-to-the-end")
    found = axe.check(page, include=[".pyanitsa-table-widget"])
    assert found == [], axe.report(found)


def test_sixty_six_tricks_played_with_the_keyboard_only(lesson: Lesson) -> None:
    page = lesson.page
    widget = page.locator(".pyanitsa-sixtysix-widget")
    log = widget.locator(".pyanitsa66-log")
    cards = widget.locator(".pyanitsa66-card-button:enabled")
    cards.first.focus()
    title = cards.first.get_attribute("title") or ""
    assert re.fullmatch(r"Play: (two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace)"
                        r" of (clubs|diamonds|hearts|spades)", title), title  # fmt: skip
    for trick in (1, 2):
        page.keyboard.press("Enter")
        log.filter(has_text=f"{trick}. ").first.wait_for()
        widget.locator(".pyanitsa66-last .pyanitsa-card").nth(1).wait_for()
        # the focus stays on, or is handed to, a card that can be played (the kernel may move
        # it a moment after the redraw)
        page.wait_for_function(
            "() => document.activeElement && document.activeElement.matches("
            "'.pyanitsa66-card-button:enabled') && document.activeElement.offsetParent !== null"
        )
    said = widget.locator(".pyanitsa66-last .pyanitsa-card").evaluate_all(
        "cards => cards.map(c => c.getAttribute('aria-label'))"
    )
    assert all(re.fullmatch(r"\w+ of \w+", s) for s in said), said
    status = widget.locator(".pyanitsa66-status")
    assert status.get_attribute("role") == "status" and "Your hand: " in status.inner_text()
    shot(widget, "a11y-4-sixty-six-by-keys")
    found = axe.check(page, include=[".pyanitsa-sixtysix-widget"])
    assert found == [], axe.report(found)
