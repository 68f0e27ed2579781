"""The hidden tests grade honestly: every solution passes, and every task's hidden test fails
on a wrong answer, on a made-up estimate the self-check would pass, on a function that only
knows the self-check's cases, and on an answer imported from the package."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import Rules, deal, simulate
from pyanitsa_edu.analysis.simulation import Simulation
from pyanitsa_edu.checks import (
    check_games_needed,
    check_ignorant_dealer,
    check_long_game_share,
)
from pyanitsa_edu.grading import TASKS, GradeFailure, grade
from pyanitsa_edu.i18n.language import language, set_language

from .notebooks import answer_names, task_namespaces

pytestmark = pytest.mark.slow

SAME_WINNER = {("04", "different_winners"): {"seed_b": "seed_a"}}
"""Tasks whose generic wrong answer could still be right: their wrong answer names another
answer (two equal seeds give the same winner)."""
EVERY_TASK = [(number, task) for number, tasks in TASKS.items() for task in tasks]


def _wrong(value: Any) -> Any:
    """Return a wrong answer of the same kind as ``value`` (objects the task gives are kept)."""
    if callable(value) and not isinstance(value, type):
        return lambda *args, **kwargs: 0
    if isinstance(value, bool | np.bool_):
        return not value
    if isinstance(value, int | np.integer):
        return 2 * int(value) + 1_000
    if isinstance(value, float | Fraction | np.floating):
        return value + Fraction(37, 100) if isinstance(value, Fraction) else float(value) + 0.37
    if isinstance(value, str):
        if value and set(value) <= set("abcdefgh"):
            return value.replace("a", "") if "a" in value else value + "a"
        return value[::-1]
    if isinstance(value, np.ndarray) and value.dtype.kind in "biuf":
        if np.isin(value, (0, 1)).all():  # all 0 or all 1, whichever is further off
            return np.full(value.shape, 0 if value.mean() > 0.5 else 1)
        return value + 1
    if isinstance(value, list | tuple) and value and all(
            isinstance(v, bool | np.bool_) for v in value):
        return [not v for v in value]
    if isinstance(value, list | tuple) and value and all(
            isinstance(v, int | float | Fraction) for v in value):
        return type(value)(v + Fraction(37, 100) if isinstance(v, Fraction) else v + 0.37
                           for v in value)
    if isinstance(value, dict):
        return {key: (1 if v is None else _wrong(v)) for key, v in value.items()}
    return value


@pytest.mark.parametrize(("number", "task"), EVERY_TASK, ids=[f"{n}-{t}" for n, t in EVERY_TASK])
def test_the_solution_passes_and_a_wrong_answer_fails(number: str, task: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    scope = task_namespaces(number)[task]
    capsys.readouterr()
    assert grade(number, task, dict(scope)) is None
    wrong = dict(scope)
    names = answer_names(number, task)
    assert names, f"{number} {task} assigns no answer its checks read"
    for name in names:
        wrong[name] = _wrong(scope[name])
    for name, other in SAME_WINNER.get((number, task), {}).items():
        wrong[name] = wrong[other]
    with pytest.raises(GradeFailure):
        grade(number, task, wrong)
    assert capsys.readouterr().out == ""  # the grading path prints nothing


@pytest.mark.parametrize("number", sorted(TASKS))
def test_the_russian_solutions_pass_in_russian(number: str) -> None:
    try:
        scopes = task_namespaces(number, "ru")
        with language("ru"):
            for task in TASKS[number]:
                assert grade(number, task, dict(scopes[task])) is None
    finally:
        set_language("en")


def _other_simulation(sim: Simulation) -> Simulation:
    """Return a simulation of the same rules and size from another seed."""
    return simulate(len(sim), rules=sim.rules, seed=int(sim.seed or 0) + 1)


def test_an_estimate_from_other_games_passes_the_check_but_not_the_hidden_test() -> None:
    scope = dict(task_namespaces("05")["long_game_share"])
    other = _other_simulation(scope["sim"]).tricks > 200
    assert check_long_game_share(other, n=len(scope["sim"]))  # the self-check is fooled
    scope["long_games"] = other
    with pytest.raises(GradeFailure, match="your own simulation"):
        grade("05", "long_game_share", scope)
    scope = dict(task_namespaces("07")["short_game_share"])
    scope["p_short"] = round(float(scope["p_short"]), 2)  # a round number near the truth
    with pytest.raises(GradeFailure, match=r"not right|your own simulation"):
        grade("07", "short_game_share", scope)


def test_a_simulation_of_other_rules_or_not_from_a_seed_fails() -> None:
    scope = dict(task_namespaces("05")["long_game_share"])
    scope["sim"] = simulate(5_000, rules=Rules(deck=32), seed=11)
    scope["long_games"] = scope["sim"].tricks > 200
    with pytest.raises(GradeFailure):
        grade("05", "long_game_share", scope)
    scope["sim"] = simulate(deals=[deal(seed=s) for s in range(5_000)])  # not from one seed
    scope["long_games"] = scope["sim"].tricks > 200
    assert check_long_game_share(scope["long_games"], n=5_000)
    with pytest.raises(GradeFailure, match=r"not the simulation|your own simulation"):
        grade("05", "long_game_share", scope)


def test_made_up_draws_in_order_pass_the_check_but_not_the_runs_test() -> None:
    scope = dict(task_namespaces("10")["ignorant_dealer"])
    made_up = np.sort(np.asarray(scope["switch_wins"]))  # the same share, sorted
    assert check_ignorant_dealer(made_up, n=made_up.size)
    scope["switch_wins"] = made_up
    with pytest.raises(GradeFailure, match="independent random draws"):
        grade("10", "ignorant_dealer", scope)


def test_a_function_that_knows_only_the_checks_cases_fails() -> None:
    scope = dict(task_namespaces("05")["games_needed"])
    right = scope["games_needed"]
    table = {h: right(h) for h in (0.1, 0.05, 0.04, 0.03, 0.02, 0.015, 0.01, 0.008, 0.005,
                                   0.0025, 0.001)}

    def games_needed(half_width: float) -> int:
        return table.get(half_width, 100)

    assert check_games_needed(games_needed)
    scope["games_needed"] = games_needed
    with pytest.raises(GradeFailure, match="inputs the grader chose"):
        grade("05", "games_needed", scope)


@pytest.mark.parametrize(("number", "task", "cell"), [
    ("25", "exact_power", "from pyanitsa_edu.analysis.power import exact_power"),
    ("12", "tie_covariance", "from pyanitsa_edu.checks.lesson12 import _tie_moments\n"
                             "cov = _tie_moments()[2] - _tie_moments()[1] ** 2"),
    ("24", "both_piles", "import pyanitsa_edu.checks.lesson24 as key\n"
                         "games = key._tournament_games()"),
    ("03", "flip_odds", "from pyanitsa_edu import flip_odds\n"
                        "odds_of_a_seven = flip_odds('7', rules52)"),
])
def test_an_answer_imported_from_the_package_fails(number: str, task: str, cell: str) -> None:
    scope = dict(task_namespaces(number)[task])
    scope["get_ipython"] = object()
    scope["In"] = ["", "%matplotlib inline", cell, f'grade("{number}", "{task}", globals())']
    with pytest.raises(GradeFailure, match="without the work"):
        grade(number, task, scope)
    scope["In"] = ["", cell.split("\n")[0] + "  # imported only", "grade(...)"]
    with pytest.raises(GradeFailure):
        grade(number, task, scope)


def test_a_step_the_solution_uses_may_be_imported_and_the_record_must_be_there() -> None:
    scope = dict(task_namespaces("07")["length_between"])
    scope["get_ipython"] = object()
    scope["In"] = ["", "from pyanitsa_edu.analysis import exact_lengths", 'grade("07", …)']
    assert grade("07", "length_between", scope) is None
    scope["In"] = []  # the record of the cells was emptied
    with pytest.raises(GradeFailure, match="record of the cells"):
        grade("07", "length_between", scope)


def test_a_missing_answer_is_named_in_the_readers_language() -> None:
    scope = dict(task_namespaces("05")["long_game_share"])
    del scope["long_games"]
    with pytest.raises(GradeFailure, match="no answer named long_games"):
        grade("05", "long_game_share", scope)
    with language("ru"), pytest.raises(GradeFailure, match="нет ответа с именем long_games"):
        grade("05", "long_game_share", scope)


def test_an_answer_imported_in_an_earlier_cell_and_used_later_fails() -> None:
    scope = dict(task_namespaces("25")["exact_power"])
    scope["get_ipython"] = object()
    scope["In"] = ["", "from pyanitsa_edu.analysis.power import exact_power as power",
                   'grade("25", "hands_needed", globals())',
                   "def exact_power(p, n):\n    return power(p, n)",
                   'grade("25", "exact_power", globals())']
    with pytest.raises(GradeFailure, match="power"):
        grade("25", "exact_power", scope)
    scope["In"] = ["", "x = 1", 'grade("25", "hands_needed", globals())',
                   "def exact_power(p, n):\n    return 0.5 * p", 'grade("25", "exact_power", …)']
    scope["exact_power"] = task_namespaces("25")["exact_power"]["exact_power"]
    assert grade("25", "exact_power", scope) is None
