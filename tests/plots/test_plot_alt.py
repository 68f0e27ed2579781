"""Every plot of the course has a text alternative in the reader's language: its kind, title,
axes with their scales, legend and a summary of its data; in a notebook the figure's image
carries it as ``alt`` text. A figure a lesson draws itself gets one too when a notebook shows
it, and its tick numbers are written the reader's way."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator

import matplotlib.pyplot as plt
import pytest
from matplotlib.axes import Axes
from test_russian_output import assert_russian

from pyanitsa_edu import Game, deal
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.plots import figure_alt, plot_card_counts, plot_outcome_shares
from pyanitsa_edu.plots.alt import axes_alt
from pyanitsa_edu.plots.notebook import figure_html, show_alt_text

from .test_plot_language import PLOTS

NAMES = [name for name, *_ in PLOTS]


@pytest.mark.parametrize("name", NAMES)
def test_every_plot_has_a_text_alternative_in_both_languages(name: str) -> None:
    draw: Callable[..., Axes] = next(plot for n, plot, *_ in PLOTS if n == name)
    english = figure_alt(draw(lang="en").figure)
    assert english and re.search(r"[A-Za-z]{4}", english)
    with language("ru"):
        russian = figure_alt(draw().figure)
    assert_russian(russian.replace("−", "-"))
    assert russian != english


def test_the_text_alternative_says_what_the_data_show() -> None:
    game = Game(deal(seed=0))
    result = game.run()
    text = figure_alt(plot_card_counts(game, lang="en").figure)
    assert text.startswith("Line chart: Cards in each pile.")
    assert text.endswith(
        f"After {result.tricks} tricks the piles hold Player 0: 36 cards, Player 1: 0 cards."
    )
    shares = figure_alt(plot_outcome_shares([1, 3], labels=["A", "B"], lang="ru").figure)
    assert "A: 25,0\u00a0%; B: 75,0\u00a0%." in shares


def test_a_retitled_plot_is_described_by_its_new_title() -> None:
    ax = plot_outcome_shares([1, 3], labels=["A", "B"], lang="en")
    ax.set_title("Who wins more")
    assert axes_alt(ax).startswith("Bar chart: Who wins more.")


def test_a_figure_the_course_did_not_draw_is_told_by_its_title_axes_and_scales() -> None:
    fig, ax = plt.subplots()
    ax.plot([1, 2])
    assert figure_alt(fig) == ""  # the course describes only its own plots, unless asked
    fig, ax = plt.subplots()
    ax.bar(["Player 0", "Draw"], [0.25, 0.75])
    ax.set(title="Who wins", xlabel="outcome", ylabel="share")
    assert figure_alt(fig, every=True) == (
        "Figure: Who wins. Across: outcome (Player 0, Draw); up: share (from 0.0 to 0.7).")
    assert figure_html(fig) is None  # outside IPython there is no PNG to show


@pytest.fixture
def shell() -> Iterator[object]:
    """An IPython shell with the inline backend's PNG display of figures."""
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.core.pylabtools import select_figure_formats

    ip = InteractiveShell.instance()
    select_figure_formats(ip, {"png"})
    try:
        yield ip
    finally:
        InteractiveShell.clear_instance()


def test_in_a_notebook_the_figure_image_carries_the_alt_text(shell: object) -> None:
    assert show_alt_text()
    ax = plot_outcome_shares([1, 3], labels=["A", "B"], lang="ru")
    data, _meta = shell.display_formatter.format(ax.figure)  # type: ignore[attr-defined]
    assert "image/png" in data  # tools that read images still get one
    img = data["text/html"]
    assert img.startswith('<img class="pyanitsa-figure" src="data:image/png;base64,')
    alt = html.unescape(re.search(r'alt="([^"]*)"', img).group(1))  # type: ignore[union-attr]
    assert alt == figure_alt(ax.figure) and "Столбчатая диаграмма" in alt
    with language("ru"):  # a lesson's own figure, shown in a Russian notebook
        fig, other = plt.subplots()
        other.plot([0, 1, 2], [0, 35_000, 70_000])
        other.set(title="Партии", xlabel="k", ylabel="p")
        data, _meta = shell.display_formatter.format(fig)  # type: ignore[attr-defined]
    img = data["text/html"]
    alt = html.unescape(re.search(r'alt="([^"]*)"', img).group(1))  # type: ignore[union-attr]
    assert alt == ("Рисунок: Партии. По горизонтали: k (от 0,00 до 2,00); по вертикали: p "
                   "(от 0 до 70\u00a0000).")  # matplotlib would write 0.00 and 70000
    assert "70\u00a0000" in [t.get_text() for t in other.get_yticklabels()]


def test_outside_ipython_nothing_is_registered() -> None:
    from IPython.core.interactiveshell import InteractiveShell

    InteractiveShell.clear_instance()
    assert not show_alt_text()
