"""Kernel-side tests of the game table widget: every button and control against the engine.

The other widgets are tested in ``test_panels.py``."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable

import matplotlib

matplotlib.use("Agg")

import pytest
from ipywidgets import Button

from pyanitsa_edu import Deck, Game, Rules, deal, deal_code, play
from pyanitsa_edu.errors import DealInputError, SettingError
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.widgets import (
    TableWidget,
    table_widget,
)
from variants import SMALL_RULES

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
    assert [b.description for b in _buttons(en)] == [
        "Deal", "Flip", "Next war round", "Play to end", "Reset"
    ]
    assert [b.description for b in _buttons(ru)] == [
        "Раздать", "Открыть", "Спор: дальше", "До конца", "Сначала"
    ]
    for b in (*_buttons(en), *_buttons(ru), en.autoplay):
        assert b.icon == ""
    assert isinstance(en.game, Game)
    ru.flip()
    assert "Игрок 0" in ru.table.value


def _buttons(widget: TableWidget) -> list[Button]:
    return [
        widget.deal_button,
        widget.flip_button,
        widget.war_button,
        widget.play_button,
        widget.reset_button,
    ]


@pytest.mark.parametrize("war_steps", [True, False])
@pytest.mark.parametrize("seed", [WAR_SEED, CALM_SEED])
def test_reset_and_five_flips_equal_the_engine_stepped_five_times(
    seed: int, war_steps: bool
) -> None:
    """Issue #3's contract, for any deal: a Flip is one trick, wars or not."""
    engine = stepped(deal(Rules(), seed), Rules(), 5, seed)
    if seed == WAR_SEED:  # the test must not dodge a war
        assert any(trick.wars for trick in engine.tricks)
    widget = table_widget(seed=seed, war_steps=war_steps)
    for _ in range(7):
        widget.flip_button.click()
    widget.war_button.click()
    widget.reset_button.click()
    assert widget.war_button.disabled
    for _ in range(5):
        widget.flip_button.click()
    assert widget.game == engine
    assert widget.game == stepped(deal(Rules(), seed), Rules(), 5, seed)
    assert widget.start_piles == deal(Rules(), seed)


@pytest.mark.parametrize("seed", range(40, 60))
def test_flips_and_war_rounds_in_any_order_are_one_trick_per_flip(seed: int) -> None:
    rng = random.Random(seed)
    widget = table_widget(seed=seed)
    flips = 0
    for _ in range(30):
        if rng.random() < 0.5:
            widget.war_button.click()
        else:
            widget.flip_button.click()
            flips += 1
        assert widget.game == stepped(deal(Rules(), seed), Rules(), flips, seed)
        assert conserved(widget)


def backs(widget: TableWidget) -> int:
    return widget.table.value.count('class="pyanitsa-back"')


def face_up(widget: TableWidget) -> int:
    return widget.table.value.count('class="pyanitsa-card"')


def test_a_war_is_laid_round_by_round_with_the_war_button() -> None:
    widget = table_widget(seed=WAR_SEED)
    assert widget.war_button.disabled  # nothing on the table yet
    widget.flip_button.click()  # the whole trick is played; the table shows the tie
    trick = widget.game.tricks[-1]
    assert len(widget.game.tricks) == 1 and trick.wars == 2 and len(trick.rounds) == 3
    assert widget.view().pending and not widget.war_button.disabled
    assert backs(widget) == 0 and face_up(widget) == 2
    assert "War" in widget.table.value and "Next war round" in widget.table.value
    assert widget.pile_counts() == (17, 17) and widget.table_cards() == 2
    assert "Tricks" in widget.trick_log.value and "1. " not in widget.trick_log.value
    assert widget.banner.value == ""
    widget.war_button.click()  # first war round: one face down, one face up each
    assert backs(widget) == 2 and face_up(widget) == 4
    assert widget.pile_counts() == (15, 15) and widget.table_cards() == 6
    assert not widget.war_button.disabled
    widget.war_button.click()  # the second war round decides it
    assert not widget.view().pending and widget.war_button.disabled
    assert backs(widget) == 4 and face_up(widget) == 6
    assert f"takes the bank: {len(trick.bank)} cards" in widget.table.value
    assert widget.pile_counts() == widget.game.counts and widget.table_cards() == 0
    assert "1. " in widget.trick_log.value
    assert widget.next_war_round() is False  # nothing left to reveal: nothing happens
    assert len(widget.game.tricks) == 1 and backs(widget) == 4
    widget.flip_button.click()
    assert len(widget.game.tricks) == 2


