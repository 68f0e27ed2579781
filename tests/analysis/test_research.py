"""Tests of pyanitsa_edu.analysis.research: enumeration, cycles, Spivey's deal."""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

import pytest

from brute_force import outcome_shares
from pyanitsa_edu import Game, Rules, deal, exact_outcomes, play
from pyanitsa_edu.analysis.research import (
    SPIVEY_PILES,
    cycle_states,
    find_deals,
    rank_orders,
    spivey_deal,
    spivey_rules,
)
from pyanitsa_edu.pyanitsa.dealing import deal_order
from variants import SMALL_RULES, TINY_RULES


def test_rank_orders_lists_each_rank_sequence_once() -> None:
    orders = list(rank_orders(SMALL_RULES))
    sequences = {tuple(c.rank for c in order) for order in orders}
    assert len(orders) == len(sequences) == math.factorial(8) // 2**4
    deck = sorted(SMALL_RULES.deck.cards, key=str)
    assert all(sorted(order, key=str) == deck for order in orders)


def test_deal_order_matches_deal() -> None:
    rules = Rules()
    piles = deal(rules, seed=11)
    order = [card for pair in zip(*piles, strict=True) for card in pair]
    assert deal_order(order) == piles


@pytest.mark.parametrize("collect", ["winner_first", "loser_first", "seat_order"])
def test_rank_orders_give_the_brute_force_shares(collect: str) -> None:
    rules = TINY_RULES.replace(collect=collect)
    tally: Counter[tuple[int | None, str]] = Counter()
    for order in rank_orders(rules):
        result = play(deal_order(order), rules)
        tally[(result.winner, result.reason)] += 1
    total = sum(tally.values())
    assert total == math.factorial(6) // 2**3
    by_sequence = {k: Fraction(n, total) for k, n in tally.items()}
    assert by_sequence == outcome_shares(rules) == exact_outcomes(rules)


def test_tiny_deck_cycles_under_winner_first() -> None:
    assert outcome_shares(TINY_RULES)[(None, "cycle")] == Fraction(1, 5)
    assert (None, "cycle") not in outcome_shares(TINY_RULES.replace(collect="loser_first"))


def test_find_deals_and_cycle_states() -> None:
    found = find_deals(TINY_RULES, "cycle", limit=3)
    assert len(found) == 3
    assert find_deals(TINY_RULES, "cycle", limit=3) == found  # a fixed search order
    assert len(find_deals(TINY_RULES, "cycle", limit=None)) == 18
    for piles in found:
        game = Game(piles, TINY_RULES)
        result = game.run()
        assert result.reason == "cycle"
        states = cycle_states(game)
        assert result.cycle_length is not None
        assert len(states) == result.cycle_length + 1
        assert states[0].piles == states[-1].piles
        assert len({s.piles for s in states[:-1]}) == result.cycle_length


def test_cycle_states_refuses_a_finished_game() -> None:
    game = Game(["9♣ 6♦ A♥", "7♠ A♣ K♠"])
    game.run()
    with pytest.raises(ValueError):
        cycle_states(game)


def test_spivey_deal_is_the_published_one() -> None:
    numbers = sorted(n for pile in SPIVEY_PILES for n in pile)
    assert numbers == list(range(1, 53))
    piles = spivey_deal()
    assert [len(p) for p in piles] == [26, 26]
    assert str(piles[0][0]) == "26♣" and str(piles[1][-1]) == "45♣"


def test_spivey_deal_cycles_from_the_start_under_the_papers_rules() -> None:
    rules = spivey_rules()
    assert rules.collect == "winner_first" and not rules.low_beats_ace
    result = play(spivey_deal(), rules)
    assert (result.reason, result.cycle_start, result.cycle_length) == ("cycle", 0, 31920)
    assert result.wars == 0


def test_spivey_deal_under_other_readings() -> None:
    assert play(spivey_deal(), spivey_rules("loser_first")).reason == "out_of_cards"
    low = spivey_rules("winner_first", one_is_high=False)
    assert play(spivey_deal(False), low).reason == "out_of_cards"
    result = play(spivey_deal(False), spivey_rules("loser_first", one_is_high=False))
    assert (result.reason, result.cycle_start, result.cycle_length) == ("cycle", 26, 1440)
