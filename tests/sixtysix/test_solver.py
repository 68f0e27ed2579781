"""The exact second-phase solver agrees with brute-force minimax over the engine's own
moves (no pruning, no shortcuts) on endgames from random hands, closed and unclosed."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyanitsa_edu.errors import MoveError
from pyanitsa_edu.sixtysix import Move, Solver, State, new_hand, random_bot, solve, solve_value


@cache
def brute(state: State) -> int:
    """Return the minimax value for the player to move, trying every legal move."""
    player = state.to_move
    best = -10
    for move in state.legal_moves():
        best = max(best, move_value(state, move, player))
    return best


def move_value(state: State, move: object, player: int) -> int:
    """Return the brute-force value of ``move`` for ``player``."""
    child = state.advance(move)  # type: ignore[arg-type]
    if child.outcome is not None:
        return child.outcome.value_for(player)
    value = brute(child)
    return value if child.to_move == player else -value


def endgame(seed: int, cards: int) -> State | None:
    """Return a second-phase state of a random hand where the mover holds ``cards`` cards."""
    state = new_hand(seed, seed % 2)
    rng = random.Random(seed)
    while not state.over:
        if state.phase == 2 and len(state.hands[state.to_move]) <= cards:
            return state
        state = state.apply(random_bot(state.view(), rng))
    return None


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 4))
def test_solver_matches_brute_force(seed: int, cards: int) -> None:
    state = endgame(seed, cards)
    if state is None:
        return
    result = solve(state)
    assert result.value == brute(state) == solve_value(state)
    assert [m for m, _v in result.move_values] == state.legal_moves()
    for move, value in result.move_values:
        assert value == move_value(state, move, state.to_move)
    assert set(result.best_moves) == {m for m, v in result.move_values if v == result.value}


@pytest.mark.slow
def test_solver_on_fresh_second_phases() -> None:
    checked = 0
    for seed in range(60):
        state = endgame(seed, 5)
        if state is None or len(state.hands[state.to_move]) != 5 or state.trick:
            continue
        assert solve_value(state) == brute(state)
        checked += 1
    assert checked >= 10


def test_a_reused_solver_gives_the_same_values() -> None:
    solver = Solver()
    for seed in range(40):
        state = endgame(seed, 5)
        if state is not None:
            assert solver.value(state) == solve_value(state)


def test_solver_needs_the_second_phase() -> None:
    with pytest.raises(MoveError, match="needs the second phase"):
        solve(new_hand(seed=1))
    over = new_hand(seed=1).apply("declare")
    with pytest.raises(MoveError, match="the hand is over"):
        solve_value(over)
    state = endgame(3, 5)
    assert state is not None
    with pytest.raises(MoveError, match="not a legal move"):
        solve(state).value_of(Move.close())
