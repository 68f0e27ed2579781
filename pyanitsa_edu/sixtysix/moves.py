"""Moves of Sixty-six: a small frozen value that reads and writes its own text.

``str(move)`` is ``"play A♠"``, ``"marriage K♥"``, ``"exchange"``, ``"close"`` or
``"declare"``, and ``Move.parse`` reads it back; ``repr`` is ``Move.parse('play A♠')``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from ..errors import N_, CardError, MoveError, shown
from ..i18n import NP_, fill, pgettext
from ..i18n.language import resolve
from ..pyanitsa.cards import Card
from .cards import CARD_INDEX, DECK, marriage_partner

__all__ = ["KINDS", "Move", "MoveKind"]

MoveKind = Literal["play", "marriage", "exchange", "close", "declare"]
"""What a move does.

- ``play``: lay a card (lead it, or follow the card led).
- ``marriage``: show the K and Q of one suit and lead one of them (20, 40 in trumps).
- ``exchange``: swap the trump jack from the hand for the face-up trump card.
- ``close``: turn the trump card face down; nobody draws any more («закрыть колоду»).
- ``declare``: say «Хватит!»: the hand ends now (a win with 66 points or more).
"""

KINDS: tuple[MoveKind, ...] = get_args(MoveKind)
"""Every kind of move, in a fixed order."""

_ALIASES: dict[str, MoveKind] = {
    "play": "play",
    "marriage": "marriage",
    "exchange": "exchange",
    "close": "close",
    "declare": "declare",
    "ход": "play",
    "объявление": "marriage",
    "обмен": "exchange",
    "возврат": "close",
    "закрыть": "close",
    "хватит": "declare",
    "хватит!": "declare",
}


@dataclass(frozen=True, slots=True)
class Move:
    """One move: its kind and, for ``play`` and ``marriage``, the card laid."""

    kind: MoveKind
    """``"play"``, ``"marriage"``, ``"exchange"``, ``"close"`` or ``"declare"``."""
    card: Card | None = None
    """The card laid by ``play`` or led by ``marriage``; None for the other kinds."""

    def __post_init__(self) -> None:
        if not isinstance(self.kind, str) or self.kind not in KINDS:
            raise MoveError(N_("unknown move kind {kind}: use one of {kinds}"),
                            kind=shown(self.kind), kinds=", ".join(KINDS))
        if self.kind in ("play", "marriage"):
            if not isinstance(self.card, Card) or self.card not in CARD_INDEX:
                raise MoveError(N_("a {kind} move needs one of the 20 cards, got {card}"),
                                kind=self.kind, card=shown(self.card))
            if self.kind == "marriage" and marriage_partner(self.card) is None:
                raise MoveError(N_("a marriage is led with a K or a Q, not {card}"), card=self.card)
            # One shared instance per card, so the engine may compare cards by identity.
            object.__setattr__(self, "card", DECK[CARD_INDEX[self.card]])
        elif self.card is not None:
            raise MoveError(N_("a {kind} move takes no card, got {card}"), kind=self.kind,
                            card=shown(self.card))

    @staticmethod
    def play(card: Card | str) -> Move:
        """Return the move that lays ``card`` (a Card or its text, e.g. ``"A♠"``)."""
        move = _PLAYS.get(card) if isinstance(card, Card) else None
        return move if move is not None else _PLAYS[_card(card)]

    @staticmethod
    def marriage(card: Card | str) -> Move:
        """Return the move that shows the marriage of ``card``'s suit and leads ``card`` (K, Q)."""
        card = _card(card)
        move = _MARRIAGES.get(card)
        if move is None:
            raise MoveError(N_("a marriage is led with a K or a Q, not {card}"), card=card)
        return move

    @staticmethod
    def exchange() -> Move:
        """Return the move that swaps the trump jack for the face-up trump card."""
        return _EXCHANGE

    @staticmethod
    def close() -> Move:
        """Return the move that closes the stock («закрыть колоду»)."""
        return _CLOSE

    @staticmethod
    def declare() -> Move:
        """Return the move that declares 66 («Хватит!») and ends the hand."""
        return _DECLARE

    @staticmethod
    def parse(text: str) -> Move:
        """Return the move written as ``text``: ``"play A♠"``, ``"marriage K♥"``, ``"close"``…

        A bare card (``"A♠"``) is a play; the Russian words of :meth:`text` are read too.
        """
        if isinstance(text, Move):
            return text
        if not isinstance(text, str):
            raise MoveError(N_("a move must be text such as 'play A♠', got {text}"),
                            text=shown(text))
        words = str.split(text)  # str's own split, whatever a subclass of str does
        if not words:
            raise MoveError(N_("empty move text: write e.g. 'play A♠', 'marriage K♥' or 'close'"))
        kind = _ALIASES.get(str.lower(words[0]))
        if kind is None:
            if len(words) == 1:
                try:
                    return Move.play(words[0])
                except (CardError, MoveError):
                    pass
            raise MoveError(N_("cannot read move {text}: write 'play A♠', 'marriage K♥', "
                               "'exchange', 'close' or 'declare'"), text=shown(text))
        if kind in ("play", "marriage"):
            if len(words) != 2:
                raise MoveError(N_("cannot read move {text}: '{kind}' needs one card, e.g. A♠"),
                                text=shown(text), kind=kind)
            return Move.play(words[1]) if kind == "play" else Move.marriage(words[1])
        if len(words) != 1 and str.lower(" ".join(words[1:])) not in (
                "козыря", "козырного валета", "колоду"):
            # «обмен козырного валета» (or «обмен козыря»), «закрыть колоду»
            raise MoveError(N_("cannot read move {text}: '{kind}' takes no card"), text=shown(text),
                            kind=kind)
        return Move(kind)

    @property
    def is_lead_only(self) -> bool:
        """True for the moves only the player on lead may make (all but ``play``)."""
        return self.kind != "play"

    def __str__(self) -> str:
        return f"{self.kind} {self.card}" if self.card is not None else self.kind

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    def text(self, lang: str | None = None) -> str:
        """Return the move as words for a player, in ``lang`` (default: the current language,
        :func:`pyanitsa_edu.set_language`)."""
        code = resolve(lang)
        card = self.card.text(code) if self.card is not None else ""
        return fill(pgettext("move", MOVE_TEXT[self.kind], code), code, card=card)


MOVE_TEXT: dict[str, str] = {
    "play": NP_("move", "play {card}"),
    "marriage": NP_("move", "marriage {card}"),
    "exchange": NP_("move", "exchange"),
    "close": NP_("move", "close"),
    "declare": NP_("move", "declare"),
}
"""Each kind of move as words for a player (context ``move``); English is ``str(move)``."""


def _card(card: Card | str) -> Card:
    """Return one of the 20 cards for a Card or its text; raise for anything else."""
    parsed = Card.parse(card) if isinstance(card, str) else card
    if not isinstance(parsed, Card) or parsed not in CARD_INDEX:
        raise MoveError(N_("{card} is not one of the 20 Sixty-six cards (A 10 K Q J)"),
                        card=shown(card))
    return DECK[CARD_INDEX[parsed]]


_PLAYS: dict[Card, Move] = {card: Move("play", card) for card in DECK}
_MARRIAGES: dict[Card, Move] = {
    card: Move("marriage", card) for card in DECK if marriage_partner(card) is not None
}
_EXCHANGE = Move("exchange")
_CLOSE = Move("close")
_DECLARE = Move("declare")
