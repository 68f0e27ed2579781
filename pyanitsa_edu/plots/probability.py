"""Plots for the probability lessons: shares with intervals, walks, a null distribution,
posteriors, sampling distributions, and the graph of a small Markov chain.

Each function takes ``ax=None`` (a new figure) and ``lang`` (``"en"`` or ``"ru"``) and returns
the Axes. The numbers drawn are computed by the caller, except where a function says what it
computes (Wilson intervals, Beta densities, normal curves).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from fractions import Fraction

import numpy as np
import numpy.typing as npt
from matplotlib.axes import Axes
from matplotlib.patches import FancyArrowPatch
from numpy.typing import ArrayLike

from ..analysis.markov import MarkovChain
from ..analysis.stats import share_se, wilson_band
from ..errors import PyanitsaError
from ..i18n import N_, _, fill, ngettext
from ..i18n.fmt import GAME, count, percent
from ..i18n.language import resolve
from ..pyanitsa.cards import rank_text
from .alt import describe
from .style import (
    COLORS,
    FONT,
    LINESTYLES,
    SPECIAL,
    Lang,
    axes_for,
    reader_ticks,
    style_axes,
)

__all__ = [
    "CHAIN_GID",
    "plot_chain",
    "plot_null_distribution",
    "plot_posteriors",
    "plot_sampling_distributions",
    "plot_shares",
    "plot_walks",
]

CHAIN_GID = {"state": "chain-state", "move": "chain-move", "end": "chain-end"}
"""``gid`` of the state labels, the transition arrows and the arrows to an end in
:func:`plot_chain` (for tests and styling)."""
END_COLORS = {"end0": COLORS[0], "end1": COLORS[1], "draw": "#777777"}
"""Colours of the three ends in :func:`plot_chain` (the players' colours, grey for a draw)."""
MAX_DRAWN_STATES = 40
""":func:`plot_chain` draws chains of at most this many states."""
END_TEXT = {"end0": N_("player 0 wins"), "end1": N_("player 1 wins"), "draw": N_("draw")}
"""The words on the three ends in :func:`plot_chain`."""


def plot_shares(
    x: Sequence[float | int | str],
    hits: ArrayLike,
    totals: ArrayLike,
    *,
    reference: float | ArrayLike | None = None,
    reference_label: str | None = None,
    title: str = "",
    xlabel: str = "",
    ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:
    """Draw ``hits / totals`` at each ``x`` with its 95 % Wilson interval.

    ``x`` are numbers (a numeric axis) or labels (one place each). ``reference`` adds a
    dashed line: one value for all, or one per ``x`` (a model). Returns the Axes.
    """
    lang = resolve(lang)
    ax = axes_for(ax, (8, 4.5))
    k = np.asarray(hits, dtype=float).ravel()
    n = np.asarray(totals, dtype=float).ravel()
    if not len(x) == len(k) == len(n):
        raise PyanitsaError(N_("x, hits and totals must have the same length: {x}, {hits}, "
                               "{totals}"), x=len(x), hits=len(k), totals=len(n))  # fmt: skip
    if (n <= 0).any() or (k < 0).any() or (k > n).any():
        raise PyanitsaError(N_("every total must be positive, and every count between 0 and it"))
    numeric = all(isinstance(v, int | float) and not isinstance(v, bool) for v in x)
    where = np.asarray(x, dtype=float) if numeric else np.arange(len(x), dtype=float)
    share = k / n
    low, high = wilson_band(k, n)
    ax.errorbar(where, share, yerr=np.vstack([share - low, high - share]), fmt="o",
                color=COLORS[0], ecolor="#333333", elinewidth=2, capsize=5, markersize=8,
                label=_("95 % interval", lang))  # fmt: skip
    if reference is not None:
        ref = np.asarray(reference, dtype=float)
        label = reference_label or _("model", lang)
        if ref.ndim == 0:
            ax.axhline(float(ref), color=SPECIAL, linestyle="--", linewidth=2, label=label)
        else:
            ax.plot(where, ref, color=SPECIAL, linestyle="--", linewidth=2, label=label)
    if not numeric:
        ax.set_xticks(where, [str(v) for v in x])
    style_axes(ax, title, xlabel, _("share", lang), lang=lang)
    ax.legend(fontsize=FONT - 3)
    shown = [
        f"{fill('{v}', lang, v=v)}: {percent(float(f), 1, lang)}"
        for v, f in zip(x, share, strict=True)
    ]
    more = "; …" if len(shown) > 12 else ""
    describe(ax, lang, "chart", "; ".join(shown[:12]) + more + ".")
    return ax


def plot_walks(
    paths: Sequence[ArrayLike], total: int, *, ax: Axes | None = None, lang: Lang | None = None
) -> Axes:
    """Draw player 0's card count after every trick, one line per game, between the two
    absorbing walls 0 and ``total``. Returns the Axes."""
    lang = resolve(lang)
    ax = axes_for(ax, (9, 4.5))
    for i, path in enumerate(paths):
        y = np.asarray(path, dtype=float).ravel()
        ax.step(np.arange(len(y)), y, where="post", linewidth=1.8, alpha=0.85,
                color=COLORS[i % len(COLORS)])  # fmt: skip
    for level, wall in ((0, _("player 1 wins", lang)), (total, _("player 0 wins", lang))):
        ax.axhline(level, color="#222222", linewidth=3)
        ax.text(0.99, level, wall, transform=ax.get_yaxis_transform(),
                ha="right", va="bottom" if level == 0 else "top", fontsize=FONT - 3)  # fmt: skip
    ax.set_ylim(-1, total + 1)
    style_axes(ax, _("Player 0's cards, trick by trick", lang), _("tricks played", lang),
               _("cards of player 0", lang), lang=lang)
    ends = [int(np.asarray(path).ravel()[-1]) for path in paths if np.asarray(path).size]
    describe(ax, lang, "chart", _(
        "{games}; player 0 won {won} of them and lost {lost}.", lang,
        games=count(len(paths), GAME, lang), won=sum(e == total for e in ends),
        lost=sum(e == 0 for e in ends)))  # fmt: skip
    return ax


def plot_null_distribution(
    null: ArrayLike, observed: float, center: float, *, ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:  # fmt: skip
    """Draw a histogram of a statistic simulated under the null hypothesis, the observed
    value, and the share of simulated values at least as far from ``center`` (shaded): the
    two-sided p-value by simulation. Returns the Axes."""
    lang = resolve(lang)
    ax = axes_for(ax, (8, 4.5))
    values = np.asarray(null, dtype=float).ravel()
    if not values.size:
        raise PyanitsaError(N_("the null distribution is empty"))
    far = np.abs(values - center) >= abs(observed - center)
    low, high = min(float(values.min()), observed), max(float(values.max()), observed)
    width = max(1, math.ceil((high - low) / 60))  # whole-number bins, at most about 60
    edges = np.arange(math.floor(low) - 0.5, high + 0.5 + width, width)
    ax.hist(values[~far], bins=edges.tolist(), color=COLORS[0], alpha=0.85, edgecolor="white")
    ax.hist(values[far], bins=edges.tolist(), color=SPECIAL, alpha=0.85, edgecolor="white",
            label=_("as far from {c:g} or farther: {p:.3g}", lang, c=center,
                    p=float(far.mean())))  # fmt: skip
    ax.axvline(observed, color="#111111", linewidth=3,
               label=_("observed {v:g}", lang, v=observed))  # fmt: skip
    style_axes(ax, _("The statistic if the null hypothesis were true", lang), "", _("runs", lang),
               lang=lang)
    ax.legend(fontsize=FONT - 3)
    describe(ax, lang, "histogram", ngettext(
        "{n:,} simulated value.", "{n:,} simulated values.", values.size, lang, n=values.size))
    return ax


def _beta_density(x: npt.NDArray[np.float64], a: float, b: float) -> npt.NDArray[np.float64]:
    """Return the Beta(a, b) density at the points ``x`` (strictly between 0 and 1)."""
    log_norm = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
    density: npt.NDArray[np.float64] = np.exp(
        log_norm + (a - 1) * np.log(x) + (b - 1) * np.log1p(-x)
    )
    return density


def plot_posteriors(
    hits: ArrayLike, checkpoints: Sequence[int], *, prior: tuple[float, float] = (1.0, 1.0),
    ax: Axes | None = None, lang: Lang | None = None,
) -> Axes:  # fmt: skip
    """Draw the Beta posterior of a success chance ``p`` after the first ``n`` results of
    ``hits`` (0/1) for each ``n`` in ``checkpoints``, from a Beta ``prior``: after ``k``
    successes it is Beta(a + k, b + n - k). Returns the Axes."""
    lang = resolve(lang)
    ax = axes_for(ax, (8, 4.5))
    values = np.asarray(hits, dtype=float).ravel()
    if any(n < 0 or n > values.size for n in checkpoints):
        raise PyanitsaError(N_("checkpoints must be between 0 and {size} results"),
                            size=values.size)
    a, b = prior
    x = np.linspace(0.0005, 0.9995, 1999)
    for i, n in enumerate(checkpoints):
        k = float(values[:n].sum())
        label = _("prior", lang) if n == 0 else _("after {n:,} games", lang, n=n)
        ax.plot(x, _beta_density(x, a + k, b + n - k), linewidth=2.5,
                color=COLORS[i % len(COLORS)], linestyle=LINESTYLES[i % len(LINESTYLES)],
                label=label)  # fmt: skip
    ax.set_xlim(0, 1)
    ax.set_ylim(bottom=0)
    style_axes(ax, _("What we believe about p after n games", lang), _("p", lang),
               _("density", lang), lang=lang)
    ax.legend(fontsize=FONT - 3)
    describe(ax, lang, "chart")
    return ax


def plot_sampling_distributions(
    estimates: Mapping[int, ArrayLike], p: float, *, ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:  # fmt: skip
    """Draw, for each run length ``n``, a density histogram of the estimates ``p̂`` from many
    runs of ``n`` games, with the normal curve of mean ``p`` and variance ``p(1 - p)/n``
    that the central limit theorem predicts. Returns the Axes."""
    lang = resolve(lang)
    ax = axes_for(ax, (9, 4.5))
    x = np.linspace(0, 1, 801)
    for i, (n, values) in enumerate(sorted(estimates.items())):
        est = np.asarray(values, dtype=float).ravel()
        color = COLORS[i % len(COLORS)]
        step = max(1, round(n / 100)) / n  # each bar holds the same number of possible values
        edges = np.arange(-step / 2, 1 + step, step)
        ax.hist(est, bins=edges.tolist(), density=True, histtype="stepfilled", alpha=0.35,
                color=color, label=_("n = {n:,}", lang, n=n))  # fmt: skip
        sd = share_se(p, n)
        ax.plot(x, np.exp(-((x - p) ** 2) / (2 * sd**2)) / (sd * math.sqrt(2 * math.pi)),
                color=color, linewidth=2.5, linestyle=LINESTYLES[i % len(LINESTYLES)],
                label=_("normal curve, n = {n:,}", lang, n=n))  # fmt: skip
    ax.axvline(p, color="#111111", linestyle=":", linewidth=1.5)
    style_axes(ax, _("Estimates p̂ from runs of n games", lang), _("p̂", lang), _("density", lang),
               lang=lang)
    ax.legend(fontsize=FONT - 4, ncol=2)
    describe(ax, lang, "histogram")
    return ax


def _state_label(state: tuple[tuple[str, ...], tuple[str, ...]], lang: Lang) -> str:
    """Return a state as ``6 A | 7``: player 0's pile, then player 1's, top first."""
    return " | ".join(" ".join(rank_text(r, lang) for r in pile) for pile in state)


def plot_chain(chain: MarkovChain, *, ax: Axes | None = None, lang: Lang | None = None) -> Axes:
    """Draw a small chain: one label per state, placed by player 0's card count (left to
    right), the ends at the sides (player 1 wins at 0 cards, player 0 wins at all) and a
    draw below; an arrow with its probability for each transition and each way to end.
    The deal (``states[0]``) is framed in red. Returns the Axes."""
    lang = resolve(lang)
    if len(chain) > MAX_DRAWN_STATES:
        raise PyanitsaError(N_("the chain has {n} states; plot_chain draws at most {most}: "
                               "take a smaller deal"), n=len(chain), most=MAX_DRAWN_STATES)
    total = sum(map(len, chain.states[0]))
    columns: dict[int, list[int]] = {}
    for i, state in enumerate(chain.states):
        columns.setdefault(len(state[0]), []).append(i)
    height = max(len(c) for c in columns.values())
    ax = axes_for(ax, (3.2 * (len(columns) + 2), 1.0 + 0.95 * height))
    place: dict[int | str, tuple[float, float]] = _layout(chain, columns)
    draws = chain.ends[:, 2] > 0
    place["end1"], place["end0"] = (0.0, 0.0), (float(total), 0.0)
    if draws.any():
        place["draw"] = (total / 2, -(height + 1) / 2)
    edges: list[tuple[int, int | str, float, str]] = [
        (int(i), int(j), float(p), "move")
        for i, j, p in zip(chain.source, chain.target, chain.probability, strict=True)
    ]
    for i, row in enumerate(chain.ends):
        for end, p in zip(("end0", "end1", "draw"), row, strict=True):
            if p > 0:
                edges.append((i, end, float(p), "end"))
    for i, j, p, kind in edges:
        (x0, y0), (x1, y1) = place[i], place[j]
        color = "#555555" if kind == "move" else END_COLORS[str(j)]
        arrow = FancyArrowPatch((x0, y0), (x1, y1), arrowstyle="-|>", mutation_scale=16,
                                connectionstyle="arc3,rad=0.12", shrinkA=34, shrinkB=34,
                                color=color, linewidth=1.4, zorder=1)  # fmt: skip
        arrow.set_gid(CHAIN_GID[kind])
        ax.add_patch(arrow)
        label = str(Fraction(p).limit_denominator(100_000))
        ax.text(x0 + 0.3 * (x1 - x0), y0 + 0.3 * (y1 - y0), label, fontsize=FONT - 6,
                ha="center", va="center", color="#333333", zorder=3,
                bbox={"boxstyle": "round,pad=0.1", "facecolor": "white", "edgecolor": "none",
                      "alpha": 0.8})  # fmt: skip
    for i, state in enumerate(chain.states):
        x, y = place[i]
        box = ax.text(x, y, _state_label(state, lang), ha="center", va="center",
                        fontsize=FONT - 3, zorder=4,
                        bbox={"boxstyle": "round,pad=0.3", "facecolor": "#f4f4f4",
                              "edgecolor": SPECIAL if i == 0 else "#444444",
                              "linewidth": 2.5 if i == 0 else 1.0})  # fmt: skip
        box.set_gid(CHAIN_GID["state"])
    for key, color in END_COLORS.items():
        if key in place:
            x, y = place[key]
            ax.text(x, y, _(END_TEXT[key], lang), ha="center", va="center", fontsize=FONT - 2,
                    color="white", fontweight="bold", zorder=4,
                    bbox={"boxstyle": "round,pad=0.4", "facecolor": color})  # fmt: skip
    ax.set_xlim(-0.7, total + 0.7)
    ax.set_ylim(-(height + 2) / 2, (height + 1) / 2)
    ax.set_xticks(sorted({0, total, *columns}))
    ax.set_yticks([])
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    ax.set_xlabel(_("cards of player 0", lang), fontsize=FONT - 1)
    ax.set_title(_("The game as a Markov chain", lang), fontsize=FONT + 1)
    reader_ticks(ax, lang)
    describe(ax, lang, "diagram", ngettext(
        "{n} state; arrows between states: {m}.", "{n} states; arrows between states: {m}.",
        len(chain), lang, n=len(chain), m=len(chain.source)))  # fmt: skip
    return ax


def _layout(
    chain: MarkovChain, columns: dict[int, list[int]]
) -> dict[int | str, tuple[float, float]]:
    """Return a place for each state: its column, and a row found by a few barycentre sweeps
    (each state moves towards the mean row of its neighbours), so few arrows cross."""
    neighbours: dict[int, list[int]] = {i: [] for i in range(len(chain))}
    for i, j in zip(chain.source.tolist(), chain.target.tolist(), strict=True):
        neighbours[i].append(j)
        neighbours[j].append(i)
    row = {i: float(r) - (len(m) - 1) / 2 for m in columns.values() for r, i in enumerate(m)}
    for _sweep in range(6):
        for members in columns.values():
            key = {i: float(np.mean([row[j] for j in neighbours[i]] or [row[i]])) for i in members}
            ordered = sorted(members, key=lambda i: (key[i], i))
            row.update({i: r - (len(ordered) - 1) / 2 for r, i in enumerate(ordered)})
    return {i: (float(len(chain.states[i][0])), -row[i]) for i in range(len(chain))}
