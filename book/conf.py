"""Sphinx configuration of the course's book, shared by both language tracks.

``tools/build_book.py`` runs one Sphinx build per track on the pages that
``tools/stage_book.py`` staged (``build/book-src/<lang>/``), with this folder as the
configuration folder and ``-D language=<lang>``: so each track gets its own navigation labels,
``<html lang>`` and search stemmer. The track's title and the other track's pages come from the
staged ``_track.json``; the browser files the site serves itself from ``build/book-src/static/``
(``tools/book_assets.py``, pinned in ``vendor.json``). Nothing is loaded from the internet.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

project = "pyanitsa_edu"

extensions = ["myst_nb"]
templates_path = ["_templates"]
root_doc = "index"

# The notebooks are shown with the outputs they were saved with; nothing is executed.
nb_execution_mode = "off"
nb_merge_streams = True
myst_enable_extensions = ["dollarmath", "amsmath"]
myst_heading_anchors = 3  # links like rules.md#sources reach their heading

# Saved widgets are drawn by the pinned widget manager served from the site itself
# (widget-paths.js tells require.js where the manager's font files are).
nb_ipywidgets_js: dict[str, dict[str, str]] = {
    "npm/require.js": {},
    "widget-paths.js": {},
    "npm/html-manager/embed-amd.js": {},
}
mathjax_path = "npm/mathjax/tex-svg-full.js"
mathjax_config_path = "mathjax-config.js"  # MathJax 3 beside the widget manager's MathJax 2 call

html_theme = "sphinx_book_theme"
html_static_path = ["static"]  # the npm folder is added once the staging folder is known
html_css_files = ["book.css"]
html_context = {"default_mode": "light"}  # saved plots and widgets are drawn on white
html_copy_source = False
html_show_sourcelink = False
html_theme_options: dict[str, Any] = {
    "home_page_in_toc": True,
    "show_navbar_depth": 1,
    "show_toc_level": 2,
    "use_download_button": False,
    "use_fullscreen_button": True,
    "article_header_end": ["lang-switch.html", "article-header-buttons.html"],
    "navbar_persistent": [],
    "footer_content_items": [],  # search sits in the sidebar (and in the header buttons)
}

SPECIAL_PAGES = ("search", "genindex")
"""Pages every build makes, so each has a twin in the other track."""


def _track(app: Any) -> dict[str, Any]:
    """Return the staged ``_track.json`` of the track being built."""
    track: dict[str, Any] = json.loads(
        (Path(app.srcdir) / "_track.json").read_text(encoding="utf-8")
    )
    return track


def _configure_track(app: Any, config: Any) -> None:
    """Set what depends on the staged track: its title and the npm files' folder."""
    track = _track(app)
    if track["lang"] != config.language:
        raise ValueError(
            f"{app.srcdir} holds the {track['lang']!r} track, built with language "
            f"{config.language!r}: pass -D language={track['lang']}"
        )
    config.html_title = track["title"]
    config.html_static_path = [*config.html_static_path, str(Path(app.srcdir).parent / "static")]
    app.pyanitsa_others = track["others"]


def _language_switch(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """Give the page template the link to the page's twin in the other track (or that track's
    root page when the page has no twin): ``twin_url`` and ``twin_lang``."""
    for lang, docnames in app.pyanitsa_others.items():
        up = "../" * (pagename.count("/") + 1)
        target = pagename if pagename in docnames or pagename in SPECIAL_PAGES else "index"
        context["twin_url"] = f"{up}{lang}/{target}.html"
        context["twin_lang"] = lang
        context["twin_is_page"] = target == pagename


def setup(app: Any) -> dict[str, Any]:
    app.connect("config-inited", _configure_track)
    app.connect("html-page-context", _language_switch)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
