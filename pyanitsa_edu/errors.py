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
'about 3.0 × 10^4321'
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Mapping

__all__ = [
    "SHOWN_CHARS",
    "AnswerError",
    "CardError",
    "CourseError",
    "DealCodeError",
    "DealError",
    "DealInputError",
    "DeckError",
    "GameOverError",
    "MoveError",
    "PyanitsaError",
    "ReportError",
    "ResultError",
    "RulesError",
    "SettingError",
    "StrategyError",
    "TooManyDealsError",
    "TooManyStatesError",
    "about",
    "about_power",
    "error_text",
    "set_renderer",
    "shown",
    "shown_path",
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


Renderer = Callable[[str, str | None, Mapping[str, object]], str]
"""``render(template, lang, values)``: an error's text in ``lang``."""

_renderer: list[Renderer] = []
"""The renderer the message catalogue registered (none before it is imported)."""


def set_renderer(render: Renderer) -> None:
    """Make ``render`` write every package error's text from its template and values
    (:mod:`pyanitsa_edu.i18n.catalogue` registers its translation when it is imported)."""
    _renderer[:] = [render]


def _rendered(template: str, lang: str | None, values: Mapping[str, object]) -> str:
    """Return an error's text in ``lang``; before the catalogue is loaded, the English
    template filled in by ``str.format`` (without values: the template as it is)."""
    if _renderer:
        return _renderer[0](template, lang, values)
    return template.format(**values) if values else template


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
    """Return a whole number ≥ 0 as text of bounded length: in full below 10^15
    (``"2,520"``), else ``"about 1.2 × 10^4321"``. Never converts a huge int to decimal."""
    if number < _EXACT_BELOW:
        return f"{number:,}"
    return about_power(math.log10(number))  # exact enough for any int: Python scales huge ones


def about_power(exponent: float) -> str:
    """Return ``10 ** exponent`` as ``"about 1.2 × 10^4321"`` (for numbers too big to compute)."""
    power = math.floor(exponent)
    mantissa = 10 ** (exponent - power)
    if mantissa >= 9.95:  # rounds up to the next power of ten
        mantissa, power = 1.0, power + 1
    return f"about {mantissa:.1f} × 10^{power}"


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
        raise error(f"{name} must be a whole number, got {shown(value)}")
    number = int(value)
    if number < low or (high is not None and number > high):
        span = f"{about(low)} to {about(high)}" if high is not None else f"at least {about(low)}"
        raise error(f"{name} must be {span}, got {shown(number)}")
    return number
