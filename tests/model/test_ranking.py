"""The rank-level ranking: a cycle 6 → A → K → … → 7 → 6, never an order."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from fractions import Fraction

import pytest

from pyanitsa_edu import Deck, Rules
from pyanitsa_edu.errors import CardError
from pyanitsa_edu.pyanitsa.ranking import (
    beats,
    beats_cycle,
    beats_edges,
    compare,
    flip_odds,
    rank_beats,
    unbeaten,
)
from variants import SMALL_RULES

RANKS_36 = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def test_six_ace_king() -> None:
    assert rank_beats("6", "A")
    assert rank_beats("A", "K")
    assert rank_beats("K", "6")
    assert not rank_beats("A", "6")
    assert not rank_beats("6", "K")
    assert not rank_beats("6", "6")


def test_six_loses_to_everything_but_the_ace() -> None:
    for rank in RANKS_36[1:-1]:
        assert rank_beats(rank, "6") and not rank_beats("6", rank)


def test_plain_order_between_other_ranks() -> None:
    for i, j in itertools.combinations(range(len(RANKS_36)), 2):
        low, high = RANKS_36[i], RANKS_36[j]
        if (low, high) == ("6", "A"):
            continue
        assert rank_beats(high, low) and not rank_beats(low, high)


def test_exactly_one_of_two_distinct_ranks_wins() -> None:
    for a, b in itertools.permutations(RANKS_36, 2):
        assert rank_beats(a, b) != rank_beats(b, a)
        assert compare(a, b) == -compare(b, a) != 0


def test_cards_and_russian_letters() -> None:
    assert beats("6♣", "A♥")
    assert beats("Т♥", "К♣")
    assert not beats("A♥", "6♣")
    assert compare("8♣", "8♠") == 0
    assert compare("K♥", "10♦") == 1
    assert compare("10♦", "K♥") == -1


def test_without_the_special_rule_the_ace_is_absolute() -> None:
    rules = Rules(low_beats_ace=False)
    assert rank_beats("A", "6", rules)
    assert not rank_beats("6", "A", rules)
    assert beats_cycle(rules) is None


def test_52_card_deck_two_beats_ace() -> None:
    rules = Rules(deck=52)
    assert rank_beats("2", "A", rules)
    assert not rank_beats("6", "A", rules)
    assert rank_beats("A", "6", rules)
    assert rank_beats("3", "2", rules)
    assert not rank_beats("2", "A", Rules(deck=52, low_beats_ace=False))


def test_32_card_deck_ace_absolute() -> None:
    rules = Rules(deck=32)
    assert rules.low_beats_ace is False
    for rank in ["7", "8", "9", "10", "J", "Q", "K"]:
        assert rank_beats("A", rank, rules)
    assert beats_cycle(rules) is None
    with pytest.raises(ValueError, match="not in this deck"):
        rank_beats("6", "A", rules)


def test_beats_cycle() -> None:
    cycle = beats_cycle()
    assert cycle == ["6", "A", "K", "Q", "J", "10", "9", "8", "7"]
    assert cycle is not None
    for a, b in zip(cycle, cycle[1:] + cycle[:1], strict=True):
        assert rank_beats(a, b)


def test_beats_cycle_of_custom_and_52_decks() -> None:
    assert beats_cycle(Rules(deck=Deck(["a", "b", "c"], 1))) == ["A", "C", "B"]
    cycle52 = beats_cycle(Rules(deck=52))
    assert cycle52 is not None
    assert cycle52[:3] == ["2", "A", "K"] and cycle52[-1] == "3"
    assert len(cycle52) == 13


def test_beats_edges_is_a_tournament() -> None:
    edges = beats_edges()
    assert len(edges) == 9 * 8 // 2
    assert ("6", "A") in edges and ("A", "6") not in edges
    assert ("K", "6") in edges
    assert {frozenset(e) for e in edges} == {
        frozenset(p) for p in itertools.combinations(RANKS_36, 2)
    }


def test_unbeaten() -> None:
    assert unbeaten(["6♣", "A♥", "K♠"]) == []  # a circle of the ranking on the table
    assert unbeaten(["6♣", "A♥"]) == [0]
    assert unbeaten(["6♣", "A♥", "6♦"]) == [0, 2]
    assert unbeaten(["K♣", "A♥", "7♦"]) == [1]
    assert unbeaten(["K♣", "K♥", "7♦"]) == [0, 1]
    assert unbeaten(["6♣", "A♥", "K♠"], Rules(low_beats_ace=False)) == [1]


def test_flip_odds_of_the_six() -> None:
    assert flip_odds("6") == (Fraction(4, 35), Fraction(3, 35), Fraction(28, 35))


def test_flip_odds_of_the_ace_and_king() -> None:
    # The ace beats the 28 cards from 7 to K and loses to the four sixes.
    assert flip_odds("A") == (Fraction(28, 35), Fraction(3, 35), Fraction(4, 35))
    # The king beats the sixes and 7…Q (28 cards) and loses to the four aces.
    assert flip_odds("K") == (Fraction(28, 35), Fraction(3, 35), Fraction(4, 35))
    # The seven beats only the four sixes.
    assert flip_odds("7") == (Fraction(4, 35), Fraction(3, 35), Fraction(28, 35))


@pytest.mark.parametrize("deck", [32, 36, 52])
@pytest.mark.parametrize("low_beats_ace", [True, False])
def test_flip_odds_sum_to_one_and_average_to_a_fair_game(deck: int, low_beats_ace: bool) -> None:
    rules = Rules(deck=deck, low_beats_ace=low_beats_ace)
    total_win = Fraction(0)
    for rank in rules.deck.ranks:
        win, tie, lose = flip_odds(rank, rules)
        assert win + tie + lose == 1
        assert tie == Fraction(3, len(rules.deck) - 1)
        total_win += win
    # Over a random first card, winning and losing are equally likely.
    n = len(rules.deck.ranks)
    assert total_win / n == (1 - Fraction(3, len(rules.deck) - 1)) / 2


def test_flip_odds_by_brute_force_on_a_custom_deck() -> None:
    rules = SMALL_RULES  # 6 7 K A in two suits
    cards = rules.deck.cards
    for card in cards:
        others = [c for c in cards if c != card]
        win = sum(beats(card, o, rules) for o in others)
        tie = sum(compare(card, o, rules) == 0 for o in others)
        lose = sum(beats(o, card, rules) for o in others)
        assert flip_odds(card.rank, rules) == (
            Fraction(win, 7),
            Fraction(tie, 7),
            Fraction(lose, 7),
        )
    assert flip_odds("6", rules) == (Fraction(2, 7), Fraction(1, 7), Fraction(4, 7))


# --- bad input: a package error, never an AttributeError -------------------------------


@pytest.mark.parametrize(
    "call",
    [
        lambda: beats(None, "A♥"),  # type: ignore[arg-type]
        lambda: beats(6, 14),  # type: ignore[arg-type]
        lambda: compare("6♣", 6.0),  # type: ignore[arg-type]
        lambda: rank_beats(6, 14),  # type: ignore[arg-type]
        lambda: flip_odds(6),  # type: ignore[arg-type]
        lambda: unbeaten(["6♣", None]),  # type: ignore[list-item]
    ],
)
def test_ranks_that_are_not_text_are_refused(call: Callable[[], object]) -> None:
    with pytest.raises(CardError, match=r"a rank label is text such as '6' or 'A', got (None|6)"):
        call()


def test_unbeaten_needs_the_flipped_cards_in_a_list() -> None:
    with pytest.raises(CardError, match="the flipped cards must be a list"):
        unbeaten("6♣ A♥")  # type: ignore[arg-type]
    with pytest.raises(CardError, match="got a set, which has no order"):
        unbeaten({"6♣", "A♥"})  # type: ignore[arg-type]
    assert unbeaten(iter(["6♣", "A♥", "K♠"])) == []  # an iterator is read once, in order


def test_unbeaten_of_many_cards_matches_the_pairwise_definition() -> None:
    rules = Rules()
    flipped = [card for card in rules.deck.cards if card.rank in ("6", "9", "A")] * 50
    slow = [
        i for i, a in enumerate(flipped)
        if not any(beats(b, a, rules) for j, b in enumerate(flipped) if j != i)
    ]
    assert unbeaten(flipped, rules) == slow == []  # 6 → A → 9 → 6: nobody is unbeaten
    sixes_and_aces = [card for card in rules.deck.cards if card.rank in ("6", "A")]
    assert unbeaten(sixes_and_aces, rules) == [0, 1, 2, 3]  # the sixes; each ace is beaten
