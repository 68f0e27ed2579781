"""Many games at once: :func:`simulate` plays random or given deals and returns a Simulation.

The games are played by :func:`~pyanitsa_edu.engine.batch.play_deals`: two-player
games with a fixed return order on the vectorised numpy engine, the others by
:func:`~pyanitsa_edu.play` once per game. Every game's result is identical to
:func:`pyanitsa_edu.play` on the same deal: winner, reason, tricks, wars, cycle.
With the ``shuffled`` return game ``i`` is played with ``seed=sim.game_seed(i)``.

Random deals: game ``i`` of ``simulate(n, rules=rules, seed=s)`` deals the deck in
the order of row ``i`` of ``np.random.default_rng(s).permuted(np.tile(np.arange(N),
(n, 1)), axis=1)``, where card id ``k`` is ``rules.deck.cards[k]``, then round-robin
as :func:`pyanitsa_edu.deal` does (player 0 gets the first card). So the deals do not
depend on the rest of the rules, and the first ``m`` games of a longer run are the
games of ``simulate(m, …)``. :func:`random_deals` returns them as piles.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np
import numpy.typing as npt

from ..cards import Piles
from ..dealing import PileInput, check_piles, deal_order
from ..engine.batch import Progress, card_dtype, play_deals
from ..errors import DealError
from ..rules import Rules, RulesLike, as_rules
from .simulation import Simulation

__all__ = ["DEAL_BLOCK", "random_deals", "random_orders", "round_robin", "simulate"]

DEAL_BLOCK = 10_000
"""Deck orders drawn per ``permuted`` call; the result does not depend on it."""


def _check_seed(seed: object) -> int:
    """Return the seed to use: ``seed`` itself, or fresh entropy when it is None."""
    if seed is None:
        entropy = np.random.SeedSequence().entropy
        return int(entropy)  # type: ignore[arg-type]
    if isinstance(seed, bool) or not isinstance(seed, int | np.integer) or seed < 0:
        raise DealError(f"seed must be a whole number ≥ 0 or None, got {seed!r}")
    return int(seed)


def random_orders(n: int, n_cards: int, seed: int) -> Iterator[npt.NDArray[np.unsignedinteger]]:
    """Yield the deck orders (card ids) of ``n`` random deals in blocks of rows.

    Together they are the rows of ``np.random.default_rng(seed).permuted(np.tile(
    np.arange(n_cards), (n, 1)), axis=1)``.
    """
    rng = np.random.default_rng(seed)
    deck = np.arange(n_cards, dtype=card_dtype(n_cards))
    for start in range(0, n, DEAL_BLOCK):
        rows = min(DEAL_BLOCK, n - start)
        yield rng.permuted(np.tile(deck, (rows, 1)), axis=1)


def round_robin(
    orders: npt.NDArray[np.unsignedinteger], players: int
) -> tuple[npt.NDArray[np.unsignedinteger], npt.NDArray[np.int64]]:
    """Return deck orders dealt round-robin: piles one after another, and the pile sizes."""
    n, n_cards = orders.shape
    cards = np.concatenate([orders[:, p::players] for p in range(players)], axis=1)
    sizes = np.array([len(range(p, n_cards, players)) for p in range(players)], np.int64)
    return cards, np.tile(sizes, (n, 1))


def random_deals(n: int, rules: RulesLike, seed: int) -> list[Piles]:
    """Return the ``n`` deals (piles of cards, top first) that ``simulate(n, seed=seed)``
    plays with these rules."""
    rules = as_rules(rules)
    deck = rules.deck.cards
    result: list[Piles] = []
    for orders in random_orders(_check_count(n), len(deck), _check_seed(seed)):
        for order in orders:
            result.append(deal_order([deck[k] for k in order], rules.players))
    return result


def _check_count(n: object) -> int:
    """Return ``n`` after checking it is a whole number of games, at least 1."""
    if isinstance(n, bool) or not isinstance(n, int | np.integer) or n < 1:
        raise DealError(f"n must be a whole number of games, at least 1, got {n!r}")
    return int(n)


def _given_deals(
    deals: Sequence[Sequence[PileInput]], rules: Rules
) -> tuple[npt.NDArray[np.unsignedinteger], npt.NDArray[np.int64]]:
    """Return given deals as card-id rows and pile sizes, after the engine's checks."""
    if isinstance(deals, str) or not isinstance(deals, Sequence):
        raise DealError("deals must be a list of deals, each a list of piles (one per player)")
    if not deals:
        raise DealError("deals is empty: give at least one deal")
    ids = rules.deck.card_ids
    n_cards = len(ids)
    cards = np.full((len(deals), n_cards), n_cards, card_dtype(n_cards))
    sizes = np.zeros((len(deals), rules.players), np.int64)
    for i, piles in enumerate(deals):
        try:
            checked = check_piles(piles, rules)
        except ValueError as error:
            raise type(error)(f"deal {i}: {error}") from None
        row = [ids[card] for pile in checked for card in pile]
        cards[i, : len(row)] = row
        sizes[i] = [len(pile) for pile in checked]
    return cards, sizes


