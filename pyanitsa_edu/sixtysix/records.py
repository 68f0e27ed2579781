"""Immutable records of a hand of Sixty-six: tricks, marriages, closing, and the outcome.

``str()`` of an outcome, a trick or a marriage speaks the current language
(:func:`pyanitsa_edu.set_language`), with Russian card letters (В Д К Т) in Russian; their
``text(lang)`` takes the language as an argument.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from typing import Literal

from ..errors import SettingError, shown
from ..i18n import N_, NP_, _, fill, ngettext, pgettext, texts
from ..i18n.language import resolve
from ..pyanitsa.cards import Card
from ..text_enum import TextEnum

__all__ = [
    "GAME_POINTS",
    "REASONS",
    "Closing",
    "HandEnd",
    "Marriage",
    "Outcome",
    "Reason",
    "TrickRecord",
    "trump_text",
]

class HandEnd(TextEnum):
    """How a hand of Sixty-six ended (docs/rules-66.md, "Ending a hand"). Each member is a
    ``str`` equal to its code text, so ``outcome.reason == "last_trick"`` holds, as with
    Pyanitsa's :class:`~pyanitsa_edu.termination.Termination`."""

    DECLARED = "declared"
    """A player said «Хватит!» with 66 points or more and wins; also the closer who has 66 or
    more when the tricks run out (that counts as his declaration)."""
    WRONG_DECLARATION = "wrong_declaration"
    """A player declared with fewer than 66 points; the opponent wins."""
    LAST_TRICK = "last_trick"
    """Ten tricks were played in an unclosed hand and nobody declared; the winner of the last
    trick wins."""
    FAILED_CLOSE = "failed_close"
    """The hand was closed and the closer lost: his opponent declared 66, or the tricks ran
    out with the closer under 66."""

    @classmethod
    def parse(cls, value: object) -> HandEnd:
        """Return ``value`` (a member or its code text) as a member; anything else raises
        :class:`~pyanitsa_edu.errors.SettingError` naming the endings."""
        if type(value) is HandEnd:
            return value
        if isinstance(value, str):
            for member in _ENDS:
                if member.value == value:
                    return member
        raise SettingError(N_("unknown reason {reason}: a hand ends by {reasons}"),
                           reason=shown(value), reasons=", ".join(REASONS))

    @classmethod
    def _missing_(cls, value: object) -> HandEnd:
        """``HandEnd(text)`` of an unknown text: raise the package's error."""
        return cls.parse(value if isinstance(value, str) else repr(value))


_ENDS: tuple[HandEnd, ...] = tuple(HandEnd)
Reason = HandEnd
"""How a hand ended: the name :class:`HandEnd` had before it was an enum."""
REASONS: tuple[HandEnd, ...] = _ENDS
"""Every ending reason, in a fixed order."""
GAME_POINTS = (1, 2, 3)
"""The game points a hand can be worth (docs/rules-66.md, "Game points")."""


