"""Every plot takes its language from the current language unless given ``lang``: Russian
titles and labels after ``language("ru")``, English by default, and an explicit ``lang`` wins."""

from __future__ import annotations

from collections.abc import Callable

import matplotlib.pyplot as plt
import numpy as np
import pytest
from matplotlib.axes import Axes

from pyanitsa_edu import Deck, Game, Rules, SettingError
from pyanitsa_edu.analysis.markov import markov_chain
from pyanitsa_edu.analysis.research import cycle_states, find_deals
from pyanitsa_edu.i18n import texts
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.plots import (
    plot_beats,
    plot_beats_matrix,
    plot_card_counts,
    plot_chain,
    plot_convergence,
    plot_game_lengths,
    plot_length_survival,
    plot_null_distribution,
    plot_outcome_shares,
    plot_posteriors,
    plot_sampling_distributions,
    plot_shares,
    plot_states,
    plot_tournament,
    plot_walks,
)
from pyanitsa_edu.plots import probability as probability_plots
from pyanitsa_edu.plots import sixtysix as sixtysix_plots
from pyanitsa_edu.plots.style import _TEXT as STYLE_TEXT
from pyanitsa_edu.sixtysix import greedy_bot, random_bot, tournament
from variants import TINY_RULES

CYCLE_GAME = Game(find_deals(TINY_RULES, "cycle", limit=1)[0], TINY_RULES)
CYCLE_GAME.run()
TOURNAMENT = tournament({"random": random_bot, "greedy": greedy_bot}, deals=4, seed=1)
SMALL_RULES = Rules(deck=Deck(["7", "8", "9"], 2), low_beats_ace=False, collect="shuffled")
SMALL_CHAIN = markov_chain(["7♣ 8♣", "7♦ 9♣"], SMALL_RULES)

Plot = Callable[..., Axes]
# (name, a call that draws the plot, passing on its keywords (lang), the table its words come from,
#  the keys of its title and labels)
PLOTS: list[tuple[str, Plot, dict[str, dict[str, str]], tuple[str, ...]]] = [
    ("beats", lambda **kw: plot_beats(Rules(), **kw), STYLE_TEXT, ("beats_title",)),
    ("matrix", lambda **kw: plot_beats_matrix(Rules(), **kw), STYLE_TEXT,
     ("their_card", "your_card")),
    ("card counts", lambda **kw: plot_card_counts(CYCLE_GAME, **kw), STYLE_TEXT,
     ("counts_title", "trick", "cards")),
    ("lengths", lambda **kw: plot_game_lengths([3, 5, 9], **kw), STYLE_TEXT,
     ("lengths_title", "tricks", "games")),
    ("survival", lambda **kw: plot_length_survival([3, 5, 9], **kw), STYLE_TEXT,
     ("survival_title", "t_tricks", "longer_than")),
    ("states", lambda **kw: plot_states(cycle_states(CYCLE_GAME), TINY_RULES, **kw),
     STYLE_TEXT, ("states_title", "after_tricks")),
    ("convergence", lambda **kw: plot_convergence([0, 1, 1, 0, 1], **kw), STYLE_TEXT,
     ("conv_title", "n_games", "estimate")),
    ("outcome shares", lambda **kw: plot_outcome_shares([3, 5], labels=["a", "b"], **kw),
     STYLE_TEXT, ("shares_title", "share")),
    ("shares", lambda **kw: plot_shares([1, 2], [1, 2], [4, 4], **kw),
     probability_plots._TEXT, ("share",)),
    ("walks", lambda **kw: plot_walks([[1, 2, 1]], 3, **kw), probability_plots._TEXT,
     ("walks", "trick", "cards")),
    ("null", lambda **kw: plot_null_distribution([1, 2, 3], 2, 2, **kw),
     probability_plots._TEXT, ("null", "count")),
    ("posteriors", lambda **kw: plot_posteriors([1, 0], [2], **kw), probability_plots._TEXT,
     ("posterior", "density")),
    ("sampling", lambda **kw: plot_sampling_distributions({4: [0.25, 0.5]}, 0.5, **kw),
     probability_plots._TEXT, ("sampling", "density")),
    ("chain", lambda **kw: plot_chain(SMALL_CHAIN, **kw), probability_plots._TEXT,
     ("chain", "pile0")),
    ("tournament", lambda **kw: plot_tournament(TOURNAMENT, **kw), sixtysix_plots._TEXT,
     ("hands_title", "hands")),
]  # fmt: skip


def _words(ax: Axes) -> str:
    """Return the title, the axis labels and the legend of a plot as one text."""
    legend = ax.get_legend()
    entries = [t.get_text() for t in legend.get_texts()] if legend else []
    return "\n".join([ax.get_title(), ax.get_xlabel(), ax.get_ylabel(), *entries])


@pytest.mark.parametrize(("name", "draw", "table", "keys"), PLOTS, ids=[p[0] for p in PLOTS])
def test_every_plot_follows_the_current_language(
    name: str, draw: Plot, table: dict[str, str], keys: tuple[str, ...]
) -> None:
    english = _words(draw())  # no lang: the current language
    with language("ru"):
        russian = _words(draw())
        explicit = _words(draw(lang="en"))
    for key in keys:
        english_text, russian_text = texts(table, "en")[key], texts(table, "ru")[key]
        assert english_text == table[key] and english_text in english, (key, english)
        assert russian_text in russian, (key, russian)
        assert english_text != russian_text
    assert explicit == english
    with language("ru"):
        assert _words(draw(lang="ru")) == russian
    plt.close("all")


def test_a_plot_refuses_an_unknown_language_before_drawing() -> None:
    figures = plt.get_fignums()
    with pytest.raises(SettingError, match="lang must be 'en' or 'ru'"):
        plot_game_lengths(np.arange(5), lang="de")  # type: ignore[arg-type]
    assert plt.get_fignums() == figures
