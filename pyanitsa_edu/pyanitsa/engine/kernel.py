"""The compiled game loop: the rules of ``docs/rules.md``, one trick at a time, over integer arrays.

This is the fast engine behind :func:`~pyanitsa_edu.play`, :func:`~pyanitsa_edu.simulate`,
:func:`~pyanitsa_edu.exact_outcomes` and the Markov chains of
:mod:`pyanitsa_edu.analysis.markov`. It is plain Python over small numpy arrays, compiled
by numba (``njit(cache=True)``: the machine code is kept in ``__pycache__`` beside this
file); with ``NUMBA_DISABLE_JIT=1`` the same functions run as ordinary Python and give the
same results. It plays what the recording :class:`~pyanitsa_edu.Game` plays, 2–8 players and
every option, and the tests hold the two against each other and an independent referee.

Two entries play many games in one call, each game alone from its own deal and seed:
:func:`play_pairs` for two players with a bank grouped by owner (the classic game:
:func:`pair_trick`, a trick that leaves the laid cards on top of their piles until it is
decided, in a loop that keeps the state in local variables), :func:`play_games` for every
other variant (:func:`trick`). The caller picks one (:func:`~.codes.is_pair`), so a process
that plays only the classic game compiles only the first; the tests hold both tricks to the
same games.

Data layout (all sized by the deck, so no game can overflow them: cards are only moved):

- a *token* is a card id, or its rank index when states are compared on ranks
  (:attr:`~.plan.Plan.token_of`); ``rank[token]`` is its rank, ``beats[r, q]`` the ranking;
  tokens and ranks are unsigned (numba then checks no negative index);
- the piles are ring buffers, one row per player of ``piles`` (``players + 1`` rows of a
  power-of-two width, read with ``& mask``), top card at ``heads[p]``, ``counts[p]`` cards;
  the last row is the table, where a bank waits when every contender was short;
- the rules are the integers of :func:`~.codes.rule_codes`;
- ``laid`` records the trick's cards as they reached the table (rows :data:`TOKEN`,
  :data:`PLAYER`, :data:`MOMENT`, and two rows of sort keys), ``seats`` the players of the
  trick (rows :data:`CONTENDERS`, :data:`BEST`, :data:`STAKE`, :data:`UP`);
- the shuffled return draws from :func:`~.prng.shuffle`, seeded per game.

All the compiled game code lives in this one module (the deck orders of :mod:`.dealer` stand
alone). numba's cache notices changes to this file only, so it records in :data:`COMPILED_IN`
the digest of the package modules it takes code from (the shuffle of :mod:`.prng`, the codes
of :mod:`.codes`, the end codes, numba's options of :mod:`.jit`): a test fails until a change
there is recorded here, and until then the loop is compiled afresh in each process
(:mod:`.jit`).

Repetition is found with Brent's algorithm: a saved state, replaced after 0, 1, 3, 7, …
tricks, is compared with the state after every trick; the first match gives the period, and
a replay from the deal gives where the cycle starts. The trick limit is checked as the rules
say, and a repeat that happened before it is still found by playing on a little past it.

Each trick is compiled once into its game loop (:func:`_run`, :func:`_run_pair`), and the
replay and :func:`play_one_trick` move states on with that same loop: numba spends its time
on every copy of a trick, so one copy is what keeps the first compilation short.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba.extending import register_jitable

from ..termination import Termination
from .codes import (
    BANK,
    BANK_LOSER_FIRST,
    BANK_NATURAL,
    BANK_SHUFFLED,
    BANK_SORTED,
    BANK_WINNER_FIRST,
    DETECT,
    LAST_CARD_UP,
    LIMIT,
    PLAYERS,
    TABLE_WAR,
    WAR_CARDS,
)
from .jit import JIT, Jit, cache_is_current
from .prng import shuffle

__all__ = ["COMPILED_IN", "JIT", "RESULT_FIELDS", "play_games", "play_one_trick", "play_pairs"]

COMPILED_IN = "700144dea6486adb"
"""The digest of the modules this one imports from the package (:func:`.jit.compiled_in_digest`):
written here whenever one of them changes, so that numba's cache, which notices a change to
this file only, is renewed (``tests/engine/test_compiled_in.py`` says when)."""

jit = Jit(cache=cache_is_current(__name__, COMPILED_IN))
"""numba's decorators for this module's functions."""

register_jitable(shuffle)  # the compiled loop calls the very shuffle the recording Game calls

OUT_OF_CARDS = Termination.OUT_OF_CARDS.code
WAR_SHORTFALL = Termination.WAR_SHORTFALL.code
WAR_SHORTFALL_DRAW = Termination.WAR_SHORTFALL_DRAW.code
CYCLE = Termination.CYCLE.code
LIMIT_REACHED = Termination.LIMIT.code
GOES_ON = -1
"""What a trick returns as its end when the game goes on."""
WIDEST = 2**31 - 1
"""More than any ring buffer's mask: a mask ``&``-ed with it is known to be ≥ 0, and so is
every index read with it, which spares numba's check for negative indexes."""

