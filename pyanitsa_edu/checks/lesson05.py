"""Self-checks for exercises 05: an interval by hand, games needed, long games, coverage.

Every expected value comes from the engine at the moment of the check; a wrong
answer is told what kind of mistake it is, never the right value. The share of
long games is an estimate, judged with the student's own n against a reference.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..analysis.monte_carlo import simulate
from ..analysis.stats import Z95_ROUNDED, share_se, wald_interval
from ..errors import AnswerError
from ..i18n import N_, _
from ..pyanitsa.rules import RulesLike, as_rules
from .core import (
    CheckResult,
    check_function,
    fail,
    judge,
    show,
    succeed,
)
from .estimates import judge_estimate
from .hints import Diagnosis, as_count, as_number, factor_words
from .kinds import Kind
from .mistakes import Mistake
from .reference import reference, share_truth
from .task import task

__all__ = [
    "Z95",
    "check_coverage",
    "check_games_needed",
    "check_interval_by_hand",
    "check_long_game_share",
]

Z95 = Z95_ROUNDED
"""The z of the exercise's 95 % interval p̂ ± 1.96·SE: 1.96, as the lesson writes it
(:data:`~pyanitsa_edu.analysis.stats.Z95_ROUNDED`)."""


def _pair(answer: Any) -> tuple[float, float] | None:
    """Return ``answer`` as two floats, or None when it is not a pair of numbers."""
    try:
        low, high = answer
    except Exception:
        return None
    a, b = as_number(low), as_number(high)
    return None if a is None or b is None else (a, b)


def _interval_miss(low: float, high: float, p: float, half: float, n: int) -> Diagnosis:
    """Return what kind of mistake the interval (low, high) is around p̂ = p."""
    if high > 1.5 or low > 1.5:
        return Diagnosis(Kind.PERCENT_FOR_SHARE,
                         _("write the ends as shares between 0 and 1, not percentages"))
    if low > high:
        return Diagnosis(Kind.ORDER, _("write (low, high): the smaller end first"))
    centre, width = (low + high) / 2, (high - low) / 2
    if abs(centre - p) > 0.002:
        return Diagnosis(Kind.DETAIL, _("an interval p̂ ± h is centred on p̂, the share of wins"))
    if width <= 0:
        return Diagnosis(Kind.OUT_OF_RANGE, _("an interval has two different ends"))
    se = share_se(p, n)
    if abs(width - Z95 * se * se) < 0.0005:
        return Diagnosis(Kind.SPREAD, _("the standard error is the square root of p̂(1 − p̂)/n"))
    if abs(width - se) < 0.0005:
        return Diagnosis(Kind.SPREAD, _("a 95 % interval reaches 1.96 standard errors on each "
                                         "side, not one"))
    ratio = width / half
    if ratio > 1:
        return Diagnosis(Kind.FACTOR, _("the half-width is too large by a factor of {factor}",
                                         factor=factor_words(ratio)))
    return Diagnosis(Kind.FACTOR, _("the half-width is too small by a factor of {factor}",
                                     factor=factor_words(1 / ratio)))


def _interval_title(k: int, n: Any, **__: Any) -> str:
    """Return the title of the interval task: its k and n, once n is a number of games."""
    games = as_count(n)
    if games is None:
        return _("95 % interval")
    return _("95 % interval for {k} wins in {n} games", k=k, n=games)


@task(_interval_title, missing=N_("no answer yet: replace the ... with (low, high)."))
def check_interval_by_hand(title: str, k: int, n: int, answer: Any) -> CheckResult:
    """Check ``answer``: the 95 % interval p̂ ± 1.96·√(p̂(1−p̂)/n) for ``k`` wins in ``n`` games,
    as ``(low, high)`` to three decimals."""
    games = as_count(n)
    if games is None:
        raise AnswerError(_("n must be the number of games, a positive whole number (you gave "
                             "{n}).", n=show(n)))
    n = games
    p = k / n
    low_end, high_end = wald_interval(k, n, Z95)
    half = (high_end - low_end) / 2
    pair = _pair(answer)
    if pair is None:
        raise AnswerError(_("give a pair of numbers (low, high)."))
    low, high = pair
    if abs(low - low_end) <= 0.001 and abs(high - high_end) <= 0.001:
        return succeed(title, _("({low:g}, {high:g}) is right.", low=low, high=high))
    kind, why = _interval_miss(low, high, p, half, n)
    return fail(title, _("({low:g}, {high:g}) is not right: {why}.", low=low, high=high,
                          why=why), kind)


def _games_bound(half_width: float) -> float:
    """Return (1.96 · ½ / half_width)²: the games whose worst-case (p = 1/2) 95 % half-width is
    exactly ``half_width``, not yet rounded."""
    return (Z95 * 0.5 / half_width) ** 2


def _games_needed(half_width: float) -> int:
    """Return the fewest games whose worst-case (p = 1/2) 95 % half-width is at most
    ``half_width``: the bound rounded up."""
    return math.ceil(_games_bound(half_width) - 1e-9)


_HALF_WIDTHS = (0.1, 0.05, 0.04, 0.03, 0.02, 0.015, 0.01, 0.008, 0.005, 0.0025, 0.001)
"""The half-widths the check tries; six of them give a bound that is not a whole number, so
rounding down or to the nearest whole number fails there."""


@task("games_needed")
def check_games_needed(title: str, fn: object) -> CheckResult:
    """Check ``fn(half_width)`` → the number of games for a 95 % interval of that half-width
    when p = 1/2 (the worst case), rounded **up** as the task says. Where the bound is a whole
    number, one more game is accepted too: floating-point rounding can put the bound a hair
    above it."""
    whole = {_games_needed(h) for h in _HALF_WIDTHS
             if abs(_games_bound(h) - round(_games_bound(h))) < 1e-6}

    def same(expected: Any, got: Any) -> bool:
        games = as_count(got, low=0)
        return games == expected or (expected in whole and games == expected + 1)

    return check_function(fn, [(h,) for h in _HALF_WIDTHS], _games_needed, name=title,
                          same=same, what=_("half-widths"))


@task(N_("share of games longer than {longer_than} tricks"),
      missing=N_("no answer yet: replace the ... with your estimate."))
def check_long_game_share(
    title: str, answer: Any, n: Any = None, longer_than: int = 200, rules: RulesLike = None,
    min_n: int = 5_000,
) -> CheckResult:
    """Check an estimate of the share of games that last more than ``longer_than`` tricks,
    from ``n`` simulated games (or the 0/1 array ``sim.tricks > longer_than``).

    The truth comes from a 100,000-game reference simulation; an estimate passes
    within three standard errors for its n.
    """
    rules = as_rules(rules)
    tricks = reference(rules).tricks
    truth = share_truth(tricks > longer_than)
    at_least = share_truth(tricks >= longer_than).value
    tol = 0.01 + 3 * truth.sd / math.sqrt(min_n)
    mistakes = [
        Mistake.near(1 - truth.value, tol, _(
            "that looks like the share of games that last at most {longer_than} tricks",
            longer_than=longer_than), kind=Kind.COMPLEMENT),
        Mistake.when(lambda v: abs(v - at_least) < 1e-4 and abs(v - truth.value) > tol,
                     _("more than {longer_than} means >, not >=", longer_than=longer_than),
                     kind=Kind.BOUNDARY),
    ]
    return judge_estimate(title, answer, n, truth.value, truth.sd, truth_se=truth.se,
                          min_n=min_n, mistakes=mistakes, per_game=True)


def _coverage(runs: int, games: int, seed: int, truth: float) -> int:
    """Return in how many of ``runs`` blocks of ``games`` games the 95 % interval of
    P(player 0 wins) contains ``truth``."""
    wins = simulate(runs * games, seed=seed).winner == 0
    inside = 0
    for block in range(runs):
        won = int(np.sum(wins[block * games : (block + 1) * games]))
        low, high = wald_interval(won, games, Z95)
        inside += bool(low <= truth <= high)
    return inside


@task(N_("intervals (of {runs}) that contain {truth}"))
def check_coverage(
    title: str, answer: Any, runs: int = 40, games: int = 250, seed: int = 0, truth: float = 0.5
) -> CheckResult:
    """Check ``answer``: split ``simulate(runs * games, seed=seed)`` into ``runs`` blocks of
    ``games`` games; in how many blocks does the 95 % interval p̂ ± 1.96·√(p̂(1−p̂)/n) of
    P(player 0 wins) contain ``truth``? (A count for this seed, so it is exact.)"""
    value = as_number(answer)
    if value is not None and value > runs:
        return fail(title, _("{answer} is not right: there are only {runs} intervals.",
                              answer=answer, runs=runs), Kind.OUT_OF_RANGE)
    inside = _coverage(runs, games, seed, truth)
    mistakes = [
        Mistake.equals(runs - inside, _("that is the number of intervals that miss"),
                       kind=Kind.COMPLEMENT),
        Mistake.when(lambda got: as_number(got) is not None and 0 < float(got) < 1,
                     _("give the number of intervals, not their share"),
                     kind=Kind.SHARE_FOR_COUNT),
    ]
    ok = judge(title, answer, inside, mistakes=mistakes)
    if ok:
        print("  " + _("That is {share:.0%} of the runs; 95 % is the long-run rate.",
                        share=inside / runs))
    return ok
