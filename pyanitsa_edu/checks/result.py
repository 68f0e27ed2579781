"""What a self-check returns: its verdict, as data beside the line it printed.

>>> verdict = CheckResult(False, Kind.PERCENT_FOR_SHARE, "check_win_share", "share of wins")
>>> bool(verdict), verdict == False, verdict.record()["kind"]
(False, True, 'percent_for_share')
"""

from __future__ import annotations

import numpy as np

from ..errors import N_, SettingError, shown
from .kinds import Kind

__all__ = ["CheckResult"]


class CheckResult:
    """What a check returns: truthy when it passed, equal to ``True`` or ``False``, with the
    verdict a class report reads: the task, and the kind of mistake of a failed one.

    In a notebook it displays nothing (the ✓ or ✗ line is already printed), so a
    check can be the last line of a cell without an extra ``True`` under it. It refuses,
    with :class:`~pyanitsa_edu.errors.SettingError`, a ``passed`` that is not True or False
    (``CheckResult("no")`` would be truthy) and a kind of mistake on a check that passed.
    """

    __slots__ = ("kind", "passed", "task", "title")

    def __init__(self, passed: bool, kind: Kind | None = None, task: str | None = None,
                 title: str | None = None) -> None:
        if not isinstance(passed, bool | np.bool_):
            raise SettingError(N_("a check passed or not: True or False, got {passed}"),
                               passed=shown(passed))
        if kind is not None and (passed or not isinstance(kind, Kind)):
            raise SettingError(N_("only a failed check has a kind of mistake (a Kind), got "
                                  "{kind} for passed={passed}"), kind=shown(kind),
                               passed=bool(passed))
        self.passed: bool = bool(passed)
        """True when the check passed."""
        self.kind: Kind | None = kind
        """The kind of mistake of a failed check, when it is known; None when it passed."""
        self.task: str | None = task
        """The self-check that judged it (``"check_flip_odds"``), when a task ran it."""
        self.title: str | None = title
        """The name on the line that decided it (``"odds of a 6 in one flip"``)."""

    def for_task(self, task: str, title: str) -> CheckResult:
        """Return this result as the verdict of ``task`` (named ``title`` unless its line
        named it already)."""
        return CheckResult(self.passed, self.kind, task, self.title or title)

    def record(self) -> dict[str, object]:
        """Return the verdict as plain data: ``{"task", "title", "right", "kind"}`` (the kind's
        id, or None), ready to store as JSON."""
        return {"task": self.task, "title": self.title, "right": self.passed,
                "kind": None if self.kind is None else self.kind.value}

    def __bool__(self) -> bool:
        return self.passed

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CheckResult):
            return self.passed == other.passed
        if isinstance(other, bool):
            return self.passed == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.passed)

    def __and__(self, other: object) -> CheckResult:
        """Return the result of two checks together: passed when both did, with the first
        failure's kind of mistake."""
        if not self.passed:
            return CheckResult(False, self.kind, self.task, self.title)
        if isinstance(other, CheckResult):
            title = self.title if other.passed else other.title
            return CheckResult(other.passed, other.kind, self.task or other.task, title)
        return CheckResult(bool(other), None, self.task, self.title)

    def __repr__(self) -> str:
        return f"CheckResult({self.passed})"

    def _ipython_display_(self) -> None:
        """Show nothing in a notebook: the check has printed its line."""
