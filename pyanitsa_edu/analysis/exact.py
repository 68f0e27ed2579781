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
from collections.abc import Iterator
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from ..errors import N_, Huge, RulesError, TooManyDealsError, whole_number
from ..pyanitsa.cards import Card
from ..pyanitsa.engine.loop import check_workers, play_deals
from ..pyanitsa.records import REASONS
from ..pyanitsa.rules import Rules, RulesLike, as_rules, check_ends
from .monte_carlo import card_dtype, round_robin

__all__ = [
    "BLOCK",
    "FEASIBLE_DEALS",
    "MAX_DEALS",
    "count_rank_orders",
    "exact_outcomes",
    "rank_orders",
    "rank_sequence_blocks",
    "rank_sequences",
]

MAX_DEALS = 1_000_000
"""Default cap on the number of distinct deals :func:`exact_outcomes` plays."""

BLOCK = 50_000
"""The most deals enumerated and played at a time."""

FEASIBLE_DEALS = 10**10
"""The largest ``max_deals``: ten billion deals, hours of play even on the compiled loop.
Beyond it the error suggests simulate() only."""

Outcome = tuple[int | None, str]
"""An outcome: the winner (None for a draw) and why the game ended (a
:class:`~pyanitsa_edu.pyanitsa.termination.Termination`)."""


def count_rank_orders(rules: Rules) -> int:
    """Return the number of distinct rank sequences of the rules' deck (deals to play)."""
    deck = rules.deck
    suits = len(deck.suits)
    count: int = math.factorial(len(deck)) // math.factorial(suits) ** len(deck.ranks)
    return count


def _log10_rank_orders(rules: Rules) -> float:
    """Return ``log10`` of :func:`count_rank_orders`, without computing a huge factorial."""
    deck = rules.deck
    log = math.lgamma(len(deck) + 1) - len(deck.ranks) * math.lgamma(len(deck.suits) + 1)
    return log / math.log(10)


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



def rank_orders(rules: Rules) -> Iterator[tuple[Card, ...]]:
    """Yield every distinct deck order up to suits, once each.

    Suits never matter in play, so two orders with the same sequence of ranks
    give the same game. Each rank sequence is yielded once, with the suits of a
    rank given out in deck order. Every sequence stands for the same number of
    card orders, so counting sequences gives exact probabilities.
    """
    deck = rules.deck
    for sequence in rank_sequences([len(deck.suits)] * len(deck.ranks)):
        used = [0] * len(deck.ranks)
        cards = []
        for r in sequence.tolist():
            cards.append(Card(deck.ranks[r], deck.suits[used[r]]))
            used[r] += 1
        yield tuple(cards)

