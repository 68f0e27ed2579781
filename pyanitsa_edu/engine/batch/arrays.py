"""Shared pieces of the vectorised engine: result arrays, reason codes, card tables."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ...ranking import strength_table
from ...records import REASONS
from ...rules import Rules

__all__ = [
    "CYCLE",
    "LIMIT",
    "OUT_OF_CARDS",
    "WAR_SHORTFALL",
    "WAR_SHORTFALL_DRAW",
    "BoolArray",
    "CardArray",
    "IntArray",
    "ResultArrays",
    "card_dtype",
    "compare_table",
    "ragged_arange",
]

OUT_OF_CARDS, WAR_SHORTFALL, WAR_SHORTFALL_DRAW, CYCLE, LIMIT = range(len(REASONS))
"""Reason codes: ``REASONS[code]`` is the text (see :data:`pyanitsa_edu.records.REASONS`)."""

IntArray = npt.NDArray[np.int64]
CardArray = npt.NDArray[np.unsignedinteger]
BoolArray = npt.NDArray[np.bool_]


def compare_table(rules: Rules) -> npt.NDArray[np.int8]:
    """Return a flat table: entry ``x * n + y`` is 1, 0 or -1 as card ``x`` beats, ties or
    loses to card ``y`` (``n`` cards in the deck)."""
    deck = rules.deck
    rank = np.array([deck.rank_index(card.rank) for card in deck.cards], dtype=np.intp)
    table = np.array(strength_table(rules), dtype=np.int8)
    return np.ascontiguousarray(table[rank[:, None], rank[None, :]]).ravel()


def card_dtype(n_cards: int) -> type[np.unsignedinteger]:
    """Return the smallest unsigned dtype that holds every card id and a padding value."""
    return np.uint8 if n_cards < 255 else np.uint16


def ragged_arange(lengths: IntArray) -> IntArray:
    """Return ``0 … lengths[0]-1, 0 … lengths[1]-1, …`` as one array."""
    total = int(lengths.sum())
    starts = np.cumsum(lengths) - lengths
    return np.arange(total, dtype=np.int64) - np.repeat(starts, lengths)


@dataclass
class ResultArrays:
    """Per-game results of a batch as arrays (internal; :class:`Simulation` is the public face)."""

    winner: npt.NDArray[np.int8]
    """0 or 1, or -1 for a draw."""
    reason: npt.NDArray[np.uint8]
    """Index into :data:`REASONS`."""
    tricks: IntArray
    """Tricks started."""
    wars: IntArray
    """War rounds."""
    cycle_start: IntArray
    """Tricks completed when the repeated state was first seen, or -1."""
    cycle_length: IntArray
    """Period of the cycle in tricks, or -1."""

    @classmethod
    def empty(cls, n: int) -> ResultArrays:
        """Return outcomes for ``n`` games, all still unknown."""
        return cls(
            np.full(n, -1, np.int8),
            np.full(n, 255, np.uint8),
            np.zeros(n, np.int64),
            np.zeros(n, np.int64),
            np.full(n, -1, np.int64),
            np.full(n, -1, np.int64),
        )

    def set(
        self, games: IntArray, winner: int | npt.NDArray[np.int8], reason: int,
        tricks: int | IntArray, wars: IntArray,
    ) -> None:
        """Record the end of ``games``."""
        self.winner[games] = winner
        self.reason[games] = reason
        self.tricks[games] = tricks
        self.wars[games] = wars
