"""An independent referee for Sixty-six, written from docs/rules-66.md for the tests.

It shares no code with pyanitsa_edu.sixtysix: it keeps hands as sets, the stock as a list,
and computes legal moves, points and the outcome its own way, so the engine can be checked
against it move by move.
"""

from __future__ import annotations

from dataclasses import dataclass, field

ORDER = ["A", "10", "K", "Q", "J"]  # highest first
VALUE = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}


def text(card: object) -> str:
    """Return a card as text such as 'A♠' (works on the engine's Card objects)."""
    return f"{card.rank}{card.suit}"  # type: ignore[attr-defined]


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def higher(a: str, b: str) -> bool:
    """True when a and b share a suit and a ranks higher."""
    return suit(a) == suit(b) and ORDER.index(rank(a)) < ORDER.index(rank(b))


def table(loser_points: int, loser_tricks: int) -> int:
    """Game points by the table: 3 without a trick, 2 under 33, else 1."""
    if loser_tricks == 0:
        return 3
    if loser_points < 33:
        return 2
    return 1


@dataclass
class Referee:
    """The whole hand, kept the simple way."""

    deck: list[str]
    dealer: int
    hands: list[set[str]] = field(default_factory=lambda: [set(), set()])
    stock: list[str] = field(default_factory=list)
    face_up: str | None = None
    trump: str = ""
    turn: int = 0
    table_cards: list[tuple[int, str]] = field(default_factory=list)
    card_points: list[int] = field(default_factory=lambda: [0, 0])
    tricks: list[int] = field(default_factory=lambda: [0, 0])
    marriages: list[list[int]] = field(default_factory=lambda: [[], []])
    closer: int | None = None
    at_close: tuple[int, int] = (0, 0)  # opponent's points and tricks when closed
    result: tuple[int, int, str] | None = None  # winner, game points, reason

    def __post_init__(self) -> None:
        d = self.deck
        first = 1 - self.dealer
        self.hands[first] = set(d[0:3] + d[7:9])
        self.hands[self.dealer] = set(d[3:6] + d[9:11])
        self.face_up = d[6]
        self.trump = suit(d[6])
        self.stock = list(d[11:])
        self.turn = first

    def points(self, p: int) -> int:
        """Card points, plus marriages once the player has a trick."""
        return self.card_points[p] + (sum(self.marriages[p]) if self.tricks[p] else 0)

    def second_phase(self) -> bool:
        return self.face_up is None

    def legal(self) -> set[str]:
        """Every legal move as text."""
        if self.result is not None:
            return set()
        hand = self.hands[self.turn]
        if self.table_cards:
            led = self.table_cards[0][1]
            cards = set(hand)
            if self.second_phase():
                follow = {c for c in hand if suit(c) == suit(led)}
                if follow:
                    beat = {c for c in follow if higher(c, led)}
                    cards = beat if beat else follow
                else:
                    trumps = {c for c in hand if suit(c) == self.trump}
                    if trumps:
                        cards = trumps
            return {"play " + c for c in cards}
        moves = {"play " + c for c in hand} | {"declare"}
        for c in hand:
            other = {"K": "Q", "Q": "K"}.get(rank(c))
            if other and other + suit(c) in hand:
                moves.add("marriage " + c)
        if self.face_up is not None and len(self.stock) >= 2:
            moves.add("close")
            if "J" + self.trump in hand:
                moves.add("exchange")
        return moves

    def move(self, move: str) -> None:
        assert move in self.legal(), (move, self.legal())
        p = self.turn
        if move == "declare":
            self.declare(p)
        elif move == "close":
            self.closer = p
            self.at_close = (self.points(1 - p), self.tricks[1 - p])
            assert self.face_up is not None
            self.stock.append(self.face_up)
            self.face_up = None
        elif move == "exchange":
            jack = "J" + self.trump
            assert self.face_up is not None
            self.hands[p].remove(jack)
            self.hands[p].add(self.face_up)
            self.face_up = jack
        else:
            kind, card = move.split()
            if kind == "marriage":
                self.marriages[p].append(40 if suit(card) == self.trump else 20)
            self.hands[p].remove(card)
            self.table_cards.append((p, card))
            if len(self.table_cards) == 1:
                self.turn = 1 - p
            else:
                self.finish_trick()

    def finish_trick(self) -> None:
        (leader, led), (follower, card) = self.table_cards
        self.table_cards = []
        if suit(card) == suit(led):
            winner = follower if higher(card, led) else leader
        elif suit(card) == self.trump:
            winner = follower
        else:
            winner = leader
        self.card_points[winner] += VALUE[rank(led)] + VALUE[rank(card)]
        self.tricks[winner] += 1
        loser = 1 - winner
        if self.face_up is not None:
            self.hands[winner].add(self.stock.pop(0))
            if self.stock:
                self.hands[loser].add(self.stock.pop(0))
            else:
                self.hands[loser].add(self.face_up)
                self.face_up = None
        self.turn = winner
        if not self.hands[0] and not self.hands[1]:
            if self.closer is None:
                self.result = (winner, table(self.points(loser), self.tricks[loser]), "last_trick")
            elif self.points(self.closer) >= 66:
                self.result = (self.closer, table(*self.at_close), "declared")
            else:
                opp = 1 - self.closer
                self.result = (opp, 3 if self.at_close[1] == 0 else 2, "failed_close")

    def declare(self, p: int) -> None:
        o = 1 - p
        if self.points(p) >= 66:
            if self.closer is None:
                self.result = (p, table(self.points(o), self.tricks[o]), "declared")
            elif self.closer == p:
                self.result = (p, table(*self.at_close), "declared")
            else:
                self.result = (p, 3 if self.at_close[1] == 0 else 2, "failed_close")
            return
        # o wins what he would have won declaring 66 now
        if self.closer is None:
            gp = table(self.points(p), self.tricks[p])
        elif self.closer == o:
            gp = table(*self.at_close)
        else:
            gp = 3 if self.at_close[1] == 0 else 2
        self.result = (o, gp, "wrong_declaration")
