"""Interactive widgets for the lessons (ipywidgets). Importing :mod:`pyanitsa_edu` alone
never loads this package, ipywidgets or matplotlib.

- :func:`table_widget`: the game table, trick by trick, with wars laid round by round.
"""

from __future__ import annotations

from .table import TableWidget, table_widget

__all__ = ["TableWidget", "table_widget"]
