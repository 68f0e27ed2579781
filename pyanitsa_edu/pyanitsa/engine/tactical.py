"""The tactical variant («Тактический пьяница», from the variants text: ``docs/rules.md``,
"Sources"): players see their hands and choose.

Import it from here (it is not re-exported by the package)::

    from pyanitsa_edu.pyanitsa.engine.tactical import play_tactical, TacticalGame, top_card

Rules of play (``docs/rules.md``, "The tactical variant"; the choices left open are fixed here):

- A hand is an ordered tuple of cards in the order they joined it: the deal
  order, then the won cards appended in the game's return order, exactly like a
  pile. So the strategy :func:`top_card` ("play the top card") is the classic game.
- A :data:`Strategy` is a function of a :class:`View`, what its player may see:
  his own hand, every player's card count, the cards face up on the table in
  this trick, who is laying now, the phase and the rules. It returns a card of
  his hand. It never sees another hand's cards.
- The choices are simultaneous: every player laying in a round gets a view made
  before any card of that round leaves a hand.
- In a war each face-down card is chosen too (phase ``"war_down"``; with several
  face-down cards, one at a time for everyone still laying one), then the
  face-up card (``"war_up"``).
- Everything else (the unbeaten-card rule, wars, the table cycle, shortfalls,
  dropping out, the return order, the trick limit) is the engine's own:
  :class:`TacticalGame` is a :class:`~pyanitsa_edu.game.Game` whose players
  choose their cards, and shares all of its code.
- Repetition: when every strategy is deterministic (a pure function of the view,
  marked with :func:`deterministic`), the hands decide the future, so a repeated
  state is a cycle, detected exactly as in ``Game`` (with ``detect_cycles="ranks"``
  on ranks, which assumes the strategies look at ranks, not suits, as every
  strategy of this module does). Otherwise (or with the
  ``shuffled`` return, or ``detect_cycles=False``) nothing but the trick limit
  stops an endless game, so ``Rules(max_tricks=...)`` is then required.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ...errors import N_, Listed, RulesError, StrategyError, shown
from ..cards import Card
from ..dealing import PileInput, Seed, make_rng
from ..ranking import strength_table
from ..records import Result, Round, Snapshot
from ..rules import Rules, RulesLike, as_rules
from .game import Game, Phase

__all__ = [
    "Phase",
    "Strategy",
    "TacticalGame",
    "View",
    "beat_or_dump",
    "deterministic",
    "highest_first",
    "is_deterministic",
    "lowest_first",
    "play_tactical",
    "random_card",
    "top_card",
]


@dataclass(frozen=True)
class View:
    """What one player may see when he chooses a card. Holds no card of another hand."""

    player: int
    """The index of the player who chooses."""
    hand: tuple[Card, ...]
    """His own hand, in the order the cards joined it (``hand[0]`` is the classic top card)."""
    counts: tuple[int, ...]
    """Every player's number of cards in hand, before anyone lays this round's card."""
    table: tuple[tuple[int, Card], ...]
    """The face-up cards of this trick so far, as (player, card), in the order laid."""
    laying: tuple[int, ...]
    """The players laying a card now, in seat order, this player included."""
    phase: Phase
    """``"flip"`` (the first card of a trick), ``"war_down"`` or ``"war_up"``."""
    rules: Rules
    """The rules of the game."""


Strategy = Callable[[View], Card]
"""A player's way of choosing: a function of his :class:`View` that returns a card of his hand."""

S = TypeVar("S", bound=Callable[[View], Card])


def deterministic(strategy: S) -> S:
    """Mark ``strategy`` as a pure function of the view (no state, no randomness); return it.

    A game in which every strategy is marked detects cycles like the classic game.
    """
    if not callable(strategy):
        raise StrategyError(N_("a strategy is a function of the view, got {strategy}"),
                            strategy=shown(strategy))
    try:
        setattr(strategy, "deterministic", True)  # noqa: B010 (a new attribute on a function)
    except AttributeError:
        raise StrategyError(N_("cannot mark {strategy} as deterministic: wrap it in a plain "
                               "function"), strategy=shown(strategy)) from None
    return strategy


def is_deterministic(strategy: Strategy) -> bool:
    """Return True when ``strategy`` was marked with :func:`deterministic`."""
    return getattr(strategy, "deterministic", False) is True


def _hand(view: View) -> tuple[Card, ...]:
    """Return the hand of ``view``; raise StrategyError when ``view`` is not a View (a
    strategy called by hand with something else)."""
    if not isinstance(view, View):
        raise StrategyError(N_("a strategy takes the View of a tactical game, got {view}"),
                            view=shown(view))
    return view.hand


def _rank(card: Card, view: View) -> int:
    """Return the plain rank index of ``card``, 0 for the lowest rank."""
    return view.rules.deck.rank_index(card.rank)


@deterministic
def top_card(view: View) -> Card:
    """Return the top card of the hand: the classic game."""
    return _hand(view)[0]


@deterministic
def highest_first(view: View) -> Card:
    """Return the card of highest plain rank (the earliest in the hand on a tie)."""
    return max(_hand(view), key=lambda card: _rank(card, view))


@deterministic
def lowest_first(view: View) -> Card:
    """Return the card of lowest plain rank (the earliest in the hand on a tie)."""
    return min(_hand(view), key=lambda card: _rank(card, view))


