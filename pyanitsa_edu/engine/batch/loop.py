"""The game loop of the vectorised engine: ends, trick limits and cycles for a batch of games.

:func:`play_batch` returns the same results as :func:`pyanitsa_edu.play`, game by
game. The checks run in the same order as there (``docs/rules.md``, "Repetition"): a
player without cards loses before the trick limit is looked at; a repeated state is
looked for after each trick. The limit is handled as in ``play``:

- a state may repeat before the limit although Brent's check only notices it later,
  so games that reach the limit keep playing (their result is already ``limit``)
  until :func:`~pyanitsa_edu.engine.fast.repeat_horizon`, by which every such repeat
  has been seen;
- a cycle whose first repeat comes at or after the limit is a ``limit`` draw.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from ...errors import RulesError
from ..fast import play_on, repeat_horizon
from ..plan import Plan
from .arrays import (
    LIMIT,
    OUT_OF_CARDS,
    WAR_SHORTFALL,
    WAR_SHORTFALL_DRAW,
    Deals,
    IntArray,
    ResultArrays,
    tables_for,
)
from .buffers import PileBuffers
from .cycles import Repeats, settle_cycles
from .trick import play_trick
from .wars import Shortfalls

__all__ = ["HAND_OFF", "play_batch"]

HAND_OFF = (512, 64)
"""``(most, share)``: once at most ``most`` games and at most ``1/share`` of the batch are left,
they finish in the fast scalar loop (:func:`~pyanitsa_edu.engine.fast.play_on`), from where
they are: a numpy step over a few games costs as much as hundreds of scalar tricks, and the
longest games of a batch would otherwise take a step each for every trick."""


def play_batch(
    deals: Deals, plan: Plan, progress: Callable[[int], object] | None = None
) -> ResultArrays:
    """Return the outcome of every two-player game of ``deals`` (card ids).

    ``progress`` is called with the number of games that ended since its last call. The
    games are played on the plan's tokens (:meth:`Deals.tokens`): card ids, or ranks when
    states are compared on ranks.
    """
    return _Batch(deals.tokens(plan), plan, progress).run()


class _Batch:
    """A batch of games being played, with the results known so far."""

    def __init__(
        self, deals: Deals, plan: Plan, progress: Callable[[int], object] | None
    ) -> None:
        self.deals, self.plan = deals, plan
        self.tables = tables_for(plan)
        self.table = PileBuffers(deals, self.tables.n_cards)
        self.out = ResultArrays.empty(len(deals))
        self.progress = progress
        self.reported = 0
        self.tricks = 0
        # Without cycle detection and without a limit a cycling game would never end: look
        # anyway, and raise instead of looping forever.
        self.brent = plan.detect_cycles or plan.limit is None
        self.next_save = 0
        self.past_limit = False
        self.wars_at_limit = np.zeros(len(deals), np.int64)
        self.repeating: list[IntArray] = []
        self.periods: list[IntArray] = []
        most, share = HAND_OFF
        never_ends = not plan.detect_cycles and plan.limit is None  # only numpy raises for it
        self.hand_off = -1 if never_ends else min(most, len(deals) // share)

    def run(self) -> ResultArrays:
        """Play every game to its end and return the results."""
        table, limit = self.table, self.plan.limit
        self._end_empty(table.counts())
        stop = None if limit is None else limit
        while table.size:
            if self.tricks == stop:
                if not self.plan.detect_cycles or self.past_limit:
                    self._end(table.live(), -1, LIMIT)
                    break
                self._pass_limit()
                stop = repeat_horizon(self.tricks)
            if self.brent and self.tricks == self.next_save:
                table.save()
                self.next_save = 2 * self.tricks + 1
            if table.size <= self.hand_off:
                self._finish_in_scalar_loop()
                break
            self.tricks += 1
            self._end_shortfalls(play_trick(table, self.tables))
            counts = table.counts()
            if self.brent:
                counts = self._end_repeats(counts)
            self._end_empty(counts)
            self._report()
        self._report()
        if self.repeating:
            repeats = Repeats(np.concatenate(self.repeating), np.concatenate(self.periods))
            settle_cycles(self.out, self.deals, self.plan, repeats, self.wars_at_limit)
        return self.out

    def _finish_in_scalar_loop(self) -> None:
        """Play the games left to their end in the fast scalar loop, from where they are."""
        slots = self.table.live()
        saved_at = (self.next_save - 1) // 2 if self.brent else None
        positions = self.table.positions(slots, self.tricks, saved_at)
        for game, position in zip(self.table.game[slots].tolist(), positions, strict=True):
            a, b = self.deals.piles(game)
            wars_at_limit = int(self.wars_at_limit[game])
            self.out.set_result(game, play_on(a, b, position, self.plan, None, wars_at_limit))
        self.table.drop(slots)

    def _pass_limit(self) -> None:
        """Note the war counts at the limit; the games play on only to show earlier repeats."""
        game = self.table.game
        self.wars_at_limit[game] = self.table.slots.wars
        self.past_limit = True

    def _end(
        self, slots: IntArray, winner: int | npt.NDArray[np.int8],
        reason: int | npt.NDArray[np.uint8],
    ) -> None:
        """Record the end of the games in ``slots`` (a ``limit`` draw once past the limit), then
        drop them (which may move every slot)."""
        games = self.table.game[slots]
        if self.past_limit:
            self.out.set(games, -1, LIMIT, self.plan.limit or 0, self.wars_at_limit[games])
        else:
            self.out.set(games, winner, reason, self.tricks, self.table.slots.wars[slots])
        self.table.drop(slots)

    def _end_empty(self, counts: IntArray) -> None:
        """End the games in which a pile is empty: the other player wins."""
        empty = self.table.only_live(np.flatnonzero(np.minimum(counts[0], counts[1]) == 0))
        if empty.size:
            holds = counts[:, empty] > 0
            winner = np.where(holds[0], 0, np.where(holds[1], 1, -1)).astype(np.int8)
            self._end(empty, winner, OUT_OF_CARDS)

    def _end_shortfalls(self, shortfalls: Shortfalls) -> None:
        """End the games a war shortfall ended (a draw when both players were short)."""
        if shortfalls.slots.size:
            draw = shortfalls.winners < 0
            reasons = np.where(draw, WAR_SHORTFALL_DRAW, WAR_SHORTFALL).astype(np.uint8)
            self._end(shortfalls.slots, shortfalls.winners, reasons)

    def _end_repeats(self, counts: IntArray) -> IntArray:
        """Set aside the games whose state repeats the saved one; return the counts of all slots."""
        same = self.table.repeats(counts[0])
        if not same.size:
            return counts
        if not self.plan.detect_cycles:
            raise RulesError(
                f"a game repeats a state after {self.tricks} tricks and would never end: "
                "set detect_cycles=True or a max_tricks limit"
            )
        saved_at = (self.next_save - 1) // 2
        self.repeating.append(self.table.game[same])
        self.periods.append(np.full(same.size, self.tricks - saved_at, np.int64))
        self.table.drop(same)
        return self.table.counts()

    def _report(self) -> None:
        """Tell ``progress`` how many games ended since the last report."""
        done = len(self.out.winner) - self.table.size
        if self.progress is not None and done > self.reported:
            self.progress(done - self.reported)
            self.reported = done
