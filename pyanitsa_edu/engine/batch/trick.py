"""One trick in every game of a batch: the flip, then the wars (:mod:`.wars`).

The rules are the plan's (``docs/rules.md``, "Classic game", "Return orders"), read from
:class:`~.arrays.Tables`. Selections are written as arithmetic (``y + (x - y) * flag``)
because ``np.where`` on a random condition is many times slower.
"""

from __future__ import annotations

import numpy as np

from .arrays import BoolArray, CardArray, IntArray, Tables
from .buffers import PileBuffers
from .wars import Shortfalls, Wars, settle_wars

__all__ = ["BLOCK", "play_trick"]

BLOCK = 32_768
"""Slots flipped per numpy step: the arrays of one block stay in the processor's cache, which
makes a trick over a large batch faster than one step over every slot."""


def play_trick(table: PileBuffers, tables: Tables) -> Shortfalls:
    """Play one trick in every slot of ``table``; return the games a war shortfall ended."""
    n_slots = len(table.slots.row)
    at_war = [_flip(table, tables, slice(lo, min(n_slots, lo + BLOCK)))
              for lo in range(0, n_slots, BLOCK)]
    wars = at_war[0] if len(at_war) == 1 else np.concatenate(at_war)
    if not wars.size:
        return Shortfalls.none()
    return settle_wars(table, tables, Wars.of(table, wars))


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
    first, second = _trick_bank(top_a, top_b, tables.a_first(a_wins, b_wins, top_a, top_b))
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
