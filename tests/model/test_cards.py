"""Cards and decks: notation, canonical text, repr round trips, standard and custom decks."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from pyanitsa_edu import Card, Deck
from pyanitsa_edu.errors import CardError, DeckError


@pytest.mark.parametrize(
    "text",
    ["10♦", "10D", "10d", "TD", "td", "Td", "tD", " 10 ♦ ", "10♢"],
)
def test_ten_of_diamonds_spellings(text: str) -> None:
    card = Card.parse(text)
    assert card == Card("10", "♦")
    assert str(card) == "10♦"


def test_latin_t_is_ten_and_cyrillic_t_is_ace() -> None:
    latin, cyrillic = "T", "\u0422"
    assert Card.parse(latin + "♥").rank == "10"
    assert Card.parse(cyrillic + "♥").rank == "A"
    assert Card.parse("\u0442♥").rank == "A"  # lower-case Cyrillic т
    assert Card.parse("Т♥") == Card.parse("A♥")


@pytest.mark.parametrize(
    ("ru", "en"),
    [("В♣", "J♣"), ("Д♦", "Q♦"), ("К♥", "K♥"), ("Т♠", "A♠"), ("в♣", "J♣"), ("кS", "K♠")],
)
def test_russian_letters(ru: str, en: str) -> None:
    assert str(Card.parse(ru)) == en


@pytest.mark.parametrize(
    ("text", "suit"),
    [("6C", "♣"), ("6c", "♣"), ("6D", "♦"), ("6H", "♥"), ("6h", "♥"), ("6S", "♠"), ("6♤", "♠")],
)
def test_suit_letters(text: str, suit: str) -> None:
    assert Card.parse(text) == Card("6", suit)


def test_parse_accepts_a_card() -> None:
    card = Card("Q", "♠")
    assert Card.parse(card) is card  # type: ignore[arg-type]


@pytest.mark.parametrize("text", [str(c) for c in Deck.standard(52).cards])
def test_str_is_canonical_and_repr_round_trips(text: str) -> None:
    card = Card.parse(text)
    assert str(card) == text
    assert repr(card) == f"Card.parse({text!r})"
    assert eval(repr(card), {"Card": Card}) == card


def test_text_in_russian() -> None:
    assert Card.parse("A♥").text("ru") == "Т♥"
    assert Card.parse("J♣").text("ru") == "В♣"
    assert Card.parse("Q♦").text("ru") == "Д♦"
    assert Card.parse("K♠").text("ru") == "К♠"
    assert Card.parse("10♦").text("ru") == "10♦"
    assert Card.parse("K♠").text("en") == "K♠"
    # the Russian text reads back as the same card
    for card in Deck.standard(36).cards:
        assert Card.parse(card.text("ru")) == card


def test_card_is_a_frozen_value_without_order() -> None:
    card = Card.parse("6♣")
    with pytest.raises(AttributeError):
        card.rank = "A"  # type: ignore[misc]
    assert hash(card) == hash(Card("6", "♣"))
    assert len({Card.parse("6♣"), Card.parse("6C"), Card.parse("6c")}) == 1
    with pytest.raises(TypeError):
        _ = card < Card.parse("A♣")  # type: ignore[operator]


def test_is_red() -> None:
    assert Card.parse("A♥").is_red and Card.parse("A♦").is_red
    assert not Card.parse("A♣").is_red and not Card.parse("A♠").is_red


@pytest.mark.parametrize(("size", "low", "high"), [(32, "7", "A"), (36, "6", "A"), (52, "2", "A")])
def test_standard_decks(size: int, low: str, high: str) -> None:
    deck = Deck.standard(size)
    assert len(deck) == size == len(deck.cards) == len(set(deck.cards))
    assert deck.ranks[0] == low and deck.ranks[-1] == high
    assert deck.suits == ("♣", "♦", "♥", "♠")
    assert {c.suit for c in deck.cards} == {"♣", "♦", "♥", "♠"}
    assert repr(deck) == f"Deck.standard({size})"
    assert deck.standard_size == size


def test_standard_36_ranks_and_order() -> None:
    deck = Deck.standard(36)
    assert deck.ranks == ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
    assert [str(c) for c in deck.cards[:5]] == ["6♣", "6♦", "6♥", "6♠", "7♣"]
    assert str(deck.cards[-1]) == "A♠"
    assert Deck.standard() == deck


def test_32_card_deck_has_no_special_rule_by_default() -> None:
    assert Deck.standard(32).low_beats_ace is False
    assert Deck.standard(36).low_beats_ace is True
    assert Deck.standard(52).low_beats_ace is True


def test_custom_deck_with_suit_count() -> None:
    deck = Deck(ranks=["6", "7", "K", "A"], suits=2)
    assert len(deck) == 8
    assert [str(c) for c in deck.cards] == ["6♣", "6♦", "7♣", "7♦", "K♣", "K♦", "A♣", "A♦"]
    assert deck.standard_size is None
    assert deck.describe().startswith("8-card deck")
    assert eval(repr(deck), {"Deck": Deck}) == deck


def test_custom_deck_suits_in_order() -> None:
    for count in range(1, 5):
        assert Deck(["A"], suits=count).suits == ("♣", "♦", "♥", "♠")[:count]


def test_custom_deck_with_suit_symbols() -> None:
    deck = Deck(ranks=["2", "3"], suits=["♥", "S"])
    assert deck.suits == ("♥", "♠")
    assert [str(c) for c in deck.cards] == ["2♥", "2♠", "3♥", "3♠"]
    assert eval(repr(deck), {"Deck": Deck}) == deck


def test_one_suit_deck_with_numeric_labels() -> None:
    deck = Deck(ranks=[str(n) for n in range(1, 27)], suits=1)
    assert len(deck) == 26
    assert str(deck.cards[-1]) == "26♣"
    assert Card.parse("26♣") in deck.cards
    assert deck.card("26♣") == Card("26", "♣")
    assert deck.rank_index("26") == 25
    assert deck.rank_index("1") == 0


def test_deck_card_and_rank_index() -> None:
    deck = Deck.standard(36)
    assert deck.card("td") == Card("10", "♦")
    assert deck.rank_index("6") == 0
    assert deck.rank_index("Т") == 8
    assert deck.rank_index("T") == 4
    with pytest.raises(CardError, match="not in the 36-card deck"):
        deck.card("2♣")
    with pytest.raises(CardError, match="rank '5' is not in this deck"):
        deck.rank_index("5")


# --- Latin T (ten) and Cyrillic Т (ace) look alike: a mix of alphabets is refused ---------


def _piles(piles: object) -> tuple[tuple[Card, ...], ...]:
    """Return the piles a Game reads from ``piles`` (the game's own parsing and checks)."""
    from pyanitsa_edu import Game

    return Game(piles).piles  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["ТD", "тd", "Тs"])
