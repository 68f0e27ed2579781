"""A hand of Sixty-six as an immutable state: the deal, legal moves, and one move at a time.

Every rule is in docs/rules-66.md. A :class:`State` is the referee's view (it holds both
hands and the stock order); players and bots see a :class:`~pyanitsa_edu.sixtysix.view.View`.

>>> from pyanitsa_edu.sixtysix import new_hand, Move
>>> state = new_hand(seed=1, dealer=0)
>>> state.to_move, len(state.hands[0]), len(state.stock)
(1, 5, 9)
>>> state = state.apply(state.legal_moves()[0])
>>> len(state.trick)
1
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import TypeVar

from ..errors import DealError, MoveError, SettingError, shown
from ..i18n import N_, NP_, pgettext, texts
from ..i18n.language import Lang, resolve
from ..pyanitsa.cards import Card
from ..pyanitsa.dealing import Seed, make_rng
from .cards import CARD_POINTS, DECK, hand_text, marriage_partner, parse_cards, sort_key
from .legality import lead_moves
from .moves import Move
from .public import PublicTable, check_public, derived, public_fields
from .records import Closing, Marriage, TrickRecord, trump_text
from .rules import follow_cards, marriage_points, trick_winner, trump_jack
from .scoring import declaration_outcome, end_of_tricks_outcome
from .view import View

__all__ = ["State", "deal_hand", "new_hand", "view_of"]

Pair = tuple[int, int]
Hands = tuple[tuple[Card, ...], tuple[Card, ...]]


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Return cards in hand order: by suit ♣ ♦ ♥ ♠, highest rank first."""
    return tuple(sorted(cards, key=sort_key))


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """Return ``cards`` without ``card`` (cards are the shared instances of DECK)."""
    return tuple(c for c in cards if c is not card)


T = TypeVar("T")


def _set(pair: tuple[T, T], player: int, value: T) -> tuple[T, T]:
    """Return ``pair`` with the entry of ``player`` replaced."""
    return (value, pair[1]) if player == 0 else (pair[0], value)


@dataclass(frozen=True)
class Shown:
    """Cards, or a kind of move, inside a message: written in the reader's language."""

    cards: tuple[Card, ...] = ()
    """The cards, shown space-separated (``A♠ 10♥``, ``Т♠ 10♥``)."""
    kind: str = ""
    """A kind of move (``close``), shown as its word (context ``move kind``)."""

    def text(self, lang: str | None = None) -> str:
        """Return the cards or the kind of move in ``lang`` (English: as the code writes it)."""
        if self.kind:
            return pgettext("move kind", MOVE_KINDS[self.kind], lang)
        return " ".join(card.text(resolve(lang)) for card in self.cards)


MOVE_KINDS: dict[str, str] = {
    "play": NP_("move kind", "play"),
    "marriage": NP_("move kind", "marriage"),
    "exchange": NP_("move kind", "exchange"),
    "close": NP_("move kind", "close"),
    "declare": NP_("move kind", "declare"),
}
"""Each kind of move as a verb in a message (context ``move kind``)."""


