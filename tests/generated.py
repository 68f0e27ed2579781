"""Hypothesis strategies shared by the tests: they generate rule variants, piles and games."""

from __future__ import annotations

import random
from collections.abc import Sequence

import numpy as np
from hypothesis import strategies as st

from pyanitsa_edu import Card, Deck, Rules
from pyanitsa_edu.pyanitsa.rules import Collect
from variants import (
    COLLECTS,
    CYCLE_CHECKS,
    DECKS,
    ENDLESS_LIMIT,
    FACE_DOWN,
    SHORTFALLS,
    SMALL_DECK,
    STANDARD_DECKS,
    TABLE_CYCLES,
    cut,
    needs_limit,
)

Piles = list[tuple[Card, ...]]
Case = tuple[Piles, Rules, int]
"""(piles, rules, seed): one game."""

TWO = st.just(2)
SHORT_LIMITS = (None, None, None, 0, 3, 60)
"""Trick limits for small decks: mostly none, sometimes one that cuts the game short."""
LONG_LIMITS = (None, 50, 400)
"""Trick limits for standard decks."""
LONG_GAME_CAP = 5_000
"""The trick limit a game on more than 12 cards gets when none is drawn. Toy decks end or repeat
within a few hundred tricks, but about 1 game in 300 on part of a standard deck (no face-down
card, the sorted or loser-first order, three or four players) runs past 200,000 tricks before
it repeats, and a recording game keeps every one of them."""


@st.composite
def rules(
    draw: st.DrawFn,
    decks: Sequence[Deck] = DECKS,
    players: st.SearchStrategy[int] = TWO,
    collects: Sequence[Collect] = COLLECTS,
    limits: Sequence[int | None] = SHORT_LIMITS,
    endless_limit: int = ENDLESS_LIMIT,
) -> Rules:
    """Return rules with every option drawn; a trick limit whenever a repeat would not end
    the game. The deck has at least one card per player."""
    n_players = draw(players)
    collect = draw(st.sampled_from(collects))
    detect = draw(st.sampled_from([*CYCLE_CHECKS, False]))
    limit = draw(st.sampled_from(limits))
    deck = draw(st.sampled_from([d for d in decks if len(d) >= n_players]))
    if limit is None and needs_limit(collect, detect):
        limit = endless_limit
    elif limit is None and len(deck) > 12:
        limit = LONG_GAME_CAP
    return Rules(
        deck=deck,
        low_beats_ace=draw(st.sampled_from([None, True, False])),
        war_face_down=draw(st.sampled_from(FACE_DOWN)),
        war_shortfall=draw(st.sampled_from(SHORTFALLS)),
        collect=collect,
        players=n_players,
        max_tricks=limit,
        detect_cycles=detect,
        table_cycle=draw(st.sampled_from(TABLE_CYCLES)),
    )


def standard_rules(fewest_players: int = 2, most_players: int = 8) -> st.SearchStrategy[Rules]:
    """Return rules on the 32-, 36- and 52-card decks, for whole deals."""
    return rules(STANDARD_DECKS, st.integers(fewest_players, most_players), limits=LONG_LIMITS,
                 endless_limit=2_000)


@st.composite
def piles_of(draw: st.DrawFn, cards: Sequence[Card], count: int, dealt: bool = True) -> Piles:
    """Return any subset of ``cards`` (half the time all of them), in any order, cut into
    ``count`` piles of any sizes: at least one card each when ``dealt`` (a deal gives every
    player a card), any sizes, empty ones too, otherwise."""
    order = draw(st.permutations(cards))
    least = count if dealt else 0
    size = len(order) if draw(st.booleans()) else draw(st.integers(least, len(order)))
    if dealt:
        cuts = sorted(draw(st.lists(st.integers(1, size - 1), min_size=count - 1,
                                    max_size=count - 1, unique=True)))
    else:
        cuts = sorted(draw(st.lists(st.integers(0, size), min_size=count - 1,
                                    max_size=count - 1)))
    return cut(order[:size], cuts)


