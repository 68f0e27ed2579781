"""The ranking: who beats whom, the six → ace arrow, exact single-flip odds, and the cycle
on a table of three players."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from html import escape
from typing import Any

import ipywidgets as w

from ..i18n import translate
from ..i18n.fmt import percent
from ..plots import plot_beats
from ..pyanitsa.cards import Card
from ..pyanitsa.ranking import compare, flip_odds, unbeaten
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from ..pyanitsa.text import rules_text
from .access import LABELLED, WIDGET_CLASS, Picture, saved_note
from .cards_html import FONT, SMALL, card_html
from .figures import Drawing, draw
from .labels import Lang, ReaderFallback, card_text, check_lang, player_text, rank_text, t
from .table_view import message_html

__all__ = ["RankingWidget", "ranking_widget"]

GOLD = "#f2b705"


@lru_cache(maxsize=64)
def _graph(rules: Rules, highlight: tuple[str, ...], lang: Lang) -> Drawing:
    """Return the beats graph (cached: the same picture comes back often)."""
    return draw(lambda ax: plot_beats(rules, ax=ax, lang=lang, highlight=highlight), (5.6, 5.6))


class RankingWidget(ReaderFallback, w.VBox):  # type: ignore[misc]
    """The ranking explorer (an ipywidgets VBox). ``.rules`` follows the special-rule toggle."""

    def __init__(self, rules: RulesLike = None, lang: str | None = None) -> None:
        self.rules: Rules = as_rules(rules)
        self.lang = check_lang(lang)
        L = self.lang
        deck = self.rules.deck
        low, high = rank_text(deck.ranks[0], L), rank_text(deck.ranks[-1], L)
        self.special = w.Checkbox(
            value=self.rules.low_beats_ace,
            indent=False,
            description=t(L, "low_beats_ace", low=low, high=high),
        )
        options = [(card_text(c, L), str(c)) for c in deck.cards]
        first, last = deck.cards[0], deck.cards[-1]
        second = next((c for c in reversed(deck.cards) if c.rank == last.rank), last)
        self.card_a = w.Dropdown(options=options, value=str(first), description=t(L, "card_a"),
                                 style=LABELLED)
        self.card_b = w.Dropdown(options=options, value=str(second), description=t(L, "card_b"),
                                 style=LABELLED)
        self.graph = Picture(448, 448, layout=w.Layout(width="448px", height="448px"))
        self.pick_result = w.HTML()
        self.odds = w.HTML()
        self.message = w.HTML()
        self.multi = [
            w.Dropdown(
                options=options,
                description=player_text(i, L),
                style=LABELLED,
                layout=w.Layout(width="auto"),
            )
            for i in range(3)
        ]
        self.multi_result = w.HTML()
        defaults = _three_defaults(self.rules)
        for dropdown, card in zip(self.multi, defaults, strict=True):
            dropdown.value = str(card)
        self.special.observe(self._on_special, names="value")
        for control in (self.card_a, self.card_b, *self.multi):
            control.observe(self._on_pick, names="value")
        for dropdown in (self.card_a, self.card_b):
            dropdown.layout = w.Layout(width="190px")
        multi_title = w.HTML(
            f'<div style="font:bold 18px {FONT};margin-top:8px">{escape(t(L, "multi"))}</div>'
        )
        right = w.VBox(
            [
                self.special,
                w.HBox([self.card_a, self.card_b]),
                self.pick_result,
                multi_title,
                w.HBox(self.multi),
                self.multi_result,
                self.message,
            ],
            layout=w.Layout(min_width="420px"),
        )
        super().__init__([saved_note(L), w.HBox([self.graph, right]), self.odds])
        self.add_class(WIDGET_CLASS)
        self.add_class("pyanitsa-ranking-widget")
        self._render()

    def fallback_text(self, lang: str | None = None) -> str:
        """Return the ranking widget's stand-in text, in ``lang`` (default: its own)."""
        lang = self.lang if lang is None else lang
        return translate("[ranking widget: {rules}]", lang,
                         rules=rules_text(self.rules, lang))

    def __repr__(self) -> str:
        return f"<ranking_widget: {self.rules!r}>"

    def set_special(self, on: bool) -> None:
        """Turn the special rule (the low card beats the ace) on or off."""
        self.special.value = bool(on)

    def _on_special(self, change: dict[str, Any]) -> None:
        self.rules = self.rules.replace(low_beats_ace=bool(change["new"]))
        self._render()

    def _on_pick(self, _change: dict[str, Any]) -> None:
        self._render()

    def _cards(self, dropdowns: list[Any]) -> list[Card] | None:
        """Return the picked cards, or None (with a message) if one is not in the deck."""
        try:
            return [self.rules.deck.card(d.value) for d in dropdowns]
        except ValueError as error:
            self.message.value = message_html(t(self.lang, "bad_card", error=error), error=True)
            return None

    def _render(self) -> None:
        """Redraw the graph, the two-card duel, the three-card table and the odds."""
        L, rules = self.lang, self.rules
        self.message.value = ""
        pair = self._cards([self.card_a, self.card_b])
        three = self._cards(self.multi)
        marked = tuple(sorted({c.rank for c in pair})) if pair else ()
        self.graph.show(*_graph(rules, marked, L))
        if pair:
            self.pick_result.value = _duel_html(pair[0], pair[1], rules, L)
        if three:
            self.multi_result.value = _three_html(three, rules, L)
        self.odds.value = odds_html(rules, L)


