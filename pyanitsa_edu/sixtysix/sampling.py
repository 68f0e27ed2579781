"""Perfect-information Monte Carlo: deal the unseen cards, play each move out, average.

A player in the first phase (or after a close) does not know the opponent's hand. The
sampling bot deals the cards out of its sight at random, **consistently with what it
knows** (its hand, the face-up or turned-down trump, every card played, the cards the
opponent is known to hold, and the suits he cannot hold because he did not follow them
in the second phase). For each such deal it plays each candidate move, then the rest of
the first phase with :func:`~pyanitsa_edu.sixtysix.bots.greedy_bot` for both players, then
the second phase exactly with the solver, and it picks the move with the best average game
points. Once the stock is exhausted nothing is hidden, and it solves the real position.

>>> import random
>>> from pyanitsa_edu.sixtysix import new_hand
>>> from pyanitsa_edu.sixtysix.sampling import estimate_moves
>>> view = new_hand(seed=2).view()
>>> estimates = estimate_moves(view, random.Random(0), samples=4)
>>> len(estimates) <= len(view.legal)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import N_, StrategyError, whole_number
from ..pyanitsa.cards import Card
from .bots import greedy_move
from .cards import DECK, is_higher, marriage_partner, sort_key
from .moves import Move
from .public import public_fields
from .rules import TARGET
from .solver import Solver
from .state import State, view_of
from .view import View

__all__ = [
    "DEFAULT_SAMPLES",
    "MAX_BOT_SAMPLES",
    "MAX_SAMPLES",
    "MoveEstimate",
    "SamplingBot",
    "candidate_moves",
    "estimate_moves",
    "excluded_cards",
    "make_sampling_bot",
    "sample_state",
    "sampling_bot",
]

DEFAULT_SAMPLES = 40
"""Deals sampled per decision by :data:`sampling_bot` (tuned for about 0.1 s a move)."""
MAX_SAMPLES = 1_000_000
"""The most deals :func:`estimate_moves` samples (an estimate of a few minutes)."""
MAX_BOT_SAMPLES = 10_000
"""The most deals a :class:`SamplingBot` samples per decision (about half a minute a move)."""


def _check_samples(samples: object, most: int = MAX_SAMPLES) -> int:
    """Return ``samples`` after checking it is a whole number from 1 to ``most``
    (StrategyError)."""
    return whole_number(samples, "samples", 1, most, StrategyError)


def excluded_cards(view: View) -> frozenset[Card]:
    """Return the cards the opponent cannot hold, from his second-phase follows.

    Under the laws of suit, a follower who did not follow suit had none of it (and no
    trump, if he did not trump either); one who followed low had no higher card of the suit.
    """
    opponent = view.opponent
    out: set[Card] = set()
    for trick in view.tricks:
        if not trick.strict or trick.leader == opponent:
            continue
        lead, follow = trick.cards
        if follow.suit != lead.suit:
            out.update(card for card in DECK if card.suit == lead.suit)
            if follow.suit != view.trump_suit:
                out.update(card for card in DECK if card.suit == view.trump_suit)
        elif not is_higher(follow, lead):
            out.update(card for card in DECK if is_higher(card, lead))
    return frozenset(out)


def sample_state(view: View, rng: random.Random) -> State:
    """Return a full state consistent with ``view``: the unseen cards dealt at random.

    The opponent gets the cards he is known to hold, and the rest of his hand is drawn
    uniformly from the unseen cards he may hold; the others form the stock in random order
    (a closed stock keeps its turned-down trump last). The state's ``deal`` is empty.
    """
    known = view.opponent_known
    unseen = [card for card in view.unseen() if card not in known]
    excluded = excluded_cards(view)
    allowed = [card for card in unseen if card not in excluded]
    need = view.opponent_hand_size - len(known)
    if need > len(allowed):  # cannot happen under the rules; fall back to ignoring voids
        allowed = unseen
    drawn = rng.sample(allowed, need)
    taken = set(drawn)
    stock = [card for card in unseen if card not in taken]
    rng.shuffle(stock)
    if view.closing is not None:
        stock.append(view.closing.trump_card)
    opponent_hand = tuple(sorted((*known, *drawn), key=sort_key))
    hands = (view.hand, opponent_hand) if view.player == 0 else (opponent_hand, view.hand)
    return State(hands=hands, stock=tuple(stock), deal=(), **public_fields(view))


def candidate_moves(view: View) -> list[Move]:
    """Return the moves worth comparing: a plain lead of a marriage card is left out.

    Showing the marriage with the same card is never worse (points never hurt their
    owner), and a false declaration is never better than playing on. The caller handles
    declaring with 66 and the exchange (see :class:`SamplingBot`).
    """
    hand = view.hand
    moves = []
    for move in view.legal:
        if move.kind in ("declare", "exchange"):
            continue
        card = move.card
        if move.kind == "play" and not view.trick and card is not None:
            partner = marriage_partner(card)
            if partner is not None and partner in hand:
                continue
        moves.append(move)
    return moves


@dataclass(frozen=True, slots=True)
class MoveEstimate:
    """The sampled game points of one move, for the player to move."""

    move: Move
    """The move."""
    values: tuple[int, ...]
    """Its game points in each sampled deal (best play by both afterwards, see the module)."""

    @property
    def mean(self) -> float:
        """The average game points over the sampled deals."""
        return sum(self.values) / len(self.values)


def _finish_value(state: State, player: int, solver: Solver) -> int:
    """Return the game points for ``player``: greedy play to the second phase, then exact."""
    while state.outcome is None and state.trump_card is not None:
        state = state.advance(greedy_move(view_of(state, state.to_move)))
    if state.outcome is not None:
        return state.outcome.value_for(player)
    value = solver.value(state)
    return value if state.to_move == player else -value


def estimate_moves(
    view: View,
    rng: random.Random,
    samples: int = DEFAULT_SAMPLES,
    moves: Sequence[Move] | None = None,
) -> tuple[MoveEstimate, ...]:
    """Return the sampled game points of each move (default: :func:`candidate_moves`).

    Each sample deals the unseen cards (:func:`sample_state`) and scores every move in the
    same deal. With the stock exhausted there is nothing to sample: one exact deal.
    """
    samples = _check_samples(samples)
    if view.to_move != view.player or view.outcome is not None:
        raise StrategyError(N_("estimate_moves() needs a view of the player to move in a live "
                               "hand"))
    chosen = list(candidate_moves(view) if moves is None else moves)
    solver = Solver()
    rounds = 1 if view.perfect_information else samples
    values: list[list[int]] = [[] for _ in chosen]
    for _ in range(rounds):
        state = sample_state(view, rng)
        for i, move in enumerate(chosen):
            values[i].append(_finish_value(state.advance(move), view.player, solver))
    return tuple(MoveEstimate(m, tuple(v)) for m, v in zip(chosen, values, strict=True))


@dataclass(frozen=True, slots=True)
class SamplingBot:
    """A perfect-information Monte Carlo bot (see the module); call it as ``bot(view, rng)``.

    It declares with 66 or more, always exchanges the trump jack, solves exactly once the
    stock is exhausted, and otherwise plays the move of best average over ``samples`` deals.
    """

    samples: int = DEFAULT_SAMPLES
    """Deals sampled per decision: 1 to :data:`MAX_BOT_SAMPLES`."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "samples", _check_samples(self.samples, MAX_BOT_SAMPLES))

    @property
    def name(self) -> str:
        """A short name for tables."""
        return f"sampling({self.samples})"

    def __call__(self, view: View, rng: random.Random) -> Move:
        """Return the bot's move for ``view``."""
        legal = view.legal
        if not view.trick:
            if view.points[view.player] >= TARGET:
                return Move.declare()
            if Move.exchange() in legal:
                return Move.exchange()
        moves = candidate_moves(view)
        if len(moves) == 1:
            return moves[0]
        if view.perfect_information:
            solver = Solver()
            result = solver.solve(sample_state(view, rng))
            best = [m for m in result.best_moves if m in moves]
            return rng.choice(best) if best else result.best_moves[0]
        estimates = estimate_moves(view, rng, self.samples, moves)
        top = max(e.mean for e in estimates)
        return next(e.move for e in estimates if e.mean == top)


def make_sampling_bot(samples: int = DEFAULT_SAMPLES) -> SamplingBot:
    """Return a sampling bot that deals ``samples`` hidden deals per decision."""
    return SamplingBot(_check_samples(samples, MAX_BOT_SAMPLES))


sampling_bot: SamplingBot = SamplingBot()
"""The sampling bot at its default setting, :data:`DEFAULT_SAMPLES` deals per decision."""
