"""Plain-text views of piles and rules for lessons and exercises: ``9♣ 7♠ 6♦`` instead of
reprs. Every function speaks the current language unless given ``lang``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..i18n import NP_, _, pgettext
from ..i18n.language import Lang, resolve
from .cards import Card, rank_text
from .deck import Deck
from .rules import COLLECT_TEXT, SHORTFALL_TEXT, Rules

__all__ = [
    "CARD_RANK_NAMES",
    "CARD_SUIT_NAMES",
    "COLLECT_TEXT",
    "NAMES",
    "SHORTFALL_TEXT",
    "card_name",
    "deck_text",
    "pile_text",
    "piles_text",
    "rank_text",
    "reader_name",
    "return_order_text",
    "rules_text",
]


CARD_RANK_NAMES: dict[str, str] = {
    "2": NP_("card rank", "two"), "3": NP_("card rank", "three"),
    "4": NP_("card rank", "four"), "5": NP_("card rank", "five"),
    "6": NP_("card rank", "six"), "7": NP_("card rank", "seven"),
    "8": NP_("card rank", "eight"), "9": NP_("card rank", "nine"),
    "10": NP_("card rank", "ten"), "J": NP_("card rank", "jack"),
    "Q": NP_("card rank", "queen"), "K": NP_("card rank", "king"), "A": NP_("card rank", "ace"),
}  # fmt: skip
"""The spoken name of each rank of the standard decks (read with the context ``card rank``)."""
CARD_SUIT_NAMES: dict[str, str] = {
    "♣": NP_("card suit after a rank", "clubs"), "♦": NP_("card suit after a rank", "diamonds"),
    "♥": NP_("card suit after a rank", "hearts"), "♠": NP_("card suit after a rank", "spades"),
}  # fmt: skip
"""The spoken name of each suit as it follows a rank (in Russian, the genitive: «пик»)."""


def card_name(card: Card, lang: str | None = None) -> str:
    """Return a card's name in words, as a screen reader should say it: ``ace of spades``,
    ``туз пик``; a rank of a custom deck is said as it is written.

    >>> card_name(Card.parse("6♥"), "ru"), card_name(Card.parse("10♣"), "en")
    ('шестёрка червей', 'ten of clubs')
    """
    code = resolve(lang)
    rank = CARD_RANK_NAMES.get(card.rank)
    said = pgettext("card rank", rank, code) if rank is not None else card.rank
    suit = pgettext("card suit after a rank", CARD_SUIT_NAMES[card.suit], code)
    return _("{rank} of {suit}", code, rank=said, suit=suit)


def pile_text(pile: Iterable[Card], lang: Lang | None = None) -> str:
    """Return a pile (top first) as space-separated cards, or ``—`` when it is empty.

    >>> pile_text([Card.parse("9♣"), Card.parse("A♥")], lang="ru")
    '9♣ Т♥'
    """
    lang = resolve(lang)
    text = " ".join(card.text(lang) for card in pile)
    return text or "—"


def piles_text(
    piles: Sequence[Iterable[Card]],
    names: Sequence[str] | None = None,
    lang: Lang | None = None,
) -> str:
    """Return one line per pile: its owner's name, its size and its cards, top first.

    >>> from pyanitsa_edu import Game
    >>> print(piles_text(Game(["9♣ 6♦", "7♠ A♣"]).piles, names="AB"))
    A ( 2): 9♣ 6♦
    B ( 2): 7♠ A♣
    """
    lang = resolve(lang)
    labels = list(names) if names is not None else [
        _("player {i}", lang, i=i) for i in range(len(piles))
    ]
    lists = [list(pile) for pile in piles]
    width = max(len(label) for label in labels)
    return "\n".join(
        f"{label:<{width}} ({len(cards):2d}): {pile_text(cards, lang)}"
        for label, cards in zip(labels, lists, strict=True)
    )



NAMES: dict[str, str] = {
    "random": NP_("bot", "random"),
    "greedy": NP_("bot", "greedy"),
    "sampling": NP_("bot", "sampling"),
    "top_card": NP_("strategy", "top_card"),
    "highest_first": NP_("strategy", "highest_first"),
    "beat_or_dump": NP_("strategy", "beat_or_dump"),
    "random_card": NP_("strategy", "random_card"),
}
"""The code names of the package's bots and strategies, shown to a reader through the
catalogue (contexts ``bot`` and ``strategy``)."""

_KINDS = {"random": "bot", "greedy": "bot", "sampling": "bot"}


def return_order_text(collect: str, lang: str | None = None) -> str:
    """Return a return order (a ``Rules.collect`` value) for a reader in ``lang`` (default: the
    current language): its code in English, its words in Russian; any other text as it is.

    >>> return_order_text("seat_order", "ru"), return_order_text("seat_order", "en")
    ('по порядку мест', 'seat_order')
    """
    if not isinstance(collect, str) or collect not in COLLECT_TEXT:
        return collect
    return pgettext("return order", COLLECT_TEXT[collect], lang)


def reader_name(name: str, lang: str | None = None) -> str:
    """Return a bot's or a strategy's name for a reader in ``lang`` (default: the current
    language): the catalogue's word for the package's own (``greedy`` → ``жадный``), any other
    name as it is.

    >>> reader_name("beat_or_dump", "ru"), reader_name("my bot", "ru"), reader_name("greedy")
    ('бей или сбрасывай', 'my bot', 'greedy')
    """
    if not isinstance(name, str) or name not in NAMES:
        return name
    return pgettext(_KINDS.get(name, "strategy"), NAMES[name], lang)




def deck_text(deck: Deck, lang: str | None = None) -> str:
    """Return a short description of ``deck`` in ``lang`` (default: the current language):
    :meth:`Deck.text`, ``колода из 36 карт`` in Russian.

    >>> print(deck_text(Deck(ranks=["6", "7", "A"], suits=2), "ru"))
    колода из 6 карт (6 7 Т × ♣♦)
    """
    return deck.text(lang)


def rules_text(rules: Rules, lang: str | None = None) -> str:
    """Return a one-line description of ``rules`` in ``lang`` (default: the current language):
    :meth:`Rules.text`, option values in the language's words.

    >>> print(rules_text(Rules(deck=32, war_face_down=2), "ru").replace(", ", "\\n"))
    колода из 32 карт
    Т старше всех
    в споре 2 закрытые карты
    нехватка карт на спор: проигрыш
    порядок возврата: сначала карты победителя
    """
    return rules.text(lang)
