"""Which moves the rules allow (docs/rules-66.md, "Play", "Marriages", "Exchanging", "Closing").

Written as a plain function of what the player on lead can see, so the engine, the views and
the bots share one definition. The conditions themselves (the duty to follow suit, the
exchange, the close) are in :mod:`~pyanitsa_edu.sixtysix.rules`.
"""

from __future__ import annotations

from ..pyanitsa.cards import Card
from .cards import marriage_partner
from .moves import Move
from .rules import can_close, can_exchange

__all__ = ["lead_moves"]


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
