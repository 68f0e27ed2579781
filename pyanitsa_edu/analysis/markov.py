"""The shuffled-return game as an absorbing Markov chain: exact expected length and win chances.

With ``collect="shuffled"`` the bank goes under the winner's pile in a random order, every
order equally likely, so what happens next depends only on the piles now: the game is a
Markov chain. Suits never matter in play, so a *state* is the two piles' rank sequences
(top first). A bank of ``k`` cards whose ranks repeat ``m_1, m_2, …`` times comes back as
each of its ``k! / (m_1! m_2! …)`` distinct rank orders with the same probability (the
engine shuffles cards, and every card order is equally likely). A trick leads either to
another state or to an end (a pile is empty, or a war shortfall), so the chain is
*absorbing*. With ``Q`` the transitions between states in play and ``R`` the chances of
ending at once, the expected tricks ``t`` and the end chances ``B`` solve

    (I - Q) t = 1        (I - Q) B = R

(one trick is started in every state in play). Each trick is played by the compiled loop
that plays every game (:func:`~pyanitsa_edu.pyanitsa.engine.loop.rank_trick`), so wars follow
``docs/rules.md`` exactly as in ``play``: ``war_face_down`` face-down cards per round, and the
``war_shortfall`` rule.

The equations are solved by adding up the chain trick by trick, one sparse numpy step each
(a few hundred steps), until a proven bound puts the error below :data:`TOLERANCE`; the
answers are exact to that tolerance. No sparse-matrix library is needed, and a dense
``numpy.linalg.solve`` (``MarkovChain.solve("dense")``) checks the result on small chains.
"""

from __future__ import annotations

import math
from array import array
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ..errors import RulesError, SettingError, TooManyStatesError, whole_number
from ..i18n import N_, _, fill, texts
from ..i18n.fmt import count, decimal
from ..i18n.language import Lang, resolve
from ..pyanitsa.dealing import PileInput, check_piles
from ..pyanitsa.engine.loop import rank_trick
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from ..pyanitsa.text import rules_text

__all__ = [
    "ENDS",
    "LARGEST_MAX_STATES",
    "MAX_STATES",
    "ExpectedOutcome",
    "MarkovChain",
    "TooManyStatesError",
    "expected_outcome",
    "markov_chain",
]

MAX_STATES = 100_000
"""Default cap on the states in play of a chain (about 2–5 s and a few hundred MB at most)."""
LARGEST_MAX_STATES = 100 * MAX_STATES
"""The largest cap ``max_states`` may be: ten million states (minutes, and gigabytes)."""
TOLERANCE = 1e-12
"""Largest error allowed on each answer of the iterative solver (tricks and probabilities)."""
ENDS: tuple[str, ...] = ("player 0 wins", "player 1 wins", "draw")
"""The three ends of a two-player game, in the column order of ``MarkovChain.ends``."""

RankPiles = tuple[tuple[str, ...], tuple[str, ...]]
"""A state: each player's pile as rank labels, top first."""


_TEXT: dict[str, str] = {
    "outcome": N_("expected tricks {tricks}; wins: {wins}; draw {draw} ({states})"),
    "player": N_("player {i} {p}"),
}
"""The words of :class:`ExpectedOutcome` texts, in each language."""


@dataclass(frozen=True)
class ExpectedOutcome:
    """Exact expectations of a shuffled-return game from one deal (``str()`` speaks the current
    language, :func:`pyanitsa_edu.set_language`)."""

    tricks: float
    """Expected number of tricks started until the game ends (``inf`` if it may never end)."""
    wins: tuple[float, ...]
    """``wins[i]``: the probability that player ``i`` wins."""
    draw: float
    """The probability of a draw (both players short in a war at once)."""
    states: int
    """Number of states in play of the chain that was solved (0 for a deal already over)."""

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Lang | None = None) -> str:
        """Return the expected tricks, the win and draw chances and the chain's size in one
        line, in ``lang`` (default: the current language)."""
        lang = resolve(lang)
        words = texts(_TEXT, lang)
        wins = ", ".join(fill(words["player"], lang, i=i, p=decimal(p, 4, lang))
                         for i, p in enumerate(self.wins))  # fmt: skip
        return fill(words["outcome"], lang, tricks=decimal(self.tricks, 4, lang), wins=wins,
                    draw=decimal(self.draw, 4, lang), states=count(self.states, "state", lang))


