"""Plots for the lessons: each function takes ``ax=None`` and returns the matplotlib Axes.

Large type for a classroom projector, fixed layouts (nothing random), and no
global style changes. Every function draws on ``ax`` when given, else on a new
figure, and records a text alternative of what it drew (:mod:`.alt`): in a notebook
the figure's image carries it as ``alt`` text (:mod:`.notebook`). The engine never
imports this package.
"""

from __future__ import annotations

from .alt import figure_alt
from .classroom import plot_task_results
from .estimates import plot_convergence, plot_outcome_shares, running_estimate
from .events import EVENT_GID, plot_flip_space, plot_total_probability
from .games import plot_card_counts, plot_game_lengths, plot_length_survival, plot_states
from .notebook import show_alt_text
from .paradoxes import plot_birthday, plot_simpson
from .probability import (
    CHAIN_GID,
    plot_chain,
    plot_null_distribution,
    plot_posteriors,
    plot_sampling_distributions,
    plot_shares,
    plot_walks,
)
from .ranking import (
    BEATS_GID,
    REVERSED_GID,
    SPECIAL_GID,
    beats_arrows,
    beats_matrix,
    plot_beats,
    plot_beats_matrix,
)
from .resampling import plot_bootstrap, plot_permutation
from .sixtysix import plot_tournament
from .style import COLORS, FONT, LINESTYLES

__all__ = [
    "BEATS_GID",
    "CHAIN_GID",
    "COLORS",
    "EVENT_GID",
    "FONT",
    "LINESTYLES",
    "REVERSED_GID",
    "SPECIAL_GID",
    "beats_arrows",
    "beats_matrix",
    "figure_alt",
    "plot_beats",
    "plot_beats_matrix",
    "plot_birthday",
    "plot_bootstrap",
    "plot_card_counts",
    "plot_chain",
    "plot_convergence",
    "plot_flip_space",
    "plot_game_lengths",
    "plot_length_survival",
    "plot_null_distribution",
    "plot_outcome_shares",
    "plot_permutation",
    "plot_posteriors",
    "plot_sampling_distributions",
    "plot_shares",
    "plot_simpson",
    "plot_states",
    "plot_task_results",
    "plot_total_probability",
    "plot_tournament",
    "plot_walks",
    "running_estimate",
]

show_alt_text()  # in a notebook, the course's figures carry their text alternative
