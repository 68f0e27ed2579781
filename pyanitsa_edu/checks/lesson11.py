"""Self-checks for exercises 07: read a pile, share_with, what a rank is worth, a rule's cost.

Every expected value comes from the engine at the moment of the check; a wrong
answer is told what kind of mistake it is, never the right value. Effects measured
by simulation are estimates, judged with the student's own n against references.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from ..cards import Card
from ..rules import Rules, RulesLike, as_rules
from .core import CheckResult, Mistake, check_function, close_to, fail, judge, safe_check
from .estimates import judge_estimate
from .messages import rank_text, tr
from .reference import dealt_rank_counts, difference_truth, mean_truth, reference, share_truth

__all__ = [
    "EFFECT_REFERENCE_GAMES",
    "check_longer_with_rule",
    "check_rank_count",
    "check_rank_effect",
    "check_rule_length_effect",
    "check_share_with",
]

EFFECT_REFERENCE_GAMES = 50_000
"""Games in the reference of a rank's effect (its standard error is at most about 0.006)."""


@safe_check
def check_rank_count(piles: Sequence[Iterable[Card]], rank: str, answer: Any,
                     player: int = 0, rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: how many cards of ``rank`` player ``player``'s pile holds."""
    rules = as_rules(rules)
    counts = [sum(card.rank == rank for card in pile) for pile in piles]
    mistakes: list[Mistake] = [
        (len(rules.deck.suits), tr("that is how many cards of rank {rank} the whole deck holds",
                                   rank=rank_text(rank))),
    ]
    if len(counts) == 2:
        mistakes.append((counts[1 - player], tr("that is the other player's count")))
    return judge(tr("cards of rank {rank} in pile {player}", rank=rank_text(rank), player=player),
                 answer,
                 counts[player],
                 mistakes=mistakes)


def _share_with(values: Sequence[int], wins: Sequence[bool], value: int) -> float:
    """Return the share of wins among the games where ``values`` equals ``value``."""
    chosen = [bool(w) for v, w in zip(values, wins, strict=True) if v == value]
    return sum(chosen) / len(chosen)


@safe_check
def check_share_with(fn: object) -> CheckResult:
    """Check ``fn(values, wins, value)`` → the share of wins among games with that value."""
    rng = random.Random(7)
    cases = []
    for size in (5, 20, 200, 1000):
        values = [rng.randrange(0, 5) for _ in range(size)]
        wins = [rng.random() < 0.3 + 0.1 * v for v in values]
        for value in sorted(set(values))[:3]:
            cases.append((values, wins, value))
    return check_function(fn, cases, _share_with, name="share_with", same=close_to(1e-9),
                          what=tr("cases"))


@safe_check
def check_rank_effect(
    answer: Any, rank: str, n: Any = None, rules: RulesLike = None, min_n: int = 10_000
) -> CheckResult:
    """Check an estimate of P(player 0 wins | 3–4 cards of ``rank``) − P(win | 0–1) from ``n``
    simulated games, against a 50,000-game reference: it passes within three standard
    errors for its n (the two groups hold about 30 % of the games each)."""
    rules = as_rules(rules)
    name = tr("effect of rank {rank} (3–4 cards against 0–1)", rank=rank_text(rank))
    if answer is Ellipsis or answer is None:
        return fail(name, tr("no answer yet: replace the ... with your estimate."))
    sim = reference(rules, EFFECT_REFERENCE_GAMES)
    column = dealt_rank_counts(sim)[:, rules.deck.rank_index(rank)]
    wins = sim.winner == 0
    truth = difference_truth(wins, column >= 3, column <= 1)
    high_alone = float(np.mean(wins[column >= 3]))
    tol = 3 * truth.sd / math.sqrt(min_n)
    mistakes: list[Mistake] = [
        (lambda v: abs(v - high_alone) < tol and abs(high_alone - truth.value) > 2 * tol,
         tr("that looks like the win rate with 3–4 cards alone: subtract the win rate with 0–1")),
    ]
    return judge_estimate(name, answer, n, truth.value, truth.sd, truth_se=truth.se,
                          min_n=min_n, share=False, mistakes=mistakes)


@safe_check
def check_rule_length_effect(answer: Any, n: Any = None, min_n: int = 5_000) -> CheckResult:
    """Check an estimate of the mean game length (tricks) with the classic rules minus the
    mean without the special rule, on the same ``n`` deals, against 100,000 reference deals:
    it passes within three standard errors for its n."""
    name = tr("extra tricks from the six rule")
    if answer is Ellipsis or answer is None:
        return fail(name, tr("no answer yet: replace the ... with your estimate."))
    classic = reference(Rules()).tricks
    plain = reference(Rules(low_beats_ace=False)).tricks
    truth = mean_truth(classic - plain)
    mean_length = float(np.mean(classic))
    mistakes: list[Mistake] = [
        (lambda v: v > mean_length / 2,
         tr("that looks like a mean game length: subtract the mean without the rule")),
    ]
    return judge_estimate(name, answer, n, truth.value, truth.sd, truth_se=truth.se,
                          min_n=min_n, share=False, mistakes=mistakes)


@safe_check
def check_longer_with_rule(answer: Any, n: Any = None, min_n: int = 5_000) -> CheckResult:
    """Check an estimate of the share of deals whose game lasts more tricks with the classic
    rules than without the special rule (the same deals), from ``n`` deals (or the 0/1
    array), against 100,000 reference deals: it passes within three standard errors."""
    name = tr("share of deals that last longer with the six rule")
    if answer is Ellipsis or answer is None:
        return fail(name, tr("no answer yet: replace the ... with your estimate."))
    classic = reference(Rules()).tricks
    plain = reference(Rules(low_beats_ace=False)).tricks
    truth = share_truth(classic > plain)
    tol = 3 * truth.sd / math.sqrt(min_n) + 0.005
    not_shorter = float(np.mean(classic >= plain))
    shorter = float(np.mean(classic < plain))
    mistakes: list[Mistake] = [
        (lambda v: abs(v - not_shorter) < tol,
         tr("that counts the deals of equal length too: longer means more tricks, >")),
        (lambda v: abs(v - shorter) < tol and abs(shorter - truth.value) > 2 * tol,
         tr("that looks like the share of deals that are shorter with the rule")),
    ]
    return judge_estimate(name, answer, n, truth.value, truth.sd, truth_se=truth.se,
                          min_n=min_n, unit="deals", mistakes=mistakes)
