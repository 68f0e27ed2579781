"""Self-checks for exercise 11: independence and its failure.

Every expected value comes from the library at the moment of the check (the engine, an exact
count, :func:`expected_outcome`, or a large reference simulation); a wrong answer is told what
kind of mistake it is, never the right value. Simulated estimates are judged with the
student's own n, within three standard errors of the truth.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np

from ..analysis.monte_carlo import simulate
from ..i18n import _
from ..pyanitsa.deck import Deck
from ..pyanitsa.ranking import flip_odds
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from ..pyanitsa.text import deck_text
from .choice import check_choice
from .core import CheckResult, Mistake, close_to, judge, safe_check

__all__ = [
    "SMALL_WHITEWASH_DECK",
    "check_independence_statements",
    "check_tie_chance",
    "check_whitewash_small",
]

SMALL_WHITEWASH_DECK = Deck(["6", "7", "A"], 2)
"""The 6-card deck 6 6 7 7 A A of exercise 11's brute-force task."""
_INDEPENDENCE_KEY = "pc1:abcde:e08b3f:bfa345ccaf8099ae3142133d9d9e5de7f14335f1"


@safe_check
def check_tie_chance(answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: the chance that two random cards of the rules' deck have equal ranks."""
    rules = as_rules(rules)
    deck = rules.deck
    tie = flip_odds(deck.ranks[0], rules)[1]
    cards, suits = len(deck), len(deck.suits)
    mistakes: list[Mistake] = [
        (Fraction(suits, cards), _("the first card is not one of its own matches: count the "
                                   "other cards of its rank")),
        (Fraction(suits - 1, cards), _("after the first card is turned over, how many cards "
                                       "are left?")),
        (Fraction(3, 35), _("that is the chance for the 36-card deck")),
    ]
    return judge(_("P(tie) on the {describe}", describe=deck_text(deck)), answer, tie,
                 same=close_to(1e-9),
                 mistakes=mistakes)


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
        (naive, _("that is the naive product: it treats the three tricks as independent")),
        (no_tie, _("that is the chance that no trick is a tie: player 0 must also win each one")),
        (no_tie / 2, _("player 0 must win each of the three tricks, not only the first")),
    ]
    return judge(_("P(player 0 wins 3 tricks in a row, no war)"), answer, exact,
                 same=close_to(1e-9), mistakes=mistakes)


@safe_check
def check_independence_statements(answer: Any) -> CheckResult:
    """Check the letters of the true statements about independence in exercise 11."""
    return check_choice(_("independence and conditional probability"), answer, _INDEPENDENCE_KEY)
