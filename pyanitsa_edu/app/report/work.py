"""A class's work as the report reads it: exercises, their tasks, and one mark per student and
task with the kinds of mistakes found.

A *task* is what the report counts full marks for: a graded cell of nbgrader's (its
``grade_id``) in an autograded course, or one self-check call in a folder of returned notebooks.
A mark's *findings* say what went wrong: the kinds of mistakes of the task's failed self-checks
(:class:`~pyanitsa_edu.checks.kinds.Kind`), or, when no self-check failed, a :class:`Note`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from ...checks.kinds import Kind
from ...checks.verdict import Verdict
from ...errors import shown_path
from ...i18n import NP_, _, pgettext
from ...text_enum import TextEnum

__all__ = ["ClassWork", "Exercise", "Finding", "Mark", "Note", "Place", "Task", "findings"]


class Note(TextEnum):
    """What went wrong in a task when no self-check says it."""

    HIDDEN_TESTS = "hidden_tests"
    """Every self-check of the task passed, yet the grade is not full: the hidden tests (or a
    grader) took points."""
    NO_CHECK = "no_check"
    """No self-check of the task ran: the cell was not run, stopped earlier, or its check was
    deleted."""

    def text(self, lang: str | None = None) -> str:
        """Return the note's name for a reader in ``lang``."""
        return pgettext("kind of mistake", _NOTES[self], lang)


_NOTES = {
    Note.HIDDEN_TESTS: NP_("kind of mistake", "self-check passed, points lost in hidden tests"),
    Note.NO_CHECK: NP_("kind of mistake", "no self-check ran"),
}

Finding = Kind | Note
"""A kind of mistake, or a note of what went wrong."""


@dataclass(frozen=True, slots=True)
class Task:
    """One task of an exercise."""

    key: str
    """Its id in the exercise: a grade id of nbgrader's, or ``check_name#k`` (the k-th call of
    that self-check in the notebook)."""
    label: str
    """What the teacher reads: the titles of its self-checks, and its grade id."""
    points: float | None
    """The most points it gives in nbgrader, or None for a self-check."""


@dataclass(frozen=True, slots=True)
class Exercise:
    """An exercise (an assignment's notebook) and its tasks in notebook order."""

    name: str
    """Its name (``05-monte-carlo``; ``assignment/notebook`` when an assignment has several)."""
    title: str
    """The notebook's first heading, as the students' copies have it (may be "")."""
    tasks: tuple[Task, ...]
    """Its tasks, in the order of the notebook."""


@dataclass(frozen=True, slots=True)
class Mark:
    """One student's result in one task."""

    student: str
    """The student's id."""
    exercise: str
    """The exercise's name."""
    task: str
    """The task's key."""
    score: float | None
    """Points given by nbgrader, or None (a self-check only, or waiting for a grader)."""
    full: bool | None
    """Full marks (every self-check right, for a folder of returned notebooks); None while a
    grader has not marked it."""
    findings: tuple[Finding, ...]
    """What went wrong, each kind once, in order (empty when nothing did)."""


@dataclass(frozen=True, slots=True)
class ClassWork:
    """Everything a report is made of."""

    source: Literal["nbgrader", "returned"]
    """An autograded nbgrader course, or a folder of returned notebooks."""
    exercises: tuple[Exercise, ...]
    """The exercises, in name order."""
    marks: tuple[Mark, ...]
    """Every mark."""

    @property
    def students(self) -> frozenset[str]:
        """Return the students who have a mark."""
        return frozenset(mark.student for mark in self.marks)


def findings(verdicts: Iterable[Verdict], full: bool | None) -> tuple[Finding, ...]:
    """Return what went wrong in a task from its self-checks' verdicts: the kinds of the failed
    ones (a failed check of no known kind counts as :attr:`Kind.OTHER`), else, unless the marks
    are full (or not given yet), a :class:`Note`."""
    seen = list(verdicts)
    kinds = [v.kind or Kind.OTHER for v in seen if not v.right]
    if kinds:
        return tuple(dict.fromkeys(kinds))
    if full is None or full:
        return ()
    return (Note.HIDDEN_TESTS,) if seen else (Note.NO_CHECK,)


@dataclass(frozen=True, slots=True)
class Place:
    """Where a student's file is, for a message that must not name the student: the path with
    the student's folder replaced by its place in alphabetical order."""

    head: str
    """The path up to the students' folders (``autograded``)."""
    index: int
    """The student's place among them, from 1, in alphabetical order."""
    total: int
    """How many students' folders there are."""
    tail: str
    """The path inside the student's folder."""

    def text(self, lang: str | None = None) -> str:
        """Return the place in ``lang``."""
        return _("{head}/[student {i} of {n} in alphabetical order]/{tail}", lang,
                 head=shown_path(self.head), i=self.index, n=self.total,
                 tail=shown_path(self.tail))

    def __str__(self) -> str:
        return self.text("en")
