"""Stage the course's pages as the two Sphinx source trees of the book (one per language).

The pages follow the folders: each track takes every ``NN-*.ipynb`` of its lessons and
exercises folders (student copies only: the ``solutions/`` folders are never read), in
lesson-number order, and the rule books and glossary of ``docs/`` that exist. A page keeps its
place under the track (``lessons/ru/01-x.ipynb`` is staged as ``ru/lessons/01-x.ipynb``), so a
page and its twin in the other language have the same name. Sphinx takes each page's title from
its first heading.

A track may show a document of another language in its own frame (``Track.framed``): the
Russian track shows the glossary (``docs/glossary.md``, a table of each English term and its
Russian) under a Russian title and introduction (``book/ru/glossary.md``), with its section
headings and table columns in Russian (``book/ru/glossary.json``; a heading or a column missing
there is a StageError, so no new section stays in English).

Staged copies differ from the course's files in these ways only:

- relative links are written for the page's new place: to a page of the same track, to the
  Russian twin of an English page when a Russian page links to one that has a twin, or else to
  the other track's built page;
- a notebook that stores widget state gets a note, after its title cell, that its widgets are a
  picture of the saved state, with the ways to the live version (``book/<lang>/widget-note.md``):
  ``make lab``, and a Binder link when the repository's address is set (``tools/launchers.py``);
- the self-checks' verdicts, outputs for a class report that a reader never sees
  (``pyanitsa_edu.checks.verdict``), are left out: MyST-NB would warn of their unknown type.

Each track's root page is ``book/<lang>/index.md`` (a Jinja template filled with the page lists),
and ``_track.json`` tells ``book/conf.py`` the track's title and the other track's pages (for
the language switch). Files are written only when their content changes, so a second build
reads only what changed. Nothing is written outside the staging folder.

Used by ``tools/build_book.py`` (``--stage-only`` stops after staging).
"""

from __future__ import annotations

import html
import json
import posixpath
import re
import sys
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import jinja2
import nbformat
from markdown_it import MarkdownIt

from book_assets import widget_state_version
from launchers import binder_base, binder_url, repository
from make_student_copies import LINK, SCHEME
from pyanitsa_edu.checks.verdict import MIME as VERDICT

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
NUMBER = re.compile(r"^(\d+)")
HEADING = re.compile(r"^#\s+(.+?)\s*#*\s*$", re.MULTILINE)
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
TRACK_FILE = "_track.json"
INLINE = MarkdownIt("commonmark")
"""Renders a link's text as HTML when the link must be written in HTML."""
ENGLISH = "en"


class StageError(RuntimeError):
    """The course's files cannot be staged as they are (the message says why)."""


@dataclass(frozen=True)
class Track:
    """Where one language's pages live in the repository."""

    lang: str
    """The Sphinx ``language`` and the track's folder in the site (``en``, ``ru``)."""
    folders: tuple[str, ...]
    """Folders whose ``NN-*.ipynb`` are the track's notebooks (not their subfolders)."""
    docs: tuple[tuple[str, str], ...]
    """(repository path, page path in the track) of each document page, taken if it exists."""
    framed: tuple[tuple[str, str], ...] = ()
    """(repository path, frame) of each document shown in the track's own frame: the Jinja
    template ``book/<lang>/<frame>`` around it, with its words in ``<frame stem>.json``."""


TRACKS = (
    Track(
        ENGLISH,
        ("lessons", "exercises"),
        (
            ("docs/rules.md", "docs/rules.md"),
            ("docs/rules-66.md", "docs/rules-66.md"),
            ("docs/glossary.md", "docs/glossary.md"),
            ("docs/teaching.md", "docs/teaching.md"),
        ),
    ),
    Track(
        "ru",
        ("lessons/ru", "exercises/ru"),
        (
            ("docs/ru/rules.md", "docs/rules.md"),
            ("docs/ru/rules-66.md", "docs/rules-66.md"),
            ("docs/glossary.md", "docs/glossary.md"),
            ("docs/ru/teaching.md", "docs/teaching.md"),
        ),
        (("docs/glossary.md", "glossary.md"),),
    ),
)


@dataclass(frozen=True)
class Page:
    """A file of the course and its place in the book."""

    lang: str
    """The track that shows it."""
    source: PurePosixPath
    """Its path in the repository."""
    path: PurePosixPath
    """Its path in the track's source tree (the same for a page and its twin)."""

    @property
    def docname(self) -> str:
        """Return the Sphinx document name (the path without its suffix)."""
        return str(self.path.with_suffix(""))

    @property
    def section(self) -> str:
        """Return the first folder of the page's path (``lessons``, ``exercises``, ``docs``)."""
        return self.path.parts[0]


