"""Statistical checks judge an estimate with the student's own n: a right estimate passes
whatever its seed and n, a blind guess fails, and the tolerance shrinks as n grows."""

from __future__ import annotations

import math
import random
import re
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyanitsa_edu import Deck, Rules, simulate, unbeaten
from pyanitsa_edu.checks import (
    check_cycle_share,
    check_long_game_share,
    check_longer_with_rule,
    check_mean_estimate,
    check_rank_effect,
    check_share_estimate,
    check_small_deck_share,
    check_table_cycle_share,
)
from pyanitsa_edu.checks.core import AnswerError
from pyanitsa_edu.checks.estimates import Estimate, judge_estimate, read_estimate

from .helpers import capture, reveals, run

TRUE_CIRCLE_SHARE = 448 / 7140  # 4 sixes x 4 aces x 28 middle cards, of C(36, 3) hands
SMALL = Rules(deck=Deck(ranks=["6", "7", "K", "A"], suits=2))
SEAT24 = Rules(deck=Deck(ranks=["9", "10", "J", "Q", "K", "A"], suits=4), collect="seat_order",
               low_beats_ace=False)


def _circle_draws(n: int, seed: int) -> list[bool]:
    rng = random.Random(seed)
    cards = Rules().deck.cards
    return [not unbeaten(rng.sample(cards, 3)) for _ in range(n)]


@pytest.mark.parametrize(("n", "seed"), [(5_000, 2), (5_000, 17), (8_000, 3), (20_000, 4)])
def test_a_right_estimate_passes_with_any_seed_and_n(
    capsys: pytest.CaptureFixture[str], n: int, seed: int
) -> None:
    draws = _circle_draws(n, seed)
    share = sum(draws) / n
    ok, out = run(capsys, lambda: check_share_estimate("tables", share, TRUE_CIRCLE_SHARE, n=n))
    assert ok, out
    ok, out = run(capsys, lambda: check_table_cycle_share(draws))
    assert ok, out


@pytest.mark.parametrize("guess", [0.05, 0.08, 0.1, 0.0, 0.5, 6.3])
def test_blind_guesses_fail_with_several_thousand_draws(
    capsys: pytest.CaptureFixture[str], guess: float
) -> None:
    ok, out = run(capsys, lambda: check_table_cycle_share(guess, n=5_000))
    assert not ok and out.startswith("✗"), out
    assert not reveals(out, TRUE_CIRCLE_SHARE, f"{guess:.4g}"), out


def test_the_tolerance_follows_n(capsys: pytest.CaptureFixture[str]) -> None:
    """An estimate 0.01 away from the truth is chance at n = 5,000 (3 SE = 0.010), and more
    than chance at n = 50,000 (3 SE = 0.003)."""
    near = TRUE_CIRCLE_SHARE - 0.0095
    assert run(capsys, lambda: check_share_estimate("s", near, TRUE_CIRCLE_SHARE, n=5_000))[0]
    ok, out = run(capsys, lambda: check_share_estimate("s", near, TRUE_CIRCLE_SHARE, n=50_000))
    assert not ok and "three standard errors" in out
    se = math.sqrt(TRUE_CIRCLE_SHARE * (1 - TRUE_CIRCLE_SHARE) / 20_000)
    inside, outside = TRUE_CIRCLE_SHARE + 2.9 * se, TRUE_CIRCLE_SHARE + 3.1 * se
    assert run(capsys, lambda: check_share_estimate("s", inside, TRUE_CIRCLE_SHARE, n=20_000))[0]
    assert not run(capsys, lambda: check_share_estimate("s", outside, TRUE_CIRCLE_SHARE,
                                                        n=20_000))[0]


def test_too_few_games_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: check_table_cycle_share(_circle_draws(100, 1)))
    assert not ok and "asks for at least 5,000 draws" in out


@pytest.mark.parametrize(("answer", "n", "needle"), [
    (0.06, None, "pass n too"),
    (0.06, 0, "positive whole number"),
    (0.06, 2.5, "positive whole number"),
    ("0.06", 5_000, "not text"),
    ([True, False, True], 7, "you passed n = 7"),
    ([0.2, 0.5], None, "0/1"),
    (..., 5_000, "no answer yet"),
])
def test_unusable_estimates(
    capsys: pytest.CaptureFixture[str], answer: object, n: object, needle: str
) -> None:
    ok, out = run(capsys, lambda: check_share_estimate("s", answer, 0.3, n=n))
    assert not ok and needle in out, out


