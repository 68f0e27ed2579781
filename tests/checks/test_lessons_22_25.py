"""Checks of the Sixty-six exercises 22 and 25 (and, for the counterexamples, 03): their exact
values against brute force and simulation, ✓ for right answers, ✗ with the kind of mistake
(never the right value) for wrong ones, estimates judged with the student's own n, and no
exception whatever a student passes."""

from __future__ import annotations

import inspect
import math
import random
from collections.abc import Callable
from fractions import Fraction
from itertools import combinations
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import checks
from pyanitsa_edu.analysis.dice import THREE_DICE, cycle_odds, p_beats
from pyanitsa_edu.checks import lesson22, lesson23, lesson25
from pyanitsa_edu.checks.core import show
from pyanitsa_edu.sixtysix import (
    Move,
    View,
    estimate_moves,
    greedy_bot,
    head_to_head,
    new_hand,
    parse_cards,
    play_hand,
    random_bot,
    sample_state,
    sampling_bot,
)

from .helpers import BROKEN_VALUES, assert_function_check, reveals, run

FIRST_LEAD = new_hand(seed=4, dealer=0).view()
"""Player 1 at his first lead: 14 unseen cards, the marriages of three suits open."""


def _close_view() -> View:
    """Return a lead where closing is legal and the opponent is known to hold a card."""
    states = play_hand(greedy_bot, sampling_bot, seed=137, dealer=0).replay()
    return states[7].view()


CLOSE_VIEW = _close_view()
MARRIAGES = [parse_cards(f"K{suit} Q{suit}") for suit in "♣♦♥♠"]


def _has_marriage(hand: tuple[Any, ...]) -> bool:
    return any(king in hand and queen in hand for king, queen in MARRIAGES)


def _opponent(view: View, rng: random.Random) -> tuple[Any, ...]:
    return sample_state(view, rng).hands[view.opponent]


# --- the checks of single values ---------------------------------------------------------------

VALUE_CHECKS: list[tuple[str, Callable[[Any], Any], Any, list[tuple[Any, str]]]] = [
    ("unseen", lambda a: checks.check_unseen_count(FIRST_LEAD, a), 14, [
        (15, "face-up trump"), (9, "stock alone"), (5, "opponent's hand alone"),
    ]),
    ("card", lambda a: checks.check_card_chance(FIRST_LEAD, "A♠", a), Fraction(5, 14), [
        (Fraction(5, 20), "whole deck"), (Fraction(9, 14), "stock"), (Fraction(1, 14), "several"),
        (Fraction(1, 3), "face-up trump"), (5 / 14, "exact Fraction"),
    ]),
    ("known card", lambda a: checks.check_card_chance(CLOSE_VIEW, "Q♠", a), Fraction(4, 7), [
        (Fraction(5, 8), "leave it out of both counts"), (Fraction(4, 8), "both counts"),
        (Fraction(5, 7), "both counts"),
    ]),
    ("marriage", lambda a: checks.check_marriage_chance(FIRST_LEAD, a), Fraction(45, 143), [
        (Fraction(30, 91), "inclusion–exclusion"), (Fraction(10, 91), "one given marriage"),
        (0.3147, "exact Fraction"),
    ]),
    ("hands needed", lambda a: checks.check_hands_needed(a, p=0.6), 194, [
        (97, "50 %"), (14, "square"), (153, "two-sided"), (300, "too large"),
    ]),
    ("hands needed 90 %", lambda a: checks.check_hands_needed(a, p=0.6, power=0.9), 259, [
        (194, "80 % power"), (97, "50 %"), (16, "square"),
    ]),
]


@pytest.mark.parametrize(("name", "check", "right", "wrong"), VALUE_CHECKS,
                         ids=[c[0] for c in VALUE_CHECKS])
def test_value_checks(capsys: pytest.CaptureFixture[str], name: str,
                      check: Callable[[Any], Any], right: Any,
                      wrong: list[tuple[Any, str]]) -> None:
    ok, out = run(capsys, lambda: check(right))
    assert ok and out.startswith("✓"), out
    for answer, needle in wrong:
        ok, out = run(capsys, lambda a=answer: check(a))
        assert not ok and out.startswith("✗") and needle in out, (answer, out)
        assert not reveals(out, right, show(answer)), (answer, out)
    for broken in BROKEN_VALUES:
        ok, out = run(capsys, lambda b=broken: check(b))
        assert not ok and out.startswith("✗") and out.count("\n") == 1, (broken, out)


