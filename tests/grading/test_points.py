"""The points table is the notebooks' tasks: every task of every exercise of both tracks has a
row, in the notebook's order, and every way of grading that needs a hidden test of its own has
one."""

from __future__ import annotations

import pytest

from pyanitsa_edu.grading import TASKS, Way, solutions_folder, total_points
from pyanitsa_edu.grading.tasks import exercise_tasks, solution_notebooks
from pyanitsa_edu.grading.verdict import EXTRAS

TRACKS = ("en", "ru")


@pytest.mark.parametrize("lang", TRACKS)
def test_every_task_of_every_exercise_has_points(lang: str) -> None:
    notebooks = solution_notebooks(solutions_folder(lang))
    assert sorted(notebooks) == sorted(TASKS) == [f"{n:02d}" for n in range(1, 26)]
    for number, path in notebooks.items():
        tasks = [task.id for task in exercise_tasks(path)]
        assert tasks == list(TASKS[number]), path.name
        assert all(row.points > 0 for row in TASKS[number].values())


def test_the_tracks_grade_the_same_checks() -> None:
    english, russian = (solution_notebooks(solutions_folder(lang)) for lang in TRACKS)
    for number in TASKS:
        assert [t.checks for t in exercise_tasks(english[number])] == [
            t.checks for t in exercise_tasks(russian[number])], number


def test_every_function_and_estimate_has_a_hidden_test_of_its_own() -> None:
    import pyanitsa_edu.grading.grade  # noqa: F401  (registers the extra tests)

    own = {(n, t) for n, tasks in TASKS.items() for t, row in tasks.items()
           if row.way in (Way.FUNCTION, Way.SEEDED, Way.SAMPLED)}
    assert own <= set(EXTRAS)
    assert set(EXTRAS) <= {(n, t) for n, tasks in TASKS.items() for t in tasks}


def test_the_ways_and_totals() -> None:
    ways = {row.way for tasks in TASKS.values() for row in tasks.values()}
    assert ways == set(Way)
    assert total_points("05") == sum(r.points for r in TASKS["05"].values()) == 10
    assert [w for w in Way if w.visible_check] == [Way.FUNCTION, Way.SEEDED, Way.FOUND]
