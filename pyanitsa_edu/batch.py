"""Many games at once: :func:`simulate` plays random or given deals and returns a Simulation.

Two-player games with a fixed return order (``winner_first``, ``loser_first``,
``seat_order``) run on the vectorised numpy engine (:mod:`pyanitsa_edu.batchloop`),
in chunks of :data:`CHUNK` games. Every game's result is identical to
:func:`pyanitsa_edu.play` on the same deal: winner, reason, tricks, wars, cycle.

Two cases fall back to calling :func:`~pyanitsa_edu.play` once per game, which
gives the same results, only slower:

- the ``shuffled`` return, because ``play`` shuffles each bank with Python's
  ``random.Random``, whose stream a numpy loop cannot reproduce game by game.
  Game ``i`` is played with ``seed=sim.game_seed(i)``;
- more than two players (``play`` itself then runs the recording :class:`Game`).

Random deals: game ``i`` of ``simulate(n, rules=rules, seed=s)`` deals the deck in
the order of row ``i`` of ``np.random.default_rng(s).permuted(np.tile(np.arange(N),
(n, 1)), axis=1)``, where card id ``k`` is ``rules.deck.cards[k]``, then round-robin
as :func:`pyanitsa_edu.deal` does (player 0 gets the first card). So the deals do not
depend on the rest of the rules, and the first ``m`` games of a longer run are the
games of ``simulate(m, …)``. :func:`random_deals` returns them as piles.

Progress: ``progress=True`` shows a tqdm bar; a function ``progress(done, total)``
is called instead as games end (see :data:`ProgressCallback`). The vectorised
engine counts finished games after every trick it plays on the whole batch, so the
count is fine-grained; calls are thinned to about one per percent of the games,
and the last call is always ``progress(total, total)``. Neither changes any result.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Protocol, TypeAlias

import numpy as np
import numpy.typing as npt

from .batchcore import REASONS, Outcomes, card_dtype
from .batchloop import play_batch
from .cards import Piles
from .dealing import PileInput, check_piles, deal_order
from .errors import DealError
from .play import play
from .rules import Rules, as_rules
from .simulation import Simulation

__all__ = ["CHUNK", "DEAL_BLOCK", "PROGRESS_CALLS", "Progress", "ProgressCallback", "play_deals",
           "random_deals", "random_orders", "round_robin", "simulate"]

CHUNK = 100_000
"""Games per call of the vectorised engine: about 50 MB of working memory for 36 cards."""
DEAL_BLOCK = 10_000
"""Deck orders drawn per ``permuted`` call; the result does not depend on it."""
PROGRESS_CALLS = 100
"""About how many times a ``progress(done, total)`` function is called in one run."""
DEFAULT_RULES = Rules()

ProgressCallback: TypeAlias = Callable[[int, int], object]
"""``progress(done, total)``: ``done`` games of ``total`` have ended (its return is ignored)."""
Progress: TypeAlias = bool | ProgressCallback
"""What ``progress=`` accepts: True (a tqdm bar), False (nothing) or a ProgressCallback."""
_REASON_CODE = {r: k for k, r in enumerate(REASONS)}


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


def random_deals(n: int, rules: Rules | None, seed: int) -> list[Piles]:
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
    rules: Rules | str = DEFAULT_RULES,
    seed: int | None = None,
    progress: Progress = False,
) -> Simulation:
    """Return the results of ``n`` random deals (from ``seed``), or of the given ``deals``.

    >>> sim = simulate(1000, seed=1)
    >>> len(sim), sim.shares()[0].games + sim.shares()[1].games + sim.shares()[None].games
    (1000, 1000)
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


def play_deals(
    cards: npt.NDArray[np.unsignedinteger], sizes: npt.NDArray[np.int64], rules: Rules,
    game_seeds: npt.NDArray[np.uint64] | None = None, progress: Progress = False,
) -> Outcomes:
    """Return the outcomes of the games whose piles are the rows of ``cards`` (card ids,
    one pile after another) with pile sizes ``sizes``, in chunks of :data:`CHUNK`.

    ``progress`` as in :func:`simulate`."""
    count = len(cards)
    out = Outcomes.empty(count)
    bar = _progress(progress, count)
    try:
        for start in range(0, count, CHUNK):
            part = slice(start, min(count, start + CHUNK))
            _play_chunk(out, part, cards[part], sizes[part], rules, game_seeds, bar)
    finally:
        if bar is not None:
            bar.close()
    return out


def _play_chunk(
    out: Outcomes, part: slice, cards: npt.NDArray[np.unsignedinteger],
    sizes: npt.NDArray[np.int64], rules: Rules,
    game_seeds: npt.NDArray[np.uint64] | None, bar: _Bar | None,
) -> None:
    """Play one chunk of games into ``out[part]``: vectorised, or one ``play`` per game."""
    if rules.players == 2 and rules.fixed_order:
        got = play_batch(cards, sizes, rules, None if bar is None else bar.update)
        for name in ("winner", "reason", "tricks", "wars", "cycle_start", "cycle_length"):
            getattr(out, name)[part] = getattr(got, name)
        return
    deck = rules.deck.cards
    for k in range(len(cards)):
        i = part.start + k
        piles, start = [], 0
        for size in sizes[k]:
            piles.append([deck[int(c)] for c in cards[k, start : start + int(size)]])
            start += int(size)
        seed = None if game_seeds is None else int(game_seeds[i])
        result = play(piles, rules, seed=seed)
        out.winner[i] = -1 if result.winner is None else result.winner
        out.reason[i] = _REASON_CODE[result.reason]
        out.tricks[i] = result.tricks
        out.wars[i] = result.wars
        out.cycle_start[i] = -1 if result.cycle_start is None else result.cycle_start
        out.cycle_length[i] = -1 if result.cycle_length is None else result.cycle_length
        if bar is not None:
            bar.update(1)


def _progress(progress: Progress, total: int) -> _Bar | None:
    """Return what counts finished games for ``progress`` (None when nothing is to be shown)."""
    if isinstance(progress, bool | np.bool_):
        return _progress_bar(total) if progress else None
    if callable(progress):
        return _Reporter(progress, total)
    raise TypeError(
        f"progress must be True, False or a function progress(done, total), got {progress!r}"
    )


def _progress_bar(total: int) -> _Bar:
    """Return a tqdm progress bar (notebook widget or terminal), imported only now."""
    from tqdm.auto import tqdm  # type: ignore[import-untyped,unused-ignore]

    bar: _Bar = tqdm(total=total, unit="game", unit_scale=True, smoothing=0.1)
    return bar


class _Reporter:
    """Calls ``callback(done, total)`` as games end: about once per percent, and at the end."""

    def __init__(self, callback: ProgressCallback, total: int) -> None:
        self.callback = callback
        self.total = total
        self.done = 0
        self.step = max(1, -(-total // PROGRESS_CALLS))
        self.next = self.step

    def update(self, n: int) -> None:
        """Count ``n`` more finished games; report when a step is passed or all are done."""
        self.done += n
        if self.done >= self.next or self.done >= self.total:
            self.callback(self.done, self.total)
            self.next = self.done + self.step

    def close(self) -> None:
        """Nothing to close: the last update already reported ``total``."""


class _Bar(Protocol):
    """What :func:`simulate` uses of a tqdm bar."""

    def update(self, n: int) -> object:
        """Advance by ``n`` games."""

    def close(self) -> None:
        """Finish the bar."""
