"""A fast two-player game loop for :func:`play`: the rules of :class:`Game`, no records.

Cards are small ints, the plan's tokens (a card's index in the deck, or its rank
index when states are compared on ranks), and the rules come from the
:class:`~.plan.Plan` of the game: the war stakes, the bank order, the trick limit.
Repetition (``docs/rules.md``, "Repetition") is found with Brent's algorithm, which
keeps one saved state instead of every state: a first pass finds the period, and a
replay finds where the cycle starts. The result is identical to :class:`Game`'s,
which the tests check deal by deal.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..errors import RulesError
from ..records import Result
from ..rules import Rules
from .plan import Plan, plan_for

__all__ = ["Position", "advance", "play_ids", "play_on", "repeat_horizon"]

Put = Callable[[Iterable[int]], None]


@dataclass(slots=True)
class Position:
    """A two-player game in progress: the piles (top first) and what the loop counts.

    ``saved_a``, ``saved_b`` hold the state Brent's check compares with, saved after
    ``saved_at`` tricks; the next save comes after ``2 * saved_at + 1`` tricks, so the
    saves fall after 0, 1, 3, 7, … tricks.
    """

    pile_a: deque[int]
    pile_b: deque[int]
    tricks: int = 0
    wars: int = 0
    saved_a: deque[int] | None = None
    saved_b: deque[int] | None = None
    saved_at: int = 0

    @classmethod
    def start(cls, a: Iterable[int], b: Iterable[int]) -> Position:
        """Return the position before the first trick, saved for Brent's check."""
        pile_a, pile_b = deque(a), deque(b)
        return cls(pile_a, pile_b, saved_a=deque(pile_a), saved_b=deque(pile_b))

    @classmethod
    def unsaved(cls, a: Iterable[int], b: Iterable[int]) -> Position:
        """Return the position before the first trick, without a state for Brent's check."""
        return cls(deque(a), deque(b))


def play_ids(
    a: Sequence[int], b: Sequence[int], rules: Rules, rng: random.Random | None = None
) -> Result:
    """Return the result of a two-player game between piles of card ids (top first)."""
    plan = plan_for(rules)
    if plan.on_ranks:  # play the cards' ranks: the same game, its states compared on ranks
        token = plan.token_of
        a, b = [token[card] for card in a], [token[card] for card in b]
    start = Position.start if plan.detect_cycles else Position.unsaved
    return play_on(a, b, start(a, b), plan, rng)


def play_on(
    a: Sequence[int], b: Sequence[int], position: Position, plan: Plan,
    rng: random.Random | None = None, wars_at_limit: int = 0,
) -> Result:
    """Return the result of the game that started from piles ``a`` and ``b`` (tokens of the
    plan, :attr:`~.plan.Plan.token_of`) and has come to
    ``position`` (with Brent's saved state when the plan detects cycles); ``wars_at_limit``
    is the war count at the trick limit when the position is past it."""
    limit = plan.limit
    if limit is None or not plan.detect_cycles:
        end = advance(position, plan, rng, stop=limit)
    else:
        end = None
        if position.tricks <= limit:  # not past the limit (checked after the piles, at it)
            end = advance(position, plan, rng, stop=limit)
            wars_at_limit = position.wars
        if end is None:  # at the limit; a state may have repeated before it, seen only later
            end = advance(position, plan, rng, stop=repeat_horizon(limit))
            if not isinstance(end, int):
                return Result(None, "limit", limit, wars_at_limit)
    if end is None:
        return Result(None, "limit", position.tricks, position.wars)
    if isinstance(end, int):
        return _cycle(a, b, plan, end)
    return end


def repeat_horizon(limit: int) -> int:
    """Return a trick count by which Brent's check has seen every repeat that happens
    within ``limit`` tricks."""
    return limit + (1 << max(0, limit - 1).bit_length())


def _cycle(a: Sequence[int], b: Sequence[int], plan: Plan, period: int) -> Result:
    """Return the result of a game that repeats a state ``period`` tricks later."""
    start = _cycle_start(a, b, plan, period)
    end = start + period
    if plan.limit is not None and plan.limit <= end:
        return Result(None, "limit", plan.limit, _after(a, b, plan, plan.limit).wars)
    return Result(None, "cycle", end, _after(a, b, plan, end).wars, start, period)


def _after(a: Iterable[int], b: Iterable[int], plan: Plan, tricks: int) -> Position:
    """Return the position after ``tricks`` tricks of a game that lasts longer."""
    position = Position.unsaved(a, b)
    end = advance(position, plan, None, stop=tricks)
    if end is not None:
        raise AssertionError(f"the game ended before trick {tricks}: {end}")
    return position


