"""Preparing the game engine ahead of the lessons: :func:`warm`, run by ``python -m pyanitsa_edu
warm`` (and in the background by ``make lab``, ``make demo``, ``python -m pyanitsa_edu course``
and ``… lab``).

numba compiles each loop the first time a process needs it, a few seconds each, and keeps the
machine code in its disk cache (:mod:`.jit`). Each step below plays one small game down the
very path a lesson takes (the same kinds of arrays, so the same compiled signatures), which
compiles its loop into the cache, or loads it when it is there already:

- the deck orders of :func:`~pyanitsa_edu.simulate` (:mod:`.dealer`);
- the loop of two players with a bank grouped by owner: the classic game, ``loser_first``,
  ``seat_order``, ``shuffled`` (``kernel.play_pairs``);
- the general loop: 3–8 players, the returns ``natural`` and ``sorted``
  (``kernel.play_games``);
- the single trick of the Markov chains (``kernel.play_one_trick``, which reuses the general
  loop).

After it, a lesson's first game starts at once. The tests check that a fresh process playing
every kind of game the lessons play compiles nothing after :func:`warm`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

from ...i18n import N_, translate
from ..deck import Deck
from ..rules import Rules
from . import dealer
from .codes import card_dtype
from .jit import JIT
from .loop import kernel, play_ids, rank_trick
from .notice import quiet

__all__ = ["STEPS", "Warmed", "cache_folder", "warm"]


def _deck_orders() -> None:
    """Draw a few deck orders as :func:`~pyanitsa_edu.simulate` does."""
    for _ in dealer.deck_orders(16, 36, 0, card_dtype(36), 16):
        pass


def _two_players() -> None:
    """Play a classic game (the loop of every two-player return order by owner)."""
    play_ids(list(range(36)), [18, 18], Rules())


def _general() -> None:
    """Play a game of three players (the loop of every other variant)."""
    play_ids(list(range(36)), [12, 12, 12], Rules(players=3))


def _markov() -> None:
    """Play the first trick of a tiny deal as the Markov chains do."""
    rank_trick((bytes([0, 1]), bytes([1, 0])), Rules(deck=Deck(["6", "A"], suits=2)))


STEPS: tuple[tuple[str, Callable[[], None]], ...] = (
    (N_("deck orders"), _deck_orders),
    (N_("two players"), _two_players),
    (N_("other rules"), _general),
    (N_("Markov chains"), _markov),
)
"""What :func:`warm` compiles, in order: a label for the progress bar and a small game."""


def _entries() -> list[object]:
    """Return the compiled entries the steps call: numba's dispatchers."""
    compiled: ModuleType = kernel()
    return [dealer._orders, compiled.play_pairs, compiled.play_games, compiled.play_one_trick]


def cache_folder() -> str | None:
    """Return the folder where numba keeps the compiled game loop (:mod:`.jit` says how numba
    chooses it), or None when it keeps it nowhere (compiled in each process, or not compiled
    at all under ``NUMBA_DISABLE_JIT=1``)."""
    stats = getattr(kernel().play_pairs, "stats", None)
    folder = getattr(stats, "cache_path", None)
    return str(folder) if folder else None


@dataclass(frozen=True)
class Warmed:
    """What :func:`warm` did."""

    seconds: float
    """The wall time it took."""
    compiled: int
    """How many of the compiled entries were compiled now (none were in the cache)."""
    loaded: int
    """How many were loaded from numba's cache (or were already in this process)."""
    folder: str | None
    """Where numba keeps them (:func:`cache_folder`)."""
    compiles: bool = True
    """False under ``NUMBA_DISABLE_JIT=1``: the loops run as plain Python, nothing is compiled."""

    def text(self, lang: str | None = None) -> str:
        """Return one line for the reader, in ``lang`` (default: the current language)."""
        if not self.compiles:
            return translate("The game engine runs as plain Python (NUMBA_DISABLE_JIT=1): there "
                             "is nothing to prepare.", lang)
        if self.folder is None:
            return translate(
                "The game engine is ready ({seconds:.1f} s), but no folder can keep it: each new "
                "kernel prepares it again. Set NUMBA_CACHE_DIR to a folder you can write to.",
                lang, seconds=self.seconds)  # fmt: skip
        return translate("The game engine is ready ({seconds:.1f} s); numba keeps it in {folder}.",
                         lang, seconds=self.seconds, folder=self.folder)  # fmt: skip


def _misses(entry: object) -> int:
    """Return how many times numba compiled ``entry`` in this process (0 without numba)."""
    stats = getattr(entry, "stats", None)
    return sum(getattr(stats, "cache_misses", {}).values()) if stats is not None else 0


def warm(progress: bool = True) -> Warmed:
    """Compile every loop the lessons use into numba's disk cache, or load it from there; return
    what was done. ``progress`` shows a progress bar (tqdm: a widget in a notebook, else on
    stderr) labelled in the reader's language."""
    start = time.perf_counter()
    if not JIT:
        return Warmed(0.0, 0, 0, None, compiles=False)
    entries = _entries()
    before = [_misses(entry) for entry in entries]
    bar = None
    if progress:
        from tqdm.auto import tqdm  # type: ignore[import-untyped,unused-ignore]

        bar = tqdm(total=len(STEPS), bar_format="{desc} {n}/{total} |{bar}|")
    title = translate("Preparing the game engine")
    try:
        with quiet():
            for label, step in STEPS:
                if bar is not None:
                    bar.set_description_str(f"{title}: {translate(label)}")
                step()
                if bar is not None:
                    bar.update(1)
    finally:
        if bar is not None:
            bar.close()
    compiled = sum(_misses(entry) > was for entry, was in zip(entries, before, strict=True))
    return Warmed(time.perf_counter() - start, compiled, len(entries) - compiled, cache_folder())
