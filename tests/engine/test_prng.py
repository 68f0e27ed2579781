"""The shuffled return's generator: SplitMix64, the bounded draw, Fisher–Yates, the seeds.

The tests check the published SplitMix64 outputs, the module's own algorithm written out
again in plain integers here, and that every engine shuffles with it.
"""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest

from pyanitsa_edu import DealError
from pyanitsa_edu.pyanitsa.engine.prng import (
    MASK,
    mix,
    python_shuffle,
    start_state,
    state_seed,
)

GAMMA = 0x9E3779B97F4A7C15


def splitmix(state: int) -> tuple[int, int]:
    """Return ``(next state, output)`` of SplitMix64 in plain integers."""
    state = (state + GAMMA) & MASK
    return state, mix(state)


def reference_shuffle(state: int, items: list[object]) -> int:
    """Shuffle ``items`` as the module's docstring tells it; return the state after."""
    for i in range(len(items) - 1, 0, -1):
        bound = i + 1
        threshold = (2**64) % bound
        while True:
            state, x = splitmix(state)
            if x >= threshold:
                break
        j = x % bound
        items[i], items[j] = items[j], items[i]
    return state


def test_splitmix64_gives_its_published_outputs() -> None:
    """The first outputs from seed 1234567 of the reference implementation (Vigna's
    splitmix64.c, as used to seed xoshiro)."""
    state, outputs = 1234567, []
    for _ in range(3):
        state, out = splitmix(state)
        outputs.append(out)
    assert outputs == [6457827717110365317, 3203168211198807973, 9817491932198370423]


@pytest.mark.parametrize("seed", [0, 1, 7, 2**63 + 5, MASK])
@pytest.mark.parametrize("size", [0, 1, 2, 5, 36])
def test_the_shuffle_is_the_documented_algorithm(seed: int, size: int) -> None:
    items = list(range(size))
    expected = list(items)
    after = reference_shuffle(seed, expected)
    state = start_state(seed)
    python_shuffle(state, items)
    assert items == expected
    assert int(state[0]) == after


def test_the_shuffle_is_unbiased_on_three_items() -> None:
    """All six orders of three items, each about a sixth of the time."""
    state = start_state(2026)
    counts: Counter[tuple[int, ...]] = Counter()
    for _ in range(6000):
        items = [0, 1, 2]
        python_shuffle(state, items)
        counts[tuple(items)] += 1
    assert len(counts) == 6
    assert all(850 < n < 1150 for n in counts.values()), counts


def test_seeds_become_64_bit_states() -> None:
    assert state_seed(5) == 5
    assert state_seed(MASK) == MASK
    wide = 7 * 2**64 + 5
    assert state_seed(wide) == 5 ^ mix(7) != 5
    assert state_seed(random.Random(9)) == random.Random(9).getrandbits(64)
    assert state_seed(None) != state_seed(None)  # fresh entropy
    assert start_state(3).dtype == np.uint64
    for bad in (-1, 2**128, 1.5, "3", True):
        with pytest.raises(DealError, match="seed"):
            state_seed(bad)  # type: ignore[arg-type]
