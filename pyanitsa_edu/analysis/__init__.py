"""Questions answered with the engines: many games, exact answers, intervals, course helpers.

- :mod:`.simulate` and :mod:`.simulation`: :func:`simulate` and its :class:`Simulation`;
- :mod:`.exact`: exact outcome probabilities of small decks by enumeration;
- :mod:`.lengths`: the exact distribution of a game's length on a small deck;
- :mod:`.stats`: the Wilson interval, the course's one confidence interval;
- :mod:`.swaps`, :mod:`.dice`, :mod:`.research`: helpers that lessons call.
"""

from __future__ import annotations

from .exact import exact_outcomes
from .lengths import exact_lengths
from .markov import expected_outcome, markov_chain
from .monte_carlo import random_deals, simulate
from .simulation import Share, Simulation
from .stats import wilson_band, wilson_interval

__all__ = [
    "Share",
    "Simulation",
    "exact_lengths",
    "exact_outcomes",
    "expected_outcome",
    "markov_chain",
    "random_deals",
    "simulate",
    "wilson_band",
    "wilson_interval",
]
