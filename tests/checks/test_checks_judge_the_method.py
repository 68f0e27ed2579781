"""Checks that judge the method the lesson teaches: each test fails on a behaviour the checks had
before (rounding down passed ``games_needed``; a share counted with < passed as P(L ≤ 25) at the
task's n; Bayes' rule with the exact chance of the aces, or with P(win) = ½, was refused; a wrong
table of exercise 24 was told how many deals differ, enough for a loop to rebuild it)."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from pyanitsa_edu import Rules, simulate
from pyanitsa_edu.checks import (
    check_aces_given_win,
    check_both_piles,
    check_games_needed,
    check_short_game_share,
    check_win_given_aces,
)
from pyanitsa_edu.checks.lesson07 import SHORT_GAME, SHORT_MIN_GAMES
from pyanitsa_edu.checks.lesson09 import ACES_MIN_GAMES
from pyanitsa_edu.checks.lesson24 import _tournament_games
from pyanitsa_edu.checks.reference import rank_held_chance

from .helpers import run


def _bound(h: float) -> float:
    return (1.96 * 0.5 / h) ** 2


@pytest.mark.parametrize("rounding", [math.floor, round, lambda x: math.ceil(x) - 1])
def test_games_needed_refuses_any_rounding_but_up(
    capsys: pytest.CaptureFixture[str], rounding: object
) -> None:
    ok, out = run(capsys, lambda: check_games_needed(lambda h: rounding(_bound(h))))  # type: ignore[operator]
    assert not ok and "for input" in out, out


def test_games_needed_accepts_rounding_up_however_it_is_written(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for fn in (lambda h: math.ceil(_bound(h)),
               lambda h: math.ceil(1.96**2 * 0.25 / h**2),   # a hair above a whole bound
               lambda h: int(_bound(h)) + 1,                 # one more where the bound is whole
               lambda h: float(math.ceil(_bound(h)))):
        ok, out = run(capsys, lambda f=fn: check_games_needed(f))
        assert ok, out


@pytest.fixture(scope="module")
def lengths() -> np.ndarray:
    return simulate(SHORT_MIN_GAMES, seed=8).tricks


def test_a_share_counted_with_less_than_is_named_at_the_tasks_n(
    capsys: pytest.CaptureFixture[str], lengths: np.ndarray,
) -> None:
    strict = float(np.mean(lengths < SHORT_GAME))
    right = float(np.mean(lengths <= SHORT_GAME))
    # the two lie within three standard errors of each other at this n: as bare estimates a
    # check could not tell them apart
    se = math.sqrt(right * (1 - right) / len(lengths))
    assert abs(right - strict) < 3 * se
    ok, out = run(capsys, lambda: check_short_game_share(strict, n=len(lengths), lengths=lengths))
    assert not ok and "exactly 25 tricks counts too" in out, out
    ok, out = run(capsys, lambda: check_short_game_share(right, n=len(lengths), lengths=lengths))
    assert ok, out


def test_a_bare_share_is_not_judged_without_its_lengths(
    capsys: pytest.CaptureFixture[str], lengths: np.ndarray,
) -> None:
    strict = float(np.mean(lengths < SHORT_GAME))
    ok, out = run(capsys, lambda: check_short_game_share(strict, n=len(lengths)))
    assert not ok and "lengths=sim.tricks" in out, out


def test_lengths_of_another_size_or_kind_are_refused(
    capsys: pytest.CaptureFixture[str], lengths: np.ndarray,
) -> None:
    right = float(np.mean(lengths <= SHORT_GAME))
    for bad, n in ((lengths, 10), (lengths + 0.5, None), ([1], None), ("lengths", None)):
        ok, out = run(capsys, lambda b=bad, m=n: check_short_game_share(right, n=m, lengths=b))
        assert not ok, out


@pytest.fixture(scope="module")
def aces_games() -> tuple[np.ndarray, np.ndarray]:
    sim = simulate(ACES_MIN_GAMES, rules=Rules(deck=32), seed=3)
    return sim.winner == 0, (sim.deal_cards[:, :16] // 4 == 7).sum(axis=1) == 4


def test_bayes_with_the_exact_chance_of_the_aces_is_accepted(
    capsys: pytest.CaptureFixture[str], aces_games: tuple[np.ndarray, np.ndarray],
) -> None:
    won, aces = aces_games
    exact = rank_held_chance(Rules(deck=32))
    given = float(won[aces].mean())
    routes = {"column": float(aces[won].mean()),
              "Bayes, arrays": given * float(aces.mean()) / float(won.mean()),
              "Bayes, exact P(aces)": given * exact / float(won.mean()),
              "Bayes, exact P(aces), P(win) = 1/2": given * exact / 0.5,
              "Bayes, P(win) = 1/2": given * float(aces.mean()) / 0.5}
    assert abs(routes["Bayes, exact P(aces)"] - routes["column"]) > 1e-4  # really another number
    for route, value in routes.items():
        ok, out = run(capsys, lambda v=value: check_aces_given_win(v, n=len(won), won=won,
                                                                   aces=aces))
        assert ok, (route, out)
    ok, out = run(capsys, lambda: check_win_given_aces(float((won & aces).mean()) / exact,
                                                       n=len(won), won=won, aces=aces))
    assert ok, out


def test_a_route_is_judged_within_its_own_error(
    capsys: pytest.CaptureFixture[str], aces_games: tuple[np.ndarray, np.ndarray],
) -> None:
    won, aces = aces_games
    # a game-level coin for the wins keeps P(win) near 1/2 but breaks P(win | aces): every
    # route computed from such arrays is far from the truth, and each fails
    rng = np.random.default_rng(5)
    coin = rng.random(len(won)) < 0.5
    exact = rank_held_chance(Rules(deck=32))
    for value in (float(aces[coin].mean()), float(coin[aces].mean()) * exact / 0.5):
        ok, out = run(capsys, lambda v=value: check_aces_given_win(v, n=len(won), won=coin,
                                                                   aces=aces))
        assert not ok and out.startswith("✗"), out
    ok, out = run(capsys, lambda: check_aces_given_win(0.095, n=len(won), won=won, aces=aces))
    assert not ok and "not a share your arrays give" in out, out


def test_a_wrong_table_is_not_told_how_many_deals_differ(
    capsys: pytest.CaptureFixture[str],
) -> None:
    right = _tournament_games()
    outputs = set()
    for wrong_deals in (1, 2, 30):
        table = right.copy()
        table[:wrong_deals, 1] = ~table[:wrong_deals, 1]
        table[:wrong_deals, 0] = ~table[:wrong_deals, 0]
        ok, out = run(capsys, lambda t=table: check_both_piles(t))
        assert not ok, out
        assert not re.search(r"\b(?:1|2|30) of\b", out), out
        outputs.add(out)
    assert len(outputs) == 1, outputs  # one answer for every wrong table: nothing to search by