@dataclass(frozen=True, slots=True, repr=False, kw_only=True)
class State(PublicTable):
    """A hand of Sixty-six at one moment. Immutable: :meth:`apply` returns the next state.

    Besides the public facts of :class:`~pyanitsa_edu.sixtysix.public.PublicTable` (the
    trump, the trick, points, tricks, marriages, the closing, every move, the outcome…) it
    holds what only the referee sees. Built by keyword.
    """

    hands: Hands
    """The hand of player 0 and of player 1, each sorted by suit then rank."""
    stock: tuple[Card, ...]
    """The face-down stock, top first (after closing, the turned-down trump is its last card)."""
    deal: tuple[Card, ...]
    """The shuffled deck the hand was dealt from, top first (empty for a sampled state);
    with :attr:`moves` a full replay."""

    def __post_init__(self) -> None:
        """Refuse a table no hand can reach (SettingError): two hands that are not two tuples
        of cards, an impossible public fact
        (:func:`~pyanitsa_edu.sixtysix.public.check_public`). A few comparisons: a state is
        built at every move."""
        check_public(self)
        hands = self.hands
        if type(hands) is not tuple or len(hands) != 2 or type(hands[0]) is not tuple or (
                type(hands[1]) is not tuple):
            raise SettingError(N_("hands must be two tuples of cards, got {hands}"),
                               hands=shown(hands))

    # -- what the state says --------------------------------------------------------------

    def replay(self) -> tuple[State, ...]:
        """Return every state of this hand from the deal to this one, replayed from the record."""
        if len(self.deal) != len(DECK):
            raise MoveError(N_("this position was not dealt (a sampled state): nothing to "
                               "replay"))
        state = deal_hand(self.deal, self.dealer)
        states = [state]
        for _player, move in self.moves:
            state = state.advance(move)
            states.append(state)
        return tuple(states)

    def legal_moves(self) -> list[Move]:
        """Return every move the player to move may make now (empty once the hand is over)."""
        if self.outcome is not None:
            return []
        hand = self.hands[self.to_move]
        if self.trick:
            strict = self.trump_card is None
            return [
                Move.play(c) for c in follow_cards(hand, self.trick[0], self.trump_suit, strict)
            ]
        return lead_moves(hand, self.trump_card, self.trump_suit, len(self.stock))

    def view(self, player: int | None = None) -> View:
        """Return what ``player`` (default: the player to move) may see now."""
        return view_of(self, self.to_move if player is None else player)

    # -- moving --------------------------------------------------------------------------

    def apply(self, move: Move | str) -> State:
        """Return the state after ``move`` (a Move or its text); raise MoveError if illegal."""
        if isinstance(move, str):
            move = Move.parse(move)
        if not isinstance(move, Move):
            raise MoveError(N_("a move must be a Move or its text, got {move}"), move=shown(move))
        if move not in self.legal_moves():
            raise self.illegal(move)
        return self.advance(move)

    def why_illegal(self, move: Move) -> str:
        """Return a sentence saying why ``move`` is not legal now (or that it is), in English;
        :meth:`illegal` gives it as an error whose ``text(lang)`` a reader can be shown."""
        return str(self.illegal(move))

    def illegal(self, move: Move) -> MoveError:
        """Return the error saying why ``move`` is not legal now (or that it is)."""
        p = self.to_move
        hand = Shown(tuple(self.hands[p]))
        if self.outcome is not None:
            return MoveError(N_("the hand is over ({outcome}): no move can be made"),
                             outcome=self.outcome)  # fmt: skip
        if move.card is not None and move.card not in self.hands[p]:
            return MoveError(N_("{card} is not in the hand of player {p} ({hand})"),
                             card=move.card, p=p, hand=hand)  # fmt: skip
        if self.trick and move.kind != "play":
            return MoveError(N_("only the player on lead may {kind}; player {p} must follow "
                                "{card}"), kind=Shown(kind=move.kind), p=p, card=self.trick[0])
        if move.kind == "play" and self.trick:
            follows = follow_cards(self.hands[p], self.trick[0], self.trump_suit, True)
            allowed = Shown(tuple(follows))
            return MoveError(
                N_("{card} may not follow {led}: once the stock is exhausted or closed, follow "
                   "suit and head the trick, else trump if you can ({allowed})"),
                card=move.card, led=self.trick[0], allowed=allowed,
            )
        if move.kind == "marriage":
            assert move.card is not None
            suit = move.card.suit
            return MoveError(
                N_("a marriage needs both {king} and {queen} in the hand of player {p} ({hand})"),
                king=Card("K", suit), queen=Card("Q", suit), p=p, hand=hand,
            )
        if move.kind in ("exchange", "close"):
            kind = Shown(kind=move.kind)
            if self.trump_card is None:
                return MoveError(N_("cannot {kind}: the stock is already exhausted or closed"),
                                 kind=kind)  # fmt: skip
            if len(self.stock) < 2:
                return MoveError(N_("cannot {kind}: the stock has fewer than two face-down "
                                    "cards"), kind=kind)  # fmt: skip
            return MoveError(N_("cannot exchange: {jack} is not in the hand of player {p} "
                                "({hand})"), jack=trump_jack(self.trump_suit), p=p, hand=hand)
        return MoveError(N_("{move} is legal now"), move=move)

    def advance(self, move: Move) -> State:
        """Return the state after a move known to be legal (no check: use :meth:`apply`)."""
        p = self.to_move
        moves = (*self.moves, (p, move))
        kind = move.kind
        if kind == "play" or kind == "marriage":
            return self._lay(p, move, moves)
        if kind == "declare":
            outcome = declaration_outcome(p, self.points, self.tricks_won, self.closing)
            return self._with(moves=moves, outcome=outcome)
        trump_card = self.trump_card
        assert trump_card is not None
        if kind == "exchange":
            jack = trump_jack(self.trump_suit)
            hands = _set(self.hands, p, _sorted((*_without(self.hands[p], jack), trump_card)))
            exposed = _set(self.exposed, p, (*self.exposed[p], trump_card))
            return self._with(moves=moves, hands=hands, exposed=exposed, trump_card=jack)
        # close: the trump card is turned face down and becomes the last card of the stock
        closing = Closing(
            p, self.points[1 - p], self.tricks_won[1 - p], len(self.tricks), trump_card
        )
        return self._with(
            moves=moves, closing=closing, trump_card=None, stock=(*self.stock, trump_card)
        )

    def _lay(self, p: int, move: Move, moves: tuple[tuple[int, Move], ...]) -> State:
        """Return the state after player ``p`` lays the card of a play or marriage move."""
        card = move.card
        assert card is not None
        hands = _set(self.hands, p, _without(self.hands[p], card))
        exposed = self.exposed
        if card in exposed[p]:
            exposed = _set(exposed, p, _without(exposed[p], card))
        points, pending, marriages = self.points, self.pending, self.marriages
        if move.kind == "marriage":
            value = marriage_points(card.suit, self.trump_suit)
            marriages = (*marriages, Marriage(p, card.suit, value, len(self.tricks)))
            partner = marriage_partner(card)
            assert partner is not None
            if partner not in exposed[p]:
                exposed = _set(exposed, p, (*exposed[p], partner))
            if self.tricks_won[p]:
                points = _set(points, p, points[p] + value)
            else:
                pending = _set(pending, p, pending[p] + value)
        if not self.trick:
            return self._with(
                moves=moves, hands=hands, exposed=exposed, points=points, pending=pending,
                marriages=marriages, trick=(card,), to_move=1 - p,
            )  # fmt: skip
        return self._finish_trick(p, card, moves, hands, exposed)

    def _finish_trick(
        self, p: int, card: Card, moves: tuple[tuple[int, Move], ...], hands: Hands,
        exposed: Hands,
    ) -> State:  # fmt: skip
        """Return the state after follower ``p`` lays ``card``: the trick is taken, cards drawn."""
        lead = self.trick[0]
        leader = 1 - p
        winner = p if trick_winner(lead, card, self.trump_suit) else leader
        loser = 1 - winner
        value = CARD_POINTS[lead] + CARD_POINTS[card]
        gained = value + self.pending[winner]
        points = _set(self.points, winner, self.points[winner] + gained)
        pending = _set(self.pending, winner, 0)
        tricks_won = _set(self.tricks_won, winner, self.tricks_won[winner] + 1)
        trump_card, stock = self.trump_card, self.stock
        record = TrickRecord(leader, (lead, card), winner, value, trump_card is None)
        if trump_card is not None:  # the stock is open: the winner draws first, then the loser
            if len(stock) >= 2:
                drawn = (stock[0], stock[1])
                stock = stock[2:]
            else:  # one face-down card left: the loser takes the face-up trump
                drawn = (stock[0], trump_card)
                stock = ()
                exposed = _set(exposed, loser, (*exposed[loser], trump_card))
                trump_card = None
            hands = _set(hands, winner, _sorted((*hands[winner], drawn[0])))
            hands = _set(hands, loser, _sorted((*hands[loser], drawn[1])))
        outcome = None
        if not hands[0] and not hands[1]:
            outcome = end_of_tricks_outcome(winner, points, tricks_won, self.closing)
        return derived(State, dict(
            hands=hands, trump_suit=self.trump_suit, trump_card=trump_card, stock=stock,
            to_move=winner, trick=(), points=points, tricks_won=tricks_won, pending=pending,
            exposed=exposed, dealer=self.dealer, closing=self.closing,
            tricks=(*self.tricks, record), marriages=self.marriages, moves=moves,
            deal=self.deal, outcome=outcome,
        ))  # fmt: skip

    def _with(self, **changes: object) -> State:
        """Return a copy of this state with some fields changed."""
        fields = dict(zip(_FIELDS, _VALUES(self), strict=True))
        fields.update(changes)
        return derived(State, fields)

    # -- text ----------------------------------------------------------------------------

    def __repr__(self) -> str:
        hands = " | ".join(hand_text(h) for h in self.hands)
        return (
            f"<State trump {self.trump_suit} hands {hands} trick [{hand_text(self.trick)}] "
            f"to_move {self.to_move} points {self.points} tricks {self.tricks_won}"
            + (f" {self.outcome.text('en')}>" if self.outcome else ">")
        )

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Lang | None = None) -> str:
        """Return the table in a few lines: the trump and the stock, each hand with its points
        and tricks, then who moves (or how the hand ended), in ``lang`` (default: the current
        language, with Russian card letters in Russian)."""
        lang = resolve(lang)
        words = texts(_TEXT, lang)
        trump = trump_text(self.trump_card, self.closing, lang)
        lines = [words["trump"].format(suit=self.trump_suit, trump=trump, n=len(self.stock))
                 + (words["closed"].format(i=self.closed_by) if self.closing else "")]  # fmt: skip
        for i in (0, 1):
            cards = " ".join(card.text(lang) for card in self.hands[i])
            lines.append(
                words["hand"].format(i=i, cards=f"{cards:<16}", points=f"{self.points[i]:>3}",
                                     tricks=self.tricks_won[i])
                + (words["waiting"].format(n=self.pending[i]) if self.pending[i] else "")
            )  # fmt: skip
        if self.outcome is not None:
            lines.append(words["over"].format(outcome=self.outcome.text(lang)))
        else:
            table = words["led"].format(card=self.trick[0].text(lang)) if self.trick else ""
            lines.append(words["to_move"].format(i=self.to_move) + table)
        return "\n".join(lines)


