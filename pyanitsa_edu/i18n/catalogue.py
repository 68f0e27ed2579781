"""The message catalogue: every text for a reader, in English in the code, translated by gettext.

The code writes each message in English and passes it through one of the functions below;
the Russian lives in ``pyanitsa_edu/i18n/locale/ru/LC_MESSAGES/pyanitsa_edu.po`` (compiled beside
it to ``pyanitsa_edu.mo``, which the wheel ships). Babel extracts the messages, updates the
``.po`` and compiles it (``tools/catalog.py``, ``make catalog``; ``docs/translating.md`` says
how to add or change a message).

One convention for every translation: the English message first, then ``lang`` (default: the
current language), then the values its ``{fields}`` take, filled in with numbers written for
the reader (``{n:,}`` is ``12 345`` in Russian, ``{p:.1f}`` is ``0,5``):

- :func:`_`: a message, ``_("player {i}", lang, i=2)``;
- :func:`ngettext`: a message with plural forms (Russian has three, declared once in the
  ``.po`` header), ``ngettext("{n} card", "{n} cards", n, lang, n=n)``;
- :func:`pgettext`, :func:`npgettext`: the same read in a context, for an English text that
  has two meanings;
- :func:`N_` marks a text kept in a table, translated later when shown (``_(TABLE[key])``);
  :func:`NP_` marks one read in a context (shown with ``pgettext(context, TABLE[key])``);
- :func:`fill`: fills ``{fields}`` in without translating.

Without values a message is returned as the catalogue has it, braces included. ``gettext``
and ``translate`` are other names of :func:`_`. Importing this module makes every package error
render through the catalogue (:func:`pyanitsa_edu.errors.set_renderer`).

Each takes ``lang=None``: the current language (:mod:`pyanitsa_edu.i18n.language`). English is the
catalogue's source language: its text is the message id itself.

>>> from pyanitsa_edu.i18n.language import language
>>> _("Draw", "ru"), ngettext("card", "cards", 21, "ru")
('Ничья', 'карта')
>>> with language("ru"):
...     _("after {n:,} games", n=12345), fill("{p:.2f}", p=0.5)
('после 12\\xa0345 партий', '0,50')
>>> fill("{p:.1%} of {n:,}", p=0.331, n=1000)
'33.1% of 1,000'
"""

from __future__ import annotations

import gettext as _gettext
import numbers
import string
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from ..errors import N_, Huge, about_parts, set_renderer, superscript
from .language import Lang, localize, resolve

__all__ = [
    "DOMAIN",
    "KEYWORDS",
    "NP_",
    "N_",
    "_",
    "fill",
    "gettext",
    "ngettext",
    "npgettext",
    "pgettext",
    "texts",
    "translate",
    "translations",
]

DOMAIN = "pyanitsa_edu"
"""The gettext domain: the catalogue's file name."""

KEYWORDS: dict[str, tuple[Any, ...] | None] = {
    "_": None,
    "gettext": None,
    "N_": None,
    "translate": None,
    "ngettext": (1, 2),
    "Noun": (1, 2),
    "context_noun": ((1, "c"), 2, 3),
    "pgettext": ((1, "c"), 2),
    "NP_": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
"""The functions whose arguments Babel extracts as messages (Babel's keyword spec)."""


@cache
def translations(lang: Lang) -> _gettext.NullTranslations:
    """Return the compiled catalogue of ``lang`` (for English, the message ids themselves)."""
    if lang == "en":
        return _gettext.NullTranslations()
    path = resources.files(__package__) / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    with path.open("rb") as mo:
        return _gettext.GNUTranslations(mo)


def _(message: str, /, lang: str | None = None, **values: Any) -> str:
    """Return ``message`` translated into ``lang`` (default: the current language), with
    ``values`` filled in."""
    code = resolve(lang)
    return fill(translations(code).gettext(message), code, **values)


gettext = translate = _


def ngettext(singular: str, plural: str, n: int, /, lang: str | None = None,
             **values: Any) -> str:
    """Return the form of a message that goes with the whole number ``n``, translated and
    filled in with ``values``."""
    code = resolve(lang)
    return fill(translations(code).ngettext(singular, plural, int(n)), code, **values)


def pgettext(context: str, message: str, /, lang: str | None = None, **values: Any) -> str:
    """Return ``message`` read in ``context`` (an English text with two meanings), translated
    and filled in."""
    code = resolve(lang)
    return fill(translations(code).pgettext(context, message), code, **values)


def npgettext(context: str, singular: str, plural: str, n: int, /, lang: str | None = None,
              **values: Any) -> str:
    """Return the form of a message read in ``context`` that goes with ``n``, translated and
    filled in."""
    code = resolve(lang)
    return fill(translations(code).npgettext(context, singular, plural, int(n)), code, **values)


def NP_(context: str, message: str) -> str:
    """Return ``message`` unchanged: marks a text kept in a table and translated when shown
    with :func:`pgettext` in ``context``."""
    del context
    return message


class _Formatter(string.Formatter):
    """Fills a message in, numbers written in the language's conventions (in Russian, thousands
    grouped with a no-break space, a decimal comma, a no-break space before ``%``)."""

    def __init__(self, lang: Lang) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "~":  # a whole number of any size: in full, or about m × 10^k
            parts = about_parts(value if isinstance(value, Huge) else int(value))
            if parts is None:
                return self.format_field(int(value), ",")
            text = _("about {mantissa:.1f} × {power}", self.lang, mantissa=parts[0],
                     power="10" + superscript(parts[1]))
            return "-" + text if not isinstance(value, Huge) and value < 0 else text
        text = str(super().format_field(value, format_spec))
        if isinstance(value, bool) or not isinstance(value, numbers.Real):
            return text
        return localize(text, self.lang)


def fill(text: str, /, lang: str | None = None, **values: Any) -> str:
    """Return ``text`` with its ``{fields}`` filled in from ``values``, written for ``lang``:
    numbers in its conventions, and a value with a ``text(lang)`` method (a card, a result, a
    package error) as that text. Without values the text is returned as it is, braces
    included."""
    return _filled(text, resolve(lang), values)


def _filled(text: str, code: Lang, values: Mapping[str, Any]) -> str:
    """Return ``text`` filled in from ``values`` for the language ``code`` (see :func:`fill`)."""
    if not values:
        return text
    shown = {}
    for key, value in values.items():
        as_text = getattr(value, "text", None)
        shown[key] = as_text(code) if callable(as_text) and not isinstance(value, str) else value
    return _Formatter(code).format(text, **shown)


def texts(table: dict[str, str], lang: str | None = None) -> dict[str, str]:
    """Return a table of English texts (each marked with :func:`N_`) translated into ``lang``,
    under the same keys."""
    catalogue = translations(resolve(lang))
    return {key: catalogue.gettext(text) for key, text in table.items()}


def _render_error(template: str, lang: str | None, values: Mapping[str, object]) -> str:
    """Return a package error's text in ``lang``: its template translated, values filled in
    (a value may have any name, ``lang`` included)."""
    code = resolve(lang)
    return _filled(translations(code).gettext(template), code, values)


set_renderer(_render_error)
