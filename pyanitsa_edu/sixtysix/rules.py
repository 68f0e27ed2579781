"""The rules of Sixty-six, written once (docs/rules-66.md): its numbers and small functions.

Every other module (the engine, the solver, the bots, the widgets) reads the thresholds,
the marriage values, the game points, the duty to follow suit, the trick winner and the
conditions of the exchange and the close from here; none writes them again.

>>> from pyanitsa_edu.pyanitsa.cards import Card
>>> TARGET, SCHNEIDER
(66, 33)
>>> marriage_points("♥", trump_suit="♥"), marriage_points("♣", trump_suit="♥")
(40, 20)
>>> game_points(32, 4), game_points(33, 4), game_points(0, 0)
(2, 1, 3)
>>> trick_winner(Card("10", "♣"), Card("J", "♥"), "♥")
1
"""

from __future__ import annotations

from ..errors import SettingError, whole_number
from ..pyanitsa.cards import Card
from .cards import CARD_INDEX, DECK, RANKS, card_index, is_higher
from .records import Closing

__all__ = [
    "MARRIAGE",
    "MIN_STOCK_TO_EXCHANGE_OR_CLOSE",
    "SCHNEIDER",
    "TARGET",
    "TRUMP_MARRIAGE",
    "can_close",
    "can_exchange",
    "failed_close_points",
    "follow_cards",
    "game_points",
    "marriage_points",
    "phase",
    "trick_winner",
    "trump_jack",
]

TARGET = 66
"""Points needed to win by declaring («Хватит!»); the closer must reach them too."""
SCHNEIDER = 33
"""The loser's points below which the winner gets 2 game points instead of 1."""
MARRIAGE = 20
"""Points of a marriage (K and Q of one suit) shown in a plain suit."""
TRUMP_MARRIAGE = 40
"""Points of the trump marriage."""
MIN_STOCK_TO_EXCHANGE_OR_CLOSE = 2
"""Face-down cards the open stock must still hold for an exchange or a close."""

_WIN = 1
"""Game points when the loser has :data:`SCHNEIDER` points or more."""
_WIN_SCHNEIDER = 2
"""Game points when the loser has fewer than :data:`SCHNEIDER` points (also a failed close)."""
_WIN_NO_TRICK = 3
"""Game points when the loser has taken no trick."""


def marriage_points(suit: str, trump_suit: str) -> int:
    """Return the points of a marriage in ``suit``: 40 in trumps, 20 otherwise."""
    return TRUMP_MARRIAGE if suit == trump_suit else MARRIAGE


def game_points(loser_points: int, loser_tricks: int) -> int:
    """Return the winner's game points: 3 if the loser took no trick, else 2 under 33, else 1."""
    whole_number(loser_points, "loser_points", 0, None, SettingError)
    whole_number(loser_tricks, "loser_tricks", 0, None, SettingError)
    if loser_tricks == 0:
        return _WIN_NO_TRICK
    return _WIN if loser_points >= SCHNEIDER else _WIN_SCHNEIDER


def failed_close_points(closing: Closing) -> int:
    """Return what the closer's opponent wins if the close fails: 3 if he had no trick, else 2."""
    return _WIN_NO_TRICK if closing.opponent_tricks == 0 else _WIN_SCHNEIDER


def phase(trump_card: Card | None) -> int:
    """Return the phase: 1 while the face-up trump lies under the open stock (no duty to
    follow), 2 once the stock is exhausted or closed."""
    return 1 if trump_card is not None else 2


def trick_winner(lead: Card, follow: Card, trump_suit: str) -> int:
    """Return 0 when the led card takes the trick, 1 when the follower's card does.

    The higher card of the suit led wins, unless the follower plays a trump to a
    non-trump lead.
    """
    try:
        if follow.suit == lead.suit:
            return 1 if CARD_INDEX[follow] < CARD_INDEX[lead] else 0
        return 1 if follow.suit == trump_suit else 0
    except (AttributeError, KeyError, TypeError):  # not two Sixty-six cards: say which
        card_index(lead)
        card_index(follow)
        raise


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


_JACKS: dict[str, Card] = {}


def trump_jack(trump_suit: str) -> Card:
    """Return the jack of trumps, the lowest trump (the card exchanged for the face-up trump)."""
    jack = _JACKS.get(trump_suit)
    if jack is None:
        jack = _JACKS[trump_suit] = DECK[CARD_INDEX[Card(RANKS[-1], trump_suit)]]
    return jack


def can_close(trump_card: Card | None, stock_size: int) -> bool:
    """Return True when the player on lead may close: the stock is open with 2+ face-down cards."""
    return trump_card is not None and stock_size >= MIN_STOCK_TO_EXCHANGE_OR_CLOSE


def can_exchange(
    hand: tuple[Card, ...], trump_card: Card | None, trump_suit: str, stock_size: int
) -> bool:
    """Return True when the player on lead may swap the trump jack for the face-up trump.

    He needs the jack of trumps, and the stock must be open with at least two face-down cards.
    """
    return can_close(trump_card, stock_size) and trump_jack(trump_suit) in hand
