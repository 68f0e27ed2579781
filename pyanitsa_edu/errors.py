"""Errors raised for bad input, and the helpers that write their messages.

Every error the package raises for bad input is a :class:`PyanitsaError`, itself a
``ValueError``, whose message names the problem. The hierarchy:

- :class:`CardError`, :class:`DeckError`, :class:`RulesError`: the model (cards, decks, rules);
- :class:`DealError` (and :class:`DealInputError`, typed text that gives no deal),
  :class:`DealCodeError`: the piles a game starts from, seeds, deal codes;
- :class:`StrategyError`, :class:`MoveError`, :class:`GameOverError`: playing;
- :class:`ResultError`: a result of a game that cannot happen;
- :class:`TooManyDealsError`, :class:`TooManyStatesError`: a computation too big to run;
- :class:`SettingError`: any other impossible value (a language, a progress display, a
  number of games, a seat);
- :class:`CourseError`: the course cannot be copied;
- :class:`GradeFailure`: a hidden test of a graded assignment failed.
- :class:`ReportError`: a class report cannot be made from the folder given.

An error keeps its English template and values; its text in a reader's language comes from
the message catalogue, which registers itself here when it is imported
(:func:`set_renderer`), so this module imports nothing from the package and every other
module may import it.

A message never repeats unbounded input: :func:`shown` cuts a value's ``repr`` to about
:data:`SHOWN_CHARS` characters, and :func:`about` writes a huge number as a power of ten.

>>> shown("x" * 1000, limit=12)
"'xxxxxxxxx… (1,002 characters)"
>>> about(10**4321 * 3)
'about 3.0 × 10⁴³²¹'

A template writes such a number with the field's format ``~`` (``"{deals:~} deals"``): in full
below 10^15, else as :func:`about` writes it, in the reader's language when the catalogue
renders it (``около 3,0 · 10⁴³²¹``).
"""

from __future__ import annotations

import itertools
import math
import numbers
import string
from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = [
    "N_",
    "SHOWN_CHARS",
    "AnswerError",
    "CardError",
    "CourseError",
    "DealCodeError",
    "DealError",
    "DealInputError",
    "DeckError",
    "GameOverError",
    "GradeFailure",
    "Huge",
    "Listed",
    "MoveError",
    "Phrase",
    "PyanitsaError",
    "ReportError",
    "ResultError",
    "RulesError",
    "SettingError",
    "StrategyError",
    "TooManyDealsError",
    "TooManyStatesError",
    "Written",
    "about",
    "about_parts",
    "about_power",
    "error_text",
    "set_renderer",
    "shown",
    "shown_path",
    "superscript",
    "whole_number",
]


class PyanitsaError(ValueError):
    """Base class of every error this package raises for bad input.

    **One rule for every exception text: it is English**, since programs and tracebacks read
    it. An error is built from an English template and its values,
    ``MoveError(N_("{card} is not in the hand of player {p}"), card=card, p=p)`` (or from a
    finished English text); :meth:`text` returns it in a reader's language, and the widgets
    and the command line show that. A value with a ``text(lang)`` method (a card, a result,
    an outcome) is written in the language asked for.
    """

    def __init__(self, message: str = "", /, **values: object) -> None:
        self.template = message
        """The English text, with ``{fields}`` when ``values`` are given."""
        self.values = values
        """The values of the template's fields."""
        super().__init__(_rendered(message, "en", values))

    def text(self, lang: str | None = None) -> str:
        """Return the message in ``lang`` (default: the current language), translated by the
        message catalogue when it holds the template (else the English text)."""
        return _rendered(self.template, lang, self.values)


class CardError(PyanitsaError):
    """A card text cannot be read, or names a card that is not in the deck."""


class DeckError(PyanitsaError):
    """A deck description is impossible (no ranks, repeated labels, bad suits)."""


class RulesError(PyanitsaError):
    """A rule value is impossible (unknown option, out of range), or rules under which a game
    played to its end might never end (``docs/rules.md``, "Repetition")."""


class DealError(PyanitsaError):
    """Piles that cannot start a game (wrong number, duplicate or foreign cards, an unordered
    pile), a bad seed, or snapshots that no game could have recorded."""


class DealInputError(DealError):
    """Text typed into a widget that gives no deal; the message is ready to show there."""


class DealCodeError(PyanitsaError):
    """A deal code is malformed, mistyped, made for another deck, or cannot be written."""


class StrategyError(PyanitsaError):
    """Tactical strategies that cannot play: not callable, too many or too few, or a bad choice."""


class MoveError(PyanitsaError):
    """A Sixty-six move the rules do not allow now, or a position where no move can be made."""


class TooManyDealsError(PyanitsaError):
    """A run too big to make: an exact enumeration of more deals than ``max_deals``, or a
    simulation whose per-game results would not fit in memory."""


class TooManyStatesError(PyanitsaError):
    """The chain of a deal has more states in play than allowed (``max_states``)."""


