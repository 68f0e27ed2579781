"""Immutable records of a game: what was laid in a trick, snapshots, and the result.

``str(trick)`` and ``str(result)`` speak the current language
(:func:`pyanitsa_edu.set_language`); :meth:`Trick.text` and :meth:`Result.text` take it as an
argument.

>>> result = Result(0, "out_of_cards", 22, 1)
>>> print(result)
player 0 wins (out_of_cards) after 22 tricks and 1 war round
>>> print(result.text("ru"))
игрок 0 выигрывает (кончились карты) за 22 сравнения и 1 спор
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import ResultError, SettingError, shown
from ..i18n import N_, NP_, pgettext, texts
from ..i18n.fmt import TRICK, WAR_ROUND, number, plural
from ..i18n.language import Lang, resolve
from .cards import Card, Piles
from .termination import Termination

__all__ = [
    "REASONS",
    "REASON_LABEL",
    "REASON_TEXT",
    "Cycle",
    "Reason",
    "Result",
    "Round",
    "Snapshot",
    "Termination",
    "Trick",
    "reason_label",
    "reason_text",
]

Reason = Termination
"""Why a game ended: the name :class:`~pyanitsa_edu.pyanitsa.termination.Termination` had before it
was an enum (each member equals its code text, ``"out_of_cards"``, ``"cycle"``, …)."""

REASONS: tuple[Termination, ...] = tuple(Termination)
"""Every ending, in the order of their codes: arrays of results store ``k`` for ``REASONS[k]``
(:attr:`Termination.code <pyanitsa_edu.pyanitsa.termination.Termination.code>`)."""


_TEXT: dict[str, str] = {
    "vs": N_(" vs "),
    "trick": N_("Trick {n}: "),
    "war": N_(" | спор: "),
    "short": N_(" | short of cards: {players}"),
    "player": N_("player {i}"),
    "players": N_("players {i}"),
    "nobody": N_(" → nobody takes the bank"),
    "takes": N_(" → player {i} takes {cards}"),
    "cycle": N_("draw: cycle from trick {start}, period {length}"),
    "draw": N_("draw ({reason})"),
    "wins": N_("player {i} wins ({reason})"),
    "after": N_("{head} after {tricks} and {wars}"),
}
"""The words of :class:`Trick` and :class:`Result` texts, in each language."""

REASON_TEXT: dict[str, str] = {
    "out_of_cards": NP_("end reason", "out_of_cards"),
    "war_shortfall": NP_("end reason", "war_shortfall"),
    "war_shortfall_draw": NP_("end reason", "war_shortfall_draw"),
    "cycle": NP_("end reason", "cycle"),
    "limit": NP_("end reason", "limit"),
}
"""Why a game ended, for a reader, by reason code: in English the code itself, in other
languages the catalogue's words (message context ``end reason``)."""


def reason_text(reason: str, lang: Lang | None = None) -> str:
    """Return why a game ended in ``lang`` (default: the current language): the reason code
    in English (``out_of_cards``), words in Russian (``кончились карты``)."""
    return pgettext("end reason", REASON_TEXT[reason], lang)


REASON_LABEL: dict[str, str] = {
    "out_of_cards": NP_("end reason label", "out of cards"),
    "war_shortfall": NP_("end reason label", "short in a war"),
    "war_shortfall_draw": NP_("end reason label", "both short"),
    "cycle": NP_("end reason label", "cycle"),
    "limit": NP_("end reason label", "limit"),
}
"""A short label for each ending reason (plot ticks, table columns), in English; shown
through the catalogue (message context ``end reason label``)."""


def reason_label(reason: str, lang: Lang | None = None) -> str:
    """Return a short label for why a game ended, for a plot or a table, in ``lang`` (default:
    the current language).

    >>> reason_label("war_shortfall"), reason_label("war_shortfall", "ru")
    ('short in a war', 'не хватило карт на спор')

    An unknown reason raises :class:`~pyanitsa_edu.errors.SettingError`.
    """
    if not isinstance(reason, str) or reason not in REASON_LABEL:
        raise SettingError(N_("reason must be one of {reasons}, got {reason}"),
                           reasons=", ".join(REASONS), reason=shown(reason))
    return pgettext("end reason label", REASON_LABEL[reason], lang)


def _cards(cards: tuple[Card, ...], lang: Lang = "en") -> str:
    """Return cards as space-separated text (Russian rank letters for ``lang="ru"``)."""
    return " ".join(card.text(lang) for card in cards)


