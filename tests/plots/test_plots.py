"""The plots return an Axes, accept ``ax=``, and draw what they claim."""

from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pytest
from matplotlib.axes import Axes
from matplotlib.patches import FancyArrowPatch, Rectangle

from pyanitsa_edu import Game, Rules, beats_edges, deal
from pyanitsa_edu.plots import (
    BEATS_GID,
    SPECIAL_GID,
    beats_arrows,
    plot_beats,
    plot_card_counts,
    plot_convergence,
    plot_game_lengths,
    plot_outcome_shares,
    running_estimate,
)
from variants import RANKINGS


def arrows(ax: Axes, gid: str) -> list[FancyArrowPatch]:
    """Return the arrows of ``ax`` with the given gid."""
    return [p for p in ax.patches if isinstance(p, FancyArrowPatch) and p.get_gid() == gid]


def bars(ax: Axes) -> list[Rectangle]:
    """Return the bars of a bar chart or histogram (not the background patch)."""
    return [p for p in ax.patches if isinstance(p, Rectangle)]




@pytest.mark.parametrize("rules", RANKINGS, ids=repr)
def test_beats_graph_draws_one_arrow_per_adjacent_edge(rules: Rules) -> None:
    ax = plot_beats(rules)
    assert isinstance(ax, Axes)
    n = len(rules.deck.ranks)
    special = 1 if rules.low_beats_ace else 0
    assert len(arrows(ax, BEATS_GID)) == n - 1
    assert len(arrows(ax, SPECIAL_GID)) == special
    assert len(beats_arrows(rules)) == n - 1 + special
    labels = {t.get_text() for t in ax.texts}
    assert set(rules.deck.ranks) <= labels


@pytest.mark.parametrize("rules", RANKINGS, ids=repr)
def test_beats_graph_all_edges_matches_the_engine(rules: Rules) -> None:
    ax = plot_beats(rules, edges="all")
    drawn = len(arrows(ax, BEATS_GID)) + len(arrows(ax, SPECIAL_GID))
    assert drawn == len(beats_edges(rules))
    assert sorted(beats_arrows(rules, "all")) == sorted(beats_edges(rules))


def test_beats_graph_special_arrow_goes_from_six_to_ace() -> None:
    assert ("6", "A") in beats_arrows(Rules())
    assert ("6", "A") not in beats_arrows(Rules(low_beats_ace=False))
    special = arrows(plot_beats(Rules()), SPECIAL_GID)[0]
    assert special.get_linewidth() > arrows(plot_beats(Rules()), BEATS_GID)[0].get_linewidth()


def test_beats_graph_speaks_russian_and_uses_given_axes() -> None:
    _fig, ax = plt.subplots()
    assert plot_beats(Rules(), ax=ax, lang="ru", highlight=["6", "A"]) is ax
    labels = {t.get_text() for t in ax.texts}
    assert {"Т", "К", "Д", "В"} <= labels


def test_beats_graph_is_deterministic() -> None:
    first = [a.get_path().vertices.tolist() for a in arrows(plot_beats(Rules()), BEATS_GID)]
    second = [a.get_path().vertices.tolist() for a in arrows(plot_beats(Rules()), BEATS_GID)]
    assert first == second


@pytest.mark.parametrize("players", [2, 3, 5])
def test_card_counts_follow_the_history(players: int) -> None:
    rules = Rules(players=players)
    game = Game(deal(rules, 4), rules)
    game.run()
    _fig, ax = plt.subplots()
    assert plot_card_counts(game, ax=ax) is ax
    lines = ax.get_lines()
    assert len(lines) == players
    for i, line in enumerate(lines):
        assert list(line.get_ydata()) == [snap.counts[i] for snap in game.history]
        assert list(line.get_xdata()) == [snap.tricks for snap in game.history]


def test_game_lengths_histogram_counts_every_game() -> None:
    tricks = np.random.default_rng(0).integers(10, 500, size=777)
    ax = plot_game_lengths(tricks, bins=20)
    assert isinstance(ax, Axes)
    assert len(bars(ax)) == 20
    assert sum(b.get_height() for b in bars(ax)) == 777
    mean_line = ax.get_lines()[0]
    assert mean_line.get_xdata()[0] == pytest.approx(tricks.mean())


def test_game_lengths_of_nothing_is_an_empty_axes() -> None:
    assert bars(plot_game_lengths([])) == []


def test_convergence_ends_at_the_mean_inside_its_band() -> None:
    hits = (np.random.default_rng(1).random(400) < 0.3).astype(int)
    _fig, ax = plt.subplots()
    assert plot_convergence(hits, ax=ax, truth=0.3) is ax
    estimate = ax.get_lines()[0].get_ydata()
    assert estimate[-1] == pytest.approx(hits.mean())
    n, est, low, high = running_estimate(hits)
    assert len(n) == 400
    assert np.all(low <= est) and np.all(est <= high)
    assert len(ax.collections) == 1  # the 95 % band
    assert ax.get_xscale() == "log"


def test_outcome_shares_bar_heights_equal_the_shares() -> None:
    shares = [0.45, 0.5, 0.05]
    intervals = [(0.4, 0.5), (0.45, 0.55), (0.03, 0.08)]
    ax = plot_outcome_shares(shares=shares, intervals=intervals, labels=["a", "b", "draw"])
    assert [b.get_height() for b in bars(ax)] == pytest.approx(shares)
    assert [t.get_text() for t in ax.get_xticklabels()] == ["a", "b", "draw"]
    assert len(ax.containers) == 2  # the bars and the error bars


def test_outcome_shares_from_counts() -> None:
    _fig, ax = plt.subplots()
    assert plot_outcome_shares({"P0": 30, "P1": 60, "draw": 10}, ax=ax) is ax
    assert [b.get_height() for b in bars(ax)] == pytest.approx([0.3, 0.6, 0.1])
    ax = plot_outcome_shares([1, 3], labels=["x", "y"])
    assert [b.get_height() for b in bars(ax)] == pytest.approx([0.25, 0.75])


def test_outcome_shares_reject_mismatched_input() -> None:
    with pytest.raises(ValueError, match="counts or shares"):
        plot_outcome_shares()
    with pytest.raises(ValueError, match="same length"):
        plot_outcome_shares(shares=[0.5, 0.5], labels=["only one"])
