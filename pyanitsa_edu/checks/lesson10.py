"""Self-checks for exercise 10: the birthday problem with ranks, Monty Hall with a dealer who
does not know, and Simpson's paradox.

Every expected value is computed exactly at the moment of the check
(:mod:`pyanitsa_edu.analysis.paradoxes`); a wrong answer is told what kind of mistake it is,
never the right value. The simulated share is judged with the student's own number of rounds;
its truth is one half, a round number, so the check takes the 0/1 array of the rounds.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from ..analysis.paradoxes import monty_hall, p_all_different
from ..analysis.stats import share_se
from ..errors import AnswerError
from ..i18n import N_, _
from .choice import check_choice
from .core import CheckResult, check_function, close_to, judge, show
from .estimates import judge_estimate
from .hints import as_count
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "DEALER_MIN_ROUNDS",
    "check_ignorant_dealer",
    "check_p_no_match",
    "check_rank_match",
    "check_simpson_statements",
]

RANKS = 9
"""The ranks of the 36-card deck: the "days" of the birthday task."""
DEALER_MIN_ROUNDS = 5_000
"""The fewest rounds with a six shown that the Monty Hall task accepts."""
_SIMPSON_KEY = "pc1:abcde:5d19a4:8d4c6d39fd5c6f0799c61ba95302940413f222b1"


def _people(people: Any) -> int | None:
    """Return the number of people of the birthday task, or None when it is not one."""
    return as_count(people, 2, RANKS + 1)


def _rank_match_title(people: Any = 4, **__: Any) -> str:
    """Return the title of the birthday task: its number of people, once that is readable."""
    count = _people(people)
    if count is None:
        return _("same rank")
    return _("P(two of {people} people turn the same rank)", people=count)


@task(_rank_match_title)
def check_rank_match(title: str, answer: Any, people: int = 4) -> CheckResult:
    """Check ``answer``: the exact chance that two of ``people`` people, each turning the top
    card of a shuffled 36-card deck of his own, turn cards of the same rank."""
    count = _people(people)
    if count is None:
        raise AnswerError(_("people must be a whole number from 2 to {most} (you gave "
                             "{people}).", most=RANKS + 1, people=show(people)))
    right = 1 - p_all_different(count, RANKS)
    pairs = math.comb(count, 2)
    one_deck = 1 - Fraction(math.prod(36 - 4 * i for i in range(count)),
                            math.prod(36 - i for i in range(count)))
    mistakes = [
        Mistake.equals(1 - right, _("that is the chance that all the ranks differ: the "
                                     "complement of the question"), kind=Kind.COMPLEMENT),
        Mistake.equals(Fraction(pairs, RANKS), _(
            "that adds up the pairs' chances: pairs that match at the same time are counted "
            "more than once"), kind=Kind.DOUBLE_COUNT),
        Mistake.near(1 - (1 - 1 / RANKS) ** pairs, 1e-9, _(
            "that treats the pairs as independent, and they are not: they share people"),
            kind=Kind.INDEPENDENCE),
        Mistake.equals(one_deck, _(
            "that is for cards dealt from one deck (without replacement): here each person has "
            "a deck of his own"), kind=Kind.OTHER_RULES),
        Mistake.equals(1 - p_all_different(count, 36), _(
            "that is the chance of the same card, not of the same rank"),
            kind=Kind.RANKS_FOR_CARDS),
    ]
    return judge(title, answer, right, same=close_to(1e-9), mistakes=mistakes)


@task("p_no_match")
def check_p_no_match(title: str, fn: object) -> CheckResult:
    """Check ``fn(k, n)`` → the chance that ``k`` draws from ``n`` equally likely values (with
    replacement) are all different, against the exact product."""
    cases = [(k, n) for n in (1, 2, 9, 36, 52, 365) for k in (0, 1, 2, 3, 5, 8, 23, n, n + 1)]
    return check_function(fn, sorted(set(cases)), p_all_different, name=title,
                          same=close_to(1e-12), what=_("cases"))


@task(N_("P(switching wins | a six was shown), dealer who does not know"))
def check_ignorant_dealer(
    title: str, answer: Any, n: Any = None, min_n: int = DEALER_MIN_ROUNDS
) -> CheckResult:
    """Check the 0/1 array "switching won", one value per round in which a dealer who does not
    know where the ace is turned over a six, against the exact chance: its share passes within
    three standard errors for its n. A single number is refused: the truth is one half."""
    truth = float(monty_hall(dealer_knows=False))
    tolerance = 3 * share_se(truth, min_n)
    mistakes = [
        Mistake.near(float(monty_hall(dealer_knows=True)), tolerance, _(
            "that looks like the dealer who knows where the ace is: here he turns a card at "
            "random"), kind=Kind.OTHER_RULES),
        Mistake.near(1 / 3, tolerance, _("that looks like every round counted: keep only the "
                                          "rounds in which he turned a six"),
                     kind=Kind.IGNORED_CONDITION),
    ]
    return judge_estimate(title, answer, n, truth, share_se(truth), min_n=min_n,
                          unit="rounds", mistakes=mistakes, per_game=True)


@task(N_("Simpson's paradox"))
def check_simpson_statements(title: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements about Simpson's paradox in exercise 10."""
    return check_choice(title, answer, _SIMPSON_KEY)
