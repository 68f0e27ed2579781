"""The plan of a rule set: what every engine needs to know, derived once from :class:`Rules`.

The engines read a :class:`Plan` instead of the options of :class:`Rules`, so each rule
of ``docs/rules.md`` is written in one place:

- the war shortfall ("War shortfall"): :meth:`Plan.stake`;
- the return order ("Return orders"): :meth:`Plan.bank` for any number of players, from the
  cards of a trick as they were laid, moment by moment; by owner (:meth:`Plan.bank_owners`)
  or by card (``natural``, ``sorted``);
- the end of a game ("Repetition"): :attr:`Plan.detect_cycles`, :attr:`Plan.on_ranks` and
  :attr:`Plan.limit`.

The compiled loop (:mod:`.kernel`) reads the same plan as integers (:mod:`.codes`) and plays
on *tokens*: a card's id in the deck, or its rank index when states are compared on ranks
(``detect_cycles="ranks"``). Suits never matter in play, so a game of rank tokens is the
game of the cards seen rank by rank, and its repeated states are the rank states that
repeat. :attr:`Plan.token_of` maps card ids to tokens, :attr:`Plan.token_rank` tokens to
ranks.

>>> plan = plan_for(Rules(war_face_down=2, war_shortfall="last_card_up"))
>>> [plan.stake(held) for held in range(5)]  # cards laid in a war round, holding 0 to 4
[0, 1, 2, 3, 3]
>>> laid = [[(0, "8♣"), (1, "8♠")], [(0, "K♥"), (1, "10♦")]]  # open war: two moments
>>> rank = lambda card: plan.rules.deck.rank_index(card[:-1])
>>> plan_for(Rules(collect="loser_first")).bank(0, laid, rank)
['8♠', '10♦', '8♣', 'K♥']
>>> plan_for(Rules(collect="natural")).bank(0, laid, rank)  # last pair first, stronger first
['K♥', '10♦', '8♠', '8♣']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Literal, TypeAlias, TypeVar

from ..ranking import strength_table
from ..rules import Rules

__all__ = ["BankKind", "CardOrder", "Laid", "OwnerOrder", "Plan", "plan_for"]

T = TypeVar("T")

BankKind = Literal["by_owner", "by_card", "shuffled"]
"""How a bank is ordered. ``by_owner``: grouped by the player who laid the cards, each
player's cards in the order laid, the groups in a fixed :data:`OwnerOrder`; ``by_card``: by
the cards themselves, in a :data:`CardOrder`; ``shuffled``: grouped in seat order, then
shuffled by the game's random generator."""

OwnerOrder = Literal["winner_first", "loser_first", "seat_order"]
"""The order of the owners' groups in a bank (``shuffled`` and the orders by card group in
seat order, which only ``shuffled`` uses)."""

CardOrder = Literal["natural", "sorted"]
"""A return order by card (``docs/rules.md``, "Return orders"). ``natural``: the cards laid
at one moment are recorded weakest first, and the record goes under the pile in reverse;
``sorted``: by decreasing rank (plain rank order), equal ranks in the order laid."""

