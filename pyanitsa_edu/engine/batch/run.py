"""Many two-player or multiplayer games from card-id arrays: the vectorised engine, or ``play``.

:func:`play_deals` plays the games whose piles are the rows of an array of card
ids, in chunks of :data:`CHUNK` games. Two-player games with a fixed return order
(by owner or by card: ``natural``, ``sorted``) run on the vectorised engine
(:mod:`.loop`); the ``shuffled`` return and 3–8 players call
:func:`~pyanitsa_edu.engine.play.play` once per game, which gives the same results,
only slower.

Progress: ``progress=True`` shows a tqdm bar; a function ``progress(done, total)``
is called instead as games end (see :data:`ProgressCallback`). The vectorised
engine counts finished games after every trick it plays on the whole batch, so the
count is fine-grained; calls are thinned to about one per percent of the games,
and the last call is always ``progress(total, total)``. Neither changes any result.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeAlias

import numpy as np
import numpy.typing as npt

from ...errors import SettingError, shown
from ...rules import Rules
from ..plan import plan_for
from ..play import play
from .arrays import Deals, ResultArrays
from .loop import play_batch

__all__ = [
    "CHUNK",
    "PROGRESS_CALLS",
    "Progress",
    "ProgressCallback",
    "check_progress",
    "play_deals",
]

CHUNK = 50_000
"""Games per call of the vectorised engine: about 25 MB of working memory for 36 cards (a
larger chunk is no faster: its arrays spill further out of the processor's cache)."""
PROGRESS_CALLS = 100
"""About how many times a ``progress(done, total)`` function is called in one run."""

ProgressCallback: TypeAlias = Callable[[int, int], object]
"""``progress(done, total)``: ``done`` games of ``total`` have ended (its return is ignored)."""
Progress: TypeAlias = bool | ProgressCallback
"""What ``progress=`` accepts: True (a tqdm bar), False (nothing) or a ProgressCallback."""


def play_deals(
    cards: npt.NDArray[np.unsignedinteger], sizes: npt.NDArray[np.int64], rules: Rules,
    game_seeds: npt.NDArray[np.uint64] | None = None, progress: Progress = False,
) -> ResultArrays:
    """Return the outcomes of the games whose piles are the rows of ``cards`` (card ids,
    one pile after another) with pile sizes ``sizes``, in chunks of :data:`CHUNK`.

    ``progress`` as in :func:`simulate`."""
    count = len(cards)
    out = ResultArrays.empty(count)
    bar = _progress(progress, count)
    try:
        for start in range(0, count, CHUNK):
            part = slice(start, min(count, start + CHUNK))
            _play_chunk(out, part, Deals(cards[part], sizes[part]), rules, game_seeds, bar)
    finally:
        if bar is not None:
            bar.close()
    return out


def _play_chunk(
    out: ResultArrays, part: slice, deals: Deals, rules: Rules,
    game_seeds: npt.NDArray[np.uint64] | None, bar: _Bar | None,
) -> None:
    """Play one chunk of games into ``out[part]``: vectorised, or one ``play`` per game."""
    plan = plan_for(rules)
    if rules.players == 2 and plan.bank_kind != "shuffled":
        out.put(part, play_batch(deals, plan, None if bar is None else bar.update))
        return
    deck = rules.deck.cards
    for k in range(len(deals)):
        i = part.start + k
        ends = np.cumsum(deals.sizes[k])
        piles = [[deck[c] for c in deals.cards[k, end - size : end].tolist()]
                 for size, end in zip(deals.sizes[k].tolist(), ends.tolist(), strict=True)]
        seed = None if game_seeds is None else int(game_seeds[i])
        out.set_result(i, play(piles, rules, seed=seed))
        if bar is not None:
            bar.update(1)


def check_progress(progress: object) -> Progress:
    """Return ``progress`` if it is True, False or a function ``progress(done, total)``, else
    raise :class:`~pyanitsa_edu.errors.SettingError`."""
    if isinstance(progress, bool | np.bool_) or callable(progress):
        return progress  # type: ignore[return-value]
    raise SettingError(
        f"progress must be True, False or a function progress(done, total), got {shown(progress)}"
    )


def _progress(progress: Progress, total: int) -> _Bar | None:
    """Return what counts finished games for ``progress`` (None when nothing is to be shown)."""
    progress = check_progress(progress)
    if isinstance(progress, bool | np.bool_):
        return _progress_bar(total) if progress else None
    return _Reporter(progress, total)


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
