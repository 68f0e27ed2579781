"""The exercises as handouts to print: the student copies of both tracks (``exercises/``,
``exercises/ru/``; never the solutions) as print-ready HTML pages and, when Chromium is at hand,
as PDF printed from them.

A handout is the student copy converted by nbconvert's HTML exporter with the template
``teaching/templates/pyanitsa_handout`` and the print style sheet ``teaching/handout.css``:
A4 pages, no input or output prompts, each task (a ``##`` heading, wherever it stands in a
cell) from the second on at the top of a new page, and ruled room to write after every answer
cell (a code cell with the ``# YOUR CODE HERE`` / ``# ВАШ КОД`` placeholder, and the
"*Your answer …*" cells, whose "double-click" line has no meaning on paper). Formulas are
typeset by the book's pinned MathJax (``book/vendor.json``), served from
``build/handouts/_static/``; nothing is loaded from the internet. The PDF is Chromium's own
print of the HTML (``--print-to-pdf``), so no LaTeX is needed.

Usage::

    python tools/handouts.py                  # build/handouts/{en,ru}/NN-*.html and .pdf
    python tools/handouts.py --no-pdf         # only the HTML
    python tools/handouts.py exercises/ru/05-monte-carlo.ipynb --out /tmp/handouts
"""

from __future__ import annotations

import argparse
import copy
import html
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat
from nbformat import NotebookNode

from book_assets import AssetError
from make_student_copies import RU_YOUR_CODE, YOUR_CODE
from materials import (
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

OUT = ROOT / "build" / "handouts"
STATIC = "_static"
TEMPLATES = TEACHING / "templates"
CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
TASK_TAG = "handout-task"
"""The tag of a task's heading cell: the print style sheet starts a new page before it."""
ANSWER_LINES = 7
"""Ruled lines of room after an answer cell."""
PLACEHOLDERS = (YOUR_CODE, RU_YOUR_CODE)
ANSWER_CELL = re.compile(r"^\*(?:Your answer|Ваш ответ)\b[^*]*\*.*$", re.M)
"""The line of a student copy's written-answer cell: "*Your answer (double-click …):* …"."""
PDF_TIMEOUT_S = 120
CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--no-pdf-header-footer", "--virtual-time-budget=20000",
)  # fmt: skip


class HandoutError(ValueError):
    """A handout cannot be made (the message says why)."""


def answer_space(lang: str) -> NotebookNode:
    """Return the cell of ruled room to write that follows an answer cell."""
    label = materials_words(lang)["answer_space"]
    lines = '<div class="handout-line"></div>' * ANSWER_LINES
    return nbformat.v4.new_markdown_cell(
        f'<div class="handout-answer"><p class="handout-answer-label">{label}</p>{lines}</div>'
    )


def task_pieces(cell: NotebookNode) -> list[NotebookNode]:
    """Return a cell as the cells its handout shows: a markdown cell is cut before each ``##``
    heading inside it, and a piece that opens with one is tagged as a task's first cell."""
    if cell.cell_type != "markdown":
        return [cell]
    pieces: list[NotebookNode] = []
    for level, text in heading_parts(cell.source):
        if level == 2 or not pieces:
            piece = copy.deepcopy(cell)
            piece.source = text
            if level == 2:
                piece.metadata.setdefault("tags", []).append(TASK_TAG)
            pieces.append(piece)
        else:
            pieces[-1].source += "\n\n" + text
    return pieces


def for_print(nb: NotebookNode, lang: str) -> NotebookNode:
    """Return the copy of a student notebook that its handout is made from: task headings
    tagged, room to write after each answer cell, the written-answer cells' screen hint
    dropped."""
    result = copy.deepcopy(nb)
    result.metadata.pop("widgets", None)
    cells: list[NotebookNode] = []
    for cell in [piece for whole in result.cells for piece in task_pieces(whole)]:
        if cell.cell_type == "markdown" and ANSWER_CELL.search(cell.source):
            cell.source = ANSWER_CELL.sub("", cell.source).strip()
            if cell.source:
                cells.append(cell)
            cells.append(answer_space(lang))
            continue
        cells.append(cell)
        if cell.cell_type == "code" and any(p in cell.source for p in PLACEHOLDERS):
            cells.append(answer_space(lang))
        if cell.cell_type == "code":
            cell.outputs = []
    for number, cell in enumerate(cells):  # unique ids, the added cells included
        cell["id"] = f"h{number}"
    result.cells = cells
    return result


def exporter(lang: str) -> object:
    """Return nbconvert's HTML exporter set up for a handout: the template, the language, the
    local MathJax, no prompts."""
    from nbconvert import HTMLExporter
    from traitlets.config import Config

    config = Config()
    config.HTMLExporter.extra_template_basedirs = [str(TEMPLATES)]
    config.HTMLExporter.template_name = "pyanitsa_handout"
    config.HTMLExporter.language_code = lang
    config.HTMLExporter.mathjax_url = f"../{STATIC}/mathjax/tex-svg-full.js"
    config.HTMLExporter.exclude_input_prompt = True
    config.HTMLExporter.exclude_output_prompt = True
    return HTMLExporter(config=config)


