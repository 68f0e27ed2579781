"""Exercises 01–06's checks: ✓ for the engine's answer, ✗ with the kind of mistake (and never
the right value) for a wrong one, a counterexample for a wrong function, and no exception."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest

from pyanitsa_edu import (
    Deck,
    Game,
    Rules,
    checks,
    compare,
    deal,
    deal_code,
    exact_outcomes,
    flip_odds,
    play,
    rank_beats,
)
from pyanitsa_edu.analysis.dice import p_beats
from pyanitsa_edu.analysis.swaps import swap_cards, swap_study
from pyanitsa_edu.pyanitsa.dealing import deal_order

from .helpers import assert_function_check, assert_value_check, run

PILES = ["10♠ 6♥ Q♣ 7♦", "10♦ A♠ 7♥ 9♣"]
CODE = deal_code(deal(seed=5))
R52 = Rules(deck=52)
TINY = Rules(deck=Deck(ranks=["6", "7", "A"], suits=2))
TEN = Rules(deck=Deck(ranks=["6", "7", "8", "9", "A"], suits=2), collect="seat_order")


def right_flip_winner(a: Any, b: Any) -> int | None:
    c = compare(a, b)
    return None if c == 0 else (0 if c > 0 else 1)


def right_play_trick(a: Any, b: Any) -> Any:
    game = Game([a, b])
    game.step()
    return game.piles


def right_p_first_wins(rules: Rules) -> Fraction:
    results = [play(deal_order(o), rules).winner for o in itertools.permutations(rules.deck.cards)]
    return Fraction(results.count(0), len(results))




# (name, check, right function, wrong function)
FUNCTION_CHECKS: list[tuple[str, Callable[[Any], Any], Any, Any]] = [
    ("flip_winner", checks.check_flip_winner, right_flip_winner,
     lambda a, b: 0 if compare(a, b) >= 0 else 1),
    ("play_trick", checks.check_play_trick, right_play_trick, lambda a, b: (a, b)),
    ("rank_beats", checks.check_rank_beats, rank_beats, lambda a, b: a > b),
    ("p_beats", checks.check_p_beats, p_beats,
     lambda a, b: Fraction(sum(x >= y for x in a for y in b), len(a) * len(b))),
    ("swap_cards", checks.check_swap_cards, swap_cards, lambda p, x, y: p),
    ("games_needed", checks.check_games_needed, lambda h: math.ceil((0.98 / h) ** 2),
     lambda h: round(1 / h**2)),
    ("p_first_wins", checks.check_p_first_wins, right_p_first_wins, lambda r: Fraction(1, 2)),
]


@pytest.mark.parametrize(("name", "check", "right", "wrong"), FUNCTION_CHECKS,
                         ids=[c[0] for c in FUNCTION_CHECKS])
def test_function_checks(capsys: pytest.CaptureFixture[str], name: str,
                         check: Callable[[Any], Any], right: Any, wrong: Any) -> None:
    assert_function_check(capsys, check, right, wrong)


def test_first_counterexample_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: checks.check_rank_beats(
        lambda a, b: rank_beats(a, b) and a != "6"))
    assert not ok and "for input '6', 'A' expected yes, got no" in out


def _after(piles: list[str], player: int) -> str:
    game = Game(piles)
    game.step()
    return " ".join(map(str, game.piles[player]))


def _p(rules: Rules, player: int) -> Fraction:
    return sum((p for (w, _), p in exact_outcomes(rules).items() if w == player), Fraction(0))


SWAPS = swap_study(deal(seed=3))
# (name, check of one answer, the right answer, wrong answers with a word their hint must hold)
VALUE_CHECKS: list[tuple[str, Callable[[Any], Any], Any, list[tuple[Any, str]]]] = [
    ("pile_after", lambda a: checks.check_pile_after(PILES, a), _after(PILES, 0), [
        (_after(PILES, 1), "other player"),
        ("7♦ 10♦ A♠ 7♥ 10♠ 6♥ Q♣", "his own cards"),
        (" ".join(reversed(_after(PILES, 0).split())), "bottom first"),
        ("7♦ 10♠ Q♣ 10♦ 7♥", "missing"),
        ("7♦ 10♠ 6♥ Q♣ 7♥ 10♦ A♠", "wrong order"),
        ("7♦ 7♣", "not in either pile"),
    ]),
    ("win_share", lambda a: checks.check_win_share(a, seeds=range(30)),
     Fraction(sum(play(deal(seed=s)).winner == 0 for s in range(30)), 30), [
         (Fraction(sum(play(deal(seed=s)).winner == 1 for s in range(30)), 30), "other player"),
         (sum(play(deal(seed=s)).winner == 0 for s in range(30)), "count"),
     ]),
    ("flip_odds", lambda a: checks.check_flip_odds("7", a, R52), flip_odds("7", R52), [
        ((Fraction(5, 12), Fraction(0), Fraction(7, 12)), "not ranks"),
        ((Fraction(20, 51), Fraction(0), Fraction(31, 51)), "ties"),
        ((Fraction(28, 51), Fraction(3, 51), Fraction(20, 51)), "(win, tie, lose)"),
        ((0.39, 0.06, 0.55), "exact fractions"),
    ]),
    ("beats_pairs", lambda a: checks.check_beats_pairs(a, R52), 78, [
        (156, "twice"), (169, "every pair"), (91, "equal ranks"), (39, "too small"),
    ]),
    ("circle_triples", lambda a: checks.check_circle_triples(a, R52), 11, [
        (33, "every rank it can start from"), (66, "ordered"), (13, "long circle"),
    ]),
    ("cycle_length", checks.check_cycle_length, 9, [(10, "twice"), (18, "about two")]),
    ("deal_count", lambda a: checks.check_deal_count(TINY, a), 90, [
        (720, "orders of the cards"), (360, "once for every rank"), (45, "too small"),
    ]),
    ("swap_share", lambda a: checks.check_swap_share(a, deal(seed=3)), SWAPS.share, [
        (1 - SWAPS.share, "keep the winner"), (SWAPS.changed, "count"),
    ]),
    ("interval", lambda a: checks.check_interval_by_hand(212, 400, a), (0.481, 0.579), [
        ((48.1, 57.9), "percentages"), ((0.579, 0.481), "smaller end first"),
        ((0.505, 0.555), "1.96"), ((0.43, 0.63), "too large"), ((0.45, 0.55), "centred"),
    ]),
    ("win_gap", lambda a: checks.check_win_gap(a, TEN), _p(TEN, 0) - _p(TEN, 1), [
        (_p(TEN, 1) - _p(TEN, 0), "other way round"), (_p(TEN, 0), "alone"),
        (float(_p(TEN, 0) - _p(TEN, 1)), "exact Fraction"),
    ]),
]


@pytest.mark.parametrize(("name", "check", "right", "wrong"), VALUE_CHECKS,
                         ids=[c[0] for c in VALUE_CHECKS])
def test_value_checks(capsys: pytest.CaptureFixture[str], name: str,
                      check: Callable[[Any], Any], right: Any,
                      wrong: list[tuple[Any, str]]) -> None:
    assert_value_check(capsys, check, right, wrong)


def test_deal_result(capsys: pytest.CaptureFixture[str]) -> None:
    result = play(deal(seed=5))
    ok, out = run(capsys, lambda: checks.check_deal_result(CODE, result.winner, result.tricks))
    assert ok and out.count("✓") == 2, out
    ok, out = run(capsys, lambda: checks.check_deal_result(CODE, result.winner, result.wars))
    assert not ok and "war rounds" in out and str(result.tricks) not in out, out
    ok, out = run(capsys, lambda: checks.check_deal_result(CODE, "A", result.tricks))
    assert not ok and "not a name" in out
    ok, out = run(capsys, lambda: checks.check_deal_result(CODE, ..., ...))
    assert not ok and out.count("✗") == 2, out


def test_different_winners(capsys: pytest.CaptureFixture[str]) -> None:
    piles, shuffled = deal(seed=8), Rules(collect="shuffled")
    winners = {s: play(piles, shuffled, s).winner for s in range(10)}
    a = next(s for s in winners if winners[s] != winners[0])
    ok, out = run(capsys, lambda: checks.check_different_winners(piles, shuffled, 0, a))
    assert ok, out
    b = next(s for s in winners if s and winners[s] == winners[0])
    ok, out = run(capsys, lambda: checks.check_different_winners(piles, shuffled, 0, b))
    assert not ok and "try other seeds" in out
    ok, out = run(capsys, lambda: checks.check_different_winners(piles, Rules(), 0, 1))
    assert not ok and "never reads its seed" in out
    for seeds in ((..., 1), (1, 1), (-1, 2), ("a", 2)):
        ok, out = run(capsys, lambda s=seeds: checks.check_different_winners(piles, shuffled, *s))
        assert not ok, out


def test_coverage(capsys: pytest.CaptureFixture[str]) -> None:
    wins = checks.lesson05.simulate(2_000, seed=1).winner == 0
    inside = 0
    for block in range(10):
        p = wins[200 * block : 200 * (block + 1)].mean()
        half = 1.96 * math.sqrt(p * (1 - p) / 200)
        inside += bool(p - half <= 0.5 <= p + half)
    ok, _ = run(capsys, lambda: checks.check_coverage(inside, runs=10, games=200, seed=1))
    assert ok
    for wrong, needle in ((10 - inside, "miss"), (inside / 10, "not their share"),
                          (11, "only 10 intervals")):
        ok, out = run(capsys, lambda w=wrong: checks.check_coverage(w, runs=10, games=200, seed=1))
        assert not ok and needle in out, out


def test_exact_in_interval_and_favoured(capsys: pytest.CaptureFixture[str]) -> None:
    small = Rules(deck=Deck(ranks=["6", "7", "K", "A"], suits=2))
    exact = float(_p(small, 0))
    assert run(capsys, lambda: checks.check_exact_in_interval(True, (exact - .02, exact + .02),
                                                              small))[0]
    assert run(capsys, lambda: checks.check_exact_in_interval(False, (exact + .01, exact + .05),
                                                              small))[0]
    assert not run(capsys, lambda: checks.check_exact_in_interval(True, (exact + .01, .9),
                                                                  small))[0]
    ok, out = run(capsys, lambda: checks.check_exact_in_interval(True, (0.6, 0.4), small))
    assert not ok and "low ≤ high" in out
    favoured = 1 if _p(TEN, 1) > _p(TEN, 0) else 0
    assert run(capsys, lambda: checks.check_favoured_player(favoured, TEN))[0]
    ok, out = run(capsys, lambda: checks.check_favoured_player(1 - favoured, TEN))
    assert not ok and "compare the two exact probabilities" in out
    assert run(capsys, lambda: checks.check_favoured_player(None, small))[0]
    for wrong in (1, True, ..., "0"):
        assert not run(capsys, lambda w=wrong: checks.check_favoured_player(w, small))[0]
