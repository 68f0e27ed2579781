"""Everything the package shows a Russian reader is Russian: records, summaries, texts of
rules, the Markov chain, Sixty-six records and tables, every plot's words and tick numbers,
every widget, the self-checks' lines and the command line's help. Latin letters appear only
in names of code (``simulate``, ``Rules``…), single-letter symbols (``n``, ``t``, ``p``) and
what the reader typed."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from typing import Any

import matplotlib
import pytest

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from pyanitsa_edu import Cycle, Game, Result, Rules, simulate
from pyanitsa_edu.analysis.markov import expected_outcome, markov_chain
from pyanitsa_edu.i18n.fmt import count, decimal, interval, percent, significant, yes_no
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.pyanitsa.deck import Deck
from pyanitsa_edu.pyanitsa.records import REASONS, reason_label
from pyanitsa_edu.pyanitsa.text import deck_text, piles_text, reader_name, rules_text
from pyanitsa_edu.sixtysix.moves import Move
from pyanitsa_edu.sixtysix.records import Outcome
from pyanitsa_edu.widgets.sixtysix_session import Session

CODE_NAMES = re.compile(
    r"\b(?:Game|Rules|Deck|deal_code|simulate|winner_first|loser_first|seat_order|shuffled|"
    r"natural|sorted|lose|last_card_up|out_of_cards|war_shortfall|war_shortfall_draw|cycle|"
    r"limit|python|pyanitsa_edu|JupyterLab|Python|NotImplementedError|None|nan)\b"
)
"""Names of code a Russian text may show in code font."""

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


DEAL_CODE = re.compile(r"\b[0-9A-Z]{4,}(?:[- ][0-9A-Z]{4,})*\b|\b[A-Z]{2,3}\b")
"""A deal code (upper-case letters and digits, in groups), which is a code, not a word."""


def latin_words(text: str) -> list[str]:
    """Return the Latin words of a text: names of code, deal codes and math text left out."""
    text = re.sub(r"\$[^$]*\$", " ", text)  # matplotlib's math text (tick labels 10^k)
    return LATIN_WORD.findall(CODE_NAMES.sub("", DEAL_CODE.sub("", text)))


def english_number(text: str) -> list[str]:
    """Return the numbers written the English way: a decimal point, or a percent sign without
    the space before it."""
    return re.findall(r"\d\.\d|\d%", text)


def assert_russian(text: str) -> None:
    """Fail when a text meant for a Russian reader holds English words or number formats."""
    assert re.search(r"[а-яё]", text, re.IGNORECASE), text
    assert latin_words(text) == [], (latin_words(text), text)
    assert english_number(text) == [], (english_number(text), text)


# --- records, summaries, texts ----------------------------------------------------------------


def _texts() -> Iterator[str]:
    """Yield every kind of text the model and the analysis show a reader, in Russian."""
    game = Game(["8♣ 9♦ K♥ 7♣ A♠", "8♠ 6♣ 10♦ 7♥ Q♦"])
    yield from (str(trick) for trick in game.tricks_iter()) if hasattr(game, "tricks_iter") \
        else ()  # fmt: skip
    trick = Game(["8♣ 9♦ K♥ 7♣", "8♠ 6♣ 10♦ 7♥"]).step()
    yield str(trick)
    yield str(Result(0, "out_of_cards", 22, 1))
    yield str(Result(None, "war_shortfall_draw", 5, 11))
    yield str(Result(None, "cycle", 16, 2, Cycle(12, 4)))
    yield str(Result(None, "limit", 100, 0))
    yield from (reason_label(reason) for reason in REASONS)
    for rules in (Rules(), Rules(deck=32, low_beats_ace=False, players=3, max_tricks=21,
                                 war_face_down=2, collect="seat_order"),
                  Rules(collect="shuffled", war_shortfall="last_card_up", detect_cycles="ranks",
                        max_tricks=50)):  # fmt: skip
        yield rules_text(rules)
    yield deck_text(Deck(["6", "7", "J", "Q", "K", "A"], 2))
    yield piles_text(trick.piles_after) if hasattr(trick, "piles_after") else piles_text(
        Game(["9♣ 6♦", "7♠ A♣"]).piles)
    sim = simulate(300, seed=2)
    yield sim.summary()
    yield sim._repr_html_()
    small = Rules(deck=Deck(["6", "K", "A"], 2), collect="shuffled")
    chain = markov_chain(["6♣ A♦ K♣", "K♦ A♣ 6♦"], small)
    yield str(chain)
    yield str(expected_outcome(["6♣ A♦ K♣", "K♦ A♣ 6♦"], small))
    yield " ".join([count(5, "deal"), count(21, "game"), decimal(0.5, 3), percent(0.331),
                    significant(0.000123), interval(0.31, 0.352, 2), yes_no(True),
                    yes_no(False)])  # fmt: skip
    yield " ".join(reader_name(n) for n in ("random", "greedy", "sampling", "top_card",
                                           "highest_first", "beat_or_dump", "random_card"))
    yield str(Outcome(1, 3, "failed_close"))
    yield str(Outcome(0, 1, "last_trick"))
    yield " ".join(Move.parse(m).text() for m in ("play A♠", "marriage K♥", "exchange", "close",
                                                    "declare"))  # fmt: skip
    session = Session(seed=3, bot="greedy", human=0)
    yield str(session.state)
    yield session.view().text() if hasattr(session, "view") else str(session.state)


def test_every_text_of_the_model_is_russian() -> None:
    with language("ru"):
        for text in _texts():
            assert_russian(re.sub(r"<[^>]+>", " ", text))


# --- plots ------------------------------------------------------------------------------------


def _plot_words(ax: Any) -> str:
    """Return every word a plot shows: title, labels, ticks, legend, texts, offset."""
    figure = ax.figure
    figure.canvas.draw()
    parts: list[str] = []
    for axes in figure.axes:
        parts += [axes.get_title(), axes.get_xlabel(), axes.get_ylabel()]
        parts += [t.get_text() for t in axes.get_xticklabels() + axes.get_yticklabels()]
        parts += [t.get_text() for t in axes.texts]
        parts += [axes.xaxis.get_offset_text().get_text(), axes.yaxis.get_offset_text().get_text()]
        legend = axes.get_legend()
        if legend is not None:
            parts += [t.get_text() for t in legend.get_texts()]
    return "\n".join(part for part in parts if part)


def _plots() -> list[tuple[str, Callable[..., Any]]]:
    """Return the package's plots, each drawn by a call without arguments."""
    from plots.test_plot_language import PLOTS

    return [(name, draw) for name, draw, _words in PLOTS]


