"""Text alternatives of the course's plots: what a reader who cannot see a figure is told.

Each plot function records on its Axes what kind of picture it drew and a short summary of the
data, in the plot's language (:func:`describe`). The text alternative of an Axes
(:func:`axes_alt`) is built when the figure is shown, from its title and axis labels as they are
then (a lesson may retitle a plot), and that summary; a figure's (:func:`figure_alt`) joins its
described Axes. Notebooks show it as the image's ``alt`` text (:mod:`.notebook`), the widgets
as their pictures' (``pyanitsa_edu.widgets.access``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal
from weakref import WeakKeyDictionary

from matplotlib.axes import Axes
from matplotlib.figure import Figure, SubFigure

from ..i18n import _
from ..i18n.language import Lang

__all__ = ["Kind", "axes_alt", "describe", "figure_alt", "joined"]

Kind = Literal["chart", "histogram", "bars", "diagram", "grid"]
"""What a plot draws: lines, a histogram, bars, a diagram of arrows or boxes, a coloured grid."""


def _kind_text(kind: Kind, lang: Lang) -> str:
    """Return the name of a kind of picture, in ``lang``."""
    return {
        "chart": _("Line chart", lang),
        "histogram": _("Histogram", lang),
        "bars": _("Bar chart", lang),
        "diagram": _("Diagram", lang),
        "grid": _("Grid", lang),
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


def axes_alt(ax: Axes) -> str:
    """Return the text alternative of ``ax`` (empty if no plot of the course drew it): its
    kind and title, what its axes measure, its legend's entries, then the summary of its
    data."""
    found = _DESCRIBED.get(ax)
    if found is None:
        return ""
    lang = found.lang
    kind = _kind_text(found.kind, lang)
    lines = [" ".join(line.split()) for line in ax.get_title().splitlines()]
    title = ". ".join(line for line in lines if line)
    head = _("{kind}: {title}", lang, kind=kind, title=title) if title else kind
    head += "" if head.endswith((".", "?", "!", ":")) else "."
    parts = [head]
    xlabel, ylabel = (" ".join(label.split()) for label in (ax.get_xlabel(), ax.get_ylabel()))
    if xlabel and ylabel and found.kind not in ("diagram", "grid"):
        parts.append(_("Across: {x}; up: {y}.", lang, x=xlabel, y=ylabel))
    legend = ax.get_legend()
    entries = [" ".join(t.get_text().split()) for t in legend.get_texts()] if legend else []
    if any(entries):
        shown = "; ".join(entry for entry in entries if entry)
        parts.append(_("Legend: {entries}.", lang, entries=shown))
    if found.summary:
        parts.append(found.summary)
    return " ".join(parts)


def figure_alt(fig: Figure | SubFigure) -> str:
    """Return the text alternative of a figure: that of each described Axes, in drawing order
    (empty when the course drew none of them)."""
    return " ".join(text for text in (axes_alt(ax) for ax in fig.axes) if text)


def joined(parts: Sequence[str], lang: Lang) -> str:
    """Return the summary phrases ``parts`` as one sentence: ``a; b; c.``"""
    del lang  # both languages join phrases the same way
    text = "; ".join(part for part in parts if part)
    return f"{text}." if text else ""
