"""The lessons as slides: where each slide begins (cell metadata written into the lessons), and
reveal.js slide shows built from it by nbconvert that load nothing from the internet.

**The rule** (``mark``) gives every cell of a lesson nbconvert's ``slideshow.slide_type``:

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

**The build** (``build``) converts each lesson with nbconvert's ``SlidesExporter`` and the
template ``teaching/templates/pyanitsa_slides`` (reveal.js 5, MathJax 3, no jQuery, require.js
or mermaid), into ``build/slides/<lang>/NN-name.slides.html``, with the pinned reveal.js and
MathJax in ``build/slides/_static/`` (``teaching/vendor.json``, ``book/vendor.json``) and an
index page. On the way, in the converted copy only: the widgets' saved state is dropped and each
widget replaced by the live-demo note, a cell is cut before each heading inside it, a code
cell too tall for one slide shows its code, then its output on the next sub-slide, and a
markdown part longer than a slide is cut at its paragraphs into sub-slides. Input and output
prompts are left out.

Usage::

    python tools/slides.py mark                 # write the metadata into every lesson, both tracks
    python tools/slides.py mark --check         # exit 1 naming lessons that differ from the rule
    python tools/slides.py build                # build/slides/index.html and every lesson
    python tools/slides.py build lessons/ru/05-monte-carlo.ipynb --out /tmp/slides
"""

from __future__ import annotations

import argparse
import copy
import html
import math
import os
import re
import sys
import time
from collections.abc import Iterable
from pathlib import Path

import nbformat
from nbformat import NotebookNode

from book_assets import AssetError
from make_student_copies import LINK, SCHEME
from materials import (
    FENCE,
    ROOT,
    TEACHING,
    TRACKS,
    fetch_static,
    first_heading,
    heading_parts,
    numbered,
    track_of,
)
from materials import words as materials_words

OUT = ROOT / "build" / "slides"
STATIC = "_static"
TEMPLATES = TEACHING / "templates"
PACKAGES = ("reveal.js", "mathjax")
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


class SlidesError(ValueError):
    """A lesson cannot be made into slides as it is (the message says why and what to run)."""


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


# --- The build --------------------------------------------------------------------------------


def split_prose(source: str, budget: float = BUDGET) -> list[str]:
    """Return a markdown text cut at its paragraphs (blank lines outside fenced code and display
    math) into pieces that each fit a slide; a paragraph longer than a slide stays whole."""
    pieces: list[list[str]] = [[]]
    paragraph: list[str] = []
    fenced = False

    def close() -> None:
        if not paragraph:
            return
        current = "\n".join(pieces[-1])
        if pieces[-1] and prose_lines(current + "\n\n" + "\n".join(paragraph)) > budget:
            pieces.append([])
        if pieces[-1]:
            pieces[-1].append("")
        pieces[-1].extend(paragraph)
        paragraph.clear()

    for line in source.splitlines():
        if FENCE.match(line):
            fenced = not fenced
        if not line.strip() and not fenced:
            close()
        else:
            paragraph.append(line)
    close()
    return ["\n".join(piece) for piece in pieces if piece]


def slide_pieces(cell: NotebookNode) -> list[NotebookNode]:
    """Return a markdown cell as the cells its slides are made of: cut before each heading
    inside it (a ``##`` begins a slide, a ``###`` a sub-slide), and each part longer than a
    slide cut at its paragraphs into sub-slides. The first piece keeps the cell's slide type."""
    pieces: list[tuple[str, str]] = []
    for number, (level, part) in enumerate(heading_parts(cell.source)):
        kind = "" if number == 0 else ("subslide" if level == 3 else "slide")
        for k, text in enumerate(split_prose(part)):
            pieces.append((kind if k == 0 else "subslide", text))
    cells: list[NotebookNode] = []
    for number, (kind, text) in enumerate(pieces or [("", cell.source)]):
        if number == 0:
            first = copy.deepcopy(cell)
            first.source = text
            cells.append(first)
        else:
            more = nbformat.v4.new_markdown_cell(text, id=f"{cell.get('id', 'cell')}-{number}")
            more.metadata["slideshow"] = {"slide_type": kind}
            cells.append(more)
    return cells


