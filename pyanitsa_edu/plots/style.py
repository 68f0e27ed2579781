"""What every plot shares: classroom font sizes, player colours, the two languages' labels.

Every plot takes ``lang=None``: the current language (:func:`pyanitsa_edu.set_language`),
unless ``lang="en"`` or ``lang="ru"`` is given; another value is a SettingError.
"""

from __future__ import annotations

import matplotlib.pyplot as plt
from matplotlib.axes import Axes

from ..cards import RU_RANKS
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

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "beats_title": "Who beats whom (arrow: beats)",
        "no_cycle": "no special rule: {high} is absolute",
        "cycle": "{low} beats {high}: a circle, not an order",
        "counts_title": "Cards in each pile",
        "trick": "tricks played",
        "cards": "cards",
        "player": "Player {i}",
        "lengths_title": "Game length",
        "tricks": "tricks per game",
        "games": "games",
        "mean": "mean {m:.0f}",
        "median": "median {m:.0f}",
        "conv_title": "Running estimate",
        "n_games": "games played",
        "estimate": "estimate",
        "band": "95 % interval",
        "truth": "exact value",
        "shares_title": "Share of games",
        "share": "share",
        "matrix_title": "Who beats whom: every pair",
        "your_card": "your card",
        "their_card": "the other card",
        "beats": "beats",
        "loses": "loses to",
        "ties": "tie (спор)",
        "reversed": "the reversed pair",
        "survival_title": "How many games last longer?",
        "longer_than": "share of games longer than t",
        "t_tricks": "t (tricks)",
        "states_title": "The state (both piles, top first) after each trick",
        "after_tricks": "after … tricks",
    },
    "ru": {
        "beats_title": "Кто кого бьёт (стрелка: бьёт)",
        "no_cycle": "без особого правила: {high} сильнее всех",
        "cycle": "{low} бьёт {high}: круг, а не порядок",
        "counts_title": "Карт у каждого игрока",
        "trick": "сыграно сравнений",
        "cards": "карт",
        "player": "Игрок {i}",
        "lengths_title": "Длина партии",
        "tricks": "сравнений за партию",
        "games": "партий",
        "mean": "среднее {m:.0f}",
        "median": "медиана {m:.0f}",
        "conv_title": "Оценка по ходу опыта",
        "n_games": "сыграно партий",
        "estimate": "оценка",
        "band": "95 % интервал",
        "truth": "точное значение",
        "shares_title": "Доля партий",
        "share": "доля",
        "matrix_title": "Кто кого бьёт: все пары",
        "your_card": "ваша карта",
        "their_card": "карта соперника",
        "beats": "бьёт",
        "loses": "проигрывает",
        "ties": "равны (спор)",
        "reversed": "перевёрнутая пара",
        "survival_title": "Сколько партий длиннее?",
        "longer_than": "доля партий длиннее t",
        "t_tricks": "t (сравнений)",
        "states_title": "Позиция (обе стопки, верх слева) после каждого сравнения",
        "after_tricks": "после … сравнений",
    },
}


def text(lang: Lang, key: str) -> str:
    """Return the text ``key`` in ``lang`` (a language already checked by ``resolve``)."""
    return _TEXT[lang][key]


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
