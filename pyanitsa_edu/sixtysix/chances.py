"""Exact chances of Sixty-six from one player's view: what the opponent may hold, the
marriages he may have, and what closing now is worth.

Every chance counts the opponent's possible hands, each equally likely after a fair shuffle
(the cards known to be his, plus every set of the unseen cards he may hold); the value of a
close solves every one of them (the model of the sampling bot). The self-checks of the
Sixty-six lessons compare students' answers with these. :func:`possible_deals` lists the whole
deals a player cannot tell apart, so that replaying the moves on each shows which of them agree
with what the opponent played (Bayes' rule for a model of his play).

>>> from pyanitsa_edu.sixtysix import new_hand
>>> view = new_hand(seed=2).view()
>>> len(free_cards(view).cards), free_cards(view).in_hand
(14, 5)
>>> hypergeometric_all(14, 5, 2)
Fraction(10, 91)
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import replace
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, permutations
from typing import NamedTuple

from ..errors import N_, MoveError
from ..pyanitsa.cards import SUITS, Card
from .cards import DECK, sort_key
from .moves import Move
from .sampling import excluded_cards, sample_state
from .solver import Solver
from .state import State
from .view import View

__all__ = [
    "FreeCards",
    "close_value",
    "close_values",
    "close_win_chance",
    "free_cards",
    "hypergeometric_all",
    "marriage_chance",
    "open_marriages",
    "opponent_hands",
    "possible_deals",
]


class FreeCards(NamedTuple):
    """The unseen cards the opponent may hold but is not known to hold, and how many of them
    are in his hand."""

    cards: tuple[Card, ...]
    """The free cards: unseen, not known to be his, not excluded by his follows."""
    in_hand: int
    """How many of them he holds: his hand size minus the cards known to be his."""


def _cards(suit: str, *ranks: str) -> tuple[Card, ...]:
    """Return the Sixty-six cards of ``suit`` with the given ranks (the shared DECK instances)."""
    return tuple(card for card in DECK if card.suit == suit and card.rank in ranks)


def hypergeometric_all(unseen: int, held: int, wanted: int) -> Fraction:
    """Return the chance that ``held`` cards drawn from ``unseen`` contain ``wanted`` given ones:
    C(unseen − wanted, held − wanted) / C(unseen, held), and 0 when ``wanted > held``."""
    if wanted > held:
        return Fraction(0)
    return Fraction(math.comb(unseen - wanted, held - wanted), math.comb(unseen, held))


def free_cards(view: View) -> FreeCards:
    """Return the unseen cards the opponent may hold but is not known to hold, and how many
    of them are in his hand (his hand size minus the cards known to be his)."""
    known = set(view.opponent_known)
    excluded = excluded_cards(view)
    free = tuple(c for c in view.unseen() if c not in known and c not in excluded)
    return FreeCards(free, view.opponent_hand_size - len(known))


def opponent_hands(view: View) -> Iterator[tuple[Card, ...]]:
    """Yield every hand the opponent may hold, each equally likely after a fair shuffle:
    the cards known to be his plus every set of the free cards (see :func:`free_cards`)."""
    free, need = free_cards(view)
    known = tuple(view.opponent_known)
    for drawn in combinations(free, need):
        yield known + drawn


def open_marriages(view: View) -> list[str]:
    """Return the suits whose king and queen are both unseen by the player (so the opponent
    may hold that marriage)."""
    unseen = set(view.unseen())
    return [suit for suit in SUITS if set(_cards(suit, "K", "Q")) <= unseen]


def _has_marriage(hand: tuple[Card, ...]) -> bool:
    """True when ``hand`` holds the king and queen of one suit."""
    cards = set(hand)
    return any(set(_cards(suit, "K", "Q")) <= cards for suit in SUITS)


@lru_cache(maxsize=64)
def marriage_chance(view: View) -> Fraction:
    """Return the exact chance that the opponent holds the K and Q of at least one suit."""
    hands = list(opponent_hands(view))
    return Fraction(sum(_has_marriage(hand) for hand in hands), len(hands))


@lru_cache(maxsize=16)
def close_values(view: View) -> tuple[int, ...]:
    """Return the game points of closing now for the player of ``view``, one value for each
    hand the opponent may hold (all equally likely), with best play by both after the close:
    the model of the sampling bot, in which both play as if they saw every card after a close.
    ``view`` must be a lead where closing is legal."""
    if Move.close() not in view.legal:
        raise MoveError(N_("closing is not a legal move in this view"))
    base = sample_state(view, random.Random(0))
    solver = Solver()
    free, _ = free_cards(view)
    values = []
    for hand in opponent_hands(view):
        ordered = tuple(sorted(hand, key=DECK.index))
        stock = tuple(c for c in free if c not in hand)
        hands = (view.hand, ordered) if view.player == 0 else (ordered, view.hand)
        closed = replace(base, hands=hands, stock=stock).advance(Move.close())
        values.append(solver.value(closed))  # the closer is still to move
    return tuple(values)


def close_win_chance(view: View) -> Fraction:
    """Return the exact chance that closing now wins (see :func:`close_values`)."""
    values = close_values(view)
    return Fraction(sum(v > 0 for v in values), len(values))


def close_value(view: View) -> Fraction:
    """Return the exact expected game points of closing now (see :func:`close_values`)."""
    values = close_values(view)
    return Fraction(sum(values), len(values))


def possible_deals(state: State, player: int) -> Iterator[State]:
    """Yield the first state of every deal that ``player`` cannot tell from the real deal of
    ``state``'s hand by what he has seen up to ``state``; each is equally likely after a fair
    shuffle.

    He has seen the cards he was dealt and drew, and the face-up trump. The other cards may lie
    in any of the places he has not seen: every set of them in the opponent's dealt hand,
    every order of them in the opponent's draws so far, and the rest in the stock, in one order
    (the order of the cards still to be drawn is unseen, and each of its orders is equally
    likely). The deals are not filtered by the moves: replay ``state.moves`` on one to see
    whether it agrees with them. ``state`` must have been dealt, not sampled (MoveError).
    """
    if player not in (0, 1):
        raise MoveError(N_("player must be 0 or 1, got {player!r}"), player=player)
    history = state.replay()
    first, opponent = history[0], 1 - player
    deal = first.deal
    seen = {card for s in history for card in s.hands[player]}
    if first.trump_card is not None:
        seen.add(first.trump_card)
    dealt = first.hands[opponent]
    drawn = list(dict.fromkeys(card for s in history for card in s.hands[opponent]
                               if card not in dealt and card not in seen))
    where = {card: k for k, card in enumerate(deal)}
    hidden = [card for card in deal if card not in seen]
    dealt_at = sorted(where[card] for card in dealt)
    drawn_at = [where[card] for card in drawn]
    rest_at = [where[card] for card in hidden if card not in dealt and card not in drawn]
    stock_at = [where[card] for card in first.stock]
    for hand in combinations(hidden, len(dealt_at)):
        others = [card for card in hidden if card not in hand]
        for draws in permutations(others, len(drawn_at)):
            order = list(deal)
            left = [card for card in others if card not in draws]
            for places, cards in ((dealt_at, hand), (drawn_at, draws), (rest_at, left)):
                for k, card in zip(places, cards, strict=True):
                    order[k] = card
            hands = list(first.hands)
            hands[opponent] = tuple(sorted(hand, key=sort_key))
            yield replace(first, hands=(hands[0], hands[1]), deal=tuple(order),
                          stock=tuple(order[k] for k in stock_at))