def test_hands_needed_accepts_the_formula_value_unrounded(
        capsys: pytest.CaptureFixture[str]) -> None:
    n = lesson25.hands_needed(0.6)
    assert run(capsys, lambda: checks.check_hands_needed(n))[0]
    assert run(capsys, lambda: checks.check_hands_needed(math.ceil(n)))[0]
    assert not run(capsys, lambda: checks.check_hands_needed(math.ceil(n) + 2))[0]


# --- the checks of functions -------------------------------------------------------------------


def right_p_holds_all(unseen: int, held: int, wanted: int) -> float:
    if wanted > held:
        return 0.0
    return math.comb(unseen - wanted, held - wanted) / math.comb(unseen, held)


def right_exact_power(p: float, n: int) -> float:
    return sum(math.comb(n, k) * p**k * (1 - p) ** (n - k)
               for k in range(n + 1) if abs(k / n - 0.5) > 1.96 * 0.5 / math.sqrt(n))


FUNCTION_CHECKS: list[tuple[str, Callable[[Any], Any], Any, Any]] = [
    ("p_holds_all", checks.check_p_holds_all, right_p_holds_all,
     lambda u, h, k: (h / u) ** k),
    ("exact_power", checks.check_exact_power, right_exact_power, lesson25.normal_power),
]


@pytest.mark.parametrize(("name", "check", "right", "wrong"), FUNCTION_CHECKS,
                         ids=[c[0] for c in FUNCTION_CHECKS])
def test_function_checks(capsys: pytest.CaptureFixture[str], name: str,
                         check: Callable[[Any], Any], right: Any, wrong: Any) -> None:
    assert_function_check(capsys, check, right, wrong)


def _cases_and_outputs(check: Callable[[Any], Any], right: Callable[..., Any]) -> list[Any]:
    """Return the expected output of every case a function check tries (a spy records them)."""
    seen: list[tuple[Any, ...]] = []

    def spy(*args: Any) -> Any:
        seen.append(args)
        return right(*args)

    assert check(spy)
    return [right(*args) for args in seen]


def _exercise_11_answers() -> list[Any]:
    """Every value exercise 13 asks for (and the two terms of its marriage sum): exact
    Fractions, and the estimated ones as floats."""
    free, need = lesson22.free_cards(CLOSE_VIEW)
    u, h = len(FIRST_LEAD.unseen()), FIRST_LEAD.opponent_hand_size
    return [Fraction(h, u), Fraction(need, len(free)), lesson22.marriage_chance(FIRST_LEAD),
            float(lesson22.marriage_chance(FIRST_LEAD)),
            float(lesson23.close_win_chance(CLOSE_VIEW)), float(lesson23.close_value(CLOSE_VIEW)),
            lesson22.hypergeometric_all(u, h, 2), lesson22.hypergeometric_all(u, h, 4)]


def _exercise_12_answers() -> list[Any]:
    """Every number exercise 14 asks for: the detection rate at p = 0.6 with 50 hands, the share
    of 3-point wins (and the hands for 90 % power, a count)."""
    points = lesson25._reference_matchup().points
    return [lesson25.exact_power(0.6, 50), float((points == 3).mean()),
            lesson25.hands_needed(0.6, 0.9)]


def _exercise_02_answers() -> list[Any]:
    """The chances exercise 03 asks for after its p_beats task: the lesson's three dice."""
    return list(cycle_odds(THREE_DICE))


@pytest.mark.parametrize(("check", "shown", "answers"), [
    (checks.check_exact_power, lesson25.exact_power, _exercise_12_answers),
    (checks.check_p_holds_all, lesson22.hypergeometric_all, _exercise_11_answers),
    (checks.check_p_beats, p_beats, _exercise_02_answers),
], ids=["exact_power", "p_holds_all", "p_beats"])
@pytest.mark.slow
def test_no_counterexample_shows_another_tasks_answer(
    capsys: pytest.CaptureFixture[str], check: Callable[[Any], Any], shown: Callable[..., Any],
    answers: Callable[[], list[Any]],
) -> None:
    """A wrong function sees the expected output of the first case it fails, which may be any
    case: none may be a value another task of the same exercise asks for."""
    outputs = _cases_and_outputs(check, shown)
    capsys.readouterr()
    assert len(outputs) >= 8
    for answer in answers():
        for output in outputs:
            if isinstance(answer, Fraction) and isinstance(output, Fraction):
                assert output != answer, (answer, output)  # an exact answer, shown exactly
            else:  # an estimate, or a decimal that would show it rounded
                assert abs(float(output) - float(answer)) > 0.005, (answer, output)