def relink(source: str, lesson: Path, out: Path) -> str:
    """Return a markdown text of ``lesson`` with each relative link written for its slides in
    ``out/<lang>/``: a link to a lesson leads to that lesson's slides, any other to the file in
    the course's folder."""
    here = out / track_of(lesson).lang

    def moved(link: re.Match[str]) -> str:
        path, hash_, fragment = link["target"].partition("#")
        if not path or SCHEME.match(path) or path.startswith("/"):
            return link[0]
        target = (lesson.parent / path).resolve()
        if target.suffix == ".ipynb" and any(
            target.parent == t.lessons.resolve() for t in TRACKS
        ):
            new = f"../{track_of(target).lang}/{slides_name(target)}"
        else:
            new = os.path.relpath(target, here.resolve()).replace(os.sep, "/")
        return f"{link['open']}{new}{hash_}{fragment}{link['rest']}"

    return LINK.sub(moved, source)


def for_slides(
    nb: NotebookNode, lang: str, lesson: Path | None = None, out: Path = OUT
) -> NotebookNode:
    """Return the copy of a lesson that the slides are made from: widgets replaced by the
    live-demo note, cells cut at headings and long ones into sub-slides, relative links
    written for ``out`` (when the lesson's path is given), no saved widget state. Raise
    ``SlidesError`` when a cell carries no slide type."""
    lacking = missing(nb)
    if lacking:
        where = lesson.relative_to(ROOT) if lesson and lesson.is_relative_to(ROOT) else "lesson"
        raise SlidesError(
            f"{where}: {len(lacking)} cells carry no slide type (the first is cell {lacking[0]}): "
            "run python tools/slides.py mark"
        )
    note = materials_words(lang)["live_widget"]
    result = copy.deepcopy(nb)
    result.metadata.pop("widgets", None)
    cells: list[NotebookNode] = []
    for cell in result.cells:
        if cell.cell_type == "code":
            for output in cell.get("outputs", []):
                if WIDGET_VIEW in output.get("data", {}):
                    output["data"] = {
                        "text/html": f'<div class="pyanitsa-live-note" role="note">{note}</div>'
                    }
        if is_cut(cell):
            result_cell = copy.deepcopy(cell)
            result_cell.metadata["slideshow"] = {"slide_type": "subslide"}
            result_cell.metadata["transient"] = {"remove_source": True}
            result_cell["id"] = f"{cell.get('id', 'cell')}-output"
            cell.outputs = []
            cells += [cell, result_cell]
        elif cell.cell_type == "markdown":
            if lesson is not None:
                cell.source = relink(cell.source, lesson, out)
            cells += slide_pieces(cell)
        else:
            cells.append(cell)
    result.cells = cells
    return result


def exporter(lang: str) -> object:
    """Return nbconvert's slides exporter set up for the course: the template, the language,
    the local reveal.js and MathJax, no prompts."""
    from nbconvert import SlidesExporter
    from traitlets.config import Config

    config = Config()
    config.SlidesExporter.extra_template_basedirs = [str(TEMPLATES)]
    config.SlidesExporter.template_name = "pyanitsa_slides"
    config.SlidesExporter.language_code = lang
    config.SlidesExporter.reveal_url_prefix = f"../{STATIC}/reveal.js"
    config.SlidesExporter.reveal_theme = "white"
    config.SlidesExporter.reveal_transition = "none"
    config.SlidesExporter.reveal_number = "c/t"
    config.SlidesExporter.reveal_width = str(WIDTH)
    config.SlidesExporter.reveal_height = str(HEIGHT)
    config.SlidesExporter.mathjax_url = f"../{STATIC}/mathjax/tex-svg-full.js"
    config.SlidesExporter.exclude_input_prompt = True
    config.SlidesExporter.exclude_output_prompt = True
    return SlidesExporter(config=config)


def slides_name(path: Path) -> str:
    """Return the file name of a lesson's slides: ``05-monte-carlo.slides.html``."""
    return f"{path.stem}.slides.html"