def simulate(
    n: int | None = None,
    *,
    deals: Sequence[Sequence[PileInput]] | None = None,
    rules: RulesLike = None,
    seed: int | None = None,
    progress: Progress = False,
) -> Simulation:
    """Return the results of ``n`` random deals (from ``seed``), or of the given ``deals``.

    >>> sim = simulate(1000, seed=1)
    >>> len(sim), sim.shares()[0].games + sim.shares()[1].games + sim.shares()[None].games
    (1000, 1000)
    >>> from pyanitsa_edu import play
    >>> sim.result(7) == play(sim.deal(7), sim.rules)
    True

    ``deals`` are piles as :class:`Game` accepts them, one list of piles per game,
    checked as ``Game`` checks them. ``seed=None`` draws a fresh seed, kept in
    ``sim.seed``; how deals follow from the seed is told in this module's docstring.
    Two-player games with a fixed return order are played by the vectorised engine;
    the ``shuffled`` return and 3–8 players call :func:`play` once per game (same
    results, much slower). ``progress=True`` shows a progress bar (in a notebook,
    or on stderr); a function ``progress(done, total)`` is called instead, with ``done``
    increasing and ending at ``total`` (about :data:`PROGRESS_CALLS` calls; a widget's
    progress bar, for example). The results are the same either way. With
    ``detect_cycles=False`` and no ``max_tricks`` a cycling game would never end: the
    vectorised engine raises :class:`RulesError` instead (the ``play`` fallback, like
    ``play`` itself, would loop forever).
    """
    rules = as_rules(rules)
    if (n is None) == (deals is None):
        raise DealError("give either n (that many random deals) or deals, not both")
    if deals is not None:
        cards, sizes = _given_deals(deals, rules)
        count = len(cards)
        used_seed = None if seed is None and rules.fixed_order else _check_seed(seed)
    else:
        count = _check_count(n)
        used_seed = _check_seed(seed)
        cards = np.empty((count, len(rules.deck)), card_dtype(len(rules.deck)))
        sizes = np.empty((count, rules.players), np.int64)
        start = 0
        for orders in random_orders(count, len(rules.deck), used_seed):
            part = slice(start, start + len(orders))
            cards[part], sizes[part] = round_robin(orders, rules.players)
            start += len(orders)
    game_seeds = None
    if not rules.fixed_order:
        game_seeds = np.random.default_rng([1, used_seed or 0]).integers(
            0, 2**63, size=count, dtype=np.uint64
        )
    out = play_deals(cards, sizes, rules, game_seeds, progress)
    return Simulation(
        rules, out.winner, out.reason, out.tricks, out.wars, out.cycle_start,
        out.cycle_length, cards, sizes, used_seed, game_seeds,
    )


