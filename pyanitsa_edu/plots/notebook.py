"""Figures in a notebook speak to the reader: numbers in the reader's language, and a text
alternative.

JupyterLab draws a figure's PNG as an image without ``alt`` text, so a screen reader says
nothing about it; and a figure a lesson draws itself (``plt.subplots()``, ``ax.bar(...)``)
writes its tick labels the English way (``0.07``, ``20000``). While IPython runs, importing the
package registers :func:`figure_html` as the ``text/html`` display of a matplotlib Figure
(IPython makes it before the figure's PNG). For every figure a notebook shows it

- makes the numbers of every Axes' ticks follow the current language
  (:func:`~.style.reader_ticks`: ``0,07`` and ``20 000`` in Russian), so the PNG drawn after it
  shows them too; and
- shows the same PNG in an ``<img>`` whose ``alt`` is the figure's text alternative
  (:func:`~.alt.figure_alt`): the course's plots as they describe themselves, a lesson's own
  figure by its title, axes, their scales (the tick labels it shows) and legend.

A lesson needs no call for either. The PNG output stays as well, for tools that read images.
"""

from __future__ import annotations

import base64
import sys
from html import escape

from matplotlib.figure import Figure

from ..i18n.language import resolve
from .alt import figure_alt
from .style import reader_ticks

__all__ = ["figure_html", "show_alt_text"]


def figure_html(fig: Figure) -> str | None:
    """Return the figure as an ``<img>`` with its text alternative, its tick numbers written
    for the current language first; None (IPython then leaves ``text/html`` out) when there is
    no running IPython to draw its PNG, or the figure shows nothing."""
    lang = resolve()
    for ax in fig.axes:
        reader_ticks(ax, lang)
    alt = figure_alt(fig, every=True)
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
