"""What kind of mistake a wrong answer is, in words that never contain the right answer.

:func:`describe_miss` compares a student's answer with the right one and returns a
short diagnosis: "too large by a factor of about two", "a share lies between 0 and 1",
"the wrong sign". Factors are written in words, and the right value itself never
appears in the text: a self-check teaches what went wrong, not what to write.

>>> describe_miss(72, 36)
'too large by a factor of about two'
>>> describe_miss(6.3, 0.063)
'a share lies between 0 and 1: this looks like a percentage (divide by 100)'
>>> describe_miss(-0.2, 0.2)
'the wrong sign: did you subtract the other way round, or answer for the other player?'
>>> describe_miss(0.5, 0.51), describe_miss(0.33, 1 / 3)
('the right size, but not equal: check the details of your computation', \
'close, but not equal: more decimals, or an exact Fraction?')
"""

from __future__ import annotations

import math
from numbers import Real
from typing import Any, NamedTuple

import numpy as np

from ..i18n import NP_, _, pgettext
from ..i18n.fmt import count
from .kinds import Kind

__all__ = [
    "MAX_COUNT",
    "MAX_TRIALS",
    "Diagnosis",
    "as_array",
    "as_count",
    "as_number",
    "describe_miss",
    "diagnose",
    "factor_words",
    "is_number",
]

_NICE: dict[int, str] = {
    2: NP_("factor", "about two"), 3: NP_("factor", "about three"),
    4: NP_("factor", "about four"), 5: NP_("factor", "about five"),
    6: NP_("factor", "about six"), 8: NP_("factor", "about eight"),
    10: NP_("factor", "about ten"), 100: NP_("factor", "about a hundred"),
    1000: NP_("factor", "about a thousand"),
}
"""A factor near a round number, in words (context ``factor``)."""
_BETWEEN: dict[int, str] = {
    2: NP_("factor", "between two and three"), 3: NP_("factor", "between three and four"),
    4: NP_("factor", "between four and five"), 5: NP_("factor", "between five and six"),
    6: NP_("factor", "between six and seven"), 7: NP_("factor", "between seven and eight"),
    8: NP_("factor", "between eight and nine"), 9: NP_("factor", "between nine and ten"),
}
"""A factor from k to k + 1, in words, by k (context ``factor``)."""
_ORDINALS: tuple[str, ...] = (
    NP_("ordinal", "first"), NP_("ordinal", "second"), NP_("ordinal", "third"),
    NP_("ordinal", "fourth"), NP_("ordinal", "fifth"), NP_("ordinal", "sixth"),
    NP_("ordinal", "seventh"), NP_("ordinal", "eighth"),
)  # fmt: skip
"""The place of a value in a tuple, in words (context ``ordinal``)."""
CLOSE = 1.4
"""Answers within this factor of the right one are "the right size"; beyond it, a factor."""


def is_number(value: object) -> bool:
    """Return True for a real number (int, float, Fraction, numpy number), not a bool."""
    if isinstance(value, bool | np.bool_):
        return False
    return isinstance(value, Real | np.integer | np.floating)


def as_number(value: object) -> float | None:
    """Return ``value`` as a float when it is a real number (numpy scalars too), else None
    (also for a number too big for a float, or one whose ``__float__`` fails; never raises)."""
    try:
        if isinstance(value, np.ndarray) and value.shape == ():
            value = value.item()
        if not is_number(value):
            return None
        return float(value)  # type: ignore[arg-type]
    except Exception:
        return None


def as_array(value: object) -> np.ndarray[Any, np.dtype[Any]] | None:
    """Return ``value`` as a numpy array, or None when it cannot be one (a ragged list, one
    nested too deep, an object whose ``len`` or ``iter`` raises); never raises."""
    try:
        return np.asarray(value)
    except Exception:
        return None


MAX_COUNT = 10**12
"""The largest count a check reads (of games, deals, trials): more is no one's n."""
MAX_TRIALS = 10_000
"""The largest n whose exact binomial sums a check computes (n + 1 terms): the coverage and
normal-tail tasks."""


def as_count(value: object, low: int = 1, high: int = MAX_COUNT) -> int | None:
    """Return ``value`` as a whole number from ``low`` to ``high`` (``5000``, ``5000.0``,
    ``np.int64(5000)``, ``Fraction(5000)``), else None: text, a bool, nan or inf, a fraction,
    a huge number; never raises."""
    try:
        if isinstance(value, bool | np.bool_):
            return None
        if isinstance(value, int | np.integer):
            number = int(value)
        else:
            real = as_number(value)
            if real is None or not math.isfinite(real) or real != math.floor(real):
                return None
            number = int(real)
    except Exception:
        return None
    return number if low <= number <= high else None


