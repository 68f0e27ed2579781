"""What a Russian reader must never see, as patterns the guards share: a placeholder, a Latin
card, a Python repr, a number written the English way, a word of the glossary's «Not» column;
and the texts a reader sees in a saved notebook (its prose, its outputs, the text alternatives
of its figures with their tick labels, its saved widgets) and on a built page of the website.

The guards (``tests/course/test_russian_outputs.py``, ``tests/i18n/test_catalog.py``,
``tests/browser/test_book.py``) and their tests on small synthetic notebooks use these
functions, so that each pattern is written once.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "docs" / "glossary.md"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"

PLACEHOLDER = re.compile(r"\b(?:CLAIM_\w*|TODO|XXX|FIXME)\b")
"""A placeholder left where a text was to be written."""

LATIN_CARD = re.compile(r"(?<![A-Za-z0-9_])[JQKAT][♣♦♥♠]|'[JQKA]'|\"[JQKA]\"")
"""A card with a Latin rank letter (``J♥``, ``A♦``, ``T♠``), or a Latin rank in a repr
(``'J'``): Russian cards are written В Д К Т."""

PYTHON_REPR = re.compile(
    r"[\[{(]\s*(?:'[^'\n]*'|\"[^\"\n]*\")\s*[,:\]})]"  # ['K', 'A'], {'6': 3}, ('x',)
    r"|\b(?:Fraction|array|np\.\w+|numpy\.\w+)\("  # Fraction(1, 3), array([...])
    r"|(?<![\w`.])(?:None|True|False)(?![\w`])"  # Python's words
)
"""A Python repr shown to a reader: a list, dict or tuple of quoted texts, a numeric object's
repr, or None/True/False."""

ENGLISH_NUMBER = re.compile(
    r"(?<![\w.,])[1-9]\d{0,2}(?:,\d{3}){2,}(?![\d])"  # 1,000,000
    r"|(?<![\w.,])[1-9]\d{0,2},\d{3}(?= [^\W\d_]{4})"  # 10,000 games: a lone group counts as
    # English only before a noun (a Russian decimal 1,542 alone, or before «за партию», is one)
    r"|(?<![\w.])\d+\.\d+(?![\w.])"  # 0.52
    r"|\d%"  # 33,1% without the space
    r"|(?<![\w.])\d(?:\.\d+)?e[-+]?\d+\b"  # 1e-06
    r"|\b(?:nan|inf)\b"  # numpy's words
    r"|\^[-−]?\d"  # 10^29 instead of 10²⁹
)
"""A number written the English way: thousands with a comma, a decimal point, a percent sign
glued to its number, an exponent, or numpy's nan and inf."""


# --- the glossary's «Not» column -------------------------------------------------------------


@dataclass(frozen=True)
class NotWord:
    """A word (or phrase) the glossary's «Not» column forbids."""

    term: str
    """The English term of the row."""
    word: str
    """The forbidden Russian word or phrase, in its dictionary form."""
    pattern: re.Pattern[str]
    """Finds it in a text, in its inflected forms."""


_ENDINGS = ("", "а", "я", "у", "ю", "е", "и", "ы", "о", "ь", "й", "ой", "ей", "ом", "ем", "ам",
            "ям", "ах", "ях", "ами", "ями", "ов", "ев", "ий", "ый", "ая", "ое", "ые", "ую", "юю",
            "ого", "его", "ому", "ему", "ым", "им", "ых", "их")  # fmt: skip
"""The endings of a forbidden noun or adjective in its cases (not derived words)."""
_VERB_ENDINGS = ("ть", "л", "ла", "ли", "ло", "ет", "ут", "ют", "ит", "ят", "ишь", "ешь", "ите",
                 "ете", "ю", "у", "ен", "ена", "ены", "ено", "ённый", "енный", "ённая",
                 "енная")  # fmt: skip
"""The endings of a forbidden verb (``отклонить``: «отклонили», «отклонена», not
«отклонение»)."""
_OWN_ENDINGS = re.compile(r"(?:ть|ый|ий|ой|ая|яя|ое|ее|ые|ие|[аяоеиыьйю])$")