class SettingError(PyanitsaError):
    """A value that is not a rule, a card or a deal is impossible: a widget's language, a
    progress display, a number of games, a seat other than 0 or 1, a die without faces, a
    game that is not the kind a helper needs."""


class ResultError(PyanitsaError):
    """A :class:`~pyanitsa_edu.Result` was built in a state no game can end in: a cycle
    without its start and period, a draw that ended out of cards, a negative count, a winner
    outside the players."""


class CourseError(PyanitsaError):
    """The course cannot be found, or cannot be copied into the folder asked for."""


class ReportError(PyanitsaError):
    """A class report cannot be made: the folder is neither an autograded nbgrader course nor
    one of returned notebooks, its gradebook is missing or not nbgrader's, a notebook is not
    JSON or belongs to another exercise, a student is unknown, nothing was graded, or the
    report would replace a file without ``--force``. A message never names a student."""


class GameOverError(PyanitsaError, RuntimeError):
    """``Game.step()`` was called after the game ended (also a ``RuntimeError``)."""


class AnswerError(PyanitsaError):
    """A student's answer to a self-check (a value or a function) cannot be judged; the
    message says why, ready to print after the name of the check."""


def N_(message: str) -> str:
    """Return ``message`` unchanged: marks an English text (an error's template, a text kept
    in a table) that the catalogue translates when it is shown, so that extraction finds it.
    It lives here, at the bottom of the package, so that every layer can mark its texts;
    :mod:`pyanitsa_edu.i18n` re-exports it."""
    return message


class Huge:
    """A whole number too big to compute, known by its base-10 logarithm: a template writes it
    with the format ``~`` (``{orders:~}``), as :func:`about_power` does."""

    def __init__(self, log10: float) -> None:
        self.log10 = float(log10)
        """The number's base-10 logarithm."""

    def __format__(self, spec: str) -> str:
        return about_power(self.log10)

    def __repr__(self) -> str:
        return f"Huge({self.log10!r})"


class Phrase:
    """A phrase that fills a field of an error's template and is translated with it: a word
    marked with :func:`N_` (``what=Phrase(N_("a file"))``), with values of its own."""

    def __init__(self, message: str, /, **values: object) -> None:
        self.message = message
        """The English phrase."""
        self.values = values
        """The values of its fields."""

    def text(self, lang: str | None = None) -> str:
        """Return the phrase in ``lang`` (default: the current language)."""
        return _rendered(self.message, lang, self.values)

    def __str__(self) -> str:
        return self.text("en")


class Written:
    """A value of a message written by a function of the reader's language, e.g. a deck's rank
    labels (``ranks=Written(deck.rank_list)``: ``6 7 … K A``, ``6 7 … К Т``)."""

    def __init__(self, write: Callable[[str | None], str]) -> None:
        self.write = write
        """``write(lang)``: the value's text in ``lang``."""

    def text(self, lang: str | None = None) -> str:
        """Return the value's text in ``lang`` (default: the current language)."""
        return self.write(lang)

    def __str__(self) -> str:
        return self.write("en")


class Listed:
    """Values a message lists (cards, rank labels, seats): each written in the reader's
    language when it has a ``text(lang)`` method (a card: ``Т♥``), else as ``str``; at most
    ``most`` of them, then ``…``."""

    def __init__(self, items: Iterable[object], sep: str = " ", most: int = 12) -> None:
        self.items = tuple(itertools.islice(iter(items), most + 1))
        """The values, at most one more than are shown."""
        self.sep = sep
        """What separates two values."""
        self.most = most
        """How many values are shown."""

    def text(self, lang: str | None = None) -> str:
        """Return the values in ``lang``, separated, cut after ``most``."""
        shown_items = []
        for item in self.items[: self.most]:
            as_text = getattr(item, "text", None)
            shown_items.append(as_text(lang) if callable(as_text) and not isinstance(item, str)
                               else str(item))
        more = " …" if len(self.items) > self.most else ""
        return self.sep.join(shown_items) + more

    def __str__(self) -> str:
        return self.text("en")


class GradeFailure(PyanitsaError, AssertionError):
    """A task's hidden test failed (also an ``AssertionError``, as nbgrader's tests raise).
    The one error whose text is in the reader's language, not English: nbgrader shows it to
    the student in the graded notebook. It names no value."""

    def __init__(self, message: str = "", /, **values: object) -> None:
        super().__init__(message, **values)
        self.args = (self.text(),)


Renderer = Callable[[str, str | None, Mapping[str, object]], str]
"""``render(template, lang, values)``: an error's text in ``lang``."""

_renderer: list[Renderer] = []
"""The renderer the message catalogue registered (none before it is imported)."""


def set_renderer(render: Renderer) -> None:
    """Make ``render`` write every package error's text from its template and values
    (:mod:`pyanitsa_edu.i18n.catalogue` registers its translation when it is imported)."""
    _renderer[:] = [render]


