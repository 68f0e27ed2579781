"""A known mistake: how to tell it, what the student is told, and its kind.

A check lists the wrong answers it knows, each made by one of three constructors:

- :meth:`Mistake.equals`: the value that mistake produces, compared as the check compares the
  answer (a Fraction, a tuple of chances, a pile of cards);
- :meth:`Mistake.near`: a number within a tolerance of the value it produces;
- :meth:`Mistake.when`: any test of the answer.

>>> half = Mistake.near(0.5, 0.01, "that is a coin's chance", kind=Kind.OTHER)
>>> half.matches(0.505, same=lambda e, g: e == g), half.matches("0.5", same=lambda e, g: True)
(True, False)
>>> Mistake.equals(72, "both directions", kind=Kind.DOUBLE_COUNT).kind
Kind.DOUBLE_COUNT
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .hints import as_number
from .kinds import Kind

__all__ = ["Comparator", "Mistake", "near"]

Comparator = Callable[[Any, Any], bool]
"""``same(expected, got)``: True when a student's answer counts as equal to ``expected``."""


def near(target: float, tolerance: float) -> Callable[[Any], bool]:
    """Return a test: True for a number (not a bool or a text) within ``tolerance`` of
    ``target``."""

    def is_near(got: Any) -> bool:
        number = as_number(got)
        return number is not None and abs(number - target) <= tolerance

    return is_near


@dataclass(frozen=True, slots=True)
class Mistake:
    """A known wrong answer: what it tells the student, and the kind of mistake it is. Build
    one with :meth:`equals`, :meth:`near` or :meth:`when`."""

    message: str
    """What the student is told (a hint about the mistake, never the right value)."""
    kind: Kind
    """The kind of mistake (a stable id a class report counts)."""
    value: Any = None
    """The wrong value, for :meth:`equals`; None otherwise."""
    test: Callable[[Any], bool] | None = None
    """The test of the answer, for :meth:`near` and :meth:`when`; None for :meth:`equals`."""

    @classmethod
    def equals(cls, value: Any, message: str, *, kind: Kind) -> Mistake:
        """Return the mistake whose answer is ``value`` (compared as the check compares the
        right answer)."""
        return cls(message, Kind(kind), value, None)

    @classmethod
    def near(cls, target: float, tolerance: float, message: str, *, kind: Kind) -> Mistake:
        """Return the mistake whose answer is a number within ``tolerance`` of ``target``."""
        return cls(message, Kind(kind), None, near(target, tolerance))

    @classmethod
    def when(cls, test: Callable[[Any], bool], message: str, *, kind: Kind) -> Mistake:
        """Return the mistake of every answer for which ``test(answer)`` is true."""
        return cls(message, Kind(kind), None, test)

    def matches(self, got: Any, same: Comparator) -> bool:
        """Return True when ``got`` is this mistake (``same(value, got)`` for a value, else the
        test); never raises."""
        try:
            if self.test is not None:
                return bool(self.test(got))
            return self.value is not None and bool(same(self.value, got))
        except KeyboardInterrupt:
            raise
        except BaseException:
            return False
