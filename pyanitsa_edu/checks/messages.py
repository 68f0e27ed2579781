"""The self-checks' words in the current language: the English text is the key of its Russian.

Every message a check prints is written in English in the code and passed through
:func:`tr`, which returns it, or its Russian translation when the current language is
Russian (:func:`pyanitsa_edu.set_language`), with the values filled in. The Russian texts
live in :mod:`.ru_core`, :mod:`.ru_lessons` and :mod:`.ru_lessons_8_12`, keyed by the English
text; a test reads every ``tr("…")`` and ``N_("…")`` (a text kept in a table, translated
when shown) of the package and finds its translation, with the same fields, and no
translation left over.

In Russian a number grouped with ``{n:,}`` is written ``12 345`` (a comma there marks
decimals), and :func:`units` gives the form of a noun after a number (5 партий, 2 раздачи).

>>> from pyanitsa_edu.language import language
>>> tr("{n:,} games", n=12345)
'12,345 games'
>>> with language("ru"):
...     print(tr("zero is not right"), "|", units(2, "deals"), "|", repr(units(5_000, "games")))
ноль — неверно | 2 раздачи | '5\xa0000 партий'
"""

from __future__ import annotations

import string
from typing import Any

from ..cards import RU_RANKS
from ..language import GAME, Noun, count, resolve
from .ru_conditional import RU_CONDITIONAL
from .ru_core import RU_CORE
from .ru_cycles_walks import RU_CYCLES_WALKS
from .ru_fair import RU_FAIR
from .ru_inference import RU_INFERENCE
from .ru_lessons import RU_LESSONS
from .ru_lessons_8_12 import RU_LESSONS_8_12
from .ru_random_variables import RU_RANDOM_VARIABLES
from .ru_selfchecks import RU_SELFCHECKS
from .ru_strategies import RU_STRATEGIES

__all__ = ["N_", "RU", "UNITS", "one", "rank_text", "tr", "units"]

RU: dict[str, str] = {
    **RU_CORE,
    **RU_LESSONS,
    **RU_LESSONS_8_12,
    **RU_CYCLES_WALKS,
    **RU_INFERENCE,
    **RU_CONDITIONAL,
    **RU_RANDOM_VARIABLES,
    **RU_STRATEGIES,
    **RU_SELFCHECKS,
    **RU_FAIR,
}
"""Every Russian message of the self-checks, keyed by its English text."""

UNITS: dict[str, Noun] = {
    "games": GAME,
    "deals": Noun(("deal", "deals"), ("раздача", "раздачи", "раздач")),
    "hands": Noun(("hand", "hands"), ("раздача", "раздачи", "раздач")),
    "draws": Noun(("draw", "draws"), ("вытягивание", "вытягивания", "вытягиваний")),
    "walks": Noun(("walk", "walks"), ("блуждание", "блуждания", "блужданий")),
    "tournaments": Noun(("tournament", "tournaments"), ("турнир", "турнира", "турниров")),
    "experiments": Noun(("experiment", "experiments"), ("опыт", "опыта", "опытов")),
}
"""The things an estimate counts, by their English plural (the ``unit`` of a check)."""

_ONE_RU: dict[str, str] = {
    "games": "партию",
    "deals": "раздачу",
    "hands": "раздачу",
    "draws": "вытягивание",
    "walks": "блуждание",
    "tournaments": "турнир",
    "experiments": "опыт",
}
"""Each unit after «на» (one per game: по одному на партию)."""


class _Formatter(string.Formatter):
    """Fills in a message; in Russian, thousands are grouped with a no-break space."""

    def __init__(self, russian: bool) -> None:
        self.russian = russian

    def format_field(self, value: Any, format_spec: str) -> str:
        text = str(super().format_field(value, format_spec))
        if self.russian and "," in format_spec:
            return text.replace(",", "\u00a0")
        return text


def tr(message: str, /, **values: Any) -> str:
    """Return ``message`` in the current language, with ``values`` filled in (without values
    the text is returned as it is, braces included)."""
    russian = resolve() == "ru"
    if russian:
        message = RU.get(message, message)
    return _Formatter(russian).format(message, **values) if values else message


def N_(text: str) -> str:
    """Return ``text`` unchanged: marks a message kept in a table and passed to :func:`tr`
    later, so the test of the translations finds it."""
    return text


def rank_text(rank: str) -> str:
    """Return a rank label in the current language: ``A``, or ``Т`` in Russian."""
    return RU_RANKS.get(rank, rank) if resolve() == "ru" else rank


def one(unit: str) -> str:
    """Return the unit as in "one per game" in the current language: ``game``, ``партию``."""
    if resolve() == "ru" and unit in _ONE_RU:
        return _ONE_RU[unit]
    return unit[:-1]


def units(n: int, unit: str) -> str:
    """Return ``n`` and the unit in the form it takes in the current language:
    ``5,000 games``, ``5 000 партий``; a unit not in :data:`UNITS` is written as given."""
    noun = UNITS.get(unit)
    if noun is None:
        return f"{n:,} {unit}"
    return count(n, noun)
