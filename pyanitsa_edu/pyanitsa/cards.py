"""Cards: a frozen (rank, suit) value that reads and writes its own text.

A card has **no order**. In Pyanitsa the six beats the ace, so the ranking is a
circle, and ``<`` would lie. Who beats whom is decided by :mod:`pyanitsa_edu.pyanitsa.ranking`.

The letter T looks the same in both alphabets and means two cards: Latin ``T`` is
the ten (as in ``"TD"``), Cyrillic ``Т`` is the ace (туз). A text that mixes Latin and
Cyrillic letters around a T is refused (:func:`check_letters`), since its T could be either.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Mapping, Sequence, Set
from dataclasses import dataclass
from typing import Literal

from ..errors import N_, CardError, Phrase, PyanitsaError, shown
from ..i18n.language import resolve

__all__ = [
    "RANK_ALIASES",
    "RU_RANKS",
    "SUITS",
    "SUIT_LETTERS",
    "Card",
    "Piles",
    "check_letters",
    "normalize_rank",
    "ordered",
    "rank_text",
]

SUITS: tuple[str, ...] = ("♣", "♦", "♥", "♠")
"""The four suit symbols, in deck order: clubs, diamonds, hearts, spades."""

SUIT_LETTERS: dict[str, str] = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
"""Latin letters accepted for suits (any case)."""

RANK_ALIASES: dict[str, str] = {
    "T": "10",  # Latin T: ten, as in "TD"
    "В": "J",  # валет
    "Д": "Q",  # дама
    "К": "K",  # король
    "Т": "A",  # туз (Cyrillic Т)
}
"""Other spellings of ranks: Latin ``T`` is the ten; Russian В Д К Т are J Q K A."""

RU_RANKS: dict[str, str] = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}
"""Russian letters for the court cards and the ace (валет, дама, король, туз)."""


def rank_text(rank: str, lang: str | None = None) -> str:
    """Return a rank's label for a reader in ``lang`` (default: the current language): ``A``,
    or ``Т`` in Russian (В Д К Т for J Q K A).

    >>> rank_text("A", "ru"), rank_text("10", "ru"), rank_text("A", "en")
    ('Т', '10', 'A')
    """
    return RU_RANKS.get(rank, rank) if resolve(lang) == "ru" else rank

_LATIN_LETTERS = frozenset("JQKATCDHS")
"""Latin letters a card text may hold: ranks J Q K A T and suits C D H S."""
_CYRILLIC_LETTERS = frozenset("ВДКТ")
"""Cyrillic letters a card text may hold: В Д К Т (J Q K A)."""

MAX_CARD_TEXT = 40
"""The longest card text read: a rank label has at most 5 characters, the rest is spaces."""

_CARD_RE = re.compile(r"^\s*(?P<rank>.+?)\s*(?P<suit>[♣♦♥♠♧♢♡♤CDHScdhs])\s*$")
_WORDS = re.compile(r"[\s,;]+")
_SUIT_VARIANTS = {"♧": "♣", "♢": "♦", "♡": "♥", "♤": "♠"}


def normalize_rank(label: object) -> str:
    """Return the canonical spelling of a rank label (``"т"`` → ``"A"``, ``"T"`` → ``"10"``).

    A rank label is text: ``6`` (an int) raises CardError, so ranks are never guessed.
    """
    if not isinstance(label, str):
        raise CardError(N_("a rank label is text such as '6' or 'A', got {label}"),
                        label=shown(label))
    text = label.strip().upper()
    if not text:
        raise CardError(N_("empty rank label"))
    if not (text.isalnum() and len(text) <= 5):
        raise CardError(N_("rank label {label} must be 1 to 5 letters or digits"),
                        label=shown(label))
    return RANK_ALIASES.get(text, text)


def ordered(
    items: object, what: str | Phrase, error: type[PyanitsaError], example: str | Phrase = "",
    *, most: int,
) -> tuple[object, ...]:
    """Return ``items`` as a tuple when they come in an order the caller chose: a list, a
    tuple (any sequence but text) or an iterator, read once and never past ``most`` + 1 items
    (more than ``most`` raises ``error``, so an endless iterator ends the reading). A set or a
    dict (no order of the caller's), text or a single value raises ``error`` naming ``what``."""
    if isinstance(items, Sequence | Iterator) and not isinstance(items, str | bytes | bytearray):
        read = tuple(itertools.islice(iter(items), most + 1))
        if len(read) > most:
            raise error(N_("{what} hold at most {most:,} items; got more"), what=what, most=most)
        return read
    values = {"what": what, "example": example, "items": shown(items)}
    if isinstance(items, Set | Mapping) and example:
        raise error(N_("{what} must be a list such as {example}, in order; got a {kind}, which "
                       "has no order of yours: {items}"), kind=type(items).__name__, **values)
    if isinstance(items, Set | Mapping):
        raise error(N_("{what} must be a list, in order; got a {kind}, which has no order of "
                       "yours: {items}"), kind=type(items).__name__, **values)
    if example:
        raise error(N_("{what} must be a list such as {example}, got {items}"), **values)
    raise error(N_("{what} must be a list, got {items}"), **values)


def check_letters(*texts: str) -> None:
    """Raise CardError when card texts mix Latin and Cyrillic letters and hold a T.

    Latin ``T`` is the ten and Cyrillic ``Т`` the ace, and the two look the same. In
    ``"Т♥ TD"`` or ``"Д♠ T♦"`` one alphabet is surely mistyped, so the T could mean
    either card. Texts in one alphabet, or mixed texts without a T (``"кS"``), pass.
    Letters that are not card letters (custom rank labels) are ignored.
    """
    letters = {ch for text in texts for ch in text.upper()}
    latin, cyrillic = letters & _LATIN_LETTERS, letters & _CYRILLIC_LETTERS
    if latin and cyrillic and ("T" in latin or "Т" in cyrillic):
        named = shown(" ".join(texts))
        raise CardError(N_("{named} mixes Latin letters ({latin}) with Cyrillic ones "
                           "({cyrillic}), so its T is ambiguous: Latin T is the ten, Cyrillic Т "
                           "is the ace (туз). Write the ten as 10 and the ace as A, or use one "
                           "alphabet."), named=named, latin=" ".join(sorted(latin)),
                        cyrillic=" ".join(sorted(cyrillic)))


def _normalize_suit(symbol: str) -> str:
    """Return the suit symbol for a symbol or a Latin letter."""
    if symbol in SUITS:
        return symbol
    if symbol in _SUIT_VARIANTS:
        return _SUIT_VARIANTS[symbol]
    upper = symbol.upper()
    if upper in SUIT_LETTERS:
        return SUIT_LETTERS[upper]
    raise CardError(N_("unknown suit {symbol}: use ♣ ♦ ♥ ♠ or C D H S"), symbol=shown(symbol))


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card: a rank label and a suit symbol. Suits never matter in play.

    Ranks may be written in Russian: В Д К Т are J Q K A. **Latin T is the ten, Cyrillic Т
    is the ace**; the two letters look alike, so a card or pile text that mixes Latin and
    Cyrillic letters and holds a T (``"ТD"``, ``"Т♥ TD"``) raises a CardError that names
    the ambiguity. Write ``10`` and ``A`` to be safe in any alphabet.
    """

    rank: str
    """Canonical rank label: ``"6"`` … ``"10"``, ``"J"`` … ``"A"``, or a custom label."""
    suit: str
    """One of ``♣ ♦ ♥ ♠``."""

    def __post_init__(self) -> None:
        if not isinstance(self.rank, str) or not isinstance(self.suit, str):
            raise CardError(N_("a card needs a text rank and suit, got {rank}, {suit}"),
                            rank=shown(self.rank), suit=shown(self.suit))
        check_letters(self.rank + self.suit)
        object.__setattr__(self, "rank", normalize_rank(self.rank))
        object.__setattr__(self, "suit", _normalize_suit(self.suit))

    @classmethod
    def parse(cls, text: str) -> Card:
        """Return the card written as ``text``: ``"10♦"``, ``"10D"``, ``"TD"`` or ``"Т♥"``."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise CardError(N_("a card must be text such as '10♦', got {text}"), text=shown(text))
        words = _WORDS.split(text.strip())
        if len(words) > 1 and sum(1 for w in words[:2] if _CARD_RE.match(w)) == 2:
            raise CardError(N_("one card was expected, got {n:,}: {text}; for a pile use "
                               "pyanitsa_edu.dealing.parse_pile(text, deck), or parse each "
                               "card of text.split()"), n=len(words), text=shown(text))
        match = _CARD_RE.match(text) if len(text) <= MAX_CARD_TEXT else None
        if match is None:
            raise CardError(N_("cannot read card {text}: write rank then suit, e.g. '10♦', "
                               "'TD', 'Т♥' or 'QS'"), text=shown(text))
        return cls(match["rank"], match["suit"])

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def text(self, lang: Literal["en", "ru"] | None = None) -> str:
        """Return the card's text, with Russian rank letters (В Д К Т) in Russian; ``lang``
        defaults to the current language (:func:`pyanitsa_edu.set_language`)."""
        return f"{rank_text(self.rank, lang)}{self.suit}"

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds."""
        return self.suit in ("♦", "♥")


Piles = tuple[tuple[Card, ...], ...]
"""A deal or a game state: one tuple of cards per player, each top first."""
