"""The plan of a rule set: war stakes and bank orders as ``docs/rules.md`` states them."""

from __future__ import annotations

import pytest

from pyanitsa_edu import Card, Game, Rules, play
from pyanitsa_edu.pyanitsa.engine.plan import plan_for

FIXED = ("winner_first", "loser_first", "seat_order")


def cards(text: str) -> list[Card]:
    """Return the cards written in ``text``."""
    return [Card.parse(word) for word in text.split()]


@pytest.mark.parametrize("down", [0, 1, 2, 3])
def test_lose_shortfall_lays_a_full_round_or_nothing(down: int) -> None:
    plan = plan_for(Rules(war_face_down=down))
    assert plan.war_cards == down + 1
    assert not plan.last_card_up
    for held in range(12):
        assert plan.stake(held) == (down + 1 if held > down else 0)


@pytest.mark.parametrize("down", [0, 1, 2, 3])
def test_last_card_up_lays_every_card_up_to_a_full_round(down: int) -> None:
    plan = plan_for(Rules(war_face_down=down, war_shortfall="last_card_up"))
    assert plan.last_card_up
    assert [plan.stake(held) for held in range(6)] == [min(held, down + 1) for held in range(6)]
    assert plan.stake(0) == 0  # a player with no card left at all is short


def test_bank_owners_follow_the_return_orders() -> None:
    """docs/rules.md, "Return orders": grouped by owner, the groups in the named order."""
    owners = [3, 0, 2]  # any order in, seat order out
    expected = {
        "winner_first": [2, 0, 3],
        "loser_first": [0, 3, 2],
        "seat_order": [0, 2, 3],
        "shuffled": [0, 2, 3],  # seat order, shuffled afterwards by the game
    }
    for collect, order in expected.items():
        plan = plan_for(Rules(collect=collect, players=4))  # type: ignore[arg-type]
        assert plan.bank_owners(2, owners) == order, collect


def test_bank_of_the_war_example() -> None:
    """docs/rules.md, "War": A's pile ends with 8♣ 9♦ K♥ 8♠ 6♣ 10♦."""
    a, b = cards("8♣ 9♦ K♥"), cards("8♠ 6♣ 10♦")
    laid = [[(0, x), (1, y)] for x, y in zip(a, b, strict=True)]  # flip, face down, face up
    bank = plan_for(Rules()).bank(0, laid, lambda card: Rules().deck.rank_index(card.rank))
    assert bank == cards("8♣ 9♦ K♥ 8♠ 6♣ 10♦")
    game = Game(["8♣ 9♦ K♥", "8♠ 6♣ 10♦"])
    assert game.step().bank == tuple(bank)


def test_six_beats_ace_only_where_the_deck_says_so() -> None:
    for size, six_beats_ace in ((36, True), (32, False), (52, True)):
        table = plan_for(Rules(deck=size)).rank_beats
        assert table[0][-1] == (1 if six_beats_ace else -1)


def test_detection_and_limit() -> None:
    assert plan_for(Rules()).detect_cycles
    assert not plan_for(Rules(detect_cycles=False)).detect_cycles
    assert not plan_for(Rules(collect="shuffled")).detect_cycles  # a repeat is not a cycle
    assert plan_for(Rules(max_tricks=40)).limit == 40
    assert plan_for(Rules()).limit is None


def test_one_plan_per_rules() -> None:
    assert plan_for(Rules(deck=52)) is plan_for(Rules(deck=52))
    assert plan_for(Rules()) is not plan_for(Rules(collect="loser_first"))


# --- the return orders by card (docs/rules.md, "Return orders") ------------------------


def test_natural_and_sorted_banks_of_the_war_example() -> None:
    """8♣ 8♠ tie; 9♦ and 6♣ go down together, then K♥ beats 10♦."""
    piles = ["8♣ 9♦ K♥", "8♠ 6♣ 10♦"]
    natural = Game(piles, Rules(collect="natural")).step().bank
    assert natural == tuple(cards("K♥ 10♦ 9♦ 6♣ 8♠ 8♣"))  # last pair first, stronger first
    ordered = Game(piles, Rules(collect="sorted")).step().bank
    assert ordered == tuple(cards("K♥ 10♦ 9♦ 8♣ 8♠ 6♣"))  # equal ranks in the order laid


def test_the_six_rule_decides_the_weaker_card_but_never_sorts() -> None:
    """natural: the six that beats the ace is the stronger card; sorted: plain rank order."""
    rules = Rules()
    assert Game(["6♣", "A♦"], rules.replace(collect="natural")).step().bank == tuple(
        cards("6♣ A♦")
    )
    assert Game(["6♣", "A♦"], rules.replace(collect="sorted")).step().bank == tuple(
        cards("A♦ 6♣")
    )
    for collect in ("natural", "sorted"):
        for piles in (["6♣", "A♦"], ["A♦", "6♣"], ["A♦ 7♣", "6♣ 9♥"]):
            varied = rules.replace(collect=collect)
            assert play(piles, varied) == Game(piles, varied).run()


@pytest.mark.parametrize(
    ("moment", "weakest_first"),
    [
        ("7♣ 9♦ A♥", "7♣ 9♦ A♥"),  # an order: by strength
        ("A♣ K♦ 6♥", "6♥ K♦ A♣"),  # a circle, each beats one: plain rank order
        ("A♣ 9♦ 6♥", "6♥ 9♦ A♣"),  # a circle again
        ("A♣ 6♦ A♥", "A♣ A♥ 6♦"),  # the six beats both aces; equal cards in seat order
        ("8♣ 8♦", "8♣ 8♦"),
    ],
)
def test_weakest_first_counts_the_cards_each_beats(moment: str, weakest_first: str) -> None:
    plan = plan_for(Rules(collect="natural", players=3))
    rank = Rules().deck.rank_index
    laid = list(enumerate(cards(moment)))
    assert plan.weakest_first(laid, lambda card: rank(card.rank)) == cards(weakest_first)


def test_three_players_natural_record_each_moment_weakest_first() -> None:
    """A flip of three: the loser 7♣ stays in the bank; the record 7♣ 10♦ J♥ goes reversed."""
    trick = Game(["7♣", "10♦", "J♥"], Rules(collect="natural", players=3)).step()
    assert trick.winner == 2
    assert trick.bank == tuple(cards("J♥ 10♦ 7♣"))


def test_moments_of_a_short_last_round() -> None:
    """Two face-down cards a round: a full war lays 1 + 3 cards; a player with 2 cards left
    under last_card_up lays one face down and his last card up, with the other's up card."""
    plan = plan_for(Rules(war_face_down=2, war_shortfall="last_card_up", collect="natural"))
    piles = ["8♣ 9♦ 7♥ K♥", "8♠ 6♣ 10♦"]  # player 1 has 2 cards for the war round
    bank = Game(piles, plan.rules).step().bank
    assert bank == tuple(cards("K♥ 10♦ 7♥ 9♦ 6♣ 8♠ 8♣"))
    assert play(piles, plan.rules) == Game(piles, plan.rules).run()


def test_states_on_ranks_use_rank_tokens() -> None:
    plan = plan_for(Rules(deck=32, detect_cycles="ranks"))
    assert plan.on_ranks
    deck = plan.rules.deck
    assert [deck.ranks[token] for token in plan.token_of] == [card.rank for card in deck.cards]
    assert plan.token_rank == tuple(range(8))
    assert not plan_for(Rules(collect="shuffled", detect_cycles="ranks")).on_ranks
