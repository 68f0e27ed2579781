"""Intransitive dice: exact chances, checked by brute force and against the lesson's claims."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyanitsa_edu.analysis.dice import EFRON_DICE, THREE_DICE, cycle_odds, p_beats, p_tie

dice = st.lists(st.integers(0, 9), min_size=1, max_size=8).map(tuple)


def test_efron_dice_each_beat_the_next_with_two_thirds() -> None:
    assert cycle_odds(EFRON_DICE) == [Fraction(2, 3)] * 4


def test_three_dice_odds() -> None:
    assert cycle_odds(THREE_DICE) == [Fraction(7, 12), Fraction(7, 12), Fraction(25, 36)]
    a, b, c = THREE_DICE
    assert p_tie(a, b) == p_tie(b, c) == p_tie(c, a) == 0


def test_the_dice_are_six_sided() -> None:
    assert all(len(d) == 6 for d in (*EFRON_DICE, *THREE_DICE))


@given(dice, dice)
def test_win_tie_lose_add_up(a: tuple[int, ...], b: tuple[int, ...]) -> None:
    assert p_beats(a, b) + p_tie(a, b) + p_beats(b, a) == 1


@given(dice, dice)
def test_matches_enumeration(a: tuple[int, ...], b: tuple[int, ...]) -> None:
    rolls = list(product(a, b))
    assert p_beats(a, b) == Fraction(sum(x > y for x, y in rolls), len(rolls))


def test_empty_die_is_an_error() -> None:
    with pytest.raises(ValueError):
        p_beats((), (1,))
