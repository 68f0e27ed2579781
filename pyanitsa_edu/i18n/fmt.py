"""Numbers for the reader: one set of formatters for every print, table, widget and check.

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
>>> count(21, "war round", "war rounds", "ru")
'21 спор'
>>> interval(0.31, 0.352, 2, "ru")
'[0,31; 0,35]'
"""

from __future__ import annotations

import math
from functools import cache

from babel import Locale
from babel.numbers import format_decimal, format_percent

from ..errors import SettingError, shown
from .catalogue import gettext, pgettext
from .language import CARD, GAME, TRICK, WAR_ROUND, Noun, context_noun, plural, resolve

__all__ = [
    "count",
    "decimal",
    "interval",
    "localize",
    "number",
    "percent",
    "significant",
    "yes_no",
]

_LOCALES = {"en": "en_US", "ru": "ru_RU"}

_NOUNS: dict[str, Noun] = {
    "trick": TRICK,
    "war round": WAR_ROUND,
    "card": CARD,
    "game": GAME,
    "deal": Noun("deal", "deals"),
    "hand": Noun("hand", "hands"),
    "state": Noun("state", "states"),
    "cycle": context_noun("count", "cycle", "cycles"),
    "ace": context_noun("count", "ace", "aces"),
    "player": Noun("player", "players"),
    "step": Noun("step", "steps"),
    "run": Noun("run", "runs"),
    "tie": Noun("tie", "ties"),
    "match": Noun("match", "matches"),
}


@cache
def _locale(lang: str) -> Locale:
    """Return Babel's locale for a language the package speaks."""
    return Locale.parse(_LOCALES[lang])


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
    return format_decimal(int(n), locale=_locale(code))


def decimal(x: float, digits: int = 2, lang: str | None = None) -> str:
    """Return ``x`` with exactly ``digits`` decimals, thousands grouped (``0.500``,
    ``0,500``)."""
    code = resolve(lang)
    odd = _finite(float(x), code)
    if odd is not None:
        return odd
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "")
    return format_decimal(float(x), format=pattern, locale=_locale(code), decimal_quantization=True)


def percent(p: float, digits: int = 1, lang: str | None = None) -> str:
    """Return the share ``p`` as a percentage with ``digits`` decimals (``33.1%``,
    ``33,1 %``)."""
    code = resolve(lang)
    odd = _finite(float(p), code)
    if odd is not None:
        return odd
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "") + "%"
    text = format_percent(float(p), format=pattern, locale=_locale(code), decimal_quantization=True)
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


def count(n: int, one: str, many: str | None = None, lang: str | None = None) -> str:
    """Return ``n`` grouped and the noun in the form it takes (``1 deal``, ``5 раздач``).

    ``one`` names the noun in English (``"deal"``); its forms in other languages come from
    the catalogue, for the nouns of the package's list. ``many`` is the English plural when
    it is not ``one + "s"``.
    """
    code = resolve(lang)
    noun = _NOUNS.get(one)
    if noun is None:
        if code == "ru":
            raise SettingError(f"no Russian forms for the noun {shown(one)}: add it to the "
                               "nouns of pyanitsa_edu.i18n.fmt and to the catalogue")
        noun = Noun(one, many or one + "s")
    return f"{number(n, code)} {plural(int(n), noun, code)}"


def yes_no(flag: bool, lang: str | None = None) -> str:
    """Return ``yes`` or ``no`` (``да``, ``нет``) for a flag shown to a reader."""
    return gettext("yes", lang) if flag else gettext("no", lang)


def localize(text: str, lang: str | None = None) -> str:
    """Return a number written the English way by Python or matplotlib (``12,345.6``,
    ``33.1%``) in ``lang``'s conventions (``12 345,6``, ``33,1 %``); other text is kept."""
    code = resolve(lang)
    locale = _locale(code)
    symbols = locale.number_symbols["latn"]
    pattern = str(locale.percent_formats[None].pattern)
    text = text.replace(",", "\0").replace(".", symbols["decimal"]).replace("\0", symbols["group"])
    if text.endswith("%"):
        text = text[:-1] + pattern[pattern.rindex("0") + 1 :]
    return text
