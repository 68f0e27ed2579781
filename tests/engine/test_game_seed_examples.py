"""The worked examples of the classic text and of docs/rules.md, checked card for card.

Every expected value below is worked out by hand from docs/rules.md, not copied
from the engine's output.
"""

from __future__ import annotations

from pyanitsa_edu import Game, Result, Rules, Trick, play
from pyanitsa_edu.pyanitsa.records import Round
from variants import cards

# --- "А: 9, 6, туз; Б: 7, туз, король": three tricks -----------------------

THREE = ["9♣ 6♦ A♥", "7♠ A♣ K♠"]


def test_three_tricks_piles_after_each_trick() -> None:
    game = Game(THREE)
    assert game.piles == (cards("9♣ 6♦ A♥"), cards("7♠ A♣ K♠"))
    # Trick 1: 9 beats 7; A puts his 9 first, then B's 7, under his pile.
    game.step()
    assert game.piles == (cards("6♦ A♥ 9♣ 7♠"), cards("A♣ K♠"))
    # Trick 2: the six beats the ace; A puts 6 then A under his pile.
    game.step()
    assert game.piles == (cards("A♥ 9♣ 7♠ 6♦ A♣"), cards("K♠"))
    # Trick 3: the ace beats the king, and B has nothing left.
    game.step()
    assert game.piles == (cards("9♣ 7♠ 6♦ A♣ A♥ K♠"), ())
    assert game.over
    assert game.result == Result(0, "out_of_cards", 3, 0)


def test_three_tricks_records() -> None:
    game = Game(THREE)
    game.run()
    first, second, third = game.tricks
    assert first == Trick(1, (Round((0, 1), ((), ()), cards("9♣ 7♠")),), 0, 0, cards("9♣ 7♠"))
    assert second.rounds[0].face_up == cards("6♦ A♣")
    assert (second.winner, second.bank, second.wars) == (0, cards("6♦ A♣"), 0)
    assert third.number == 3
    assert (third.winner, third.bank) == (0, cards("A♥ K♠"))
    assert [snap.tricks for snap in game.history] == [0, 1, 2, 3]
    # only the last snapshot, where the game ended, carries the result
    assert [snap.result for snap in game.history] == [None, None, None, game.result]
    assert game.history[1].piles == (cards("6♦ A♥ 9♣ 7♠"), cards("A♣ K♠"))
    assert play(THREE) == game.result


def test_three_tricks_loser_first_puts_opponent_card_first() -> None:
    game = Game(THREE, Rules(collect="loser_first"))
    assert game.step().bank == cards("7♠ 9♣")
    assert game.piles[0] == cards("6♦ A♥ 7♠ 9♣")


def test_three_tricks_without_the_six_rule() -> None:
    # With no special rule the ace beats the six: B wins trick 2.
    game = Game(THREE, Rules(low_beats_ace=False))
    game.step()
    trick = game.step()
    assert trick.winner == 1
    assert trick.bank == cards("A♣ 6♦")
    assert game.piles == (cards("A♥ 9♣ 7♠"), cards("K♠ A♣ 6♦"))


# --- the war: "А: 8♣, 9♦, К♥; Б: 8♠, 6♣, 10♦" -------------------------------

WAR = ["8♣ 9♦ K♥", "8♠ 6♣ 10♦"]


def test_war_seed_example_card_for_card() -> None:
    game = Game(WAR)
    trick = game.step()
    assert trick.rounds == (
        Round((0, 1), ((), ()), cards("8♣ 8♠")),
        Round((0, 1), (cards("9♦"), cards("6♣")), cards("K♥ 10♦")),
    )
    assert trick.wars == 1
    assert trick.winner == 0
    # His own cards in the order laid, then the opponent's in the order laid.
    assert trick.bank == cards("8♣ 9♦ K♥ 8♠ 6♣ 10♦")
    assert game.piles == (cards("8♣ 9♦ K♥ 8♠ 6♣ 10♦"), ())
    assert game.result == Result(0, "out_of_cards", 1, 1)
    assert trick.short == ()


def test_war_seed_example_is_symmetric() -> None:
    game = Game(list(reversed(WAR)))
    trick = game.step()
    assert trick.winner == 1
    assert trick.bank == cards("8♣ 9♦ K♥ 8♠ 6♣ 10♦")
    assert game.piles == ((), cards("8♣ 9♦ K♥ 8♠ 6♣ 10♦"))


def test_war_with_cards_below_keeps_them_in_order() -> None:
    game = Game(["8♣ 9♦ K♥ 7♣ J♦", "8♠ 6♣ 10♦ Q♥"])
    game.step()
    assert game.piles == (cards("7♣ J♦ 8♣ 9♦ K♥ 8♠ 6♣ 10♦"), cards("Q♥"))
    assert not game.over


def test_six_beats_ace_decides_a_war() -> None:
    # "решающими оказались 6 и туз. Побеждает шестёрка"
    game = Game(["8♣ A♦ 6♥", "8♠ 7♣ A♠"])
    trick = game.step()
    assert trick.winner == 0
    assert trick.bank == cards("8♣ A♦ 6♥ 8♠ 7♣ A♠")


def test_double_war_repeats_with_one_down_one_up() -> None:
    game = Game(["8♣ 9♦ K♥ 7♦ A♣", "8♠ 6♣ K♠ 10♥ Q♣"])
    trick = game.step()
    assert [r.face_up for r in trick.rounds] == [cards("8♣ 8♠"), cards("K♥ K♠"), cards("A♣ Q♣")]
    assert [r.face_down for r in trick.rounds] == [
        ((), ()),
        (cards("9♦"), cards("6♣")),
        (cards("7♦"), cards("10♥")),
    ]
    assert trick.wars == 2
    assert trick.bank == cards("8♣ 9♦ K♥ 7♦ A♣ 8♠ 6♣ K♠ 10♥ Q♣")
    assert game.result == Result(0, "out_of_cards", 1, 2)


def test_history_and_str_of_a_trick() -> None:
    game = Game(WAR)
    trick = game.step()
    text = str(trick)
    assert text.startswith("Trick 1: 8♣ vs 8♠ | спор: [9♦] K♥ vs [6♣] 10♦")
    assert text.endswith("player 0 takes 8♣ 9♦ K♥ 8♠ 6♣ 10♦")
    assert game.history[0].piles == (cards("8♣ 9♦ K♥"), cards("8♠ 6♣ 10♦"))
    assert game.history[-1].piles == game.piles


def test_resume_after_the_war_seed_example() -> None:
    game = Game(WAR)
    game.run()
    resumed = Game.from_history(game.history[:1])
    assert resumed.run() == game.result
    finished = Game.from_history(game.history)
    assert finished.over and finished.result == game.result


def test_resume_after_a_shortfall_keeps_the_reason() -> None:
    # A is short in the war: the game ends as war_shortfall, also when resumed at its end.
    rules = Rules(war_face_down=3)
    game = Game(["8♣ 9♦ 7♣ K♥", "8♠ 6♣ J♦ 7♥ 10♦"], rules)
    assert game.run() == Result(1, "war_shortfall", 1, 1)
    assert Game.from_history(game.history, rules).result == game.result
    draw = Game(["8♣ 9♦", "8♠ 6♣"])
    assert draw.run() == Result(None, "war_shortfall_draw", 1, 1)
    resumed = Game.from_history(draw.history)
    assert resumed.over and resumed.result == draw.result
