"""The Russian track as a Russian teacher wrote it: what ``lessons/ru``, ``exercises/ru`` and
``exercises/ru/solutions`` show a reader holds no number written the English way (``100,000``,
``0.52``, ``33.1%``, ``1e-06``, ``10^29``), no Latin card (``J♥``, ``'A'``), no Python repr
(``['K', 'A']``, ``{'6': 3}``, ``None``, ``True``), no word the glossary's «Not» column forbids
and no «Пьяница» in the feminine; and no notebook of either track holds a placeholder
(``CLAIM_``, ``TODO``, ``XXX``, ``FIXME``).

A reader sees a notebook's prose, its saved outputs (printed lines, tables, and the text
alternative of each figure, which names the figure's tick labels: ``от 0 до 0,07``) and its
saved widgets (their labels, values and options): each guard reads what concerns it
(``tests/russian_reader.py`` holds the patterns). Code is left out of the prose (code spans and
formulas are code), but a code cell's strings and comments are read for the glossary's words.
The guards are tried on small synthetic notebooks at the end of this module."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import nbformat
import pytest

from russian_reader import (
    ENGLISH_NUMBER,
    FEMININE_PYANITSA,
    LATIN_CARD,
    PLACEHOLDER,
    PYTHON_REPR,
    Text,
    code_texts,
    found,
    not_words_in,
    output_texts,
    read,
    source_texts,
    widget_texts,
)

ROOT = Path(__file__).resolve().parents[2]
RUSSIAN = sorted([*(ROOT / "lessons" / "ru").glob("*.ipynb"),
                  *(ROOT / "exercises" / "ru").glob("*.ipynb"),
                  *(ROOT / "exercises" / "ru" / "solutions").glob("*.ipynb")])
EVERY = sorted([*ROOT.glob("lessons/**/*.ipynb"), *ROOT.glob("exercises/**/*.ipynb")])
IDS = {"ids": lambda p: p.relative_to(ROOT).as_posix()}


def _seen(nb: Any) -> list[Text]:
    """Return what a reader sees of a notebook's results: outputs and saved widgets."""
    return [*output_texts(nb), *widget_texts(nb)]


def english_numbers(nb: Any) -> list[str]:
    """Return the numbers a notebook's results write the English way, and Python's words."""
    return found(ENGLISH_NUMBER, iter(_seen(nb)))


def latin_cards(nb: Any) -> list[str]:
    """Return the Latin cards of a notebook's prose and results."""
    return found(LATIN_CARD, itertools.chain(source_texts(nb), _seen(nb)))


def python_reprs(nb: Any) -> list[str]:
    """Return the Python reprs a notebook's results show."""
    return found(PYTHON_REPR, iter(_seen(nb)))


def forbidden_words(nb: Any) -> list[str]:
    """Return the glossary's «Not» words and a feminine «Пьяница» anywhere in a notebook."""
    texts = [*source_texts(nb), *code_texts(nb), *_seen(nb)]
    words = [f"{t.where}: {w}" for t in texts for w in not_words_in(t.text)]
    return words + found(FEMININE_PYANITSA, iter(texts))


def placeholders(nb: Any) -> list[str]:
    """Return the placeholders of a notebook: in any cell, output or saved widget."""
    cells = [Text(f"cell {i}", cell.source) for i, cell in enumerate(nb.cells)]
    return found(PLACEHOLDER, iter([*cells, *_seen(nb)]))


@pytest.mark.parametrize("path", RUSSIAN, **IDS)
def test_russian_outputs_write_numbers_the_russian_way(path: Path) -> None:
    bad = english_numbers(read(path))
    assert not bad, f"{path.name}: English formats in the outputs: {bad[:12]}"


@pytest.mark.parametrize("path", RUSSIAN, **IDS)
def test_russian_cards_have_russian_letters(path: Path) -> None:
    bad = latin_cards(read(path))
    assert not bad, f"{path.name}: Latin cards: {bad[:12]}"


@pytest.mark.parametrize("path", RUSSIAN, **IDS)
def test_russian_outputs_show_no_python_repr(path: Path) -> None:
    bad = python_reprs(read(path))
    assert not bad, f"{path.name}: Python reprs in the outputs: {bad[:12]}"