@pytest.mark.parametrize(("name", "draw"), _plots(), ids=[p[0] for p in _plots()])
def test_every_plot_is_russian_with_decimal_commas(name: str, draw: Callable[..., Any]) -> None:
    with language("ru"):
        words = _plot_words(draw())
    plt.close("all")
    assert_russian(words.replace("−", "-"))


# --- widgets ----------------------------------------------------------------------------------


def _widget_texts(widget: Any) -> Iterator[str]:
    """Yield every text a widget tree shows: values of HTML and labels, descriptions,
    placeholders, tooltips, options."""
    seen: set[int] = set()
    stack = [widget]
    while stack:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        for name in ("value", "description", "placeholder", "tooltip", "button_style"):
            value = getattr(item, name, None)
            if isinstance(value, str) and name != "button_style":
                yield value
        options = getattr(item, "options", None)
        if isinstance(options, tuple):
            yield " ".join(str(o[0] if isinstance(o, tuple) else o) for o in options)
        stack.extend(getattr(item, "children", ()) or ())
        for attribute in vars(item).values() if hasattr(item, "__dict__") else ():
            if type(attribute).__module__.startswith("ipywidgets"):
                stack.append(attribute)


def _widgets() -> list[tuple[str, Callable[..., Any]]]:
    """Return the package's widgets, each built by a call."""
    from widgets.test_widget_language import WIDGETS

    return WIDGETS


@pytest.mark.parametrize(("name", "build"), _widgets(), ids=[w[0] for w in _widgets()])
def test_every_widget_is_russian(name: str, build: Callable[..., Any]) -> None:
    with language("ru"):
        widget = build()
    if name == "simulation":
        assert widget.run()  # its tables and pictures appear once it has run
    texts = [re.sub(r"<style>.*?</style>", " ", t, flags=re.S) for t in _widget_texts(widget)]
    shown = "\n".join(re.sub(r"<[^>]+>|&\w+;", " ", text) for text in texts)
    shown = re.sub(r"(?:style|class|title)=\S+", " ", shown)
    assert_russian(shown)
    said = [m for text in texts for m in re.findall(r'(?:aria-label|alt|title)="([^"]*)"', text)]
    assert said, "a widget names no card, chart or picture for a screen reader"
    assert_russian(html.unescape(" ".join(said)))


# --- the self-checks ----------------------------------------------------------------------------


def test_the_self_checks_lines_are_russian(capsys: pytest.CaptureFixture[str]) -> None:
    from pyanitsa_edu import checks

    with language("ru"):
        checks.check_value("доля", 0.25, 0.5)
        checks.check_value("доля", 0.5, 0.5)
        checks.check_share_estimate("доля", 0.061, 0.0627, n=5_000)
        checks.check_share_estimate("доля", 0.9, 0.0627, n=5_000)
    for line in capsys.readouterr().out.splitlines():
        assert_russian(line.replace("NotImplementedError", ""))


@pytest.mark.parametrize(("name", "build"), _widgets(), ids=[w[0] for w in _widgets()])
def test_a_widget_stands_in_with_text_in_the_readers_language(
    name: str, build: Callable[..., Any]
) -> None:
    """The stand-in is in the reader's language (the notebook's), whatever the labels'."""
    for labels in ("ru", "en"):
        with language("ru"):
            russian = build(lang=labels)._repr_mimebundle_()
        assert "application/vnd.jupyter.widget-view+json" in russian
        assert_russian(russian["text/plain"])
        with language("en"):
            english = build(lang=labels)._repr_mimebundle_()["text/plain"]
        assert english.startswith("[") and not re.search(r"[а-яё]", english)
