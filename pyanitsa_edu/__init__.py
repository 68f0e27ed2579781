"""Pyanitsa (Пьяница): a pure engine for the card game, for teaching probability.

The six beats the ace, so the ranking is a cycle; with a fixed return order a
game is a function of the deal. ``set_language("ru")`` makes every text for a reader
Russian (:mod:`pyanitsa_edu.i18n.language`). Nothing here imports Jupyter: widgets and plots
live in :mod:`pyanitsa_edu.widgets` and :mod:`pyanitsa_edu.plots`. In a running IPython
(a notebook) importing the package makes every figure the notebook shows write its tick
numbers in the reader's language and carry a text alternative
(:mod:`pyanitsa_edu.plots.notebook`; matplotlib is imported only when a figure is shown).
"""

from __future__ import annotations

import sys
from typing import Any

from .analysis.exact import exact_outcomes
from .analysis.markov import expected_outcome
from .analysis.monte_carlo import simulate
from .analysis.simulation import Simulation
from .errors import (
    CardError,
    DealCodeError,
    DealError,
    DeckError,
    PyanitsaError,
    RulesError,
    SettingError,
    TooManyDealsError,
)
from .i18n.language import get_language, set_language
from .pyanitsa.cards import Card
from .pyanitsa.dealcode import deal_code, parse_deal_code
from .pyanitsa.dealing import deal, shuffled_deck
from .pyanitsa.deck import Deck
from .pyanitsa.engine.game import Game, GameOverError
from .pyanitsa.engine.play import play
from .pyanitsa.ranking import (
    beats,
    beats_cycle,
    beats_edges,
    compare,
    flip_odds,
    rank_beats,
    unbeaten,
)
from .pyanitsa.records import Cycle, Reason, Result, Round, Snapshot, Trick
from .pyanitsa.rules import PRESETS, Rules, RulesLike
from .pyanitsa.termination import Termination

__all__ = [
    "PRESETS",
    "Card",
    "CardError",
    "Cycle",
    "DealCodeError",
    "DealError",
    "Deck",
    "DeckError",
    "Game",
    "GameOverError",
    "PyanitsaError",
    "Reason",
    "Result",
    "Round",
    "Rules",
    "RulesError",
    "RulesLike",
    "SettingError",
    "Simulation",
    "Snapshot",
    "Termination",
    "TooManyDealsError",
    "Trick",
    "beats",
    "beats_cycle",
    "beats_edges",
    "compare",
    "deal",
    "deal_code",
    "exact_outcomes",
    "expected_outcome",
    "flip_odds",
    "get_language",
    "parse_deal_code",
    "play",
    "rank_beats",
    "set_language",
    "shuffled_deck",
    "simulate",
    "unbeaten",
]
__version__ = "0.1.0"


def _figure_html(fig: Any) -> str | None:
    """Return a figure's display for the reader (:func:`pyanitsa_edu.plots.notebook.figure_html`,
    imported only now)."""
    from .plots.notebook import figure_html

    return figure_html(fig)


def _figures_for_the_reader() -> None:
    """In a running IPython, register :func:`_figure_html` as the ``text/html`` display of a
    matplotlib Figure, by its name: nothing is imported before a figure is shown."""
    if "IPython" not in sys.modules:
        return
    from IPython import get_ipython

    shell = get_ipython()
    if shell is not None:
        html = shell.display_formatter.formatters["text/html"]
        html.for_type_by_name("matplotlib.figure", "Figure", _figure_html)


_figures_for_the_reader()
