"""Plots for lesson 10's paradoxes: the birthday curve and Simpson's reversal.

Each function takes ``ax=None`` (a new figure) and ``lang`` and returns the Axes. The caller
computes every number drawn.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from matplotlib.axes import Axes
from matplotlib.ticker import MaxNLocator
from numpy.typing import ArrayLike

from ..errors import SettingError
from ..i18n import N_, _, fill
from ..i18n.language import resolve
from .alt import describe, joined
from .style import COLORS, FONT, SPECIAL, Lang, axes_for, style_axes

__all__ = ["plot_birthday", "plot_simpson"]

_MOST_SAID = 12
"""The most points a text alternative reads out one by one."""


def _numbers(values: ArrayLike, size: int, what: str) -> np.ndarray:
    """Return ``values`` as a 1-D float array of ``size`` finite numbers, or raise."""
    data = np.asarray(values, dtype=float).ravel()
    if data.size != size or not np.isfinite(data).all():
        raise SettingError(N_("{what} must be {size} finite numbers"), what=what, size=size)
    return data


def plot_birthday(
    people: Sequence[int],
    exact: ArrayLike,
    simulated: ArrayLike | None = None,
    *,
    ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:
    """Draw the chance that two of ``people`` share a card: the ``exact`` chances as a line,
    the ``simulated`` shares as points, and a line at one half. Returns the Axes."""
    lang = resolve(lang)
    k = _numbers(people, len(people), "people")
    chances = _numbers(exact, k.size, "exact")
    ax = axes_for(ax, (8, 4.5))
    ax.plot(k, chances, color=COLORS[0], linewidth=2.5, label=_("exact", lang))
    if simulated is not None:
        ax.plot(k, _numbers(simulated, k.size, "simulated"), "o", color=SPECIAL, markersize=7,
                label=_("simulated", lang))  # fmt: skip
    ax.axhline(0.5, color="#555555", linestyle=":", linewidth=1.5, label=_("one half", lang))
    ax.set_ylim(0, 1)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    style_axes(ax, _("Two of k people draw the same card", lang),
               _("k, people who each draw a card", lang), _("P(match)", lang),
               lang=lang)  # fmt: skip
    ax.legend(fontsize=FONT - 3, loc="lower right")
    points = [fill("k = {k:g}: {p:.3f}", lang, k=float(x), p=float(y))
              for x, y in zip(k[:_MOST_SAID], chances[:_MOST_SAID], strict=True)]  # fmt: skip
    summary = _("Exact chances: {points}", lang, points="; ".join(points))
    summary += "; …." if k.size > _MOST_SAID else "."
    half = np.flatnonzero(chances >= 0.5)
    if k.size and half.size:
        summary += " " + _("The exact chance first reaches one half at k = {k:g}.", lang,
                           k=float(k[half[0]]))
    elif k.size:
        summary += " " + _("The exact chance stays below one half.", lang)
    describe(ax, lang, "chart", summary if k.size else "")
    return ax


def plot_simpson(
    groups: Sequence[str],
    within: ArrayLike,
    half_widths: ArrayLike,
    overall: float,
    *,
    xlabel: str = "",
    ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:
    """Draw Simpson's paradox as differences of two win rates: one point per group of piles
    (``within``, with its interval ``± half_widths``), the difference over all piles together
    as a dashed line (``overall``), and zero as a thin line. Returns the Axes."""
    lang = resolve(lang)
    values = _numbers(within, len(groups), "within")
    half = _numbers(half_widths, len(groups), "half_widths")
    if (half < 0).any():
        raise SettingError(N_("{what} must be {size} finite numbers"), what="half_widths",
                           size=len(groups))
    ax = axes_for(ax, (8, 4.5))
    where = np.arange(len(groups))
    ax.errorbar(where, values, yerr=half, fmt="o", color=COLORS[0], ecolor="#333333",
                elinewidth=2, capsize=5, markersize=8,
                label=_("within the group (95 % interval)", lang))  # fmt: skip
    ax.axhline(float(overall), color=SPECIAL, linestyle="--", linewidth=2.5,
               label=_("all piles together: {d:+.3f}", lang, d=float(overall)))  # fmt: skip
    ax.axhline(0, color="#111111", linewidth=1)
    ax.set_xticks(where, list(groups))
    style_axes(ax, _("Inside each group, and all together", lang), xlabel,
               _("difference in win rate", lang), lang=lang)
    ax.legend(fontsize=FONT - 3, loc="upper center", bbox_to_anchor=(0.5, -0.2), ncol=2,
              frameon=False)
    within = [fill("{group}: {d:+.3f} ± {h:.3f}", lang, group=group, d=float(d), h=float(h))
              for group, d, h in zip(groups, values, half, strict=True)]  # fmt: skip
    describe(ax, lang, "chart", _("Difference in each group: {groups}", lang,
                                  groups=joined(within, lang)))
    return ax
