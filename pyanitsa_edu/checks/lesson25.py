"""Self-checks for exercises 25: the power of a test, the hands it needs, wins worth 3 points.

The test of the exercises is the one a tournament's Wilson interval makes: on n hands, bot
A's share of hands won, p̂, differs from one half when |p̂ − ½| > z·½/√n (½ lies outside the
95 % Wilson interval exactly then, z = 1.96). Its power is computed exactly (a sum of binomial
probabilities) and by the normal approximation. The share of hands won by 3 game points is
judged against a large reference tournament. A wrong answer is told what kind of mistake it
is, never the right value.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from ..analysis.power import Z, exact_power, hands_needed, normal_power
from ..analysis.stats import normal_quantile, share_se
from ..errors import AnswerError
from ..i18n import N_, _
from ..sixtysix.bots import greedy_bot, random_bot
from ..sixtysix.tournament import Matchup, head_to_head
from .choice import check_choice
from .core import CheckResult, check_function, close_to, judge
from .estimates import judge_estimate, read_estimate
from .guesses import round_guess_fail, round_guess_passes
from .hints import as_count
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "REFERENCE_DEALS",
    "Z",
    "check_detection_rate",
    "check_exact_power",
    "check_hands_needed",
    "check_three_point_share",
    "check_tournament_statements",
    "exact_power",
    "hands_needed",
    "normal_power",
]

REFERENCE_DEALS = 3_000
"""Deals (each played from both seats) in the reference tournament of greedy against random."""
_REFERENCE_SEED = 20_121_130
_STATEMENTS_KEY = "pc1:abcde:e12a9f:343161fd89e24274df0474fa96aeb56bd8333cef"


@task(N_("hands for {power:.0%} power at p = {p}"))
def check_hands_needed(title: str, answer: Any, p: float = 0.6, power: float = 0.8) -> CheckResult:
    """Check ``answer``: how many hands give the test ``power`` (normal approximation) when the
    true share is ``p``; any whole number within one of the formula's value counts."""
    n = hands_needed(p, power)
    s = share_se(p)
    z_beta = normal_quantile(power)
    one_sided = round(normal_quantile(0.95), 3)  # 1.645, as tables print it
    gap = abs(p - 0.5)
    mistakes = [
        Mistake.equals((Z * 0.5 / gap) ** 2, _("that gives the test only about a 50 % chance: "
                                                "add the z of the power you want"),
                       kind=Kind.OTHER_QUANTITY),
        Mistake.equals(((Z + z_beta) * s / gap) ** 2, _(
            "under the null hypothesis the spread is ½, not √(p(1−p))"), kind=Kind.SPREAD),
        Mistake.equals(((Z + z_beta) * 0.5 / gap) ** 2, _(
            "under the alternative the spread is √(p(1−p)), not ½"), kind=Kind.SPREAD),
        Mistake.equals((one_sided * 0.5 + z_beta * s) ** 2 / gap**2, _(
            "the test is two-sided: use z = 1.96"), kind=Kind.TAILS),
        Mistake.equals((Z * 0.5 + z_beta * s) / gap, _("you forgot to square"),
                       kind=Kind.DETAIL),
    ]
    if power != 0.8:
        mistakes.append(Mistake.equals(hands_needed(p, 0.8), _(
            "that is the number for 80 % power: use the z of {power:.0%}", power=power),
            kind=Kind.OTHER_RULES))
    return judge(title, answer, n, same=close_to(1.0), mistakes=mistakes,
                 hint=_("Solve |p − ½|·√n = z·½ + z_β·√(p(1−p)) for n."))


def _power_cases() -> list[tuple[float, int]]:
    """Return (p, n) cases for a power function: tiny and large tournaments, both sides of ½.

    None is a tournament another task asks about (p = 0.6 with 50 hands, or its mirror 0.4):
    a wrong function is shown the expected output of the first case it fails.
    """
    return [(0.84, 4), (0.7, 20), (0.84, 10), (0.3, 25), (0.55, 200), (0.5, 100), (0.45, 60),
            (0.7, 7)]


@task("exact_power")
def check_exact_power(title: str, fn: object) -> CheckResult:
    """Check ``fn(p, n)`` → the exact power of the test on n independent hands with true share
    ``p`` (a sum of binomial probabilities), against :func:`exact_power` (within 1e-9)."""
    return check_function(fn, _power_cases(), exact_power, name=title, same=close_to(1e-9))