# --- the checks of estimates: judged with the student's own n ------------------------------------


def test_marriage_share_follows_n(capsys: pytest.CaptureFixture[str]) -> None:
    p = float(lesson22.marriage_chance(FIRST_LEAD))
    rng = random.Random(2)
    hits = np.array([_has_marriage(_opponent(FIRST_LEAD, rng)) for _ in range(2_500)])
    ok, out = run(capsys, lambda: checks.check_marriage_share(FIRST_LEAD, hits.mean(), n=2_500))
    assert ok, out
    assert run(capsys, lambda: checks.check_marriage_share(FIRST_LEAD, hits))[0]
    off = p + 0.03
    assert run(capsys, lambda: checks.check_marriage_share(FIRST_LEAD, off, n=2_000))[0]
    ok, out = run(capsys, lambda: checks.check_marriage_share(FIRST_LEAD, off, n=50_000))
    assert not ok and not reveals(out, p, show(off)), out
    ok, out = run(capsys, lambda: checks.check_marriage_share(FIRST_LEAD, 0.11, n=5_000))
    assert not ok and "one given marriage" in out, out
    ok, out = run(capsys, lambda: checks.check_marriage_share(FIRST_LEAD, 1 - p, n=5_000))
    assert not ok and "without a marriage" in out, out
    ok, out = run(capsys, lambda: checks.check_marriage_share(FIRST_LEAD, p, n=100))
    assert not ok and "at least 2,000" in out, out
    ok, out = run(capsys, lambda: checks.check_marriage_share(FIRST_LEAD, p))
    assert not ok and "pass n" in out, out


@pytest.mark.slow
def test_close_checks(capsys: pytest.CaptureFixture[str]) -> None:
    n = lesson23.CLOSE_MIN_DEALS
    [estimate] = estimate_moves(CLOSE_VIEW, random.Random(8), samples=n, moves=[Move.close()])
    values = np.array(estimate.values)
    won = values > 0
    assert run(capsys, lambda: checks.check_close_share(CLOSE_VIEW, won.mean(), n=n))[0]
    ok, out = run(capsys, lambda: checks.check_close_share(CLOSE_VIEW, won))
    assert ok and "closing wins in a share" in out, out
    assert run(capsys, lambda: checks.check_close_value(CLOSE_VIEW, values.mean(), n=n))[0]
    assert run(capsys, lambda: checks.check_close_value(CLOSE_VIEW, values))[0]
    ok, out = run(capsys, lambda: checks.check_close_share(CLOSE_VIEW, values.mean(), n=n))
    assert not ok, out
    mean = float(lesson23.close_value(CLOSE_VIEW))
    ok, out = run(capsys, lambda: checks.check_close_value(CLOSE_VIEW, -mean, n=n))
    assert not ok and "wrong sign" in out and not reveals(out, mean, show(-mean)), out
    # the share of wins, estimated from the same deals, given as the game points
    ok, out = run(capsys, lambda: checks.check_close_value(CLOSE_VIEW, won.mean(), n=n))
    assert not ok and "chance of winning" in out and not reveals(out, mean), out
    ok, out = run(capsys, lambda: checks.check_close_value(CLOSE_VIEW, values.mean(), n=200))
    assert not ok and f"at least {n:,}" in out, out
    for broken in BROKEN_VALUES:
        for check in (checks.check_close_share, checks.check_close_value):
            ok, out = run(capsys, lambda b=broken, c=check: c(CLOSE_VIEW, b, n=n))
            assert not ok and out.startswith("✗"), (broken, out)


@pytest.mark.parametrize(("check", "guesses"), [
    (checks.check_close_value, (0.0, 1.0, 0.5, -1.0, 3.0, 0.57, "p")),
    (checks.check_close_share, (0.5, 0.6, 0.55, 1.0, 2 / 3, "1 - p")),
])
def test_blind_close_guesses_fail_with_the_fewest_deals_the_check_accepts(
    capsys: pytest.CaptureFixture[str], check: Callable[..., Any], guesses: tuple[Any, ...]
) -> None:
    fewest = inspect.signature(check).parameters["min_n"].default
    p = float(lesson23.close_win_chance(CLOSE_VIEW))
    for guess in guesses:
        value = {"p": p, "1 - p": 1 - p}.get(guess, guess)
        ok, out = run(capsys, lambda v=value: check(CLOSE_VIEW, v, n=fewest))
        assert not ok and out.startswith("✗"), (guess, fewest, out)


