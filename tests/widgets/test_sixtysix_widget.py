"""Kernel-side tests of the Sixty-six table: clicks against the engine, the match, the texts."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from ipywidgets import Button

from pyanitsa_edu.errors import DealError, MoveError, PyanitsaError, StrategyError
from pyanitsa_edu.sixtysix import (
    Move,
    State,
    View,
    deal_hand,
    greedy_bot,
    new_hand,
    play_match,
    random_bot,
    sampling_bot,
)
from pyanitsa_edu.sixtysix.play import seat_rngs
from pyanitsa_edu.widgets import SixtySixWidget, sixtysix_widget
from pyanitsa_edu.widgets.sixtysix_labels import game_points_text, points_word
from pyanitsa_edu.widgets.sixtysix_session import Session, SettingError


def html(widget: SixtySixWidget) -> str:
    """Return every piece of HTML the widget shows."""
    parts = (widget.header, widget.bot_row, widget.table, widget.human_row, widget.status,
             widget.message, widget.banner, widget.move_log, widget.hands)  # fmt: skip
    return "".join(p.value for p in parts)


def text(fragment: str) -> str:
    """Return the visible text of an HTML fragment."""
    return re.sub(r"<[^>]+>", "", fragment)


def replayed(state: State) -> State:
    """Return the state reached by the engine's ``apply`` of ``state``'s moves from its deal."""
    replay = deal_hand(state.deal, state.dealer)
    for _player, move in state.moves:
        replay = replay.apply(move)
    return replay


def shown_moves(widget: SixtySixWidget) -> dict[Move, Button]:
    """Return each shown move button by the move it makes."""
    return {widget._move_of(b): b for b in widget.buttons()}


def check_buttons(widget: SixtySixWidget) -> None:
    """Assert that the enabled buttons are exactly the person's legal moves, one each."""
    view = widget.view
    state = widget.state
    legal = list(view.legal)
    enabled = widget.enabled_moves()
    assert sorted(map(str, enabled)) == sorted(map(str, legal))
    if state.over or state.to_move != widget.human:
        assert enabled == []
    cards = [b for b in widget.card_buttons if b.layout.display != "none"]
    assert [b.description for b in cards] == [c.text(widget.lang) for c in view.hand]
    for button in cards:
        move = widget._move_of(button)
        assert button.disabled == (move not in legal)
        # disabled cards look different: grey face, dashed frame
        assert ("dashed" in button.layout.border) == button.disabled
        assert (button.style.button_color == "#ffffff") == (not button.disabled)
    for button in widget.marriage_buttons:  # only the legal marriages are shown
        shown = button.layout.display != "none"
        assert shown == (widget._move_of(button) in legal)
    for button in widget.buttons()[len(cards) :]:  # coloured when usable
        if button is not widget.declare_button:
            assert (button.button_style != "") == (not button.disabled)


def click_random(widget: SixtySixWidget, rng: random.Random) -> Move:
    """Click one enabled button chosen by ``rng``; return its move."""
    buttons = [b for b in widget.buttons() if not b.disabled]
    button = rng.choice(buttons)
    move = widget._move_of(button)
    button.click()
    return move


def play_out(
    widget: SixtySixWidget, rng: random.Random, marry: bool = False
) -> Iterator[SixtySixWidget]:
    """Click random legal buttons until the hand ends, checking every step; yield each step.

    With ``marry``, a marriage is shown whenever one may be.
    """
    while not widget.state.over:
        check_buttons(widget)
        before = len(widget.state.moves)
        marriages = [b for b in widget.marriage_buttons if not b.disabled]
        if marry and marriages:
            rng.choice(marriages).click()
        else:
            click_random(widget, rng)
        assert len(widget.state.moves) > before, widget.message.value
        assert "pyanitsa-error" not in widget.message.value
        yield widget
    check_buttons(widget)


