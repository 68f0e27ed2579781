"""A self-check's verdict in its notebook output: a JSON MIME bundle a class report reads.

In a Jupyter kernel every self-check, once it has printed its ✓ or ✗ line, also publishes its
verdict as a display output of its own::

    {"application/vnd.pyanitsa.verdict+json":
         {"task": "check_flip_odds", "title": "odds of a 6 in one flip", "right": false,
          "kind": "factor", "version": 1},
     "text/plain": ""}

``task`` is the check's name (the building block's, such as ``"check_value"``, when a notebook
calls one directly), ``title`` the name its line printed, ``right`` whether it passed, ``kind``
the id of its kind of mistake (:class:`~.kinds.Kind`) or null, ``version`` the format's
(:data:`VERSION`). Only the outermost check of a call publishes: a task that calls
:func:`~.core.judge` publishes one verdict, not two.

The printed lines stay as they were: the bundle is an output of its own beside them. Nothing in
it shows: JupyterLab, nbconvert's HTML and Voila draw the empty ``text/plain`` as nothing (a
reader that knows no ``vnd.pyanitsa`` type falls back to it), and the course's website leaves
these outputs out. Outside a Jupyter kernel (plain Python, a terminal IPython, the tests)
nothing is published. The JSON is the same for the same verdict, so a notebook run twice saves
the same output (nbval compares it).

>>> from .kinds import Kind
>>> from .result import CheckResult
>>> bundle(CheckResult(False, Kind.FACTOR, "check_flip_odds", "odds"))[MIME]["kind"]
'factor'
>>> read_verdict({"output_type": "stream", "name": "stdout", "text": "✓ odds"}) is None
True
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from ..errors import N_, SettingError, shown
from .kinds import Kind
from .result import CheckResult

__all__ = ["MIME", "VERSION", "Verdict", "bundle", "outermost", "publish", "read_verdict"]

MIME = "application/vnd.pyanitsa.verdict+json"
"""The MIME type of a verdict in a notebook's output."""
VERSION = 1
"""The version of the verdict's format; a reader refuses a later one."""
_FIELDS = ("task", "title", "right", "kind", "version")
"""The fields of a verdict, in the order they are written."""

_KINDS = frozenset(kind.value for kind in Kind)
"""The ids of the kinds of mistake."""

_DEPTH: ContextVar[int] = ContextVar("pyanitsa_check_depth", default=0)
"""How many self-checks are running inside one another here (0: none)."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """A verdict read back from a notebook's output."""

    task: str
    """The check that judged it (``"check_flip_odds"``)."""
    title: str
    """The name its line printed, in the language the student used."""
    right: bool
    """True when the check passed."""
    kind: Kind | None
    """The kind of mistake of a failed check, when it is known; None when it passed."""


def bundle(result: CheckResult, task: str | None = None) -> dict[str, Any]:
    """Return the display bundle of a check's result: the verdict under :data:`MIME` (its task,
    or ``task`` when the result names none), and an empty ``text/plain``."""
    record = result.record()
    name = record["task"] or task or ""
    verdict = {"task": name, "title": record["title"] or name, "right": record["right"],
               "kind": record["kind"], "version": VERSION}
    return {MIME: verdict, "text/plain": ""}


@contextmanager
def outermost() -> Iterator[bool]:
    """Count one check running; yield True when no other check is running around it."""
    token = _DEPTH.set(_DEPTH.get() + 1)
    try:
        yield _DEPTH.get() == 1
    finally:
        _DEPTH.reset(token)


def publish(result: CheckResult, task: str) -> bool:
    """Publish the verdict of a check (``task``: its name, when the result names none) as a
    display output in a Jupyter kernel; return False, doing nothing, anywhere else."""
    if "IPython" not in sys.modules:  # no kernel imports nothing of IPython's
        return False
    from IPython import get_ipython
    from IPython.display import publish_display_data

    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None:  # a terminal IPython
        return False
    publish_display_data(bundle(result, task))  # type: ignore[no-untyped-call]
    return True


DAMAGED = N_("a damaged self-check verdict: {value}")
"""The error of a verdict that is not one."""


def read_verdict(output: Mapping[str, Any]) -> Verdict | None:
    """Return the verdict a notebook output holds, or None for any other output; raises
    :class:`~pyanitsa_edu.errors.SettingError` for a verdict that is damaged or of a later
    version."""
    data = output.get("data") if output.get("output_type") == "display_data" else None
    if not isinstance(data, Mapping) or MIME not in data:
        return None
    record = data[MIME]
    if not isinstance(record, Mapping) or set(record) != set(_FIELDS):
        raise SettingError(DAMAGED, value=shown(record))
    version = record["version"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SettingError(DAMAGED, value=shown(record))
    if version > VERSION:
        raise SettingError(N_("a self-check verdict of version {version}, newer than this "
                              "package reads ({known}): update pyanitsa_edu"),
                           version=version, known=VERSION)
    task, title, right, kind = (record[field] for field in _FIELDS[:4])
    if not (isinstance(task, str) and task and isinstance(title, str)
            and isinstance(right, bool) and (kind is None or kind in _KINDS)
            and not (right and kind is not None)):
        raise SettingError(DAMAGED, value=shown(record))
    return Verdict(task, title, right, None if kind is None else Kind(kind))
