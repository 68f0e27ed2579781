"""The probability plots return an Axes, accept ``ax=``, and draw what they claim."""

from __future__ import annotations

import math

import matplotlib.pyplot as plt
import numpy as np
import pytest
from matplotlib.patches import FancyArrowPatch, Rectangle

from pyanitsa_edu import Deck, PyanitsaError, Rules
from pyanitsa_edu.analysis import markov_chain
from pyanitsa_edu.analysis.stats import wilson_interval
from pyanitsa_edu.plots import (
    CHAIN_GID,
    plot_chain,
    plot_null_distribution,
    plot_posteriors,
    plot_sampling_distributions,
    plot_shares,
    plot_walks,
)
from variants import TINY_RULES

RPS = Rules(deck=Deck(["6", "7", "A"], 1), collect="shuffled")


def test_shares_are_drawn_with_their_wilson_intervals() -> None:
    ax = plot_shares(["a", "b"], [3, 40], [10, 50], reference=0.5, title="T", xlabel="group")
    points = ax.lines[0]
    assert points.get_ydata().tolist() == [0.3, 0.8]
    assert points.get_xdata().tolist() == [0.0, 1.0]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["a", "b"]
    caps = sorted(y for line in ax.lines[1:] for y in line.get_ydata() if len(line.get_ydata()))
    low, high = wilson_interval(3, 10)
    assert any(math.isclose(y, low) for y in caps) and any(math.isclose(y, high) for y in caps)
    assert ax.get_title() == "T" and ax.get_xlabel() == "group"
    assert any(line.get_linestyle() == "--" and line.get_ydata()[0] == 0.5 for line in ax.lines)


def test_shares_on_a_numeric_axis_with_a_model_line() -> None:
    k = np.arange(1, 6)
    ax = plot_shares(k.tolist(), k, np.full(5, 6), reference=k / 6, lang="ru")
    model = next(line for line in ax.lines if line.get_linestyle() == "--")
    assert model.get_xdata().tolist() == k.tolist()
    assert np.allclose(model.get_ydata(), k / 6)
    assert ax.get_ylabel() == "доля"


@pytest.mark.parametrize(("hits", "totals"), [([1, 2], [3]), ([4], [3]), ([1], [0])])
def test_shares_refuse_impossible_counts(hits: list[int], totals: list[int]) -> None:
    with pytest.raises(PyanitsaError):
        plot_shares(["a"] * len(hits), hits, totals)


def test_walks_draw_each_path_between_the_walls() -> None:
    paths = [[18, 19, 18, 17], [18, 21, 22]]
    ax = plot_walks(paths, 36)
    steps = [line for line in ax.lines if len(line.get_xdata()) > 2]
    assert [line.get_ydata().tolist() for line in steps] == paths
    walls = sorted(line.get_ydata()[0] for line in ax.lines if line not in steps)
    assert walls == [0, 36]


def test_null_distribution_shades_the_values_as_extreme_as_observed() -> None:
    null = np.array([48, 49, 50, 50, 51, 52, 55, 45])
    ax = plot_null_distribution(null, observed=53, center=50)
    bars = [p for p in ax.patches if isinstance(p, Rectangle)]
    red = [b for b in bars if b.get_facecolor()[0] > 0.7 and b.get_height() > 0]
    # 55 and 45 are 5 from 50, at least as far as 53 is: two of eight, shaded
    assert sum(b.get_height() for b in red) == 2
    assert sum(b.get_height() for b in bars) == len(null)
    assert "0.25" in ax.get_legend().get_texts()[0].get_text()
    assert all(b.get_width() == 1 for b in bars)  # whole-number bins
    with pytest.raises(PyanitsaError):
        plot_null_distribution([], 1, 0)


