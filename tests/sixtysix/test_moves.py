"""Moves and cards read and write their own text, and bad text names the problem."""

from __future__ import annotations

import pytest

from pyanitsa_edu.errors import MoveError, PyanitsaError
from pyanitsa_edu.pyanitsa.cards import Card
from pyanitsa_edu.sixtysix import DECK, Move, Outcome, card_points, parse_cards, trick_winner

ALL_MOVES = [
    *(Move.play(c) for c in DECK),
    *(Move.marriage(c) for c in DECK if c.rank in ("K", "Q")),
    Move.exchange(), Move.close(), Move.declare(),
]  # fmt: skip


def test_moves_round_trip_through_text() -> None:
    assert len(set(ALL_MOVES)) == 20 + 8 + 3
    for move in ALL_MOVES:
        assert Move.parse(str(move)) == move
        assert eval(repr(move)) == move  # the repr is the call that makes it
        assert Move.parse(move.text("ru")) == move
    assert str(Move.play("A♠")) == "play A♠" and repr(Move.close()) == "Move.parse('close')"
    assert Move.parse("10♥") == Move.play(Card("10", "♥")) == Move.parse("play T♥")
    assert Move.parse("Хватит!") == Move.declare() and Move.parse("возврат") == Move.close()
    assert Move("play", Card("A", "♠")) == Move.play("A♠")


def test_bad_moves() -> None:
    for text, message in (
        ("", "empty move text"),
        ("jump", "cannot read move"),
        ("play", "needs one card"),
        ("close A♠", "takes no card"),
        ("marriage A♠", "led with a K or a Q"),
        ("play 9♠", "not one of the 20"),
    ):
        with pytest.raises(PyanitsaError, match=message):
            Move.parse(text)
    with pytest.raises(MoveError, match="unknown move kind"):
        Move("fold")  # type: ignore[arg-type]
    with pytest.raises(MoveError, match="takes no card"):
        Move("close", Card("A", "♠"))


def test_cards_points_and_tricks() -> None:
    assert len(DECK) == 20 and sum(card_points(c) for c in DECK) == 120
    ace, ten, king = parse_cards("A♠ 10♠ K♠")
    assert [card_points(c) for c in (ace, ten, king)] == [11, 10, 4]
    assert trick_winner(ten, ace, "♥") == 1 and trick_winner(ace, ten, "♥") == 0
    low_trump, high_club = parse_cards("J♥ A♣")
    assert trick_winner(high_club, low_trump, "♥") == 1  # a trump beats any other suit
    assert trick_winner(high_club, king, "♥") == 0  # another suit that is not trump loses
    with pytest.raises(PyanitsaError, match="not one of the 20"):
        parse_cards("6♠")


def test_outcome_text() -> None:
    outcome = Outcome(1, 2, "failed_close")
    assert str(outcome) == "player 1 wins 2 (failed close)"
    assert "неудачное закрытие колоды" in outcome.text("ru")
    assert outcome.value_for(1) == 2 and outcome.value_for(0) == -2