# --- playing by clicks ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(30))
def test_clicking_legal_buttons_plays_a_match_to_the_end(seed: int) -> None:
    bot = (random_bot, greedy_bot)[seed % 2]
    widget = sixtysix_widget(seed=seed, bot=bot, human=seed % 3 % 2)
    rng = random.Random(seed)
    remaining = (7, 7)
    hands = 0
    while True:
        for _ in play_out(widget, rng):
            assert widget.state == replayed(widget.state)
        outcome = widget.state.outcome
        assert outcome is not None
        hands += 1
        w = outcome.winner
        expected = list(remaining)
        expected[w] = max(0, expected[w] - outcome.game_points)
        assert widget.match.remaining == tuple(expected)
        remaining = widget.match.remaining
        assert widget.state == replayed(widget.state)
        assert len(widget.match.outcomes) == hands
        if widget.match.over:
            assert widget.new_hand_button.disabled
            break
        assert not widget.new_hand_button.disabled
        widget.new_hand_button.click()
        assert not widget.state.over or widget.state.outcome is not None
    assert min(widget.match.remaining) == 0
    assert "match" in text(widget.banner.value).lower()


@pytest.mark.parametrize("human", [0, 1])
@pytest.mark.parametrize("seed", [0, 5, 17])
def test_a_person_playing_like_greedy_plays_play_match_exactly(seed: int, human: int) -> None:
    """Hand seeds, deals, dealers and the bot's choices are those of play_match."""
    widget = sixtysix_widget(seed=seed, bot="random", human=human)
    hands: list[State] = []
    while True:
        while not widget.state.over:
            rng = random.Random()  # greedy never uses it
            move = greedy_bot(widget.view, rng)
            shown_moves(widget)[move].click()
        hands.append(widget.state)
        if widget.match.over:
            break
        widget.new_hand_button.click()
    bots = (greedy_bot, random_bot) if human == 0 else (random_bot, greedy_bot)
    expected = play_match(*bots, seed=seed, first_dealer=1 - human)
    assert widget.match == expected.match
    assert tuple(hands) == expected.hands
    pairs = zip(expected.seeds, hands, strict=True)
    dealt = [new_hand(seed, hand.dealer).deal for seed, hand in pairs]
    assert [hand.deal for hand in hands] == dealt


def test_the_same_seed_and_clicks_give_the_same_game() -> None:
    first, second = sixtysix_widget(seed=99), sixtysix_widget(seed=99)
    clicks = random.Random(4)
    for _ in range(6):
        if first.state.over:
            break
        move = click_random(first, clicks)
        shown_moves(second)[move].click()
        assert first.state == second.state
        assert html(first) == html(second)
    other = sixtysix_widget(seed=100)
    assert other.state.deal != first.state.deal


def test_the_bot_answers_in_the_click_and_leads_before_the_person() -> None:
    widget = sixtysix_widget(seed=2, bot="greedy")
    state = widget.state
    assert state.dealer == 1 and state.to_move == 0 and not state.moves  # you lead hand 1
    card = widget.view.hand[0]
    widget.play(card)
    assert widget.state.to_move == 0 or widget.state.over  # the bot has answered
    assert widget.state.moves[0] == (0, Move.play(card))
    assert len(widget.state.moves) >= 2 and widget.state.moves[1][0] == 1
    assert "Bot: answered with" in widget.message.value
    if widget.state.trick:  # the bot took the trick and led again
        assert f"led {widget.state.trick[0]}" in widget.message.value
    for _ in play_out(widget, random.Random(1)):
        pass
    widget.new_hand()  # hand 2: you dealt, so the bot leads before your turn
    state = widget.state
    assert state.dealer == 0 and state.to_move == 0 and state.moves[0][0] == 1
    if state.trick:
        assert 'data-card="' + str(state.trick[0]) + '"' in widget.table.value
        assert "the bot led" in text(widget.table.value)


def test_bots_move_from_their_seat_generator() -> None:
    """The sampling bot draws from seat_rngs(hand_seed): the widget repeats play_hand's bot."""
    session = Session(seed=8, bot="sampling", human=1)
    session.move(Move.declare())  # hand 1 ends at once; the bot (seat 0) leads hand 2
    session.new_hand()
    state = new_hand(session.hand_seed, dealer=1)
    rng = seat_rngs(session.hand_seed)[0]
    assert session.state.moves[0] == (0, sampling_bot(state.view(0), rng))


# --- what the table shows ------------------------------------------------------------------------


