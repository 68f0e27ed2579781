"""The 20 cards of Sixty-six and their points (docs/rules-66.md, "Cards").

Cards are the package's :class:`~pyanitsa_edu.pyanitsa.cards.Card` values with canonical ranks
``"A" "10" "K" "Q" "J"``. Within a suit A > 10 > K > Q > J; the points are
A 11, 10 10, K 4, Q 3, J 2, so the deck holds 120.

Every card also has an index 0…19 (``suit * 5 + rank``, the ace first in each suit);
the solver works on bit masks of these indices. Who takes a trick is a rule:
:func:`pyanitsa_edu.sixtysix.rules.trick_winner`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable

from ..errors import N_, CardError, shown
from ..pyanitsa.cards import SUITS, Card

__all__ = [
    "CARD_INDEX",
    "CARD_POINTS",
    "DECK",
    "RANKS",
    "card_index",
    "card_points",
    "hand_text",
    "is_higher",
    "marriage_partner",
    "parse_cards",
    "sort_key",
]

RANKS: tuple[str, ...] = ("A", "10", "K", "Q", "J")
"""The five ranks, highest first: A > 10 > K > Q > J within a suit."""

POINTS_BY_RANK: dict[str, int] = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}
"""Card points of each rank (the deck holds 120)."""

DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
"""The 20 cards in index order: ♣ A 10 K Q J, then ♦, ♥, ♠."""

CARD_INDEX: dict[Card, int] = {card: i for i, card in enumerate(DECK)}
"""The index 0…19 of each card (``suit * 5 + rank``, rank 0 the ace)."""

CARD_POINTS: dict[Card, int] = {card: POINTS_BY_RANK[card.rank] for card in DECK}
"""The points of each card."""

_PARTNER: dict[Card, Card] = {
    DECK[i]: DECK[i + 1 if DECK[i].rank == "K" else i - 1]
    for i in range(len(DECK))
    if DECK[i].rank in ("K", "Q")
}


def card_index(card: Card) -> int:
    """Return the index 0…19 of a Sixty-six card; raise CardError for any other card."""
    try:
        return CARD_INDEX[card]
    except (KeyError, TypeError):
        raise CardError(N_("{card} is not one of the 20 Sixty-six cards (A 10 K Q J)"),
                        card=shown(card)) from None


def card_points(card: Card) -> int:
    """Return the card points of ``card``: A 11, 10 10, K 4, Q 3, J 2."""
    try:
        return CARD_POINTS[card]
    except (KeyError, TypeError):
        return CARD_POINTS[DECK[card_index(card)]]  # raises CardError for any other card


sort_key: Callable[[Card], int] = CARD_INDEX.__getitem__
"""``sort_key(card)``: the position of ``card`` in a sorted hand, by suit ♣ ♦ ♥ ♠, highest
rank first (the dictionary's own lookup, so sorting a hand stays fast)."""


def is_higher(card: Card, other: Card) -> bool:
    """Return True when ``card`` and ``other`` share a suit and ``card`` ranks higher."""
    return card.suit == other.suit and CARD_INDEX[card] < CARD_INDEX[other]


def marriage_partner(card: Card) -> Card | None:
    """Return the other half of a marriage (K ↔ Q of the same suit), or None for A, 10, J."""
    return _PARTNER.get(card)


def parse_cards(cards: str | Iterable[Card | str]) -> tuple[Card, ...]:
    """Return Sixty-six cards from text (``"A♠ 10♥"``) or from cards or card texts."""
    if not isinstance(cards, str) and not isinstance(cards, Iterable):
        raise CardError(N_("cards must be text such as 'A♠ 10♥' or a list of cards, got {cards}"),
                        cards=shown(cards))
    items: list[Card | str]
    if isinstance(cards, str):
        items = list(str.split(str.replace(cards, ",", " ")))
    else:
        items = list(itertools.islice(iter(cards), len(DECK) + 1))  # an endless one ends here
    if len(items) > len(DECK):
        raise CardError(N_("Sixty-six has {n} cards; got more: {cards}"), n=len(DECK),
                        cards=shown(cards))
    result = []
    for item in items:
        card = Card.parse(item) if isinstance(item, str) else item
        card_index(card)
        result.append(DECK[CARD_INDEX[card]])
    return tuple(result)


def hand_text(cards: Iterable[Card]) -> str:
    """Return cards as space-separated text, e.g. ``"A♠ 10♥ K♥"``."""
    return " ".join(str(card) for card in cards)
