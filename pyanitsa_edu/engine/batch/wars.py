"""The wars of a trick in a batch: war rounds until each is won or short, then the banks.

The rules are the plan's (``docs/rules.md``, "War", "War shortfall", "Return orders"),
read from :class:`~.arrays.Tables`: how many cards a player holding so many lays in a
war round (none: he is short), and whose cards go first in a bank, or (orders by card)
when each card reached the table and how the cards of a bank are ordered.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .arrays import BoolArray, CardArray, IntArray, OutcomeArray, Tables
from .buffers import RINGS, PileBuffers

__all__ = ["MANY_BANKS", "Banks", "Shortfalls", "Wars", "settle_wars"]

MANY_BANKS = 512
"""From this many war banks in a trick on, the long ones (won after the first war round) are
copied apart from the rest instead of padding every bank to the longest."""
PLAYERS: IntArray = np.array([[0], [1]], np.int64)
"""The two players' numbers, as a column."""


@dataclass
class Shortfalls:
    """The live slots whose game a war shortfall ended in a trick, and the winners."""

    slots: IntArray
    """The slots; their piles are left as they were, and they must be dropped."""
    winners: OutcomeArray
    """The winner of each (0 or 1), or -1 when both players were short (a draw)."""

    @classmethod
    def none(cls) -> Shortfalls:
        """Return no shortfall."""
        return cls(np.zeros(0, np.int64), np.zeros(0, np.int8))


@dataclass
class Wars:
    """The games at war in a trick: counters copied out of the slots while the wars are laid."""

    slots: IntArray
    """The slots at war."""
    rings: IntArray
    """Shape (2, wars): where each pile's ring is in the buffer."""
    start: IntArray
    """Shape (2, wars): each pile's head before the trick (where its part of the bank begins)."""
    head: IntArray
    """Shape (2, wars): each pile's head now."""
    tail: IntArray
    """Shape (2, wars): each pile's tail (as it was: the winners' grow in the slots only)."""

    @classmethod
    def of(cls, table: PileBuffers, slots: IntArray) -> Wars:
        """Return the wars of ``slots``, whose first cards are laid."""
        head = table.slots.head.take(slots, axis=1)
        rings = table.slots.row[slots] + RINGS
        return cls(slots, rings, head - 1, head, table.slots.tail.take(slots, axis=1))


@dataclass
class Banks:
    """War banks on their way under the winners' piles: two runs of cards each, one per
    player (shape (2, banks)), each a stretch of a ring."""

    from_ring: IntArray
    """Where the ring holding each run is."""
    from_start: IntArray
    """The counter of the run's first card in that ring."""
    length: IntArray
    """Cards in the run."""
    to_ring: IntArray
    """Shape (banks,): where the winner's ring is."""
    to_start: IntArray
    """The counter in the winner's ring at which the run goes."""

    def take(self, banks: IntArray) -> Banks:
        """Return the banks ``banks`` only."""
        return Banks(
            self.from_ring.take(banks, axis=1), self.from_start.take(banks, axis=1),
            self.length.take(banks, axis=1), self.to_ring.take(banks),
            self.to_start.take(banks, axis=1),
        )

    def move(self, table: PileBuffers) -> None:
        """Copy every run at once; runs shorter than the longest are padded with writes to
        the scratch row. Each bank is read whole before it is written, as it may overlap the
        winner's own laid cards."""
        width = int(self.length.max())
        card = np.arange(width, dtype=np.int64)[:, None, None]  # cards first: long inner rows
        source = table.place(self.from_ring, self.from_start + card)
        target = table.place(self.to_ring, self.to_start + card)
        if width > self.length.min():
            target[card >= self.length] = table.scratch
        table.buf[target] = table.buf.take(source)