@dataclass(frozen=True)
class Round:
    """One flip of a trick: the first flip, or one round of a war (спор)."""

    players: tuple[int, ...]
    """The players who laid cards in this round, in seat order."""
    face_down: tuple[tuple[Card, ...], ...]
    """Face-down cards of each of those players, in the order laid (empty on the first flip)."""
    face_up: tuple[Card, ...]
    """The face-up card of each of those players."""

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Lang | None = None) -> str:
        """Return the cards laid, ``[face down] face up`` for each player, in ``lang``
        (default: the current language)."""
        lang = resolve(lang)
        parts = []
        for down, up in zip(self.face_down, self.face_up, strict=True):
            hidden = f"[{_cards(down, lang)}] " if down else ""
            parts.append(f"{hidden}{up.text(lang)}")
        return texts(_TEXT, lang)["vs"].join(parts)


@dataclass(frozen=True)
class Trick:
    """Everything that happened in one trick, enough to replay or animate it."""

    number: int
    """1 for the first trick of the game."""
    rounds: tuple[Round, ...]
    """The first flip, then each war round that was laid."""
    wars: int
    """War rounds in this trick: comparisons of equal face-up cards."""
    winner: int | None
    """The player who took the bank, or None when nobody did (a draw)."""
    bank: tuple[Card, ...]
    """The cards in the exact order they went under the winner's pile (empty in a draw)."""
    short: tuple[int, ...] = ()
    """Players who could not pay a war round and so dropped out."""

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Lang | None = None) -> str:
        """Return the trick in one line: each round's cards, then who took the bank, in
        ``lang`` (default: the current language)."""
        lang = resolve(lang)
        words = texts(_TEXT, lang)
        text = words["trick"].format(n=self.number)
        text += words["war"].join(r.text(lang) for r in self.rounds)
        if self.short:
            key = "player" if len(self.short) == 1 else "players"
            players = words[key].format(i=", ".join(map(str, self.short)))
            text += words["short"].format(players=players)
        if self.winner is None:
            return text + words["nobody"]
        return text + words["takes"].format(i=self.winner, cards=_cards(self.bank, lang))


@dataclass(frozen=True)
class Snapshot:
    """The state of a game at the start of a trick. Immutable: safe to keep."""

    piles: Piles
    """Each player's pile, top first."""
    tricks: int
    """Tricks completed so far."""
    wars: int
    """War rounds so far."""
    carry: tuple[Card, ...] = ()
    """Cards left on the table for the next trick's winner (only with 3+ players)."""
    rng_state: int | None = None
    """The state of the return order's generator, a 64-bit word (``collect="shuffled"`` only;
    :mod:`pyanitsa_edu.pyanitsa.engine.prng`)."""
    result: Result | None = None
    """How the game ended, on the last snapshot of a finished game; else None."""

    @property
    def counts(self) -> tuple[int, ...]:
        """Return the number of cards in each pile."""
        return tuple(len(p) for p in self.piles)


MAX_PLAYERS = 8
"""The most players a game has (:attr:`Rules.players <pyanitsa_edu.Rules.players>`)."""


@dataclass(frozen=True, slots=True)
class Cycle:
    """Where a game that repeated a state loops (``docs/rules.md``, "Repetition"). It refuses,
    with :class:`~pyanitsa_edu.errors.ResultError`, a start before the deal or a period shorter
    than one trick."""

    start: int
    """Tricks completed when the repeated state was first seen (0: the deal itself)."""
    length: int
    """The period in tricks: from the first visit of the repeated state to its return."""

    def __post_init__(self) -> None:
        _check_count("Cycle.start", self.start)
        _check_count("Cycle.length", self.length)
        if self.length < 1:
            raise ResultError(N_("a cycle's period (length) is at least one trick, got {length}"),
                              length=self.length)

    @property
    def end(self) -> int:
        """Tricks completed when the state came back: ``start + length``."""
        return self.start + self.length