@deterministic
def beat_or_dump(view: View) -> Card:
    """Return the cheapest card that beats the likeliest unseen rank, else the cheapest card.

    The likeliest rank is the one with the most cards this player cannot see
    (not in his hand, not face up in this trick), the higher rank on a tie.
    A face-down war card only feeds the bank, so there he dumps the cheapest card.
    "Cheapest" is the lowest plain rank; the six is cheap even though it beats the ace.
    """
    cheapest = lowest_first(view)
    if view.phase == "war_down":
        return cheapest
    deck = view.rules.deck
    seen = set(view.hand) | {card for _, card in view.table}
    unseen = Counter(deck.rank_index(card.rank) for card in deck.cards if card not in seen)
    if not unseen:
        return cheapest
    likely = max(unseen, key=lambda rank: (unseen[rank], rank))
    table = strength_table(view.rules)
    winners = [card for card in view.hand if table[_rank(card, view)][likely] > 0]
    return min(winners, key=lambda card: _rank(card, view)) if winners else cheapest


def random_card(seed: Seed = None) -> Strategy:
    """Return a strategy that plays a card of the hand at random, drawn from ``seed``.

    The strategy owns its random generator, so a game with a new
    ``random_card(seed)`` is reproducible. It is not deterministic.
    """
    rng = make_rng(seed)

    def choose(view: View) -> Card:
        return rng.choice(_hand(view))

    return choose


def _name(strategy: Strategy) -> str:
    """Return a strategy's name for messages."""
    return getattr(strategy, "__name__", repr(strategy))


class TacticalGame(Game):
    """A tactical game: each player's strategy chooses the cards he lays.

    It records tricks and snapshots exactly like :class:`~pyanitsa_edu.game.Game`;
    a snapshot's piles are the hands.

    >>> game = TacticalGame(["6♣ A♦", "K♠"], [highest_first, top_card])
    >>> print(game.step())
    Trick 1: A♦ vs K♠ → player 0 takes A♦ K♠
    >>> game.result.winner, game.result.reason, game.result.tricks
    (0, Termination.OUT_OF_CARDS, 1)
    """

    def __init__(
        self,
        piles: Sequence[PileInput],
        strategies: Sequence[Strategy],
        rules: RulesLike = None,
        seed: Seed = None,
    ):
        rules = as_rules(rules)
        if isinstance(strategies, str) or not isinstance(strategies, Sequence):
            raise StrategyError(N_("strategies must be a list, one per player, got {strategies}"),
                                strategies=shown(strategies))
        if len(strategies) != rules.players:
            raise StrategyError(N_("expected {players} strategies (one per player), got {n}"),
                                players=rules.players, n=len(strategies))
        for i, strategy in enumerate(strategies):
            if not callable(strategy):
                raise StrategyError(N_("player {i}'s strategy must be a function, got "
                                       "{strategy}"), i=i, strategy=shown(strategy))
        self.strategies: tuple[Strategy, ...] = tuple(strategies)
        """Each player's strategy."""
        self._all_deterministic = all(map(is_deterministic, self.strategies))
        if rules.max_tricks is None and not (
            rules.detect_cycles and rules.fixed_order and self._all_deterministic
        ):
            raise RulesError(N_("a tactical game whose repeats cannot be detected (a strategy "
                                "not marked deterministic, collect='shuffled' or "
                                "detect_cycles=False) could go on forever: set "
                                "Rules(max_tricks=...)"))
        super().__init__(piles, rules, seed)

    @classmethod
    def from_history(cls, history: Sequence[Snapshot], rules: RulesLike = None) -> Game:
        """Not available: snapshots do not hold the strategies, which may keep state."""
        raise NotImplementedError("a tactical game cannot be resumed from snapshots")

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each player's hand now, in the order the cards joined it."""
        return self.piles

    @property
    def _detecting(self) -> bool:
        return super()._detecting and self._all_deterministic

    def _lay(
        self, players: Sequence[int], phase: Phase, rounds: Sequence[Round]
    ) -> dict[int, Card]:
        """Ask each of ``players`` for a card, all from views made first; take the cards."""
        counts = self.counts
        table = tuple(
            (p, card) for r in rounds for p, card in zip(r.players, r.face_up, strict=True)
        )
        laying = tuple(players)
        views = [
            View(i, tuple(self._piles[i]), counts, table, laying, phase, self.rules)
            for i in players
        ]
        chosen = {view.player: self._choose(view) for view in views}
        for i, card in chosen.items():
            self._piles[i].remove(card)
        return chosen

    def _choose(self, view: View) -> Card:
        """Return the card the player's strategy chooses; StrategyError if it is not in his hand."""
        strategy = self.strategies[view.player]
        card = strategy(view)
        if not isinstance(card, Card) or card not in view.hand:
            chosen = card if isinstance(card, Card) else shown(card)
            raise StrategyError(N_("player {player}'s strategy {name} chose {card} ({phase}), "
                                   "which is not in his hand: {hand}"), player=view.player,
                                name=_name(strategy), card=chosen, phase=view.phase,
                                hand=Listed(view.hand, most=60))
        return card


def play_tactical(
    piles: Sequence[PileInput],
    strategies: Sequence[Strategy],
    rules: RulesLike = None,
    seed: Seed = None,
) -> Result:
    """Return the result of a tactical game from ``piles`` (hands, in order), one strategy each.

    ``seed`` drives the ``shuffled`` return order only; random strategies bring
    their own (see :func:`random_card`).

    >>> print(play_tactical(["6♣ A♦", "K♠"], [top_card, top_card]))  # the classic game
    draw: cycle from trick 0, period 6 after 6 tricks and 0 war rounds
    >>> print(play_tactical(["6♣ A♦", "K♠"], [highest_first, top_card]))
    player 0 wins (out_of_cards) after 1 trick and 0 war rounds
    """
    return TacticalGame(piles, strategies, rules, seed).run()
