"""What every plot shares: classroom font sizes, player colours, the two languages' labels.

Every plot takes ``lang=None``: the current language (:func:`pyanitsa_edu.set_language`),
unless ``lang="en"`` or ``lang="ru"`` is given; another value is a SettingError.
"""

from __future__ import annotations

import matplotlib.pyplot as plt
from matplotlib.axes import Axes

from ..cards import RU_RANKS
from ..i18n import N_, texts
from ..language import Lang

__all__ = ["COLORS", "FONT", "SPECIAL", "Lang", "axes_for", "rank_label", "style_axes", "text"]


FONT = 15
"""Base font size (points): readable from the back of a classroom."""
COLORS: tuple[str, ...] = (
    "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf",
)  # fmt: skip
"""One colour per player (seat order), the same in every plot and widget."""
SPECIAL = "#d62728"
"""Colour of the special arrow (the low card beats the ace)."""

_TEXT: dict[str, str] = {
    "beats_title": N_("Who beats whom (arrow: beats)"),
    "no_cycle": N_("no special rule: {high} is absolute"),
    "cycle": N_("{low} beats {high}: a circle, not an order"),
    "counts_title": N_("Cards in each pile"),
    "trick": N_("tricks played"),
    "cards": N_("cards"),
    "player": N_("Player {i}"),
    "lengths_title": N_("Game length"),
    "tricks": N_("tricks per game"),
    "games": N_("games"),
    "mean": N_("mean {m:.0f}"),
    "median": N_("median {m:.0f}"),
    "conv_title": N_("Running estimate"),
    "n_games": N_("games played"),
    "estimate": N_("estimate"),
    "band": N_("95 % interval"),
    "truth": N_("exact value"),
    "shares_title": N_("Share of games"),
    "share": N_("share"),
    "matrix_title": N_("Who beats whom: every pair"),
    "your_card": N_("your card"),
    "their_card": N_("the other card"),
    "beats": N_("beats"),
    "loses": N_("loses to"),
    "ties": N_("tie (спор)"),
    "reversed": N_("the reversed pair"),
    "survival_title": N_("How many games last longer?"),
    "longer_than": N_("share of games longer than t"),
    "t_tricks": N_("t (tricks)"),
    "states_title": N_("The state (both piles, top first) after each trick"),
    "after_tricks": N_("after … tricks"),
}


def text(lang: Lang, key: str) -> str:
    """Return the text ``key`` in ``lang`` (a language already checked by ``resolve``)."""
    return texts(_TEXT, lang)[key]


def axes_for(ax: Axes | None, size: tuple[float, float]) -> Axes:
    """Return ``ax``, or the Axes of a new figure of ``size`` inches."""
    if ax is not None:
        return ax
    _fig, new = plt.subplots(figsize=size)
    return new


def rank_label(rank: str, lang: str) -> str:
    """Return a rank label, with Russian letters (В Д К Т) when ``lang="ru"``."""
    return RU_RANKS.get(rank, rank) if lang == "ru" else rank


def style_axes(ax: Axes, title: str, xlabel: str, ylabel: str) -> None:
    """Set large title, labels and tick labels, and a light grid."""
    ax.set_title(title, fontsize=FONT + 2)
    ax.set_xlabel(xlabel, fontsize=FONT)
    ax.set_ylabel(ylabel, fontsize=FONT)
    ax.tick_params(labelsize=FONT - 2)
    ax.grid(True, alpha=0.3)
