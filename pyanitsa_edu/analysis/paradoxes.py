"""Exact answers to two classic paradoxes, told with cards (lesson 10).

- **The birthday problem**: ``k`` people each draw one of ``n`` equally likely cards (each
  from a full shuffled deck of his own, so with replacement). :func:`p_all_different` is the
  chance that no two drew the same card.
- **Monty Hall**, with an ace and two sixes face down: you point at one card, the dealer turns
  over one of the other two, and you may switch to the last one. :func:`monty_hall` is the
  chance that switching wins the ace, given that the card he turned was a six; it counts
  equally likely cases, and the answer depends on whether the dealer knows where the ace is.

>>> str(1 - p_all_different(8, 36)), float(round(1 - p_all_different(8, 36), 3))
('38604673/68024448', 0.568)
>>> monty_hall(dealer_knows=True), monty_hall(dealer_knows=False)
(Fraction(2, 3), Fraction(1, 2))
"""

from __future__ import annotations

from fractions import Fraction
from math import prod

from ..errors import whole_number

__all__ = ["MONTY_CARDS", "monty_hall", "p_all_different"]

MONTY_CARDS = 3
"""Monty Hall's cards: one ace and two sixes."""


def p_all_different(k: int, n: int = 36) -> Fraction:
    """Return the exact chance that ``k`` independent draws from ``n`` equally likely values
    are all different: (n/n) · ((n − 1)/n) ⋯ ((n − k + 1)/n), which is 0 once k > n."""
    draws = whole_number(k, "k", 0)
    values = whole_number(n, "n", 1)
    if draws > values:
        return Fraction(0)
    return prod((Fraction(values - i, values) for i in range(draws)), start=Fraction(1))


def monty_hall(dealer_knows: bool = True) -> Fraction:
    """Return the exact chance that switching wins the ace, given that the dealer turned a six.

    The cases are (where the ace lies, the card you point at, the dealer's coin), all equally
    likely. A dealer who knows turns a six among the two other cards (the coin picks one when
    both are sixes); one who does not know turns the other card the coin picks, which may be
    the ace, and such cases are left out: the question is asked once a six is seen.
    """
    seen = switch_wins = 0
    for ace in range(MONTY_CARDS):
        for pick in range(MONTY_CARDS):
            others = [card for card in range(MONTY_CARDS) if card != pick]
            for coin in range(2):
                sixes = [card for card in others if card != ace]
                turned = sixes[coin % len(sixes)] if dealer_knows else others[coin]
                if turned == ace:
                    continue  # the ignorant dealer showed the ace: not the question asked
                seen += 1
                switch_wins += [card for card in others if card != turned] == [ace]
    return Fraction(switch_wins, seen)