def test_cyrillic_ace_with_a_latin_suit_letter_is_refused(text: str) -> None:
    with pytest.raises(CardError, match="ambiguous: Latin T is the ten, Cyrillic Т is the ace"):
        Card.parse(text)


@pytest.mark.parametrize(
    "piles",
    [
        ["Т♥ TD", "6♣ 7♣"],  # both letters in one pile
        ["Д♠ T♦", "6♣ 7♣"],  # a Latin T among Russian court letters
        ["Т♥ 6♣", "A♦ 7♣"],  # a Cyrillic Т in one pile, a Latin A in the other
        [["Т♥", "6♣"], ["TD", "7♣"]],  # card texts in lists
    ],
)
def test_a_deal_mixing_alphabets_around_a_t_is_refused(piles: list[object]) -> None:
    with pytest.raises(CardError, match="T is ambiguous") as error:
        _piles(piles)
    assert "Cyrillic" in str(error.value) and "Latin" in str(error.value)


@pytest.mark.parametrize(
    ("piles", "expected"),
    [
        (["Т♥ К♠", "В♦ Д♣"], "A♥ K♠ | J♦ Q♣"),  # Russian letters only: Т is the ace
        (["TD KS", "JH QC"], "10♦ K♠ | J♥ Q♣"),  # Latin letters only: T is the ten
        (["10♦ 9♥", "Т♠ К♣"], "10♦ 9♥ | A♠ K♣"),  # the ten in digits, Russian letters
        (["кS 6♣", "A♦ 7♣"], "K♠ 6♣ | A♦ 7♣"),  # mixed, but no T to misread
    ],
)
def test_one_alphabet_or_no_t_is_read_as_written(piles: list[str], expected: str) -> None:
    state = _piles(piles)
    assert " | ".join(" ".join(map(str, pile)) for pile in state) == expected


