"""The whole beats relation as a matrix, and the long tail of game lengths on a log scale."""

from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pytest
from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from pyanitsa_edu import Rules, beats_edges, rank_beats
from pyanitsa_edu.plots import REVERSED_GID, beats_matrix, plot_beats_matrix, plot_length_survival
from variants import RANKINGS, TINY_RULES


@pytest.mark.parametrize("rules", RANKINGS, ids=repr)
def test_beats_matrix_agrees_with_rank_beats_on_every_pair(rules: Rules) -> None:
    ranks = rules.deck.ranks
    m = beats_matrix(rules)
    assert m.shape == (len(ranks), len(ranks))
    for i, a in enumerate(ranks):
        for j, b in enumerate(ranks):
            assert (m[i, j] > 0) == rank_beats(a, b, rules)
    assert np.array_equal(m, -m.T)  # antisymmetric: a beats b exactly when b loses to a
    assert int((m > 0).sum()) == len(beats_edges(rules))


def test_the_six_rule_turns_round_exactly_one_pair() -> None:
    with_rule, without = beats_matrix(Rules()), beats_matrix(Rules(low_beats_ace=False))
    changed = np.argwhere(with_rule != without).tolist()
    assert changed == [[0, 8], [8, 0]]  # six vs ace, and ace vs six
    assert with_rule[0, 8] == 1 and without[0, 8] == -1


@pytest.mark.parametrize("rules", RANKINGS, ids=repr)
def test_matrix_plot_draws_the_relation_and_frames_the_reversed_pair(rules: Rules) -> None:
    _fig, ax = plt.subplots()
    assert plot_beats_matrix(rules, ax=ax) is ax
    image = np.asarray(ax.images[0].get_array())
    assert np.array_equal(image, beats_matrix(rules) + 1)
    ticks = [t.get_text() for t in ax.get_xticklabels()]
    assert ticks == list(rules.deck.ranks)
    marks = [t for t in ax.texts if t.get_text() == "✓"]
    assert len(marks) == len(beats_edges(rules))
    frames = [p for p in ax.patches if isinstance(p, Rectangle) and p.get_gid() == REVERSED_GID]
    assert len(frames) == (2 if rules.low_beats_ace else 0)


def test_matrix_plot_speaks_russian() -> None:
    ax = plot_beats_matrix(Rules(), lang="ru")
    assert isinstance(ax, Axes)
    assert [t.get_text() for t in ax.get_yticklabels()][-4:] == ["В", "Д", "К", "Т"]
    assert "круг" in ax.get_title()


def test_survival_curve_gives_the_share_of_longer_games() -> None:
    tricks = np.array([3, 5, 5, 9, 20])
    _fig, ax = plt.subplots()
    assert plot_length_survival(tricks, ax=ax) is ax
    t, share = (np.asarray(a) for a in ax.get_lines()[0].get_data())
    for ti, si in zip(t.tolist(), share.tolist(), strict=True):
        assert si == pytest.approx(np.mean(tricks > ti))
    assert t[0] == 0 and share[0] == 1.0
    assert share.min() == pytest.approx(1 / 5)  # zero shares are left out of a log scale
    assert ax.get_yscale() == "log"


def test_survival_curve_of_nothing_is_an_empty_axes() -> None:
    assert plot_length_survival([]).get_lines() == []


def test_states_plot_draws_every_card_of_every_state_in_place() -> None:
    from pyanitsa_edu import Game
    from pyanitsa_edu.analysis.research import cycle_states, find_deals
    from pyanitsa_edu.plots import plot_states

    game = Game(find_deals(TINY_RULES, "cycle", limit=1)[0], TINY_RULES)
    game.run()
    states = cycle_states(game)
    _fig, ax = plt.subplots()
    assert plot_states(states, TINY_RULES, ax=ax) is ax
    boxes = [p for p in ax.patches if isinstance(p, Rectangle) and p.get_gid()]
    assert len(boxes) == len(states) * len(TINY_RULES.deck)  # no card created or lost
    for row, state in enumerate(states):
        in_row = sorted(
            (b.get_x(), b.get_gid()) for b in boxes if abs(b.get_y() + 0.42 - row) < 1e-9
        )
        assert [gid for _x, gid in in_row] == [str(c) for pile in state.piles for c in pile]
    assert [t.get_text() for t in ax.get_yticklabels()] == [str(s.tricks) for s in states]