def settle_wars(table: PileBuffers, tables: Tables, wars: Wars) -> Shortfalls:
    """Lay the war rounds of ``wars`` until each is won or ends the game by a shortfall; put
    the banks under the winners' piles; return the games a shortfall ended."""
    outcome = np.zeros(len(wars.slots), np.int8)
    rounds = np.zeros(len(wars.slots), np.int64)
    ended: list[IntArray] = []
    winners: list[OutcomeArray] = []
    tied = np.arange(len(wars.slots))  # the wars still tied, as positions in ``wars``
    while tied.size:
        rounds[tied] += 1
        head = wars.head.take(tied, axis=1)
        stake = tables.stakes.take(wars.tail.take(tied, axis=1) - head, mode="clip")
        lays = (stake[0] != 0) & (stake[1] != 0)
        if not lays.all():
            short = stake.compress(~lays, axis=1) == 0
            ended.append(tied[~lays])
            winners.append(short[0].view(np.int8) - (short[0] & short[1]).view(np.int8) * 2)
            tied = tied[lays]
            head, stake = head.compress(lays, axis=1), stake.compress(lays, axis=1)
        head += stake
        _set_columns(wars.head, tied, head)
        ups = table.buf.take(table.place(wars.rings.take(tied, axis=1), head - 1))
        result = tables.compare(ups[0], ups[1])
        outcome[tied] = result
        tied = tied[result == 0]
    table.slots.wars[wars.slots] += rounds
    won = np.flatnonzero(outcome)
    if won.size:
        collect = _collect if tables.plan.card_order is None else _collect_by_card
        collect(table, tables, wars, won, (outcome[won] < 0).astype(np.int64))
    _set_columns(table.slots.head, wars.slots, wars.head)
    if not ended:
        return Shortfalls.none()
    slots = wars.slots[np.concatenate(ended)]
    alive = table.slots.alive[slots]
    return Shortfalls(slots[alive], np.concatenate(winners)[alive])


def _set_columns(array: IntArray, columns: IntArray, values: IntArray) -> None:
    """Set ``array[:, columns] = values`` for an array of two rows (row by row is faster)."""
    array[0, columns] = values[0]
    array[1, columns] = values[1]


def _collect(
    table: PileBuffers, tables: Tables, wars: Wars, won: IntArray, winner: IntArray
) -> None:
    """Put the banks of the wars ``won`` (positions in ``wars``) under the ``winner``'s piles.

    A bank is the cards one player laid (from where his head was before the trick to
    where it is now), then the other's, in the order of :attr:`Tables.first_pile`. Many
    banks: those won in the first war round are moved together, the longer ones after
    them; few banks: all in one move.
    """
    start = wars.start.take(won, axis=1)
    length = wars.head.take(won, axis=1) - start
    all_banks = np.arange(len(won))
    to_tail = wars.tail.take(won, axis=1).ravel().take(winner * len(won) + all_banks)
    first = tables.first_pile.take(winner)  # whose run goes first
    banks = Banks(
        from_ring=wars.rings.take(won, axis=1),
        from_start=start,
        length=length,
        to_ring=wars.rings[0].take(won) + winner,
        to_start=to_tail + length[::-1] * (first != PLAYERS),  # the second after the first
    )
    long = np.maximum(length[0], length[1]) > 1 + tables.plan.war_cards  # after round one
    if len(won) > MANY_BANKS and long.any():
        for group in (np.flatnonzero(~long), np.flatnonzero(long)):
            if group.size:
                banks.take(group).move(table)
    else:
        banks.move(table)
    tails = table.slots.tail  # only the winners' tails change
    tails.ravel()[winner * tails.shape[1] + wars.slots[won]] += length[0] + length[1]