def test_read_estimate_takes_numbers_and_arrays() -> None:
    assert read_estimate(np.float64(0.25), np.int64(400)) == (0.25, 400)
    assert read_estimate(np.array([1, 0, 0, 1]), None) == (0.5, 4)
    assert read_estimate([2.0, 4.0], None, share=False) == Estimate(value=3.0, n=2)


@pytest.mark.parametrize(
    ("answer", "n", "needle"),
    [
        (..., 100, "no answer yet"),
        ("0.3", 100, "not text"),
        (0.3, None, "pass n too"),
        (0.3, -5, "positive whole number"),
        ([1, 0, 2], None, "0/1"),
        ([1, 0, 1], 5, "you passed n = 5"),
    ],
)
def test_read_estimate_raises_what_is_wrong(answer: object, n: object, needle: str) -> None:
    with pytest.raises(AnswerError, match=needle.replace(".", r"\.")) as caught:
        read_estimate(answer, n)
    assert isinstance(caught.value, ValueError)


def test_a_mean_uses_its_standard_deviation(capsys: pytest.CaptureFixture[str]) -> None:
    # sd 100 over 10,000 games: one standard error is 1, so 3 away passes and 4 fails
    assert run(capsys, lambda: check_mean_estimate("m", 52.9, 50, sd=100, n=10_000))[0]
    assert not run(capsys, lambda: check_mean_estimate("m", 54, 50, sd=100, n=10_000))[0]
    assert run(capsys, lambda: check_mean_estimate("m", 54, 50, sd=100, n=5_000))[0]


@pytest.mark.parametrize("seed", [1, 11, 99])
def test_long_games_any_seed(capsys: pytest.CaptureFixture[str], seed: int) -> None:
    sim = simulate(5_000, seed=seed)
    share = float(np.mean(sim.tricks > 200))
    assert run(capsys, lambda: check_long_game_share(sim.tricks > 200))[0]
    assert run(capsys, lambda: check_long_game_share(sim.tricks > 150, longer_than=150))[0]
    for wrong in (sim.tricks <= 200, sim.tricks > 100, sim.tricks > 300):
        ok, out = run(capsys, lambda w=wrong: check_long_game_share(w))
        assert not ok, out
    ok, out = run(capsys, lambda: check_long_game_share(share, n=len(sim)))
    assert not ok and "not a number" in out, out


def test_long_games_name_the_complement(capsys: pytest.CaptureFixture[str]) -> None:
    sim = simulate(5_000, seed=5)
    ok, out = run(capsys, lambda: check_long_game_share(sim.tricks <= 200))
    assert not ok and "at most 200 tricks" in out


@pytest.mark.parametrize("seed", [3, 8])
def test_small_deck_share_against_the_exact_value(
    capsys: pytest.CaptureFixture[str], seed: int
) -> None:
    sim = simulate(2_000, rules=SMALL, seed=seed)
    assert run(capsys, lambda: check_small_deck_share(sim.winner == 0, SMALL))[0]
    assert not run(capsys, lambda: check_small_deck_share(0.5, SMALL, n=2_000))[0]


def test_cycle_share_any_seed(capsys: pytest.CaptureFixture[str]) -> None:
    for seed in (6, 60):
        sim = simulate(5_000, rules=SEAT24, seed=seed)
        cycled = sim.reason == "cycle"
        assert run(capsys, lambda c=cycled: check_cycle_share(c, SEAT24, n=5_000))[0]
        # a typed number near the truth is no evidence: the check wants the games
        ok, out = run(capsys, lambda c=cycled: check_cycle_share(float(c.mean()), SEAT24, n=5_000))
        assert not ok and "not one number" in out, out
    half = np.arange(5_000) % 2 == 0
    assert not run(capsys, lambda: check_cycle_share(half, SEAT24, n=5_000))[0]
    assert not run(capsys, lambda: check_cycle_share(half[:500], SEAT24, n=500))[0]


def _effect(sim: object, rank: str, rules: Rules) -> tuple[float, Any, Any]:
    """Return the effect of ``rank`` in ``sim`` with its per-game arrays: did player 0 win, and
    how many cards of the rank he was dealt."""
    from pyanitsa_edu.checks.reference import dealt_rank_counts

    column = dealt_rank_counts(sim)[:, rules.deck.rank_index(rank)]  # type: ignore[arg-type]
    wins = sim.winner == 0  # type: ignore[attr-defined]
    return float(wins[column >= 3].mean() - wins[column <= 1].mean()), wins, column


