"""The self-checks of exercises 04–07 pass right answers, reject wrong ones, never raise."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import Deck, Game, Rules, exact_outcomes, play, simulate
from pyanitsa_edu.analysis.research import deal_order, rank_count_table, rank_orders
from pyanitsa_edu.checks import (
    check_coverage,
    check_cycle_of,
    check_cycle_share,
    check_deal_count,
    check_exact_in_interval,
    check_favoured_player,
    check_find_cycle,
    check_games_needed,
    check_interval_by_hand,
    check_long_game_share,
    check_p_first_wins,
    check_rank_count,
    check_rank_effect,
    check_rule_length_effect,
    check_share_with,
    check_statements,
)

SMALL = Rules(deck=Deck(ranks=["6", "7", "K", "A"], suits=2))


def _passes(capsys: pytest.CaptureFixture[str], outcome: Any) -> bool:
    out = capsys.readouterr().out
    assert bool(outcome) == ("✗" not in out), out
    return bool(outcome)


def test_statements(capsys: pytest.CaptureFixture[str]) -> None:
    assert _passes(capsys, check_statements("interval", "eca"))
    assert _passes(capsys, check_statements("proven", "B, C, E"))
    assert not _passes(capsys, check_statements("proven", "abce"))
    assert not _passes(capsys, check_statements("interval", ...))
    assert not _passes(capsys, check_statements("interval", 3))
    assert not _passes(capsys, check_statements("nonsense", "a"))


def test_interval_by_hand(capsys: pytest.CaptureFixture[str]) -> None:
    assert _passes(capsys, check_interval_by_hand(212, 400, (0.481, 0.579)))
    assert not _passes(capsys, check_interval_by_hand(212, 400, (0.43, 0.63)))
    assert not _passes(capsys, check_interval_by_hand(212, 400, "0.5"))


def test_games_needed(capsys: pytest.CaptureFixture[str]) -> None:
    assert _passes(capsys, check_games_needed(lambda h: math.ceil((0.98 / h) ** 2)))
    assert not _passes(capsys, check_games_needed(lambda h: round(1 / h**2)))
    assert not _passes(capsys, check_games_needed(lambda h: 1 / 0))


def test_simulation_shares(capsys: pytest.CaptureFixture[str]) -> None:
    sim = simulate(2_000, seed=11)
    assert _passes(capsys, check_long_game_share(float(np.mean(sim.tricks > 150)), 150, 2_000, 11))
    assert not _passes(capsys, check_long_game_share(0.5, 150, 2_000, 11))
    seat = Rules(collect="seat_order")
    share = float(np.mean(simulate(1_000, rules=seat, seed=6).reason == "cycle"))
    assert _passes(capsys, check_cycle_share(share, seat, n=1_000, seed=6))
    assert not _passes(capsys, check_cycle_share(share + 0.01, seat, n=1_000, seed=6))


def test_coverage(capsys: pytest.CaptureFixture[str]) -> None:
    wins = simulate(2_000, seed=1).winner == 0
    inside = 0
    for block in range(10):
        p = wins[200 * block : 200 * (block + 1)].mean()
        half = 1.96 * math.sqrt(p * (1 - p) / 200)
        inside += p - half <= 0.5 <= p + half
    assert _passes(capsys, check_coverage(inside, runs=10, games=200, seed=1))
    assert not _passes(capsys, check_coverage(inside - 1, runs=10, games=200, seed=1))


def test_deal_count(capsys: pytest.CaptureFixture[str]) -> None:
    tiny = Rules(deck=Deck(ranks=["6", "7", "A"], suits=2))
    assert _passes(capsys, check_deal_count(tiny, 90))
    assert not _passes(capsys, check_deal_count(tiny, 720))


def _p_first_wins(rules: Rules) -> Fraction:
    results = [play(deal_order(order), rules).winner for order in rank_orders(rules)]
    return Fraction(results.count(0), len(results))


def test_p_first_wins(capsys: pytest.CaptureFixture[str]) -> None:
    assert _passes(capsys, check_p_first_wins(_p_first_wins))
    assert not _passes(capsys, check_p_first_wins(lambda rules: Fraction(1, 2)))
    assert not _passes(capsys, check_p_first_wins(None))


def test_exact_in_interval_and_favoured(capsys: pytest.CaptureFixture[str]) -> None:
    share = simulate(2_000, rules=SMALL, seed=3).shares()[0]
    exact = sum(p for (w, _), p in exact_outcomes(SMALL).items() if w == 0)
    inside = bool(share.low <= exact <= share.high)
    assert _passes(capsys, check_exact_in_interval(inside, SMALL, n=2_000, seed=3))
    assert not _passes(capsys, check_exact_in_interval(not inside, SMALL, n=2_000, seed=3))
    seat = SMALL.replace(collect="seat_order")
    assert _passes(capsys, check_favoured_player(1, seat))
    assert not _passes(capsys, check_favoured_player(0, seat))
    assert _passes(capsys, check_favoured_player(None, SMALL))
    assert not _passes(capsys, check_favoured_player(1, SMALL))
    assert not _passes(capsys, check_favoured_player(..., SMALL))


def test_cycle_of(capsys: pytest.CaptureFixture[str]) -> None:
    four = Rules(deck=Deck(ranks=["6", "A"], suits=2), collect="seat_order")
    assert _passes(capsys, check_cycle_of(["6♣ A♦", "A♣ 6♦"], four, 0, 4))
    assert not _passes(capsys, check_cycle_of(["6♣ A♦", "A♣ 6♦"], four, 1, 4))


def _find_cycle(piles: Any, rules: Rules) -> tuple[int, int] | None:
    game = Game(piles, rules.replace(detect_cycles=False))
    seen: dict[Any, int] = {}
    tricks = 0
    while not game.over:
        if game.piles in seen:
            return seen[game.piles], tricks - seen[game.piles]
        seen[game.piles] = tricks
        game.step()
        tricks += 1
    return None


def test_find_cycle(capsys: pytest.CaptureFixture[str]) -> None:
    assert _passes(capsys, check_find_cycle(_find_cycle))
    assert not _passes(capsys, check_find_cycle(lambda piles, rules: None))
    assert not _passes(capsys, check_find_cycle(lambda piles, rules: 1 / 0))


def test_rank_count_and_share_with(capsys: pytest.CaptureFixture[str]) -> None:
    from pyanitsa_edu import deal

    piles = deal(seed=7)
    aces = sum(card.rank == "A" for card in piles[0])
    assert _passes(capsys, check_rank_count(piles, "A", aces))
    assert not _passes(capsys, check_rank_count(piles, "A", aces + 1))

    def share_with(values: Any, wins: Any, value: int) -> float:
        chosen = [w for v, w in zip(values, wins, strict=True) if v == value]
        return sum(chosen) / len(chosen)

    assert _passes(capsys, check_share_with(share_with))
    assert not _passes(capsys, check_share_with(lambda values, wins, value: 0.5))


def test_rank_effect_and_rule_length_effect(capsys: pytest.CaptureFixture[str]) -> None:
    sim = simulate(1_000, seed=3)
    kings = rank_count_table(sim)[:, Rules().deck.ranks.index("K")]
    wins = sim.winner == 0
    effect = float(wins[kings >= 3].mean() - wins[kings <= 1].mean())
    assert _passes(capsys, check_rank_effect(effect, "K", n=1_000, seed=3))
    assert not _passes(capsys, check_rank_effect(effect + 0.01, "K", n=1_000, seed=3))
    classic = simulate(500, seed=7).tricks.mean()
    plain = simulate(500, rules=Rules(low_beats_ace=False), seed=7).tricks.mean()
    assert _passes(capsys, check_rule_length_effect(round(classic - plain, 1), n=500, seed=7))
    assert not _passes(capsys, check_rule_length_effect(classic - plain + 1, n=500, seed=7))
