"""The small decks that several exercises' tasks share, defined once for their checks."""

from __future__ import annotations

from ..pyanitsa.deck import Deck

__all__ = ["LENGTH_DECK"]

LENGTH_DECK = Deck(["6", "7", "8", "9", "A"], 2)
"""The 10-card deck of lessons 07 and 08 (6 7 8 9 A in two suits): 113,400 deals, none of them
cycles."""
