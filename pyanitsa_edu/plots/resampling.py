"""Plots for lesson 19: the replicates of a bootstrap and of a permutation test.

Each function takes ``ax=None`` (a new figure) and ``lang`` and returns the Axes. The caller
computes the replicates (:mod:`pyanitsa_edu.analysis.resampling`) and the interval.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt
from matplotlib.axes import Axes
from numpy.typing import ArrayLike

from ..errors import SettingError
from ..i18n import N_, _, ngettext
from ..i18n.fmt import interval as interval_text
from ..i18n.language import resolve
from .alt import describe
from .style import COLORS, FONT, SPECIAL, Lang, axes_for, style_axes

__all__ = ["plot_bootstrap", "plot_permutation"]


def _replicates(values: ArrayLike) -> npt.NDArray[np.float64]:
    """Return the finite replicates as a 1-D float array (at least one), or raise."""
    data: npt.NDArray[np.float64] = np.asarray(values, dtype=float).ravel()
    data = data[np.isfinite(data)]
    if data.size == 0:
        raise SettingError(N_("there are no finite replicates to draw"))
    return data


def _bins(data: npt.NDArray[np.float64]) -> int:
    """Return a number of histogram bins for ``data``: about √n, from 10 to 60."""
    return int(min(60, max(10, math.ceil(math.sqrt(data.size)))))


def plot_bootstrap(
    replicates: ArrayLike,
    interval: tuple[float, float],
    *,
    observed: float | None = None,
    reference: float | None = None,
    xlabel: str = "",
    ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:
    """Draw a histogram of bootstrap replicates, the ``interval`` (shaded), the statistic of
    the sample itself (``observed``) and, when given, a ``reference`` value from elsewhere.
    Returns the Axes."""
    lang = resolve(lang)
    data = _replicates(replicates)
    low, high = (float(v) for v in interval)
    if not (math.isfinite(low) and math.isfinite(high)) or low > high:
        raise SettingError(N_("an interval needs two finite ends, the low one first"))
    ax = axes_for(ax, (8, 4.5))
    ax.hist(data, bins=_bins(data), color=COLORS[0], alpha=0.8, edgecolor="white")
    ax.axvspan(low, high, color=COLORS[2], alpha=0.18, hatch="//",
               label=_("middle 95 %: {interval}", lang,
                       interval=interval_text(low, high, 3, lang)))  # fmt: skip
    if observed is not None:
        ax.axvline(float(observed), color="#111111", linewidth=3,
                   label=_("in our games: {v:.3f}", lang, v=float(observed)))  # fmt: skip
    if reference is not None:
        ax.axvline(float(reference), color=SPECIAL, linestyle="--", linewidth=2.5,
                   label=_("a much larger simulation: {v:.3f}", lang,
                           v=float(reference)))  # fmt: skip
    style_axes(ax, _("The statistic in each bootstrap sample", lang), xlabel,
               _("samples", lang), lang=lang)
    ax.legend(fontsize=FONT - 4, loc="upper center", bbox_to_anchor=(0.5, -0.2), ncol=2,
              frameon=False)
    describe(ax, lang, "histogram", ngettext(
        "{n:,} bootstrap sample, from {low:.3f} to {high:.3f}.",
        "{n:,} bootstrap samples, from {low:.3f} to {high:.3f}.", data.size, lang,
        n=data.size, low=float(data.min()), high=float(data.max())))  # fmt: skip
    return ax


def plot_permutation(
    replicates: ArrayLike,
    observed: float,
    *,
    xlabel: str = "",
    ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:
    """Draw a histogram of the statistic after each shuffle, the ``observed`` value and its
    mirror image (lines), and the shuffles at least as far from 0 (in red): their share is the
    two-sided p-value. Returns the Axes."""
    lang = resolve(lang)
    data = _replicates(replicates)
    seen = float(observed)
    if not math.isfinite(seen):
        raise SettingError(N_("the observed statistic must be a finite number"))
    far = np.abs(data) >= abs(seen)
    edges = np.histogram_bin_edges(np.concatenate([data, [seen, -seen]]), bins=_bins(data)).tolist()
    ax = axes_for(ax, (8, 4.5))
    ax.hist(data[~far], bins=edges, color=COLORS[0], alpha=0.8, edgecolor="white")
    ax.hist(data[far], bins=edges, color=SPECIAL, alpha=0.85, edgecolor="white", hatch="//",
            label=_("as far from 0 or farther: {p:.4f}", lang, p=float(far.mean())))  # fmt: skip
    ax.axvline(seen, color="#111111", linewidth=3,
               label=_("observed: {v:+.2f}", lang, v=seen))  # fmt: skip
    ax.axvline(-seen, color="#111111", linewidth=1.5, linestyle="--")
    style_axes(ax, _("The statistic after each shuffle of the labels", lang), xlabel,
               _("shuffles", lang), lang=lang)
    ax.legend(fontsize=FONT - 4, loc="upper center", bbox_to_anchor=(0.5, -0.2), ncol=2,
              frameon=False)
    describe(ax, lang, "histogram", ngettext(
        "{n:,} shuffle; {far:,} of them as far from 0 as the observed value or farther.",
        "{n:,} shuffles; {far:,} of them as far from 0 as the observed value or farther.",
        data.size, lang, n=data.size, far=int(far.sum())))  # fmt: skip
    return ax
