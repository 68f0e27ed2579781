"""Checking a history of snapshots before a game resumes from it (:meth:`Game.from_history`).

Every snapshot is read as :class:`~pyanitsa_edu.Game` reads piles: text cards are parsed,
each card must belong to the deck and appear once (piles and the cards left on the table
together), and the number of piles is the number of players. Between snapshots no card is
created or destroyed: each holds the same cards. The trick counts follow one another, the war
counts never go down, and only the last snapshot may carry a result.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence

from ...errors import N_, DealError, Listed, Phrase, shown
from ..cards import Card
from ..dealing import check_piles, parse_pile
from ..records import Result, Snapshot
from ..rules import Rules
from .prng import MASK

__all__ = ["check_history"]


def check_history(history: object, rules: Rules) -> tuple[Snapshot, ...]:
    """Return the snapshots of ``history`` with their piles and table cards as Cards of the
    rules' deck, or raise :class:`~pyanitsa_edu.errors.DealError` naming the first problem."""
    if isinstance(history, str) or not isinstance(history, Sequence):
        raise DealError(N_("a history is a list of Snapshots, got {history}"),
                        history=shown(history))
    if not history:
        raise DealError(N_("from_history needs at least one snapshot, got an empty history"))
    checked: list[Snapshot] = []
    cards: Counter[Card] | None = None
    for k, snap in enumerate(history):
        where = Phrase(N_("snapshot {k} of the history"), k=k)
        if not isinstance(snap, Snapshot):
            raise DealError(N_("{where} is not a Snapshot: {snap}"), where=where, snap=shown(snap))
        try:
            piles = check_piles(snap.piles, rules, dealt=False)  # a player may be out
            carry = parse_pile(snap.carry, rules.deck)
        except ValueError as error:
            raise DealError(N_("{where}: {error}"), where=where, error=error) from None
        held = Counter(card for pile in (*piles, carry) for card in pile)
        twice = [card for card, n in held.items() if n > 1]
        if twice:
            raise DealError(N_("{where} holds {cards} twice (piles and table)"), where=where,
                            cards=Listed(twice))
        if cards is not None and held != cards:
            raise DealError(N_("{where} does not hold the cards of snapshot 0: a card was "
                               "created or lost"), where=where)
        cards = held
        _check_counts(snap, k, checked[-1] if checked else None, where)
        last = k == len(history) - 1
        if snap.result is not None and not (last and isinstance(snap.result, Result)):
            raise DealError(N_("{where} has a result, which only the last snapshot may have"),
                            where=where)
        if snap.rng_state is not None:
            _check_rng_state(snap.rng_state, where)
        checked.append(dataclasses.replace(snap, piles=piles, carry=carry))
    return tuple(checked)


def _check_counts(snap: Snapshot, k: int, before: Snapshot | None, where: Phrase) -> None:
    """Raise DealError unless the trick and war counts are whole numbers that follow on."""
    for name in ("tricks", "wars"):
        value = getattr(snap, name)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise DealError(N_("{where}: {name} must be a whole number ≥ 0, got {value}"),
                            where=where, name=name, value=shown(value))
    if before is not None and snap.tricks != before.tricks + 1:
        raise DealError(N_("{where} comes after {tricks} tricks, but the one before it after "
                           "{before}: a history holds one snapshot per trick"), where=where,
                        tricks=snap.tricks, before=before.tricks)
    if before is not None and snap.wars < before.wars:
        raise DealError(N_("{where} counts fewer war rounds than the snapshot before it"),
                        where=where)


def _check_rng_state(state: object, where: Phrase) -> None:
    """Raise DealError unless ``state`` is a state of the return order's generator: a whole
    number from 0 to 2^64 − 1 (:mod:`~pyanitsa_edu.pyanitsa.engine.prng`)."""
    if isinstance(state, bool) or not isinstance(state, int) or not 0 <= state <= MASK:
        raise DealError(N_("{where} holds no random generator state: {state}"), where=where,
                        state=shown(state))