class _Plain(string.Formatter):
    """Fills a template in English before the catalogue is loaded (``{n:~}``: :func:`about`)."""

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec == "~":
            return format(value) if isinstance(value, Huge) else about(int(value))
        return super().format_field(value, format_spec)


def _rendered(template: str, lang: str | None, values: Mapping[str, object]) -> str:
    """Return an error's text in ``lang``; before the catalogue is loaded, the English
    template filled in (without values: the template as it is)."""
    if _renderer:
        return _renderer[0](template, lang, values)
    return _Plain().format(template, **values) if values else template


def error_text(error: BaseException, lang: str | None = None) -> str:
    """Return an error's message for a reader: a package error in ``lang`` (default: the
    current language), any other error as its English text."""
    return error.text(lang) if isinstance(error, PyanitsaError) else str(error)


# --- messages -------------------------------------------------------------------------

SHOWN_CHARS = 60
"""About how many characters of a value an error message repeats."""

_EXACT_BELOW = 10**15
"""Numbers below this are written in full by :func:`about`."""


def shown(value: object, limit: int = SHOWN_CHARS) -> str:
    """Return ``repr(value)`` cut to about ``limit`` characters (with ``…`` and the full
    length when cut); a huge whole number is written as :func:`about` writes it."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= _EXACT_BELOW:
        sign = "-" if value < 0 else ""
        return f"{sign}{about(abs(value))}"
    try:
        text = repr(value)
    except Exception:  # a repr that fails says nothing useful: name the type instead
        return f"<{type(value).__name__}>"
    if len(text) <= limit:
        return text
    return f"{text[: limit - 2]}… ({len(text):,} characters)"


def shown_path(path: object, limit: int = 2 * SHOWN_CHARS) -> str:
    """Return a path (or any word of a message) as a message names it: as it is up to about
    ``limit`` characters, else cut, with ``…`` and its full length, as :func:`shown` cuts."""
    text = str(path)
    return text if len(text) <= limit else f"{text[: limit - 2]}… ({len(text):,} characters)"


def about(number: int) -> str:
    """Return a whole number as text of bounded length: in full below 10^15 (``"2,520"``),
    else ``"about 1.2 × 10⁴³²¹"``. Never converts a huge int to decimal."""
    parts = about_parts(number)
    if parts is None:
        return f"{number:,}"
    mantissa, power = parts
    sign = "-" if number < 0 else ""
    return f"{sign}about {mantissa:.1f} × 10{superscript(power)}"


def about_parts(number: int | Huge) -> tuple[float, int] | None:
    """Return ``(m, k)`` with ``|number| ≈ m × 10^k`` (m to one decimal, 1 ≤ m < 10) for a
    whole number of 10^15 or more (or a :class:`Huge`), or None for a smaller one (written in
    full)."""
    if isinstance(number, Huge):
        return _mantissa_power(number.log10)
    size = abs(int(number))
    if size < _EXACT_BELOW:
        return None
    return _mantissa_power(math.log10(size))  # exact enough for any int: Python scales huge ones


def _mantissa_power(exponent: float) -> tuple[float, int]:
    """Return ``(m, k)`` with ``10 ** exponent ≈ m × 10^k``, m rounded to one decimal."""
    power = math.floor(exponent)
    mantissa = 10 ** (exponent - power)
    if mantissa >= 9.95:  # rounds up to the next power of ten
        mantissa, power = 1.0, power + 1
    return mantissa, power


def about_power(exponent: float) -> str:
    """Return ``10 ** exponent`` as ``"about 1.2 × 10⁴³²¹"`` (for numbers too big to compute)."""
    mantissa, power = _mantissa_power(exponent)
    return f"about {mantissa:.1f} × 10{superscript(power)}"


_SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def superscript(exponent: int) -> str:
    """Return a whole exponent in superscript digits (``29`` → ``²⁹``, ``-7`` → ``⁻⁷``)."""
    return str(int(exponent)).translate(_SUPERSCRIPT)


# --- checks shared by every entry point --------------------------------------------------


def whole_number(
    value: object,
    name: str,
    low: int,
    high: int | None = None,
    error: type[PyanitsaError] = SettingError,
) -> int:
    """Return ``value`` as an int after checking it is a whole number from ``low`` to ``high``.

    A Python or numpy integer passes; a bool, a float (even ``2.0``) or text raises
    ``error``, whose message names ``name`` and shows the value cut short.
    """
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise error(N_("{name} must be a whole number, got {value}"), name=name,
                    value=shown(value))
    number = int(value)
    if high is not None and not low <= number <= high:
        raise error(N_("{name} must be {low:~} to {high:~}, got {value:~}"), name=name, low=low,
                    high=high, value=number)
    if number < low:
        raise error(N_("{name} must be at least {low:~}, got {value:~}"), name=name, low=low,
                    value=number)
    return number
