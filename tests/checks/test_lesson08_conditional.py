"""Exercise 08's new check: the exact chance of losing a trick given one's own card, worked
out here by counting the cards that beat it, with a hint for each kind of mistake and the
right value never shown."""

from __future__ import annotations

from fractions import Fraction

import pytest

from pyanitsa_edu import Rules
from pyanitsa_edu.checks import check_loss_given_rank
from pyanitsa_edu.language import language

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