@dataclass(frozen=True)
class Result:
    """How a game ended. It refuses, with :class:`~pyanitsa_edu.errors.ResultError`, a state no
    game ends in: a winner that is not a player (0 to 7), a draw with a reason that always has
    a winner or a winner with a reason that is a draw, negative counts, a cycle ending without
    its :class:`Cycle` (whose return is the last trick: ``tricks == cycle.end``), or a
    :class:`Cycle` in a game that ended otherwise. A reason given as text becomes a
    :class:`~pyanitsa_edu.pyanitsa.termination.Termination`, a cycle given as a pair ``(start,
    length)`` a :class:`Cycle`.
    """

    winner: int | None
    """The winning player's index, or None for a draw."""
    reason: Termination
    """Why the game ended; see :class:`~pyanitsa_edu.pyanitsa.termination.Termination`."""
    tricks: int
    """Tricks started, including a trick that ends the game through a war shortfall."""
    wars: int
    """War rounds played: comparisons of equal face-up cards."""
    cycle: Cycle | None = None
    """Where the game loops, when it ended by a cycle; else None."""

    @property
    def cycle_start(self) -> int | None:
        """For a cycle: tricks completed when the repeated state was first seen; else None."""
        return None if self.cycle is None else self.cycle.start

    @property
    def cycle_length(self) -> int | None:
        """For a cycle: its period in tricks (``tricks == cycle_start + cycle_length``); else
        None."""
        return None if self.cycle is None else self.cycle.length

    def __post_init__(self) -> None:
        if type(self.reason) is not Termination:
            object.__setattr__(self, "reason", _reason(self.reason))
        if self.cycle is not None and type(self.cycle) is not Cycle:
            object.__setattr__(self, "cycle", _cycle(self.cycle))
        reason, winner = self.reason, self.winner
        for name in ("tricks", "wars"):
            _check_count(name, getattr(self, name))
        if winner is not None and (type(winner) is not int or not 0 <= winner < MAX_PLAYERS):
            raise ResultError(N_("winner must be a player (0 to {last}) or None for a draw, "
                                 "got {winner}"), last=MAX_PLAYERS - 1, winner=shown(winner))
        if reason.draw != (winner is None):
            if reason.draw:
                raise ResultError(N_("a game that ended by {reason} is a draw: winner is None"),
                                  reason=reason.value)
            raise ResultError(N_("a game that ended by {reason} has a winner, not None"),
                              reason=reason.value)
        cycle = self.cycle
        if reason is not Termination.CYCLE:
            if cycle is not None:
                raise ResultError(N_("a Cycle belongs to a game that ended by a cycle, not to "
                                     "{reason}"), reason=reason.value)
        elif cycle is None:
            raise ResultError(N_("a game that ended by a cycle needs its Cycle(start, length)"))
        elif self.tricks != cycle.end:
            raise ResultError(N_("a cycle ends when the state repeats: tricks ({tricks}) must "
                                 "be cycle_start + cycle_length ({start} + {length})"),
                              tricks=self.tricks, start=cycle.start, length=cycle.length)

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Lang | None = None) -> str:
        """Return who won and why (or why it is a draw), and the game's length, in ``lang``
        (default: the current language)."""
        lang = resolve(lang)
        words = texts(_TEXT, lang)
        if self.reason == Termination.CYCLE:
            head = words["cycle"].format(start=number(self.cycle_start or 0, lang),
                                         length=number(self.cycle_length or 0, lang))
        elif self.winner is None:
            head = words["draw"].format(reason=reason_text(self.reason, lang))
        else:
            head = words["wins"].format(i=self.winner, reason=reason_text(self.reason, lang))
        tricks = f"{number(self.tricks, lang)} {plural(self.tricks, TRICK, lang)}"
        wars = f"{number(self.wars, lang)} {plural(self.wars, WAR_ROUND, lang)}"
        return words["after"].format(head=head, tricks=tricks, wars=wars)


def _check_count(name: str, value: object) -> None:
    """Raise ResultError unless ``value`` is a whole number ≥ 0."""
    if type(value) is not int or value < 0:
        raise ResultError(N_("{name} must be a whole number ≥ 0, got {value}"), name=name,
                          value=shown(value))


def _cycle(value: object) -> Cycle:
    """Return a pair ``(start, length)`` as a Cycle, or raise ResultError."""
    if not isinstance(value, tuple) or len(value) != 2:
        raise ResultError(N_("a cycle is a Cycle(start, length), got {value}"), value=shown(value))
    return Cycle(*value)


def _reason(value: object) -> Termination:
    """Return ``value`` as a Termination, or raise ResultError naming the endings."""
    try:
        return Termination.parse(value)
    except SettingError as error:
        raise ResultError(error.template, **error.values) from None
