"""The compiled deck orders: numpy's own ``permuted`` rows, draw for draw.

``simulate`` promises the deals of ``np.random.default_rng(seed).permuted(np.tile(
np.arange(N), (n, 1)), axis=1)``; :mod:`pyanitsa_edu.pyanitsa.engine.dealer` draws them in compiled
code, so every size of deck, seed and block is held to numpy here.
"""

from __future__ import annotations

import numpy as np
import pytest

from pyanitsa_edu import Rules, simulate
from pyanitsa_edu.analysis.monte_carlo import card_dtype, random_orders
from pyanitsa_edu.pyanitsa.engine.dealer import deck_orders


def numpy_orders(n: int, n_cards: int, seed: int) -> np.ndarray:
    """Return the promised orders, from numpy itself."""
    rng = np.random.default_rng(seed)
    deck = np.arange(n_cards, dtype=card_dtype(n_cards))
    return rng.permuted(np.tile(deck, (n, 1)), axis=1)


@pytest.mark.parametrize("n_cards", [1, 2, 3, 8, 36, 52, 254, 255, 300])
@pytest.mark.parametrize("seed", [0, 1, 12345, 2**64 - 1, 2**100 + 7])
def test_the_orders_are_numpys(n_cards: int, seed: int) -> None:
    ours = np.concatenate(list(deck_orders(301, n_cards, seed, card_dtype(n_cards), 97)))
    theirs = numpy_orders(301, n_cards, seed)
    assert ours.dtype == theirs.dtype
    assert ours.shape == theirs.shape
    assert (ours == theirs).all()


def test_blocks_do_not_change_the_orders() -> None:
    whole = np.concatenate(list(deck_orders(1000, 36, 5, np.uint8, 1000)))
    for block in (1, 7, 333):
        parts = list(deck_orders(1000, 36, 5, np.uint8, block))
        assert max(len(part) for part in parts) == block
        assert (np.concatenate(parts) == whole).all()


def test_each_row_is_an_order_of_the_deck() -> None:
    rows = np.concatenate(list(random_orders(2000, 36, 9)))
    assert (np.sort(rows, axis=1) == np.arange(36)).all()
    assert len({row.tobytes() for row in rows}) == len(rows)  # no repeated shuffle


def test_simulate_deals_numpys_orders_round_robin() -> None:
    rules = Rules(players=3)
    sim = simulate(50, rules=rules, seed=3)
    orders = numpy_orders(50, len(rules.deck), 3)
    cards = rules.deck.cards
    for i in (0, 17, 49):
        piles = sim.deal(i)
        assert piles == tuple(tuple(cards[k] for k in orders[i, p::3]) for p in range(3))
