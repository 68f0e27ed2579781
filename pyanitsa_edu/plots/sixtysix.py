"""Plots of Sixty-six tournaments: each pairing's share of hands or game points per hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import numpy as np
from matplotlib.axes import Axes

from ..errors import N_, PyanitsaError
from ..i18n import _, fill
from ..i18n.language import resolve
from ..pyanitsa.text import reader_name
from .alt import describe
from .style import COLORS, FONT, SPECIAL, Lang, axes_for, style_axes

if TYPE_CHECKING:
    from ..sixtysix.tournament import Matchup, Tournament

__all__ = ["plot_tournament"]


def plot_tournament(
    result: Matchup | Tournament,
    *,
    ax: Axes | None = None,
    metric: Literal["hands", "points"] = "hands",
    lang: Lang | None = None,
) -> Axes:
    """Draw one bar per pairing: the first bot's share of hands won, or its net game points
    per hand (``metric="points"``), with 95 % error bars and a line where both bots are even.

    Each bar is annotated with the other measure, so a bot that wins more hands but fewer
    points shows it. Returns the Axes.
    """
    lang = resolve(lang)
    matchups: tuple[Matchup, ...] = getattr(result, "matchups", None) or (result,)  # type: ignore[assignment]
    if metric not in ("hands", "points"):
        raise PyanitsaError(N_("metric must be 'hands' or 'points', got {metric!r}"), metric=metric)
    ax = axes_for(ax, (8.5, 1.2 + 0.9 * len(matchups)))
    y = np.arange(len(matchups))[::-1]
    values, lows, highs, notes = [], [], [], []
    for m in matchups:
        share, low, high = m.hand_share()
        mean, mlow, mhigh = m.mean_points()
        if metric == "hands":
            values.append(share)
            lows.append(share - low)
            highs.append(high - share)
            notes.append(_("{p:+.2f} points/hand", lang, p=mean))
        else:
            values.append(mean)
            lows.append(mean - mlow)
            highs.append(mhigh - mean)
            notes.append(_("{s:.0%} of hands", lang, s=share))
    even = 0.5 if metric == "hands" else 0.0
    colors = [COLORS[0] if v >= even else COLORS[1] for v in values]
    ax.barh(y, np.array(values) - even, left=even, color=colors, height=0.6, alpha=0.85)
    ax.errorbar(values, y, xerr=[lows, highs], fmt="none", ecolor="#333333",
                elinewidth=2, capsize=6)  # fmt: skip
    ax.axvline(even, color=SPECIAL, linestyle="--", linewidth=2, label=_("even", lang))
    labels = [_("{a} vs {b}", lang, a=reader_name(m.names[0], lang),
                b=reader_name(m.names[1], lang)) for m in matchups]  # fmt: skip
    ax.set_yticks(y, labels)
    if metric == "hands":
        note_x = 1.04
        ax.set_xlim(0, 1.45)
        ax.set_xticks(np.linspace(0, 1, 6))
        title = _("Hands won by the first bot, 95 % interval", lang)
        xlabel = _("share of hands won", lang)
    else:
        reach = [abs(v) + max(lo, hi) for v, lo, hi in zip(values, lows, highs, strict=True)]
        span = min(3.2, max([1.0, *reach]))
        note_x = span + 0.1
        ax.set_xlim(-span - 0.1, span + 0.1 + 1.3 * span)
        title = _("First bot's game points per hand, 95 % interval", lang)
        xlabel = _("game points per hand", lang)
    for yi, note in zip(y, notes, strict=True):  # the other measure, in a column on the right
        ax.text(note_x, yi, note, va="center", fontsize=FONT - 3)
    style_axes(ax, title, xlabel, "", lang=lang)
    ax.set_ylim(-0.7, len(matchups) - 0.3)
    shown = [fill("{label}: {v:.2f} ({note})", lang, label=label, v=v, note=note)
             for label, v, note in zip(labels, values, notes, strict=True)]  # fmt: skip
    describe(ax, lang, "bars", "; ".join(shown) + ".")
    return ax
