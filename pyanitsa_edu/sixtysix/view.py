"""What one player may see of a hand of Sixty-six (docs/rules-66.md, "What the players may know").

A :class:`View` is made of public facts and the player's own hand only: it holds no
state object, no closure and no private attribute with the opponent's hand or the stock
order. A bot is a function ``bot(view, rng) -> Move``. ``str(view)`` says what the player sees
in the current language (:func:`pyanitsa_edu.set_language`); its ``repr`` stays English.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import Card
from ..errors import MoveError
from ..language import Lang, resolve
from .cards import DECK, hand_text
from .moves import Move
from .records import Closing, Marriage, Outcome, TrickRecord, trump_text
from .rules import phase

if TYPE_CHECKING:
    from .state import State

__all__ = ["View", "view_of"]

Pair = tuple[int, int]


@dataclass(frozen=True, slots=True, repr=False)
class View:
    """One player's knowledge of a hand at one moment. Immutable."""

    player: int
    """The player who sees this (0 or 1)."""
    hand: tuple[Card, ...]
    """His own cards, sorted by suit then rank."""
    trump_suit: str
    """The trump suit."""
    trump_card: Card | None
    """The face-up trump card under the stock, or None once taken or closed."""
    stock_size: int
    """Face-down cards in the stock (after closing, the turned-down trump among them)."""
    opponent_hand_size: int
    """How many cards the opponent holds."""
    to_move: int
    """The player who makes the next move."""
    trick: tuple[Card, ...]
    """The card led in the current trick, or nothing."""
    points: Pair
    """Points of each player (card points won plus marriage points that count)."""
    tricks_won: Pair
    """Tricks taken by each player."""
    pending: Pair
    """Marriage points shown by a player without a trick yet (they wait)."""
    exposed: tuple[tuple[Card, ...], tuple[Card, ...]]
    """Cards each player is known to hold because both saw them: a marriage partner shown,
    a trump taken by an exchange or by the last draw (until they are played)."""
    dealer: int
    """The player who dealt."""
    closing: Closing | None
    """Who closed the stock, when, and the turned-down trump; or None."""
    tricks: tuple[TrickRecord, ...]
    """Every finished trick, in order."""
    marriages: tuple[Marriage, ...]
    """Every marriage shown, in order."""
    moves: tuple[tuple[int, Move], ...]
    """Every move made so far (all moves are public)."""
    legal: tuple[Move, ...]
    """The moves this player may make now (empty when it is not his turn)."""
    outcome: Outcome | None
    """How the hand ended, or None."""

    @property
    def opponent(self) -> int:
        """The other player."""
        return 1 - self.player

    @property
    def opponent_known(self) -> tuple[Card, ...]:
        """Cards the opponent is known to hold (see :attr:`exposed`)."""
        return self.exposed[1 - self.player]

    @property
    def leader(self) -> int:
        """The player who leads (or led) the current trick."""
        return self.to_move if not self.trick else 1 - self.to_move

    @property
    def phase(self) -> int:
        """1 while the stock is open, 2 once it is exhausted or closed."""
        return phase(self.trump_card)

    @property
    def closed_by(self) -> int | None:
        """The player who closed the stock, or None."""
        return None if self.closing is None else self.closing.closer

    @property
    def over(self) -> bool:
        """True once the hand has ended."""
        return self.outcome is not None

    @property
    def last_trick(self) -> TrickRecord | None:
        """The last finished trick, or None."""
        return self.tricks[-1] if self.tricks else None

    @property
    def perfect_information(self) -> bool:
        """True when every unseen card is in the opponent's hand (the stock is exhausted)."""
        return self.trump_card is None and self.stock_size == 0

    def legal_moves(self) -> list[Move]:
        """Return the moves this player may make now."""
        return list(self.legal)

    def played_cards(self) -> tuple[Card, ...]:
        """Return every card played so far, in order (the current trick last)."""
        return tuple(card for t in self.tricks for card in t.cards) + self.trick

    def unseen(self) -> tuple[Card, ...]:
        """Return the cards out of this player's sight: in the opponent's hand or the stock.

        That is every card not in his hand, not played, not the face-up trump and not the
        turned-down trump of a closed stock. Once the stock is exhausted these are
        exactly the opponent's hand.
        """
        seen = set(self.hand)
        seen.update(self.played_cards())
        if self.trump_card is not None:
            seen.add(self.trump_card)
        if self.closing is not None:
            seen.add(self.closing.trump_card)
        return tuple(card for card in DECK if card not in seen)

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Lang | None = None) -> str:
        """Return what this player sees in one line: his hand, the trump (face up, turned down
        by a close, or taken with the last draw), the stock, the card led, the points (his
        first, then his opponent's) and, once the hand is over, how it ended; in ``lang``
        (default: the current language, with Russian card letters in Russian)."""
        lang = resolve(lang)
        words = _TEXT[lang]
        hand = " ".join(card.text(lang) for card in self.hand) or "—"
        trump = trump_text(self.trump_card, self.closing, lang)
        parts = [words["sees"].format(i=self.player, hand=hand),
                 words["trump"].format(suit=self.trump_suit, trump=trump),
                 words["stock"].format(n=self.stock_size)
                 + (words["closed"].format(i=self.closed_by) if self.closing else "")]  # fmt: skip
        if self.trick:
            parts.append(words["led"].format(card=self.trick[0].text(lang)))
        parts.append(
            words["points"].format(mine=self.points[self.player], theirs=self.points[self.opponent])
        )
        if self.outcome is not None:
            parts.append(words["over"].format(outcome=self.outcome.text(lang)))
        return "; ".join(parts)

    def __repr__(self) -> str:
        return (
            f"<View of player {self.player}: hand {hand_text(self.hand)}, trump {self.trump_suit}"
            f" ({self.trump_card or 'gone'}), stock {self.stock_size}, "
            f"trick [{hand_text(self.trick)}], points {self.points}>"
        )


_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "sees": "player {i} sees: hand {hand}",
        "trump": "trump {suit} ({trump})",
        "stock": "stock {n}",
        "closed": ", closed by player {i}",
        "led": "trick: {card} led",
        "points": "points: you {mine}, opponent {theirs}",
        "over": "hand over: {outcome}",
    },
    "ru": {
        "sees": "игрок {i} видит: на руке {hand}",
        "trump": "козырь {suit} ({trump})",
        "stock": "колода: {n}",
        "closed": ", возврат сделал игрок {i}",
        "led": "на столе {card}",
        "points": "очки: у вас {mine}, у соперника {theirs}",
        "over": "партия окончена: {outcome}",
    },
}
"""The words of :meth:`View.text`, in each language."""


def view_of(state: State, player: int, legal: list[Move] | None = None) -> View:
    """Return what ``player`` may see of ``state`` (``legal``: the state's legal moves if known)."""
    if player not in (0, 1):
        raise MoveError(f"player must be 0 or 1, got {player!r}")
    if player == state.to_move:
        moves = tuple(state.legal_moves() if legal is None else legal)
    else:
        moves = ()
    return View(
        player, state.hands[player], state.trump_suit, state.trump_card, len(state.stock),
        len(state.hands[1 - player]), state.to_move, state.trick, state.points,
        state.tricks_won, state.pending, state.exposed, state.dealer,
        state.closing, state.tricks, state.marriages, state.moves, moves, state.outcome,
    )  # fmt: skip
