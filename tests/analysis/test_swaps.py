"""Swapping two cards: the fast study agrees with playing every swapped deal."""

from __future__ import annotations

from itertools import combinations

import pytest

from pyanitsa_edu import DealError, Rules, deal, play
from pyanitsa_edu.analysis.swaps import random_swap_study, swap_cards, swap_study


def test_swap_twice_is_identity() -> None:
    piles = deal(seed=1)
    x, y = piles[0][0], piles[1][5]
    once = swap_cards(piles, x, y)
    assert once[0][0] == y and once[1][5] == x
    assert swap_cards(once, x, y) == piles


def test_swap_within_one_pile() -> None:
    piles = deal(seed=2)
    x, y = piles[1][0], piles[1][-1]
    once = swap_cards(piles, str(x), str(y))
    assert once[0] == piles[0] and once[1][0] == y and once[1][-1] == x


def test_swap_of_a_missing_card_is_an_error() -> None:
    with pytest.raises(DealError):
        swap_cards(["6♣ 7♣", "8♣ 9♣"], "6♣", "A♥")


RULES = [Rules(), Rules(low_beats_ace=False), Rules(collect="loser_first")]


@pytest.mark.parametrize("rules", RULES, ids=repr)
def test_study_agrees_with_playing_every_swap(rules: Rules) -> None:
    piles = deal(rules, seed=4)
    before = play(piles, rules).winner
    cards = [c for pile in piles for c in pile]
    pairs = list(combinations(cards, 2))
    changed = sum(play(swap_cards(piles, x, y, rules), rules).winner != before for x, y in pairs)
    study = swap_study(piles, rules)
    assert (study.swaps, study.changed) == (len(pairs), changed)
    if study.example is not None:
        x, y, was, now = study.example
        assert was == play(piles, rules) and now == play(swap_cards(piles, x, y, rules), rules)


def test_swaps_of_one_rank_never_matter() -> None:
    piles = deal(seed=3)
    cards = [c for pile in piles for c in pile]
    result = play(piles)
    for x, y in combinations(cards, 2):
        if x.rank == y.rank:
            assert play(swap_cards(piles, x, y)) == result


def test_random_study_is_reproducible() -> None:
    a, b = random_swap_study(40, seed=9), random_swap_study(40, seed=9)
    assert a == b and a.swaps == 40 and 0 <= a.changed <= 40