def _collect_by_card(
    table: PileBuffers, tables: Tables, wars: Wars, won: IntArray, winner: IntArray
) -> None:
    """Put the banks of the wars ``won`` under the ``winner``'s piles in a return order by card.

    ``natural`` reads the moments last first, each moment's stronger card first (equal
    cards: the second player's); ``sorted`` reads them in order (the first player's card
    first) and sorts them stably by decreasing rank. When both players laid alike, card
    ``j`` of each is at moment ``j``; otherwise (a short last round) each card is placed
    at its moment (:attr:`Tables.moments`) in a grid with one row per player. Every bank
    is read whole before any is written.
    """
    start = wars.start.take(won, axis=1)
    length = wars.head.take(won, axis=1) - start
    banks = len(won)
    j = np.arange(int(length.max()), dtype=np.int64)
    rings = wars.rings.take(won, axis=1)
    cards = table.buf.take(table.place(rings[:, :, None], start[:, :, None] + j))
    laid = j < length[:, :, None]
    to_tail = wars.tail.take(won, axis=1).ravel().take(winner * banks + np.arange(banks))
    ring = wars.rings[0].take(won) + winner
    tails = table.slots.tail
    tails.ravel()[winner * tails.shape[1] + wars.slots[won]] += length[0] + length[1]
    natural = tables.plan.card_order == "natural"
    if (length[0] == length[1]).all():
        if natural:
            last = to_tail + 2 * length[0] - 2  # where the first pair goes: last of all
            _natural_pairs(table, tables, cards, laid[0], ring, last[:, None] - 2 * j)
            return
        a, b, has_a, has_b = cards[0], cards[1], laid[0], laid[1]
    else:
        a, b, has_a, has_b = _grid(cards, laid, tables.moments[length[:, :, None], j])
    if natural:
        a_first = (tables.compare(a, b) > 0) | ~has_b
        order = np.stack([np.where(a_first, a, b), np.where(a_first, b, a)], axis=2)
        shown = np.stack([np.where(a_first, has_a, has_b), np.where(a_first, has_b, has_a)], axis=2)
        bank, kept = order[:, ::-1].reshape(banks, -1), shown[:, ::-1].reshape(banks, -1)
    else:
        bank = np.stack([a, b], axis=2).reshape(banks, -1)
        kept = np.stack([has_a, has_b], axis=2).reshape(banks, -1)
        bank, kept = _sorted_by_rank(bank, kept, tables)
    place = np.cumsum(kept, axis=1) - 1 + to_tail[:, None]
    target = np.where(kept, table.place(ring[:, None], place), table.scratch)
    table.buf[target] = bank


def _grid(
    cards: CardArray, laid: BoolArray, moment: IntArray
) -> tuple[CardArray, CardArray, BoolArray, BoolArray]:
    """Return the cards of each bank by moment, one row per player (shape (banks, moments)
    each), and where a card was laid: the first player's, the second's, then the flags."""
    banks = cards.shape[1]
    width = int(moment.max()) + 1
    cell = (np.arange(2 * banks, dtype=np.int64).reshape(2, banks, 1) * width + moment)[laid]
    grid = np.zeros(2 * banks * width, cards.dtype)
    present = np.zeros(2 * banks * width, bool)
    grid[cell] = cards[laid]
    present[cell] = True
    a, b = grid.reshape(2, banks, width)
    has_a, has_b = present.reshape(2, banks, width)
    return a, b, has_a, has_b


def _natural_pairs(
    table: PileBuffers, tables: Tables, cards: CardArray, laid: BoolArray, ring: IntArray,
    place: IntArray,
) -> None:
    """Natural order when both players laid alike (always but after a short last round): card
    ``j`` of each player at moment ``j``; the pair of moment ``j``, stronger card first (equal
    cards: the second player's), goes at counters ``place[:, j]`` and one after."""
    a, b = cards
    a_first = tables.compare(a, b) > 0
    step = (a - b) * a_first.view(np.uint8)
    target = np.where(laid, table.place(ring[:, None], place), table.scratch)
    table.buf[target] = b + step
    target = np.where(laid, table.place(ring[:, None], place + 1), table.scratch)
    table.buf[target] = a - step


def _sorted_by_rank(
    bank: CardArray, kept: BoolArray, tables: Tables
) -> tuple[CardArray, BoolArray]:
    """Return each row of ``bank`` (its cards where ``kept``) stably sorted by decreasing rank,
    the cards not kept last."""
    width = bank.shape[1]
    key = np.where(kept, -tables.token_rank.take(bank, mode="clip") * width, width * width)
    key += np.arange(width)
    order = np.argsort(key, axis=1)
    return np.take_along_axis(bank, order, axis=1), np.take_along_axis(kept, order, axis=1)