@pytest.mark.slow
def test_the_war_button_reveals_exactly_the_rounds_of_the_last_trick_in_order() -> None:
    for seed in range(40, 80):
        widget = table_widget(seed=seed)
        for _ in range(25):
            widget.flip_button.click()
            trick = widget.game.tricks[-1]
            assert widget.war_button.disabled == (len(trick.rounds) == 1)
            shown = [widget.view().trick.rounds[: widget.view().shown]]  # type: ignore[union-attr]
            while not widget.war_button.disabled:
                widget.war_button.click()
                view = widget.view()
                assert view.trick is trick
                shown.append(trick.rounds[: view.shown])
            assert shown == [trick.rounds[:k] for k in range(1, len(trick.rounds) + 1)]
            cards = sum(len(d) + 1 for r in trick.rounds for d in r.face_down)
            assert backs(widget) + face_up(widget) == cards
            if widget.game.over:
                break


def test_flip_during_a_war_plays_the_next_trick_and_tells_how_the_war_ended() -> None:
    widget = table_widget(seed=WAR_SEED)
    widget.flip_button.click()
    widget.war_button.click()  # one of the two war rounds shown
    first = widget.game.tricks[0]
    widget.flip_button.click()  # never stuck: the next trick, and a note on the first
    assert len(widget.game.tricks) == 2
    assert widget.view().trick is widget.game.tricks[1]
    assert "Trick 1" in widget.message.value
    assert f"takes the bank: {len(first.bank)} cards" in widget.message.value
    assert "1. " in widget.trick_log.value  # the whole war is in the log
    assert conserved(widget)


def test_without_war_steps_a_war_is_shown_whole_and_the_button_is_hidden() -> None:
    widget = table_widget(seed=WAR_SEED, war_steps=False)
    assert widget.war_button.layout.display == "none"
    widget.flip_button.click()
    assert not widget.view().pending and widget.war_button.disabled
    assert backs(widget) == 4 and "takes the bank" in widget.table.value


def test_russian_war_text_names_the_war_button() -> None:
    widget = table_widget(seed=WAR_SEED, lang="ru")
    widget.flip_button.click()
    assert "«Спор: дальше»" in widget.table.value
    widget.war_button.click()
    widget.war_button.click()
    assert "забирает банк" in widget.table.value


def test_a_war_in_the_last_trick_is_revealed_before_the_result() -> None:
    seed = next(s for s in range(500) if _ends_in_war_rounds(Game(deal(Rules(), s))))
    result = play(deal(Rules(), seed))
    widget = table_widget(seed=seed)
    for _ in range(result.tricks):
        widget.flip_button.click()
    assert widget.game.over and widget.view().pending
    assert widget.banner.value == "" and not widget.flip_button.disabled
    widget.war_button.click()
    while not widget.war_button.disabled:
        widget.war_button.click()
    assert "pyanitsa-banner" in widget.banner.value and widget.flip_button.disabled
    widget.reset_button.click()
    for _ in range(result.tricks):
        widget.flip_button.click()
    widget.flip_button.click()  # after the end a Flip uncovers the rest of the war
    assert not widget.view().pending and "pyanitsa-banner" in widget.banner.value
    assert len(widget.game.tricks) == result.tricks


def _ends_in_war_rounds(game: Game) -> bool:
    """Play ``game`` to its end; return True when its last trick has war rounds laid."""
    while not game.over:
        game.step()
    return bool(game.tricks) and len(game.tricks[-1].rounds) > 1


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


