"""What the lessons and exercises need but a student need not read: enumeration, cycle
states, a published deal, and the rank counts of starting piles.

Pure and small: no Jupyter, no plotting. The lessons compute their shares, means and
intervals themselves, as visible expressions over :func:`simulate`'s arrays; only the
bookkeeping below is hidden.

- Enumeration: :func:`rank_orders` lists every distinct deck order up to suits, and
  :func:`find_deals` searches a small deck for deals that end a given way.
- Cycles: :func:`cycle_states` returns the states of a cycle from a game's history.
- :data:`SPIVEY_PILES`: a 52-card deal that cycles, by M. Z. Spivey (see "Cycles in
  War", *Integers* 10 (2010), #G02, 747–764); :func:`spivey_rules` encodes its rules.
- Pile features for lesson 07: :func:`rank_counts`, :func:`rank_count_table`
  and :func:`share_by_value` (shares with Wilson 95 % intervals).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from ..cards import Card, Piles
from ..dealing import deal_order
from ..deck import Deck
from ..engine.game import Game
from ..engine.play import play
from ..records import Reason, Snapshot
from ..rules import Collect, Rules, RulesLike, as_rules
from .exact import rank_sequences
from .simulation import Simulation
from .stats import wilson_interval

__all__ = [
    "SPIVEY_PILES",
    "ValueShare",
    "cycle_states",
    "deal_order",
    "find_deals",
    "rank_count_table",
    "rank_counts",
    "rank_orders",
    "share_by_value",
    "spivey_deal",
    "spivey_deck",
    "spivey_rules",
]

SPIVEY_PILES: tuple[tuple[int, ...], tuple[int, ...]] = tuple(
    tuple(int(n) for n in row.split())
    for row in (
        "26 46 1 7 8 27 9 28 29 47 2 10 11 30 12 31 32 48 3 13 14 33 15 34 35 49",
        "16 36 17 37 38 50 4 18 19 39 20 40 41 51 5 21 22 42 23 43 44 52 6 24 25 45",
    )
)  # type: ignore[assignment]
"""The 52-card deal Spivey gave (MathOverflow, 2010, citing *Cycles in War* for the proof):
two rows of 26 numbered cards. Read top first, with card 1 the strongest and the winner's
card first, it is on its own cycle of 31,920 tricks ("over 30,000 battles")."""


# --- enumeration ---------------------------------------------------------------


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


def find_deals(
    rules: Rules, reason: Reason = "cycle", limit: int | None = 5
) -> list[Piles]:
    """Return up to ``limit`` deals of the rules' (small) deck whose game ends with ``reason``.

    Searches every distinct deal up to suits, in a fixed order (so the answer
    never changes); ``limit=None`` returns them all.
    """
    found: list[Piles] = []
    for order in rank_orders(rules):
        piles = deal_order(order, rules.players)
        if play(piles, rules).reason == reason:
            found.append(piles)
            if limit is not None and len(found) >= limit:
                break
    return found


# --- cycles ----------------------------------------------------------------------


def cycle_states(game: Game) -> tuple[Snapshot, ...]:
    """Return the states of a cycled game from the first visit of the repeated state
    to its return: ``cycle_length + 1`` snapshots whose first and last piles are equal.
    """
    result = game.result
    if result is None or result.reason != "cycle":
        raise ValueError(f"the game did not end in a cycle: {result}")
    if result.cycle_start is None or result.cycle_length is None:
        raise ValueError("a cycle result without its start and period")
    start = result.cycle_start
    return game.history[start : start + result.cycle_length + 1]


# --- Spivey's deal -----------------------------------------------------------------


def spivey_deck(one_is_high: bool = True) -> Deck:
    """Return the deck of Spivey's deal: 52 cards numbered 1–52, one suit, all ranks distinct.

    ``one_is_high``: card 1 is the strongest and 52 the weakest (the reading that
    reproduces the paper's cycle); ``False`` gives the opposite ranking.
    """
    numbers = range(52, 0, -1) if one_is_high else range(1, 53)
    return Deck(ranks=[str(n) for n in numbers], suits=1, low_beats_ace=False)


def spivey_rules(collect: Collect = "winner_first", one_is_high: bool = True) -> Rules:
    """Return the rules of Spivey's paper: strictly ranked (no special low card, so no
    wars can happen), the winner's card under his pile first, then the loser's.
    """
    return Rules(
        deck=spivey_deck(one_is_high),
        low_beats_ace=False,
        collect=collect,
    )


def spivey_deal(one_is_high: bool = True) -> Piles:
    """Return Spivey's published deal as piles of cards of :func:`spivey_deck`, top first."""
    deck = spivey_deck(one_is_high)
    suit = deck.suits[0]
    return tuple(tuple(deck.card(Card(str(n), suit)) for n in pile) for pile in SPIVEY_PILES)


