"""Plots for the lessons: each function takes ``ax=None`` and returns the matplotlib Axes.

Large type for a classroom projector, fixed layouts (nothing random), and no
global style changes. Every function draws on ``ax`` when given, else on a new
figure. The engine never imports this module.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Literal

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Circle, FancyArrowPatch
from numpy.typing import ArrayLike

from .game import Game
from .ranking import compare
from .rules import Rules, as_rules
from .stats import wilson_band

__all__ = [
    "BEATS_GID",
    "COLORS",
    "SPECIAL_GID",
    "beats_arrows",
    "plot_beats",
    "plot_card_counts",
    "plot_convergence",
    "plot_game_lengths",
    "plot_outcome_shares",
    "running_estimate",
]

Lang = Literal["en", "ru"]
Edges = Literal["adjacent", "all"]

FONT = 15
"""Base font size (points): readable from the back of a classroom."""
COLORS: tuple[str, ...] = (
    "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf",
)  # fmt: skip
"""One colour per player (seat order), the same in every plot and widget."""
SPECIAL = "#d62728"
"""Colour of the special arrow (the low card beats the ace)."""
BEATS_GID = "beats"
"""``gid`` of an ordinary "beats" arrow in :func:`plot_beats` (for tests and styling)."""
SPECIAL_GID = "beats-special"
"""``gid`` of the highlighted low→high arrow in :func:`plot_beats`."""

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "beats_title": "Who beats whom (arrow: beats)",
        "no_cycle": "no special rule: {high} is absolute",
        "cycle": "{low} beats {high}: a cycle",
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
    },
    "ru": {
        "beats_title": "Кто кого бьёт (стрелка: бьёт)",
        "no_cycle": "без особого правила: {high} сильнее всех",
        "cycle": "{low} бьёт {high}: цикл",
        "counts_title": "Карт у каждого игрока",
        "trick": "сыграно взяток",
        "cards": "карт",
        "player": "Игрок {i}",
        "lengths_title": "Длина партии",
        "tricks": "взяток за партию",
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
    },
}


def _t(lang: str, key: str) -> str:
    """Return the text ``key`` in ``lang`` (English when the language is unknown)."""
    return _TEXT.get(lang, _TEXT["en"])[key]


def _axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    """Return ``ax``, or the Axes of a new figure of ``size`` inches."""
    if ax is not None:
        return ax
    _fig, new = plt.subplots(figsize=size)
    return new


def _rank_text(rank: str, lang: str) -> str:
    """Return a rank label, with Russian letters (В Д К Т) when ``lang="ru"``."""
    from .cards import RU_RANKS

    return RU_RANKS.get(rank, rank) if lang == "ru" else rank


def beats_arrows(rules: Rules | None = None, edges: Edges = "adjacent") -> list[tuple[str, str]]:
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
    rules: Rules | None = None,
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
    ax = _axes(ax, (6.5, 6.5))
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
        ax.text(x, y, _rank_text(r, lang), ha="center", va="center",
                fontsize=font, fontweight="bold", zorder=5)  # fmt: skip
    lo, hi = _rank_text(low, lang), _rank_text(high, lang)
    special_on = n >= 2 and compare(low, high, rules) > 0
    note = _t(lang, "cycle" if special_on else "no_cycle").format(low=lo, high=hi)
    ax.set_title(_t(lang, "beats_title"), fontsize=FONT + 2)
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


def plot_card_counts(game: Game, *, ax: Axes | None = None, lang: Lang = "en") -> Axes:
    """Draw each player's number of cards after every trick of ``game`` (from its history).

    Returns the Axes; one line per player, in the player colours.
    """
    ax = _axes(ax, (8, 4.5))
    history = game.history
    x = [snap.tricks for snap in history]
    for i in range(game.rules.players):
        y = [snap.counts[i] for snap in history]
        ax.step(x, y, where="post", linewidth=2.5, color=COLORS[i % len(COLORS)],
                label=_t(lang, "player").format(i=i))  # fmt: skip
    ax.set_xlim(0, max(x[-1], 1))
    ax.set_ylim(0, len(game.rules.deck))
    _style(ax, _t(lang, "counts_title"), _t(lang, "trick"), _t(lang, "cards"))
    ax.legend(fontsize=FONT - 2, loc="best")
    return ax


def plot_game_lengths(
    tricks: ArrayLike, *, ax: Axes | None = None, bins: int | None = None, lang: Lang = "en"
) -> Axes:
    """Draw a histogram of game lengths (tricks per game) with the mean and median marked.

    Returns the Axes.
    """
    ax = _axes(ax, (8, 4.5))
    values = np.asarray(tricks, dtype=float).ravel()
    if values.size:
        count = bins or int(min(60, max(5, math.ceil(math.sqrt(values.size)))))
        ax.hist(values, bins=count, color=COLORS[0], edgecolor="white", alpha=0.9)
        mean, median = float(values.mean()), float(np.median(values))
        ax.axvline(mean, color=SPECIAL, linewidth=2.5, label=_t(lang, "mean").format(m=mean))
        ax.axvline(median, color="#333333", linewidth=2.5, linestyle="--",
                   label=_t(lang, "median").format(m=median))  # fmt: skip
        ax.legend(fontsize=FONT - 2)
    _style(ax, _t(lang, "lengths_title"), _t(lang, "tricks"), _t(lang, "games"))
    return ax


def running_estimate(hits: ArrayLike) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Return ``(n, estimate, low, high)``: the running share of 1s and its 95 % Wilson band."""
    values = np.asarray(hits, dtype=float).ravel()
    n = np.arange(1, values.size + 1, dtype=float)
    k = np.cumsum(values)
    low, high = wilson_band(k, n)
    return n, k / n if values.size else k, low, high


