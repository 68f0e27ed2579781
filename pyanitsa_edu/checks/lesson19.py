"""Self-checks for exercise 19: the bootstrap and the permutation test.

A wrong answer is told what kind of mistake it is, never the right value. The interval and the
p-value are judged on the student's **own games**: the check takes the per-game arrays they come
from (a bootstrap interval or a p-value alone could be a guess), checks that those games look
like the rules the task names (within three standard errors of a large reference simulation),
and then compares the answer with what those very games give: the bootstrap of their winners
(sampled again by the check), or the share of the student's own shuffles at least as far from 0
as the observed difference, after checking that the shuffles spread as shuffled labels do.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from ..errors import AnswerError
from ..i18n import N_, _
from ..pyanitsa.rules import Rules
from .choice import check_choice
from .core import CheckResult, check_function, close_to, fail, judge, sentence, show, succeed
from .estimates import TOLERANCE_SE
from .hints import Diagnosis, as_array, as_count, as_number
from .kinds import Kind
from .messages import units
from .mistakes import Mistake
from .reference import REFERENCE_SEED, mean_truth, reference, share_truth
from .task import task

__all__ = [
    "BOOTSTRAP_DRAWS",
    "MAX_SAMPLE",
    "MIN_SHUFFLES",
    "check_bootstrap_interval",
    "check_left_out",
    "check_percentile_interval",
    "check_permutation_p",
    "check_resampling_statements",
]

BOOTSTRAP_DRAWS = 40_000
"""The bootstrap samples the check draws from a student's games to judge his interval."""
MAX_SAMPLE = 10_000
"""The largest sample :func:`check_left_out` computes the exact chance for."""
MIN_SHUFFLES = 1_000
"""The fewest shuffles the permutation task accepts."""
INTERVAL_TOLERANCE = 0.2
"""An interval's ends pass within this many bootstrap standard deviations of the check's own
bootstrap: room for the student's own resampling (5,000 samples or more) and for Wilson's
interval, not for a 90 % interval (0.32 of them off)."""
_STATEMENTS_KEY = "pc1:abcde:c73e08:76c917f155ab9516912c07ce6c6b53eaecd4353a"
SEAT_ORDER = Rules(collect="seat_order")
"""The rules of the bootstrap task: the seat-order return."""
PERMUTATION_RULES = (Rules(), Rules(collect="loser_first"))
"""The rules of the permutation task's two groups: the classic return, and the loser's cards
first."""


def _sample_size(n: Any) -> int | None:
    """Return the number of games in the sample of the left-out task, or None when it is not
    one."""
    return as_count(n, 1, MAX_SAMPLE)


def _left_out_title(n: Any = 10, **__: Any) -> str:
    """Return the title of the left-out task: its sample size, once that is readable."""
    size = _sample_size(n)
    if size is None:
        return _("left out of a bootstrap sample")
    return _("P(a game is left out of a bootstrap sample of {n})", n=size)