_TEXT: dict[str, str] = {
    "trump": N_("Trump {suit} ({trump}); stock {n} face down"),
    "closed": N_(", closed by player {i}"),
    "hand": N_("Player {i}: {cards} points {points}  tricks {tricks}"),
    "waiting": N_("  (+{n} waiting)"),
    "over": N_("Over: {outcome}"),
    "to_move": N_("Player {i} to move"),
    "led": N_(", trick: {card} led"),
}
"""The words of :meth:`State.text`, in each language."""


_FIELDS: tuple[str, ...] = tuple(State.__dataclass_fields__)
_VALUES = attrgetter(*_FIELDS)


def deal_hand(order: Sequence[Card | str] | str, dealer: int = 0) -> State:
    """Return the first state of a hand dealt from ``order``: the 20 cards, top first.

    Three cards to the non-dealer, three to the dealer, the 7th card face up (trump),
    two more each; the other nine form the stock. The non-dealer leads.
    """
    if isinstance(dealer, bool) or not isinstance(dealer, int) or dealer not in (0, 1):
        raise DealError(N_("dealer must be 0 or 1, got {dealer}"), dealer=shown(dealer))
    try:
        deck = parse_cards(order)
    except ValueError as error:
        raise DealError(N_("cannot read the deck order: {error}"), error=error) from None
    if len(deck) != len(DECK) or len(set(deck)) != len(DECK):
        raise DealError(N_("a Sixty-six deal needs each of the 20 cards once, got {n} "
                           "cards ({distinct} different)"), n=len(deck), distinct=len(set(deck)))
    first = 1 - dealer
    hands: list[tuple[Card, ...]] = [(), ()]
    hands[first] = _sorted((*deck[0:3], *deck[7:9]))
    hands[dealer] = _sorted((*deck[3:6], *deck[9:11]))
    trump = deck[6]
    return State(
        hands=(hands[0], hands[1]), stock=deck[11:], deal=deck, trump_suit=trump.suit,
        trump_card=trump, to_move=first, trick=(), points=(0, 0), tricks_won=(0, 0),
        pending=(0, 0), exposed=((), ()), dealer=dealer, closing=None, tricks=(), marriages=(),
        moves=(), outcome=None,
    )


def new_hand(seed: Seed = None, dealer: int = 0) -> State:
    """Return the first state of a hand shuffled with ``seed`` and dealt by ``dealer``."""
    deck = list(DECK)
    make_rng(seed).shuffle(deck)
    return deal_hand(deck, dealer)


def view_of(state: State, player: int, legal: list[Move] | None = None) -> View:
    """Return what ``player`` may see of ``state`` (``legal``: the state's legal moves if known)."""
    if type(player) is not int or player not in (0, 1):
        raise MoveError(N_("player must be 0 or 1, got {player}"), player=shown(player))
    if player == state.to_move:
        moves = tuple(state.legal_moves() if legal is None else legal)
    else:
        moves = ()
    return derived(View, dict(
        player=player, hand=state.hands[player], stock_size=len(state.stock),
        opponent_hand_size=len(state.hands[1 - player]), legal=moves, **public_fields(state),
    ))  # fmt: skip