def factor_words(k: float) -> str:
    """Return a factor ``k >= 1`` in words: "about two", "between three and four"; in
    Russian "примерно в два раза", "в три-четыре раза"."""
    for nice, words in _NICE.items():
        if abs(k / nice - 1) <= 0.07:
            return pgettext("factor", words)
    if k < 2:
        return pgettext("factor", "less than two")
    if k < 10:
        return pgettext("factor", _BETWEEN[math.floor(k)])
    if k < 100:
        return pgettext("factor", "more than ten")
    return pgettext("factor", "more than a hundred")


def _is_share(expected: float, raw: object) -> bool:
    """True when the right answer looks like a share or probability (a fraction in [0, 1])."""
    return not isinstance(raw, int | np.integer) and 0.0 <= expected <= 1.0


def _looks_like_percent(g: float, expected: float) -> bool:
    """True when ``g`` is about 100 times ``expected``, a share or a difference of shares."""
    return abs(expected) <= 1.0 < abs(g) <= 100.0 and abs(g / 100 - expected) <= (
        0.02 + 0.1 * abs(expected)
    )


def _figures(got: object) -> tuple[int, int] | None:
    """Return the significant figures and the decimals of a float as written (0.33 → (2, 2),
    0.5 → (1, 1)), or None for an exact number (an int, a Fraction) or one with an exponent."""
    if not isinstance(got, float | np.floating):
        return None
    text = repr(float(got)).lstrip("-")
    if "e" in text or "n" in text:
        return None
    whole, _point, decimals = text.partition(".")
    decimals = decimals.rstrip("0")
    digits = (whole + decimals).lstrip("0")
    return len(digits), len(decimals)


def _rounded(got: object, expected: float) -> bool:
    """True when ``got`` is ``expected`` rounded to ``got``'s own decimals and carries at least
    two significant figures (0.33 or 0.333 for 1/3; not 0.5 for 0.51, a round guess; never an
    exact int or Fraction)."""
    figures = _figures(got)
    if figures is None or figures[0] < 2:
        return False
    g, decimals = float(got), figures[1]  # type: ignore[arg-type]
    return abs(g - expected) <= 0.5 * 10.0**-decimals * (1 + 1e-9)


def _close_float(got: object, expected: float) -> bool:
    """True when ``got`` is a float of at least two significant figures within a few parts in
    ten thousand of ``expected``: a rounding slip, not a round guess or an exact wrong value."""
    figures = _figures(got)
    if figures is None or figures[0] < 2:
        return False
    return abs(float(got) - expected) <= 5e-4 * max(1.0, abs(expected))  # type: ignore[arg-type]


def _number_miss(got: object, expected: float, raw_expected: object, share: bool,
                 other: float | None = None) -> Diagnosis:
    """Return the diagnosis of a wrong number ``got`` against the number ``expected``
    (``other``: the same quantity for the other player, when the question has seats)."""
    if isinstance(got, str):
        try:
            float(got)
        except ValueError:
            return Diagnosis(Kind.NOT_A_NUMBER, _("write a number, not text"))
        return Diagnosis(Kind.NOT_A_NUMBER, _("write the number itself, not text in quotes"))
    if isinstance(got, bool | np.bool_):
        return Diagnosis(Kind.NOT_A_NUMBER, _("write a number, not True or False"))
    g = as_number(got)
    if g is None:
        return Diagnosis(Kind.NOT_A_NUMBER,
                         _("write a number (you gave a {kind})", kind=type(got).__name__))
    if math.isnan(g):
        return Diagnosis(Kind.NOT_FINITE, _("not a number (nan): did you divide by zero, or "
                                             "average an empty selection?"))
    if math.isinf(g):
        return Diagnosis(Kind.NOT_FINITE, _("infinite: did you divide by zero?"))
    if other is not None and other != expected and abs(g - other) <= 1e-9 * max(1.0, abs(other)):
        return Diagnosis(Kind.OTHER_SEAT, _("that is the other player's value: read again which "
                                             "player the question asks about"))
    opposite = g * expected < 0
    if opposite and 1 / CLOSE <= abs(g / expected) <= CLOSE:
        return Diagnosis(Kind.SIGN, _("the wrong sign: did you subtract the other way round, or "
                                       "answer for the other player?"))
    if share and not 0.0 <= g <= 1.0:
        if _looks_like_percent(g, expected):
            return Diagnosis(Kind.PERCENT_FOR_SHARE, _("a share lies between 0 and 1: this looks "
                                                        "like a percentage (divide by 100)"))
        if g > 1.0 and g == int(g):
            return Diagnosis(Kind.COUNT_FOR_SHARE, _("a share lies between 0 and 1: this looks "
                                                      "like a count (divide by the total)"))
        return Diagnosis(Kind.OUT_OF_RANGE, _("a share or probability lies between 0 and 1"))
    if not isinstance(raw_expected, int | np.integer) and _looks_like_percent(g, expected):
        return Diagnosis(Kind.PERCENT_FOR_SHARE, _("this looks like a percentage: give it as a "
                                                    "share (divide by 100)"))
    if g == 0.0:
        return Diagnosis(Kind.ZERO, _("zero is not right"))
    if expected == 0.0:
        return Diagnosis(Kind.DETAIL, _("check your computation again"))
    if opposite:
        size = abs(g / expected)
        if size >= CLOSE:
            return Diagnosis(Kind.SIGN, _("the wrong sign, and too large in size by a factor of "
                                           "{factor}", factor=factor_words(size)))
        return Diagnosis(Kind.SIGN, _("the wrong sign, and too small in size by a factor of "
                                       "{factor}", factor=factor_words(1 / size)))
    ratio = g / expected
    if ratio >= CLOSE:
        return Diagnosis(Kind.FACTOR, _("too large by a factor of {factor}",
                                         factor=factor_words(ratio)))
    if ratio <= 1 / CLOSE:
        return Diagnosis(Kind.FACTOR, _("too small by a factor of {factor}",
                                         factor=factor_words(1 / ratio)))
    if not isinstance(raw_expected, int | np.integer) and (
        _rounded(got, expected) or _close_float(got, expected)
    ):
        return Diagnosis(Kind.ROUNDED, _("close, but not equal: more decimals, or an exact "
                                          "Fraction?"))
    if isinstance(raw_expected, int | np.integer):
        return Diagnosis(Kind.MISCOUNT, _("the right size, but not equal: count again"))
    return Diagnosis(Kind.DETAIL, _("the right size, but not equal: check the details of your "
                                     "computation"))


