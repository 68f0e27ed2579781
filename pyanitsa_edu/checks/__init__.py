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
from .lessons_4_7 import (
    check_coverage,
    check_cycle_of,
    check_cycle_share,
    check_deal_count,
    check_exact_in_interval,
    check_favoured_player,
    check_find_cycle,
    check_games_needed,
    check_interval_by_hand,
    check_long_game_share,
    check_p_first_wins,
    check_rank_count,
    check_rank_effect,
    check_rule_length_effect,
    check_share_with,
    check_statements,
)

__all__ = [
    "CheckResult",
    "check_beats_pairs",
    "check_coverage",
    "check_cycle_length",
    "check_cycle_of",
    "check_cycle_share",
    "check_deal_count",
    "check_deal_result",
    "check_deterministic",
    "check_exact_in_interval",
    "check_favoured_player",
    "check_find_cycle",
    "check_flip_odds",
    "check_flip_winner",
    "check_function",
    "check_games_needed",
    "check_interval_by_hand",
    "check_long_game_share",
    "check_p_beats",
    "check_p_first_wins",
    "check_pile_after",
    "check_play_trick",
    "check_rank_beats",
    "check_rank_count",
    "check_rank_effect",
    "check_rule_length_effect",
    "check_share_with",
    "check_statements",
    "check_swap_cards",
    "check_swap_share",
    "check_table_cycle_share",
    "check_true",
    "check_value",
    "check_win_share",
    "fail",
    "succeed",
]
