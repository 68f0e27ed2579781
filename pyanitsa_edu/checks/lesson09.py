"""Self-checks for exercise 08: independence, conditional probability and Bayes' rule.

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
from typing import Any, NamedTuple

import numpy as np

from ..analysis.monte_carlo import simulate
from ..deck import Deck
from ..ranking import flip_odds
from ..rules import Rules, RulesLike, as_rules
from ..text import deck_text
from .choice import check_choice
from .core import CheckResult, Mistake, close_to, judge, missing_answer, near, safe_check
from .estimates import judge_estimate
from .messages import tr
from .reference import rank_held_chance, rank_held_reference, reference, share_truth

__all__ = [
    "ACES_MIN_GAMES",
    "SMALL_WHITEWASH_DECK",
    "check_aces_given_win",
    "check_independence_statements",
    "check_tie_chance",
    "check_whitewash_small",
    "check_win_given_aces",
]

SMALL_WHITEWASH_DECK = Deck(["6", "7", "A"], 2)
"""The 6-card deck 6 6 7 7 A A of exercise 08's brute-force task."""
_INDEPENDENCE_KEY = "pc1:abcde:e08b3f:bfa345ccaf8099ae3142133d9d9e5de7f14335f1"




@safe_check
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


ACES_MIN_GAMES = 200_000
"""The fewest games the aces checks accept: with fewer, round guesses such as 0.93 or 0.1
are within three standard errors (deals with every ace are one in twenty)."""


class AcesTruths(NamedTuple):
    """The reference values of the aces checks (see :func:`_aces_truths`)."""

    win_given_aces: float
    """P(win | all the aces), from games dealt with every ace to player 0."""
    aces_given_win: float
    """P(all the aces | win), by Bayes' rule."""
    aces: float
    """The exact share of deals that give player 0 every ace."""
    win: float
    """P(win), from the reference simulation."""
    joint: float
    """P(win and all the aces)."""
    se_win_given_aces: float
    """The standard error of :attr:`win_given_aces`."""
    se_aces_given_win: float
    """The standard error of :attr:`aces_given_win`."""
    sd_win_given_aces: float
    """The sd of one random game for P(win | all the aces) (it rests on a part of the games)."""
    sd_aces_given_win: float
    """The sd of one random game for P(all the aces | win)."""


@lru_cache(maxsize=4)
def _aces_truths(rules: Rules) -> AcesTruths:
    """Return P(win | all aces) with its error, from games dealt with every ace to player 0;
    the exact share of deals with all aces; P(win) with its error, from the reference
    simulation; P(all aces | win) by Bayes' rule with its error; the joint share; and the sd
    of one random game for the two conditional shares (each rests on a part of the games)."""
    given = rank_held_reference(rules)
    win = share_truth(reference(rules).winner == 0)
    p_aces = rank_held_chance(rules)
    p_win_aces, p_win = given.value, win.value
    p_aces_win = p_win_aces * p_aces / p_win
    return AcesTruths(
        win_given_aces=p_win_aces, aces_given_win=p_aces_win, aces=p_aces, win=p_win,
        joint=p_win_aces * p_aces,
        se_win_given_aces=given.se,
        se_aces_given_win=p_aces_win * math.hypot(given.se / p_win_aces, win.se / p_win),
        sd_win_given_aces=math.sqrt(p_win_aces * (1 - p_win_aces) / p_aces),
        sd_aces_given_win=math.sqrt(p_aces_win * (1 - p_aces_win) / p_win),
    )  # fmt: skip


@safe_check
def check_win_given_aces(
    answer: Any, n: Any = None, rules: RulesLike = "deck32", min_n: int = ACES_MIN_GAMES
) -> CheckResult:
    """Check an estimate of P(player 0 wins | he was dealt every ace) from ``n`` simulated
    games, against a reference of 200,000 games dealt with every ace to player 0: it passes
    within three standard errors."""
    rules = as_rules(rules)
    name = tr("P(win | all the aces)")
    missing = missing_answer(name, answer)
    if missing is not None:
        return missing
    t = _aces_truths(rules)
    tol = 3 * t.sd_win_given_aces / math.sqrt(min_n)
    mistakes: list[Mistake] = [
        (near(t.aces_given_win, tol), tr("that looks like P(all the aces | win): the question the "
                                       "other way round. Among the deals with all the aces, "
                                       "what share did player 0 win?")),
        (near(t.joint, 0.01), tr("that looks like P(win and all the aces): divide by the "
                                     "share of deals with all the aces")),
        (near(t.win, 0.02), tr("that looks like P(win) over all deals: keep only the deals "
                                   "where player 0 holds every ace")),
    ]
    return judge_estimate(name, answer, n, t.win_given_aces, t.sd_win_given_aces,
                          truth_se=t.se_win_given_aces, min_n=min_n,
                          mistakes=mistakes)  # fmt: skip


@safe_check
def check_aces_given_win(
    answer: Any, n: Any = None, rules: RulesLike = "deck32", min_n: int = ACES_MIN_GAMES
) -> CheckResult:
    """Check an estimate of P(player 0 was dealt every ace | he won) from ``n`` games (read
    from the table or by Bayes' rule), against Bayes' rule applied to the references."""
    rules = as_rules(rules)
    name = tr("P(all the aces | win)")
    missing = missing_answer(name, answer)
    if missing is not None:
        return missing
    t = _aces_truths(rules)
    mistakes: list[Mistake] = [
        (near(t.win_given_aces, 0.05), tr("that looks like P(win | all the aces): the table read "
                                        "along the row instead of down the column")),
        (near(t.aces, 0.003), tr("that looks like the share of all deals with every ace: "
                                     "you did not use that player 0 won")),
        (near(t.joint, 0.003), tr("that looks like P(win and all the aces): divide by P(win)")),
    ]
    return judge_estimate(name, answer, n, t.aces_given_win, t.sd_aces_given_win,
                          truth_se=t.se_aces_given_win, min_n=min_n,
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


@safe_check
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


@safe_check
def check_independence_statements(answer: Any) -> CheckResult:
    """Check the letters of the true statements about independence in exercise 08."""
    return check_choice(tr("independence and conditional probability"), answer, _INDEPENDENCE_KEY)
