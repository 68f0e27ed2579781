"""Exact chances from one player's view (sixtysix/chances.py): counted subsets, the sampler,
and the solver agree with them."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from itertools import combinations
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu.sixtysix import (
    Move,
    View,
    estimate_moves,
    greedy_bot,
    new_hand,
    parse_cards,
    play_hand,
    sample_state,
    sampling_bot,
)
from pyanitsa_edu.sixtysix.chances import (
    FreeCards,
    close_value,
    close_values,
    close_win_chance,
    free_cards,
    hypergeometric_all,
    marriage_chance,
    open_marriages,
    opponent_hands,
)
from pyanitsa_edu.sixtysix.solver import Solver

FIRST_LEAD = new_hand(seed=4, dealer=0).view()
"""Player 1 at his first lead: 14 unseen cards, the marriages of three suits open."""


def _close_view() -> View:
    """Return a lead where closing is legal and the opponent is known to hold a card."""
    states = play_hand(greedy_bot, sampling_bot, seed=137, dealer=0).replay()
    return states[7].view()


CLOSE_VIEW = _close_view()
MARRIAGES = [parse_cards(f"K{suit} Q{suit}") for suit in "♣♦♥♠"]


def _has_marriage(hand: tuple[Any, ...]) -> bool:
    return any(king in hand and queen in hand for king, queen in MARRIAGES)


def _opponent(view: View, rng: random.Random) -> tuple[Any, ...]:
    return sample_state(view, rng).hands[view.opponent]


@pytest.mark.parametrize(("unseen", "held", "wanted"),
                         [(6, 3, 1), (6, 3, 2), (7, 4, 3), (5, 2, 3), (8, 5, 0), (6, 6, 6)])
def test_hypergeometric_all_counts_subsets(unseen: int, held: int, wanted: int) -> None:
    hands = list(combinations(range(unseen), held))
    hits = sum(set(range(wanted)) <= set(hand) for hand in hands)
    assert hypergeometric_all(unseen, held, wanted) == Fraction(hits, len(hands))


def test_free_cards_leave_out_the_known_card() -> None:
    free, need = free_cards(CLOSE_VIEW)
    assert CLOSE_VIEW.opponent_known and not set(CLOSE_VIEW.opponent_known) & set(free)
    assert need == CLOSE_VIEW.opponent_hand_size - len(CLOSE_VIEW.opponent_known)
    assert len(free) == len(CLOSE_VIEW.unseen()) - len(CLOSE_VIEW.opponent_known)
    hands = list(opponent_hands(CLOSE_VIEW))
    assert len(hands) == math.comb(len(free), need)
    assert all(set(CLOSE_VIEW.opponent_known) <= set(hand) for hand in hands)


def test_marriage_chance_is_inclusion_exclusion_and_matches_the_sampler() -> None:
    m = len(open_marriages(FIRST_LEAD))
    u, h = len(FIRST_LEAD.unseen()), FIRST_LEAD.opponent_hand_size
    formula = (m * hypergeometric_all(u, h, 2)
               - math.comb(m, 2) * hypergeometric_all(u, h, 4))
    assert m == 3 and marriage_chance(FIRST_LEAD) == formula
    rng = random.Random(11)
    n = 4_000
    share = np.mean([_has_marriage(_opponent(FIRST_LEAD, rng)) for _ in range(n)])
    p = float(formula)
    assert abs(share - p) < 4 * math.sqrt(p * (1 - p) / n)


def test_close_values_are_those_of_the_sampling_model() -> None:
    table = dict(zip(map(frozenset, opponent_hands(CLOSE_VIEW)),
                     close_values(CLOSE_VIEW), strict=True))
    rng, solver = random.Random(3), Solver()
    for _ in range(40):
        state = sample_state(CLOSE_VIEW, rng)
        opponent = frozenset(state.hands[CLOSE_VIEW.opponent])
        assert solver.value(state.advance(Move.close())) == table[opponent]  # the closer to move
    values = close_values(CLOSE_VIEW)
    assert set(values) <= {-3, -2, -1, 1, 2, 3}
    wins = sum(v > 0 for v in values)
    assert close_win_chance(CLOSE_VIEW) == Fraction(wins, len(values))
    assert close_value(CLOSE_VIEW) == Fraction(sum(values), len(values))


def test_close_estimate_agrees_with_the_exact_share() -> None:
    n = 400
    [estimate] = estimate_moves(CLOSE_VIEW, random.Random(21), samples=n, moves=[Move.close()])
    share = np.mean(np.array(estimate.values) > 0)
    p = float(close_win_chance(CLOSE_VIEW))
    assert abs(share - p) < 4 * math.sqrt(p * (1 - p) / n)


def test_close_values_need_a_legal_close() -> None:
    with pytest.raises(ValueError, match="closing"):
        close_values(new_hand(seed=1, dealer=0).view(0))  # player 1 leads


def test_free_cards_is_a_record() -> None:
    free = free_cards(FIRST_LEAD)
    assert isinstance(free, FreeCards)
    assert (free.cards, free.in_hand) == tuple(free)
    assert free.in_hand == FIRST_LEAD.opponent_hand_size == 5


# --- every deal a player cannot tell apart ------------------------------------------------------

REPLIED = play_hand(sampling_bot, greedy_bot, seed=20, dealer=1)
"""The hand of lessons 22 and 23: player 0 closes after three tricks against the greedy bot."""


def _deals(state: Any, player: int) -> list[Any]:
    from pyanitsa_edu.sixtysix.chances import possible_deals

    return list(possible_deals(state, player))


def test_possible_deals_at_the_first_lead_are_the_hands_he_may_hold() -> None:
    first = REPLIED.replay()[0]
    deals = _deals(first, 0)
    # 14 unseen cards, 5 of them his: every hand once, the stock in one order
    assert len(deals) == math.comb(14, 5)
    assert {d.hands[1] for d in deals} == set(map(tuple, opponent_hands(first.view(0))))
    assert all(d.hands[0] == first.hands[0] and d.trump_card == first.trump_card for d in deals)
    assert all(sorted(d.deal, key=str) == sorted(first.deal, key=str) for d in deals)


def test_possible_deals_keep_what_he_saw_and_move_the_rest() -> None:
    states = REPLIED.replay()
    close = [move for _, move in REPLIED.moves].index(Move.close())
    deals = _deals(states[close], 0)
    # 11 cards he never saw: 5 dealt to the opponent (a set), his 3 draws (in order), the
    # 3 left in the stock (a set): 11! / (5! 3!) deals, all different, the real one among them
    assert len(deals) == math.factorial(11) // (math.factorial(5) * math.factorial(3))
    assert len({d.deal for d in deals}) == len(deals)
    assert any(d.deal[:17] == REPLIED.deal[:17] and d.hands == states[0].hands for d in deals)
    mine = {card for s in states[: close + 1] for card in s.hands[0]}
    for deal in deals[:: 997]:
        replayed = deal.replay()[0]
        assert replayed.hands == deal.hands and replayed.stock == deal.stock
        assert {i for i, card in enumerate(deal.deal) if card in mine} == {
            i for i, card in enumerate(REPLIED.deal) if card in mine}


def test_possible_deals_refuse_a_sampled_state() -> None:
    from pyanitsa_edu.errors import MoveError

    with pytest.raises(MoveError):
        _deals(sample_state(FIRST_LEAD, random.Random(0)), 0)
    with pytest.raises(MoveError):
        _deals(REPLIED, 2)
