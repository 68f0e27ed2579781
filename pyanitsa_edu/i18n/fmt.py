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

A number after a preposition takes the noun in the case the phrase needs (``case=``): «из»
and «у» want the genitive, «к» the dative, «с» the instrumental, «в» and «о» the
prepositional; English has one form:

>>> count(5024, GAME, "ru", case="genitive"), count(52, GAME, "ru", case="prepositional")
('5\xa0024 партий', '52 партиях')
>>> player(1, "ru", case="dative", capital=True), player(1, "en", case="dative")
('Игроку 1', 'player 1')

Powers and numbers too small or too large to write out follow the reader's typography (a
middle dot and superscripts in Russian, and the minus sign −); :func:`rounded` writes a number
a reader gave back to them, to six significant figures:

>>> scientific(1.41e29, 2, "ru"), scientific(7.6e-7, 2, "en"), power("(32/35)", 18)
('1,4 · 10²⁹', '7.6 × 10⁻⁷', '(32/35)¹⁸')
>>> rounded(0.35416666666666663, lang="ru"), rounded(1e-06), rounded(-2.5e-9, lang="ru")
('0,354167', '0.000001', '−2,5 · 10⁻⁹')
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from babel.numbers import format_decimal, format_percent

from ..errors import SettingError, shown, superscript
from .catalogue import N_, NP_, _, ngettext, npgettext, pgettext
from .language import Lang, babel_locale, localize, resolve

__all__ = [
    "CARD",
    "CASES",
    "GAME",
    "NOUNS",
    "TRICK",
    "WAR_ROUND",
    "Case",
    "Noun",
    "context_noun",
    "count",
    "decimal",
    "interval",
    "localize",
    "number",
    "percent",
    "player",
    "plural",
    "power",
    "rounded",
    "scientific",
    "significant",
    "yes_no",
]

MINUS = "\u2212"
"""The minus sign of Russian typography (−), which a number written for a Russian reader
takes instead of the hyphen."""


def _signed(text: str, lang: Lang) -> str:
    """Return a number's text with the reader's minus sign."""
    return text.replace("-", MINUS) if lang == "ru" else text


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
    return _signed(format_decimal(int(n), locale=babel_locale(code)), code)


def decimal(x: float, digits: int = 2, lang: str | None = None) -> str:
    """Return ``x`` with exactly ``digits`` decimals, thousands grouped (``0.500``,
    ``0,500``)."""
    code = resolve(lang)
    odd = _finite(float(x), code)
    if odd is not None:
        return odd
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "")
    locale = babel_locale(code)
    text = format_decimal(float(x), format=pattern, locale=locale, decimal_quantization=True)
    return _signed(text, code)


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
    return _signed(text.replace("%", "\u00a0%"), code) if code == "ru" else text


def significant(x: float, figures: int = 3, lang: str | None = None) -> str:
    """Return ``x`` to ``figures`` significant figures, without an exponent for the numbers
    a lesson meets (``0.00123``, ``1 230 000``) and as :func:`scientific` beyond them
    (``1.41 × 10²⁹``, ``1,41 · 10²⁹``)."""
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
    return scientific(x, figures, code)


def _mantissa(x: float, figures: int) -> tuple[float, int]:
    """Return (m, k) with ``x = m · 10^k``, ``m`` rounded to ``figures`` significant figures
    and 1 ≤ |m| < 10 (a mantissa that rounds up to 10 moves to the next power)."""
    exponent = math.floor(math.log10(abs(x)))
    mantissa = round(x / 10.0**exponent, max(figures - 1, 0))
    if abs(mantissa) >= 10:
        mantissa, exponent = mantissa / 10, exponent + 1
    return mantissa, exponent


def power(base: str | float, exponent: int, lang: str | None = None) -> str:
    """Return ``base`` raised to a whole ``exponent`` as a reader writes it, the exponent in
    superscript: ``10²⁹``, ``(32/35)¹⁸``, ``2⁻³``. A numeric base is written by
    :func:`rounded`; a text base (``"(32/35)"``, ``"p"``) as it is."""
    code = resolve(lang)
    shown_base = base if isinstance(base, str) else rounded(base, lang=code)
    return f"{shown_base}{superscript(int(exponent))}"


def scientific(x: float, figures: int = 2, lang: str | None = None) -> str:
    """Return ``x`` in scientific notation to ``figures`` significant figures: ``7.6 × 10⁻⁷``
    in English, ``7,6 · 10⁻⁷`` in Russian (a middle dot, superscripts, the minus sign −)."""
    code = resolve(lang)
    x = float(x)
    odd = _finite(x, code)
    if odd is not None:
        return odd
    if x == 0:
        return decimal(0.0, max(figures - 1, 0), code)
    mantissa, exponent = _mantissa(x, figures)
    return _("{mantissa} × {power}", code, mantissa=decimal(mantissa, figures - 1, code),
             power=power("10", exponent, code))


