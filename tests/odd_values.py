"""Odd values that found bugs at the package's boundary: for the fuzz test and the self-checks.

NaN and infinities, numbers too big for a float, a ``Fraction``, numpy arrays, text where a
number belongs, objects whose ``__float__``, ``__index__``, ``lower()``, ``repr``, ``len`` or
``iter`` raise, a list nested 5,000 deep, a list of two million items, and an endless iterator
that counts how much of it was read (and stops a reader that takes far too much, so a bug shows
as a count, not as a machine out of memory).

Import it from any test (``tests/`` is on the path): ``from odd_values import odd_values``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any, NoReturn

import numpy as np
from hypothesis import strategies as st

__all__ = [
    "ODD_MAKERS",
    "BadFloat",
    "BadInt",
    "BadList",
    "BadStr",
    "Endless",
    "Hostile",
    "Overread",
    "OwnError",
    "nested",
    "odd_strategy",
    "odd_values",
]


class OwnError(RuntimeError):
    """The error an odd value raises from its own broken method: where an entry point lets it
    through unchanged, the user sees his object's bug as it is (like a bot that raises)."""


class Overread(BaseException):
    """An endless iterator was read far past anything a task needs (a BaseException, so no
    ``except Exception`` of the code under test hides it)."""


class Endless:
    """An endless iterator of ``value``; :attr:`read` counts the items taken. Past
    :attr:`CAP` items it raises :class:`Overread` instead of letting memory run out."""

    CAP = 1_000_000

    def __init__(self, value: object = 0.5) -> None:
        self.read = 0
        self.value = value

    def __iter__(self) -> Endless:
        return self

    def __next__(self) -> object:
        self.read += 1
        if self.read > self.CAP:
            raise Overread(f"read {self.read:,} items of an endless iterator")
        return self.value

    def __repr__(self) -> str:
        return "<endless iterator>"


def _boom(*args: object, **kwargs: object) -> NoReturn:
    raise OwnError("a hostile object")


class Hostile:
    """An object whose every operation a check or an entry point might try raises."""

    __float__ = __int__ = __index__ = __len__ = __iter__ = __bool__ = _boom
    __repr__ = __str__ = __format__ = __eq__ = __ne__ = __lt__ = __le__ = __gt__ = _boom
    __ge__ = __abs__ = __neg__ = __add__ = __radd__ = __sub__ = __rsub__ = _boom
    __mul__ = __rmul__ = __truediv__ = __rtruediv__ = __getitem__ = __contains__ = _boom
    __hash__ = _boom
    lower = strip = split = upper = __array__ = _boom


class BadFloat(float):
    """A float whose ``__float__`` and ``repr`` raise."""

    def __float__(self) -> float:
        raise OwnError("a broken __float__")

    def __repr__(self) -> str:
        raise OwnError("a broken __repr__")


class BadInt(int):
    """An int whose ``__index__``, ``__int__``, ``__float__`` and ``repr`` raise."""

    def __index__(self) -> int:
        raise OwnError("a broken __index__")

    def __int__(self) -> int:
        raise OwnError("a broken __int__")

    def __float__(self) -> float:
        raise OwnError("a broken __float__")

    def __repr__(self) -> str:
        raise OwnError("a broken __repr__")


class BadStr(str):
    """Text whose ``lower()``, ``strip()``, ``split()`` and ``repr`` raise."""

    def lower(self) -> str:
        raise OwnError("a broken lower()")

    def strip(self, chars: str | None = None) -> str:
        raise OwnError("a broken strip()")

    def split(self, sep: str | None = None, maxsplit: int = -1) -> list[str]:  # type: ignore[override]
        raise OwnError("a broken split()")

    def __repr__(self) -> str:
        raise OwnError("a broken __repr__")


class BadList(list[Any]):
    """A list whose ``len``, ``iter`` and ``repr`` raise."""

    def __len__(self) -> int:
        raise OwnError("a broken __len__")

    def __iter__(self) -> Any:
        raise OwnError("a broken __iter__")

    def __repr__(self) -> str:
        raise OwnError("a broken __repr__")


def nested(depth: int) -> list[Any]:
    """Return a list nested ``depth`` deep: ``[[[…]]]``."""
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


ODD_MAKERS: dict[str, Callable[[], Any]] = {
    "ellipsis": lambda: ...,
    "None": lambda: None,
    "text": lambda: "garbage",
    "empty text": lambda: "",
    "array": lambda: np.array([0.5, 0.25]),
    "2-d array": lambda: np.zeros((3, 3)),
    "Fraction": lambda: Fraction(1, 3),
    "zero": lambda: 0,
    "negative": lambda: -3,
    "10**400": lambda: 10**400,
    "inf": lambda: math.inf,
    "-inf": lambda: -math.inf,
    "nan": lambda: math.nan,
    "numpy nan": lambda: np.float64("nan"),
    "True": lambda: True,
    "complex": lambda: 1j,
    "bytes": lambda: b"\xff",
    "dict": lambda: {"a": 1},
    "set": lambda: {1, 2},
    "object": object,
    "hostile": Hostile,
    "raising __float__": lambda: BadFloat(0.5),
    "raising __index__": lambda: BadInt(3),
    "raising lower()": lambda: BadStr("6♣ A♦"),
    "raising len and iter": lambda: BadList([1, 2]),
    "nested 5,000 deep": lambda: nested(5_000),
    "2 million items": lambda: [0.5] * 2_000_000,
    "100,000 characters": lambda: "x" * 100_000,
    "endless iterator": Endless,
}
"""How to make each odd value, by name (made fresh: an endless iterator counts its reads)."""


def odd_values() -> dict[str, Any]:
    """Return a fresh odd value of every kind, by name."""
    return {name: make() for name, make in ODD_MAKERS.items()}


_SLOW = ("2 million items",)
"""Values too slow to draw in every example of a property test (the self-check tests use them)."""


def odd_strategy() -> st.SearchStrategy[Any]:
    """Return a hypothesis strategy of the odd values (each made fresh when drawn)."""
    makers = [make for name, make in ODD_MAKERS.items() if name not in _SLOW]
    return st.sampled_from(makers).map(lambda make: make())