def build_one(path: Path, out: Path, slides_exporter: object | None = None) -> Path:
    """Write the slides of one lesson into ``out/<lang>/``; return the file written."""
    lang = track_of(path).lang
    nb = nbformat.read(path, as_version=4)
    shown = for_slides(nb, lang, lesson=path, out=out)
    exporter_ = slides_exporter or exporter(lang)
    resources = {
        "metadata": {"name": first_heading(nb) or path.stem, "path": str(path.parent)},
        "pyanitsa_static": f"../{STATIC}",
    }
    body, _ = exporter_.from_notebook_node(shown, resources=resources)  # type: ignore[attr-defined]
    target = out / lang / slides_name(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(body, encoding="utf-8")
    return target


def index_page(lessons: dict[str, list[Path]]) -> str:
    """Return the index page of the slides: each track's lessons, linked."""
    sections = []
    for lang, paths in lessons.items():
        said = materials_words(lang)
        items = "\n".join(
            f'<li><a href="{lang}/{slides_name(p)}">'
            f"{html.escape(first_heading(nbformat.read(p, as_version=4)) or p.stem)}</a></li>"
            for p in paths
        )
        sections.append(
            f'<section lang="{lang}">\n<h2>{said["slides"]}: {said["lessons"].lower()}</h2>\n'
            f'<p>{said["slides_keys"]}</p>\n<ul>\n{items}\n</ul>\n</section>'
        )
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<title>Pyanitsa: slides · Слайды</title>\n"
        f'<link rel="stylesheet" href="{STATIC}/index.css">\n</head>\n<body>\n<main>\n'
        "<h1>Pyanitsa · «Пьяница»</h1>\n" + "\n".join(sections) + "\n</main>\n</body>\n</html>\n"
    )


def build(paths: Iterable[Path] = (), out: Path = OUT) -> list[Path]:
    """Build the slides of ``paths`` (every lesson of both tracks if none) into ``out``, with
    the pinned browser files and the index page; return the slide files written."""
    chosen = [p.resolve() for p in paths] or [p for t in TRACKS for p in numbered(t.lessons)]
    fetch_static(out / STATIC, PACKAGES)
    for css in ("slides.css", "index.css"):
        (out / STATIC / css).write_bytes((TEACHING / css).read_bytes())
    exporters = {t.lang: exporter(t.lang) for t in TRACKS}
    written = [build_one(p, out, exporters[track_of(p).lang]) for p in chosen]
    by_lang = {t.lang: [p for p in chosen if track_of(p) == t] for t in TRACKS}
    (out / "index.html").write_text(
        index_page({lang: ps for lang, ps in by_lang.items() if ps}), encoding="utf-8"
    )
    return written


# --- Command line -----------------------------------------------------------------------------


def lessons_of(args: list[str]) -> list[Path]:
    """Return the lessons named on the command line, or every lesson of both tracks."""
    if args:
        return [Path(a) for a in args]
    return [p for t in TRACKS for p in numbered(t.lessons)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    mark_cmd = commands.add_parser("mark", help="write the slide metadata into the lessons")
    mark_cmd.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    mark_cmd.add_argument("lessons", nargs="*", help="lessons (default: all, both tracks)")
    build_cmd = commands.add_parser("build", help="build the slides into build/slides/")
    build_cmd.add_argument("--out", type=Path, default=OUT, help="output folder")
    build_cmd.add_argument("lessons", nargs="*", help="lessons (default: all, both tracks)")
    args = parser.parse_args(argv)
    start = time.monotonic()
    if args.command == "mark":
        changed = [p for p in lessons_of(args.lessons) if mark(p, check=args.check)]
        for path in changed:
            state = "differs from the rule" if args.check else "slide metadata written"
            print(f"slides: {path}: {state}")
        if args.check and changed:
            print("slides: run python tools/slides.py mark", file=sys.stderr)
            return 1
        return 0
    try:
        written = build(lessons_of(args.lessons), args.out)
    except (SlidesError, AssetError, ValueError) as exc:
        print(f"slides: {exc}", file=sys.stderr)
        return 1
    took = time.monotonic() - start
    print(f"slides: {len(written)} slide shows in {args.out} ({took:.0f} s); "
          f"open {args.out / 'index.html'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
