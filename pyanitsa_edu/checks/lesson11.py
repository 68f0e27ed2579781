"""Self-checks for exercise 11: independence and its failure.

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
from typing import Any

import numpy as np

from ..analysis.monte_carlo import simulate
from ..i18n import N_, _
from ..pyanitsa.deck import Deck
from ..pyanitsa.ranking import flip_odds
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from ..pyanitsa.text import deck_text
from .choice import check_choice
from .core import CheckResult, close_to, judge
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "SMALL_WHITEWASH_DECK",
    "check_independence_statements",
    "check_sweep_chance",
    "check_tie_chance",
    "check_whitewash_small",
    "p_no_tie",
]

SMALL_WHITEWASH_DECK = Deck(["6", "7", "A"], 2)
"""The 6-card deck 6 6 7 7 A A of exercise 11's brute-force task."""
_INDEPENDENCE_KEY = "pc1:abcde:e08b3f:bfa345ccaf8099ae3142133d9d9e5de7f14335f1"


@task(lambda rules="deck52", **__: _("P(tie) on the {describe}",
                                     describe=deck_text(as_rules(rules).deck)))
def check_tie_chance(title: str, answer: Any, rules: RulesLike = "deck52") -> CheckResult:
    """Check ``answer``: the chance that two random cards of the rules' deck have equal ranks."""
    rules = as_rules(rules)
    deck = rules.deck
    tie = flip_odds(deck.ranks[0], rules)[1]
    cards, suits = len(deck), len(deck.suits)
    mistakes = [
        Mistake.equals(Fraction(suits, cards), _("the first card is not one of its own matches: "
                                                  "count the other cards of its rank"),
                       kind=Kind.WITH_REPLACEMENT),
        Mistake.equals(Fraction(suits - 1, cards), _("after the first card is turned over, how "
                                                      "many cards are left?"),
                       kind=Kind.WITH_REPLACEMENT),
        Mistake.equals(Fraction(3, 35), _("that is the chance for the 36-card deck"),
                       kind=Kind.OTHER_RULES),
    ]
    return judge(title, answer, tie, same=close_to(1e-9), mistakes=mistakes)


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


@task(N_("P(player 0 wins 3 tricks in a row, no war)"))
def check_whitewash_small(title: str, answer: Any) -> CheckResult:
    """Check ``answer``: the exact chance that player 0 wins all 3 tricks of his 3 cards
    without a war on the 6-card deck 6 6 7 7 A A (classic rules, every card order alike)."""
    exact, naive, no_tie = _whitewash_small()
    mistakes = [
        Mistake.equals(naive, _("that is the naive product: it treats the three tricks as "
                                 "independent"), kind=Kind.INDEPENDENCE),
        Mistake.equals(no_tie, _("that is the chance that no trick is a tie: player 0 must also "
                                  "win each one"), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(no_tie / 2, _("player 0 must win each of the three tricks, not only the "
                                      "first"), kind=Kind.OTHER_QUANTITY),
    ]
    return judge(title, answer, exact, same=close_to(1e-9), mistakes=mistakes)


def p_no_tie(ranks: int, suits: int) -> Fraction:
    """Return the exact chance that no facing pair of a fresh two-player deal ties, for a deck of
    ``ranks`` ranks in ``suits`` suits, by inclusion–exclusion over the sets of j disjoint equal
    pairs: Σ (−1)ʲ cⱼ (2h − 2j − 1)!! / (2h − 1)!!, h the pairs, cⱼ the ways to choose them."""
    pairs = ranks * suits // 2
    per_rank = [math.comb(suits, 2 * j) * math.prod(range(2 * j - 1, 0, -2))
                for j in range(suits // 2 + 1)]  # j disjoint equal pairs within one rank
    ways = [1]  # ways[j]: the ways to choose j disjoint equal pairs in the ranks so far
    for _rank in range(ranks):
        ways = [sum(ways[i] * per_rank[j - i] for i in range(len(ways))
                    if 0 <= j - i < len(per_rank)) for j in range(len(ways) + len(per_rank) - 1)]
    pairings = [math.prod(range(2 * (pairs - j) - 1, 0, -2)) for j in range(pairs + 1)]
    terms = range(min(len(ways), pairs + 1))
    return Fraction(sum((-1) ** j * ways[j] * pairings[j] for j in terms), pairings[0])


@task(lambda rules=None, **__: _("P(a sweep) on the {describe}",
                                describe=deck_text(as_rules(rules).deck)))
def check_sweep_chance(title: str, answer: Any, rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: the exact chance that player 0 wins a two-player game of the rules' deck
    in its first round of tricks, every trick without a war (a sweep, Norvig's question): no
    facing pair ties, and player 0 holds the better card of each."""
    deck = as_rules(rules).deck
    ranks, suits = len(deck.ranks), len(deck.suits)
    pairs = len(deck) // 2
    no_tie = p_no_tie(ranks, suits)
    tie = Fraction(suits - 1, len(deck) - 1)
    mistakes = [
        Mistake.equals(((1 - tie) / 2) ** pairs, _("that is the naive product: it treats the "
                                                    "tricks as independent"),
                       kind=Kind.INDEPENDENCE),
        Mistake.equals(no_tie, _("that is the chance that no trick is a tie: player 0 must also "
                                  "win each one"), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(no_tie / 2, _("player 0 must win each trick, not only the first"),
                       kind=Kind.OTHER_QUANTITY),
        Mistake.equals(Fraction(1, 2**pairs), _("that leaves out the ties: first no facing pair "
                                                 "may tie"), kind=Kind.TIES_FORGOTTEN),
    ]
    return judge(title, answer, no_tie / 2**pairs, same=close_to(1e-15), mistakes=mistakes)


@task(N_("independence and conditional probability"))
def check_independence_statements(title: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements about independence in exercise 11."""
    return check_choice(title, answer, _INDEPENDENCE_KEY)
