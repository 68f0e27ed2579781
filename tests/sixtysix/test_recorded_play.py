"""The bots play exactly as before the rules moved into one module: every move of seeded
hands and the solver's values, recorded from the engine before the move
(:mod:`tests.sixtysix.recorded_play`), are replayed and compared."""

from __future__ import annotations

import pytest

from pyanitsa_edu.sixtysix import (
    Bot,
    State,
    greedy_bot,
    make_sampling_bot,
    play_hand,
    random_bot,
    solve,
)

from .recorded_play import HANDS, SOLVED

BOTS: dict[str, Bot] = {
    "random": random_bot,
    "greedy": greedy_bot,
    "sampling3": make_sampling_bot(samples=3),
}


@pytest.mark.parametrize("key", sorted(HANDS))
def test_bots_make_the_recorded_moves(key: tuple[str, str, int]) -> None:
    first, second, seed = key
    final = play_hand(BOTS[first], BOTS[second], seed=seed, dealer=seed % 2)
    moves = " ".join(str(move) for _player, move in final.moves)
    assert final.outcome is not None
    assert (moves, final.outcome.text("en")) == HANDS[key]


def _second_phase(state: State) -> bool:
    return state.phase == 2


@pytest.mark.parametrize("key", sorted(SOLVED))
def test_solver_gives_the_recorded_values(key: tuple[str, str, int]) -> None:
    first, second, seed = key
    state = play_hand(BOTS[first], BOTS[second], seed=seed, dealer=seed % 2, until=_second_phase)
    values = tuple((str(move), value) for move, value in solve(state).move_values)
    assert values == SOLVED[key]


def test_the_record_covers_the_endings_and_the_lead_only_moves() -> None:
    endings = {outcome.rsplit("(", 1)[1] for _moves, outcome in HANDS.values()}
    assert endings >= {"declared)", "last trick)", "failed close)"}
    moves = " ".join(moves for moves, _outcome in HANDS.values())
    assert "marriage" in moves and "close" in moves and "exchange" in moves
