"""Reading and comparing a student's cards and piles: the checks of every exercise that asks for
cards share these.

>>> pile = (Card.parse("7♦"), Card.parse("10♠"))
>>> same_cards(pile, "7♦ 10♠"), same_cards(pile, ["10♠", "7♦"])
(True, False)
"""

from __future__ import annotations

from typing import Any

from ..pyanitsa.cards import Card
from ..pyanitsa.dealing import parse_pile
from ..pyanitsa.rules import Rules
from .core import first_items

__all__ = ["read_cards", "same_cards", "same_piles"]


def read_cards(answer: Any, rules: Rules) -> tuple[Card, ...]:
    """Return the cards of an answer written as text (``"7♦ 10♠"``) or as a list of cards (at
    most one more than the deck holds is read, so an endless iterator ends the reading)."""
    if isinstance(answer, str):
        return parse_pile(answer, rules.deck)
    items = first_items(answer, len(rules.deck))
    return tuple(c if isinstance(c, Card) else Card.parse(str(c)) for c in items)


def same_cards(expected: Any, got: Any) -> bool:
    """True when ``got`` (cards, card texts, or one text) lists the cards of ``expected``."""
    try:
        if isinstance(got, str):
            got = got.split()
        return [str(Card.parse(str(c))) for c in got] == [str(c) for c in expected]
    except Exception:
        return False


def same_piles(expected: Any, got: Any) -> bool:
    """True when ``got`` is the piles of ``expected``, card for card."""
    try:
        return len(got) == len(expected) and all(
            same_cards(e, g) for e, g in zip(expected, got, strict=True)
        )
    except Exception:
        return False
