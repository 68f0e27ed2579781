"""A fast two-player game loop for :func:`play`: same rules as :class:`Game`, no records.

Cards are small ints (their index in the deck). Repetition is found with
Brent's algorithm, which keeps one saved state instead of every state: a
first pass finds the period, and a replay finds where the cycle starts. The
result is identical to :class:`Game`'s, which the tests check deal by deal.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from functools import lru_cache

from ..ranking import strength_table
from ..records import Result
from ..rules import Rules

__all__ = ["card_table", "play_ids"]


@lru_cache(maxsize=64)
def card_table(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """Return ``t[x][y]``: 1, 0 or -1 as card id ``x`` beats, ties or loses to card id ``y``.

    Cached per rules: every game (and every replay step of a cycle search) reuses it.
    """
    deck = rules.deck
    rank = [deck.rank_index(card.rank) for card in deck.cards]
    table = strength_table(rules)
    return tuple(tuple(table[rx][ry] for ry in rank) for rx in rank)


def play_ids(
    a: Sequence[int], b: Sequence[int], rules: Rules, rng: random.Random | None = None
) -> Result:
    """Return the result of a two-player game between piles of card ids (top first)."""
    detect = rules.detect_cycles and rules.collect != "shuffled"
    outcome = _run(a, b, rules, rng, detect=detect)
    if isinstance(outcome, int):  # Brent found the period of a repeat
        mu = _cycle_start(a, b, rules, outcome)
        return _cycle(a, b, rules, mu, outcome)
    if not isinstance(outcome, Result):
        raise AssertionError("a game without a stop ends with a Result")
    if outcome.reason == "limit" and detect:  # a repeat may come before the limit
        found = _first_repeat(a, b, rules, outcome.tricks)
        if found is not None:
            return _cycle(a, b, rules, *found)
    return outcome


def _cycle(a: Sequence[int], b: Sequence[int], rules: Rules, mu: int, period: int) -> Result:
    """Return the result of a game whose state after ``mu`` tricks recurs ``period`` later."""
    if rules.max_tricks is not None and rules.max_tricks <= mu + period:
        return Result(None, "limit", rules.max_tricks, _after(a, b, rules, rules.max_tricks)[2])
    return Result(None, "cycle", mu + period, _after(a, b, rules, mu + period)[2], mu, period)


def _after(
    a: Sequence[int], b: Sequence[int], rules: Rules, tricks: int
) -> tuple[deque[int], deque[int], int]:
    """Return the piles and the war count after ``tricks`` tricks of a game that lasts longer."""
    state = _run(a, b, rules, None, detect=False, stop=tricks)
    if not isinstance(state, tuple):
        raise AssertionError(f"the game ended before trick {tricks}: {state}")
    return state


def _cycle_start(a: Sequence[int], b: Sequence[int], rules: Rules, period: int) -> int:
    """Return the first trick count whose state recurs ``period`` tricks later."""
    front_a, front_b, _ = _after(a, b, rules, period)
    back_a, back_b = deque(a), deque(b)
    mu = 0
    while back_a != front_a or back_b != front_b:
        back_a, back_b, _ = _after(back_a, back_b, rules, 1)
        front_a, front_b, _ = _after(front_a, front_b, rules, 1)
        mu += 1
    return mu


def _first_repeat(
    a: Sequence[int], b: Sequence[int], rules: Rules, before: int
) -> tuple[int, int] | None:
    """Return (start, period) of the first repeated state within ``before`` tricks, or None."""
    seen: dict[tuple[bytes, bytes], int] = {}
    pile_a, pile_b = deque(a), deque(b)
    for done in range(before):
        first = seen.setdefault((bytes(pile_a), bytes(pile_b)), done)
        if first != done:
            return first, done - first
        pile_a, pile_b, _ = _after(pile_a, pile_b, rules, 1)
    return None


def _run(
    a: Sequence[int],
    b: Sequence[int],
    rules: Rules,
    rng: random.Random | None,
    *,
    detect: bool,
    stop: int | None = None,
) -> Result | int | tuple[deque[int], deque[int], int]:
    """Play from piles ``a`` and ``b``.

    Returns the Result when the game ends, the cycle period when Brent's check
    finds a repeat (``detect``), or ``(pile_a, pile_b, wars)`` after ``stop`` tricks.
    """
    cmp = card_table(rules)
    A, B = deque(a), deque(b)
    pop_a, pop_b, put_a, put_b = A.popleft, B.popleft, A.extend, B.extend
    down = rules.war_face_down
    need = down + 1
    lenient = rules.war_shortfall == "last_card_up"
    order = rules.collect
    a_first_if_a_wins = order != "loser_first"  # winner_first and seat_order put A's cards first
    a_first_if_b_wins = order != "winner_first"  # loser_first and seat_order put A's cards first
    shuffle = rng.shuffle if (order == "shuffled" and rng is not None) else None
    limit = rules.max_tricks if stop is None else stop
    last = -1 if limit is None else limit  # tricks only grows from 0, so == is >=
    tricks = wars = 0
    saved_a, saved_b = deque(A), deque(B)
    saved_len = len(A)
    power = lam = 1
    while True:
        if not A or not B:
            winner = 0 if A else 1 if B else None  # two empty piles: nobody wins
            return Result(winner, "out_of_cards", tricks, wars)
        if tricks == last:
            return (A, B, wars) if stop is not None else Result(None, "limit", tricks, wars)
        tricks += 1
        x = pop_a()
        y = pop_b()
        c = cmp[x][y]
        if c and shuffle is None:  # the common trick: no war, a fixed order
            if c > 0:
                put_a((x, y) if a_first_if_a_wins else (y, x))
            else:
                put_b((x, y) if a_first_if_b_wins else (y, x))
        else:
            bank_a, bank_b = [x], [y]
            while not c:
                wars += 1
                na, nb = len(A), len(B)
                short_a = na < need and not (lenient and na)
                short_b = nb < need and not (lenient and nb)
                if short_a or short_b:
                    if short_a and short_b:
                        return Result(None, "war_shortfall_draw", tricks, wars)
                    return Result(1 if short_a else 0, "war_shortfall", tricks, wars)
                for _ in range(min(down, na - 1)):
                    bank_a.append(pop_a())
                for _ in range(min(down, nb - 1)):
                    bank_b.append(pop_b())
                x = pop_a()
                y = pop_b()
                bank_a.append(x)
                bank_b.append(y)
                c = cmp[x][y]
            a_first = a_first_if_a_wins if c > 0 else a_first_if_b_wins
            if shuffle is not None:
                bank = bank_a + bank_b  # seat order, then shuffled, as in Game
                shuffle(bank)
            else:
                bank = bank_a + bank_b if a_first else bank_b + bank_a
            (put_a if c > 0 else put_b)(bank)
        if detect:
            if len(A) == saved_len and saved_a == A and saved_b == B:
                return lam
            if lam == power:
                saved_a, saved_b, saved_len = deque(A), deque(B), len(A)
                power <<= 1
                lam = 0
            lam += 1
