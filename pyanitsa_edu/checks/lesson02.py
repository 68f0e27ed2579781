"""Self-checks for exercise 02: the sample space of the first flip, the complement, the union
and the law of total probability.

Every expected value is counted exactly at the moment of the check (binomial coefficients,
:func:`flip_odds`); a wrong answer is told what kind of mistake it is, never the right value.
The simulated estimate is judged with the student's own number of deals, within three standard
errors of the exact chance; since a round number would pass at the task's n, it takes the 0/1
array, one value per deal.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from ..i18n import _
from ..pyanitsa.ranking import flip_odds
from ..pyanitsa.rules import RulesLike, as_rules
from ..pyanitsa.text import deck_text
from .choice import check_choice
from .core import CheckResult, Mistake, check_function, close_to, judge, near, safe_check
from .estimates import judge_estimate

__all__ = [
    "TOP_CARDS",
    "check_ace_in_top",
    "check_ace_in_top_three",
    "check_event_statements",
    "check_first_flip_win",
    "check_high_card_flip",
]

TOP_CARDS = 18
"""The most top cards of a pile :func:`check_ace_in_top` asks about: a whole 36-card pile."""
_STATEMENTS_KEY = "pc1:abcde:0b2e71:c4aa314872058e5308d07388a696a45a109597f0"


def _high_flip() -> tuple[Fraction, Fraction, Fraction]:
    """Return, for the first flip of the 36-card deck: P(at least one king or ace), P(both),
    P(none), counting ordered pairs of different cards (8 high cards of 36)."""
    pairs = 36 * 35
    none = Fraction(28 * 27, pairs)
    both = Fraction(8 * 7, pairs)
    return 1 - none, both, none


@safe_check
def check_high_card_flip(answer: Any) -> CheckResult:
    """Check ``answer``: the exact chance that at least one of the two facing cards of the
    first flip (36 cards) is a king or an ace."""
    right, both, none = _high_flip()
    mistakes: list[Mistake] = [
        (Fraction(16, 36), _("that adds the two players' chances: the outcomes where both "
                              "cards are high are counted twice")),
        (1 - Fraction(28, 36) ** 2, _("that treats the two cards as drawn with replacement: "
                                       "once player 0's card is out, 35 cards are left")),
        (none, _("that is the chance that neither card is high: the complement of the "
                  "question")),
        (both, _("that is the chance that both cards are high, not at least one")),
        (Fraction(8, 36), _("that is the chance for one player's card only")),
    ]
    return judge(_("P(at least one king or ace in the first flip)"), answer, right,
                 same=close_to(1e-9), mistakes=mistakes)


def p_ace_in_top(k: int) -> Fraction:
    """Return the exact chance that at least one ace is among the top ``k`` cards of a pile
    dealt from a shuffled 36-card deck: 1 − C(32, k) / C(36, k)."""
    return 1 - Fraction(math.comb(32, k), math.comb(36, k))


@safe_check
def check_ace_in_top(fn: object) -> CheckResult:
    """Check ``fn(k)`` → the chance that at least one ace is among the top ``k`` cards of
    player 0's pile (k = 1 … 18), against the exact count."""
    cases = [(k,) for k in range(1, TOP_CARDS + 1)]
    return check_function(fn, cases, p_ace_in_top, name="p_ace_in_top", same=close_to(1e-9),
                          what=_("values of k"))


@safe_check
def check_first_flip_win(answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: the exact chance that player 0 wins the first flip (his top card
    beats player 1's) on the rules' deck, a sum over the rank of his card."""
    rules = as_rules(rules)
    deck = rules.deck
    weight = Fraction(1, len(deck.ranks))
    wins = [flip_odds(rank, rules)[0] for rank in deck.ranks]
    ties = [flip_odds(rank, rules)[1] for rank in deck.ranks]
    right = sum((weight * w for w in wins), Fraction(0))
    others = len(deck) - 1
    mistakes: list[Mistake] = [
        (right + sum((weight * t for t in ties), Fraction(0)),
         _("a tie (a спор) is not a won flip: count only the cards his card beats")),
        (right * others / len(deck), _("his own card cannot face itself: divide by the other "
                                        "cards")),
        (Fraction(16, 35), _("that is the chance for the 36-card deck")),
        (sum(wins, Fraction(0)), _("weigh each case by its chance P(B) before adding")),
    ]
    return judge(_("P(player 0 wins the first flip) on the {describe}",
                    describe=deck_text(deck)),
                 answer, right, same=close_to(1e-9), mistakes=mistakes)


@safe_check
def check_ace_in_top_three(answer: Any, n: Any = None, min_n: int = 10_000) -> CheckResult:
    """Check the 0/1 array "an ace is among player 0's top three cards", one value per
    simulated deal, against the exact chance: its share passes within three standard errors
    for its n. A single number is refused: at the task's n a round guess would pass."""
    truth = float(p_ace_in_top(3))
    one_card = 4 / 36
    exactly_one = 4 * math.comb(32, 2) / math.comb(36, 3)
    tolerance = 3 * math.sqrt(truth * (1 - truth) / min_n)
    mistakes: list[Mistake] = [
        (near(one_card, tolerance), _("that looks like the top card alone: look at the top "
                                        "three cards")),
        (near(exactly_one, tolerance), _("that looks like exactly one ace: two or three aces "
                                           "count too")),
        (near(1 - truth, tolerance), _("that looks like the chance of no ace: the complement "
                                         "of the question")),
        (near(3 * one_card, tolerance), _("that looks like 3 · 4/36, a sum that counts the "
                                            "deals with two aces twice")),
    ]
    return judge_estimate(_("P(an ace among the top three cards), simulated"), answer, n, truth,
                          math.sqrt(truth * (1 - truth)), min_n=min_n, unit="deals",
                          mistakes=mistakes, per_game=True)


@safe_check
def check_event_statements(answer: Any) -> CheckResult:
    """Check the letters of the true statements about events in exercise 02."""
    return check_choice(_("events, complements and cases"), answer, _STATEMENTS_KEY)