def test_points_pending_marriages_last_trick_and_stock_are_shown() -> None:
    seen_pending = seen_close = seen_exchange = False
    for seed in range(60):
        widget = sixtysix_widget(seed=seed, bot="greedy")
        rng = random.Random(seed)
        for _ in play_out(widget, rng, marry=True):
            view: View = widget.view
            me, bot = widget.human, 1 - widget.human
            for seat in (me, bot):
                row = widget.human_row.value if seat == me else widget.bot_row.value
                assert f'data-points="{view.points[seat]}"' in row
                assert f"points {view.points[seat]}" in text(row)
                assert f"tricks {view.tricks_won[seat]}" in text(row)
                if view.pending[seat]:
                    seen_pending = True
                    assert f"+{view.pending[seat]} waiting for a first trick" in text(row)
            assert f'data-stock="{view.stock_size}"' in widget.table.value
            assert f"Trump {view.trump_suit}" in text(widget.table.value)
            if view.trump_card is not None:
                assert f'data-card="{view.trump_card}"' in widget.table.value
            last = view.last_trick
            if last is not None:
                for card in last.cards:
                    assert f'data-card="{card}"' in widget.table.value
                taker = "you" if last.winner == me else "the bot"
                assert f"{taker} took +{last.points}" in text(widget.table.value)
            if view.closing is not None:
                seen_close = True
                who = "you" if view.closing.closer == me else "the bot"
                assert f"closed by {who}" in text(widget.table.value)
            if any(m.kind == "exchange" for _p, m in view.moves):
                seen_exchange = True
            if not widget.state.over:  # the bot's hidden cards never appear
                hidden = set(widget.state.hands[bot]) - set(view.opponent_known)
                for card in hidden:
                    assert f'data-card="{card}"' not in html(widget)
                    assert str(card) not in text(widget.bot_row.value)
        if seen_pending and seen_close and seen_exchange:
            break
    assert seen_pending and seen_close and seen_exchange


def test_the_log_has_a_line_per_trick_and_per_other_move() -> None:
    widget = sixtysix_widget(seed=21, bot="greedy")
    for _ in play_out(widget, random.Random(3), marry=True):
        pass
    view = widget.view
    lines = [text(line) for line in re.findall(r"<div style=\"color:[^>]*>.*?</div>",
                                                 widget.move_log.value)]  # fmt: skip
    others = [m for _p, m in view.moves if m.kind != "play"]
    assert len(lines) == len(view.tricks) + len(others)
    assert f'data-moves="{len(view.moves)}"' in widget.move_log.value
    for n, trick in enumerate(view.tricks, 1):
        names = ["You" if p == widget.human else "Bot" for p in (trick.leader, trick.follower)]
        winner = "You" if trick.winner == widget.human else "Bot"
        lead, follow = trick.cards
        line = f"{n}. {names[0]} {lead}, {names[1]} {follow} → {winner} +{trick.points}"
        assert line in lines
    assert lines[0].startswith(f"{len(view.tricks)}. ") or lines[0].startswith(("You:", "Bot:"))


def test_the_banner_shows_game_points_reason_and_match_score() -> None:
    reasons = set()
    for seed in range(40):
        widget = sixtysix_widget(seed=seed, bot="greedy")
        for _ in play_out(widget, random.Random(seed + 1000)):
            if not widget.state.over:
                assert widget.banner.value.count("pyanitsa66-banner") == 0
                assert "Match, from 7 down to 0: you 7, bot 7" in text(widget.banner.value)
        outcome = widget.state.outcome
        assert outcome is not None
        reasons.add(outcome.reason)
        banner = widget.banner.value
        shown = text(banner)
        assert f'data-game-points="{outcome.game_points}"' in banner
        head = "You win this hand" if outcome.winner == widget.human else "The bot wins this hand"
        assert f"{head}: {game_points_text(outcome.game_points, 'en')}" in shown
        you, bot = widget.match.remaining[widget.human], widget.match.remaining[1 - widget.human]
        assert f"you {you}, bot {bot}" in shown
        assert {you, bot} == {7, 7 - outcome.game_points}
        left = widget.state.hands[1 - widget.human]
        if left:
            assert "The bot still held: " + " ".join(map(str, left)) in shown
        assert outcome.text("en") in text(widget.hands.value)
        assert "The hand is over: press New hand." in text(widget.status.value)
    assert reasons >= {"declared", "wrong_declaration"}


