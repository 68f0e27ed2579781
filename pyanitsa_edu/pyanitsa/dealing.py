"""Shuffling, dealing, and checking the piles a game starts from."""

from __future__ import annotations

import itertools
import numbers
import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence, Set

from ..errors import N_, DealError, Listed, shown, whole_number
from .cards import Card, Piles, check_letters
from .deck import STANDARD_RANKS, Deck
from .rules import PRESETS, Rules, RulesLike, as_rules

__all__ = [
    "MAX_SEED",
    "PileInput",
    "Seed",
    "check_game_seed",
    "check_piles",
    "check_seed",
    "deal",
    "deal_order",
    "make_rng",
    "parse_pile",
    "parse_piles",
    "shuffled_deck",
]

Seed = int | random.Random | None
"""A seed: a whole number from 0 to :data:`MAX_SEED`, a ``random.Random`` to draw from, or
None for fresh entropy."""

PileInput = str | Iterable[Card | str]
"""A pile as text (``"9♣ 6♦ A♥"``) or as a list of cards or card texts, top first."""

MAX_SEED = 2**128 - 1
"""The largest seed: 128 bits, as much entropy as a fresh seed of :func:`simulate` holds."""

_SPLIT = re.compile(r"[\s,;]+")


def check_seed(seed: object) -> int | None:
    """Return ``seed`` as an int (or None), after checking the one seed rule of every entry
    point: None, or a whole number from 0 to :data:`MAX_SEED` (a numpy integer is fine).

    A negative seed, text (``"x"``), a float or a bool raises :class:`DealError`, even where
    the seed would not be used (a fixed return order), so a typo never passes unseen.
    """
    if seed is None:
        return None
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or not (
        0 <= int(seed) <= MAX_SEED
    ):
        raise DealError(N_("seed must be a whole number from 0 to 2^128 − 1, or None; got "
                           "{seed}"), seed=shown(seed))
    return int(seed)


def check_game_seed(seed: object) -> Seed:
    """Return ``seed`` after checking it as a game's seed: a ``random.Random`` or what
    :func:`check_seed` allows. Games check it even when their return order is fixed and the
    seed is not used, so ``play(piles, seed="x")`` is refused everywhere alike."""
    if isinstance(seed, random.Random):
        return seed
    return check_seed(seed)


def make_rng(seed: Seed) -> random.Random:
    """Return a private random generator for ``seed`` (never the global one): ``seed`` itself
    when it is a ``random.Random``, else one seeded as :func:`check_seed` allows."""
    if isinstance(seed, random.Random):
        return seed
    return random.Random(check_seed(seed))


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
    count = whole_number(players, "players", 1, None, DealError)
    return tuple(tuple(order[i::count]) for i in range(count))


def parse_pile(pile: PileInput, deck: Deck) -> tuple[Card, ...]:
    """Return a pile as Cards of ``deck``; text is split on spaces or commas.

    A pile is text or a list (a tuple, any sequence, or an iterator read once) of cards
    or card texts, top first. A set or a dict is refused: it has no order of the caller's,
    so the game would depend on more than the deal.
    """
    return _parse(_pile_items(pile, len(deck))[0], deck)


def parse_piles(piles: Sequence[PileInput], deck: Deck) -> Piles:
    """Return piles as Cards of ``deck`` after checking that no card appears twice."""
    if isinstance(piles, str) or not isinstance(piles, Sequence):
        raise DealError(N_("piles must be a list of piles, one per player, got {piles}"),
                        piles=shown(piles))
    read = [_pile_items(p, len(deck)) for p in piles]
    items = [pile for pile, _ in read]
    held = sum(size for _, size in read)
    if held > len(deck):
        bigger = _bigger_deck(held, deck)
        if bigger is None:
            raise DealError(N_("the piles hold {held:~} cards, more than the {deck} has"),
                            held=held, deck=deck)
        size, preset = bigger
        raise DealError(N_("the piles hold {held:~} cards, more than the {deck} has; for a "
                           "{size}-card deal pass rules=Rules(deck={size}) or rules={preset!r} "
                           "(the deck comes from the rules: the classic 36 cards by default)"),
                        held=held, deck=deck, size=size, preset=preset)
    check_letters(*_texts(items))  # a T among mixed alphabets could be the ten or the ace
    parsed = tuple(_parse(p, deck) for p in items)
    counts = Counter(card for pile in parsed for card in pile)
    repeated = [card for card, n in counts.items() if n > 1]
    if repeated:
        raise DealError(N_("duplicate card(s) in the deal: {cards}"), cards=Listed(repeated))
    return parsed


