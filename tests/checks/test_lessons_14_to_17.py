"""Exercises 14–17's checks: the cycle of a deal and a function that finds it, the bound from a
search without cycles, the deals a bound needs, walks that never ended and the share of walks
reaching the far wall; each passes the right answer, names the kind of a wrong one without its
value, and speaks Russian too."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import (
    Deck,
    Game,
    Rules,
    checks,
    play,
)
from pyanitsa_edu.checks import (
    check_cycle_bound,
    check_deals_needed,
    check_expected_tricks,
    check_walk_length,
    check_walk_reach,
    lesson15,
)
from pyanitsa_edu.i18n.language import language

from .helpers import assert_function_check, run

NONE_CYCLED = np.zeros(20_000, dtype=bool)


def test_cycle_bound_is_the_exact_bound_and_about_three_in_n() -> None:
    assert lesson15._cycle_bound(20_000) == pytest.approx(1 - 0.05 ** (1 / 20_000), rel=1e-12)
    assert lesson15._cycle_bound(20_000) == pytest.approx(3 / 20_000, rel=0.01)
    # the least n with (1 - p)^n <= 0.05, and one fewer is not enough
    n = lesson15._deals_needed(1e-6)
    assert (1 - 1e-6) ** n <= 0.05 < (1 - 1e-6) ** (n - 1)


def test_cycle_bound_accepts_the_exact_bound_and_the_rule_of_three(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for answer in (1 - 0.05 ** (1 / 20_000), 3 / 20_000):
        ok, out = run(capsys, lambda a=answer: check_cycle_bound(a, NONE_CYCLED))
        assert ok, out


@pytest.mark.parametrize(("answer", "hint"), [
    (0.0, "does not make the share zero"),
    (1 / 20_000, "one deal in n"),
    (0.05 / 20_000, "not a share to divide by n"),
    (0.05 ** (1 / 20_000), "1 minus it"),
    (300 / 20_000, "not a percentage"),
    (0.01, "not right"),
])
def test_cycle_bound_names_the_mistake_never_the_value(
    capsys: pytest.CaptureFixture[str], answer: float, hint: str
) -> None:
    ok, out = run(capsys, lambda: check_cycle_bound(answer, NONE_CYCLED))
    assert not ok and hint in out, out
    assert "0.00015" not in out and "1.5e-04" not in out.lower()


def test_cycle_bound_wants_a_search_of_the_tasks_size_without_cycles(
    capsys: pytest.CaptureFixture[str],
) -> None:
    ok, out = run(capsys, lambda: check_cycle_bound(3 / 500, np.zeros(500, dtype=bool)))
    assert not ok and "at least 2,000" in out, out
    found = NONE_CYCLED.copy()
    found[7] = True
    ok, out = run(capsys, lambda: check_cycle_bound(3 / 20_000, found))
    assert not ok and "found 1 cycling" in out, out
    ok, out = run(capsys, lambda: check_cycle_bound(3 / 20_000, 20_000))
    assert not ok and "0/1 array" in out, out


def test_deals_needed_takes_anything_from_the_exact_count_to_the_rule_of_three(
    capsys: pytest.CaptureFixture[str],
) -> None:
    least = lesson15._deals_needed(1e-6)
    for answer in (least, 3_000_000, math.ceil(-math.log(0.05) / 1e-6)):
        ok, out = run(capsys, lambda a=answer: check_deals_needed(a, 1e-6))
        assert ok, out
    for answer, hint in ((1_000_000, "three times larger"), (least - 1, "too few"),
                         (3_100_000, "more than needed")):
        ok, out = run(capsys, lambda a=answer: check_deals_needed(a, 1e-6))
        assert not ok and hint in out, out
        assert f"{least:,}" not in out


def test_unfinished_walks_get_their_own_hint(capsys: pytest.CaptureFixture[str]) -> None:
    rng = np.random.default_rng(3)
    walks = 10 + rng.choice([-1, 1], size=(1_500, 100)).cumsum(axis=1)   # far too short
    over = (walks <= 0) | (walks >= 36)
    lengths = over.argmax(axis=1) + 1            # 1 for a walk that never ended
    ok, out = run(capsys, lambda: check_walk_length(lengths))
    assert not ok and "never reached a wall" in out, out
    with language("ru"):
        ok, out = run(capsys, lambda: check_walk_length(lengths))
    assert not ok and "не дошли до экрана" in out, out


def test_walk_reach_wants_the_walks_and_judges_them_at_their_n(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rng = np.random.default_rng(5)
    walks = 10 + rng.choice([-1, 1], size=(2_000, 6_000)).cumsum(axis=1)
    hit_top, hit_bottom = walks >= 36, walks <= 0
    first_top = np.where(hit_top.any(axis=1), hit_top.argmax(axis=1), 10**9)
    first_bottom = np.where(hit_bottom.any(axis=1), hit_bottom.argmax(axis=1), 10**9)
    reached = first_top < first_bottom
    ok, out = run(capsys, lambda: check_walk_reach(reached))
    assert ok, out
    ok, out = run(capsys, lambda: check_walk_reach(~reached))
    assert not ok and "other wall" in out, out
    for guess in (0.0, 0.28, 0.5, 1.0):          # a number is never evidence of walks
        ok, out = run(capsys, lambda g=guess: check_walk_reach(g))
        assert not ok and "array" in out, out
    ok, out = run(capsys, lambda: check_walk_reach(reached[:300]))
    assert not ok and "at least" in out, out


def test_chain_checks_moved_with_their_lesson(capsys: pytest.CaptureFixture[str]) -> None:

    from pyanitsa_edu import Deck, Rules
    from pyanitsa_edu.checks import lesson17

    strict = Rules(deck=Deck(["7", "8", "9"], suits=1), low_beats_ace=False, collect="shuffled")
    assert lesson17.check_expected_tricks is check_expected_tricks
    ok, out = run(capsys, lambda: check_expected_tricks(Fraction(10, 3), ["9♣", "7♣ 8♣"], strict))
    assert ok, out


def test_the_new_hints_speak_russian(capsys: pytest.CaptureFixture[str]) -> None:
    with language("ru"):
        ok, out = run(capsys, lambda: check_cycle_bound(1 / 20_000, NONE_CYCLED))
        assert not ok and "одна раздача из n" in out, out
        ok, out = run(capsys, lambda: check_deals_needed(1_000_000, 1e-6))
        assert not ok and "втрое" in out, out
        ok, out = run(capsys, lambda: check_walk_reach(0.3))
        assert not ok and "массив" in out, out


def test_no_round_guess_passes_a_statistical_task_of_exercises_12_to_15(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """0, 0.5, 1, the truth rounded to 0.01 (and the formula's own 260 for the walks' length)
    never pass at a task's own n: the checks take the simulated games or walks, not a number."""
    from pyanitsa_edu import Deck, Rules, expected_outcome
    from pyanitsa_edu.checks import check_cycle_share, check_win_estimate

    seat24 = Rules(deck=Deck(ranks=["9", "10", "J", "Q", "K", "A"], suits=4),
                   collect="seat_order", low_beats_ace=False)
    shuffled6 = Rules(deck=Deck(["6", "7", "A"], suits=2), collect="shuffled")
    deal6 = ["7♣ 6♦ 6♣", "A♦ 7♦ A♣"]
    p_win = expected_outcome(deal6, shuffled6).wins[0]
    tasks = [
        (lambda g: check_cycle_share(g, seat24, n=5_000), [0.0, 0.5, 1.0, 0.53, 0.52]),
        (lambda g: check_walk_length(g, n=1_000), [0.0, 1.0, 260.0, 260]),
        (lambda g: check_walk_reach(g), [0.0, 0.5, 1.0, 0.28]),
        (lambda g: check_win_estimate(g, deal6, shuffled6, n=2_000),
         [0.0, 0.5, 1.0, round(p_win, 2)]),
        (lambda g: check_cycle_bound(g, NONE_CYCLED[:2_000]), [0.0, 0.5, 1.0, 0.01, 0.0]),
    ]
    for check, guesses in tasks:
        for guess in guesses:
            ok, out = run(capsys, lambda c=check, g=guess: c(g))
            assert not ok, (guess, out)


