"""Intransitive dice: exact chances that one die beats another, for comparison with Pyanitsa.

A die is a tuple of face values, each face equally likely. Like the Pyanitsa
ranking, "beats more often than not" can go round in a circle.

>>> p_beats(EFRON_DICE[0], EFRON_DICE[1])
Fraction(2, 3)
>>> [str(p) for p in cycle_odds(THREE_DICE)]
['7/12', '7/12', '25/36']
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ..errors import N_, SettingError

__all__ = ["EFRON_DICE", "THREE_DICE", "Die", "cycle_odds", "p_beats", "p_tie"]

Die = tuple[int, ...]
"""A die: its face values, each equally likely."""

EFRON_DICE: tuple[Die, ...] = (
    (4, 4, 4, 4, 0, 0),
    (3, 3, 3, 3, 3, 3),
    (6, 6, 2, 2, 2, 2),
    (5, 5, 5, 1, 1, 1),
)
"""Efron's four dice A, B, C, D: each beats the next (and D beats A) with chance 2/3."""

THREE_DICE: tuple[Die, ...] = (
    (3, 3, 3, 3, 3, 6),
    (2, 2, 2, 5, 5, 5),
    (1, 4, 4, 4, 4, 4),
)
"""Three dice A, B, C: A beats B and B beats C with chance 7/12, C beats A with 25/36."""


def _check(die: Sequence[int], name: str) -> None:
    """Raise SettingError unless ``die`` has at least one face."""
    if len(die) == 0:
        raise SettingError(N_("{name} has no faces"), name=name)


def p_beats(die_a: Sequence[int], die_b: Sequence[int]) -> Fraction:
    """Return the exact chance that a roll of ``die_a`` shows more than a roll of ``die_b``."""
    _check(die_a, "die_a")
    _check(die_b, "die_b")
    wins = sum(1 for a in die_a for b in die_b if a > b)
    return Fraction(wins, len(die_a) * len(die_b))


def p_tie(die_a: Sequence[int], die_b: Sequence[int]) -> Fraction:
    """Return the exact chance that the two dice show the same value."""
    _check(die_a, "die_a")
    _check(die_b, "die_b")
    ties = sum(1 for a in die_a for b in die_b if a == b)
    return Fraction(ties, len(die_a) * len(die_b))


def cycle_odds(dice: Sequence[Sequence[int]]) -> list[Fraction]:
    """Return the chance that each die beats the next, the last one beating the first."""
    return [p_beats(dice[i], dice[(i + 1) % len(dice)]) for i in range(len(dice))]
