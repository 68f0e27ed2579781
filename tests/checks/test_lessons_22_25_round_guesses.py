"""No round guess (0, ½, 1, or the nearest hundredth of the truth) passes a statistical task of
exercises 22 and 25 at the task's own n; the sampled values themselves still pass."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import checks
from pyanitsa_edu.checks import lesson22, lesson23, lesson25
from pyanitsa_edu.checks.guesses import is_round
from pyanitsa_edu.sixtysix import greedy_bot, new_hand, play_hand, sampling_bot

from .helpers import run

FIRST = new_hand(seed=4, dealer=0).view()
"""Exercise 22, task 1: player 1 at his first lead."""
LATER = play_hand(greedy_bot, sampling_bot, seed=137, dealer=0).replay()[7].view()
"""Exercise 22, task 3: player 0 may close."""


def _close_mean() -> float:
    values = lesson23.close_values(LATER)
    return sum(values) / len(values)


TASKS: list[tuple[str, Callable[[Any], Any], Callable[[], float]]] = [
    ("marriage share, 2,000 deals",
     lambda a: checks.check_marriage_share(FIRST, a, n=2_000),
     lambda: float(lesson22.marriage_chance(FIRST))),
    ("close share, 20,000 deals",
     lambda a: checks.check_close_share(LATER, a, n=20_000),
     lambda: float(lesson23.close_win_chance(LATER))),
    ("close value, 20,000 deals",
     lambda a: checks.check_close_value(LATER, a, n=20_000), _close_mean),
    ("detection rate, 2,000 tournaments",
     lambda a: checks.check_detection_rate(a, 0.6, 50, n=2_000),
     lambda: lesson25.exact_power(0.6, 50)),
    ("three-point share, 1,000 deals",
     lambda a: checks.check_three_point_share(a, n=1_000),
     lambda: float((lesson25._reference_matchup().points == 3).mean())),
]


@pytest.mark.parametrize(("task", "check", "truth"), TASKS, ids=[t[0] for t in TASKS])
def test_no_round_guess_passes(
    capsys: pytest.CaptureFixture[str], task: str, check: Callable[[Any], Any],
    truth: Callable[[], float],
) -> None:
    nearest = round(truth(), 2)
    for guess in {0.0, 0.5, 1.0, nearest, nearest - 0.01, nearest + 0.01}:
        ok, out = run(capsys, lambda g=guess: check(g))
        assert not ok, (task, guess, out)
    ok, out = run(capsys, lambda: check(nearest))
    assert "array" in out or "standard errors" in out, out


def test_an_unrounded_estimate_and_a_round_array_still_pass(
    capsys: pytest.CaptureFixture[str],
) -> None:
    truth = float(lesson22.marriage_chance(FIRST))
    ok, out = run(capsys, lambda: checks.check_marriage_share(FIRST, truth + 0.0013, n=2_000))
    assert ok, out
    hits = np.zeros(2_000, dtype=bool)
    hits[: round(0.31 * 2_000)] = True  # a sample whose share happens to be round: 0.31
    assert is_round(float(hits.mean()))
    ok, out = run(capsys, lambda: checks.check_marriage_share(FIRST, hits))
    assert ok, out


def test_is_round() -> None:
    assert is_round(0.26) and is_round(1) and is_round(0.5) and is_round(0)
    assert not is_round(0.2573) and not is_round(math.nan) and not is_round(1 / 3)
