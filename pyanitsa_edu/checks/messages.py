"""The self-checks' words in the current language, through the package's message catalogue.

Every message a check prints is written in English in the code and passed through
:func:`tr`, which translates it with the catalogue (:mod:`pyanitsa_edu.i18n`) and fills in
the values, numbers written for the reader (``{n:,}`` is ``12 345`` in Russian, ``{p:.2f}``
is ``0,50``). A text kept in a table is marked with :func:`N_` and passed to :func:`tr` when
shown. :func:`units` gives the form of a noun after a number (5 партий, 2 раздачи).

:data:`RU` holds Russian texts not yet in the catalogue, keyed by the English text (tables
``checks/ru_<name>.py`` merged here); :func:`tr` reads it when the catalogue has no
translation, and ``tools/catalog.py import-tables`` moves its entries into the catalogue.

>>> from pyanitsa_edu.i18n.language import language
>>> tr("{n:,} games", n=12345)
'12,345 games'
>>> with language("ru"):
...     print(tr("zero is not right"), "|", units(2, "deals"), "|", repr(units(5_000, "games")))
ноль — неверно | 2 раздачи | '5\xa0000 партий'
"""

from __future__ import annotations

from typing import Any

from ..i18n import N_ as N_
from ..i18n import NP_, fill, pgettext, translations
from ..i18n.fmt import GAME, Noun, context_noun, count
from ..i18n.language import resolve
from ..pyanitsa.cards import RU_RANKS

__all__ = ["N_", "RU", "UNITS", "one", "rank_text", "tr", "units"]

RU: dict[str, str] = {
    }
"""Russian messages of the self-checks not yet moved into the catalogue, keyed by their
English text (``tools/catalog.py import-tables`` moves them)."""

UNITS: dict[str, Noun] = {
    "games": GAME,
    "deals": Noun("deal", "deals"),
    "hands": Noun("hand", "hands"),
    "draws": context_noun("count", "draw", "draws"),
    "walks": Noun("walk", "walks"),
    "tournaments": Noun("tournament", "tournaments"),
    "experiments": Noun("experiment", "experiments"),
}
"""The things an estimate counts, by their English plural (the ``unit`` of a check)."""

_ONE: dict[str, str] = {
    "games": NP_("one per", "game"),
    "deals": NP_("one per", "deal"),
    "hands": NP_("one per", "hand"),
    "draws": NP_("one per", "draw"),
    "walks": NP_("one per", "walk"),
    "tournaments": NP_("one per", "tournament"),
    "experiments": NP_("one per", "experiment"),
}
"""Each unit as in "one per game" (context ``one per``: «по одному на партию»)."""


def tr(message: str, /, **values: Any) -> str:
    """Return ``message`` in the current language, with ``values`` filled in (without values
    the text is returned as it is, braces included)."""
    lang = resolve()
    text = translations(lang).gettext(message)
    if lang == "ru" and text is message:
        text = RU.get(message, message)
    return fill(text, lang, **values)


def rank_text(rank: str) -> str:
    """Return a rank label in the current language: ``A``, or ``Т`` in Russian."""
    return RU_RANKS.get(rank, rank) if resolve() == "ru" else rank


def one(unit: str) -> str:
    """Return the unit as in "one per game" in the current language: ``game``, ``партию``."""
    if unit in _ONE:
        return pgettext("one per", _ONE[unit])
    return unit[:-1]


def units(n: int, unit: str) -> str:
    """Return ``n`` and the unit in the form it takes in the current language:
    ``5,000 games``, ``5 000 партий``; a unit not in :data:`UNITS` is written as given."""
    noun = UNITS.get(unit)
    if noun is None:
        return fill("{n:,} {unit}", None, n=n, unit=unit)
    return count(n, noun)
