"""How many points each graded task is worth, and how it is graded: the one table.

Every task of every exercise (a solution cell and the self-checks after it,
:mod:`.tasks`) has a row: its points and its :class:`Way` of grading, which also says what
the assignment's visible test shows. ``tests/grading/test_points.py`` holds the table to the
solution notebooks of both tracks: the same tasks, in the same order.

>>> TASKS["05"]["long_game_share"]
Graded(points=3, way=<Way.SEEDED: 'seeded'>)
>>> total_points("05")
10
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

__all__ = ["TASKS", "Graded", "Way", "total_points"]


class Way(str, Enum):
    """How a task is graded by its hidden test, and what its visible test shows."""

    EXACT = "exact"
    """An exact answer (by hand or computed): the hidden test compares it with the exact value.
    A self-check would let a loop search for it, so the visible test checks only its form."""
    CHOICE = "choice"
    """Multiple choice: the hidden test reads the key; the visible test checks only that the
    answer is letters of the statements (a right/wrong check would find any key in 32 tries)."""
    FUNCTION = "function"
    """A function: the hidden test also tries it on inputs drawn afresh at grading time and
    compares it with a reference; the visible test is the self-check."""
    SEEDED = "seeded"
    """An estimate from the library's seeded simulation: the hidden test plays the student's
    simulation again from its seed and wants the answer it gives, from the games the task asks
    for; the visible test is the self-check (it cannot be searched: the answer is fixed by the
    seed)."""
    SAMPLED = "sampled"
    """An estimate from the student's own random draws: the hidden test wants one value per
    draw, at least the task's number of draws, within three standard errors of the truth at
    that number, and values that look like independent draws; the visible test checks only the
    form (a self-check would let a loop tune a made-up array)."""
    FOUND = "found"
    """Something the student finds and the check verifies by playing it (two seeds whose games
    differ): searching is the task, so the visible test is the self-check."""

    @property
    def visible_check(self) -> bool:
        """True when the assignment's visible test is the self-check itself."""
        return self in (Way.FUNCTION, Way.SEEDED, Way.FOUND)


class Graded(NamedTuple):
    """A task's row of the table."""

    points: int
    """The points nbgrader gives when the task's test cell passes."""
    way: Way
    """How it is graded."""


E, C, F, S, R, V = Way.EXACT, Way.CHOICE, Way.FUNCTION, Way.SEEDED, Way.SAMPLED, Way.FOUND

TASKS: dict[str, dict[str, Graded]] = {
    "01": {"pile_after": Graded(1, E), "flip_winner": Graded(2, F),
           "play_trick": Graded(3, F), "win_share": Graded(2, E)},
    "02": {"high_card_flip": Graded(1, E), "ace_in_top": Graded(2, F),
           "first_flip_win": Graded(2, E), "ace_in_top_three": Graded(3, S),
           "event_statements": Graded(2, C)},
    "03": {"flip_odds": Graded(1, E), "rank_beats": Graded(2, F), "beats_pairs": Graded(2, E),
           "p_beats": Graded(2, F), "table_cycle_share": Graded(3, R)},
    "04": {"deal_result": Graded(1, E), "swap_cards": Graded(2, F), "swap_share": Graded(3, E),
           "different_winners": Graded(2, V), "statements": Graded(2, C)},
    "05": {"interval_by_hand": Graded(1, E), "games_needed": Graded(2, F),
           "long_game_share": Graded(3, S), "coverage": Graded(2, E),
           "statements": Graded(2, C)},
    "06": {"own_engine": Graded(4, F), "p_first_wins": Graded(3, F),
           "small_deck_share": Graded(3, S), "favoured_player": Graded(3, E)},
    "07": {"length_between": Graded(2, E), "short_game_share": Graded(3, S),
           "geometric_pmf": Graded(2, F)},
    "08": {"mean_length": Graded(3, E), "expected_ties": Graded(2, E),
           "binomial_wins": Graded(3, E)},
    "09": {"loss_given_rank": Graded(1, E), "win_given_aces": Graded(3, S),
           "aces_given_win": Graded(3, S)},
    "10": {"rank_match": Graded(2, E), "p_no_match": Graded(2, F),
           "ignorant_dealer": Graded(3, R), "simpson_statements": Graded(2, C)},
    "11": {"tie_chance": Graded(1, E), "whitewash_small": Graded(3, E),
           "sweep_chance": Graded(3, E), "independence_statements": Graded(2, C)},
    "12": {"tie_covariance": Graded(3, E), "ties_variance": Graded(2, E),
           "unit_statements": Graded(2, C)},
    "13": {"rank_count": Graded(1, E), "share_with": Graded(2, F), "rank_effect": Graded(3, S),
           "longer_with_rule": Graded(3, R)},
    "14": {"cycle_of": Graded(2, E), "find_cycle": Graded(3, F), "cycle_share": Graded(3, S)},
    "15": {"cycle_bound": Graded(3, S), "deals_needed": Graded(2, E),
           "statements": Graded(2, C)},
    "16": {"ruin_chance": Graded(1, E), "ruin_length": Graded(2, E),
           "walk_length": Graded(3, R)},
    "17": {"expected_tricks": Graded(2, E), "win_chance": Graded(3, E),
           "win_estimate": Graded(3, R)},
    "18": {"z_score": Graded(2, E), "false_alarm_rate": Graded(3, R),
           "p_value_statements": Graded(2, C)},
    "19": {"left_out": Graded(1, E), "percentile_interval": Graded(2, F),
           "bootstrap_interval": Graded(3, R), "permutation_p": Graded(3, R),
           "resampling_statements": Graded(2, C)},
    "20": {"posterior_above": Graded(2, E), "upper_bound": Graded(3, S),
           "exact_coverage": Graded(3, E)},
    "21": {"normal_tail": Graded(2, E), "wald_coverage": Graded(3, R),
           "clt_statements": Graded(2, C)},
    "22": {"unseen_count": Graded(2, E), "card_chance": Graded(2, E),
           "p_holds_all": Graded(2, F), "marriage_share": Graded(3, R),
           "marriage_chance": Graded(3, E)},
    "23": {"reply_posterior": Graded(3, E), "close_share": Graded(3, R),
           "decision_statements": Graded(2, C)},
    "24": {"both_piles": Graded(3, E), "deal_half_width": Graded(2, E),
           "pairing_statements": Graded(2, C)},
    "25": {"hands_needed": Graded(1, E), "exact_power": Graded(2, F),
           "detection_rate": Graded(3, R), "three_point_share": Graded(3, S),
           "tournament_statements": Graded(2, C)},
}
"""``TASKS[exercise][task]``: each exercise's tasks in the order of its notebook."""


def total_points(exercise: str) -> int:
    """Return the points an exercise's tasks are worth together."""
    return sum(row.points for row in TASKS[exercise].values())
