"""Self-checks for exercises 08–10: independence and Bayes, walks and Markov chains, tests.

Every expected value comes from the library at the moment of the check (the engine, an exact
count, :func:`expected_outcome`, or a large reference simulation); a wrong answer is told what
kind of mistake it is, never the right value. Simulated estimates are judged with the
student's own n, within three standard errors of the truth.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np

from ..analysis.markov import expected_outcome, markov_chain
from ..analysis.monte_carlo import simulate
from ..dealing import PileInput
from ..deck import Deck
from ..ranking import flip_odds
from ..rules import Rules, RulesLike, as_rules
from ..text import deck_text
from .choice import check_choice
from .core import CheckResult, Mistake, fail, judge
from .estimates import judge_estimate
from .hints import as_number
from .lesson01 import close_to
from .messages import tr
from .reference import dealt_rank_counts, reference

__all__ = [
    "SMALL_WHITEWASH_DECK",
    "check_aces_given_win",
    "check_expected_tricks",
    "check_false_alarm_rate",
    "check_independence_statements",
    "check_p_value",
    "check_p_value_statements",
    "check_posterior_above",
    "check_ruin_chance",
    "check_ruin_length",
    "check_tie_chance",
    "check_upper_bound",
    "check_walk_length",
    "check_whitewash_small",
    "check_win_chance",
    "check_win_estimate",
    "check_win_given_aces",
    "check_z_score",
]

SMALL_WHITEWASH_DECK = Deck(["6", "7", "A"], 2)
"""The 6-card deck 6 6 7 7 A A of exercise 08's brute-force task."""
_INDEPENDENCE_KEY = "pc1:abcde:e08b3f:bfa345ccaf8099ae3142133d9d9e5de7f14335f1"
_P_VALUE_KEY = "pc1:abcde:e10c7a:fd260ff774ca9efe906b07d0668d1ad327af1d29"


def _given(name: str, answer: Any) -> CheckResult | None:
    """Return a failed result when there is no answer yet, else None."""
    if answer is Ellipsis or answer is None:
        return fail(name, tr("no answer yet: replace the ... with your answer."))
    return None


def _near(target: float, tolerance: float) -> Any:
    """Return a predicate: a number within ``tolerance`` of ``target``."""
    return lambda v: as_number(v) is not None and abs(float(v) - target) <= tolerance


# --- exercise 08: independence, conditional probability, Bayes ------------------------------


