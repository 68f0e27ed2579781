"""Self-checks for exercises 07: the game's length as a random variable (PMF, CDF, geometric).

Every expected value comes from the library at the moment of the check (the exact length
distribution of :func:`~pyanitsa_edu.analysis.lengths.exact_lengths`, or a large reference
simulation); a wrong answer is told what kind of mistake it is, never the right value.
Simulated estimates are judged with the student's own n.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np

from ..analysis.lengths import exact_lengths
from ..errors import AnswerError, SettingError
from ..i18n import N_, _
from ..pyanitsa.rules import Rules
from .core import (
    CheckResult,
    check_function,
    close_to,
    fail,
    judge,
    sentence,
    show,
)
from .decks import LENGTH_DECK
from .estimates import judge_estimate
from .hints import as_array, as_count, as_number
from .kinds import Kind
from .messages import units
from .mistakes import Mistake
from .reference import reference, share_truth
from .task import task

__all__ = [
    "LENGTH_DECK",
    "MAX_TRICKS",
    "SHORT_GAME",
    "SHORT_MIN_GAMES",
    "check_geometric_pmf",
    "check_length_between",
    "check_short_game_share",
    "length_cdf",
]

SHORT_GAME = 25
"""Exercise 07, task 2: a game of the 36-card deck is short when it lasts at most this many
tricks."""
MAX_TRICKS = 10_000
"""The largest bound on a length the checks read (the 10-card deck's longest game has 97)."""
SHORT_MIN_GAMES = 50_000
"""The fewest games task 2 accepts: with them, 0, 0.5, 1 and the truth rounded to 0.01 all
fall outside three standard errors (the truth is near 0.026). P(L = 25) is near 0.0017, about
2.5 standard errors at this n, so the share counted with < would often pass as an estimate:
the check reads the student's lengths to tell the two apart."""


@lru_cache(maxsize=4)
def length_cdf(rules: Rules, k: int) -> Fraction:
    """Return the exact P(L ≤ k) for the game length L under ``rules`` (a small deck)."""
    return sum((p for n, p in exact_lengths(rules).items() if n is not None and n <= k),
               Fraction(0))


def _bounds(low: Any, high: Any) -> tuple[int, int]:
    """Return the task's bounds on a length as whole numbers of tricks, or raise
    SettingError."""
    low_k, high_k = as_count(low, 0, MAX_TRICKS), as_count(high, 0, MAX_TRICKS)
    if low_k is None or high_k is None:
        raise SettingError(N_("low and high must be whole numbers of tricks from 0 to "
                              "{most}"), most=MAX_TRICKS)
    return low_k, high_k


def _between_title(low: Any, high: Any, **__: Any) -> str:
    """Return the title of the task on P(low < L ≤ high)."""
    low_k, high_k = _bounds(low, high)
    return _("P({low} < L ≤ {high}) on the 10-card deck", low=low_k, high=high_k)


@task(_between_title)
def check_length_between(title: str, answer: Any, low: int = 10, high: int = 20) -> CheckResult:
    """Check ``answer``: the exact P(low < L ≤ high) for the length L of a game on the 10-card
    deck of lesson 07."""
    low, high = _bounds(low, high)
    rules = Rules(deck=LENGTH_DECK)

    def cdf(k: int) -> Fraction:
        return length_cdf(rules, k)

    mistakes = [
        Mistake.equals(cdf(high) - cdf(low - 1), _(
            "that includes L = {low}: 'more than {low}' leaves it out", low=low),
            kind=Kind.BOUNDARY),
        Mistake.equals(cdf(high - 1) - cdf(low), _(
            "that leaves out L = {high}: 'at most {high}' includes it", high=high),
            kind=Kind.BOUNDARY),
        Mistake.equals(cdf(high), _(
            "that is P(L ≤ {high}): take away the games of at most {low} tricks", high=high,
            low=low), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(1 - cdf(high), _("that is P(L > {high}), the other tail", high=high),
                       kind=Kind.COMPLEMENT),
        Mistake.equals(cdf(low), _(
            "that is P(L ≤ {low}): the question is about the games between the two", low=low),
            kind=Kind.OTHER_QUANTITY),
    ]
    return judge(title, answer, cdf(high) - cdf(low), same=close_to(1e-9), mistakes=mistakes)


def _read_lengths(lengths: Any, n: Any) -> np.ndarray[Any, np.dtype[np.int64]]:
    """Return ``lengths`` as whole numbers of tricks, one per game; raise AnswerError naming what
    is wrong with them (and with ``n``, which must be their number when given)."""
    if not isinstance(lengths, np.ndarray | list | tuple):
        raise AnswerError(_(
            "pass lengths=sim.tricks too: the length of each of your games. At this n a share "
            "counted with < and one counted with ≤ both lie within chance of the truth, so only "
            "your lengths show which one you counted."))
    values = as_array(lengths)
    if (values is None or values.ndim != 1 or values.size < 2 or values.dtype.kind not in "biuf"
            or not np.all(np.isfinite(values)) or np.any(values != np.round(values))
            or np.any(values < 0)):
        raise AnswerError(_(
            "lengths must hold the length of each game in tricks, a whole number per game."))
    if n is not None and as_count(n) != values.size:
        raise AnswerError(_("you passed n = {n}, but your lengths hold {size}.", n=show(n),
                             size=units(values.size, "games")))
    return values.astype(np.int64)


@task(lambda **__: _("estimate of P(L ≤ {k}) on 36 cards", k=SHORT_GAME),
      missing=N_("no answer yet: replace the ... with your answer."))
def check_short_game_share(
    title: str, answer: Any, n: Any = None, min_n: int = SHORT_MIN_GAMES, lengths: Any = None
) -> CheckResult:
    """Check an estimate of F(25) = P(L ≤ 25) for the classic 36-card game from ``n`` games
    with the ``lengths`` it comes from (``sim.tricks``): the answer must be the share of those
    games that last at most 25 tricks (the same count with < is named as the mistake it is),
    and that share passes within three standard errors of a reference of 100,000 games."""
    read = _read_lengths(lengths, n)
    value = as_number(answer)
    if value is None or not math.isfinite(value):
        raise AnswerError(_("write your estimate as one number, the share your lengths give "
                             "(you gave {value}).", value=show(answer)))
    at_most, below = float(np.mean(read <= SHORT_GAME)), float(np.mean(read < SHORT_GAME))
    if abs(value - at_most) > 1e-9:
        if abs(value - below) <= 1e-9:
            kind, why = Kind.BOUNDARY, _(
                "that is the share of games shorter than {k} tricks: a game of exactly {k} "
                "tricks counts too ('at most' is ≤)", k=SHORT_GAME)
        elif abs(value - (1 - at_most)) <= 1e-9:
            kind, why = Kind.COMPLEMENT, _("that is P(L > {k}), the share of the other games",
                                            k=SHORT_GAME)
        elif abs(value - at_most) < 5e-4:
            kind, why = Kind.ROUNDED, _(
                "close to the share your lengths give, but not equal: pass the share you "
                "computed, not a rounded copy of it")
        else:
            kind, why = Kind.OTHER_QUANTITY, _(
                "it is not a share of your games: count the games of at most {k} tricks among "
                "your lengths", k=SHORT_GAME)
        return fail(title, _("{got} is not right: {why}", got=show(answer), why=sentence(why)),
                    kind)
    truth = share_truth(reference(Rules()).tricks <= SHORT_GAME)
    return judge_estimate(title, at_most, read.size, truth.value, truth.sd, truth_se=truth.se,
                          min_n=min_n)


def _geometric(k: int, p: float) -> float:
    """Return (1 − p)^(k − 1) · p, the chance that the first success comes at trial k."""
    return (1 - p) ** (k - 1) * p


_GEOMETRIC_CASES = [(1, 0.0616), (2, 0.0616), (10, 0.0616), (1, 0.5), (3, 0.5), (5, 0.2),
                    (40, 0.05), (7, 1 / 6)]


@task(N_("P(G = k): the first long game is game k"))
def check_geometric_pmf(title: str, fn: Any) -> CheckResult:
    """Check a function ``fn(k, p)`` that returns the chance that the first long game is game
    ``k`` when each game is long with chance ``p``, independently."""
    return check_function(fn, _GEOMETRIC_CASES, _geometric, name=title, same=close_to(1e-12))
