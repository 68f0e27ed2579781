"""Exercise 13's rank effect and rule-length share judged from the student's per-game arrays:
the answer must be the number those arrays give, so no guessed number passes at the task's own
n (the king's effect on 52 cards is near 0.01, where a blind 0 or 0.01 would pass a check told
only n; the longer-with-the-rule share is near 0.40, where a blind 0.4 would pass), and a number
without its arrays is refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import Rules, checks, deal, simulate
from pyanitsa_edu.checks import check_longer_with_rule, check_rank_effect
from pyanitsa_edu.i18n.language import language

from .helpers import assert_function_check, assert_value_check, run

R52 = Rules(deck=52)
TASK_N = 10_000
"""The fewest games exercise 13's task 3 accepts, and the number it asks for."""


@pytest.fixture(scope="module")
def task() -> dict[str, np.ndarray]:
    """A student's arrays from 10,000 games on 52 cards: wins, aces and kings per game
    (card id // 4 is the rank, 12 the ace), and player 1's aces."""
    sim = simulate(TASK_N, rules=R52, seed=23)
    ranks = sim.deal_cards.astype(np.int64) // 4
    return {"wins": sim.winner == 0, "A": (ranks[:, :26] == 12).sum(axis=1),
            "K": (ranks[:, :26] == 11).sum(axis=1), "A1": (ranks[:, 26:] == 12).sum(axis=1)}


def effect(wins: np.ndarray, held: np.ndarray) -> float:
    """Return the win rate with 3-4 cards of a rank minus the win rate with 0-1."""
    return float(wins[held >= 3].mean() - wins[held <= 1].mean())


@pytest.mark.parametrize("rank", ["A", "K"])
def test_the_effect_of_the_arrays_passes(capsys: pytest.CaptureFixture[str],
                                         task: dict[str, np.ndarray], rank: str) -> None:
    wins, held = task["wins"], task[rank]
    ok, out = run(capsys, lambda: check_rank_effect(effect(wins, held), rank, n=TASK_N,
                                                    rules=R52, wins=wins, held=held))
    assert ok, out


@pytest.mark.parametrize("rank", ["A", "K"])
def test_no_round_guess_passes_at_the_tasks_n(capsys: pytest.CaptureFixture[str],
                                              task: dict[str, np.ndarray], rank: str) -> None:
    wins, held = task["wins"], task[rank]
    right = effect(wins, held)
    guesses = {0.0, 0.01, 0.5, 1.0, round(right, 2), round(right, 3), -0.01}
    for guess in guesses:
        ok, out = run(capsys, lambda g=guess: check_rank_effect(g, rank, n=TASK_N, rules=R52,
                                                                wins=wins, held=held))
        assert not ok and "your arrays" in out, (guess, out)
    # told only n, a blind 0 would pass for the king: so a number without its arrays is
    # refused, and the hint names them
    ok, out = run(capsys, lambda: check_rank_effect(0.0, rank, n=TASK_N, rules=R52))
    assert not ok and "pass wins= and held= too" in out, out


def test_the_wrong_pile_and_the_wrong_sign_get_their_hints(
    capsys: pytest.CaptureFixture[str], task: dict[str, np.ndarray]
) -> None:
    wins, mine, theirs = task["wins"], task["A"], task["A1"]
    ok, out = run(capsys, lambda: check_rank_effect(effect(wins, theirs), "A", n=TASK_N,
                                                    rules=R52, wins=wins, held=theirs))
    assert not ok and "player 1's pile" in out, out
    ok, out = run(capsys, lambda: check_rank_effect(-effect(wins, mine), "A", n=TASK_N,
                                                    rules=R52, wins=wins, held=mine))
    assert not ok and "wrong sign" in out, out
    high = float(wins[mine >= 3].mean())
    ok, out = run(capsys, lambda: check_rank_effect(high, "A", n=TASK_N, rules=R52,
                                                    wins=wins, held=mine))
    assert not ok and "3–4 cards alone" in out, out


def test_arrays_that_cannot_be_the_task_are_named(
    capsys: pytest.CaptureFixture[str], task: dict[str, np.ndarray]
) -> None:
    wins, held = task["wins"], task["A"]
    right = effect(wins, held)
    cases = [
        (dict(wins=wins, held=held, n=5_000), "you passed n = 5,000"),
        (dict(wins=wins[:5_000], held=held[:5_000], n=None), "at least 10,000 games"),
        (dict(wins=wins, held=held[:-1], n=None), "one value per game each"),
        (dict(wins=wins * 2, held=held, n=None), "True/False"),
        (dict(wins=wins, held=held + 1, n=None), "whole numbers from 0 to 4"),
        (dict(wins=..., held=held, n=None), "no answer yet"),
        (dict(wins=wins, held=7, n=None), "an array with one value per game"),
    ]
    for kwargs, needle in cases:
        n = kwargs.pop("n")
        ok, out = run(capsys, lambda k=kwargs, m=n: check_rank_effect(right, "A", n=m,
                                                                      rules=R52, **k))
        assert not ok and needle in out, (needle, out)


