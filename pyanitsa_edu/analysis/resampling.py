"""Resampling the games we have: the bootstrap and the permutation test.

Both methods take per-game arrays (one value per game, each game an independent deal) and
resample **games**, never tricks: the tricks of one game depend on each other, the games do not.

- :func:`bootstrap` draws ``len(values)`` games *with replacement* from the sample, again and
  again, and recomputes a statistic on each draw: the spread of those replicates stands in for
  the spread of the statistic over new samples (B. Efron, 1979; the method of *Computational
  and Inferential Thinking*, the Data 8 textbook by A. Adhikari, J. DeNero and D. Wagner).
- :func:`permutation_test` pools two samples and shuffles the labels *without replacement*: if
  the label made no difference (the null hypothesis), every split of the pooled games into
  groups of the original sizes is as likely as the one observed.

Randomness comes from ``seed`` (an int, a numpy ``Generator``, or None for fresh entropy); the
library never touches numpy's global generator.

>>> import numpy as np
>>> values = np.array([3, 1, 4, 1, 5, 9, 2, 6])
>>> reps = bootstrap(values, np.mean, reps=1_000, seed=1)
>>> len(reps), bool(values.min() <= reps.min() and reps.max() <= values.max())
(1000, True)
>>> test = permutation_test([5, 6, 7, 8], [1, 2, 3, 4], reps=2_000, seed=2)
>>> float(test.observed), test.p_value() < 0.05
(4.0, True)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt
from numpy.typing import ArrayLike

from ..errors import SettingError, shown, whole_number
from ..i18n import N_

__all__ = [
    "MAX_REPS",
    "Permutation",
    "bootstrap",
    "mean_difference",
    "permutation_test",
]

MAX_REPS = 10_000_000
"""The most replicates one call makes."""

Statistic = Callable[[npt.NDArray[Any]], Any]
"""A statistic of one sample: a function of a 1-D array that returns a number."""
TwoSampleStatistic = Callable[[npt.NDArray[Any], npt.NDArray[Any]], Any]
"""A statistic of two samples, e.g. :func:`mean_difference`."""
Seed = int | np.random.Generator | None
"""Where the randomness comes from: a seed, a numpy generator, or None (fresh entropy)."""


def _sample(values: ArrayLike, name: str) -> npt.NDArray[Any]:
    """Return ``values`` as a 1-D array of numbers (bools allowed), at least one of them;
    raise SettingError naming ``name`` otherwise."""
    try:
        data = np.asarray(values)
    except Exception:  # a ragged list, an object whose len or iter raises
        raise SettingError(N_("{name} must be a 1-D array of numbers, got {value}"),
                           name=name, value=shown(values)) from None
    if data.ndim != 1 or data.dtype.kind not in "biuf":
        raise SettingError(N_("{name} must be a 1-D array of numbers, got {value}"),
                           name=name, value=shown(values))
    if data.size == 0:
        raise SettingError(N_("{name} is empty: give at least one value per game"), name=name)
    if data.dtype.kind == "f" and not np.isfinite(data).all():
        raise SettingError(N_("{name} holds a value that is not a finite number"), name=name)
    return data


def _value(statistic: Callable[..., Any], *samples: npt.NDArray[Any]) -> float:
    """Return ``statistic(*samples)`` as a float; SettingError when it is not a number."""
    result = statistic(*samples)
    try:
        if isinstance(result, bool | np.bool_):
            raise TypeError
        number = float(result)
    except (TypeError, ValueError):
        raise SettingError(N_("the statistic must return one number, it returned {value}"),
                           value=shown(result)) from None
    return number


def _callable(statistic: object) -> None:
    """Raise SettingError unless ``statistic`` can be called."""
    if not callable(statistic):
        raise SettingError(N_("the statistic must be a function, got {value}"),
                           value=shown(statistic))


def bootstrap(
    values: ArrayLike, statistic: Statistic, reps: int = 10_000, *, seed: Seed = None
) -> npt.NDArray[np.float64]:
    """Return ``reps`` bootstrap replicates of ``statistic``: each is the statistic of
    ``len(values)`` values drawn from ``values`` with replacement (the games of the sample
    resampled, each as likely as any other at every draw)."""
    data = _sample(values, "values")
    _callable(statistic)
    count = whole_number(reps, "reps", 1, MAX_REPS)
    rng = np.random.default_rng(seed)
    replicates = np.empty(count)
    for i in range(count):
        replicates[i] = _value(statistic, data[rng.integers(0, data.size, data.size)])
    return replicates


def mean_difference(a: npt.NDArray[Any], b: npt.NDArray[Any]) -> float:
    """Return the mean of ``a`` minus the mean of ``b``."""
    return float(np.mean(a) - np.mean(b))


class Permutation(NamedTuple):
    """A permutation test: the statistic of the samples as observed, and of each shuffle."""

    observed: float
    """The statistic of the two samples as they were labelled."""
    replicates: npt.NDArray[np.float64]
    """The statistic after each shuffle of the labels."""

    def p_value(self) -> float:
        """Return the two-sided p-value: the share of shuffles whose statistic is at least as
        far from 0 as the observed one."""
        return float(np.mean(np.abs(self.replicates) >= abs(self.observed)))


def permutation_test(
    a: ArrayLike, b: ArrayLike, statistic: TwoSampleStatistic = mean_difference,
    reps: int = 10_000, *, seed: Seed = None,
) -> Permutation:
    """Return the permutation test of ``statistic(a, b)``: the observed value and ``reps``
    values after shuffling the pooled games and splitting them again into groups of
    ``len(a)`` and ``len(b)`` (labels shuffled without replacement)."""
    first, second = _sample(a, "a"), _sample(b, "b")
    _callable(statistic)
    count = whole_number(reps, "reps", 1, MAX_REPS)
    observed = _value(statistic, first, second)
    if not math.isfinite(observed):
        raise SettingError(N_("the statistic of the samples is not a finite number"))
    pooled = np.concatenate([first, second])
    rng = np.random.default_rng(seed)
    replicates = np.empty(count)
    for i in range(count):
        shuffled = rng.permutation(pooled)
        replicates[i] = _value(statistic, shuffled[: first.size], shuffled[first.size :])
    return Permutation(observed, replicates)
