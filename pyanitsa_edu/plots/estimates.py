"""Plots of estimates: a running share with its 95 % band, and outcome shares as bars."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
from matplotlib.axes import Axes
from numpy.typing import ArrayLike

from ..analysis.stats import wilson_band
from ..errors import N_, PyanitsaError
from ..i18n import _, ngettext
from ..i18n.fmt import percent
from ..i18n.language import resolve
from .alt import describe
from .style import COLORS, FONT, SPECIAL, Lang, axes_for, style_axes

__all__ = ["plot_convergence", "plot_outcome_shares", "running_estimate"]


def running_estimate(hits: ArrayLike) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Return ``(n, estimate, low, high)``: the running share of 1s and its 95 % Wilson band."""
    values = np.asarray(hits, dtype=float).ravel()
    n = np.arange(1, values.size + 1, dtype=float)
    k = np.cumsum(values)
    low, high = wilson_band(k, n)
    return n, k / n if values.size else k, low, high


def plot_convergence(
    hits: ArrayLike,
    *,
    ax: Axes | None = None,
    truth: float | None = None,
    label: str | None = None,
    logx: bool = True,
    lang: Lang | None = None,
) -> Axes:
    """Draw the running share of 1s in ``hits`` (a 0/1 array) with its 95 % band.

    ``truth`` adds a dashed line at the exact value. Returns the Axes.
    """
    lang = resolve(lang)
    ax = axes_for(ax, (8, 4.5))
    n, est, low, high = running_estimate(hits)
    if n.size:
        ax.fill_between(n, low, high, color=COLORS[0], alpha=0.2, linewidth=0,
                        label=_("95 % interval", lang))  # fmt: skip
        ax.plot(n, est, color=COLORS[0], linewidth=2.5, label=label or _("estimate", lang))
        ax.set_xlim(1, max(n[-1], 2))
        if logx and n[-1] > 1:
            ax.set_xscale("log")
    if truth is not None:
        ax.axhline(truth, color=SPECIAL, linestyle="--", linewidth=2, label=_("exact value", lang))
    ax.set_ylim(0, 1)
    style_axes(
        ax, _("Running estimate", lang),
        _("games played", lang), _("estimate", lang), lang=lang,
    )
    ax.legend(fontsize=FONT - 2, loc="upper right")
    summary = ""
    if n.size:
        games = int(n[-1])
        summary = ngettext(
            "After {n:,} game the estimate is {est:.3f}, its 95 % interval {low:.3f} to "
            "{high:.3f}.",
            "After {n:,} games the estimate is {est:.3f}, its 95 % interval {low:.3f} to "
            "{high:.3f}.",
            games, lang, n=games, est=float(est[-1]), low=float(low[-1]), high=float(high[-1]),
        )  # fmt: skip
    if truth is not None:
        summary += " " + _("The exact value is {truth:.3f}.", lang, truth=float(truth))
    describe(ax, lang, "chart", summary)
    return ax


def plot_outcome_shares(
    counts: Mapping[str, int] | Sequence[int] | None = None,
    *,
    shares: Sequence[float] | None = None,
    intervals: Sequence[tuple[float, float]] | None = None,
    labels: Sequence[str] | None = None,
    ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:
    """Draw one bar per outcome: its share of games with a 95 % error bar.

    Give ``counts`` (a mapping label → count, or a list with ``labels``); the
    shares and Wilson intervals are computed. Or give ``shares`` with optional
    ``intervals`` as (low, high) pairs. Returns the Axes.
    """
    lang = resolve(lang)
    ax = axes_for(ax, (7, 4.5))
    if counts is not None:
        if isinstance(counts, Mapping):
            labels = list(counts) if labels is None else list(labels)
            values = np.array([counts[k] for k in counts], dtype=float)
        else:
            values = np.asarray(counts, dtype=float)
        total = float(values.sum())
        heights = values / total if total else np.zeros_like(values)
        low, high = wilson_band(values, np.full_like(values, total))
        bounds = list(zip(low.tolist(), high.tolist(), strict=True))
    elif shares is not None:
        heights = np.asarray(shares, dtype=float)
        bounds = list(intervals) if intervals is not None else []
    else:
        raise PyanitsaError(N_("plot_outcome_shares needs counts or shares"))
    names = list(labels) if labels is not None else [str(i) for i in range(len(heights))]
    if len(names) != len(heights) or (bounds and len(bounds) != len(heights)):
        raise PyanitsaError(N_("labels, shares and intervals must have the same length"))
    x = np.arange(len(heights))
    colors = [COLORS[i % len(COLORS)] for i in range(len(heights))]
    ax.bar(x, heights, color=colors, width=0.6, edgecolor="#222222")
    if bounds:
        lo = np.array([b[0] for b in bounds], dtype=float)
        hi = np.array([b[1] for b in bounds], dtype=float)
        err = np.vstack([np.maximum(heights - lo, 0), np.maximum(hi - heights, 0)])
        ax.errorbar(x, heights, yerr=err, fmt="none", ecolor="#111111", elinewidth=2.5,
                    capsize=10, capthick=2.5)  # fmt: skip
    tops = [max(h, b[1]) for h, b in zip(heights, bounds, strict=True)] if bounds else heights
    for i, (h, top) in enumerate(zip(heights, tops, strict=True)):
        ax.text(float(i), min(float(top) + 0.02, 0.98), percent(h, 1, lang), ha="center",
                va="bottom",
                fontsize=FONT, fontweight="bold")  # fmt: skip
    ax.set_xticks(x, names, fontsize=FONT)
    ax.set_ylim(0, 1.08)
    style_axes(ax, _("Share of games", lang), "", _("share", lang), lang=lang)
    shown = [f"{name}: {percent(float(h), 1, lang)}"
             for name, h in zip(names, heights, strict=True)]  # fmt: skip
    describe(ax, lang, "bars", "; ".join(shown) + "." if shown else "")
    return ax
