"""Self-checks for exercise 09: random walks, the gambler's ruin and Markov chains.

Every expected value comes from the library at the moment of the check (the engine, an exact
count, :func:`expected_outcome`, or a large reference simulation); a wrong answer is told what
kind of mistake it is, never the right value. Simulated estimates are judged with the
student's own n, within three standard errors of the truth.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import numpy as np

from ..analysis.markov import expected_outcome, markov_chain
from ..dealing import PileInput
from ..rules import RulesLike
from .core import CheckResult, Mistake, close_to, judge, near, safe_check
from .estimates import judge_estimate
from .messages import tr

__all__ = [
    "check_expected_tricks",
    "check_ruin_chance",
    "check_ruin_length",
    "check_walk_length",
    "check_win_chance",
    "check_win_estimate",
]

@safe_check
def check_ruin_chance(answer: Any, k: int, total: int) -> CheckResult:
    """Check ``answer``: the chance that a fair ±1 walk from ``k`` reaches ``total`` before 0."""
    mistakes: list[Mistake] = [
        (Fraction(total - k, total), tr("that is the chance of reaching 0 first (the other "
                                        "player)")),
        (Fraction(k, total - k), tr("divide by the whole distance between the walls")),
    ]
    return judge(tr("P(reach {total} before 0 from {k})", total=total, k=k), answer, Fraction(k,
                                                                                              total),
                 same=close_to(1e-9), mistakes=mistakes)


@safe_check
def check_ruin_length(answer: Any, k: int, total: int) -> CheckResult:
    """Check ``answer``: the expected number of steps of a fair ±1 walk from ``k`` until it
    hits 0 or ``total``."""
    mistakes: list[Mistake] = [
        ((total // 2) ** 2, tr("that is the length from the middle: start from the given k")),
        (k * total, tr("the distance to the far wall is total − k")),
    ]
    return judge(tr("expected steps from {k} between 0 and {total}", k=k, total=total), answer,
                 k * (total - k),
                 same=close_to(1e-6), mistakes=mistakes)


def _walk_length_sd(k: int, total: int) -> float:
    """Return the standard deviation of the absorption time of a fair ±1 walk from ``k``.

    The second moments solve ``s_j = 1 + t_{j-1} + t_{j+1} + (s_{j-1} + s_{j+1}) / 2`` with
    ``t_j = j (total - j)`` and ``s = 0`` at the walls.
    """
    inner = np.arange(1, total)
    t = inner * (total - inner)
    t_side = np.concatenate([[0], t, [0]])
    a = np.eye(total - 1) - 0.5 * (np.eye(total - 1, k=1) + np.eye(total - 1, k=-1))
    s = np.linalg.solve(a, 1 + t_side[:-2] + t_side[2:])
    return math.sqrt(float(s[k - 1]) - float(t[k - 1]) ** 2)


@safe_check
def check_walk_length(
    answer: Any, n: Any = None, k: int = 10, total: int = 36, min_n: int = 1_000
) -> CheckResult:
    """Check an estimate of the mean number of steps of a fair ±1 walk from ``k`` to 0 or
    ``total``, from ``n`` simulated walks (or the array of their lengths)."""
    truth = float(k * (total - k))
    mistakes: list[Mistake] = [
        (near(truth + 1, 0.6), tr("one step too many on average: the step that hits the wall "
                                   "is the last one counted")),
        (near((total // 2) ** 2, 15), tr("that looks like the length from the middle")),
    ]
    return judge_estimate(tr("mean steps from {k}", k=k), answer, n, truth, _walk_length_sd(k,
                                                                                            total),
                          min_n=min_n, unit="walks", share=False, mistakes=mistakes)


def _exact(piles: Any, rules: RulesLike) -> tuple[float, tuple[float, ...], float]:
    """Return (expected tricks, win chances, draw chance) of a shuffled-return deal."""
    e = expected_outcome(piles, rules)
    return e.tricks, e.wins, e.draw


@safe_check
def check_expected_tricks(answer: Any, piles: Any, rules: RulesLike) -> CheckResult:
    """Check ``answer``: the exact expected number of tricks of the shuffled-return game
    from ``piles`` (a Fraction, or a float to 9 decimals)."""
    tricks, _, _ = _exact(piles, rules)
    mistakes: list[Mistake] = [
        (near(tricks - 1, 1e-6), tr("one trick short: the trick played in the deal's own state "
                                     "counts too (t = 1 + Q t)")),
    ]
    return judge(tr("expected tricks"), answer, tricks, same=close_to(1e-9), mistakes=mistakes)


@safe_check
def check_win_chance(answer: Any, piles: Any, rules: RulesLike, player: int = 0) -> CheckResult:
    """Check ``answer``: the exact chance that ``player`` wins the shuffled-return game."""
    _, wins, draw = _exact(piles, rules)
    mistakes: list[Mistake] = [
        (near(wins[1 - player], 1e-9), tr("that is the other player's chance: which column of "
                                           "R?")),
        (near(1 - wins[player], 1e-9), tr("that is the chance that player does not win")),
    ]
    if draw > 0:
        mistakes.append((near(draw, 1e-9), tr("that is the chance of a draw")))
    return judge(tr("P(player {player} wins)", player=player), answer, wins[player],
                 same=close_to(1e-9),
                 mistakes=mistakes)


@safe_check
def check_win_estimate(
    answer: Any, piles: list[PileInput], rules: RulesLike, n: Any = None, min_n: int = 2_000
) -> CheckResult:
    """Check a simulated estimate of P(player 0 wins) from ``piles`` with the shuffled return,
    from ``n`` games, against the exact chance: it passes within three standard errors."""
    _, wins, _ = _exact(piles, rules)
    p = wins[0]
    size = len(markov_chain(piles, rules))
    return judge_estimate(tr("P(player 0 wins), simulated"), answer, n, p, math.sqrt(p * (1 - p)),
                          min_n=min_n, after=tr("(The chain behind the exact value has {size:,} "
                                                "states.)", size=size))  # fmt: skip
