"""A vectorised engine: many two-player games at once, one trick for all of them per step.

Each game's two piles live in circular buffers (one row of a flat ``uint8`` or
``uint16`` array per game, capacity a power of two at least the deck size),
read top first through a head and a tail counter. One numpy step plays one
trick in every live game; wars are resolved in an inner loop over only the
games at war. The rules are exactly those of :func:`pyanitsa_edu.play`, and so
are the results, trick and war counts included (the tests compare game by game).

Repetition is found with Brent's algorithm on card-level states, as in
:mod:`pyanitsa_edu.fastplay`. All games of a batch start together, so they share
one schedule: the state is saved after 0, 1, 3, 7, … tricks and compared after
every trick (only where the first pile has the saved size). A repeat gives the
period; a second, vectorised pass with two copies of each cycling game, one
period apart, finds where the cycle starts (:mod:`pyanitsa_edu.batchloop`).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ...rules import Rules
from .arrays import BoolArray, CardArray, IntArray, card_dtype, compare_table, ragged_arange

__all__ = ["PileBuffers"]


class PileBuffers:
    """The piles of many two-player games, and the machinery to play one trick in all of them.

    ``cards`` holds each game's piles one after the other (the first pile, then the
    second, padded at the end); ``sizes`` the two pile sizes. Slot arrays (heads,
    tails, war counts, …) hold the live games only and shrink as games end;
    ``game`` maps each slot back to its row in ``cards``.
    """

    MANY_BANKS = 2048
    """From this many war banks of one size on, they are moved card position by position."""

    SLOT_ARRAYS = ("ra", "ha", "hb", "ta", "tb", "sna", "alive")

    def __init__(
        self, cards: CardArray, sizes: IntArray, rules: Rules, wars: IntArray | None = None
    ) -> None:
        n_games, width = cards.shape
        n_cards = len(rules.deck)
        self.n_cards = n_cards
        self.width = width
        self.cap = cap = 1 << max(0, n_cards - 1).bit_length()
        self.mask = cap - 1
        self.shift = (2 * cap).bit_length() - 1
        self.pad = n_cards
        self.cmp = compare_table(rules)
        self.key_dtype = np.uint16 if n_cards <= 256 else np.intp
        self.down = rules.war_face_down
        self.need = 1 if rules.war_shortfall == "last_card_up" else rules.war_face_down + 1
        self.collect = rules.collect
        dtype = card_dtype(n_cards)
        self.buf: CardArray = np.zeros(n_games * 2 * cap + cap, dtype)
        self.rows = self.buf[: n_games * 2 * cap].reshape(n_games, 2 * cap)
        self.scratch = n_games * 2 * cap
        rows = np.arange(n_games, dtype=np.int64) * (2 * cap)
        na = sizes[:, 0].astype(np.int64)
        nb = sizes[:, 1].astype(np.int64)
        grid = self.rows.reshape(n_games, 2, cap)
        if n_games and (na == na[0]).all() and (nb == nb[0]).all():
            groups = [(slice(None), int(na[0]), int(nb[0]))]
        else:
            pairs, which = np.unique(sizes[:, :2], axis=0, return_inverse=True)
            groups = [(which.ravel() == k, int(a), int(b)) for k, (a, b) in enumerate(pairs)]
        for games, size_a, size_b in groups:
            grid[games, 0, :size_a] = cards[games, :size_a]
            grid[games, 1, :size_b] = cards[games, size_a : size_a + size_b]
        # slot arrays: live games only, in game order
        self.ra: IntArray = rows
        """Offset of each live game's row in ``buf`` (the second pile starts ``cap`` later)."""
        self.ha: IntArray = np.zeros(n_games, np.int64)
        self.hb: IntArray = np.zeros(n_games, np.int64)
        self.ta: IntArray = na
        self.tb: IntArray = nb
        self.alive: BoolArray = np.ones(n_games, bool)
        """False for a slot whose game has ended (until the next compaction)."""
        self.dead = 0
        self.sna: IntArray = np.full(n_games, -1, np.int64)
        """Size of the first pile in the state saved for Brent's check."""
        # game arrays, indexed by game
        self.wars: IntArray = np.zeros(n_games, np.int64) if wars is None else wars.copy()
        self.saved_rows = np.zeros((n_games, 2 * cap), dtype)
        self.saved_heads = np.zeros((n_games, 2), np.int64)

    @property
    def game(self) -> IntArray:
        """The game (row of the input) of each live slot."""
        return self.ra >> self.shift

    @property
    def size(self) -> int:
        """Number of live games."""
        return len(self.ra) - self.dead

    def drop(self, slots: IntArray) -> None:
        """Mark the given slots dead; compact the slot arrays once many are dead.

        A dead slot keeps being played (harmlessly, inside its own row) until the
        next compaction; every event a step reports is filtered to live slots.
        """
        if not slots.size:
            return
        self.alive[slots] = False
        self.dead += slots.size
        if self.dead * 8 > len(self.ra) or self.dead == len(self.ra):
            keep = np.flatnonzero(self.alive)
            for name in self.SLOT_ARRAYS:
                setattr(self, name, getattr(self, name)[keep])
            self.dead = 0

    def live(self) -> IntArray:
        """Return the live slots."""
        return np.flatnonzero(self.alive) if self.dead else np.arange(len(self.ra))

    def counts(self) -> tuple[IntArray, IntArray]:
        """Return the two pile sizes of every live game."""
        return self.ta - self.ha, self.tb - self.hb

    def linear(self, slots: IntArray) -> CardArray:
        """Return the state of the given slots: first pile then second, padded, one row each."""
        return self._linear(self.buf, self.ra[slots], self.ha[slots], self.hb[slots],
                            self.ta[slots] - self.ha[slots], self.tb[slots] - self.hb[slots])

    def _linear(
        self, buf: CardArray, ra: IntArray, ha: IntArray, hb: IntArray, na: IntArray, nb: IntArray
    ) -> CardArray:
        """Return the piles read from ``buf`` (rows at ``ra``, heads ``ha``, ``hb``, sizes
        ``na``, ``nb``): first pile then second, padded."""
        m = self.mask
        j = np.arange(self.width, dtype=np.int64)
        na2 = na[:, None]
        where_a = ra[:, None] + ((ha[:, None] + j) & m)
        where_b = ra[:, None] + self.cap + ((hb[:, None] + j - na2) & m)
        state = buf[np.where(j < na2, where_a, where_b)]
        state[j >= (na2 + nb[:, None])] = self.pad
        return state

    def save(self) -> None:
        """Save every live game's state for Brent's check."""
        game = self.game
        self.sna = self.ta - self.ha
        self.saved_rows[game] = self.rows[game]
        self.saved_heads[game, 0] = self.ha
        self.saved_heads[game, 1] = self.hb

    def repeats(self, na: IntArray) -> IntArray:
        """Return the slots whose state equals the saved one (``na``: first pile sizes now)."""
        slots: IntArray = np.flatnonzero(na == self.sna)
        if self.dead and slots.size:
            slots = slots[self.alive[slots]]
        if not slots.size:
            return slots
        m, cap = self.mask, self.cap
        ra, ha, hb = self.ra[slots], self.ha[slots], self.hb[slots]
        game = ra >> self.shift
        sha, shb = self.saved_heads[game, 0], self.saved_heads[game, 1]
        saved = self.saved_rows.ravel()
        srow = game * (2 * cap)
        buf = self.buf
        same = (buf[ra + (ha & m)] == saved[srow + (sha & m)]) & (
            buf[ra + cap + (hb & m)] == saved[srow + cap + (shb & m)]
        )
        slots = slots[same]
        if not slots.size:
            return slots
        game, srow = game[same], srow[same]
        n_a = na[slots]
        n_b = self.tb[slots] - self.hb[slots]
        now = self.linear(slots)
        then = self._linear(saved, srow, self.saved_heads[game, 0], self.saved_heads[game, 1],
                            n_a, n_b)
        repeated: IntArray = slots[(now == then).all(axis=1)]
        return repeated

    def compare(self, x: CardArray, y: CardArray) -> npt.NDArray[np.int8]:
        """Return 1, 0 or -1 for each pair of cards as ``x`` beats, ties or loses to ``y``."""
        key = x.astype(self.key_dtype)
        key *= self.n_cards
        key += y
        return self.cmp.take(key)

    def trick(self) -> tuple[IntArray, npt.NDArray[np.int8]]:
        """Play one trick in every slot.

        Returns the live slots a war shortfall ended and their winners (-1 for a
        draw); those games' piles are left as they were and must be dropped.
        Selections are written as arithmetic (``y + (x - y) * flag``): ``np.where``
        on a random condition is many times slower.
        """
        m, buf, cap = self.mask, self.buf, self.cap
        ha, hb, ta, tb = self.ha, self.hb, self.ta, self.tb
        ra = self.ra
        rb = ra + cap
        x = buf.take(ra + (ha & m))
        y = buf.take(rb + (hb & m))
        c = self.compare(x, y)
        ha += 1
        hb += 1
        a_wins = c > 0
        b_wins = c < 0
        if self.collect == "seat_order":
            first, second = x, y
        else:
            flag = (a_wins if self.collect == "winner_first" else b_wins).view(np.uint8)
            step = (x - y) * flag
            first = y + step
            second = x - step
        row = rb - a_wins * cap
        tail = tb + (ta - tb) * a_wins
        war = np.flatnonzero(c == 0)
        if war.size:
            row[war] = self.scratch
        tail &= m
        buf[row + tail] = first
        tail += 1
        tail &= m
        buf[row + tail] = second
        ta += a_wins
        ta += a_wins
        tb += b_wins
        tb += b_wins
        if war.size:
            return self._wars(war)
        return war, np.zeros(0, np.int8)

    def _wars(self, war: IntArray) -> tuple[IntArray, npt.NDArray[np.int8]]:
        """Resolve the wars in slots ``war`` (first cards already laid); see :meth:`trick`."""
        m, buf, need = self.mask, self.buf, self.need
        ra = self.ra[war]
        rb = ra + self.cap
        ha, hb, ta, tb = self.ha[war], self.hb[war], self.ta[war], self.tb[war]
        start_a, start_b = ha - 1, hb - 1
        result = np.zeros(len(war), np.int8)
        rounds = np.zeros(len(war), np.int64)
        ended: list[IntArray] = []
        winners: list[npt.NDArray[np.int8]] = []
        live: IntArray | slice = slice(None)  # every war game in the first round
        everyone = np.arange(len(war))
        while True:
            rounds[live] += 1
            na = ta[live] - ha[live]
            nb = tb[live] - hb[live]
            short_a = na < need
            short_b = nb < need
            short = short_a | short_b
            if short.any():
                at = everyone[live][short]
                ended.append(at)
                sa, sb = short_a[short], short_b[short]
                winners.append(sa.view(np.int8) - (sa & sb).view(np.int8) * 2)
                keep = ~short
                live, na, nb = everyone[live][keep], na[keep], nb[keep]
                if not live.size:
                    break
            if need == 1 and self.down:  # last_card_up: lay what you can face down
                ha[live] += np.minimum(self.down, na - 1) + 1
                hb[live] += np.minimum(self.down, nb - 1) + 1
            else:
                ha[live] += need
                hb[live] += need
            x = buf.take(ra[live] + ((ha[live] - 1) & m))
            y = buf.take(rb[live] + ((hb[live] - 1) & m))
            c = self.compare(x, y)
            result[live] = c
            tie = c == 0
            if not tie.any():
                break
            live = everyone[live][tie]
        self.wars[ra >> self.shift] += rounds
        won = np.flatnonzero(result)
        if won.size:
            self._collect(won, result[won] > 0, ra, start_a, start_b, ha, hb, ta, tb)
        self.ha[war], self.hb[war], self.ta[war], self.tb[war] = ha, hb, ta, tb
        if not ended:
            return np.zeros(0, np.int64), np.zeros(0, np.int8)
        slots = war[np.concatenate(ended)]
        alive = self.alive[slots]
        return slots[alive], np.concatenate(winners)[alive]

    def _collect(
        self, won: IntArray, a_wins: BoolArray, ra: IntArray, start_a: IntArray,
        start_b: IntArray, ha: IntArray, hb: IntArray, ta: IntArray, tb: IntArray,
    ) -> None:
        """Put each won war bank under its winner's pile (arrays are of the war slots).

        Banks where both players laid the same number of cards (always, unless a
        ``last_card_up`` player ran short) are moved as 2-D blocks, one block per
        bank size; the rest as ragged runs.
        """
        ka, kb = ha[won] - start_a[won], hb[won] - start_b[won]
        even = ka == kb
        if not even.all():
            odd = ~even
            self._collect_ragged(won[odd], a_wins[odd], ra, start_a, start_b, ka[odd], kb[odd],
                                 ta, tb)
            won, a_wins, ka = won[even], a_wins[even], ka[even]
        if not len(ka):
            return
        sizes = np.flatnonzero(np.bincount(ka))
        if len(sizes) == 1:
            self._collect_block(won, a_wins, int(sizes[0]), ra, start_a, start_b, ta, tb)
            return
        for size in sizes.tolist():
            group = ka == size
            self._collect_block(won[group], a_wins[group], size, ra, start_a, start_b, ta, tb)

    def _collect_block(
        self, won: IntArray, a_wins: BoolArray, size: int, ra: IntArray, start_a: IntArray,
        start_b: IntArray, ta: IntArray, tb: IntArray,
    ) -> None:
        """Collect banks in which each player laid ``size`` cards."""
        m, cap, buf = self.mask, self.cap, self.buf
        src_a = ra[won]
        aw = a_wins.astype(np.int64)
        row = src_a + cap - cap * aw
        tail = tb[won] + (ta[won] - tb[won]) * aw
        src_b = src_a + cap
        head_a = start_a[won]
        head_b = start_b[won]
        if self.collect == "seat_order":
            order = ((src_a, head_a), (src_b, head_b))
        else:
            a_first = aw if self.collect == "winner_first" else 1 - aw
            # the first part comes from A when a_first, else from B
            src_1 = src_b - cap * a_first
            head_1 = head_b + (head_a - head_b) * a_first
            order = ((src_1, head_1), (src_a + src_b - src_1, head_a + head_b - head_1))
        if len(won) < self.MANY_BANKS:  # few banks: a handful of 2-D steps costs least
            j = np.arange(size, dtype=np.int64)
            bank = np.hstack([buf.take(src[:, None] + ((head[:, None] + j) & m))
                              for src, head in order])
            jj = np.arange(2 * size, dtype=np.int64)
            buf[row[:, None] + ((tail[:, None] + jj) & m)] = bank
        else:  # many banks: a card position at a time moves less memory
            for src, head in order:
                for _ in range(size):
                    buf[row + (tail & m)] = buf.take(src + (head & m))
                    head += 1
                    tail += 1
        ta[won] += (2 * size) * aw
        tb[won] += (2 * size) * (1 - aw)

    def _collect_ragged(
        self, won: IntArray, a_wins: BoolArray, ra: IntArray, start_a: IntArray,
        start_b: IntArray, ka: IntArray, kb: IntArray, ta: IntArray, tb: IntArray,
    ) -> None:
        """Collect banks of any sizes (``ka`` cards from the first pile, ``kb`` from the second)."""
        m, cap = self.mask, self.cap
        if self.collect == "seat_order":
            b_first = np.zeros(len(won), np.int64)
        else:
            b_first = (~a_wins if self.collect == "winner_first" else a_wins).astype(np.int64)
        base = ra[won]
        sa, sb = start_a[won], start_b[won]
        # the first part comes from pile B when b_first, else from pile A
        off1 = base + cap * b_first
        off2 = base + cap * (1 - b_first)
        head1 = sa + (sb - sa) * b_first
        head2 = sb + (sa - sb) * b_first
        len1 = ka + (kb - ka) * b_first
        total = ka + kb
        aw = a_wins.astype(np.int64)
        row_w = base + cap * (1 - aw)
        tail = tb[won] + (ta[won] - tb[won]) * aw
        j = ragged_arange(total)
        g: IntArray = np.arange(len(won), dtype=np.int64).repeat(total)
        len1g = np.asarray(len1[g], dtype=np.int64)
        part1 = j < len1g
        src = off2[g] + ((head2[g] + j - len1g) & m)
        src[part1] = (off1[g] + ((head1[g] + j) & m))[part1]
        self.buf[row_w[g] + ((tail[g] + j) & m)] = self.buf[src]
        ta[won] += total * aw
        tb[won] += total * (1 - aw)
