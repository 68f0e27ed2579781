"""Every self-check survives every odd value, in every argument: one short ✗ line, never an error.

"Checks never raise": an unfinished or odd notebook must still run to its end. Each check of
:mod:`pyanitsa_edu.checks` is called as its exercise calls it (:data:`TASKS`), with one
argument at a time replaced by each value of :mod:`odd_values` (NaN, inf, 10**400, a Fraction,
arrays, text, objects whose ``__float__``, ``__index__``, ``lower()``, ``repr``, ``len`` or
``iter`` raise, a list nested 5,000 deep, a list of two million items, an endless iterator).
The check must return, print lines of at most 600 characters (a ✓ or ✗ line first), and read
at most a thousand items of an endless iterator. An odd *answer* must get a ✗ with a hint
about the kind of mistake, not the generic line of the net under every check.
"""

from __future__ import annotations

import contextlib
import inspect
import io
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
import pytest

import pyanitsa_edu.checks as checks
from odd_values import BadFloat, BadInt, BadList, BadStr, Endless, Hostile, nested, odd_values
from pyanitsa_edu import Deck, Rules, deal, deal_code
from pyanitsa_edu.sixtysix import new_hand

from .helpers import capture

pytestmark = pytest.mark.slow  # every check against every odd value: make test runs it

TINY = Rules(deck=Deck(ranks=["6", "7", "A"], suits=2))
TEN = Rules(deck=Deck(ranks=["6", "7", "8", "9", "A"], suits=2), collect="seat_order")
FOUR = Rules(deck=Deck(ranks=["6", "A"], suits=2), collect="seat_order")
SHUFFLED_TINY = Rules(deck=Deck(["6", "7", "A"], 2), collect="shuffled")
TINY_DEAL = ["7♣ 6♦ 6♣", "A♦ 7♦ A♣"]
VIEW = new_hand(seed=4, dealer=0).view()
FIRST = new_hand(seed=20, dealer=1)
"""The first state of the hand of lessons 22 and 23: player 0 leads J♦, the greedy bot answers."""
_RNG = np.random.default_rng(0)
WON, ACES = _RNG.random(200_000) < 0.5, _RNG.random(200_000) < 0.05
"""Per-game arrays of the aces tasks: did player 0 win, was he dealt every ace."""
WINS, HELD = _RNG.random(10_000) < 0.5, _RNG.integers(0, 5, 10_000)
"""Per-game arrays of the rank-effect task: did player 0 win, how many aces he was dealt."""
WITH_RULE, WITHOUT_RULE = _RNG.integers(1, 200, 5_000), _RNG.integers(1, 200, 5_000)
"""Per-deal lengths of the same deals with and without the six rule."""
SEAT_WINNERS = _RNG.choice([-1, 0, 1], size=2_000, p=[0.17, 0.37, 0.46])
"""Per-game winners of the bootstrap task (seat-order games)."""
LENGTHS_A, LENGTHS_B = _RNG.integers(20, 300, 1_000), _RNG.integers(20, 300, 1_000)
"""Per-game lengths of the permutation task's two groups."""
SHUFFLES = _RNG.normal(0.0, 4.0, 1_000)
"""The difference of the mean lengths after each shuffle of the permutation task."""


def _unwritten(*args: object) -> None:
    """A student's function that returns nothing yet."""


