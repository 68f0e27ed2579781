"""What every plot shares: classroom font sizes, player colours, the two languages' labels.

Every plot takes ``lang=None``: the current language (:func:`pyanitsa_edu.set_language`),
unless ``lang="en"`` or ``lang="ru"`` is given; another value is a SettingError.
"""

from __future__ import annotations

import re
from typing import Any

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.category import StrCategoryFormatter
from matplotlib.ticker import FixedFormatter, Formatter, NullFormatter

from ..i18n.fmt import localize, number
from ..i18n.language import Lang, resolve

__all__ = [
    "COLORS",
    "FONT",
    "LINESTYLES",
    "SPECIAL",
    "Lang",
    "ReaderFormatter",
    "axes_for",
    "reader_ticks",
    "style_axes",
]


FONT = 15
"""Base font size (points): readable from the back of a classroom."""
COLORS: tuple[str, ...] = (
    "#0072B2", "#C75200", "#009E73", "#CC79A7", "#771144", "#990000", "#003399", "#995577",
)  # fmt: skip
"""One colour per player (seat order), the same in every plot and widget. The first four are
Okabe and Ito's colour-blind-safe hues (blue, vermillion, bluish green, reddish purple; the
vermillion darkened to 4.5:1 on white, so it can colour text), the other four were picked to
stay apart from them: every pair stays distinct under simulated deuteranopia, protanopia and
tritanopia (``tests/plots/test_colours.py``), and every colour has at least 3:1 contrast on
white. Colour is never the only sign: lines also differ by :data:`LINESTYLES`, and widgets
name each player in text."""
LINESTYLES: tuple[str | tuple[int, tuple[int, ...]], ...] = (
    "-", "--", "-.", ":", (0, (8, 2, 2, 2, 2, 2)), (0, (1, 3)), (0, (6, 4)), (0, (3, 1, 1, 1)),
)  # fmt: skip
"""One line style per player (seat order), so the lines of a plot differ in shape as well."""
SPECIAL = "#d62728"
"""Colour of the special arrow (the low card beats the ace)."""


def axes_for(ax: Axes | None, size: tuple[float, float]) -> Axes:
    """Return ``ax``, or the Axes of a new figure of ``size`` inches."""
    if ax is not None:
        return ax
    _fig, new = plt.subplots(figsize=size)
    return new


def style_axes(ax: Axes, title: str, xlabel: str, ylabel: str, lang: str | None = None) -> None:
    """Set large title, labels and tick labels, and a light grid; tick numbers are written
    for ``lang`` (default: the current language; see :func:`reader_ticks`)."""
    ax.set_title(title, fontsize=FONT + 2)
    ax.set_xlabel(xlabel, fontsize=FONT)
    ax.set_ylabel(ylabel, fontsize=FONT)
    ax.tick_params(labelsize=FONT - 2)
    ax.grid(True, alpha=0.3)
    reader_ticks(ax, lang)


_PLAIN_NUMBER = re.compile(r"([-\u2212]?)(\d{4,})((?:\.\d+)?%?)")
"""A tick label that is a number of four digits or more before its decimals, as matplotlib
writes it (``35000``, ``-1250.5``)."""


class ReaderFormatter(Formatter):
    """A tick formatter that writes another one's numbers in a reader's language: its decimal
    sign and its percent sign (``0,2``, ``20 %`` in Russian)."""

    def __init__(self, inner: Formatter, lang: str) -> None:
        self.inner = inner
        self.lang = lang

    def _convert(self, text: str) -> str:
        """Return a tick label with the reader's decimal and percent signs and its thousands
        grouped (``35 000``; matplotlib writes ``35000``); math text (``$10^{-2}$``) is left
        as it is."""
        if "$" in text:
            return text
        plain = _PLAIN_NUMBER.fullmatch(text)
        if plain is None:
            return localize(text, self.lang)
        sign, whole, rest = plain.groups()
        minus = localize("-1", self.lang)[:-1] if sign else ""
        return minus + number(int(whole), self.lang) + localize(rest, self.lang)

    def __call__(self, x: float, pos: int | None = None) -> str:
        return self._convert(str(self.inner(x, pos)))

    def format_ticks(self, values: Any) -> list[str]:
        """Return the labels of the ticks at ``values``."""
        return [self._convert(str(label)) for label in self.inner.format_ticks(values)]

    def set_axis(self, axis: Any) -> None:
        """Give the inner formatter the axis too."""
        super().set_axis(axis)
        self.inner.set_axis(axis)

    def set_locs(self, locs: Any) -> None:
        """Give the inner formatter the tick locations."""
        self.inner.set_locs(locs)

    def get_offset(self) -> str:
        """Return the inner formatter's offset text, converted."""
        return self._convert(str(self.inner.get_offset()))


def reader_ticks(ax: Axes, lang: str | None = None) -> None:
    """Make the numbers of the axes' ticks follow ``lang``'s conventions (the decimal comma
    of a Russian plot): every number formatter of the x and y axes is wrapped in a
    :class:`ReaderFormatter` (labels given as text, e.g. card names, stay as they are)."""
    code = resolve(lang)
    if localize("1,000.5%", code) == "1,000.5%":
        return  # the language writes numbers as matplotlib does
    for axis in (ax.xaxis, ax.yaxis):
        formatter = axis.get_major_formatter()
        if isinstance(formatter, ReaderFormatter | FixedFormatter | NullFormatter |
                      StrCategoryFormatter):
            continue  # already the reader's, or words rather than numbers
        axis.set_major_formatter(ReaderFormatter(formatter, code))
