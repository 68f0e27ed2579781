"""Rules of docs/rules-66.md on hand-made deals: marriages, exchange, closing, the laws of
suit, declarations, the last trick and the game-point table."""

from __future__ import annotations

import pytest

from pyanitsa_edu.errors import DealError, MoveError, PyanitsaError
from pyanitsa_edu.sixtysix import (
    Move,
    State,
    deal_hand,
    game_points,
    greedy_bot,
    parse_cards,
    play_hand,
    random_bot,
)
from pyanitsa_edu.sixtysix.records import Closing
from pyanitsa_edu.sixtysix.scoring import declaration_outcome, end_of_tricks_outcome

# dealer 0: player 1 gets cards 1-3 and 8-9, player 0 cards 4-6 and 10-11, the 7th is trump
DEAL = (
    "K♥ Q♥ J♣  A♥ 10♥ A♣  A♠  10♣ J♦  K♣ Q♣  "
    "10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ J♥"
)


def start() -> State:
    return deal_hand(DEAL, dealer=0)


def moves(state: State) -> set[str]:
    return {str(m) for m in state.legal_moves()}


def test_deal_three_trump_two() -> None:
    state = start()
    assert state.hands[1] == parse_cards("10♣ J♣ J♦ K♥ Q♥")
    assert state.hands[0] == parse_cards("A♣ K♣ Q♣ A♥ 10♥")
    assert state.trump_suit == "♠" and str(state.trump_card) == "A♠"
    assert state.stock == parse_cards("10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ J♥")
    assert state.to_move == 1
    assert moves(state) == {
        "play 10♣", "play J♣", "play J♦", "play K♥", "play Q♥",
        "marriage K♥", "marriage Q♥", "close", "declare",
    }  # fmt: skip


def test_marriage_waits_for_a_trick_then_counts() -> None:
    state = start().apply("marriage Q♥")
    assert state.points == (0, 0) and state.pending == (0, 20)
    assert state.marriages[0].points == 20 and state.marriages[0].suit == "♥"
    assert state.exposed[1] == parse_cards("K♥")
    state = state.apply("play A♥")  # player 0 takes Q♥ with A♥: 14 points
    assert state.points == (14, 0) and state.pending == (0, 20)
    # the winner draws first, then the loser
    assert parse_cards("10♠")[0] in state.hands[0] and parse_cards("K♠")[0] in state.hands[1]
    state = state.apply("play K♣").apply("play 10♣")  # player 1 wins: 14 + the waiting 20
    assert state.points == (14, 34) and state.pending == (0, 0)
    assert state.tricks_won == (1, 1)


def test_trump_marriage_is_forty_and_counts_at_once_after_a_trick() -> None:
    deal = "K♠ Q♠ J♣  A♥ 10♥ A♣  J♠  10♣ J♦  K♣ Q♣  A♠ 10♠ K♥ Q♥ A♦ 10♦ K♦ Q♦ J♥"
    state = deal_hand(deal, dealer=0).apply("play J♣").apply("play A♥")
    assert state.points == (0, 13) and state.to_move == 1
    assert parse_cards("A♠")[0] in state.hands[1]  # the winner drew first
    state = state.apply("marriage K♠")
    assert state.points == (0, 53) and state.pending == (0, 0)
    assert state.exposed[1] == parse_cards("Q♠")
    state = state.apply("play 10♠")  # player 0 heads K♠ with the ten (10 > K)
    assert state.tricks[-1].winner == 0


