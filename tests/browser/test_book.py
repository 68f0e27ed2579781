"""The course as a website (``make book``): the built site in ``build/book/``, read from its files
and in headless Chromium served by a local HTTP server.

- Every lesson and exercise (student copies, never solutions) of both tracks has a page, listed
  in lesson order, titled by the notebook's first heading; Russian pages are ``lang="ru"``.
- No script, style, font, image or frame of any page comes from outside the site (plain links
  in the prose may point anywhere); in the browser, every request is routed and any request
  leaving the machine is refused and fails the test.
- The demo page draws its saved widgets, the pages that store widgets say that they are a
  picture and offer the launchers, the language switch leads to the twin, and the search of
  each track finds its term («спор», "Wilson").
- axe-core finds no critical or serious violation on the demo page and a lesson of each track,
  and each saved widget says, in the page's language, that it is a picture.
- No page holds a placeholder; a Russian page (the glossary's tables of English terms aside)
  shows a reader no Latin card, Python repr, English number or word the glossary forbids; the
  Russian track shows the glossary in its own frame (no «Пока только по-английски» on its
  index), and its search finds the glossary's terms («марьяж» leads to the glossary).

``make test`` builds the site just before the browser step; alone, run ``make book`` first.
Screenshots: ``tests/screenshots/book-*.png``.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import http.server
import importlib.util
import json
import re
import sys
import threading
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urljoin

import nbformat
import pytest

from russian_reader import (
    ENGLISH_NUMBER,
    FEMININE_PYANITSA,
    LATIN_CARD,
    PLACEHOLDER,
    PYTHON_REPR,
    not_words_in,
)

from . import axe
from .conftest import _free_port, _require_browser_tools, _skip_or_fail, is_local
from .lab import TIMEOUT_MS, screenshot

if TYPE_CHECKING:
    from playwright.sync_api import Browser, ConsoleMessage, Page, Request, Route

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "book"
TRACKS = {"en": ("lessons", "exercises"), "ru": ("lessons/ru", "exercises/ru")}
"""Each track's folders in the repository; a page keeps its notebook's name in the site."""
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
DEMO_WIDGETS = {  # CSS class of each widget the demo saves -> how many it shows
    ".pyanitsa-table-widget": 2,
    ".pyanitsa-ranking-widget": 1,
    ".pyanitsa-deal-explorer": 1,
    ".pyanitsa-simulation-panel": 1,
}
SEARCHES = {"en": "Wilson", "ru": "спор"}
RESOURCE_ATTRS = {  # tag -> attributes that make the browser fetch something
    "script": ("src",),
    "link": ("href",),
    "img": ("src", "srcset"),
    "source": ("src", "srcset"),
    "video": ("src", "poster"),
    "audio": ("src",),
    "iframe": ("src",),
    "embed": ("src",),
    "object": ("data",),
    "input": ("src",),
}
CYRILLIC = re.compile(r"[А-Яа-яЁё .,:!?-]+")
LATIN = re.compile(r"[A-Za-z .,:!?-]+")
"""Navigation labels of the theme, in the track's own alphabet."""
REMOTE = re.compile(r"^\s*(https?:)?//", re.IGNORECASE)
CSS_URL = re.compile(r"""url\(\s*['"]?([^'")]+)""")


def lesson_number(path: Path) -> int:
    """Return the leading number of a notebook's name."""
    match = re.match(r"\d+", path.name)
    assert match, path
    return int(match.group())


def notebooks(folder: str) -> list[Path]:
    """Return the numbered notebooks of a repository folder, in lesson-number order."""
    return sorted((ROOT / folder).glob("[0-9]*.ipynb"), key=lambda p: (lesson_number(p), p.name))


def first_heading(nb: nbformat.NotebookNode) -> str:
    """Return the text of the notebook's first level-one heading."""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            match = re.search(r"^#\s+(.+?)\s*$", cell.source, re.MULTILINE)
            if match:
                return match.group(1)
    raise AssertionError("no heading")


