"""Kernel-side tests of the ranking widget, the deal explorer and the simulation panel."""

from __future__ import annotations

import html
import random

import matplotlib

matplotlib.use("Agg")

import pytest

from pyanitsa_edu import Card, Deck, Rules, deal, deal_code, play, simulate
from pyanitsa_edu.analysis.monte_carlo import random_deals
from pyanitsa_edu.errors import DealError, RulesError, SettingError
from pyanitsa_edu.widgets import (
    DealExplorer,
    RankingWidget,
    SimulationPanel,
    deal_explorer,
    ranking_widget,
    simulation_panel,
    table_widget,
)
from pyanitsa_edu.widgets.explorer import other_rules
from variants import SMALL_RULES

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
    widget = ranking_widget(SMALL_RULES, lang="ru")
    assert "Т" in widget.odds.value and "бьёт" in widget.pick_result.value
    assert isinstance(widget, RankingWidget)


@pytest.mark.slow
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
    out = widget.simulation
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
        assert image.png[:4] == b"\x89PNG"
        assert image.alt and f'alt="{image.alt}"' in html.unescape(image.value)


@pytest.mark.parametrize("rules", [Rules(), Rules(collect="shuffled")], ids=repr)
def test_simulation_is_one_simulate_call_and_progress_changes_nothing(
    rules: Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pyanitsa_edu.widgets.simulation_view as panel_module

    calls: list[object] = []

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(kwargs.get("progress"))
        return simulate(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(panel_module, "simulate", counted)
    panel = simulation_panel(rules, games=2300, seed=8)
    seen: list[int] = []
    panel.progress.observe(lambda change: seen.append(change["new"]), "value")
    panel.run_button.click()
    assert len(calls) == 1 and callable(calls[0])
    assert seen[-1] == 2300 and seen[1:] == sorted(set(seen[1:])) and 10 <= len(seen) <= 102
    sim = simulate(2300, rules=rules, seed=8)
    out = panel.simulation
    assert out is not None
    assert (out.winner == sim.winner).all() and (out.tricks == sim.tricks).all()
    assert list(out.reason) == list(sim.reason)


@pytest.mark.parametrize("games", [0, -5, 10**9])
def test_simulation_rejects_bad_numbers(games: int) -> None:
    widget = simulation_panel(lang="ru")
    widget.games.value = games
    widget.run_button.click()
    assert widget.simulation is None and "pyanitsa-error" in widget.message.value


def test_simulation_multiplayer_in_russian() -> None:
    widget = simulation_panel(Rules(players=3), lang="ru", games=60)
    widget.run()
    assert "Игрок 2" in widget.shares.value and "Ничья" in widget.shares.value


def test_bad_seed_argument_raises_a_clear_error() -> None:
    with pytest.raises(DealError, match="whole number"):
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


@pytest.mark.parametrize("factory", ["table_widget", "ranking_widget", "deal_explorer",
                                     "simulation_panel"])
def test_every_widget_names_a_wrong_rules_value_and_takes_preset_names(factory: str) -> None:
    import pyanitsa_edu.widgets as widgets
    from pyanitsa_edu.errors import RulesError

    make = getattr(widgets, factory)
    with pytest.raises(RulesError, match="must be a Rules value"):
        make(rules=36)
    assert make(rules="no_six_rule").rules == Rules(low_beats_ace=False)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_simulation_panel_names_a_negative_seed_and_keeps_the_last_run(lang: str) -> None:
    panel = simulation_panel(lang=lang)
    panel.games.value, panel.seed.value = 50, 2
    assert panel.run()
    before = panel.simulation
    panel.seed.value = -3
    assert not panel.run()
    assert ("−3" if lang == "ru" else "-3") in panel.message.value and "0" in panel.message.value
    assert panel.simulation is before and not panel.run_button.disabled


# --- bad values and small decks ---------------------------------------------------------------


@pytest.mark.parametrize("suits", [1, 2])
def test_ranking_widget_on_a_deck_of_two_ranks(suits: int) -> None:
    widget = ranking_widget(Rules(deck=Deck(["6", "A"], suits)))
    assert [d.value for d in widget.multi][:2] == ["6♣", "A♣"]
    assert len(widget.odds.value) > 0 and "pyanitsa-three" in widget.multi_result.value
    if suits == 1:  # two cards only: the third one comes back, and the table says so
        assert widget.multi[2].value in ("6♣", "A♣")


def test_the_explorer_refuses_games_it_could_not_record() -> None:
    endless = Rules(collect="seat_order", detect_cycles=False)
    for rules in (endless, endless.replace(max_tricks=10**9)):
        with pytest.raises(RulesError, match="needs max_tricks of at most 20,000"):
            deal_explorer(rules, seed=1)
    explorer = deal_explorer(endless.replace(max_tricks=500), seed=1)
    assert explorer.outcome.value


def test_other_rules_leave_out_variants_that_may_never_end() -> None:
    rules = Rules(collect="shuffled", detect_cycles=False)
    keys = [key for key, _ in other_rules(rules)]
    assert keys == ["these_rules", "no_six", "open_war"]  # loser_first, seat_order: endless
    explorer = deal_explorer(rules, seed=4)
    assert explorer.variants.value.count('class="pyanitsa-variant"') == 3


@pytest.mark.parametrize(
    ("options", "error", "words"),
    [
        ({"games": "many"}, SettingError, "games must be a whole number, got 'many'"),
        ({"games": 0}, SettingError, "games must be 1 to 200,000, got 0"),
        ({"seed": -1}, DealError, "seed must be a whole number from 0"),
        ({"seed": None}, DealError, "the panel needs a seed"),
        ({"lang": "fr"}, SettingError, "lang must be 'en' or 'ru'"),
        ({"rules": Rules(collect="loser_first", detect_cycles=False)}, RulesError, "never end"),
    ],
)
def test_simulation_panel_refuses_bad_values(
    options: dict[str, object], error: type[Exception], words: str
) -> None:
    with pytest.raises(error, match=words):
        simulation_panel(**options)  # type: ignore[arg-type]
