"""The game: a readable engine that plays trick by trick and records everything.

Rules of play (``docs/rules.md``; choices left open by the sources are fixed there):

- Every player with cards flips his top card. A card wins when no other face-up
  card beats it and it is the only one of its rank among the unbeaten cards.
  Several unbeaten cards of one rank make a war (спор) among their owners; the
  other flipped cards stay in the bank.
- No unbeaten card at all (a circle of the ranking on the table, such as 6, A, K) makes a war
  among everyone who flipped, or with ``table_cycle="rank_order"`` the flip is
  judged by plain rank order.
- War round: each contender lays ``war_face_down`` cards face down, then one
  face up. Under ``last_card_up`` a short player lays what he can face down and
  his last card face up; a player with no card left is short.
- A short contender drops out of the game at once and his remaining cards join
  the bank after the cards he laid, so no card is lost. If one contender is
  left, he takes the bank. If every contender is short: with nobody else holding
  cards the game is a draw and each player takes back the cards he laid (under
  his pile, in the order laid); otherwise the bank stays on the table and goes,
  last, under the pile of the next trick's winner. A shortfall that leaves one
  player with cards ends the game (``war_shortfall``): that player wins.
- The bank goes under the winner's pile in the return order of the plan
  (:meth:`~.plan.Plan.bank`), from the trick's cards moment by moment: the
  flip, then in each war round the cards of a short player who drops out (one
  at a time, top first), the face-down cards (one layer at a time) and the
  face-up cards. By owner, each owner's cards in the order laid:
  ``winner_first``, ``loser_first``, ``seat_order``, or ``shuffled`` (seat
  order, then shuffled by the game's own random generator). By card:
  ``natural`` (each moment's cards weakest first, the record reversed) or
  ``sorted`` (by decreasing rank, equal ranks in the order laid).
- Before each trick: fewer than two players with cards ends the game, then the
  trick limit, then a repeated state (fixed return orders only), compared card
  by card, or on ranks with ``detect_cycles="ranks"``.

Every card is laid through one hook, :meth:`Game._lay`, which takes the top card
of each pile; the tactical variant (:mod:`pyanitsa_edu.pyanitsa.engine.tactical`) overrides it
so that players choose their cards, and shares everything else.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Literal

from ...errors import GameOverError
from ...i18n import N_
from ..cards import Card, Piles
from ..dealing import PileInput, Seed, check_game_seed, check_piles
from ..ranking import strength_table
from ..records import Cycle, Result, Round, Snapshot, Trick
from ..rules import Rules, RulesLike, as_rules, check_ends
from ..termination import Termination
from .history import check_history
from .plan import plan_for
from .prng import python_shuffle, start_state

__all__ = ["Game", "GameOverError", "Phase", "play_recorded"]

StateKey = tuple[tuple[tuple[object, ...], ...], tuple[object, ...]]
"""A state as compared for repetition: the piles and the table's cards, as cards or ranks."""
Laid = list[list[tuple[int, Card]]]
"""A trick's cards moment by moment, each moment's ``(player, card)`` pairs in seat order."""

Phase = Literal["flip", "war_down", "war_up"]
"""Which card is being laid: the first flip, a war's face-down card, or a war's face-up card."""