def test_the_arrays_speak_russian(capsys: pytest.CaptureFixture[str],
                                  task: dict[str, np.ndarray]) -> None:
    wins, held = task["wins"], task["K"]
    with language("ru"):
        ok, out = run(capsys, lambda: check_rank_effect(0.0, "K", n=TASK_N, rules=R52,
                                                        wins=wins, held=held))
    assert not ok and "ваши массивы" in out and "the" not in out, out


# --- task 4: the share of deals that last longer with the six rule, from the two length arrays


@pytest.fixture(scope="module")
def lengths() -> dict[str, np.ndarray]:
    """A student's two arrays of game lengths over the same 5,000 deals, with and without the
    six rule (the deals depend only on the seed and the deck)."""
    return {"with_rule": simulate(5_000, seed=29).tricks,
            "without_rule": simulate(5_000, rules=Rules(low_beats_ace=False), seed=29).tricks}


def test_the_share_of_the_length_arrays_passes(capsys: pytest.CaptureFixture[str],
                                               lengths: dict[str, np.ndarray]) -> None:
    share = float(np.mean(lengths["with_rule"] > lengths["without_rule"]))
    ok, out = run(capsys, lambda: check_longer_with_rule(share, n=5_000, **lengths))
    assert ok, out


def test_no_round_guess_passes_task_4_at_its_n(capsys: pytest.CaptureFixture[str],
                                               lengths: dict[str, np.ndarray]) -> None:
    share = float(np.mean(lengths["with_rule"] > lengths["without_rule"]))
    for guess in {0.0, 0.4, 0.5, 1.0, round(share, 2)} - {share}:
        ok, out = run(capsys, lambda g=guess: check_longer_with_rule(g, n=5_000, **lengths))
        assert not ok and "your arrays" in out, (guess, out)
    # told only n, the nearest hundredth would pass: so a number without its arrays is
    # refused, and the hint names them
    ok, out = run(capsys, lambda: check_longer_with_rule(round(share, 2), n=5_000))
    assert not ok and "pass with_rule= and without_rule= too" in out, out


def test_the_length_arrays_get_their_hints(capsys: pytest.CaptureFixture[str],
                                           lengths: dict[str, np.ndarray]) -> None:
    a, b = lengths["with_rule"], lengths["without_rule"]
    cases = [
        (float(np.mean(a >= b)), dict(n=5_000, **lengths), "deals of equal length too"),
        (float(np.mean(a < b)), dict(n=5_000, **lengths), "shorter with the rule"),
        (0.4, dict(n=4_000, **lengths), "you passed n = 4,000"),
        (0.4, dict(n=None, with_rule=a[:4_000], without_rule=b[:4_000]), "at least 5,000 deals"),
        (0.4, dict(n=None, with_rule=a, without_rule=b[:-1]), "the same deals"),
        (0.4, dict(n=None, with_rule=a + 0.5, without_rule=b), "whole number per deal"),
        (0.4, dict(n=None, with_rule=..., without_rule=b), "no answer yet"),
    ]
    for answer, kwargs, needle in cases:
        ok, out = run(capsys, lambda v=answer, k=kwargs: check_longer_with_rule(v, **k))
        assert not ok and needle in out, (needle, out)
    with language("ru"):
        ok, out = run(capsys, lambda: check_longer_with_rule(0.4, n=5_000, **lengths))
    assert not ok and "ваши массивы" in out and " the " not in out, out


def right_share_with(values: Any, wins: Any, value: int) -> float:
    chosen = [w for v, w in zip(values, wins, strict=True) if v == value]
    return sum(chosen) / len(chosen)


# (name, check, right function, wrong function)
FUNCTION_CHECKS: list[tuple[str, Callable[[Any], Any], Any, Any]] = [
    ("share_with", checks.check_share_with, right_share_with, lambda v, w, x: 0.5),
]
# (name, check of one answer, the right answer, wrong answers with a word their hint must hold)
VALUE_CHECKS: list[tuple[str, Callable[[Any], Any], Any, list[tuple[Any, str]]]] = [
    ("rank_count", lambda a: checks.check_rank_count(deal(seed=7), "A", a),
     sum(c.rank == "A" for c in deal(seed=7)[0]), [
         (4, "whole deck"), (sum(c.rank == "A" for c in deal(seed=7)[1]), "other player"),
     ]),
]


def test_the_share_with_function_check(capsys: pytest.CaptureFixture[str]) -> None:
    for _name, check, right, wrong in FUNCTION_CHECKS:
        assert_function_check(capsys, check, right, wrong)


def test_the_rank_count_check(capsys: pytest.CaptureFixture[str]) -> None:
    for _name, check, right, wrong in VALUE_CHECKS:
        assert_value_check(capsys, check, right, wrong)
