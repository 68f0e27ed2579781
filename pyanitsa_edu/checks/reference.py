"""Reference simulations for the statistical self-checks: large, seeded, computed once.

Where the library cannot compute a truth exactly (the share of long games on 36
cards, the effect of holding aces), the checks compare a student's estimate with
a simulation of :data:`REFERENCE_GAMES` games from :data:`REFERENCE_SEED`, played
once per session and cached. Its own standard error enters the tolerance.

A chance given a rare deal (player 0 holds every ace: one deal in twenty) is simulated
on such deals only (:func:`rank_held_reference`): every deal with that property, and
no other, is equally likely, so the games sample the conditional distribution exactly,
twenty times more cheaply than picking them out of random deals.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from ..analysis.monte_carlo import card_dtype, round_robin, simulate
from ..analysis.simulation import Simulation
from ..analysis.stats import share_se
from ..errors import N_, SettingError
from ..pyanitsa.engine.loop import play_deals
from ..pyanitsa.rules import Rules

__all__ = [
    "CONDITIONAL_GAMES",
    "REFERENCE_GAMES",
    "REFERENCE_SEED",
    "Truth",
    "dealt_rank_counts",
    "difference_truth",
    "mean_truth",
    "rank_held_chance",
    "rank_held_reference",
    "reference",
    "share_truth",
]

REFERENCE_GAMES = 100_000
"""Games in a reference simulation: its standard error is √(p(1 − p)/100,000) ≤ 0.0016."""
REFERENCE_SEED = 20_100_919
"""The seed of every reference simulation (one no exercise asks for)."""
CONDITIONAL_GAMES = 200_000
"""Games in a reference given a deal (:func:`rank_held_reference`): for a chance near 0.94
its standard error is about 0.0005."""


class Truth(NamedTuple):
    """A reference value, what one game contributes to its spread, and its own error."""

    value: float
    """The reference value (a share, a mean, a difference)."""
    sd: float
    """The standard deviation of one game's contribution: the error of n games is sd/√n."""
    se: float
    """The standard error of the reference value itself."""


@lru_cache(maxsize=8)
def reference(rules: Rules, games: int = REFERENCE_GAMES) -> Simulation:
    """Return the reference simulation of ``games`` games under ``rules`` (cached)."""
    return simulate(games, rules=rules, seed=REFERENCE_SEED)


def share_truth(hits: npt.ArrayLike) -> Truth:
    """Return the share of True in ``hits`` with its per-game sd and its standard error."""
    values = np.asarray(hits, dtype=bool)
    p = float(values.mean())
    sd = share_se(p)
    return Truth(p, sd, sd / math.sqrt(values.size))


def mean_truth(values: npt.ArrayLike) -> Truth:
    """Return the mean of ``values`` with their sd and the mean's standard error."""
    data = np.asarray(values, dtype=float)
    sd = float(data.std())
    return Truth(float(data.mean()), sd, sd / math.sqrt(data.size))


def difference_truth(hits: npt.ArrayLike, high: npt.ArrayLike, low: npt.ArrayLike) -> Truth:
    """Return share(hits | high) − share(hits | low), where ``high`` and ``low`` select two
    groups of games, with the sd that makes sd/√n its standard error over n games."""
    h = np.asarray(hits, dtype=bool)
    groups = [np.asarray(g, dtype=bool) for g in (high, low)]
    shares = [float(h[g].mean()) for g in groups]
    fractions = [float(g.mean()) for g in groups]
    variance = sum(p * (1 - p) / f for p, f in zip(shares, fractions, strict=True))
    sd = math.sqrt(variance)
    return Truth(shares[0] - shares[1], sd, sd / math.sqrt(h.size))


def dealt_rank_counts(sim: Simulation, player: int = 0) -> npt.NDArray[np.int64]:
    """Return one row per game and one column per rank (low to high): how many cards of
    that rank ``player`` was dealt."""
    deck = sim.rules.deck
    n_ranks = len(deck.ranks)
    lookup = np.array([deck.rank_index(c.rank) for c in deck.cards] + [n_ranks], np.int64)
    start = sim.deal_sizes[:, :player].sum(axis=1)
    stop = start + sim.deal_sizes[:, player]
    position = np.arange(sim.deal_cards.shape[1])
    mine = (position >= start[:, None]) & (position < stop[:, None])
    ranks = np.where(mine, lookup[sim.deal_cards.astype(np.int64)], n_ranks)
    counts = np.stack([(ranks == r).sum(axis=1) for r in range(n_ranks)], axis=1)
    return counts.astype(np.int64)


def rank_held_chance(rules: Rules, player: int = 0) -> float:
    """Return the exact chance that ``player`` is dealt every card of the highest rank:
    C(N − s, h − s) / C(N, h) for a deck of N cards, s suits and a pile of h cards."""
    n_cards, suits = len(rules.deck), len(rules.deck.suits)
    held = len(range(player, n_cards, rules.players))
    return math.comb(n_cards - suits, held - suits) / math.comb(n_cards, held)


@lru_cache(maxsize=4)
def rank_held_reference(rules: Rules, games: int = CONDITIONAL_GAMES) -> Truth:
    """Return P(player 0 wins | he was dealt every card of the highest rank), from ``games``
    two-player games dealt with that condition (cached), with its per-game sd and its error.

    Player 0's pile is the top rank's cards and a random set of the others, in random
    order; player 1 gets the rest, in random order: every deal that gives player 0 the
    whole top rank is equally likely, exactly as among random deals. Two players and a
    fixed return order only: :class:`SettingError` otherwise.
    """
    if rules.players != 2 or not rules.fixed_order:
        raise SettingError(N_("a reference given the deal needs two players and a fixed return "
                              "order"))
    deck = rules.deck
    top = len(deck.ranks) - 1
    ids = np.arange(len(deck))
    is_top = np.array([deck.rank_index(card.rank) == top for card in deck.cards])
    _, sizes = round_robin(ids[None, :].astype(card_dtype(len(deck))), 2)
    drawn = int(sizes[0, 0]) - int(is_top.sum())  # player 0's cards besides the top rank
    rng = np.random.default_rng(REFERENCE_SEED)
    others = rng.permuted(np.tile(ids[~is_top], (games, 1)), axis=1)
    mine = np.concatenate([np.tile(ids[is_top], (games, 1)), others[:, :drawn]], axis=1)
    cards = np.concatenate([rng.permuted(mine, axis=1), others[:, drawn:]],
                           axis=1).astype(card_dtype(len(deck)))
    winner = play_deals(cards, np.tile(sizes[0], (games, 1)), rules).winner
    return share_truth(winner == 0)
