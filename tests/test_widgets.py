"""Kernel-side tests of the widgets: every button and control, checked against the engine."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable

import matplotlib

matplotlib.use("Agg")

import pytest

from pyanitsa_edu import Card, Deck, Game, Rules, deal, deal_code, play, simulate
from pyanitsa_edu.batch import random_deals
from pyanitsa_edu.widgets import (
    DealExplorer,
    RankingWidget,
    SimulationPanel,
    TableWidget,
    deal_explorer,
    ranking_widget,
    simulation_panel,
    table_widget,
)
from pyanitsa_edu.widgets.simulation import play_games

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


# --- ranking_widget -------------------------------------------------------------


def test_ranking_odds_table_holds_exact_fractions() -> None:
    widget = ranking_widget()
    six = widget.odds.value.split('data-rank="6"')[1].split("</tr>")[0]
    assert "4/35" in six and "3/35" in six
    widget.set_special(False)
    six = widget.odds.value.split('data-rank="6"')[1].split("</tr>")[0]
    assert ">0 <" in six and "32/35" in six


def test_ranking_toggle_changes_the_rules_and_the_graph() -> None:
    widget = ranking_widget()
    on = widget.graph.value
    assert widget.special.value and widget.rules.low_beats_ace
    widget.special.value = False
    assert not widget.rules.low_beats_ace and widget.graph.value != on
    widget.special.value = True
    assert widget.rules == Rules() and widget.graph.value == on


def test_ranking_duel_and_three_card_cycle() -> None:
    widget = ranking_widget()
    assert "6♣ beats A♠" in widget.pick_result.value
    assert 'data-unbeaten="0"' in widget.multi_result.value
    assert "No card is unbeaten" in widget.multi_result.value
    widget.special.value = False
    assert "A♠ beats 6♣" in widget.pick_result.value
    assert "A♣ wins the flip" in widget.multi_result.value
    widget.card_b.value = "6♦"
    assert "equal" in widget.pick_result.value
    widget.multi[0].value = "A♦"
    assert "go to war" in widget.multi_result.value


def test_ranking_in_russian_and_on_a_custom_deck() -> None:
    widget = ranking_widget(Rules(deck=Deck(["6", "7", "K", "A"], suits=2)), lang="ru")
    assert "Т" in widget.odds.value and "бьёт" in widget.pick_result.value
    assert isinstance(widget, RankingWidget)


def test_ranking_random_changes_raise_nothing() -> None:
    rng = random.Random(3)
    widget = ranking_widget(Rules(deck=32))
    cards = [str(c) for c in widget.rules.deck.cards]
    controls = [widget.card_a, widget.card_b, *widget.multi]
    for _ in range(150):
        if rng.random() < 0.2:
            widget.special.value = not widget.special.value
        else:
            rng.choice(controls).value = rng.choice(cards)
        assert widget.message.value == ""


# --- deal_explorer ----------------------------------------------------------------


def test_explorer_replays_are_identical() -> None:
    widget = deal_explorer(seed=7)
    assert isinstance(widget, DealExplorer)
    assert widget.piles == deal(Rules(), 7)
    for n in (1, 2, 3):
        widget.replay_button.click()
        assert f"Replayed {n} times" in widget.replays_view.value
        assert 'data-same="1"' in widget.replays_view.value
    assert deal_code(deal(Rules(), 7)) in widget.deal_view.value
    assert str(play(deal(Rules(), 7)).tricks) in widget.outcome.value


def test_explorer_swap_changes_the_deal_and_compares() -> None:
    widget = deal_explorer(seed=7)
    piles = widget.piles
    widget.swap_a.value, widget.swap_b.value = (0, 0), (1, 0)
    widget.swap_button.click()
    assert widget.piles[0][0] == piles[1][0] and widget.piles[1][0] == piles[0][0]
    after = play(widget.piles)
    assert f"{after.tricks} tricks" in widget.compare.value
    assert f"{play(piles).tricks} tricks" in widget.compare.value
    widget.swap_a.value = widget.swap_b.value = (0, 3)
    swapped = widget.piles
    widget.swap_button.click()
    assert widget.piles == swapped and "different" in widget.message.value
    assert widget.swap((5, 0), (0, 0)) is False and widget.piles == swapped
    widget.undo_button.click()
    assert widget.piles == piles


def test_explorer_variants_table_matches_play() -> None:
    widget = deal_explorer(seed=11)
    rows = widget.variants.value.split('class="pyanitsa-variant"')[1:]
    assert len(rows) == 5
    for row, rules in zip(
        rows,
        [
            Rules(),
            Rules(low_beats_ace=False),
            Rules(collect="loser_first"),
            Rules(collect="seat_order"),
            Rules(war_face_down=0),
        ],
        strict=True,
    ):
        assert f">{play(deal(Rules(), 11), rules).tricks}<" in row


def test_explorer_deal_boxes_and_bad_input() -> None:
    widget = deal_explorer(seed=7, lang="ru")
    widget.seed_box.value = "oops"
    widget.deal_button.click()
    assert widget.piles == deal(Rules(), 7) and "целым" in widget.message.value
    widget.seed_box.value = ""
    widget.code_box.value = deal_code(deal(Rules(), 21))
    widget.deal_button.click()
    assert widget.piles == deal(Rules(), 21) and widget.message.value == ""
    widget.code_box.value = "ABCDE"
    widget.deal_button.click()
    assert widget.piles == deal(Rules(), 21) and "pyanitsa-error" in widget.message.value


def test_explorer_random_clicks_keep_the_deck() -> None:
    rng = random.Random(5)
    widget = deal_explorer(Rules(players=3), seed=2)
    deck = sorted(map(str, widget.rules.deck.cards))
    for _ in range(120):
        choice = rng.randrange(5)
        if choice == 0:
            widget.replay_button.click()
        elif choice == 1:
            widget.swap_a.value = rng.choice(widget.swap_a.options)[1]
            widget.swap_b.value = rng.choice(widget.swap_b.options)[1]
            widget.swap_button.click()
        elif choice == 2:
            widget.undo_button.click()
        elif choice == 3:
            widget.seed_box.value = rng.choice(["", "3", "x"])
            widget.deal_button.click()
        else:
            widget.swap(rng.choice([(0, 0), (9, 9)]), (1, 1))
        assert sorted(str(c) for p in widget.piles for c in p) == deck


# --- simulation_panel -----------------------------------------------------------------


def test_simulation_counts_match_the_engine() -> None:
    widget = simulation_panel(games=300, seed=4)
    assert isinstance(widget, SimulationPanel)
    assert widget.run_button.description == "Run"
    widget.run_button.click()
    out = widget.outcomes
    assert out is not None and len(out) == 300
    assert widget.progress.value == widget.progress.max == 300
    sim = simulate(300, rules=Rules(), seed=4)
    assert (out.winner == sim.winner).all() and (out.tricks == sim.tricks).all()
    assert list(out.reason) == list(sim.reason)
    first = random_deals(20, Rules(), 4)
    assert [int(x) for x in out.tricks[:20]] == [play(d).tricks for d in first]
    wins = int((out.winner == 0).sum())
    assert f'<td style="padding:3px 10px">{wins}</td>' in widget.shares.value
    assert "pyanitsa-reasons" in widget.reasons.value
    for image in (widget.shares_plot, widget.lengths_plot, widget.convergence_plot):
        assert image.value[:4] == b"\x89PNG"


def test_simulation_does_not_depend_on_the_chunk_size() -> None:
    a = play_games(230, Rules(), 8, chunk=500)
    b = play_games(230, Rules(), 8, chunk=37)
    assert (a.winner == b.winner).all() and (a.tricks == b.tricks).all()


@pytest.mark.parametrize("games", [0, -5, 10**9])
def test_simulation_rejects_bad_numbers(games: int) -> None:
    widget = simulation_panel(lang="ru")
    widget.games.value = games
    widget.run_button.click()
    assert widget.outcomes is None and "pyanitsa-error" in widget.message.value


def test_simulation_multiplayer_in_russian() -> None:
    widget = simulation_panel(Rules(players=3), lang="ru", games=60)
    widget.run()
    assert "Игрок 2" in widget.shares.value and "Ничья" in widget.shares.value


def test_bad_seed_argument_raises_a_clear_error() -> None:
    with pytest.raises(ValueError, match="whole number"):
        table_widget(seed="forty")  # type: ignore[arg-type]


def test_random_first_deals_say_their_seed() -> None:
    table, explorer = table_widget(), deal_explorer()
    assert table.seed is not None and f"seed {table.seed}" in table.info.value
    assert explorer.seed is not None and f"seed {explorer.seed}" in explorer.info.value
    assert explorer.piles == deal(Rules(), explorer.seed)


def test_widget_reprs_are_short_and_stable() -> None:
    assert repr(table_widget(seed=48)) == "<table_widget: seed=48, Rules(), 0 tricks played>"
    assert repr(ranking_widget()) == "<ranking_widget: Rules()>"
    assert repr(deal_explorer(seed=7)) == "<deal_explorer: seed=7, Rules()>"
    assert repr(simulation_panel()) == "<simulation_panel: Rules(), 1000 games, seed 1>"


def test_cards_are_drawn_with_colours_and_russian_ranks() -> None:
    from pyanitsa_edu.widgets.cards_html import RED, card_html

    heart = card_html(Card.parse("A♥"), "ru")
    assert RED in heart and 'data-card="Т♥"' in heart
    assert RED not in card_html(Card.parse("Q♠"))
