"""Self-checks for exercises 07: the game's length as a random variable (PMF, CDF, geometric).

Every expected value comes from the library at the moment of the check (the exact length
distribution of :func:`~pyanitsa_edu.analysis.lengths.exact_lengths`, or a large reference
simulation); a wrong answer is told what kind of mistake it is, never the right value.
Simulated estimates are judged with the student's own n.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any

from ..analysis.lengths import exact_lengths
from ..errors import SettingError
from ..i18n import _
from ..pyanitsa.deck import Deck
from ..pyanitsa.rules import Rules
from .core import (
    CheckResult,
    Mistake,
    check_function,
    close_to,
    judge,
    missing_answer,
    near,
    safe_check,
)
from .estimates import judge_estimate
from .hints import as_count
from .reference import reference, share_truth

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

LENGTH_DECK = Deck(["6", "7", "8", "9", "A"], 2)
"""The 10-card deck of lesson 07 (6 7 8 9 A in two suits): 113,400 deals, none of them cycles."""
SHORT_GAME = 25
"""Exercise 07, task 2: a game of the 36-card deck is short when it lasts at most this many
tricks."""
MAX_TRICKS = 10_000
"""The largest bound on a length the checks read (the 10-card deck's longest game has 97)."""
SHORT_MIN_GAMES = 50_000
"""The fewest games task 2 accepts: with them, 0, 0.5, 1 and the truth rounded to 0.01 all
fall outside three standard errors (the truth is near 0.026)."""


@lru_cache(maxsize=4)
def length_cdf(rules: Rules, k: int) -> Fraction:
    """Return the exact P(L ≤ k) for the game length L under ``rules`` (a small deck)."""
    return sum((p for n, p in exact_lengths(rules).items() if n is not None and n <= k),
               Fraction(0))


@safe_check
def check_length_between(answer: Any, low: int = 10, high: int = 20) -> CheckResult:
    """Check ``answer``: the exact P(low < L ≤ high) for the length L of a game on the 10-card
    deck of lesson 07."""
    low_k, high_k = as_count(low, 0, MAX_TRICKS), as_count(high, 0, MAX_TRICKS)
    if low_k is None or high_k is None:
        raise SettingError(f"low and high must be whole numbers of tricks from 0 to {MAX_TRICKS}")
    low, high = low_k, high_k
    rules = Rules(deck=LENGTH_DECK)

    def cdf(k: int) -> Fraction:
        return length_cdf(rules, k)

    mistakes: list[Mistake] = [
        (cdf(high) - cdf(low - 1), _("that includes L = {low}: 'more than {low}' leaves it out",
                                     low=low)),
        (cdf(high - 1) - cdf(low), _("that leaves out L = {high}: 'at most {high}' includes it",
                                     high=high)),
        (cdf(high), _("that is P(L ≤ {high}): take away the games of at most {low} tricks",
                      high=high, low=low)),
        (1 - cdf(high), _("that is P(L > {high}), the other tail", high=high)),
        (cdf(low), _("that is P(L ≤ {low}): the question is about the games between the two",
                     low=low)),
    ]
    return judge(_("P({low} < L ≤ {high}) on the 10-card deck", low=low, high=high), answer,
                 cdf(high) - cdf(low), same=close_to(1e-9), mistakes=mistakes)


@safe_check
def check_short_game_share(
    answer: Any, n: Any = None, min_n: int = SHORT_MIN_GAMES
) -> CheckResult:
    """Check an estimate of F(25) = P(L ≤ 25) for the classic 36-card game from ``n`` games,
    against a reference of 100,000 games: it passes within three standard errors."""
    name = _("estimate of P(L ≤ {k}) on 36 cards", k=SHORT_GAME)
    missing = missing_answer(name, answer)
    if missing is not None:
        return missing
    lengths = reference(Rules()).tricks
    truth = share_truth(lengths <= SHORT_GAME)
    strict = share_truth(lengths < SHORT_GAME).value
    mistakes: list[Mistake] = [
        (near(1 - truth.value, 0.05), _("that looks like P(L > {k}), the share of the other "
                                          "games", k=SHORT_GAME)),
        (lambda v: abs(float(v) - strict) < abs(float(v) - truth.value) and float(v) > 0,
         _("that looks closer to P(L < {k}): a game of exactly {k} tricks counts too",
           k=SHORT_GAME)),
    ]
    return judge_estimate(name, answer, n, truth.value, truth.sd, truth_se=truth.se,
                          min_n=min_n, mistakes=mistakes)


def _geometric(k: int, p: float) -> float:
    """Return (1 − p)^(k − 1) · p, the chance that the first success comes at trial k."""
    return (1 - p) ** (k - 1) * p


_GEOMETRIC_CASES = [(1, 0.0616), (2, 0.0616), (10, 0.0616), (1, 0.5), (3, 0.5), (5, 0.2),
                    (40, 0.05), (7, 1 / 6)]


@safe_check
def check_geometric_pmf(fn: Any) -> CheckResult:
    """Check a function ``fn(k, p)`` that returns the chance that the first long game is game
    ``k`` when each game is long with chance ``p``, independently."""
    name = _("P(G = k): the first long game is game k")
    return check_function(fn, _GEOMETRIC_CASES, _geometric, name=name, same=close_to(1e-12))