@st.composite
def games(
    draw: st.DrawFn,
    players: st.SearchStrategy[int] = TWO,
    collects: Sequence[Collect] = COLLECTS,
) -> Case:
    """Return (piles, rules, seed): any variant, any subset of the deck split among players."""
    drawn = draw(rules(players=players, collects=collects))
    return draw(piles_of(drawn.deck.cards, drawn.players)), drawn, draw(st.integers(0, 2**32))


@st.composite
def tables(
    draw: st.DrawFn, players: st.SearchStrategy[int] = TWO, most_deals: int = 4
) -> tuple[list[Piles], Rules, int]:
    """Return (deals, rules, seed): up to ``most_deals`` deals under one drawn variant."""
    drawn = draw(rules(players=players))
    deals = draw(st.lists(piles_of(drawn.deck.cards, drawn.players), min_size=1,
                          max_size=most_deals))
    return deals, drawn, draw(st.integers(0, 2**32))


# --- arbitrary Python values, for the boundary tests ---------------------------------------

_NUMPY_SCALARS = st.one_of(
    st.integers(-(2**63), 2**63 - 1).map(np.int64),
    st.integers(0, 255).map(np.uint8),
    st.floats(allow_nan=True, width=64).map(np.float64),
    st.booleans().map(np.bool_),
)
_ODD_OBJECTS = st.sampled_from(
    [object(), Ellipsis, NotImplemented, range(3), slice(1, 2), 1j,
     float("inf"), float("nan"), -0.0, b"\xff\xfe", bytearray(b"6C")]
)
_CALLABLES = st.sampled_from([int, str, len, print, lambda *args, **kwargs: None])


def wild_leaves(
    ints: st.SearchStrategy[int] | None = None, callables: bool = True
) -> st.SearchStrategy[object]:
    """Return single arbitrary values: None, bools, ints (huge and negative unless ``ints``
    says otherwise), floats, text (100,000 characters too), bytes, numpy scalars, cards, decks,
    rules, generators, odd objects, and functions unless ``callables`` is False (a function
    passed where one is expected may fail in its own way when called)."""
    return st.one_of(
        st.none(),
        st.booleans(),
        ints if ints is not None else st.one_of(
            st.integers(-5, 60), st.integers(), st.sampled_from([2**63, -(2**63) - 1, 10**4000])
        ),
        st.floats(allow_nan=True),
        st.text(max_size=12),
        st.sampled_from(["", " ", "6♣", "A♥", "10D", "Т♥", "TD", "classic", "en", "ru",
                         "x" * 100_000, "9" * 100_000 + "♣", "A" * 300_000]),
        st.binary(max_size=6),
        _NUMPY_SCALARS,
        st.sampled_from(Deck.standard(36).cards),
        st.sampled_from([Deck.standard(36), SMALL_DECK, Rules(), Rules(deck=SMALL_DECK)]),
        st.builds(random.Random, st.integers(0, 9)),
        st.builds(lambda k: iter(["6♣", "7♦"][:k]), st.integers(0, 2)),
        _ODD_OBJECTS,
        *([_CALLABLES] if callables else []),
    )


def wild_values(
    ints: st.SearchStrategy[int] | None = None, callables: bool = True
) -> st.SearchStrategy[object]:
    """Return arbitrary values, nested up to a few levels in lists, tuples, sets and dicts
    (see :func:`wild_leaves`)."""
    leaves = wild_leaves(ints, callables)
    hashable = st.one_of(st.none(), st.integers(-3, 40), st.text(max_size=4),
                         st.sampled_from(Deck.standard(36).cards))
    return st.recursive(
        leaves,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4),
            st.tuples(inner, inner),
            st.sets(hashable, max_size=4),
            st.frozensets(hashable, max_size=3),
            st.dictionaries(hashable, inner, max_size=3),
        ),
        max_leaves=8,
    )
