"""exact_lengths(): the distribution of a game's length, checked against brute force over every
card order (each played by the scalar engine), and against simulate()."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from pyanitsa_edu import Deck, Rules, RulesError, TooManyDealsError, play, simulate
from pyanitsa_edu.analysis.lengths import exact_lengths
from variants import SMALL_RULES, TINY_RULES


def brute_lengths(rules: Rules) -> dict[int | None, Fraction]:
    """Return the share of each length over all card orders (None: a game that cycles)."""
    counts: Counter[int | None] = Counter()
    players = rules.players
    for order in itertools.permutations(rules.deck.cards):
        result = play([order[p::players] for p in range(players)], rules)
        counts[None if result.reason == "cycle" else result.tricks] += 1
    total = sum(counts.values())
    return {key: Fraction(n, total) for key, n in counts.items()}


@pytest.mark.parametrize(
    "rules",
    [
        TINY_RULES,
        SMALL_RULES,
        SMALL_RULES.replace(collect="loser_first", war_face_down=0),
        TINY_RULES.replace(collect="seat_order", max_tricks=4),
        Rules(deck=Deck(["6", "7", "8", "K", "A"], suits=1), collect="seat_order"),
        TINY_RULES.replace(players=3),
    ],
    ids=repr,
)
def test_matches_brute_force(rules: Rules) -> None:
    exact = exact_lengths(rules)
    assert exact == brute_lengths(rules)
    assert sum(exact.values()) == 1
    finite = [k for k in exact if k is not None]
    assert finite == sorted(finite) and list(exact)[-1] == (None if None in exact else finite[-1])


def test_a_cycling_deck_puts_its_cycles_under_none() -> None:
    lengths = exact_lengths(SMALL_RULES)
    assert lengths[None] == Fraction(1, 210)  # the 12 cycling rank orders of the 8-card deck


def test_a_deck_without_cycles_has_a_finite_length_and_agrees_with_simulation() -> None:
    rules = Rules(deck=Deck(["6", "7", "8", "9", "A"], 2))
    lengths = exact_lengths(rules)
    assert None not in lengths
    mean = sum(k * p for k, p in lengths.items() if k is not None)
    sim = simulate(20_000, rules=rules, seed=3)
    se = sim.tricks.std() / np.sqrt(len(sim))
    assert abs(sim.tricks.mean() - float(mean)) < 4 * se
    p_short = sum(p for k, p in lengths.items() if k is not None and k <= 5)
    share = (sim.tricks <= 5).mean()
    assert abs(share - float(p_short)) < 4 * np.sqrt(float(p_short * (1 - p_short)) / len(sim))


def test_refuses_what_has_no_exact_length() -> None:
    with pytest.raises(RulesError, match="shuffled"):
        exact_lengths(SMALL_RULES.replace(collect="shuffled"))
    with pytest.raises(TooManyDealsError, match="simulate"):
        exact_lengths(Rules())
    with pytest.raises(TooManyDealsError):
        exact_lengths(SMALL_RULES, max_deals=100)
