"""Every variant on small hand-made deals, each outcome worked out by hand from docs/rules.md."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pyanitsa_edu import Cycle, DealError, Game, Result, Rules, Trick, play, simulate
from pyanitsa_edu.pyanitsa.records import Round
from variants import NO_ACE_DECK, NUMBERED_DECK, SMALL_RULES, all_cards, cards


def first_trick(piles: list[str], rules: Rules) -> tuple[Game, Trick]:
    """Return a game and the record of its first trick."""
    game = Game(piles, rules)
    return game, game.step()


# --- decks and the special rule ------------------------------------------------


def test_52_card_deck_two_beats_ace() -> None:
    game, _ = first_trick(["2♣", "A♥"], Rules(deck=52))
    assert game.result == Result(0, "out_of_cards", 1, 0)
    assert game.piles == (cards("2♣ A♥"), ())
    # without the special rule the ace wins
    assert play(["2♣", "A♥"], Rules(deck=52, low_beats_ace=False)).winner == 1
    # in the 52-card deck the six is an ordinary card
    assert play(["6♣", "A♥"], Rules(deck=52)).winner == 1
    assert play(["2♣", "3♥"], Rules(deck=52)).winner == 1


def test_32_card_deck_ace_is_absolute() -> None:
    assert play(["7♣", "A♥"], Rules(deck=32)).winner == 1
    assert play(["A♣", "7♥"], Rules(deck=32)).winner == 0
    # asked for explicitly, the special rule makes the seven beat the ace
    assert play(["7♣", "A♥"], Rules(deck=32, low_beats_ace=True)).winner == 0
    with pytest.raises(ValueError, match="6♣ is not in the 32-card deck"):
        Game(["6♣", "A♥"], Rules(deck=32))


def test_36_card_deck_special_rule_on_and_off() -> None:
    assert play(["6♣", "A♥"]).winner == 0
    assert play(["6♣", "A♥"], Rules(low_beats_ace=False)).winner == 1
    assert play(["6♣", "7♥"]).winner == 1
    assert play(["K♣", "6♥"]).winner == 0


def test_custom_deck_lowest_beats_highest() -> None:
    rules = SMALL_RULES  # 6 7 K A in two suits
    assert play(["6♣", "A♦"], rules).winner == 0
    assert play(["K♣", "6♦"], rules).winner == 0
    assert play(["7♣", "K♦"], rules).winner == 1
    assert play(["6♣", "A♦"], rules.replace(low_beats_ace=False)).winner == 1
    with pytest.raises(ValueError, match="not in the 8-card deck"):
        Game(["6♥", "A♦"], rules)


def test_custom_one_suit_deck_with_labels() -> None:
    rules = Rules(deck=NUMBERED_DECK)  # 1 to 26 in one suit
    assert play(["1♣", "26♣"], rules).winner == 0  # lowest beats highest
    assert play(["2♣", "26♣"], rules).winner == 1
    assert play(["13♣", "12♣"], rules).winner == 0


# --- face-down cards per war round ---------------------------------------------


def test_open_war_no_face_down() -> None:
    game, trick = first_trick(["8♣ K♥ 7♦", "8♠ 10♦ 9♥"], Rules(war_face_down=0))
    assert trick.rounds[1] == Round((0, 1), ((), ()), cards("K♥ 10♦"))
    assert trick.bank == cards("8♣ K♥ 8♠ 10♦")
    assert game.piles == (cards("7♦ 8♣ K♥ 8♠ 10♦"), cards("9♥"))


def test_two_face_down() -> None:
    game, trick = first_trick(["8♣ 9♦ 7♣ K♥", "8♠ 6♣ J♦ 10♦ A♠"], Rules(war_face_down=2))
    assert trick.rounds[1].face_down == (cards("9♦ 7♣"), cards("6♣ J♦"))
    assert trick.rounds[1].face_up == cards("K♥ 10♦")
    assert trick.bank == cards("8♣ 9♦ 7♣ K♥ 8♠ 6♣ J♦ 10♦")
    assert game.piles == (cards("8♣ 9♦ 7♣ K♥ 8♠ 6♣ J♦ 10♦"), cards("A♠"))


def test_three_face_down() -> None:
    rules = Rules(war_face_down=3)
    game, trick = first_trick(["8♣ 9♦ 7♣ Q♠ K♥ 6♥", "8♠ 6♣ J♦ 7♥ 10♦"], rules)
    assert trick.rounds[1].face_down == (cards("9♦ 7♣ Q♠"), cards("6♣ J♦ 7♥"))
    assert trick.bank == cards("8♣ 9♦ 7♣ Q♠ K♥ 8♠ 6♣ J♦ 7♥ 10♦")
    assert game.result == Result(0, "out_of_cards", 1, 1)
    assert game.piles[0] == cards("6♥ 8♣ 9♦ 7♣ Q♠ K♥ 8♠ 6♣ J♦ 7♥ 10♦")


def test_face_down_cards_do_not_compete() -> None:
    # A's face-down ace and B's face-down six never meet: only K and 10 count.
    for down in (1, 2):
        rules = Rules(war_face_down=down)
        a = "8♣ " + " ".join(["A♦", "A♥"][:down]) + " 10♥"
        b = "8♠ " + " ".join(["6♣", "6♦"][:down]) + " K♦"
        assert play([a, b], rules).winner == 1


# --- war shortfall ---------------------------------------------------------------


def test_lose_short_player_loses_at_once() -> None:
    rules = Rules(war_face_down=3)
    game, trick = first_trick(["8♣ 9♦ 7♣ K♥", "8♠ 6♣ J♦ 7♥ 10♦"], rules)
    # A has three cards after the eight but needs four: he loses at once.
    assert trick.short == (0,)
    assert trick.winner == 1
    assert trick.wars == 1
    assert game.result == Result(1, "war_shortfall", 1, 1)
    assert len(trick.rounds) == 1  # no war round was laid
    # no card is lost: B holds all nine
    assert Counter(game.piles[1]) == Counter(cards("8♣ 9♦ 7♣ K♥ 8♠ 6♣ J♦ 7♥ 10♦"))
    assert game.piles[0] == ()


def test_last_card_up_lays_what_he_can() -> None:
    rules = Rules(war_face_down=3, war_shortfall="last_card_up")
    game, trick = first_trick(["8♣ 9♦ 7♣ K♥", "8♠ 6♣ J♦ 7♥ 10♦"], rules)
    # A lays 9♦ 7♣ face down and his last card K♥ face up.
    assert trick.rounds[1] == Round((0, 1), (cards("9♦ 7♣"), cards("6♣ J♦ 7♥")), cards("K♥ 10♦"))
    assert trick.winner == 0
    assert trick.short == ()
    assert trick.bank == cards("8♣ 9♦ 7♣ K♥ 8♠ 6♣ J♦ 7♥ 10♦")
    assert game.result == Result(0, "out_of_cards", 1, 1)


def test_last_card_up_with_a_single_card_left_and_six_beats_ace() -> None:
    piles = ["8♣ 6♥", "8♠ 7♣ A♦ 9♠"]
    game, trick = first_trick(piles, Rules(war_shortfall="last_card_up"))
    assert trick.rounds[1] == Round((0, 1), ((), cards("7♣")), cards("6♥ A♦"))
    assert trick.bank == cards("8♣ 6♥ 8♠ 7♣ A♦")
    assert game.piles == (cards("8♣ 6♥ 8♠ 7♣ A♦"), cards("9♠"))
    assert not game.over
    # under "lose" the same player is short and loses
    assert play(piles) == Result(1, "war_shortfall", 1, 1)


@pytest.mark.parametrize("shortfall", ["lose", "last_card_up"])
def test_player_with_zero_cards_at_war_time_loses(shortfall: str) -> None:
    rules = Rules(war_shortfall=shortfall)  # type: ignore[arg-type]
    game, trick = first_trick(["8♣", "8♠ 6♣ 10♦"], rules)
    assert trick.short == (0,)
    assert game.result == Result(1, "war_shortfall", 1, 1)
    assert sorted(map(str, game.piles[1])) == sorted(["8♣", "8♠", "6♣", "10♦"])
    assert play(["8♣", "8♠ 6♣ 10♦"], rules) == game.result
    assert play(["8♠ 6♣ 10♦", "8♣"], rules) == Result(0, "war_shortfall", 1, 1)


@pytest.mark.parametrize("shortfall", ["lose", "last_card_up"])
def test_both_short_is_a_draw(shortfall: str) -> None:
    rules = Rules(war_shortfall=shortfall)  # type: ignore[arg-type]
    game, trick = first_trick(["8♣", "8♠"], rules)
    assert trick.winner is None and trick.bank == ()
    assert trick.short == (0, 1)
    assert game.result == Result(None, "war_shortfall_draw", 1, 1)
    assert game.piles == (cards("8♣"), cards("8♠"))  # each takes back his cards
    assert play(["8♣", "8♠"], rules) == game.result


def test_both_short_with_cards_left_is_a_draw_under_lose_only() -> None:
    piles = ["8♣ 9♦", "8♠ 6♣"]
    assert play(piles) == Result(None, "war_shortfall_draw", 1, 1)
    game = Game(piles)
    game.run()
    assert game.piles == (cards("8♣ 9♦"), cards("8♠ 6♣"))
    # last_card_up: both lay their last card face up and 9 beats 6.
    assert play(piles, Rules(war_shortfall="last_card_up")) == Result(0, "out_of_cards", 1, 1)


def test_last_card_up_tie_again_then_both_empty() -> None:
    rules = Rules(war_shortfall="last_card_up")
    game, trick = first_trick(["8♣ 9♦", "8♠ 9♠"], rules)
    assert [r.face_up for r in trick.rounds] == [cards("8♣ 8♠"), cards("9♦ 9♠")]
    assert game.result == Result(None, "war_shortfall_draw", 1, 2)


def test_shortfall_in_a_second_war_round() -> None:
    # The first war round is paid, the second is not: A is short and loses.
    piles = ["8♣ 9♦ K♥", "8♠ 6♣ K♠ 7♦ Q♦"]
    game, trick = first_trick(piles, Rules())
    assert trick.wars == 2
    assert trick.short == (0,)
    assert game.result == Result(1, "war_shortfall", 1, 2)
    # B keeps the cards he did not have to lay; the bank is his laid cards, then A's.
    assert trick.bank == cards("8♠ 6♣ K♠ 8♣ 9♦ K♥")
    assert game.piles == ((), cards("7♦ Q♦ 8♠ 6♣ K♠ 8♣ 9♦ K♥"))


def test_counting_over_several_tricks() -> None:
    # T1: 9 beats 7. T2: war 8-8, then K beats 10. T3: A has J, B has nothing.
    piles = ["9♣ 8♣ 6♦ K♥ J♣", "7♠ 8♠ 7♦ 10♦"]
    game = Game(piles)
    result = game.run()
    assert [t.wars for t in game.tricks] == [0, 1]
    assert result == Result(0, "out_of_cards", 2, 1)
    assert play(piles) == result


# --- return orders ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("collect", "bank_a_wins", "bank_b_wins"),
    [
        ("winner_first", "9♣ 7♠", "9♠ 7♣"),
        ("loser_first", "7♠ 9♣", "7♣ 9♠"),
        ("seat_order", "9♣ 7♠", "7♣ 9♠"),
    ],
)
def test_return_orders_single_flip(collect: str, bank_a_wins: str, bank_b_wins: str) -> None:
    rules = Rules(collect=collect)  # type: ignore[arg-type]
    assert first_trick(["9♣ 6♥", "7♠ 6♠"], rules)[1].bank == cards(bank_a_wins)
    game, trick = first_trick(["7♣ 6♥", "9♠ 6♠"], rules)
    assert trick.bank == cards(bank_b_wins)
    assert game.piles[1] == cards("6♠ " + bank_b_wins)


@pytest.mark.parametrize(
    ("collect", "bank"),
    [
        ("winner_first", "8♠ 6♣ K♦ 8♣ 9♦ 10♥"),
        ("loser_first", "8♣ 9♦ 10♥ 8♠ 6♣ K♦"),
        ("seat_order", "8♣ 9♦ 10♥ 8♠ 6♣ K♦"),
    ],
)
def test_return_orders_after_a_war_won_by_player_1(collect: str, bank: str) -> None:
    rules = Rules(collect=collect)  # type: ignore[arg-type]
    game, trick = first_trick(["8♣ 9♦ 10♥", "8♠ 6♣ K♦"], rules)
    assert trick.winner == 1
    assert trick.bank == cards(bank)
    assert game.piles == ((), cards(bank))


def test_shuffled_same_seed_same_game_and_every_card_kept() -> None:
    rules = Rules(collect="shuffled", max_tricks=500)
    piles = ["8♣ 9♦ 10♥ 6♠ A♣ 7♥", "8♠ 6♣ K♦ 7♣ Q♦ 9♠"]
    orders = set()
    for seed in range(40):
        one, two = Game(piles, rules, seed=seed), Game(piles, rules, seed=seed)
        assert one.run() == two.run()
        assert one == two
        assert one.tricks == two.tricks
        first = one.tricks[0]
        assert Counter(first.bank) == Counter(cards("8♣ 9♦ 10♥ 8♠ 6♣ K♦"))
        orders.add(first.bank)
        for snap in one.history:
            assert all_cards(snap.piles) == all_cards([cards(" ".join(piles))])
        assert play(piles, rules, seed=seed) == one.result
    assert len(orders) > 5  # the bank really is shuffled


def test_shuffled_uses_only_its_own_generator() -> None:
    rules = Rules(collect="shuffled", max_tricks=200)
    piles = ["8♣ 9♦ 10♥ 6♠ A♣ 7♥", "8♠ 6♣ K♦ 7♣ Q♦ 9♠"]
    random.seed(1)
    state = random.getstate()
    a = Game(piles, rules, seed=3)
    a.run()
    assert random.getstate() == state
    b = Game(piles, rules, seed=random.Random(3))  # one 64-bit draw seeds the game
    b.run()
    c = Game(piles, rules, seed=random.Random(3).getrandbits(64))
    c.run()
    assert b == c
    assert random.getstate() == state


def test_shuffled_is_never_a_cycle() -> None:
    # This deal cycles under seat_order (see below). Shuffled returns are not cycles.
    rules = Rules(collect="shuffled", max_tricks=300)
    for seed in range(30):
        result = play(CYCLE_SEAT, rules, seed=seed)
        assert result.reason != "cycle"
        assert result == Game(CYCLE_SEAT, rules, seed=seed).run()


# --- cycles and the limit --------------------------------------------------------

CYCLE_SEAT = ["6♣ 7♣", "8♣ 6♦"]
# Hand-worked under seat_order (player 0's cards always first):
CYCLE_SEAT_STATES = [
    ("6♣ 7♣", "8♣ 6♦"),  # 0
    ("7♣", "6♦ 6♣ 8♣"),  # 1: 8 beats 6
    ("7♣ 6♦", "6♣ 8♣"),  # 2: 7 beats 6
    ("6♦ 7♣ 6♣", "8♣"),  # 3: 7 beats 6
    ("7♣ 6♣", "6♦ 8♣"),  # 4: 8 beats 6
    ("6♣ 7♣ 6♦", "8♣"),  # 5: 7 beats 6
    ("7♣ 6♦", "6♣ 8♣"),  # 6: 8 beats 6, the same as state 2
]


def test_seat_order_cycle_by_hand() -> None:
    rules = Rules(collect="seat_order")
    game = Game(CYCLE_SEAT, rules)
    seen = [game.piles]
    while not game.over:
        game.step()
        seen.append(game.piles)
    assert seen == [(cards(a), cards(b)) for a, b in CYCLE_SEAT_STATES]
    assert game.result == Result(None, "cycle", 6, 0, Cycle(2, 4))
    assert play(CYCLE_SEAT, rules) == game.result


def test_seat_order_cycle_is_not_mirrored() -> None:
    # Swapped seats: 8♣ 6♦ vs 6♣ 7♣. T1 8 beats 6: A 6♦ 8♣ 6♣ (not 6♦ 6♣ 8♣ as a
    # mirror would give). T2 7 beats 6: B 6♦ 7♣. T3 8 beats 6: A 6♣ 8♣ 6♦.
    # T4 7 beats 6: B 6♣ 7♣, A 8♣ 6♦, the start. seat_order is not symmetric.
    rules = Rules(collect="seat_order")
    swapped = list(reversed(CYCLE_SEAT))
    game = Game(swapped, rules)
    game.step()
    assert game.piles == (cards("6♦ 8♣ 6♣"), cards("7♣"))
    assert game.run() == Result(None, "cycle", 4, 0, Cycle(0, 4))
    assert play(swapped, rules) == game.result


def test_winner_first_same_deal_ends_by_shortfall() -> None:
    # T1 8 beats 6: B 6♦ 8♣ 6♣. T2 7 beats 6: A 7♣ 6♦. T3 8 beats 7: B 6♣ 8♣ 7♣.
    # T4 6♦ vs 6♣: a war, and A has no card left.
    assert play(CYCLE_SEAT) == Result(1, "war_shortfall", 4, 1)


def brute_force_cycle(piles: list[str], rules: Rules) -> tuple[int, int]:
    """Return (start, period) of the first repeated state, recording every state."""
    game = Game(piles, rules.replace(detect_cycles=False, max_tricks=10_000))
    seen: dict[object, int] = {}
    done = 0
    while True:
        state = game.piles
        if state in seen:
            return seen[state], done - seen[state]
        seen[state] = done
        game.step()
        done += 1
        assert not game.over, "the deal was meant to cycle"


@pytest.mark.parametrize(
    ("piles", "rules"),
    [
        (CYCLE_SEAT, Rules(collect="seat_order")),
        (["6♣", "8♣ 8♦ 7♣ 7♦ 6♦"], Rules(deck=NO_ACE_DECK)),
        (["K♣", "6♣ 7♣ K♦ 6♦ 7♦ A♣ A♦"], SMALL_RULES),
        (["6♣ 7♣ 9♣", "8♣ 10♣ 7♦"], Rules(collect="loser_first")),
    ],
)
def test_cycle_start_and_length_by_brute_force(piles: list[str], rules: Rules) -> None:
    start, period = brute_force_cycle(piles, rules)
    game = Game(piles, rules)
    result = game.run()
    assert result.reason == "cycle" and result.winner is None
    assert (result.cycle_start, result.cycle_length) == (start, period)
    assert result.tricks == start + period
    assert game.history[start].piles == game.history[-1].piles
    assert len({s.piles for s in game.history}) == len(game.history) - 1
    assert result.wars == sum(t.wars for t in game.tricks)
    assert play(piles, rules) == result


def test_limit_and_no_cycle_detection() -> None:
    rules = Rules(collect="seat_order", detect_cycles=False, max_tricks=50)
    game = Game(CYCLE_SEAT, rules)
    assert game.run() == Result(None, "limit", 50, 0)
    assert len(game.tricks) == 50
    # period 4 from trick 2: after 50 tricks the state is that of trick 2
    assert game.piles == (cards("7♣ 6♦"), cards("6♣ 8♣"))
    assert play(CYCLE_SEAT, rules) == game.result


def test_limit_is_checked_before_the_cycle() -> None:
    rules = Rules(collect="seat_order")
    assert play(CYCLE_SEAT, rules.replace(max_tricks=6)) == Result(None, "limit", 6, 0)
    assert Game(CYCLE_SEAT, rules.replace(max_tricks=6)).run() == Result(None, "limit", 6, 0)
    assert play(CYCLE_SEAT, rules.replace(max_tricks=7)).reason == "cycle"
    assert play(CYCLE_SEAT, rules.replace(max_tricks=3)) == Result(None, "limit", 3, 0)


def test_out_of_cards_is_checked_before_the_limit() -> None:
    three = ["9♣ 6♦ A♥", "7♠ A♣ K♠"]
    assert play(three, Rules(max_tricks=3)) == Result(0, "out_of_cards", 3, 0)
    assert Game(three, Rules(max_tricks=3)).run() == Result(0, "out_of_cards", 3, 0)
    assert play(three, Rules(max_tricks=2)) == Result(None, "limit", 2, 0)
    assert Game(three, Rules(max_tricks=2)).run() == Result(None, "limit", 2, 0)
    assert play(three, Rules(max_tricks=0)) == Result(None, "limit", 0, 0)
    assert play(["A♣", "K♣"], Rules(max_tricks=1)) == Result(0, "out_of_cards", 1, 0)


def test_limit_counts_wars_of_played_tricks_only() -> None:
    piles = ["9♣ 8♣ 6♦ K♥ J♣", "7♠ 8♠ 7♦ 10♦"]
    assert play(piles, Rules(max_tricks=1)) == Result(None, "limit", 1, 0)
    assert play(piles, Rules(max_tricks=2)) == Result(0, "out_of_cards", 2, 1)


@pytest.mark.parametrize("piles", [["", ""], ["6♣", ""], [[], ["A♠"]], ["", "6♣", "7♣"]])
def test_a_deal_gives_every_player_a_card(piles: list[object]) -> None:
    """docs/rules.md, "End": a deal with an empty pile is refused, not played to a 0-trick end."""
    rules = Rules(players=len(piles))
    empty = [seat for seat, pile in enumerate(piles) if not pile]
    named = f"player{'s' if len(empty) > 1 else ''} {', '.join(map(str, empty))} got no card"
    for start in (lambda: play(piles, rules), lambda: Game(piles, rules),  # type: ignore[arg-type]
                  lambda: simulate(deals=[piles], rules=rules)):  # type: ignore[list-item]
        with pytest.raises(DealError, match=named):
            start()
