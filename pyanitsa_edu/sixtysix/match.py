"""A match of Sixty-six: each player starts at 7, game points won are subtracted from the
winner's count, and the first to reach 0 wins. The deal alternates (docs/rules-66.md, "Match").

>>> from pyanitsa_edu.sixtysix import greedy_bot, random_bot
>>> from pyanitsa_edu.sixtysix.match import play_match
>>> played = play_match(greedy_bot, random_bot, seed=3)
>>> played.match.over, min(played.match.remaining)
(True, 0)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..errors import N_, MoveError, SettingError, StrategyError, shown, whole_number
from ..pyanitsa.dealing import check_seed
from .play import Bot, check_bots, play_hand
from .records import Outcome
from .state import State, new_hand

__all__ = ["MAX_START", "START", "Match", "MatchPlay", "new_match", "play_match"]

START = 7
"""Each player's count at the start of a match."""
MAX_START = 1_000
"""The longest match: each player starting at 1,000 (some 400 hands at least)."""


@dataclass(frozen=True, slots=True)
class Match:
    """The score of a match between hands. Immutable: :meth:`record` returns the next score."""

    remaining: tuple[int, int] = (START, START)
    """Each player's count: game points he still needs (0 wins the match)."""
    first_dealer: int = 0
    """The player who dealt the first hand."""
    outcomes: tuple[Outcome, ...] = ()
    """The outcome of every hand played so far."""

    def __post_init__(self) -> None:
        """Refuse a score no match can have (SettingError): counts that are not two whole
        numbers from 0 to :data:`MAX_START`, both players at 0, a dealer other than 0 or 1,
        outcomes that are not :class:`Outcome` values."""
        counts = self.remaining
        if not (type(counts) is tuple and len(counts) == 2
                and all(type(c) is int and 0 <= c <= MAX_START for c in counts)):
            raise SettingError(N_("remaining must be two whole numbers from 0 to "
                                  "{most:,}, got {counts}"), most=MAX_START,
                               counts=shown(counts))
        if counts == (0, 0):
            raise SettingError(N_("remaining (0, 0): the match ends when the first player "
                                  "reaches 0"))
        if type(self.first_dealer) is not int or self.first_dealer not in (0, 1):
            raise SettingError(N_("first_dealer must be 0 or 1, got {first_dealer}"),
                               first_dealer=shown(self.first_dealer))
        if type(self.outcomes) is not tuple or not all(
            isinstance(o, Outcome) for o in self.outcomes
        ):
            raise SettingError(N_("outcomes must be a tuple of Outcome values, got {outcomes}"),
                               outcomes=shown(self.outcomes))

    @property
    def dealer(self) -> int:
        """The player who deals the next hand (the deal alternates)."""
        return self.first_dealer if len(self.outcomes) % 2 == 0 else 1 - self.first_dealer

    @property
    def over(self) -> bool:
        """True once a player's count has reached 0."""
        return min(self.remaining) == 0

    @property
    def winner(self) -> int | None:
        """The player who won the match, or None while it goes on."""
        if not self.over:
            return None
        return 0 if self.remaining[0] == 0 else 1

    def record(self, outcome: Outcome) -> Match:
        """Return the score after a hand that ended with ``outcome``."""
        if self.over:
            raise MoveError(N_("the match is over (player {winner} won): no more hands"),
                            winner=self.winner)
        if not isinstance(outcome, Outcome):
            raise MoveError(N_("record() takes the Outcome of a finished hand, got {outcome}"),
                            outcome=shown(outcome))
        w = outcome.winner
        left = max(0, self.remaining[w] - outcome.game_points)
        remaining = (left, self.remaining[1]) if w == 0 else (self.remaining[0], left)
        return Match(remaining, self.first_dealer, (*self.outcomes, outcome))

    def next_hand(self, seed: int | None = None) -> State:
        """Return the first state of the next hand, dealt by :attr:`dealer`."""
        if self.over:
            raise MoveError(N_("the match is over (player {winner} won): no more hands"),
                            winner=self.winner)
        return new_hand(seed, self.dealer)

    def __str__(self) -> str:
        score = f"{self.remaining[0]} : {self.remaining[1]}"
        if self.over:
            return f"match {score}, player {self.winner} wins after {len(self.outcomes)} hands"
        return f"match {score} after {len(self.outcomes)} hands, player {self.dealer} deals"


def new_match(first_dealer: int = 0, start: int = START) -> Match:
    """Return the score of a new match: both players at ``start``, ``first_dealer`` deals first."""
    if isinstance(first_dealer, bool) or not isinstance(first_dealer, int) or (
        first_dealer not in (0, 1)
    ):
        raise StrategyError(N_("first_dealer must be 0 or 1, got {first_dealer}"),
                            first_dealer=shown(first_dealer))
    whole_number(start, "start", 1, MAX_START, StrategyError)
    return Match((int(start), int(start)), first_dealer)


@dataclass(frozen=True, slots=True)
class MatchPlay:
    """A whole match played by two bots: the final score and every hand's final state."""

    match: Match
    """The final score."""
    hands: tuple[State, ...]
    """The final state of every hand, in order."""
    seeds: tuple[int, ...]
    """The seed of every hand."""


def play_match(
    bot0: Bot, bot1: Bot, seed: int | None = None, first_dealer: int = 0, start: int = START
) -> MatchPlay:
    """Return a match between ``bot0`` (player 0) and ``bot1``, hand seeds drawn from ``seed``."""
    check_bots(bot0, bot1)
    match = new_match(first_dealer, start)
    rng = random.Random(check_seed(seed))  # the package's one seed rule
    hands: list[State] = []
    seeds: list[int] = []
    while not match.over:
        hand_seed = rng.getrandbits(32)
        final = play_hand(bot0, bot1, seed=hand_seed, dealer=match.dealer)
        assert final.outcome is not None
        match = match.record(final.outcome)
        hands.append(final)
        seeds.append(hand_seed)
    return MatchPlay(match, tuple(hands), tuple(seeds))
