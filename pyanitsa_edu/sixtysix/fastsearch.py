"""The solver's inner loop: alpha-beta over second-phase positions held as bit masks.

A card is bit ``rank * 4 + suit`` with ranks J Q K 10 A as 0…4, so the lowest bit of a
hand is its cheapest card and, within a suit, a higher bit is a higher card. A player's
pending marriage points are ``q >= 0`` while he has no trick, and ``q == -1`` once he has
taken one (his marriages then count at once). Values are game points for the player to
move. Only :mod:`~pyanitsa_edu.sixtysix.solver` should need this module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..pyanitsa.cards import SUITS, Card
from .cards import DECK, POINTS_BY_RANK, RANKS
from .rules import SCHNEIDER, TARGET, failed_close_points, game_points, marriage_points

if TYPE_CHECKING:
    from .state import State

__all__ = ["Position", "Searcher", "bit_of", "position_of"]

_LOW_FIRST = RANKS[::-1]
_RANK_ORDER = {rank: i for i, rank in enumerate(_LOW_FIRST)}
_SUIT = {suit: i for i, suit in enumerate(SUITS)}
PTS: tuple[int, ...] = tuple(POINTS_BY_RANK[_LOW_FIRST[i // 4]] for i in range(len(DECK)))
"""Card points by bit."""
SUIT_MASK: tuple[int, ...] = tuple(sum(1 << (r * 4 + s) for r in range(5)) for s in range(4))
"""The five bits of each suit."""
HIGHER: tuple[int, ...] = tuple(
    sum(1 << (r * 4 + i % 4) for r in range(i // 4 + 1, 5)) for i in range(len(DECK))
)
"""For each bit, the bits of the higher cards of its suit."""
_NONE = 99  # "no lead card" in search arguments


def bit_of(card: Card) -> int:
    """Return the solver's bit index of ``card`` (rank J Q K 10 A as 0…4, times 4, plus suit)."""
    return _RANK_ORDER[card.rank] * 4 + _SUIT[card.suit]


def _mask(cards: tuple[Card, ...]) -> int:
    """Return the bit mask of ``cards``."""
    mask = 0
    for card in cards:
        mask |= 1 << bit_of(card)
    return mask


@dataclass(frozen=True, slots=True, kw_only=True)
class Position:
    """A second-phase position as the searcher reads it."""

    h0: int
    """The bit mask of player 0's hand."""
    h1: int
    """The bit mask of player 1's hand."""
    to_move: int
    """The player to move."""
    lead: int
    """Bit of the card led in the current trick, or 99."""
    s0: int
    """Player 0's points."""
    s1: int
    """Player 1's points."""
    q0: int
    """Player 0's pending marriage points, or −1 once he has taken a trick."""
    q1: int
    """Player 1's pending marriage points, or −1 once he has taken a trick."""
    trump: int
    """Trump suit 0…3."""
    closer: int
    """The closer, or −1."""
    closer_win: int
    """Game points of the closer's win (0 if not closed)."""
    close_fail: int
    """Game points of his opponent's win when the close fails (0 if not closed)."""

    @property
    def rules_key(self) -> tuple[int, int, int, int]:
        """The terms fixed for the whole search: trump, closer and the closing's game points."""
        return (self.trump, self.closer, self.closer_win, self.close_fail)


def position_of(state: State) -> Position:
    """Return the bit-mask position of a second-phase ``state``."""
    q = tuple(-1 if state.tricks_won[i] else state.pending[i] for i in (0, 1))
    closing = state.closing
    if closing is None:
        closer, win, fail = -1, 0, 0
    else:
        closer = closing.closer
        win = game_points(closing.opponent_points, closing.opponent_tricks)
        fail = failed_close_points(closing)
    lead = bit_of(state.trick[0]) if state.trick else _NONE
    return Position(
        h0=_mask(state.hands[0]), h1=_mask(state.hands[1]), to_move=state.to_move, lead=lead,
        s0=state.points[0], s1=state.points[1], q0=q[0], q1=q[1], trump=_SUIT[state.trump_suit],
        closer=closer, closer_win=win, close_fail=fail,
    )  # fmt: skip


class Searcher:
    """Alpha-beta search for one trump suit and closing terms, with its transposition table."""

    def __init__(self, trump: int, closer: int, closer_win: int, close_fail: int) -> None:
        self.trump = trump
        self.closer = closer
        self.closer_win = closer_win
        self.close_fail = close_fail
        self.table: dict[int, tuple[int, int, int]] = {}
        """Position key → (lower bound, upper bound, best card bit)."""
        self.search = _make_search(self.table, trump, closer, closer_win, close_fail)
        """``search(h0, h1, p, lead, s0, s1, q0, q1, alpha, beta)``: fail-soft value for ``p``."""

    def value(self, position: Position) -> int:
        """Return the exact value of ``position`` for the player to move."""
        p = position
        return self.search(p.h0, p.h1, p.to_move, p.lead, p.s0, p.s1, p.q0, p.q1, -3, 3)


SearchFunction = Callable[[int, int, int, int, int, int, int, int, int, int], int]


