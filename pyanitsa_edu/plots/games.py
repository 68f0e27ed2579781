"""Plots of games: the card counts of one game, and the lengths of many."""

from __future__ import annotations

import math

import numpy as np
from matplotlib.axes import Axes
from numpy.typing import ArrayLike

from ..engine.game import Game
from .style import COLORS, FONT, SPECIAL, Lang, axes_for, style_axes, text

__all__ = ["plot_card_counts", "plot_game_lengths"]


def plot_card_counts(game: Game, *, ax: Axes | None = None, lang: Lang = "en") -> Axes:
    """Draw each player's number of cards after every trick of ``game`` (from its history).

    Returns the Axes; one line per player, in the player colours.
    """
    ax = axes_for(ax, (8, 4.5))
    history = game.history
    x = [snap.tricks for snap in history]
    for i in range(game.rules.players):
        y = [snap.counts[i] for snap in history]
        ax.step(x, y, where="post", linewidth=2.5, color=COLORS[i % len(COLORS)],
                label=text(lang, "player").format(i=i))  # fmt: skip
    ax.set_xlim(0, max(x[-1], 1))
    ax.set_ylim(0, len(game.rules.deck))
    style_axes(ax, text(lang, "counts_title"), text(lang, "trick"), text(lang, "cards"))
    ax.legend(fontsize=FONT - 2, loc="best")
    return ax


def plot_game_lengths(
    tricks: ArrayLike, *, ax: Axes | None = None, bins: int | None = None, lang: Lang = "en"
) -> Axes:
    """Draw a histogram of game lengths (tricks per game) with the mean and median marked.

    Returns the Axes.
    """
    ax = axes_for(ax, (8, 4.5))
    values = np.asarray(tricks, dtype=float).ravel()
    if values.size:
        count = bins or int(min(60, max(5, math.ceil(math.sqrt(values.size)))))
        ax.hist(values, bins=count, color=COLORS[0], edgecolor="white", alpha=0.9)
        mean, median = float(values.mean()), float(np.median(values))
        ax.axvline(mean, color=SPECIAL, linewidth=2.5, label=text(lang, "mean").format(m=mean))
        ax.axvline(median, color="#333333", linewidth=2.5, linestyle="--",
                   label=text(lang, "median").format(m=median))  # fmt: skip
        ax.legend(fontsize=FONT - 2)
    style_axes(ax, text(lang, "lengths_title"), text(lang, "tricks"), text(lang, "games"))
    return ax
