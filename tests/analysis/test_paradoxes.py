"""The paradoxes of lesson 10: exact answers checked against brute force and simulation."""

from __future__ import annotations

import math
from fractions import Fraction
from itertools import product

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyanitsa_edu import SettingError
from pyanitsa_edu.analysis.paradoxes import monty_hall, p_all_different


@given(st.integers(1, 6), st.integers(0, 5))
def test_all_different_matches_every_draw_counted(n: int, k: int) -> None:
    draws = list(product(range(n), repeat=k))
    distinct = sum(len(set(d)) == k for d in draws)
    assert p_all_different(k, n) == Fraction(distinct, len(draws))


def test_the_classic_birthday_numbers() -> None:
    assert float(1 - p_all_different(23, 365)) == pytest.approx(0.5073, abs=1e-4)
    assert float(1 - p_all_different(22, 365)) < 0.5
    assert min(k for k in range(40) if p_all_different(k, 36) < Fraction(1, 2)) == 8
    assert p_all_different(37, 36) == 0 and p_all_different(0, 36) == 1


@pytest.mark.parametrize(("k", "n"), [(-1, 36), (3, 0), (2.0, 36), ("3", 36), (True, 36)])
def test_bad_counts_are_named(k: object, n: object) -> None:
    with pytest.raises(SettingError):
        p_all_different(k, n)  # type: ignore[arg-type]


def _monty_by_simulation(knows: bool, rounds: int, seed: int) -> float:
    """Return the share of rounds with a six shown in which switching wins, played card by
    card: three shuffled cards, a random pick, the dealer's turn."""
    rng = np.random.default_rng(seed)
    wins = shown = 0
    for _ in range(rounds):
        cards = list(rng.permutation(["A", "6", "6"]))
        pick = int(rng.integers(3))
        others = [i for i in range(3) if i != pick]
        if knows:
            turned = int(rng.choice([i for i in others if cards[i] == "6"]))
        else:
            turned = int(rng.choice(others))
        if cards[turned] == "A":
            continue
        shown += 1
        last = next(i for i in others if i != turned)
        wins += cards[last] == "A"
    return wins / shown


@pytest.mark.parametrize(("knows", "exact"), [(True, Fraction(2, 3)), (False, Fraction(1, 2))])
def test_monty_hall_exact_and_simulated(knows: bool, exact: Fraction) -> None:
    assert monty_hall(dealer_knows=knows) == exact
    share = _monty_by_simulation(knows, 20_000, seed=3)
    assert abs(share - float(exact)) < 4 * math.sqrt(float(exact * (1 - exact)) / 13_000)
