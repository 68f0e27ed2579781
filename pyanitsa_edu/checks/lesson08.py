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
from ..errors import SettingError
from ..i18n import _
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from ..pyanitsa.text import deck_text
from .core import CheckResult, Mistake, close_to, judge, safe_check
from .hints import as_count
from .lesson07 import LENGTH_DECK

__all__ = [
    "LENGTH_RULES",
    "MAX_DEALS",
    "binomial_at_least",
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


@safe_check
def check_mean_length(answer: Any) -> CheckResult:
    """Check ``answer``: the exact E[L] of the game length on the 10-card deck with the
    ``seat_order`` return."""
    mean, square, plain = length_moments(LENGTH_RULES)
    classic = length_moments(Rules(deck=LENGTH_DECK))[0]
    mistakes: list[Mistake] = [
        (plain, _("that is the plain average of the lengths that occur: weigh each length by "
                  "its probability")),
        (classic, _("that is E[L] under the classic return: use the seat_order return")),
        (square, _("that is E[L²]: multiply each length, not its square, by its probability")),
    ]
    return judge(_("E[L] on the 10-card deck, seat_order return"), answer, mean,
                 same=close_to(1e-9), mistakes=mistakes)


@safe_check
def check_length_variance(answer: Any) -> CheckResult:
    """Check ``answer``: the exact Var L of the game length on the 10-card deck with the
    ``seat_order`` return."""
    mean, square = length_moments(LENGTH_RULES)[:2]
    variance = square - mean**2
    classic_mean, classic_square = length_moments(Rules(deck=LENGTH_DECK))[:2]
    mistakes: list[Mistake] = [
        (square, _("that is E[L²]: subtract the square of E[L]")),
        (math.sqrt(variance), _("that is the standard deviation: the variance is its square")),
        (square - mean, _("subtract the square of E[L], not E[L] itself")),
        (classic_square - classic_mean**2,
         _("that is the variance under the classic return: use the seat_order return")),
    ]
    return judge(_("Var L on the 10-card deck, seat_order return"), answer, variance,
                 same=close_to(1e-6), mistakes=mistakes)


@safe_check
def check_expected_ties(answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: the expected number of facing pairs of equal rank in a two-player
    deal of the rules' deck (card i of pile 0 against card i of pile 1)."""
    rules = as_rules(rules)
    deck = rules.deck
    cards, suits = len(deck), len(deck.suits)
    pairs = cards // 2
    expected = pairs * Fraction(suits - 1, cards - 1)
    mistakes: list[Mistake] = [
        (pairs * Fraction(suits, cards), _("a card does not tie with itself: count the other "
                                           "cards of its rank among the other cards")),
        (pairs * Fraction(suits - 1, cards), _("once one card of the pair is fixed, how many "
                                               "cards are left for the other?")),
        (Fraction(suits - 1, cards - 1), _("that is the chance for one pair: how many facing "
                                           "pairs are there?")),
        (18 * Fraction(3, 35), _("that is the answer for the 36-card deck")),
    ]
    return judge(_("E[ties among the facing pairs], {describe}", describe=deck_text(deck)),
                 answer, expected, same=close_to(1e-9), mistakes=mistakes)


def binomial_at_least(n: int, k: int, p: Fraction) -> Fraction:
    """Return P(X ≥ k) for X binomial with n trials and chance p, exactly."""
    return sum((math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1)),
               Fraction(0))


@lru_cache(maxsize=1)
def _p_small_win() -> Fraction:
    """Return the exact chance that player 0 wins on the 10-card deck, classic rules."""
    outcomes = exact_outcomes(Rules(deck=LENGTH_DECK))
    return sum((p for (winner, _), p in outcomes.items() if winner == 0), Fraction(0))


@safe_check
def check_binomial_wins(answer: Any, deals: int = 10, least: int = 6) -> CheckResult:
    """Check ``answer``: the exact chance that player 0 wins at least ``least`` of ``deals``
    independent games on the 10-card deck of lesson 07 (classic rules)."""
    n_k, least_k = as_count(deals, 1, MAX_DEALS), as_count(least, 0, MAX_DEALS)
    if n_k is None or least_k is None or least_k > n_k:
        raise SettingError(f"deals must be a whole number from 1 to {MAX_DEALS}, and least "
                           "from 0 to deals")
    deals, least = n_k, least_k
    p = _p_small_win()
    exactly = math.comb(deals, least) * p**least * (1 - p) ** (deals - least)
    mistakes: list[Mistake] = [
        (exactly, _("that is the chance of exactly {k} wins: add the chances of more", k=least)),
        (binomial_at_least(deals, least + 1, p), _("that leaves out exactly {k} wins: 'at "
                                                   "least' includes it", k=least)),
        (binomial_at_least(deals, least, Fraction(1, 2)),
         _("that uses a chance of 1/2 per game: a game can also end in a draw, so player 0 "
           "wins less often")),
        (1 - binomial_at_least(deals, least, p), _("that is the other side: fewer than {k} "
                                                   "wins", k=least)),
    ]
    return judge(_("P(player 0 wins at least {k} of {n} deals)", k=least, n=deals), answer,
                 binomial_at_least(deals, least, p), same=close_to(1e-9), mistakes=mistakes)
