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
from typing import Any, TypeVar

from ..errors import N_, SettingError, shown
from ..pyanitsa.cards import SUITS, Card
from .moves import Move
from .records import Closing, Marriage, Outcome, TrickRecord
from .rules import phase

__all__ = [
    "PUBLIC_FIELDS",
    "PublicTable",
    "check_public",
    "check_seat",
    "derived",
    "public_fields",
]

Pair = tuple[int, int]

SEATS = (0, 1)
"""The two players' seats."""


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

    def __post_init__(self) -> None:
        check_public(self)

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


def check_seat(name: str, value: object) -> None:
    """Raise SettingError unless ``value`` is a seat, 0 or 1."""
    if type(value) is not int or value not in SEATS:
        raise SettingError(N_("{name} must be player 0 or 1, got {value}"), name=name,
                           value=shown(value))


def check_public(table: PublicTable) -> None:
    """Raise SettingError when ``table`` holds a fact no hand can have: a seat other than 0 or
    1, a suit that is not one, a trick of more than the card led, negative points or tricks.
    One expression on the way through (a state is built at every move); the reason only when
    it fails."""
    points, tricks_won, pending, trick = table.points, table.tricks_won, table.pending, table.trick
    try:
        a, b = points
        c, d = tricks_won
        e, f = pending
        if (type(points) is tuple and type(tricks_won) is tuple and type(pending) is tuple
                and type(a) is int and type(b) is int and type(c) is int and type(d) is int
                and type(e) is int and type(f) is int and a >= 0 and b >= 0 and c >= 0
                and d >= 0 and e >= 0 and f >= 0 and table.trump_suit in SUITS
                and type(trick) is tuple and len(trick) < 2 and type(table.to_move) is int
                and table.to_move in SEATS and type(table.dealer) is int
                and table.dealer in SEATS):
            return
    except (TypeError, ValueError):
        pass
    _refuse(table)


def _refuse(table: PublicTable) -> None:
    """Raise SettingError naming the first impossible public fact of ``table``."""
    check_seat("to_move", table.to_move)
    check_seat("dealer", table.dealer)
    if table.trump_suit not in SUITS:
        raise SettingError(N_("the trump suit must be one of {suits}, got {trump_suit}"),
                           suits=" ".join(SUITS), trump_suit=shown(table.trump_suit))
    if type(table.trick) is tuple and len(table.trick) > 1:
        raise SettingError(N_("a trick on the table holds at most the card led (a second card "
                              "ends it), got {n} cards"), n=len(table.trick))
    if type(table.trick) is not tuple:
        raise SettingError(N_("the trick must be a tuple of cards, got {trick}"),
                           trick=shown(table.trick))
    for name in ("points", "tricks_won", "pending"):
        pair = getattr(table, name)
        if not (type(pair) is tuple and len(pair) == 2
                and all(type(value) is int and value >= 0 for value in pair)):
            raise SettingError(N_("{name} must be two whole numbers ≥ 0, one per player, got "
                                  "{pair}"), name=name, pair=shown(pair))
    raise SettingError(N_("an impossible table: {table}"), table=shown(table))  # pragma: no cover


PUBLIC_FIELDS: tuple[str, ...] = tuple(field.name for field in fields(PublicTable))
"""The names of the public fields, shared by a state and a view."""

_PUBLIC_VALUES = attrgetter(*PUBLIC_FIELDS)


def public_fields(table: PublicTable) -> dict[str, Any]:
    """Return the public fields of ``table`` (a state or a view) by name, to build another."""
    return dict(zip(PUBLIC_FIELDS, _PUBLIC_VALUES(table), strict=True))


Table = TypeVar("Table", bound=PublicTable)
_NAMES: dict[type, tuple[str, ...]] = {}
_SET = object.__setattr__


def derived(cls: type[Table], values: dict[str, Any]) -> Table:
    """Return a ``cls`` (a state or a view) holding ``values`` by field name, built without
    its checks: only for a table the rules derive from one that passed them (the state after
    a legal move, the view of a state). Every such table passes them too (the tests replay
    hands and check each), and skipping them keeps a move cheaper than before they existed;
    any table built by its constructor is checked."""
    names = _NAMES.get(cls)
    if names is None:
        names = _NAMES.setdefault(cls, tuple(field.name for field in fields(cls)))
    table = object.__new__(cls)
    for name in names:
        _SET(table, name, values[name])
    return table
