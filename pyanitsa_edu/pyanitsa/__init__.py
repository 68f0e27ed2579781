"""Pyanitsa (Пьяница): the model of the game and the engines that play it (``docs/rules.md``).

The model: :mod:`.cards` (:class:`Card`, a frozen value that reads and writes its own text),
:mod:`.deck` (:class:`Deck`), :mod:`.rules` (one frozen :class:`Rules` value and its presets),
:mod:`.ranking` (who beats whom: a cycle, not an order), :mod:`.dealing` (shuffles, seeds,
piles), :mod:`.dealcode` (a deal as a short code), :mod:`.termination` (why a game ended),
:mod:`.records` (tricks, snapshots and the result) and :mod:`.text` (piles and rules for a
reader). The engines: :mod:`.engine` (the recording :class:`Game`, :func:`play` on the compiled
loop, the tactical variant). Analysis of many games lives in :mod:`pyanitsa_edu.analysis`.
"""

from __future__ import annotations

from .cards import Card
from .dealcode import deal_code, parse_deal_code
from .dealing import deal, shuffled_deck
from .deck import Deck
from .engine.game import Game, GameOverError
from .engine.play import play
from .ranking import beats, beats_cycle, beats_edges, compare, flip_odds, rank_beats, unbeaten
from .records import Reason, Result, Round, Snapshot, Trick
from .rules import PRESETS, Rules, RulesLike
from .termination import Termination

__all__ = [
    "PRESETS",
    "Card",
    "Deck",
    "Game",
    "GameOverError",
    "Reason",
    "Result",
    "Round",
    "Rules",
    "RulesLike",
    "Snapshot",
    "Termination",
    "Trick",
    "beats",
    "beats_cycle",
    "beats_edges",
    "compare",
    "deal",
    "deal_code",
    "flip_odds",
    "parse_deal_code",
    "play",
    "rank_beats",
    "shuffled_deck",
    "unbeaten",
]