def test_new_hand_and_new_match_buttons() -> None:
    widget = sixtysix_widget(seed=3, bot="greedy")
    first = widget.state
    assert widget.new_hand_button.disabled
    assert not widget.new_hand()  # the hand goes on: a message, nothing else
    assert widget.state is first and "Finish this hand first" in widget.message.value
    widget.choose(Move.declare())  # a wrong declaration: the bot wins 3
    assert widget.match.remaining == (7, 4)
    assert not widget.new_hand_button.disabled
    widget.new_hand_button.click()
    assert widget.state.dealer == 0 and widget.match.remaining == (7, 4)
    assert widget.state.deal != first.deal
    widget.new_match_button.click()
    assert widget.match.remaining == (7, 7) and widget.match.outcomes == ()
    assert widget.state.dealer == 1 and widget.session.match_number == 2
    while not widget.match.over:  # wrong declarations end the match quickly
        if widget.state.over:
            widget.new_hand_button.click()
        elif Move.declare() in widget.view.legal:
            widget.declare_button.click()
        else:
            click_random(widget, random.Random(0))
    assert widget.new_hand_button.disabled and not widget.new_match_button.disabled
    assert "The bot wins the match." in text(widget.banner.value)
    assert "The match is over: press New match." in text(widget.status.value)
    assert not widget.new_hand()
    assert widget.new_match()


# --- nothing raises into the kernel --------------------------------------------------------------


def test_disabled_and_late_clicks_show_messages_and_change_nothing() -> None:
    widget = sixtysix_widget(seed=11, bot="greedy")
    state = widget.state
    widget.exchange_button.click()  # disabled: no trump jack in hand at this seed
    assert Move.exchange() not in widget.view.legal
    assert widget.state is state and "pyanitsa-error" in widget.message.value
    assert "not allowed now" in text(widget.message.value)
    missing = next(c for c in widget.state.hands[1 - widget.human])
    assert not widget.play(missing)
    assert f"{missing} is not in the hand" in text(widget.message.value)
    assert not widget.choose("nonsense")
    assert "cannot read move" in text(widget.message.value)
    assert not widget.play("6♠")
    assert "not one of the 20" in text(widget.message.value)
    assert widget.state is state
    widget.choose(Move.declare())
    over = widget.state
    for button in widget.card_buttons:
        button.click()
    widget.declare_button.click()
    assert widget.state is over and "The hand is over" in text(widget.message.value)


def test_a_failing_or_cheating_bot_shows_a_message() -> None:
    def broken(view: View, rng: random.Random) -> Move:
        raise RuntimeError("no idea")

    def cheat(view: View, rng: random.Random) -> Move:
        return Move.declare() if view.trick else Move.play(view.hand[0])

    for bot, words in ((broken, "no idea"), (cheat, "cheat chose")):
        widget = sixtysix_widget(seed=1, bot=bot)
        widget.card_buttons[0].click()
        assert words in text(widget.message.value)
        assert "pyanitsa-error" in widget.message.value
        widget.new_match_button.click()  # a new match is always possible
        assert widget.match.remaining == (7, 7)


# --- languages, labels and bad values ------------------------------------------------------------


def test_buttons_have_text_labels_only() -> None:
    widget = sixtysix_widget(seed=1, bot="greedy")
    buttons = [*widget.card_buttons, *widget.marriage_buttons, widget.exchange_button,
               widget.close_button, widget.declare_button, widget.new_hand_button,
               widget.new_match_button]  # fmt: skip
    assert all(b.icon == "" for b in buttons)
    assert [b.description for b in buttons[-5:]] == [
        "Exchange trump jack", "Close the stock", "Enough! (66)", "New hand", "New match"
    ]  # fmt: skip


