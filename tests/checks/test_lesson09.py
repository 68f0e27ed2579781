"""Exercise 09's checks: the exact chance of losing a trick given one's own card, worked out
here by counting the cards that beat it, with a hint for each kind of mistake and the right
value never shown; and the aces shares judged from the student's per-game arrays, so that no
guessed number passes at the task's n."""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import Rules, simulate
from pyanitsa_edu.checks import (
    check_aces_given_win,
    check_loss_given_rank,
    check_win_given_aces,
    lesson09,
)
from pyanitsa_edu.checks.lesson09 import ACES_MIN_GAMES
from pyanitsa_edu.checks.reference import (
    dealt_rank_counts,
    rank_held_chance,
    rank_held_reference,
    reference,
    share_truth,
)
from pyanitsa_edu.i18n.language import language

from .helpers import BROKEN_VALUES, reveals, run


def loss_by_hand(rank: str, order: str, suits: int = 4, six_rule: bool = True) -> Fraction:
    """Count the other cards that beat ``rank`` in a deck whose ranks run ``order`` (low to
    high, one character each, T for the ten), with the lowest rank beating the ace."""
    lowest, ace = order[0], order[-1]
    beaters = 0
    for other in order:
        if other == rank:
            continue
        if six_rule and {rank, other} == {lowest, ace}:
            beaters += suits if other == lowest else 0
        elif order.index(other) > order.index(rank):
            beaters += suits
    return Fraction(beaters, len(order) * suits - 1)


@pytest.mark.parametrize(("rank", "rules", "order"), [
    ("6", None, "6789TJQKA"), ("A", None, "6789TJQKA"), ("K", None, "6789TJQKA"),
    ("2", Rules(deck=52), "23456789TJQKA"), ("A", Rules(deck=52), "23456789TJQKA"),
])
def test_the_loss_chance_agrees_with_a_count_by_hand(
    capsys: pytest.CaptureFixture[str], rank: str, rules: Rules | None, order: str
) -> None:
    right = loss_by_hand(rank.replace("10", "T"), order)
    ok, out = run(capsys, lambda: check_loss_given_rank(right, rank, rules))
    assert ok, out
    ok, out = run(capsys, lambda: check_loss_given_rank(float(right), rank, rules))
    assert ok, out


def test_the_six_loses_four_times_in_five() -> None:
    assert loss_by_hand("6", "6789TJQKA") == Fraction(28, 35)


@pytest.mark.parametrize(("wrong", "needle"), [
    (Fraction(28, 36), "own card cannot be player 1's"),
    (Fraction(16, 35), "a card you know nothing about"),
    (Fraction(4, 35), "player 0 wins the trick"),
    (Fraction(3, 35), "chance of a tie"),
    (Fraction(31, 35), "a tie is not a lost trick"),
    (Fraction(32, 35), "the lowest rank beats the ace"),
])
def test_each_kind_of_mistake_gets_its_hint_and_not_the_answer(
    capsys: pytest.CaptureFixture[str], wrong: Fraction, needle: str
) -> None:
    ok, out = run(capsys, lambda: check_loss_given_rank(wrong))
    assert not ok and needle in out, out
    assert not reveals(out, Fraction(4, 5), f"{wrong.numerator}/{wrong.denominator}"), out
    with language("ru"):
        ok, ru = run(capsys, lambda: check_loss_given_rank(wrong))
    assert not ok and ru.startswith("✗ P(игрок 0 проигрывает сравнение | его карта — 6): "), ru


@pytest.mark.parametrize("guess", [0, 0.5, 1, Fraction(1, 2), 0.79, 0.81])
def test_round_guesses_fail(capsys: pytest.CaptureFixture[str], guess: object) -> None:
    ok, out = run(capsys, lambda: check_loss_given_rank(guess))
    assert not ok and out.startswith("✗"), out


@pytest.mark.parametrize("broken", BROKEN_VALUES)
def test_broken_answers_get_a_cross(capsys: pytest.CaptureFixture[str], broken: object) -> None:
    ok, out = run(capsys, lambda: check_loss_given_rank(broken))
    assert not ok and out.startswith("✗") and out.count("\n") == 1, out


# --- the aces tasks, judged from the student's per-game arrays --------------------------------


