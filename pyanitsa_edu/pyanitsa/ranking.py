"""Who beats whom: the Pyanitsa ranking, which is a cycle and not an order.

With the special rule, the lowest rank (the six) beats the highest (the ace),
so 6 → A → K → Q → J → 10 → 9 → 8 → 7 → 6, each beating the next.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from ..errors import N_, CardError, Phrase
from .cards import SUITS, Card, ordered
from .deck import MAX_RANKS
from .rules import Rules, RulesLike, as_rules

__all__ = [
    "MAX_FLIPPED",
    "beats",
    "beats_cycle",
    "beats_edges",
    "compare",
    "flip_odds",
    "rank_beats",
    "strength_table",
    "unbeaten",
]


def rank_beats(a: str, b: str, rules: RulesLike = None) -> bool:
    """Return True when rank ``a`` beats rank ``b`` in a direct comparison.

    Ranks are text labels of the rules' deck (``"6"``, ``"A"``, ``"т"``); anything else, an
    int such as ``6`` included, raises :class:`~pyanitsa_edu.errors.CardError`.
    """
    rules = as_rules(rules)
    return strength_table(rules)[rules.deck.rank_index(a)][rules.deck.rank_index(b)] > 0


@lru_cache(maxsize=64)
def strength_table(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """Return ``t``: ``t[i][j]`` is 1, 0 or -1 as rank ``i`` beats, ties or loses to rank ``j``."""
    n = len(rules.deck.ranks)
    special = rules.reversed_pair is not None  # the lowest rank (0) beats the highest (n - 1)

    def outcome(i: int, j: int) -> int:
        if i == j:
            return 0
        if special and {i, j} == {0, n - 1}:
            return 1 if i == 0 else -1
        return 1 if i > j else -1

    return tuple(tuple(outcome(i, j) for j in range(n)) for i in range(n))


def _rank(card: Card | str) -> str:
    """Return the rank label of a card, card text or rank label (checked by the deck later)."""
    if isinstance(card, Card):
        return card.rank
    try:
        return Card.parse(card).rank
    except CardError:
        return card


def compare(a: Card | str, b: Card | str, rules: RulesLike = None) -> int:
    """Return 1 if ``a`` beats ``b``, -1 if ``b`` beats ``a``, 0 for equal ranks (a war)."""
    rules = as_rules(rules)
    ia, ib = rules.deck.rank_index(_rank(a)), rules.deck.rank_index(_rank(b))
    return strength_table(rules)[ia][ib]


def beats(a: Card | str, b: Card | str, rules: RulesLike = None) -> bool:
    """Return True when card (or rank) ``a`` beats ``b``: ``beats("6♣", "A♥")`` is True.

    Cards are Cards or card texts, ranks are text labels; ``beats(6, 14)`` raises
    :class:`~pyanitsa_edu.errors.CardError` (ranks are never guessed from numbers).
    """
    return compare(a, b, rules) > 0


def beats_edges(rules: RulesLike = None) -> list[tuple[str, str]]:
    """Return every (winner, loser) pair of distinct ranks."""
    rules = as_rules(rules)
    ranks = rules.deck.ranks
    table = strength_table(rules)
    n = len(ranks)
    return [(ranks[i], ranks[j]) for i in range(n) for j in range(n) if table[i][j] > 0]


def beats_cycle(rules: RulesLike = None) -> list[str] | None:
    """Return the ranks as a cycle, each beating the next (``6 A K … 7``), or None if none."""
    rules = as_rules(rules)
    ranks = rules.deck.ranks
    if rules.reversed_pair is None or len(ranks) < 3:
        return None
    return [ranks[0], *reversed(ranks[1:])]


MAX_FLIPPED = MAX_RANKS * len(SUITS)
"""The most flipped cards :func:`unbeaten` reads, the cards of the largest deck (an iterator of
them is read no further)."""


def unbeaten(cards: list[Card | str], rules: RulesLike = None) -> list[int]:
    """Return the positions of the flipped cards (a list of cards, card texts or ranks) that
    no other flipped card beats."""
    rules = as_rules(rules)
    items = ordered(cards, Phrase(N_("the flipped cards")), CardError, "['6♣', 'A♥', 'K♠']",
                    most=MAX_FLIPPED)
    ranks = [rules.deck.rank_index(_rank(card)) for card in items]  # type: ignore[arg-type]
    table = strength_table(rules)
    present = set(ranks)
    free = {r for r in present if not any(table[q][r] > 0 for q in present)}
    return [i for i, r in enumerate(ranks) if r in free]


def flip_odds(rank: str, rules: RulesLike = None) -> tuple[Fraction, Fraction, Fraction]:
    """Return exact (win, tie, lose) chances of ``rank`` against a random other card of the deck."""
    rules = as_rules(rules)
    deck = rules.deck
    index = deck.rank_index(rank)
    table = strength_table(rules)
    suits = len(deck.suits)
    others = len(deck) - 1
    win = sum(suits for j in range(len(deck.ranks)) if table[index][j] > 0)
    lose = sum(suits for j in range(len(deck.ranks)) if table[index][j] < 0)
    tie = suits - 1
    return Fraction(win, others), Fraction(tie, others), Fraction(lose, others)