@dataclass(frozen=True, eq=False)
class MarkovChain:
    """The absorbing chain of a shuffled-return deal: states in play, transitions and ends.

    ``states[0]`` is the deal. A transition ``k`` goes from ``states[source[k]]`` to
    ``states[target[k]]`` with ``probability[k]``; ``ends[i, e]`` is the chance that the
    trick played in state ``i`` ends the game with ``ENDS[e]``. Each row's transitions and
    ends add up to 1.
    """

    rules: Rules
    """The rules of the game (``collect="shuffled"``, two players)."""
    states: tuple[RankPiles, ...]
    """The states in play reachable from the deal, in the order they were found."""
    source: npt.NDArray[np.int64]
    """Index of each transition's state."""
    target: npt.NDArray[np.int64]
    """Index of each transition's next state."""
    probability: npt.NDArray[np.float64]
    """Probability of each transition."""
    ends: npt.NDArray[np.float64]
    """One row per state: the chances that its trick ends the game, columns as :data:`ENDS`."""
    final_states: int
    """Number of distinct final piles the game can stop in (states not in play)."""

    def __len__(self) -> int:
        return len(self.states)

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Lang | None = None) -> str:
        """Return the chain's size and rules in one line for a reader, in ``lang`` (default:
        the current language); the ``repr`` stays English."""
        code = resolve(lang)
        return _("Markov chain: {states} in play and {transitions}; {rules}", code,
                 states=count(len(self), "state", code),
                 transitions=count(len(self.source), "transition", code),
                 rules=rules_text(self.rules, code))  # fmt: skip

    def __repr__(self) -> str:
        return (
            f"<MarkovChain of {len(self):,} states and {len(self.source):,} transitions, "
            f"{self.rules!r}>"
        )

    def matrices(self) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
        """Return ``(Q, R)`` as dense arrays: ``Q[i, j]`` from state ``i`` to state ``j``, and
        ``R[i, e]`` from state ``i`` to the end ``ENDS[e]`` (for small chains: ``Q`` has
        ``len(chain)**2`` entries)."""
        n = len(self)
        q = np.zeros((n, n))
        np.add.at(q, (self.source, self.target), self.probability)
        return q, self.ends.copy()

    def solve(
        self, method: str = "iterative"
    ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
        """Return ``(t, B)``: the expected tricks from each state, and each state's chances of
        each end (one row per state, columns as :data:`ENDS`).

        ``method="iterative"`` (the default) adds up ``x = [1, R] + Q x`` trick by trick, one
        sparse step per trick, until the error bound (the chance of a game still running, times
        the longest expected game) is below :data:`TOLERANCE`: a few hundred steps for the
        decks this module can hold. ``"dense"`` solves ``(I - Q) x = [1, R]`` with one
        ``numpy.linalg.solve`` on a ``len(chain)``-square matrix (small chains only; a check).
        States from which no end can be reached (the game could go on forever) get
        ``t = inf`` and their end chances count only the games that end.
        """
        if method not in ("iterative", "dense"):
            raise SettingError(N_("method must be 'iterative' or 'dense', got {method!r}"),
                               method=method)
        n = len(self)
        tricks, absorbed = np.full(n, np.inf), np.zeros((n, len(ENDS)))
        live = self._reaching(self.ends.sum(axis=1) > 0)
        if not live.any():
            return tricks, absorbed
        keep = live[self.source] & live[self.target]
        index = np.cumsum(live) - 1
        source, target = index[self.source[keep]], index[self.target[keep]]
        rhs = np.column_stack([np.ones(int(live.sum())), self.ends[live]])
        if method == "dense":
            q = np.zeros((len(rhs), len(rhs)))
            np.add.at(q, (source, target), self.probability[keep])
            x = np.linalg.solve(np.eye(len(rhs)) - q, rhs)
        else:
            x = _iterate(source, target, self.probability[keep], rhs)
        tricks[live], absorbed[live] = x[:, 0], x[:, 1:]
        tricks[self._reaching(~live)] = np.inf  # a chance of never ending: no finite mean
        return tricks, absorbed

    def _reaching(self, goal: npt.NDArray[np.bool_]) -> npt.NDArray[np.bool_]:
        """Return, for each state, whether some sequence of tricks leads from it into ``goal``."""
        reach: npt.NDArray[np.bool_] = goal.copy()
        while True:
            more = reach.copy()
            more[self.source[reach[self.target]]] = True
            if (more == reach).all():
                return reach
            reach = more


def _iterate(
    source: npt.NDArray[np.int64],
    target: npt.NDArray[np.int64],
    probability: npt.NDArray[np.float64],
    rhs: npt.NDArray[np.float64],
) -> npt.NDArray[np.float64]:
    """Return the solution of ``x = rhs + Q x`` by adding up ``Q^k rhs`` (Jacobi steps).

    The step ``Q^k 1`` is the chance that a game is still running after ``k`` tricks, and
    the error left is at most that chance times the largest expected length (the norm of
    ``(I - Q)^-1``), so the sum stops when this bound is below :data:`TOLERANCE`.
    """
    n = len(rhs)
    total = np.ascontiguousarray(rhs.T)  # one row per answer: contiguous for bincount
    step = total.copy()
    while True:
        step = np.stack([np.bincount(source, weights=probability * row[target], minlength=n)
                         for row in step])  # fmt: skip
        total += step
        running = float(step[0].max())
        if running < 1 and running * float(total[0].max()) / (1 - running) < TOLERANCE:
            return np.ascontiguousarray(total.T)


def markov_chain(
    piles: Sequence[PileInput], rules: RulesLike, *, max_states: int = MAX_STATES
) -> MarkovChain:
    """Return the absorbing Markov chain of a two-player shuffled-return game from ``piles``.

    Raises :class:`RulesError` unless ``rules.collect == "shuffled"`` with two players and
    no trick limit, :class:`DealError` for piles that are not a deal (an empty pile among
    them), and :class:`TooManyStatesError` when more than ``max_states`` states are reachable
    (``max_states`` is 1 to :data:`LARGEST_MAX_STATES`).
    """
    rules = _check_rules(as_rules(rules))
    whole_number(max_states, "max_states", 1, LARGEST_MAX_STATES, TooManyStatesError)
    start = check_piles(piles, rules)
    ranks = rules.deck.ranks
    rank_ids = [bytes(rules.deck.rank_index(c.rank) for c in pile) for pile in start]
    builder = _Builder(rules, max_states, _possible_states(rank_ids))
    builder.run(rank_ids[0], rank_ids[1])
    states = tuple(
        (tuple(ranks[r] for r in key[1 : 1 + key[0]]), tuple(ranks[r] for r in key[1 + key[0] :]))
        for key in builder.keys
    )
    return MarkovChain(
        rules,
        states,
        np.frombuffer(builder.source, np.int64).copy(),
        np.frombuffer(builder.target, np.int64).copy(),
        np.frombuffer(builder.probability, np.float64).copy(),
        np.frombuffer(builder.ends, np.float64).reshape(-1, len(ENDS)).copy(),
        len(builder.finals),
    )


def expected_outcome(
    piles: Sequence[PileInput], rules: RulesLike, *, max_states: int = MAX_STATES
) -> ExpectedOutcome:
    """Return the exact expected tricks and the win and draw chances of a shuffled-return game
    (exact to :data:`TOLERANCE`).

    >>> from pyanitsa_edu import Deck, Rules
    >>> deck = Deck(["7", "8", "9"], suits=1)
    >>> rules = Rules(deck=deck, low_beats_ace=False, collect="shuffled")
    >>> e = expected_outcome(["9♣", "7♣ 8♣"], rules)
    >>> round(e.tricks, 9), [round(p, 9) for p in e.wins], e.draw
    (3.333333333, [1.0, 0.0], 0.0)

    ``rules.collect`` must be ``"shuffled"`` (a fixed return order raises
    :class:`RulesError`: the game is then a function of the deal, see ``play``); two players
    only. Raises :class:`TooManyStatesError` when the chain has more than ``max_states``
    states in play, :class:`DealError` for piles that are not a deal (an empty pile among them).
    """
    rules = _check_rules(as_rules(rules))
    start = check_piles(piles, rules)
    chain = markov_chain(start, rules, max_states=max_states)
    tricks, absorbed = chain.solve()
    return ExpectedOutcome(
        float(tricks[0]), (float(absorbed[0, 0]), float(absorbed[0, 1])),
        float(absorbed[0, 2]), len(chain),
    )  # fmt: skip


def _check_rules(rules: Rules) -> Rules:
    """Return ``rules`` if their game is a Markov chain this module can solve, else raise."""
    if rules.players != 2:
        raise RulesError(N_("the Markov chain is built for two players; these rules have "
                            "{players}"), players=rules.players)
    if rules.fixed_order:
        raise RulesError(N_("the return order {collect!r} is fixed, so the game is a function "
                            "of the deal and has no chance left in it: play(piles, rules) "
                            "gives its outcome. Use Rules(collect='shuffled', …) for a Markov "
                            "chain"), collect=rules.collect)
    if rules.max_tricks is not None:
        raise RulesError(N_("max_tricks={max_tricks} makes the game depend on the trick "
                            "number, which a state does not hold: use rules without a trick "
                            "limit"), max_tricks=rules.max_tricks)
    return rules


def _possible_states(piles: Sequence[bytes]) -> int:
    """Return how many states in play the cards could form: rank orders times splits."""
    counts = Counter(b"".join(piles))
    n = sum(counts.values())
    orders = math.factorial(n) // math.prod(math.factorial(m) for m in counts.values())
    return orders * (n - 1)


class _Builder:
    """Breadth-first search of the states reachable from a deal, with their transitions.

    A state is the bytes ``len(a) a b`` of the rank ids of piles ``a`` and ``b``.
    """

    def __init__(self, rules: Rules, max_states: int, possible: int) -> None:
        self.rules = rules
        self.max_states, self.possible = max_states, possible
        self.keys: list[bytes] = []
        self.index: dict[bytes, int] = {}
        self.source, self.target = array("q"), array("q")
        self.probability, self.ends = array("d"), array("d")
        self.finals: set[bytes] = set()
        self.arrangements: dict[bytes, list[bytes]] = {}

    def run(self, a: bytes, b: bytes) -> None:
        """Find every state reachable from piles ``a`` and ``b``."""
        if len(a) + len(b) > 255:
            self._too_many()
        self._state(a, b)
        done = 0
        while done < len(self.keys):
            key = self.keys[done]
            self._expand(done, key[1 : 1 + key[0]], key[1 + key[0] :])
            done += 1

    def _state(self, a: bytes, b: bytes) -> int:
        """Return the index of the state with piles ``a`` and ``b``, adding it if new."""
        key = bytes((len(a),)) + a + b
        found = self.index.get(key)
        if found is None:
            if len(self.keys) >= self.max_states:
                self._too_many()
            found = self.index[key] = len(self.keys)
            self.keys.append(key)
        return found

    def _too_many(self) -> None:
        raise TooManyStatesError(N_("the chain of this deal has more than {max_states:,} "
                                    "states in play (its cards could form up to {possible:,}); "
                                    "pass a larger max_states=, or estimate with "
                                    "simulate(deals=[piles] * n, rules=rules, seed=...)"),
                                 max_states=self.max_states, possible=self.possible)

    def _expand(self, i: int, a: bytes, b: bytes) -> None:
        """Add the transitions and ends of the trick played in state ``i``."""
        ends = [0.0, 0.0, 0.0]
        end, winner, rest_a, rest_b, bank = self._trick(a, b)
        if end >= 0:
            ends[end] = 1.0
        else:
            orders = self._arrangements(bank)
            p = 1.0 / len(orders)
            for order in orders:
                new_a, new_b = (rest_a + order, rest_b) if winner == 0 else (rest_a, rest_b + order)
                if new_a and new_b:
                    self.source.append(i)
                    self.target.append(self._state(new_a, new_b))
                    self.probability.append(p)
                else:
                    ends[winner] += p
                    self.finals.add(bytes((len(new_a),)) + new_a + new_b)
        self.ends.extend(ends)

    def _trick(self, a: bytes, b: bytes) -> tuple[int, int, bytes, bytes, bytes]:
        """Play one trick from rank piles ``a`` and ``b`` on the compiled loop
        (:func:`~pyanitsa_edu.pyanitsa.engine.loop.rank_trick`).

        Return ``(end, winner, rest of a, rest of b, the bank's ranks sorted)``: ``end`` is
        the index into :data:`ENDS` when a war shortfall ends the game (-1 when it goes on).
        """
        step = rank_trick((a, b), self.rules)
        if step.end is not None:
            return (2 if step.winner is None else step.winner), -1, b"", b"", b""
        winner = step.winner if step.winner is not None else 0
        piles = list(step.piles)
        taken = piles[winner]
        bank = taken[len(taken) - step.banked:]
        piles[winner] = taken[: len(taken) - step.banked]
        return -1, winner, piles[0], piles[1], bytes(sorted(bank))

    def _arrangements(self, bank: bytes) -> list[bytes]:
        """Return every distinct order of the ranks in ``bank`` (sorted), each once."""
        found = self.arrangements.get(bank)
        if found is None:
            found = self.arrangements[bank] = _distinct_orders(bank)
        return found


def _distinct_orders(ranks: bytes) -> list[bytes]:
    """Return every distinct order of a sorted multiset of ranks, in lexicographic order."""
    order = bytearray(ranks)
    result = [bytes(order)]
    n = len(order)
    while True:  # the next permutation in lexicographic order, which skips repeats
        k = n - 2
        while k >= 0 and order[k] >= order[k + 1]:
            k -= 1
        if k < 0:
            return result
        m = n - 1
        while order[m] <= order[k]:
            m -= 1
        order[k], order[m] = order[m], order[k]
        order[k + 1 :] = order[k + 1 :][::-1]
        result.append(bytes(order))
