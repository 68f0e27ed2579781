"""Plain-text views of piles and rules for lessons and exercises: ``9♣ 7♠ 6♦`` instead of
reprs. Every function speaks the current language unless given ``lang``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import RU_RANKS, Card
from .deck import Deck
from .language import CARD, TRICK, Lang, plural, resolve, ru_form
from .rules import Rules

__all__ = ["deck_text", "pile_text", "piles_text", "rules_text"]


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
    word = "игрок" if lang == "ru" else "player"
    labels = list(names) if names is not None else [f"{word} {i}" for i in range(len(piles))]
    lists = [list(pile) for pile in piles]
    width = max(len(label) for label in labels)
    return "\n".join(
        f"{label:<{width}} ({len(cards):2d}): {pile_text(cards, lang)}"
        for label, cards in zip(labels, lists, strict=True)
    )


def deck_text(deck: Deck, lang: Lang | None = None) -> str:
    """Return a short description of ``deck`` in ``lang`` (default: the current language):
    :meth:`Deck.describe` in English, ``колода из 36 карт`` in Russian.

    >>> print(deck_text(Deck(ranks=["6", "7", "A"], suits=2), "ru"))
    колода из 6 карт (6 7 Т × ♣♦)
    """
    if resolve(lang) == "en":
        return deck.describe()
    size = len(deck)
    text = f"колода из {size} {ru_form(size, 'карты', 'карт', 'карт')}"
    if deck.standard_size is None:
        ranks = [RU_RANKS.get(r, r) for r in deck.ranks]
        if len(ranks) > 16:
            ranks = [*ranks[:8], "…", *ranks[-8:]]
        text += f" ({' '.join(ranks)} × {''.join(deck.suits)})"
    return text


def rules_text(rules: Rules, lang: Lang | None = None) -> str:
    """Return a one-line description of ``rules`` in ``lang`` (default: the current language):
    :meth:`Rules.describe` in English; in Russian the same facts, option values as written.

    >>> print(rules_text(Rules(max_tricks=500), "ru").replace(", н", ",\\nн"))
    колода из 36 карт, 6 бьёт Т, в споре 1 закрытая карта,
    нехватка в споре: lose, возврат: winner_first, предел 500 сравнений
    """
    if resolve(lang) == "en":
        return rules.describe()
    deck = rules.deck
    bits = [deck_text(deck, "ru")]
    low, high = (RU_RANKS.get(r, r) for r in (deck.ranks[0], deck.ranks[-1]))
    bits.append(f"{low} бьёт {high}" if rules.low_beats_ace else f"{high} старше всех")
    down = rules.war_face_down
    bits.append(f"в споре {down} {ru_form(down, 'закрытая', 'закрытые', 'закрытых')} "
                f"{plural(down, CARD, 'ru')}")  # fmt: skip
    bits.append(f"нехватка в споре: {rules.war_shortfall}")
    bits.append(f"возврат: {rules.collect}")
    if rules.players != 2:
        bits.append(f"{rules.players} {ru_form(rules.players, 'игрок', 'игрока', 'игроков')}")
    if rules.max_tricks is not None:
        bits.append(f"предел {rules.max_tricks} {plural(rules.max_tricks, TRICK, 'ru')}")
    if rules.detect_cycles is not True:
        ranks = rules.detect_cycles == "ranks"
        bits.append("зацикливание ищется по достоинствам" if ranks else "зацикливание не ищется")
    return ", ".join(bits)
