"""The things a self-check counts, in the current language.

Every message a check prints goes through the catalogue's ``_`` (:mod:`pyanitsa_edu.i18n`):
``_("{n:,} games", n=12345)``. This module names the units an estimate counts (a check's
``unit``, by its English plural: ``"games"``, ``"deals"``): :func:`units` writes a number of
them, :func:`one` one of them as in "one per game".

>>> from pyanitsa_edu.i18n.language import language
>>> units(5_000, "games")
'5,000 games'
>>> with language("ru"):
...     print(units(2, "deals"), "|", one("games"), "|", repr(units(5_000, "games")))
2 раздачи | партию | '5\xa0000 партий'
"""

from __future__ import annotations

from ..i18n import NP_, fill, pgettext
from ..i18n.fmt import NOUNS, Noun, count

__all__ = ["UNITS", "one", "units"]

UNITS: dict[str, Noun] = {
    unit: NOUNS[unit[:-1]]
    for unit in ("games", "deals", "hands", "draws", "walks", "tournaments", "experiments",
                 "rounds")
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
    "rounds": NP_("one per", "round"),
}
"""Each unit as in "one per game" (context ``one per``: «по одному на партию»)."""


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
