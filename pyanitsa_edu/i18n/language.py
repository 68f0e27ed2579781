"""The language the package speaks to a reader: English (the default) or Russian.

One setting chooses the language of a whole notebook::

    import pyanitsa_edu
    pyanitsa_edu.set_language("ru")

From then on every text meant for a reader follows it: ``str(trick)`` and ``str(result)``,
:meth:`Simulation.summary() <pyanitsa_edu.Simulation.summary>`, the self-checks' ✓/✗ lines
and hints, plot titles and labels, the widgets, :meth:`Card.text`, the Sixty-six records'
``text()``, and the command line's summary (``PYANITSA_LANG=ru``). Every function that takes
``lang=`` still does: ``lang=None`` (its default) means the current language, and an explicit
``lang="en"`` or ``lang="ru"`` wins for that one call. :func:`language` (imported from this
module) sets it for a ``with`` block and restores the one before (for tests and for a single
Russian cell).

Two layers make the current language:

- :func:`set_language` sets the **default**, one module-level value: every cell of a notebook
  sees the language its first cell chose, even when a kernel runs each cell in a fresh context;
- :func:`language` (and an explicit ``lang=``) sets an **override** in a
  :class:`~contextvars.ContextVar`, local to the thread or asyncio task that uses it: a
  ``with language("en")`` block in one thread never changes what another thread prints, nor
  the default.

The words themselves live in the message catalogue (:mod:`pyanitsa_edu.i18n.catalogue`),
numbers and the nouns after them are written by :mod:`pyanitsa_edu.i18n.fmt`; this module
holds only the choice of language and Babel's locale for it (:func:`localize`), so that it
imports nothing but the errors. Values meant for programs never change with the language:
``repr``s, ``str(card)`` (which round-trips through :meth:`Card.parse`), reason codes such as
``"out_of_cards"``, deal codes, CSV columns, exception texts.

>>> get_language()
'en'
>>> with language("ru"):
...     print(get_language(), localize("12,345.6"))
ru 12\xa0345,6
>>> set_language("de")
Traceback (most recent call last):
...
pyanitsa_edu.errors.SettingError: lang must be 'en' or 'ru', got 'de'
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from typing import Literal

from babel import Locale

from ..errors import N_, SettingError, shown

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGS",
    "Lang",
    "babel_locale",
    "get_language",
    "language",
    "localize",
    "resolve",
    "set_language",
]

Lang = Literal["en", "ru"]
"""A language the package speaks."""
LANGS: tuple[Lang, ...] = ("en", "ru")
"""Every language the package speaks, English first."""
DEFAULT_LANGUAGE: Lang = "en"
"""The language before any :func:`set_language`."""

_current: list[Lang] = [DEFAULT_LANGUAGE]
"""The default language (what :func:`set_language` chose), shared by every thread."""

_override: ContextVar[Lang | None] = ContextVar("pyanitsa_edu_language", default=None)
"""The language of a ``with language(...)`` block, local to its thread or asyncio task."""


def resolve(lang: object = None) -> Lang:
    """Return ``lang`` checked, or the current language when ``lang`` is None.

    Anything but ``"en"``, ``"ru"`` or None raises :class:`~pyanitsa_edu.errors.SettingError`.
    """
    if lang is None:
        local = _override.get()
        return _current[0] if local is None else local
    return _checked(lang)


def _checked(lang: object) -> Lang:
    """Return ``lang`` if the package speaks it, else raise SettingError (None included)."""
    if isinstance(lang, str) and lang == "en":
        return "en"
    if isinstance(lang, str) and lang == "ru":
        return "ru"
    raise SettingError(N_("lang must be 'en' or 'ru', got {lang}"), lang=shown(lang))


def set_language(lang: str) -> None:
    """Make ``lang`` (``"en"`` or ``"ru"``) the default language of every text the package
    shows (a ``with language(...)`` block still wins inside it)."""
    _current[0] = _checked(lang)


def get_language() -> Lang:
    """Return the current language: the one of the enclosing ``with language(...)`` block in
    this thread or task, else the default (``"en"`` unless :func:`set_language` chose
    another)."""
    return resolve(None)


@contextmanager
def language(lang: str) -> Iterator[Lang]:
    """Speak ``lang`` inside a ``with`` block (in this thread or task only), then return to
    the language before it."""
    chosen = _checked(lang)
    token = _override.set(chosen)
    try:
        yield chosen
    finally:
        _override.reset(token)


# --- the language's conventions for numbers ----------------------------------------------------

_LOCALES: dict[Lang, str] = {"en": "en_US", "ru": "ru_RU"}
"""Babel's locale of each language."""


@cache
def babel_locale(lang: Lang) -> Locale:
    """Return Babel's locale for a language the package speaks (its number symbols and
    patterns)."""
    return Locale.parse(_LOCALES[lang])


def localize(text: str, lang: str | None = None) -> str:
    """Return a number written the English way by Python or matplotlib (``12,345.6``,
    ``33.1%``, ``-2``) in ``lang``'s conventions (``12 345,6``, ``33,1 %``, and in Russian the
    minus sign ``−2``); other text is kept."""
    code = resolve(lang)
    locale = babel_locale(code)
    symbols = locale.number_symbols["latn"]
    pattern = str(locale.percent_formats[None].pattern)
    text = text.replace(",", "\0").replace(".", symbols["decimal"]).replace("\0", symbols["group"])
    if text.endswith("%"):
        text = text[:-1] + pattern[pattern.rindex("0") + 1 :]
    if code == "ru":
        text = _HYPHEN_MINUS.sub("\u2212", text)
    return text


_HYPHEN_MINUS = re.compile(r"(?<![\w.,])-(?=[\d.,])")
"""A hyphen that stands for a minus sign: before a number, not inside a word or a range."""
