"""The Python side of the compiled loop: checked games in, results out, on one or more threads.

:mod:`.kernel` plays the games; it is imported (and numba with it, and the compiled code
loaded from its cache or compiled) on the first game played, never by ``import
pyanitsa_edu``. Everything it receives was checked by the callers: rules are a
:class:`~pyanitsa_edu.Rules` value, piles hold distinct cards of the deck, seeds are whole
numbers (:func:`~.prng.state_seed`).

- :func:`play_ids`: one game, for :func:`~pyanitsa_edu.play`;
- :func:`play_deals`: many games from arrays of card ids, in chunks spread over ``workers``
  threads (the compiled loop releases the GIL); each game is played alone from its own deal
  and seed, so the results never depend on the chunks or on the number of threads.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, fields
from functools import lru_cache
from itertools import pairwise
from types import ModuleType
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from ...errors import SettingError, whole_number
from ..dealing import Seed
from ..records import REASONS, Cycle, Result
from ..rules import Rules
from ..termination import DRAW, Termination
from .codes import card_dtype, is_pair, rule_codes, tables
from .notice import listen
from .plan import plan_for
from .prng import start_state
from .progress import Counter, Progress, counter

__all__ = [
    "MAX_CHUNK",
    "MAX_WORKERS",
    "Outcomes",
    "TrickStep",
    "available_cores",
    "check_workers",
    "chunk_size",
    "kernel",
    "play_deals",
    "play_ids",
    "rank_trick",
    "setup_for",
]

MAX_CHUNK = 4096
"""The most games one call of the compiled loop plays (a thread's share of work at a time)."""
MIN_CHUNK = 16
"""The fewest games a chunk holds, unless the run has fewer."""
MAX_WORKERS = 256
"""The most threads ``workers=`` may ask for."""

IntArray = npt.NDArray[np.int64]


_KERNEL: list[ModuleType] = []
"""The compiled loop's module, once imported."""


def kernel() -> ModuleType:
    """Return the compiled loop's module, importing it (and numba) on first use; from then on a
    loop compiled for want of a cached one is announced to the reader (:mod:`.notice`)."""
    if not _KERNEL:
        from . import kernel as compiled

        listen()

        _KERNEL.append(compiled)
    return _KERNEL[0]


def available_cores() -> int:
    """Return the number of processor cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def check_workers(workers: object) -> int:
    """Return the number of threads for ``workers``: None means every available core,
    otherwise a whole number from 1 to :data:`MAX_WORKERS` (:class:`SettingError` else)."""
    if workers is None:
        return available_cores()
    return whole_number(workers, "workers (threads)", 1, MAX_WORKERS, SettingError)


def chunk_size(count: int) -> int:
    """Return the games per chunk of a run of ``count`` games: about a hundredth of the run
    (so progress moves in steps of about 1 %), from :data:`MIN_CHUNK` to :data:`MAX_CHUNK`."""
    return min(MAX_CHUNK, max(MIN_CHUNK, -(-count // 100)))


@dataclass(frozen=True, eq=False)
class _Setup:
    """What the compiled loop needs of a set of rules, built once per rules."""

    codes: IntArray
    beats: npt.NDArray[np.int8]
    rank: npt.NDArray[np.uint32]
    token_of: tuple[int, ...]
    lut: npt.NDArray[np.unsignedinteger]
    """``lut[card_id]``: the card's token (as a card id's type, :func:`~.codes.card_dtype`);
    padding ids map to 0 (never read)."""
    dtype: type[np.unsignedinteger]
    """The type of the deals played (:func:`~.codes.card_dtype`)."""
    shuffled: bool
    on_ranks: bool
    pair: bool
    """True when the kernel's two-player loop plays these rules (:func:`~.codes.is_pair`)."""
    card_ids: dict[str, dict[str, int]]
    """``card_ids[rank][suit]``: a card's id (faster to read than a dict keyed by cards)."""


_SETUPS: dict[int, tuple[Rules, _Setup]] = {}
"""The setups of recent Rules values, by the value's ``id`` (kept alive beside it): hashing a
Rules value costs more than a short game."""


def setup_for(rules: Rules) -> _Setup:
    """Return what the compiled loop needs of ``rules`` (cached)."""
    known = _SETUPS.get(id(rules))
    if known is not None and known[0] is rules:
        return known[1]
    if len(_SETUPS) >= 256:
        _SETUPS.clear()
    setup = _new_setup(rules)
    _SETUPS[id(rules)] = (rules, setup)
    return setup


