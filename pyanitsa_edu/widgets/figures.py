"""Render plots to PNG bytes for ``ipywidgets.Image``: no pyplot, no inline output, no state."""

from __future__ import annotations

import io
from collections.abc import Callable

from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

__all__ = ["png"]


def png(draw: Callable[[Axes], object], size: tuple[float, float], dpi: int = 120) -> bytes:
    """Return the PNG bytes of a figure of ``size`` inches on which ``draw(ax)`` has drawn."""
    fig = Figure(figsize=size, dpi=dpi)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    draw(ax)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi)
    return buf.getvalue()