def _three_defaults(rules: Rules) -> list[Card]:
    """Return three cards that show the circle on the table: the low card, the ace, the king.

    Cards of a deck with fewer than three come back again (the table then says so).
    """
    cards = rules.deck.cards
    ranks = rules.deck.ranks
    picks = [ranks[0], ranks[-1], ranks[-2] if len(ranks) > 2 else ranks[0]]
    out: list[Card] = []
    for r in picks:
        free = [c for c in cards if c.rank == r and c not in out]
        unused = [c for c in cards if c not in out]
        out.append(free[0] if free else unused[0] if unused else cards[len(out) % len(cards)])
    return out


def _duel_html(a: Card, b: Card, rules: Rules, lang: str) -> str:
    """Return two cards side by side with the winner ringed and one sentence."""
    score = compare(a, b, rules)
    if a == b:
        text = t(lang, "swap_same")
    elif score == 0:
        text = t(lang, "pick_result_tie", a=card_text(a, lang), b=card_text(b, lang))
    else:
        win, lose = (a, b) if score > 0 else (b, a)
        text = t(lang, "pick_result_win", a=card_text(win, lang), b=card_text(lose, lang))
    ring_a = GOLD if score > 0 else ""
    ring_b = GOLD if score < 0 else ""
    return (
        f'<div class="pyanitsa-duel" style="display:flex;align-items:center;gap:10px;margin:8px 0">'
        f"{card_html(a, lang, SMALL, ring_a)}{card_html(b, lang, SMALL, ring_b)}"
        f'<div style="font:bold 18px {FONT}">{escape(text)}</div></div>'
    )


def _three_html(cards: list[Card], rules: Rules, lang: str) -> str:
    """Return three flipped cards and what the table makes of them (unbeaten, war, cycle)."""
    free = unbeaten(list(cards), rules)
    if len(set(cards)) < len(cards):
        text = t(lang, "swap_same")
    elif not free:
        text = t(lang, "unbeaten_none")
    elif len(free) == 1:
        text = t(lang, "multi_win", card=card_text(cards[free[0]], lang))
    else:
        names = ", ".join(card_text(cards[i], lang) for i in free)
        text = t(lang, "multi_war", cards=names)
    shown = "".join(
        card_html(c, lang, SMALL, GOLD if i in free else "") for i, c in enumerate(cards)
    )
    return (
        f'<div class="pyanitsa-three" data-unbeaten="{len(free)}" style="margin:6px 0">'
        f'<div style="display:flex">{shown}</div>'
        f'<div style="font:bold 17px {FONT};margin-top:6px;max-width:420px">{escape(text)}</div>'
        "</div>"
    )


def odds_html(rules: Rules, lang: str) -> str:
    """Return a table: for each rank, the exact chances to win, tie and lose one flip."""
    head = "".join(
        f'<th style="padding:4px 10px">{escape(t(lang, key))}</th>'
        for key in ("rank", "win", "tie", "lose")
    )
    rows = []
    low, high = rules.deck.ranks[0], rules.deck.ranks[-1]
    for rank in rules.deck.ranks:
        win, tie, lose = flip_odds(rank, rules)
        special = rules.low_beats_ace and rank in (low, high)
        style = "background:#fff1f1;" if special else ""
        cells = "".join(
            f'<td style="padding:3px 10px;text-align:center">{_fraction(f)}'
            f' <span style="color:#555">({percent(float(f), 0, lang)})</span></td>'
            for f in (win, tie, lose)
        )
        rows.append(
            f'<tr class="pyanitsa-odds-row" data-rank="{escape(rank)}" style="{style}">'
            f'<td style="padding:3px 10px;text-align:center;font-weight:bold">'
            f"{escape(rank_text(rank, lang))}</td>{cells}</tr>"
        )
    return (
        f'<div style="font:bold 18px {FONT};margin:10px 0 4px">{escape(t(lang, "odds_title"))}'
        f'</div><table class="pyanitsa-odds" style="border-collapse:collapse;font:16px {FONT}">'
        f'<tr style="border-bottom:2px solid #444">{head}</tr>{"".join(rows)}</table>'
    )


def _fraction(f: Fraction) -> str:
    """Return an exact fraction as text: ``4/35``, or ``0`` and ``1`` for the whole numbers."""
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def ranking_widget(rules: RulesLike = None, lang: str | None = None) -> RankingWidget:
    """Return the ranking explorer: the beats circle, a toggle for the special rule, a duel
    of two cards, the exact single-flip odds per rank, and three cards with no unbeaten one."""
    return RankingWidget(rules, lang)
