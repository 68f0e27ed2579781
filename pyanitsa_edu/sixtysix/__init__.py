"""Sixty-six (Schnapsen), the other «Пьяница» (docs/rules.md, "Sources"): engine, bots, solver.

The rules are in docs/rules-66.md. ``import pyanitsa_edu`` does not load this package;
import it by name::

    from pyanitsa_edu.sixtysix import new_hand, Move, play_hand
    from pyanitsa_edu.sixtysix import random_bot, greedy_bot, sampling_bot

Modules: :mod:`.cards` (the 20 cards and their points), :mod:`.rules` (every rule's
numbers and small functions, written once), :mod:`.moves` (:class:`Move`), :mod:`.public`
(the facts both players know, shared by a state and a view), :mod:`.state` (:class:`State`,
:func:`new_hand`, :func:`deal_hand`), :mod:`.view` (:class:`View`: what a player may see),
:mod:`.legality`, :mod:`.scoring`, :mod:`.records`, :mod:`.play` (:func:`play_hand`),
:mod:`.bots` (random, greedy), :mod:`.solver` (exact second phase), :mod:`.sampling`
(perfect-information Monte Carlo), :mod:`.tournament` and :mod:`.match`.
"""

from __future__ import annotations

from .bots import greedy_bot, random_bot
from .cards import DECK, card_points, parse_cards
from .match import Match, MatchPlay, new_match, play_match
from .moves import Move
from .play import Bot, play_hand
from .records import REASONS, Closing, HandEnd, Marriage, Outcome, Reason, TrickRecord
from .rules import game_points, trick_winner
from .sampling import SamplingBot, estimate_moves, make_sampling_bot, sample_state, sampling_bot
from .solver import SolvedValue, Solver, solve, solve_value
from .state import State, deal_hand, new_hand
from .tournament import Matchup, Tournament, head_to_head, tournament
from .view import View

__all__ = [
    "DECK",
    "REASONS",
    "Bot",
    "Closing",
    "HandEnd",
    "Marriage",
    "Match",
    "MatchPlay",
    "Matchup",
    "Move",
    "Outcome",
    "Reason",
    "SamplingBot",
    "SolvedValue",
    "Solver",
    "State",
    "Tournament",
    "TrickRecord",
    "View",
    "card_points",
    "deal_hand",
    "estimate_moves",
    "game_points",
    "greedy_bot",
    "head_to_head",
    "make_sampling_bot",
    "new_hand",
    "new_match",
    "parse_cards",
    "play_hand",
    "play_match",
    "random_bot",
    "sample_state",
    "sampling_bot",
    "solve",
    "solve_value",
    "tournament",
    "trick_winner",
]
