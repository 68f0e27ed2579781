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
from ..i18n import _
from ..pyanitsa.rules import RulesLike, as_rules
from .core import (
    CheckResult,
    Mistake,
    check_function,
    close_to,
    fail,
    judge,
    safe_check,
    show,
    succeed,
)
from .estimates import judge_estimate
from .hints import as_count, as_number, factor_words
from .reference import reference, share_truth

__all__ = [
    "Z95",
    "check_coverage",
    "check_games_needed",
    "check_interval_by_hand",
    "check_long_game_share",
]

Z95 = 1.96
"""The normal quantile of a two-sided 95 % interval."""


def _pair(answer: Any) -> tuple[float, float] | None:
    """Return ``answer`` as two floats, or None when it is not a pair of numbers."""
    try:
        low, high = answer
    except Exception:
        return None
    a, b = as_number(low), as_number(high)
    return None if a is None or b is None else (a, b)


def _interval_miss(low: float, high: float, p: float, half: float, n: int) -> str:
    """Return what kind of mistake the interval (low, high) is around p̂ = p."""
    if high > 1.5 or low > 1.5:
        return _("write the ends as shares between 0 and 1, not percentages")
    if low > high:
        return _("write (low, high): the smaller end first")
    centre, width = (low + high) / 2, (high - low) / 2
    if abs(centre - p) > 0.002:
        return _("an interval p̂ ± h is centred on p̂, the share of wins")
    if width <= 0:
        return _("an interval has two different ends")
    se = math.sqrt(p * (1 - p) / n)
    if abs(width - Z95 * se * se) < 0.0005:
        return _("the standard error is the square root of p̂(1 − p̂)/n")
    if abs(width - se) < 0.0005:
        return _("a 95 % interval reaches 1.96 standard errors on each side, not one")
    ratio = width / half
    if ratio > 1:
        return _("the half-width is too large by a factor of {factor}",
                 factor=factor_words(ratio))
    return _("the half-width is too small by a factor of {factor}",
             factor=factor_words(1 / ratio))


@safe_check
def check_interval_by_hand(k: int, n: int, answer: Any) -> CheckResult:
    """Check ``answer``: the 95 % interval p̂ ± 1.96·√(p̂(1−p̂)/n) for ``k`` wins in ``n`` games,
    as ``(low, high)`` to three decimals."""
    games = as_count(n)
    if games is None:
        return fail(_("95 % interval"), _("n must be the number of games, a positive whole "
                                           "number (you gave {n}).", n=show(n)))
    n = games
    p = k / n
    half = Z95 * math.sqrt(p * (1 - p) / n)
    name = _("95 % interval for {k} wins in {n} games", k=k, n=n)
    if answer is Ellipsis or answer is None:
        return fail(name, _("no answer yet: replace the ... with (low, high)."))
    pair = _pair(answer)
    if pair is None:
        return fail(name, _("give a pair of numbers (low, high)."))
    low, high = pair
    if abs(low - (p - half)) <= 0.001 and abs(high - (p + half)) <= 0.001:
        return succeed(name, _("({low:g}, {high:g}) is right.", low=low, high=high))
    return fail(name, _("({low:g}, {high:g}) is not right: {why}.", low=low, high=high,
                        why=_interval_miss(low, high, p, half, n)))


def _games_needed(half_width: float) -> int:
    """Return the fewest games whose worst-case (p = 1/2) 95 % half-width is ``half_width``."""
    return math.ceil((Z95 * 0.5 / half_width) ** 2 - 1e-9)


@safe_check
def check_games_needed(fn: object) -> CheckResult:
    """Check ``fn(half_width)`` → the number of games for a 95 % interval of that half-width
    when p = 1/2 (the worst case); off by one is accepted (rounding)."""
    cases = [(h,) for h in (0.1, 0.05, 0.03, 0.02, 0.01, 0.005, 0.0025, 0.001)]
    return check_function(fn, cases, _games_needed, name="games_needed", same=close_to(1.0),
                          what=_("half-widths"))


@safe_check
def check_long_game_share(
    answer: Any, n: Any = None, longer_than: int = 200, rules: RulesLike = None,
    min_n: int = 5_000,
) -> CheckResult:
    """Check an estimate of the share of games that last more than ``longer_than`` tricks,
    from ``n`` simulated games (or the 0/1 array ``sim.tricks > longer_than``).

    The truth comes from a 100,000-game reference simulation; an estimate passes
    within three standard errors for its n.
    """
    rules = as_rules(rules)
    name = _("share of games longer than {longer_than} tricks", longer_than=longer_than)
    if answer is Ellipsis or answer is None:
        return fail(name, _("no answer yet: replace the ... with your estimate."))
    tricks = reference(rules).tricks
    truth = share_truth(tricks > longer_than)
    at_least = share_truth(tricks >= longer_than).value
    tol = 0.01 + 3 * truth.sd / math.sqrt(min_n)
    mistakes: list[Mistake] = [
        (lambda v: abs(v - (1 - truth.value)) < tol,
         _("that looks like the share of games that last at most {longer_than} tricks",
           longer_than=longer_than)),
        (lambda v: abs(v - at_least) < 1e-4 and abs(v - truth.value) > tol,
         _("more than {longer_than} means >, not >=", longer_than=longer_than)),
    ]
    return judge_estimate(name, answer, n, truth.value, truth.sd, truth_se=truth.se,
                          min_n=min_n, mistakes=mistakes, per_game=True)


def _coverage(runs: int, games: int, seed: int, truth: float) -> int:
    """Return in how many of ``runs`` blocks of ``games`` games the 95 % interval of
    P(player 0 wins) contains ``truth``."""
    wins = simulate(runs * games, seed=seed).winner == 0
    inside = 0
    for block in range(runs):
        p = float(np.mean(wins[block * games : (block + 1) * games]))
        half = Z95 * math.sqrt(p * (1 - p) / games)
        inside += bool(p - half <= truth <= p + half)
    return inside


@safe_check
def check_coverage(
    answer: Any, runs: int = 40, games: int = 250, seed: int = 0, truth: float = 0.5
) -> CheckResult:
    """Check ``answer``: split ``simulate(runs * games, seed=seed)`` into ``runs`` blocks of
    ``games`` games; in how many blocks does the 95 % interval p̂ ± 1.96·√(p̂(1−p̂)/n) of
    P(player 0 wins) contain ``truth``? (A count for this seed, so it is exact.)"""
    name = _("intervals (of {runs}) that contain {truth}", runs=runs, truth=truth)
    value = as_number(answer)
    if value is not None and value > runs:
        return fail(name, _("{answer} is not right: there are only {runs} intervals.",
                            answer=answer, runs=runs))
    inside = _coverage(runs, games, seed, truth)
    mistakes: list[Mistake] = [
        (runs - inside, _("that is the number of intervals that miss")),
        (lambda got: as_number(got) is not None and 0 < float(got) < 1,
         _("give the number of intervals, not their share")),
    ]
    ok = judge(name, answer, inside, mistakes=mistakes)
    if ok:
        print("  " + _("That is {share:.0%} of the runs; 95 % is the long-run rate.",
                       share=inside / runs))
    return ok
