"""Grading the exercises as nbgrader assignments: hidden tests a guess or an import cannot pass.

Formative self-checks (:mod:`pyanitsa_edu.checks`) teach: they hint at the kind of mistake and
may be run again and again. A grade comes from here instead:

- :data:`~.points.TASKS`: every task's points and how it is graded, the one table;
- :func:`~.grade.grade`: the one call of a task's hidden test (``grade("05",
  "long_game_share", globals())``), which prints nothing, returns nothing and raises
  :class:`~.verdict.GradeFailure` with a short reason when the answer is wrong;
- :func:`~.forms.check_form`: the visible test of a task whose self-check could be searched;
- :mod:`.tasks`: the tasks read from the solution notebooks (the single source).

``python -m pyanitsa_edu assignments DIR`` (:mod:`pyanitsa_edu.app.assignments`) writes the
nbgrader course folder; docs/grading.md tells a teacher's route and what each hidden test checks.
"""

from __future__ import annotations

from .forms import check_form
from .grade import grade, solutions_folder, task_of
from .points import TASKS, Graded, Way, total_points
from .verdict import GradeFailure

__all__ = [
    "TASKS",
    "GradeFailure",
    "Graded",
    "Way",
    "check_form",
    "grade",
    "solutions_folder",
    "task_of",
    "total_points",
]
