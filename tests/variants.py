"""Shared test material: small decks, the values of every rule option, and card text.

Import it from any test (``tests/`` is on the path): ``from variants import SMALL_DECK``.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Sequence

from pyanitsa_edu import Card, Deck, Rules
from pyanitsa_edu.pyanitsa.rules import Collect, CycleCheck, Shortfall, TableCycle

# --- decks --------------------------------------------------------------------------

PAIR_DECK = Deck(["6", "A"], 2)
"""Four cards, two ranks: nearly every flip of equal ranks is a war."""
TINY_DECK = Deck(["6", "7", "A"], 2)
"""Six cards: every deal can be listed (90 rank orders)."""
NO_ACE_DECK = Deck(["6", "7", "8"], 2)
"""Six cards whose lowest rank, the six, beats the highest, the eight."""
SMALL_DECK = Deck(["6", "7", "K", "A"], 2)
"""Eight cards: cycles, war-shortfall draws and long wars are common (2,520 rank orders)."""
FIVE_RANK_DECK = Deck(["6", "7", "8", "K", "A"], 2)
"""Ten cards (113,400 rank orders)."""
SIX_RANK_DECK = Deck(["6", "7", "8", "9", "K", "A"], 2)
"""Twelve cards in two suits."""
FOUR_SUIT_DECK = Deck(["2", "3", "4"], 4)
"""Twelve cards, three ranks: with the special rule the ranking is the cycle 2 → 4 → 3 → 2."""
ONE_SUIT_DECK = Deck(["1", "2", "3", "4", "5", "6"], 1)
"""Six distinct ranks, no two cards equal: never a war."""
NUMBERED_DECK = Deck([str(n) for n in range(1, 27)], 1)
"""Twenty-six numbered cards in one suit, as in published research deals."""

TOY_DECKS = (PAIR_DECK, SMALL_DECK, NO_ACE_DECK, SIX_RANK_DECK, FOUR_SUIT_DECK, ONE_SUIT_DECK)
"""The small decks the property tests deal from."""
STANDARD_DECKS = (Deck.standard(32), Deck.standard(36), Deck.standard(52))
DECKS = TOY_DECKS + STANDARD_DECKS

SMALL_RULES = Rules(deck=SMALL_DECK)
TINY_RULES = Rules(deck=TINY_DECK)
RANKINGS = (
    Rules(),
    Rules(low_beats_ace=False),
    Rules(deck=32),
    Rules(deck=52),
    SMALL_RULES,
    SMALL_RULES.replace(low_beats_ace=False),
)
"""Rules whose rankings differ: the standard decks (the 32-card one has no special rule) and
a small one, with and without the low card beating the ace."""

# --- the values of every option -------------------------------------------------

SIX_RULE = (True, False)
"""``low_beats_ace``: the special rule on and off."""
FACE_DOWN = (0, 1, 2, 3)
SHORTFALLS: tuple[Shortfall, ...] = ("lose", "last_card_up")
OWNER_COLLECTS: tuple[Collect, ...] = ("winner_first", "loser_first", "seat_order")
"""The fixed return orders by owner."""
CARD_COLLECTS: tuple[Collect, ...] = ("natural", "sorted")
"""The fixed return orders by card (the French research orders)."""
FIXED_COLLECTS: tuple[Collect, ...] = (*OWNER_COLLECTS, *CARD_COLLECTS)
COLLECTS: tuple[Collect, ...] = (*FIXED_COLLECTS, "shuffled")
CYCLE_CHECKS: tuple[CycleCheck, ...] = (True, "ranks")
"""``detect_cycles`` values that detect: states compared card by card, or on ranks."""
TABLE_CYCLES: tuple[TableCycle, ...] = ("war", "rank_order")
PLAYERS = tuple(range(2, 9))

ENDLESS_LIMIT = 400
"""The trick limit given to games that nothing else would stop."""


def needs_limit(collect: str, detect_cycles: bool | str = True) -> bool:
    """Return True when only a trick limit can end a game that repeats itself."""
    return collect == "shuffled" or not detect_cycles


def every_variant(players: int, decks: Iterable[Deck]) -> list[Rules]:
    """Return one Rules value for every combination of deck, six rule, face-down count,
    shortfall rule, return order, (fixed orders) states compared on cards or on ranks, and
    (with three or more players) table cycle."""
    cycles = TABLE_CYCLES if players > 2 else TABLE_CYCLES[:1]
    return [
        Rules(deck=deck, low_beats_ace=low, war_face_down=down,
              war_shortfall=short, collect=collect, players=players,
              max_tricks=ENDLESS_LIMIT if needs_limit(collect) else None, table_cycle=cycle,
              detect_cycles=check)
        for deck, low, down, short, collect, cycle in itertools.product(
            decks, SIX_RULE, FACE_DOWN, SHORTFALLS, COLLECTS, cycles
        )
        for check in (CYCLE_CHECKS if collect != "shuffled" else CYCLE_CHECKS[:1])
    ]


# --- cards ------------------------------------------------------------------------


def cards(text: str) -> tuple[Card, ...]:
    """Return the cards written in ``text``, top first."""
    return tuple(Card.parse(t) for t in text.split())


def cut(order: Sequence[Card], cuts: Iterable[int]) -> list[tuple[Card, ...]]:
    """Return ``order`` cut into piles at the positions ``cuts`` (sorted, from 0 to its length)."""
    bounds = [0, *cuts, len(order)]
    return [tuple(order[a:b]) for a, b in itertools.pairwise(bounds)]


def all_cards(piles: Sequence[Sequence[Card]], carry: Sequence[Card] = ()) -> Counter[Card]:
    """Return the multiset of cards in ``piles`` and on the table."""
    return Counter(c for p in piles for c in p) + Counter(carry)
