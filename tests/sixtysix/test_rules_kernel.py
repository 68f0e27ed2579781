"""The rules kernel (sixtysix/rules.py) against straightforward readings of docs/rules-66.md,
and the promise that no other module writes Sixty-six's numbers."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pyanitsa_edu
from pyanitsa_edu.errors import SettingError
from pyanitsa_edu.pyanitsa.cards import SUITS, Card
from pyanitsa_edu.sixtysix import DECK
from pyanitsa_edu.sixtysix.records import Closing
from pyanitsa_edu.sixtysix.rules import (
    MIN_STOCK_TO_EXCHANGE_OR_CLOSE,
    SCHNEIDER,
    TARGET,
    can_close,
    can_exchange,
    failed_close_points,
    follow_cards,
    game_points,
    marriage_points,
    phase,
    trick_winner,
    trump_jack,
)

from .hands import random_states

LOW_TO_HIGH = ["J", "Q", "K", "10", "A"]  # docs/rules-66.md: A > 10 > K > Q > J


def test_the_numbers_are_those_of_the_rule_book() -> None:
    assert (TARGET, SCHNEIDER, MIN_STOCK_TO_EXCHANGE_OR_CLOSE) == (66, 33, 2)


@pytest.mark.parametrize("trump", SUITS)
def test_marriage_points_are_40_in_trumps_and_20_otherwise(trump: str) -> None:
    for suit in SUITS:
        assert marriage_points(suit, trump) == (40 if suit == trump else 20)


def test_game_points_follow_the_table() -> None:
    for tricks in range(0, 11):
        for points in range(0, 121):
            expected = 3 if tricks == 0 else (1 if points >= 33 else 2)
            assert game_points(points, tricks) == expected
    with pytest.raises(SettingError):
        game_points(-1, 2)
    with pytest.raises(SettingError):
        game_points(40, -1)


def test_a_failed_close_gives_2_or_3_when_the_opponent_had_no_trick() -> None:
    for tricks, expected in ((0, 3), (1, 2), (4, 2)):
        closing = Closing(0, 50, tricks, 2, DECK[0])
        assert failed_close_points(closing) == expected


@pytest.mark.parametrize("trump", SUITS)
def test_trick_winner_on_every_pair_of_cards(trump: str) -> None:
    for lead in DECK:
        for follow in DECK:
            if follow == lead:
                continue
            if follow.suit == lead.suit:
                higher = LOW_TO_HIGH.index(follow.rank) > LOW_TO_HIGH.index(lead.rank)
                expected = 1 if higher else 0
            else:
                expected = 1 if follow.suit == trump else 0
            assert trick_winner(lead, follow, trump) == expected


def _duty(card: Card, lead: Card, trump: str) -> int:
    """How strongly the laws of suit ask for ``card``: head the trick, follow, trump, other."""
    if card.suit == lead.suit:
        return 3 if LOW_TO_HIGH.index(card.rank) > LOW_TO_HIGH.index(lead.rank) else 2
    return 1 if card.suit == trump else 0


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 5), st.sampled_from(SUITS), st.booleans())
def test_follow_cards_are_the_cards_of_the_strongest_duty(
    seed: int, size: int, trump: str, strict: bool
) -> None:
    cards = random.Random(seed).sample(DECK, size + 1)
    lead, hand = cards[0], tuple(cards[1:])
    allowed = follow_cards(hand, lead, trump, strict)
    if not strict:
        assert allowed == hand
    else:
        strongest = max(_duty(card, lead, trump) for card in hand)
        assert allowed == tuple(c for c in hand if _duty(c, lead, trump) == strongest)


@pytest.mark.parametrize("trump", SUITS)
def test_exchange_and_close_need_an_open_stock_with_two_cards(trump: str) -> None:
    jack = Card("J", trump)
    assert trump_jack(trump) == jack
    face_up = Card("A", trump)
    other = next(card for card in DECK if card.suit != trump)
    for size in range(0, 10):
        assert can_close(face_up, size) == (size >= 2)
        assert not can_close(None, size)
        assert can_exchange((jack, other), face_up, trump, size) == (size >= 2)
        assert not can_exchange((other,), face_up, trump, size)
        assert not can_exchange((jack,), None, trump, size)


@pytest.mark.parametrize("seed", range(6))
def test_phase_is_the_same_for_the_state_and_every_view(seed: int) -> None:
    for state in random_states(seed):
        expected = 1 if state.trump_card is not None else 2
        assert state.phase == phase(state.trump_card) == expected
        assert state.view(0).phase == state.view(1).phase == expected


# -- no other module writes the numbers -------------------------------------------------

PACKAGE = Path(pyanitsa_edu.__file__).parent
KERNEL = PACKAGE / "sixtysix" / "rules.py"


def _written_numbers(path: Path) -> list[str]:
    """Return where ``path`` writes 66 or 33, or a marriage value chosen by a condition."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and type(node.value) is int and node.value in (66, 33):
            found.append(f"{path.name}:{node.lineno}: {node.value}")
        if isinstance(node, ast.IfExp):
            branches = {getattr(node.body, "value", None), getattr(node.orelse, "value", None)}
            if branches == {40, 20}:
                found.append(f"{path.name}:{node.lineno}: a marriage value")
    return found


def test_no_module_but_the_kernel_writes_66_33_or_a_marriage_value() -> None:
    sources = sorted(PACKAGE.rglob("*.py"))
    assert KERNEL in sources and len(sources) > 50
    found = [hit for path in sources if path != KERNEL for hit in _written_numbers(path)]
    assert found == []


def test_the_scan_finds_the_numbers_where_they_are_written(tmp_path: Path) -> None:
    module = tmp_path / "copy.py"
    module.write_text("x = 66\ny = 1 if x >= 33 else 2\nz = 40 if x else 20\n", encoding="utf-8")
    assert len(_written_numbers(module)) == 3
    assert len(_written_numbers(KERNEL)) == 2  # TARGET and SCHNEIDER