def test_detection_rate_is_judged_against_the_exact_power(
        capsys: pytest.CaptureFixture[str]) -> None:
    rng = np.random.default_rng(9)
    k = (rng.random((3_000, 50)) < 0.6).sum(axis=1)
    detected = np.abs(k / 50 - 0.5) > 1.96 * 0.5 / math.sqrt(50)
    ok, out = run(capsys, lambda: checks.check_detection_rate(detected.mean(), 0.6, 50, n=3_000))
    assert ok and "exact power" in out, out
    assert run(capsys, lambda: checks.check_detection_rate(detected, 0.6, 50))[0]
    approx = lesson25.normal_power(0.6, 50)
    ok, out = run(capsys, lambda: checks.check_detection_rate(approx, 0.6, 50, n=100_000))
    assert not ok and "three standard errors" in out, out
    ok, out = run(capsys, lambda: checks.check_detection_rate(1 - detected.mean(), 0.6, 50,
                                                              n=3_000))
    assert not ok and "misses" in out, out


@pytest.mark.slow
def test_three_point_share(capsys: pytest.CaptureFixture[str]) -> None:
    matchup = head_to_head(greedy_bot, random_bot, deals=1_000, seed=77)
    share = float((matchup.points == 3).mean())
    ok, out = run(capsys, lambda: checks.check_three_point_share(share, n=1_000))
    assert ok, out
    reference = lesson25._reference_matchup().points
    truth = float((reference == 3).mean())
    won = float((reference > 0).mean())
    for wrong, needle in ((matchup.wins.mean(), "all hands won"),
                          (truth / won, "divides by the hands won"),
                          (100 * truth, "percentage"), (3 * truth, "too large")):
        ok, out = run(capsys, lambda w=wrong: checks.check_three_point_share(w, n=1_000))
        assert not ok and needle in out and not reveals(out, truth, show(wrong)), out
    ok, out = run(capsys, lambda: checks.check_three_point_share(matchup.points == 3, n=1_000))
    assert ok, out  # the array of the hands, judged at its 1,000 deals
    ok, out = run(capsys, lambda: checks.check_three_point_share(matchup.points == 3, n=2_000))
    assert not ok and "half the number of hands" in out, out
    ok, out = run(capsys, lambda: checks.check_three_point_share(matchup.points, n=1_000))
    assert not ok and "True/False array" in out, out
    ok, out = run(capsys, lambda: checks.check_three_point_share(truth, n=200))
    assert not ok and "at least 1,000" in out
    for broken in BROKEN_VALUES:
        ok, out = run(capsys, lambda b=broken: checks.check_three_point_share(b, n=1_000))
        assert not ok and out.startswith("✗"), (broken, out)


@pytest.mark.slow
def test_three_point_mistake_labels_follow_n(capsys: pytest.CaptureFixture[str]) -> None:
    matchup = head_to_head(greedy_bot, random_bot, deals=1_000, seed=78)
    points = matchup.points
    per_won = float((points == 3).sum() / (points > 0).sum())  # divided by the hands won
    ok, out = run(capsys, lambda: checks.check_three_point_share(per_won, n=1_000))
    assert not ok and "divides by the hands won" in out, out
    # a plain 0.30 is wrong, but with 5,000 deals it is far from that mistake too
    ok, out = run(capsys, lambda: checks.check_three_point_share(0.30, n=5_000))
    assert not ok and "divides by the hands won" not in out and "three standard errors" in out
    ok, out = run(capsys, lambda: checks.check_three_point_share(0.5, n=1_000))
    assert not ok and "all hands won" not in out, out


# --- multiple choice ----------------------------------------------------------------------------


@pytest.mark.parametrize(("check", "right"), [(checks.check_decision_statements, "a, d, f"),
                                              (checks.check_tournament_statements, "b, e")])
def test_statements_never_name_letters(capsys: pytest.CaptureFixture[str],
                                       check: Callable[[Any], Any], right: str) -> None:
    assert run(capsys, lambda: check(right))[0]
    letters = "abcde"
    for size in range(6):
        for chosen in combinations(letters, size):
            answer = "".join(chosen)
            ok, out = run(capsys, lambda a=answer: check(a))
            if ok:
                assert sorted(answer) == sorted(right.replace(", ", ""))
                continue
            assert "judged wrong" in out or "no answer" in out, out
            assert not any(f"({x})" in out for x in letters), out