class PageFacts(HTMLParser):
    """What a built page says about itself: its language, title, resources and links."""

    def __init__(self) -> None:
        super().__init__()
        self.lang = ""
        self.h1 = ""
        self.resources: list[str] = []
        self.links: list[tuple[str, set[str]]] = []  # (href, classes of the <a>)
        self.styles: list[str] = []
        self.scripts_types: list[str] = []
        self._in_h1 = False
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if tag == "html":
            self.lang = values.get("lang", "")
        if tag == "h1" and not self.h1:
            self._in_h1 = True
        self._in_style = tag == "style"
        if tag == "script" and "type" in values:
            self.scripts_types.append(values["type"])
        if tag == "a" and "href" in values:
            self.links.append((values["href"], set(values.get("class", "").split())))
        for attr in RESOURCE_ATTRS.get(tag, ()):
            if values.get(attr):
                self.resources += [part.split()[0] for part in values[attr].split(",") if part]
        if "style" in values:
            self.styles.append(values["style"])

    def handle_endtag(self, tag: str) -> None:
        if tag == "h1":
            self._in_h1 = False
        if tag == "style":
            self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_h1:
            self.h1 += data
        if self._in_style:
            self.styles.append(data)


@functools.cache
def facts(path: Path) -> PageFacts:
    """Return the parsed facts of one built HTML file."""
    parser = PageFacts()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


@pytest.fixture(scope="module")
def site() -> Path:
    """The built site (``make book``); skip, or fail under ``PYANITSA_REQUIRE_BROWSER=1``."""
    if not (SITE / "index.html").is_file():
        _skip_or_fail(f"{SITE.relative_to(ROOT)}/index.html is missing: run make book")
    return SITE


# --- The built files --------------------------------------------------------------------------


