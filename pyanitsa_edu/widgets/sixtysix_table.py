"""Play Sixty-six against a bot in the notebook: a table of cards and buttons over a Session.

Your hand is a row of card buttons: only the cards you may play now are enabled (bright,
framed in green); the others are grey with a dashed frame. Buttons below show each marriage
you may show now, the exchange of the trump jack, closing the stock and «Enough!» — each
enabled only when the rules allow it. The bot answers at once, in the same click, and when
it leads it plays before your turn, so the table always waits for you. The last trick stays
on the table, every move is in the log, and the banner gives the game points of the hand
and the match score (7 down to 0, the deal alternating). The rules: docs/rules-66.md.

The widget draws only what you may see (``widget.view``); ``widget.state`` (the engine's
state) and ``widget.match`` are there for lessons and tests.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import ipywidgets as w

from ..errors import MoveError, error_text
from ..i18n import translate
from ..pyanitsa.cards import Card
from ..pyanitsa.text import card_name
from ..sixtysix.cards import DECK, marriage_partner
from ..sixtysix.match import Match
from ..sixtysix.moves import Move
from ..sixtysix.rules import TARGET, marriage_points, trump_jack
from ..sixtysix.state import State
from ..sixtysix.view import View
from .access import WIDGET_CLASS, hidden_text, refocus, saved_note
from .cards_html import FONT
from .deal_input import fresh_seed
from .labels import ReaderFallback, card_text
from .sixtysix_labels import bot_title, t66
from .sixtysix_session import BotLike, Session, check_lang66
from .sixtysix_view import (
    banner_html,
    bot_note,
    card_button_look,
    hands_html,
    header_html,
    log_html,
    player_html,
    status_text,
    table_html,
)
from .table_view import message_html

__all__ = ["HAND_SIZE", "SixtySixWidget", "sixtysix_widget"]

HAND_SIZE = 5
"""Cards a player holds at most: one button each."""

_MARRIAGE_CARDS: tuple[Card, ...] = tuple(c for c in DECK if marriage_partner(c) is not None)


class SixtySixWidget(ReaderFallback, w.VBox):  # type: ignore[misc]
    """The Sixty-six table against a bot (an ipywidgets VBox).

    ``.state`` is the engine's state of the hand, ``.match`` the match score, ``.view``
    what the person sees; :meth:`choose` makes a move as a click would.
    """

    def __init__(
        self,
        seed: int | None = None,
        bot: BotLike = "sampling",
        lang: str | None = None,
        human: int = 0,
    ) -> None:
        self.lang = check_lang66(lang)
        self.session = Session(fresh_seed() if seed is None else seed, bot, human)
        L = self.lang
        self._action_moves: list[tuple[w.Button, Move]] = []
        self.header = w.HTML()
        self.bot_row = w.HTML()
        self.table = w.HTML()
        self.human_row = w.HTML()
        self.card_buttons = [self._card_button(i) for i in range(HAND_SIZE)]
        self.marriage_buttons = [self._action(Move.marriage(c)) for c in _MARRIAGE_CARDS]
        for button in self.marriage_buttons:
            button.button_style = "info"
        self.exchange_button = self._action(Move.exchange(), t66(L, "exchange"))
        self.close_button = self._action(Move.close(), t66(L, "close"))
        self.declare_button = self._action(Move.declare(), t66(L, "declare"))
        self.close_button.tooltip = t66(L, "close_tip")
        self.declare_button.tooltip = t66(L, "declare_tip")
        self.status = w.HTML()
        self.message = w.HTML()
        self.banner = w.HTML()
        self.new_hand_button = self._button(t66(L, "new_hand"), self.new_hand, "primary")
        self.new_match_button = self._button(t66(L, "new_match"), self.new_match)
        self.move_log = w.HTML(layout=w.Layout(flex="1 1 0", min_width="0"))
        self.hands = w.HTML(layout=w.Layout(flex="1 1 0", min_width="0"))
        hand_title = w.HTML(
            f'<div style="font:bold 17px {FONT};margin-top:6px">{escape(t66(L, "your_hand"))}</div>'
        )
        actions = [*self.marriage_buttons, self.exchange_button, self.close_button,
                   self.declare_button]  # fmt: skip
        super().__init__(
            [
                saved_note(L),
                self.header,
                self.bot_row,
                self.table,
                self.human_row,
                hand_title,
                w.HBox(self.card_buttons, layout=w.Layout(flex_flow="row wrap")),
                w.HBox(actions, layout=w.Layout(flex_flow="row wrap", margin="6px 0")),
                self.status,
                self.message,
                self.banner,
                w.HBox([self.new_hand_button, self.new_match_button]),
                w.HBox([self.move_log, self.hands], layout=w.Layout(width="100%")),
            ]
        )
        self.add_class(WIDGET_CLASS)
        self.add_class("pyanitsa-sixtysix-widget")
        self._cards: list[Card | None] = [None] * HAND_SIZE
        self._render(self._bot_note(self.session.bot_moves))

    # --- what the table holds ---------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The engine's state of the current hand (both hands, the stock: for lessons and tests)."""
        return self.session.state

    @property
    def match(self) -> Match:
        """The match score: each player's count from 7 down to 0, and every hand's outcome."""
        return self.session.match

    @property
    def view(self) -> View:
        """What the person may see now: the engine's view of seat ``human``."""
        return self.session.view()

    @property
    def human(self) -> int:
        """The person's seat (0 or 1); the bot plays the other one."""
        return self.session.human

    @property
    def seed(self) -> int:
        """The match seed: with the same clicks it gives the same hands and the same bot moves."""
        return self.session.seed

    @property
    def hand_seed(self) -> int:
        """The seed the current hand was dealt from (``new_hand(hand_seed, dealer)``)."""
        return self.session.hand_seed

    def buttons(self) -> list[w.Button]:
        """Return every move button shown: hand cards, marriages, exchange, close, «Enough!»."""
        shown = [*self.card_buttons, *self.marriage_buttons, self.exchange_button,
                 self.close_button, self.declare_button]  # fmt: skip
        return [b for b in shown if b.layout.display != "none"]

    def enabled_moves(self) -> list[Move]:
        """Return the moves whose buttons are enabled now, in the order shown."""
        return [self._move_of(b) for b in self.buttons() if not b.disabled]

    # --- actions ----------------------------------------------------------------------------------

    def choose(self, move: Move | str) -> bool:
        """Make the person's ``move`` (a Move or its text), then the bot's answer, and redraw.

        Returns False, with a message in the widget, when the move is not allowed now.
        """
        L = self.lang
        try:
            move = Move.parse(move) if isinstance(move, str) else move
        except MoveError as error:
            self._say(error_text(error, self.lang), error=True)
            return False
        state = self.session.state
        if state.over:
            self._say(t66(L, "match_over" if self.match.over else "hand_over"), error=True)
            return False
        if state.to_move != self.human:
            self._say(t66(L, "not_your_turn"), error=True)
            return False
        if move not in state.legal_moves():
            text = move.text(L)
            self._say(t66(L, "illegal", move=text, why=state.illegal(move).text(L)), error=True)
            return False
        try:
            replies = self.session.move(move)
        except Exception as error:  # a bot that fails must not raise into the kernel log
            self._render(t66(L, "bot_failed", error=error), error=True)
            return False
        self._render(self._bot_note(replies, mine=1))
        return True

    def play(self, card: Card | str) -> bool:
        """Play ``card`` from your hand (a Card or its text, e.g. ``"A♠"``); see :meth:`choose`."""
        try:
            move = Move.play(card)
        except Exception as error:
            self._say(error_text(error, self.lang), error=True)
            return False
        return self.choose(move)

    def new_hand(self) -> bool:
        """Deal the next hand of the match; return False (with a message) if it cannot be dealt."""
        if not self.state.over:
            self._say(t66(self.lang, "hand_going"), error=True)
            return False
        if self.match.over:
            self._say(t66(self.lang, "match_over"), error=True)
            return False
        return self._deal(self.session.new_hand)

    def new_match(self) -> bool:
        """Start a new match at 7 : 7 (the next hand seeds of the match seed) and deal."""
        return self._deal(self.session.new_match)

    def _deal(self, deal: Callable[[], tuple[Move, ...]]) -> bool:
        """Deal with ``deal``; show the bot's first moves, or its failure."""
        try:
            replies = deal()
        except Exception as error:
            self._render(t66(self.lang, "bot_failed", error=error), error=True)
            return False
        self._render(self._bot_note(replies))
        return True

    # --- drawing ----------------------------------------------------------------------------------

    def _bot_note(self, moves: tuple[Move, ...], mine: int = 0) -> str:
        """Return what the last moves did: the person's (``mine`` of them), then the bot's."""
        state = self.session.state
        return bot_note(self.session.view(), len(moves) + mine, state.deal[6], self.lang)

    def _render(self, note: str = "", error: bool = False) -> None:
        """Redraw everything from the person's view and enable only the legal moves."""
        L = self.lang
        session, state = self.session, self.session.state
        view = session.view()
        self.header.value = header_html(
            session.bot_name, session.seed, session.hand_number, session.hand_seed,
            state.dealer, self.human, L,
        )  # fmt: skip
        self.bot_row.value = player_html(view, 1 - self.human, L)
        self.table.value = table_html(view, L)
        self.human_row.value = player_html(view, self.human, L)
        self._show_hand(view)
        self._show_actions(view)
        hand = ", ".join(card_name(c, L) for c in view.hand)
        self.status.value = (
            f'<div class="pyanitsa66-status" role="status" aria-live="polite" aria-atomic="true" '
            f'style="font:bold 18px {FONT};margin:6px 0">'
            f"{escape(status_text(view, self.match.over, L))}"
            f"{hidden_text(' ' + t66(L, 'hand_now', cards=hand)) if hand else ''}</div>"
        )
        self._say(note, error)
        over = state.outcome is not None
        declarer = state.moves[-1][0] if over and state.moves[-1][1].kind == "declare" else None
        bot_cards = state.hands[1 - self.human] if over else ()
        self.banner.value = banner_html(state.outcome, view, declarer, bot_cards, self.match, L)
        self.new_hand_button.disabled = not over or self.match.over
        self.move_log.value = log_html(view, L)
        self.hands.value = hands_html(self.match, L)

    def _show_hand(self, view: View) -> None:
        """Put the hand on the card buttons: legal cards bright and enabled, others greyed."""
        legal = set(view.legal)
        for i, button in enumerate(self.card_buttons):
            card = view.hand[i] if i < len(view.hand) else None
            self._cards[i] = card
            button.layout.display = "none" if card is None else ""
            if card is None:
                continue
            enabled = Move.play(card) in legal
            style, border = card_button_look(card, enabled)
            button.description = card_text(card, self.lang)
            button.tooltip = t66(self.lang, "play_tip", card=card_name(card, self.lang))
            button.style.button_color = style["button_color"]
            button.style.text_color = style["text_color"]
            button.layout.border = border
            button.disabled = not enabled

    def _show_actions(self, view: View) -> None:
        """Show the legal marriages; colour the other move buttons when they may be used."""
        L, legal = self.lang, set(view.legal)
        for button, card in zip(self.marriage_buttons, _MARRIAGE_CARDS, strict=True):
            shown = Move.marriage(card) in legal
            button.layout.display = "" if shown else "none"
            button.disabled = not shown
            if shown:
                partner = marriage_partner(card)
                assert partner is not None
                value = marriage_points(card.suit, view.trump_suit)
                button.description = t66(L, "marriage", value=value, card=card_text(card, L))
                king, queen = (card, partner) if card.rank == "K" else (partner, card)
                button.tooltip = t66(
                    L, "marriage_tip", k=card_text(king, L), q=card_text(queen, L),
                    value=value, card=card_text(card, L),
                )  # fmt: skip
        if view.trump_card is not None:
            self.exchange_button.tooltip = t66(
                L, "exchange_tip", jack=card_text(trump_jack(view.trump_suit), L),
                trump=card_text(view.trump_card, L),
            )  # fmt: skip
        ready = view.points[self.human] >= TARGET
        looks = ((self.exchange_button, Move.exchange(), "info"),
                 (self.close_button, Move.close(), "warning"),
                 (self.declare_button, Move.declare(), "success" if ready else ""))  # fmt: skip
        for button, move, style in looks:
            button.disabled = move not in legal
            button.button_style = "" if button.disabled else style
            # a usable button without a colour gets a dark frame, so it never looks disabled
            plain = not button.disabled and not style
            button.layout.border = "2px solid #444" if plain else ""

    def _say(self, text: str, error: bool = False) -> None:
        self.message.value = message_html(text, error)

    # --- building buttons -------------------------------------------------------------------------

    def _button(self, label: str, action: Callable[[], object], style: str = "") -> w.Button:
        """Return a text-labelled button whose click runs ``action``, never raising."""
        button = w.Button(description=label, button_style=style)
        button.layout = w.Layout(width="auto", min_width="150px", height="40px", margin="2px 4px")
        button.style.font_size = "16px"
        button.on_click(lambda _b: self._pressed(button, action))
        return button

    def _action(self, move: Move, label: str = "") -> w.Button:
        """Return the button of a move other than playing a card (marriage, exchange, …)."""
        button = self._button(label or move.text(self.lang), lambda: self.choose(move))
        button.add_class("pyanitsa66-move-button")
        self._action_moves.append((button, move))
        return button

    def _card_button(self, i: int) -> w.Button:
        """Return the ``i``-th card button of the hand (its card changes as the hand does)."""
        button = w.Button(description="", disabled=True)
        button.layout = w.Layout(width="84px", height="120px", margin="4px 5px", padding="0")
        button.style.font_size = "28px"
        button.style.font_weight = "bold"
        button.style.font_family = FONT
        button.add_class("pyanitsa66-card-button")
        button.on_click(lambda _b: self._pressed(button, lambda: self._click_card(i)))
        return button

    def _click_card(self, i: int) -> bool:
        card = self._cards[i]
        if card is None:
            return False
        return self.play(card)

    def _move_of(self, button: w.Button) -> Move:
        """Return the move a shown button makes now."""
        if button in self.card_buttons:
            card = self._cards[self.card_buttons.index(button)]
            assert card is not None
            return Move.play(card)
        return next(move for b, move in self._action_moves if b is button)

    def _pressed(self, button: w.Button, action: Callable[[], object]) -> None:
        """Run a click's action safely; if the button is then disabled or hidden, move the
        keyboard focus to the first usable card, move or deal button instead of losing it."""
        self._safely(action)
        refocus(button, *self.card_buttons, *self.marriage_buttons, self.exchange_button,
                self.close_button, self.declare_button, self.new_hand_button,
                self.new_match_button)  # fmt: skip

    def _safely(self, action: Callable[[], object]) -> None:
        """Run a click's action; show any error in the widget instead of the kernel log."""
        try:
            action()
        except Exception as error:
            self._say(f"{type(error).__name__}: {error_text(error, self.lang)}", error=True)

    def fallback_text(self, lang: str | None = None) -> str:
        """Return the Sixty-six table's stand-in text, in ``lang`` (default: its own)."""
        lang = self.lang if lang is None else lang
        return translate("[Sixty-six table: you against the {bot} bot, hand {n}]", lang,
                         bot=bot_title(self.session.bot_name, lang),
                         n=self.session.hand_number)  # fmt: skip

    def __repr__(self) -> str:
        return f"<sixtysix_widget: {self.session!r}>"


def sixtysix_widget(
    seed: int | None = None, bot: BotLike = "sampling", lang: str | None = None, human: int = 0
) -> SixtySixWidget:
    """Return a Sixty-six table where you play seat ``human`` against ``bot``, match by match.

    ``bot`` is ``"sampling"`` (the default), ``"greedy"``, ``"random"`` or any callable
    ``bot(view, rng) -> Move``. ``seed`` (a whole number ≥ 0) fixes every hand of the match
    and the bot's choices, so the same clicks give the same game; without it a fresh seed
    is drawn and shown. ``lang="ru"`` speaks Russian. Bad values raise a PyanitsaError.
    """
    return SixtySixWidget(seed, bot, lang, human)
