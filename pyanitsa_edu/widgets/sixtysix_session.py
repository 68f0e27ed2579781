"""A match of Sixty-six between a person and a bot, one move at a time (no widgets here).

The Sixty-six table widget shows a :class:`Session` and forwards clicks to it. Everything is
decided by the match seed and the person's moves: the seed of each hand is drawn from
``random.Random(seed)`` as :func:`~pyanitsa_edu.sixtysix.match.play_match` draws it, and the
bot draws its choices from the seat generator :func:`~pyanitsa_edu.sixtysix.play.seat_rngs`
gives its seat, as in :func:`~pyanitsa_edu.sixtysix.play.play_hand`. So a person who plays
like a bot ``b`` plays exactly ``play_match(b, bot, seed, first_dealer=bot seat)``'s first match.

>>> session = Session(seed=7, bot="greedy")
>>> session.state.to_move == session.human     # the bot dealt the first hand: you lead
True
>>> replies = session.move(session.view().legal[0])
>>> session.state.to_move == session.human or session.state.over
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from ..errors import N_, DealError, MoveError, SettingError, StrategyError, shown
from ..i18n.language import resolve
from ..pyanitsa.dealing import check_seed as check_any_seed
from ..sixtysix.bots import greedy_bot, random_bot
from ..sixtysix.match import Match, new_match
from ..sixtysix.moves import Move
from ..sixtysix.play import Bot, bot_name, seat_rngs
from ..sixtysix.sampling import sampling_bot
from ..sixtysix.state import State, view_of
from ..sixtysix.view import View
from .labels import Lang

__all__ = [
    "BOTS",
    "BotLike",
    "Session",
    "SettingError",
    "check_human",
    "check_lang66",
    "check_seed",
    "resolve_bot",
]

BOTS: Mapping[str, Bot] = {"random": random_bot, "greedy": greedy_bot, "sampling": sampling_bot}
"""The bots the table knows by name."""

BotLike = str | Callable[..., Move]
"""A bot's name in :data:`BOTS`, or a bot: a callable ``bot(view, rng) -> Move``."""

MAX_BOT_MOVES = 8
"""Moves a bot may make in a row at most (exchange, close, lead: three is the most legal)."""


def check_seed(seed: object) -> int:
    """Return ``seed`` if it follows the one seed rule of the package
    (:func:`~pyanitsa_edu.dealing.check_seed`) and is not None, else raise DealError."""
    checked = check_any_seed(seed)
    if checked is None:
        raise DealError(N_("the match needs a seed: a whole number from 0 to 2^128 − 1, such "
                           "as 42"))
    return checked


def check_human(human: object) -> int:
    """Return the person's seat ``human`` if it is 0 or 1, else raise SettingError."""
    if isinstance(human, bool) or not isinstance(human, int) or human not in (0, 1):
        raise SettingError(N_("human must be the seat 0 or 1, got {human}"), human=shown(human))
    assert isinstance(human, int)
    return human


def check_lang66(lang: object) -> Lang:
    """Return ``lang`` if the table speaks it ("en" or "ru"), the current language for None
    (:func:`pyanitsa_edu.set_language`), else raise SettingError."""
    return resolve(lang)


def resolve_bot(bot: object) -> tuple[Bot, str]:
    """Return ``(bot, name)`` for a bot's name in :data:`BOTS` or a callable bot.

    Raises StrategyError for an unknown name or anything else.
    """
    if isinstance(bot, str):
        found = BOTS.get(bot.strip().lower())
        if found is None:
            raise StrategyError(N_("unknown bot {bot}: use one of {bots}, or a callable"),
                                bot=shown(bot), bots=", ".join(BOTS))
        return found, bot.strip().lower()
    if not callable(bot):
        raise StrategyError(N_("bot must be one of {bots} or a callable bot(view, rng) -> "
                               "Move, got {bot}"), bots=", ".join(BOTS), bot=shown(bot))
    return bot, bot_name(bot)


