"""Kernel-side tests of the game table widget: every button and control against the engine.

The other widgets are tested in ``test_widgets_panels.py``."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable

import matplotlib

matplotlib.use("Agg")

import pytest

from pyanitsa_edu import Deck, Game, Rules, deal, deal_code, play
from pyanitsa_edu.widgets import (
    TableWidget,
    table_widget,
)

WAR_SEED = 48
"""Classic rules: trick 1 of this deal is a double war (two war rounds)."""
CALM_SEED = 3
"""Classic rules: no war in the first twelve tricks of this deal."""


def test_importing_the_engine_loads_no_widgets_or_matplotlib() -> None:
    code = (
        "import sys, pyanitsa_edu; "
        "bad = [m for m in ('ipywidgets', 'matplotlib') if m in sys.modules]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_seeds_used_below_do_what_they_claim() -> None:
    war = Game(deal(Rules(), WAR_SEED))
    assert war.step().wars == 2
    calm = Game(deal(Rules(), CALM_SEED))
    assert all(calm.step().wars == 0 for _ in range(12))


# --- table_widget -------------------------------------------------------------


def conserved(widget: TableWidget) -> bool:
    """Return True when every card is in a pile or on the table."""
    return sum(widget.pile_counts()) + widget.table_cards() == len(widget.rules.deck)


def stepped(piles: object, rules: Rules, k: int, seed: int = 0) -> Game:
    game = Game(piles, rules, seed=seed)  # type: ignore[arg-type]
    for _ in range(k):
        game.step()
    return game


def test_table_buttons_are_text_labelled_in_english_and_russian() -> None:
    en, ru = table_widget(seed=1), table_widget(seed=1, lang="ru")
    assert [b.description for b in _buttons(en)] == ["Deal", "Flip", "Play to end", "Reset"]
    assert [b.description for b in _buttons(ru)] == ["Раздать", "Открыть", "До конца", "Сначала"]
    for b in (*_buttons(en), en.autoplay):
        assert b.icon == ""
    assert isinstance(en.game, Game)
    ru.flip()
    assert "Игрок 0" in ru.table.value


def _buttons(widget: TableWidget) -> list[object]:
    return [widget.deal_button, widget.flip_button, widget.play_button, widget.reset_button]


def test_reset_and_five_flips_equal_the_engine_stepped_five_times() -> None:
    widget = table_widget(seed=CALM_SEED)
    for _ in range(7):
        widget.flip_button.click()
    widget.reset_button.click()
    for _ in range(5):
        widget.flip_button.click()
    assert widget.game == stepped(deal(Rules(), CALM_SEED), Rules(), 5, CALM_SEED)
    assert widget.start_piles == deal(Rules(), CALM_SEED)


def test_without_war_steps_every_flip_is_one_trick_even_in_a_war() -> None:
    widget = table_widget(seed=WAR_SEED, war_steps=False)
    widget.reset_button.click()
    for _ in range(5):
        widget.flip_button.click()
    assert widget.game == stepped(deal(Rules(), WAR_SEED), Rules(), 5, WAR_SEED)


def test_a_war_is_laid_round_by_round() -> None:
    widget = table_widget(seed=WAR_SEED)
    widget.flip_button.click()  # the tie
    assert widget.view().pending
    assert len(widget.game.tricks) == 1
    assert widget.table.value.count('class="pyanitsa-back"') == 0
    assert "War" in widget.table.value
    assert widget.pile_counts() == (17, 17) and widget.table_cards() == 2
    widget.flip_button.click()  # first war round: one face down, one face up each
    assert widget.table.value.count('class="pyanitsa-back"') == 2
    assert widget.pile_counts() == (15, 15) and widget.table_cards() == 6
    widget.flip_button.click()  # second war round decides it
    assert not widget.view().pending
    assert widget.table.value.count('class="pyanitsa-back"') == 4
    trick = widget.game.tricks[0]
    assert f"takes the bank: {len(trick.bank)} cards" in widget.table.value
    assert widget.pile_counts() == widget.game.counts
    assert len(widget.game.tricks) == 1
    widget.flip_button.click()
    assert len(widget.game.tricks) == 2


def test_play_to_end_shows_the_result_and_disables_flipping() -> None:
    widget = table_widget(seed=CALM_SEED)
    widget.flip_button.click()
    widget.play_button.click()
    result = play(deal(Rules(), CALM_SEED))
    assert widget.game.result == result
    assert "pyanitsa-banner" in widget.banner.value
    assert f"{result.tricks} tricks" in widget.banner.value
    assert widget.flip_button.disabled and widget.play_button.disabled
    before = stepped(deal(Rules(), CALM_SEED), Rules(), result.tricks, CALM_SEED)
    widget.flip()  # a click that slipped through does nothing harmful
    widget.play_to_end()
    assert widget.game == before
    assert "game is over" in widget.message.value
    widget.reset_button.click()
    assert not widget.flip_button.disabled and widget.banner.value == ""


def test_cycle_banner_names_start_and_period() -> None:
    rules = Rules(collect="seat_order")
    seed = next(s for s in range(200) if play(deal(rules, s), rules).reason == "cycle")
    widget = table_widget(rules, seed=seed)
    widget.play_to_end()
    result = widget.game.result
    assert result is not None and result.reason == "cycle"
    assert f"after trick {result.cycle_start}" in widget.banner.value
    assert f"{result.cycle_length} tricks later" in widget.banner.value


def test_deal_from_seed_box_and_deal_code_box() -> None:
    widget = table_widget(seed=1)
    widget.seed_box.value = " 77 "
    widget.deal_button.click()
    assert widget.start_piles == deal(Rules(), 77) and widget.seed == 77
    assert widget.seed_box.value == ""
    assert deal_code(deal(Rules(), 77)) in widget.info.value
    code = deal_code(deal(Rules(), 5))
    widget.code_box.value = code.lower()
    widget.deal_button.click()
    assert widget.start_piles == deal(Rules(), 5)
    assert widget.message.value == ""
    widget.deal_button.click()  # empty boxes: a fresh random deal
    assert widget.seed is not None and widget.start_piles == deal(Rules(), widget.seed)


@pytest.mark.parametrize(
    ("box", "text", "says"),
    [
        ("seed_box", "forty-two", "whole number"),
        ("seed_box", "4.5", "whole number"),
        ("code_box", "not a code", "deal code"),
        ("code_box", deal_code(deal(Rules(), 5))[:-1] + "0", "checksum"),
        ("code_box", deal_code(deal(Rules(deck=52), 5), Rules(deck=52)), "52-card"),
        ("code_box", deal_code(deal(Rules(players=3), 5)), "3"),
    ],
)
def test_bad_input_shows_a_message_and_changes_nothing(box: str, text: str, says: str) -> None:
    widget = table_widget(seed=CALM_SEED)
    widget.flip()
    game, piles = widget.game, widget.start_piles
    getattr(widget, box).value = text
    widget.deal_button.click()
    assert widget.game is game and widget.start_piles == piles
    assert "pyanitsa-error" in widget.message.value
    assert says in widget.message.value
    assert "Traceback" not in widget.message.value


def test_autoplay_is_driven_by_the_play_timer() -> None:
    widget = table_widget(seed=CALM_SEED)
    widget.speed.value = 10
    assert widget.timer.interval == 150
    widget.autoplay.value = True
    assert widget.timer.playing
    for _ in range(3):
        widget.timer.value += 1
    assert len(widget.game.tricks) == 3
    widget.autoplay.value = False
    assert not widget.timer.playing
    widget.timer.value += 1  # a late tick after stopping does nothing
    assert len(widget.game.tricks) == 3
    widget.autoplay.value = True
    while not widget.game.over or widget.view().pending:
        widget.timer.value += 1
    widget.timer.value += 1
    assert not widget.autoplay.value and not widget.timer.playing
    assert widget.autoplay.disabled


@pytest.mark.parametrize("players", range(3, 9))
def test_multiplayer_tables_render_and_keep_every_card(players: int) -> None:
    rules = Rules(players=players)
    widget = table_widget(rules, seed=players)
    for _ in range(40):
        widget.flip()
        assert conserved(widget)
    assert widget.table.value.count("pyanitsa-row") == players
    widget.play_to_end()
    assert widget.game.over and "pyanitsa-banner" in widget.banner.value


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(players=4),
        Rules(war_face_down=0),
        Rules(war_shortfall="last_card_up"),
        Rules(collect="shuffled", war_face_down=3),
        Rules(deck=32, players=3),
        Rules(deck=Deck(["6", "7", "K", "A"], suits=2), max_tricks=60),
        Rules(deck=Deck(["6", "7", "8", "A"], suits=3), low_beats_ace=False, players=3),
    ],
    ids=repr,
)
def test_a_thousand_random_clicks_lose_no_card(rules: Rules) -> None:
    rng = random.Random(2026)
    widget = table_widget(rules, seed=9)
    codes = [deal_code(deal(rules, s), rules) for s in range(3)] + ["", "bad", "0000-0000"]
    actions: list[Callable[[], object]] = [
        widget.flip_button.click,
        widget.flip_button.click,
        widget.flip_button.click,
        widget.flip_button.click,
        widget.reset_button.click,
        widget.deal_button.click,
        lambda: widget.play_button.click() if rng.random() < 0.2 else None,
        lambda: setattr(widget.seed_box, "value", rng.choice(["", "7", "-3", "x", "1e3"])),
        lambda: setattr(widget.code_box, "value", rng.choice(codes)),
        lambda: setattr(widget.autoplay, "value", not widget.autoplay.value),
        lambda: setattr(widget.speed, "value", rng.randint(1, 10)),
        lambda: setattr(widget.timer, "value", widget.timer.value + 1),
    ]
    for _ in range(1000):
        rng.choice(actions)()
        assert conserved(widget)
        assert widget.game.counts == widget.game.history[-1].counts
