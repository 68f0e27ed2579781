"""What one player may see of a hand of Sixty-six (docs/rules-66.md, "What the players may know").

A :class:`View` is made of public facts and the player's own hand only: it holds no
state object, no closure and no private attribute with the opponent's hand or the stock
order. A bot is a function ``bot(view, rng) -> Move``. ``str(view)`` says what the player sees
in the current language (:func:`pyanitsa_edu.set_language`); its ``repr`` stays English.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import SettingError, shown
from ..i18n import N_, texts
from ..i18n.language import Lang, resolve
from ..pyanitsa.cards import Card
from .cards import DECK, hand_text
from .moves import Move
from .public import PublicTable, check_public, check_seat
from .records import trump_text

__all__ = ["View"]


@dataclass(frozen=True, slots=True, repr=False, kw_only=True)
class View(PublicTable):
    """One player's knowledge of a hand at one moment. Immutable; built by keyword
    (:func:`pyanitsa_edu.sixtysix.state.view_of` builds it from a state).

    Besides the public facts of :class:`~pyanitsa_edu.sixtysix.public.PublicTable` (the
    trump, the trick, points, tricks, marriages, the closing, every move, the outcome…) it
    holds the player's own cards and the sizes of what he cannot see.
    """

    player: int
    """The player who sees this (0 or 1)."""
    hand: tuple[Card, ...]
    """His own cards, sorted by suit then rank."""
    stock_size: int
    """Face-down cards in the stock (after closing, the turned-down trump among them)."""
    opponent_hand_size: int
    """How many cards the opponent holds."""
    legal: tuple[Move, ...]
    """The moves this player may make now (empty when it is not his turn)."""

    def __post_init__(self) -> None:
        """Refuse a view no player can have (SettingError): a seat other than 0 or 1, a
        negative size of the stock or of the opponent's hand, or an impossible public fact
        (:func:`~pyanitsa_edu.sixtysix.public.check_public`)."""
        check_public(self)
        stock, held = self.stock_size, self.opponent_hand_size
        if not (type(stock) is int and type(held) is int and stock >= 0 and held >= 0):
            for name, size in (("stock_size", stock), ("opponent_hand_size", held)):
                if type(size) is not int or size < 0:
                    raise SettingError(N_("{name} must be a whole number ≥ 0, got {size}"),
                                       name=name, size=shown(size))
        check_seat("player", self.player)

    @property
    def opponent(self) -> int:
        """The other player."""
        return 1 - self.player

    @property
    def opponent_known(self) -> tuple[Card, ...]:
        """Cards the opponent is known to hold (see :attr:`exposed`)."""
        return self.exposed[1 - self.player]

    @property
    def perfect_information(self) -> bool:
        """True when every unseen card is in the opponent's hand (the stock is exhausted)."""
        return self.trump_card is None and self.stock_size == 0

    def legal_moves(self) -> list[Move]:
        """Return the moves this player may make now."""
        return list(self.legal)

    def unseen(self) -> tuple[Card, ...]:
        """Return the cards out of this player's sight: in the opponent's hand or the stock.

        That is every card not in his hand, not played, not the face-up trump and not the
        turned-down trump of a closed stock. Once the stock is exhausted these are
        exactly the opponent's hand.
        """
        seen = set(self.hand)
        seen.update(self.played_cards())
        if self.trump_card is not None:
            seen.add(self.trump_card)
        if self.closing is not None:
            seen.add(self.closing.trump_card)
        return tuple(card for card in DECK if card not in seen)

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Lang | None = None) -> str:
        """Return what this player sees in one line: his hand, the trump (face up, turned down
        by a close, or taken with the last draw), the stock, the card led, the points (his
        first, then his opponent's) and, once the hand is over, how it ended; in ``lang``
        (default: the current language, with Russian card letters in Russian)."""
        lang = resolve(lang)
        words = texts(_TEXT, lang)
        hand = " ".join(card.text(lang) for card in self.hand) or "—"
        trump = trump_text(self.trump_card, self.closing, lang)
        parts = [words["sees"].format(i=self.player, hand=hand),
                 words["trump"].format(suit=self.trump_suit, trump=trump),
                 words["stock"].format(n=self.stock_size)
                 + (words["closed"].format(i=self.closed_by) if self.closing else "")]  # fmt: skip
        if self.trick:
            parts.append(words["led"].format(card=self.trick[0].text(lang)))
        parts.append(
            words["points"].format(mine=self.points[self.player], theirs=self.points[self.opponent])
        )
        if self.outcome is not None:
            parts.append(words["over"].format(outcome=self.outcome.text(lang)))
        return "; ".join(parts)

    def __repr__(self) -> str:
        return (
            f"<View of player {self.player}: hand {hand_text(self.hand)}, trump {self.trump_suit}"
            f" ({self.trump_card or 'gone'}), stock {self.stock_size}, "
            f"trick [{hand_text(self.trick)}], points {self.points}>"
        )


_TEXT: dict[str, str] = {
    "sees": N_("player {i} sees: hand {hand}"),
    "trump": N_("trump {suit} ({trump})"),
    "stock": N_("stock {n}"),
    "closed": N_(", closed by player {i}"),
    "led": N_("trick: {card} led"),
    "points": N_("points: you {mine}, opponent {theirs}"),
    "over": N_("hand over: {outcome}"),
}
"""The words of :meth:`View.text`, in each language."""

