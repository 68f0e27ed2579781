"""The lessons' slides (``tools/slide_rule.py``, ``tools/slides.py``): every lesson of both
tracks carries the slide metadata the rule writes, the rule does what its docstring says on a
made-up lesson, it changes nothing but that metadata, and one lesson's slides build with every
browser file local."""

from __future__ import annotations

import copy
import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import slide_rule  # noqa: E402  (tools/slide_rule.py)
import slides  # noqa: E402  (tools/slides.py)

LESSONS = sorted((ROOT / "lessons").glob("[0-9][0-9]-*.ipynb")) + sorted(
    (ROOT / "lessons" / "ru").glob("[0-9][0-9]-*.ipynb")
)
REMOTE = re.compile(
    r"""(?:\b(?:src|href|data)\s*=\s*["']?\s*|url\(\s*["']?|import\s*\(?\s*["'])(?:https?:)?//""",
    re.I,
)
"""A resource the page would fetch from elsewhere: an attribute, a CSS url() or a JS import."""
LOCAL = re.compile(r"""\b(?:src|href)="(\.\./[^"#?]+)""")
"""A relative address on the page: a file it loads, or a link."""


def _id(path: Path) -> str:
    return path.relative_to(ROOT / "lessons").as_posix()


def _strip(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Return a copy of a notebook without any slide metadata."""
    bare = copy.deepcopy(nb)
    for cell in bare.cells:
        cell.metadata.pop("slideshow", None)
    return bare


@pytest.mark.parametrize("path", LESSONS, ids=_id)
def test_every_lesson_carries_its_slide_metadata(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    lacking = slide_rule.missing(nb)
    assert not lacking, (
        f"{_id(path)}: cells {lacking} carry no slide type: run python tools/slides.py mark"
    )
    types = [slide_rule.slide_type(cell) for cell in nb.cells]
    assert types[0] == "slide", "the title cell begins the first slide"
    for cell, kind in zip(nb.cells, types, strict=True):
        if slides.heading_parts(cell.source)[0][0] == 2 and cell.cell_type == "markdown":
            assert kind == "slide", f"{_id(path)}: a ## section begins a slide: {cell.source!r}"


def test_the_lessons_are_found() -> None:
    names = {p.name for p in LESSONS}
    assert len(LESSONS) >= 2 * 26 and "05-monte-carlo.ipynb" in names


def _made_up_lesson() -> nbformat.NotebookNode:
    """A lesson with one cell of each case the rule tells apart."""
    tall_output = {"output_type": "display_data", "metadata": {},
                   "data": {"image/png": "iVBORw0KGgo=", "text/plain": "<Figure>"}}
    widget = {"output_type": "execute_result", "execution_count": 5, "metadata": {},
              "data": {slide_rule.WIDGET_VIEW: {"model_id": "abc", "version_major": 2,
                                            "version_minor": 0}, "text/plain": "VBox()"}}
    code = nbformat.v4.new_code_cell
    cells = [
        nbformat.v4.new_markdown_cell("# 99 · A made-up lesson\n\nWhat it is about."),
        code("%matplotlib inline\nimport numpy as np"),                    # the set-up cell
        nbformat.v4.new_markdown_cell("## 1. First section\n\nA short text."),
        code("x = 1"),                                                    # fits: a fragment
        nbformat.v4.new_markdown_cell("It goes on."),                     # fits: continues
        code("\n".join(f"y{i} = {i}" for i in range(18)), outputs=[tall_output]),  # overfills
        nbformat.v4.new_markdown_cell("### A box\n\nSomething aside."),
        nbformat.v4.new_markdown_cell("Some text.\n\n## 2. A heading inside a cell\n\nMore."),
        code("panel()", outputs=[widget]),
    ]
    return nbformat.v4.new_notebook(cells=cells)


def test_the_rule_on_a_made_up_lesson() -> None:
    nb = _made_up_lesson()
    assert slide_rule.slide_types(nb) == [
        "slide", "skip", "slide", "fragment", "-", "subslide", "subslide", "-", "fragment",
    ]  # fmt: skip


def test_the_build_cuts_at_headings_and_replaces_widgets() -> None:
    nb = slide_rule.marked(_made_up_lesson())
    shown = slides.for_slides(nb, "ru")
    kinds = [(c.cell_type, slide_rule.slide_type(c)) for c in shown.cells]
    assert ("markdown", "slide") in kinds[8:], "the ## inside the last markdown cell is a slide"
    texts = [c.source for c in shown.cells if c.cell_type == "markdown"]
    assert any(t.startswith("## 2. A heading inside a cell") for t in texts)
    widget_cell = shown.cells[-1]
    html = widget_cell.outputs[0]["data"]["text/html"]
    assert slide_rule.WIDGET_VIEW not in widget_cell.outputs[0]["data"]
    assert "Живая демонстрация" in html and "JupyterLab" in html
    assert "widgets" not in shown.metadata
    tall = [c for c in shown.cells if c.cell_type == "code" and c.source.startswith("y0")]
    assert len(tall) == 2 and tall[0].outputs == [] and tall[1].outputs, "code, then its output"
    assert tall[1].metadata["transient"] == {"remove_source": True}
    assert slide_rule.slide_type(tall[1]) == "subslide"
    assert len({c.id for c in shown.cells}) == len(shown.cells), "cell ids stay unique"


def test_a_markdown_part_longer_than_a_slide_is_cut_at_its_paragraphs() -> None:
    paragraph = "word " * 150
    pieces = slides.split_prose("\n\n".join([paragraph] * 6))
    assert len(pieces) > 1
    assert all(slide_rule.prose_lines(p) <= slide_rule.BUDGET for p in pieces)
    assert "".join(pieces).split() == ("\n\n".join([paragraph] * 6)).split()
    fenced = "```\nline\n\nline\n```"
    assert slides.split_prose(fenced) == [fenced], "no cut inside fenced code"


def test_the_build_refuses_a_lesson_without_metadata() -> None:
    with pytest.raises(slides.SlidesError, match=r"tools/slides\.py mark"):
        slides.for_slides(_made_up_lesson(), "en", lesson=ROOT / "lessons" / "99-x.ipynb")


def test_mark_writes_only_the_metadata_and_is_idempotent(tmp_path: Path) -> None:
    source = ROOT / "lessons" / "05-monte-carlo.ipynb"
    original = nbformat.read(source, as_version=4)
    lesson = tmp_path / "05-monte-carlo.ipynb"
    nbformat.write(_strip(original), lesson)
    assert slide_rule.missing(nbformat.read(lesson, as_version=4))
    assert slide_rule.mark(lesson, check=True), "the check says it would write"
    assert slide_rule.missing(nbformat.read(lesson, as_version=4)), "and writes nothing"
    assert slide_rule.mark(lesson)
    written = nbformat.read(lesson, as_version=4)
    assert slide_rule.missing(written) == []
    assert _strip(written) == _strip(original), "sources, outputs and widgets are untouched"
    assert not slide_rule.mark(lesson), "a second run changes nothing"
    assert [slide_rule.slide_type(c) for c in written.cells] == slide_rule.slide_types(original)


@pytest.mark.slow
def test_one_lesson_builds_offline(tmp_path: Path) -> None:
    """The Russian lesson 05: formulas, plots and a widget; every file it loads is local."""
    lesson = ROOT / "lessons" / "ru" / "05-monte-carlo.ipynb"
    written = slides.build([lesson], out=tmp_path)
    page = tmp_path / "ru" / "05-monte-carlo.slides.html"
    assert written == [page]
    text = page.read_text(encoding="utf-8")
    assert REMOTE.findall(text) == [], "a file would come from outside the machine"
    assert '<html lang="ru">' in text
    assert slide_rule.WIDGET_VIEW not in text and "Живая демонстрация" in text
    assert text.count("<section") > 10 and "class=\"fragment\"" in text
    assert "$\\hat p" in text, "formulas are left for MathJax, which is local"
    for ref in set(LOCAL.findall(text)):
        assert (page.parent / ref).resolve().is_file(), f"{ref} is not in the build"
    assert any("mathjax/tex-svg-full.js" in ref for ref in LOCAL.findall(text))
    assert any("reveal.js/dist/reveal.js" in ref for ref in LOCAL.findall(text))
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert 'href="ru/05-monte-carlo.slides.html"' in index
    for css in sorted(tmp_path.rglob("*.css")):
        assert REMOTE.findall(css.read_text(encoding="utf-8", errors="replace")) == [], css
