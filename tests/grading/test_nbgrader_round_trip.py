"""The assignments graded by the real nbgrader: generate_assignment, a class of synthetic
students in submitted/, autograde and export, and every score asserted.

Three exercises of each track: 05 (an exact interval, a function, an estimate from a seeded
simulation, a count, multiple choice), 10 (exact, a function, an estimate from the student's
own draws, multiple choice) and 25 (exact, a function, own draws, a seeded tournament, multiple
choice). The students: a correct one (the solution), one who makes a typical mistake the checks
know in every task, a blank copy, one who guesses round values, one whose test cells were
emptied (and one deleted) with half the answers right, one whose notebook loops forever in one
task (the time limit ends that cell, the others are graded), and one who imports answers from
the package. The Russian track has the correct, the blank and the importing student.
"""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from pyanitsa_edu.app.assignments import write_assignments
from pyanitsa_edu.grading import TASKS

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

BIN = Path(sys.executable).parent
ASSIGNMENTS = {"05": "05-monte-carlo", "10": "10-three-paradoxes", "25": "25-sixty-six-bots"}
TIMEOUT_S = 30
"""The time limit of a cell in this test (the course's config says 120 s)."""

LOOP = "while True:\n    pass"
WRONG: dict[str, dict[str, dict[str, str]]] = {
    "mistakes": {
        "05": {
            "interval_by_hand": "interval = (0.53 - 0.025, 0.53 + 0.025)  # one standard error",
            "games_needed": "def games_needed(half_width):\n"
                            "    return round((1.96 * 0.5 / half_width) ** 2)",
            "long_game_share": "sim = simulate(5_000, seed=11)\nlong_games = sim.tricks >= 200",
            "coverage": "inside = 40 - 38",
            "statements": 'true_statements = "ac"',
        },
        "10": {
            "rank_match": "p_same_rank = Fraction(6, 9)",
            "p_no_match": "def p_no_match(k, n):\n"
                          "    chance = Fraction(1)\n"
                          "    for i in range(k + 1):\n"
                          "        chance *= Fraction(n - i, n)\n"
                          "    return chance",
            "ignorant_dealer": "rng = np.random.default_rng(3)\n"
                               "ace = rng.integers(0, 3, 20_000)\n"
                               "pick = rng.integers(0, 3, 20_000)\n"
                               "switch_wins = ace != pick  # every round kept",
            "simpson_statements": 'answer = "ab"',
        },
        "25": {
            "hands_needed": "hands_90 = 97",
            "exact_power": "def exact_power(p, n):\n"
                           "    limit = 1.96 * 0.5 / math.sqrt(n)\n"
                           "    return sum(math.comb(n, k) * p**k * (1 - p) ** (n - k)\n"
                           "               for k in range(n + 1) if k / n - 0.5 > limit)",
            "detection_rate": "rng = np.random.default_rng(12)\ntournaments = 4_000\n"
                              "won = (rng.random((tournaments, 50)) < 0.6).sum(axis=1)\n"
                              "detected = won / 50 > 0.5",
            "three_point_share": "deals = 1_000\n"
                                 "matchup = head_to_head(greedy_bot, random_bot, deals=deals, "
                                 "seed=12)\nthree_share = float((matchup.points > 0).mean())",
            "tournament_statements": 'true_statements = "bc"',
        },
    },
    "guess": {
        "05": {
            "interval_by_hand": "interval = (0.5, 0.6)",
            "games_needed": "def games_needed(half_width):\n    return 100",
            "long_game_share": "sim = simulate(5_000, seed=11)\nlong_games = 0.06",
            "coverage": "inside = 38",
            "statements": 'true_statements = "abcde"',
        },
        "10": {
            "rank_match": "p_same_rank = 0.5",
            "p_no_match": "def p_no_match(k, n):\n    return 0.5",
            "ignorant_dealer": "switch_wins = np.array([True, False] * 5_000)",
            "simpson_statements": 'answer = "abcd"',
        },
        "25": {
            "hands_needed": "hands_90 = 250",
            "exact_power": "def exact_power(p, n):\n    return 0.5",
            "detection_rate": "tournaments = 2_000\n"
                              "detected = np.array([True] * 1_300 + [False] * 700)",
            "three_point_share": "deals = 1_000\nthree_share = 0.3",
            "tournament_statements": 'true_statements = "abc"',
        },
    },
    "importer": {
        "05": {
            "interval_by_hand": "from pyanitsa_edu.analysis import wilson_interval\n"
                                "interval = wilson_interval(212, 400)",
            "games_needed": "from pyanitsa_edu.checks.lesson05 import _games_needed as "
                            "games_needed",
        },
        "10": {"p_no_match": "from pyanitsa_edu.analysis.paradoxes import p_all_different "
                             "as p_no_match"},
        "25": {
            "hands_needed": "from pyanitsa_edu.analysis.power import hands_needed\n"
                            "hands_90 = math.ceil(hands_needed(0.6, 0.9))",
            "exact_power": "from pyanitsa_edu.analysis.power import exact_power as power\n\n\n"
                           "def exact_power(p, n):\n    return power(p, n)",
        },
    },
}
"""What each synthetic student writes instead of the solution, by exercise and task."""
HALF_RIGHT = {"05": ("interval_by_hand", "games_needed", "coverage"),
              "10": ("rank_match", "ignorant_dealer"),
              "25": ("exact_power", "three_point_share")}
"""The tasks the student with emptied test cells answers right (the others: round guesses)."""
LOOPS_IN = {"05": "interval_by_hand", "10": "p_no_match", "25": "detection_rate"}


def _points(number: str, tasks: tuple[str, ...] | list[str]) -> int:
    return sum(TASKS[number][task].points for task in tasks)


