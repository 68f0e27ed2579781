"""The plots of lessons 02, 10 and 19: what they draw, numbers written for the reader's
language (a Russian plot has decimal commas in its legend and ticks), and bad input named."""

from __future__ import annotations

from itertools import permutations

import numpy as np
import pytest
from matplotlib.axes import Axes

from pyanitsa_edu import Rules, SettingError
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.plots import (
    EVENT_GID,
    plot_birthday,
    plot_bootstrap,
    plot_flip_space,
    plot_permutation,
    plot_simpson,
    plot_total_probability,
)
from pyanitsa_edu.pyanitsa.cards import Card

RULES = Rules()
SPACE = set(permutations(RULES.deck.cards, 2))
ACE0 = {(a, b) for a, b in SPACE if a.rank == "A"}
ACE1 = {(a, b) for a, b in SPACE if b.rank == "A"}


def _legend(ax: Axes) -> list[str]:
    legend = ax.get_legend()
    return [t.get_text() for t in legend.get_texts()] if legend else []


def _ticks(ax: Axes) -> list[str]:
    ax.figure.canvas.draw()
    return [t.get_text() for t in (*ax.get_xticklabels(), *ax.get_yticklabels())]


def test_the_flip_space_draws_each_event_with_its_count() -> None:
    ax = plot_flip_space(SPACE, [ACE0, ACE1], ["ace 0", "ace 1"], RULES, lang="en")
    gids = {c.get_gid() for c in ax.collections}
    assert {EVENT_GID.format(i=0), EVENT_GID.format(i=1)} <= gids
    cells = next(c for c in ax.collections if c.get_gid() == EVENT_GID.format(i=0))
    assert len(cells.get_paths()) == len(ACE0) == 140
    assert "ace 0: 140 outcomes" in _legend(ax)
    assert ax.get_title() == "The 1,260 outcomes of the first flip"
    with language("ru"):
        russian = plot_flip_space(SPACE, [ACE0], ["туз у игрока 0"], RULES)
    assert russian.get_title() == "Исходы первого сравнения: 1\u00a0260", russian.get_title()
    assert "Т" in _ticks(russian) and "A" not in _ticks(russian)


def test_the_flip_space_refuses_what_is_not_an_outcome() -> None:
    with pytest.raises(SettingError, match="one label per event"):
        plot_flip_space(SPACE, [ACE0], [], RULES)
    with pytest.raises(SettingError, match="pair of cards of the deck"):
        plot_flip_space({(Card.parse("2♣"), Card.parse("A♠"))}, [], [], RULES)


def test_total_probability_draws_the_weighted_sum() -> None:
    ax = plot_total_probability(["6", "A"], [0.25, 0.75], [0.2, 0.6], lang="en")
    assert any("0.5000" in text for text in _legend(ax))
    with language("ru"):
        russian = plot_total_probability(["6", "A"], [0.25, 0.75], [0.2, 0.6])
    assert any("0,5000" in text for text in _legend(russian)), _legend(russian)
    assert "Т" in _ticks(russian)
    assert not any("." in text for text in _ticks(russian) if text[:1].isdigit())
    with pytest.raises(SettingError, match="add up to 1"):
        plot_total_probability(["6", "A"], [0.5, 0.6], [0.2, 0.6])
    with pytest.raises(SettingError, match="one label, weight"):
        plot_total_probability(["6"], [0.5, 0.5], [0.2, 0.6])


def test_the_birthday_and_simpson_plots() -> None:
    ax = plot_birthday(range(1, 4), [0.0, 0.03, 0.08], [0.0, 0.02, 0.09], lang="en")
    assert len(ax.lines) == 3  # exact, simulated, one half
    with pytest.raises(SettingError, match="finite numbers"):
        plot_birthday([1, 2], [0.1], None)
    with language("ru"):
        simpson = plot_simpson(["1", "2"], [0.012, 0.02], [0.004, 0.006], -0.027)
    assert any("−0,027" in text for text in _legend(simpson)), _legend(simpson)
    with pytest.raises(SettingError, match="finite numbers"):
        plot_simpson(["1", "2"], [0.01, 0.02], [-0.1, 0.1], 0.0)


def test_the_resampling_plots_write_numbers_for_the_reader() -> None:
    replicates = np.random.default_rng(1).normal(0.45, 0.017, 2_000)
    with language("ru"):
        ax = plot_bootstrap(replicates, (0.415, 0.484), observed=0.449, reference=0.428)
        texts = _legend(ax)
        assert "центральные 95\u00a0%: [0,415; 0,484]" in texts[0], texts
        assert any("0,449" in t for t in texts) and any("0,428" in t for t in texts)
        shuffles = plot_permutation(np.random.default_rng(2).normal(0, 3, 2_000), 6.5)
        assert any("+6,50" in t for t in _legend(shuffles)), _legend(shuffles)
        assert not any("." in t for t in _ticks(shuffles) if t[:1].isdigit())
    with pytest.raises(SettingError, match="two finite ends"):
        plot_bootstrap(replicates, (0.5, 0.4))
    with pytest.raises(SettingError, match="no finite replicates"):
        plot_permutation([float("nan")], 1.0)
    with pytest.raises(SettingError, match="finite number"):
        plot_permutation([1.0, 2.0], float("inf"))
