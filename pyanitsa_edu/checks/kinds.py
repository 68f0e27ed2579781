"""The kinds of mistake the self-checks tell apart, each with a stable machine-readable id.

Every ✗ a check prints comes with one :class:`Kind`: the known mistake it recognised
(:class:`~pyanitsa_edu.checks.mistakes.Mistake`), or the diagnosis of a wrong number
(:func:`~pyanitsa_edu.checks.hints.diagnose`), or why the answer could not be judged. A check
returns it in :attr:`CheckResult.kind <pyanitsa_edu.checks.core.CheckResult.kind>`, so a class
report can count the kinds of mistakes without reading printed text. The ids (the members'
values) never change; a new kind is a new member.

Each kind has a name for a reader (a teacher reading a class report), through the catalogue:

>>> Kind.PERCENT_FOR_SHARE == "percent_for_share", Kind("factor")
(True, Kind.FACTOR)
>>> Kind.PERCENT_FOR_SHARE.text("en"), Kind.OTHER_SEAT.text("ru")
('a percentage for a share', 'значение другого игрока')
"""

from __future__ import annotations

from ..i18n import NP_, pgettext
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

    def text(self, lang: str | None = None) -> str:
        """Return the kind's name for a reader in ``lang`` (default: the current language):
        ``"a percentage for a share"``."""
        return pgettext("kind of mistake", _NAMES[self], lang)


_NAMES: dict[Kind, str] = {
    Kind.MISSING: NP_("kind of mistake", "no answer yet"),
    Kind.UNREADABLE: NP_("kind of mistake", "an answer the check cannot read"),
    Kind.FUNCTION_FAILED: NP_("kind of mistake", "a function missing or raising an error"),
    Kind.NOT_A_NUMBER: NP_("kind of mistake", "not a number"),
    Kind.NOT_FINITE: NP_("kind of mistake", "nan or infinity"),
    Kind.OTHER_SEAT: NP_("kind of mistake", "the other player's value"),
    Kind.SIGN: NP_("kind of mistake", "the wrong sign"),
    Kind.PERCENT_FOR_SHARE: NP_("kind of mistake", "a percentage for a share"),
    Kind.COUNT_FOR_SHARE: NP_("kind of mistake", "a count for a share"),
    Kind.SHARE_FOR_COUNT: NP_("kind of mistake", "a share for a count"),
    Kind.OUT_OF_RANGE: NP_("kind of mistake", "an impossible value"),
    Kind.ZERO: NP_("kind of mistake", "zero"),
    Kind.FACTOR: NP_("kind of mistake", "off by a factor"),
    Kind.ROUNDED: NP_("kind of mistake", "rounded too early"),
    Kind.MISCOUNT: NP_("kind of mistake", "a miscount"),
    Kind.DETAIL: NP_("kind of mistake", "a detail of the computation"),
    Kind.ITEMS: NP_("kind of mistake", "some items of the answer wrong"),
    Kind.TRUE_FALSE: NP_("kind of mistake", "a yes/no question answered wrongly"),
    Kind.FLOAT_FOR_FRACTION: NP_("kind of mistake", "a decimal for an exact fraction"),
    Kind.OUTSIDE_3SE: NP_("kind of mistake", "outside three standard errors"),
    Kind.TOO_FEW: NP_("kind of mistake", "too few games simulated"),
    Kind.ROUND_GUESS: NP_("kind of mistake", "one number where the sampled values are asked"),
    Kind.COMPLEMENT: NP_("kind of mistake", "the complement"),
    Kind.BOUNDARY: NP_("kind of mistake", "an end of a range left in or out"),
    Kind.TAILS: NP_("kind of mistake", "one tail for two, or two for one"),
    Kind.REVERSED_CONDITION: NP_("kind of mistake", "the condition reversed"),
    Kind.JOINT_FOR_CONDITIONAL: NP_("kind of mistake", "a joint for a conditional probability"),
    Kind.IGNORED_CONDITION: NP_("kind of mistake", "the condition left unused"),
    Kind.INDEPENDENCE: NP_("kind of mistake", "dependence ignored"),
    Kind.SPREAD: NP_("kind of mistake", "one measure of spread for another"),
    Kind.RANKS_FOR_CARDS: NP_("kind of mistake", "ranks for cards"),
    Kind.WITH_REPLACEMENT: NP_("kind of mistake", "counted with replacement"),
    Kind.DOUBLE_COUNT: NP_("kind of mistake", "counted twice"),
    Kind.OFF_BY_ONE: NP_("kind of mistake", "off by one"),
    Kind.TIES_FORGOTTEN: NP_("kind of mistake", "ties or draws forgotten"),
    Kind.ORDER: NP_("kind of mistake", "the right parts in the wrong order"),
    Kind.OTHER_QUANTITY: NP_("kind of mistake", "another quantity of the problem"),
    Kind.OTHER_RULES: NP_("kind of mistake", "other rules or another deck"),
    Kind.COUNTEREXAMPLE: NP_("kind of mistake", "a function wrong for some input"),
    Kind.WRONG_CHOICE: NP_("kind of mistake", "a statement judged wrongly"),
    Kind.OTHER: NP_("kind of mistake", "another mistake"),
}
"""Each kind's name for a reader, in English (context ``kind of mistake``)."""
