"""Russian messages of the self-checks that refuse a number without the per-game arrays it comes
from (exercises 08 and 11).

Keyed by the English text passed to :func:`~pyanitsa_edu.checks.messages.tr`.
"""

from __future__ import annotations

__all__ = ["RU_FAIR"]

RU_FAIR: dict[str, str] = {
    # lesson08.py
    "pass won= and aces= too: the per-game arrays your share comes from (one True/False per "
    "game: did player 0 win, was he dealt every ace). A number alone could be a guess.":
        "передайте ещё won= и aces=: массивы, из которых получена ваша доля (по одному "
        "True/False на партию: выиграл ли игрок 0, достались ли ему все тузы). Одно число "
        "может оказаться догадкой.",
    # lesson11.py
    "pass wins= and held= too: the per-game arrays your effect comes from (did player 0 win, "
    "how many cards of the rank he was dealt). A number alone could be a guess.":
        "передайте ещё wins= и held=: массивы, из которых получено ваше влияние (по одному "
        "значению на партию: выиграл ли игрок 0, сколько карт этого достоинства ему раздали). "
        "Одно число может оказаться догадкой.",
    "pass with_rule= and without_rule= too: the lengths of the same deals with and without the "
    "rule, one whole number per deal, that your share comes from. A number alone could be a "
    "guess.":
        "передайте ещё with_rule= и without_rule=: длины одних и тех же раздач с правилом и без "
        "него, по одному целому числу на раздачу, из которых получена ваша доля. Одно число "
        "может оказаться догадкой.",
}
