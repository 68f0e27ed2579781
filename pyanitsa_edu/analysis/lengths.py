"""The exact distribution of a game's length (tricks) on a small deck: every deal played once.

The length of a game is a random variable on the space of deals: a number for each deal, the
deals equally likely. As in :func:`~pyanitsa_edu.exact_outcomes`, suits never matter in play,
so each distinct rank sequence stands for the same number of card orders and is played once
(:mod:`.exact` explains why). A game that runs into a cycle never ends: its length is
infinite, and it is counted under the key ``None``.

>>> from pyanitsa_edu import Deck, Rules
>>> lengths = exact_lengths(Rules(deck=Deck(["6", "7", "8", "9", "A"], 2)))
>>> len(lengths), lengths[1], None in lengths, sum(lengths.values())
(74, Fraction(1, 63), False, Fraction(1, 1))
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from ..errors import N_, RulesError, TooManyDealsError, whole_number
from ..pyanitsa.engine.loop import check_workers, play_deals
from ..pyanitsa.records import REASONS
from ..pyanitsa.rules import RulesLike, as_rules, check_ends
from ..pyanitsa.termination import Termination
from .exact import (
    BLOCK,
    FEASIBLE_DEALS,
    MAX_DEALS,
    _card_orders,
    _log10_rank_orders,
    _refuse,
    count_rank_orders,
    rank_sequence_blocks,
)
from .monte_carlo import round_robin

__all__ = ["exact_lengths"]

_CYCLE = REASONS.index(Termination.CYCLE)


def exact_lengths(
    rules: RulesLike = None, *, max_deals: int = MAX_DEALS, workers: int | None = None
) -> dict[int | None, Fraction]:
    """Return the exact probability of each game length over all deals of a small deck.

    Keys are numbers of tricks (as :attr:`Result.tricks`), in increasing order, then ``None``
    for the games that never end (a cycle), if any; only lengths that happen are listed, and
    the probabilities add up to 1. A game stopped by ``max_tricks`` counts with the tricks it
    played. Raises :class:`TooManyDealsError` and :class:`RulesError` as
    :func:`~pyanitsa_edu.exact_outcomes` does (too many deals; the ``shuffled`` return; rules
    under which a game may never end).
    """
    rules = as_rules(rules)
    if not rules.fixed_order:
        raise RulesError(N_("with the shuffled return the length is not a function of the "
                            "deal, so it has no exact distribution over deals: use simulate() "
                            "instead"))
    check_ends(rules)
    limit = whole_number(max_deals, "max_deals", 1, FEASIBLE_DEALS, TooManyDealsError)
    check_workers(workers)
    if _log10_rank_orders(rules) > math.log10(FEASIBLE_DEALS) + 1:
        _refuse(rules, None, limit)
    needed = count_rank_orders(rules)
    if needed > limit:
        _refuse(rules, needed, limit)
    suits = len(rules.deck.suits)
    tally = np.zeros(1, np.int64)
    cycles = 0
    for ranks in rank_sequence_blocks([suits] * len(rules.deck.ranks), BLOCK):
        cards, sizes = round_robin(_card_orders(ranks, suits, len(rules.deck)), rules.players)
        out = play_deals(cards, sizes, rules, workers=workers)
        ends = out.reason != _CYCLE
        cycles += int((~ends).sum())
        counts = np.bincount(out.tricks[ends].astype(np.int64))
        if len(counts) > len(tally):
            tally = np.pad(tally, (0, len(counts) - len(tally)))
        tally[: len(counts)] += counts
    if int(tally.sum()) + cycles != needed:
        raise AssertionError(f"played {int(tally.sum()) + cycles} deals of {needed}")
    result: dict[int | None, Fraction] = {
        int(k): Fraction(int(tally[k]), needed) for k in np.flatnonzero(tally).tolist()
    }
    if cycles:
        result[None] = Fraction(cycles, needed)
    return result
