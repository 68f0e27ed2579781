"""Self-checks for the exercises: each prints ✓, or ✗ with a hint, and never raises.

A self-check teaches instead of telling:

- a wrong value gets a hint about the *kind* of mistake (too large by a factor of
  about two, a share outside [0, 1], the other player's pile, ties forgotten, ranks
  counted instead of cards), never the right value;
- a wrong function gets its first counterexample: that input, the output expected
  for it, and the output given;
- a multiple-choice answer is told only whether it is right (an explanation follows a
  right one), and the keys are salted hashes, not plain text (:mod:`.choice`; a teacher
  makes one with :func:`choice_key`);
- a simulated estimate is judged with the student's own n (pass it, or the 0/1
  array): it passes within three standard errors of the truth, computed exactly where
  the library can, or from a large reference simulation (:mod:`.estimates`); where a
  round number would pass at the task's n, the task takes only the per-game array;
- a student's own engine is compared with the library's, deal by deal, and the first
  deal where they differ is named by its code (:func:`check_own_engine`).

Every line speaks the current language (``pyanitsa_edu.set_language("ru")`` gives Russian
lines and hints): each message goes through the package's catalogue (``_`` of
:mod:`pyanitsa_edu.i18n`), and :mod:`.messages` names the units an estimate counts.

What a check returns is its verdict as data, beside the printed line: a :class:`CheckResult`
that is truthy when it passed and holds the task (the check's name), the title it printed, and
the kind of mistake of a failed one (a :class:`Kind`, a stable id such as ``"factor"`` or
``"other_seat"``); ``result.record()`` gives it as plain data for a class report. In a Jupyter
kernel a check also stores its verdict in the notebook, as an output of its own beside its line
that shows nothing (:mod:`.verdict`), so ``python -m pyanitsa_edu report`` reads it back.

Writing a check: a lesson's module decorates each check with :func:`task` (:mod:`.task`),
which hands the body its title, answers a missing answer, prints an unreadable one (an
:class:`~pyanitsa_edu.errors.AnswerError` raised by the body's readers) and never lets an
error escape; the body lists the wrong answers it knows as :class:`Mistake` values
(``Mistake.equals``, ``Mistake.near``, ``Mistake.when``, each with its kind) and calls
:func:`judge`, :func:`~.estimates.judge_estimate` or :func:`check_function`. A lesson's module
imports no other lesson's: what several share lives in a shared module (:mod:`.piles`,
:mod:`.decks`, :mod:`.reference`) or in :mod:`pyanitsa_edu.analysis`.

Import them explicitly (``from pyanitsa_edu.checks import check_flip_winner``);
the package :mod:`pyanitsa_edu` does not import this module.
"""

from __future__ import annotations

from .choice import check_choice, check_statements, choice_key
from .core import (
    CheckResult,
    check_function,
    check_true,
    check_value,
    fail,
    judge,
    succeed,
)
from .estimates import check_mean_estimate, check_share_estimate
from .kinds import Kind
from .lesson01 import check_flip_winner, check_pile_after, check_play_trick, check_win_share
from .lesson02 import (
    check_ace_in_top,
    check_ace_in_top_three,
    check_event_statements,
    check_first_flip_win,
    check_high_card_flip,
)
from .lesson03 import (
    check_beats_pairs,
    check_circle_triples,
    check_cycle_length,
    check_flip_odds,
    check_p_beats,
    check_rank_beats,
    check_table_cycle_share,
)
from .lesson04 import (
    check_deal_result,
    check_different_winners,
    check_swap_cards,
    check_swap_share,
)
from .lesson05 import (
    check_coverage,
    check_games_needed,
    check_interval_by_hand,
    check_long_game_share,
)
from .lesson06 import (
    check_deal_count,
    check_exact_in_interval,
    check_favoured_player,
    check_own_engine,
    check_p_first_wins,
    check_small_deck_share,
    check_win_gap,
)
from .lesson07 import check_geometric_pmf, check_length_between, check_short_game_share
from .lesson08 import (
    check_binomial_wins,
    check_expected_ties,
    check_length_variance,
    check_mean_length,
)
from .lesson09 import check_aces_given_win, check_loss_given_rank, check_win_given_aces
from .lesson10 import (
    check_ignorant_dealer,
    check_p_no_match,
    check_rank_match,
    check_simpson_statements,
)
from .lesson11 import (
    check_independence_statements,
    check_sweep_chance,
    check_tie_chance,
    check_whitewash_small,
)
from .lesson12 import check_tie_covariance, check_ties_variance, check_unit_statements
from .lesson13 import (
    check_longer_with_rule,
    check_rank_count,
    check_rank_effect,
    check_share_with,
)
from .lesson14 import check_cycle_of, check_cycle_share, check_find_cycle
from .lesson15 import check_cycle_bound, check_deals_needed
from .lesson16 import check_ruin_chance, check_ruin_length, check_walk_length, check_walk_reach
from .lesson17 import check_expected_tricks, check_win_chance, check_win_estimate
from .lesson18 import check_false_alarm_rate, check_p_value, check_p_value_statements, check_z_score
from .lesson19 import (
    check_bootstrap_interval,
    check_left_out,
    check_percentile_interval,
    check_permutation_p,
    check_resampling_statements,
)
from .lesson20 import check_exact_coverage, check_posterior_above, check_upper_bound
from .lesson21 import check_clt_statements, check_normal_tail, check_wald_coverage
from .lesson22 import (
    check_card_chance,
    check_marriage_chance,
    check_marriage_share,
    check_p_holds_all,
    check_unseen_count,
)
from .lesson23 import (
    check_close_share,
    check_close_value,
    check_decision_statements,
    check_reply_posterior,
)
from .lesson24 import check_both_piles, check_deal_half_width, check_pairing_statements
from .lesson25 import (
    check_detection_rate,
    check_exact_power,
    check_hands_needed,
    check_three_point_share,
    check_tournament_statements,
)
from .mistakes import Mistake
from .task import task

