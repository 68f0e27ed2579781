"""The game loop of the vectorised engine: ends, trick limits and cycles for a batch of games.

:func:`play_batch` returns the same results as :func:`pyanitsa_edu.play`, game by
game. The checks run in the same order as there: a player without cards loses
before the trick limit is looked at; a repeated state is looked for after each
trick. Two subtleties of the limit are handled as in ``play``:

- a state may repeat before the limit although Brent's check only notices it
  later, so games that reach the limit keep playing (their result is already
  ``limit``) until every repeat that started before the limit must have been seen;
- a cycle whose first repeat comes at or after the limit is a ``limit`` draw.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from ...errors import RulesError
from ...rules import Rules
from .arrays import (
    CYCLE,
    LIMIT,
    OUT_OF_CARDS,
    WAR_SHORTFALL,
    WAR_SHORTFALL_DRAW,
    CardArray,
    IntArray,
    ResultArrays,
)
from .buffers import PileBuffers

__all__ = ["cycle_starts", "play_batch"]


def play_batch(
    cards: CardArray, sizes: IntArray, rules: Rules, progress: Callable[[int], object] | None = None
) -> ResultArrays:
    """Return the outcome of every two-player game whose piles are rows of ``cards``.

    Each row holds the first pile then the second (top first, padded at the end);
    ``sizes[i]`` gives the two pile sizes of game ``i``. ``progress`` is called with
    the number of games that ended since its last call.
    """
    n_games = len(cards)
    out = ResultArrays.empty(n_games)
    table = PileBuffers(cards, sizes, rules)
    limit = rules.max_tricks
    # Without cycle detection and without a limit a cycling game would never end: look anyway,
    # and raise instead of looping forever.
    brent = rules.detect_cycles or limit is None
    wars_at_limit = np.zeros(n_games, np.int64)
    past_limit = False
    bound = 0
    found_games: list[IntArray] = []
    found_periods: list[IntArray] = []
    if brent:
        table.save()
    power = lam = 1
    tricks = 0
    reported = 0

    def finish(slots: IntArray, winner: int | npt.NDArray[np.int8], reason: int) -> None:
        """Record the end of the games in ``slots`` (a ``limit`` draw once past the limit)."""
        games = table.game[slots]
        if past_limit:
            out.set(games, -1, LIMIT, limit or 0, wars_at_limit[games])
        else:
            out.set(games, winner, reason, tricks, table.wars[games])
        table.drop(slots)

    def finish_empty(na: IntArray, nb: IntArray) -> None:
        """End the games in which a pile is empty: the other player wins."""
        empty = np.flatnonzero((na == 0) | (nb == 0))
        if empty.size and table.dead:
            empty = empty[table.alive[empty]]
        if empty.size:
            finish(empty, _holder(na[empty], nb[empty]), OUT_OF_CARDS)

    finish_empty(*table.counts())
    while table.size:
        if limit is not None and tricks == limit and not past_limit:
            if not rules.detect_cycles:
                finish(table.live(), -1, LIMIT)
                break
            wars_at_limit[table.game] = table.wars[table.game]
            past_limit = True
            bound = limit + (1 << max(0, limit - 1).bit_length())
        if past_limit and tricks >= bound:
            finish(table.live(), -1, LIMIT)
            break
        tricks += 1
        short, winners = table.trick()
        if short.size:
            games = table.game[short]
            if past_limit:
                out.set(games, -1, LIMIT, limit or 0, wars_at_limit[games])
            else:
                wars = table.wars[games]
                draw = winners < 0
                out.set(games[draw], -1, WAR_SHORTFALL_DRAW, tricks, wars[draw])
                out.set(games[~draw], winners[~draw], WAR_SHORTFALL, tricks, wars[~draw])
            table.drop(short)
        na, nb = table.counts()
        if brent:
            same = table.repeats(na)
            if same.size:
                if not rules.detect_cycles:
                    raise RulesError(
                        f"a game repeats a state after {tricks} tricks and would never end: "
                        "set detect_cycles=True or a max_tricks limit"
                    )
                found_games.append(table.game[same])
                found_periods.append(np.full(same.size, lam, np.int64))
                table.drop(same)
                na, nb = table.counts()
            if lam == power:
                table.save()
                power <<= 1
                lam = 0
            lam += 1
        finish_empty(na, nb)
        if progress is not None and n_games - table.size > reported:
            progress(n_games - table.size - reported)
            reported = n_games - table.size
    if progress is not None and n_games > reported:
        progress(n_games - reported)
    if found_games:
        games = np.concatenate(found_games)
        periods = np.concatenate(found_periods)
        _settle_cycles(out, cards[games], sizes[games], rules, games, periods, wars_at_limit)
    return out


def _holder(na: IntArray, nb: IntArray) -> npt.NDArray[np.int8]:
    """Return the player who still has cards, or -1 when both piles are empty (a draw)."""
    return np.where(na > 0, 0, np.where(nb > 0, 1, -1)).astype(np.int8)


def _settle_cycles(
    out: ResultArrays, cards: CardArray, sizes: IntArray, rules: Rules,
    games: IntArray, periods: IntArray, wars_at_limit: IntArray,
) -> None:
    """Record cycles (or limit draws, for cycles that close at or after the limit)."""
    starts, wars = cycle_starts(cards, sizes, periods, rules)
    ends = starts + periods
    limit = rules.max_tricks
    if limit is None:
        out.set(games, -1, CYCLE, ends, wars)
        out.cycle_start[games] = starts
        out.cycle_length[games] = periods
        return
    cyc = ends < limit
    out.set(games[cyc], -1, CYCLE, ends[cyc], wars[cyc])
    out.cycle_start[games[cyc]] = starts[cyc]
    out.cycle_length[games[cyc]] = periods[cyc]
    at = ends == limit  # the repeat and the limit come together: wars so far
    out.set(games[at], -1, LIMIT, limit, wars[at])
    late = ends > limit
    out.set(games[late], -1, LIMIT, limit, wars_at_limit[games[late]])


def cycle_starts(
    cards: CardArray, sizes: IntArray, periods: IntArray, rules: Rules
) -> tuple[IntArray, IntArray]:
    """Return, for games known to repeat with the given periods, where each cycle starts
    (tricks completed at the first repeated state) and the war count when it first repeats.

    Two copies of each game are played side by side, one ``period`` tricks ahead;
    the first time they agree is the start of the cycle.
    """
    n = len(cards)
    ahead = PileBuffers(cards, sizes, rules)
    front = np.empty_like(cards)
    front_a = np.zeros(n, np.int64)
    front_wars = np.zeros(n, np.int64)
    done = 0
    while ahead.size:
        if done:
            short, _ = ahead.trick()
            if short.size:
                raise AssertionError("a cycling game ended")
        due = np.flatnonzero(periods[ahead.game] == done)
        due = due[ahead.alive[due]]
        if due.size:
            games = ahead.game[due]
            front[games] = ahead.linear(due)
            front_a[games] = (ahead.ta - ahead.ha)[due]
            front_wars[games] = ahead.wars[games]
            ahead.drop(due)
        done += 1
    total = sizes.sum(axis=1)
    pair_cards = np.concatenate([cards, front])
    pair_sizes = np.concatenate([sizes, np.stack([front_a, total - front_a], axis=1)])
    pair_wars = np.concatenate([np.zeros(n, np.int64), front_wars])
    pairs = PileBuffers(pair_cards, pair_sizes, rules, pair_wars)
    starts = np.zeros(n, np.int64)
    wars = np.zeros(n, np.int64)
    done = 0
    while pairs.size:
        half = len(pairs.ra) // 2
        na, _ = pairs.counts()
        slots = np.flatnonzero(na[:half] == na[half:])
        slots = slots[pairs.alive[slots]]
        if slots.size:
            same = (pairs.linear(slots) == pairs.linear(slots + half)).all(axis=1)
            slots = slots[same]
        if slots.size:
            games = pairs.game[slots]
            starts[games] = done
            wars[games] = pairs.wars[pairs.game[slots + half]]
            pairs.drop(np.concatenate([slots, slots + half]))
            if not pairs.size:
                break
        short, _ = pairs.trick()
        if short.size:
            raise AssertionError("a cycling game ended")
        done += 1
    return starts, wars
