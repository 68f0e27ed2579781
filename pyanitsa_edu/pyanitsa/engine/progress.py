"""Progress of a long run: a tqdm bar, or a function ``progress(done, total)`` called as games end.

``progress=True`` shows a tqdm bar; a function ``progress(done, total)`` is called instead as
chunks of games end (see :data:`ProgressCallback`). Calls are thinned to about one per percent
of the games, and the last call is always ``progress(total, total)``. Neither changes any
result.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, Protocol, TypeAlias

import numpy as np

from ...errors import N_, SettingError, shown
from ...i18n import _
from ...i18n.fmt import number
from ...i18n.language import resolve

__all__ = [
    "PROGRESS_CALLS",
    "Counter",
    "Progress",
    "ProgressCallback",
    "check_progress",
    "counter",
    "rate_text",
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
    raise SettingError(N_("progress must be True, False or a function progress(done, total), "
                          "got {progress}"), progress=shown(progress))


def counter(progress: Progress, total: int) -> Counter | None:
    """Return what counts finished games for ``progress`` (None when nothing is to be shown)."""
    progress = check_progress(progress)
    if isinstance(progress, bool | np.bool_):
        return _progress_bar(total) if progress else None
    return _Reporter(progress, total)


BAR_FORMAT = "{l_bar}{bar}| {reader_done}/{reader_total} [{elapsed}<{remaining}, {reader_rate}]"
"""The bar's layout: tqdm's own, with the counts and the speed written for the reader."""


def rate_text(rate: float | None, lang: str | None = None) -> str:
    """Return a speed in games a second as the progress bar shows it: ``68.4k games/s``,
    ``68,4 тыс. партий/с``, ``950 games/s`` (``? games/s`` before it is known)."""
    if rate is None or not math.isfinite(rate):
        return _("? games/s", lang)
    if rate >= 1e6:
        return _("{rate:.1f}M games/s", lang, rate=rate / 1e6)
    if rate >= 1e3:
        return _("{rate:.1f}k games/s", lang, rate=rate / 1e3)
    return _("{rate:.0f} games/s", lang, rate=rate)


def _progress_bar(total: int) -> Counter:
    """Return a tqdm progress bar (notebook widget or terminal), imported only now, its
    numbers and speed in the current language."""
    from tqdm.auto import tqdm  # type: ignore[import-untyped,unused-ignore]

    lang = resolve()

    class ReaderBar(tqdm):  # type: ignore[misc,valid-type,unused-ignore]
        """tqdm's bar, its counts grouped (``12 000/100 000``) and its speed in words."""

        @property
        def format_dict(self) -> dict[str, Any]:
            shown = dict(super().format_dict)
            shown["reader_done"] = number(int(shown.get("n") or 0), lang)
            total = shown.get("total")
            shown["reader_total"] = "?" if total is None else number(int(total), lang)
            rate, elapsed = shown.get("rate"), shown.get("elapsed") or 0
            if rate is None and elapsed:  # as tqdm does: the mean speed so far
                rate = (int(shown.get("n") or 0) - int(shown.get("initial") or 0)) / elapsed
            shown["reader_rate"] = rate_text(rate, lang)
            return shown

    bar: Counter = ReaderBar(total=total, smoothing=0.1, bar_format=BAR_FORMAT)
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
