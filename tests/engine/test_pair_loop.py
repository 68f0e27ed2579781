"""The compiled loop's two entries play the same games.

Two players with a bank grouped by owner are played by ``kernel.play_pairs`` (its own trick
and game loop); every other variant by ``kernel.play_games`` (the general trick). The general
entry plays two-player games too, so here both play the same deals under every rule they
share (war cards, shortfall, each return order by owner, limits, cycles on cards and on
ranks) and must give the same result rows.
"""

from __future__ import annotations

import numpy as np
import pytest

from pyanitsa_edu import Deck, Rules
from pyanitsa_edu.analysis.monte_carlo import random_orders, round_robin
from pyanitsa_edu.pyanitsa.engine.codes import is_pair
from pyanitsa_edu.pyanitsa.engine.loop import kernel, setup_for
from pyanitsa_edu.pyanitsa.engine.prng import state_seed

SMALL = Deck(ranks=["6", "7", "K", "A"], suits=2)

PAIR_RULES = [
    Rules(),
    Rules(collect="loser_first"),
    Rules(collect="seat_order"),
    Rules(collect="shuffled"),
    Rules(war_face_down=0),
    Rules(war_face_down=2, war_shortfall="last_card_up"),
    Rules(war_face_down=3, collect="loser_first", war_shortfall="last_card_up"),
    Rules(deck=SMALL, collect="seat_order", max_tricks=7),
    Rules(deck=SMALL, detect_cycles="ranks"),
    Rules(deck=SMALL, war_face_down=0, collect="seat_order"),
    Rules(deck=SMALL, detect_cycles=False, max_tricks=30),
    Rules(deck=52, collect="shuffled", war_face_down=2),
]


@pytest.mark.parametrize("rules", PAIR_RULES, ids=repr)
def test_both_entries_play_the_same_games(rules: Rules) -> None:
    setup = setup_for(rules)
    assert setup.pair and is_pair(setup.codes)
    orders = np.concatenate(list(random_orders(3000, len(rules.deck), 11)))
    cards, sizes = round_robin(orders, 2)
    deals = setup.lut[cards] if setup.on_ranks else cards
    seeds = np.array([state_seed(k) for k in range(len(deals))], np.uint64)
    rows = []
    for play in (kernel().play_pairs, kernel().play_games):
        out = np.empty((len(deals), 6), np.int64)
        with np.errstate(over="ignore"):  # plain Python only (NUMBA_DISABLE_JIT)
            play(deals, sizes, seeds, setup.codes, setup.beats, setup.rank, out)
        rows.append(out)
    assert (rows[0] == rows[1]).all()
    assert (rows[0][:, 2] > 0).all()  # every game played at least a trick


def test_other_variants_take_the_general_entry() -> None:
    for rules in (Rules(collect="natural"), Rules(collect="sorted"), Rules(players=3)):
        assert not setup_for(rules).pair
