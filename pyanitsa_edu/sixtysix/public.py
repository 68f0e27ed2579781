"""What both players of a hand of Sixty-six know: the public part of a state and of a view.

:class:`~pyanitsa_edu.sixtysix.state.State` (the referee's whole table) and
:class:`~pyanitsa_edu.sixtysix.view.View` (one player's sight) are both built on
:class:`PublicTable`, so the public fields and what they say (the phase, the leader, the cards
played) are written once, and a view takes them from a state as a whole, not field by field.
Neither of the two modules imports the other's class for it: ``view.py`` needs only this
module, and ``state.py`` builds views.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any

from ..pyanitsa.cards import Card
from .moves import Move
from .records import Closing, Marriage, Outcome, TrickRecord
from .rules import phase

__all__ = ["PUBLIC_FIELDS", "PublicTable", "public_fields"]

Pair = tuple[int, int]


@dataclass(frozen=True, slots=True, repr=False, kw_only=True)
class PublicTable:
    """The facts of a hand both players know at one moment. Immutable; built by keyword."""

    trump_suit: str
    """The trump suit: ``"♣"``, ``"♦"``, ``"♥"`` or ``"♠"``."""
    trump_card: Card | None
    """The face-up trump card under the stock; None once it is taken or the stock is closed."""
    to_move: int
    """The player who makes the next move (0 or 1)."""
    trick: tuple[Card, ...]
    """The cards on the table in the current trick: empty, or the card led."""
    points: Pair
    """Points of each player: card points won plus the marriage points that count."""
    tricks_won: Pair
    """Tricks taken by each player."""
    pending: Pair
    """Marriage points shown by a player who has not taken a trick yet (they wait)."""
    exposed: tuple[tuple[Card, ...], tuple[Card, ...]]
    """Cards each player holds that his opponent has seen: the partner of a marriage shown,
    the trump taken by an exchange or by the last draw (until they are played)."""
    dealer: int
    """The player who dealt; the other one led the first trick."""
    closing: Closing | None
    """When and by whom the stock was closed (with the turned-down trump), or None."""
    tricks: tuple[TrickRecord, ...]
    """Every finished trick, in order."""
    marriages: tuple[Marriage, ...]
    """Every marriage shown, in order."""
    moves: tuple[tuple[int, Move], ...]
    """Every move made so far, as (player, move): all moves are public."""
    outcome: Outcome | None
    """How the hand ended, or None while it goes on."""

    @property
    def over(self) -> bool:
        """True once the hand has ended (see :attr:`outcome`)."""
        return self.outcome is not None

    @property
    def closed_by(self) -> int | None:
        """The player who closed the stock, or None."""
        return None if self.closing is None else self.closing.closer

    @property
    def leader(self) -> int:
        """The player who leads (or led) the current trick."""
        return self.to_move if not self.trick else 1 - self.to_move

    @property
    def phase(self) -> int:
        """1 while the stock is open (no duty to follow), 2 once it is exhausted or closed."""
        return phase(self.trump_card)

    @property
    def last_trick(self) -> TrickRecord | None:
        """The last finished trick, or None before the first one."""
        return self.tricks[-1] if self.tricks else None

    def played_cards(self) -> tuple[Card, ...]:
        """Return every card played so far, in the order played (the current trick last)."""
        return tuple(card for t in self.tricks for card in t.cards) + self.trick


PUBLIC_FIELDS: tuple[str, ...] = tuple(field.name for field in fields(PublicTable))
"""The names of the public fields, shared by a state and a view."""

_PUBLIC_VALUES = attrgetter(*PUBLIC_FIELDS)


def public_fields(table: PublicTable) -> dict[str, Any]:
    """Return the public fields of ``table`` (a state or a view) by name, to build another."""
    return dict(zip(PUBLIC_FIELDS, _PUBLIC_VALUES(table), strict=True))