TASKS: dict[str, dict[str, Any]] = {
    "check_ace_in_top": dict(fn=_unwritten),
    "check_ace_in_top_three": dict(answer=0.5, n=10_000),
    "check_aces_given_win": dict(answer=0.5, n=200_000, won=WON, aces=ACES),
    "check_binomial_wins": dict(answer=0.5, deals=10, least=6),
    "check_expected_ties": dict(answer=2, rules=Rules(deck=52)),
    "check_geometric_pmf": dict(fn=_unwritten),
    "check_left_out": dict(answer=0.9),
    "check_length_between": dict(answer=0.5, low=10, high=20),
    "check_length_variance": dict(answer=80),
    "check_mean_length": dict(answer=12),
    "check_short_game_share": dict(answer=0.5, n=50_000, min_n=50_000, lengths=WITH_RULE),
    "check_tie_covariance": dict(answer=0, rules=Rules(deck=52)),
    "check_ties_variance": dict(answer=1, rules=Rules(deck=52)),
    "check_unit_statements": dict(answer="ab"),
    "check_beats_pairs": dict(answer=10, rules=Rules(deck=52)),
    "check_bootstrap_interval": dict(answer=(0.1, 0.2), winner=SEAT_WINNERS),
    "check_both_piles": dict(answer=[[True, False]] * 100),
    "check_card_chance": dict(view=VIEW, card="A♠", answer=0.2),
    "check_choice": dict(name="x", answer="ab", key=checks.choice_key("a", salt="s")),
    "check_circle_triples": dict(answer=10, rules=Rules(deck=52)),
    "check_close_share": dict(view=VIEW, answer=0.5, n=20_000),
    "check_close_value": dict(view=VIEW, answer=0.5, n=20_000),
    "check_clt_statements": dict(answer="ab"),
    "check_coverage": dict(answer=30, runs=4, games=25, seed=0),
    "check_cycle_length": dict(answer=3),
    "check_cycle_of": dict(piles=["6♣ A♦", "A♣ 6♦"], rules=FOUR, start=0, period=2),
    "check_cycle_share": dict(answer=0.1, rules=FOUR, n=5_000),
    "check_deal_count": dict(rules=TINY, answer=91),
    "check_exact_coverage": dict(answer=0.95, n=20, p=0.05),
    "check_deal_half_width": dict(answer=0.5),
    "check_deal_result": dict(code=deal_code(deal(seed=5)), winner=0, tricks=30),
    "check_decision_statements": dict(answer="ab"),
    "check_detection_rate": dict(answer=0.5, p=0.6, hands=50, n=2_000),
    "check_different_winners": dict(piles=deal(seed=1), rules=Rules(collect="shuffled"),
                                    seed_a=0, seed_b=2),
    "check_event_statements": dict(answer="ab"),
    "check_exact_in_interval": dict(answer=True, interval=(0.4, 0.6), rules=TINY),
    "check_exact_power": dict(fn=_unwritten),
    "check_expected_tricks": dict(answer=5.0, piles=TINY_DEAL, rules=SHUFFLED_TINY),
    "check_false_alarm_rate": dict(answer=0.05, n=20_000),
    "check_favoured_player": dict(answer=0, rules=TEN),
    "check_find_cycle": dict(fn=_unwritten),
    "check_first_flip_win": dict(answer=0.9),
    "check_flip_odds": dict(rank="7", answer=(1, 2, 3), rules=Rules(deck=52)),
    "check_flip_winner": dict(fn=_unwritten),
    "check_function": dict(student_fn=_unwritten, cases=[(1,)], reference=lambda x: x),
    "check_games_needed": dict(fn=_unwritten),
    "check_high_card_flip": dict(answer=0.9),
    "check_ignorant_dealer": dict(answer=0.5, n=5_000),
    "check_hands_needed": dict(answer=100, p=0.6, power=0.9),
    "check_independence_statements": dict(answer="ab"),
    "check_sweep_chance": dict(answer=0.5),
    "check_reply_posterior": dict(before=FIRST, lead="play J♦", reply="play 10♥", cards="K♠ Q♠",
                                  answer=0.5),
    "check_interval_by_hand": dict(k=212, n=400, answer=(0.48, 0.58)),
    "check_long_game_share": dict(answer=0.2, n=5_000),
    "check_loss_given_rank": dict(answer=0.9, rank="6"),
    "check_longer_with_rule": dict(answer=0.5, n=5_000, with_rule=WITH_RULE,
                                   without_rule=WITHOUT_RULE),
    "check_marriage_chance": dict(view=VIEW, answer=0.3),
    "check_marriage_share": dict(view=VIEW, answer=0.9, n=2_000),
    "check_mean_estimate": dict(name="x", answer=2.0, truth=1.0, sd=1.0, n=1_000),
    "check_own_engine": dict(play_fn=_unwritten, deals=3),
    "check_p_beats": dict(fn=_unwritten),
    "check_p_first_wins": dict(fn=_unwritten),
    "check_p_holds_all": dict(fn=_unwritten),
    "check_p_no_match": dict(fn=_unwritten),
    "check_p_value": dict(answer=0.01, k=540, m=1_000),
    "check_percentile_interval": dict(fn=_unwritten),
    "check_permutation_p": dict(answer=0.5, a=LENGTHS_A, b=LENGTHS_B, shuffles=SHUFFLES),
    "check_p_value_statements": dict(answer="ab"),
    "check_pairing_statements": dict(answer="ab"),
    "check_pile_after": dict(piles=["10♠ 6♥ Q♣ 7♦", "10♦ A♠ 7♥ 9♣"], answer=["6♥"], player=0,
                             tricks=1),
    "check_play_trick": dict(fn=_unwritten),
    "check_posterior_above": dict(answer=0.5, k=9, m=12),
    "check_rank_beats": dict(fn=_unwritten),
    "check_rank_match": dict(answer=0.9),
    "check_resampling_statements": dict(answer="ab"),
    "check_rank_count": dict(piles=deal(seed=7), rank="A", answer=7),
    "check_rank_effect": dict(answer=0.5, rank="A", n=10_000, rules=Rules(deck=52), wins=WINS,
                              held=HELD),
    "check_ruin_chance": dict(answer=0.3, k=10, total=36),
    "check_ruin_length": dict(answer=100, k=10, total=36),
    "check_share_estimate": dict(name="x", answer=0.1, truth=0.5, n=1_000),
    "check_share_with": dict(fn=_unwritten),
    "check_simpson_statements": dict(answer="ab"),
    "check_small_deck_share": dict(answer=0.9, rules=TINY, n=2_000),
    "check_statements": dict(topic="deterministic", answer="ab"),
    "check_swap_cards": dict(fn=_unwritten),
    "check_swap_share": dict(answer=0.9, piles=deal(seed=3)),
    "check_table_cycle_share": dict(answer=0.9, n=5_000),
    "check_three_point_share": dict(answer=0.9, n=1_000),
    "check_tie_chance": dict(answer=0.9),
    "check_tournament_statements": dict(answer="ab"),
    "check_true": dict(name="x", condition=lambda: False, success="ok", failure="bad"),
    "check_unseen_count": dict(view=VIEW, answer=1),
    "check_normal_tail": dict(answer=0.05, n=400, share=0.55),
    "check_wald_coverage": dict(answer=0.95, n=50_000),
    "check_upper_bound": dict(answer=0.001, n=1_000, confidence=0.99),
    "check_value": dict(name="x", got=1, expected=2),
    "check_walk_length": dict(answer=[1, 2, 3]),
    "check_whitewash_small": dict(answer=0.9),
    "check_win_chance": dict(answer=0.9, piles=TINY_DEAL, rules=SHUFFLED_TINY),
    "check_win_estimate": dict(answer=[1, 0, 1], piles=TINY_DEAL, rules=SHUFFLED_TINY),
    "check_win_gap": dict(answer=0.9, rules=TEN),
    "check_win_given_aces": dict(answer=0.1, n=200_000, won=WON, aces=ACES),
    "check_win_share": dict(answer=0.9, seeds=range(20), player=0),
    "check_cycle_bound": dict(answer=0.5, cycled=np.zeros(2_000, dtype=bool)),
    "check_deals_needed": dict(answer=10, share=1e-4),
    "check_walk_reach": dict(reached=[1, 0, 1] * 400),
    "check_z_score": dict(answer=9.0, k=540, m=1_000),
}
"""Each check called as its exercise calls it, with a wrong answer."""

