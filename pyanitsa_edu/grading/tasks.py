"""The graded tasks of an exercise, read from its solution notebook (the single source).

A task is a code cell of a solution notebook that holds a solution (``# BEGIN SOLUTION`` …
``# END SOLUTION``, or a line ending ``# SOLUTION``) and ends with the self-checks that judge
it: the lines after the last solution line. The task's id is the name of its first check
without ``check_`` (``check_long_game_share(…)`` → ``"long_game_share"``); the checks it
calls are its *tail*. A solution cell without checks (free work a later task uses) is part of
no task.

>>> cell = "x = 1  # SOLUTION\\ncheck_twice(x)\\ncheck_other(x)"
>>> split_cell(cell)
('x = 1  # SOLUTION', 'check_twice(x)\\ncheck_other(x)')
>>> task_id('check_twice(x)\\ncheck_other(x)'), check_names('check_twice(x)\\ncheck_other(x)')
('twice', ('check_twice', 'check_other'))
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = [
    "Task",
    "check_names",
    "exercise_tasks",
    "has_solution",
    "notebook_cells",
    "solution_notebooks",
    "split_cell",
    "task_id",
]

BEGIN = re.compile(r"^\s*# BEGIN SOLUTION\s*$")
END = re.compile(r"^\s*# END SOLUTION\s*$")
SINGLE = "# SOLUTION"
CHECK = re.compile(r"\b(check_[a-z0-9_]+)\s*\(")
NUMBER = re.compile(r"^(?P<number>\d\d)-[a-z0-9-]+\.ipynb$")


@dataclass(frozen=True)
class Task:
    """One graded task of an exercise."""

    id: str
    """The task's id: its first check's name without ``check_`` (the first not taken by an
    earlier task of the notebook, so ids are unique)."""
    cell: int
    """The index of its code cell in the solution notebook."""
    answer: str
    """The cell's source up to its last solution line (what the student writes)."""
    tail: str
    """The checks that judge it: the cell's lines after the answer."""

    @property
    def checks(self) -> tuple[str, ...]:
        """Return the names of the checks the tail calls, in order, each once."""
        return check_names(self.tail)


def has_solution(source: str) -> bool:
    """Return True when a code cell's source holds a solution region or line."""
    return any(BEGIN.match(line) or line.rstrip().endswith(SINGLE)
               for line in source.split("\n"))


def split_cell(source: str) -> tuple[str, str]:
    """Return a solution cell's source cut after its last solution line: (answer, checks)."""
    lines = source.split("\n")
    last = max(i for i, line in enumerate(lines)
               if END.match(line) or line.rstrip().endswith(SINGLE) or BEGIN.match(line))
    return "\n".join(lines[: last + 1]).rstrip(), "\n".join(lines[last + 1:]).strip("\n")


def check_names(tail: str) -> tuple[str, ...]:
    """Return the check functions ``tail`` calls, in order of first call."""
    names: list[str] = []
    for node in ast.walk(ast.parse(tail)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id.startswith("check_") and node.func.id not in names):
            names.append(node.func.id)
    return tuple(sorted(names, key=lambda name: tail.index(name + "(")))


def task_id(tail: str) -> str:
    """Return the id of the task whose checks are ``tail``."""
    return check_names(tail)[0].removeprefix("check_")


def notebook_cells(path: Path) -> list[dict[str, Any]]:
    """Return the cells of a notebook, each source as one text."""
    cells: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for cell in cells:
        if isinstance(cell.get("source"), list):
            cell["source"] = "".join(cell["source"])
    return cells


def exercise_tasks(path: Path) -> tuple[Task, ...]:
    """Return the graded tasks of the solution notebook at ``path``, in order."""
    found: list[Task] = []
    for index, cell in enumerate(notebook_cells(path)):
        tags = cell.get("metadata", {}).get("tags", [])
        if cell["cell_type"] != "code" or "solution" in tags or not has_solution(cell["source"]):
            continue
        answer, tail = split_cell(cell["source"])
        if CHECK.search(tail):
            taken = {task.id for task in found}
            free = [name.removeprefix("check_") for name in check_names(tail)
                    if name.removeprefix("check_") not in taken]
            name = free[0] if free else f"{task_id(tail)}_{len(found) + 1}"
            found.append(Task(name, index, answer, tail))
    return tuple(found)


def solution_notebooks(folder: Path) -> dict[str, Path]:
    """Return the solution notebooks in ``folder`` by their number (``"05"``)."""
    found = {}
    for path in sorted(folder.glob("[0-9][0-9]-*.ipynb")):
        match = NUMBER.match(path.name)
        if match:
            found[match["number"]] = path
    return found
