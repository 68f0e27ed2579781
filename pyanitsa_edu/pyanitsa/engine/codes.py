"""The rules as the compiled loop reads them: a small array of integers and two tables.

One compiled signature serves every rule variant, because the loop
(:mod:`.kernel`) receives the rules as data: :func:`rule_codes` gives the
options as an ``int64`` array indexed by the constants below, and :func:`tables` the ranking
and the rank of each token. Everything is derived from the :class:`~.plan.Plan`, so each rule
is still decided in one place.

>>> from pyanitsa_edu import Rules
>>> codes = rule_codes(Rules(collect="natural", players=3, max_tricks=50))
>>> int(codes[PLAYERS]), int(codes[WAR_CARDS]), int(codes[BANK]) == BANK_NATURAL, int(codes[LIMIT])
(3, 2, True, 50)

The compiled loop takes this module's code in: its cache is renewed through the digest it
records (:data:`.kernel.COMPILED_IN`, :mod:`.jit`), which a test checks after any change here.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import numpy.typing as npt

from ..rules import Rules
from .plan import plan_for

__all__ = [
    "BANK",
    "BANK_LOSER_FIRST",
    "BANK_NATURAL",
    "BANK_SEAT_ORDER",
    "BANK_SHUFFLED",
    "BANK_SORTED",
    "BANK_WINNER_FIRST",
    "DETECT",
    "LAST_CARD_UP",
    "LIMIT",
    "NO_LIMIT",
    "PLAYERS",
    "TABLE_WAR",
    "WAR_CARDS",
    "card_dtype",
    "is_pair",
    "rule_codes",
    "tables",
]

PLAYERS, WAR_CARDS, LAST_CARD_UP, BANK, DETECT, LIMIT, TABLE_WAR = range(7)
"""Indexes into :func:`rule_codes`: players (2–8); cards of a full war round
(``war_face_down + 1``); 1 under ``last_card_up``; the return order (``BANK_*``); 1 when a
repeated state ends the game; the trick limit (:data:`NO_LIMIT` for none); 1 for
``table_cycle="war"``."""

BANK_WINNER_FIRST, BANK_LOSER_FIRST, BANK_SEAT_ORDER, BANK_SHUFFLED, BANK_NATURAL, BANK_SORTED = (
    range(6)
)
"""The return orders (``docs/rules.md``, "Return orders"): the first four group the bank by
owner (``shuffled`` in seat order, then shuffled); the last two order it by card."""

NO_LIMIT = -1
"""The trick limit of rules without ``max_tricks``."""

_BANKS = {
    "winner_first": BANK_WINNER_FIRST,
    "loser_first": BANK_LOSER_FIRST,
    "seat_order": BANK_SEAT_ORDER,
    "shuffled": BANK_SHUFFLED,
    "natural": BANK_NATURAL,
    "sorted": BANK_SORTED,
}


@lru_cache(maxsize=256)
def _codes(rules: Rules) -> npt.NDArray[np.int64]:
    plan = plan_for(rules)
    codes = np.zeros(7, np.int64)
    codes[PLAYERS] = rules.players
    codes[WAR_CARDS] = plan.war_cards
    codes[LAST_CARD_UP] = plan.last_card_up
    codes[BANK] = _BANKS[rules.collect]
    codes[DETECT] = plan.detect_cycles
    codes[LIMIT] = NO_LIMIT if plan.limit is None else plan.limit
    codes[TABLE_WAR] = rules.table_cycle == "war"
    codes.flags.writeable = False
    return codes


def card_dtype(n_cards: int) -> type[np.unsignedinteger]:
    """Return the smallest unsigned dtype that holds every card id and a padding value: the
    type of the deals the compiled loop plays."""
    return np.uint8 if n_cards < 255 else np.uint16


def is_pair(codes: npt.NDArray[np.int64]) -> bool:
    """Return True when the compiled loop plays games of these rule codes with its two-player
    trick (``kernel.pair_trick``): two players, a bank grouped by owner."""
    return bool(codes[PLAYERS] == 2 and codes[BANK] not in (BANK_NATURAL, BANK_SORTED))


def rule_codes(rules: Rules) -> npt.NDArray[np.int64]:
    """Return the options of ``rules`` as a read-only ``int64`` array (cached)."""
    return _codes(rules)


@lru_cache(maxsize=256)
def tables(rules: Rules) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.uint32]]:
    """Return ``(beats, rank)`` for the compiled loop (read-only, cached).

    ``beats[i, j]`` is 1, 0 or -1 as rank ``i`` beats, ties or loses to rank ``j``;
    ``rank[token]`` is the rank index of a token of the plan (:attr:`~.plan.Plan.token_rank`:
    a card id, or a rank index when states are compared on ranks). Both are indexed by
    what the compiled loop reads from unsigned arrays, so numba checks no negative index.
    """
    plan = plan_for(rules)
    beats = np.array(plan.rank_beats, np.int8).reshape(len(rules.deck.ranks), -1)
    rank = np.array(plan.token_rank, np.uint32)
    beats.flags.writeable = rank.flags.writeable = False
    return beats, rank
