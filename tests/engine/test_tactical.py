"""The tactical variant: players choose their cards from their own hands.

No card is ever created or lost, whatever the strategies; a strategy sees its own
hand and nothing of the others'; the choices of one round are simultaneous. That
the strategy "play the top card" is the classic game, card for card, is checked with
the other engines in ``test_agreement.py``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import fields

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generated import standard_rules
from pyanitsa_edu import Card, Rules, deal
from pyanitsa_edu.errors import PyanitsaError, RulesError, StrategyError
from pyanitsa_edu.pyanitsa.engine.tactical import (
    Phase,
    Strategy,
    TacticalGame,
    View,
    beat_or_dump,
    deterministic,
    highest_first,
    is_deterministic,
    lowest_first,
    play_tactical,
    random_card,
    top_card,
)
from variants import cards

# --- no card is created or lost -----------------------------------------------------

STRATEGY_MAKERS: list[Callable[[int], Strategy]] = [
    lambda _: top_card,
    lambda _: highest_first,
    lambda _: lowest_first,
    lambda _: beat_or_dump,
    random_card,
]


@pytest.mark.slow
@settings(max_examples=300)
@given(standard_rules(), st.integers(0, 10**9), st.data())
def test_every_card_is_kept_with_any_strategies(
    rules: Rules, seed: int, data: st.DataObject
) -> None:
    rules = rules.replace(max_tricks=min(rules.max_tricks or 300, 300))
    makers = data.draw(st.lists(st.sampled_from(STRATEGY_MAKERS), min_size=rules.players,
                                max_size=rules.players))
    game = TacticalGame(deal(rules, seed), [make(seed + i) for i, make in enumerate(makers)],
                        rules, seed)
    deck = Counter(rules.deck.cards)
    while not game.over:
        trick = game.step()
        assert Counter(c for hand in game.hands for c in hand) + Counter(game.carry) == deck
        laid = [c for r in trick.rounds for down in r.face_down for c in down] + [
            c for r in trick.rounds for c in r.face_up
        ]
        assert len(laid) == len(set(laid))
    result = game.result
    assert result is not None and result.tricks == len(game.tricks)


# --- what a strategy may see --------------------------------------------------------


@settings(max_examples=150)
@given(standard_rules(2, 5), st.integers(0, 10**9))
def test_a_strategy_sees_its_own_hand_and_no_other(rules: Rules, seed: int) -> None:
    rules = rules.replace(max_tricks=100)
    views: list[View] = []
    holder: list[TacticalGame] = []

    def spy(view: View) -> Card:
        game = holder[0]
        hands = game.hands  # the choices of this round are not taken yet
        assert view.hand == hands[view.player]
        assert view.counts == game.counts
        others = {c for i, hand in enumerate(hands) if i != view.player for c in hand}
        assert others.isdisjoint(view.hand)
        assert others.isdisjoint(card for _, card in view.table)
        assert view.player in view.laying and view.rules == rules
        views.append(view)
        return highest_first(view)

    holder.append(TacticalGame(deal(rules, seed), [spy] * rules.players, rules, seed))
    holder[0].run()
    assert views
    assert {f.name for f in fields(View)} == {
        "player", "hand", "counts", "table", "laying", "phase", "rules"
    }


def test_the_choices_of_a_flip_are_simultaneous() -> None:
    seen: list[View] = []

    def spy(view: View) -> Card:
        seen.append(view)
        return top_card(view)

    game = TacticalGame(deal(Rules(players=3), 2), [spy] * 3, Rules(players=3, max_tricks=20))
    while not game.over:
        start = game.counts
        seen.clear()
        game.step()
        flips = [v for v in seen if v.phase == "flip"]
        assert [v.counts for v in flips] == [start] * len(flips)  # nobody had laid yet
        assert all(v.table == () for v in flips)


def test_a_war_asks_for_face_down_then_face_up_cards() -> None:
    order = {0: cards("K♣ 8♣ 7♣ A♣ 6♣"), 1: cards("K♦ 9♦ 7♦ 8♦ 10♦")}
    phases: list[tuple[int, str, tuple[tuple[int, Card], ...]]] = []

    def scripted(view: View) -> Card:
        phases.append((view.player, view.phase, view.table))
        return next(c for c in order[view.player] if c in view.hand)

    rules = Rules(war_face_down=2, max_tricks=1)
    game = TacticalGame(["6♣ 7♣ 8♣ K♣ A♣", "7♦ 8♦ 9♦ 10♦ K♦"], [scripted, scripted], rules)
    trick = game.step()
    first, war = trick.rounds
    assert first.face_up == cards("K♣ K♦")
    assert war.face_down == (cards("8♣ 7♣"), cards("9♦ 7♦"))
    assert war.face_up == cards("A♣ 8♦")
    assert (trick.winner, trick.bank) == (0, cards("K♣ 8♣ 7♣ A♣ K♦ 9♦ 7♦ 8♦"))
    table = ((0, Card.parse("K♣")), (1, Card.parse("K♦")))
    assert phases == [
        (0, "flip", ()), (1, "flip", ()),
        (0, "war_down", table), (1, "war_down", table),
        (0, "war_down", table), (1, "war_down", table),
        (0, "war_up", table), (1, "war_up", table),
    ]
    assert game.hands == (cards("6♣ K♣ 8♣ 7♣ A♣ K♦ 9♦ 7♦ 8♦"), cards("10♦"))


# --- choosing matters -----------------------------------------------------------------


def test_choosing_the_ace_beats_playing_the_top_card() -> None:
    piles = ["6♣ A♦", "K♠"]
    classic = play_tactical(piles, [top_card, top_card])
    assert (classic.winner, classic.reason) == (None, "cycle")  # 6 loses to K, and round it goes
    chosen = TacticalGame(piles, [highest_first, top_card])
    assert chosen.run().winner == 0 and chosen.result is not None
    assert (chosen.result.reason, chosen.result.tricks) == ("out_of_cards", 1)
    assert chosen.hands == (cards("6♣ A♦ K♠"), ())


def test_provided_strategies_choose_by_plain_rank() -> None:
    def view(hand: str, phase: Phase = "flip") -> View:
        return View(0, cards(hand), (3, 3), (), (0, 1), phase, Rules())

    assert highest_first(view("9♦ A♥ 6♣ A♠")) == Card.parse("A♥")
    assert lowest_first(view("9♦ 6♣ A♥ 6♠")) == Card.parse("6♣")
    assert top_card(view("9♦ 6♣ A♥")) == Card.parse("9♦")
    # Unseen: four each of 7 8 10 J Q K, so the likeliest rival card is a K; only the A beats it.
    assert beat_or_dump(view("6♣ 9♦ A♥")) == Card.parse("A♥")
    assert beat_or_dump(view("6♣ 9♦ A♥", "war_down")) == Card.parse("6♣")
    assert beat_or_dump(view("7♣ 9♦")) == Card.parse("7♣")  # nothing beats a K: dump


# --- errors -----------------------------------------------------------------------------


def test_a_card_not_in_the_hand_is_refused_naming_player_and_card() -> None:
    def cheat(view: View) -> Card:
        return Card.parse("A♠")

    message = r"^player 1's strategy cheat chose A♠ \(flip\), which is not in his hand: K♠ 8♦$"
    with pytest.raises(StrategyError, match=message):
        play_tactical(["6♣ 7♣", "K♠ 8♦"], [top_card, cheat], Rules(max_tricks=5))
    with pytest.raises(StrategyError, match=r"player 0.*chose 'A♠'"):
        bad: Strategy = lambda v: "A♠"  # type: ignore[assignment,return-value]  # noqa: E731
        play_tactical(["6♣", "K♠"], [bad, top_card], Rules(max_tricks=5))
    assert issubclass(StrategyError, PyanitsaError) and issubclass(StrategyError, ValueError)


def test_strategies_must_be_one_function_per_player() -> None:
    with pytest.raises(StrategyError, match="expected 2 strategies"):
        TacticalGame(["6♣", "K♠"], [top_card])
    with pytest.raises(StrategyError, match="player 1's strategy must be a function"):
        TacticalGame(["6♣", "K♠"], [top_card, "top"])  # type: ignore[list-item]
    with pytest.raises(StrategyError, match="a list"):
        TacticalGame(["6♣", "K♠"], top_card)  # type: ignore[arg-type]


def test_an_undetectable_repeat_needs_a_trick_limit() -> None:
    piles = deal(Rules(), 1)
    for strategies, rules in [
        ([top_card, random_card(1)], Rules()),
        ([top_card, top_card], Rules(collect="shuffled")),
        ([top_card, top_card], Rules(detect_cycles=False)),
        ([top_card, lambda v: v.hand[-1]], Rules()),
    ]:
        with pytest.raises(RulesError, match="max_tricks"):
            TacticalGame(piles, strategies, rules)
        limited = play_tactical(piles, strategies, rules.replace(max_tricks=30), seed=1)
        assert limited.tricks <= 30


def test_deterministic_strategies_detect_cycles() -> None:
    assert all(map(is_deterministic, [top_card, highest_first, lowest_first, beat_or_dump]))
    assert not is_deterministic(random_card(0))
    last = deterministic(lambda v: v.hand[-1])
    assert is_deterministic(last)
    reasons = Counter(play_tactical(deal(Rules(), s), [highest_first, last]).reason
                      for s in range(200))
    assert set(reasons) <= {"out_of_cards", "war_shortfall", "war_shortfall_draw", "cycle"}
    with pytest.raises(StrategyError, match="wrap it"):
        deterministic([].count)  # type: ignore[arg-type]


def test_random_card_is_reproducible_and_private() -> None:
    rules = Rules(players=3, max_tricks=500)
    piles = deal(rules, 9)

    def run(seed: int) -> tuple[object, ...]:
        random.seed(12345)  # the global generator is never used
        game = TacticalGame(piles, [random_card(seed), random_card(seed + 1), top_card], rules)
        game.run()
        return game.tricks

    assert run(3) == run(3)
    assert run(3) != run(4)


def test_a_tactical_game_is_not_resumed_from_snapshots() -> None:
    game = TacticalGame(["6♣ A♦", "K♠"], [top_card, top_card])
    assert repr(game).startswith("<TacticalGame (2, 1)")
    with pytest.raises(NotImplementedError):
        TacticalGame.from_history(game.history)


def test_seed_examples_hold_as_hands() -> None:
    game = TacticalGame(["9♣ 6♦ A♥", "7♠ A♣ K♠"], [top_card, top_card])
    steps = [str(game.step()) for _ in range(3)]
    assert steps[0] == "Trick 1: 9♣ vs 7♠ → player 0 takes 9♣ 7♠"
    assert game.hands[0] == cards("9♣ 7♠ 6♦ A♣ A♥ K♠")