@pytest.fixture(scope="module")
def aces_task() -> dict[str, Any]:
    """A student's arrays from the task's 200,000 games on 32 cards: did player 0 win, was he
    dealt all four aces (card id // 4 is the rank, 7 the ace)."""
    sim = simulate(ACES_MIN_GAMES, rules=Rules(deck=32), seed=31)
    four = (sim.deal_cards.astype(np.int64)[:, :16] // 4 == 7).sum(axis=1) == 4
    return {"won": sim.winner == 0, "aces": four}


def test_the_shares_of_the_arrays_pass_and_bayes_too(
    capsys: pytest.CaptureFixture[str], aces_task: dict[str, Any]
) -> None:
    won, aces = aces_task["won"], aces_task["aces"]
    n = len(won)
    given_aces, given_win = float(won[aces].mean()), float(aces[won].mean())
    bayes = given_aces * float(aces.mean()) / float(won.mean())
    assert run(capsys, lambda: check_win_given_aces(given_aces, n=n, won=won, aces=aces))[0]
    assert run(capsys, lambda: check_aces_given_win(given_win, n=n, won=won, aces=aces))[0]
    assert run(capsys, lambda: check_aces_given_win(bayes, n=n, won=won, aces=aces))[0]


@pytest.mark.parametrize("backwards", [False, True])
def test_no_round_guess_passes_the_aces_tasks_at_their_n(
    capsys: pytest.CaptureFixture[str], aces_task: dict[str, Any], backwards: bool
) -> None:
    won, aces = aces_task["won"], aces_task["aces"]
    check = check_aces_given_win if backwards else check_win_given_aces
    right = float(aces[won].mean()) if backwards else float(won[aces].mean())
    for guess in {0.0, 0.5, 1.0, round(right, 2), round(right, 3), 0.94, 0.09}:
        ok, out = run(capsys, lambda g=guess: check(g, n=ACES_MIN_GAMES, won=won, aces=aces))
        assert not ok and "your arrays" in out, (guess, out)
    # told only n, the nearest hundredth would pass for P(win | all the aces): so a number
    # without its arrays is refused, and the hint names them
    t = lesson09._aces_truths(Rules(deck=32))
    nearest = round(t.aces_given_win if backwards else t.win_given_aces, 2)
    ok, out = run(capsys, lambda: check(nearest, n=ACES_MIN_GAMES))
    assert not ok and "pass won= and aces= too" in out, out


def test_each_wrong_reading_of_the_arrays_gets_its_hint(
    capsys: pytest.CaptureFixture[str], aces_task: dict[str, Any]
) -> None:
    won, aces = aces_task["won"], aces_task["aces"]
    n = len(won)
    cases = [
        (check_win_given_aces, float(aces[won].mean()), "other way round"),
        (check_aces_given_win, float(won[aces].mean()), "other way round"),
        (check_aces_given_win, float((won & aces).mean()), "all games with both"),
        (check_win_given_aces, float(won.mean()), "share over all games"),
    ]
    for check, wrong, needle in cases:
        ok, out = run(capsys, lambda c=check, w=wrong: c(w, n=n, won=won, aces=aces))
        assert not ok and needle in out, (needle, out)
        with language("ru"):
            ok, ru = run(capsys, lambda c=check, w=wrong: c(w, n=n, won=won, aces=aces))
        assert not ok and "неверно" in ru and " the " not in ru, ru
    short = {"won": won[:1_000], "aces": aces[:1_000]}
    ok, out = run(capsys, lambda: check_win_given_aces(0.9, **short))
    assert not ok and "at least 200,000 games" in out, out
    ok, out = run(capsys, lambda: check_win_given_aces(0.9, n=5, won=won, aces=aces))
    assert not ok and "you passed n = 5" in out, out
    ok, out = run(capsys, lambda: check_win_given_aces(0.9, n=n, won=won * 3, aces=aces))
    assert not ok and "True/False" in out, out
    ok, out = run(capsys, lambda: check_win_given_aces(0.9, n=n, won=..., aces=aces))
    assert not ok and "no answer yet" in out, out


def test_aces_estimates_from_the_32_card_deck(capsys: pytest.CaptureFixture[str]) -> None:
    rules = Rules(deck=32)
    n = ACES_MIN_GAMES
    sim = simulate(n, rules=rules, seed=11)
    ranks = sim.deal_cards.astype(np.int64) // 4
    four = (ranks[:, :16] == 7).sum(axis=1) == 4
    won = sim.winner == 0
    arrays = {"won": won, "aces": four}
    win_given = float(won[four].mean())
    aces_given = float(four[won].mean())
    ok, out = run(capsys, lambda: check_win_given_aces(win_given, n=len(sim), **arrays))
    assert ok, out
    ok, out = run(capsys, lambda: check_aces_given_win(aces_given, n=len(sim), **arrays))
    assert ok, out
    bayes = win_given * float(four.mean()) / float(won.mean())
    ok, out = run(capsys, lambda: check_aces_given_win(bayes, n=len(sim), **arrays))
    assert ok, out
    # the question read the wrong way round, and the unconditional shares
    ok, out = run(capsys, lambda: check_win_given_aces(aces_given, n=len(sim), **arrays))
    assert not ok and "other way round" in out, out
    ok, out = run(capsys, lambda: check_aces_given_win(win_given, n=len(sim), **arrays))
    assert not ok and "other way round" in out, out
    ok, out = run(capsys, lambda: check_aces_given_win(float(four.mean()), n=len(sim),
                                                       **arrays))
    assert not ok and "keep only the games where the condition holds" in out, out
    ok, out = run(capsys, lambda: check_win_given_aces(float(won.mean()), n=len(sim), **arrays))
    assert not ok and "keep only the games where the condition holds" in out, out
    short = {"won": won[:20_000], "aces": four[:20_000]}
    ok, out = run(capsys, lambda: check_win_given_aces(float(won[:20_000][four[:20_000]].mean()),
                                                       **short))
    assert not ok and "at least 200,000" in out, out
    ok, out = run(capsys, lambda: check_win_given_aces(win_given, n=len(sim)))
    assert not ok and "pass won= and aces= too" in out, out


@pytest.mark.parametrize(("check", "guesses"), [(check_win_given_aces, (0.93, 0.95, 0.9, 1.0)),
                                                (check_aces_given_win, (0.09, 0.1, 0.05))])
def test_round_guesses_without_the_arrays_are_refused_at_any_n(
    capsys: pytest.CaptureFixture[str], check: Callable[..., Any], guesses: tuple[float, ...]
) -> None:
    fewest = inspect.signature(check).parameters["min_n"].default
    for guess in guesses:
        for n in (fewest, 10 * fewest):
            ok, out = run(capsys, lambda g=guess, m=n: check(g, n=m))
            assert not ok and "pass won= and aces= too" in out, (guess, n, out)


def test_aces_reference_is_dealt_given_the_aces() -> None:
    rules = Rules(deck=32)
    given = rank_held_reference(rules)
    # the same chance among the 100,000 random deals of the reference, one in twenty of which
    # deals every ace to player 0: the two agree within their errors
    sim = reference(rules)
    four = dealt_rank_counts(sim)[:, 7] == 4
    picked = share_truth(sim.winner[four] == 0)
    assert abs(given.value - picked.value) < 4 * math.hypot(given.se, picked.se)
    assert given.se < picked.se / 4
    assert rank_held_chance(rules) == math.comb(28, 12) / math.comb(32, 16)
    assert abs(float(four.mean()) - rank_held_chance(rules)) < 4 * math.sqrt(0.05 / len(sim))


def test_an_aces_miss_reports_the_standard_error_of_its_decision(
    capsys: pytest.CaptureFixture[str],
) -> None:
    t = lesson09._aces_truths(Rules(deck=32))
    n = ACES_MIN_GAMES
    se = math.hypot(t.sd_win_given_aces / math.sqrt(n), t.se_win_given_aces)
    # arrays of n games whose share among the deals with every ace is four errors too low
    held = round(n * t.aces)
    wins = round(held * (t.win_given_aces - 4 * se))
    aces = np.arange(n) < held
    won = (np.arange(n) < wins) | (np.arange(n) >= held)
    guess = wins / held
    ok, out = run(capsys, lambda: check_win_given_aces(guess, n=n, won=won, aces=aces))
    assert not ok, out
    shown = float(out.split("one standard error is about ")[1].split(" ")[0].rstrip(")"))
    assert shown == pytest.approx(se, rel=0.34), (se, out)
    assert not reveals(out, t.win_given_aces, f"{guess:.4g}"), out