def _stem(word: str) -> str:
    """Return a Russian word without its own inflectional ending (a noun in «-ние», «-тие»
    loses only its last letter: «положени|е», not «полож|ение»)."""
    if word.endswith(("ние", "тие", "вие", "ния", "тия")):
        return word[:-1]
    stem = _OWN_ENDINGS.sub("", word)
    return stem if len(stem) >= 3 else word


def _words_pattern(phrase: str) -> re.Pattern[str]:
    """Return a pattern that finds ``phrase`` with each of its words inflected (and a
    no-break space or line break wherever it has a space)."""
    words = phrase.split()
    parts = []
    for i, word in enumerate(words):
        if re.fullmatch(r"[а-яё-]+", word, re.IGNORECASE):
            forms = _VERB_ENDINGS if word.endswith("ть") else _ENDINGS
            if i and words[i - 1] == "%":  # «95 % интервалов» is 95 per cent of intervals
                forms = tuple(f for f in forms if f not in ("ов", "ев", "ей"))
            endings = "|".join(sorted(forms, key=len, reverse=True))
            parts.append(f"{re.escape(_stem(word))}(?:{endings})")
        else:
            parts.append(re.escape(word))
    return re.compile(r"(?<![\w-])" + r"\s+".join(parts) + r"(?![\w-])", re.IGNORECASE)


def _cells(line: str) -> list[str]:
    """Return the cells of a markdown table row."""
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


@cache
def not_words(path: Path = GLOSSARY) -> tuple[NotWord, ...]:
    """Return the words the glossary's «Not» columns forbid everywhere in the Russian track.

    A word is left out when the column limits it (``игра (for one play)``, ``порог (alone)``:
    allowed elsewhere) or when the glossary uses it as the Russian of another term («взятка»
    is Sixty-six's trick, «круг» the ranking's circle): those are checked by a reader, not by
    a pattern."""
    text = path.read_text(encoding="utf-8")
    header: list[str] | None = None
    rows: list[tuple[str, str, str]] = []
    for line in text.splitlines():
        if not line.startswith("|"):
            header = None
            continue
        cells = _cells(line)
        if set(line.replace("|", "").strip()) <= set("-: "):
            continue
        if header is None:
            header = cells
            continue
        if "Not" in header and "Русский" in header:
            not_cell, russian = cells[header.index("Not")], cells[header.index("Русский")]
            if not_cell:
                rows.append((cells[0], russian, not_cell))
    cells = [russian for _term, russian, _not in rows] + [
        _cells(line)[1] for line in text.splitlines()
        if line.startswith("|") and len(_cells(line)) > 1]  # fmt: skip
    used = " | ".join(cells)  # a bar, so that no phrase runs from one cell into the next
    found = []
    for term, _russian, cell in rows:
        for item in re.split(r",\s*(?![^(]*\))", cell):
            item = item.strip()
            if not item or "(" in item:
                continue  # limited to one meaning: a reader judges it
            word = item.strip("«»").strip()
            pattern = _words_pattern(word)
            if pattern.search(used):
                continue  # the Russian of another term as well
            found.append(NotWord(term, word, pattern))
    return tuple(found)


QUOTED = re.compile(r"«[^«»]*(?:«[^«»]*»[^«»]*)*»")
"""A text in «ёлочки»: a quotation or a word mentioned, not used («вместо „марьяж“»)."""


def not_words_in(text: str, words: tuple[NotWord, ...] | None = None) -> list[str]:
    """Return the forbidden words a text uses, as found, each with its term (a word quoted in
    «ёлочки» is mentioned or cited, not used: it is left out)."""
    words = not_words() if words is None else words
    used = QUOTED.sub(lambda quoted: " " * len(quoted.group(0)), text)
    return [f"{match.group(0)!r} ({word.term}: not «{word.word}»)"
            for word in words for match in word.pattern.finditer(used)]


