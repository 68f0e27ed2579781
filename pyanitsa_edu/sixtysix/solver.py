"""The exact second phase: minimax with alpha-beta over game points, with a transposition table.

Once the stock is exhausted or closed nobody draws, so a :class:`State` (which holds both
hands) is a game of perfect information of at most five tricks, and it can be solved.
The value is in game points for the player to move: +1, +2, +3 when he wins with best
play by both, −1, −2, −3 when he loses.

>>> from pyanitsa_edu.sixtysix import new_hand, greedy_bot, play_hand
>>> from pyanitsa_edu.sixtysix.solver import solve
>>> state = play_hand(greedy_bot, greedy_bot, seed=4, until=lambda s: s.phase == 2)
>>> result = solve(state)
>>> result.value in (-3, -2, -1, 1, 2, 3)
True
>>> result.value == max(value for _move, value in result.move_values)
True

The search works on bit masks (:mod:`~pyanitsa_edu.sixtysix.fastsearch`). Two shortcuts
are exact, not heuristics (docs/rules-66.md, "Ending a hand"): with 66 or more the player
on lead declares at once (the loser's points and tricks only grow, so waiting never pays),
and a K or Q with its partner in hand is led as a marriage (points never hurt their owner).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import N_, MoveError
from .fastsearch import Position, Searcher, position_of
from .moves import Move
from .state import State

__all__ = ["SolvedValue", "Solver", "solve", "solve_value"]


@dataclass(frozen=True, slots=True)
class SolvedValue:
    """The exact value of a second-phase position and of each legal move in it."""

    player: int
    """The player to move; every value is in his game points."""
    value: int
    """Game points he wins (positive) or loses (negative) with best play by both sides."""
    best_moves: tuple[Move, ...]
    """Every legal move that reaches :attr:`value`."""
    move_values: tuple[tuple[Move, int], ...]
    """Every legal move with its exact value for :attr:`player`, in ``legal_moves()`` order."""

    def value_of(self, move: Move) -> int:
        """Return the exact value of ``move`` for the player to move."""
        for candidate, value in self.move_values:
            if candidate == move:
                return value
        raise MoveError(N_("{move} is not a legal move here"), move=move)


class Solver:
    """A reusable solver: its transposition tables persist between calls (for related positions)."""

    def __init__(self) -> None:
        self._searchers: dict[tuple[int, int, int, int], Searcher] = {}

    def _searcher(self, position: Position) -> Searcher:
        """Return the searcher for the position's trump suit and closing terms."""
        key = position.rules_key
        searcher = self._searchers.get(key)
        if searcher is None:
            searcher = self._searchers[key] = Searcher(*key)
        return searcher

    def value(self, state: State) -> int:
        """Return the exact value of ``state`` in game points for the player to move."""
        position = _position(state)
        return self._searcher(position).value(position)

    def solve(self, state: State) -> SolvedValue:
        """Return the value of ``state`` and of every legal move (see :class:`SolvedValue`)."""
        _position(state)  # raises unless a live second-phase state
        player = state.to_move
        values: list[tuple[Move, int]] = []
        for move in state.legal_moves():
            child = state.advance(move)
            if child.outcome is not None:
                value = child.outcome.value_for(player)
            else:
                child_position = position_of(child)
                value = self._searcher(child_position).value(child_position)
                if child.to_move != player:
                    value = -value
            values.append((move, value))
        best = max(value for _move, value in values)
        return SolvedValue(player, best, tuple(m for m, v in values if v == best), tuple(values))

    def clear(self) -> None:
        """Forget every stored position."""
        self._searchers.clear()


def _position(state: State) -> Position:
    """Return the bit-mask position of a second-phase state; raise MoveError otherwise."""
    if state.outcome is not None:
        raise MoveError(N_("the hand is over ({outcome}): nothing to solve"),
                        outcome=state.outcome)
    if state.trump_card is not None:
        raise MoveError(N_("solve() needs the second phase (stock exhausted or closed): in the "
                           "first phase the stock's order is hidden; use a sampling bot"))
    return position_of(state)


def solve(state: State) -> SolvedValue:
    """Return the exact value of a second-phase ``state`` and of each of its legal moves."""
    return Solver().solve(state)


def solve_value(state: State) -> int:
    """Return the exact value of a second-phase ``state`` in game points for the player to move."""
    return Solver().value(state)
