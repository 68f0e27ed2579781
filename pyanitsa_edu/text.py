"""Plain-text views of piles for lessons and exercises: ``9♣ 7♠ 6♦`` instead of reprs."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from .cards import Card

__all__ = ["pile_text", "piles_text"]


def pile_text(pile: Iterable[Card], lang: Literal["en", "ru"] = "en") -> str:
    """Return a pile (top first) as space-separated cards, or ``—`` when it is empty.

    >>> pile_text([Card.parse("9♣"), Card.parse("A♥")], lang="ru")
    '9♣ Т♥'
    """
    text = " ".join(card.text(lang) for card in pile)
    return text or "—"


def piles_text(
    piles: Sequence[Iterable[Card]],
    names: Sequence[str] | None = None,
    lang: Literal["en", "ru"] = "en",
) -> str:
    """Return one line per pile: its owner's name, its size and its cards, top first.

    >>> from pyanitsa_edu import Game
    >>> print(piles_text(Game(["9♣ 6♦", "7♠ A♣"]).piles, names="AB"))
    A ( 2): 9♣ 6♦
    B ( 2): 7♠ A♣
    """
    labels = list(names) if names is not None else [f"player {i}" for i in range(len(piles))]
    lists = [list(pile) for pile in piles]
    width = max(len(label) for label in labels)
    return "\n".join(
        f"{label:<{width}} ({len(cards):2d}): {pile_text(cards, lang)}"
        for label, cards in zip(labels, lists, strict=True)
    )
