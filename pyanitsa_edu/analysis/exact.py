"""Exact outcome probabilities of a small deck: every deal played once, no sampling.

A deal is a shuffle of the deck followed by a round-robin deal, so every card
order is equally likely. Suits never matter in play, and the cards of a game
only move by position, so two card orders with the same *sequence of ranks*
play exactly alike: same winner, reason, tricks and wars, and (the cards being
distinct) a card-level state repeats exactly when the positions repeat, so even
cycles and trick limits agree. Each distinct rank sequence therefore stands for
``prod(suits!)`` card orders — the same number for every sequence, ``(s!)^r``
for ``r`` ranks in ``s`` suits — and it is enough to play each rank sequence
once, with suits given in order of appearance.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from ..engine.batch import card_dtype, play_deals
from ..errors import RulesError, TooManyDealsError
from ..records import REASONS
from ..rules import Rules, RulesLike, as_rules
from .monte_carlo import round_robin

__all__ = ["MAX_DEALS", "count_rank_orders", "exact_outcomes", "rank_sequences"]

MAX_DEALS = 1_000_000
"""Default cap on the number of distinct deals :func:`exact_outcomes` plays."""

Outcome = tuple[int | None, str]

FEASIBLE_DEALS = 10**9
"""Beyond this many deals, enumeration would take hours: the error suggests simulate() only."""


def count_rank_orders(rules: Rules) -> int:
    """Return the number of distinct rank sequences of the rules' deck (deals to play)."""
    deck = rules.deck
    suits = len(deck.suits)
    count: int = math.factorial(len(deck)) // math.factorial(suits) ** len(deck.ranks)
    return count


def rank_sequences(counts: list[int]) -> npt.NDArray[np.uint8]:
    """Return every distinct sequence holding ``counts[r]`` copies of rank ``r``, one per row,
    in lexicographic order."""
    rows = np.zeros((1, 0), np.uint8)
    left = np.array([counts], np.int64)
    for _ in range(sum(counts)):
        new_rows, new_left = [], []
        for rank in range(len(counts)):
            has = left[:, rank] > 0
            if has.any():
                column = np.full((int(has.sum()), 1), rank, np.uint8)
                new_rows.append(np.hstack([rows[has], column]))
                remaining = left[has].copy()
                remaining[:, rank] -= 1
                new_left.append(remaining)
        rows, left = np.concatenate(new_rows), np.concatenate(new_left)
    return rows[np.lexsort(rows.T[::-1])] if rows.shape[1] else rows


def _card_orders(ranks: npt.NDArray[np.uint8], suits: int, n_cards: int) -> npt.NDArray[np.uint8]:
    """Return card-id orders for rank sequences: the k-th card of a rank gets the k-th suit."""
    cards = np.zeros(ranks.shape, card_dtype(n_cards))
    for rank in range(int(ranks.max()) + 1 if ranks.size else 0):
        here = ranks == rank
        nth = np.cumsum(here, axis=1) - 1
        cards[here] = (rank * suits + nth[here]).astype(cards.dtype)
    return cards


def exact_outcomes(
    rules: RulesLike = None, *, max_deals: int = MAX_DEALS
) -> dict[Outcome, Fraction]:
    """Return the exact probability of every outcome ``(winner, reason)`` over all deals.

    ``winner`` is a player or None for a draw; ``reason`` is as in :class:`Result`.
    Only outcomes that happen are listed; the probabilities add up to 1. Raises
    :class:`TooManyDealsError` when the deck has more than ``max_deals`` distinct
    rank sequences, and :class:`RulesError` for the ``shuffled`` return (then the
    outcome is not a function of the deal).
    """
    rules = as_rules(rules)
    if not rules.fixed_order:
        raise RulesError(
            "with the shuffled return the outcome is not a function of the deal, so it has no "
            "exact distribution over deals: use simulate() instead"
        )
    if isinstance(max_deals, bool) or not isinstance(max_deals, int) or max_deals < 1:
        raise TooManyDealsError(f"max_deals must be a whole number ≥ 1, got {max_deals!r}")
    deck = rules.deck
    needed = count_rank_orders(rules)
    if needed > max_deals:
        advice = (
            f"pass max_deals={needed} to allow it, or use simulate()"
            if needed <= FEASIBLE_DEALS
            else "far too many to play them all: estimate with simulate() instead"
        )
        raise TooManyDealsError(
            f"the {deck.describe()} has {needed:,} distinct deals up to suits "
            f"({math.factorial(len(deck)):,} card orders); exact_outcomes plays at most "
            f"{max_deals:,}: {advice}"
        )
    suits = len(deck.suits)
    ranks = rank_sequences([suits] * len(deck.ranks))
    cards, sizes = round_robin(_card_orders(ranks, suits, len(deck)), rules.players)
    out = play_deals(cards, sizes, rules)
    tally = Counter(zip(out.winner.tolist(), out.reason.tolist(), strict=True))
    total = len(cards)
    order = sorted(tally, key=lambda k: (k[0] < 0, k[0], k[1]))
    return {
        (None if w < 0 else w, REASONS[r]): Fraction(tally[w, r], total) for w, r in order
    }
