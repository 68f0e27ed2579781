"""Bots: they play only legal moves, are deterministic given the seed, and the sampling
bot deals hidden cards consistently with what its player knows."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyanitsa_edu.errors import MoveError, StrategyError
from pyanitsa_edu.sixtysix import (
    DECK,
    Move,
    View,
    estimate_moves,
    greedy_bot,
    make_sampling_bot,
    new_hand,
    play_hand,
    random_bot,
    sample_state,
    sampling_bot,
)
from pyanitsa_edu.sixtysix.sampling import candidate_moves, excluded_cards

from .hands import random_states

SMALL = make_sampling_bot(samples=3)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9))
def test_sampled_states_agree_with_the_view(seed: int) -> None:
    rng = random.Random(seed)
    for state in random_states(seed):
        if state.over:
            continue
        for player in (0, 1):
            view = state.view(player)
            sample = sample_state(view, rng)
            assert sample.view(player) == view  # the player cannot tell it from the real one
            cards = [*sample.hands[0], *sample.hands[1], *sample.stock, *sample.played_cards()]
            if sample.trump_card is not None:
                cards.append(sample.trump_card)
            assert sorted(cards, key=DECK.index) == list(DECK)
            opponent = 1 - player
            assert set(view.opponent_known) <= set(sample.hands[opponent])
            assert not set(sample.hands[opponent]) & excluded_cards(view)
            # the voids read from the follows are true of the real hand too
            assert not set(state.hands[opponent]) & excluded_cards(view)
            if view.perfect_information:
                assert sample.hands == state.hands


def test_bots_play_legal_moves_and_are_deterministic() -> None:
    for bot in (random_bot, greedy_bot, SMALL):
        for seed in range(3):
            first = play_hand(bot, random_bot, seed=seed, dealer=seed % 2)
            assert first.over and first == play_hand(bot, random_bot, seed=seed, dealer=seed % 2)


def test_random_bot_declares_only_with_66() -> None:
    for seed in range(200):
        final = play_hand(random_bot, random_bot, seed=seed)
        assert final.outcome is not None and final.outcome.reason != "wrong_declaration"


def test_greedy_rules() -> None:
    deal = "J♠ Q♥ J♣  A♥ 10♥ A♣  A♠  10♣ J♦  K♣ Q♣  10♠ K♠ Q♠ K♥ A♦ 10♦ K♦ Q♦ J♥"
    from pyanitsa_edu.sixtysix import deal_hand

    state = deal_hand(deal, dealer=0)
    rng = random.Random(0)
    assert greedy_bot(state.view(), rng) == Move.exchange()
    state = state.apply("exchange")
    lead = greedy_bot(state.view(), rng)
    assert lead == Move.play("J♣")  # the cheapest non-trump; Q♥ may still marry K♥
    state = state.apply(lead)
    assert greedy_bot(state.view(), rng) == Move.play("Q♣")  # a higher club takes it


def test_sampling_bot_basics() -> None:
    assert sampling_bot.samples >= 1 and SMALL.name == "sampling(3)"
    for bad in (0, -1, 2.5, True):
        with pytest.raises(StrategyError, match="samples must be"):
            make_sampling_bot(bad)  # type: ignore[arg-type]
    view = new_hand(seed=2).view()
    estimates = estimate_moves(view, random.Random(1), samples=3)
    assert [e.move for e in estimates] == candidate_moves(view)
    assert all(len(e.values) == 3 and -3 <= e.mean <= 3 for e in estimates)
    assert Move.declare() not in [e.move for e in estimates]
    with pytest.raises(StrategyError, match="player to move"):
        estimate_moves(new_hand(seed=2).view(1 - view.player), random.Random(1))


def test_an_illegal_bot_is_named() -> None:
    def stubborn(view: View, rng: random.Random) -> Move:
        return Move.declare() if view.trick else Move.play(view.hand[0])

    with pytest.raises(MoveError, match=r"bot stubborn \(player \d\) chose declare: "):
        play_hand(stubborn, stubborn, seed=1)
    with pytest.raises(StrategyError, match="must be a callable"):
        play_hand(random_bot, "greedy", seed=1)  # type: ignore[arg-type]
