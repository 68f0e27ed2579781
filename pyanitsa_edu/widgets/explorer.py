"""Decided at the deal: one deal, its code and its outcome; replay it, swap two cards, and
play the same deal under other rules."""

from __future__ import annotations

from html import escape

import ipywidgets as w

from ..errors import N_, RulesError, error_text
from ..i18n import translate
from ..pyanitsa.cards import Card, Piles
from ..pyanitsa.dealcode import MAX_DECK, deal_code
from ..pyanitsa.dealing import deal
from ..pyanitsa.engine.game import Game
from ..pyanitsa.engine.play import play
from ..pyanitsa.records import Result
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from ..pyanitsa.text import rules_text
from .access import LABELLED, WIDGET_CLASS, on_enter, saved_note
from .cards_html import FONT, counts_alt, counts_svg, mini_card_html
from .deal_input import DealInputError, check_widget_seed, deal_boxes, fresh_seed, read_deal
from .labels import ReaderFallback, card_text, check_lang, deal_words, player_text, result_text, t
from .table_view import message_html

__all__ = ["RECORDED_TRICKS", "DealExplorer", "deal_explorer", "other_rules"]

GOLD = "#f2b705"

RECORDED_TRICKS = 20_000
"""The longest game the explorer replays with its record: a fixed-order game without cycle
detection needs a ``max_tricks`` of at most this many (the record of every trick is kept)."""


def check_recordable(rules: Rules) -> Rules:
    """Return ``rules`` if every game under them ends within :data:`RECORDED_TRICKS` tricks or
    by itself; else raise RulesError (a fixed order without cycle detection needs a limit)."""
    if rules.fixed_order and not rules.detect_cycles and (
        rules.max_tricks is None or rules.max_tricks > RECORDED_TRICKS
    ):
        raise RulesError(N_("the deal explorer replays whole games and keeps their record: "
                            "with a fixed return order and detect_cycles=False it needs "
                            "max_tricks of at most {most:,}"), most=RECORDED_TRICKS)
    return rules


def other_rules(rules: Rules) -> list[tuple[str, Rules]]:
    """Return (label key, rules) pairs: the given rules, then common variants of them (those
    under which a game may never end are left out)."""
    variants: list[tuple[str, Rules]] = [("these_rules", rules)]
    changes: list[tuple[str, dict[str, object]]] = [
        (
            "no_six" if rules.low_beats_ace else "with_six",
            {"low_beats_ace": not rules.low_beats_ace},
        ),
        ("loser_first", {"collect": "loser_first"}),
        ("seat_order", {"collect": "seat_order"}),
        ("open_war", {"war_face_down": 0}),
    ]
    for key, change in changes:
        variant = rules.replace(**change)
        if variant != rules and not variant.may_never_end:
            variants.append((key, variant))
    return variants