Laid: TypeAlias = Sequence[Sequence[tuple[int, T]]]
"""The cards of a trick as they reached the table: one entry per moment, in time order, each
the ``(player, card)`` pairs laid at that moment, in seat order."""


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
    """The order of the owners' groups in a bank ordered by owner."""
    card_order: CardOrder | None
    """The order of a bank ordered by card, else None."""
    detect_cycles: bool
    """True when the game stops at the first repeated state (never with a shuffled bank)."""
    on_ranks: bool
    """True when states are compared on ranks (``detect_cycles="ranks"``), not card by card."""
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
        cards go under ``winner``'s pile, for a bank ordered by owner (``docs/rules.md``,
        "Return orders")."""
        seats = sorted(set(owners))
        if self.owner_order == "seat_order" or winner not in seats:
            return seats
        others = [i for i in seats if i != winner]
        return [winner, *others] if self.owner_order == "winner_first" else [*others, winner]

    def bank(self, winner: int, laid: Laid[T], rank: Callable[[T], int]) -> list[T]:
        """Return the cards of a bank in the order they go under ``winner``'s pile, before any
        shuffle; ``laid``: the trick's cards moment by moment (:data:`Laid`), ``rank(card)``:
        a card's rank index in the deck (read by the orders by card only).

        - by owner: each owner's cards in the order laid, the owners in :meth:`bank_owners`;
        - ``natural``: each moment's cards weakest first (:meth:`weakest_first`), the moments
          in the order laid, then all of it reversed;
        - ``sorted``: the cards in the order laid (each moment in seat order), stably sorted
          by decreasing rank.
        """
        if self.card_order is None:
            owners = self.bank_owners(winner, (player for moment in laid for player, _ in moment))
            return [card for owner in owners for moment in laid
                    for player, card in moment if player == owner]
        if self.card_order == "sorted":
            return sorted((card for moment in laid for _, card in moment), key=lambda c: -rank(c))
        record = [card for moment in laid for card in self.weakest_first(moment, rank)]
        record.reverse()
        return record

    def weakest_first(self, moment: Sequence[tuple[int, T]], rank: Callable[[T], int]) -> list[T]:
        """Return the cards laid at one moment, ``(player, card)`` pairs, weakest first.

        A card is weaker when it beats fewer of the moment's other cards (the game's own
        relation, so a six that beats an ace is the stronger of the two); then by plain rank
        order; equal cards in seat order. With two cards: the loser first, equal cards player
        0's first. The six rule can make three cards a circle (6, A, K each beat one): plain
        rank order decides it.
        """
        table = self.rank_beats
        ranks = [rank(card) for _, card in moment]
        wins = [sum(table[r][q] > 0 for q in ranks) for r in ranks]
        order = sorted(range(len(moment)), key=lambda k: (wins[k], ranks[k], moment[k][0]))
        return [moment[k][1] for k in order]

    @cached_property
    def token_of(self) -> tuple[int, ...]:
        """``token_of[card_id]``: the token the fast engines play for that card (its id, or its
        rank index when states are compared on ranks)."""
        deck = self.rules.deck
        if self.on_ranks:
            return tuple(deck.rank_index(card.rank) for card in deck.cards)
        return tuple(range(len(deck)))

    @cached_property
    def token_rank(self) -> tuple[int, ...]:
        """``token_rank[token]``: the rank index of a token."""
        deck = self.rules.deck
        if self.on_ranks:
            return tuple(range(len(deck.ranks)))
        return tuple(deck.rank_index(card.rank) for card in deck.cards)

    @cached_property
    def rank_beats(self) -> tuple[tuple[int, ...], ...]:
        """``rank_beats[i][j]``: 1, 0 or -1 as rank ``i`` beats, ties or loses to rank ``j``."""
        return strength_table(self.rules)

@lru_cache(maxsize=64)
def plan_for(rules: Rules) -> Plan:
    """Return the plan of ``rules`` (cached: every game with these rules shares it)."""
    collect = rules.collect
    kind: BankKind = "by_card"
    owner_order: OwnerOrder = "seat_order"
    card_order: CardOrder | None = None
    if collect == "shuffled":
        kind = "shuffled"
    elif collect == "natural" or collect == "sorted":
        card_order = collect
    else:
        kind, owner_order = "by_owner", collect
    detect = bool(rules.detect_cycles) and collect != "shuffled"
    return Plan(
        rules=rules,
        war_cards=rules.war_face_down + 1,
        last_card_up=rules.war_shortfall == "last_card_up",
        bank_kind=kind,
        owner_order=owner_order,
        card_order=card_order,
        detect_cycles=detect,
        on_ranks=detect and rules.detect_cycles == "ranks",
        limit=rules.max_tricks,
    )
