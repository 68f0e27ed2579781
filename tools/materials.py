"""What the teacher's materials share: the course's two tracks and their notebooks, the words
the materials add in each language, and the pinned browser files they serve themselves.

Used by ``tools/slides.py`` (the lessons as reveal.js slides), ``tools/handouts.py`` (the
exercises as printable pages) and ``tools/teaching.py`` (the pacing guide's tables).

The browser files are npm registry tarballs pinned by version and sha512 integrity, fetched,
checked and cached by ``tools/book_assets.py`` exactly as the book's: reveal.js is pinned in
``teaching/vendor.json``; MathJax is the book's own pin (``book/vendor.json``), so the course
has one MathJax.
"""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import nbformat

from book_assets import PINS as BOOK_PINS
from book_assets import AssetError, extract, load_pins, tarball

ROOT = Path(__file__).resolve().parent.parent
TEACHING = ROOT / "teaching"
"""The materials' templates, style sheets, words and pins."""
PINS = TEACHING / "vendor.json"
NOTEBOOK = "[0-9][0-9]-*.ipynb"
HEADING = re.compile(r"^#\s+(.+?)\s*#*\s*$", re.MULTILINE)
SECTION = re.compile(r"^(#{1,3})\s")
"""A markdown heading line of level 1 to 3."""
FENCE = re.compile(r"^\s*(```|~~~|\$\$)")
"""A line that opens or closes fenced code or display math."""


@dataclass(frozen=True)
class Track:
    """One language's lessons and exercises (student copies)."""

    lang: str
    """The language code: ``en`` or ``ru``; also the track's folder in ``build/``."""
    lessons: Path
    """The folder of its lessons."""
    exercises: Path
    """The folder of its exercises' student copies (never the solutions)."""


TRACKS = (
    Track("en", ROOT / "lessons", ROOT / "exercises"),
    Track("ru", ROOT / "lessons" / "ru", ROOT / "exercises" / "ru"),
)


def track(lang: str) -> Track:
    """Return the track of a language code; raise ``ValueError`` for one the course lacks."""
    for candidate in TRACKS:
        if candidate.lang == lang:
            return candidate
    raise ValueError(f"no track in language {lang!r}: the course has {[t.lang for t in TRACKS]}")


def numbered(folder: Path) -> list[Path]:
    """Return the numbered notebooks of a folder (not its subfolders), in lesson order."""
    return sorted(folder.glob(NOTEBOOK))


def track_of(path: Path) -> Track:
    """Return the track a lesson or exercise notebook belongs to, by its folder."""
    folder = path.resolve().parent
    for candidate in TRACKS:
        if folder in (candidate.lessons.resolve(), candidate.exercises.resolve()):
            return candidate
    raise ValueError(f"{path} is not a lesson or a student copy of an exercise of the course")


def first_heading(nb: nbformat.NotebookNode) -> str:
    """Return the text of a notebook's first level-one heading (empty if it has none)."""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            match = HEADING.search(cell.source)
            if match:
                return match.group(1)
    return ""


def heading_parts(source: str) -> list[tuple[int, str]]:
    """Return a markdown text cut before each heading of level 1 to 3 (outside fenced code and
    display math): (the heading's level, or 0 for text before any heading, the part's text)."""
    parts: list[tuple[int, list[str]]] = [(0, [])]
    fenced = False
    for line in source.splitlines():
        if FENCE.match(line):
            fenced = not fenced
        heading = None if fenced else SECTION.match(line)
        if heading:
            parts.append((len(heading.group(1)), [line]))
        else:
            parts[-1][1].append(line)
    found = [(level, "\n".join(lines).strip("\n")) for level, lines in parts]
    return [(level, text) for level, text in found if text or level] or [(0, "")]


def words(lang: str) -> dict[str, str]:
    """Return the texts the materials add to the course in a language (``teaching/words.json``)."""
    table: dict[str, dict[str, str]] = json.loads(
        (TEACHING / "words.json").read_text(encoding="utf-8")
    )
    return {key: texts[lang] for key, texts in table.items() if key != "comment"}


def fetch_static(dest: Path, names: tuple[str, ...]) -> list[Path]:
    """Fill ``dest`` (emptied first) with the pinned files of the npm packages ``names`` (from
    ``teaching/vendor.json`` or the book's pins); return the files written. Raise
    ``AssetError`` if a package is not pinned or fails its check."""
    pinned = {p.name: p for p in [*load_pins(BOOK_PINS), *load_pins(PINS)]}
    missing = [name for name in names if name not in pinned]
    if missing:
        raise AssetError(f"not pinned in {PINS.name} or the book's pins: {missing}")
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    written: list[Path] = []
    for name in names:
        written += extract(pinned[name], tarball(pinned[name]), dest)
    return written
