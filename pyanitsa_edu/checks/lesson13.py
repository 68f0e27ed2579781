"""Self-checks for exercise 13: read a pile, share_with, what a rank is worth, a rule's cost.

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

from ..errors import AnswerError
from ..i18n import N_, _
from ..pyanitsa.cards import Card, rank_text
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from .core import (
    CheckResult,
    check_function,
    close_to,
    fail,
    judge,
    sentence,
    show,
)
from .estimates import judge_estimate, matches_n, per_game_values
from .hints import as_number
from .kinds import Kind
from .messages import units
from .mistakes import Mistake
from .reference import dealt_rank_counts, difference_truth, reference, share_truth
from .task import task

__all__ = [
    "EFFECT_REFERENCE_GAMES",
    "check_longer_with_rule",
    "check_rank_count",
    "check_rank_effect",
    "check_share_with",
]

EFFECT_REFERENCE_GAMES = 50_000
"""Games in the reference of a rank's effect (its standard error is at most about 0.006)."""


@task(lambda rank, player=0, **__: _("cards of rank {rank} in pile {player}",
                                     rank=rank_text(rank), player=player))
def check_rank_count(title: str, piles: Sequence[Iterable[Card]], rank: str, answer: Any,
                     player: int = 0, rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: how many cards of ``rank`` player ``player``'s pile holds."""
    rules = as_rules(rules)
    counts = [sum(card.rank == rank for card in pile) for pile in piles]
    mistakes = [
        Mistake.equals(len(rules.deck.suits), _(
            "that is how many cards of rank {rank} the whole deck holds", rank=rank_text(rank)),
            kind=Kind.OTHER_QUANTITY),
    ]
    if len(counts) == 2:
        mistakes.append(Mistake.equals(counts[1 - player], _("that is the other player's count"),
                                       kind=Kind.OTHER_SEAT))
    return judge(title, answer, counts[player], mistakes=mistakes)


def _share_with(values: Sequence[int], wins: Sequence[bool], value: int) -> float:
    """Return the share of wins among the games where ``values`` equals ``value``."""
    chosen = [bool(w) for v, w in zip(values, wins, strict=True) if v == value]
    return sum(chosen) / len(chosen)


@task("share_with")
def check_share_with(title: str, fn: object) -> CheckResult:
    """Check ``fn(values, wins, value)`` → the share of wins among games with that value."""
    rng = random.Random(7)
    cases = []
    for size in (5, 20, 200, 1000):
        values = [rng.randrange(0, 5) for _value in range(size)]
        wins = [rng.random() < 0.3 + 0.1 * v for v in values]
        for value in sorted(set(values))[:3]:
            cases.append((values, wins, value))
    return check_function(fn, cases, _share_with, name=title, same=close_to(1e-9),
                          what=_("cases"))


def _per_game_arrays(wins: Any, held: Any, suits: int, n: Any) -> tuple[Any, Any]:
    """Return ``(wins, held)`` as numpy arrays (True/False and whole counts from 0 to
    ``suits``, one per game, of the same length); raise
    :class:`~pyanitsa_edu.errors.AnswerError` saying what is wrong with them."""
    arrays = [per_game_values(value, what, _("{what} must be a one-dimensional array of "
                                             "numbers, one per game.", what=what))
              for value, what in ((wins, "wins"), (held, "held"))]
    won, counts = arrays
    if won.size != counts.size:
        raise AnswerError(_("wins and held must have one value per game each (they hold {a} "
                             "and {b}).", a=units(won.size, "games"),
                             b=units(counts.size, "games")))
    if not np.isin(won, (0, 1)).all():
        raise AnswerError(_("wins must hold True/False (or 0/1): did player 0 win the game?"))
    if (counts != np.floor(counts)).any() or counts.min() < 0 or counts.max() > suits:
        raise AnswerError(_("held must count cards of one rank in a pile: whole numbers from 0 "
                             "to {suits}.", suits=suits))
    matches_n(n, won.size, "games")
    return won.astype(bool), counts.astype(np.int64)


@task(lambda rank, **__: _("effect of rank {rank} (3–4 cards against 0–1)",
                           rank=rank_text(rank)),
      missing=N_("no answer yet: replace the ... with your estimate."))
def check_rank_effect(
    title: str, answer: Any, rank: str, n: Any = None, rules: RulesLike = None,
    min_n: int = 10_000, wins: Any = None, held: Any = None,
) -> CheckResult:
    """Check an estimate of P(player 0 wins | 3–4 cards of ``rank``) − P(win | 0–1) with the
    per-game arrays it comes from, ``wins`` (did player 0 win?) and ``held`` (how many cards of
    the rank he was dealt): the answer must be the effect those arrays give, so no guessed
    number passes, however close to the truth; the arrays' own effect then passes within three
    standard errors of a 50,000-game reference for their n (the two groups hold about 30 % of
    the games each). A number without its arrays is refused."""
    rules = as_rules(rules)
    if wins is None and held is None:
        return fail(title, _("pass wins= and held= too: the per-game arrays your effect comes "
                              "from (did player 0 win, how many cards of the rank he was "
                              "dealt). A number alone could be a guess."), Kind.ROUND_GUESS)
    sim = reference(rules, EFFECT_REFERENCE_GAMES)
    column = dealt_rank_counts(sim)[:, rules.deck.rank_index(rank)]
    ref_wins = sim.winner == 0
    truth = difference_truth(ref_wins, column >= 3, column <= 1)
    high_alone = float(np.mean(ref_wins[column >= 3]))
    tol = 3 * truth.sd / math.sqrt(min_n)
    mistakes = [
        Mistake.when(lambda v: abs(v - high_alone) < tol
                     and abs(high_alone - truth.value) > 2 * tol,
                     _("that looks like the win rate with 3–4 cards alone: subtract the win "
                        "rate with 0–1"), kind=Kind.OTHER_QUANTITY),
        Mistake.when(lambda v: abs(v + truth.value) < tol and abs(truth.value) > 2 * tol,
                     _("that looks like the effect for player 1's pile, or a difference taken "
                        "the other way round: count player 0's cards, and subtract the win rate "
                        "with 0–1"), kind=Kind.SIGN),
    ]
    won, counts = _per_game_arrays(wins, held, len(rules.deck.suits), n)
    if won.size < min_n:
        return fail(title, _("this task needs at least {least}; your arrays hold {size}.",
                              least=units(min_n, "games"), size=units(won.size, "games")),
                    Kind.TOO_FEW)
    value = as_number(answer)
    if value is None or not math.isfinite(value):
        raise AnswerError(_("write your estimate as one number, the effect your arrays give "
                             "(you gave {value}).", value=show(answer)))
    many, few = won[counts >= 3], won[counts <= 1]
    if many.size == 0 or few.size == 0:
        raise AnswerError(_("held never reaches 3–4 or never falls to 0–1: count the cards of "
                             "this rank in player 0's pile"))
    own = float(many.mean() - few.mean())
    if abs(value - own) > 1e-9:
        if abs(value - float(many.mean())) <= 1e-9:
            kind = Kind.OTHER_QUANTITY
            why = _("that is the win rate with 3–4 cards alone: subtract the win rate with 0–1")
        elif abs(value + own) <= 1e-9:
            kind = Kind.SIGN
            why = _("the wrong sign: subtract the win rate with 0–1 from the one with 3–4")
        else:
            kind = Kind.DETAIL
            why = _("it is not the effect your arrays give: compute it from wins and held "
                     "(the win rate with 3–4 cards minus the win rate with 0–1)")
        return fail(title, _("{got} is not right: {why}", got=show(answer), why=sentence(why)),
                    kind)
    return judge_estimate(title, own, won.size, truth.value, truth.sd, truth_se=truth.se,
                          min_n=min_n, share=False, mistakes=mistakes)


@task(N_("share of deals that last longer with the six rule"),
      missing=N_("no answer yet: replace the ... with your estimate."))
def check_longer_with_rule(
    title: str, answer: Any, n: Any = None, min_n: int = 5_000, with_rule: Any = None,
    without_rule: Any = None,
) -> CheckResult:
    """Check an estimate of the share of deals whose game lasts more tricks with the classic
    rules than without the special rule (the same deals), with the per-deal lengths it comes
    from, ``with_rule`` and ``without_rule``: the answer must be the share those arrays give,
    so no guessed number passes; that share then passes within three standard errors of
    100,000 reference deals for their n. An answer without its arrays is refused."""
    if with_rule is None and without_rule is None:
        return fail(title, _("pass with_rule= and without_rule= too: the lengths of the same "
                              "deals with and without the rule, one whole number per deal, that "
                              "your share comes from. A number alone could be a guess."),
                    Kind.ROUND_GUESS)
    classic = reference(Rules()).tricks
    plain = reference(Rules(low_beats_ace=False)).tricks
    truth = share_truth(classic > plain)
    tol = 3 * truth.sd / math.sqrt(min_n) + 0.005
    not_shorter = float(np.mean(classic >= plain))
    shorter = float(np.mean(classic < plain))
    mistakes = [
        Mistake.near(not_shorter, tol, _("that counts the deals of equal length too: longer "
                                          "means more tricks, >"), kind=Kind.BOUNDARY),
        Mistake.when(lambda v: abs(v - shorter) < tol and abs(shorter - truth.value) > 2 * tol,
                     _("that looks like the share of deals that are shorter with the rule"),
                     kind=Kind.COMPLEMENT),
    ]
    longer_with, longer_without = _lengths(with_rule, without_rule, n)
    if longer_with.size < min_n:
        return fail(title, _("this task needs at least {least}; your arrays hold {size}.",
                              least=units(min_n, "deals"), size=units(longer_with.size,
                                                                      "deals")), Kind.TOO_FEW)
    value = as_number(answer)
    if value is None or not math.isfinite(value):
        raise AnswerError(_("write your estimate as one number, the share your arrays give "
                             "(you gave {value}).", value=show(answer)))
    own = float(np.mean(longer_with > longer_without))
    if abs(value - own) > 1e-9:
        if abs(value - float(np.mean(longer_with >= longer_without))) <= 1e-9:
            kind = Kind.BOUNDARY
            why = _("that counts the deals of equal length too: longer means more tricks, >")
        elif abs(value - float(np.mean(longer_with < longer_without))) <= 1e-9:
            kind = Kind.COMPLEMENT
            why = _("that looks like the share of deals that are shorter with the rule")
        else:
            kind = Kind.DETAIL
            why = _("it is not the share your arrays give: compute it from with_rule and "
                     "without_rule")
        return fail(title, _("{got} is not right: {why}", got=show(answer),
                              why=sentence(why)), kind)
    return judge_estimate(title, own, longer_with.size, truth.value, truth.sd,
                          truth_se=truth.se, min_n=min_n, unit="deals", mistakes=mistakes)


def _lengths(with_rule: Any, without_rule: Any, n: Any) -> tuple[Any, Any]:
    """Return the per-deal game lengths under both rules as arrays (whole numbers, one per
    deal, of the same length); raise :class:`~pyanitsa_edu.errors.AnswerError` saying what is
    wrong with them."""
    arrays = [per_game_values(value, what, _("{what} must hold the length of each game in "
                                             "tricks, a whole number per deal.", what=what),
                              lambda d: bool((d >= 0).all() and (d == np.floor(d)).all()))
              for value, what in ((with_rule, "with_rule"), (without_rule, "without_rule"))]
    if arrays[0].size != arrays[1].size:
        raise AnswerError(_("with_rule and without_rule must hold the same deals (they hold {a} "
                             "and {b}).", a=units(arrays[0].size, "deals"),
                             b=units(arrays[1].size, "deals")))
    matches_n(n, arrays[0].size, "deals")
    return arrays[0], arrays[1]
