"""The Russian track prints numbers the Russian way: the saved outputs of ``lessons/ru`` and
``exercises/ru/solutions`` show no English thousands separator (``100,000``), no decimal point
(``0.52``) and no percent sign glued to its number (``33.1%``), and no Python ``True``/``False``
/``None`` to a reader. Code names and deal codes are not numbers: text inside quotes or
brackets of a code value is left alone only where it is a repr the lesson shows on purpose
(none today)."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
RUSSIAN = sorted([*(ROOT / "lessons" / "ru").glob("*.ipynb"),
                  *(ROOT / "exercises" / "ru" / "solutions").glob("*.ipynb")])
ENGLISH_NUMBER = re.compile(
    r"(?<![\w.,])[1-9]\d{0,2}(?:,\d{3}){2,}(?![\d])"  # 1,000,000
    r"|(?<![\w.,])[1-9]\d{0,2},\d{3}(?= [^\W\d_]{4})"  # 10,000 games: a lone group counts as
    # English only before a noun (a Russian decimal 1,542 alone, or before «за партию», is one)
    r"|(?<![\w.])\d+\.\d+(?![\w.])"  # 0.52
    r"|\d%"  # 33,1% without the space
    r"|\b(?:True|False|None|nan|inf)\b")  # Python words shown to a reader


def _texts(path: Path) -> list[str]:
    """Return the plain texts a reader sees in a notebook's saved outputs."""
    texts = []
    for cell in nbformat.read(path, as_version=4).cells:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                texts.append(output.get("text", ""))
            elif "data" in output and "text/plain" in output["data"]:
                data = output["data"]
                if "image/png" in data or "application/vnd.jupyter.widget-view+json" in data:
                    continue  # a figure's or widget's repr, not what the reader sees
                texts.append(data["text/plain"])
    return texts


def _english_numbers(text: str) -> list[str]:
    """Return the English-format numbers and Python words in a text."""
    return ENGLISH_NUMBER.findall(text)


def test_the_scan_finds_english_formats() -> None:
    found = _english_numbers("из 1,010 партий: 33.1 %, 0.500, 12,5%, 2,000,000, True")
    assert set(found) == {"1,010", "33.1", "5%", "0.500", "2,000,000", "True"}, found
    russian = "из 1 010 партий: 33,1 %, 0,500, в среднем 1,542, 1,652 за партию, да"
    assert _english_numbers(russian) == []


@pytest.mark.parametrize("path", RUSSIAN, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_russian_outputs_write_numbers_the_russian_way(path: Path) -> None:
    found = [m for text in _texts(path) for m in _english_numbers(text)]
    assert not found, f"{path.name}: English formats in the outputs: {found[:12]}"