def expected_scores(number: str) -> dict[str, int]:
    """Return each synthetic student's score on exercise ``number``, as designed."""
    every = list(TASKS[number])
    return {
        "correct": _points(number, every),
        "blank": 0,
        "mistakes": 0,
        "guess": 0,
        "emptied": _points(number, HALF_RIGHT[number]),
        "looper": _points(number, [t for t in every if t != LOOPS_IN[number]]),
        "importer": _points(number, [t for t in every if t not in WRONG["importer"][number]]),
    }


def _notebook(path: Path) -> dict[str, Any]:
    return dict(json.loads(path.read_text(encoding="utf-8")))


def _answers(source: dict[str, Any]) -> dict[str, str]:
    """Return the solution of each task's answer cell of an assignment's source notebook."""
    found = {}
    for cell in source["cells"]:
        meta = cell["metadata"].get("nbgrader", {})
        if meta.get("solution") and meta["grade_id"].endswith("-answer"):
            found[meta["grade_id"][3:].removesuffix("-answer")] = cell["source"]
    return found


def student_notebook(release: dict[str, Any], source: dict[str, Any], number: str,
                     student: str) -> dict[str, Any]:
    """Return what the synthetic ``student`` hands in for exercise ``number``."""
    nb = json.loads(json.dumps(release))
    right = _answers(source)
    if student == "blank":
        return nb
    written = {task: right[task] for task in TASKS[number]}
    if student in WRONG:
        written.update(WRONG[student][number])
    elif student == "emptied":
        written = {task: (right[task] if task in HALF_RIGHT[number]
                          else WRONG["guess"][number][task]) for task in TASKS[number]}
    elif student == "looper":
        written[LOOPS_IN[number]] = LOOP
    for cell in nb["cells"]:
        grade_id = cell["metadata"].get("nbgrader", {}).get("grade_id", "")
        task = grade_id[3:].removesuffix("-answer")
        if grade_id.endswith("-answer"):
            cell["source"] = written[task]
        elif student == "emptied" and cell["metadata"].get("nbgrader", {}).get("grade"):
            cell["source"] = ""  # the visible checks deleted
    if student == "emptied":  # and one test cell deleted altogether
        nb["cells"] = [c for c in nb["cells"]
                       if c["metadata"].get("nbgrader", {}).get("grade_id") != f"{number}-"
                       f"{list(TASKS[number])[-1]}"]
    return nb


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"  # nbgrader runs alembic from there
    for variable, name in (("JUPYTER_CONFIG_DIR", "config"), ("IPYTHONDIR", "ipython"),
                           ("MPLCONFIGDIR", "mpl"), ("JUPYTER_RUNTIME_DIR", "runtime")):
        env[variable] = str(home / name)
    return env


def _nbgrader(folder: Path, env: dict[str, str], *args: str) -> None:
    done = subprocess.run([str(BIN / "nbgrader"), *args], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, f"nbgrader {args}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"


def grade_class(folder: Path, lang: str, students: tuple[str, ...], home: Path) -> float:
    """Write the course, generate, fill submitted/, autograde and export; return seconds."""
    start = time.monotonic()
    write_assignments(folder, lang=lang)
    env = _env(home)
    for number, name in ASSIGNMENTS.items():
        _nbgrader(folder, env, "generate_assignment", name, "--force")
        release = _notebook(folder / "release" / name / f"{name}.ipynb")
        source = _notebook(folder / "source" / name / f"{name}.ipynb")
        for student in students:
            target = folder / "submitted" / student / name
            target.mkdir(parents=True)
            nb = student_notebook(release, source, number, student)
            (target / f"{name}.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    for name in ASSIGNMENTS.values():
        _nbgrader(folder, env, "autograde", name, "--create", f"--Execute.timeout={TIMEOUT_S}")
    _nbgrader(folder, env, "export")
    return time.monotonic() - start


def _scores(folder: Path) -> dict[tuple[str, str], float]:
    with (folder / "grades.csv").open(encoding="utf-8") as handle:
        return {(row["assignment"][:2], row["student_id"]): float(row["score"])
                for row in csv.DictReader(handle)}


def test_nbgrader_grades_every_synthetic_student_as_designed(tmp_path: Path) -> None:
    english = ("correct", "mistakes", "blank", "guess", "emptied", "looper", "importer")
    russian = ("correct", "blank", "importer")
    with ThreadPoolExecutor(2) as pool:  # the two tracks' kernels share the two cores
        runs = [pool.submit(grade_class, tmp_path / lang, lang, students, tmp_path / f"h-{lang}")
                for lang, students in (("en", english), ("ru", russian))]
        seconds = [run.result() for run in runs]
    print(f"nbgrader round trip: English {seconds[0]:.0f} s, Russian {seconds[1]:.0f} s")
    for lang, students in (("en", english), ("ru", russian)):
        scores = _scores(tmp_path / lang)
        want = {(number, student): float(expected_scores(number)[student])
                for number in ASSIGNMENTS for student in students}
        assert scores == want, lang
    # the looping cell was stopped, and the Russian feedback speaks Russian
    looped = tmp_path / "en" / "autograded" / "looper" / ASSIGNMENTS["05"]
    text = (looped / f"{ASSIGNMENTS['05']}.ipynb").read_text(encoding="utf-8")
    assert "CellTimeoutError" in text or "KeyboardInterrupt" in text
    imported = tmp_path / "ru" / "autograded" / "importer" / ASSIGNMENTS["25"]
    text = (imported / f"{ASSIGNMENTS['25']}.ipynb").read_text(encoding="utf-8")
    assert "даёт ответ задания без решения" in text
