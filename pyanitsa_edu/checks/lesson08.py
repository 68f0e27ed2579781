"""Self-checks for exercises 08: expectation and variance of the game's length, linearity of
expectation over indicators, and a binomial chance.

Every expected value is computed by the library at the moment of the check (the exact length
distribution, the exact outcomes of a small deck, the deck's counts of cards); a wrong answer
is told what kind of mistake it is, never the right value.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ..analysis.exact import exact_outcomes
from ..analysis.lengths import exact_lengths
from ..analysis.stats import binomial_at_least, binomial_pmf
from ..errors import SettingError
from ..i18n import N_, _
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from ..pyanitsa.text import deck_text
from .core import CheckResult, close_to, judge
from .decks import LENGTH_DECK
from .hints import as_count
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "LENGTH_RULES",
    "MAX_DEALS",
    "check_binomial_wins",
    "check_expected_ties",
    "check_length_variance",
    "check_mean_length",
    "length_moments",
]

MAX_DEALS = 1_000
"""The most independent deals the binomial task reads."""
LENGTH_RULES = Rules(deck=LENGTH_DECK, collect="seat_order")
"""Exercise 08, task 1: the 10-card deck of lesson 07 with the ``seat_order`` return, under
which no deal cycles (so the length has a finite expectation)."""


@lru_cache(maxsize=8)
def length_moments(rules: Rules) -> tuple[Fraction, Fraction, Fraction]:
    """Return E[L], E[L²] and the plain average of the distinct lengths, exactly (a small deck
    whose games all end)."""
    pmf = exact_lengths(rules)
    values = [k for k in pmf if k is not None]
    mean = sum((k * pmf[k] for k in values), Fraction(0))
    square = sum((k * k * pmf[k] for k in values), Fraction(0))
    return mean, square, Fraction(sum(values), len(values))


@task(N_("E[L] on the 10-card deck, seat_order return"))
def check_mean_length(title: str, answer: Any) -> CheckResult:
    """Check ``answer``: the exact E[L] of the game length on the 10-card deck with the
    ``seat_order`` return."""
    mean, square, plain = length_moments(LENGTH_RULES)
    classic = length_moments(Rules(deck=LENGTH_DECK))[0]
    mistakes = [
        Mistake.equals(plain, _("that is the plain average of the lengths that occur: weigh "
                                 "each length by its probability"), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(classic, _("that is E[L] under the classic return: use the seat_order "
                                   "return"), kind=Kind.OTHER_RULES),
        Mistake.equals(square, _("that is E[L²]: multiply each length, not its square, by its "
                                  "probability"), kind=Kind.OTHER_QUANTITY),
    ]
    return judge(title, answer, mean, same=close_to(1e-9), mistakes=mistakes)


@task(N_("Var L on the 10-card deck, seat_order return"))
def check_length_variance(title: str, answer: Any) -> CheckResult:
    """Check ``answer``: the exact Var L of the game length on the 10-card deck with the
    ``seat_order`` return."""
    mean, square, _variance = length_moments(LENGTH_RULES)
    variance = square - mean**2
    classic_mean, classic_square, _classic_variance = length_moments(Rules(deck=LENGTH_DECK))
    mistakes = [
        Mistake.equals(square, _("that is E[L²]: subtract the square of E[L]"),
                       kind=Kind.OTHER_QUANTITY),
        Mistake.equals(math.sqrt(variance), _("that is the standard deviation: the variance is "
                                               "its square"), kind=Kind.SPREAD),
        Mistake.equals(square - mean, _("subtract the square of E[L], not E[L] itself"),
                       kind=Kind.DETAIL),
        Mistake.equals(classic_square - classic_mean**2, _(
            "that is the variance under the classic return: use the seat_order return"),
            kind=Kind.OTHER_RULES),
    ]
    return judge(title, answer, variance, same=close_to(1e-6), mistakes=mistakes)


@task(lambda rules="deck52", **__: _("E[ties among the facing pairs], {describe}",
                                     describe=deck_text(as_rules(rules).deck)))
def check_expected_ties(title: str, answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: the expected number of facing pairs of equal rank in a two-player
    deal of the rules' deck (card i of pile 0 against card i of pile 1)."""
    rules = as_rules(rules)
    deck = rules.deck
    cards, suits = len(deck), len(deck.suits)
    pairs = cards // 2
    expected = pairs * Fraction(suits - 1, cards - 1)
    mistakes = [
        Mistake.equals(pairs * Fraction(suits, cards), _(
            "a card does not tie with itself: count the other cards of its rank among the other "
            "cards"), kind=Kind.WITH_REPLACEMENT),
        Mistake.equals(pairs * Fraction(suits - 1, cards), _(
            "once one card of the pair is fixed, how many cards are left for the other?"),
            kind=Kind.WITH_REPLACEMENT),
        Mistake.equals(Fraction(suits - 1, cards - 1), _(
            "that is the chance for one pair: how many facing pairs are there?"),
            kind=Kind.OTHER_QUANTITY),
        Mistake.equals(18 * Fraction(3, 35), _("that is the answer for the 36-card deck"),
                       kind=Kind.OTHER_RULES),
    ]
    return judge(title, answer, expected, same=close_to(1e-9), mistakes=mistakes)


@lru_cache(maxsize=1)
def _p_small_win() -> Fraction:
    """Return the exact chance that player 0 wins on the 10-card deck, classic rules."""
    outcomes = exact_outcomes(Rules(deck=LENGTH_DECK))
    return sum((p for (winner, _reason), p in outcomes.items() if winner == 0), Fraction(0))


def _deals(deals: Any, least: Any) -> tuple[int, int]:
    """Return the task's deals and least number of wins as whole numbers, or raise
    SettingError."""
    n_k, least_k = as_count(deals, 1, MAX_DEALS), as_count(least, 0, MAX_DEALS)
    if n_k is None or least_k is None or least_k > n_k:
        raise SettingError(N_("deals must be a whole number from 1 to {most}, and least "
                              "from 0 to deals"), most=MAX_DEALS)
    return n_k, least_k


def _wins_title(deals: Any, least: Any, **__: Any) -> str:
    """Return the title of the task on at least ``least`` wins in ``deals`` deals."""
    n, k = _deals(deals, least)
    return _("P(player 0 wins at least {k} of {n} deals)", k=k, n=n)


@task(_wins_title)
def check_binomial_wins(title: str, answer: Any, deals: int = 10, least: int = 6) -> CheckResult:
    """Check ``answer``: the exact chance that player 0 wins at least ``least`` of ``deals``
    independent games on the 10-card deck of lesson 07 (classic rules)."""
    deals, least = _deals(deals, least)
    p = _p_small_win()
    exactly = binomial_pmf(least, deals, p)
    mistakes = [
        Mistake.equals(exactly, _("that is the chance of exactly {k} wins: add the chances of "
                                   "more", k=least), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(binomial_at_least(least + 1, deals, p), _(
            "that leaves out exactly {k} wins: 'at least' includes it", k=least),
            kind=Kind.BOUNDARY),
        Mistake.equals(binomial_at_least(least, deals, Fraction(1, 2)), _(
            "that uses a chance of 1/2 per game: a game can also end in a draw, so player 0 "
            "wins less often"), kind=Kind.TIES_FORGOTTEN),
        Mistake.equals(1 - binomial_at_least(least, deals, p), _(
            "that is the other side: fewer than {k} wins", k=least), kind=Kind.COMPLEMENT),
    ]
    return judge(title, answer, binomial_at_least(least, deals, p), same=close_to(1e-9),
                 mistakes=mistakes)