def test_exchange_swaps_the_trump_jack_and_is_seen() -> None:
    deal = "J♠ Q♥ J♣  A♥ 10♥ A♣  A♠  10♣ J♦  K♣ Q♣  10♠ K♠ Q♠ K♥ A♦ 10♦ K♦ Q♦ J♥"
    state = deal_hand(deal, dealer=0)
    assert "exchange" in moves(state)
    after = state.apply("exchange")
    assert str(after.trump_card) == "J♠"
    assert parse_cards("A♠")[0] in after.hands[1] and parse_cards("J♠")[0] not in after.hands[1]
    assert after.exposed[1] == parse_cards("A♠")
    assert after.to_move == 1 and "exchange" not in moves(after)
    assert "close" in moves(after)  # exchange, then close, is allowed
    closed = after.apply("close")
    assert closed.trump_card is None and closed.stock[-1] == parse_cards("J♠")[0]
    with pytest.raises(MoveError, match=r"J♠ is not in the hand of player 1 \(10♣ J♣ J♦ K♥ Q♥\)"):
        start().apply("exchange")


def test_no_exchange_or_close_with_one_face_down_card() -> None:
    seen = 0
    for seed in range(400):
        state = play_hand(random_bot, random_bot, seed=seed,
                          until=lambda s: len(s.stock) == 1 and not s.trick)  # fmt: skip
        if state.over or len(state.stock) != 1 or state.trump_card is None:
            continue
        seen += 1
        assert "close" not in moves(state) and "exchange" not in moves(state)
        with pytest.raises(MoveError, match="fewer than two face-down cards"):
            state.apply("close")
    assert seen > 50


def test_the_loser_of_the_fifth_trick_takes_the_face_up_trump() -> None:
    checked = 0
    for seed in range(40):
        state = play_hand(greedy_bot, greedy_bot, seed=seed, until=lambda s: s.trump_card is None)
        if state.over or state.closing is not None:
            continue
        exchanged = any(m.kind == "exchange" for _p, m in state.moves)
        face_up = parse_cards("J" + state.trump_suit)[0] if exchanged else state.deal[6]
        loser = 1 - state.tricks[4].winner
        assert len(state.tricks) == 5 and state.stock == ()
        assert face_up in state.hands[loser] and face_up in state.exposed[loser]
        assert len(state.hands[0]) == len(state.hands[1]) == 5
        checked += 1
    assert checked > 20


def test_laws_of_suit_after_closing() -> None:
    state = start().apply("close")
    assert state.closing == Closing(1, 0, 0, 0, parse_cards("A♠")[0])
    assert state.phase == 2 and len(state.stock) == 10
    # a lower club led: player 0 must head it with any higher club
    assert moves(state.apply("play J♣")) == {"play A♣", "play K♣", "play Q♣"}
    # the ten of clubs led: only the ace heads it
    assert moves(state.apply("play 10♣")) == {"play A♣"}
    # a diamond led: player 0 has no diamond and no trump, so any card
    assert moves(state.apply("play J♦")) == {str(Move.play(c)) for c in state.hands[0]}
    with pytest.raises(MoveError, match="follow suit and head the trick"):
        state.apply("play J♣").apply("play 10♥")


def test_must_trump_without_the_suit() -> None:
    deal = "K♥ Q♥ J♣  A♠ 10♥ A♣  J♠  10♣ J♦  K♣ Q♣  10♠ K♠ Q♠ A♥ A♦ 10♦ K♦ Q♦ J♥"
    state = deal_hand(deal, dealer=0).apply("close").apply("play J♦")
    assert moves(state) == {"play A♠"}


def test_first_phase_has_no_duty() -> None:
    state = start().apply("play J♣")
    assert moves(state) == {str(Move.play(c)) for c in state.hands[0]}


def test_declarations() -> None:
    wrong = start().apply("declare")  # player 1 declares with 0 points and no trick
    assert wrong.outcome is not None
    assert (wrong.outcome.winner, wrong.outcome.game_points, wrong.outcome.reason) == (
        0, 3, "wrong_declaration",
    )  # fmt: skip
    with pytest.raises(MoveError, match="the hand is over"):
        wrong.apply("play J♣")
    closed_wrong = start().apply("close").apply("declare")  # the closer declares falsely
    assert closed_wrong.outcome is not None
    assert closed_wrong.outcome.reason == "wrong_declaration"
    assert (closed_wrong.outcome.winner, closed_wrong.outcome.game_points) == (0, 3)