def build_html(path: Path, out: Path, html_exporter: object | None = None) -> Path:
    """Write the HTML handout of one student copy into ``out/<lang>/``; return the file."""
    if path.resolve().parent.name == "solutions":
        raise HandoutError(f"{path}: a handout is made from a student copy, not a solution")
    lang = track_of(path).lang
    nb = nbformat.read(path, as_version=4)
    exporter_ = html_exporter or exporter(lang)
    resources = {
        "metadata": {"name": first_heading(nb) or path.stem, "path": str(path.parent)},
        "pyanitsa_static": f"../{STATIC}",
    }
    body, _ = exporter_.from_notebook_node(  # type: ignore[attr-defined]
        for_print(nb, lang), resources=resources
    )
    target = out / lang / f"{path.stem}.html"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(body, encoding="utf-8")
    return target


def print_pdf(page: Path, chromium: Path = CHROMIUM) -> Path:
    """Print an HTML handout to the PDF beside it with headless Chromium; return the PDF.
    Raise ``HandoutError`` if Chromium fails."""
    target = page.with_suffix(".pdf")
    with tempfile.TemporaryDirectory(prefix="handout-chromium-") as profile:
        command = [
            str(chromium), *CHROMIUM_FLAGS, f"--user-data-dir={profile}",
            f"--print-to-pdf={target}", page.resolve().as_uri(),
        ]  # fmt: skip
        done = subprocess.run(command, capture_output=True, text=True, timeout=PDF_TIMEOUT_S)
    if done.returncode != 0 or not target.is_file() or target.stat().st_size == 0:
        raise HandoutError(f"Chromium could not print {page}: {done.stderr.strip()[-400:]}")
    return target


def index_page(pages: dict[str, list[tuple[Path, Path]]], pdf: bool) -> str:
    """Return the index page of the handouts: each track's exercises, linked (HTML and PDF)."""
    sections = []
    for lang, items in pages.items():
        said = materials_words(lang)
        rows = []
        for source, page in items:
            title = html.escape(first_heading(nbformat.read(source, as_version=4)) or page.stem)
            link = f'<a href="{lang}/{page.name}">{title}</a>'
            if pdf:
                link += f' · <a href="{lang}/{page.stem}.pdf">PDF</a>'
            rows.append(f"<li>{link}</li>")
        sections.append(
            f'<section lang="{lang}">\n<h2>{said["handouts"]}: {said["exercises"].lower()}</h2>\n'
            f'<p>{said["handouts_note"]}</p>\n<ul>\n' + "\n".join(rows) + "\n</ul>\n</section>"
        )
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<title>Pyanitsa: handouts · Раздаточные материалы</title>\n"
        f'<link rel="stylesheet" href="{STATIC}/index.css">\n</head>\n<body>\n<main>\n'
        "<h1>Pyanitsa · «Пьяница»</h1>\n" + "\n".join(sections) + "\n</main>\n</body>\n</html>\n"
    )


def build(
    paths: Iterable[Path] = (), out: Path = OUT, pdf: bool = True, jobs: int = 2
) -> list[Path]:
    """Build the handouts of ``paths`` (every student copy of both tracks if none) into
    ``out``: HTML, and PDF when ``pdf``; return the files written."""
    chosen = [p.resolve() for p in paths] or [p for t in TRACKS for p in numbered(t.exercises)]
    if pdf and not CHROMIUM.is_file():
        raise HandoutError(f"no Chromium at {CHROMIUM} to print the PDF (set CHROMIUM, or use "
                           "--no-pdf for the HTML alone)")
    fetch_static(out / STATIC, ("mathjax",))
    for css in ("handout.css", "index.css"):
        shutil.copyfile(TEACHING / css, out / STATIC / css)
    exporters = {t.lang: exporter(t.lang) for t in TRACKS}
    pages = [(p, build_html(p, out, exporters[track_of(p).lang])) for p in chosen]
    written = [page for _, page in pages]
    if pdf:
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            written += list(pool.map(print_pdf, written))
    by_lang = {t.lang: [(s, p) for s, p in pages if track_of(s) == t] for t in TRACKS}
    (out / "index.html").write_text(
        index_page({lang: items for lang, items in by_lang.items() if items}, pdf),
        encoding="utf-8",
    )
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("exercises", nargs="*", type=Path,
                        help="student copies (default: every one, both tracks)")
    parser.add_argument("--out", type=Path, default=OUT, help="output folder")
    parser.add_argument("--no-pdf", action="store_true", help="the HTML pages only")
    parser.add_argument("--jobs", type=int, default=2, help="Chromium prints at once")
    args = parser.parse_args(argv)
    start = time.monotonic()
    try:
        written = build(args.exercises, args.out, pdf=not args.no_pdf, jobs=args.jobs)
    except (HandoutError, AssetError, ValueError, subprocess.TimeoutExpired) as exc:
        print(f"handouts: {exc}", file=sys.stderr)
        return 1
    took = time.monotonic() - start
    print(f"handouts: {len(written)} files in {args.out} ({took:.0f} s); "
          f"open {args.out / 'index.html'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