def _bigger_deck(held: int, deck: Deck) -> tuple[int, str] | None:
    """Return the size and preset name of the smallest standard deck that holds piles of
    ``held`` cards, too many for the standard ``deck`` (None when ``deck`` is not a standard
    deck or no standard deck is big enough)."""
    if deck.standard_size is None:
        return None
    for size in sorted(STANDARD_RANKS):
        if held <= size:
            preset = next(name for name, rules in PRESETS.items() if rules == Rules(deck=size))
            return size, preset
    return None


def _pile_items(pile: object, most: int) -> tuple[tuple[object, ...], int]:
    """Return a pile's items in order (the card texts of a pile text) and how many it holds,
    reading no further than one item past ``most`` (the deck's size: a longer pile is refused
    later, and an endless iterator ends the reading); raise DealError for anything that is
    not a pile."""
    if isinstance(pile, str):
        words = tuple(t for t in _SPLIT.split(pile) if t)
        return words, len(words)
    if isinstance(pile, Sequence | Iterator) and not isinstance(pile, bytes | bytearray):
        items = tuple(itertools.islice(iter(pile), most + 1))
        return items, len(pile) if isinstance(pile, Sequence) else len(items)
    if isinstance(pile, Set | Mapping):
        raise DealError(N_("a pile must be text such as '9♣ 6♦ A♥' or a list of cards, top "
                           "first; got a {kind}, which has no order, so the game would not "
                           "depend on the deal alone: {pile}"), kind=type(pile).__name__,
                        pile=shown(pile))
    raise DealError(N_("a pile must be text such as '9♣ 6♦ A♥' or a list of cards, got {pile}; "
                       "pass one pile per player"), pile=shown(pile))


def _parse(pile: tuple[object, ...], deck: Deck) -> tuple[Card, ...]:
    """Return a pile's items as Cards of ``deck``."""
    check_letters(*_texts([pile]))
    return tuple(deck.card(item) for item in pile)  # type: ignore[arg-type]


def _texts(piles: Sequence[tuple[object, ...]]) -> list[str]:
    """Return the card texts among the piles' items."""
    return [item for pile in piles for item in pile if isinstance(item, str)]


def check_piles(piles: Sequence[PileInput], rules: Rules, *, dealt: bool = True) -> Piles:
    """Return the piles as Cards after checking their number, their cards and duplicates.

    Piles a game starts from (``dealt``) must each hold at least one card: a deal gives every
    player a card (``docs/rules.md``, "End"). ``dealt=False`` checks a position later in a
    game (a snapshot), where a player may have run out.
    """
    if not isinstance(piles, str) and isinstance(piles, Sequence) and len(piles) != rules.players:
        raise DealError(N_("expected {players} piles (one per player), got {n}"),
                        players=rules.players, n=len(piles))
    parsed = parse_piles(piles, rules.deck)
    empty = [seat for seat, pile in enumerate(parsed) if not pile]
    if dealt and empty:
        if len(empty) == 1:
            raise DealError(N_("player {seat} got no card: a deal gives every player at least "
                               "one card"), seat=empty[0])
        raise DealError(N_("players {seats} got no card: a deal gives every player at least one "
                           "card"), seats=Listed(empty, ", "))
    return parsed