@pytest.mark.parametrize("path", RUSSIAN, **IDS)
def test_the_russian_track_uses_the_glossarys_words(path: Path) -> None:
    bad = forbidden_words(read(path))
    assert not bad, f"{path.name}: words the glossary forbids: {bad[:12]}"


@pytest.mark.parametrize("path", EVERY, **IDS)
def test_no_notebook_holds_a_placeholder(path: Path) -> None:
    bad = placeholders(read(path))
    assert not bad, f"{path.name}: placeholders: {bad}"


# --- the guards, on small notebooks ------------------------------------------------------------


def _notebook(markdown: str = "", code: str = "", output: str = "", html: str = "",
              widget: str = "") -> Any:  # fmt: skip
    """Return a small notebook: a markdown cell, a code cell with a printed output and an HTML
    output, and a saved HTML widget."""
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell(code)
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=output)]
    if html:
        cell.outputs.append(nbformat.v4.new_output("display_data", data={
            "text/html": html, "image/png": "iVBORw0KGgoTODOXXX", "text/plain": "<Figure>"}))
    nb.cells = [nbformat.v4.new_markdown_cell(markdown), cell]
    if widget:
        nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {
            "version_major": 2, "version_minor": 0, "state": {
                "abc123": {"model_name": "HTMLModel", "state": {"value": widget}},
                "img456": {"model_name": "ImageModel", "state": {"value": "0.5 J♥ None"}},
            }}}
    return nb


def test_a_clean_russian_notebook_passes_every_guard() -> None:
    nb = _notebook(
        markdown="Шестёрка бьёт туза: `Card.parse(\"A♥\")` — это Т♥; $p = 0.5$.",
        code='print(fmt.decimal(0.5))  # доля побед\nrules = Rules(detect_cycles=True)',
        output="из 5 024 партий: 33,1 %, 0,500; да; карты Т♥ 10♦ В♠; 1,4 · 10²⁹\n",
        html='<img src="data:image/png;base64,AAAA" alt="Рисунок: Доля. По вертикали: p '
             '(от 0 до 0,07)."/>',
        widget="<b>Партий: 12 000</b>, доля 50,8 %",
    )
    assert english_numbers(nb) == latin_cards(nb) == python_reprs(nb) == []
    assert forbidden_words(nb) == placeholders(nb) == []


def test_each_guard_finds_what_it_guards() -> None:
    nb = _notebook(
        markdown="Наша «Пьяница» проста: J♥ бьёт 10♦; позиция повторилась. CLAIM_RU",
        code="# 95 % интервал по тесту\nx = 1",
        output="0.35416666666666663; он у ['K', 'A']; {'6': 3}; None; 1e-06; 10^29; 33,1%\n",
        html='<img alt="Рисунок. По вертикали: p (от 0 до 0.07)."/><p>K♠ True</p>',
        widget="<b>Партий: 12,000,000</b> 50.8% Q♥ {'J': 3} TODO",
    )
    numbers = english_numbers(nb)
    assert [n.split(": ", 1)[1] for n in numbers] == [
        "'0.35416666666666663'", "'1e-06'", "'^2'", "'1%'", "'0.07'", "'12,000,000'", "'50.8'"]
    cards = latin_cards(nb)
    assert [c.split(": ", 1)[1] for c in cards] == [
        "'J♥'", "\"'K'\"", "\"'A'\"", "'K♠'", "'Q♥'", "\"'J'\""]
    reprs = python_reprs(nb)
    assert [r.split(": ", 1)[1] for r in reprs] == [
        "\"['K',\"", "\"{'6':\"", "'None'", "'True'", "\"{'J':\""]
    words = forbidden_words(nb)
    assert any("позиция" in w for w in words) and any("интервал" in w for w in words)
    assert any("'тесту'" in w for w in words) and any("Наша «Пьяниц" in w for w in words)
    assert [p.split(": ", 1)[1] for p in placeholders(nb)] == ["'CLAIM_RU'", "'TODO'"]


def test_code_and_formulas_are_not_prose() -> None:
    nb = _notebook(markdown="Код `deal(seed=4)` и `Card.parse('A♥')`; формула $0.5 \\cdot n$;\n"
                            "```python\nprint(['K', 'A'])\n```")
    assert latin_cards(nb) == [] and english_numbers(nb) == []