TOKEN, PLAYER, MOMENT, KEY, ORDER = range(5)
"""Rows of ``laid``."""
CONTENDERS, BEST, STAKE, UP = range(4)
"""Rows of ``seats``: the players still in the trick, those a judgement keeps, each player's
stake in the war round, each player's face-up token."""
RESULT_FIELDS = ("winner", "reason", "tricks", "wars", "cycle_start", "cycle_length")
"""The columns of the ``out`` array of :func:`play_games` (-1: a draw, or no cycle)."""


@jit.inlined
def _pop(piles: Any, heads: Any, counts: Any, p: int, mask: int) -> int:
    """Take the top card of row ``p``."""
    h = heads[p]
    heads[p] = (h + 1) & mask
    counts[p] -= 1
    return int(piles[p, h])


@jit.inlined
def _push(piles: Any, heads: Any, counts: Any, p: int, token: int, mask: int) -> None:
    """Put ``token`` under row ``p``."""
    piles[p, (heads[p] + counts[p]) & mask] = token
    counts[p] += 1


@jit.inlined
def _lay(piles: Any, heads: Any, counts: Any, mask: int, laid: Any, n: int, p: int,
         moment: int) -> int:
    """Lay player ``p``'s top card at ``moment`` as the ``n``-th card of the trick; return it."""
    token = _pop(piles, heads, counts, p, mask)
    laid[TOKEN, n] = token
    laid[PLAYER, n] = p
    laid[MOMENT, n] = moment
    return token


@jit.inlined
def _judge(seats: Any, contenders: int, codes: Any, beats: Any, rank: Any) -> int:
    """Put the players a flip keeps in row BEST and return how many: the single winner, or
    those who go to war (``docs/rules.md``, "Players 2–8")."""
    if contenders == 2:  # the same rule in one comparison: the card that beats the other
        first, second = seats[CONTENDERS, 0], seats[CONTENDERS, 1]
        outcome = beats[rank[seats[UP, first]], rank[seats[UP, second]]]
        seats[BEST, 0] = first if outcome >= 0 else second
        seats[BEST, 1] = second
        return 1 if outcome else 2
    kept = 0
    for k in range(contenders):
        p = seats[CONTENDERS, k]
        mine = rank[seats[UP, p]]
        beaten = False
        for m in range(contenders):
            if beats[rank[seats[UP, seats[CONTENDERS, m]]], mine] > 0:
                beaten = True
                break
        if not beaten:  # unbeaten cards are all of one rank
            seats[BEST, kept] = p
            kept += 1
    if kept:
        return kept
    top = -1  # a circle on the table: everyone to war, or plain rank order decides
    for k in range(contenders):
        top = max(top, rank[seats[UP, seats[CONTENDERS, k]]])
    for k in range(contenders):
        p = seats[CONTENDERS, k]
        if codes[TABLE_WAR] or rank[seats[UP, p]] == top:
            seats[BEST, kept] = p
            kept += 1
    return kept


@jit.inlined
def _owner(kind: int, winner: int, position: int, players: int) -> int:
    """Return the owner whose cards go at ``position`` in a bank ordered by owner."""
    if kind == BANK_WINNER_FIRST:
        if position == 0:
            return winner
        return position - 1 if position - 1 < winner else position
    if kind == BANK_LOSER_FIRST:
        if position == players - 1:
            return winner
        return position if position < winner else position + 1
    return position  # seat order (and the shuffled return before its shuffle)


