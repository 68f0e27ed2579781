"""Errors raised for bad input. Each is a ``ValueError`` whose message names the problem."""

from __future__ import annotations

__all__ = [
    "CardError",
    "DealCodeError",
    "DealError",
    "DeckError",
    "MoveError",
    "PyanitsaError",
    "RulesError",
    "StrategyError",
    "TooManyDealsError",
]


class PyanitsaError(ValueError):
    """Base class of every error this package raises for bad input."""


class CardError(PyanitsaError):
    """A card text cannot be read, or names a card that is not in the deck."""


class DeckError(PyanitsaError):
    """A deck description is impossible (no ranks, repeated labels, bad suits)."""


class RulesError(PyanitsaError):
    """A rule value is impossible (unknown option, out of range)."""


class DealError(PyanitsaError):
    """Piles that cannot start a game: wrong number, duplicate or foreign cards."""


class DealCodeError(PyanitsaError):
    """A deal code is malformed, mistyped, or made for another deck."""


class StrategyError(PyanitsaError):
    """Tactical strategies that cannot play: not callable, too many or too few, or a bad choice."""


class MoveError(PyanitsaError):
    """A Sixty-six move the rules do not allow now, or a position where no move can be made."""


class TooManyDealsError(PyanitsaError):
    """An exact enumeration would have to play more deals than allowed (``max_deals``)."""


class GameOverError(PyanitsaError, RuntimeError):
    """``Game.step()`` was called after the game ended (also a ``RuntimeError``)."""
