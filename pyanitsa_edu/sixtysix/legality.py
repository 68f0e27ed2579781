"""Which moves the rules allow (docs/rules-66.md, "Play", "Marriages", "Exchanging", "Closing").

Written as plain functions of what the player to move can see, so the engine, the
views and the bots share one definition.
"""

from __future__ import annotations

from ..cards import Card
from .cards import CARD_INDEX, DECK, RANKS, is_higher, marriage_partner
from .moves import Move

__all__ = ["can_close", "can_exchange", "follow_cards", "lead_moves", "trump_jack"]

_JACKS: dict[str, Card] = {}


def trump_jack(trump_suit: str) -> Card:
    """Return the jack of trumps (the card that may be exchanged for the face-up trump)."""
    jack = _JACKS.get(trump_suit)
    if jack is None:
        jack = _JACKS[trump_suit] = DECK[CARD_INDEX[Card(RANKS[-1], trump_suit)]]
    return jack


def follow_cards(
    hand: tuple[Card, ...], lead: Card, trump_suit: str, strict: bool
) -> tuple[Card, ...]:
    """Return the cards of ``hand`` that may follow ``lead``.

    While the stock is open (``strict`` False) any card may follow. Otherwise the follower
    must follow suit and head the trick with a higher card of that suit if he can; with no
    card of the suit he must trump if he can; else any card.
    """
    if not strict:
        return hand
    same = tuple(card for card in hand if card.suit == lead.suit)
    if same:
        higher = tuple(card for card in same if is_higher(card, lead))
        return higher or same
    trumps = tuple(card for card in hand if card.suit == trump_suit)
    return trumps or hand


def can_exchange(
    hand: tuple[Card, ...], trump_card: Card | None, trump_suit: str, stock_size: int
) -> bool:
    """Return True when the player on lead may swap the trump jack for the face-up trump.

    He needs the jack of trumps, and the stock must be open with at least two face-down cards.
    """
    return trump_card is not None and stock_size >= 2 and trump_jack(trump_suit) in hand


def can_close(trump_card: Card | None, stock_size: int) -> bool:
    """Return True when the player on lead may close: the stock is open with 2+ face-down cards."""
    return trump_card is not None and stock_size >= 2


def lead_moves(
    hand: tuple[Card, ...], trump_card: Card | None, trump_suit: str, stock_size: int
) -> list[Move]:
    """Return every move of the player on lead: cards, marriages, exchange, close, declare."""
    moves = [Move.play(card) for card in hand]
    moves.extend(
        Move.marriage(card)
        for card in hand
        if card.rank in ("K", "Q") and marriage_partner(card) in hand
    )
    if can_exchange(hand, trump_card, trump_suit, stock_size):
        moves.append(Move.exchange())
    if can_close(trump_card, stock_size):
        moves.append(Move.close())
    moves.append(Move.declare())
    return moves
