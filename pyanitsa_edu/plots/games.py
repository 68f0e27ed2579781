"""Plots of games: card counts and states of one game, and the lengths of many (histogram, tail)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from matplotlib import colormaps
from matplotlib.axes import Axes
from matplotlib.patches import Rectangle
from numpy.typing import ArrayLike

from ..i18n import _, ngettext
from ..i18n.fmt import CARD, GAME, count
from ..i18n.language import resolve
from ..pyanitsa.engine.game import Game
from ..pyanitsa.records import Snapshot
from ..pyanitsa.rules import RulesLike, as_rules
from .alt import describe
from .style import COLORS, FONT, LINESTYLES, SPECIAL, Lang, axes_for, reader_ticks, style_axes

__all__ = ["plot_card_counts", "plot_game_lengths", "plot_length_survival", "plot_states"]


def plot_card_counts(game: Game, *, ax: Axes | None = None, lang: Lang | None = None) -> Axes:
    """Draw each player's number of cards after every trick of ``game`` (from its history).

    Returns the Axes; one line per player, in the player colours and line styles.
    """
    lang = resolve(lang)
    ax = axes_for(ax, (8, 4.5))
    history = game.history
    x = [snap.tricks for snap in history]
    for i in range(game.rules.players):
        y = [snap.counts[i] for snap in history]
        ax.step(x, y, where="post", linewidth=2.5, color=COLORS[i % len(COLORS)],
                linestyle=LINESTYLES[i % len(LINESTYLES)],
                label=_("Player {i}", lang, i=i))  # fmt: skip
    ax.set_xlim(0, max(x[-1], 1))
    ax.set_ylim(0, len(game.rules.deck))
    style_axes(ax, _("Cards in each pile", lang), _("tricks played", lang), _("cards", lang),
               lang=lang)
    ax.legend(fontsize=FONT - 2, loc="best")
    last = history[-1]
    piles = ", ".join(
        f"{_('Player {i}', lang, i=i)}: {count(n, CARD, lang)}" for i, n in enumerate(last.counts)
    )
    describe(ax, lang, "chart", ngettext(
        "After {n} trick the piles hold {piles}.", "After {n} tricks the piles hold {piles}.",
        last.tricks, lang, n=last.tricks, piles=piles))  # fmt: skip
    return ax


def lengths_summary(values: np.ndarray, lang: Lang) -> str:
    """Return the number of games and the mean, median and longest length, as a sentence."""
    if not values.size:
        return ""
    return _("{games}; mean {mean:.0f}, median {median:.0f}, longest {longest:.0f} "
             "(in tricks).", lang, games=count(values.size, GAME, lang),
             mean=float(values.mean()), median=float(np.median(values)),
             longest=float(values.max()))  # fmt: skip


def plot_game_lengths(
    tricks: ArrayLike, *, ax: Axes | None = None, bins: int | None = None, lang: Lang | None = None
) -> Axes:
    """Draw a histogram of game lengths (tricks per game) with the mean and median marked.

    Returns the Axes.
    """
    lang = resolve(lang)
    ax = axes_for(ax, (8, 4.5))
    values = np.asarray(tricks, dtype=float).ravel()
    if values.size:
        count = bins or int(min(60, max(5, math.ceil(math.sqrt(values.size)))))
        ax.hist(values, bins=count, color=COLORS[0], edgecolor="white", alpha=0.9)
        mean, median = float(values.mean()), float(np.median(values))
        ax.axvline(mean, color=SPECIAL, linewidth=2.5, label=_("mean {m:.0f}", lang, m=mean))
        ax.axvline(median, color="#333333", linewidth=2.5, linestyle="--",
                   label=_("median {m:.0f}", lang, m=median))  # fmt: skip
        ax.legend(fontsize=FONT - 2)
    style_axes(
        ax, _("Game length", lang),
        _("tricks per game", lang), _("games", lang), lang=lang,
    )
    describe(ax, lang, "histogram", lengths_summary(values, lang))
    return ax


def plot_length_survival(
    tricks: ArrayLike, *, ax: Axes | None = None, lang: Lang | None = None
) -> Axes:
    """Draw the share of games longer than ``t`` tricks against ``t``, on a log scale, so the
    long tail that a histogram hides stays visible (a straight fall means a geometric tail).

    Returns the Axes; its line holds ``t`` (0 to the longest game) and the shares.
    """
    lang = resolve(lang)
    ax = axes_for(ax, (8, 4.5))
    values = np.sort(np.asarray(tricks, dtype=np.int64).ravel())
    if values.size:
        t = np.arange(int(values[-1]) + 1)
        longer = (values.size - np.searchsorted(values, t, side="right")) / values.size
        shown = longer > 0  # a log scale has no room for 0
        ax.step(t[shown], longer[shown], where="post", color=COLORS[0], linewidth=2.5)
        ax.set_yscale("log")
        ax.set_xlim(0, max(int(values[-1]), 1))
    style_axes(
        ax, _("How many games last longer?", lang),
        _("t (tricks)", lang), _("share of games longer than t", lang), lang=lang,
    )
    describe(ax, lang, "chart", lengths_summary(values, lang))
    return ax


def plot_states(
    states: Sequence[Snapshot], rules: RulesLike = None, *, ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:  # fmt: skip
    """Draw game states one row each, top to bottom: every pile's cards, top card first, as
    boxes coloured by rank and labelled with the card. Two equal rows are the same state.

    Returns the Axes; each card box is a Rectangle whose ``gid`` is the card's text.
    """
    lang = resolve(lang)
    rules = as_rules(rules)
    ranks = rules.deck.ranks
    palette = colormaps["tab10"]
    widths = [max((len(s.piles[p]) for s in states), default=0) for p in range(rules.players)]
    ax = axes_for(ax, (1.0 + 0.62 * (sum(widths) + len(widths)), 0.9 + 0.42 * len(states)))
    for row, state in enumerate(states):
        left = 0
        for p, pile in enumerate(state.piles):
            for k, card in enumerate(pile):
                colour = palette(ranks.index(card.rank) % 10)
                box = Rectangle((left + k, row - 0.42), 0.94, 0.84, facecolor=colour,
                                alpha=0.55, edgecolor="#333333")  # fmt: skip
                box.set_gid(str(card))
                ax.add_patch(box)
                ax.text(left + k + 0.47, row, card.text(lang), ha="center", va="center",
                        fontsize=FONT - 3)  # fmt: skip
            left += widths[p] + 1
    left = 0
    for p, width in enumerate(widths):
        ax.text(left + width / 2, -0.9, _("Player {i}", lang, i=p), ha="center",
                va="bottom", fontsize=FONT - 2, color=COLORS[p % len(COLORS)],
                fontweight="bold")  # fmt: skip
        left += width + 1
    ax.set_xlim(-0.2, max(sum(widths) + len(widths) - 1, 1))
    ax.set_ylim(len(states) - 0.5, -1.0)
    ax.set_yticks(range(len(states)), [str(s.tricks) for s in states], fontsize=FONT - 3)
    ax.set_ylabel(_("after … tricks", lang), fontsize=FONT - 1)
    ax.set_xticks([])
    for side in ("top", "right", "bottom"):
        ax.spines[side].set_visible(False)
    ax.set_title(_("The state (both piles, top first) after each trick", lang), fontsize=FONT + 1,
                 pad=24)
    reader_ticks(ax, lang)
    rows = [
        ngettext("after {n} trick: {piles}", "after {n} tricks: {piles}", s.tricks, lang,
                 n=s.tricks,
                 piles=" | ".join(" ".join(c.text(lang) for c in pile) or "—" for pile in s.piles))
        for s in states
    ]  # fmt: skip
    describe(ax, lang, "diagram", "; ".join(rows[:12]) + ("; …" if len(rows) > 12 else "") + ".")
    return ax