def test_rank_effect_any_seed(capsys: pytest.CaptureFixture[str]) -> None:
    for seed, n in ((3, 10_000), (21, 12_000)):
        ace, wins, held = _effect(simulate(n, seed=seed), "A", Rules())
        arrays = {"wins": wins, "held": held}
        assert run(capsys, lambda a=ace, k=n, x=arrays: check_rank_effect(a, "A", n=k, **x))[0]
        assert not run(capsys, lambda a=ace, k=n, x=arrays: check_rank_effect(-a, "A", n=k,
                                                                               **x))[0]
        assert not run(capsys, lambda k=n, x=arrays: check_rank_effect(0.0, "A", n=k, **x))[0]
    ok, out = run(capsys, lambda: check_rank_effect(ace, "A", n=12_000))
    assert not ok and "pass wins= and held= too" in out, out
    ok, out = run(capsys, lambda: check_rank_effect(0.35, "A", wins=wins[:5_000],
                                                    held=held[:5_000]))
    assert not ok and "at least 10,000" in out, out


def test_rank_effect_on_another_deck(capsys: pytest.CaptureFixture[str]) -> None:
    deck52 = Rules(deck=52)
    ace, wins, held = _effect(simulate(10_000, rules=deck52, seed=3), "A", deck52)
    assert run(capsys, lambda: check_rank_effect(ace, "A", n=10_000, rules=deck52, wins=wins,
                                                 held=held))[0]
    # the 36-card value of lesson 08 is not the 52-card answer
    ok, out = run(capsys, lambda: check_rank_effect(0.342, "A", n=10_000, rules=deck52,
                                                    wins=wins, held=held))
    assert not ok and "not the effect your arrays give" in out, out


@pytest.mark.parametrize("seed", [7, 8])
def test_longer_with_rule_any_seed(capsys: pytest.CaptureFixture[str], seed: int) -> None:
    classic = simulate(5_000, seed=seed).tricks
    plain = simulate(5_000, rules=Rules(low_beats_ace=False), seed=seed).tricks
    lengths = {"with_rule": classic, "without_rule": plain}
    share = float(np.mean(classic > plain))
    assert run(capsys, lambda: check_longer_with_rule(share, n=5_000, **lengths))[0]
    ok, out = run(capsys, lambda: check_longer_with_rule(float(np.mean(classic >= plain)),
                                                         n=5_000, **lengths))
    assert not ok and "equal length" in out
    assert not run(capsys, lambda: check_longer_with_rule(0.5, n=5_000, **lengths))[0]
    ok, out = run(capsys, lambda: check_longer_with_rule(share, n=5_000))
    assert not ok and "pass with_rule= and without_rule= too" in out, out
    ok, out = run(capsys, lambda: check_longer_with_rule(classic > plain))
    assert not ok and "pass with_rule= and without_rule= too" in out, out


@settings(max_examples=300)
@given(truth=st.floats(0.01, 0.99), value=st.floats(-2.0, 150.0), n=st.integers(1_000, 10**6),
       share=st.booleans())
def test_a_rejected_estimate_never_shows_the_truth(
    truth: float, value: float, n: int, share: bool
) -> None:
    truth, value = round(truth, 4), round(value, 4)
    out = capture(lambda: judge_estimate("estimate", value, n, truth, 0.5, share=share))
    if out.startswith("✗"):
        assert not reveals(out, truth, f"{value:.4g}"), (truth, value, n, out)


STANDARD_ERROR = re.compile(r"one standard error is about ([0-9.e-]+)")


@pytest.mark.parametrize(("truth", "sd", "truth_se", "n", "share"), [
    (0.94, 1.07, 0.0005, 200_000, True),   # a share given a rare deal: sd far above √(p(1−p))
    (0.0627, math.sqrt(0.0627 * 0.9373), 0.0, 5_000, True),
    (0.2625, 0.304, 0.0056, 1_000, False),  # a reference whose own error counts
    (260.0, 259.0, 0.0, 3_000, False),
])
def test_a_rejected_estimate_reports_the_standard_error_it_was_judged_with(
    capsys: pytest.CaptureFixture[str], truth: float, sd: float, truth_se: float, n: int,
    share: bool,
) -> None:
    se = math.sqrt(sd**2 / n + truth_se**2)
    value = truth + 4 * se
    ok, out = run(capsys, lambda: judge_estimate("e", value, n, truth, sd, truth_se=truth_se,
                                                 share=share))
    assert not ok, out
    [shown] = STANDARD_ERROR.findall(out)
    assert float(shown) == pytest.approx(se, rel=0.34), (se, out)  # one significant digit
    assert not reveals(out, truth, f"{value:.4g}"), out
