"""Self-checks for exercises 12: covariance of dependent indicators, the variance of a sum, and
the unit of an experiment.

The expected values are counted exactly from the rules' deck at the moment of the check; a
wrong answer is told what kind of mistake it is, never the right value.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..i18n import N_, _
from ..pyanitsa.rules import RulesLike, as_rules
from ..pyanitsa.text import deck_text
from .choice import check_choice
from .core import CheckResult, close_to, judge
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "check_tie_covariance",
    "check_ties_variance",
    "check_unit_statements",
]

_UNIT_KEY = "pc1:abcde:e10unit:6c312c0a7eabf06bb51d6f28e0600e1a1fad11bc"


def _tie_moments(rules: RulesLike = "deck52") -> tuple[int, Fraction, Fraction]:
    """Return, for a two-player deal of the rules' deck: the number of facing pairs, the chance
    p that one pair ties, and the chance that two given pairs both tie (counted exactly)."""
    deck = as_rules(rules).deck
    cards, suits, ranks = len(deck), len(deck.suits), len(deck.ranks)
    p = Fraction(suits - 1, cards - 1)
    second = (suits - 2) * (suits - 3) + (ranks - 1) * suits * (suits - 1)
    both = Fraction(cards * (suits - 1) * second, cards * (cards - 1) * (cards - 2) * (cards - 3))
    return cards // 2, p, both


@task(lambda rules="deck52", **__: _("covariance Cov(I1, I2), {describe}",
                                     describe=deck_text(as_rules(rules).deck)))
def check_tie_covariance(title: str, answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: Cov(I1, I2) for the tie indicators of the first two facing pairs of a
    deal of the rules' deck."""
    _mean, p, both = _tie_moments(rules)
    mistakes = [
        Mistake.equals(both, _("that is E[I1 I2], the chance that both pairs tie: subtract "
                                "E[I1] E[I2]"), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(p * p, _("that is E[I1] E[I2] alone: the covariance is E[I1 I2] minus "
                                 "it"), kind=Kind.INDEPENDENCE),
        Mistake.equals(p * p - both, _("the sign is reversed: it is E[I1 I2] − E[I1] E[I2]"),
                       kind=Kind.SIGN),
        Mistake.equals(Fraction(0), _("zero would mean the pairs do not move together at all: "
                                       "count the chance that both tie"),
                       kind=Kind.INDEPENDENCE),
    ]
    return judge(title, answer, both - p * p, same=close_to(1e-12), mistakes=mistakes)


@task(lambda rules="deck52", **__: _("variance Var T, {describe}",
                                     describe=deck_text(as_rules(rules).deck)))
def check_ties_variance(title: str, answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: Var T for the number T of tied facing pairs of a deal of the rules'
    deck."""
    pairs, p, both = _tie_moments(rules)
    cov = both - p * p
    single = pairs * p * (1 - p)
    mistakes = [
        Mistake.equals(single, _("that is the binomial variance: it leaves out the covariances "
                                  "of the pairs"), kind=Kind.INDEPENDENCE),
        Mistake.equals(single + pairs * (pairs - 1) // 2 * cov, _(
            "each pair of indicators counts twice: Cov(I1, I2) and Cov(I2, I1)"),
            kind=Kind.OTHER),
        Mistake.equals(single - pairs * (pairs - 1) * cov, _(
            "the covariances add to the variance here"), kind=Kind.SIGN),
    ]
    return judge(title, answer, single + pairs * (pairs - 1) * cov, same=close_to(1e-9),
                 mistakes=mistakes)


@task(N_("covariance and the unit of an experiment"))
def check_unit_statements(title: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements about covariance and the unit (exercise 12)."""
    return check_choice(title, answer, _UNIT_KEY)
