"""Plots of a class's work, for the teacher's report: one task's results as bars.

The function takes ``ax=None`` (a new figure) and ``lang`` and returns the Axes; the caller
counts every number drawn.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.ticker import MaxNLocator

from ..errors import whole_number
from ..i18n import _, fill
from ..i18n.fmt import number
from ..i18n.language import resolve
from .alt import describe
from .style import COLORS, FONT, Lang, axes_for, style_axes

__all__ = ["plot_task_results"]

_LABEL_WIDTH = 32
"""Characters per line of a bar's name."""
_TITLE_WIDTH = 36
"""Characters per line of the title."""


def plot_task_results(
    title: str,
    students: int,
    full: int,
    mistakes: Sequence[tuple[str, int]],
    *,
    ax: Axes | None = None,
    lang: Lang | None = None,
) -> Axes:
    """Draw one task's results as horizontal bars, each with its count: the students with full
    marks, then the students who made each kind of mistake (``mistakes``: its name and how many
    students made it, top to bottom), out of ``students``. Returns the Axes."""
    lang = resolve(lang)
    students = whole_number(students, "students", 0)
    full = whole_number(full, "full", 0, students)
    rows = [(str(name), whole_number(n, "mistakes", 0, students))
            for name, n in mistakes]
    names = [_("full marks", lang), *(name for name, _n in rows)]
    counts = [full, *(n for _name, n in rows)]
    ax = axes_for(ax, (8, 1.4 + 0.55 * len(names)))
    places = list(range(len(names)))[::-1]
    bars = ax.barh(places, counts, height=0.6, color=[COLORS[2]] + [COLORS[1]] * len(rows),
                   edgecolor="#333333")
    for bar in bars[1:]:
        bar.set_hatch("//")  # colour is not the only sign: mistakes are hatched
    for place, n in zip(places, counts, strict=True):
        ax.text(n + max(students, 1) * 0.02, place, number(n, lang), va="center",
                fontsize=FONT - 2)
    style_axes(ax, textwrap.fill(title, _TITLE_WIDTH), _("students", lang), "", lang=lang)
    # the names as they are, set after the reader's tick numbers (which would read a comma)
    ax.set_yticks(places, [textwrap.fill(name, _LABEL_WIDTH) for name in names])
    ax.set_xlim(0, max(students, 1) * 1.15)
    ticks = MaxNLocator(integer=True).tick_values(0, max(students, 1))
    ax.set_xticks([tick for tick in ticks if 0 <= tick <= max(students, 1)])
    ax.grid(False, axis="y")
    summary = _("Full marks: {full} of {students}.", lang, full=full, students=students)
    if rows:
        items = "; ".join(fill("{name}: {n}", lang, name=name, n=n) for name, n in rows)
        summary += " " + _("Kinds of mistakes, in students: {items}.", lang, items=items)
    describe(ax, lang, "bars", summary)
    return ax
