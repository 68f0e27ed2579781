"""Bad input raises a ValueError subclass (pyanitsa_edu.errors) whose message names the problem."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import numpy as np
import pytest

from pyanitsa_edu import (
    Card,
    Deck,
    Game,
    Result,
    Rules,
    Snapshot,
    deal,
    deal_code,
    play,
    simulate,
)
from pyanitsa_edu.analysis import random_deals
from pyanitsa_edu.errors import (
    CardError,
    DealCodeError,
    DealError,
    DeckError,
    GameOverError,
    PyanitsaError,
    RulesError,
)
from pyanitsa_edu.pyanitsa.dealing import shuffled_deck
from pyanitsa_edu.pyanitsa.rules import MAX_TRICKS


def test_every_error_is_a_value_error() -> None:
    for error in (CardError, DealCodeError, DealError, DeckError, RulesError, GameOverError):
        assert issubclass(error, PyanitsaError)
        assert issubclass(error, ValueError)
    assert issubclass(GameOverError, RuntimeError)


# --- cards -----------------------------------------------------------------------


@pytest.mark.parametrize("text", ["X", "", "10", "♦", "10♦♦x", "   "])
def test_unreadable_card(text: str) -> None:
    with pytest.raises(CardError, match=r"cannot read card .*: write rank then suit, e\.g\. '10♦'"):
        Card.parse(text)


def test_rank_label_with_punctuation() -> None:
    with pytest.raises(CardError, match="rank label '10 diamond' must be 1 to 5 letters or digits"):
        Card.parse("10 diamonds")
    with pytest.raises(CardError, match=r"rank label '1\.0' must be"):
        Card.parse("1.0♦")


@pytest.mark.parametrize("text", ["X", "10", "♦"])
def test_unreadable_card_in_a_pile(text: str) -> None:
    with pytest.raises(CardError, match=f"cannot read card '{text}'"):
        Game([f"6♣ {text}", "7♣"])
    with pytest.raises(CardError, match="cannot read card"):
        play([["6♣", text], ["7♣"]])


def test_empty_card_text_in_a_list() -> None:
    with pytest.raises(CardError, match="cannot read card ''"):
        Game([["6♣", ""], ["7♣"]])


def test_eleven_is_not_a_rank_of_the_deck() -> None:
    with pytest.raises(CardError, match=r"11♦ is not in the 36-card deck: it has no rank 11"):
        Game(["11♦", "7♣"])
    with pytest.raises(CardError, match=r"ranks: 6 7 8 9 10 J Q K A"):
        play(["11♦", "7♣"])


def test_card_not_in_the_deck() -> None:
    with pytest.raises(CardError, match="2♣ is not in the 36-card deck"):
        Game(["2♣", "7♣"])
    with pytest.raises(CardError, match="6♣ is not in the 32-card deck"):
        Game(["6♣", "7♣"], Rules(deck=32))
    with pytest.raises(CardError, match=r"6♥ is not in the 4-card deck \(6 A × ♣♦\)"):
        Game(["6♥", "6♣"], Rules(deck=Deck(["6", "A"], 2)))


def test_card_with_bad_parts() -> None:
    with pytest.raises(CardError, match="a card needs a text rank and suit"):
        Card(6, "♣")  # type: ignore[arg-type]
    with pytest.raises(CardError, match="unknown suit 'X': use ♣ ♦ ♥ ♠ or C D H S"):
        Card("6", "X")
    with pytest.raises(CardError, match="a card must be text"):
        Card.parse(6)  # type: ignore[arg-type]


# --- deals ---------------------------------------------------------------------


def test_duplicate_card() -> None:
    with pytest.raises(DealError, match=r"duplicate card.* in the deal: 6♣"):
        Game(["6♣ 7♣", "6C"])
    with pytest.raises(DealError, match="duplicate card"):
        play(["6♣ 6♣", "7♣"])


@pytest.mark.parametrize(("players", "piles"), [(2, 1), (2, 3), (3, 2), (8, 7)])
def test_wrong_number_of_piles(players: int, piles: int) -> None:
    rules = Rules(players=players)
    cards = list(rules.deck.cards)
    with pytest.raises(DealError, match=f"expected {players} piles .one per player., got {piles}"):
        Game([[c] for c in cards[:piles]], rules)
    with pytest.raises(DealError, match=f"expected {players} piles"):
        play([[c] for c in cards[:piles]], rules)


def test_piles_must_be_a_list() -> None:
    with pytest.raises(DealError, match="piles must be a list of piles, one per player"):
        Game("6♣ 7♣")


def test_a_pile_that_is_not_a_pile() -> None:
    six, seven = Card.parse("6♣"), Card.parse("7♣")
    with pytest.raises(DealError, match="a pile must be text such as '9♣ 6♦ A♥' or a list"):
        Game([six, seven])  # type: ignore[list-item]
    with pytest.raises(DealError, match="got 1; pass one pile per player"):
        play([1, 2])  # type: ignore[list-item]
    with pytest.raises(CardError, match="not a card: 5; write a card as text such as '10♦'"):
        Game([["6♣", 5], ["7♣"]])  # type: ignore[list-item]


def test_bad_seed() -> None:
    with pytest.raises(DealError, match="seed must be a whole number"):
        deal(seed="abc")  # type: ignore[arg-type]
    with pytest.raises(DealError, match="seed must be a whole number"):
        Game(["6♣", "7♣"], Rules(collect="shuffled"), seed=1.5)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [-5, -1, 2**128, "x", "5", 1.0, True, b"5"])
def test_one_seed_rule_for_dealing_and_simulating(seed: object) -> None:
    message = r"seed must be a whole number from 0 to 2\^128 − 1, or None; got "
    with pytest.raises(DealError, match=message):
        deal(seed=seed)  # type: ignore[arg-type]
    with pytest.raises(DealError, match=message):
        shuffled_deck(seed=seed)  # type: ignore[arg-type]
    with pytest.raises(DealError, match=message):
        simulate(3, seed=seed)  # type: ignore[arg-type]
    with pytest.raises(DealError, match=message):
        random_deals(3, None, seed)  # type: ignore[arg-type]


def test_the_largest_seeds_and_numpy_seeds_are_fine() -> None:
    assert deal(seed=2**128 - 1) == deal(seed=2**128 - 1) != deal(seed=0)
    assert deal(seed=np.int64(7)) == deal(seed=7)
    assert simulate(5, seed=np.uint64(7)).seed == 7
    assert simulate(5, seed=2**128 - 1).result(0) == simulate(5, seed=2**128 - 1).result(0)


# --- piles must come in an order of the caller's ------------------------------------------


def test_a_set_is_not_a_pile() -> None:
    piles = [{"6♣", "7♦", "8♥", "9♠", "A♣"}, ["A♦", "K♠", "6♦", "9♣", "8♣"]]
    for call in (play, Game, deal_code):
        with pytest.raises(DealError, match="got a set, which has no order, so the game would"):
            call(piles)  # type: ignore[operator]
    with pytest.raises(DealError, match=r"deal 0: a pile must be .* got a frozenset"):
        simulate(deals=[[frozenset({"6♣"}), ["7♣"]]])
    with pytest.raises(DealError, match="got a dict"):
        Game([{"6♣": 1}, ["7♣"]])


def test_a_generator_pile_is_read_once_in_order() -> None:
    first = ["9♣", "6♦", "A♥"]
    expected = play([first, ["7♠", "A♣", "K♠"]])
    assert play([(c for c in first), iter(["7♠", "A♣", "K♠"])]) == expected
    assert Game([(c for c in first), ["7♠", "A♣", "K♠"]]).run() == expected


def test_more_cards_than_the_deck_are_refused_before_reading_them() -> None:
    with pytest.raises(DealError, match="the piles hold 200,001 cards, more than the 36-card"):
        Game([["6♣"] * 200_000, ["7♣"]])
    with pytest.raises(DealError, match=r"duplicate card\(s\) in the deal: 6♣ 7♣$"):
        Game(["6♣ 6♣ 7♣", "7♣"])


def test_messages_do_not_repeat_long_input() -> None:
    for call in (
        lambda: Game(["9" * 100_000 + "♣", "7♣"]),
        lambda: Game([["6♣", "x" * 100_000], ["7♣"]]),
        lambda: Rules(collect="y" * 100_000),  # type: ignore[arg-type]
        lambda: Rules(deck="z" * 100_000),  # type: ignore[arg-type]
        lambda: Deck(["6", "A"], suits=["q" * 100_000]),
        lambda: deal(seed="s" * 100_000),  # type: ignore[arg-type]
        lambda: play("p" * 100_000),  # type: ignore[arg-type]
    ):
        with pytest.raises(PyanitsaError) as error:
            call()
        assert len(str(error.value)) < 400, str(error.value)[:500]


def test_from_empty_history() -> None:
    with pytest.raises(DealError, match="at least one snapshot"):
        Game.from_history([])


# --- rules ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"deck": 40}, "deck must be 32, 36, 52 or a Deck, got 40"),
        ({"deck": "36"}, "deck must be 32, 36, 52 or a Deck, got '36'"),
        ({"deck": True}, "deck must be 32, 36, 52 or a Deck"),
        ({"war_face_down": 4}, "war_face_down must be 0 to 3, got 4"),
        ({"war_face_down": -1}, "war_face_down must be 0 to 3, got -1"),
        ({"war_face_down": 1.0}, "war_face_down must be a whole number, got 1.0"),
        ({"collect": "random"}, "collect must be one of 'winner_first'.*got 'random'"),
        ({"war_shortfall": "draw"}, "war_shortfall must be one of 'lose', 'last_card_up'"),
        ({"players": 1}, "players must be 2 to 8, got 1"),
        ({"players": 9}, "players must be 2 to 8, got 9"),
        ({"max_tricks": -1}, "max_tricks must be 0 to 1,000,000,000,000, got -1"),
        ({"max_tricks": 2**63},
         "max_tricks must be 0 to 1,000,000,000,000, got about 9.2 × 10¹⁸"),
        ({"max_tricks": True}, "max_tricks must be a whole number, got True"),
        ({"low_beats_ace": "yes"}, "low_beats_ace must be True, False or None, got 'yes'"),
        ({"low_beats_ace": 1}, "low_beats_ace must be True, False or None, got 1"),
        ({"detect_cycles": "no"}, "detect_cycles must be True, False or 'ranks', got 'no'"),
        ({"table_cycle": "draw"}, "table_cycle must be one of 'war', 'rank_order'"),
    ],
)
def test_impossible_rule_values(options: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Rules(**options)  # type: ignore[arg-type]


def test_more_players_than_cards() -> None:
    deck = Deck(["6", "A"], 1)
    with pytest.raises(RulesError, match=r"3 players need at least 3 cards; 2-card deck"):
        Rules(deck=deck, players=3)
    assert Rules(deck=deck, players=2).players == 2


def test_bad_decks() -> None:
    with pytest.raises(DeckError, match="standard decks have 32, 36 or 52 cards, not 40"):
        Deck.standard(40)
    with pytest.raises(DeckError, match="a deck needs at least one rank"):
        Deck([])
    with pytest.raises(DeckError, match="rank labels repeat in the deck: 6"):
        Deck(["6", "7", "6"])
    with pytest.raises(DeckError, match="rank labels repeat in the deck: 10"):
        Deck(["T", "10"])  # the Latin T is the ten
    with pytest.raises(DeckError, match="a deck has 1 to 4 suits when given as a count, got 5"):
        Deck(["6"], suits=5)
    with pytest.raises(DeckError, match="suits repeat in the deck"):
        Deck(["6"], suits=["♣", "C"])
    with pytest.raises(DeckError, match="ranks must be a list of labels"):
        Deck("6789")


# --- playing after the end -------------------------------------------------------


def test_step_after_the_game_is_over() -> None:
    game = Game(["9♣ 6♦ A♥", "7♠ A♣ K♠"])
    game.run()
    with pytest.raises(GameOverError, match=r"the game is over \(player 0 wins"):
        game.step()
    with pytest.raises(ValueError, match="start a new Game"):
        game.step()
    assert game.run() == game.result  # run() on a finished game just returns the result


def test_step_on_a_finished_game() -> None:
    game = Game(["A♣", "7♠"])
    game.run()
    assert game.over
    with pytest.raises(GameOverError, match="the game is over"):
        game.step()


# --- seeds of games, and games that may never end ----------------------------------------


@pytest.mark.parametrize("seed", ["x", -5, 1.5, True, 2**128])
def test_a_game_checks_its_seed_even_with_a_fixed_return_order(seed: object) -> None:
    piles = deal(seed=1)
    for call in (
        lambda: play(piles, seed=seed),  # type: ignore[arg-type]
        lambda: play(piles, Rules(players=2, collect="loser_first"), seed=seed),  # type: ignore[arg-type]
        lambda: Game(piles, seed=seed),  # type: ignore[arg-type]
        lambda: play(deal(Rules(players=3), 1), Rules(players=3), seed=seed),  # type: ignore[arg-type]
    ):
        with pytest.raises(DealError, match="seed must be a whole number from 0 to 2"):
            call()
    assert play(piles, seed=random.Random(4)) == play(piles)  # a generator is a seed too


def test_rules_that_may_never_end_are_refused_before_a_trick() -> None:
    endless = Rules(collect="seat_order", detect_cycles=False)
    assert endless.may_never_end and not Rules().may_never_end
    assert not endless.replace(max_tricks=10).may_never_end
    assert not endless.replace(collect="shuffled").may_never_end
    cycling = next(
        d for d in (deal(endless, s) for s in range(100)) if play(d, Rules(collect="seat_order"))
        .reason == "cycle"
    )
    for call in (
        lambda: play(cycling, endless),
        lambda: Game(cycling, endless).run(),
        lambda: play(deal(endless.replace(players=3), 1), endless.replace(players=3)),
        lambda: simulate(deals=[cycling], rules=endless),
        lambda: simulate(10, rules=endless, seed=1),
    ):
        with pytest.raises(RulesError, match="would never end: set max_tricks"):
            call()
    game = Game(cycling, endless)  # stepping it yourself stays possible
    for _ in range(500):
        game.step()
    assert not game.over and len(game.tricks) == 500


# --- a history to resume from ---------------------------------------------------------------


def _history(rules: Rules | None = None, seed: int = 3, tricks: int = 6) -> list[Snapshot]:
    game = Game(deal(rules, seed), rules, seed=seed)
    for _ in range(tricks):
        game.step()
    return list(game.history)


def test_every_snapshot_of_a_history_is_checked() -> None:
    history = _history()
    first, second = history[0], history[1]
    forged = dataclasses.replace(second, piles=(first.piles[0] + first.piles[0][:1],
                                                first.piles[1][1:]))
    with pytest.raises(DealError, match="snapshot 1 of the history: duplicate card"):
        Game.from_history([first, forged, *history[2:]])
    lost = dataclasses.replace(history[2], piles=(history[2].piles[0][1:], history[2].piles[1]))
    with pytest.raises(DealError, match=r"snapshot 2 .* a card was created or lost"):
        Game.from_history([*history[:2], lost, *history[3:]])
    foreign = dataclasses.replace(history[1], piles=(("2♣",), history[1].piles[1]))
    with pytest.raises(DealError, match=r"snapshot 1 .*2♣ is not in the 36-card deck"):
        Game.from_history([*history[:1], foreign])
    skipped = [history[0], history[2]]
    with pytest.raises(DealError, match="comes after 2 tricks, but the one before it after 0"):
        Game.from_history(skipped)
    early = dataclasses.replace(history[0], result=Result(0, "out_of_cards", 0, 0))
    with pytest.raises(DealError, match="only the last snapshot may have"):
        Game.from_history([early, *history[1:]])
    with pytest.raises(DealError, match="is not a Snapshot"):
        Game.from_history([history[0], "6♣ 7♣"])  # type: ignore[list-item]
    with pytest.raises(DealError, match="a history is a list of Snapshots"):
        Game.from_history("6♣ 7♣")  # type: ignore[arg-type]
    bad_state = dataclasses.replace(history[-1], rng_state=("no", "state"))
    with pytest.raises(DealError, match="holds no random generator state"):
        Game.from_history([*history[:-1], bad_state], Rules(collect="shuffled"))


def test_a_history_written_as_text_resumes_like_the_game() -> None:
    rules = Rules(collect="loser_first")
    history = _history(rules, seed=8, tricks=5)
    as_text = [dataclasses.replace(s, piles=tuple(" ".join(map(str, p)) for p in s.piles))
               for s in history]
    resumed = Game.from_history(as_text, rules)
    original = Game.from_history(history, rules)
    assert resumed.piles == original.piles and resumed.history == original.history
    assert resumed.run() == original.run() == play(deal(rules, 8), rules)


# --- one error hierarchy ----------------------------------------------------------------------


def test_every_error_class_lives_in_errors_and_is_a_package_error() -> None:
    import pyanitsa_edu.errors as errors

    classes = [v for v in vars(errors).values() if isinstance(v, type) and issubclass(v, Exception)]
    assert len(classes) >= 14 and all(issubclass(c, PyanitsaError) for c in classes)
    assert all(c.__doc__ for c in classes) and all(c.__name__ in errors.__all__ for c in classes)
    root = Path(errors.__file__).parent
    for path in sorted(root.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(root)
        assert not re.search(r"raise (ValueError|TypeError|KeyError|IndexError)\(", text), where
        if path.name != "errors.py":
            assert not re.search(r"^class \w+\(\w*(Error|Exception)\b", text, re.M), where


def test_errors_defined_before_are_the_same_classes() -> None:
    import pyanitsa_edu.errors as errors
    from pyanitsa_edu.analysis.markov import TooManyStatesError
    from pyanitsa_edu.app.course import CourseError
    from pyanitsa_edu.errors import DealInputError, SettingError
    from pyanitsa_edu.widgets.deal_input import DealInputError as WidgetDealInputError
    from pyanitsa_edu.widgets.sixtysix_session import SettingError as TableSettingError

    assert TooManyStatesError is errors.TooManyStatesError and CourseError is errors.CourseError
    assert WidgetDealInputError is DealInputError and issubclass(DealInputError, DealError)
    assert TableSettingError is SettingError


def test_the_largest_trick_limit_fits_every_engine() -> None:
    rules = Rules(collect="seat_order", max_tricks=MAX_TRICKS)
    deals = [deal(rules, seed) for seed in range(40)]
    sim = simulate(deals=deals, rules=rules)
    assert [sim.result(i) for i in range(40)] == [play(d, rules) for d in deals]
    assert {sim.result(i).reason for i in range(40)} >= {"cycle", "out_of_cards"}
    with pytest.raises(RulesError, match="max_tricks must be 0 to 1,000,000,000,000"):
        Rules(collect="seat_order", max_tricks=MAX_TRICKS + 1)