def test_posteriors_are_beta_densities_after_each_checkpoint() -> None:
    hits = np.array([1, 0, 1, 1, 0, 1, 0, 0, 1, 1])
    ax = plot_posteriors(hits, [0, 4, 10])
    prior, after4, after10 = ax.lines
    assert np.allclose(prior.get_ydata(), 1.0)  # the uniform prior Beta(1, 1)
    x = np.asarray(after10.get_xdata())
    density = np.asarray(after10.get_ydata())
    assert abs(np.trapezoid(density, x) - 1) < 1e-3
    assert abs(x[np.argmax(density)] - 0.6) < 1e-3  # 6 of 10: the mode of Beta(7, 5)
    assert abs(x[np.argmax(after4.get_ydata())] - 0.75) < 1e-3  # 3 of the first 4
    with pytest.raises(PyanitsaError):
        plot_posteriors(hits, [11])


def test_sampling_distributions_have_the_normal_curves_of_the_clt() -> None:
    rng = np.random.default_rng(0)
    estimates = {n: rng.binomial(n, 0.3, size=2000) / n for n in (10, 400)}
    ax = plot_sampling_distributions(estimates, 0.3)
    curves = [line for line in ax.lines if len(line.get_xdata()) > 2]
    assert len(curves) == 2
    for n, curve in zip((10, 400), curves, strict=True):
        peak = max(curve.get_ydata())
        assert math.isclose(peak, 1 / math.sqrt(2 * math.pi * 0.3 * 0.7 / n), rel_tol=1e-3)


def test_chain_draws_every_state_transition_and_end() -> None:
    chain = markov_chain(["6♣", "A♣ 7♣"], RPS)
    ax = plot_chain(chain)
    states = [t for t in ax.texts if t.get_gid() == CHAIN_GID["state"]]
    assert sorted(t.get_text() for t in states) == sorted(
        " | ".join(" ".join(p) for p in s) for s in chain.states
    )
    arrows = [p for p in ax.patches if isinstance(p, FancyArrowPatch)]
    moves = [a for a in arrows if a.get_gid() == CHAIN_GID["move"]]
    ends = [a for a in arrows if a.get_gid() == CHAIN_GID["end"]]
    assert len(moves) == len(chain.source) == 12
    assert len(ends) == int((chain.ends > 0).sum()) == 6
    labels = [t.get_text() for t in ax.texts]
    assert labels.count("1/2") == 12 and labels.count("1") == 6
    assert "player 0 wins" in labels and "player 1 wins" in labels and "draw" not in labels


def test_chain_shows_a_draw_and_russian_labels() -> None:
    deck = Deck(["7", "8", "9"], 2)
    chain = markov_chain(["7♣ 8♣", "7♦ 9♣"], Rules(deck=deck, low_beats_ace=False,
                                                    collect="shuffled"))  # fmt: skip
    ax = plot_chain(chain, lang="ru")
    labels = [t.get_text() for t in ax.texts]
    assert "ничья" in labels and "7 8 | 7 9" in labels


def test_chain_refuses_to_draw_a_large_chain() -> None:
    chain = markov_chain(["7♣ 6♦ 6♣", "A♦ 7♦ A♣"], TINY_RULES.replace(collect="shuffled"))
    with pytest.raises(PyanitsaError, match=f"{len(chain)} states"):
        plot_chain(chain)


def test_every_plot_draws_on_a_given_axes() -> None:
    _fig, axes = plt.subplots(2, 3)
    flat = axes.ravel()
    chain = markov_chain(["6♣", "A♣ 7♣"], RPS)
    drawn = [
        plot_shares([1, 2], [1, 2], [4, 4], ax=flat[0]),
        plot_walks([[1, 2, 1]], 3, ax=flat[1]),
        plot_null_distribution([1, 2, 3], 2, 2, ax=flat[2]),
        plot_posteriors([1, 0], [2], ax=flat[3]),
        plot_sampling_distributions({4: [0.25, 0.5]}, 0.5, ax=flat[4]),
        plot_chain(chain, ax=flat[5]),
    ]
    assert drawn == list(flat)
