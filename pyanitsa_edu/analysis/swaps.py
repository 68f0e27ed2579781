"""The butterfly effect: swap two cards of a deal and see whether the winner changes.

With a fixed return order the result is a function of the deal, so every
difference between two games comes from the shuffle. A single swap is the
smallest change a shuffle can make.

>>> from pyanitsa_edu import deal
>>> piles = deal(seed=1)
>>> swap_cards(swap_cards(piles, "6♣", "A♥"), "6♣", "A♥") == piles
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from ..errors import N_, DealError
from ..pyanitsa.cards import Card, Piles
from ..pyanitsa.dealing import PileInput, Seed, check_piles, deal, make_rng
from ..pyanitsa.engine.loop import play_ids
from ..pyanitsa.engine.play import play
from ..pyanitsa.records import Result
from ..pyanitsa.rules import RulesLike, as_rules

__all__ = ["SwapStudy", "random_swap_study", "swap_cards", "swap_study"]



def swap_cards(
    piles: Sequence[PileInput], x: Card | str, y: Card | str, rules: RulesLike = None
) -> Piles:
    """Return the piles with cards ``x`` and ``y`` exchanged, wherever they lie."""
    rules = as_rules(rules)
    start = check_piles(piles, rules)
    a, b = rules.deck.card(x), rules.deck.card(y)
    present = {c for pile in start for c in pile}
    for card in (a, b):
        if card not in present:
            raise DealError(N_("{card} is not in the deal"), card=card)
    swap = {a: b, b: a}
    return tuple(tuple(swap.get(c, c) for c in pile) for pile in start)


@dataclass(frozen=True)
class SwapStudy:
    """How often single swaps change the winner of a game."""

    swaps: int
    """Number of swapped games played."""
    changed: int
    """Swapped games whose winner (or draw) differs from the original game's."""
    example: tuple[Card, Card, Result, Result] | None
    """The first swap that changed the winner: the two cards, the result before and after."""

    @property
    def share(self) -> Fraction:
        """The fraction of swaps that changed the winner."""
        return Fraction(self.changed, self.swaps) if self.swaps else Fraction(0)

    def __str__(self) -> str:
        return f"{self.changed} of {self.swaps} swaps change the winner ({float(self.share):.1%})"


def swap_study(piles: Sequence[PileInput], rules: RulesLike = None, seed: Seed = 0) -> SwapStudy:
    """Return how many of all the swaps of two cards of ``piles`` change the winner."""
    rules = as_rules(rules)
    start = check_piles(piles, rules)
    before = play(start, rules, seed)
    cards = [c for pile in start for c in pile]
    changed, example = 0, None
    pairs = list(combinations(cards, 2))
    fast = rules.fixed_order
    ids = rules.deck.card_ids
    dealt = [ids[c] for c in cards]
    sizes = [len(pile) for pile in start]
    where = {c: k for k, c in enumerate(cards)}
    for x, y in pairs:
        if fast:  # the same games as play(), without re-checking the piles each time
            swapped = dealt.copy()
            swapped[where[x]], swapped[where[y]] = ids[y], ids[x]
            after = play_ids(swapped, sizes, rules)
        else:
            after = play(swap_cards(start, x, y, rules), rules, seed)
        if after.winner != before.winner:
            changed += 1
            if example is None:
                example = (x, y, before, after)
    return SwapStudy(len(pairs), changed, example)


def random_swap_study(deals: int, rules: RulesLike = None, seed: Seed = 0) -> SwapStudy:
    """Return how often one random swap changes the winner, over ``deals`` random deals."""
    rules = as_rules(rules)
    rng: random.Random = make_rng(seed)
    changed, example = 0, None
    for _ in range(deals):
        start = deal(rules, rng)
        cards = [c for pile in start for c in pile]
        x, y = rng.sample(cards, 2)
        game_seed = rng.randrange(2**32)
        before = play(start, rules, game_seed)
        after = play(swap_cards(start, x, y, rules), rules, game_seed)
        if after.winner != before.winner:
            changed += 1
            if example is None:
                example = (x, y, before, after)
    return SwapStudy(deals, changed, example)