ANSWERS = {"answer", "n", "fn", "play_fn", "student_fn", "got", "winner", "tricks", "seed_a",
           "seed_b", "start", "period", "interval", "condition", "won", "aces", "wins", "held",
           "with_rule", "without_rule", "a", "b", "shuffles"}
"""The arguments a student computes: an odd value there is a wrong answer and gets a hint."""
TASK_ARGUMENTS = {("check_pile_after", "tricks")}
"""Arguments named like answers that the exercise gives (the net's line is enough there)."""
MOST_READ = {("check_win_share", "seeds"): 10_001}
"""How much of an endless iterator an argument may read, where a task needs more than the
thousand items allowed elsewhere (the seeds of the deals a check plays)."""
NET = "the check could not run on these values"
"""The start of the line of the net under every check (``checks.core.safe_check``)."""
NEVER_RIGHT = {"ellipsis", "None", "text", "empty text", "object", "hostile", "dict", "set",
               "bytes", "complex", "nested 5,000 deep", "endless iterator", "100,000 characters",
               "raising len and iter"}
"""Odd values that cannot be the right answer to any task."""


def _call(check: Callable[..., Any], kwargs: dict[str, Any]) -> tuple[object, str]:
    """Return what the check returned and what it printed."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        returned = check(**kwargs)
    return returned, printed.getvalue()


def test_every_check_is_here() -> None:
    """A new check joins this test (it needs a task here) or the test fails."""
    names = {name for name in checks.__all__ if name.startswith("check_")}
    assert names == set(TASKS)


@pytest.mark.parametrize("name", sorted(TASKS))
def test_every_check_survives_the_odd_values(name: str) -> None:
    check = getattr(checks, name)
    task = TASKS[name]
    returned, printed = _call(check, task)
    assert not returned and "✗" in printed, printed  # the task's answer is wrong
    for argument in inspect.signature(check).parameters:
        for kind, value in odd_values().items():
            where = f"{name}({argument}={kind})"
            returned, printed = _call(check, {**task, argument: value})
            lines = printed.splitlines()
            marks = [line[0] for line in lines if line[:1] in ("✓", "✗")]
            assert lines and lines[0][:1] in ("✓", "✗"), (where, printed)
            assert all(len(line) <= 600 for line in lines), (where, max(map(len, lines)))
            assert isinstance(returned, checks.CheckResult), where
            assert bool(returned) == ("✗" not in marks), (where, printed)
            if isinstance(value, Endless):
                assert value.read <= MOST_READ.get((name, argument), 1_000), (where, value.read)
            if argument in ANSWERS and (name, argument) not in TASK_ARGUMENTS:
                assert NET not in printed, (where, printed)
                if kind in NEVER_RIGHT:
                    assert not returned, (where, printed)


# --- the reproducers ------------------------------------------------------------------------


@pytest.mark.parametrize("n", [..., None, "1000", np.array([1000, 2000]), Fraction(1, 2), 0,
                               10**400, float("inf"), float("nan"), -5, 2.5, True],
                         ids=["ellipsis", "None", "text", "array", "Fraction", "0", "10**400",
                              "inf", "nan", "-5", "2.5", "True"])
def test_upper_bound_with_an_odd_n_says_what_n_must_be(n: object) -> None:
    printed = capture(lambda: checks.check_upper_bound(0.001, n))  # type: ignore[arg-type]
    assert printed.startswith("✗ upper bound: n must be the number of games, a positive whole "
                              "number"), printed
    assert printed.count("\n") == 1


@pytest.mark.parametrize("n", [float("inf"), float("nan"), -float("inf"), BadFloat(5.0)],
                         ids=["inf", "nan", "-inf", "BadFloat"])
def test_three_point_share_with_an_odd_n(n: object) -> None:
    printed = capture(lambda: checks.check_three_point_share(0.1, n=n))
    assert printed.startswith("✗") and "n must be the number of" in printed, printed


@pytest.mark.parametrize("seed", [float("nan"), float("inf"), BadFloat(1.0), BadInt(1), -1, "2"],
                         ids=["nan", "inf", "BadFloat", "BadInt", "-1", "text"])
def test_different_winners_with_an_odd_seed(seed: object) -> None:
    printed = capture(lambda: checks.check_different_winners(
        deal(seed=1), Rules(collect="shuffled"), seed, 2))
    assert printed == "✗ two seeds, two results: the seeds must be whole numbers, 0 or more.\n"


@pytest.mark.parametrize("odd", [BadStr("ab"), BadFloat(0.5), BadInt(3), Hostile()],
                         ids=["BadStr", "BadFloat", "BadInt", "Hostile"])
@pytest.mark.parametrize("check", ["check_statements", "check_p_value_statements",
                                   "check_coverage", "check_favoured_player", "check_pile_after",
                                   "check_three_point_share"])
def test_answers_whose_methods_raise_get_a_cross(check: str, odd: object) -> None:
    task = TASKS[check]
    printed = capture(lambda: getattr(checks, check)(**{**task, "answer": odd}))
    assert printed.startswith("✗") and NET not in printed and printed.count("\n") == 1, printed


def test_a_strange_text_of_letters_is_still_read() -> None:
    """A str subclass whose lower() raises is read as the letters it holds."""
    right = capture(lambda: checks.check_choice("q", BadStr("A"), checks.choice_key("a")))
    assert right.startswith("✓ q: right."), right


def test_a_list_nested_5000_deep_is_a_wrong_answer() -> None:
    printed = capture(lambda: checks.check_pile_after(TASKS["check_pile_after"]["piles"],
                                                      nested(5_000)))
    assert printed.startswith("✗") and printed.count("\n") == 1 and len(printed) < 300, printed


def test_a_pile_of_two_million_items_gives_a_short_line() -> None:
    printed = capture(lambda: checks.check_pile_after(TASKS["check_pile_after"]["piles"],
                                                      ["6♥"] * 2_000_000))
    assert printed.startswith("✗") and len(printed) < 400, len(printed)


def test_an_endless_generator_is_read_no_further_than_the_task_needs() -> None:
    odds = Endless()
    printed = capture(lambda: checks.check_flip_odds("7", odds, Rules(deck=52)))
    assert printed.startswith("✗") and odds.read <= 4, (odds.read, printed)  # 3 parts, plus one
    pile = Endless("6♥")
    capture(lambda: checks.check_pile_after(TASKS["check_pile_after"]["piles"], pile))
    assert pile.read <= 37  # the deck's 36 cards, plus one
    seeds = Endless(1)
    printed = capture(lambda: checks.check_win_share(0.5, seeds=seeds))
    assert printed.startswith("✗") and seeds.read <= 10_001


def test_the_net_names_the_check_and_speaks_russian(capsys: pytest.CaptureFixture[str]) -> None:
    from pyanitsa_edu.i18n.language import language

    task = TASKS["check_pile_after"]
    printed = capture(lambda: checks.check_pile_after(**{**task, "tricks": "x"}))
    assert printed.startswith(f"✗ check_pile_after: {NET} (it raised ValueError: "), printed
    with language("ru"):
        printed = capture(lambda: checks.check_pile_after(**{**task, "tricks": "x"}))
    assert printed.startswith("✗ check_pile_after: проверка не смогла обработать эти значения "
                              "(выброшено исключение ValueError: "), printed
    assert inspect.signature(checks.check_pile_after).parameters.keys() == {
        "piles", "answer", "player", "tricks", "rules"}
    assert checks.check_pile_after.__name__ == "check_pile_after"


def test_a_long_exception_text_is_cut() -> None:
    def raises_long(*args: object) -> None:
        raise ValueError("y" * 100_000)

    printed = capture(lambda: checks.check_flip_winner(raises_long))
    assert printed.startswith("✗ flip_winner: for input") and len(printed) < 400, len(printed)
    with_break = capture(lambda: checks.check_value("x", BadList([1]), [1]))
    assert with_break.count("\n") == 1
