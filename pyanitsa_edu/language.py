"""Re-exports :mod:`pyanitsa_edu.i18n.language` under its old name, with the nouns and
:func:`count` now in :mod:`pyanitsa_edu.i18n.fmt`."""

from .i18n.fmt import CARD, GAME, TRICK, WAR_ROUND, Noun, context_noun, count, number, plural
from .i18n.language import (
    DEFAULT_LANGUAGE,
    LANGS,
    Lang,
    get_language,
    language,
    resolve,
    set_language,
)

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
