"""Decks: rank labels from low to high, times a number of suits."""

from __future__ import annotations

import numbers
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property, partial

from ..errors import N_, CardError, DeckError, Listed, Phrase, Written, shown
from ..i18n import ngettext
from ..i18n.language import resolve
from .cards import SUITS, Card, normalize_rank, ordered, rank_text

__all__ = ["MAX_RANKS", "STANDARD_RANKS", "Deck"]

MAX_RANKS = 100_000
"""The most rank labels a deck holds (an iterator of labels is read no further)."""

STANDARD_RANKS: dict[int, tuple[str, ...]] = {
    32: ("7", "8", "9", "10", "J", "Q", "K", "A"),
    36: ("6", "7", "8", "9", "10", "J", "Q", "K", "A"),
    52: ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"),
}
"""Rank labels, low to high, of the three standard decks, keyed by deck size."""


@dataclass(frozen=True)
class Deck:
    """A deck: each rank label (low → high) in each suit.

    ``Deck(ranks=["6", "7", "K", "A"], suits=2)`` has 8 cards. ``ranks`` are text labels
    in a list (or tuple), low to high; ``suits`` is a count (1–4, taken from ♣ ♦ ♥ ♠ in that
    order) or the suit symbols in a list. A set is refused for either: its order would not
    be yours. ``low_beats_ace`` is True or False. Anything else raises :class:`DeckError`
    (or :class:`~pyanitsa_edu.errors.CardError` for a label that is not a rank).
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
            raise DeckError(N_("ranks must be a list of labels, not the single text {ranks}"),
                            ranks=shown(ranks))
        labels = tuple(
            normalize_rank(r)
            for r in ordered(ranks, "ranks", DeckError, "['6', '7', 'A']", most=MAX_RANKS)
        )
        if not labels:
            raise DeckError(N_("a deck needs at least one rank"))
        counts = Counter(labels)
        repeated = sorted(r for r, n in counts.items() if n > 1)
        if repeated:
            raise DeckError(N_("rank labels repeat in the deck: {ranks}"),
                            ranks=Listed(repeated, ", ", most=10))
        symbols = _suit_symbols(suits)
        if not isinstance(low_beats_ace, bool):
            raise DeckError(N_("low_beats_ace must be True or False, got {low_beats_ace}"),
                            low_beats_ace=shown(low_beats_ace))
        object.__setattr__(self, "ranks", labels)
        object.__setattr__(self, "suits", symbols)
        object.__setattr__(self, "low_beats_ace", low_beats_ace)
        object.__setattr__(self, "_index", {r: i for i, r in enumerate(labels)})

    @classmethod
    def standard(cls, size: int = 36) -> Deck:
        """Return the standard deck of 32, 36 or 52 cards (the 32-card deck has no special rule)."""
        if isinstance(size, bool) or not isinstance(size, int) or size not in STANDARD_RANKS:
            raise DeckError(N_("standard decks have 32, 36 or 52 cards, not {size}"),
                            size=shown(size))
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
        size = len(self)
        if size in STANDARD_RANKS and self == Deck.standard(size):
            return size
        return None

    def rank_index(self, rank: str) -> int:
        """Return the position of a rank label, 0 for the lowest."""
        label = normalize_rank(rank)
        try:
            return self._index[label]
        except KeyError:
            raise CardError(N_("rank {rank} is not in this deck (ranks: {ranks})"),
                            rank=shown(rank), ranks=Written(self._rank_list)) from None

    def card(self, card: Card | str) -> Card:
        """Return ``card`` as a Card of this deck, or raise CardError if the deck lacks it."""
        value = Card.parse(card) if isinstance(card, str) else card
        if not isinstance(value, Card):
            raise CardError(N_("not a card: {card}; write a card as text such as '10♦', or a "
                               "Card"), card=shown(card))
        if value not in self.card_ids:
            if value.rank not in self._index:
                raise CardError(N_("{card} is not in the {deck}: it has no rank {rank} "
                                   "(ranks: {ranks})"), card=value, deck=self,
                                rank=Written(partial(rank_text, value.rank)),
                                ranks=Written(self._rank_list))
            raise CardError(N_("{card} is not in the {deck}"), card=value, deck=self)
        return value

    def describe(self) -> str:
        """Return a short description such as ``"36-card deck"`` (a long list of ranks is cut):
        :meth:`text` in English, for messages to programs."""
        return self.text("en")

    def text(self, lang: str | None = None) -> str:
        """Return a short description for a reader in ``lang`` (default: the current language):
        the size, and for a deck that is not standard its ranks (a long list cut) and suits.

        >>> deck = Deck(ranks=["6", "7", "A"], suits=2)
        >>> deck.text("en"), deck.text("ru"), Deck.standard(36).text("ru")
        ('6-card deck (6 7 A × ♣♦)', 'колода из 6 карт (6 7 Т × ♣♦)', 'колода из 36 карт')
        """
        code = resolve(lang)
        size = len(self)
        words = ngettext("{n}-card deck", "{n}-card deck", size, code, n=size)
        if self.standard_size is not None:
            return words
        return f"{words} ({self._rank_list(code)} × {''.join(self.suits)})"

    def _rank_list(self, lang: str | None = "en", most: int = 16) -> str:
        """Return the rank labels in ``lang``, low to high, separated by spaces; at most
        ``most`` of them (the first and the last ones), so a message stays short."""
        ranks = [rank_text(rank, lang) for rank in self.ranks]
        if len(ranks) <= most:
            return " ".join(ranks)
        half = most // 2
        return f"{' '.join(ranks[:half])} … {' '.join(ranks[-half:])}"

    def __repr__(self) -> str:
        size = self.standard_size
        if size is not None:
            return f"Deck.standard({size})"
        suits = len(self.suits) if self.suits == SUITS[: len(self.suits)] else list(self.suits)
        extra = "" if self.low_beats_ace else ", low_beats_ace=False"
        return f"Deck(ranks={list(self.ranks)!r}, suits={suits!r}{extra})"


def _suit_symbols(suits: int | Iterable[str]) -> tuple[str, ...]:
    """Return the suit symbols for a count or a list of symbols."""
    if isinstance(suits, numbers.Integral) and not isinstance(suits, bool):
        count = int(suits)
        if not 1 <= count <= len(SUITS):
            raise DeckError(N_("a deck has 1 to 4 suits when given as a count, got {count}; "
                               "pass the suit symbols for other decks"), count=shown(count))
        return SUITS[:count]
    items = ordered(suits, "suits", DeckError, Phrase(N_("{example} (or a count, 1 to 4)"),
                                                      example="['♣', '♦']"),
                    most=MAX_RANKS)  # read past 4, so the check below names the count
    if len(items) > len(SUITS):
        raise DeckError(N_("a deck has at most 4 suits, got {n}"), n=len(items))
    symbols = tuple(Card("A", s).suit for s in items)  # type: ignore[arg-type]
    if not symbols:
        raise DeckError(N_("a deck needs at least one suit"))
    if len(set(symbols)) != len(symbols):
        raise DeckError(N_("suits repeat in the deck: {suits}"), suits=" ".join(symbols))
    return tuple(symbols)
