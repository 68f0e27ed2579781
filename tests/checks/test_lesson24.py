"""Self-checks of exercise 24: a strategy of tactical Pyanitsa plays both piles of each deal."""

from __future__ import annotations

import math

import numpy as np
import pytest

from pyanitsa_edu import deal
from pyanitsa_edu.checks import check_both_piles, check_deal_half_width, check_pairing_statements
from pyanitsa_edu.checks.lesson24 import TASK_DEALS, _tournament_games
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.pyanitsa.engine.tactical import highest_first, play_tactical, top_card

from .helpers import run


@pytest.mark.slow
def test_the_swapped_game_mirrors_pile_0_in_every_deal() -> None:
    """The lesson's claim: exchanging both the piles and the seats replays pile 0."""
    games = _tournament_games()
    assert games.shape == (TASK_DEALS, 2)
    for seed in range(TASK_DEALS):
        piles = deal(seed=seed)
        first = play_tactical(piles, [highest_first, top_card])
        swapped = play_tactical(piles[::-1], [top_card, highest_first])
        assert (first.tricks, first.wars) == (swapped.tricks, swapped.wars)
        assert (swapped.winner == 1) == games[seed, 0]
    assert not np.array_equal(games[:, 0], games[:, 1]), "pile 1 is a different game"


def test_the_right_table_passes_and_each_mistake_gets_its_hint(
    capsys: pytest.CaptureFixture[str],
) -> None:
    games = _tournament_games()
    ok, out = run(capsys, lambda: check_both_piles(games.tolist()))
    assert ok and out.startswith("✓"), out
    mirror = np.column_stack([games[:, 0], games[:, 0]])
    for wrong, needle in [(mirror, "the two columns agree"), (~games, "classic player's wins"),
                          (games[:, ::-1], "columns are swapped"),
                          (np.column_stack([games[:, 0], ~games[:, 1]]), "seat 1"),
                          (games.ravel(), "one row per deal"), (games[:50], "100 rows"),
                          (..., "no answer yet")]:
        ok, out = run(capsys, lambda w=wrong: check_both_piles(w))
        assert not ok and needle in out, (needle, out)
    other = games.copy()
    other[:3] = ~other[:3]
    ok, out = run(capsys, lambda: check_both_piles(other))
    assert not ok and "the table is not right" in out and "3" not in out, out


def test_the_half_width_is_taken_over_the_deals(capsys: pytest.CaptureFixture[str]) -> None:
    scores = _tournament_games().mean(axis=1)
    n = len(scores)
    for ddof in (0, 1):
        right = 1.96 * scores.std(ddof=ddof) / math.sqrt(n)
        ok, out = run(capsys, lambda r=right: check_deal_half_width(r))
        assert ok, out
    s = scores.std(ddof=1)
    for wrong, needle in [(1.96 * s / math.sqrt(2 * n), "square root of the games"),
                          (s / math.sqrt(n), "one standard error"),
                          (1.96 * s / n, "square root of the number of deals"),
                          (1.96 * _tournament_games()[:, 0].std(ddof=1) / math.sqrt(n),
                           "two columns agree")]:
        ok, out = run(capsys, lambda w=wrong: check_deal_half_width(w))
        assert not ok and needle in out, (needle, out)


@pytest.mark.parametrize("guess", [0, 0.5, 1, 0.01, 0.02, 0.03, 0.04, 0.05, 0.1])
def test_no_round_guess_passes_the_half_width(
    capsys: pytest.CaptureFixture[str], guess: float
) -> None:
    ok, out = run(capsys, lambda: check_deal_half_width(guess))
    assert not ok, out


def test_the_statements_and_the_russian_lines(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: check_pairing_statements("b, d"))
    assert ok, out
    ok, out = run(capsys, lambda: check_pairing_statements("abd"))
    assert not ok, out
    mirror = np.column_stack([_tournament_games()[:, 0]] * 2)
    with language("ru"):
        ok, out = run(capsys, lambda: check_both_piles(mirror))
    assert not ok and "столбцы совпадают" in out, out
