"""The beats graph: who beats whom among the ranks, drawn as arrows round a circle."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Literal

from matplotlib.axes import Axes
from matplotlib.patches import Circle, FancyArrowPatch

from ..ranking import compare
from ..rules import RulesLike, as_rules
from .style import FONT, SPECIAL, Lang, axes_for, rank_label, text

__all__ = ["BEATS_GID", "SPECIAL_GID", "Edges", "beats_arrows", "plot_beats"]

Edges = Literal["adjacent", "all"]
"""Which arrows :func:`plot_beats` draws: neighbours in rank (plus the special one), or all."""
BEATS_GID = "beats"
"""``gid`` of an ordinary "beats" arrow in :func:`plot_beats` (for tests and styling)."""
SPECIAL_GID = "beats-special"
"""``gid`` of the highlighted low→high arrow in :func:`plot_beats`."""


def beats_arrows(rules: RulesLike = None, edges: Edges = "adjacent") -> list[tuple[str, str]]:
    """Return the (winner, loser) rank pairs :func:`plot_beats` draws as arrows.

    ``adjacent``: each rank beats the one just below it, plus the special
    low→high arrow when the low card beats the ace. ``all``: every beats pair.
    """
    rules = as_rules(rules)
    ranks = rules.deck.ranks
    n = len(ranks)
    if edges == "all":
        return [(a, b) for a in ranks for b in ranks if a != b and compare(a, b, rules) > 0]
    pairs = [(ranks[i], ranks[i - 1]) for i in range(1, n)]
    if n >= 2 and compare(ranks[0], ranks[-1], rules) > 0:
        pairs.append((ranks[0], ranks[-1]))
    return pairs


def plot_beats(
    rules: RulesLike = None,
    *,
    ax: Axes | None = None,
    edges: Edges = "adjacent",
    lang: Lang = "en",
    highlight: Sequence[str] = (),
) -> Axes:
    """Draw the ranks around a circle with an arrow from each card to a card it beats.

    Ranks go clockwise from low to high, so the special arrow (six → ace) closes
    the circle and is drawn thick and red. ``highlight`` rings the given ranks.
    Returns the Axes.
    """
    rules = as_rules(rules)
    ax = axes_for(ax, (6.5, 6.5))
    ranks = rules.deck.ranks
    n = len(ranks)
    angle = {r: math.pi / 2 - 2 * math.pi * i / n for i, r in enumerate(ranks)}
    pos = {r: (math.cos(a), math.sin(a)) for r, a in angle.items()}
    chord = 2 * math.sin(math.pi / max(n, 3))  # distance between neighbours on the circle
    node = min(0.17, 0.27 * chord)
    font = FONT + 5 if n <= 10 else FONT + 1
    low, high = ranks[0], ranks[-1]
    for winner, loser in beats_arrows(rules, edges):
        special = winner == low and loser == high and n >= 2
        bend = 0.0 if edges == "all" and not special else (0.25 if n <= 10 else 0.12)
        start, end = _trim(pos[winner], pos[loser], node * 1.08)
        arrow = FancyArrowPatch(
            start,
            end,
            connectionstyle=f"arc3,rad={bend if n > 2 else 0.3}",
            arrowstyle="-|>",
            mutation_scale=(26 if special else 20) if n <= 10 else (20 if special else 14),
            linewidth=4.0 if special else (1.0 if edges == "all" else 2.2),
            color=SPECIAL if special else ("#9a9a9a" if edges == "all" else "#333333"),
            shrinkA=0,
            shrinkB=0,
            zorder=3 if special else 2,
        )
        arrow.set_gid(SPECIAL_GID if special else BEATS_GID)
        ax.add_patch(arrow)
    marked = set(highlight)
    for r in ranks:
        x, y = pos[r]
        ring = r in marked
        ax.add_patch(
            Circle(
                (x, y),
                node,
                facecolor="#fff6d5" if ring else "white",
                edgecolor=SPECIAL if ring else "#222222",
                linewidth=3.5 if ring else 2.0,
                zorder=4,
            )
        )
        ax.text(x, y, rank_label(r, lang), ha="center", va="center",
                fontsize=font, fontweight="bold", zorder=5)  # fmt: skip
    lo, hi = rank_label(low, lang), rank_label(high, lang)
    special_on = n >= 2 and compare(low, high, rules) > 0
    note = text(lang, "cycle" if special_on else "no_cycle").format(low=lo, high=hi)
    ax.set_title(text(lang, "beats_title"), fontsize=FONT + 2)
    ax.text(0, -1.42, note, ha="center", va="center", fontsize=FONT,
            color=SPECIAL if special_on else "#555555")  # fmt: skip
    ax.set_xlim(-1.35, 1.35)
    ax.set_ylim(-1.55, 1.3)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax


def _trim(
    p: tuple[float, float], q: tuple[float, float], r: float
) -> tuple[tuple[float, float], tuple[float, float]]:
    """Return the segment from ``p`` to ``q`` with ``r`` cut off each end (to circle edges)."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    return (p[0] + ux * r, p[1] + uy * r), (q[0] - ux * r, q[1] - uy * r)