def test_game_point_table() -> None:
    assert [game_points(p, 1) for p in (0, 32, 33, 65)] == [2, 2, 1, 1]
    assert game_points(40, 0) == 3 and game_points(0, 0) == 3


def test_scoring_with_and_without_closing() -> None:
    closing = Closing(0, 20, 1, 2, parse_cards("J♠")[0])
    assert declaration_outcome(0, (70, 50), (3, 2), None).game_points == 1
    assert declaration_outcome(0, (70, 20), (3, 2), None).game_points == 2
    # the closer: counted from the opponent's 20 points at closing, not his 50 now
    win = declaration_outcome(0, (70, 50), (3, 2), closing)
    assert (win.winner, win.game_points, win.reason) == (0, 2, "declared")
    # the closer's opponent declares 66: a failed close, 2 (he had a trick at closing)
    fail = declaration_outcome(1, (40, 70), (3, 2), closing)
    assert (fail.winner, fail.game_points, fail.reason) == (1, 2, "failed_close")
    no_trick = Closing(0, 0, 0, 1, parse_cards("J♠")[0])
    assert declaration_outcome(1, (40, 70), (3, 2), no_trick).game_points == 3
    # a false declaration by the closer's opponent: the closer wins his closing value
    false = declaration_outcome(1, (40, 60), (3, 2), closing)
    assert (false.winner, false.game_points, false.reason) == (0, 2, "wrong_declaration")
    # a false declaration, unclosed: the opponent wins by the declarer's points and tricks
    assert declaration_outcome(1, (70, 40), (3, 2), None).game_points == 1
    assert declaration_outcome(1, (70, 20), (3, 2), None).game_points == 2
    # the cards run out
    last = end_of_tricks_outcome(1, (70, 50), (5, 5), None)
    assert (last.winner, last.game_points, last.reason) == (1, 1, "last_trick")
    made = end_of_tricks_outcome(1, (70, 50), (5, 5), closing)
    assert (made.winner, made.game_points, made.reason) == (0, 2, "declared")
    short = end_of_tricks_outcome(0, (60, 50), (5, 5), closing)
    assert (short.winner, short.game_points, short.reason) == (1, 2, "failed_close")


def test_illegal_moves_raise_the_package_error() -> None:
    state = start()
    for bad in ("play A♥", "marriage K♣", "exchange", "play 9♠"):
        with pytest.raises(PyanitsaError):
            state.apply(bad)
    with pytest.raises(MoveError, match="not in the hand of player 1"):
        state.apply("play A♥")
    lonely_queen = deal_hand(
        "J♠ Q♥ J♣  A♥ 10♥ A♣  A♠  10♣ J♦  K♣ Q♣  10♠ K♠ Q♠ K♥ A♦ 10♦ K♦ Q♦ J♥", dealer=0
    )
    with pytest.raises(MoveError, match=r"needs both K♥ and Q♥ in the hand of player 1 \(10♣ "):
        lonely_queen.apply(Move.marriage("Q♥"))
    with pytest.raises(ValueError):
        state.apply("dance")
    with pytest.raises(MoveError, match="only the player on lead"):
        state.apply("play J♣").apply("close")
    with pytest.raises(MoveError, match="a Move or its text"):
        state.apply(42)  # type: ignore[arg-type]


def test_bad_deals() -> None:
    with pytest.raises(DealError, match="each of the 20 cards once"):
        deal_hand("A♠ 10♠")
    with pytest.raises(DealError, match="each of the 20 cards once"):
        deal_hand(DEAL.replace("J♥", "A♠"))
    with pytest.raises(DealError, match="cannot read"):
        deal_hand(DEAL.replace("J♥", "9♥"))
    with pytest.raises(DealError, match="dealer must be 0 or 1"):
        deal_hand(DEAL, dealer=2)
