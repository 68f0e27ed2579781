"""Many games at once: :func:`simulate` plays random or given deals and returns a Simulation.

Every game, whatever the rules, is played by the compiled loop
(:func:`~pyanitsa_edu.pyanitsa.engine.loop.play_deals`), in chunks spread over the processor's
cores.
Every game's result is identical to :func:`pyanitsa_edu.play` on the same deal: winner,
reason, tricks, wars, cycle. With the ``shuffled`` return game ``i`` is played with
``seed=sim.game_seed(i)``. The results never depend on the number of threads.

Random deals: game ``i`` of ``simulate(n, rules=rules, seed=s)`` deals the deck in
the order of row ``i`` of ``np.random.default_rng(s).permuted(np.tile(np.arange(N),
(n, 1)), axis=1)``, where card id ``k`` is ``rules.deck.cards[k]``, then round-robin
as :func:`pyanitsa_edu.deal` does (player 0 gets the first card). So the deals do not
depend on the rest of the rules, and the first ``m`` games of a longer run are the
games of ``simulate(m, …)``. :func:`random_deals` returns them as piles.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Literal

import numpy as np
import numpy.typing as npt

from ..errors import N_, DealError, PyanitsaError, SettingError, TooManyDealsError, whole_number
from ..i18n import _
from ..pyanitsa.cards import Piles
from ..pyanitsa.dealing import PileInput, check_piles, check_seed, deal_order
from ..pyanitsa.engine.codes import card_dtype
from ..pyanitsa.engine.loop import check_workers, play_deals
from ..pyanitsa.engine.progress import Progress, check_progress
from ..pyanitsa.rules import Rules, RulesLike, as_rules, check_ends
from .memory import available_memory
from .simulation import Simulation

__all__ = [
    "DEAL_BLOCK",
    "MAX_GAMES",
    "available_memory",
    "bytes_per_game",
    "card_dtype",
    "random_deals",
    "random_orders",
    "round_robin",
    "simulate",
]

DEAL_BLOCK = 10_000
"""Deck orders drawn per ``permuted`` call; the result does not depend on it."""

MEMORY_SHARE = 0.5
"""The share of the memory available now that the per-game results of one run may take."""

MAX_GAMES = 10**12
"""The most games one run may ask for, whatever the memory: far more than fits."""


def _check_seed(seed: object) -> int:
    """Return the seed to use: ``seed`` itself (checked by the one seed rule,
    :func:`~pyanitsa_edu.pyanitsa.dealing.check_seed`), or fresh entropy when it is None."""
    checked = check_seed(seed)
    if checked is None:
        entropy = np.random.SeedSequence().entropy
        return int(entropy)  # type: ignore[arg-type]
    return checked


def bytes_per_game(rules: Rules) -> int:
    """Return the bytes a :class:`Simulation` keeps per game under ``rules``: its deal
    (card ids and pile sizes) and its outcome (winner, reason, tricks, wars, cycle)."""
    n_cards = len(rules.deck)
    outcome = 1 + 1 + 4 * 8
    deal = n_cards * np.dtype(card_dtype(n_cards)).itemsize + 8 * rules.players
    return outcome + deal + (0 if rules.fixed_order else 8)


def _check_fits(count: int, per_game: int, what: Literal["deals", "simulate"]) -> None:
    """Raise TooManyDealsError when ``count`` games of ``per_game`` bytes each would take more
    than :data:`MEMORY_SHARE` of the memory available now (:func:`.memory.available_memory`:
    the machine's, the process's address-space limit and the container's limit)."""
    need = count * per_game
    budget = int(available_memory() * MEMORY_SHARE)
    if need > budget:
        fits = max(1, budget // per_game)
        sizes = {"need": _Size(need), "available": _Size(2 * budget)}
        if what == "deals":
            raise TooManyDealsError(
                N_("the deals of {count:~} games would keep {need} ({per_game:,} bytes a game), "
                   "more than half the memory available now ({available}): ask for at most "
                   "about {fits:~} games at once, and make several runs with different seeds if "
                   "you need more"), count=count, per_game=per_game, fits=fits, **sizes)
        raise TooManyDealsError(
            N_("simulating {count:~} games would keep {need} ({per_game:,} bytes a game), more "
               "than half the memory available now ({available}): ask for at most about "
               "{fits:~} games at once, and make several runs with different seeds if you need "
               "more"), count=count, per_game=per_game, fits=fits, **sizes)


_UNITS: tuple[tuple[str, int], ...] = (
    (N_("{size:.3g} PB"), 10**15), (N_("{size:.3g} TB"), 10**12), (N_("{size:.3g} GB"), 10**9),
    (N_("{size:.3g} MB"), 10**6),
)
"""How an amount of memory is written, by the unit it reaches."""


class _Size:
    """An amount of memory, written for a reader (``86 GB``, ``86 ГБ``)."""

    def __init__(self, n_bytes: int) -> None:
        self.n_bytes = n_bytes

    def text(self, lang: str | None = None) -> str:
        """Return the amount in the largest unit it reaches (or ``about 10²¹ bytes`` beyond a
        thousand petabytes)."""
        if self.n_bytes >= 1000 * 10**15:
            return _("{n:~} bytes", lang, n=self.n_bytes)
        for unit, scale in _UNITS:
            if self.n_bytes >= scale:
                return _(unit, lang, size=self.n_bytes / scale)
        return _("{n:,} bytes", lang, n=self.n_bytes)


def random_orders(n: int, n_cards: int, seed: int) -> Iterator[npt.NDArray[np.unsignedinteger]]:
    """Yield the deck orders (card ids) of ``n`` random deals in blocks of rows.

    Together they are the rows of ``np.random.default_rng(seed).permuted(np.tile(
    np.arange(n_cards), (n, 1)), axis=1)``, drawn by compiled code that repeats numpy's
    steps (:mod:`pyanitsa_edu.pyanitsa.engine.dealer`, imported with numba on first use).
    """
    from ..pyanitsa.engine.dealer import deck_orders

    return deck_orders(n, n_cards, seed, card_dtype(n_cards), DEAL_BLOCK)


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
    count = _check_count(n)
    _check_fits(count, 8 * bytes_per_game(rules), "deals")  # Card tuples: about 8× ids
    result: list[Piles] = []
    for orders in random_orders(count, len(deck), _check_seed(seed)):
        for order in orders:
            result.append(deal_order([deck[k] for k in order], rules.players))
    return result


def _check_count(n: object) -> int:
    """Return ``n`` after checking it is a whole number of games, at least 1."""
    return whole_number(n, "n (the number of games)", 1, MAX_GAMES, SettingError)


def _deal_into(
    cards: npt.NDArray[np.unsignedinteger], sizes: npt.NDArray[np.int64], rules: Rules, seed: int
) -> Iterator[int]:
    """Fill ``cards`` and ``sizes`` with the random deals of ``seed`` (round-robin), block by
    block, yielding how many rows are filled so far (so games start while the rest is dealt:
    :func:`~pyanitsa_edu.pyanitsa.engine.loop.play_deals`)."""
    start = 0
    for orders in random_orders(len(cards), len(rules.deck), seed):
        part = slice(start, start + len(orders))
        cards[part], sizes[part] = round_robin(orders, rules.players)
        start += len(orders)
        yield start


def _given_deals(
    deals: Sequence[Sequence[PileInput]], rules: Rules
) -> tuple[npt.NDArray[np.unsignedinteger], npt.NDArray[np.int64]]:
    """Return given deals as card-id rows and pile sizes, after the engine's checks."""
    if isinstance(deals, str) or not isinstance(deals, Sequence):
        raise DealError(N_("deals must be a list of deals, each a list of piles (one per "
                           "player), got a {kind}"), kind=type(deals).__name__)
    if not deals:
        raise DealError(N_("deals is empty: give at least one deal"))
    ids = rules.deck.card_ids
    n_cards = len(ids)
    cards = np.full((len(deals), n_cards), n_cards, card_dtype(n_cards))
    sizes = np.zeros((len(deals), rules.players), np.int64)
    for i, piles in enumerate(deals):
        try:
            checked = check_piles(piles, rules)
        except PyanitsaError as error:
            raise type(error)(N_("deal {i}: {error}"), i=i, error=error) from None
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
    workers: int | None = None,
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
    Every game is played by the compiled loop, any rules and 2–8 players, on ``workers``
    threads (None: every core; 1: this thread only); the results are the same for any
    number. ``progress=True`` shows a progress bar (in a notebook,
    or on stderr); a function ``progress(done, total)`` is called instead, with ``done``
    increasing and ending at ``total`` (about :data:`PROGRESS_CALLS` calls; a widget's
    progress bar, for example). The results are the same either way.

    Refused before any game is played: rules under which a game may never end (a fixed
    return order, ``detect_cycles=False`` and no ``max_tricks``: :class:`RulesError`, see
    :func:`~pyanitsa_edu.pyanitsa.rules.check_ends`), and a run whose per-game results (about
    :func:`bytes_per_game` bytes a game: 86 for the 36-card deck) would take more than half
    the memory available now (:class:`TooManyDealsError`): ``n`` is a number of games that are
    all kept, so for more, make several runs with different seeds. Seeds follow the one rule of
    :func:`~pyanitsa_edu.pyanitsa.dealing.check_seed`.
    """
    rules = check_ends(as_rules(rules))
    check_progress(progress)
    check_workers(workers)
    if n is None and deals is None:
        raise SettingError(N_("simulate needs something to play: give n (that many random "
                              "deals, e.g. simulate(10_000)) or deals (a list of deals)"))
    if n is not None and deals is not None:
        raise SettingError(N_("give either n (that many random deals) or deals, not both"))
    filled = None
    if deals is not None:
        checked_seed = check_seed(seed)
        cards, sizes = _given_deals(deals, rules)
        count = len(cards)
        used_seed = None if checked_seed is None and rules.fixed_order else _check_seed(seed)
    else:
        count = _check_count(n)
        used_seed = _check_seed(seed)
        _check_fits(count, bytes_per_game(rules), "simulate")
        cards = np.empty((count, len(rules.deck)), card_dtype(len(rules.deck)))
        sizes = np.empty((count, rules.players), np.int64)
        filled = _deal_into(cards, sizes, rules, used_seed)
    game_seeds = None
    if not rules.fixed_order:
        game_seeds = np.random.default_rng([1, used_seed or 0]).integers(
            0, 2**63, size=count, dtype=np.uint64
        )
    out = play_deals(cards, sizes, rules, game_seeds, progress, workers, filled)
    return Simulation(
        rules, out.winner, out.reason, out.tricks, out.wars, out.cycle_start,
        out.cycle_length, cards, sizes, used_seed, game_seeds,
    )