def test_autoplay_lays_a_war_one_round_per_tick() -> None:
    widget = table_widget(seed=WAR_SEED)
    widget.autoplay.value = True
    shown = []
    for _ in range(4):
        widget.timer.value += 1
        shown.append((len(widget.game.tricks), widget.view().shown))
    assert shown == [(1, 1), (1, 2), (1, 3), (2, 1)]


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
        SMALL_RULES.replace(max_tricks=60),
        Rules(deck=Deck(["6", "7", "8", "A"], suits=3), low_beats_ace=False, players=3),
    ],
    ids=repr,
)
@pytest.mark.slow
def test_a_thousand_random_clicks_lose_no_card(rules: Rules) -> None:
    rng = random.Random(2026)
    widget = table_widget(rules, seed=9)
    codes = [deal_code(deal(rules, s), rules) for s in range(3)] + ["", "bad", "0000-0000"]
    actions: list[Callable[[], object]] = [
        widget.flip_button.click,
        widget.flip_button.click,
        widget.flip_button.click,
        widget.flip_button.click,
        widget.war_button.click,
        widget.war_button.click,
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
        tricks = len(widget.game.tricks)
        action = rng.choice(actions)
        action()
        assert conserved(widget)
        assert widget.game.counts == widget.game.history[-1].counts
        assert widget.war_button.disabled == (not widget.view().pending)
        if action == widget.war_button.click:
            assert len(widget.game.tricks) == tricks


# --- bad values and games that never end -----------------------------------------------------


def test_a_table_game_that_never_ends_stops_at_the_table_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Play to end on a cycling deal without cycle detection: the record stops growing."""
    import pyanitsa_edu.widgets.table as table

    monkeypatch.setattr(table, "TABLE_TRICKS", 300)
    rules = Rules(collect="seat_order")
    seed = next(s for s in range(200) if play(deal(rules, s), rules).reason == "cycle")
    widget = table_widget(rules.replace(detect_cycles=False), seed=seed)
    for _ in range(3):  # every click after the first changes nothing
        widget.play_to_end()
        assert len(widget.game.tricks) == 300 and not widget.game.over
        assert "at most 300 tricks" in widget.message.value
    assert widget.flip_button.disabled and widget.play_button.disabled
    widget.flip()
    assert len(widget.game.tricks) == 300
    widget.reset()
    assert len(widget.game.tricks) == 0 and not widget.flip_button.disabled


@pytest.mark.parametrize("seed", [-1, 2**128, "forty", 4.0, True, "7" * 5000])
def test_bad_seeds_are_named_briefly(seed: object) -> None:
    with pytest.raises(DealInputError, match="The seed must be a whole number from 0") as error:
        table_widget(seed=seed)  # type: ignore[arg-type]
    assert len(str(error.value)) < 200
    widget = table_widget(seed=5)
    assert not widget.new_deal(seed)  # type: ignore[arg-type]
    assert widget.seed == 5 and "pyanitsa-error" in widget.message.value
    widget.seed_box.value = str(seed)
    assert not widget.deal_from_boxes()
    assert len(widget.message.value) < 600


def test_seed_text_with_spaces_and_the_largest_seed_deal() -> None:
    widget = table_widget(seed=5)
    widget.seed_box.value = f"  {2**128 - 1} "
    assert widget.deal_from_boxes() and widget.seed == 2**128 - 1
    assert widget.start_piles == deal(Rules(), 2**128 - 1)


def test_a_wrong_language_is_a_setting_error() -> None:
    for lang in ("de", "", "RU", 5, "x" * 10_000):
        with pytest.raises(SettingError, match="lang must be 'en' or 'ru'") as error:
            table_widget(lang=lang)  # type: ignore[arg-type]
        assert len(str(error.value)) < 200


def test_a_table_without_lang_speaks_the_current_language() -> None:
    with language("ru"):
        russian = table_widget(seed=5)
    english = table_widget(seed=5)
    assert (russian.lang, english.lang) == ("ru", "en")
    assert russian.flip_button.description == "Открыть"
    assert english.flip_button.description == "Flip"
    assert table_widget(seed=5, lang="en").lang == "en"