def _is_whole(value: object) -> bool:
    """Return True for a whole number (a Python or numpy integer), not a bool."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


HOW_TEXT: dict[HandEnd, str] = {
    HandEnd.DECLARED: NP_("hand end", "declared"),
    HandEnd.WRONG_DECLARATION: NP_("hand end", "wrong declaration"),
    HandEnd.LAST_TRICK: NP_("hand end", "last trick"),
    HandEnd.FAILED_CLOSE: NP_("hand end", "failed close"),
}
"""Why a hand ended, for a reader, by reason code (context ``hand end``)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a hand: who won, how many game points, and why."""

    winner: int
    """The player (0 or 1) who won the hand."""
    game_points: int
    """Game points of the win: 1, 2 or 3 (docs/rules-66.md, "Game points")."""
    reason: HandEnd
    """How the hand ended; see :class:`HandEnd` (a reason given as text becomes one)."""

    def __post_init__(self) -> None:
        """Refuse an outcome no hand can have (SettingError): a winner other than player 0 or
        1, game points other than 1, 2 or 3, an unknown reason, a failed close worth 1."""
        if not _is_whole(self.winner) or self.winner not in (0, 1):
            raise SettingError(N_("the winner of a hand is player 0 or 1, got {winner}"),
                               winner=shown(self.winner))
        if not _is_whole(self.game_points) or self.game_points not in GAME_POINTS:
            raise SettingError(N_("a hand is worth 1, 2 or 3 game points, got {game_points}"),
                               game_points=shown(self.game_points))
        object.__setattr__(self, "winner", int(self.winner))  # a numpy integer becomes an int
        object.__setattr__(self, "game_points", int(self.game_points))
        if type(self.reason) is not HandEnd:
            object.__setattr__(self, "reason", HandEnd.parse(self.reason))
        if self.reason is HandEnd.FAILED_CLOSE and self.game_points == 1:
            raise SettingError(N_("a failed close is worth 2 or 3 game points, not 1"))

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Literal["en", "ru"] | None = None) -> str:
        """Return the outcome as a sentence for a player, in ``lang`` (default: the current
        language, :func:`pyanitsa_edu.set_language`)."""
        code = resolve(lang)
        how = pgettext("hand end", HOW_TEXT[self.reason], code)
        n = self.game_points
        line = ngettext("player {i} wins {n} ({how})", "player {i} wins {n} ({how})", n, code)
        return fill(line, code, i=self.winner, n=n, how=how)

    def value_for(self, player: int) -> int:
        """Return the game points for ``player``: positive when he won, negative when he lost."""
        return self.game_points if player == self.winner else -self.game_points


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """One finished trick: who led, the two cards in the order played, who took them."""

    leader: int
    """The player who led."""
    cards: tuple[Card, Card]
    """The card led, then the card that followed."""
    winner: int
    """The player who took the trick."""
    points: int
    """Card points of the two cards (won by ``winner``)."""
    strict: bool
    """True when the follower had to follow suit and head the trick (second phase)."""

    @property
    def follower(self) -> int:
        """The player who followed."""
        return 1 - self.leader

    def card_of(self, player: int) -> Card:
        """Return the card ``player`` laid in this trick."""
        return self.cards[0] if player == self.leader else self.cards[1]

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Literal["en", "ru"] | None = None) -> str:
        """Return the trick in one line, ``P0 J♦, P1 10♥ → P0 +12`` (who laid which card, who
        took it and its card points), in ``lang`` (default: the current language):
        ``игрок 0 В♦, игрок 1 10♥ → игрок 0 +12`` in Russian."""
        lang = resolve(lang)
        lead, follow = (card.text(lang) for card in self.cards)
        leader, follower, winner = (_("P{i}", lang, i=i)
                                    for i in (self.leader, self.follower, self.winner))
        return f"{leader} {lead}, {follower} {follow} → {winner} +{self.points}"


@dataclass(frozen=True, slots=True)
class Marriage:
    """A marriage shown: the K and Q of ``suit`` held by ``player``, 20 points or 40 in trumps."""

    player: int
    """The player who showed it."""
    suit: str
    """Its suit."""
    points: int
    """20, or 40 in the trump suit."""
    trick: int
    """Number of tricks finished before it was shown (its trick is ``trick + 1``)."""

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: Literal["en", "ru"] | None = None) -> str:
        """Return the marriage in one line, ``P0 shows K♥ Q♥: 20``, in ``lang`` (default: the
        current language): ``игрок 0 объявляет К♥ Д♥: 20`` in Russian."""
        code = resolve(lang)
        king, queen = (Card(rank, self.suit).text(code) for rank in ("K", "Q"))
        return _("P{i} shows {king} {queen}: {points}", code, i=self.player,
                 king=king, queen=queen, points=self.points)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Closing:
    """The moment the stock was closed: the closer and his opponent's standing then."""

    closer: int
    """The player who closed."""
    opponent_points: int
    """The opponent's points (card points plus counting marriages) at the moment of closing."""
    opponent_tricks: int
    """The number of tricks the opponent had taken at the moment of closing."""
    trick: int
    """Number of tricks finished before the closing."""
    trump_card: Card
    """The trump card turned face down: both players saw it; it lies at the bottom of the stock."""


_TRUMP_TEXT: dict[str, str] = {
    "face_up": N_("{card} face up"),
    "turned_down": N_("{card} turned down"),
    "drawn": N_("taken with the last draw"),
}
"""Where the trump card is, in each language (see :func:`trump_text`)."""


def trump_text(
    trump_card: Card | None, closing: Closing | None, lang: Literal["en", "ru"] | None = None
) -> str:
    """Return where the trump card is, in ``lang`` (default: the current language): face up
    under the stock, turned down by a close, or taken with the last draw (both players know
    which)."""
    lang = resolve(lang)
    words = texts(_TRUMP_TEXT, lang)
    if trump_card is not None:
        return words["face_up"].format(card=trump_card.text(lang))
    if closing is not None:
        return words["turned_down"].format(card=closing.trump_card.text(lang))
    return words["drawn"]