def _cycle_start(a: Sequence[int], b: Sequence[int], plan: Plan, period: int) -> int:
    """Return the first trick count whose state recurs ``period`` tricks later."""
    front = _after(a, b, plan, period)
    back = Position.unsaved(a, b)
    while back.pile_a != front.pile_a or back.pile_b != front.pile_b:
        for position in (back, front):
            advance(position, plan, None, stop=position.tricks + 1)
    return back.tricks


def advance(
    position: Position, plan: Plan, rng: random.Random | None, stop: int | None = None
) -> Result | int | None:
    """Play on from ``position`` (changed in place) until the game ends or ``stop`` tricks.

    Returns the Result when the game ends; the period when Brent's check finds a
    repeated state (only when the position has a saved state); None after ``stop``
    tricks. The checks before each trick come in the order of ``docs/rules.md``
    ("Repetition"): a player without cards, then ``stop``, then the trick.
    """
    pile_a, pile_b = position.pile_a, position.pile_b
    pop_a, pop_b = pile_a.popleft, pile_b.popleft
    put_a: Put = pile_a.extend
    put_b: Put = pile_b.extend
    if plan.bank_kind == "shuffled":
        if rng is None:
            raise RulesError("a shuffled return order needs a random generator (rng)")
        put_a, put_b = _shuffling(put_a, rng), _shuffling(put_b, rng)
    beats, trick_banks, stakes = plan.beats, plan.trick_banks, plan.stakes
    a_first_if_a_wins = plan.first_pile[0] == 0
    a_first_if_b_wins = plan.first_pile[1] == 0
    by_card, war_bank = plan.bank_kind == "by_card", plan.war_bank
    tricks, wars = position.tricks, position.wars
    if position.saved_a is not None and position.saved_b is not None:
        saved_a, saved_b, saved_at = position.saved_a, position.saved_b, position.saved_at
        next_save = 2 * saved_at + 1
    else:  # never equal: longer than both piles together
        saved_a = saved_b = deque(range(len(pile_a) + len(pile_b) + 1))
        saved_at = next_save = -1
    last = -1 if stop is None else stop
    # the next trick count at which to save a state or to stop
    checkpoint = next_save if last < tricks or 0 <= next_save < last else last
    while True:
        if tricks == checkpoint:
            if tricks == last and pile_a and pile_b:
                position.tricks, position.wars = tricks, wars
                if next_save >= 0:
                    position.saved_a, position.saved_b = saved_a, saved_b
                    position.saved_at = saved_at
                return None
            if tricks == next_save:
                saved_a, saved_b, saved_at = deque(pile_a), deque(pile_b), tricks
                next_save = 2 * tricks + 1
                checkpoint = next_save if last < tricks or next_save < last else last
        try:
            x = pop_a()
        except IndexError:
            return Result(1 if pile_b else None, "out_of_cards", tricks, wars)
        try:
            y = pop_b()
        except IndexError:
            return Result(0, "out_of_cards", tricks, wars)
        tricks += 1
        outcome = beats[x][y]
        if outcome > 0:
            put_a(trick_banks[x][y])
        elif outcome:
            put_b(trick_banks[x][y])
        else:
            bank_a, bank_b = [x], [y]
            while not outcome:
                wars += 1
                stake_a, stake_b = stakes[len(pile_a)], stakes[len(pile_b)]
                if not (stake_a and stake_b):
                    if stake_a or stake_b:
                        return Result(0 if stake_a else 1, "war_shortfall", tricks, wars)
                    return Result(None, "war_shortfall_draw", tricks, wars)
                for _ in range(stake_a):
                    bank_a.append(pop_a())
                for _ in range(stake_b):
                    bank_b.append(pop_b())
                outcome = beats[bank_a[-1]][bank_b[-1]]
            if by_card:
                won = 0 if outcome > 0 else 1
                (put_a if won == 0 else put_b)(war_bank(won, bank_a, bank_b))
            elif outcome > 0:
                put_a(bank_a + bank_b if a_first_if_a_wins else bank_b + bank_a)
            else:
                put_b(bank_a + bank_b if a_first_if_b_wins else bank_b + bank_a)
        if pile_a == saved_a and pile_b == saved_b:
            return tricks - saved_at


def _shuffling(put: Put, rng: random.Random) -> Put:
    """Return ``put`` preceded by a shuffle of the bank (``docs/rules.md``, "Return orders")."""

    def put_shuffled(bank: Iterable[int]) -> None:
        cards = list(bank)
        rng.shuffle(cards)
        put(cards)

    return put_shuffled
