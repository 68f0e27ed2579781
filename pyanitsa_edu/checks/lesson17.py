"""Self-checks for exercise 17: the shuffled return as an absorbing Markov chain.

Every expected value comes from :func:`expected_outcome` at the moment of the check (the chain
solved exactly); a wrong answer is told what kind of mistake it is, never the right value. A
simulated win share is judged with the student's own n against the exact chance.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..analysis.markov import expected_outcome, markov_chain
from ..i18n import _
from ..pyanitsa.dealing import PileInput
from ..pyanitsa.rules import RulesLike
from .core import CheckResult, Mistake, close_to, fail, judge, near, safe_check
from .estimates import judge_estimate

__all__ = [
    "check_expected_tricks",
    "check_win_chance",
    "check_win_estimate",
]


def _exact(piles: Any, rules: RulesLike) -> tuple[float, tuple[float, ...], float]:
    """Return (expected tricks, win chances, draw chance) of a shuffled-return deal."""
    e = expected_outcome(piles, rules)
    return e.tricks, e.wins, e.draw


@safe_check
def check_expected_tricks(answer: Any, piles: Any, rules: RulesLike) -> CheckResult:
    """Check ``answer``: the exact expected number of tricks of the shuffled-return game
    from ``piles`` (a Fraction, or a float to 9 decimals)."""
    tricks = _exact(piles, rules)[0]
    mistakes: list[Mistake] = [
        (near(tricks - 1, 1e-6), _("one trick short: the trick played in the deal's own state "
                                     "counts too (t = 1 + Q t)")),
    ]
    return judge(_("expected tricks"), answer, tricks, same=close_to(1e-9), mistakes=mistakes)


@safe_check
def check_win_chance(answer: Any, piles: Any, rules: RulesLike, player: int = 0) -> CheckResult:
    """Check ``answer``: the exact chance that ``player`` wins the shuffled-return game."""
    wins, draw = _exact(piles, rules)[1:]
    mistakes: list[Mistake] = [
        (near(wins[1 - player], 1e-9), _("that is the other player's chance: which column of "
                                           "R?")),
        (near(1 - wins[player], 1e-9), _("that is the chance that player does not win")),
    ]
    if draw > 0:
        mistakes.append((near(draw, 1e-9), _("that is the chance of a draw")))
    return judge(_("P(player {player} wins)", player=player), answer, wins[player],
                 same=close_to(1e-9),
                 mistakes=mistakes)


@safe_check
def check_win_estimate(
    answer: Any, piles: list[PileInput], rules: RulesLike, n: Any = None, min_n: int = 2_000
) -> CheckResult:
    """Check the 0/1 array "player 0 won" of ``n`` games from ``piles`` with the shuffled return
    against the exact chance: its share passes within three standard errors. A single number is
    refused, since the exact chance, computed in the task before, would pass."""
    name = _("P(player 0 wins), simulated")
    if answer is not Ellipsis and answer is not None and not isinstance(
            answer, np.ndarray | list | tuple):
        return fail(name, _('pass the 0/1 array "player 0 won" itself, one value per game, not '
                            'one number: the games are the evidence.'))
    wins = _exact(piles, rules)[1]
    p = wins[0]
    size = len(markov_chain(piles, rules))
    return judge_estimate(name, answer, n, p, math.sqrt(p * (1 - p)),
                          min_n=min_n, after=_("(The chain behind the exact value has {size:,} "
                                               "states.)", size=size))  # fmt: skip
