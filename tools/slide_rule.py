"""Where each slide of a lesson begins: the rule that writes nbconvert's slide metadata into
the lessons, and the estimate of how much of a slide a cell fills. ``tools/slides.py`` runs it
(``mark``) and builds the slides from what it wrote.

The rule gives every cell of a lesson nbconvert's ``slideshow.slide_type``:

1. the title cell begins the first slide, and each ``##`` heading begins a new slide (left to
   right), each ``###`` a sub-slide (down): a cell that opens with one is marked so, and the
   build cuts a cell before a heading inside it;
2. the set-up cell (the first code cell: imports, the inline backend) is skipped;
3. a cell that would overfill the slide it joins (more than :data:`BUDGET` lines of a
   1280 × 720 slide, by :func:`height`) begins a sub-slide; a code cell too tall for any
   slide is placed by its code alone, and the build gives its output a sub-slide of its own;
4. other code cells are fragments: the code and its output appear at the next key press, so
   the class can predict first;
5. other markdown cells continue their slide.

A slide cannot run a widget: the build replaces each saved widget by a note, in the lesson's
language, "Live demo: run this cell in JupyterLab" (no broken widget box, no widget manager).

The rule reads nothing but the lesson, so it can be run again after any edit; it changes only
the cells' ``slideshow`` metadata (never a source or an output).
"""

from __future__ import annotations

import copy
import math
import re
from pathlib import Path

import nbformat
from nbformat import NotebookNode

from materials import heading_parts

SLIDE_TYPES = frozenset({"slide", "subslide", "fragment", "-", "skip", "notes"})
"""The values nbconvert reads from ``cell.metadata.slideshow.slide_type``."""
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDTH, HEIGHT = 1280, 720
"""The slides' size in reveal.js (16:9, as a projector shows them)."""
BUDGET = 22
"""The lines a slide holds (the heading included); a cell that would pass it begins a sub-slide."""
PROSE_CHARS = 100
"""Characters of prose in a line of a slide."""
CODE_CHARS = 90
"""Characters of code or printed output in a line of a slide."""
IMAGE_LINES = 16
"""Lines a plot takes (the style sheet caps a figure at 440 px of the 720)."""
TABLE_ROW_LINES = 1.2
"""Lines a row of an HTML table takes."""
MAX_OUTPUT_LINES = 30
"""Printed output longer than this scrolls inside its slide: it counts as this many lines."""
LINK_TARGET = re.compile(r"\]\([^)]*\)")
"""A markdown link's target, which a reader does not see."""


# --- How much of a slide a cell fills ---------------------------------------------------------


def prose_lines(source: str) -> float:
    """Return the lines of a slide that a markdown text fills: wrapped prose, a heading as two
    lines, half a line between paragraphs."""
    lines = 0.0
    for raw in source.splitlines():
        text = raw.strip()
        if not text:
            lines += 0.5
        elif text.startswith("#"):
            lines += 2
        else:
            lines += math.ceil(len(LINK_TARGET.sub("]", text)) / PROSE_CHARS)
    return lines


def text_lines(text: str, cap: float = math.inf) -> float:
    """Return the lines of a slide that code or printed text fills (long lines wrap), at most
    ``cap``."""
    count = sum(max(1, math.ceil(len(line) / CODE_CHARS)) for line in text.splitlines())
    return float(min(count, cap))


def output_lines(output: NotebookNode) -> float:
    """Return the lines of a slide that one output of a code cell fills."""
    if output.get("output_type") == "stream":
        return text_lines(output.get("text", ""), MAX_OUTPUT_LINES)
    data = output.get("data", {})
    if WIDGET_VIEW in data:
        return 3.0  # the live-demo note
    if "image/png" in data or "image/jpeg" in data or "<img" in data.get("text/html", ""):
        return float(IMAGE_LINES)
    if "text/html" in data:
        rows = data["text/html"].count("<tr")
        return rows * TABLE_ROW_LINES + 1 if rows else text_lines(data["text/html"], 10)
    if "text/markdown" in data:
        return prose_lines(data["text/markdown"])
    return text_lines(data.get("text/plain", ""), MAX_OUTPUT_LINES)


def height(cell: NotebookNode) -> float:
    """Return the lines of a slide that a cell fills, by the estimate of this module."""
    if cell.cell_type == "markdown":
        return prose_lines(cell.source)
    if cell.cell_type != "code":
        return 0.0
    return text_lines(cell.source) + 1 + sum(output_lines(o) for o in cell.get("outputs", []))


def is_cut(cell: NotebookNode) -> bool:
    """Return True for a code cell too tall for one slide: the build shows its code, then its
    output on a sub-slide of its own."""
    return cell.cell_type == "code" and bool(cell.get("outputs")) and height(cell) > BUDGET


# --- The rule ---------------------------------------------------------------------------------


def slide_types(nb: NotebookNode) -> list[str]:
    """Return the slide type of each cell of a lesson, by the rule of this module."""
    code = [i for i, cell in enumerate(nb.cells) if cell.cell_type == "code"]
    setup = code[0] if code else -1
    types: list[str] = []
    used = 0.0  # lines filled on the current slide or sub-slide
    for index, cell in enumerate(nb.cells):
        parts = heading_parts(cell.source) if cell.cell_type == "markdown" else [(0, "")]
        level = parts[0][0]
        if cell.cell_type == "markdown":
            size = prose_lines(parts[0][1])
        else:  # the code of a cell the build cuts in two is placed by its own size
            size = text_lines(cell.source) + 1 if is_cut(cell) else height(cell)
        if index == 0 or level in (1, 2):
            kind, used = "slide", size
        elif index == setup:
            kind = "skip"
        elif level == 3 or (used > 0 and used + size > BUDGET):
            kind, used = "subslide", size
        else:
            kind, used = ("fragment" if cell.cell_type == "code" else "-"), used + size
        if len(parts) > 1:  # a heading inside the cell begins a slide of its own (build)
            used = prose_lines(parts[-1][1])
        elif is_cut(cell):  # its output has a sub-slide of its own (build)
            used = height(cell) - size
        types.append(kind)
    return types


def slide_type(cell: NotebookNode) -> str | None:
    """Return a cell's slide type from its metadata (``None`` when it has none)."""
    value = cell.get("metadata", {}).get("slideshow", {}).get("slide_type")
    return value if isinstance(value, str) else None


def missing(nb: NotebookNode) -> list[int]:
    """Return the indices of the cells that carry no valid slide type."""
    return [i for i, cell in enumerate(nb.cells) if slide_type(cell) not in SLIDE_TYPES]


def marked(nb: NotebookNode) -> NotebookNode:
    """Return a copy of a lesson whose cells carry the slide types of the rule (nothing else of
    the notebook changes)."""
    result = copy.deepcopy(nb)
    for cell, kind in zip(result.cells, slide_types(result), strict=True):
        cell.metadata.setdefault("slideshow", {})["slide_type"] = kind
    return result


def mark(path: Path, check: bool = False) -> bool:
    """Give a lesson the slide types of the rule; return True if its file changed (with
    ``check``, if it would change, writing nothing)."""
    text = path.read_text(encoding="utf-8")
    nb = nbformat.reads(text, as_version=4)
    new = nbformat.writes(marked(nb)) + "\n"
    if new == text:
        return False
    if not check:
        path.write_text(new, encoding="utf-8")
    return True