@lru_cache(maxsize=256)
def _new_setup(rules: Rules) -> _Setup:
    plan = plan_for(rules)
    beats, rank = tables(rules)
    dtype = card_dtype(len(rules.deck))
    lut = np.zeros(len(rules.deck) + 1, dtype)
    lut[:-1] = plan.token_of
    ids: dict[str, dict[str, int]] = {}
    for card, k in rules.deck.card_ids.items():
        ids.setdefault(card.rank, {})[card.suit] = k
    codes = rule_codes(rules)
    return _Setup(codes, beats, rank, plan.token_of, lut, dtype, plan.bank_kind == "shuffled",
                  plan.on_ranks, is_pair(codes), ids)


_NO_SEEDS = np.zeros(0, np.uint64)


def _call(
    deals: npt.NDArray[np.unsignedinteger], sizes: IntArray, seeds: npt.NDArray[np.uint64],
    setup: _Setup,
) -> IntArray:
    """Return the result rows of the games (``kernel.RESULT_FIELDS``), played by the kernel."""
    compiled = kernel()
    play = compiled.play_pairs if setup.pair else compiled.play_games
    out = np.empty((len(deals), 6), np.int64)
    if compiled.JIT:
        play(deals, sizes, seeds, setup.codes, setup.beats, setup.rank, out)
    else:  # plain Python: numpy warns where compiled code wraps around silently
        with np.errstate(over="ignore"):
            play(deals, sizes, seeds, setup.codes, setup.beats, setup.rank, out)
    return out


_FIELDS = tuple(field.name for field in fields(Result))


def result_of(row: Sequence[int]) -> Result:
    """Return a result row of the compiled loop as a :class:`Result`.

    The loop ends games only in states a :class:`Result` accepts (the tests hold every
    ending against the recording :class:`~pyanitsa_edu.Game`), so the value is built
    without repeating its checks, which would cost a fifth of a short game's time; a
    Result built by anyone else is checked.
    """
    winner, reason, tricks, wars, start, length = row
    cycle = None
    if start >= 0:
        cycle = object.__new__(Cycle)
        object.__setattr__(cycle, "start", start)
        object.__setattr__(cycle, "length", length)
    result = object.__new__(Result)
    vars(result).update(zip(_FIELDS, (
        None if winner == DRAW else winner, REASONS[reason], tricks, wars, cycle,
    ), strict=True))  # fmt: skip
    return result


def play_ids(cards: Sequence[int], sizes: Sequence[int], rules: Rules,
             seed: Seed = None) -> Result:
    """Return the result of one game from card ids (distinct cards of the deck): the piles
    one after another, top first, pile ``p`` holding ``sizes[p]`` cards; ``seed``: the game's
    seed, read by the shuffled return only (:func:`~.prng.state_seed`)."""
    setup = setup_for(rules)
    if setup.on_ranks:
        token = setup.token_of
        cards = [token[card] for card in cards]
    deals = np.array(cards, setup.dtype).reshape(1, len(cards))
    seeds = start_state(seed) if setup.shuffled else _NO_SEEDS
    return result_of(_call(deals, np.array([sizes], np.int64), seeds, setup)[0].tolist())


@dataclass(frozen=True, eq=False)
class Outcomes:
    """The results of many games, one array entry per game (as :class:`Simulation` keeps
    them): ``winner`` (:data:`~pyanitsa_edu.termination.DRAW` for a draw), ``reason`` (codes
    of :class:`~pyanitsa_edu.termination.Termination`), and the counts (-1: no cycle)."""

    winner: npt.NDArray[np.int8]
    reason: npt.NDArray[np.uint8]
    tricks: IntArray
    wars: IntArray
    cycle_start: IntArray
    cycle_length: IntArray

    @classmethod
    def empty(cls, count: int) -> Outcomes:
        """Return arrays for ``count`` games, not yet filled."""
        return cls(np.empty(count, np.int8), np.empty(count, np.uint8),
                   *(np.empty(count, np.int64) for _ in range(4)))

    def put(self, part: slice, rows: IntArray) -> None:
        """Store result rows of the compiled loop as the games of ``part``."""
        self.winner[part] = rows[:, 0]
        self.reason[part] = rows[:, 1]
        self.tricks[part] = rows[:, 2]
        self.wars[part] = rows[:, 3]
        self.cycle_start[part] = rows[:, 4]
        self.cycle_length[part] = rows[:, 5]


