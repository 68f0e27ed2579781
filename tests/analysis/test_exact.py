"""exact_outcomes(): checked against brute force over every card order, and against simulate()."""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from brute_force import outcome_shares
from pyanitsa_edu import (
    Deck,
    Rules,
    RulesError,
    TooManyDealsError,
    exact_outcomes,
    simulate,
)
from pyanitsa_edu.analysis import exact
from pyanitsa_edu.analysis.exact import (
    _card_orders,
    count_rank_orders,
    rank_sequence_blocks,
    rank_sequences,
)
from pyanitsa_edu.analysis.monte_carlo import round_robin
from pyanitsa_edu.pyanitsa.engine.loop import play_deals
from pyanitsa_edu.pyanitsa.records import REASONS
from variants import FIVE_RANK_DECK, PAIR_DECK, SMALL_RULES, TINY_RULES


@pytest.mark.parametrize(
    "rules",
    [
        TINY_RULES,
        TINY_RULES.replace(collect="seat_order", war_face_down=0),
        Rules(deck=PAIR_DECK, collect="loser_first", war_shortfall="last_card_up"),
        TINY_RULES.replace(collect="seat_order", max_tricks=4),
        Rules(deck=Deck(["6", "7"], suits=3), war_face_down=2, war_shortfall="last_card_up"),
        Rules(deck=Deck(["6", "7", "K", "A"], suits=1), low_beats_ace=False),
        Rules(deck=Deck(["6", "7", "8", "K", "A"], suits=1), collect="seat_order"),
        TINY_RULES.replace(players=3),
    ],
    ids=repr,
)
def test_matches_brute_force(rules: Rules) -> None:
    assert exact_outcomes(rules) == outcome_shares(rules)


def test_eight_card_deck() -> None:
    outcomes = exact_outcomes(SMALL_RULES)
    assert sum(outcomes.values()) == 1
    assert all(p > 0 for p in outcomes.values())
    assert set(outcomes) >= {(0, "out_of_cards"), (1, "out_of_cards"), (None, "cycle")}
    # every probability is a whole number of the 8!/(2!^4) = 2520 rank orders
    assert all((p * 2520).denominator == 1 for p in outcomes.values())


@pytest.mark.parametrize(
    "rules",
    [SMALL_RULES, SMALL_RULES.replace(collect="seat_order", war_face_down=0, max_tricks=9)],
    ids=repr,
)
def test_agrees_with_simulation(rules: Rules) -> None:
    """Monte Carlo within 5 standard errors (fixed seed: the check cannot flake)."""
    exact = exact_outcomes(rules)
    n = 20_000
    sim = simulate(n, rules=rules, seed=2024)
    winners = [None if w < 0 else int(w) for w in sim.winner]
    seen = Counter(zip(winners, sim.reason.tolist(), strict=True))
    assert set(seen) <= set(exact)
    for key, p in exact.items():
        share = seen[key] / n
        error = math.sqrt(float(p) * (1 - float(p)) / n)
        assert abs(share - float(p)) <= 5 * error + 1e-9, key


def test_rank_sequences() -> None:
    rows = rank_sequences([2, 1, 2])
    assert len(rows) == math.factorial(5) // (2 * 1 * 2) == 30
    assert len({tuple(r) for r in rows.tolist()}) == 30
    assert (np.sort(rows, axis=1) == [0, 0, 1, 2, 2]).all()
    assert count_rank_orders(SMALL_RULES) == 2520


def test_too_many_deals() -> None:
    huge = r"about 1\.4 × 10²⁹ distinct deals .*about 3\.7 × 10⁴¹ card orders.*simulate\(\)"
    with pytest.raises(TooManyDealsError, match=huge):
        exact_outcomes(Rules())
    ten = Rules(deck=FIVE_RANK_DECK)  # 10!/2^5 = 113,400 rank orders
    with pytest.raises(TooManyDealsError, match=r"113,400 distinct deals.*max_deals=113400"):
        exact_outcomes(ten, max_deals=1000)
    assert sum(exact_outcomes(TINY_RULES, max_deals=90).values()) == 1  # 6!/2^3 rank orders
    with pytest.raises(TooManyDealsError, match="max_deals must be"):
        exact_outcomes(SMALL_RULES, max_deals=0)


def test_shuffled_return_has_no_exact_distribution() -> None:
    with pytest.raises(RulesError, match="not a function of the deal"):
        exact_outcomes(SMALL_RULES.replace(collect="shuffled"))


@pytest.mark.parametrize(("counts", "block"), [([2, 1, 2], 1), ([2, 2, 2, 2], 7), ([3, 1], 100)])
def test_blocks_hold_every_sequence_in_order(counts: list[int], block: int) -> None:
    whole = rank_sequences(counts)
    blocks = list(rank_sequence_blocks(counts, block))
    assert all(len(b) <= block for b in blocks)
    assert all(len(b) >= block // 2 for b in blocks[:-1])
    assert np.array_equal(np.concatenate(blocks), whole)


def test_an_enumeration_in_several_blocks_counts_every_deal_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """113,400 deals in blocks of about 5,000, against all of them played at once."""
    rules = Rules(deck=FIVE_RANK_DECK, collect="loser_first")
    monkeypatch.setattr(exact, "BLOCK", 5_000)
    assert 23 <= len(list(rank_sequence_blocks([2] * 5, exact.BLOCK))) <= 46
    orders = _card_orders(rank_sequences([2] * 5), 2, len(FIVE_RANK_DECK))
    out = play_deals(*round_robin(orders, 2), rules)
    tally = Counter(zip(out.winner.tolist(), out.reason.tolist(), strict=True))
    expected = {
        (None if w < 0 else w, REASONS[r]): Fraction(n, len(orders)) for (w, r), n in tally.items()
    }
    assert exact_outcomes(rules) == expected


@pytest.mark.parametrize("ranks", [390, 1_000, 20_000])
def test_huge_decks_are_refused_with_a_short_message(ranks: int) -> None:
    deck = Deck([str(n) for n in range(ranks)], 4)  # 1,560 cards and more
    power = r"10[⁰¹²³⁴⁵⁶⁷⁸⁹]+"  # a superscript exponent
    with pytest.raises(TooManyDealsError, match=rf"has about \d\.\d × {power} distinct deals") as e:
        exact_outcomes(Rules(deck=deck))
    assert len(str(e.value)) < 400


@pytest.mark.parametrize(
    "bad", [0, -1, 10**10 + 1, pytest.param(10**5000, id="10^5000"), 2.0, "9", True, None]
)
def test_max_deals_is_a_whole_number_within_reach(bad: object) -> None:
    with pytest.raises(TooManyDealsError, match="max_deals must be") as e:
        exact_outcomes(SMALL_RULES, max_deals=bad)  # type: ignore[arg-type]
    assert len(str(e.value)) < 200


def test_rules_that_may_never_end_are_refused() -> None:
    with pytest.raises(RulesError, match="would never end"):
        exact_outcomes(SMALL_RULES.replace(collect="seat_order", detect_cycles=False))
    limited = SMALL_RULES.replace(collect="seat_order", detect_cycles=False, max_tricks=40)
    assert sum(exact_outcomes(limited).values()) == 1
