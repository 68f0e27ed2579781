"""Properties of the engine over random legal play (hypothesis), checked against an
independent referee written from docs/rules-66.md (tests/sixtysix/referee.py):

- every legal-move list equals the referee's (follow suit, head, trump in the second phase;
  marriages, exchange and close only on lead and only when allowed);
- hands, stock, face-up trump, points, tricks and the outcome agree after every move;
- the 20 cards are always all accounted for, each once;
- marriage points count only once their owner has taken a trick;
- the same seed gives the same hand.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from pyanitsa_edu.sixtysix import DECK, Move, State, new_hand, play_hand, random_bot

from .referee import VALUE, Referee, rank, text

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def choose(legal: list[Move], rng: random.Random, declare_rate: float) -> Move:
    """Return a random legal move; declarations (often false) come with a small chance."""
    others = [m for m in legal if m.kind != "declare"]
    if not others or rng.random() < declare_rate:
        return Move.declare() if Move.declare() in legal else rng.choice(legal)
    return rng.choice(others)


def all_cards(state: State) -> Counter[str]:
    """Return every card of the state where it lies: hands, stock, face-up trump, played."""
    cards = [*state.hands[0], *state.hands[1], *state.stock, *state.played_cards()]
    if state.trump_card is not None:
        cards.append(state.trump_card)
    return Counter(text(c) for c in cards)


def agree(state: State, ref: Referee) -> None:
    """Assert the engine's state matches the referee's."""
    for p in (0, 1):
        assert {text(c) for c in state.hands[p]} == ref.hands[p]
        assert state.points[p] == ref.points(p)
        assert state.tricks_won[p] == ref.tricks[p]
    assert [text(c) for c in state.stock] == ref.stock
    assert (text(state.trump_card) if state.trump_card else None) == ref.face_up
    assert state.to_move == ref.turn
    assert state.closed_by == ref.closer
    assert [text(c) for c in state.trick] == [c for _p, c in ref.table_cards]
    if ref.result is None:
        assert state.outcome is None
    else:
        assert state.outcome is not None
        outcome = state.outcome
        assert (outcome.winner, outcome.game_points, outcome.reason) == ref.result


def play_checked(seed: int, move_seed: int, dealer: int, declare_rate: float) -> State:
    """Play one random hand, checking every step against the referee; return the end."""
    state = new_hand(seed, dealer)
    ref = Referee([text(c) for c in state.deal], dealer)
    rng = random.Random(move_seed)
    agree(state, ref)
    while not state.over:
        legal = state.legal_moves()
        assert {str(m) for m in legal} == ref.legal()
        assert len(set(legal)) == len(legal)
        move = choose(legal, rng, declare_rate)
        state = state.apply(move)
        ref.move(str(move))
        agree(state, ref)
        assert all_cards(state) == Counter(text(c) for c in DECK)
        if state.over:
            assert state.legal_moves() == []
        else:
            assert state.legal_moves()
    return state


@settings(max_examples=300, deadline=None)
@given(SEEDS, SEEDS, st.sampled_from([0, 1]))
def test_random_play_agrees_with_the_referee(seed: int, move_seed: int, dealer: int) -> None:
    play_checked(seed, move_seed, dealer, declare_rate=0.02)


@settings(max_examples=150, deadline=None)
@given(SEEDS, SEEDS, st.sampled_from([0, 1]))
def test_hands_with_many_declarations_agree(seed: int, move_seed: int, dealer: int) -> None:
    play_checked(seed, move_seed, dealer, declare_rate=0.3)


@settings(max_examples=200, deadline=None)
@given(SEEDS, SEEDS)
def test_points_are_tricks_plus_counted_marriages(seed: int, move_seed: int) -> None:
    state = new_hand(seed, seed % 2)
    rng = random.Random(move_seed)
    while not state.over:
        state = state.apply(choose(state.legal_moves(), rng, 0.01))
        for p in (0, 1):
            cards = sum(t.points for t in state.tricks if t.winner == p)
            assert cards == sum(VALUE[rank(text(c))] for t in state.tricks if t.winner == p
                                for c in t.cards)  # fmt: skip
            shown = sum(m.points for m in state.marriages if m.player == p)
            if state.tricks_won[p]:
                assert state.points[p] == cards + shown
                assert state.pending[p] == 0
            else:
                assert state.points[p] == 0
                assert state.pending[p] == shown


@settings(max_examples=100, deadline=None)
@given(SEEDS, st.sampled_from([0, 1]))
def test_same_seed_same_hand(seed: int, dealer: int) -> None:
    first = play_hand(random_bot, random_bot, seed=seed, dealer=dealer)
    again = play_hand(random_bot, random_bot, seed=seed, dealer=dealer)
    assert first == again
    assert first.moves == again.moves
    states = first.replay()
    assert states[-1] == first and states[0] == new_hand(seed, dealer)
    assert len(states) == len(first.moves) + 1
    assert all(a.moves == b.moves[: len(a.moves)] for a, b in pairwise(states))


@settings(max_examples=100, deadline=None)
@given(SEEDS, st.sampled_from([0, 1]))
def test_the_deal(seed: int, dealer: int) -> None:
    state = new_hand(seed, dealer)
    deck = state.deal
    first = 1 - dealer
    assert set(state.hands[first]) == {*deck[0:3], *deck[7:9]}
    assert set(state.hands[dealer]) == {*deck[3:6], *deck[9:11]}
    assert state.trump_card == deck[6] and state.trump_suit == deck[6].suit
    assert state.stock == deck[11:]
    assert state.to_move == first and state.leader == first
    assert state.points == (0, 0) and state.tricks_won == (0, 0) and state.closed_by is None
    assert sorted(map(text, deck)) == sorted(map(text, DECK))