@task(N_("detection rate (p = {p}, {hands} hands)"))
def check_detection_rate(
    title: str, answer: Any, p: float, hands: int, n: Any = None, min_n: int = 2_000
) -> CheckResult:
    """Check an estimate of how often the test detects a true share ``p`` in tournaments of
    ``hands`` hands, from ``n`` simulated tournaments (or their 0/1 array), against the exact
    binomial power: it passes within three standard errors for its n."""
    truth = exact_power(p, hands)
    approx = normal_power(p, hands)
    tol = 3 * share_se(truth, min_n)
    mistakes = [
        Mistake.when(lambda v: abs(v - (1 - truth)) < tol and abs(1 - 2 * truth) > 2 * tol,
                     _("that looks like the share of tournaments in which the test misses the "
                        "difference"), kind=Kind.COMPLEMENT),
        Mistake.when(lambda v: abs(v - p) < tol and abs(p - truth) > 2 * tol,
                     _("that looks like a share of hands: count tournaments in which the test "
                        "rejects"), kind=Kind.OTHER_QUANTITY),
    ]
    if round_guess_passes(answer, n, truth, share_se(truth), unit="tournaments"):
        return round_guess_fail(title, "tournaments")
    return judge_estimate(title, answer, n, truth, share_se(truth), min_n=min_n,
                          unit="tournaments",
                          mistakes=mistakes,
                          after=_("The exact power is {truth:.3f}; the normal formula gives "
                                   "{approx:.3f}.", truth=truth, approx=approx))


@lru_cache(maxsize=1)
def _reference_matchup() -> Matchup:
    """Return the reference tournament of greedy against random (computed once, cached)."""
    return head_to_head(greedy_bot, random_bot, REFERENCE_DEALS, _REFERENCE_SEED)


@task(N_("share of hands greedy wins by 3 game points"))
def check_three_point_share(
    title: str, answer: Any, n: Any = None, min_n: int = 1_000
) -> CheckResult:
    """Check an estimate of the share of hands the greedy bot wins by 3 game points against the
    random bot, from a tournament of ``n`` deals (each played from both seats), against the
    reference: it passes within three standard errors of the per-deal means for its n."""
    points = _reference_matchup().points
    deals = (points == 3).astype(float).reshape(-1, 2).mean(axis=1)
    wins = (points > 0).astype(float).reshape(-1, 2).mean(axis=1)
    truth, sd = float(deals.mean()), float(deals.std())
    won = float(wins.mean())
    if isinstance(answer, np.ndarray | list | tuple):
        hands = _hand_array(answer, n)
        answer, n = float(hands.mean()), len(hands) // 2
    elif round_guess_passes(answer, n, truth, sd, truth_se=sd / math.sqrt(len(deals)),
                            unit="deals"):
        return round_guess_fail(title, "hands")
    try:
        size = read_estimate(answer, n, share=True, unit="deals").n
    except AnswerError:
        size = min_n
    ratio = truth / won  # the 3-point wins divided by the hands won, and its sd per deal
    mistakes = [
        Mistake.when(_looks_like(won, float(wins.std()), size, truth), _(
            "that is the share of all hands won: count only the wins worth 3 game points"),
            kind=Kind.OTHER_QUANTITY),
        Mistake.when(_looks_like(ratio, float((deals - ratio * wins).std()) / won, size, truth),
                     _("that divides by the hands won: divide by all hands played"),
                     kind=Kind.JOINT_FOR_CONDITIONAL),
    ]
    return judge_estimate(title, answer, n, truth, sd, truth_se=sd / math.sqrt(len(deals)),
                          min_n=min_n, unit="deals", mistakes=mistakes)


def _hand_array(answer: Any, n: Any) -> npt.NDArray[np.float64]:
    """Return a tournament's per-hand 0/1 array (two hands per deal, as ``head_to_head`` plays
    them); raise :class:`~pyanitsa_edu.errors.AnswerError` saying what is wrong with it."""
    try:
        values = np.asarray(answer, dtype=float)
    except Exception:  # ragged or not numbers
        raise AnswerError(_("pass the share as one number, or the True/False array of the "
                             "hands.")) from None
    if values.ndim != 1 or values.size < 2 or values.size % 2 or not np.isin(values, (0, 1)).all():
        raise AnswerError(_("pass the True/False array of the hands, one per hand (two per "
                             "deal)."))
    if n is not None and as_count(n) != values.size // 2:
        raise AnswerError(_("n is the number of deals: half the number of hands in your "
                             "array."))
    return values


def _looks_like(wrong: float, sd: float, size: int, truth: float) -> Callable[[float], bool]:
    """Return a predicate: an estimate from ``size`` deals that a known mistake explains, being
    within two of its standard errors (``sd`` per deal) of ``wrong`` and nearer to it than to
    the truth."""
    band = 2 * sd / math.sqrt(size)
    return lambda v: abs(v - wrong) <= band and abs(v - wrong) < abs(v - truth)


@task(N_("hands, game points and power"))
def check_tournament_statements(title: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements about hands, game points and the power of
    a tournament."""
    return check_choice(title, answer, _STATEMENTS_KEY)

