"""The course's figures in a notebook carry their text alternative.

JupyterLab draws a figure's PNG as an image without ``alt`` text, so a screen reader says
nothing about it. While IPython runs, importing :mod:`pyanitsa_edu.plots` registers
:func:`figure_html` as the ``text/html`` display of a matplotlib Figure: a figure one of the
course's plot functions drew is shown as the same PNG in an ``<img>`` whose ``alt`` is its
text alternative (:func:`~.alt.figure_alt`); any other figure keeps IPython's own display.
The PNG output stays as well, for tools that read images.
"""

from __future__ import annotations

import base64
import sys
from html import escape

from matplotlib.figure import Figure

from .alt import figure_alt

__all__ = ["figure_html", "show_alt_text"]


def figure_html(fig: Figure) -> str | None:
    """Return the figure as an ``<img>`` with its text alternative, or None (IPython then
    leaves ``text/html`` out) for a figure no plot of the course drew."""
    alt = figure_alt(fig)
    encoded = _png(fig) if alt else None
    if not encoded:
        return None
    return (
        f'<img class="pyanitsa-figure" src="data:image/png;base64,{encoded}" '
        f'alt="{escape(alt)}"/>'
    )


def _png(fig: Figure) -> str | None:
    """Return the base64 PNG that IPython's own ``image/png`` display makes of the figure
    (the same size and settings as the inline backend's), or None if it makes none."""
    from IPython import get_ipython

    shell = get_ipython()
    if shell is None:
        return None
    data = shell.display_formatter.formatters["image/png"](fig)
    if isinstance(data, tuple):  # (data, metadata)
        data = data[0]
    if isinstance(data, bytes):
        return base64.b64encode(data).decode("ascii")
    return data if isinstance(data, str) and data else None


def show_alt_text() -> bool:
    """Register :func:`figure_html` with the running IPython; return False when there is none."""
    if "IPython" not in sys.modules:
        return False
    from IPython import get_ipython

    shell = get_ipython()
    if shell is None:
        return False
    shell.display_formatter.formatters["text/html"].for_type(Figure, figure_html)
    return True
