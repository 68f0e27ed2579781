"""Render plots for the widgets: PNG bytes and their text alternative; no pyplot, no inline
output, no state."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import NamedTuple

from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ..plots.alt import figure_alt

__all__ = ["Drawing", "draw"]


class Drawing(NamedTuple):
    """A plot drawn for a widget."""

    png: bytes
    """The PNG bytes."""
    alt: str
    """Its text alternative, in the plot's language (:func:`~pyanitsa_edu.plots.figure_alt`)."""


def draw(plot: Callable[[Axes], object], size: tuple[float, float], dpi: int = 120) -> Drawing:
    """Return the PNG and the text alternative of a figure of ``size`` inches on which
    ``plot(ax)`` has drawn."""
    fig = Figure(figsize=size, dpi=dpi)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    plot(ax)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi)
    return Drawing(buf.getvalue(), figure_alt(fig))

