"""Hands shared by the Sixty-six tests."""

from __future__ import annotations

import random

from pyanitsa_edu.sixtysix import State, new_hand, random_bot


def random_states(seed: int) -> list[State]:
    """Return every state of a hand dealt and played at random from ``seed``, first to last."""
    state = new_hand(seed, seed % 2)
    rng = random.Random(seed)
    states = [state]
    while not state.over:
        state = state.apply(random_bot(state.view(), rng))
        states.append(state)
    return states