def lesson_order(path: Path) -> tuple[int, str]:
    """Return the sort key of a notebook: its leading number, then its name."""
    number = NUMBER.match(path.name)
    return (int(number.group(1)) if number else sys.maxsize, path.name)


def track_pages(track: Track, root: Path = ROOT) -> list[Page]:
    """Return the track's pages: notebooks of each folder in lesson order, then the docs."""
    pages: list[Page] = []
    for folder in track.folders:
        section = folder.split("/")[0]
        notebooks = sorted((root / folder).glob("[0-9]*.ipynb"), key=lesson_order)
        pages += [
            Page(track.lang, PurePosixPath(folder, nb.name), PurePosixPath(section, nb.name))
            for nb in notebooks
        ]
    for source, path in track.docs:
        if (root / source).is_file():
            pages.append(Page(track.lang, PurePosixPath(source), PurePosixPath(path)))
    return pages


def first_heading(text: str) -> str:
    """Return the first level-one heading of a markdown text (empty if it has none)."""
    match = HEADING.search(text)
    return match.group(1) if match else ""


class Relinker:
    """Rewrites the relative links of a page for its place in the book."""

    def __init__(self, pages: list[Page]) -> None:
        self.by_source: dict[PurePosixPath, Page] = {}
        for page in pages:  # a document two tracks show is the first track's (English) page
            self.by_source.setdefault(page.source, page)
        self.by_place = {(page.lang, page.path): page for page in pages}

    def target(self, page: Page, link: str) -> tuple[str, bool] | None:
        """Return where ``link`` (written in ``page``'s repository file) points in the book and
        whether that is a built page of the other track; ``None`` to leave the link as written
        (an address, an anchor, a file not in the book)."""
        path, hash_, fragment = link.partition("#")
        if not path or SCHEME.match(link) or path.startswith("/"):
            return None
        source = PurePosixPath(posixpath.normpath(str(page.source.parent / path)))
        found = self.by_source.get(source)
        if found is None:
            return None
        if found.lang != page.lang and found.lang == ENGLISH:
            found = self.by_place.get((page.lang, found.path), found)  # the page's own twin
        here = page.path.parent
        if found.lang == page.lang:
            return posixpath.relpath(str(found.path), str(here)) + hash_ + fragment, False
        up = "../" * (len(here.parts) + 1)
        return f"{up}{found.lang}/{found.docname}.html{hash_}{fragment}", True

    def relink(self, page: Page, text: str) -> str:
        """Return ``text`` with each relative markdown link rewritten (see ``target``).

        A link to the other track's built page becomes an HTML link (MyST would look for a
        document of its own track).
        """

        def moved(link: re.Match[str]) -> str:
            found = self.target(page, link["target"])
            if found is None:
                return link[0]
            new, other_track = found
            if other_track and not link["open"].startswith("!"):
                label = INLINE.renderInline(link["open"][1:-2])
                return f'<a href="{html.escape(new)}">{label}</a>'
            return f"{link['open']}{new}{link['rest']}"

        return LINK.sub(moved, text)


def widget_state(nb: nbformat.NotebookNode) -> dict[str, object]:
    """Return the notebook's saved widget state (empty if it stores none)."""
    state: dict[str, object] = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {})
    return state if state.get("state") else {}


def drop_verdicts(nb: nbformat.NotebookNode) -> None:
    """Remove the self-checks' verdicts from the notebook's outputs (they are for a class
    report, and show nothing: MyST-NB would only warn of their type)."""
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = [out for out in cell.outputs if VERDICT not in out.get("data", {})]


