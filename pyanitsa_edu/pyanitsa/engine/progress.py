"""Progress of a long run: a tqdm bar, or a function ``progress(done, total)`` called as games end.

``progress=True`` shows a tqdm bar; a function ``progress(done, total)`` is called instead as
chunks of games end (see :data:`ProgressCallback`). Calls are thinned to about one per percent
of the games, and the last call is always ``progress(total, total)``. Neither changes any
result.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeAlias

import numpy as np

from ...errors import SettingError, shown

__all__ = [
    "PROGRESS_CALLS",
    "Counter",
    "Progress",
    "ProgressCallback",
    "check_progress",
    "counter",
]

PROGRESS_CALLS = 100
"""About how many times a ``progress(done, total)`` function is called in one run."""

ProgressCallback: TypeAlias = Callable[[int, int], object]
"""``progress(done, total)``: ``done`` games of ``total`` have ended (its return is ignored)."""
Progress: TypeAlias = bool | ProgressCallback
"""What ``progress=`` accepts: True (a tqdm bar), False (nothing) or a ProgressCallback."""


def check_progress(progress: object) -> Progress:
    """Return ``progress`` if it is True, False or a function ``progress(done, total)``, else
    raise :class:`~pyanitsa_edu.errors.SettingError`."""
    if isinstance(progress, bool | np.bool_) or callable(progress):
        return progress  # type: ignore[return-value]
    raise SettingError(
        f"progress must be True, False or a function progress(done, total), got {shown(progress)}"
    )


def counter(progress: Progress, total: int) -> Counter | None:
    """Return what counts finished games for ``progress`` (None when nothing is to be shown)."""
    progress = check_progress(progress)
    if isinstance(progress, bool | np.bool_):
        return _progress_bar(total) if progress else None
    return _Reporter(progress, total)


def _progress_bar(total: int) -> Counter:
    """Return a tqdm progress bar (notebook widget or terminal), imported only now."""
    from tqdm.auto import tqdm  # type: ignore[import-untyped,unused-ignore]

    bar: Counter = tqdm(total=total, unit="game", unit_scale=True, smoothing=0.1)
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


class Counter(Protocol):
    """What a run uses of a tqdm bar: :func:`counter` returns one."""

    def update(self, n: int) -> object:
        """Advance by ``n`` games."""

    def close(self) -> None:
        """Finish the bar."""
