"""The game table: deal, flip trick by trick, watch a war happen round by round.

Every Flip plays exactly one whole trick (one ``game.step()``), so after Reset and
``k`` Flips ``widget.game`` equals a fresh :class:`~pyanitsa_edu.Game` of the same
deal stepped ``k`` times, wars or not. When the trick is a war (спор), the table
first shows only the equal cards; the **Next war round** button then lays the war
one round per click (face-down cards drawn face down, then the face-up card) until
the bank is taken. That button is enabled only while rounds of the trick on the
table are still hidden. Flip never waits for them: it plays the next trick, and the
war's end is told in a note and in the log. Autoplay reveals a war one round per
tick; Play to end plays every remaining trick at once.

The table plays at most :data:`TABLE_TRICKS` tricks of one game: the Game records every
trick, so a game that never ends (``detect_cycles=False`` with a fixed return order, or a
huge ``max_tricks``) would otherwise grow without end. Games that stop by themselves end
long before: of 100,000 random deals, the longest lasts about 1,700 tricks with the classic
rules and about 11,000 with 52 cards returned in seat order.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from ..errors import error_text
from ..i18n import translate
from ..i18n.fmt import TRICK, count
from ..pyanitsa.cards import Piles
from ..pyanitsa.dealcode import MAX_DECK, deal_code
from ..pyanitsa.dealing import deal
from ..pyanitsa.engine.game import Game
from ..pyanitsa.records import Trick
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from ..pyanitsa.text import rules_text
from .access import LABELLED, WIDGET_CLASS, on_enter, refocus, saved_note
from .cards_html import FONT, counts_alt, counts_svg
from .deal_input import DealInputError, check_widget_seed, deal_boxes, fresh_seed, read_deal
from .labels import ReaderFallback, check_lang, deal_words, player_text, t
from .table_view import (
    TableView,
    banner_html,
    log_html,
    message_html,
    table_html,
    trick_status,
)

__all__ = ["TABLE_TRICKS", "TableWidget", "table_widget"]

TABLE_TRICKS = 20_000
"""Tricks of one game the table plays at most (about 40 MB of record for 36 cards), so the
kernel never hangs and memory stays bounded however often Play to end is pressed."""


class TableWidget(ReaderFallback, w.VBox):  # type: ignore[misc]
    """The game table (an ipywidgets VBox). ``.game`` is the engine Game being played."""

    def __init__(
        self,
        rules: RulesLike = None,
        seed: int | None = None,
        lang: str | None = None,
        war_steps: bool = True,
    ) -> None:
        self.rules: Rules = as_rules(rules)
        self.lang = check_lang(lang)
        first_seed = fresh_seed() if seed is None else check_widget_seed(seed, self.lang)
        self.war_steps = bool(war_steps)
        """Show a war's rounds one per click of Next war round (True), or all at once (False)."""
        L = self.lang
        self.deal_button = w.Button(description=t(L, "deal"), tooltip=t(L, "deal_tip"))
        self.flip_button = w.Button(
            description=t(L, "flip"), tooltip=t(L, "flip_tip"), button_style="primary"
        )
        self.war_button = w.Button(
            description=t(L, "war_next"),
            tooltip=t(L, "war_next_tip"),
            button_style="warning",
            disabled=True,
        )
        self.play_button = w.Button(description=t(L, "play_end"), tooltip=t(L, "play_end_tip"))
        self.reset_button = w.Button(description=t(L, "reset"), tooltip=t(L, "reset_tip"))
        self.seed_box, self.code_box = deal_boxes(L)
        self.autoplay = w.ToggleButton(description=t(L, "autoplay"), tooltip=t(L, "autoplay_tip"))
        # A drop-down, not a slider: ipywidgets' slider handle cannot be given a name.
        self.speed = w.Dropdown(options=[(str(n), n) for n in range(1, 11)], value=3,
                                description=t(L, "speed"), layout=w.Layout(width="190px"),
                                style=LABELLED)
        self.timer = w.Play(
            value=0,
            min=0,
            max=10**8,
            step=1,
            interval=self._interval(),
            layout=w.Layout(display="none"),
        )
        self.info = w.HTML()
        self.message = w.HTML()
        self.table = w.HTML()
        self.banner = w.HTML()
        self.chart = w.HTML(layout=w.Layout(flex="0 0 auto", width="580px"))
        self.trick_log = w.HTML(layout=w.Layout(flex="1 1 auto", min_width="0"))
        for button in (
            self.deal_button,
            self.flip_button,
            self.war_button,
            self.play_button,
            self.reset_button,
        ):
            button.layout = w.Layout(width="auto", min_width="120px", height="40px")
        if not self.war_steps:  # every trick is shown whole: the button would never be enabled
            self.war_button.layout.display = "none"
        self.autoplay.layout = w.Layout(width="auto", min_width="120px", height="40px")
        self.deal_button.on_click(lambda _b: self.deal_from_boxes())
        self.flip_button.on_click(lambda _b: self._pressed(self.flip_button, self.flip))
        self.war_button.on_click(lambda _b: self._pressed(self.war_button, self.next_war_round))
        self.play_button.on_click(lambda _b: self._pressed(self.play_button, self.play_to_end))
        self.reset_button.on_click(lambda _b: self.reset())
        for box in (self.seed_box, self.code_box):
            on_enter(box, self.deal_from_boxes)
        self.autoplay.observe(self._on_autoplay, names="value")
        self.speed.observe(self._on_speed, names="value")
        self.timer.observe(self._on_tick, names="value")
        super().__init__(
            [
                saved_note(L),
                w.HBox([self.deal_button, self.seed_box, self.code_box]),
                w.HBox(
                    [
                        self.flip_button,
                        self.war_button,
                        self.play_button,
                        self.reset_button,
                        self.autoplay,
                        self.speed,
                        self.timer,
                    ]
                ),
                self.info,
                self.message,
                self.table,
                self.banner,
                w.HBox(
                    [self.chart, self.trick_log],
                    layout=w.Layout(align_items="flex-start", width="100%"),
                ),
            ]
        )
        self.add_class(WIDGET_CLASS)
        self.add_class("pyanitsa-table-widget")
        self.start_piles: Piles = ()
        self.seed: int | None = None
        self.game: Game = Game(deal(self.rules, 0), self.rules)
        self._trick: Trick | None = None
        self._shown = 0
        self._start(deal(self.rules, first_seed), first_seed)

    def fallback_text(self, lang: str | None = None) -> str:
        """Return the table's stand-in text, in ``lang`` (default: its own)."""
        lang = self.lang if lang is None else lang
        return translate("[table widget: {deal}; {rules}; {tricks} played]", lang,
                         deal=deal_words(self.seed, lang),
                         rules=rules_text(self.rules, lang),
                         tricks=count(len(self.game.tricks), TRICK, lang))  # fmt: skip

    def __repr__(self) -> str:
        seed = f"seed={self.seed}" if self.seed is not None else "a deal code"
        return f"<table_widget: {seed}, {self.rules!r}, {len(self.game.tricks)} tricks played>"

    # --- actions -----------------------------------------------------------

    def new_deal(self, seed: int | None = None, code: str | None = None) -> bool:
        """Deal from ``seed`` or a deal ``code`` and start a new game; return False on bad input."""
        try:
            if code is not None:
                piles, seed = read_deal(self.rules, "", code, self.lang)
            else:
                seed = check_widget_seed(seed, self.lang)
                piles = deal(self.rules, seed)
        except DealInputError as error:
            self._say(error_text(error, self.lang), error=True)
            return False
        self._start(piles, seed)
        return True

    def deal_from_boxes(self) -> bool:
        """Deal from the deal-code box, else the seed box, else a fresh random seed.

        Clears both boxes after a good deal; on bad text shows why and changes nothing.
        """
        try:
            piles, seed = read_deal(self.rules, self.seed_box.value, self.code_box.value, self.lang)
        except DealInputError as error:
            self._say(error_text(error, self.lang), error=True)
            return False
        self.code_box.value = self.seed_box.value = ""
        self._start(piles, seed)
        return True

    def _start(self, piles: Piles, seed: int | None) -> None:
        """Start a new game from ``piles`` (dealt from ``seed``, or from a code when None)."""
        self.start_piles = piles
        self.seed = seed
        self.game = Game(piles, self.rules, seed=seed if seed is not None else 0)
        self._trick, self._shown = None, 0
        self._stop_autoplay()
        if seed is not None:
            origin = t(self.lang, "dealt_seed", seed=seed)
        else:
            origin = t(self.lang, "dealt_code")
        code = deal_code(piles, self.rules) if len(self.rules.deck) <= MAX_DECK else "—"
        self.info.value = (
            f'<div style="font:15px {FONT}">{escape(origin)} · '
            f"{escape(t(self.lang, 'code_now', code=''))}"
            f'<code class="pyanitsa-code" style="font-size:15px;user-select:all">{code}</code>'
            "</div>"
        )
        self._say("")
        self._render()

    def reset(self) -> None:
        """Start the same deal again from its first trick."""
        self.game = Game(
            self.start_piles, self.rules, seed=self.seed if self.seed is not None else 0
        )
        self._trick, self._shown = None, 0
        self._stop_autoplay()
        self._say("")
        self._render()

    def flip(self) -> None:
        """Play the next trick: exactly one ``game.step()``.

        War rounds of the trick on the table that are still hidden are not waited for:
        a note tells how that war ended (the log shows all of it). Once the game is over,
        a Flip only uncovers what is still hidden, so the result is shown.
        """
        note, trick = self._skipped_note(), self._trick
        if self._full:
            self._say(t(self.lang, "table_full", n=f"{TABLE_TRICKS:,}"))
            self._stop_autoplay()
            return
        if self.game.over:
            if trick is None or not self._pending:
                self._say(t(self.lang, "game_over"))
                self._stop_autoplay()
                return
            self._shown, note = len(trick.rounds), ""
        else:
            self._trick = self.game.step()
            self._shown = 1 if self.war_steps else len(self._trick.rounds)
        self._say(note)
        self._render()

    def next_war_round(self) -> bool:
        """Lay the next hidden round of the war on the table; return False when none is hidden."""
        if not self._pending:
            return False
        self._shown += 1
        self._say("")
        self._render()
        return True

    def _pressed(self, button: w.Button, action: Callable[[], object]) -> None:
        """Run a button's action; if that disabled the button, keep the keyboard focus on the
        table (the next trick, the war, or Reset) instead of losing it."""
        action()
        refocus(button, self.flip_button, self.war_button, self.reset_button, self.deal_button)

    def _skipped_note(self) -> str:
        """Return how the war on the table ended, when some of its rounds are still hidden."""
        trick = self._trick
        if trick is None or not self._pending:
            return ""
        whole = TableView(self.game.counts, trick, len(trick.rounds), len(self.game.carry))
        status = trick_status(whole, self.rules, self.lang)
        return f"{t(self.lang, 'trick_n', n=trick.number)}: {status}"

    def play_to_end(self) -> None:
        """Finish the war on the table and play every remaining trick, up to
        :data:`TABLE_TRICKS` tricks of the game."""
        if self.game.over and not self._pending:
            self._say(t(self.lang, "game_over"))
            return
        self._stop_autoplay()
        while not self.game.over and not self._full:
            self._trick = self.game.step()
        if self._trick is not None:
            self._shown = len(self._trick.rounds)
        self._say(t(self.lang, "table_full", n=f"{TABLE_TRICKS:,}") if self._full else "")
        self._render()

    @property
    def _full(self) -> bool:
        """True when the game goes on but the table has played all the tricks it may."""
        return not self.game.over and len(self.game.tricks) >= TABLE_TRICKS

    # --- what is shown -------------------------------------------------------

    @property
    def _pending(self) -> bool:
        return self._trick is not None and self._shown < len(self._trick.rounds)

    def view(self) -> TableView:
        """Return what the table shows now: pile counts, the trick and the rounds face up."""
        trick = self._trick
        if trick is None or not self._pending:
            return TableView(self.game.counts, trick, self._shown, len(self.game.carry))
        before = self.game.history[trick.number - 1]
        partial = TableView(before.counts, trick, self._shown, len(before.carry))
        laid = partial.laid()
        counts = tuple(n - laid.get(i, 0) for i, n in enumerate(before.counts))
        return TableView(counts, trick, self._shown, len(before.carry))

    def pile_counts(self) -> tuple[int, ...]:
        """Return the number of cards drawn in each player's pile."""
        return self.view().counts

    def table_cards(self) -> int:
        """Return the number of cards lying on the table, not yet in anyone's pile."""
        view = self.view()
        return (sum(view.laid().values()) if view.pending else 0) + view.carry

    def _render(self) -> None:
        """Redraw the table, banner, log, chart and button states."""
        view = self.view()
        L = self.lang
        self.table.value = table_html(view, self.rules, L)
        finished = self.game.over and not view.pending
        tricks = self.game.tricks
        short = tricks[-1].short if tricks else ()
        self.banner.value = banner_html(
            self.game.result if finished else None, self.rules.players, L, short
        )
        history = self.game.history
        if view.pending:
            tricks, history = tricks[:-1], history[:-1]
        self.trick_log.value = log_html(tricks, L)
        labels = [player_text(i, L) for i in range(self.rules.players)]
        series = [snap.counts for snap in history]
        if view.pending:
            series.append(view.counts)
        self.chart.value = (
            f'<div style="font:bold 16px sans-serif">{t(L, "chart")}</div>'
            + counts_svg(series, len(self.rules.deck), labels, alt=counts_alt(series, labels, L))
        )
        for control in (self.flip_button, self.play_button, self.autoplay):
            control.disabled = finished or (self._full and not view.pending)
        self.war_button.disabled = not view.pending

    def _say(self, text: str, error: bool = False) -> None:
        self.message.value = message_html(text, error)

    # --- autoplay --------------------------------------------------------------

    def _interval(self) -> int:
        """Return the autoplay pause between flips, in milliseconds, from the speed slider."""
        return round(1500 / max(1, int(self.speed.value)))

    def _on_autoplay(self, change: dict[str, Any]) -> None:
        if change["new"] and self.game.over and not self._pending:
            self.autoplay.value = False
            return
        self.timer.interval = self._interval()
        self.timer.playing = bool(change["new"])

    def _on_speed(self, _change: dict[str, Any]) -> None:
        self.timer.interval = self._interval()

    def _on_tick(self, _change: dict[str, Any]) -> None:
        if not self.autoplay.value:
            return
        if not self.next_war_round():  # a war is laid one round per tick, then the next trick
            self.flip()
        if self.game.over and not self._pending:
            self._stop_autoplay()

    def _stop_autoplay(self) -> None:
        if self.autoplay.value:
            self.autoplay.value = False
        self.timer.playing = False


def table_widget(
    rules: RulesLike = None,
    seed: int | None = None,
    lang: str | None = None,
    war_steps: bool = True,
) -> TableWidget:
    """Return the game table widget: Deal, Flip, Next war round, Play to end, Reset,
    autoplay, log and chart.

    Each Flip plays exactly one trick. ``seed`` fixes the first deal (else a random seed,
    shown so the class can share it); ``lang="ru"`` speaks Russian; ``war_steps=False``
    shows a war's rounds all at once (and hides the Next war round button).
    """
    return TableWidget(rules, seed, lang, war_steps)
