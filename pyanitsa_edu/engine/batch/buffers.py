"""The piles of many two-player games at once, in circular buffers.

Each game owns one row of a flat ``uint8`` (or ``uint16``) buffer holding the rings
of its two piles, each ``capacity`` cards long (a power of two at least the deck
size). A pile is read top first from its *head* and grows at its *tail*; both are
counters that only grow, and card ``k`` of a ring is at counter ``k`` masked by
``capacity - 1``. The two rings are interleaved, card ``k`` of pile ``p`` at byte
``2 * k + p`` of the row (:meth:`PileBuffers.place`): both players lay the same number
of cards in almost every trick, so their top cards are neighbours in memory, and a
trick touches fewer cache lines. The games' counters live in :class:`Slots`: one slot
per live game, dropped (lazily) as games end.

Repetition is found with Brent's algorithm on card-level states, as in
:mod:`pyanitsa_edu.engine.fast`: every game of a batch starts together, so they
share one schedule of saves (:meth:`PileBuffers.save`) and compare their state with
the saved one after every trick (:meth:`PileBuffers.repeats`).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import numpy as np

from ..fast import Position
from .arrays import BoolArray, CardArray, Deals, IntArray, card_dtype

__all__ = ["RINGS", "PileBuffers", "Slots"]

RINGS: IntArray = np.array([[0], [1]], np.int64)
"""Added to rows, the rings of the first and the second pile, as a column (see the layout)."""


@dataclass
class Slots:
    """The counters of the live games, one entry per slot (a slot is a position in these arrays).

    A slot whose game has ended stays (``alive`` False) until the next compaction and
    keeps being played, harmlessly, inside its own row.
    """

    row: IntArray
    """Offset of the game's row in the buffer: its first pile's ring (the second's is at
    ``row + 1``)."""
    head: IntArray
    """Shape (2, slots), C-contiguous like ``tail``: cards taken from the top of each pile
    so far."""
    tail: IntArray
    """Shape (2, slots): cards put under each pile so far, plus its size at the start."""
    wars: IntArray
    """War rounds so far."""
    saved_size: IntArray
    """Size of the first pile in the state saved for Brent's check (-1: nothing saved)."""
    alive: BoolArray
    """False for a slot whose game has ended."""

    def keep(self, kept: IntArray) -> Slots:
        """Return the slots ``kept`` only, in their order."""
        return Slots(
            self.row[kept], self.head.take(kept, axis=1), self.tail.take(kept, axis=1),
            self.wars[kept], self.saved_size[kept], self.alive[kept],
        )


