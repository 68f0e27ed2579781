"""docs/rule-map.md names, for every section of the rule books, the code that carries it out:
one line per section of docs/rules.md and docs/rules-66.md, in their order; the Russian twins
have the same sections; and every ``path: name`` it names exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
MAP = (DOCS / "rule-map.md").read_text(encoding="utf-8")
PLACE = re.compile(r"`((?:tests/)?[\w/]+\.py)(?:: ([\w.]+))?`")
"""A place in the map's table: ``path`` or ``path: name`` (a function, class or method)."""


def sections(path: Path) -> list[str]:
    """Return the titles of a markdown file's ``##`` sections, in order."""
    return re.findall(r"^## (.+)$", path.read_text(encoding="utf-8"), re.MULTILINE)


def map_rows(heading: str) -> list[list[str]]:
    """Return the cells of each row of the table under the map's ``## heading``."""
    part = MAP.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in part.splitlines() if line.startswith("| ")]
    return [[cell.strip() for cell in row.strip("|").split(" | ")] for row in rows[2:]]


BOOKS = {"Pyanitsa": "rules.md", "Sixty-six": "rules-66.md"}


@pytest.mark.parametrize(("heading", "book"), BOOKS.items())
def test_one_line_per_section_of_the_rule_book(heading: str, book: str) -> None:
    rows = map_rows(heading)
    assert [row[0] for row in rows] == sections(DOCS / book)
    assert all(len(row) == 4 for row in rows)


@pytest.mark.parametrize("book", BOOKS.values())
def test_the_russian_twin_has_as_many_sections(book: str) -> None:
    assert len(sections(DOCS / "ru" / book)) == len(sections(DOCS / book))


def _defines(path: Path, name: str) -> bool:
    """Return True when ``path`` defines ``name`` (``Class.method``: both, the method inside)."""
    text = path.read_text(encoding="utf-8")
    parts = name.split(".")
    for part in parts:
        if not re.search(rf"^\s*(?:def|class) {re.escape(part)}\b|^\s*{re.escape(part)}\s*[:=]",
                         text, re.MULTILINE):
            return False
    return True


PLACES = sorted({(path, name or "") for heading in BOOKS
                 for row in map_rows(heading) for cell in row[1:]
                 for path, name in PLACE.findall(cell)})


def test_the_map_names_code() -> None:
    assert len(PLACES) > 60


@pytest.mark.parametrize(("path", "name"), PLACES, ids=[f"{p}:{n}" for p, n in PLACES])
def test_every_place_of_the_map_exists(path: str, name: str) -> None:
    file = ROOT / path if path.startswith("tests/") else ROOT / "pyanitsa_edu" / path
    assert file.is_file(), path
    assert not name or _defines(file, name), f"{path} defines no {name}"


def test_the_checker_catches_a_missing_name(tmp_path: Path) -> None:
    module = tmp_path / "module.py"
    module.write_text("class Plan:\n    def stake(self):\n        pass\n", encoding="utf-8")
    assert _defines(module, "Plan.stake") and not _defines(module, "Plan.bank")
