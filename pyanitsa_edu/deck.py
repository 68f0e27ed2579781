"""Decks: rank labels from low to high, times a number of suits."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from .cards import SUITS, Card, normalize_rank
from .errors import CardError, DeckError

__all__ = ["STANDARD_RANKS", "Deck"]

STANDARD_RANKS: dict[int, tuple[str, ...]] = {
    32: ("7", "8", "9", "10", "J", "Q", "K", "A"),
    36: ("6", "7", "8", "9", "10", "J", "Q", "K", "A"),
    52: ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"),
}
"""Rank labels, low to high, of the three standard decks, keyed by deck size."""


@dataclass(frozen=True)
class Deck:
    """A deck: each rank label (low → high) in each suit.

    ``Deck(ranks=["6", "7", "K", "A"], suits=2)`` has 8 cards. ``suits`` is a
    count (1–4, taken from ♣ ♦ ♥ ♠ in that order) or the suit symbols themselves.
    """

    ranks: tuple[str, ...]
    """Rank labels from the lowest to the highest."""
    suits: tuple[str, ...] = SUITS
    """Suit symbols, in deck order."""
    low_beats_ace: bool = True
    """The deck's default for the special rule: its lowest rank beats its highest."""
    _index: dict[str, int] = field(init=False, repr=False, compare=False, hash=False)

    def __init__(
        self,
        ranks: Iterable[str],
        suits: int | Iterable[str] = 4,
        low_beats_ace: bool = True,
    ) -> None:
        if isinstance(ranks, str):
            raise DeckError(f"ranks must be a list of labels, not the single text {ranks!r}")
        labels = tuple(normalize_rank(str(r)) for r in ranks)
        if not labels:
            raise DeckError("a deck needs at least one rank")
        repeated = sorted({r for r in labels if labels.count(r) > 1})
        if repeated:
            raise DeckError(f"rank labels repeat in the deck: {', '.join(repeated)}")
        symbols = _suit_symbols(suits)
        object.__setattr__(self, "ranks", labels)
        object.__setattr__(self, "suits", symbols)
        object.__setattr__(self, "low_beats_ace", bool(low_beats_ace))
        object.__setattr__(self, "_index", {r: i for i, r in enumerate(labels)})

    @classmethod
    def standard(cls, size: int = 36) -> Deck:
        """Return the standard deck of 32, 36 or 52 cards (the 32-card deck has no special rule)."""
        if size not in STANDARD_RANKS:
            raise DeckError(f"standard decks have 32, 36 or 52 cards, not {size!r}")
        return cls(STANDARD_RANKS[size], 4, low_beats_ace=size != 32)

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the deck, rank by rank from low to high, suits in deck order."""
        return tuple(Card(rank, suit) for rank in self.ranks for suit in self.suits)

    @cached_property
    def card_ids(self) -> dict[Card, int]:
        """Return each card's index in :attr:`cards`."""
        return {card: i for i, card in enumerate(self.cards)}

    def __len__(self) -> int:
        return len(self.ranks) * len(self.suits)

    @property
    def size(self) -> int:
        """Number of cards in the deck."""
        return len(self)

    @property
    def standard_size(self) -> int | None:
        """Return 32, 36 or 52 when this is that standard deck, else None."""
        for size in STANDARD_RANKS:
            if self == Deck.standard(size):
                return size
        return None

    def rank_index(self, rank: str) -> int:
        """Return the position of a rank label, 0 for the lowest."""
        label = normalize_rank(rank)
        try:
            return self._index[label]
        except KeyError:
            raise CardError(
                f"rank {rank!r} is not in this deck (ranks: {' '.join(self.ranks)})"
            ) from None

    def card(self, card: Card | str) -> Card:
        """Return ``card`` as a Card of this deck, or raise CardError if the deck lacks it."""
        value = Card.parse(card) if isinstance(card, str) else card
        if not isinstance(value, Card):
            raise CardError(f"not a card: {card!r}; write a card as text such as '10♦', or a Card")
        if value not in self.card_ids:
            if value.rank not in self._index:
                raise CardError(
                    f"{value} is not in the {self.describe()}: it has no rank {value.rank} "
                    f"(ranks: {' '.join(self.ranks)})"
                )
            raise CardError(f"{value} is not in the {self.describe()}")
        return value

    def describe(self) -> str:
        """Return a short description such as ``"36-card deck"``."""
        size = self.standard_size
        if size is not None:
            return f"{size}-card deck"
        return f"{len(self)}-card deck ({' '.join(self.ranks)} × {''.join(self.suits)})"

    def __repr__(self) -> str:
        size = self.standard_size
        if size is not None:
            return f"Deck.standard({size})"
        suits = len(self.suits) if self.suits == SUITS[: len(self.suits)] else list(self.suits)
        extra = "" if self.low_beats_ace else ", low_beats_ace=False"
        return f"Deck(ranks={list(self.ranks)!r}, suits={suits!r}{extra})"


def _suit_symbols(suits: int | Iterable[str]) -> tuple[str, ...]:
    """Return the suit symbols for a count or a list of symbols."""
    if isinstance(suits, bool):
        raise DeckError(f"suits must be a count (1–4) or a list of symbols, got {suits!r}")
    if isinstance(suits, int):
        if not 1 <= suits <= len(SUITS):
            raise DeckError(
                f"a deck has 1 to 4 suits when given as a count, got {suits}; "
                "pass the suit symbols for other decks"
            )
        return SUITS[:suits]
    symbols: Sequence[str] = tuple(Card("A", s).suit for s in suits)
    if not symbols:
        raise DeckError("a deck needs at least one suit")
    if len(set(symbols)) != len(symbols):
        raise DeckError(f"suits repeat in the deck: {' '.join(symbols)}")
    return tuple(symbols)