@task(_left_out_title)
def check_left_out(title: str, answer: Any, n: int = 10) -> CheckResult:
    """Check ``answer``: the exact chance that one given game is left out of a bootstrap
    sample of ``n`` games drawn with replacement from ``n``: ((n − 1)/n)^n."""
    size = _sample_size(n)
    if size is None:
        raise AnswerError(_("n must be the number of games in the sample, a whole number from 1 "
                             "to {most:,} (you gave {n}).", most=MAX_SAMPLE, n=show(n)))
    right = Fraction(size - 1, size) ** size
    mistakes = [
        Mistake.equals(Fraction(size - 1, size), _(
            "that is for one draw: all {n} draws must miss the game", n=size),
            kind=Kind.OTHER_QUANTITY),
        Mistake.equals(Fraction(1, size), _("that is the chance that one draw picks the game"),
                       kind=Kind.OTHER_QUANTITY),
        Mistake.equals(1 - right, _("that is the chance that the game is in the sample at least "
                                     "once"), kind=Kind.COMPLEMENT),
        Mistake.near(math.exp(-1), 5e-4, _("that is the limit for very many games: compute it "
                                            "for n = {n}", n=size), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(Fraction(1, size) ** size, _(
            "that is the chance that every draw picks the game"), kind=Kind.OTHER_QUANTITY),
    ]
    return judge(title, answer, right, same=close_to(1e-9), mistakes=mistakes)


def _middle_share(values: Any, level: float) -> tuple[float, float]:
    """Return the ends of the middle ``level`` share of ``values``: their percentiles
    50·(1 − level) and 50·(1 + level)."""
    low, high = np.percentile(np.asarray(values, dtype=float), [50 * (1 - level),
                                                                50 * (1 + level)])
    return float(low), float(high)


def _same_interval(expected: Any, got: Any) -> bool:
    """True when ``got`` is two numbers, each within 4 % of the interval's width of its end:
    another percentile convention passes (on a few hundred values or more), another share does
    not."""
    try:
        low, high = (float(v) for v in got)
        span = max(abs(expected[1] - expected[0]), 1e-9)
        return bool(abs(low - expected[0]) <= 0.04 * span
                    and abs(high - expected[1]) <= 0.04 * span)
    except Exception:
        return False


@task("percentile_interval")
def check_percentile_interval(title: str, fn: object) -> CheckResult:
    """Check ``fn(values, level)`` → (low, high): the ends of the middle ``level`` share of
    the values (the percentile interval of bootstrap replicates)."""
    rng = np.random.default_rng(19)
    cases = []
    for size in (400, 4_000):
        for values in (rng.normal(100, 15, size), rng.exponential(10, size)):
            for level in (0.95, 0.9, 0.5):
                cases.append((np.round(values, 2).tolist(), level))
    return check_function(fn, cases, _middle_share, name=title, same=_same_interval,
                          what=_("cases"))


def _winners(winner: Any) -> npt.NDArray[np.int64]:
    """Return the winners of a student's games as whole numbers (0, 1 or −1 for a draw); raise
    :class:`~pyanitsa_edu.errors.AnswerError` saying what is wrong with them."""
    if winner is Ellipsis or winner is None:
        raise AnswerError(_("no answer yet: winner is still ... (one value per game)."))
    if not isinstance(winner, np.ndarray | list | tuple):
        raise AnswerError(_("winner must be an array with one value per game."))
    data = as_array(winner)
    if (data is None or data.ndim != 1 or data.dtype.kind not in "biuf"
            or not np.isin(data, (-1, 0, 1)).all()):
        raise AnswerError(_("winner must hold each game's winner: 0, 1, or −1 for a draw "
                             "(sim.winner)."))
    return data.astype(np.int64)


def _pair(answer: Any) -> tuple[float, float] | None:
    """Return an interval answer as two finite numbers, or None."""
    try:
        if isinstance(answer, str) or len(answer) != 2:
            return None
        low, high = (as_number(v) for v in answer)
    except Exception:
        return None
    if low is None or high is None or not (math.isfinite(low) and math.isfinite(high)):
        return None
    return low, high


def _bootstrap_ends(counts: npt.NDArray[np.int64], decided_only: bool) -> tuple[float, float,
                                                                                float]:
    """Return :func:`_sampled_ends` for these counts (cached: a check may ask twice)."""
    wins0, wins1, draws = (int(c) for c in counts)
    return _sampled_ends(wins0, wins1, draws, decided_only)


@lru_cache(maxsize=16)
def _sampled_ends(wins0: int, wins1: int, draws: int, decided_only: bool) -> tuple[float, float,
                                                                                  float]:
    """Return the 2.5 and 97.5 percentiles and the standard deviation of player 0's share in
    :data:`BOOTSTRAP_DRAWS` bootstrap samples of games with these counts of player 0's wins,
    player 1's wins and draws: the share of the decided games, or of all games. Drawing the
    games with replacement draws the three counts from a multinomial distribution."""
    counts = np.array([wins0, wins1, draws])
    size = int(counts.sum())
    rng = np.random.default_rng(REFERENCE_SEED)
    sampled = rng.multinomial(size, counts / size, size=BOOTSTRAP_DRAWS)
    if decided_only:
        decided = sampled[:, 0] + sampled[:, 1]
        shares = sampled[decided > 0, 0] / decided[decided > 0]
    else:
        shares = sampled[:, 0] / size
    low, high = np.percentile(shares, [2.5, 97.5])
    return float(low), float(high), float(shares.std())


@task(N_("95 % bootstrap interval of player 0's share"),
      missing=N_("no answer yet: replace the ... with your answer."))
def check_bootstrap_interval(
    title: str, answer: Any, winner: Any = None, n: Any = None, min_n: int = 1_000
) -> CheckResult:
    """Check a 95 % interval ``(low, high)`` for player 0's share of the decided seat-order
    games, with the per-game array ``winner`` it comes from: the games must look like
    seat-order games, and the interval must match the bootstrap of those games (each end within
    a fifth of a bootstrap standard deviation), so Wilson's interval passes too. An interval
    without its games is refused."""
    if winner is None:
        return fail(title, _("pass winner= too: the per-game array of winners your interval "
                              "comes from (sim.winner). An interval alone could be a guess."),
                    Kind.ROUND_GUESS)
    games = _winners(winner)
    if games.size < min_n:
        return fail(title, _("this task needs at least {least}; your array holds {size}.",
                              least=units(min_n, "games"), size=units(games.size, "games")),
                    Kind.TOO_FEW)
    if n is not None and as_count(n) != games.size:
        raise AnswerError(_("you passed n = {n}, but your array holds {size}.", n=show(n),
                             size=units(games.size, "games")))
    pair = _pair(answer)
    if pair is None:
        raise AnswerError(_("give the interval as two numbers, (low, high) (you gave "
                             "{value}).", value=show(answer)))
    low, high = pair
    if low > high:
        return fail(title, _("the low end comes first: (low, high)."), Kind.ORDER)
    counts = np.array([np.sum(games == 0), np.sum(games == 1), np.sum(games == -1)])
    decided = int(counts[0] + counts[1])
    if decided == 0:
        raise AnswerError(_("no game in your array has a winner."))
    truth = share_truth(reference(SEAT_ORDER).winner[reference(SEAT_ORDER).winner >= 0] == 0)
    own = counts[0] / decided
    se = math.sqrt(truth.sd**2 / decided + truth.se**2)
    if abs(own - truth.value) > TOLERANCE_SE * se + 0.5 / decided:
        return fail(title, _("your games do not look like seat-order games: simulate them with "
                              'Rules(collect="seat_order").'), Kind.OTHER_RULES)
    ref_low, ref_high, sd = _bootstrap_ends(counts, decided_only=True)
    tolerance = INTERVAL_TOLERANCE * sd
    if abs(low - ref_low) <= tolerance and abs(high - ref_high) <= tolerance:
        return succeed(title, _("{interval} matches the bootstrap of your games.",
                                 interval=show((low, high))))
    kind, why = _interval_miss(low, high, counts, own, tolerance)
    return fail(title, _("{got} is not right: {why}", got=show((low, high)), why=sentence(why)),
                kind)


def _interval_miss(low: float, high: float, counts: npt.NDArray[np.int64], own: float,
                   tolerance: float) -> Diagnosis:
    """Return what kind of mistake a wrong interval is (never the right ends)."""
    ref_low, ref_high, _sd = _bootstrap_ends(counts, decided_only=True)
    all_low, all_high, all_sd = _bootstrap_ends(counts, decided_only=False)
    if abs(low - all_low) <= INTERVAL_TOLERANCE * all_sd and abs(
            high - all_high) <= INTERVAL_TOLERANCE * all_sd:
        return Diagnosis(Kind.TIES_FORGOTTEN, _(
            "that looks like an interval for player 0's share of all the games: a draw is not "
            "a decided game, so leave the draws out"))
    if abs(low - (1 - ref_high)) <= tolerance and abs(high - (1 - ref_low)) <= tolerance:
        return Diagnosis(Kind.OTHER_SEAT, _(
            "that looks like player 1's share: the task asks for player 0's"))
    if not low <= own <= high:
        return Diagnosis(Kind.DETAIL, _("your interval does not contain your games' own share"))
    ratio = (high - low) / (ref_high - ref_low)
    if ratio < 0.9:
        return Diagnosis(Kind.SPREAD, _(
            "too narrow: a 95 % interval leaves out 2.5 % of the bootstrap samples at each end "
            "(np.percentile(..., [2.5, 97.5]))"))
    if ratio > 1.1:
        return Diagnosis(Kind.SPREAD, _(
            "too wide: a 95 % interval leaves out 2.5 % of the bootstrap samples at each end, "
            "no more"))
    return Diagnosis(Kind.DETAIL, _(
        "it is not where the bootstrap of your games puts it: resample the games with "
        "replacement, as many as you have, and use player 0's share of the decided games"))


def _lengths(value: Any, what: str) -> npt.NDArray[np.float64]:
    """Return a group's game lengths (whole numbers of tricks); raise
    :class:`~pyanitsa_edu.errors.AnswerError` saying what is wrong with them."""
    if value is Ellipsis or value is None:
        raise AnswerError(_("no answer yet: {what} is still ... (one value per game).",
                             what=what))
    if not isinstance(value, np.ndarray | list | tuple):
        raise AnswerError(_("{what} must be an array with one value per game.", what=what))
    data = as_array(value)
    if (data is None or data.ndim != 1 or data.dtype.kind not in "biuf"
            or not np.isfinite(data).all() or (data < 1).any() or (data != np.floor(data)).any()):
        raise AnswerError(_("{what} must hold the length of each game in tricks, a whole number "
                             "per game.", what=what))
    return data.astype(float)


def _shuffles(value: Any) -> npt.NDArray[np.float64]:
    """Return the statistic after each shuffle (finite numbers); raise
    :class:`~pyanitsa_edu.errors.AnswerError` saying what is wrong with it."""
    if value is Ellipsis or value is None:
        raise AnswerError(_("no answer yet: shuffles is still ... (one difference per "
                             "shuffle)."))
    if not isinstance(value, np.ndarray | list | tuple):
        raise AnswerError(_("shuffles must be an array with one difference per shuffle."))
    data = as_array(value)
    if (data is None or data.ndim != 1 or data.dtype.kind not in "biuf"
            or not np.isfinite(data).all()):
        raise AnswerError(_("shuffles must hold one difference of the mean lengths per "
                             "shuffle."))
    return data.astype(float)


def _looks_like(lengths: npt.NDArray[np.float64], rules: Rules) -> bool:
    """True when the mean of ``lengths`` is within three standard errors of the mean length of
    games under ``rules`` (a reference simulation of 100,000 games)."""
    truth = mean_truth(reference(rules).tricks)
    se = math.sqrt(truth.sd**2 / lengths.size + truth.se**2)
    return abs(float(lengths.mean()) - truth.value) <= TOLERANCE_SE * se


def _shuffle_miss(shuffles: npt.NDArray[np.float64], first: npt.NDArray[np.float64],
                  second: npt.NDArray[np.float64]) -> str:
    """Return what is wrong with a student's shuffles, or "" when they spread as the difference
    of the means does when the labels are shuffled: centred on 0, with the standard deviation
    σ·√(N/(N − 1)·(1/n₁ + 1/n₂)) of sampling without replacement."""
    pooled = np.concatenate([first, second])
    size = pooled.size
    spread = math.sqrt(float(pooled.var()) * size / (size - 1) * (1 / first.size
                                                                    + 1 / second.size))
    observed = float(first.mean() - second.mean())
    centre, sd = float(shuffles.mean()), float(shuffles.std())
    if sd < 0.5 * spread:
        return _("your shuffles hardly vary: pool the two groups, shuffle all the lengths, and "
                  "split them again into groups of the original sizes")
    if abs(centre) > 4 * spread / math.sqrt(shuffles.size):
        if abs(centre - observed) < abs(centre):
            return _("your shuffles centre on the observed difference: that resamples each "
                      "group on its own (an interval), while shuffled labels centre on 0")
        return _("your shuffles do not centre on 0: shuffle the labels of all the games, not "
                  "the games of one group")
    if not 0.85 <= sd / spread <= 1.15:
        return _("your shuffles do not spread as shuffled labels do: after each shuffle, split "
                  "the lengths into groups of the original sizes and take the difference of "
                  "their means")
    return ""


@task(N_("permutation p-value, loser's cards first against winner's"),
      missing=N_("no answer yet: replace the ... with your answer."))
def check_permutation_p(
    title: str, answer: Any, n: Any = None, a: Any = None, b: Any = None, shuffles: Any = None,
    min_n: int = 1_000,
) -> CheckResult:
    """Check the p-value of a permutation test of "the return order does not change the mean
    length" with what it comes from: the lengths of the games of group ``a`` (classic rules)
    and group ``b`` (``collect="loser_first"``), at least ``min_n`` games each, and the
    difference of the mean lengths after each of the student's shuffles. The games must look
    like games under those rules, the shuffles must spread as shuffled labels do, and the
    answer must be the share of shuffles at least as far from 0 as the observed difference.
    A p-value without its arrays is refused."""
    if a is None and b is None and shuffles is None:
        return fail(title, _("pass a=, b= and shuffles= too: the lengths of the games of your "
                              "two groups and the difference after each shuffle. A p-value "
                              "alone could be a guess."), Kind.ROUND_GUESS)
    groups = []
    for value, what in ((a, "a"), (b, "b")):
        lengths = _lengths(value, what)
        if lengths.size < min_n:
            return fail(title, _("this task needs at least {least} in each group; {what} holds "
                                  "{size}.", least=units(min_n, "games"), what=what,
                                  size=units(lengths.size, "games")), Kind.TOO_FEW)
        groups.append(lengths)
    first, second = groups
    if n is not None and not as_count(n) == first.size == second.size:
        raise AnswerError(_("you passed n = {n} games in each group, but a holds {a} and b "
                             "holds {b}.", n=show(n), a=units(first.size, "games"),
                             b=units(second.size, "games")))
    stats = _shuffles(shuffles)
    if stats.size < MIN_SHUFFLES:
        return fail(title, _("this task needs at least {least:,} shuffles; shuffles holds "
                              "{size:,}.", least=MIN_SHUFFLES, size=stats.size), Kind.TOO_FEW)
    for group, rules, what in ((first, PERMUTATION_RULES[0], "a"),
                               (second, PERMUTATION_RULES[1], "b")):
        if not _looks_like(group, rules):
            return fail(title, _("the games of {what} do not look like the task's rules: a is "
                                  'Rules(), b is Rules(collect="loser_first").', what=what),
                        Kind.OTHER_RULES)
    wrong = _shuffle_miss(stats, first, second)
    if wrong:
        return fail(title, sentence(wrong), Kind.OTHER)
    value = as_number(answer)
    if value is None or not math.isfinite(value):
        raise AnswerError(_("write the p-value as one number, the share of your shuffles (you "
                             "gave {value}).", value=show(answer)))
    observed = float(first.mean() - second.mean())
    far = np.abs(stats) - abs(observed)
    at_least, beyond = float(np.mean(far >= -1e-9)), float(np.mean(far > 1e-9))
    if beyond - 1e-9 <= value <= at_least + 1e-9:
        return succeed(title, _("{got} is the share of your shuffles at least as far from 0 as "
                                 "your observed difference.", got=show(answer)))
    kind, why = _p_value_miss(value, stats, observed, at_least, beyond)
    return fail(title, _("{got} is not right: {why}", got=show(answer), why=sentence(why)), kind)


def _p_value_miss(value: float, stats: npt.NDArray[np.float64], observed: float,
                  at_least: float, beyond: float) -> Diagnosis:
    """Return what kind of mistake a wrong p-value is, given the shuffles' statistics and the
    shares of them at least as far from 0 as the observed difference and farther."""
    one_side = {float(np.mean(stats >= observed)), float(np.mean(stats <= observed))}
    if any(abs(value - side) <= 1e-9 for side in one_side) or abs(value - at_least / 2) <= 1e-9:
        return Diagnosis(Kind.TAILS, _(
            "that counts one side only: the test asks whether the return order changes the "
            "length either way, so count the shuffles as far from 0 on both sides"))
    if abs(value - (1 - at_least)) <= 1e-9 or abs(value - (1 - beyond)) <= 1e-9:
        return Diagnosis(Kind.COMPLEMENT, _(
            "that is the share of shuffles closer to 0 than the observed difference"))
    return Diagnosis(Kind.DETAIL, _(
        "it is not the share your shuffles give: count the shuffles whose difference is at "
        "least as far from 0 as the observed one, and divide by the shuffles"))


@task(N_("what each method resamples"))
def check_resampling_statements(title: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements about resampling in exercise 19."""
    return check_choice(title, answer, _STATEMENTS_KEY)
