"""Who beats whom among the ranks: arrows round a circle, or the whole relation as a matrix."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Literal

import numpy as np
from matplotlib.axes import Axes
from matplotlib.colors import ListedColormap
from matplotlib.patches import Circle, FancyArrowPatch, Patch, Rectangle

from ..i18n import _
from ..i18n.language import resolve
from ..pyanitsa.cards import rank_text
from ..pyanitsa.ranking import compare, strength_table
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from .alt import describe
from .style import COLORS, FONT, SPECIAL, Lang, axes_for, reader_ticks

__all__ = [
    "BEATS_GID",
    "REVERSED_GID",
    "SPECIAL_GID",
    "Edges",
    "beats_arrows",
    "beats_matrix",
    "plot_beats",
    "plot_beats_matrix",
]

Edges = Literal["adjacent", "all"]
"""Which arrows :func:`plot_beats` draws: neighbours in rank (plus the special one), or all."""
BEATS_GID = "beats"
"""``gid`` of an ordinary "beats" arrow in :func:`plot_beats` (for tests and styling)."""
SPECIAL_GID = "beats-special"
"""``gid`` of the highlighted low→high arrow in :func:`plot_beats`."""
REVERSED_GID = "beats-reversed"
"""``gid`` of the frames round the reversed pair (low vs high) in :func:`plot_beats_matrix`."""


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
    if rules.reversed_pair is not None:
        pairs.append(rules.reversed_pair)
    return pairs


def plot_beats(
    rules: RulesLike = None,
    *,
    ax: Axes | None = None,
    edges: Edges = "adjacent",
    lang: Lang | None = None,
    highlight: Sequence[str] = (),
) -> Axes:
    """Draw the ranks around a circle with an arrow from each card to a card it beats.

    Ranks go clockwise from low to high, so the special arrow (six → ace) closes
    the circle and is drawn thick and red. ``highlight`` rings the given ranks.
    Returns the Axes.
    """
    lang = resolve(lang)
    rules = as_rules(rules)
    ax = axes_for(ax, (6.5, 6.5))
    ranks = rules.deck.ranks
    n = len(ranks)
    angle = {r: math.pi / 2 - 2 * math.pi * i / n for i, r in enumerate(ranks)}
    pos = {r: (math.cos(a), math.sin(a)) for r, a in angle.items()}
    chord = 2 * math.sin(math.pi / max(n, 3))  # distance between neighbours on the circle
    node = min(0.17, 0.27 * chord)
    font = FONT + 5 if n <= 10 else FONT + 1
    for winner, loser in beats_arrows(rules, edges):
        special = (winner, loser) == rules.reversed_pair
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
        ax.text(x, y, rank_text(r, lang), ha="center", va="center",
                fontsize=font, fontweight="bold", zorder=5)  # fmt: skip
    note = _circle_note(rules, lang)
    ax.set_title(_("Who beats whom (arrow: beats)", lang), fontsize=FONT + 2)
    ax.text(0, -1.42, note, ha="center", va="center", fontsize=FONT,
            color=SPECIAL if rules.reversed_pair is not None else "#555555")  # fmt: skip
    ax.set_xlim(-1.35, 1.35)
    ax.set_ylim(-1.55, 1.3)
    ax.set_aspect("equal")
    ax.axis("off")
    reader_ticks(ax, lang)
    order = " < ".join(rank_text(r, lang) for r in ranks)
    summary = _("Ranks round a circle, low to high: {order}; an arrow points from a card to "
                "one it beats.", lang, order=order) + f" {note}."  # fmt: skip
    if marked:
        picked = ", ".join(rank_text(r, lang) for r in ranks if r in marked)
        summary += " " + _("Marked: {ranks}.", lang, ranks=picked)
    describe(ax, lang, "diagram", summary)
    return ax


def beats_matrix(rules: RulesLike = None) -> np.ndarray:
    """Return the whole relation as an int array: ``m[i, j]`` is 1, 0 or -1 as rank ``i``
    beats, ties or loses to rank ``j`` (ranks low to high, as in the deck)."""
    return np.array(strength_table(as_rules(rules)), dtype=np.int64)


def plot_beats_matrix(
    rules: RulesLike = None, ax: Axes | None = None, lang: Lang | None = None
) -> Axes:
    """Draw every pair of ranks as a grid: row = your card, column = the other card, each cell
    coloured "beats", "loses to" or "tie". Rows and columns run low to high, so an order fills
    one triangle; the special rule's reversed pair (low vs high) is framed in red. Returns the Axes.
    """
    lang = resolve(lang)
    rules = as_rules(rules)
    ax = axes_for(ax, (6.5, 6.5))
    matrix = beats_matrix(rules)
    ranks = [rank_text(r, lang) for r in rules.deck.ranks]
    n = len(ranks)
    colours = ListedColormap(["#f2f2f2", "#bdbdbd", COLORS[0]])  # loses, ties, beats
    ax.imshow(matrix + 1, cmap=colours, vmin=0, vmax=2, origin="upper")
    for i in range(n):
        for j in range(n):
            if matrix[i, j] > 0:
                ax.text(j, i, "✓", ha="center", va="center", color="white",
                        fontsize=FONT - 1, fontweight="bold")  # fmt: skip
    if rules.reversed_pair is not None:  # the one pair the special rule turns round
        for i, j in ((0, n - 1), (n - 1, 0)):
            frame = Rectangle((j - 0.5, i - 0.5), 1, 1, fill=False, edgecolor=SPECIAL,
                              linewidth=3.5, zorder=3)  # fmt: skip
            frame.set_gid(REVERSED_GID)
            ax.add_patch(frame)
    ax.set_xticks(range(n), ranks, fontsize=FONT)
    ax.set_yticks(range(n), ranks, fontsize=FONT)
    ax.xaxis.tick_top()
    ax.xaxis.set_label_position("top")
    ax.set_xlabel(_("the other card", lang), fontsize=FONT)
    ax.set_ylabel(_("your card", lang), fontsize=FONT)
    note = _circle_note(rules, lang)
    title = _("Who beats whom: every pair", lang)
    ax.set_title(f"{title}\n{note}", fontsize=FONT + 1, pad=14)
    legend = [
        Patch(facecolor=COLORS[0], label=_("beats", lang)),
        Patch(facecolor="#f2f2f2", edgecolor="#999999", label=_("loses to", lang)),
        Patch(facecolor="#bdbdbd", label=_("tie (спор)", lang)),
    ]
    if rules.reversed_pair is not None:
        legend.append(Patch(facecolor="white", edgecolor=SPECIAL, linewidth=3,
                            label=_("the reversed pair", lang)))  # fmt: skip
    ax.legend(handles=legend, fontsize=FONT - 3, loc="upper center",
              bbox_to_anchor=(0.5, -0.02), ncol=2, frameon=False)  # fmt: skip
    reader_ticks(ax, lang)
    summary = _("Row: your card, column: the other card, low to high: {ranks}.", lang,
                ranks=" ".join(ranks))
    if rules.reversed_pair is not None:
        low, high = (rank_text(rank, lang) for rank in rules.reversed_pair)
        summary += " " + _("Each rank beats the ranks below it, but {low} beats {high}.", lang,
                           low=low, high=high)
    else:
        summary += " " + _("Each rank beats the ranks below it.", lang)
    describe(ax, lang, "grid", summary)
    return ax


def _circle_note(rules: Rules, lang: Lang) -> str:
    """Return the line under a ranking plot: a circle when the low card beats the ace."""
    pair = rules.reversed_pair
    if pair is not None:
        low, high = (rank_text(rank, lang) for rank in pair)
        return _("{low} beats {high}: a circle, not an order", lang, low=low, high=high)
    return _("no special rule: {high} is absolute", lang,
             high=rank_text(rules.deck.ranks[-1], lang))


def _trim(
    p: tuple[float, float], q: tuple[float, float], r: float
) -> tuple[tuple[float, float], tuple[float, float]]:
    """Return the segment from ``p`` to ``q`` with ``r`` cut off each end (to circle edges)."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    return (p[0] + ux * r, p[1] + uy * r), (q[0] - ux * r, q[1] - uy * r)