def _make_search(
    table: dict[int, tuple[int, int, int]], trump: int, closer: int, closer_win: int,
    close_fail: int,
) -> SearchFunction:  # fmt: skip
    """Return the recursive alpha-beta search over ``table`` for these fixed terms."""
    trump_mask = SUIT_MASK[trump]
    suit_mask, higher, pts, bits_of = SUIT_MASK, HIGHER, PTS, _bits
    trump_suit = SUITS[trump]
    # the rules' numbers, read once for the whole search
    marriage_bonus = tuple(marriage_points(suit, trump_suit) for suit in SUITS)
    target, schneider, no_trick_win = TARGET, SCHNEIDER, game_points(0, 0)
    win_over = (game_points(0, 1), game_points(SCHNEIDER, 1))  # loser under / at SCHNEIDER

    def declare_value(p: int, s0: int, s1: int, q0: int, q1: int) -> int:
        """Return the value for ``p`` of declaring with 66 or more."""
        if closer < 0:
            sl, ql = (s1, q1) if p == 0 else (s0, q0)
            return no_trick_win if ql >= 0 else win_over[sl >= schneider]
        return closer_win if p == closer else close_fail

    def end_value(p: int, s0: int, s1: int, q0: int, q1: int) -> int:
        """Return the value for ``p``, winner of the last trick, when the cards run out."""
        if closer < 0:
            return declare_value(p, s0, s1, q0, q1)
        value = closer_win if (s1 if closer else s0) >= target else -close_fail
        return value if p == closer else -value

    def search(
        h0: int, h1: int, p: int, lead: int, s0: int, s1: int, q0: int, q1: int,
        alpha: int, beta: int,
    ) -> int:  # fmt: skip
        hp = h1 if p else h0
        if lead == _NONE:
            if not hp:
                return end_value(p, s0, s1, q0, q1)
            if (s1 if p else s0) >= target:
                return declare_value(p, s0, s1, q0, q1)
            cards = bits_of(hp)
        else:
            same = hp & suit_mask[lead & 3]
            # follow suit and head the trick if possible; without the suit, trump if possible
            cards = bits_of((same & higher[lead]) or same if same else (hp & trump_mask) or hp)
            if len(cards) == 1:  # a forced card: no need to store the position
                return _play(cards[0], h0, h1, p, lead, s0, s1, q0, q1, alpha, beta)
        key = (
            h0
            | h1 << 20
            | p << 40
            | lead << 41
            | s0 << 48
            | s1 << 56
            | (q0 + 1) << 64
            | (q1 + 1) << 72
        )
        entry = table.get(key)
        if entry is not None:
            low, high, first = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
            if cards[0] != first:
                cards = [first, *(c for c in cards if c != first)]
        else:
            low, high = -3, 3
        alpha0 = alpha
        best, best_card = -4, -1
        if lead == _NONE:
            for i in cards:
                ns0, ns1, nq0, nq1 = s0, s1, q0, q1
                partner = i - 4 if 8 <= i < 12 else (i + 4 if 4 <= i < 8 else -1)
                if partner >= 0 and hp >> partner & 1:  # lead it as a marriage
                    bonus = marriage_bonus[i & 3]
                    if p:
                        if q1 < 0:
                            ns1 += bonus
                        else:
                            nq1 += bonus
                    elif q0 < 0:
                        ns0 += bonus
                    else:
                        nq0 += bonus
                if p:
                    v = -search(h0, h1 ^ (1 << i), 0, i, ns0, ns1, nq0, nq1, -beta, -alpha)
                else:
                    v = -search(h0 ^ (1 << i), h1, 1, i, ns0, ns1, nq0, nq1, -beta, -alpha)
                if v > best:
                    best, best_card = v, i
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            for i in cards:
                v = _play(i, h0, h1, p, lead, s0, s1, q0, q1, alpha, beta)
                if v > best:
                    best, best_card = v, i
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        if best <= alpha0:
            high = best
        elif best >= beta:
            low = best
        else:
            low = high = best
        table[key] = (low, high, best_card)
        return best

    def _play(
        i: int, h0: int, h1: int, p: int, lead: int, s0: int, s1: int, q0: int, q1: int,
        alpha: int, beta: int,
    ) -> int:  # fmt: skip
        """Return the value for follower ``p`` of following ``lead`` with card ``i``."""
        wins = i > lead if i & 3 == lead & 3 else i & 3 == trump
        w = p if wins else 1 - p
        gain = pts[i] + pts[lead]
        if w:
            s1 += gain + (q1 if q1 > 0 else 0)
            q1 = -1
        else:
            s0 += gain + (q0 if q0 > 0 else 0)
            q0 = -1
        if p:
            h1 ^= 1 << i
        else:
            h0 ^= 1 << i
        if w == p:
            return search(h0, h1, w, _NONE, s0, s1, q0, q1, alpha, beta)
        return -search(h0, h1, w, _NONE, s0, s1, q0, q1, -beta, -alpha)

    return search


_BITS: dict[int, list[int]] = {}


def _bits(mask: int) -> list[int]:
    """Return the bits of ``mask``, lowest (cheapest card) first; shared lists, never mutate."""
    bits = _BITS.get(mask)
    if bits is None:
        bits = []
        rest = mask
        while rest:
            low = rest & -rest
            bits.append(low.bit_length() - 1)
            rest ^= low
        _BITS[mask] = bits
    return bits
