"""The sweep of exercise 11 and the reply of exercise 23: each check's truth is confirmed by a
method of another kind (brute force over every card order; a count over the opponent's hands
at the first lead)."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from fractions import Fraction

import numpy as np
import pytest

from pyanitsa_edu import Deck, Rules, simulate
from pyanitsa_edu.checks import check_reply_posterior, check_sweep_chance
from pyanitsa_edu.checks.lesson11 import p_no_tie
from pyanitsa_edu.sixtysix import greedy_bot, play_hand, sampling_bot
from pyanitsa_edu.sixtysix.chances import opponent_hands, sample_state

from .helpers import run


@pytest.mark.parametrize("ranks", [["6", "7", "A"], ["6", "7", "K", "A"]])
def test_the_sweep_formula_agrees_with_brute_force(ranks: list[str]) -> None:
    deck = Deck(ranks, 2)
    orders = list(itertools.permutations(deck.cards))
    every = simulate(deals=[(o[0::2], o[1::2]) for o in orders], rules=Rules(deck=deck))
    half = len(deck) // 2
    swept = (every.winner == 0) & (every.tricks == half) & (every.wars == 0)
    assert Fraction(int(np.sum(swept)), len(orders)) == p_no_tie(len(ranks), 2) / 2**half


def test_the_sweep_check_names_the_naive_product(capsys: pytest.CaptureFixture[str]) -> None:
    right = p_no_tie(9, 4) / 2**18
    assert run(capsys, lambda: check_sweep_chance(right))[0]
    assert run(capsys, lambda: check_sweep_chance(float(right)))[0]
    ok, out = run(capsys, lambda: check_sweep_chance(Fraction(16, 35) ** 18))
    assert not ok and "naive product" in out, out
    ok, out = run(capsys, lambda: check_sweep_chance(p_no_tie(9, 4)))
    assert not ok and "must also win" in out, out
    ok, out = run(capsys, lambda: check_sweep_chance(0.2045 / 2**18))  # a rounded P(no tie)
    assert not ok, out


HAND = play_hand(sampling_bot, greedy_bot, seed=20, dealer=1)
FIRST = HAND.replay()[0]
LEAD, REPLY = HAND.moves[0][1], HAND.moves[1][1]


def test_the_reply_posterior_counts_the_hands_that_make_the_reply(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # another count: the opponent's possible hands at the first lead, each put in a state
    view = FIRST.view(0)
    rng = random.Random(0)
    base = sample_state(view, rng)
    kept = held = 0
    for hand in opponent_hands(view):
        state = replace(base, hands=(FIRST.hands[0], hand))
        if greedy_bot(state.apply(LEAD).view(1), rng) == REPLY:
            kept += 1
            held += {"K♠", "Q♠"} <= {card.text() for card in hand}
    truth = Fraction(held, kept)
    assert truth != Fraction(10, 91)  # the reply moved it
    assert run(capsys, lambda: check_reply_posterior(FIRST, LEAD, REPLY, "K♠ Q♠", truth))[0]
    ok, out = run(capsys, lambda: check_reply_posterior(FIRST, LEAD, REPLY, "K♠ Q♠",
                                                        Fraction(10, 91)))
    assert not ok and "before his reply" in out, out
    ok, out = run(capsys, lambda: check_reply_posterior(FIRST, LEAD, REPLY, "K♠ Q♠",
                                                        float(truth)))
    assert not ok and "Fraction" in out, out