def rank_sequence_blocks(counts: list[int], block: int = BLOCK) -> Iterator[npt.NDArray[np.uint8]]:
    """Yield the rows of :func:`rank_sequences` in order, in blocks of at most ``block`` rows
    (and at least ``block // 2`` but the last), so memory does not grow with their number.

    The sequences are split by their first ranks into groups of at most ``block // 8`` rows;
    each group is built whole, and groups are joined into blocks.
    """
    pending: list[npt.NDArray[np.uint8]] = []
    rows = 0
    for prefix, rest in _groups(list(counts), max(1, block // 8)):
        tail = rank_sequences(rest)
        if pending and rows + len(tail) > block:
            yield np.concatenate(pending)
            pending, rows = [], 0
        head = np.tile(np.array(prefix, np.uint8), (len(tail), 1))
        pending.append(np.hstack([head, tail]))
        rows += len(tail)
    if pending:
        yield np.concatenate(pending)


def _groups(counts: list[int], block: int) -> Iterator[tuple[list[int], list[int]]]:
    """Yield ``(prefix, remaining counts)`` in lexicographic order of the prefixes, each
    remainder having at most ``block`` sequences (or no rank left to split on)."""
    stack: list[tuple[list[int], list[int]]] = [([], counts)]
    while stack:
        prefix, left = stack.pop()
        if _multinomial(left) <= block:
            yield prefix, left
            continue
        children = []
        for rank, count in enumerate(left):
            if count:
                rest = left.copy()
                rest[rank] -= 1
                children.append(([*prefix, rank], rest))
        stack.extend(reversed(children))  # the lowest rank comes off the stack first


def _multinomial(counts: list[int]) -> int:
    """Return the number of distinct sequences holding ``counts[r]`` copies of rank ``r``."""
    total: int = math.factorial(sum(counts))
    for count in counts:
        total //= math.factorial(count)
    return total


def _card_orders(ranks: npt.NDArray[np.uint8], suits: int, n_cards: int) -> npt.NDArray[np.uint8]:
    """Return card-id orders for rank sequences: the k-th card of a rank gets the k-th suit."""
    cards = np.zeros(ranks.shape, card_dtype(n_cards))
    for rank in range(int(ranks.max()) + 1 if ranks.size else 0):
        here = ranks == rank
        nth = np.cumsum(here, axis=1) - 1
        cards[here] = (rank * suits + nth[here]).astype(cards.dtype)
    return cards


def exact_outcomes(
    rules: RulesLike = None, *, max_deals: int = MAX_DEALS, workers: int | None = None
) -> dict[Outcome, Fraction]:
    """Return the exact probability of every outcome ``(winner, reason)`` over all deals.

    ``winner`` is a player or None for a draw; ``reason`` is as in :class:`Result`.
    Only outcomes that happen are listed; the probabilities add up to 1. The deals are
    enumerated and played in blocks of about :data:`BLOCK` (:func:`rank_sequence_blocks`), so
    memory stays flat however many there are; time grows with their number. They are played
    by the compiled loop on ``workers`` threads (None: every core), as in
    :func:`~pyanitsa_edu.simulate`.

    Raises :class:`TooManyDealsError` when the deck has more than ``max_deals`` distinct
    rank sequences (``max_deals`` is 1 to :data:`FEASIBLE_DEALS`), and :class:`RulesError`
    for the ``shuffled`` return (then the outcome is not a function of the deal) or for rules
    under which a game may never end (:func:`~pyanitsa_edu.pyanitsa.rules.check_ends`).
    """
    rules = as_rules(rules)
    if not rules.fixed_order:
        raise RulesError(N_("with the shuffled return the outcome is not a function of the "
                            "deal, so it has no exact distribution over deals: use simulate() "
                            "instead"))
    check_ends(rules)
    limit = whole_number(max_deals, "max_deals", 1, FEASIBLE_DEALS, TooManyDealsError)
    check_workers(workers)
    deck = rules.deck
    if _log10_rank_orders(rules) > math.log10(FEASIBLE_DEALS) + 1:  # never count so many
        _refuse(rules, None, limit)
    needed = count_rank_orders(rules)
    if needed > limit:
        _refuse(rules, needed, limit)
    suits = len(deck.suits)
    tally = np.zeros((rules.players + 1) * len(REASONS), np.int64)
    for ranks in rank_sequence_blocks([suits] * len(deck.ranks), BLOCK):
        cards, sizes = round_robin(_card_orders(ranks, suits, len(deck)), rules.players)
        out = play_deals(cards, sizes, rules, workers=workers)
        codes = (out.winner.astype(np.int64) + 1) * len(REASONS) + out.reason
        tally += np.bincount(codes, minlength=len(tally))
    if int(tally.sum()) != needed:
        raise AssertionError(f"played {int(tally.sum())} deals of {needed}")
    found = [divmod(code, len(REASONS)) for code in np.flatnonzero(tally).tolist()]
    order = sorted(found, key=lambda k: (k[0] == 0, k[0], k[1]))
    return {
        (None if w == 0 else w - 1, REASONS[r]): Fraction(int(tally[w * len(REASONS) + r]), needed)
        for w, r in order
    }


def _refuse(rules: Rules, needed: int | None, limit: int) -> None:
    """Raise TooManyDealsError: the deck has ``needed`` (None: far more than ``limit``) deals.

    Huge numbers are written as powers of ten (:func:`~pyanitsa_edu.errors.about`), never in
    full: a deck of 1,559 cards has more than 4,300 digits of deals.
    """
    deck = rules.deck
    deals: int | Huge = Huge(_log10_rank_orders(rules)) if needed is None else needed
    orders: int | Huge = Huge(math.lgamma(len(deck) + 1) / math.log(10))
    if len(deck) < 18:  # 17! < 10^15: written in full
        orders = math.factorial(len(deck))
    if needed is not None and needed <= FEASIBLE_DEALS:
        raise TooManyDealsError(N_("the {deck} has {deals:~} distinct deals up to suits "
                                   "({orders:~} card orders); exact_outcomes plays at most "
                                   "{limit:~}: pass max_deals={needed} to allow it (the deals "
                                   "are played in blocks, so memory stays flat; the time grows "
                                   "with their number), or use simulate()"),
                                deck=deck, deals=deals, orders=orders, limit=limit, needed=needed)
    raise TooManyDealsError(N_("the {deck} has {deals:~} distinct deals up to suits "
                               "({orders:~} card orders); exact_outcomes plays at most "
                               "{limit:~}: far too many to play them all: estimate with "
                               "simulate() instead"),
                            deck=deck, deals=deals, orders=orders, limit=limit)