def rounded(x: float, figures: int = 6, lang: str | None = None) -> str:
    """Return a number as short as it can be written to ``figures`` significant figures, for
    echoing a value back to a reader: trailing zeros dropped (``0.354167``, ``0.000001``,
    ``2.5``), a whole number grouped and in full below 10¹⁵ (``5 024``), and
    :func:`scientific` below 10⁻⁶ and from 10¹⁵ up. nan and ±inf are written as words."""
    code = resolve(lang)
    if isinstance(x, int) and not isinstance(x, bool) and abs(x) < 10**15:
        return number(x, code)
    x = float(x)
    odd = _finite(x, code)
    if odd is not None:
        return odd
    if x == 0:
        return "0"
    exponent = math.floor(math.log10(abs(x)))
    if not -6 <= exponent < 15:
        mantissa, exponent = _mantissa(x, figures)
        digits = len(f"{abs(mantissa):.{max(figures - 1, 0)}f}".rstrip("0").partition(".")[2])
        return _("{mantissa} × {power}", code, mantissa=decimal(mantissa, digits, code),
                 power=power("10", exponent, code))
    digits = max(figures - 1 - exponent, 0)
    text = f"{round(x, digits):.{digits}f}"
    kept = len(text.rstrip("0").partition(".")[2]) if "." in text else 0
    return decimal(round(x, digits), kept, code)


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


Case = Literal["nominative", "genitive", "dative", "instrumental", "prepositional"]
"""The grammatical case a phrase needs of a noun after a number: the nominative (``5 партий``
as the subject), the genitive (after «из», «у», «после», «до», «для», «без»: ``из 5 024
партий``), the dative (after «к», «по»; the one who lacks: «игроку 1 не хватило»), the
instrumental (after «с», «между», «за»: ``с 2 игроками``) or the prepositional (after «в»,
«о», «на»: ``в 52 партиях``). English has one form for all of them."""

CASES: tuple[Case, ...] = ("genitive", "dative", "instrumental", "prepositional")
"""The cases that have forms of their own in the catalogue: every noun of :data:`NOUNS` is
declined in each, under the case's name as its context (``tools/catalog.py`` adds them to the
catalogue; the nominative is the noun's own entry)."""


def _case(case: object) -> Case:
    """Return ``case`` if it is a case of :data:`Case`, else raise SettingError."""
    if case == "nominative" or case in CASES:
        return case
    raise SettingError(N_("case must be nominative, genitive, dative, instrumental or "
                          "prepositional, got {value}"), value=shown(case))


def plural(n: int, noun: Noun, lang: str | None = None, case: Case = "nominative") -> str:
    """Return the form of ``noun`` that follows the whole number ``n`` in ``lang``
    (default: the current language) and in ``case``, from the catalogue's plural forms."""
    if _case(case) != "nominative":
        return npgettext(case, noun.one, noun.many, int(n), lang)
    if noun.context is not None:
        return npgettext(noun.context, noun.one, noun.many, int(n), lang)
    return ngettext(noun.one, noun.many, int(n), lang)


def count(n: int, noun: Noun | str, lang: str | None = None, case: Case = "nominative") -> str:
    """Return ``n`` grouped and the noun in the form it takes (``1 trick``, ``5 сравнений``,
    ``2 000 раздач``), in the ``case`` the phrase needs (``из 5 024 партий``: ``case=
    "genitive"``).

    ``noun`` is a :class:`Noun` or the English singular of one of :data:`NOUNS` (``"deal"``);
    another English word is counted in English only (``"apple"``: ``2 apples``).
    """
    code = resolve(lang)
    if isinstance(noun, str):
        known = NOUNS.get(noun)
        if known is None and code != "en":
            raise SettingError(N_("no Russian forms for the noun {noun}: add it to the nouns of "
                                  "pyanitsa_edu.i18n.fmt and to the catalogue"), noun=shown(noun))
        noun = known or Noun(noun, noun + "s")
    return f"{number(n, code)} {plural(int(n), noun, code, case)}"


_PLAYER: dict[Case, str] = {
    "nominative": N_("player {i}"),
    "genitive": NP_("genitive", "player {i}"),
    "dative": NP_("dative", "player {i}"),
    "instrumental": NP_("instrumental", "player {i}"),
    "prepositional": NP_("prepositional", "player {i}"),
}
"""A player by number, in each case (the engine counts players from zero)."""


def player(i: int, lang: str | None = None, case: Case = "nominative",
           capital: bool = False) -> str:
    """Return a player by number in ``case`` (``игрок 1``, ``у игрока 1``, ``игроку 1``);
    ``capital=True`` for the start of a sentence (``Игроку 1 не хватило карт``)."""
    chosen = _case(case)
    text = _(_PLAYER[chosen], lang, i=i) if chosen == "nominative" else pgettext(
        chosen, _PLAYER[chosen], lang, i=i)
    return text[:1].upper() + text[1:] if capital else text
