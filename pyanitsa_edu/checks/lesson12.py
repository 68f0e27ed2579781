"""Self-checks for exercises 12: covariance of dependent indicators, the variance of a sum, and
the unit of an experiment.

The expected values are counted exactly from the rules' deck at the moment of the check; a
wrong answer is told what kind of mistake it is, never the right value.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..i18n import _
from ..pyanitsa.rules import RulesLike, as_rules
from ..pyanitsa.text import deck_text
from .choice import check_choice
from .core import CheckResult, Mistake, close_to, judge, safe_check

__all__ = [
    "check_tie_covariance",
    "check_ties_variance",
    "check_unit_statements",
    "tie_moments",
]

_UNIT_KEY = "pc1:abcde:e10unit:6c312c0a7eabf06bb51d6f28e0600e1a1fad11bc"


def tie_moments(rules: RulesLike = "deck52") -> tuple[int, Fraction, Fraction]:
    """Return, for a two-player deal of the rules' deck: the number of facing pairs, the chance
    p that one pair ties, and the chance that two given pairs both tie (counted exactly)."""
    deck = as_rules(rules).deck
    cards, suits, ranks = len(deck), len(deck.suits), len(deck.ranks)
    p = Fraction(suits - 1, cards - 1)
    second = (suits - 2) * (suits - 3) + (ranks - 1) * suits * (suits - 1)
    both = Fraction(cards * (suits - 1) * second, cards * (cards - 1) * (cards - 2) * (cards - 3))
    return cards // 2, p, both


@safe_check
def check_tie_covariance(answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: Cov(I1, I2) for the tie indicators of the first two facing pairs of a
    deal of the rules' deck."""
    p, both = tie_moments(rules)[1:]
    mistakes: list[Mistake] = [
        (both, _("that is E[I1 I2], the chance that both pairs tie: subtract E[I1] E[I2]")),
        (p * p, _("that is E[I1] E[I2] alone: the covariance is E[I1 I2] minus it")),
        (p * p - both, _("the sign is reversed: it is E[I1 I2] − E[I1] E[I2]")),
        (Fraction(0), _("zero would mean the pairs do not move together at all: count the chance "
                        "that both tie")),
    ]
    deck = as_rules(rules).deck
    name = _("covariance Cov(I1, I2), {describe}", describe=deck_text(deck))
    return judge(name, answer, both - p * p, same=close_to(1e-12), mistakes=mistakes)


@safe_check
def check_ties_variance(answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: Var T for the number T of tied facing pairs of a deal of the rules'
    deck."""
    pairs, p, both = tie_moments(rules)
    cov = both - p * p
    single = pairs * p * (1 - p)
    mistakes: list[Mistake] = [
        (single, _("that is the binomial variance: it leaves out the covariances of the pairs")),
        (single + pairs * (pairs - 1) // 2 * cov, _("each pair of indicators counts twice: "
                                                    "Cov(I1, I2) and Cov(I2, I1)")),
        (single - pairs * (pairs - 1) * cov, _("the covariances add to the variance here")),
    ]
    deck = as_rules(rules).deck
    return judge(_("variance Var T, {describe}", describe=deck_text(deck)), answer,
                 single + pairs * (pairs - 1) * cov, same=close_to(1e-9), mistakes=mistakes)


@safe_check
def check_unit_statements(answer: Any) -> CheckResult:
    """Check the letters of the true statements about covariance and the unit (exercise 12)."""
    return check_choice(_("covariance and the unit of an experiment"), answer, _UNIT_KEY)