def stage_notebook(
    page: Page, relinker: Relinker, note: jinja2.Template, binder: str | None,
    version_major: int,
) -> str:
    """Return the staged text of a notebook page (links rewritten, widget note added)."""
    nb = nbformat.read(ROOT / page.source, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            cell.source = relinker.relink(page, cell.source)
    drop_verdicts(nb)
    state = widget_state(nb)
    if state:
        if state.get("version_major") != version_major:
            raise StageError(
                f"{page.source} saves widget state version_major {state.get('version_major')}, "
                f"but the pinned widget manager (book/vendor.json) draws {version_major}"
            )
        text = note.render(binder_url=binder_url(binder, page.source))
        nb.cells.insert(1, nbformat.v4.new_markdown_cell(text))
    return nbformat.writes(nb) + "\n"


TABLE_RULE = re.compile(r"^\|(?:\s*:?-+:?\s*\|)+\s*$")
"""The rule under a markdown table's header row (``|---|:--|``)."""


def framed(text: str, env: jinja2.Environment, frame: str, lang: str) -> str:
    """Return a document of another language in the track's frame: its first heading and
    introduction replaced by the frame's, its section headings and table columns in the
    track's words (``book/<lang>/<frame stem>.json``); StageError for one the words lack."""
    words = json.loads((BOOK / lang / frame).with_suffix(".json").read_text(encoding="utf-8"))
    start = text.find("\n## ")
    lines = text[start + 1:].splitlines() if start >= 0 else []
    out = []
    for i, line in enumerate(lines):
        if line.startswith("## "):
            heading = line[3:].strip()
            if heading not in words["headings"]:
                raise StageError(f"{frame}: no {lang} words for the heading {heading!r}")
            line = "## " + words["headings"][heading]
        elif line.startswith("|") and i + 1 < len(lines) and TABLE_RULE.match(lines[i + 1]):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            missing = [cell for cell in cells if cell not in words["columns"]]
            if missing:
                raise StageError(f"{frame}: no {lang} words for the columns {missing}")
            line = "| " + " | ".join(words["columns"][cell] for cell in cells) + " |"
        out.append(line)
    return env.get_template(frame).render(body="\n".join(out)) + "\n"


def track_files(
    track: Track, pages: list[Page], relinker: Relinker, binder: str | None
) -> dict[str, str]:
    """Return every staged file of one track: relative path -> text."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(BOOK / track.lang),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
    )
    note = env.get_template("widget-note.md")
    version_major = widget_state_version()
    own = [page for page in pages if page.lang == track.lang]
    files: dict[str, str] = {}
    frames = dict(track.framed)
    for page in own:
        if page.source.suffix == ".ipynb":
            files[str(page.path)] = stage_notebook(page, relinker, note, binder, version_major)
        else:
            text = relinker.relink(page, (ROOT / page.source).read_text(encoding="utf-8"))
            frame = frames.get(str(page.source))
            files[str(page.path)] = framed(text, env, frame, track.lang) if frame else text
    places = {page.path for page in own}
    other = [page for page in pages if page.lang != track.lang]
    other_docs = [
        {
            "title": first_heading((ROOT / page.source).read_text(encoding="utf-8")),
            "url": f"../{page.lang}/{page.docname}.html",
        }
        for page in other
        if page.section == "docs" and page.path not in places
    ]
    index = env.get_template("index.md").render(
        binder_url=binder_url(binder, PurePosixPath("lessons")),
        lessons=[p.docname for p in own if p.section == "lessons"],
        exercises=[p.docname for p in own if p.section == "exercises"],
        docs=[p.docname for p in own if p.section == "docs"],
        other_docs=other_docs,
    )
    files["index.md"] = index
    files[TRACK_FILE] = json.dumps(
        {
            "lang": track.lang,
            "title": first_heading(index),
            "others": {
                t.lang: [p.docname for p in other if p.lang == t.lang]
                for t in TRACKS
                if t.lang != track.lang
            },
        },
        ensure_ascii=False,
        indent=1,
    )
    return files


def sync(dest: Path, files: dict[str, str]) -> int:
    """Make ``dest`` hold exactly ``files``: write those that changed, delete the others.

    Return how many files were written.
    """
    written = 0
    for rel, text in files.items():
        path = dest / rel
        data = text.encode("utf-8")
        if path.is_file() and path.read_bytes() == data:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written += 1
    wanted = {dest / rel for rel in files}
    for path in sorted(dest.rglob("*"), reverse=True):
        if path.is_file() and path not in wanted:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return written


def stage(dest: Path) -> dict[str, list[Page]]:
    """Stage both tracks into ``dest/<lang>/``; return each track's pages."""
    pages = [page for track in TRACKS for page in track_pages(track)]
    relinker = Relinker(pages)
    binder = binder_base(repository())
    for track in TRACKS:
        sync(dest / track.lang, track_files(track, pages, relinker, binder))
    return {track.lang: [p for p in pages if p.lang == track.lang] for track in TRACKS}
