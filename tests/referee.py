"""An independent referee: the rules of ``docs/rules.md`` played on plain lists.

It shares no code with the package's engines; it reads only the cards, the deck's
rank order and the options of a :class:`~pyanitsa_edu.Rules` value. It plays every
fixed return order with 2 to 8 players (the ``shuffled`` return draws from the
engine's own generator, so no outside referee can follow it): by owner, and by card
(``natural``, ``sorted``), for which it notes when each card reached the table. With
``detect_cycles="ranks"`` it compares states on ranks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pyanitsa_edu import Card, Rules

State = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]
"""The piles (top first) and the cards left on the table for the next winner."""

Outcome = tuple[int | None, str, int, int, int | None, int | None]
"""(winner, reason, tricks, wars, cycle_start, cycle_length), the fields of a Result."""


@dataclass(frozen=True)
class TrickCall:
    """What the referee saw in one trick."""

    winner: int | None
    wars: int
    short: tuple[int, ...]


@dataclass(frozen=True)
class Verdict:
    """A whole game as the referee plays it."""

    outcome: Outcome
    states: list[State]
    """The state at the start of every trick played."""
    tricks: list[TrickCall]
    final: State | None
    """The state when the game ended; None after a draw or a shortfall with a bank on the table."""


def referee(piles: Sequence[Sequence[Card]], rules: Rules) -> Verdict:
    """Return the game from ``piles`` under ``rules`` (a fixed return order), played by the book."""
    if rules.collect == "shuffled":
        raise ValueError("the referee plays fixed return orders only")
    order = {rank: i for i, rank in enumerate(rules.deck.ranks)}
    top = len(rules.deck.ranks) - 1

    def beats(x: Card, y: Card) -> bool:
        """The low card beats the ace (when the rule is on); otherwise the higher rank wins."""
        i, j = order[x.rank], order[y.rank]
        if rules.low_beats_ace and top >= 1 and {i, j} == {0, top}:
            return i == 0
        return i > j

    def judge(players: list[int], up: dict[int, Card]) -> list[int]:
        """Return who goes on: one winner, or the players who go to war."""
        unbeaten = [p for p in players if not any(beats(up[q], up[p]) for q in players)]
        if unbeaten:  # all of one rank: any two distinct ranks, one beats the other
            return unbeaten
        if rules.table_cycle == "war":
            return players
        best = max(order[up[p].rank] for p in players)
        return [p for p in players if order[up[p].rank] == best]

    def state() -> State:
        return tuple(tuple(p) for p in hands), tuple(carry)

    def compared(now: State) -> object:
        """The state as the rules compare it: cards, or ranks only."""
        if rules.detect_cycles != "ranks":
            return now
        piles, table = now
        return tuple(tuple(c.rank for c in p) for p in piles), tuple(c.rank for c in table)

    def by_card(times: list[tuple[int, int, Card]]) -> list[Card]:
        """The bank in a return order by card, from (time, player, card) of every card laid.

        natural: the cards laid at one time are recorded weakest first (the one that beats
        fewer of the others laid with it; then the lower rank; equal cards in seat order),
        and the winner takes the whole record reversed. sorted: the cards in the order laid
        (at one time, in seat order), sorted by decreasing rank, equal ranks kept in order.
        """
        if rules.collect == "sorted":
            laid_in_order = [c for _, _, c in sorted(times, key=lambda e: (e[0], e[1]))]
            return sorted(laid_in_order, key=lambda c: -order[c.rank])
        record: list[Card] = []
        for time in sorted({t for t, _, _ in times}):
            together = [(p, c) for t, p, c in times if t == time]
            beaten = {p: sum(beats(c, other) for _, other in together) for p, c in together}
            together.sort(key=lambda pc: (beaten[pc[0]], order[pc[1].rank], pc[0]))
            record += [c for _, c in together]
        return record[::-1]

    hands = [list(p) for p in piles]
    carry: list[Card] = []
    need = rules.war_face_down + 1
    lenient = rules.war_shortfall == "last_card_up"
    seen: dict[State, int] = {}
    states: list[State] = []
    calls: list[TrickCall] = []
    tricks = wars = 0

    def verdict(winner: int | None, reason: str, final: State | None,
                cycle: tuple[int | None, int | None] = (None, None)) -> Verdict:
        return Verdict((winner, reason, tricks, wars, *cycle), states, calls, final)

    while True:
        now = state()
        holders = [i for i, p in enumerate(hands) if p]
        if len(holders) < 2:
            return verdict(holders[0] if holders else None, "out_of_cards", now)
        if rules.max_tricks is not None and tricks >= rules.max_tricks:
            return verdict(None, "limit", now)
        if rules.detect_cycles and compared(now) in seen:
            start = seen[compared(now)]
            return verdict(None, "cycle", now, (start, tricks - start))
        seen[compared(now)] = tricks
        states.append(now)
        tricks += 1
        laid = {p: [hands[p].pop(0)] for p in holders}
        clock = 0
        times = [(clock, p, laid[p][0]) for p in holders]  # when each card reached the table
        contenders = judge(holders, {p: laid[p][0] for p in holders})
        trick_wars = 0
        short_ones: list[int] = []
        while len(contenders) > 1:
            wars += 1
            trick_wars += 1
            short = [p for p in contenders if len(hands[p]) < need and not (lenient and hands[p])]
            short_ones += short
            if len(short) == len(contenders) and not any(
                hands[p] for p in range(len(hands)) if p not in contenders
            ):
                calls.append(TrickCall(None, trick_wars, tuple(sorted(short_ones))))
                return verdict(None, "war_shortfall_draw", None)
            for p in short:  # a short player drops out; his cards join the bank after his laid ones
                for c in hands[p]:  # one at a time, top first
                    clock += 1
                    times.append((clock, p, c))
                laid[p] += hands[p]
                hands[p].clear()
            contenders = [p for p in contenders if p not in short]
            up = {}
            for p in contenders if len(contenders) > 1 else ():
                k = min(need, len(hands[p]))  # last_card_up: what he has, the last card face up
                # face-down card i with everyone's i-th face-down card; the face-up ones together
                times += [(clock + 1 + i, p, c) for i, c in enumerate(hands[p][: k - 1])]
                times.append((clock + need, p, hands[p][k - 1]))
                laid[p] += hands[p][:k]
                del hands[p][:k]
                up[p] = laid[p][-1]
            if up:
                clock += need
                contenders = judge(contenders, up)
        bank = [c for p in sorted(laid) for c in laid[p]]  # by owner, in seat order
        if not contenders:  # every contender was short: the bank waits for the next winner
            carry += bank
            calls.append(TrickCall(None, trick_wars, tuple(sorted(short_ones))))
            left = [i for i, p in enumerate(hands) if p]
            if len(left) == 1:
                return verdict(left[0], "war_shortfall", None)
            continue
        w = contenders[0]
        others = [p for p in sorted(laid) if p != w]
        if rules.collect in ("natural", "sorted"):
            hands[w] += by_card(times) + carry
        else:
            owners = {
                "winner_first": [w, *others],
                "loser_first": [*others, w],
                "seat_order": sorted(laid),
            }[rules.collect]
            hands[w] += [c for p in owners for c in laid[p]] + carry
        carry = []
        calls.append(TrickCall(w, trick_wars, tuple(sorted(short_ones))))
        left = [i for i, p in enumerate(hands) if p]
        if short_ones and len(left) == 1:
            return verdict(left[0], "war_shortfall", state())
