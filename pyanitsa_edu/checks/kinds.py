"""The kinds of mistake the self-checks tell apart, each with a stable machine-readable id.

Every ✗ a check prints comes with one :class:`Kind`: the known mistake it recognised
(:class:`~pyanitsa_edu.checks.mistakes.Mistake`), or the diagnosis of a wrong number
(:func:`~pyanitsa_edu.checks.hints.diagnose`), or why the answer could not be judged. A check
returns it in :attr:`CheckResult.kind <pyanitsa_edu.checks.core.CheckResult.kind>`, so a class
report can count the kinds of mistakes without reading printed text. The ids (the members'
values) never change; a new kind is a new member.

>>> Kind.PERCENT_FOR_SHARE == "percent_for_share", Kind("factor")
(True, Kind.FACTOR)
"""

from __future__ import annotations

from ..text_enum import TextEnum

__all__ = ["Kind"]


class Kind(TextEnum):
    """A kind of mistake: a ``str`` equal to its id (``"factor"``, ``"other_seat"``, …)."""

    # -- the answer cannot be judged yet -------------------------------------------------
    MISSING = "missing"
    """No answer yet: the ``...`` is still there, or None."""
    UNREADABLE = "unreadable"
    """The answer cannot be read as what the task asks for (a text for a number, an array of
    the wrong shape, an n that does not match the array)."""
    FUNCTION_FAILED = "function_failed"
    """A function answer is missing, not a function, or raised."""

    # -- a wrong number, as the diagnosis reads it ---------------------------------------
    NOT_A_NUMBER = "not_a_number"
    """Text, True/False or another kind of value where a number is asked."""
    NOT_FINITE = "not_finite"
    """nan or infinity: a division by zero, an average of nothing."""
    OTHER_SEAT = "other_seat"
    """The value of the other player: his pile, his share, his chance."""
    SIGN = "sign"
    """The right size with the wrong sign: a difference taken the other way round."""
    PERCENT_FOR_SHARE = "percent_for_share"
    """A percentage where a share (a number from 0 to 1) is asked."""
    COUNT_FOR_SHARE = "count_for_share"
    """A count where a share is asked (not divided by the total)."""
    SHARE_FOR_COUNT = "share_for_count"
    """A share where a count is asked."""
    OUT_OF_RANGE = "out_of_range"
    """A value no answer of this kind can take: a share outside [0, 1], fewer than the least
    possible, more than the most."""
    ZERO = "zero"
    """Zero where the answer is not."""
    FACTOR = "factor"
    """Off by a factor: too large or too small by about two, ten, a hundred…"""
    ROUNDED = "rounded"
    """Close, but rounded: more decimals or an exact Fraction are needed."""
    MISCOUNT = "miscount"
    """A whole number of the right size that is not the count."""
    DETAIL = "detail"
    """The right size, but not equal: a detail of the computation."""
    ITEMS = "items"
    """Some values of a tuple or list are wrong (or there are too many or too few)."""
    TRUE_FALSE = "true_false"
    """A yes/no question answered wrongly, or not with True or False."""
    FLOAT_FOR_FRACTION = "float_for_fraction"
    """A rounded float where the exact Fraction is asked."""

    # -- statistics ----------------------------------------------------------------------
    OUTSIDE_3SE = "outside_3se"
    """An estimate more than three standard errors from the truth at the student's n."""
    TOO_FEW = "too_few"
    """An estimate from fewer games (deals, walks…) than the task asks for."""
    ROUND_GUESS = "round_guess"
    """A bare number where a round guess could pass: the sampled values themselves are asked."""
    COMPLEMENT = "complement"
    """The other side: 1 − p, the other tail, the cases that do not happen."""
    BOUNDARY = "boundary"
    """An end of a range left in or out: < for ≤, > for ≥, "at least" for "more than"."""
    TAILS = "tails"
    """One tail where the test has two, or both where the question asks about one."""
    REVERSED_CONDITION = "reversed_condition"
    """P(B | A) where P(A | B) is asked: the condition the other way round."""
    JOINT_FOR_CONDITIONAL = "joint_for_conditional"
    """P(A and B) where P(A | B) is asked: not divided by the chance of the condition."""
    IGNORED_CONDITION = "ignored_condition"
    """The share over all cases: the condition or what is known left unused."""
    INDEPENDENCE = "independence"
    """Dependence ignored: a naive product, covariances left out, games taken for the
    independent units where deals are."""
    SPREAD = "spread"
    """One measure of spread for another: a variance for a standard deviation, one game's
    spread for that of n games, one standard error for a 95 % half-width."""

    # -- counting --------------------------------------------------------------------------
    RANKS_FOR_CARDS = "ranks_for_cards"
    """Ranks counted where cards count, or cards where ranks do."""
    WITH_REPLACEMENT = "with_replacement"
    """A card counted among those that are left after it was taken: its own card, the first
    card, a card both players can see."""
    DOUBLE_COUNT = "double_count"
    """Counted twice: both directions, every starting point, ordered for unordered, overlaps
    not subtracted."""
    OFF_BY_ONE = "off_by_one"
    """One too many or too few: the start counted twice, states for steps."""
    TIES_FORGOTTEN = "ties_forgotten"
    """Ties or draws left out: a tie counted as a loss, a draw as nothing."""
    ORDER = "order"
    """The right parts in the wrong order: a pile bottom first, swapped columns, (lose, tie,
    win) for (win, tie, lose)."""

    # -- the task ----------------------------------------------------------------------------
    OTHER_QUANTITY = "other_quantity"
    """A different quantity of the same problem: E[L²] for E[L], exactly k for at least k, the
    confidence level for a coverage."""
    OTHER_RULES = "other_rules"
    """The answer under other rules, another deck or another setting than the task's."""
    COUNTEREXAMPLE = "counterexample"
    """A function that gives a wrong output for some input."""
    WRONG_CHOICE = "wrong_choice"
    """A multiple-choice answer with at least one statement judged wrongly."""
    OTHER = "other"
    """A known mistake of its own kind, or a wrong answer the checks cannot place."""
