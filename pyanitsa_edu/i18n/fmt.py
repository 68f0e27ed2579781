"""Numbers for the reader, and the nouns that follow them: one set of formatters for every
print, table, widget and check.

Each function returns text in the current language (see :mod:`pyanitsa_edu.i18n.language`) or in
``lang`` when given, through Babel's locale data: English groups thousands with a comma and
marks decimals with a point; Russian groups with a no-break space, marks decimals with a comma
and writes a percent sign after a no-break space.

>>> number(100_000, "en"), number(100_000, "ru")
('100,000', '100\\xa0000')
>>> decimal(0.5, 3, "en"), decimal(0.5, 3, "ru")
('0.500', '0,500')
>>> percent(0.331, 1, "en"), percent(0.331, 1, "ru")
('33.1%', '33,1\\xa0%')
>>> count(21, "war round", "ru"), count(5, TRICK, "ru"), count(1, "trick"), count(2, GAME)
('21 спор', '5 сравнений', '1 trick', '2 games')
>>> interval(0.31, 0.352, 2, "ru")
'[0,31; 0,35]'
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from babel.numbers import format_decimal, format_percent

from ..errors import SettingError, shown
from .catalogue import _, ngettext, npgettext, pgettext
from .language import babel_locale, localize, resolve

__all__ = [
    "CARD",
    "GAME",
    "NOUNS",
    "TRICK",
    "WAR_ROUND",
    "Noun",
    "context_noun",
    "count",
    "decimal",
    "interval",
    "localize",
    "number",
    "percent",
    "plural",
    "significant",
    "yes_no",
]


def _finite(x: float, lang: str) -> str | None:
    """Return the reader's text for nan and ±inf, or None for a finite number."""
    if math.isnan(x):
        return pgettext("number", "nan", lang)
    if math.isinf(x):
        return ("−∞" if x < 0 else "∞")
    return None


def number(n: int, lang: str | None = None) -> str:
    """Return a whole number with its thousands grouped for the reader (``100,000``,
    ``100 000``)."""
    code = resolve(lang)
    return format_decimal(int(n), locale=babel_locale(code))


def decimal(x: float, digits: int = 2, lang: str | None = None) -> str:
    """Return ``x`` with exactly ``digits`` decimals, thousands grouped (``0.500``,
    ``0,500``)."""
    code = resolve(lang)
    odd = _finite(float(x), code)
    if odd is not None:
        return odd
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "")
    locale = babel_locale(code)
    return format_decimal(float(x), format=pattern, locale=locale, decimal_quantization=True)


def percent(p: float, digits: int = 1, lang: str | None = None) -> str:
    """Return the share ``p`` as a percentage with ``digits`` decimals (``33.1%``,
    ``33,1 %``)."""
    code = resolve(lang)
    odd = _finite(float(p), code)
    if odd is not None:
        return odd
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "") + "%"
    locale = babel_locale(code)
    text = format_percent(float(p), format=pattern, locale=locale, decimal_quantization=True)
    return text.replace("%", "\u00a0%") if code == "ru" else text


def significant(x: float, figures: int = 3, lang: str | None = None) -> str:
    """Return ``x`` to ``figures`` significant figures, without an exponent for the numbers
    a lesson meets (``0.00123``, ``1 230 000``) and with ``× 10^k`` beyond them."""
    code = resolve(lang)
    x = float(x)
    odd = _finite(x, code)
    if odd is not None:
        return odd
    if x == 0:
        return decimal(0.0, max(figures - 1, 0), code)
    exponent = math.floor(math.log10(abs(x)))
    if -6 <= exponent < 15:
        digits = max(figures - 1 - exponent, 0)
        return decimal(round(x, digits), digits, code)
    mantissa = x / 10**exponent
    return f"{decimal(mantissa, figures - 1, code)} × 10^{exponent}"


def interval(low: float, high: float, digits: int = 3, lang: str | None = None) -> str:
    """Return an interval ``[low, high]`` (Russian separates its ends with a semicolon,
    since the comma marks decimals)."""
    code = resolve(lang)
    sep = "; " if code == "ru" else ", "
    return f"[{decimal(low, digits, code)}{sep}{decimal(high, digits, code)}]"


def yes_no(flag: bool, lang: str | None = None) -> str:
    """Return ``yes`` or ``no`` (``да``, ``нет``) for a flag shown to a reader."""
    return _("yes", lang) if flag else _("no", lang)


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

NOUNS: dict[str, Noun] = {
    noun.one: noun
    for noun in (
        TRICK,
        WAR_ROUND,
        CARD,
        GAME,
        Noun("deal", "deals"),
        Noun("hand", "hands"),
        Noun("state", "states"),
        context_noun("count", "cycle", "cycles"),
        context_noun("count", "ace", "aces"),
        Noun("player", "players"),
        Noun("step", "steps"),
        Noun("run", "runs"),
        Noun("tie", "ties"),
        Noun("match", "matches"),
        context_noun("count", "draw", "draws"),
        Noun("walk", "walks"),
        Noun("tournament", "tournaments"),
        Noun("experiment", "experiments"),
        Noun("round", "rounds"),
        Noun("transition", "transitions"),
        Noun("value", "values"),
        Noun("student", "students"),
        Noun("task", "tasks"),
        Noun("exercise", "exercises"),
    )
}
"""The package's nouns by their English singular: :func:`count` takes either."""


def plural(n: int, noun: Noun, lang: str | None = None) -> str:
    """Return the form of ``noun`` that follows the whole number ``n`` in ``lang``
    (default: the current language), from the catalogue's plural forms."""
    if noun.context is not None:
        return npgettext(noun.context, noun.one, noun.many, int(n), lang)
    return ngettext(noun.one, noun.many, int(n), lang)


def count(n: int, noun: Noun | str, lang: str | None = None) -> str:
    """Return ``n`` grouped and the noun in the form it takes (``1 trick``, ``5 сравнений``,
    ``2 000 раздач``).

    ``noun`` is a :class:`Noun` or the English singular of one of :data:`NOUNS` (``"deal"``);
    another English word is counted in English only (``"apple"``: ``2 apples``).
    """
    code = resolve(lang)
    if isinstance(noun, str):
        known = NOUNS.get(noun)
        if known is None and code != "en":
            raise SettingError(f"no Russian forms for the noun {shown(noun)}: add it to the "
                               "nouns of pyanitsa_edu.i18n.fmt and to the catalogue")
        noun = known or Noun(noun, noun + "s")
    return f"{number(n, code)} {plural(int(n), noun, code)}"