class ReaderText(HTMLParser):
    """The text a reader reads in a page's article: its prose and its outputs, with its
    images' alt texts, but not its code (cells' inputs, code blocks, inline code), its
    formulas, scripts or styles; the theme's navigation, which repeats every page's title, is
    read on the page itself."""

    SKIP_TAGS = frozenset({"script", "style", "code", "head"})
    VOID = frozenset({"img", "br", "hr", "meta", "link", "input", "source", "wbr", "area"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._stack: list[bool | None] = []  # for each open element: does it start a skipped part?
        self._skipping = 1  # until the article begins

    def _skipped(self, tag: str, classes: list[str]) -> bool:
        """Return True for an element whose content is not prose: code, formulas, scripts."""
        if tag in self.SKIP_TAGS or "cell_input" in classes or "math" in classes:
            return True
        return any(c.startswith("highlight-") and c != "highlight-myst-ansi" for c in classes)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "article" and "bd-article" in (found.get("class") or "").split():
            self._skipping -= 1  # the article: read, unless inside something skipped
            self._stack.append(False)
            self._stack[-1] = None  # type: ignore[call-overload]
            return
        if tag == "img" and not self._skipping:
            self.parts.append(f" {found.get('alt') or ''} ")
        if tag in self.VOID:
            return
        skip = self._skipped(tag, (found.get("class") or "").split())
        self._stack.append(skip)
        self._skipping += skip

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID or not self._stack:
            return
        skipped = self._stack.pop()
        self._skipping += 1 if skipped is None else -skipped  # the article's end: skip again

    def handle_data(self, data: str) -> None:
        if not self._skipping:
            self.parts.append(data)

    @property
    def text(self) -> str:
        """Return the page's text; MathJax's inline formulas left out."""
        return re.sub(r"\\\(.*?\\\)|\\\[.*?\\\]", " ", "".join(self.parts), flags=re.DOTALL)


def reader_text(path: Path) -> str:
    """Return the text a reader reads on a built page."""
    parser = ReaderText()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.text


def russian_problems(text: str) -> list[str]:
    """Return what a Russian page must not show a reader (a paper's arXiv number or an address
    is an identifier, not a number)."""
    text = IDENTIFIER.sub(" ", text)
    found = [m.group(0) for pattern in (LATIN_CARD, PYTHON_REPR, ENGLISH_NUMBER)
             for m in pattern.finditer(text)]
    return found + not_words_in(text) + [m.group(0) for m in FEMININE_PYANITSA.finditer(text)]


IDENTIFIER = re.compile(r"\barXiv:\S+|\bdoi:\S+|https?://\S+", re.IGNORECASE)
"""A paper's or a page's identifier, which keeps its own digits."""

BILINGUAL = {"docs/glossary.html", "search.html", "genindex.html"}
"""Russian pages that show English on purpose: the glossary's tables of English terms, and
Sphinx's own search and index pages."""


def test_the_reader_text_of_a_page_leaves_out_code_and_formulas() -> None:
    page = (
        '<nav>Наша «Пьяница» A♦</nav><article class="bd-article">'
        '<div class="cell_input docutils container"><pre>print(["K", "A"])</pre></div>'
        '<p>Текст <code class="docutils literal"><span>Card.parse("A♥")</span></code> и '
        '<span class="math notranslate">\\(0.5\\)</span> J♥</p>'
        '<div class="highlight-python notranslate"><pre>x = 0.5</pre></div>'
        '<div class="output stream highlight-myst-ansi notranslate"><pre>0.25 None</pre></div>'
        '<img src="x.png" alt="Рисунок: от 0 до 0.07"/><script>var a = "K♠";</script>'
        '<p>arXiv:1007.1371</p></article><footer>Q♥</footer>'
    )
    parser = ReaderText()
    parser.feed(page)
    assert sorted(russian_problems(parser.text)) == sorted(["J♥", "None", "0.25", "0.07"])


def test_no_page_holds_a_placeholder(site: Path) -> None:
    found = [f"{html.relative_to(site)}: {m.group(0)}" for html in sorted(site.rglob("*.html"))
             for m in PLACEHOLDER.finditer(reader_text(html))]  # fmt: skip
    assert found == []


def test_russian_pages_speak_as_a_russian_teacher_writes(site: Path) -> None:
    found = []
    for html in sorted((site / "ru").rglob("*.html")):
        name = html.relative_to(site / "ru").as_posix()
        if name in BILINGUAL or name.startswith("_"):
            continue
        found += [f"{name}: {problem}" for problem in russian_problems(reader_text(html))]
    assert found == [], f"{len(found)} problems, the first: {found[:20]}"


def test_the_russian_track_shows_the_glossary_and_its_search_finds_its_terms(
    site: Path,
) -> None:
    import snowballstemmer

    index = (site / "ru" / "index.html").read_text(encoding="utf-8")
    assert "пока только по-английски" not in reader_text(site / "ru" / "index.html").lower()
    assert 'href="docs/glossary.html"' in index
    glossary = reader_text(site / "ru" / "docs" / "glossary.html")
    assert "Словарь курса" in glossary and "По-русски" in glossary and "марьяж" in glossary
    raw = (site / "ru" / "searchindex.js").read_text(encoding="utf-8")
    data = json.loads(raw[raw.index("(") + 1 : raw.rindex(")")])
    stem = snowballstemmer.stemmer("russian").stemWord
    for word in ("марьяж", "объявление", "зерно", "спор", "единица"):
        docs = data["terms"].get(stem(word))
        docs = docs if isinstance(docs, list) else [docs]
        assert "docs/glossary" in [data["docnames"][d] for d in docs if d is not None], word


@pytest.mark.parametrize("lang", TRACKS)
def test_every_lesson_and_exercise_has_a_page_in_lesson_order(site: Path, lang: str) -> None:
    index = facts(site / lang / "index.html")
    assert index.lang == lang
    listed = [
        href
        for href, classes in index.links
        if "reference" in classes
        and "internal" in classes
        and href.endswith(".html")
        and "#" not in href
    ]
    for folder in TRACKS[lang]:
        section = folder.split("/")[0]
        expected = [f"{section}/{nb.stem}.html" for nb in notebooks(folder)]
        assert expected, folder
        in_toc = [href for href in listed if href.startswith(f"{section}/")]
        assert list(dict.fromkeys(in_toc)) == expected, f"{lang} table of contents, {section}"
        for nb_path in notebooks(folder):
            page = facts(site / lang / section / f"{nb_path.stem}.html")
            assert page.lang == lang, nb_path
            title = first_heading(nbformat.read(nb_path, as_version=4))
            assert page.h1.strip().rstrip("#").strip() == title, nb_path
    assert not list(site.glob("*/exercises/solutions")), "a solutions folder was published"
    for html in site.rglob("*.html"):
        assert "BEGIN SOLUTION" not in html.read_text(encoding="utf-8"), html


def test_rule_books_are_pages_and_russian_pages_link_the_russian_ones(site: Path) -> None:
    targets = {}
    for name in ("rules", "rules-66"):
        assert facts(site / "en" / "docs" / f"{name}.html").lang == "en"
        has_russian = (ROOT / "docs" / "ru" / f"{name}.md").is_file()
        assert (site / "ru" / "docs" / f"{name}.html").is_file() == has_russian, name
        targets[name] = f"/{'ru' if has_russian else 'en'}/docs/{name}.html"
    links = []
    for section in ("lessons", "exercises"):
        for html in sorted((site / "ru" / section).glob("*.html")):
            here = f"http://site/ru/{section}/{html.name}"
            links += [urljoin(here, href).split("#")[0] for href, _ in facts(html).links]
    rule_links = [link for link in links if re.search(r"/rules(-66)?\.html$", link)]
    assert rule_links, "no Russian lesson or exercise links a rule book"
    for link in rule_links:
        name = link.rsplit("/", 1)[1].removesuffix(".html")
        assert link == f"http://site{targets[name]}", link


def test_no_page_loads_anything_from_outside_the_site(site: Path) -> None:
    pages = sorted(site.rglob("*.html"))
    assert len(pages) > 2 * len(notebooks("lessons")), "too few pages: is the book built?"
    remote: list[str] = []
    for html in pages:
        page = facts(html)
        urls = page.resources + [u for style in page.styles for u in CSS_URL.findall(style)]
        remote += [f"{html.relative_to(site)}: {url}" for url in urls if REMOTE.match(url)]
    for css in sorted(site.rglob("*.css")):
        urls = CSS_URL.findall(css.read_text(encoding="utf-8", errors="replace"))
        remote += [f"{css.relative_to(site)}: {url}" for url in urls if REMOTE.match(url)]
    assert remote == []


@pytest.mark.parametrize("lang", TRACKS)
def test_pages_with_saved_widgets_say_they_are_a_picture(site: Path, lang: str) -> None:
    for nb_path in notebooks(TRACKS[lang][0]):
        nb = nbformat.read(nb_path, as_version=4)
        state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {})
        html = (site / lang / "lessons" / f"{nb_path.stem}.html").read_text(encoding="utf-8")
        page = facts(site / lang / "lessons" / f"{nb_path.stem}.html")
        binder = [href for href, _ in page.links if "mybinder.org" in href]
        if state.get("state"):
            assert state["version_major"] == 2, "html-manager 1.x draws ipywidgets 8 state"
            assert "pyanitsa-widget-note" in html, nb_path
            assert WIDGET_STATE in page.scripts_types, nb_path
            repo_path = nb_path.relative_to(ROOT).as_posix()
            if _repository() is None:  # no launcher until the repository's address is set
                assert binder == [] and "Binder" not in html, nb_path
            else:
                assert any(href.endswith(f"?urlpath=lab/tree/{repo_path}") for href in binder)
            assert "make lab" in re.sub(r"<[^>]+>", "", html), nb_path
        else:
            assert "pyanitsa-widget-note" not in html, nb_path


def _repository() -> str | None:
    """Return the repository's address that the launchers are made from (tools/launchers.py)."""
    spec = importlib.util.spec_from_file_location("launchers", ROOT / "tools" / "launchers.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    address: str | None = module.repository()
    return address


def _book_assets() -> object:
    """Return the ``tools/book_assets.py`` module (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("book_assets", ROOT / "tools" / "book_assets.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


def test_the_browser_files_are_the_pinned_ones(site: Path) -> None:
    assets: Any = _book_assets()
    data = b"the pinned bytes"
    pin = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    assets.check_integrity(data, pin, "a file")
    with pytest.raises(assets.AssetError, match="sha512"):
        assets.check_integrity(data + b" changed", pin, "a file")
    packages = {package.name: package for package in assets.load_pins()}
    assert packages["@jupyter-widgets/html-manager"].version.startswith("1.")  # ipywidgets 8
    for package in packages.values():
        cached = ROOT / "build" / "book-cache" / package.tarball_name
        assets.check_integrity(cached.read_bytes(), package.integrity, package.name)
    served = site / "en" / "_static" / "npm" / "html-manager" / "embed-amd.js"
    assert b"@jupyter-widgets/html-manager" in served.read_bytes()


# --- In the browser ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def site_url(site: Path) -> Iterator[str]:
    """The site served over HTTP on 127.0.0.1 (a thread of this process)."""
    _require_browser_tools()

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", _free_port()), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class Reader:
    """A browser page on the site that refuses every request leaving the machine."""

    page: Page
    base: str
    outside: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def open(self, path: str) -> None:
        """Open ``path`` (relative to the site) and wait until the network is quiet."""
        self.page.goto(urljoin(self.base, path))
        self.page.wait_for_load_state("networkidle")

    def check(self) -> None:
        """Fail if a request left the machine, a resource failed or the console showed an error."""
        assert self.outside == [], f"requests leaving the machine: {self.outside}"
        assert self.errors == [], f"errors on the page: {self.errors}"


@pytest.fixture
def reader(browser: Browser, site_url: str) -> Iterator[Reader]:
    """A fresh page; every request is routed: local ones go on, others are refused."""
    context = browser.new_context(viewport={"width": 1300, "height": 900})
    context.set_default_timeout(TIMEOUT_MS)
    result = Reader(context.new_page(), site_url)

    def route(route: Route) -> None:
        if is_local(route.request.url):
            route.continue_()
        else:
            result.outside.append(route.request.url)
            route.abort()

    def console(message: ConsoleMessage) -> None:
        if message.type == "error":
            result.errors.append(f"console: {message.text}")

    def failed(request: Request) -> None:
        if is_local(request.url):
            result.errors.append(f"request failed: {request.url} {request.failure}")

    context.route("**/*", route)
    result.page.on("console", console)
    result.page.on("pageerror", lambda error: result.errors.append(f"page error: {error}"))
    result.page.on("requestfailed", failed)
    try:
        yield result
    finally:
        context.close()


def twin_lesson(lang: str) -> str:
    """Return the site path of the track's first lesson after the demo."""
    return f"{lang}/lessons/{notebooks(TRACKS[lang][0])[1].stem}.html"


def test_index_and_a_lesson_of_each_track_load_offline(reader: Reader) -> None:
    reader.open("index.html")
    for lang in TRACKS:
        reader.page.locator(f"a[href='{lang}/index.html']").first.wait_for()
    screenshot(reader.page, "book-index")
    for lang in TRACKS:
        reader.open(f"{lang}/index.html")
        assert reader.page.evaluate("document.documentElement.lang") == lang
        reader.open(twin_lesson(lang))
        assert reader.page.evaluate("document.documentElement.lang") == lang
        labels = [
            *reader.page.locator(".search-button__default-text").all_inner_texts(),
            *reader.page.locator(".prev-next-subtitle").all_inner_texts(),
            *reader.page.locator(".onthispage").all_inner_texts(),
        ]
        assert len(labels) >= 4, labels
        script = CYRILLIC if lang == "ru" else LATIN
        assert all(script.fullmatch(label.strip()) for label in labels), labels
        screenshot(reader.page, f"book-lesson-{lang}")
    reader.check()


@pytest.mark.parametrize("lang", TRACKS)
def test_formulas_are_typeset_by_the_sites_own_mathjax(
    site: Path, reader: Reader, lang: str
) -> None:
    with_math = [
        path
        for path in sorted((site / lang / "lessons").glob("*.html"))
        if 'class="math' in path.read_text(encoding="utf-8")
    ]
    assert with_math, f"no {lang} lesson has a formula"
    reader.open(with_math[0].relative_to(site).as_posix())
    reader.page.locator("mjx-container svg").first.wait_for(state="visible")
    assert reader.page.locator(".math").count() == reader.page.locator("mjx-container").count()
    reader.check()


@pytest.mark.parametrize("lang", TRACKS)
def test_demo_page_draws_its_saved_widgets(reader: Reader, lang: str) -> None:
    reader.open(f"{lang}/lessons/00-demo.html")
    reader.page.locator(".widget-button").first.wait_for(state="visible")
    for selector, count in DEMO_WIDGETS.items():
        reader.page.locator(selector).nth(count - 1).wait_for()
        assert reader.page.locator(selector).count() == count, selector
    assert reader.page.get_by_text("Error displaying widget").count() == 0
    assert reader.page.locator(".pyanitsa-widget-note").is_visible()
    screenshot(reader.page, f"book-demo-{lang}")
    reader.check()


SAVED_NOTE = {"en": "This is a picture of the widget", "ru": "Это снимок виджета"}
"""How each track's saved widgets begin their note."""


@pytest.mark.parametrize("lang", TRACKS)
def test_demo_and_a_lesson_pass_axe_and_widgets_say_they_are_pictures(
    reader: Reader, lang: str
) -> None:
    reader.open(f"{lang}/lessons/00-demo.html")
    for selector, count in DEMO_WIDGETS.items():
        reader.page.locator(selector).nth(count - 1).wait_for()
    notes = reader.page.locator(".pyanitsa-saved-note")
    assert notes.count() == sum(DEMO_WIDGETS.values())
    said = [note.inner_text() for note in notes.all() if note.is_visible()]
    ours = [text for text in said if text.startswith(SAVED_NOTE[lang])]
    other = [text for text in said if text not in ours]
    # every widget says it; the demo shows one table in the other track's language
    assert len(said) == notes.count() and len(ours) == notes.count() - 1, said
    assert all(text.startswith(tuple(SAVED_NOTE.values())) for text in other), other
    found = axe.check(reader.page)
    assert found == [], axe.report(found)
    reader.open(twin_lesson(lang))
    reader.page.locator(".pyanitsa-table-widget .widget-button").first.wait_for()
    found = axe.check(reader.page)
    assert found == [], axe.report(found)
    reader.check()


def test_demo_widgets_draw_from_the_files_too(site: Path, reader: Reader) -> None:
    """Opened from a USB stick (``file://``), with no server at all."""
    reader.page.goto((site / "en" / "lessons" / "00-demo.html").as_uri())
    reader.page.locator(".pyanitsa-table-widget .widget-button").first.wait_for(state="visible")
    reader.page.wait_for_load_state("networkidle")
    reader.check()


def test_language_switch_leads_to_the_twin_and_back(reader: Reader) -> None:
    english, russian = twin_lesson("en"), twin_lesson("ru")
    reader.open(english)
    reader.page.locator(".pyanitsa-lang-switch").click()
    reader.page.wait_for_url(urljoin(reader.base, russian))
    assert reader.page.evaluate("document.documentElement.lang") == "ru"
    reader.page.locator(".pyanitsa-lang-switch").click()
    reader.page.wait_for_url(urljoin(reader.base, english))
    assert reader.page.evaluate("document.documentElement.lang") == "en"
    reader.check()


@pytest.mark.parametrize("lang", TRACKS)
def test_search_finds_the_term_of_each_track(reader: Reader, lang: str) -> None:
    term = SEARCHES[lang]
    reader.open(f"{lang}/index.html")
    reader.page.locator(".search-button-field").first.click()
    field_ = reader.page.locator("#pst-search-dialog input[name='q']")
    field_.fill(term)
    field_.press("Enter")
    results = reader.page.locator("#search-results ul.search li a")
    results.first.wait_for()
    assert reader.page.evaluate("document.documentElement.lang") == lang
    found = results.evaluate_all("links => links.map(a => a.href)")
    assert found, term
    with urllib.request.urlopen(found[0].split("?")[0].split("#")[0]) as response:
        text = response.read().decode("utf-8")
    assert term.lower() in text.lower(), found[0]
    screenshot(reader.page, f"book-search-{lang}")
    reader.check()