def check_tie_chance(answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: the chance that two random cards of the rules' deck have equal ranks."""
    rules = as_rules(rules)
    deck = rules.deck
    tie = flip_odds(deck.ranks[0], rules)[1]
    cards, suits = len(deck), len(deck.suits)
    mistakes: list[Mistake] = [
        (Fraction(suits, cards), tr("the first card is not one of its own matches: count the "
                                    "other cards of its rank")),
        (Fraction(suits - 1, cards), tr("after the first card is turned over, how many cards "
                                        "are left?")),
        (Fraction(3, 35), tr("that is the chance for the 36-card deck")),
    ]
    return judge(tr("P(tie) on the {describe}", describe=deck_text(deck)), answer, tie,
                 same=close_to(1e-9),
                 mistakes=mistakes)


@lru_cache(maxsize=4)
def _aces_truths(rules: Rules) -> dict[str, float]:
    """Return, from the reference simulation: P(win | all aces), P(all aces | win), the share
    of deals with all aces, P(win), and the sd of one game for the two conditional shares."""
    sim = reference(rules)
    aces = dealt_rank_counts(sim)[:, len(rules.deck.ranks) - 1] == len(rules.deck.suits)
    won = sim.winner == 0
    p_win_aces, p_aces_win = float(won[aces].mean()), float(aces[won].mean())
    p_aces, p_win = float(aces.mean()), float(won.mean())
    return {
        "win|aces": p_win_aces, "aces|win": p_aces_win, "aces": p_aces, "win": p_win,
        "joint": float((won & aces).mean()), "games": float(len(sim)),
        "sd win|aces": math.sqrt(p_win_aces * (1 - p_win_aces) / p_aces),
        "sd aces|win": math.sqrt(p_aces_win * (1 - p_aces_win) / p_win),
    }  # fmt: skip


def check_win_given_aces(
    answer: Any, n: Any = None, rules: RulesLike = "deck32", min_n: int = 20_000
) -> CheckResult:
    """Check an estimate of P(player 0 wins | he was dealt every ace) from ``n`` simulated
    games, against a 100,000-game reference: it passes within three standard errors."""
    rules = as_rules(rules)
    name = tr("P(win | all the aces)")
    missing = _given(name, answer)
    if missing is not None:
        return missing
    t = _aces_truths(rules)
    tol = 3 * t["sd win|aces"] / math.sqrt(min_n)
    mistakes: list[Mistake] = [
        (_near(t["aces|win"], tol), tr("that looks like P(all the aces | win): the question the "
                                       "other way round. Among the deals with all the aces, "
                                       "what share did player 0 win?")),
        (_near(t["joint"], 0.01), tr("that looks like P(win and all the aces): divide by the "
                                     "share of deals with all the aces")),
        (_near(t["win"], 0.02), tr("that looks like P(win) over all deals: keep only the deals "
                                   "where player 0 holds every ace")),
    ]
    return judge_estimate(name, answer, n, t["win|aces"], t["sd win|aces"],
                          truth_se=t["sd win|aces"] / math.sqrt(t["games"]), min_n=min_n,
                          mistakes=mistakes)  # fmt: skip


def check_aces_given_win(
    answer: Any, n: Any = None, rules: RulesLike = "deck32", min_n: int = 20_000
) -> CheckResult:
    """Check an estimate of P(player 0 was dealt every ace | he won) from ``n`` games (read
    from the table or by Bayes' rule), against a 100,000-game reference."""
    rules = as_rules(rules)
    name = tr("P(all the aces | win)")
    missing = _given(name, answer)
    if missing is not None:
        return missing
    t = _aces_truths(rules)
    mistakes: list[Mistake] = [
        (_near(t["win|aces"], 0.05), tr("that looks like P(win | all the aces): the table read "
                                        "along the row instead of down the column")),
        (_near(t["aces"], 0.003), tr("that looks like the share of all deals with every ace: "
                                     "you did not use that player 0 won")),
        (_near(t["joint"], 0.003), tr("that looks like P(win and all the aces): divide by P(win)")),
    ]
    return judge_estimate(name, answer, n, t["aces|win"], t["sd aces|win"],
                          truth_se=t["sd aces|win"] / math.sqrt(t["games"]), min_n=min_n,
                          mistakes=mistakes)  # fmt: skip


@lru_cache(maxsize=1)
def _whitewash_small() -> tuple[Fraction, Fraction, Fraction]:
    """Return, for the 6-card deck 6 6 7 7 A A over every card order: the exact chance that
    player 0 wins his 3 tricks without a war, the naive product, and P(no tie in 3 pairs)."""
    rules = Rules(deck=SMALL_WHITEWASH_DECK)
    orders = list(itertools.permutations(rules.deck.cards))
    every = simulate(deals=[(o[0::2], o[1::2]) for o in orders], rules=rules)
    hits = int(np.sum((every.winner == 0) & (every.tricks == 3) & (every.wars == 0)))
    ranks = every.deal_cards // 2
    no_tie = int(np.sum((ranks[:, :3] != ranks[:, 3:6]).all(axis=1)))
    tie = Fraction(1, len(orders[0]) - 1)
    return Fraction(hits, len(orders)), ((1 - tie) / 2) ** 3, Fraction(no_tie, len(orders))


def check_whitewash_small(answer: Any) -> CheckResult:
    """Check ``answer``: the exact chance that player 0 wins all 3 tricks of his 3 cards
    without a war on the 6-card deck 6 6 7 7 A A (classic rules, every card order alike)."""
    exact, naive, no_tie = _whitewash_small()
    mistakes: list[Mistake] = [
        (naive, tr("that is the naive product: it treats the three tricks as independent")),
        (no_tie, tr("that is the chance that no trick is a tie: player 0 must also win each one")),
        (no_tie / 2, tr("player 0 must win each of the three tricks, not only the first")),
    ]
    return judge(tr("P(player 0 wins 3 tricks in a row, no war)"), answer, exact,
                 same=close_to(1e-9), mistakes=mistakes)


def check_independence_statements(answer: Any) -> CheckResult:
    """Check the letters of the true statements about independence in exercise 08."""
    return check_choice(tr("independence and conditional probability"), answer, _INDEPENDENCE_KEY)


# --- exercise 09: random walks and Markov chains ---------------------------------------------


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


def check_walk_length(
    answer: Any, n: Any = None, k: int = 10, total: int = 36, min_n: int = 1_000
) -> CheckResult:
    """Check an estimate of the mean number of steps of a fair ±1 walk from ``k`` to 0 or
    ``total``, from ``n`` simulated walks (or the array of their lengths)."""
    truth = float(k * (total - k))
    mistakes: list[Mistake] = [
        (_near(truth + 1, 0.6), tr("one step too many on average: the step that hits the wall "
                                   "is the last one counted")),
        (_near((total // 2) ** 2, 15), tr("that looks like the length from the middle")),
    ]
    return judge_estimate(tr("mean steps from {k}", k=k), answer, n, truth, _walk_length_sd(k,
                                                                                            total),
                          min_n=min_n, unit="walks", share=False, mistakes=mistakes)


def _exact(piles: Any, rules: RulesLike) -> tuple[float, tuple[float, ...], float]:
    """Return (expected tricks, win chances, draw chance) of a shuffled-return deal."""
    e = expected_outcome(piles, rules)
    return e.tricks, e.wins, e.draw


def check_expected_tricks(answer: Any, piles: Any, rules: RulesLike) -> CheckResult:
    """Check ``answer``: the exact expected number of tricks of the shuffled-return game
    from ``piles`` (a Fraction, or a float to 9 decimals)."""
    tricks, _, _ = _exact(piles, rules)
    mistakes: list[Mistake] = [
        (_near(tricks - 1, 1e-6), tr("one trick short: the trick played in the deal's own state "
                                     "counts too (t = 1 + Q t)")),
    ]
    return judge(tr("expected tricks"), answer, tricks, same=close_to(1e-9), mistakes=mistakes)


def check_win_chance(answer: Any, piles: Any, rules: RulesLike, player: int = 0) -> CheckResult:
    """Check ``answer``: the exact chance that ``player`` wins the shuffled-return game."""
    _, wins, draw = _exact(piles, rules)
    mistakes: list[Mistake] = [
        (_near(wins[1 - player], 1e-9), tr("that is the other player's chance: which column of "
                                           "R?")),
        (_near(1 - wins[player], 1e-9), tr("that is the chance that player does not win")),
    ]
    if draw > 0:
        mistakes.append((_near(draw, 1e-9), tr("that is the chance of a draw")))
    return judge(tr("P(player {player} wins)", player=player), answer, wins[player],
                 same=close_to(1e-9),
                 mistakes=mistakes)


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


# --- exercise 10: tests, Bayes, the rule of three ---------------------------------------------


def _z(k: int, m: int) -> float:
    """Return the z-score of ``k`` wins in ``m`` fair-coin games."""
    return (k - m / 2) / math.sqrt(m / 4)


def check_z_score(answer: Any, k: int, m: int) -> CheckResult:
    """Check ``answer``: z = (k − m/2) / √(m/4) for ``k`` wins in ``m`` fair-coin games."""
    z = _z(k, m)
    mistakes: list[Mistake] = [
        (_near((k - m / 2) / (m / 4), 1e-3), tr("divide by the standard deviation √(m/4), not "
                                                "the variance m/4")),
        (_near((k - m / 2) / math.sqrt(m), 1e-3), tr("the standard deviation of a count of fair "
                                                     "coins is √(m/4), not √m")),
        (_near(k / m - 0.5, 1e-3), tr("that is the distance of the share from 1/2: divide the "
                                      "distance of the count by its standard deviation")),
    ]
    return judge(tr("z for {k} wins in {m} games", k=k, m=m), answer, z, same=close_to(0.005),
                 mistakes=mistakes)


def check_p_value(answer: Any, k: int, m: int) -> CheckResult:
    """Check ``answer``: the two-sided normal p-value erfc(|z| / √2) for ``k`` wins in ``m``."""
    p = math.erfc(abs(_z(k, m)) / math.sqrt(2))
    mistakes: list[Mistake] = [
        (_near(p / 2, p / 50), tr("that is one tail only: the test is two-sided (too many wins "
                                  "or too few both count against fairness)")),
        (_near(1 - p, p / 50 + 1e-6), tr("that is the chance of a result *closer* to m/2")),
    ]
    return judge(tr("p-value for {k} wins in {m} games", k=k, m=m), answer, p,
                 same=lambda e, g: close_to(max(e / 100, 1e-6))(e, g), mistakes=mistakes)


def _false_alarm(m: int, alpha: float) -> float:
    """Return the exact chance that m fair games give an erfc p-value below ``alpha``."""
    return float(sum(math.comb(m, k) / 2**m for k in range(m + 1)
                     if math.erfc(abs(_z(k, m)) / math.sqrt(2)) < alpha))  # fmt: skip


def check_false_alarm_rate(
    answer: Any, n: Any = None, m: int = 100, alpha: float = 0.05, min_n: int = 20_000
) -> CheckResult:
    """Check an estimate, from ``n`` simulated experiments of ``m`` fair games, of how often
    the normal test gets p < ``alpha``; the truth is an exact binomial sum."""
    truth = _false_alarm(m, alpha)
    mistakes: list[Mistake] = [
        (_near(alpha, 1e-12), tr("that is the threshold {alpha} itself, not a measurement: with "
                                 "whole-number counts the real rate is not exactly it",
                                 alpha=alpha)),
    ]
    return judge_estimate(tr("false-alarm rate with {m} games", m=m), answer, n, truth,
                          math.sqrt(truth * (1 - truth)), min_n=min_n, unit="experiments",
                          mistakes=mistakes)  # fmt: skip


def _beta_above(x: float, a: int, b: int) -> float:
    """Return P(X > x) for X ~ Beta(a, b) with whole a, b: P(Binomial(a + b − 1, x) < a)."""
    trials = a + b - 1
    return float(sum(math.comb(trials, j) * x**j * (1 - x) ** (trials - j) for j in range(a)))


def check_posterior_above(
    answer: Any, k: int, m: int, x: float = 0.5, prior: tuple[int, int] = (1, 1)
) -> CheckResult:
    """Check ``answer``: P(p > x | k wins in m games) under a Beta ``prior`` (whole numbers),
    to three decimals."""
    a, b = prior
    truth = _beta_above(x, a + k, b + m - k)
    mistakes: list[Mistake] = [
        (_near(1 - truth, 2e-3), tr("that is P(p < {x} | data): the other side", x=x)),
        (_near(_beta_above(x, max(k, 1), max(m - k, 1)), 2e-3),
         tr("the prior counts too: the posterior is Beta(a + k, b + m − k)")),
    ]
    return judge(tr("P(p > {x} | {k} wins in {m})", x=x, k=k, m=m), answer, truth,
                 same=close_to(1.5e-3),
                 mistakes=mistakes)


def check_upper_bound(answer: Any, n: int, confidence: float = 0.99) -> CheckResult:
    """Check ``answer``: the upper bound on a chance never seen in ``n`` trials, at the given
    confidence: 1 − (1 − confidence)^(1/n), or −ln(1 − confidence)/n (within 1 %)."""
    truth = 1 - (1 - confidence) ** (1 / n)
    mistakes: list[Mistake] = [
        (_near(3 / n, 0.01 * 3 / n), tr("that is the 95 % bound (the rule of three); solve (1 − "
                                        "p)^n = 1 − confidence for this confidence")),
        (_near(1 / n, 0.01 / n), tr("that is the share one event in n would give, not a bound")),
    ]
    same = lambda e, g: close_to(0.01 * e)(e, g)  # noqa: E731
    return judge(tr("{confidence:.0%} upper bound after 0 in {n:,}", confidence=confidence, n=n),
                 answer, truth, same=same,
                 mistakes=mistakes)


def check_p_value_statements(answer: Any) -> CheckResult:
    """Check the letters of the true statements about p-values in exercise 10."""
    return check_choice(tr("what a p-value is and is not"), answer, _P_VALUE_KEY)
