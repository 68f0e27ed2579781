"""Shared pieces of the vectorised engine: array types, reason codes, results, the plan's tables."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from ...records import REASONS, Result
from ..plan import Plan

__all__ = [
    "CYCLE",
    "LIMIT",
    "OUT_OF_CARDS",
    "WAR_SHORTFALL",
    "WAR_SHORTFALL_DRAW",
    "BoolArray",
    "CardArray",
    "Deals",
    "IntArray",
    "ResultArrays",
    "Tables",
    "card_dtype",
    "tables_for",
]

OUT_OF_CARDS, WAR_SHORTFALL, WAR_SHORTFALL_DRAW, CYCLE, LIMIT = range(len(REASONS))
"""Reason codes: ``REASONS[code]`` is the text (see :data:`pyanitsa_edu.records.REASONS`)."""

IntArray = npt.NDArray[np.int64]
CardArray = npt.NDArray[np.unsignedinteger]
BoolArray = npt.NDArray[np.bool_]
OutcomeArray = npt.NDArray[np.int8]


def card_dtype(n_cards: int) -> type[np.unsignedinteger]:
    """Return the smallest unsigned dtype that holds every card id and a padding value."""
    return np.uint8 if n_cards < 255 else np.uint16


@dataclass(frozen=True, eq=False)
class Deals:
    """Deals as arrays of card ids, one game per row."""

    cards: CardArray
    """Row ``i``: game ``i``'s piles one after another, top first, padded at the end."""
    sizes: IntArray
    """Row ``i``: the sizes of game ``i``'s piles."""

    def __len__(self) -> int:
        return len(self.cards)

    def take(self, games: IntArray) -> Deals:
        """Return the deals of ``games`` only."""
        return Deals(self.cards[games], self.sizes[games])

    def tokens(self, plan: Plan) -> Deals:
        """Return the deals with each card id replaced by its token of ``plan`` (its rank index
        when states are compared on ranks; the deals themselves otherwise)."""
        if not plan.on_ranks:
            return self
        n_cards = len(plan.rules.deck)
        lut = np.array([*plan.token_of, n_cards], dtype=self.cards.dtype)  # padding stays
        return Deals(lut.take(self.cards, mode="clip"), self.sizes)

    def piles(self, game: int) -> tuple[list[int], list[int]]:
        """Return the two piles of a two-player ``game`` as lists of card ids."""
        size_a, size_b = int(self.sizes[game, 0]), int(self.sizes[game, 1])
        row = self.cards[game, : size_a + size_b].tolist()
        return row[:size_a], row[size_a:]


@dataclass(frozen=True, eq=False)
class Tables:
    """The plan of the rules as numpy arrays, for the vectorised engine."""

    plan: Plan
    """The plan the tables come from."""
    n_cards: int
    """Cards in the deck (the piles' rings hold that many)."""
    n_tokens: int
    """Tokens of the plan (:attr:`Plan.token_of`): the cards, or the ranks."""
    beats: OutcomeArray
    """Entry ``x * n_tokens + y``: :attr:`Plan.beats` ``[x][y]``."""
    key_dtype: type[np.unsignedinteger]
    """A dtype that holds ``x * n_tokens + y`` for any two tokens."""
    stakes: IntArray
    """:attr:`Plan.stakes` (entry ``held``: cards laid in a war round, 0 when short)."""
    first_pile: IntArray
    """:attr:`Plan.first_pile`: whose cards go first in the bank when player 0, 1 wins."""
    pair_first: BoolArray | None
    """Entry ``x * n_tokens + y``: whether player 0's token ``x`` goes before player 1's ``y``
    in a trick without war; None when :attr:`Plan.trick_first` says it from who won."""
    token_rank: IntArray
    """:attr:`Plan.token_rank`: the rank index of each token."""
    moments: IntArray
    """:attr:`Plan.moments` as a square array, entry ``[length, j]`` (0 where ``j >= length``)."""

    def compare(self, x: CardArray, y: CardArray) -> OutcomeArray:
        """Return 1, 0 or -1 for each pair of tokens as ``x`` beats, ties or loses to ``y``."""
        key = np.multiply(x, self.n_tokens, dtype=self.key_dtype)
        key += y
        return self.beats.take(key)

    def a_first(
        self, a_wins: BoolArray, b_wins: BoolArray, top_a: CardArray, top_b: CardArray
    ) -> BoolArray | bool:
        """Return whether the first player's card goes first in each trick without war, given
        who won and the cards ``top_a``, ``top_b``."""
        if self.pair_first is not None:
            key = np.multiply(top_a, self.n_tokens, dtype=self.key_dtype)
            key += top_b
            return self.pair_first.take(key)
        trick_first = self.plan.trick_first or self.plan.first_pile
        if_a_wins, if_b_wins = (pile == 0 for pile in trick_first)
        if if_a_wins == if_b_wins:
            return if_a_wins
        return a_wins if if_a_wins else b_wins


@lru_cache(maxsize=16)
def tables_for(plan: Plan) -> Tables:
    """Return the tables of ``plan`` (cached)."""
    n_cards = len(plan.rules.deck)
    n_tokens = len(plan.token_rank)
    pair_first = None
    if plan.trick_first is None:
        pair_first = np.array([[bank[0] == x for bank in row]
                               for x, row in enumerate(plan.trick_banks)], bool).ravel()
    moments = np.zeros((n_cards + 1, n_cards + 1), np.int64)
    for length, row in enumerate(plan.moments):
        moments[length, :length] = row
    return Tables(
        plan=plan,
        n_cards=n_cards,
        n_tokens=n_tokens,
        beats=np.array(plan.beats, dtype=np.int8).ravel(),
        key_dtype=np.uint16 if n_tokens <= 256 else np.uint32,
        stakes=np.array(plan.stakes, dtype=np.int64),
        first_pile=np.array(plan.first_pile, dtype=np.int64),
        pair_first=pair_first,
        token_rank=np.array(plan.token_rank, dtype=np.int64),
        moments=moments,
    )


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
        self, games: IntArray, winner: int | npt.NDArray[np.int8],
        reason: int | npt.NDArray[np.uint8], tricks: int | IntArray, wars: IntArray,
    ) -> None:
        """Record the end of ``games``."""
        self.winner[games] = winner
        self.reason[games] = reason
        self.tricks[games] = tricks
        self.wars[games] = wars

    def set_result(self, game: int, result: Result) -> None:
        """Record the result of one game."""
        self.winner[game] = -1 if result.winner is None else result.winner
        self.reason[game] = REASONS.index(result.reason)
        self.tricks[game] = result.tricks
        self.wars[game] = result.wars
        self.cycle_start[game] = -1 if result.cycle_start is None else result.cycle_start
        self.cycle_length[game] = -1 if result.cycle_length is None else result.cycle_length

    def put(self, part: slice, other: ResultArrays) -> None:
        """Copy the results of ``other`` into the games ``part``."""
        self.winner[part] = other.winner
        self.reason[part] = other.reason
        self.tricks[part] = other.tricks
        self.wars[part] = other.wars
        self.cycle_start[part] = other.cycle_start
        self.cycle_length[part] = other.cycle_length