@jit.inlined
def _sort(laid: Any, start: int, stop: int) -> None:
    """Sort the indexes ``laid[ORDER, start:stop]`` by ``laid[KEY]``, stably (insertion)."""
    for k in range(start + 1, stop):
        item = laid[ORDER, k]
        key = laid[KEY, item]
        j = k
        while j > start and laid[KEY, laid[ORDER, j - 1]] > key:
            laid[ORDER, j] = laid[ORDER, j - 1]
            j -= 1
        laid[ORDER, j] = item


@jit.inlined
def _bank(laid: Any, n: int, winner: int, codes: Any, beats: Any, rank: Any, bank: Any,
          rng: Any) -> None:
    """Put the trick's ``n`` cards into ``bank`` in the return order (``Plan.bank``)."""
    kind = codes[BANK]
    if kind in (BANK_NATURAL, BANK_SORTED):
        ranks = beats.shape[0]
        for k in range(n):
            laid[ORDER, k] = k
            laid[KEY, k] = ranks - 1 - rank[laid[TOKEN, k]]  # sorted: decreasing rank
        if kind == BANK_SORTED:
            _sort(laid, 0, n)
        else:  # natural: each moment weakest first, then the whole record reversed
            start = 0
            while start < n:
                stop = start
                while stop < n and laid[MOMENT, stop] == laid[MOMENT, start]:
                    stop += 1
                for k in range(start, stop):
                    mine = rank[laid[TOKEN, k]]
                    wins = 0
                    for m in range(start, stop):
                        wins += beats[mine, rank[laid[TOKEN, m]]] > 0
                    laid[KEY, k] = (wins * ranks + mine) * 8 + laid[PLAYER, k]
                _sort(laid, start, stop)
                start = stop
            for k in range(n // 2):
                laid[ORDER, k], laid[ORDER, n - 1 - k] = laid[ORDER, n - 1 - k], laid[ORDER, k]
        for k in range(n):
            bank[k] = laid[TOKEN, laid[ORDER, k]]
        return
    players = codes[PLAYERS]
    size = 0
    for position in range(players):
        owner = _owner(kind, winner, position, players)
        for k in range(n):
            if laid[PLAYER, k] == owner:
                bank[size] = laid[TOKEN, k]
                size += 1
    if kind == BANK_SHUFFLED:
        shuffle(rng, bank, 0, n)


def trick(piles: Any, heads: Any, counts: Any, mask: int, codes: Any, beats: Any, rank: Any,
          laid: Any, seats: Any, bank: Any, rng: Any) -> tuple[int, int, int, int]:
    """Play one trick from the state in ``piles``; return ``(end, winner, wars, banked)``:
    the game's end code (or :data:`GOES_ON`), the trick's winner (-1: nobody), its war
    rounds, and the cards put under the winner's pile."""
    mask &= WIDEST
    players = codes[PLAYERS]
    table = players
    contenders = 0
    n = 0
    for p in range(players):  # the flip
        if counts[p] > 0:
            seats[CONTENDERS, contenders] = p
            contenders += 1
            seats[UP, p] = _lay(piles, heads, counts, mask, laid, n, p, 0)
            n += 1
    moment = 1
    wars = 0
    short = False
    winner = -1
    while True:
        kept = _judge(seats, contenders, codes, beats, rank)
        if kept == 1:
            winner = seats[BEST, 0]
            break
        wars += 1  # a war round among the kept players
        war_cards = codes[WAR_CARDS]
        contenders = 0
        for k in range(kept):
            p = seats[BEST, k]
            held = counts[p]
            stake = war_cards if held >= war_cards else (held if codes[LAST_CARD_UP] else 0)
            seats[STAKE, p] = stake
            if stake:
                seats[CONTENDERS, contenders] = p
                contenders += 1
            else:  # short: he drops out, his cards join the bank one at a time
                short = True
                while counts[p] > 0:
                    _lay(piles, heads, counts, mask, laid, n, p, moment)
                    n += 1
                    moment += 1
        if contenders < 2:
            winner = seats[CONTENDERS, 0] if contenders == 1 else -1
            break
        for layer in range(war_cards - 1):  # everyone's first face-down card, then second, …
            laid_here = False
            for k in range(contenders):
                p = seats[CONTENDERS, k]
                if seats[STAKE, p] - 1 > layer:
                    _lay(piles, heads, counts, mask, laid, n, p, moment)
                    n += 1
                    laid_here = True
            moment += laid_here
        for k in range(contenders):  # the face-up cards, together
            p = seats[CONTENDERS, k]
            seats[UP, p] = _lay(piles, heads, counts, mask, laid, n, p, moment)
            n += 1
        moment += 1
    banked = 0
    if winner >= 0:
        _bank(laid, n, winner, codes, beats, rank, bank, rng)
        for k in range(n):
            _push(piles, heads, counts, winner, bank[k], mask)
        banked = n + counts[table]
        while counts[table] > 0:  # a bank waiting on the table goes last
            _push(piles, heads, counts, winner, _pop(piles, heads, counts, table, mask), mask)
    else:  # every contender was short: the cards go back, or wait on the table
        draw = True
        for p in range(players):
            if counts[p] > 0:
                draw = False
        for p in range(players):
            for k in range(n):
                if laid[PLAYER, k] == p:
                    _push(piles, heads, counts, p if draw else table, laid[TOKEN, k], mask)
        if draw:
            return WAR_SHORTFALL_DRAW, -1, wars, 0
    if short:  # a shortfall that leaves one player with cards ends the game
        holders = 0
        last = winner
        for p in range(players):
            if counts[p] > 0:
                holders += 1
                last = p
        if holders <= 1:
            return WAR_SHORTFALL, last, wars, banked
    return GOES_ON, winner, wars, banked


def pair_trick(pile0: Any, pile1: Any, h0: int, h1: int, held0: int, held1: int, mask: int,
               war_cards: int, last_card_up: int, kind: int, beats: Any, rank: Any, bank: Any,
               rng: Any) -> tuple[int, int, int, int, int]:
    """Play one trick of two players, both holding cards, whose bank is grouped by owner
    (:func:`~.codes.is_pair`): the piles are ``pile0`` and ``pile1``, top cards at ``h0``
    and ``h1``, ``held0`` and ``held1`` cards; the rules' ``codes[WAR_CARDS]``,
    ``codes[LAST_CARD_UP]`` and ``codes[BANK]`` as ``war_cards``, ``last_card_up`` and
    ``kind``. Return ``(end, winner, wars, laid0, laid1)``: the end and winner as
    :func:`trick` gives them, the war rounds, and the cards each player laid.

    The bank is already written under the winner's pile (which ends at the same place before
    and after the trick); the caller moves the heads past the laid cards and counts the bank
    in the winner's pile. In a draw the piles are as they were, and ``laid0 = laid1 = 0``.

    It is :func:`trick` with what two players leave of it: each player's cards are the top of
    his pile in the order laid, so they stay there, counted, until the trick is decided; a
    bank ordered by owner is his top cards and the other's; nothing waits on the table, and a
    shortfall always ends the game (the short player lays all he holds).
    """
    mask &= WIDEST
    laid0 = laid1 = 1  # the flip
    wars = 0
    end = GOES_ON
    while True:
        outcome = beats[rank[pile0[(h0 + laid0 - 1) & mask]],
                        rank[pile1[(h1 + laid1 - 1) & mask]]]
        if outcome:
            winner = 0 if outcome > 0 else 1
            break
        wars += 1  # a war round: each lays his stake (Plan.stake), the last card face up
        left0, left1 = held0 - laid0, held1 - laid1
        stake0 = war_cards if left0 >= war_cards else (left0 if last_card_up else 0)
        stake1 = war_cards if left1 >= war_cards else (left1 if last_card_up else 0)
        if stake0 and stake1:
            laid0 += stake0
            laid1 += stake1
            continue
        if not stake0 and not stake1:  # both short: every card goes back, in order
            return WAR_SHORTFALL_DRAW, -1, wars, 0, 0
        end = WAR_SHORTFALL  # one is short: he lays all he holds and loses
        winner = 1 if stake1 else 0
        if winner:
            laid0 = held0
        else:
            laid1 = held1
        break
    first = 0  # seat order (and the shuffled return before its shuffle)
    if kind == BANK_WINNER_FIRST:
        first = winner
    elif kind == BANK_LOSER_FIRST:
        first = 1 - winner
    size = 0
    for k in range(laid0 if first == 0 else laid1):
        bank[size] = pile0[(h0 + k) & mask] if first == 0 else pile1[(h1 + k) & mask]
        size += 1
    for k in range(laid1 if first == 0 else laid0):
        bank[size] = pile1[(h1 + k) & mask] if first == 0 else pile0[(h0 + k) & mask]
        size += 1
    if kind == BANK_SHUFFLED:
        shuffle(rng, bank, 0, size)
    pile = pile0 if winner == 0 else pile1
    tail = (h0 + held0) if winner == 0 else (h1 + held1)
    for k in range(size):
        pile[(tail + k) & mask] = bank[k]
    return end, winner, wars, laid0, laid1


_pair_trick = jit.forced(pair_trick)
"""The trick of two players, compiled once into their game loop."""
_trick = jit.forced(trick)
"""The trick, compiled once into the game loop."""


@jit.inlined
def _load(deal: Any, sizes: Any, players: int, piles: Any, heads: Any, counts: Any) -> None:
    """Set the piles to a deal: ``deal`` holds the piles one after another, top first."""
    start = 0
    heads[:] = 0
    counts[:] = 0
    for p in range(players):
        for k in range(sizes[p]):
            piles[p, k] = deal[start + k]
        counts[p] = sizes[p]
        start += sizes[p]


@jit.inlined
def _same(piles: Any, heads: Any, counts: Any, other: Any, other_heads: Any,
          other_counts: Any, mask: int) -> bool:
    """Return True when two states hold the same tokens in every row."""
    rows = len(counts)
    for p in range(rows):
        if counts[p] != other_counts[p]:
            return False
    for p in range(rows):
        h, g = heads[p], other_heads[p]
        for k in range(counts[p]):
            if piles[p, (h + k) & mask] != other[p, (g + k) & mask]:
                return False
    return True


@jit.inlined
def _copy(piles: Any, heads: Any, counts: Any, other: Any, other_heads: Any, other_counts: Any,
          mask: int) -> None:
    """Copy a state into the other arrays (its cards only)."""
    for p in range(len(counts)):
        h = heads[p]
        other_heads[p] = h
        other_counts[p] = counts[p]
        for k in range(counts[p]):
            other[p, (h + k) & mask] = piles[p, (h + k) & mask]


@jit.inlined
def _horizon(limit: int) -> int:
    """Return the trick count by which Brent's check has seen every repeat within ``limit``
    tricks: ``limit`` plus the smallest power of two above ``limit - 1``."""
    step = 1
    while step <= limit - 1:
        step *= 2
    return limit + step


@jit.compiled
def _run(codes: Any, beats: Any, rank: Any, mask: int, piles: Any, heads: Any, counts: Any,
         saved: Any, saved_heads: Any, saved_counts: Any, laid: Any, seats: Any, bank: Any,
         rng: Any, limit: int, detect: int, out: Any) -> tuple[int, int]:
    """Play the game in ``piles`` on from its state to its end and write its result into
    ``out`` (:data:`RESULT_FIELDS`), the counts taken from this state; return the last trick's
    winner (-1: nobody) and the cards it put under his pile.

    ``limit`` is the trick limit (:data:`~.codes.NO_LIMIT` for none) and ``detect`` is 1 when
    a repeated state ends the game (the rules' ``codes[LIMIT]`` and ``codes[DETECT]``); the
    checks before each trick come in the order of ``docs/rules.md`` ("Repetition"): fewer than
    two players with cards, the limit, a repeat. A repeat is written as :data:`CYCLE` with
    its period in ``out[5]`` and the war rounds at the limit in ``out[3]``; :func:`_replay`
    finds where the cycle starts. With ``detect`` 0, ``limit`` tricks played from a state
    that goes on end as :data:`LIMIT_REACHED` with the war rounds played in ``out[3]``: how
    :func:`_replay` and :func:`play_one_trick` move a state on."""
    mask &= WIDEST
    players = codes[PLAYERS]
    stop = -1 if limit < 0 else (_horizon(limit) if detect else limit)
    tricks = wars = wars_at_limit = 0
    saved_at = next_save = 0
    winner = banked = -1
    out[:] = -1
    while True:
        holders = 0
        last = -1
        for p in range(players):
            if counts[p] > 0:
                holders += 1
                last = p
        if holders < 2 and not 0 <= limit < tricks:
            out[0], out[1], out[2], out[3] = last, OUT_OF_CARDS, tricks, wars
            return winner, banked
        if tricks == stop or holders < 2:  # at the limit, or past it looking for a repeat
            out[1], out[2], out[3] = LIMIT_REACHED, limit, wars_at_limit
            return winner, banked
        if detect and tricks == next_save:
            _copy(piles, heads, counts, saved, saved_heads, saved_counts, mask)
            saved_at = tricks
            next_save = 2 * tricks + 1
        end, winner, trick_wars, banked = _trick(piles, heads, counts, mask, codes, beats, rank,
                                                 laid, seats, bank, rng)
        tricks += 1
        wars += trick_wars
        if tricks == limit:
            wars_at_limit = wars
        if end != GOES_ON:
            if 0 <= limit < tricks:
                out[1], out[2], out[3] = LIMIT_REACHED, limit, wars_at_limit
            else:
                out[0], out[1], out[2], out[3] = winner, end, tricks, wars
            return winner, banked
        if detect and _same(piles, heads, counts, saved, saved_heads, saved_counts, mask):
            out[1], out[2], out[3], out[5] = CYCLE, tricks, wars_at_limit, tricks - saved_at
            return winner, banked


@jit.forced
def _run_pair(codes: Any, beats: Any, rank: Any, mask: int, piles: Any, heads: Any,
              counts: Any, saved: Any, saved_heads: Any, saved_counts: Any, laid: Any,
              seats: Any, bank: Any, rng: Any, limit: int, detect: int,
              out: Any) -> None:
    """Play a game of :func:`pair_trick` on as :func:`_run` does (the same arguments, checks
    and results; it returns nothing, which keeps the loop fast), the state held in local
    variables while it plays and saved (for Brent's check) from the top of each pile;
    ``laid`` and ``seats`` are not used."""
    mask &= WIDEST  # known to be small, so every index ``x & mask`` is known to be ≥ 0
    pile0, pile1 = piles[0], piles[1]
    h0, h1 = heads[0], heads[1]
    held0, held1 = counts[0], counts[1]
    war_cards, last_card_up, kind = codes[WAR_CARDS], codes[LAST_CARD_UP], codes[BANK]
    stop = -1 if limit < 0 else (_horizon(limit) if detect else limit)
    tricks = wars = wars_at_limit = 0
    saved_at = next_save = 0
    saved0, saved1 = saved[0], saved[1]
    saved_held0 = saved_held1 = -1
    out[:] = -1
    while True:
        if held0 == 0 or held1 == 0:
            if not 0 <= limit < tricks:
                out[0] = 0 if held0 else (1 if held1 else -1)
                out[1], out[2], out[3] = OUT_OF_CARDS, tricks, wars
            else:
                out[1], out[2], out[3] = LIMIT_REACHED, limit, wars_at_limit
            break
        if tricks == stop:  # at the limit, or past it looking for a repeat
            out[1], out[2], out[3] = LIMIT_REACHED, limit, wars_at_limit
            break
        if detect and tricks == next_save:
            saved_held0, saved_held1 = held0, held1
            for k in range(held0):
                saved0[k] = pile0[(h0 + k) & mask]
            for k in range(held1):
                saved1[k] = pile1[(h1 + k) & mask]
            saved_at = tricks
            next_save = 2 * tricks + 1
        end, winner, trick_wars, laid0, laid1 = _pair_trick(
            pile0, pile1, h0, h1, held0, held1, mask, war_cards, last_card_up, kind, beats, rank,
            bank, rng)
        h0 = (h0 + laid0) & mask
        h1 = (h1 + laid1) & mask
        held0 -= laid0
        held1 -= laid1
        if winner == 0:
            held0 += laid0 + laid1
        elif winner == 1:
            held1 += laid0 + laid1
        tricks += 1
        wars += trick_wars
        if tricks == limit:
            wars_at_limit = wars
        if end != GOES_ON:
            if 0 <= limit < tricks:
                out[1], out[2], out[3] = LIMIT_REACHED, limit, wars_at_limit
            else:
                out[0], out[1], out[2], out[3] = winner, end, tricks, wars
            break
        if detect and held0 == saved_held0 and held1 == saved_held1:
            repeat = True
            for k in range(held0):
                if saved0[k] != pile0[(h0 + k) & mask]:
                    repeat = False
                    break
            if repeat:
                for k in range(held1):
                    if saved1[k] != pile1[(h1 + k) & mask]:
                        repeat = False
                        break
            if repeat:
                out[1], out[2], out[3], out[5] = CYCLE, tricks, wars_at_limit, tricks - saved_at
                break
    heads[0], heads[1] = h0, h1
    counts[0], counts[1] = held0, held1


@jit.inlined
def _replay_with(run: Any, deal: Any, sizes: Any, codes: Any, beats: Any, rank: Any, mask: int,
                 piles: Any, heads: Any, counts: Any, ahead: Any, ahead_heads: Any,
                 ahead_counts: Any, laid: Any, seats: Any, bank: Any, rng: Any, step: Any,
                 out: Any) -> None:
    """Finish the result ``out`` of a game from ``deal`` that ``run`` (:func:`_run` or
    :func:`_run_pair`) found repeating a state every ``out[5]`` tricks: where the cycle starts,
    and the war rounds played when the state first repeats (or the trick limit, reached
    first). The game is replayed from the deal twice, one copy ``out[5]`` tricks ahead, until
    both states meet: the copy ahead takes its lead, then the copy behind and the copy ahead
    move a trick each in turn. ``run`` moves them all from one place in this code, so that it
    is compiled once and inlined once; ``step`` is an array for the results of the moves."""
    off = np.int64(0)  # a value, not a constant: numba compiles run once
    tricks = np.int64(out[5])  # the lead, then one trick a move
    players = codes[PLAYERS]
    _load(deal, sizes, players, ahead, ahead_heads, ahead_counts)
    _load(deal, sizes, players, piles, heads, counts)
    wars = start = turn = 0
    while True:
        behind = turn % 2 == 1
        p, h, c = (piles, heads, counts) if behind else (ahead, ahead_heads, ahead_counts)
        run(codes, beats, rank, mask, p, h, c, p, h, c, laid, seats, bank, rng, tricks, off,
            step)  # fmt: skip
        tricks = np.int64(1)
        turn += 1
        if behind:
            start += 1
            continue
        wars += step[3]
        if _same(piles, heads, counts, ahead, ahead_heads, ahead_counts, mask):
            break
    period = out[5]
    limit = codes[LIMIT]
    if 0 <= limit <= start + period:  # out[3]: the war rounds at the limit, from run
        out[1], out[2], out[5] = LIMIT_REACHED, limit, -1
    else:
        out[2], out[3], out[4] = start + period, wars, start


@jit.compiled
def _replay(deal: Any, sizes: Any, codes: Any, beats: Any, rank: Any, mask: int, piles: Any,
            heads: Any, counts: Any, ahead: Any, ahead_heads: Any, ahead_counts: Any, laid: Any,
            seats: Any, bank: Any, rng: Any, step: Any, out: Any) -> None:
    """Find where the cycle of a game of :func:`_run` starts (:func:`_replay_with`). A function
    of its own without reference counting: called from the game's entry, which counts
    references, each step would count them again."""
    _replay_with(_run, deal, sizes, codes, beats, rank, mask, piles, heads, counts, ahead,
                 ahead_heads, ahead_counts, laid, seats, bank, rng, step, out)


@jit.compiled
def _replay_pair(deal: Any, sizes: Any, codes: Any, beats: Any, rank: Any, mask: int,
                 piles: Any, heads: Any, counts: Any, ahead: Any, ahead_heads: Any,
                 ahead_counts: Any, laid: Any, seats: Any, bank: Any, rng: Any, step: Any,
                 out: Any) -> None:
    """Find where the cycle of a game of :func:`_run_pair` starts, as :func:`_replay` does."""
    _replay_with(_run_pair, deal, sizes, codes, beats, rank, mask, piles, heads, counts, ahead,
                 ahead_heads, ahead_counts, laid, seats, bank, rng, step, out)


@jit.allocating
def _buffers(players: int, width: int) -> tuple[Any, Any, Any, Any, Any, Any, Any, Any, Any,
                                                Any, Any, int]:
    """Return the working arrays for games of ``players`` on a deck of ``width`` cards:
    two states (piles, heads, counts), laid, seats, bank, the generator's state, a result
    row, and the ring buffers' mask."""
    capacity = 1
    while capacity < width:
        capacity *= 2
    rows = players + 1
    return (np.zeros((rows, capacity), np.uint32), np.zeros(rows, np.int64),
            np.zeros(rows, np.int64), np.zeros((rows, capacity), np.uint32),
            np.zeros(rows, np.int64), np.zeros(rows, np.int64),
            np.zeros((5, capacity), np.int64), np.zeros((4, players), np.int64),
            np.zeros(capacity, np.uint32), np.zeros(1, np.uint64),
            np.zeros(len(RESULT_FIELDS), np.int64), capacity - 1)


@jit.allocating
def play_games(deals: Any, sizes: Any, seeds: Any, codes: Any, beats: Any, rank: Any,
               out: Any) -> None:
    """Play every game: row ``i`` of ``deals`` (tokens, the piles one after another, padded to
    the deck's size) with pile sizes ``sizes[i]``, its shuffles seeded by ``seeds[i]`` (an
    empty ``seeds`` when the return order is fixed); write its result into ``out[i]``
    (:data:`RESULT_FIELDS`)."""
    players = codes[PLAYERS]
    (piles, heads, counts, saved, saved_heads, saved_counts, laid, seats, bank, rng, step,
     mask) = _buffers(players, deals.shape[1])
    for i in range(deals.shape[0]):
        if len(seeds):
            rng[0] = seeds[i]
        _load(deals[i], sizes[i], players, piles, heads, counts)
        _run(codes, beats, rank, mask, piles, heads, counts, saved, saved_heads, saved_counts,
             laid, seats, bank, rng, codes[LIMIT], codes[DETECT], out[i])
        if out[i, 1] == CYCLE:
            _replay(deals[i], sizes[i], codes, beats, rank, mask, piles, heads, counts, saved,
                    saved_heads, saved_counts, laid, seats, bank, rng, step, out[i])


@jit.allocating
def play_pairs(deals: Any, sizes: Any, seeds: Any, codes: Any, beats: Any, rank: Any,
               out: Any) -> None:
    """Play every game as :func:`play_games` does, for rules whose tricks :func:`pair_trick`
    plays (two players, a bank grouped by owner: :func:`~.codes.is_pair`). A separate entry, so
    that a process playing only such games compiles nothing else."""
    players = codes[PLAYERS]
    (piles, heads, counts, saved, saved_heads, saved_counts, laid, seats, bank, rng, step,
     mask) = _buffers(players, deals.shape[1])
    for i in range(deals.shape[0]):
        if len(seeds):
            rng[0] = seeds[i]
        _load(deals[i], sizes[i], players, piles, heads, counts)
        _run_pair(codes, beats, rank, mask, piles, heads, counts, saved, saved_heads,
                  saved_counts, laid, seats, bank, rng, codes[LIMIT], codes[DETECT], out[i])
        if out[i, 1] == CYCLE:
            _replay_pair(deals[i], sizes[i], codes, beats, rank, mask, piles, heads, counts,
                         saved, saved_heads, saved_counts, laid, seats, bank, rng, step, out[i])


@jit.allocating
def play_one_trick(deal: Any, sizes: Any, codes: Any, beats: Any, rank: Any, after: Any,
                   after_sizes: Any) -> tuple[int, int, int]:
    """Play the first trick of a deal with a fixed return order; write the piles after it
    into ``after`` (one after another) and ``after_sizes``, and return ``(end, winner,
    banked)`` as :func:`trick` gives them: the Markov chains' transitions."""
    players = codes[PLAYERS]
    (piles, heads, counts, saved, saved_heads, saved_counts, laid, seats, bank, rng, step,
     mask) = _buffers(players, deal.shape[0])
    _load(deal, sizes, players, piles, heads, counts)
    winner, banked = _run(codes, beats, rank, mask, piles, heads, counts, saved, saved_heads,
                          saved_counts, laid, seats, bank, rng, np.int64(1), np.int64(0), step)
    end = step[1] if step[1] in (WAR_SHORTFALL, WAR_SHORTFALL_DRAW) else GOES_ON
    start = 0
    for p in range(players):
        for k in range(counts[p]):
            after[start + k] = piles[p, (heads[p] + k) & mask]
        after_sizes[p] = counts[p]
        start += counts[p]
    return end, winner, banked
