"""Playing a hand of Sixty-six between two bots.

A bot is any callable ``bot(view, rng) -> Move``: it sees only a
:class:`~pyanitsa_edu.sixtysix.view.View` and draws its random choices from ``rng``.
:func:`play_hand` gives each seat its own ``random.Random`` derived from the hand's seed,
so a hand is a function of the seed and the two bots.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..errors import N_, MoveError, StrategyError, shown
from ..pyanitsa.dealing import check_seed
from .moves import Move
from .state import State, new_hand, view_of
from .view import View

__all__ = ["Bot", "bot_name", "play_hand", "seat_rngs"]

Bot = Callable[[View, random.Random], Move]
"""A player: given what it may see and a random generator, it returns a legal move."""


def seat_rngs(seed: int | None) -> tuple[random.Random, random.Random]:
    """Return one random generator per seat for a hand played with ``seed`` (independent streams).

    ``None`` gives fresh entropy.
    """
    seed = check_seed(seed)  # the package's one seed rule
    if seed is None:
        return random.Random(), random.Random()
    return random.Random(f"sixtysix-seat-0-{seed}"), random.Random(f"sixtysix-seat-1-{seed}")


def bot_name(bot: object) -> str:
    """Return a short name for a bot: its ``name`` attribute, else its function name."""
    name = getattr(bot, "name", None) or getattr(bot, "__name__", None)
    return str(name) if name else type(bot).__name__


def check_bots(*bots: object) -> None:
    """Raise StrategyError unless every bot is callable."""
    for i, bot in enumerate(bots):
        if not callable(bot):
            raise StrategyError(N_("bot {i} must be a callable bot(view, rng) -> Move, got "
                                   "{bot}"), i=i, bot=shown(bot))


def play_hand(
    bot0: Bot,
    bot1: Bot,
    seed: int | None = None,
    dealer: int = 0,
    *,
    state: State | None = None,
    until: Callable[[State], bool] | None = None,
) -> State:
    """Return the final state of a hand between ``bot0`` (player 0) and ``bot1`` (player 1).

    The deal is ``new_hand(seed, dealer)`` unless a ``state`` to continue from is given.
    With ``until``, play stops at the first state for which ``until(state)`` is true
    (e.g. ``lambda s: s.phase == 2``). A bot that returns an illegal move raises MoveError.
    """
    check_bots(bot0, bot1)
    if until is not None and not callable(until):
        raise StrategyError(N_("until must be a function of the state, or None; got {until}"),
                            until=shown(until))
    if state is None:
        state = new_hand(seed, dealer)
    elif not isinstance(state, State):
        raise MoveError(N_("state must be a State of Sixty-six, or None; got {state}"),
                        state=shown(state))
    bots = (bot0, bot1)
    rngs = seat_rngs(seed)
    while state.outcome is None and not (until is not None and until(state)):
        player = state.to_move
        legal = state.legal_moves()
        move = bots[player](view_of(state, player, legal), rngs[player])
        if move not in legal:
            if not isinstance(move, Move):
                raise MoveError(N_("bot {bot} (player {player}) chose {move}: not a Move"),
                                bot=bot_name(bots[player]), player=player, move=shown(move))
            raise MoveError(N_("bot {bot} (player {player}) chose {move}: {reason}"),
                            bot=bot_name(bots[player]), player=player, move=move,
                            reason=state.illegal(move))
        state = state.advance(move)
    return state
