"""The plan of a rule set: what every engine needs to know, derived once from :class:`Rules`.

The engines read a :class:`Plan` instead of the options of :class:`Rules`, so each rule
of ``docs/rules.md`` is written in one place:

- the war shortfall ("War shortfall"): :meth:`Plan.stake`, tabulated as :attr:`Plan.stakes`;
- the return order ("Return orders"): :meth:`Plan.bank_owners` and :meth:`Plan.bank` for any
  number of players; for two players :attr:`Plan.first_pile` and :attr:`Plan.trick_banks`,
  both computed from :meth:`Plan.bank_owners`;
- the end of a game ("Repetition"): :attr:`Plan.detect_cycles` and :attr:`Plan.limit`.

Adding a rule later stays local:

- a return order by card (a :data:`BankKind` ``"by_card"``, e.g. ``collect="natural"`` or
  ``"sorted"``) is a branch of :meth:`Plan.bank` (which may then need the rounds as laid).
  :attr:`Plan.trick_banks` follows by itself; the fast loop
  (:func:`~pyanitsa_edu.engine.fast.advance`) calls :meth:`Plan.bank` for a war's bank
  where it now reads :attr:`Plan.first_pile`; the vectorised engine takes only
  ``"by_owner"`` and leaves other kinds to ``play()`` until it learns them;
- comparing states by rank (``detect_cycles="ranks"``): the fast engines' tables are
  indexed by what their piles hold, today card ids; piles of rank indexes, with tables
  built per rank, compare rank sequences and play the same games.

>>> plan = plan_for(Rules(war_face_down=2, war_shortfall="last_card_up"))
>>> plan.stakes[:5]  # cards laid in a war round by a player holding 0, 1, 2, 3, 4 cards
(0, 1, 2, 3, 3)
>>> plan_for(Rules(collect="loser_first")).bank(0, {0: ["8♣", "K♥"], 1: ["8♠", "10♦"]})
['8♠', '10♦', '8♣', 'K♥']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Literal, TypeVar

from ..ranking import strength_table
from ..rules import Rules

__all__ = ["BankKind", "OwnerOrder", "Plan", "plan_for"]

T = TypeVar("T")

BankKind = Literal["by_owner", "shuffled"]
"""How a bank is ordered. ``by_owner``: grouped by the player who laid the cards, each
player's cards in the order laid, the groups in a fixed :data:`OwnerOrder`; ``shuffled``:
grouped in seat order, then shuffled by the game's random generator."""

OwnerOrder = Literal["winner_first", "loser_first", "seat_order"]
"""The order of the owners' groups in a bank (``shuffled`` groups them in seat order)."""


@dataclass(frozen=True)
class Plan:
    """The rules as the engines read them: war stakes, bank order, end of the game.

    Build it with :func:`plan_for`, which caches one plan per :class:`Rules`; its tables are
    computed on first use.
    """

    rules: Rules
    """The rules this plan was derived from."""
    war_cards: int
    """Cards a player lays in a full war round: ``war_face_down`` face down and one face up."""
    last_card_up: bool
    """True when a player short of a full war round still lays: what he has face down, his
    last card face up (``docs/rules.md``, "War shortfall"); False when he is short and loses."""
    bank_kind: BankKind
    """How the bank is ordered."""
    owner_order: OwnerOrder
    """The order of the owners' groups in the bank."""
    detect_cycles: bool
    """True when the game stops at the first repeated state (never with a shuffled bank)."""
    limit: int | None
    """The trick limit: the game is a draw before trick ``limit + 1`` would start."""

    def stake(self, held: int) -> int:
        """Return the cards a player holding ``held`` lays in a war round; 0 means he is short.

        A full round is :attr:`war_cards` cards, the last one face up. Under
        ``last_card_up`` a player with fewer cards lays them all, the last one face up;
        otherwise he is short (``docs/rules.md``, "War shortfall").
        """
        if held >= self.war_cards:
            return self.war_cards
        return held if self.last_card_up else 0

    def bank_owners(self, winner: int, owners: Iterable[int]) -> list[int]:
        """Return ``owners`` (the players whose cards are in the bank) in the order their
        cards go under ``winner``'s pile (``docs/rules.md``, "Return orders")."""
        seats = sorted(owners)
        if self.owner_order == "seat_order" or winner not in seats:
            return seats
        others = [i for i in seats if i != winner]
        return [winner, *others] if self.owner_order == "winner_first" else [*others, winner]

    def bank(self, winner: int, laid: Mapping[int, Sequence[T]]) -> list[T]:
        """Return the cards of a bank, ``laid[i]`` being player ``i``'s in the order laid, in the
        order they go under ``winner``'s pile, before any shuffle."""
        return [card for owner in self.bank_owners(winner, laid) for card in laid[owner]]

    @cached_property
    def stakes(self) -> tuple[int, ...]:
        """``stakes[held]``: :meth:`stake` for every pile size from 0 to the deck size."""
        return tuple(self.stake(held) for held in range(len(self.rules.deck) + 1))

    @cached_property
    def first_pile(self) -> tuple[int, int]:
        """Two players: whose cards go first in the bank when player 0 wins, and when player 1
        wins."""
        return self.bank_owners(0, (0, 1))[0], self.bank_owners(1, (0, 1))[0]

    @cached_property
    def beats(self) -> tuple[tuple[int, ...], ...]:
        """``beats[x][y]``: 1, 0 or -1 as card id ``x`` beats, ties or loses to card id ``y``."""
        deck = self.rules.deck
        rank = [deck.rank_index(card.rank) for card in deck.cards]
        strength = strength_table(self.rules)
        return tuple(tuple(strength[rx][ry] for ry in rank) for rx in rank)

    @cached_property
    def trick_banks(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """``trick_banks[x][y]``: the bank of a two-player trick without war in which player 0
        laid card id ``x`` and player 1 card id ``y``, in the order it goes under the winner's
        pile (before any shuffle). Entries of equal cards are never used."""
        cards = range(len(self.rules.deck))
        return tuple(tuple(self._trick_bank(x, y) for y in cards) for x in cards)

    def _trick_bank(self, x: int, y: int) -> tuple[int, int]:
        """Return the bank of a trick without war, card ``x`` against card ``y``."""
        first, second = self.bank(0 if self.beats[x][y] >= 0 else 1, {0: (x,), 1: (y,)})
        return first, second


@lru_cache(maxsize=64)
def plan_for(rules: Rules) -> Plan:
    """Return the plan of ``rules`` (cached: every game with these rules shares it)."""
    shuffled = rules.collect == "shuffled"
    return Plan(
        rules=rules,
        war_cards=rules.war_face_down + 1,
        last_card_up=rules.war_shortfall == "last_card_up",
        bank_kind="shuffled" if shuffled else "by_owner",
        owner_order="seat_order" if rules.collect == "shuffled" else rules.collect,
        detect_cycles=rules.detect_cycles and not shuffled,
        limit=rules.max_tricks,
    )
