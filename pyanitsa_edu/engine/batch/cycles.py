"""Where the cycles of a batch start: the second pass of Brent's algorithm, vectorised.

Brent's check gives each repeating game its period; :func:`cycle_starts` then plays
two copies of each such game side by side, one period apart, and the first trick at
which they agree is where the cycle starts. :func:`settle_cycles` records the results
(``docs/rules.md``, "Repetition"): a ``cycle``, or a ``limit`` draw when the first
repeat comes at or after the trick limit.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..plan import Plan
from .arrays import CYCLE, LIMIT, Deals, IntArray, ResultArrays, tables_for
from .buffers import PileBuffers
from .trick import play_trick

__all__ = ["Repeats", "cycle_starts", "settle_cycles"]


@dataclass
class Repeats:
    """Games that Brent's check saw repeat a state, and the period of each."""

    games: IntArray
    """The games (rows of the deals)."""
    periods: IntArray
    """Tricks between a state and its repeat."""


def settle_cycles(
    out: ResultArrays, deals: Deals, plan: Plan, repeats: Repeats, wars_at_limit: IntArray
) -> None:
    """Record the ends of the games that repeat (``wars_at_limit``: each game's war count at
    the trick limit, for the repeats seen only after it)."""
    games, periods = repeats.games, repeats.periods
    starts, wars = cycle_starts(deals.take(games), periods, plan)
    ends = starts + periods
    limit = plan.limit
    cycle = ends < limit if limit is not None else np.ones(len(games), bool)
    out.set(games[cycle], -1, CYCLE, ends[cycle], wars[cycle])
    out.cycle_start[games[cycle]] = starts[cycle]
    out.cycle_length[games[cycle]] = periods[cycle]
    if limit is None:
        return
    at = ends == limit  # the repeat and the limit come together: the wars so far
    out.set(games[at], -1, LIMIT, limit, wars[at])
    late = ends > limit
    out.set(games[late], -1, LIMIT, limit, wars_at_limit[games[late]])


def cycle_starts(deals: Deals, periods: IntArray, plan: Plan) -> tuple[IntArray, IntArray]:
    """Return, for games known to repeat with the given periods, where each cycle starts
    (tricks completed at the first repeated state) and the war count when it first repeats.
    """
    tables = tables_for(plan)
    ahead, ahead_wars = _ahead(deals, periods, plan)
    n_games = len(deals)
    pairs = PileBuffers(
        Deals(np.concatenate([deals.cards, ahead.cards]),
              np.concatenate([deals.sizes, ahead.sizes])),
        tables.n_cards,
        np.concatenate([np.zeros(n_games, np.int64), ahead_wars]),
    )
    starts = np.zeros(n_games, np.int64)
    wars = np.zeros(n_games, np.int64)
    done = 0
    while pairs.size:
        half = len(pairs.slots.row) // 2  # slot k and slot k + half: the two copies of a game
        first_sizes = pairs.counts()[0]
        slots = pairs.only_live(np.flatnonzero(first_sizes[:half] == first_sizes[half:]))
        if slots.size:
            slots = slots[(pairs.piles(slots) == pairs.piles(slots + half)).all(axis=1)]
        if slots.size:
            games = pairs.game[slots]
            starts[games] = done
            wars[games] = pairs.slots.wars[slots + half]
            pairs.drop(np.concatenate([slots, slots + half]))
            if not pairs.size:
                break
        if play_trick(pairs, tables).slots.size:
            raise AssertionError("a cycling game ended")
        done += 1
    return starts, wars


def _ahead(deals: Deals, periods: IntArray, plan: Plan) -> tuple[Deals, IntArray]:
    """Return each game's state ``periods`` tricks in, as deals, and its war count then."""
    tables = tables_for(plan)
    table = PileBuffers(deals, tables.n_cards)
    piles = np.empty_like(deals.cards)
    sizes = np.zeros_like(deals.sizes)
    wars = np.zeros(len(deals), np.int64)
    done = 0
    while table.size:
        if done and play_trick(table, tables).slots.size:
            raise AssertionError("a cycling game ended")
        due = table.only_live(np.flatnonzero(periods[table.game] == done))
        if due.size:
            games = table.game[due]
            piles[games] = table.piles(due)
            sizes[games] = table.counts().take(due, axis=1).T
            wars[games] = table.slots.wars[due]
            table.drop(due)
        done += 1
    return Deals(piles, sizes), wars
