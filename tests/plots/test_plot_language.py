"""Every plot takes its language from the current language unless given ``lang``: Russian
titles and labels after ``language("ru")``, English by default, and an explicit ``lang`` wins."""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations

import matplotlib.pyplot as plt
import numpy as np
import pytest
from matplotlib.axes import Axes

from pyanitsa_edu import Deck, Game, Rules, SettingError
from pyanitsa_edu.analysis.markov import markov_chain
from pyanitsa_edu.analysis.research import cycle_states, find_deals
from pyanitsa_edu.app.report.work import Note
from pyanitsa_edu.checks.kinds import Kind
from pyanitsa_edu.i18n import _
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.plots import (
    plot_beats,
    plot_beats_matrix,
    plot_birthday,
    plot_bootstrap,
    plot_card_counts,
    plot_chain,
    plot_convergence,
    plot_flip_space,
    plot_game_lengths,
    plot_length_survival,
    plot_null_distribution,
    plot_outcome_shares,
    plot_permutation,
    plot_posteriors,
    plot_sampling_distributions,
    plot_shares,
    plot_simpson,
    plot_states,
    plot_task_results,
    plot_total_probability,
    plot_tournament,
    plot_walks,
)
from pyanitsa_edu.sixtysix import greedy_bot, random_bot, tournament
from variants import TINY_RULES

CYCLE_GAME = Game(find_deals(TINY_RULES, "cycle", limit=1)[0], TINY_RULES)
CYCLE_GAME.run()
TOURNAMENT = tournament({"random": random_bot, "greedy": greedy_bot}, deals=4, seed=1)
SMALL_RULES = Rules(deck=Deck(["7", "8", "9"], 2), low_beats_ace=False, collect="shuffled")
SMALL_CHAIN = markov_chain(["7♣ 8♣", "7♦ 9♣"], SMALL_RULES)
FLIP_RULES = Rules(deck=Deck(["6", "K", "A"], 2))
FLIP_SPACE = set(permutations(FLIP_RULES.deck.cards, 2))
ACE_FIRST = {(a, b) for a, b in FLIP_SPACE if a.rank == "A"}
REPLICATES = np.random.default_rng(1).normal(0.45, 0.02, 500)

Plot = Callable[..., Axes]
# (name, a call that draws the plot, passing on its keywords (lang), the English of its title and
#  labels: message ids of the catalogue)
PLOTS: list[tuple[str, Plot, tuple[str, ...]]] = [
    ("beats", lambda **kw: plot_beats(Rules(), **kw), ("Who beats whom (arrow: beats)",)),
    ("matrix", lambda **kw: plot_beats_matrix(Rules(), **kw), ("the other card", "your card")),
    ("card counts", lambda **kw: plot_card_counts(CYCLE_GAME, **kw),
     ("Cards in each pile", "tricks played", "cards")),
    ("lengths", lambda **kw: plot_game_lengths([3, 5, 9], **kw),
     ("Game length", "tricks per game", "games")),
    ("survival", lambda **kw: plot_length_survival([3, 5, 9], **kw),
     ("How many games last longer?", "t (tricks)", "share of games longer than t")),
    ("states", lambda **kw: plot_states(cycle_states(CYCLE_GAME), TINY_RULES, **kw),
     ("The state (both piles, top first) after each trick", "after … tricks")),
    ("convergence", lambda **kw: plot_convergence([0, 1, 1, 0, 1], **kw),
     ("Running estimate", "games played", "estimate")),
    ("outcome shares", lambda **kw: plot_outcome_shares([3, 5], labels=["a", "b"], **kw),
     ("Share of games", "share")),
    ("shares", lambda **kw: plot_shares([1, 2], [1, 2], [4, 4], **kw), ("share",)),
    ("walks", lambda **kw: plot_walks([[1, 2, 1]], 3, **kw),
     ("Player 0's cards, trick by trick", "tricks played", "cards of player 0")),
    ("null", lambda **kw: plot_null_distribution([1, 2, 3], 2, 2, **kw),
     ("The statistic if the null hypothesis were true", "runs")),
    ("posteriors", lambda **kw: plot_posteriors([1, 0], [2], **kw),
     ("What we believe about p after n games", "density")),
    ("sampling", lambda **kw: plot_sampling_distributions({4: [0.25, 0.5]}, 0.5, **kw),
     ("Estimates p̂ from runs of n games", "density")),
    ("chain", lambda **kw: plot_chain(SMALL_CHAIN, **kw),
     ("The game as a Markov chain", "cards of player 0")),
    ("tournament", lambda **kw: plot_tournament(TOURNAMENT, **kw),
     ("Hands won by the first bot, 95 % interval", "share of hands won")),
    ("flip space", lambda **kw: plot_flip_space(FLIP_SPACE, [ACE_FIRST], ["A"], FLIP_RULES, **kw),
     ("player 0's card", "player 1's card", "impossible: one card cannot face itself")),
    ("total probability",
     lambda **kw: plot_total_probability(["6", "A"], [0.25, 0.75], [0.2, 0.6], **kw),
     ("Total probability: the shaded area", "the case B (bar width: P(B))")),
    ("birthday", lambda **kw: plot_birthday([1, 2, 3], [0.0, 0.11, 0.31], [0.0, 0.1, 0.3], **kw),
     ("Two of k people draw the same card", "k, people who each draw a card", "exact",
      "simulated", "one half")),
    ("simpson", lambda **kw: plot_simpson(["1", "2"], [0.012, 0.02], [0.004, 0.006], -0.027, **kw),
     ("Inside each group, and all together", "difference in win rate",
      "within the group (95 % interval)")),
    ("bootstrap", lambda **kw: plot_bootstrap(REPLICATES, (0.41, 0.49), observed=0.45, **kw),
     ("The statistic in each bootstrap sample", "samples")),
    ("permutation", lambda **kw: plot_permutation(REPLICATES - 0.45, 0.03, **kw),
     ("The statistic after each shuffle of the labels", "shuffles")),
    ("task results", lambda **kw: plot_task_results(
        "1", 6, 2, [(Kind.DOUBLE_COUNT.text(kw.get("lang")), 3)], **kw), ("students",)),
]  # fmt: skip


