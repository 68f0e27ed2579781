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

The words themselves live in the message catalogue (:mod:`pyanitsa_edu.i18n`), numbers are
written by :mod:`pyanitsa_edu.i18n.fmt`. Values meant for programs never change with the language:
``repr``s, ``str(card)`` (which round-trips through :meth:`Card.parse`), reason codes such as
``"out_of_cards"``, deal codes, CSV columns, exception texts.

>>> get_language()
'en'
>>> with language("ru"):
...     print(get_language(), count(5, TRICK), count(21, WAR_ROUND), count(3, GAME))
ru 5 сравнений 21 спор 3 партии
>>> count(1, TRICK), count(2, TRICK)
('1 trick', '2 tricks')
>>> set_language("de")
Traceback (most recent call last):
...
pyanitsa_edu.errors.SettingError: lang must be 'en' or 'ru', got 'de'
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Literal

from ..errors import SettingError, shown

__all__ = [
    "CARD",
    "DEFAULT_LANGUAGE",
    "GAME",
    "LANGS",
    "TRICK",
    "WAR_ROUND",
    "Lang",
    "Noun",
    "context_noun",
    "count",
    "get_language",
    "language",
    "number",
    "plural",
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
    raise SettingError(f"lang must be 'en' or 'ru', got {shown(lang)}")


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


# --- nouns after numbers --------------------------------------------------------------------


@dataclass(frozen=True)
class Noun:
    """A noun that follows a number: its English singular and plural, the message ids of
    the catalogue's plural entry (the Russian forms live in the catalogue; extraction reads
    every ``Noun("…", "…")`` of the code)."""

    one: str
    """The English singular (``trick``)."""
    many: str
    """The English plural (``tricks``)."""
    context: str | None = None
    """The catalogue's context, for a noun whose singular is also another message."""


def context_noun(context: str, one: str, many: str) -> Noun:
    """Return a Noun read in ``context`` (extraction reads every ``context_noun(…)``)."""
    return Noun(one, many, context)


TRICK = Noun("trick", "tricks")
"""A trick of Pyanitsa (сравнение, the word of the source texts)."""
WAR_ROUND = Noun("war round", "war rounds")
"""A war round (спор)."""
CARD = Noun("card", "cards")
"""A card."""
GAME = Noun("game", "games")
"""A game (партия)."""


def plural(n: int, noun: Noun, lang: str | None = None) -> str:
    """Return the form of ``noun`` that follows the whole number ``n`` in ``lang``
    (default: the current language), from the catalogue's plural forms."""
    from .catalogue import ngettext, npgettext

    if noun.context is not None:
        return npgettext(noun.context, noun.one, noun.many, int(n), lang=lang)
    return ngettext(noun.one, noun.many, int(n), lang=lang)


def number(n: int, lang: str | None = None) -> str:
    """Return a whole number with its thousands grouped: ``12,345`` in English, ``12 345``
    (a no-break space) in Russian, where a comma marks decimals."""
    from .fmt import number as grouped

    return grouped(n, lang)


def count(n: int, noun: Noun, lang: str | None = None) -> str:
    """Return ``n`` and the noun in the form it takes: ``1 trick``, ``5 сравнений``."""
    return f"{number(n, lang)} {plural(n, noun, lang)}"
