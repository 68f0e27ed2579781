"""Plots for lesson 02: the outcomes of the first flip as a grid, and the law of total
probability as areas.

Each function takes ``ax=None`` (a new figure) and ``lang`` and returns the Axes. The caller
computes every probability drawn; the plots only draw.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import numpy as np
from matplotlib.axes import Axes
from matplotlib.collections import PatchCollection
from matplotlib.patches import Patch, Rectangle
from numpy.typing import ArrayLike

from ..errors import SettingError, shown
from ..i18n import N_, _
from ..i18n.fmt import percent
from ..i18n.language import resolve
from ..pyanitsa.cards import Card, rank_text
from ..pyanitsa.rules import RulesLike, as_rules
from .alt import describe, joined
from .style import COLORS, FONT, SPECIAL, Lang, axes_for, style_axes

__all__ = ["EVENT_GID", "plot_flip_space", "plot_total_probability"]

EVENT_GID = "event-{i}"
"""``gid`` of the collection of cells of event ``i`` in :func:`plot_flip_space`."""
_HATCHES = ("", "///", "\\\\\\", "xx")
"""Each event's hatching, so that colour is never the only signal."""


def plot_flip_space(
    space: Collection[tuple[Card, Card]],
    events: Sequence[Collection[tuple[Card, Card]]] = (),
    labels: Sequence[str] = (),
    rules: RulesLike = None,
    *,
    ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:
    """Draw the outcomes of one flip as a grid: a row for player 0's card, a column for player
    1's, a grey cell for each outcome in ``space`` and, over it, the cells of each event (filled
    in its colour and hatched, each with its ``label`` and count in the legend). The cards go
    in deck order, so each rank is a block. Returns the Axes; the cells of event ``i`` are a
    collection whose ``gid`` is ``event-i``."""
    lang = resolve(lang)
    rules = as_rules(rules)
    cards = rules.deck.cards
    where = {card: i for i, card in enumerate(cards)}
    if len(labels) != len(events):
        raise SettingError(N_("give one label per event: {events} events, {labels} labels"),
                           events=len(events), labels=len(labels))
    if len(events) > len(_HATCHES):
        raise SettingError(N_("at most {most} events can be drawn, got {n}"),
                           most=len(_HATCHES), n=len(events))
    size = len(cards)
    grid = np.full((size, size), 1.0)
    for pair in space:
        grid[_cell(pair, where)] = 0.8
    ax = axes_for(ax, (7.5, 7.5))
    ax.imshow(grid, cmap="gray", vmin=0, vmax=1, extent=(-0.5, size - 0.5, size - 0.5, -0.5),
              interpolation="nearest")  # fmt: skip
    handles: list[Patch] = []
    for i, (event, label) in enumerate(zip(events, labels, strict=True)):
        colour = COLORS[i % len(COLORS)]
        cells = [Rectangle((col - 0.5, row - 0.5), 1, 1) for row, col in
                 (_cell(pair, where) for pair in event)]  # fmt: skip
        patches = PatchCollection(cells, facecolor=colour, alpha=0.55, edgecolor=colour,
                                  hatch=_HATCHES[i], linewidth=0.3)  # fmt: skip
        patches.set_gid(EVENT_GID.format(i=i))
        ax.add_collection(patches)
        handles.append(Patch(facecolor=colour, alpha=0.55, edgecolor=colour, hatch=_HATCHES[i],
                             label=_("{label}: {k:,} outcomes", lang, label=label,
                                     k=len(event))))  # fmt: skip
    handles.append(Patch(facecolor="white", edgecolor="#999999",
                         label=_("impossible: one card cannot face itself", lang)))  # fmt: skip
    suits = len(rules.deck.suits)
    middles = [suits * r + (suits - 1) / 2 for r in range(len(rules.deck.ranks))]
    names = [rank_text(rank, lang) for rank in rules.deck.ranks]
    ax.set_xticks(middles, names)
    ax.set_yticks(middles, names)
    for edge in range(suits, size, suits):
        ax.axhline(edge - 0.5, color="#666666", linewidth=0.6)
        ax.axvline(edge - 0.5, color="#666666", linewidth=0.6)
    style_axes(ax, _("The {n:,} outcomes of the first flip", lang, n=len(space)),
               _("player 1's card", lang), _("player 0's card", lang), lang=lang)  # fmt: skip
    ax.grid(False)
    ax.legend(handles=handles, fontsize=FONT - 4, loc="upper center",
              bbox_to_anchor=(0.5, -0.1), ncol=1, frameon=False)  # fmt: skip
    shares = [_("{label}: {share} of the outcomes", lang, label=label,
                share=percent(len(event) / len(space) if space else 0.0, 1, lang))
              for event, label in zip(events, labels, strict=True)]  # fmt: skip
    describe(ax, lang, "grid", " ".join([
        _("Row: player 0's card, column: player 1's card, ranks low to high: {ranks}.", lang,
          ranks=" ".join(names)),
        joined(shares, lang)]))  # fmt: skip
    return ax


def _cell(pair: tuple[Card, Card], where: dict[Card, int]) -> tuple[int, int]:
    """Return the (row, column) of an outcome: player 0's card, player 1's card."""
    try:
        first, second = pair
        return where[first], where[second]
    except (KeyError, TypeError, ValueError):
        raise SettingError(N_("an outcome must be a pair of cards of the deck, got {value}"),
                           value=shown(pair)) from None


def plot_total_probability(
    labels: Sequence[str],
    weights: ArrayLike,
    conditionals: ArrayLike,
    *,
    ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:
    """Draw the law of total probability as areas: one bar per case B, as wide as P(B) (the
    ``weights``, which add up to 1) and as high as P(A | B) (the ``conditionals``); the
    shaded area is P(A), drawn as a dashed line at that height. Returns the Axes."""
    lang = resolve(lang)
    width = np.asarray(weights, dtype=float).ravel()
    height = np.asarray(conditionals, dtype=float).ravel()
    if not len(labels) == width.size == height.size or width.size == 0:
        raise SettingError(N_("give one label, weight and conditional chance per case: "
                              "{a}, {b} and {c}"), a=len(labels), b=width.size, c=height.size)
    if not (np.isfinite(width).all() and np.isfinite(height).all()) or (width < 0).any() or (
        abs(width.sum() - 1) > 1e-9
    ) or (height < 0).any() or (height > 1).any():
        raise SettingError(N_("the weights must be chances that add up to 1, and each "
                              "conditional chance must lie between 0 and 1"))
    ax = axes_for(ax, (9, 4.5))
    left = np.concatenate([[0.0], np.cumsum(width)[:-1]])
    ax.bar(left, height, width=width, align="edge", color=COLORS[0], alpha=0.6,
           edgecolor="white", linewidth=2, hatch="//")  # fmt: skip
    ax.bar(left, 1 - height, bottom=height, width=width, align="edge", color="#eeeeee",
           edgecolor="white", linewidth=2)  # fmt: skip
    total = float(np.sum(width * height))
    ax.axhline(total, color=SPECIAL, linestyle="--", linewidth=2.5,
               label=_("P(A) = Σ P(B) · P(A | B) = {p:.4f}", lang, p=total))  # fmt: skip
    names = [rank_text(label, lang) for label in labels]
    ax.set_xticks(left + width / 2, names)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    style_axes(ax, _("Total probability: the shaded area", lang),
               _("the case B (bar width: P(B))", lang), _("P(A | B)", lang),
               lang=lang)  # fmt: skip
    ax.legend(fontsize=FONT - 3, loc="upper left")
    cases = [_("{case}: P(B) = {weight:.3f}, P(A | B) = {given:.3f}", lang, case=name,
               weight=float(w), given=float(h))
             for name, w, h in zip(names, width, height, strict=True)]  # fmt: skip
    describe(ax, lang, "bars", joined(cases, lang))
    return ax
