"""Three to eight players: the unbeaten-card rule, partial wars, the table cycle, dropping out.

Each case is worked out by hand from ``docs/rules.md``. The general code run with two
players against the fast two-player loop, and every table size against the referee:
``test_agreement.py``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from pyanitsa_edu import Game, Result, Rules, deal
from pyanitsa_edu.pyanitsa.records import Round
from variants import all_cards, cards


def rules_for(players: int, **options: object) -> Rules:
    """Return classic rules for ``players`` players with some options changed."""
    return Rules(players=players).replace(**options)


# --- the unbeaten card -----------------------------------------------------------


@pytest.mark.parametrize(
    ("collect", "bank"),
    [
        ("winner_first", "K♣ 9♦ 7♥"),
        ("loser_first", "9♦ 7♥ K♣"),
        ("seat_order", "K♣ 9♦ 7♥"),
    ],
)
def test_single_unbeaten_card_wins_player_0(collect: str, bank: str) -> None:
    game = Game(["K♣ 7♣", "9♦ 8♦", "7♥ 6♥"], rules_for(3, collect=collect))
    trick = game.step()
    assert trick.rounds == (Round((0, 1, 2), ((), (), ()), cards("K♣ 9♦ 7♥")),)
    assert (trick.winner, trick.wars, trick.bank) == (0, 0, cards(bank))
    assert game.piles == (cards("7♣ " + bank), cards("8♦"), cards("6♥"))


@pytest.mark.parametrize(
    ("collect", "bank"),
    [
        ("winner_first", "K♥ 7♣ 9♦"),
        ("loser_first", "7♣ 9♦ K♥"),
        ("seat_order", "7♣ 9♦ K♥"),
    ],
)
def test_single_unbeaten_card_wins_player_2(collect: str, bank: str) -> None:
    trick = Game(["7♣ 8♣", "9♦ 8♦", "K♥ 6♥"], rules_for(3, collect=collect)).step()
    assert (trick.winner, trick.bank) == (2, cards(bank))


def test_six_is_unbeaten_among_aces() -> None:
    # 6 beats both aces, nothing beats the six: it wins alone.
    trick = Game(["6♣ 7♣", "A♦ 8♦", "A♥ 9♥"], rules_for(3)).step()
    assert trick.winner == 0
    assert trick.wars == 0
    assert trick.bank == cards("6♣ A♦ A♥")


def test_ace_is_unbeaten_without_a_six_on_the_table() -> None:
    trick = Game(["K♣ 7♣", "A♦ 8♦", "7♥ 9♥"], rules_for(3)).step()
    assert (trick.winner, trick.wars) == (1, 0)
    assert trick.bank == cards("A♦ K♣ 7♥")


def test_a_six_on_the_table_can_leave_no_unbeaten_card() -> None:
    # 6 beats A, A beats K and 7, K and 7 beat 6: every card is beaten.
    piles = ["K♣ 7♣ Q♣", "A♦ 8♦ 9♦", "7♥ 9♥ 10♥", "6♠ 10♠ J♠"]
    trick = Game(piles, rules_for(4)).step()
    assert trick.wars == 1
    assert trick.rounds[1].players == (0, 1, 2, 3)
    assert trick.rounds[1].face_up == cards("Q♣ 9♦ 10♥ J♠")
    assert trick.winner == 0


def test_war_among_the_tied_players_only() -> None:
    game = Game(["K♣ 7♣ 9♣", "K♦ 8♦ 10♦", "7♥ 6♥"], rules_for(3))
    trick = game.step()
    assert trick.rounds == (
        Round((0, 1, 2), ((), (), ()), cards("K♣ K♦ 7♥")),
        Round((0, 1), (cards("7♣"), cards("8♦")), cards("9♣ 10♦")),
    )
    assert trick.wars == 1
    assert trick.winner == 1
    # the winner's cards, then the others' in seat order; 7♥ stayed in the bank
    assert trick.bank == cards("K♦ 8♦ 10♦ K♣ 7♣ 9♣ 7♥")
    assert game.piles == ((), cards("K♦ 8♦ 10♦ K♣ 7♣ 9♣ 7♥"), cards("6♥"))
    assert not game.over
    # player 0 is out and no longer flips
    second = game.step()
    assert second.rounds[0].players == (1, 2)
    assert second.rounds[0].face_up == cards("K♦ 6♥")
    assert game.result == Result(1, "out_of_cards", 2, 1)


def test_loser_first_with_three_owners() -> None:
    rules = rules_for(3, collect="loser_first")
    trick = Game(["K♣ 7♣ 9♣", "K♦ 8♦ 10♦", "7♥ 6♥"], rules).step()
    assert trick.bank == cards("K♣ 7♣ 9♣ 7♥ K♦ 8♦ 10♦")


def test_three_way_tie_then_two_way_tie() -> None:
    piles = ["9♣ 6♣ Q♣ 7♣ A♣", "9♦ 6♦ Q♦ 8♦ K♦", "9♥ 6♥ 10♥ 8♥", "7♠ 8♠"]
    game = Game(piles, rules_for(4))
    trick = game.step()
    assert [r.players for r in trick.rounds] == [(0, 1, 2, 3), (0, 1, 2), (0, 1)]
    assert [r.face_up for r in trick.rounds] == [
        cards("9♣ 9♦ 9♥ 7♠"),
        cards("Q♣ Q♦ 10♥"),
        cards("A♣ K♦"),
    ]
    assert trick.wars == 2
    assert trick.winner == 0
    assert trick.bank == cards("9♣ 6♣ Q♣ 7♣ A♣ 9♦ 6♦ Q♦ 8♦ K♦ 9♥ 6♥ 10♥ 7♠")
    assert game.piles == (trick.bank, (), cards("8♥"), cards("8♠"))


# --- the table cycle --------------------------------------------------------------

TABLE = ["6♣ 7♣ 9♣", "A♦ 8♦ 10♦", "K♥ 8♥ J♥"]


def test_table_cycle_war_among_everyone() -> None:
    game = Game(TABLE, rules_for(3, table_cycle="war"))
    trick = game.step()
    assert trick.rounds[1] == Round(
        (0, 1, 2), (cards("7♣"), cards("8♦"), cards("8♥")), cards("9♣ 10♦ J♥")
    )
    assert trick.winner == 2
    assert trick.wars == 1
    assert trick.bank == cards("K♥ 8♥ J♥ 6♣ 7♣ 9♣ A♦ 8♦ 10♦")
    assert game.result == Result(2, "out_of_cards", 1, 1)


def test_table_cycle_rank_order() -> None:
    game = Game(TABLE, rules_for(3, table_cycle="rank_order"))
    trick = game.step()
    # judged by plain rank: the ace is highest and wins without a war
    assert trick.wars == 0
    assert trick.winner == 1
    assert trick.bank == cards("A♦ 6♣ K♥")
    assert game.piles == (cards("7♣ 9♣"), cards("8♦ 10♦ A♦ 6♣ K♥"), cards("8♥ J♥"))


def test_table_cycle_rank_order_with_tied_aces_is_a_war() -> None:
    piles = ["6♣ 7♣ 8♣", "A♦ 7♦ 9♦", "K♥ 7♥ J♥", "A♠ 8♠ 10♠"]
    trick = Game(piles, rules_for(4, table_cycle="rank_order")).step()
    assert trick.rounds[1].players == (1, 3)
    assert trick.rounds[1].face_up == cards("9♦ 10♠")
    assert trick.winner == 3
    assert trick.bank == cards("A♠ 8♠ 10♠ 6♣ A♦ 7♦ 9♦ K♥")


def test_table_cycle_option_does_not_change_a_flip_with_an_unbeaten_card() -> None:
    piles = ["6♣ 7♣", "A♦ 8♦", "A♥ 9♥"]
    one = Game(piles, rules_for(3, table_cycle="war"))
    two = Game(piles, rules_for(3, table_cycle="rank_order"))
    assert one.step().winner == two.step().winner == 0


# --- dropping out and shortfalls ---------------------------------------------------


def test_players_drop_out_and_the_last_one_wins() -> None:
    game = Game(["A♣", "7♦", "8♥", "9♠ 10♠"], rules_for(4))
    trick = game.step()
    assert trick.winner == 0
    assert game.piles == (cards("A♣ 7♦ 8♥ 9♠"), (), (), cards("10♠"))
    game.step()
    assert game.result == Result(0, "out_of_cards", 2, 0)


def test_short_contender_drops_out_and_the_other_takes_the_bank() -> None:
    game = Game(["K♣", "K♦ 8♦ 10♦", "7♥ 6♥"], rules_for(3))
    trick = game.step()
    assert trick.short == (0,)
    assert trick.winner == 1
    assert trick.bank == cards("K♦ K♣ 7♥")
    assert game.piles == ((), cards("8♦ 10♦ K♦ K♣ 7♥"), cards("6♥"))
    assert not game.over  # two players still hold cards
    game.step()
    assert game.result == Result(1, "out_of_cards", 2, 1)


def test_all_contenders_short_the_bank_stays_for_the_next_winner() -> None:
    game = Game(["K♣", "K♦", "7♥ 6♥", "8♠ 9♠"], rules_for(4))
    trick = game.step()
    assert trick.short == (0, 1)
    assert trick.winner is None and trick.bank == ()
    assert game.carry == cards("K♣ K♦ 7♥ 8♠")
    assert game.piles == ((), (), cards("6♥"), cards("9♠"))
    assert not game.over
    second = game.step()
    assert second.winner == 3
    assert second.bank == cards("9♠ 6♥ K♣ K♦ 7♥ 8♠")  # the waiting bank goes last
    assert game.carry == ()
    assert game.result == Result(3, "out_of_cards", 2, 1)


def test_all_contenders_short_one_other_player_left_wins() -> None:
    game = Game(["K♣", "K♦", "7♥ 6♥ 9♥"], rules_for(3))
    game.step()
    assert game.result == Result(2, "war_shortfall", 1, 1)
    assert Counter(game.piles[2] + game.carry) == Counter(cards("K♣ K♦ 7♥ 6♥ 9♥"))


def test_all_short_with_a_bank_on_the_table_and_nobody_else_is_a_draw() -> None:
    # T1: the kings tie and both are short; 7♥ and 8♠ wait on the table.
    # T2: the nines tie and both are short; nobody else holds a card: a draw.
    rules = rules_for(4, detect_cycles=False, max_tricks=100)
    game = Game(["K♣", "K♦", "7♥ 9♥", "8♠ 9♠"], rules)
    assert game.run() == Result(None, "war_shortfall_draw", 2, 2)
    assert all_cards(game.piles, game.carry) == all_cards([cards("K♣ K♦ 7♥ 9♥ 8♠ 9♠")])


def test_every_player_short_at_once_is_a_draw() -> None:
    game = Game(["8♣", "8♦", "8♥"], rules_for(3))
    trick = game.step()
    assert trick.short == (0, 1, 2)
    assert game.result == Result(None, "war_shortfall_draw", 1, 1)
    assert game.piles == (cards("8♣"), cards("8♦"), cards("8♥"))


def test_last_card_up_in_a_multiplayer_war() -> None:
    rules = rules_for(3, war_shortfall="last_card_up", war_face_down=2)
    game = Game(["Q♣ A♣", "Q♦ 6♦ 7♦ 8♦", "9♥ J♥"], rules)
    trick = game.step()
    assert trick.rounds[1] == Round((0, 1), ((), cards("6♦ 7♦")), cards("A♣ 8♦"))
    assert trick.winner == 0
    assert trick.bank == cards("Q♣ A♣ Q♦ 6♦ 7♦ 8♦ 9♥")


# --- dealing ---------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 9))
def test_deal_and_play_every_table_size(players: int) -> None:
    rules = Rules(players=players, max_tricks=3000)
    for seed in range(3):
        piles = deal(rules, seed=seed)
        game = Game(piles, rules)
        result = game.run()
        if result.winner is not None:
            assert result.reason in ("out_of_cards", "war_shortfall")
            assert len(game.piles[result.winner]) > 0
        assert all_cards(game.piles, game.carry) == all_cards([rules.deck.cards])


def test_player_count_must_match_the_piles() -> None:
    with pytest.raises(ValueError, match="expected 3 piles"):
        Game(["6♣", "7♣"], Rules(players=3))