def _words(ax: Axes) -> str:
    """Return the title, the axis labels and the legend of a plot as one text."""
    legend = ax.get_legend()
    entries = [t.get_text() for t in legend.get_texts()] if legend else []
    return "\n".join([ax.get_title(), ax.get_xlabel(), ax.get_ylabel(), *entries])


@pytest.mark.parametrize(("name", "draw", "words"), PLOTS, ids=[p[0] for p in PLOTS])
def test_every_plot_follows_the_current_language(
    name: str, draw: Plot, words: tuple[str, ...]
) -> None:
    english = _words(draw())  # no lang: the current language
    with language("ru"):
        russian = _words(draw())
        explicit = _words(draw(lang="en"))
    for english_text in words:
        russian_text = _(english_text, "ru")
        assert _(english_text, "en") == english_text and english_text in english, english
        assert russian_text in russian, (english_text, russian)
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


def test_a_tasks_results_are_bars_with_their_counts() -> None:
    ax = plot_task_results("Task 2: p_ace_in_top", 6, 3, [("a function wrong for some input", 2),
                                                         ("no self-check ran", 1)], lang="en")
    assert [round(bar.get_width()) for bar in ax.patches] == [3, 2, 1]
    assert [label.get_text() for label in ax.get_yticklabels()] == [
        "full marks", "a function wrong for some input", "no self-check ran"]
    assert [bar.get_y() for bar in ax.patches] == sorted(bar.get_y() for bar in ax.patches)[::-1]
    assert [t.get_text() for t in ax.texts] == ["3", "2", "1"]
    assert [bar.get_hatch() for bar in ax.patches] == [None, "//", "//"]  # not colour alone
    russian = plot_task_results("1", 7, 1, [(Note.HIDDEN_TESTS.text("ru"), 1)], lang="ru")
    assert russian.get_yticklabels()[1].get_text().startswith("самопроверка пройдена,")
    assert list(russian.get_xticks()) == list(range(8))  # whole students, no more than there are
    with pytest.raises(SettingError, match="full must be 0 to 6, got 7"):
        plot_task_results("x", 6, 7, [])
    with pytest.raises(SettingError, match="mistakes must be 0 to 6, got -1"):
        plot_task_results("x", 6, 1, [("odd", -1)])
