"""The task decorator: what every self-check does around its own judgement, written once.

A self-check's body judges one task; :func:`task` turns it into the function an exercise
calls. The body receives the task's title (the name its lines print) as its first argument,
and may raise :class:`~pyanitsa_edu.errors.AnswerError` from any reader of the answer; the
decorator

- fills in the title: an English template (marked with ``N_``) translated and filled with the
  check's arguments, or a function of those arguments (none: the body names its own lines, as
  when its title depends on what it computes);
- with ``missing``, answers a missing ``answer`` (``...`` or None) with that ✗ line;
- prints ``✗ title: message`` for an :class:`~pyanitsa_edu.errors.AnswerError` (an answer it
  cannot read), and the safety net's line for anything else the body raises, so a check never
  raises;
- returns the body's :class:`~.core.CheckResult` as the verdict of the task: its id (the
  check's name), its title, right or not, and the kind of mistake.

>>> from pyanitsa_edu.checks.core import judge
>>> from pyanitsa_edu.i18n import N_
>>> @task(N_("twice {n}"), missing=N_("no answer yet: replace the ... with your answer."))
... def check_twice(title, answer, n):
...     if not isinstance(answer, int):
...         raise AnswerError("write a whole number")
...     return judge(title, answer, 2 * n)
>>> check_twice(..., 3).kind
✗ twice 3: no answer yet: replace the ... with your answer.
Kind.MISSING
>>> check_twice("six", 3).record()
✗ twice 3: write a whole number
{'task': 'check_twice', 'title': 'twice 3', 'right': False, 'kind': 'unreadable'}
>>> bool(check_twice(6, 3))
✓ twice 3: 6 is right.
True
"""

from __future__ import annotations

import functools
import inspect
import re
import string
from collections.abc import Callable
from typing import Concatenate, ParamSpec

from ..errors import N_, AnswerError, SettingError
from ..i18n import _
from .core import CheckResult, fail, safe_check
from .kinds import Kind

__all__ = ["Title", "task"]

P = ParamSpec("P")
Title = str | Callable[..., str]
"""A task's title: an English template filled with the check's arguments by name
(``N_("odds of a {rank} in one flip")``), or a function of those arguments."""
Body = Callable[Concatenate[str, P], CheckResult]


def task(
    title: Title | None = None, *, missing: str | None = None
) -> Callable[[Body[P]], Callable[P, CheckResult]]:
    """Return the decorator that makes a check's body the self-check of one task (see the
    module): the body gets the title first; ``missing`` is the line for an ``answer`` not
    given yet."""

    def decorate(body: Body[P]) -> Callable[P, CheckResult]:
        whole = inspect.signature(body)
        public = whole.replace(parameters=list(whole.parameters.values())[1:])
        if missing is not None and "answer" not in public.parameters:
            raise SettingError(N_("{name} has no argument 'answer' to be missing"),
                               name=body.__name__)
        fields = _fields(title) if isinstance(title, str) else set()
        if not fields <= set(public.parameters):
            raise SettingError(N_("{name} has no argument for {fields}"), name=body.__name__,
                               fields=sorted(fields))

        @safe_check
        @functools.wraps(body)
        def judged(*args: P.args, **kwargs: P.kwargs) -> CheckResult:
            arguments = public.bind(*args, **kwargs)
            arguments.apply_defaults()
            values = arguments.arguments
            if title is None:
                name = body.__name__
            elif isinstance(title, str):  # only the fields it names: an answer is not read
                name = _(title, **{field: values[field] for field in fields})
            else:
                name = title(**values)
            if missing is not None and (values["answer"] is Ellipsis
                                        or values["answer"] is None):
                result = fail(name, _(missing), Kind.MISSING)
            else:
                try:
                    result = body(name, *args, **kwargs)
                except AnswerError as error:
                    result = fail(name, error.text(), Kind.UNREADABLE)
            return result.for_task(body.__name__, name)

        @functools.wraps(body)
        def check(*args: P.args, **kwargs: P.kwargs) -> CheckResult:
            result = judged(*args, **kwargs)  # the net's line is the task's verdict too
            return result if result.task else result.for_task(body.__name__, body.__name__)

        check.__signature__ = public  # type: ignore[attr-defined]
        return check

    return decorate


def _fields(template: str) -> set[str]:
    """Return the names of the arguments a title template fills in (``{p:.2f}`` names p)."""
    parsed = string.Formatter().parse(template)
    names = (field for _text, field, _spec, _conversion in parsed if field)
    return {re.split(r"[.\[]", name)[0] for name in names}
