"""Shuffling, dealing, and checking the piles a game starts from."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Sequence

from .cards import Card, Piles, check_letters
from .deck import Deck
from .errors import DealError
from .rules import Rules, RulesLike, as_rules

__all__ = [
    "PileInput",
    "Seed",
    "check_piles",
    "deal",
    "deal_order",
    "make_rng",
    "parse_pile",
    "parse_piles",
    "shuffled_deck",
]

Seed = int | random.Random | None
"""A seed: an int, a ``random.Random`` to draw from, or None for fresh entropy."""

PileInput = str | Iterable[Card | str]
"""A pile as text (``"9♣ 6♦ A♥"``) or as cards or card texts, top first."""


_SPLIT = re.compile(r"[\s,;]+")


def make_rng(seed: Seed) -> random.Random:
    """Return a private random generator for ``seed`` (never the global one)."""
    if isinstance(seed, random.Random):
        return seed
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise DealError(f"seed must be a whole number, a random.Random or None, got {seed!r}")
    return random.Random(seed)


def shuffled_deck(rules: RulesLike = None, seed: Seed = None) -> tuple[Card, ...]:
    """Return the rules' deck in a random order drawn from ``seed``."""
    cards = list(as_rules(rules).deck.cards)
    make_rng(seed).shuffle(cards)
    return tuple(cards)


def deal(rules: RulesLike = None, seed: Seed = None) -> Piles:
    """Return a shuffled deal: one tuple of cards per player, top first, dealt one at a time.

    Player 0 gets the first card; when the deck does not divide evenly the first
    players get one card more.
    """
    rules = as_rules(rules)
    return deal_order(shuffled_deck(rules, seed), rules.players)


def deal_order(order: Sequence[Card], players: int = 2) -> Piles:
    """Return the piles dealt from a deck ``order`` one card at a time, player 0 first."""
    return tuple(tuple(order[i::players]) for i in range(players))


def parse_pile(pile: PileInput, deck: Deck) -> tuple[Card, ...]:
    """Return a pile as Cards of ``deck``; text is split on spaces or commas."""
    check_letters(*_texts([pile]))
    if isinstance(pile, str):
        return tuple(deck.card(t) for t in _SPLIT.split(pile) if t)
    if isinstance(pile, Card) or not isinstance(pile, Iterable):
        raise DealError(
            f"a pile must be text such as '9♣ 6♦ A♥' or a list of cards, got {pile!r}; "
            "pass one pile per player"
        )
    return tuple(deck.card(item) for item in pile)


def parse_piles(piles: Sequence[PileInput], deck: Deck) -> Piles:
    """Return piles as Cards of ``deck`` after checking that no card appears twice."""
    if isinstance(piles, str) or not isinstance(piles, Sequence):
        raise DealError(f"piles must be a list of piles, one per player, got {piles!r}")
    check_letters(*_texts(piles))  # a T among mixed alphabets could be the ten or the ace
    parsed = tuple(parse_pile(p, deck) for p in piles)
    counts = Counter(card for pile in parsed for card in pile)
    repeated = [str(card) for card, n in counts.items() if n > 1]
    if repeated:
        raise DealError(f"duplicate card(s) in the deal: {' '.join(repeated)}")
    return parsed


def _texts(piles: Sequence[PileInput]) -> list[str]:
    """Return the card texts among ``piles``: pile texts, and card texts in lists or tuples."""
    texts: list[str] = []
    for pile in piles:
        if isinstance(pile, str):
            texts.append(pile)
        elif isinstance(pile, Sequence):  # never consume a one-shot iterator here
            texts.extend(item for item in pile if isinstance(item, str))
    return texts


def check_piles(piles: Sequence[PileInput], rules: Rules) -> Piles:
    """Return the piles as Cards after checking their number, their cards and duplicates."""
    if not isinstance(piles, str) and isinstance(piles, Sequence) and len(piles) != rules.players:
        raise DealError(f"expected {rules.players} piles (one per player), got {len(piles)}")
    return parse_piles(piles, rules.deck)