def test_russian_labels() -> None:
    widget = sixtysix_widget(seed=4, bot="greedy", lang="ru")
    labels = [b.description for b in (widget.exchange_button, widget.close_button,
                                      widget.declare_button, widget.new_hand_button,
                                      widget.new_match_button)]  # fmt: skip
    assert labels == ["Обменять козырного валета", "Закрыть колоду", "Хватит! (66)", "Новая партия",
                      "Новый матч"]
    faces = [b.description for b in widget.card_buttons if b.layout.display != "none"]
    assert faces == [c.text("ru") for c in widget.view.hand]
    assert not any(re.search(r"[JQKA]", f) for f in faces)
    assert f"Козырь {widget.state.trump_suit}" in text(widget.table.value)
    assert "Ваш ход" in text(widget.status.value)
    assert "Матч, от 7 до 0: вы 7, бот 7" in text(widget.banner.value)
    assert "партия 1, зерно партии" in text(widget.header.value)
    assert "сдавал бот · вы — игрок 0" in text(widget.header.value)
    assert "«жадный»" in text(widget.header.value)
    widget.play(widget.view.hand[0])
    assert "Бот: ответил" in text(widget.message.value)
    for _ in play_out(widget, random.Random(2)):
        pass
    outcome = widget.state.outcome
    assert outcome is not None
    won = "Вы выиграли партию" if outcome.winner == widget.human else "Бот выиграл партию"
    assert f"{won}: {game_points_text(outcome.game_points, 'ru')}" in text(widget.banner.value)
    assert outcome.text("ru") in text(widget.hands.value)
    assert "Партия окончена" in text(widget.status.value)
    assert not widget.choose(Move.declare())
    assert "Партия окончена" in text(widget.message.value)


def test_russian_words_for_points() -> None:
    assert [game_points_text(n, "ru") for n in (1, 2, 3)] == [
        "1 победное очко", "2 победных очка", "3 победных очка"
    ]  # fmt: skip
    assert [points_word(n, "ru") for n in (1, 21, 66, 72, 11, 14)] == [
        "очко", "очко", "очков", "очка", "очков", "очков"
    ]  # fmt: skip
    assert game_points_text(1, "en") == "1 game point"


@pytest.mark.parametrize(
    ("kwargs", "error", "words"),
    [
        ({"seed": "7"}, DealError, "'7'"),
        ({"seed": -1}, DealError, "-1"),
        ({"seed": True}, DealError, "True"),
        ({"seed": 2.5}, DealError, "2.5"),
        ({"bot": "clever"}, StrategyError, "unknown bot 'clever'"),
        ({"bot": 42}, StrategyError, "42"),
        ({"lang": "de"}, SettingError, "'de'"),
        ({"human": 2}, SettingError, "2"),
        ({"human": True}, SettingError, "True"),
    ],
)
def test_bad_values_raise_package_errors(
    kwargs: dict[str, object], error: type[PyanitsaError], words: str
) -> None:
    with pytest.raises(error, match=re.escape(words)) as raised:
        sixtysix_widget(**kwargs)  # type: ignore[arg-type]
    assert isinstance(raised.value, PyanitsaError)


def test_bots_by_name_and_a_fresh_seed() -> None:
    for name in ("random", "greedy", "sampling", " Greedy "):
        widget = sixtysix_widget(seed=1, bot=name)
        assert name.strip().lower() in text(widget.header.value)
    widget = sixtysix_widget(bot="greedy")
    assert f"Match seed {widget.seed} " in text(widget.header.value)
    assert f"hand seed {widget.hand_seed}" in text(widget.header.value)
    assert "the bot dealt · you are player 0" in text(widget.header.value)
    assert repr(widget).startswith("<sixtysix_widget: <Session seed=")


def test_the_session_refuses_moves_out_of_turn() -> None:
    session = Session(seed=1, bot="greedy", human=1)
    with pytest.raises(MoveError, match="hand goes on"):
        session.new_hand()
    session.move(Move.declare())
    session.new_hand()  # the bot leads hand 2: you must follow, not declare
    assert session.state.to_move == 1 and session.state.trick
    with pytest.raises(MoveError, match="only the player on lead may declare"):
        session.move(Move.declare())
    bot_card = session.state.hands[0][0]
    with pytest.raises(MoveError, match="not in the hand"):
        session.move(Move.play(bot_card))
    session.move(session.view().legal[0])
    while not session.state.over:
        session.move(Move.declare() if Move.declare() in session.view().legal
                     else session.view().legal[0])  # fmt: skip
    with pytest.raises(MoveError, match="the hand is over"):
        session.move(Move.declare())
