"""The bootstrap and the permutation test: seeded, checked against exact enumeration and
against the spread theory predicts, and clear about bad input (in both languages)."""

from __future__ import annotations

import math
from itertools import combinations

import numpy as np
import pytest

from pyanitsa_edu import SettingError
from pyanitsa_edu.analysis.resampling import (
    MAX_REPS,
    Permutation,
    bootstrap,
    mean_difference,
    permutation_test,
)

VALUES = np.random.default_rng(0).exponential(10.0, size=400)


def test_a_seed_fixes_the_replicates_and_another_seed_changes_them() -> None:
    first = bootstrap(VALUES, np.mean, 200, seed=1)
    assert np.array_equal(first, bootstrap(VALUES, np.mean, 200, seed=1))
    assert not np.array_equal(first, bootstrap(VALUES, np.mean, 200, seed=2))
    generator = np.random.default_rng(1)
    assert np.array_equal(first, bootstrap(VALUES, np.mean, 200, seed=generator))


def test_every_bootstrap_sample_is_drawn_from_the_sample() -> None:
    drawn = bootstrap([3, 1, 4], lambda sample: float(np.sort(sample) @ [100, 10, 1]), 2_000,
                      seed=4)
    digits = {int(v) for v in drawn}
    possible = {int(a * 100 + b * 10 + c) for a in (1, 3, 4) for b in (1, 3, 4)
                for c in (1, 3, 4) if a <= b <= c}  # fmt: skip
    assert digits <= possible
    assert len(digits) == len(possible)  # all 10 multisets of 3 draws from 3 values appear


def test_the_bootstrap_spread_of_a_mean_is_its_standard_error() -> None:
    replicates = bootstrap(VALUES, np.mean, 4_000, seed=3)
    expected = VALUES.std() / math.sqrt(VALUES.size)
    assert replicates.std() == pytest.approx(expected, rel=0.06)
    assert replicates.mean() == pytest.approx(VALUES.mean(), abs=3 * expected / math.sqrt(40))


def test_a_left_out_share_near_one_over_e() -> None:
    """A bootstrap sample of n leaves out each game with chance (1 − 1/n)^n ≈ 1/e."""
    size = 1_000
    counts = bootstrap(np.arange(size), lambda s: float(np.unique(s).size), 500, seed=5)
    assert counts.mean() / size == pytest.approx(1 - (1 - 1 / size) ** size, abs=0.003)


def _exact_p(a: list[float], b: list[float]) -> float:
    """Return the two-sided permutation p-value of the difference of means, every split of the
    pooled values into groups of the original sizes counted once."""
    pooled = a + b
    observed = abs(mean_difference(np.array(a), np.array(b)))
    hits = total = 0
    for chosen in combinations(range(len(pooled)), len(a)):
        first = [pooled[i] for i in chosen]
        second = [pooled[i] for i in range(len(pooled)) if i not in chosen]
        total += 1
        hits += abs(mean_difference(np.array(first), np.array(second))) >= observed - 1e-12
    return hits / total


@pytest.mark.parametrize(("a", "b"), [([1.0, 2.0], [3.0, 4.0, 5.0]),
                                      ([2.0, 9.0, 4.0], [5.0, 1.0, 7.0, 3.0]),
                                      ([10.0, 11.0, 12.0, 13.0], [1.0, 2.0, 3.0, 4.0])])
def test_the_permutation_p_value_agrees_with_every_split_counted(
    a: list[float], b: list[float]
) -> None:
    exact = _exact_p(a, b)
    test = permutation_test(a, b, reps=20_000, seed=6)
    assert isinstance(test, Permutation)
    assert test.observed == pytest.approx(np.mean(a) - np.mean(b))
    assert test.p_value() == pytest.approx(exact, abs=4 * math.sqrt(exact * (1 - exact) / 20_000)
                                           + 1e-9)


def test_shuffled_labels_spread_as_sampling_without_replacement_predicts() -> None:
    """The difference of the means after a shuffle has mean 0 and variance
    σ² · N/(N − 1) · (1/n₁ + 1/n₂), σ² the pooled variance: the formula exercise 19's check
    uses to judge a student's shuffles."""
    a, b = VALUES[:150], VALUES[150:]
    test = permutation_test(a, b, reps=6_000, seed=7)
    size = VALUES.size
    spread = math.sqrt(VALUES.var() * size / (size - 1) * (1 / a.size + 1 / b.size))
    assert test.replicates.std() == pytest.approx(spread, rel=0.04)
    assert abs(test.replicates.mean()) < 4 * spread / math.sqrt(6_000)


def test_two_samples_of_one_distribution_rarely_look_different() -> None:
    rng = np.random.default_rng(8)
    p_values = [permutation_test(rng.normal(size=30), rng.normal(size=30), reps=400,
                                 seed=i).p_value() for i in range(60)]  # fmt: skip
    assert 0.01 <= float(np.mean(np.array(p_values) < 0.05)) <= 0.2  # about 5 %, by chance


def test_another_statistic_can_be_given() -> None:
    test = permutation_test([1, 2, 3, 100], [4, 5, 6, 7], lambda x, y: float(np.median(x)
                                                                             - np.median(y)),
                            reps=500, seed=9)
    assert test.observed == -3.0


@pytest.mark.parametrize(("values", "needle"), [
    ([], "empty"),
    ([[1, 2], [3, 4]], "1-D array of numbers"),
    (["a", "b"], "1-D array of numbers"),
    ([1.0, float("nan")], "not a finite number"),
    ([[1], [2, 3]], "1-D array of numbers"),
])
def test_bad_values_are_named(values: object, needle: str) -> None:
    with pytest.raises(SettingError, match=needle):
        bootstrap(values, np.mean, 10, seed=1)  # type: ignore[arg-type]
    with pytest.raises(SettingError, match=needle):
        permutation_test(values, [1, 2], reps=10, seed=1)  # type: ignore[arg-type]


@pytest.mark.parametrize("reps", [0, -1, 2.5, True, MAX_REPS + 1])
def test_a_bad_number_of_replicates_is_named(reps: object) -> None:
    with pytest.raises(SettingError, match="reps"):
        bootstrap([1, 2, 3], np.mean, reps, seed=1)  # type: ignore[arg-type]


def test_a_statistic_that_is_no_function_or_gives_no_number_is_named() -> None:
    with pytest.raises(SettingError, match="must be a function"):
        bootstrap([1, 2, 3], "mean", 10, seed=1)  # type: ignore[arg-type]
    with pytest.raises(SettingError, match="one number"):
        bootstrap([1, 2, 3], lambda s: "text", 10, seed=1)
    with pytest.raises(SettingError, match="one number"):
        permutation_test([1, 2], [3, 4], lambda x, y: x - y, reps=10, seed=1)
    with pytest.raises(SettingError, match="not a finite number"):
        permutation_test([1, 2], [3, 4], lambda x, y: math.nan, reps=10, seed=1)


def test_the_errors_read_in_russian() -> None:
    with pytest.raises(SettingError) as caught:
        bootstrap([], np.mean, 10, seed=1)
    russian = caught.value.text("ru")
    assert "values" in russian and "пуст" in russian, russian
