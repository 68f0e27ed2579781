"""Every widget can be used without seeing colours or a mouse: each control has a name, each
toggle button a tooltip (ipywidgets writes title="null" without one), Enter in a seed or
deal-code box deals, a button that its own action disables hands the keyboard focus on, every
drawn card, pile and chart is an image named in words in the reader's language, what a flip
changes is in a live region, and each widget carries its focus ring and its saved-picture note.

The browser tests (tests/browser/test_accessibility.py) run axe-core and the keyboard on them."""

from __future__ import annotations

import asyncio
import html
import re
from collections.abc import Callable, Iterator
from typing import Any

import ipywidgets as w
import pytest

from pyanitsa_edu import Game, Rules, deal, deal_code
from pyanitsa_edu.widgets import (
    deal_explorer,
    ranking_widget,
    simulation_panel,
    sixtysix_widget,
    table_widget,
)
from pyanitsa_edu.widgets.access import ENTER_DELAY, SAVED_NOTE_CLASS, WIDGET_CLASS, Picture

from .test_widget_language import WIDGETS

WAR_SEED = 48
"""The deal's first trick is a double war."""

CONTROLS = (w.Button, w.ToggleButton, w.Dropdown, w.Text, w.IntText, w.Checkbox)


def _tree(widget: Any) -> Iterator[Any]:
    """Yield ``widget`` and every widget inside it."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _tree(child)


def _shown(item: Any, root: Any) -> bool:
    """Return True unless ``item`` or a box it is in is hidden."""
    path: list[Any] = []

    def find(node: Any) -> bool:
        path.append(node)
        if node is item or any(find(c) for c in getattr(node, "children", ())):
            return True
        path.pop()
        return False

    find(root)
    return all(getattr(n, "layout", None) is None or n.layout.display != "none" for n in path)


def _submit(box: w.Text) -> None:
    """Press Enter in a text box, as the browser reports it."""
    box._handle_custom_msg({"event": "submit"}, [])


def _said(value: str, attribute: str = "aria-label") -> list[str]:
    """Return the values of ``attribute`` in an HTML text."""
    return [html.unescape(v) for v in re.findall(rf'{attribute}="([^"]*)"', value)]


@pytest.mark.parametrize(("name", "build"), WIDGETS, ids=[w_[0] for w_ in WIDGETS])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_control_is_named_and_no_slider_is_left(
    name: str, build: Callable[..., Any], lang: str
) -> None:
    widget = build(lang=lang)
    assert WIDGET_CLASS in widget._dom_classes
    note = widget.children[0]
    assert SAVED_NOTE_CLASS in note._dom_classes and note.layout.display == "none"
    assert "<style>" in note.value and "outline:3px" in note.value
    controls = [c for c in _tree(widget) if isinstance(c, CONTROLS) and _shown(c, widget)]
    assert controls, name
    for control in controls:
        named = control.description.strip()
        assert named, f"{name}: a {type(control).__name__} without a name"
        if isinstance(control, w.ToggleButton):  # a Button's title falls back to its text
            assert control.tooltip, f"{name}: {named!r} would say title=null"
    sliders = [c for c in _tree(widget) if isinstance(c, w.widgets.widget_int._IntRange)
               or type(c).__name__.endswith("Slider")]  # fmt: skip
    assert sliders == [], f"{name}: a slider's handle cannot be named"


def test_enter_in_the_seed_box_deals_and_in_the_code_box_deals_the_code() -> None:
    widget = table_widget(seed=3)
    widget.seed_box.value = "77"
    _submit(widget.seed_box)
    assert widget.seed == 77 and widget.seed_box.value == ""
    code = deal_code(deal(Rules(), 5))
    widget.code_box.value = code
    _submit(widget.code_box)
    assert widget.seed is None and widget.start_piles == deal(Rules(), 5)
    widget.seed_box.value = "not a seed"
    _submit(widget.seed_box)
    assert "pyanitsa-error" in widget.message.value and 'role="alert"' in widget.message.value
    widget.seed_box._handle_custom_msg({"event": "something else"}, [])
    assert widget.start_piles == deal(Rules(), 5)


def test_enter_in_a_kernel_waits_for_the_keystrokes_ipywidgets_holds_back() -> None:
    """In a kernel the Enter can overtake the box's last keystrokes: it acts a moment later."""
    widget = table_widget(seed=3)

    async def typing_fast() -> None:
        widget.seed_box.value = "4"
        _submit(widget.seed_box)  # the Enter arrives before the "8"
        widget.seed_box.value = "48"
        assert widget.seed == 3
        await asyncio.sleep(ENTER_DELAY + 0.2)

    asyncio.run(typing_fast())
    assert widget.seed == 48 and widget.seed_box.value == ""


def test_enter_deals_in_the_explorer_too() -> None:
    widget = deal_explorer(seed=3)
    widget.seed_box.value = "8"
    _submit(widget.code_box)  # the code box is empty: the seed box is read
    assert widget.seed == 8