# --- what a pile holds -------------------------------------------------------------


def rank_counts(piles: Sequence[Iterable[Card]], rules: Rules, player: int = 0) -> tuple[int, ...]:
    """Return how many cards of each rank (in deck order, low to high) ``player``'s pile holds."""
    counts = Counter(card.rank for card in piles[player])
    return tuple(counts.get(rank, 0) for rank in rules.deck.ranks)


def rank_count_table(
    deals: Simulation | Iterable[Sequence[Iterable[Card]]],
    rules: RulesLike = None,
    player: int = 0,
) -> np.ndarray:
    """Return an int array, one row per deal and one column per rank (low to high): how
    many cards of that rank ``player`` was dealt.

    ``deals`` is a list of deals (then ``rules`` gives the deck) or a :class:`Simulation`,
    whose stored deals are read directly (fast, and ``rules`` is the simulation's).
    """
    if isinstance(deals, Simulation):
        return _sim_rank_counts(deals, player)
    rules = as_rules(rules)
    rows = [rank_counts(piles, rules, player) for piles in deals]
    return np.array(rows, dtype=np.int64).reshape(len(rows), len(rules.deck.ranks))


def _sim_rank_counts(sim: Simulation, player: int) -> np.ndarray:
    """Return the rank counts of ``player``'s starting pile in every game of ``sim``."""
    deck = sim.rules.deck
    n_ranks = len(deck.ranks)
    lookup = np.array([deck.rank_index(c.rank) for c in deck.cards] + [n_ranks], dtype=np.int64)
    ranks = lookup[sim.deal_cards.astype(np.int64)]
    sizes = sim.deal_sizes
    start = sizes[:, :player].sum(axis=1)
    position = np.arange(ranks.shape[1])
    mine = (position >= start[:, None]) & (position < (start + sizes[:, player])[:, None])
    ranks = np.where(mine, ranks, n_ranks)
    table = np.zeros((len(ranks), n_ranks + 1), dtype=np.int64)
    np.add.at(table, (np.repeat(np.arange(len(ranks)), ranks.shape[1]), ranks.ravel()), 1)
    return table[:, :n_ranks]


@dataclass(frozen=True)
class ValueShare:
    """The share of hits among the games where a feature took one value."""

    value: int
    """The feature's value, e.g. the number of aces in the pile."""
    games: int
    """Games with that value."""
    hits: int
    """Of those, games that were hits (e.g. won by the player)."""
    low: float
    """Lower end of the 95 % Wilson interval of the share."""
    high: float
    """Upper end of the 95 % Wilson interval of the share."""

    @property
    def share(self) -> float:
        """Return ``hits / games``."""
        return self.hits / self.games if self.games else float("nan")

    def __str__(self) -> str:
        return (
            f"{self.value}: {self.share:.1%} of {self.games} games "
            f"(95 % CI {self.low:.1%}–{self.high:.1%})"
        )


def share_by_value(values: ArrayLike, hits: ArrayLike, min_games: int = 1) -> list[ValueShare]:
    """Return, for each distinct value (ascending) seen in at least ``min_games`` games, the
    share of hits with its 95 % interval. ``values`` and ``hits`` are parallel arrays."""
    v = np.asarray(values).ravel()
    h = np.asarray(hits, dtype=bool).ravel()
    if v.shape != h.shape:
        raise ValueError(f"values and hits differ in length: {v.size} and {h.size}")
    rows = []
    for value in np.unique(v):
        mask = v == value
        n, k = int(mask.sum()), int(h[mask].sum())
        if n >= min_games:
            rows.append(ValueShare(int(value), n, k, *wilson_interval(k, n)))
    return rows
