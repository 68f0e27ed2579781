"""Why a game of Pyanitsa ended: the :class:`Termination` enum and its integer codes.

Each member is a ``str`` equal to its code text, so ``result.reason == "cycle"`` holds, and
each has an integer :attr:`~Termination.code` (its place in the enum) that arrays of results
store: :attr:`pyanitsa_edu.Simulation.reason_code` and the compiled loop. This module holds
the one mapping between the two. A draw is ``winner is None`` in a
:class:`~pyanitsa_edu.Result` and :data:`DRAW` (``-1``) in arrays of winners.

>>> Termination.CYCLE == "cycle", Termination.CYCLE.code, Termination.from_code(3)
(True, 3, Termination.CYCLE)
>>> Termination("limit").draw
True
"""

from __future__ import annotations

from numbers import Integral

from ..errors import N_, SettingError, shown
from ..text_enum import TextEnum

__all__ = ["DRAW", "Termination"]

DRAW = -1
"""The winner stored in arrays of results for a draw (``winner is None`` in a Result)."""


class Termination(TextEnum):
    """Why a game ended (``docs/rules.md``, "End" and "Repetition")."""

    OUT_OF_CARDS = "out_of_cards"
    """Fewer than two players had a card for a normal flip; the one left with cards wins."""
    WAR_SHORTFALL = "war_shortfall"
    """A war shortfall left one player with cards: he wins at once."""
    WAR_SHORTFALL_DRAW = "war_shortfall_draw"
    """Every player in the war was short at once and nobody else had a card: a draw."""
    CYCLE = "cycle"
    """A state repeated an earlier one, so the game would never end: a draw."""
    LIMIT = "limit"
    """The trick limit (``max_tricks``) was reached: a draw."""

    @property
    def code(self) -> int:
        """Return the integer that arrays of results store for this ending: its place in the
        enum, from 0 (``OUT_OF_CARDS``) to 4 (``LIMIT``)."""
        return _CODES[self]

    @property
    def draw(self) -> bool:
        """True when a game ending this way is always a draw."""
        return self in (Termination.WAR_SHORTFALL_DRAW, Termination.CYCLE, Termination.LIMIT)

    @classmethod
    def from_code(cls, code: int) -> Termination:
        """Return the ending stored as ``code`` (:attr:`code`); another value raises
        :class:`~pyanitsa_edu.errors.SettingError`."""
        if isinstance(code, bool) or not isinstance(code, Integral) or not (
            0 <= int(code) < len(_MEMBERS)
        ):
            raise SettingError(N_("a reason code is 0 to {last}, got {code}"),
                               last=len(_MEMBERS) - 1, code=shown(code))
        return _MEMBERS[int(code)]

    @classmethod
    def parse(cls, value: object) -> Termination:
        """Return ``value`` (a member or its code text) as a member; anything else raises
        :class:`~pyanitsa_edu.errors.SettingError` naming the endings."""
        if type(value) is Termination:
            return value
        if isinstance(value, str):
            for member in _MEMBERS:
                if member.value == value:
                    return member
        texts = ", ".join(member.value for member in _MEMBERS)
        raise SettingError(N_("a reason must be one of {texts}, got {value}"), texts=texts,
                           value=shown(value))

    @classmethod
    def _missing_(cls, value: object) -> Termination:
        """``Termination(text)`` of an unknown text: raise the package's error."""
        return cls.parse(value if isinstance(value, str) else repr(value))


_MEMBERS: tuple[Termination, ...] = tuple(Termination)
_CODES: dict[Termination, int] = {member: k for k, member in enumerate(_MEMBERS)}
