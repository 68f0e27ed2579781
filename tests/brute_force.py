"""Exact outcome shares by brute force: play every order of a tiny deck."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

from pyanitsa_edu import Rules, play

Outcome = tuple[int | None, str]
"""(winner, reason); winner None for a draw."""


def outcome_shares(rules: Rules) -> dict[Outcome, Fraction]:
    """Return the share of each (winner, reason) over all n! card orders of the deck, each
    dealt round-robin (player 0 gets the first card), in the order first met."""
    counts: Counter[Outcome] = Counter()
    players = rules.players
    for order in itertools.permutations(rules.deck.cards):
        result = play([order[p::players] for p in range(players)], rules)
        counts[result.winner, result.reason] += 1
    total = sum(counts.values())
    return {key: Fraction(n, total) for key, n in counts.items()}