def test_a_one_shot_iterator_pile_is_still_read_whole() -> None:
    piles = [iter(["Т♥", "6♣"]), iter(["10♦", "7♣"])]
    assert [len(pile) for pile in _piles(piles)] == [2, 2]


def test_the_card_docstring_states_the_t_convention() -> None:
    doc = Card.__doc__ or ""
    assert "Latin T is the ten" in doc and "Cyrillic Т" in doc


# --- loose values: each one a DeckError or a CardError that names it ---------------------


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Deck(None), "ranks must be a list such as .*, got None"),
        (lambda: Deck(5), "ranks must be a list such as .*, got 5"),
        (lambda: Deck({"6", "7", "A"}), "ranks must be a list .* got a set, which has no order"),
        (lambda: Deck(["6", "A"], suits=2.0), r"suits must be a list .*\(or a count, 1 to 4\)"),
        (lambda: Deck(["6", "A"], suits={"♣", "♦"}), "suits must be a list .* got a set"),
        (lambda: Deck(["6", "A"], suits="♣♦"), "suits must be a list"),
        (lambda: Deck(["6", "A"], suits=["♣", "♦", "♥", "♠", "♣"]), "at most 4 suits, got 5"),
        (lambda: Deck.standard([36]), r"standard decks have 32, 36 or 52 cards, not \[36\]"),
        (lambda: Deck.standard(True), "standard decks have 32, 36 or 52 cards, not True"),
        (lambda: Deck(["6", "A"], low_beats_ace="no"), "low_beats_ace must be True or False"),
        (lambda: Deck(["6", "A"], low_beats_ace=1), "low_beats_ace must be True or False"),
    ],
)
def test_loose_deck_values_are_refused(make: Callable[[], object], message: str) -> None:
    with pytest.raises(DeckError, match=message):
        make()


@pytest.mark.parametrize("label", [None, 6, 6.0, b"6"])
def test_a_rank_label_is_text(label: object) -> None:
    with pytest.raises(CardError, match="a rank label is text such as '6' or 'A'"):
        Deck(["7", label])  # type: ignore[list-item]
    assert Deck(["7", "6"]).ranks == ("7", "6")  # no rank "NONE" or "6.0" is ever made


def test_a_generator_of_ranks_is_read_once_in_order() -> None:
    assert Deck(str(n) for n in range(1, 6)).ranks == ("1", "2", "3", "4", "5")
    assert Deck(["6", "A"], suits=iter(["♠", "♥"])).suits == ("♠", "♥")


def test_many_ranks_and_their_repeats_are_found_at_once() -> None:
    labels = [str(n) for n in range(20_000)]
    assert len(Deck(labels, 1)) == 20_000
    with pytest.raises(DeckError, match=r"rank labels repeat in the deck: 5, 7$"):
        Deck([*labels, "7", "5"], 1)
    deck = Deck(labels, 1)
    assert len(deck.describe()) < 120  # a message names a few ranks, not all of them
    with pytest.raises(CardError, match=r"\(ranks: 0 1 .* … .* 19999\)"):
        deck.rank_index("X")


def test_messages_cut_long_input_short() -> None:
    with pytest.raises(CardError) as error:
        Card.parse("9" * 100_000 + "♣")
    assert len(str(error.value)) < 200 and "(100,003 characters)" in str(error.value)
    with pytest.raises(CardError) as error:
        Deck(["6", "x" * 100_000])
    assert len(str(error.value)) < 200


def test_parse_names_several_cards_given_for_one() -> None:
    for text, count in (("A♥ K♠", 2), ("A♥, K♠ Q♦", 3), ("6♣;7♣", 2)):
        with pytest.raises(CardError, match=f"one card was expected, got {count}: ") as error:
            Card.parse(text)
        assert "parse_pile" in str(error.value) and "rank label" not in str(error.value)
    assert Card.parse(" 10 ♦ ") == Card("10", "♦")  # rank and suit apart are still one card
    with pytest.raises(CardError, match="cannot read card 'A♥ x'"):
        Card.parse("A♥ x")