class DealExplorer(ReaderFallback, w.VBox):  # type: ignore[misc]
    """The deal explorer (an ipywidgets VBox). ``.piles`` is the deal shown now."""

    def __init__(self, rules: RulesLike = None, seed: int | None = None, lang: str | None = None):
        self.rules: Rules = check_recordable(as_rules(rules))
        self.lang = check_lang(lang)
        first = fresh_seed() if seed is None else check_widget_seed(seed, self.lang)
        L = self.lang
        self.seed_box, self.code_box = deal_boxes(L)
        self.deal_button = w.Button(description=t(L, "new_deal"), tooltip=t(L, "deal_tip"))
        self.replay_button = w.Button(description=t(L, "replay"), button_style="primary")
        self.swap_a = w.Dropdown(description=t(L, "swap_a"), layout=w.Layout(width="190px"),
                                 style=LABELLED)
        self.swap_b = w.Dropdown(description=t(L, "swap_b"), layout=w.Layout(width="190px"),
                                 style=LABELLED)
        self.swap_button = w.Button(description=t(L, "swap"))
        self.undo_button = w.Button(description=t(L, "undo"))
        for button in (self.deal_button, self.replay_button, self.swap_button, self.undo_button):
            button.layout = w.Layout(width="auto", min_width="110px")
        self.info = w.HTML()
        self.message = w.HTML()
        self.deal_view = w.HTML()
        self.outcome = w.HTML()
        self.replays_view = w.HTML()
        self.compare = w.HTML()
        self.variants = w.HTML()
        self.deal_button.on_click(lambda _b: self.deal_from_boxes())
        self.replay_button.on_click(lambda _b: self.replay())
        self.swap_button.on_click(lambda _b: self.swap_picked())
        self.undo_button.on_click(lambda _b: self.undo())
        for box in (self.seed_box, self.code_box):
            on_enter(box, self.deal_from_boxes)
        title = w.HTML(f'<div style="font:bold 22px {FONT}">{escape(t(L, "explorer_title"))}</div>')
        super().__init__(
            [
                saved_note(L),
                title,
                w.HBox([self.deal_button, self.seed_box, self.code_box]),
                self.info,
                self.message,
                self.deal_view,
                self.outcome,
                w.HBox([self.replay_button]),
                self.replays_view,
                w.HBox([self.swap_a, self.swap_b, self.swap_button, self.undo_button]),
                self.compare,
                self.variants,
            ]
        )
        self.add_class(WIDGET_CLASS)
        self.add_class("pyanitsa-deal-explorer")
        self.original: Piles = ()
        self.piles: Piles = ()
        self.previous: Piles = ()
        self.seed: int | None = None
        self.replays = 0
        self._swapped: set[Card] = set()
        self.set_deal(deal(self.rules, first), first)

    def fallback_text(self, lang: str | None = None) -> str:
        """Return the explorer's stand-in text, in ``lang`` (default: its own)."""
        lang = self.lang if lang is None else lang
        return translate("[deal explorer: {deal}; {rules}]", lang,
                         deal=deal_words(self.seed, lang),
                         rules=rules_text(self.rules, lang))  # fmt: skip

    def __repr__(self) -> str:
        seed = f"seed={self.seed}" if self.seed is not None else "a deal code"
        return f"<deal_explorer: {seed}, {self.rules!r}>"

    # --- actions -------------------------------------------------------------

    def set_deal(self, piles: Piles, seed: int | None = None) -> None:
        """Show ``piles`` as a new deal (no swaps yet)."""
        self.original = self.piles = self.previous = tuple(tuple(p) for p in piles)
        self.seed = seed
        self.replays = 0
        self._swapped = set()
        if seed is not None:
            origin = t(self.lang, "dealt_seed", seed=seed)
        else:
            origin = t(self.lang, "dealt_code")
        self.info.value = f'<div style="font:15px {FONT}">{escape(origin)}</div>'
        self.message.value = ""
        self.replays_view.value = ""
        self.compare.value = ""
        self._render()

    def deal_from_boxes(self) -> bool:
        """Deal from the code box, else the seed box, else a random seed; False on bad text."""
        try:
            piles, seed = read_deal(self.rules, self.seed_box.value, self.code_box.value, self.lang)
        except DealInputError as error:
            self._error(error_text(error, self.lang))
            return False
        self.code_box.value = self.seed_box.value = ""
        self.set_deal(piles, seed)
        return True

    def replay(self) -> bool:
        """Play the deal again; return True when the game is identical to the first playing."""
        first = self._game(self.piles)
        again = self._game(self.piles)
        same = first == again and first.result == play(self.piles, self.rules, self._seed)
        self.replays += 1
        result = first.result
        assert result is not None
        text = t(
            self.lang,
            "replays",
            n=self.replays,
            tricks=result.tricks,
            result=self._short(result, wins=True),
        )
        mark = "✓" if same else "✗"
        self.replays_view.value = (
            f'<div class="pyanitsa-replays" role="status" data-same="{int(same)}" '
            f'style="font:17px {FONT};'
            f'color:{"#1b7f3b" if same else "#a40000"}">{mark} {escape(text)}</div>'
        )
        return same

    def swap(self, a: tuple[int, int], b: tuple[int, int]) -> bool:
        """Swap the card at (player, position) ``a`` with the one at ``b``; False if invalid."""
        try:
            card_a, card_b = self.piles[a[0]][a[1]], self.piles[b[0]][b[1]]
        except (IndexError, TypeError):
            self._error(t(self.lang, "swap_same"))
            return False
        if a == b:
            self._error(t(self.lang, "swap_same"))
            return False
        piles = [list(p) for p in self.piles]
        piles[a[0]][a[1]], piles[b[0]][b[1]] = card_b, card_a
        self.previous = self.piles
        self.piles = tuple(tuple(p) for p in piles)
        self._swapped = {card_a, card_b}
        self.message.value = message_html(
            t(self.lang, "swapped", a=card_text(card_a, self.lang), b=card_text(card_b, self.lang))
        )
        self.replays = 0
        self.replays_view.value = ""
        self._render()
        self.compare.value = self._compare_html()
        return True

    def swap_picked(self) -> bool:
        """Swap the two cards picked in the dropdowns."""
        return self.swap(self.swap_a.value, self.swap_b.value)

    def undo(self) -> None:
        """Go back to the deal as it was dealt."""
        self.piles = self.previous = self.original
        self._swapped = set()
        self.message.value = ""
        self.compare.value = ""
        self._render()

    # --- views -----------------------------------------------------------------

    @property
    def _seed(self) -> int:
        return self.seed if self.seed is not None else 0

    def _game(self, piles: Piles, rules: RulesLike = None) -> Game:
        game = Game(piles, rules or self.rules, seed=self._seed)
        game.run()
        return game

    def _short(self, result: Result, wins: bool = False) -> str:
        """Return ``Player i`` (``Player i wins`` with ``wins``) or ``Draw``."""
        if result.winner is None:
            return t(self.lang, "draw")
        who = player_text(result.winner, self.lang)
        return t(self.lang, "wins_short", who=who) if wins else who

    def _error(self, text: str) -> None:
        self.message.value = message_html(text, error=True)

    def _render(self) -> None:
        """Redraw the deal, its code, its outcome, the swap choices and the variants table."""
        L = self.lang
        rows = []
        for i, pile in enumerate(self.piles):
            cards = "".join(mini_card_html(c, L, GOLD if c in self._swapped else "") for c in pile)
            rows.append(
                f'<div style="display:flex;align-items:center;margin:4px 0">'
                f'<div style="width:90px;flex:none;font:bold 16px {FONT}">'
                f'{escape(player_text(i, L))}</div><div style="display:flex;flex-wrap:wrap;'
                f'row-gap:4px">{cards}</div></div>'
            )
        code = deal_code(self.piles, self.rules) if len(self.rules.deck) <= MAX_DECK else "—"
        self.deal_view.value = (
            f'<div class="pyanitsa-deal">{"".join(rows)}<div style="font:15px {FONT}">'
            f"{escape(t(L, 'code_now', code=''))}"
            f'<code class="pyanitsa-code" style="user-select:all">{code}</code></div></div>'
        )
        game = self._game(self.piles)
        assert game.result is not None
        labels = [player_text(i, L) for i in range(self.rules.players)]
        series = [s.counts for s in game.history]
        self.outcome.value = (
            f'<div class="pyanitsa-outcome" style="font:bold 19px {FONT};margin:6px 0">'
            f"{escape(result_text(game.result, self.rules.players, L))}</div>"
            + counts_svg(series, len(self.rules.deck), labels, alt=counts_alt(series, labels, L))
        )
        options = [
            (t(L, "position", i=i, k=k + 1, card=card_text(c, L)), (i, k))
            for i, pile in enumerate(self.piles)
            for k, c in enumerate(pile)
        ]
        for dropdown, pick in ((self.swap_a, 0), (self.swap_b, 1)):
            keep = dropdown.value
            dropdown.options = options
            values = [v for _, v in options]
            dropdown.value = keep if keep in values else values[min(pick, len(values) - 1)]
        self.variants.value = self._variants_html()

    def _compare_html(self) -> str:
        """Return the outcome before and after the last swap, side by side."""
        L = self.lang
        cells = []
        for key, piles in (("before", self.previous), ("after_swap", self.piles)):
            result = self._game(piles).result
            assert result is not None
            cells.append(
                f'<div style="flex:1;padding:8px;border:1px solid #ccc;border-radius:6px">'
                f'<div style="font:bold 17px {FONT}">{escape(t(L, key))}</div>'
                f'<div style="font:16px {FONT}">'
                f"{escape(result_text(result, self.rules.players, L))}</div></div>"
            )
        style = "display:flex;gap:10px;margin:6px 0"
        return (
            f'<div class="pyanitsa-compare" role="status" style="{style}">{"".join(cells)}</div>'
        )

    def _variants_html(self) -> str:
        """Return a table: the same deal under other rules, with winner, length and reason."""
        L = self.lang
        head = "".join(
            f'<th style="padding:4px 10px;text-align:left">{escape(t(L, k))}</th>'
            for k in ("rules_col", "winner_col", "length_col", "reason_col")
        )
        rows = []
        for key, rules in other_rules(self.rules):
            result = play(self.piles, rules, self._seed)
            winner = self._short(result)
            reason = t(L, f"reason_{result.reason}")
            rows.append(
                f'<tr class="pyanitsa-variant" data-rules="{key}">'
                f'<td style="padding:3px 10px">{escape(t(L, key))}</td>'
                f'<td style="padding:3px 10px">{escape(winner)}</td>'
                f'<td style="padding:3px 10px;text-align:right">{result.tricks}</td>'
                f'<td style="padding:3px 10px">{escape(reason)}</td></tr>'
            )
        return (
            f'<div style="font:bold 18px {FONT};margin:10px 0 4px">{escape(t(L, "other_rules"))}'
            f'</div><table class="pyanitsa-variants" style="border-collapse:collapse;'
            f'font:16px {FONT}"><tr style="border-bottom:2px solid #444">{head}</tr>'
            f"{''.join(rows)}</table>"
        )


def deal_explorer(
    rules: RulesLike = None, seed: int | None = None, lang: str | None = None
) -> DealExplorer:
    """Return the deal explorer: a deal, its code and outcome, replays that never differ,
    two-card swaps with before/after, and the same deal under other rules."""
    return DealExplorer(rules, seed, lang)
