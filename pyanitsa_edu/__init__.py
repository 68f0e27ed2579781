"""Pyanitsa (Пьяница): a pure engine for the card game, for teaching probability.

The six beats the ace, so the ranking is a cycle; with a fixed return order a
game is a function of the deal. ``set_language("ru")`` makes every text for a reader
Russian (:mod:`pyanitsa_edu.i18n.language`). Nothing here imports Jupyter: widgets and plots
live in :mod:`pyanitsa_edu.widgets` and :mod:`pyanitsa_edu.plots`.
"""

from __future__ import annotations

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
