"""What the report says about each task: how many students had full marks, which kinds of
mistakes the class made and how often, and whom to talk to.

:func:`read_class` tells the two kinds of folder apart and reads one; :func:`summarize` counts.
A student counts once per kind of mistake in a task, however many of its self-checks show it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ...checks.kinds import Kind
from ...errors import ReportError, shown_path
from ...i18n import N_
from .nbgrader_course import AUTOGRADED, GRADEBOOK, read_nbgrader_course
from .returned import notebooks_of, read_returned, student_folders
from .work import ClassWork, Exercise, Finding, Note, Task

__all__ = ["NBGRADER_FILES", "ExerciseSummary", "TaskSummary", "read_class", "summarize"]

NBGRADER_FILES = ("nbgrader_config.py", AUTOGRADED, "submitted", "source", "release")
"""What an nbgrader course folder holds beside its gradebook."""
_ORDER = {finding: i for i, finding in enumerate([*Kind, *Note])}
"""The order of findings with equal counts: the order of their definitions."""


@dataclass(frozen=True, slots=True)
class TaskSummary:
    """The class's results in one task."""

    task: Task
    """The task."""
    students: int
    """Students with a mark in it."""
    full: int
    """Students with full marks."""
    waiting: int
    """Students whose mark waits for a grader (not counted in :attr:`share`)."""
    findings: tuple[tuple[Finding, int], ...]
    """Each kind of mistake (or note) with the number of students it concerns, most first."""
    talk_to: tuple[tuple[str, tuple[Finding, ...]], ...]
    """The students without full marks, in alphabetical order, each with what went wrong."""

    @property
    def share(self) -> float | None:
        """Return the share of the marked students with full marks (None if none is marked)."""
        marked = self.students - self.waiting
        return self.full / marked if marked else None


@dataclass(frozen=True, slots=True)
class ExerciseSummary:
    """The class's results in one exercise."""

    exercise: Exercise
    """The exercise."""
    students: int
    """Students who returned it (who have a mark in one of its tasks)."""
    tasks: tuple[TaskSummary, ...]
    """Its tasks, in notebook order."""


def read_class(folder: Path) -> ClassWork:
    """Return the class's work in ``folder``: an autograded nbgrader course (it has
    ``gradebook.db``) or a folder of returned notebooks (:mod:`.returned`); raise ReportError
    for a folder that is neither, or an nbgrader course without its gradebook."""
    named = shown_path(folder)
    if not folder.is_dir():
        raise ReportError(N_("{folder} is not a folder"), folder=named)
    if (folder / GRADEBOOK).exists():
        return read_nbgrader_course(folder)
    signs = [name for name in NBGRADER_FILES if (folder / name).exists()]
    if signs:
        raise ReportError(N_("{folder} is an nbgrader course folder ({sign}) without its "
                             "gradebook {gradebook}: run nbgrader autograde there first"),
                          folder=named, sign=signs[0], gradebook=GRADEBOOK)
    if any(notebooks_of(student) for student in student_folders(folder)):
        return read_returned(folder)
    raise ReportError(N_("{folder} is neither an nbgrader course folder (it has no {gradebook}) "
                         "nor a folder of returned notebooks (no STUDENT/NN-name.ipynb in it)"),
                      folder=named, gradebook=GRADEBOOK)


def summarize(work: ClassWork) -> tuple[ExerciseSummary, ...]:
    """Return the summary of every exercise of ``work``, in its order."""
    summaries = []
    for exercise in work.exercises:
        marks = [mark for mark in work.marks if mark.exercise == exercise.name]
        tasks = []
        for task in exercise.tasks:
            mine = sorted((m for m in marks if m.task == task.key), key=lambda m: m.student)
            counts = Counter(finding for mark in mine for finding in mark.findings)
            tasks.append(TaskSummary(
                task, len(mine), sum(mark.full is True for mark in mine),
                sum(mark.full is None for mark in mine),
                tuple(sorted(counts.items(), key=lambda item: (-item[1], _ORDER[item[0]]))),
                tuple((mark.student, mark.findings) for mark in mine if mark.full is False),
            ))
        summaries.append(ExerciseSummary(exercise, len({m.student for m in marks}), tuple(tasks)))
    return tuple(summaries)