def play_deals(
    cards: npt.NDArray[np.unsignedinteger], sizes: IntArray, rules: Rules,
    game_seeds: npt.NDArray[np.uint64] | None = None, progress: Progress = False,
    workers: int | None = None, filled: Iterator[int] | None = None,
) -> Outcomes:
    """Return the outcomes of the games whose piles are the rows of ``cards`` (card ids, one
    pile after another, padded at the end) with pile sizes ``sizes``; ``game_seeds[i]``
    seeds game ``i``'s shuffles (shuffled return only). Chunks of :func:`chunk_size` games go
    to ``workers`` threads (:func:`check_workers`: None for every core); ``progress`` as in
    :func:`~pyanitsa_edu.simulate`.

    ``filled``, when given, fills ``cards`` (of :func:`~.codes.card_dtype`, in C order) and
    ``sizes`` as it is iterated, yielding how many rows are filled so far: each chunk is
    handed to a thread as soon as its rows are, so the threads play while the rest is dealt
    (the results are the same).
    """
    threads = check_workers(workers)
    count = len(cards)
    setup = setup_for(rules)
    out = Outcomes.empty(count)
    step = chunk_size(count)
    parts = [slice(start, min(count, start + step)) for start in range(0, count, step)]
    if filled is None:
        cards = np.ascontiguousarray(cards, setup.dtype)
        filled = iter([count])
    rows = 0

    def wait_for(part: slice) -> None:
        nonlocal rows
        while rows < part.stop:
            rows = next(filled)

    def play_part(part: slice) -> None:
        deals = setup.lut[cards[part]] if setup.on_ranks else cards[part]  # tokens: card ids
        seeds = _NO_SEEDS if game_seeds is None or not setup.shuffled else game_seeds[part]
        out.put(part, _call(deals, sizes[part], seeds, setup))

    bar = counter(progress, count)
    try:
        if threads == 1 or len(parts) == 1:
            for part in parts:
                wait_for(part)
                play_part(part)
                _count(bar, part)
        else:
            _threads(parts, wait_for, play_part, threads, bar)
    finally:
        if bar is not None:
            bar.close()
    return out


def _count(bar: Counter | None, part: slice) -> None:
    """Count the games of ``part`` as finished."""
    if bar is not None:
        bar.update(part.stop - part.start)


def _threads(parts: list[slice], wait_for: Callable[[slice], None],
             play_part: Callable[[slice], None], workers: int, bar: Counter | None) -> None:
    """Play the parts on ``workers`` threads, each once ``wait_for(part)`` returns, counting
    each as it is done, in order."""
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="pyanitsa") as pool:
        futures: list[Future[None]] = []
        try:
            for part in parts:
                wait_for(part)
                futures.append(pool.submit(play_part, part))
            for part, future in zip(parts, futures, strict=True):
                future.result()
                _count(bar, part)
        except BaseException:
            for future in futures:
                future.cancel()
            raise


class TrickStep(NamedTuple):
    """One trick played from rank piles (:func:`rank_trick`)."""

    end: Termination | None
    """The war shortfall that ended the game in this trick, or None when it goes on."""
    winner: int | None
    """The player who took the bank, or who won by the shortfall; None for a draw."""
    piles: tuple[bytes, ...]
    """The rank piles after the trick, top first; the bank is at the end of the winner's."""
    banked: int
    """The number of cards put under the winner's pile."""


@lru_cache(maxsize=64)
def _rank_tables(rules: Rules) -> tuple[IntArray, npt.NDArray[np.int8], npt.NDArray[np.uint32]]:
    """Return the codes, the ranking and an identity rank table: tokens that are ranks."""
    rank = np.arange(len(rules.deck.ranks), dtype=np.uint32)
    rank.flags.writeable = False
    return rule_codes(rules), tables(rules)[0], rank


def rank_trick(piles: Sequence[bytes], rules: Rules) -> TrickStep:
    """Return the first trick of a game from piles of rank indexes (top first), played by the
    compiled loop under ``rules``: how the chains of :mod:`pyanitsa_edu.analysis.markov` move.

    The piles hold at most as many cards of each rank as the deck has suits; a shuffled bank
    comes back in an order drawn from a fixed state (the chain counts every order itself).
    """
    codes, beats, rank = _rank_tables(rules)
    deal = np.frombuffer(b"".join(piles), np.uint8).astype(np.uint32)
    sizes = np.array([len(pile) for pile in piles], np.int64)
    after, after_sizes = np.empty_like(deal), np.empty_like(sizes)
    compiled = kernel()
    with np.errstate(over="ignore"):  # plain Python only (NUMBA_DISABLE_JIT): see _call
        end, winner, banked = compiled.play_one_trick(deal, sizes, codes, beats, rank, after,
                                                      after_sizes)
    cards = after.astype(np.uint8).tobytes()
    bounds = np.concatenate([[0], np.cumsum(after_sizes)]).tolist()
    return TrickStep(
        None if end < 0 else REASONS[end], None if winner < 0 else int(winner),
        tuple(cards[i:j] for i, j in pairwise(bounds)), int(banked),
    )  # fmt: skip
