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

The setting is one module-level value, not a ``ContextVar``: a notebook's cells must all see
the language its first cell chose, and a kernel may run each cell in a fresh context. Values
meant for programs never change with it: ``repr``s, ``str(card)`` (which round-trips through
:meth:`Card.parse`), reason codes such as ``"out_of_cards"``, deal codes, CSV columns.

Russian nouns after a number take one of three forms (1 сравнение, 2 сравнения,
5 сравнений); :func:`plural` picks the form for either language.

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
from dataclasses import dataclass
from typing import Literal

from .errors import SettingError, shown

__all__ = [
    "CARD",
    "DEFAULT_LANGUAGE",
    "GAME",
    "LANGS",
    "TRICK",
    "WAR_ROUND",
    "Lang",
    "Noun",
    "count",
    "get_language",
    "language",
    "number",
    "plural",
    "resolve",
    "ru_form",
    "set_language",
]

Lang = Literal["en", "ru"]
"""A language the package speaks."""
LANGS: tuple[Lang, ...] = ("en", "ru")
"""Every language the package speaks, English first."""
DEFAULT_LANGUAGE: Lang = "en"
"""The language before any :func:`set_language`."""

_current: list[Lang] = [DEFAULT_LANGUAGE]


def resolve(lang: object = None) -> Lang:
    """Return ``lang`` checked, or the current language when ``lang`` is None.

    Anything but ``"en"``, ``"ru"`` or None raises :class:`~pyanitsa_edu.errors.SettingError`.
    """
    return _current[0] if lang is None else _checked(lang)


def _checked(lang: object) -> Lang:
    """Return ``lang`` if the package speaks it, else raise SettingError (None included)."""
    if isinstance(lang, str) and lang == "en":
        return "en"
    if isinstance(lang, str) and lang == "ru":
        return "ru"
    raise SettingError(f"lang must be 'en' or 'ru', got {shown(lang)}")


def set_language(lang: str) -> None:
    """Make ``lang`` (``"en"`` or ``"ru"``) the language of every text the package shows."""
    _current[0] = _checked(lang)


def get_language() -> Lang:
    """Return the current language: ``"en"`` unless :func:`set_language` chose another."""
    return _current[0]


@contextmanager
def language(lang: str) -> Iterator[Lang]:
    """Speak ``lang`` inside a ``with`` block, then return to the language before it."""
    chosen = _checked(lang)
    before = _current[0]
    _current[0] = chosen
    try:
        yield chosen
    finally:
        _current[0] = before


# --- numbers and plural forms --------------------------------------------------------------


def ru_form(n: int, one: str, few: str, many: str) -> str:
    """Return the Russian form of a noun after the whole number ``n``:
    ``one`` for 1, 21, 101 …; ``few`` for 2–4, 22–24 …; ``many`` for 0, 5–20, 25–30 ….

    >>> [ru_form(k, "карта", "карты", "карт") for k in (1, 3, 11, 12, 21, 25, 111, 122)]
    ['карта', 'карты', 'карт', 'карт', 'карта', 'карт', 'карт', 'карты']
    """
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


@dataclass(frozen=True)
class Noun:
    """A noun that follows a number, with its forms in both languages."""

    en: tuple[str, str]
    """English: the singular and the plural (``trick``, ``tricks``)."""
    ru: tuple[str, str, str]
    """Russian: the forms after 1, after 2–4 and after 5 (сравнение, сравнения, сравнений)."""


TRICK = Noun(("trick", "tricks"), ("сравнение", "сравнения", "сравнений"))
"""A trick of Pyanitsa (сравнение, the word of the source texts)."""
WAR_ROUND = Noun(("war round", "war rounds"), ("спор", "спора", "споров"))
"""A war round (спор)."""
CARD = Noun(("card", "cards"), ("карта", "карты", "карт"))
"""A card."""
GAME = Noun(("game", "games"), ("партия", "партии", "партий"))
"""A game (партия)."""


def plural(n: int, noun: Noun, lang: str | None = None) -> str:
    """Return the form of ``noun`` that follows the whole number ``n`` in ``lang``
    (default: the current language)."""
    if resolve(lang) == "ru":
        return ru_form(n, *noun.ru)
    return noun.en[0] if n == 1 else noun.en[1]


def number(n: int, lang: str | None = None) -> str:
    """Return a whole number with its thousands grouped: ``12,345`` in English, ``12 345``
    (a no-break space) in Russian, where a comma marks decimals."""
    text = f"{n:,}"
    return text.replace(",", "\u00a0") if resolve(lang) == "ru" else text


def count(n: int, noun: Noun, lang: str | None = None) -> str:
    """Return ``n`` and the noun in the form it takes: ``1 trick``, ``5 сравнений``."""
    return f"{number(n, lang)} {plural(n, noun, lang)}"
