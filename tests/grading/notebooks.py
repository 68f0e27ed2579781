"""Run a solution notebook's code in this process, keeping its names at each graded task.

The hidden tests run in the student's kernel right after the task's answer; here the code
cells of a solution notebook run in one namespace (IPython's ``%`` lines skipped, the
``solution``-tagged extras skipped as the assignment drops them), and the namespace is copied
when each task's cell has run, so a task is graded on the names it would see."""

from __future__ import annotations

import ast
import contextlib
import io
from functools import cache
from typing import Any

import matplotlib

from pyanitsa_edu.grading import solutions_folder
from pyanitsa_edu.grading.tasks import exercise_tasks, notebook_cells, solution_notebooks

matplotlib.use("Agg")

NOTEBOOKS = solution_notebooks(solutions_folder("en"))
"""The English solution notebooks by number."""


@cache
def task_namespaces(number: str, lang: str = "en") -> dict[str, dict[str, Any]]:
    """Return, for each task of exercise ``number`` of a track, a copy of the notebook's names
    right after its cell ran (a Russian notebook leaves the language Russian: set it back)."""
    path = solution_notebooks(solutions_folder(lang))[number]
    tasks = {task.cell: task for task in exercise_tasks(path)}
    scope: dict[str, Any] = {"__name__": "__main__"}
    found: dict[str, dict[str, Any]] = {}
    for index, cell in enumerate(notebook_cells(path)):
        if cell["cell_type"] != "code" or "solution" in cell.get("metadata", {}).get("tags", []):
            continue
        source = "\n".join(line for line in cell["source"].split("\n")
                           if not line.lstrip().startswith("%"))
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(source, f"{path.name}[{index}]", "exec"), scope)
        if index in tasks:
            found[tasks[index].id] = dict(scope)
    return found


def answer_names(number: str, task: str) -> list[str]:
    """Return the names a task's answer assigns that its checks read."""
    found = next(t for t in exercise_tasks(NOTEBOOKS[number]) if t.id == task)
    source = "\n".join(line for line in found.answer.split("\n")
                       if not line.lstrip().startswith("%"))
    assigned: list[str] = []
    for node in ast.walk(ast.parse(source)):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.FunctionDef):
            assigned.append(node.name)
        for target in targets:
            for name in ast.walk(target):
                if isinstance(name, ast.Name):
                    assigned.append(name.id)
    read = {node.id for node in ast.walk(ast.parse(found.tail)) if isinstance(node, ast.Name)}
    return [name for name in dict.fromkeys(assigned) if name in read]
