"""The lessons as slides: where each slide begins (cell metadata written into the lessons), and
reveal.js slide shows built from it by nbconvert that load nothing from the internet.

**The rule** (``mark``, in ``tools/slide_rule.py``) gives every cell of a lesson nbconvert's
``slideshow.slide_type``: each ``##`` section a slide, a cell that would overfill its slide a
sub-slide, code cells fragments, the set-up cell skipped (that module's docstring says it in
full). It reads nothing but the lesson, so it can be run again after any edit; it changes only
the cells' ``slideshow`` metadata (never a source or an output).

**The build** (``build``) converts each lesson with nbconvert's ``SlidesExporter`` and the
template ``teaching/templates/pyanitsa_slides`` (reveal.js 5, MathJax 3, no jQuery, require.js
or mermaid), into ``build/slides/<lang>/NN-name.slides.html``, with the pinned reveal.js and
MathJax in ``build/slides/_static/`` (``teaching/vendor.json``, ``book/vendor.json``) and an
index page. On the way, in the converted copy only: the widgets' saved state is dropped and each
widget replaced by the live-demo note, a cell is cut before each heading inside it, a code
cell too tall for one slide shows its code, then its output on the next sub-slide, and a
markdown part longer than a slide is cut at its paragraphs into sub-slides, and a relative link
leads to the slides of the lesson it names (or to the file in the course's folder). Input and
output prompts are left out.

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
from slide_rule import (
    BUDGET,
    HEIGHT,
    WIDGET_VIEW,
    WIDTH,
    is_cut,
    mark,
    missing,
    prose_lines,
)

OUT = ROOT / "build" / "slides"
STATIC = "_static"
TEMPLATES = TEACHING / "templates"
PACKAGES = ("reveal.js", "mathjax")


class SlidesError(ValueError):
    """A lesson cannot be made into slides as it is (the message says why and what to run)."""


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