@pytest.fixture
def focused(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The controls the kernel asks the browser to focus, in order."""
    asked: list[Any] = []
    monkeypatch.setattr(w.DOMWidget, "focus", lambda self: asked.append(self))
    return asked


def test_a_button_that_disables_itself_hands_the_focus_on(focused: list[Any]) -> None:
    widget = table_widget(seed=WAR_SEED)
    widget.flip_button.click()  # the trick is a war: the war button is enabled
    assert focused == []
    while not widget.war_button.disabled:
        widget.war_button.click()
    assert focused == [widget.flip_button]  # the war is laid: back to Flip
    widget.play_button.click()  # the game ends: Play to end and Flip are disabled
    assert widget.play_button.disabled and focused[-1] is widget.reset_button
    widget.flip()  # a call from code moves no focus
    assert len(focused) == 2


def test_a_played_card_hands_the_focus_to_a_card_still_playable(focused: list[Any]) -> None:
    widget = sixtysix_widget(seed=4, bot="random")
    moves = 0
    while not widget.state.over and moves < 40:
        enabled = [b for b in widget.card_buttons if not b.disabled and b.layout.display != "none"]
        button = enabled[-1]
        button.click()
        moves += 1
        if button.disabled or button.layout.display == "none":
            assert focused, "the focus was dropped"
            target = focused[-1]
            assert not target.disabled and target.layout.display != "none"
    assert widget.state.over and focused[-1] in (widget.new_hand_button, widget.new_match_button)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_cards_piles_and_charts_are_images_named_in_words(lang: str) -> None:
    widget = table_widget(seed=WAR_SEED, lang=lang)
    widget.flip()
    widget.next_war_round()
    table = widget.table.value
    names = _said(table)
    cards = [c for r in widget.view().trick.rounds[: widget.view().shown] for c in r.face_up]
    from pyanitsa_edu.pyanitsa.text import card_name

    assert all(card_name(c, lang) in names for c in cards)
    assert table.count('role="img"') == len(names) == table.count("pyanitsa-card") + table.count(
        "pyanitsa-back") + table.count("pyanitsa-pile")  # fmt: skip
    word = {"en": "face down", "ru": "рубашкой вверх"}[lang]
    assert any(word in n for n in names)
    chart = _said(widget.chart.value)
    assert len(chart) == 1 and ("Player 0" in chart[0] or "Игрок 0" in chart[0])


def test_russian_card_names_are_said_as_a_russian_player_says_them() -> None:
    widget = deal_explorer(seed=3, lang="ru")
    said = set(_said(widget.deal_view.value))
    assert {"туз пик", "шестёрка червей", "десятка бубен", "валет треф"} <= said


def test_what_a_flip_changes_is_in_a_live_region() -> None:
    widget = table_widget(seed=3)
    widget.flip()
    status = re.search(r'<div class="pyanitsa-status"[^>]*>', widget.table.value)
    assert status and 'role="status"' in status.group() and 'aria-live="polite"' in status.group()
    counts = widget.pile_counts()
    assert f"Piles: Player 0: {counts[0]} cards; Player 1: {counts[1]} cards." in widget.table.value
    widget.play_to_end()
    assert 'role="alert"' in widget.banner.value
    assert 'role="log"' in widget.trick_log.value and 'tabindex="0"' in widget.trick_log.value


def test_sixty_six_says_the_hand_and_names_each_card_button() -> None:
    widget = sixtysix_widget(seed=4, bot="random", lang="ru")
    from pyanitsa_edu.pyanitsa.text import card_name

    hand = widget.view.hand
    status = widget.status.value
    assert 'role="status"' in status and "Ваши карты: " + ", ".join(
        card_name(c, "ru") for c in hand) in status  # fmt: skip
    for button, card in zip(widget.card_buttons, hand, strict=False):
        assert button.tooltip == f"Ход: {card_name(card, 'ru')}"


def test_plots_in_widgets_are_pictures_with_alt_text() -> None:
    ranking = ranking_widget(lang="ru")
    assert isinstance(ranking.graph, Picture)
    assert "Схема: Кто кого бьёт" in ranking.graph.alt
    assert _said(ranking.graph.value, "alt") == [ranking.graph.alt]
    panel = simulation_panel(games=50, seed=2)
    assert panel.run()
    for picture in (panel.shares_plot, panel.lengths_plot, panel.convergence_plot):
        assert picture.png[:4] == b"\x89PNG" and picture.alt
        assert _said(picture.value, "alt") == [picture.alt]


def test_a_played_out_game_keeps_every_drawn_card_named() -> None:
    """After a whole game, no card image is left without its name."""
    widget = table_widget(seed=WAR_SEED, lang="ru")
    game = Game(deal(Rules(), WAR_SEED))
    game.run()
    widget.play_to_end()
    value = widget.table.value
    assert value.count('role="img"') == len(_said(value))
    assert all(name.strip() for name in _said(value))
