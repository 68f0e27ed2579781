"""Self-checks for the exercises: each prints ✓, or ✗ with the first counterexample.

A check never raises, so a notebook with unfinished tasks still runs. Import
them explicitly (``from pyanitsa_edu.checks import check_flip_winner``); the
package :mod:`pyanitsa_edu` does not import this module.
"""

from __future__ import annotations

from .core import CheckResult, check_function, check_true, check_value, fail, succeed
from .lessons_1_3 import (
    check_beats_pairs,
    check_cycle_length,
    check_deal_result,
    check_deterministic,
    check_flip_odds,
    check_flip_winner,
    check_p_beats,
    check_pile_after,
    check_play_trick,
    check_rank_beats,
    check_swap_cards,
    check_swap_share,
    check_table_cycle_share,
    check_win_share,
)

__all__ = [
    "CheckResult",
    "check_beats_pairs",
    "check_cycle_length",
    "check_deal_result",
    "check_deterministic",
    "check_flip_odds",
    "check_flip_winner",
    "check_function",
    "check_p_beats",
    "check_pile_after",
    "check_play_trick",
    "check_rank_beats",
    "check_swap_cards",
    "check_swap_share",
    "check_table_cycle_share",
    "check_true",
    "check_value",
    "check_win_share",
    "fail",
    "succeed",
]