def _sequence_miss(got: Any, expected: Any) -> Diagnosis:
    """Return the diagnosis of a wrong tuple or list, item by item."""
    values = count(len(expected), "value")
    if isinstance(got, str) or not hasattr(got, "__len__"):
        return Diagnosis(Kind.UNREADABLE, _("give {values} as a tuple (you gave a {kind})",
                                             values=values, kind=type(got).__name__))
    if len(got) != len(expected):
        return Diagnosis(Kind.ITEMS, _("give {values} (you gave {n})", values=values,
                                        n=len(got)))
    ordinals = [pgettext("ordinal", word) for word in _ORDINALS]
    wrong: dict[str, list[str]] = {}
    for i, (g, e) in enumerate(zip(got, expected, strict=True)):
        if not _equal(g, e):
            where = ordinals[i] if i < len(ordinals) else _("number {i}", i=i + 1)
            wrong.setdefault(describe_miss(g, e), []).append(where)
    parts = []
    for why, places in wrong.items():
        if len(places) == 1:
            parts.append(_("the {names} value: {why}", names=places[0], why=why))
        else:
            names = _("{first} and {last}", first=", ".join(places[:-1]), last=places[-1])
            parts.append(_("the {names} values: {why}", names=names, why=why))
    return Diagnosis(Kind.ITEMS, "; ".join(parts) if parts else _("not right"))


def _equal(got: Any, expected: Any) -> bool:
    """Return True when two plain values are equal; never raises."""
    try:
        return bool(got == expected)
    except Exception:
        return False


class Diagnosis(NamedTuple):
    """What kind of mistake a wrong answer is, and the words that say so."""

    kind: Kind
    """The kind of mistake."""
    text: str
    """The hint, which never contains the right answer."""


def diagnose(got: Any, expected: Any, share: bool | None = None, other: Any = None) -> Diagnosis:
    """Return the kind of mistake ``got`` is, given the right answer ``expected``, and the
    hint that says so: :func:`describe_miss` with its :class:`~.kinds.Kind`; never raises."""
    try:
        if isinstance(expected, bool | np.bool_):
            if not isinstance(got, bool | np.bool_):
                return Diagnosis(Kind.TRUE_FALSE, _("answer True or False"))
            return Diagnosis(Kind.TRUE_FALSE, _("look at the evidence again"))
        value = as_number(expected)
        if value is not None:
            is_share = _is_share(value, expected) if share is None else share
            return _number_miss(got, value, expected, is_share, as_number(other))
        if isinstance(expected, tuple | list):
            return _sequence_miss(got, expected)
        if expected is None:
            return Diagnosis(Kind.DETAIL, _("check your computation again"))
        return Diagnosis(Kind.OTHER, _("not the same as the engine's answer"))
    except Exception:  # a check never raises
        return Diagnosis(Kind.OTHER, _("not right"))


def describe_miss(got: Any, expected: Any, share: bool | None = None,
                  other: Any = None) -> str:
    """Return what kind of mistake ``got`` is, given the right answer ``expected``.

    The text never contains ``expected``: factors are given in words, and for a
    sequence only the positions that are wrong are named, with their own diagnosis.
    ``share`` says whether the answer is a share or probability (in [0, 1]); by
    default a float or Fraction between 0 and 1 is taken for one. ``other`` is the same
    quantity seen from the other player's seat, when the question has one: an answer equal
    to it is told so (not "the wrong sign", though a difference turns its sign there).
    """
    return diagnose(got, expected, share, other).text
