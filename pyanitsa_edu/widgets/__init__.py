"""Interactive widgets for the lessons (ipywidgets). Importing :mod:`pyanitsa_edu` alone
never loads this package, ipywidgets or matplotlib.

- :func:`table_widget`: the game table, trick by trick, with wars laid round by round.
- :func:`ranking_widget`: who beats whom, the six → ace arrow, exact single-flip odds.
- :func:`deal_explorer`: decided at the deal: replays, two-card swaps, other rules.
- :func:`simulation_panel`: many games: shares with 95 % intervals, lengths, convergence.
- :func:`sixtysix_widget`: play Sixty-six against a bot, match by match.
"""

from __future__ import annotations

from .explorer import DealExplorer, deal_explorer
from .ranking_panel import RankingWidget, ranking_widget
from .simulation_view import SimulationPanel, simulation_panel
from .sixtysix_table import SixtySixWidget, sixtysix_widget
from .table import TableWidget, table_widget

__all__ = [
    "DealExplorer",
    "RankingWidget",
    "SimulationPanel",
    "SixtySixWidget",
    "TableWidget",
    "deal_explorer",
    "ranking_widget",
    "simulation_panel",
    "sixtysix_widget",
    "table_widget",
]