FEMININE_PYANITSA = re.compile(
    r"(?<![\w-])(?:[а-яё]+(?:ая|яя|ую|юю)|наша|нашу|эта|эту|вся|всю|сама|саму)"
    r"[ \u00a0]+[«„\"]?пьяниц", re.IGNORECASE)
"""«Пьяница» in the feminine («наша Пьяница», «классическую „Пьяницу“»): the glossary gives the
game one gender, the masculine of the source texts."""


# --- the texts of a notebook ------------------------------------------------------------------


CODE_SPAN = re.compile(r"```.*?```|`[^`\n]*`", re.DOTALL)
MATH = re.compile(r"\$\$.*?\$\$|\$[^$\n]+\$", re.DOTALL)
TAG = re.compile(r"<[^>]+>")
IMG_ALT = re.compile(r"<img\b[^>]*\balt=\"([^\"]*)\"", re.IGNORECASE)
STYLE_OR_SCRIPT = re.compile(r"<(style|script)\b.*?</\1>", re.IGNORECASE | re.DOTALL)


def prose(markdown: str) -> str:
    """Return a markdown text without its code and its formulas (what a reader reads as
    prose)."""
    return MATH.sub(" ", CODE_SPAN.sub(" ", markdown))


def html_text(markup: str) -> str:
    """Return the text an HTML fragment shows, its images' alt texts included."""
    markup = STYLE_OR_SCRIPT.sub(" ", markup)
    alts = " ".join(html.unescape(alt) for alt in IMG_ALT.findall(markup))
    return html.unescape(TAG.sub(" ", markup)) + " " + alts


@dataclass(frozen=True)
class Text:
    """A text a reader sees in a notebook, and where."""

    where: str
    """The cell and the part of it (``cell 4, output``)."""
    text: str


def output_texts(nb: Any) -> Iterator[Text]:
    """Yield the texts of a notebook's saved outputs: streams, plain text (not a figure's or a
    widget's stand-in), HTML and the alt text of its figures, where the tick labels are."""
    for i, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                yield Text(f"cell {i}, output", output.get("text", ""))
                continue
            data = output.get("data", {})
            if "text/html" in data:
                yield Text(f"cell {i}, output", html_text(data["text/html"]))
            elif "text/plain" in data and not (
                "image/png" in data or "application/vnd.jupyter.widget-view+json" in data
            ):
                yield Text(f"cell {i}, output", data["text/plain"])
            if "text/markdown" in data:
                yield Text(f"cell {i}, output", prose(data["text/markdown"]))


_WIDGET_TEXT_KEYS = ("description", "tooltip", "placeholder", "value", "_options_labels",
                     "button_text", "title", "_titles")  # fmt: skip
"""The fields of a saved widget's state a reader sees."""


def widget_texts(nb: Any) -> Iterator[Text]:
    """Yield the texts of a notebook's saved widget state (labels, HTML values, options)."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    for model_id, model in state.items():
        if model.get("model_name") in ("ImageModel", "OutputModel", "LayoutModel"):
            continue
        values = model.get("state", {})
        for key in _WIDGET_TEXT_KEYS:
            value = values.get(key)
            items = value if isinstance(value, list) else [value]
            for item in items:
                if isinstance(item, str) and item.strip():
                    text = html_text(item) if "<" in item else item
                    yield Text(f"widget {model_id[:8]}, {key}", text)


def source_texts(nb: Any) -> Iterator[Text]:
    """Yield the prose of a notebook's markdown cells (code spans and formulas left out)."""
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            yield Text(f"cell {i}, markdown", prose(cell.source))


def code_texts(nb: Any) -> Iterator[Text]:
    """Yield the code cells of a notebook (their strings and comments are read too)."""
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "code":
            yield Text(f"cell {i}, code", cell.source)


def read(path: Path) -> Any:
    """Return a notebook, read as version 4."""
    return nbformat.read(path, as_version=4)


def found(pattern: re.Pattern[str], texts: Iterator[Text]) -> list[str]:
    """Return each match of ``pattern`` in ``texts``, with where it is."""
    return [f"{t.where}: {m.group(0)!r}" for t in texts for m in pattern.finditer(t.text)]
