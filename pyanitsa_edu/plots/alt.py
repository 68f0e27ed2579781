"""Text alternatives of the course's plots: what a reader who cannot see a figure is told.

Each plot function records on its Axes what kind of picture it drew and a short summary of the
data, in the plot's language (:func:`describe`). The text alternative of an Axes
(:func:`axes_alt`) is built when the figure is shown, from its title, axis labels and tick
labels as they are then (a lesson may retitle a plot), and that summary; a figure's
(:func:`figure_alt`) joins its Axes. A figure a lesson draws itself gets one too, in the current
language (:func:`figure_alt` with ``every=True``): a "figure" with its title, axes, their
scales and its legend. Notebooks show it as the image's ``alt`` text (:mod:`.notebook`), the
widgets as their pictures' (``pyanitsa_edu.widgets.access``).

An axis is told by its label and its scale: a numeric axis by its first and last tick labels
(``from 0 to 0,07``), an axis of named ticks by its labels (``Player 0, Player 1, Draw``) — the
words and numbers the picture shows, so that a reader who cannot see them misses none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal
from weakref import WeakKeyDictionary

from matplotlib.axes import Axes
from matplotlib.axis import Axis
from matplotlib.category import StrCategoryFormatter
from matplotlib.figure import Figure, SubFigure
from matplotlib.ticker import FixedFormatter

from ..i18n import _
from ..i18n.language import Lang, resolve
from .style import ReaderFormatter

__all__ = ["Kind", "axes_alt", "describe", "figure_alt", "joined", "tick_labels"]

Kind = Literal["chart", "histogram", "bars", "diagram", "grid", "figure"]
"""What a plot draws: lines, a histogram, bars, a diagram of arrows or boxes, a coloured grid;
a figure a lesson drew itself is a "figure"."""

_SPACES = re.compile(r"[ \t\r\n]+")
"""Runs of spaces and line breaks (not the no-break space that groups a number's digits)."""
_MOST_NAMED_TICKS = 12
"""How many named ticks of an axis a text alternative lists before it cuts them."""


def _kind_text(kind: Kind, lang: Lang) -> str:
    """Return the name of a kind of picture, in ``lang``."""
    return {
        "chart": _("Line chart", lang),
        "histogram": _("Histogram", lang),
        "bars": _("Bar chart", lang),
        "diagram": _("Diagram", lang),
        "grid": _("Grid", lang),
        "figure": _("Figure", lang),
    }[kind]


@dataclass(frozen=True)
class _Description:
    lang: Lang
    kind: Kind
    summary: str


_DESCRIBED: WeakKeyDictionary[Axes, _Description] = WeakKeyDictionary()


def describe(ax: Axes, lang: Lang, kind: Kind, summary: str = "") -> None:
    """Record what ``ax`` shows: the ``kind`` of picture and a ``summary`` of its data, written
    in ``lang`` (the plot's language)."""
    _DESCRIBED[ax] = _Description(lang, kind, summary.strip())


def tick_labels(axis: Axis) -> list[str]:
    """Return the tick labels an axis shows now: its visible major ticks inside its view, in
    order (matplotlib also labels a tick or two just outside it, which it does not draw)."""
    labels = axis.get_majorticklabels()  # brings the ticks up to date first
    low, high = sorted(float(v) for v in axis.get_view_interval())
    slack = (high - low) * 1e-9
    return [label.get_text() for loc, label in zip(axis.get_majorticklocs(), labels, strict=False)
            if low - slack <= loc <= high + slack and label.get_visible()
            and label.get_text().strip()]  # fmt: skip


def _scale(axis: Axis, lang: Lang) -> str:
    """Return what an axis's ticks show: ``from 0 to 0,07`` for numbers, or the named ticks
    (at most :data:`_MOST_NAMED_TICKS`); empty when it shows none."""
    labels = [_SPACES.sub(" ", label).strip() for label in tick_labels(axis)]
    if not labels:
        return ""
    formatter = axis.get_major_formatter()
    inner = formatter.inner if isinstance(formatter, ReaderFormatter) else formatter
    named = isinstance(inner, FixedFormatter | StrCategoryFormatter)
    if named or len(labels) == 1:
        more = ", …" if len(labels) > _MOST_NAMED_TICKS else ""
        return ", ".join(labels[:_MOST_NAMED_TICKS]) + more
    return _("from {low} to {high}", lang, low=labels[0], high=labels[-1])


def _axis_text(label: str, scale: str) -> str:
    """Return an axis told by its label and its scale (either may be empty)."""
    return f"{label} ({scale})" if label and scale else label or scale


def axes_alt(ax: Axes, every: bool = False) -> str:
    """Return the text alternative of ``ax``: its kind and title, what its axes measure and
    their scales, its legend's entries, then the summary of its data. Empty if no plot of the
    course drew it, unless ``every`` (then it is a "figure" in the current language)."""
    found = _DESCRIBED.get(ax)
    if found is None and not every:
        return ""
    if found is None:
        found = _Description(resolve(), "figure", "")
    lang = found.lang
    kind = _kind_text(found.kind, lang)
    lines = [" ".join(line.split()) for line in ax.get_title().splitlines()]
    title = ". ".join(line for line in lines if line)
    head = _("{kind}: {title}", lang, kind=kind, title=title) if title else kind
    head += "" if head.endswith((".", "?", "!", ":")) else "."
    parts = [head]
    xlabel, ylabel = (" ".join(label.split()) for label in (ax.get_xlabel(), ax.get_ylabel()))
    across = _axis_text(xlabel, _scale(ax.xaxis, lang))
    up = _axis_text(ylabel, _scale(ax.yaxis, lang))
    if across and up:
        parts.append(_("Across: {x}; up: {y}.", lang, x=across, y=up))
    elif across or up:
        parts.append(_("Across: {x}.", lang, x=across) if across else _("Up: {y}.", lang, y=up))
    legend = ax.get_legend()
    entries = [" ".join(t.get_text().split()) for t in legend.get_texts()] if legend else []
    if any(entries):
        shown = "; ".join(entry for entry in entries if entry)
        parts.append(_("Legend: {entries}.", lang, entries=shown))
    if found.summary:
        parts.append(found.summary)
    return " ".join(parts)


def figure_alt(fig: Figure | SubFigure, every: bool = False) -> str:
    """Return the text alternative of a figure: that of each described Axes, in drawing order
    (empty when the course drew none of them), or with ``every`` that of each of its Axes that
    shows something (a lesson's own figure)."""
    texts = (axes_alt(ax, every and ax.get_visible() and ax.axison) for ax in fig.axes)
    return " ".join(text for text in texts if text)


def joined(parts: Sequence[str], lang: Lang) -> str:
    """Return the summary phrases ``parts`` as one sentence: ``a; b; c.``"""
    del lang  # both languages join phrases the same way
    text = "; ".join(part for part in parts if part)
    return f"{text}." if text else ""