class Game:
    """A game of Pyanitsa from given piles (top first), played one trick at a time.

    >>> game = Game(["9♣ 6♦ A♥", "7♠ A♣ K♠"])
    >>> print(game.step())
    Trick 1: 9♣ vs 7♠ → player 0 takes 9♣ 7♠
    >>> game.piles[0]
    (Card.parse('6♦'), Card.parse('A♥'), Card.parse('9♣'), Card.parse('7♠'))
    """

    def __init__(
        self, piles: Sequence[PileInput], rules: RulesLike = None, seed: Seed = None
    ):
        self.rules: Rules = as_rules(rules)
        """The rules of this game."""
        self._plan = plan_for(self.rules)
        start = check_piles(piles, self.rules)
        self._piles: list[deque[Card]] = [deque(p) for p in start]
        self._carry: list[Card] = []
        seed = check_game_seed(seed)  # checked even when the return order does not use it
        self._rng = start_state(seed) if self._plan.bank_kind == "shuffled" else None
        deck = self.rules.deck
        self._ranks = {card: deck.rank_index(card.rank) for card in deck.cards}
        self._table = strength_table(self.rules)
        self._tricks: list[Trick] = []
        self._done = 0
        self._history: list[Snapshot] = []
        self._seen: dict[StateKey, int] = {}
        self._wars = 0
        self.result: Result | None = None
        """The result once the game is over, else None."""
        self._record_state()

    @classmethod
    def from_history(cls, history: Sequence[Snapshot], rules: RulesLike = None) -> Game:
        """Return a game resumed at the last snapshot of ``history``, knowing the earlier states.

        It continues exactly as the game the history came from; resumed at the
        last snapshot of a finished game, it is over with the same result. Every snapshot is
        checked first (:func:`~pyanitsa_edu.pyanitsa.engine.history.check_history`): cards of the
        deck, each once, the same cards in every snapshot, counts that follow on; text cards
        are read as ``Game`` reads them. A forged history raises
        :class:`~pyanitsa_edu.errors.DealError`.
        """
        rules = as_rules(rules)
        history = check_history(history, rules)
        game = cls(history[0].piles, rules)
        last = history[-1]
        game._piles = [deque(p) for p in last.piles]
        game._carry = list(last.carry)
        if game._rng is not None and last.rng_state is not None:
            game._rng[0] = last.rng_state
        game._wars = last.wars
        game._history = list(history)
        game._seen = {}
        if game._detecting:
            for snap in history[:-1]:
                game._seen.setdefault(game._state_key(snap.piles, snap.carry), snap.tricks)
        game._done = last.tricks
        game.result = last.result
        if game.result is None:  # the game went on from here: settle the state again
            game._history.pop()
            game._record_state()
        return game

    # --- views -------------------------------------------------------------

    @property
    def piles(self) -> Piles:
        """Each player's pile now, top first."""
        return tuple(tuple(p) for p in self._piles)

    @property
    def counts(self) -> tuple[int, ...]:
        """Number of cards in each pile now."""
        return tuple(len(p) for p in self._piles)

    @property
    def carry(self) -> tuple[Card, ...]:
        """Cards waiting on the table for the next trick's winner (3+ players only)."""
        return tuple(self._carry)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Every trick this object played (a resumed game starts its list empty)."""
        return tuple(self._tricks)

    @property
    def history(self) -> tuple[Snapshot, ...]:
        """Snapshots at the start of each trick: ``history[k]`` is after ``k`` tricks."""
        return tuple(self._history)

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.result is not None

    @property
    def wars(self) -> int:
        """War rounds played so far."""
        return self._wars

    @property
    def _detecting(self) -> bool:
        return self._plan.detect_cycles

    def __repr__(self) -> str:
        state = str(self.result) if self.result else f"{self._done} tricks played"
        return f"<{type(self).__name__} {self.counts} {self.rules!r}: {state}>"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (
            self.rules == other.rules
            and self._history == other._history
            and self._tricks == other._tricks
            and self.result == other.result
        )

    __hash__ = None  # type: ignore[assignment]

    # --- playing -----------------------------------------------------------

    def run(self) -> Result:
        """Play to the end and return the result.

        Raises :class:`~pyanitsa_edu.errors.RulesError` before playing when the game may never
        end (a fixed return order, ``detect_cycles=False`` and no ``max_tricks``:
        :func:`~pyanitsa_edu.pyanitsa.rules.check_ends`); :meth:`step` still plays such a
        game trick by trick.
        """
        if self.result is None:
            check_ends(self.rules)
        while self.result is None:
            self.step()
        return self.result

    def step(self) -> Trick:
        """Play one trick and return its record. Raises GameOverError once the game is over."""
        if self.result is not None:
            raise GameOverError(
                N_("the game is over ({result}): no trick is left to play; "
                   "start a new Game to play again"),
                result=self.result,
            )
        number = self._done + 1
        contenders = [i for i, p in enumerate(self._piles) if p]
        up = self._lay(contenders, "flip", ())
        laid: Laid = [sorted(up.items())]
        rounds = [Round(tuple(contenders), tuple(() for _ in contenders), tuple(up.values()))]
        wars, short, draw = 0, [], False
        while True:
            best = self._judge(contenders, up)
            if len(best) == 1:
                winner: int | None = best[0]
                break
            wars += 1
            contenders, up, lost = self._war_round(best, laid, rounds)
            short += lost
            if len(contenders) == 1:
                winner = contenders[0]
                break
            if not contenders:
                winner = None
                draw = self._all_short(laid)
                break
        self._wars += wars
        bank = self._collect(winner, laid) if winner is not None else ()
        trick = Trick(number, tuple(rounds), wars, winner, bank, tuple(short))
        self._tricks.append(trick)
        self._done = number
        if short:
            self._end_by_shortfall(winner, draw)
        self._record_state()
        return trick

    def _lay(
        self, players: Sequence[int], phase: Phase, rounds: Sequence[Round]
    ) -> dict[int, Card]:
        """Take one card from each of ``players`` at once, laid in ``phase``; return them by player.

        ``rounds`` are the rounds of this trick already laid. Here each player
        lays his top card; a subclass may let the players choose.
        """
        return {i: self._piles[i].popleft() for i in players}

    def _judge(self, contenders: list[int], up: dict[int, Card]) -> list[int]:
        """Return the single winner of a flip, or the players who go to war."""
        rank = {i: self._ranks[up[i]] for i in contenders}
        table = self._table
        free = [i for i in contenders if not any(table[rank[j]][rank[i]] > 0 for j in contenders)]
        if free:
            return free  # one card, or several of one rank: a war
        if self.rules.table_cycle == "war":
            return list(contenders)
        top = max(rank.values())
        return [i for i in contenders if rank[i] == top]

    def _war_round(
        self, players: list[int], laid: Laid, rounds: list[Round]
    ) -> tuple[list[int], dict[int, Card], list[int]]:
        """Lay one war round; return who is still in, their face-up cards, and who was short."""
        stake = {i: self._plan.stake(len(self._piles[i])) for i in players}
        able = [i for i in players if stake[i]]
        short = [i for i in players if not stake[i]]
        for i in short:  # a short player drops out; his cards join the bank one by one
            laid.extend([(i, card)] for card in self._piles[i])
            self._piles[i].clear()
        if len(able) < 2:
            return able, {}, short
        down_count = {i: stake[i] - 1 for i in able}
        downs: dict[int, list[Card]] = {i: [] for i in able}
        for k in range(self._plan.war_cards - 1):  # the k-th face-down card of all who lay one
            layers = [i for i in able if down_count[i] > k]
            layer = self._lay(layers, "war_down", rounds)
            for i, card in layer.items():
                downs[i].append(card)
            if layer:
                laid.append(sorted(layer.items()))
        ups = self._lay(able, "war_up", rounds)
        laid.append(sorted(ups.items()))
        rounds.append(Round(tuple(able), tuple(tuple(downs[i]) for i in able), tuple(ups.values())))
        return able, ups, short

    def _all_short(self, laid: Laid) -> bool:
        """Every contender was short: return the cards, or leave them on the table (by owner
        in seat order, each owner's cards in the order laid, whatever the return order).

        Return True for a draw: nobody else holds a card, so the game cannot go on.
        """
        draw = not any(self._piles)
        for i in sorted({player for moment in laid for player, _ in moment}):
            cards = [card for moment in laid for player, card in moment if player == i]
            (self._piles[i] if draw else self._carry).extend(cards)
        laid.clear()
        return draw

    def _collect(self, winner: int, laid: Laid) -> tuple[Card, ...]:
        """Put the bank under the winner's pile; return it in the order it went."""
        bank = self._plan.bank(winner, laid, self._ranks.__getitem__)
        if self._rng is not None:
            python_shuffle(self._rng, bank)
        bank += self._carry
        self._carry.clear()
        self._piles[winner].extend(bank)
        return tuple(bank)

    def _end_by_shortfall(self, winner: int | None, draw: bool) -> None:
        """End the game when a war shortfall left at most one player with cards.

        The last player with cards wins, even when he was not in the war and the
        bank stays on the table; a draw is when every contender was short and
        nobody else had a card.
        """
        if draw:
            self.result = Result(None, Termination.WAR_SHORTFALL_DRAW, self._done, self._wars)
            return
        holders = [i for i, p in enumerate(self._piles) if p]
        if len(holders) <= 1:
            last = holders[0] if holders else winner
            self.result = Result(last, Termination.WAR_SHORTFALL, self._done, self._wars)

    def _state_key(self, piles: Piles, carry: Sequence[Card]) -> StateKey:
        """Return the state as compared for repetition: cards, or ranks (``docs/rules.md``,
        "Repetition")."""
        if not self._plan.on_ranks:
            return piles, tuple(carry)
        rank = self._ranks
        return tuple(tuple(rank[c] for c in pile) for pile in piles), tuple(rank[c] for c in carry)

    def _record_state(self) -> None:
        """Settle the result if no trick can start, then store a snapshot of the state."""
        piles, carry, done = self.piles, tuple(self._carry), self._done
        if self.result is None:
            holders = [i for i, p in enumerate(self._piles) if p]
            if len(holders) < 2:
                winner = holders[0] if holders else None
                self.result = Result(winner, Termination.OUT_OF_CARDS, done, self._wars)
            elif self._plan.limit is not None and done >= self._plan.limit:
                self.result = Result(None, Termination.LIMIT, done, self._wars)
            elif self._detecting:
                first = self._seen.setdefault(self._state_key(piles, carry), done)
                if first != done:
                    self.result = Result(
                        None, Termination.CYCLE, done, self._wars, Cycle(first, done - first)
                    )
        rng_state = int(self._rng[0]) if self._rng is not None else None
        self._history.append(Snapshot(piles, done, self._wars, carry, rng_state, self.result))


def play_recorded(
    piles: Sequence[PileInput], rules: RulesLike = None, seed: Seed = None
) -> Game:
    """Return a finished Game, with its full record, for the given piles."""
    game = Game(piles, rules, seed)
    game.run()
    return game
