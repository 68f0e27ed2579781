"""What a graded notebook may not call: the library functions that answer a task in one line.

A task that asks the student to compute something is not passed by importing its answer. The
hidden tests read the cells the kernel ran (IPython keeps them in ``In``) and fail a task whose
own cells (those run since the previous task's test) import what a graded notebook may not, or
use a name such an import bound anywhere in the notebook. What it may not import: one of its
exercise's :data:`ANSWER_FUNCTIONS` that the exercise's solution never imports, anything of the
self-checks but the checks themselves (their helpers compute the truths), and anything of the
grading package but :func:`~.grade.grade` and :func:`~.forms.check_form`. A name reached by
other means (``getattr`` with a built string, ``importlib``) is not seen: the hidden tests'
other half, the truth recomputed from the student's own inputs, does not depend on it.

>>> forbidden_names("from pyanitsa_edu import exact_power as power", {"exact_power"})
['exact_power']
>>> forbidden_names("def exact_power(p, n):\\n    return p", {"exact_power"})
[]
>>> forbidden_names("from pyanitsa_edu.checks.lesson12 import tie_moments", set())
['lesson12', 'pyanitsa_edu.checks.lesson12.tie_moments']
>>> forbidden_names("from pyanitsa_edu.checks import check_tie_covariance", set())
[]
"""

from __future__ import annotations

import ast
import copy
import re
from collections.abc import Iterable

__all__ = [
    "ALLOWED_GRADING",
    "ANSWER_FUNCTIONS",
    "forbidden_bindings",
    "forbidden_names",
    "loaded_names",
    "used_names",
]

ANSWER_FUNCTIONS: dict[str, frozenset[str]] = {
    number: frozenset(names) for number, names in {
        "01": {"Game", "compare", "beats", "flip_odds"},
        "02": {"flip_odds", "p_ace_in_top"},
        "03": {"flip_odds", "rank_beats", "beats", "compare", "beats_edges", "beats_cycle",
               "p_beats"},
        "04": {"swap_cards", "swap_study"},
        "05": {"wilson_interval", "wilson_band"},
        "06": {"exact_outcomes", "count_rank_orders", "outcomes_by_permutation", "rank_orders",
               "play"},
        "07": {"exact_lengths"},
        "08": {"exact_lengths", "exact_outcomes"},
        "09": {"flip_odds"},
        "10": {"p_all_different", "monty_hall"},
        "11": {"flip_odds", "exact_outcomes"},
        "12": {"tie_moments"},
        "13": {"share_by_value", "rank_counts", "rank_count_table"},
        "14": {"play", "find_deals", "cycle_states"},
        "15": {"cycle_bound", "deals_needed"},
        "16": {"expected_outcome"},
        "17": {"expected_outcome"},
        "18": {"wilson_interval"},
        "19": {"bootstrap", "permutation_test", "wilson_interval", "middle_share"},
        "20": {"wilson_interval", "exact_coverage"},
        "21": {"wilson_interval", "exact_coverage", "wald_band"},
        "22": {"marriage_chance", "hypergeometric_all", "opponent_hands", "free_cards"},
        "23": {"estimate_moves", "close_values", "close_value", "close_win_chance",
               "reply_counts"},
        "24": {"tournament_games"},
        "25": {"exact_power", "normal_power", "hands_needed", "reference_matchup"},
    }.items()
}
"""Library functions that would answer one of an exercise's tasks in one line. An exercise's
set-up cell imports none of them (``tests/course/test_exercises.py``); a graded notebook may
call only those its own solution uses as a step (exercise 07 reads the length distribution
from ``exact_lengths``, and computes the task's chance from it)."""

ALLOWED_GRADING = frozenset({"grade", "check_form"})
"""The names of the grading package a graded notebook imports: its hidden and visible tests."""

LESSON_MODULE = re.compile(r"^lesson\d\d$")
"""A self-check module's name (``lesson12``): the checks are imported from their package."""
CHECKS = "pyanitsa_edu.checks"
GRADING = "pyanitsa_edu.grading"


def used_names(source: str) -> set[str]:
    """Return every name a cell's code imports or reads as an attribute (``module.name``),
    each part of an imported module's dotted path included; a plain name is not counted (a
    student's own function may bear a library function's name). IPython's ``%`` lines and code
    that does not parse are skipped."""
    lines = [line for line in source.split("\n") if not line.lstrip().startswith(("%", "!"))]
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError:
        return set()
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                names.add(alias.name)
                names.update(alias.name.split("."))
        elif isinstance(node, ast.ImportFrom):
            names.update((node.module or "").split("."))
            names.update(alias.name for alias in node.names)
    return names


def _bad_import(node: ast.Import | ast.ImportFrom) -> list[str]:
    """Return what an import statement takes from the checks' or the grading package's
    insides: anything but a check, or the grading package's own two names."""
    bad: list[str] = []
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name.startswith((CHECKS + ".", GRADING + ".")):
                bad.append(alias.name)
        return bad
    module = node.module or ""
    for alias in node.names:
        full = f"{module}.{alias.name}"
        inside_checks = module == CHECKS or module.startswith(CHECKS + ".")
        if inside_checks and (not alias.name.startswith("check_") or module != CHECKS):
            bad.append(full)
        inside_grading = module == GRADING or module.startswith(GRADING + ".")
        if (inside_grading and (alias.name not in ALLOWED_GRADING or module != GRADING)) or (
                module == "pyanitsa_edu" and alias.name in ("checks", "grading")):
            bad.append(full)
    return bad


def forbidden_bindings(source: str, answers: Iterable[str]) -> set[str]:
    """Return the names a cell binds by importing what :func:`forbidden_names` refuses
    (``from … import exact_power as power`` binds ``power``)."""
    lines = [line for line in source.split("\n") if not line.lstrip().startswith(("%", "!"))]
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError:
        return set()
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                single = copy.copy(node)
                single.names = [alias]
                if forbidden_names(ast.unparse(single), answers):
                    bound.add(alias.asname or alias.name.split(".")[0])
    return bound


def loaded_names(source: str) -> set[str]:
    """Return the plain names a cell's code reads (IPython's ``%`` lines skipped)."""
    lines = [line for line in source.split("\n") if not line.lstrip().startswith(("%", "!"))]
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError:
        return set()
    return {node.id for node in ast.walk(tree)
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}


def forbidden_names(source: str, answers: Iterable[str]) -> list[str]:
    """Return what a cell's code uses that a graded notebook may not: names of ``answers``
    and imports from the insides of the checks or the grading package (sorted)."""
    lines = [line for line in source.split("\n") if not line.lstrip().startswith(("%", "!"))]
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError:
        return []
    names = used_names(source)
    found = (names & set(answers)) | {name for name in names if LESSON_MODULE.match(name)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.update(_bad_import(node))
    return sorted(found)