def plot_convergence(
    hits: ArrayLike,
    *,
    ax: Axes | None = None,
    truth: float | None = None,
    label: str | None = None,
    logx: bool = True,
    lang: Lang = "en",
) -> Axes:
    """Draw the running share of 1s in ``hits`` (a 0/1 array) with its 95 % band.

    ``truth`` adds a dashed line at the exact value. Returns the Axes.
    """
    ax = _axes(ax, (8, 4.5))
    n, est, low, high = running_estimate(hits)
    if n.size:
        ax.fill_between(n, low, high, color=COLORS[0], alpha=0.2, linewidth=0,
                        label=_t(lang, "band"))  # fmt: skip
        ax.plot(n, est, color=COLORS[0], linewidth=2.5, label=label or _t(lang, "estimate"))
        ax.set_xlim(1, max(n[-1], 2))
        if logx and n[-1] > 1:
            ax.set_xscale("log")
    if truth is not None:
        ax.axhline(truth, color=SPECIAL, linestyle="--", linewidth=2, label=_t(lang, "truth"))
    ax.set_ylim(0, 1)
    _style(ax, _t(lang, "conv_title"), _t(lang, "n_games"), _t(lang, "estimate"))
    ax.legend(fontsize=FONT - 2, loc="upper right")
    return ax


def plot_outcome_shares(
    counts: Mapping[str, int] | Sequence[int] | None = None,
    *,
    shares: Sequence[float] | None = None,
    intervals: Sequence[tuple[float, float]] | None = None,
    labels: Sequence[str] | None = None,
    ax: Axes | None = None,
    lang: Lang = "en",
) -> Axes:
    """Draw one bar per outcome: its share of games with a 95 % error bar.

    Give ``counts`` (a mapping label → count, or a list with ``labels``); the
    shares and Wilson intervals are computed. Or give ``shares`` with optional
    ``intervals`` as (low, high) pairs. Returns the Axes.
    """
    ax = _axes(ax, (7, 4.5))
    if counts is not None:
        if isinstance(counts, Mapping):
            labels = list(counts) if labels is None else list(labels)
            values = np.array([counts[k] for k in counts], dtype=float)
        else:
            values = np.asarray(counts, dtype=float)
        total = float(values.sum())
        heights = values / total if total else np.zeros_like(values)
        low, high = wilson_band(values, np.full_like(values, total))
        bounds = list(zip(low.tolist(), high.tolist(), strict=True))
    elif shares is not None:
        heights = np.asarray(shares, dtype=float)
        bounds = list(intervals) if intervals is not None else []
    else:
        raise ValueError("plot_outcome_shares needs counts or shares")
    names = list(labels) if labels is not None else [str(i) for i in range(len(heights))]
    if len(names) != len(heights) or (bounds and len(bounds) != len(heights)):
        raise ValueError("labels, shares and intervals must have the same length")
    x = np.arange(len(heights))
    colors = [COLORS[i % len(COLORS)] for i in range(len(heights))]
    ax.bar(x, heights, color=colors, width=0.6, edgecolor="#222222")
    if bounds:
        lo = np.array([b[0] for b in bounds], dtype=float)
        hi = np.array([b[1] for b in bounds], dtype=float)
        err = np.vstack([np.maximum(heights - lo, 0), np.maximum(hi - heights, 0)])
        ax.errorbar(x, heights, yerr=err, fmt="none", ecolor="#111111", elinewidth=2.5,
                    capsize=10, capthick=2.5)  # fmt: skip
    tops = [max(h, b[1]) for h, b in zip(heights, bounds, strict=True)] if bounds else heights
    for i, (h, top) in enumerate(zip(heights, tops, strict=True)):
        ax.text(float(i), min(float(top) + 0.02, 0.98), f"{h:.1%}", ha="center", va="bottom",
                fontsize=FONT, fontweight="bold")  # fmt: skip
    ax.set_xticks(x, names, fontsize=FONT)
    ax.set_ylim(0, 1.08)
    _style(ax, _t(lang, "shares_title"), "", _t(lang, "share"))
    return ax


def _style(ax: Axes, title: str, xlabel: str, ylabel: str) -> None:
    """Set large title, labels and tick labels, and a light grid."""
    ax.set_title(title, fontsize=FONT + 2)
    ax.set_xlabel(xlabel, fontsize=FONT)
    ax.set_ylabel(ylabel, fontsize=FONT)
    ax.tick_params(labelsize=FONT - 2)
    ax.grid(True, alpha=0.3)
