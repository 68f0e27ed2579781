"""Immutable records of a game: what was laid in a trick, snapshots, and the result."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from .cards import Card, Piles

__all__ = ["REASONS", "Reason", "Result", "Round", "Snapshot", "Trick"]

Reason = Literal["out_of_cards", "war_shortfall", "war_shortfall_draw", "cycle", "limit"]
"""Why a game ended.

- ``out_of_cards``: a player had no card for a normal flip (he loses).
- ``war_shortfall``: a player could not pay a war round (he loses at once).
- ``war_shortfall_draw``: every player in the war was short at once (a draw).
- ``cycle``: a state repeated an earlier one, so the game would never end (a draw).
- ``limit``: the trick limit was reached (a draw).
"""

REASONS: tuple[Reason, ...] = get_args(Reason)
"""Every ending reason, in a fixed order: array engines store ``k`` for ``REASONS[k]``."""


def _cards(cards: tuple[Card, ...]) -> str:
    """Return cards as space-separated text."""
    return " ".join(map(str, cards))


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
        parts = []
        for down, up in zip(self.face_down, self.face_up, strict=True):
            hidden = f"[{_cards(down)}] " if down else ""
            parts.append(f"{hidden}{up}")
        return " vs ".join(parts)


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
        text = f"Trick {self.number}: " + " | спор: ".join(str(r) for r in self.rounds)
        if self.short:
            text += f" | short of cards: player {', '.join(map(str, self.short))}"
        if self.winner is None:
            return text + " → nobody takes the bank"
        return text + f" → player {self.winner} takes {_cards(self.bank)}"


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
    rng_state: object = None
    """The state of the return-order shuffler (``collect="shuffled"`` only)."""
    result: Result | None = None
    """How the game ended, on the last snapshot of a finished game; else None."""

    @property
    def counts(self) -> tuple[int, ...]:
        """Return the number of cards in each pile."""
        return tuple(len(p) for p in self.piles)


@dataclass(frozen=True)
class Result:
    """How a game ended."""

    winner: int | None
    """The winning player's index, or None for a draw."""
    reason: Reason
    """Why the game ended; see :data:`Reason`."""
    tricks: int
    """Tricks started, including a trick that ends the game through a war shortfall."""
    wars: int
    """War rounds played: comparisons of equal face-up cards."""
    cycle_start: int | None = None
    """For a cycle: tricks completed when the repeated state was first seen."""
    cycle_length: int | None = None
    """For a cycle: its period in tricks (``tricks == cycle_start + cycle_length``)."""

    def __str__(self) -> str:
        if self.reason == "cycle":
            head = f"draw: cycle from trick {self.cycle_start}, period {self.cycle_length}"
        elif self.winner is None:
            head = f"draw ({self.reason})"
        else:
            head = f"player {self.winner} wins ({self.reason})"
        return f"{head} after {self.tricks} tricks and {self.wars} war rounds"