__all__ = [
    "CheckResult",
    "Kind",
    "Mistake",
    "check_ace_in_top",
    "check_ace_in_top_three",
    "check_aces_given_win",
    "check_beats_pairs",
    "check_binomial_wins",
    "check_bootstrap_interval",
    "check_both_piles",
    "check_card_chance",
    "check_choice",
    "check_circle_triples",
    "check_close_share",
    "check_close_value",
    "check_clt_statements",
    "check_coverage",
    "check_cycle_bound",
    "check_cycle_length",
    "check_cycle_of",
    "check_cycle_share",
    "check_deal_count",
    "check_deal_half_width",
    "check_deal_result",
    "check_deals_needed",
    "check_decision_statements",
    "check_detection_rate",
    "check_different_winners",
    "check_event_statements",
    "check_exact_coverage",
    "check_exact_in_interval",
    "check_exact_power",
    "check_expected_ties",
    "check_expected_tricks",
    "check_false_alarm_rate",
    "check_favoured_player",
    "check_find_cycle",
    "check_first_flip_win",
    "check_flip_odds",
    "check_flip_winner",
    "check_function",
    "check_games_needed",
    "check_geometric_pmf",
    "check_hands_needed",
    "check_high_card_flip",
    "check_ignorant_dealer",
    "check_independence_statements",
    "check_interval_by_hand",
    "check_left_out",
    "check_length_between",
    "check_length_variance",
    "check_long_game_share",
    "check_longer_with_rule",
    "check_loss_given_rank",
    "check_marriage_chance",
    "check_marriage_share",
    "check_mean_estimate",
    "check_mean_length",
    "check_normal_tail",
    "check_own_engine",
    "check_p_beats",
    "check_p_first_wins",
    "check_p_holds_all",
    "check_p_no_match",
    "check_p_value",
    "check_p_value_statements",
    "check_pairing_statements",
    "check_percentile_interval",
    "check_permutation_p",
    "check_pile_after",
    "check_play_trick",
    "check_posterior_above",
    "check_rank_beats",
    "check_rank_count",
    "check_rank_effect",
    "check_rank_match",
    "check_reply_posterior",
    "check_resampling_statements",
    "check_ruin_chance",
    "check_ruin_length",
    "check_share_estimate",
    "check_share_with",
    "check_short_game_share",
    "check_simpson_statements",
    "check_small_deck_share",
    "check_statements",
    "check_swap_cards",
    "check_swap_share",
    "check_sweep_chance",
    "check_table_cycle_share",
    "check_three_point_share",
    "check_tie_chance",
    "check_tie_covariance",
    "check_ties_variance",
    "check_tournament_statements",
    "check_true",
    "check_unit_statements",
    "check_unseen_count",
    "check_upper_bound",
    "check_value",
    "check_wald_coverage",
    "check_walk_length",
    "check_walk_reach",
    "check_whitewash_small",
    "check_win_chance",
    "check_win_estimate",
    "check_win_gap",
    "check_win_given_aces",
    "check_win_share",
    "check_z_score",
    "choice_key",
    "fail",
    "judge",
    "succeed",
    "task",
]
