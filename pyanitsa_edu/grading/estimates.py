"""Hidden tests of the statistical tasks: the student's own simulation, played again.

A self-check judges an estimate within three standard errors of the truth at the student's n,
so a made-up number or array tuned against it could pass. The hidden tests go further:

- **seeded** tasks (the library's ``simulate``, ``deal(seed=s)``, ``head_to_head``): the
  student's simulation object must be the one the task asks for (its rules, at least its
  number of games), and it is played again here from its own seed; the answer must be exactly
  what those games give (:func:`replayed`);
- **sampled** tasks (the student's own random draws): the answer must be one value per draw,
  at least the task's number of draws, and must look like independent draws: a sorted or
  patterned array fails a runs test (:func:`per_draw`); the self-check then judges it at that n.

What is not checked, and cannot be from the values alone: that a sampled array came from the
random draws the task describes rather than from a generator tuned to the truth.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
import numpy.typing as npt

from ..analysis.monte_carlo import simulate
from ..analysis.simulation import Simulation
from ..i18n.fmt import number
from ..pyanitsa.dealing import deal
from ..pyanitsa.deck import Deck
from ..pyanitsa.rules import Rules
from ..sixtysix.bots import greedy_bot, random_bot
from ..sixtysix.tournament import Matchup, head_to_head
from .verdict import (
    NOT_RANDOM,
    NOT_THE_TASKS,
    NOT_YOURS,
    PER_DRAW,
    GradeFailure,
    Namespace,
    extra,
    need,
)

__all__ = ["RUNS_Z", "per_draw", "replayed", "runs_z", "same_answer"]

RUNS_Z = 5.0
"""A 0/1 array fails the runs test when its number of runs is more than this many standard
deviations from what independent draws give (a chance of about 6 in 10 million for real
draws)."""
Values = npt.NDArray[np.float64]


def replayed(ns: Namespace, name: str, rules: Rules, least: int) -> Simulation:
    """Return the student's simulation ``name`` played again from its seed; raise when it is
    not a simulation of ``rules`` with at least ``least`` games, or its games are not those of
    its seed."""
    sim = need(ns, name)
    if not isinstance(sim, Simulation) or sim.rules != rules or len(sim) < least or (
            sim.seed is None):
        raise GradeFailure(NOT_THE_TASKS, name=name)
    again = simulate(len(sim), rules=rules, seed=sim.seed)
    for field in ("winner", "tricks", "reason_code", "deal_cards"):
        if not np.array_equal(getattr(sim, field), getattr(again, field)):
            raise GradeFailure(NOT_YOURS)
    return again


def same_answer(answer: Any, truth: Values | float) -> None:
    """Raise unless ``answer`` is what the replayed games give: the same per-game array, or
    the same number (to 1e-9): a share where the truth is a per-game array is its mean."""
    try:
        if np.ndim(truth) == 0:
            values = np.asarray(answer, dtype=float)
            right = bool(np.ndim(values) == 0 and abs(float(values) - float(truth)) <= 1e-9)
            if not right and np.ndim(values) == 1:  # the per-game array of a share
                right = abs(float(values.mean()) - float(truth)) <= 1e-9
        else:
            values = np.asarray(answer, dtype=float)
            if values.ndim == 0:
                right = abs(float(values) - float(np.mean(truth))) <= 1e-9
            else:
                right = values.shape == np.shape(truth) and bool(np.array_equal(values, truth))
    except (TypeError, ValueError):
        right = False
    if not right:
        raise GradeFailure(NOT_YOURS)


def runs_z(values: Values) -> float:
    """Return how many standard deviations the number of runs of a 0/1 array is from what
    independent draws with its share give (Wald and Wolfowitz's runs test); 0 when every value
    is the same."""
    ones = float(values.sum())
    size = float(values.size)
    zeros = size - ones
    if ones == 0 or zeros == 0 or size < 3:
        return 0.0
    runs = 1 + int(np.count_nonzero(values[1:] != values[:-1]))
    mean = 2 * ones * zeros / size + 1
    var = (mean - 1) * (mean - 2) / (size - 1)
    return (runs - mean) / math.sqrt(var) if var > 0 else 0.0


def per_draw(ns: Namespace, name: str, least: int, share: bool = True) -> Values:
    """Return the student's per-draw values ``name`` as floats; raise when they are not one
    value per draw, at least ``least`` of them, or (for a 0/1 array) fail the runs test."""
    try:
        values = np.asarray(need(ns, name), dtype=float)
    except (TypeError, ValueError):
        raise GradeFailure(PER_DRAW, least=number(least)) from None
    if values.ndim != 1 or values.size < least or not np.isfinite(values).all():
        raise GradeFailure(PER_DRAW, least=number(least))
    if share:
        if not np.isin(values, (0.0, 1.0)).all():
            raise GradeFailure(PER_DRAW, least=number(least))
        if abs(runs_z(values)) > RUNS_Z:
            raise GradeFailure(NOT_RANDOM)
    return values


def _sampled(exercise: str, task: str, name: str, least: int,
             share: bool = True) -> Callable[[Namespace], None]:
    """Register the hidden test of a sampled task whose answer is the per-draw array ``name``."""

    def test(ns: Namespace) -> None:
        per_draw(ns, name, least, share)

    return extra(exercise, task)(test)


_sampled("03", "table_cycle_share", "circle_draws", 5_000)
_sampled("10", "ignorant_dealer", "switch_wins", 5_000)
_sampled("17", "win_estimate", "won", 2_000)
_sampled("18", "false_alarm_rate", "alarms", 100_000)
_sampled("21", "wald_coverage", "covered", 50_000)
_sampled("22", "marriage_share", "has_marriage", 2_000)
_sampled("25", "detection_rate", "detected", 2_000)


@extra("13", "longer_with_rule")
def _longer_with_rule(ns: Namespace) -> None:
    longer = per_draw(ns, "with_rule", 5_000, share=False)
    shorter = per_draw(ns, "without_rule", 5_000, share=False)
    if longer.shape != shorter.shape:
        raise GradeFailure(PER_DRAW, least=number(5_000))
    indicator = (longer > shorter).astype(float)
    if abs(runs_z(indicator)) > RUNS_Z:
        raise GradeFailure(NOT_RANDOM)
    same_answer(need(ns, "share_longer"), float(indicator.mean()))


@extra("16", "walk_length")
def _walk_length(ns: Namespace) -> None:
    lengths = per_draw(ns, "lengths", 1_000, share=False)
    reached = per_draw(ns, "reached", 1_000)
    if lengths.shape != reached.shape or (lengths < 10).any() or (lengths % 2).any():
        # from 10, a walk needs 10 steps to reach 0, and an even number
        raise GradeFailure(NOT_RANDOM)


@extra("19", "bootstrap_interval")
def _bootstrap_interval(ns: Namespace) -> None:
    winner = per_draw(ns, "winner", 1_000, share=False)
    if not np.isin(winner, (-1.0, 0.0, 1.0)).all():
        raise GradeFailure(PER_DRAW, least=number(1_000))
    if abs(runs_z((winner == 0).astype(float))) > RUNS_Z:
        raise GradeFailure(NOT_RANDOM)


@extra("19", "permutation_p")
def _permutation_p(ns: Namespace) -> None:
    a = per_draw(ns, "a", 1_000, share=False)
    b = per_draw(ns, "b", 1_000, share=False)
    shuffles = per_draw(ns, "shuffles", 1_000, share=False)
    observed = abs(a.mean() - b.mean())
    as_far = (np.abs(shuffles) >= observed - 1e-9).astype(float)
    if abs(runs_z(as_far)) > RUNS_Z:
        raise GradeFailure(NOT_RANDOM)
    p_value = need(ns, "p_value")
    try:
        value = float(p_value)
    except (TypeError, ValueError):
        raise GradeFailure(NOT_YOURS) from None
    if min(abs(value - as_far.mean()), abs(value - (as_far.sum() + 1) / (as_far.size + 1))) > (
            1.5 / as_far.size):
        raise GradeFailure(NOT_YOURS)


@extra("23", "close_share")
def _close_share(ns: Namespace) -> None:
    wins = per_draw(ns, "close_wins", 20_000)
    points = per_draw(ns, "close_points", 20_000, share=False)
    if points.shape != wins.shape or not np.array_equal(wins, (points > 0).astype(float)):
        raise GradeFailure(NOT_YOURS)


CLASSIC = Rules()


@extra("02", "ace_in_top_three")
def _ace_in_top_three(ns: Namespace) -> None:
    answer = np.asarray(need(ns, "ace_in_top3"))
    if answer.ndim != 1 or answer.size < 10_000:
        raise GradeFailure(PER_DRAW, least=number(10_000))
    truth = [any(card.rank == "A" for card in deal(seed=s)[0][:3]) for s in range(answer.size)]
    same_answer(answer, np.asarray(truth, dtype=float))


@extra("05", "long_game_share")
def _long_game_share(ns: Namespace) -> None:
    sim = replayed(ns, "sim", CLASSIC, 5_000)
    same_answer(need(ns, "long_games"), (sim.tricks > 200).astype(float))


@extra("06", "small_deck_share")
def _small_deck_share(ns: Namespace) -> None:
    small = Rules(deck=Deck(ranks=["6", "7", "A"], suits=3))
    sim = replayed(ns, "sim", small, 2_000)
    same_answer(need(ns, "wins"), (sim.winner == 0).astype(float))


@extra("07", "short_game_share")
def _short_game_share(ns: Namespace) -> None:
    sim = replayed(ns, "sim", CLASSIC, 50_000)
    same_answer(need(ns, "p_short"), float(np.mean(sim.tricks <= 25)))


def _four_aces(ns: Namespace) -> tuple[Values, Values]:
    """Return (player 0 won, he held all four aces) for the student's 32-card games."""
    sim = replayed(ns, "sim", Rules(deck=32), 100_000)
    ranks = sim.deal_cards // 4
    aces = ((ranks[:, :16] == 7).sum(axis=1) == 4).astype(float)
    return (sim.winner == 0).astype(float), aces


@extra("09", "win_given_aces")
def _win_given_aces(ns: Namespace) -> None:
    won, aces = _four_aces(ns)
    same_answer(need(ns, "p_win_given_aces"), float(won[aces == 1].mean()))


@extra("09", "aces_given_win")
def _aces_given_win(ns: Namespace) -> None:
    won, aces = _four_aces(ns)
    same_answer(need(ns, "p_aces_given_win"), float(aces[won == 1].mean()))
    p_four = Fraction(math.comb(28, 12), math.comb(32, 16))
    bayes = float(won[aces == 1].mean()) * float(p_four) / float(won.mean())
    same_answer(need(ns, "p_bayes"), bayes)


@extra("13", "rank_effect")
def _rank_effect(ns: Namespace) -> None:
    sim = replayed(ns, "sim", Rules(deck=52), 10_000)
    wins = (sim.winner == 0).astype(float)
    ranks = sim.deal_cards[:, :26] // 4
    for name, rank in (("ace_effect", 12), ("king_effect", 11)):
        held = (ranks == rank).sum(axis=1)
        same_answer(need(ns, name), float(wins[held >= 3].mean() - wins[held <= 1].mean()))


@extra("14", "cycle_share")
def _cycle_share(ns: Namespace) -> None:
    deck24 = Deck(ranks=["9", "10", "J", "Q", "K", "A"], suits=4)
    rules = Rules(deck=deck24, collect="seat_order", low_beats_ace=False)
    sim = replayed(ns, "sim", rules, 2_000)
    same_answer(need(ns, "cycled"), (sim.reason == "cycle").astype(float))


@extra("15", "cycle_bound")
def _cycle_bound(ns: Namespace) -> None:
    sim = replayed(ns, "sim", CLASSIC, 2_000)
    same_answer(need(ns, "cycled"), (sim.reason == "cycle").astype(float))


@extra("20", "upper_bound")
def _upper_bound(ns: Namespace) -> None:
    replayed(ns, "sim", Rules(deck=52), 20_000)


@extra("25", "three_point_share")
def _three_point_share(ns: Namespace) -> None:
    matchup = need(ns, "matchup")
    deals = need(ns, "deals")
    if not isinstance(matchup, Matchup) or matchup.seed is None or not isinstance(deals, int) or (
            deals < 1_000 or matchup.hands != 2 * deals):
        raise GradeFailure(NOT_THE_TASKS, name="matchup")
    again = head_to_head(greedy_bot, random_bot, deals=deals, seed=matchup.seed)
    if not np.array_equal(again.points, matchup.points):
        raise GradeFailure(NOT_YOURS)
    same_answer(need(ns, "three_share"), float(np.mean(again.points == 3)))