class Session:
    """A match between a person (seat ``human``) and a bot, hand after hand.

    ``state`` is the engine's state of the current hand, ``match`` the match score,
    ``hand_seed`` the seed the hand was dealt from. The bot dealt the first hand of
    each match, so the person leads it; the deal alternates after that.
    """

    def __init__(self, seed: int = 0, bot: BotLike = "sampling", human: int = 0) -> None:
        self.seed = check_seed(seed)
        self.bot, self.bot_name = resolve_bot(bot)
        self.human = check_human(human)
        self.bot_seat = 1 - self.human
        self._seeds = random.Random(self.seed)
        self.match: Match = new_match(first_dealer=self.bot_seat)
        self.match_number = 0
        self.hand_seed = 0
        self.state: State
        self.bot_moves: tuple[Move, ...] = ()
        """The bot's moves since the person's last move (or since the deal)."""
        self._bot_rng = random.Random()
        self.new_match()

    # --- what the person sees --------------------------------------------------------------

    def view(self) -> View:
        """Return what the person may see now (the engine's view of seat ``human``)."""
        return self.state.view(self.human)

    @property
    def hand_number(self) -> int:
        """The number of the current hand in the match, from 1."""
        return len(self.match.outcomes) + (0 if self.state.over else 1)

    @property
    def human_to_move(self) -> bool:
        """True when the hand goes on and the person is to move."""
        return not self.state.over and self.state.to_move == self.human

    # --- moving ------------------------------------------------------------------------------

    def move(self, move: Move | str) -> tuple[Move, ...]:
        """Make the person's ``move``, then let the bot move until it is the person's turn.

        Returns the bot's moves. Raises MoveError when the move is not allowed now (not the
        person's turn, the hand over, or against the rules); the state is then unchanged.
        A hand that ends is recorded in :attr:`match`.
        """
        if isinstance(move, str):
            move = Move.parse(move)
        if self.state.over:
            raise MoveError(N_("the hand is over ({outcome}): start a new hand"),
                            outcome=self.state.outcome)  # fmt: skip
        if self.state.to_move != self.human:
            raise MoveError(N_("it is the bot's turn, not the person's"))
        self.state = self.state.apply(move)
        return self._bot_turn()

    def _bot_turn(self) -> tuple[Move, ...]:
        """Let the bot move while it is to move; record the hand when it ends. Return its moves."""
        made: list[Move] = []
        self.bot_moves = ()
        while not self.state.over and self.state.to_move == self.bot_seat:
            if len(made) >= MAX_BOT_MOVES:
                raise MoveError(N_("bot {bot} moved {n} times in a row"),
                                bot=self.bot_name, n=len(made))
            legal = self.state.legal_moves()
            choice = self.bot(view_of(self.state, self.bot_seat, legal), self._bot_rng)
            if choice not in legal:
                if not isinstance(choice, Move):
                    raise MoveError(N_("bot {bot} chose {move}: not a Move"), bot=self.bot_name,
                                    move=shown(choice))
                raise MoveError(N_("bot {bot} chose {move}: {reason}"), bot=self.bot_name,
                                move=choice, reason=self.state.illegal(choice))
            self.state = self.state.advance(choice)
            made.append(choice)
            self.bot_moves = tuple(made)
        self._record()
        return self.bot_moves

    def _record(self) -> None:
        """Add the outcome of a hand that just ended to the match score (once)."""
        outcome = self.state.outcome
        if outcome is not None and len(self.match.outcomes) < self._hands_dealt:
            self.match = self.match.record(outcome)

    # --- new hands and matches -----------------------------------------------------------------

    def new_hand(self) -> tuple[Move, ...]:
        """Deal the next hand of the match; the bot moves first if it leads. Return its moves.

        Raises MoveError while the hand goes on or once the match is over.
        """
        if not self.state.over:
            raise MoveError(N_("the hand goes on: finish it before dealing the next one"))
        if self.match.over:
            raise MoveError(N_("the match is over (player {i} won): start a new one"),
                            i=self.match.winner)  # fmt: skip
        return self._deal()

    def new_match(self) -> tuple[Move, ...]:
        """Start a new match at 7 : 7 and deal its first hand (hand seeds go on from the seed)."""
        self.match = new_match(first_dealer=self.bot_seat)
        self.match_number += 1
        self._hands_dealt = 0
        return self._deal()

    def _deal(self) -> tuple[Move, ...]:
        """Deal the next hand from the next hand seed; return the bot's first moves."""
        self.hand_seed = self._seeds.getrandbits(32)
        self.state = self.match.next_hand(self.hand_seed)
        self._hands_dealt += 1
        self._bot_rng = seat_rngs(self.hand_seed)[self.bot_seat]
        return self._bot_turn()

    def __repr__(self) -> str:
        return (
            f"<Session seed={self.seed} bot={self.bot_name} human={self.human}: "
            f"hand {self.hand_number}, {self.match}>"
        )