class PileBuffers:
    """The piles of many two-player games: buffers, slots, and the saved state for Brent's check.

    The games start from ``deals`` (card ids below ``n_cards``), with ``wars`` war rounds
    already played (zero by default).
    """

    def __init__(self, deals: Deals, n_cards: int, wars: IntArray | None = None) -> None:
        cards, sizes = deals.cards, deals.sizes
        n_games, width = cards.shape
        self.n_cards = n_cards
        """Cards in the deck; card ids are below it and it pads the rows of :meth:`piles`."""
        self.width = width
        """Length of a row of :meth:`piles`: at least the cards of a game."""
        self.capacity = capacity = 1 << max(0, n_cards - 1).bit_length()
        """Length of a pile's ring: a power of two that holds every card of the deck."""
        self.mask = capacity - 1
        """A ring position is a counter ``& mask``."""
        self.row_bits = (2 * capacity).bit_length() - 1
        """A slot's game is its row offset ``>> row_bits``."""
        dtype = card_dtype(n_cards)
        self.buf: CardArray = np.zeros((n_games + 1) * 2 * capacity, dtype)
        """Every game's row, then a scratch row that takes the writes meant for no pile."""
        self.second: CardArray = self.buf[1:]
        """The buffer seen from the second pile: a row offset points at that pile's ring."""
        self.scratch = n_games * 2 * capacity
        """Offset of the scratch row."""
        rings = self.buf[: n_games * 2 * capacity].reshape(n_games, capacity, 2)
        for games, size_a, size_b in _size_groups(sizes):
            rings[games, :size_a, 0] = cards[games, :size_a]
            rings[games, :size_b, 1] = cards[games, size_a : size_a + size_b]
        self.slots = Slots(
            row=np.arange(n_games, dtype=np.int64) * (2 * capacity),
            head=np.zeros((2, n_games), np.int64),
            tail=np.array(sizes[:, :2].T, dtype=np.int64, order="C"),  # a copy
            wars=np.zeros(n_games, np.int64) if wars is None else wars.astype(np.int64),
            saved_size=np.full(n_games, -1, np.int64),
            alive=np.ones(n_games, bool),
        )
        self.dead = 0
        """Slots whose game has ended since the last compaction."""
        self.saved_rows = np.zeros((n_games, 2 * capacity), dtype)
        """Each game's row as it was at the last save (indexed by game)."""
        self.saved_heads = np.zeros((2, n_games), np.int64)
        """Each game's two heads at the last save (indexed by game)."""

    @property
    def game(self) -> IntArray:
        """The game (row of the input) of each slot."""
        return self.slots.row >> self.row_bits

    @property
    def size(self) -> int:
        """Number of live games."""
        return len(self.slots.row) - self.dead

    def counts(self) -> IntArray:
        """Return the sizes of the two piles of every slot, shape (2, slots)."""
        return self.slots.tail - self.slots.head

    def place(self, ring: IntArray, counter: IntArray) -> IntArray:
        """Return where a pile's card ``counter`` is in the buffer, the pile's ring being at
        ``ring`` (a game's row, plus 1 for its second pile)."""
        place = counter & self.mask
        place <<= 1
        place += ring
        return place

    def live(self) -> IntArray:
        """Return the live slots."""
        return np.flatnonzero(self.slots.alive) if self.dead else np.arange(len(self.slots.row))

    def only_live(self, slots: IntArray) -> IntArray:
        """Return the live ones of ``slots``."""
        return slots[self.slots.alive[slots]] if self.dead and slots.size else slots

    def drop(self, slots: IntArray) -> None:
        """Mark the games of ``slots`` as ended; compact the slots once many have ended."""
        if not slots.size:
            return
        self.slots.alive[slots] = False
        self.dead += slots.size
        if self.dead * 8 > len(self.slots.row) or self.dead == len(self.slots.row):
            self.slots = self.slots.keep(np.flatnonzero(self.slots.alive))
            self.dead = 0

    def piles(self, slots: IntArray) -> CardArray:
        """Return the state of ``slots``: first pile then second, padded; one row per slot."""
        rows = self.slots.row[slots]
        heads = self.slots.head.take(slots, axis=1)
        return self._read(self.buf, rows, heads, self.slots.tail.take(slots, axis=1) - heads)

    def saved_piles(self, slots: IntArray) -> tuple[CardArray, IntArray]:
        """Return the state saved for Brent's check of ``slots``, as :meth:`piles` gives a
        state, and the size of its first pile."""
        game = self.slots.row[slots] >> self.row_bits
        saved_size = self.slots.saved_size[slots]
        total = (self.slots.tail.take(slots, axis=1) - self.slots.head.take(slots, axis=1)).sum(0)
        counts = np.stack([saved_size, total - saved_size])
        rows = game * (2 * self.capacity)
        heads = self.saved_heads.take(game, axis=1)
        return self._read(self.saved_rows.ravel(), rows, heads, counts), saved_size

    def positions(self, slots: IntArray, tricks: int, saved_at: int | None) -> list[Position]:
        """Return the games of ``slots`` as positions of the scalar loop, ``tricks`` tricks in,
        with the state saved for Brent's check after ``saved_at`` tricks (None: no check)."""
        piles, counts = self.piles(slots), self.counts().take(slots, axis=1)
        saved, saved_size = self.saved_piles(slots) if saved_at is not None else (piles, counts[0])
        positions = []
        for k, slot in enumerate(slots.tolist()):
            size_a, total = int(counts[0, k]), int(counts[0, k] + counts[1, k])
            position = Position(
                deque(piles[k, :size_a].tolist()), deque(piles[k, size_a:total].tolist()),
                tricks, int(self.slots.wars[slot]),
            )
            if saved_at is not None:
                first = int(saved_size[k])
                position.saved_a = deque(saved[k, :first].tolist())
                position.saved_b = deque(saved[k, first:total].tolist())
                position.saved_at = saved_at
            positions.append(position)
        return positions

    def save(self) -> None:
        """Save every live game's state for Brent's check."""
        slots, game = self.slots, self.game
        slots.saved_size = slots.tail[0] - slots.head[0]
        rows = self.buf.reshape(-1, 2 * self.capacity)
        if len(game) == len(self.saved_rows):  # no slot dropped yet: every game, in order
            self.saved_rows[:] = rows[:-1]
            self.saved_heads[:] = slots.head
        else:
            self.saved_rows[game] = rows[game]
            self.saved_heads[:, game] = slots.head

    def repeats(self, first_sizes: IntArray) -> IntArray:
        """Return the live slots whose state equals the saved one (``first_sizes``: the first
        pile's size in every slot now)."""
        slots = self.only_live(np.flatnonzero(first_sizes == self.slots.saved_size))
        if not slots.size:
            return slots
        game = self.slots.row[slots] >> self.row_bits
        saved = self.saved_rows.ravel()
        saved_rows = game * (2 * self.capacity)
        saved_heads = self.saved_heads.take(game, axis=1)
        rows, heads = self.slots.row[slots], self.slots.head.take(slots, axis=1)
        tops_now = self.buf[self.place(rows + RINGS, heads)]
        tops_then = saved[self.place(saved_rows + RINGS, saved_heads)]
        same_tops = (tops_now == tops_then).all(axis=0)
        slots, game, saved_rows = slots[same_tops], game[same_tops], saved_rows[same_tops]
        if not slots.size:
            return np.zeros(0, np.int64)
        now = self.piles(slots)
        counts = self.slots.tail.take(slots, axis=1) - self.slots.head.take(slots, axis=1)
        then = self._read(saved, saved_rows, self.saved_heads.take(game, axis=1), counts)
        repeated: IntArray = slots[(now == then).all(axis=1)]
        return repeated

    def _read(
        self, buf: CardArray, rows: IntArray, heads: IntArray, counts: IntArray
    ) -> CardArray:
        """Return piles read from ``buf`` (rows at ``rows``, heads and sizes of shape (2, n)):
        first pile then second, padded."""
        index = np.arange(self.width, dtype=np.int64)
        size_a = counts[0][:, None]
        where_first = self.place(rows[:, None], heads[0][:, None] + index)
        where_second = self.place(rows[:, None] + 1, heads[1][:, None] + index - size_a)
        state: CardArray = buf[np.where(index < size_a, where_first, where_second)]
        state[index >= size_a + counts[1][:, None]] = self.n_cards
        return state


def _size_groups(sizes: IntArray) -> list[tuple[slice | BoolArray, int, int]]:
    """Return the games grouped by their two pile sizes: (games, size of pile 0, of pile 1)."""
    if not len(sizes):
        return []
    first, second = sizes[:, 0], sizes[:, 1]
    if (first == first[0]).all() and (second == second[0]).all():
        return [(slice(None), int(first[0]), int(second[0]))]
    pairs, which = np.unique(sizes[:, :2], axis=0, return_inverse=True)
    return [(which.ravel() == k, int(a), int(b)) for k, (a, b) in enumerate(pairs)]
