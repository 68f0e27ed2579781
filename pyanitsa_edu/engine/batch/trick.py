"""One trick in every game of a batch: the flip, the wars, and the banks under the winners' piles.

The rules are the plan's (``docs/rules.md``, "War", "War shortfall", "Return orders"),
read from :class:`~.arrays.Tables`: war stakes by pile size, and whose cards go first
in a bank. Selections are written as arithmetic (``y + (x - y) * flag``) because
``np.where`` on a random condition is many times slower.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .arrays import BoolArray, CardArray, IntArray, OutcomeArray, Tables
from .buffers import RINGS, PileBuffers

__all__ = ["BLOCK", "MANY_BANKS", "Shortfalls", "play_trick"]

BLOCK = 32_768
"""Slots flipped per numpy step: the arrays of one block stay in the processor's cache, which
makes a trick over a large batch faster than one step over every slot."""
PLAYERS: IntArray = np.array([[0], [1]], np.int64)
"""The two players' numbers, as a column."""
MANY_BANKS = 512
"""From this many war banks in a trick on, the long ones (won after the first war round) are
copied apart from the rest instead of padding every bank to the longest."""


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
    """Shape (2, wars): offset of each pile's ring in the buffer."""
    start: IntArray
    """Shape (2, wars): each pile's head before the trick (where its part of the bank begins)."""
    head: IntArray
    """Shape (2, wars): each pile's head now."""
    tail: IntArray
    """Shape (2, wars): each pile's tail."""

    @classmethod
    def of(cls, table: PileBuffers, slots: IntArray) -> Wars:
        """Return the wars of ``slots``, whose first cards are laid."""
        rows = table.slots.row[slots]
        head = table.slots.head.take(slots, axis=1)
        rings = rows + RINGS
        return cls(slots, rings, head - 1, head, table.slots.tail.take(slots, axis=1))


def play_trick(table: PileBuffers, tables: Tables) -> Shortfalls:
    """Play one trick in every slot of ``table``; return the games a war shortfall ended."""
    n_slots = len(table.slots.row)
    at_war = [_flip(table, tables, slice(lo, min(n_slots, lo + BLOCK)))
              for lo in range(0, n_slots, BLOCK)]
    wars = at_war[0] if len(at_war) == 1 else np.concatenate(at_war)
    if not wars.size:
        return Shortfalls.none()
    return _settle_wars(table, tables, Wars.of(table, wars))


def _flip(table: PileBuffers, tables: Tables, part: slice) -> IntArray:
    """Flip the top cards of the slots ``part``; put the two cards of each trick without war
    under the winner's pile; return the slots at war."""
    row, head, tail = table.slots.row[part], table.slots.head[:, part], table.slots.tail[:, part]
    top_a = table.buf.take(table.place(row, head[0]))
    top_b = table.second.take(table.place(row, head[1]))
    outcome = tables.compare(top_a, top_b)
    head += 1
    a_wins = outcome > 0
    b_wins = outcome < 0
    first, second = _trick_bank(top_a, top_b, tables.a_first(a_wins, b_wins))
    a_won = a_wins.astype(np.int64)  # 0 or 1: int64 arithmetic is faster than mixing in bools
    b_won = b_wins.astype(np.int64)
    to_ring = b_won + row
    to_tail = tail[0] - tail[1]
    to_tail *= a_won
    to_tail += tail[1]
    at_war = np.flatnonzero(outcome == 0)
    if at_war.size:  # their cards stay on the table: written to the scratch row instead
        to_ring[at_war] = table.scratch
    table.buf[table.place(to_ring, to_tail)] = first
    to_tail += 1
    table.buf[table.place(to_ring, to_tail)] = second
    tail[0] += a_won << 1  # two cards under the winner's pile
    tail[1] += b_won << 1
    at_war += part.start
    return at_war


def _trick_bank(
    top_a: CardArray, top_b: CardArray, a_first: BoolArray | bool
) -> tuple[CardArray, CardArray]:
    """Return the two cards of each trick without war in the order they go under the pile."""
    if isinstance(a_first, bool):
        return (top_a, top_b) if a_first else (top_b, top_a)
    step = (top_a - top_b) * a_first.view(np.uint8)
    return top_b + step, top_a - step


def _settle_wars(table: PileBuffers, tables: Tables, wars: Wars) -> Shortfalls:
    """Lay the war rounds of ``wars`` until each is won or ends the game by a shortfall."""
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
        _collect_banks(table, tables, wars, won, (outcome[won] < 0).astype(np.int64))
    _set_columns(table.slots.head, wars.slots, wars.head)
    _set_columns(table.slots.tail, wars.slots, wars.tail)
    if not ended:
        return Shortfalls.none()
    slots = wars.slots[np.concatenate(ended)]
    alive = table.slots.alive[slots]
    return Shortfalls(slots[alive], np.concatenate(winners)[alive])


def _set_columns(array: IntArray, columns: IntArray, values: IntArray) -> None:
    """Set ``array[:, columns] = values`` for an array of two rows (row by row is faster)."""
    array[0, columns] = values[0]
    array[1, columns] = values[1]


def _collect_banks(
    table: PileBuffers, tables: Tables, wars: Wars, won: IntArray, winner: IntArray
) -> None:
    """Put the banks of the wars ``won`` (positions in ``wars``) under the ``winner``'s piles.

    A bank is two runs of cards: the cards one player laid (from where his head was
    before the trick to where it is now), then the other's, in the order of
    :attr:`Tables.first_pile`. Each bank is read whole before it is written, as it may
    overlap the winner's own laid cards. Many banks: those won in the first war round are
    copied together, the longer ones after them; few banks: all in one copy.
    """
    start = wars.start.take(won, axis=1)
    length = wars.head.take(won, axis=1) - start
    banks = np.arange(len(won))
    first = tables.first_pile.take(winner)  # whose run goes first
    to_start = wars.tail.take(won, axis=1).ravel().take(winner * len(won) + banks)
    to_start = to_start + length[::-1] * (first != PLAYERS)  # the second run after the first
    to_ring = wars.rings[0].take(won) + winner
    longest = np.maximum(length[0], length[1])
    common = 1 + tables.plan.war_cards  # the length of a run won in the first round
    long = longest > common
    groups = [banks]  # few banks: one copy, padded to the longest, costs least
    if len(won) > MANY_BANKS and long.any():
        groups = [np.flatnonzero(~long), np.flatnonzero(long)]
    for group in (g for g in groups if g.size):
        _copy_runs(
            table, wars.rings.take(won[group], axis=1), start.take(group, axis=1),
            to_ring.take(group), to_start.take(group, axis=1), length.take(group, axis=1),
        )
    wars.tail.ravel()[winner * len(wars.slots) + won] += length[0] + length[1]


def _copy_runs(
    table: PileBuffers, from_ring: IntArray, from_start: IntArray, to_ring: IntArray,
    to_start: IntArray, length: IntArray,
) -> None:
    """Copy runs of cards between rings, all at once, two per bank (shape (2, banks), one
    ``to_ring`` per bank): run ``[p, k]`` is ``length[p, k]`` cards from position
    ``from_start[p, k]`` of the ring at ``from_ring[p, k]`` to ``to_start[p, k]`` of
    ``to_ring[k]``. Runs shorter than the longest are padded with writes to the scratch row."""
    width = int(length.max())
    card = np.arange(width, dtype=np.int64)[:, None, None]  # cards first: long inner rows
    source = table.place(from_ring, from_start + card)
    target = table.place(to_ring, to_start + card)
    if width > length.min():
        target[card >= length] = table.scratch
    table.buf[target] = table.buf.take(source)
