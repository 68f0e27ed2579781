"""Self-checks for exercise 17: the shuffled return as an absorbing Markov chain.

Every expected value comes from :func:`expected_outcome` at the moment of the check (the chain
solved exactly); a wrong answer is told what kind of mistake it is, never the right value. A
simulated win share is judged with the student's own n against the exact chance.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..analysis.markov import expected_outcome, markov_chain
from ..analysis.stats import share_se
from ..i18n import N_, _
from ..pyanitsa.dealing import PileInput
from ..pyanitsa.rules import RulesLike
from .core import CheckResult, close_to, fail, judge
from .estimates import judge_estimate
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "check_expected_tricks",
    "check_win_chance",
    "check_win_estimate",
]


def _exact(piles: Any, rules: RulesLike) -> tuple[float, tuple[float, ...], float]:
    """Return (expected tricks, win chances, draw chance) of a shuffled-return deal."""
    e = expected_outcome(piles, rules)
    return e.tricks, e.wins, e.draw


@task(N_("expected tricks"))
def check_expected_tricks(title: str, answer: Any, piles: Any, rules: RulesLike) -> CheckResult:
    """Check ``answer``: the exact expected number of tricks of the shuffled-return game
    from ``piles`` (a Fraction, or a float to 9 decimals)."""
    tricks, _wins, _draw = _exact(piles, rules)
    mistakes = [
        Mistake.near(tricks - 1, 1e-6, _("one trick short: the trick played in the deal's own "
                                          "state counts too (t = 1 + Q t)"),
                     kind=Kind.OFF_BY_ONE),
    ]
    return judge(title, answer, tricks, same=close_to(1e-9), mistakes=mistakes)


@task(N_("P(player {player} wins)"))
def check_win_chance(
    title: str, answer: Any, piles: Any, rules: RulesLike, player: int = 0
) -> CheckResult:
    """Check ``answer``: the exact chance that ``player`` wins the shuffled-return game."""
    _tricks, wins, draw = _exact(piles, rules)
    mistakes = [
        Mistake.near(wins[1 - player], 1e-9, _("that is the other player's chance: which "
                                                "column of R?"), kind=Kind.OTHER_SEAT),
        Mistake.near(1 - wins[player], 1e-9, _("that is the chance that player does not win"),
                     kind=Kind.COMPLEMENT),
    ]
    if draw > 0:
        mistakes.append(Mistake.near(draw, 1e-9, _("that is the chance of a draw"),
                                     kind=Kind.OTHER_QUANTITY))
    return judge(title, answer, wins[player], same=close_to(1e-9), mistakes=mistakes)


@task(N_("P(player 0 wins), simulated"))
def check_win_estimate(
    title: str, answer: Any, piles: list[PileInput], rules: RulesLike, n: Any = None,
    min_n: int = 2_000,
) -> CheckResult:
    """Check the 0/1 array "player 0 won" of ``n`` games from ``piles`` with the shuffled return
    against the exact chance: its share passes within three standard errors. A single number is
    refused, since the exact chance, computed in the task before, would pass."""
    if answer is not Ellipsis and answer is not None and not isinstance(
            answer, np.ndarray | list | tuple):
        return fail(title, _('pass the 0/1 array "player 0 won" itself, one value per game, not '
                              'one number: the games are the evidence.'), Kind.ROUND_GUESS)
    _tricks, wins, _draw = _exact(piles, rules)
    p = wins[0]
    size = len(markov_chain(piles, rules))
    return judge_estimate(title, answer, n, p, share_se(p),
                          min_n=min_n, after=_("(The chain behind the exact value has {size:,} "
                                                "states.)", size=size))  # fmt: skip