FOUR = Rules(deck=Deck(ranks=["6", "A"], suits=2), collect="seat_order")


def right_find_cycle(piles: Any, rules: Rules) -> tuple[int, int] | None:
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


def test_cycle_of(capsys: pytest.CaptureFixture[str]) -> None:
    result = play(["6♣ A♦", "A♣ 6♦"], FOUR)
    start, period = result.cycle_start, result.cycle_length
    assert start is not None and period is not None
    ok, out = run(capsys, lambda: checks.check_cycle_of(["6♣ A♦", "A♣ 6♦"], FOUR, start, period))
    assert ok and out.count("✓") == 2
    ok, out = run(capsys, lambda: checks.check_cycle_of(["6♣ A♦", "A♣ 6♦"], FOUR, start + 1,
                                                        period + 1))
    assert not ok and "after 0 tricks" in out and "not states" in out, out
    ok, out = run(capsys, lambda: checks.check_cycle_of(["6♣ A♦", "A♣ 6♦"], FOUR, start,
                                                        2 * period))
    assert not ok and "about two" in out and str(period) not in out.split("is not right")[1]


def test_find_cycle_tries_a_winner_first_cycle() -> None:
    cases = checks.lesson14._cycle_cases()
    assert any(rules.collect == "winner_first" and play(piles, rules).reason == "cycle"
               for piles, rules in cases)
    assert any(play(piles, rules).reason != "cycle" for piles, rules in cases)


# (name, check, right function, wrong function)
FUNCTION_CHECKS: list[tuple[str, Callable[[Any], Any], Any, Any]] = [
    ("find_cycle", checks.check_find_cycle, right_find_cycle, lambda piles, rules: None),
]


def test_the_find_cycle_function_check(capsys: pytest.CaptureFixture[str]) -> None:
    for _name, check, right, wrong in FUNCTION_CHECKS:
        assert_function_check(capsys, check, right, wrong)
