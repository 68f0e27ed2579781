"""The fast two-player loop behind play(): how it reads piles, where it stops, how it resumes."""

from __future__ import annotations

import random

import pytest

from pyanitsa_edu import Card, DealError, Deck, Game, Rules, RulesError, deal, play
from pyanitsa_edu.engine.fast import Position, advance, play_ids, repeat_horizon
from pyanitsa_edu.engine.plan import plan_for

SMALL = Deck(ranks=["6", "7", "K", "A"], suits=2)


def test_piles_in_any_form_give_the_same_game() -> None:
    piles = deal(seed=4)
    expected = Game(piles).run()
    forms: list[object] = [
        piles,
        list(piles),
        [list(p) for p in piles],
        [" ".join(map(str, p)) for p in piles],
        [[str(c) for c in p] for p in piles],
        [list(piles[0]), " ".join(map(str, piles[1]))],
    ]
    for form in forms:
        assert play(form) == expected  # type: ignore[arg-type]


def test_bad_piles_are_named() -> None:
    six, seven = Card.parse("6♣"), Card.parse("7♣")
    with pytest.raises(DealError, match="duplicate"):
        play([(six,), (six, seven)])
    with pytest.raises(ValueError, match="not in the 32-card deck"):
        play([(six,), (seven,)], Rules(deck=32))
    with pytest.raises(DealError, match="expected 2 piles"):
        play([(six,)])
    with pytest.raises(DealError, match="a pile must be"):
        play([six, seven])  # type: ignore[list-item]


def small_deals(count: int, seed: int) -> list[tuple[tuple[Card, ...], ...]]:
    """Return ``count`` random deals of the small deck (many of them cycle)."""
    rng = random.Random(seed)
    return [deal(Rules(deck=SMALL), rng) for _ in range(count)]


def test_limits_and_repeats_as_in_the_recording_game() -> None:
    """A repeat before the limit is a cycle, also when Brent's check sees it after the limit."""
    reasons = set()
    for collect in ("winner_first", "loser_first", "seat_order"):
        for piles in small_deals(40, seed=len(collect)):
            for limit in (None, 0, 1, 2, 3, 5, 8, 13, 21):
                rules = Rules(deck=SMALL, collect=collect, max_tricks=limit)
                result = play(piles, rules)
                assert result == Game(piles, rules).run(), (piles, limit)
                reasons.add(result.reason)
    assert {"cycle", "limit", "out_of_cards"} <= reasons


def test_an_empty_pile_ends_the_game_before_the_limit_does() -> None:
    """docs/rules.md, "Repetition": a player without cards loses before the limit is looked at."""
    ace, king = [Card.parse("A♣")], [Card.parse("K♣")]
    for piles, winner in (([ace, king], 0), ([king, ace], 1)):
        for detect in (True, False):
            rules = Rules(max_tricks=1, detect_cycles=detect)
            result = play(piles, rules)
            assert (result.winner, result.reason, result.tricks) == (winner, "out_of_cards", 1)
            assert result == Game(piles, rules).run()


def test_a_game_resumes_where_it_stopped() -> None:
    plan = plan_for(Rules(deck=SMALL, collect="seat_order"))
    ids = plan.rules.deck.card_ids
    for piles in small_deals(30, seed=5):
        a, b = ([ids[c] for c in pile] for pile in piles)
        whole = advance(Position.start(a, b), plan, None)
        position = Position.start(a, b)
        for stop in (1, 2, 5, 9, 17):
            end = advance(position, plan, None, stop=stop)
            if end is not None:
                break
            assert position.tricks == stop
        else:
            end = advance(position, plan, None)
        assert end == whole


def test_repeat_horizon_covers_every_repeat_before_the_limit() -> None:
    """Brent's saves fall after 2**k - 1 tricks; a repeat at trick r <= limit shows by the
    horizon, whatever its period."""
    for limit in range(1, 200):
        horizon = repeat_horizon(limit)
        for start in range(limit):
            for period in range(1, limit - start + 1):
                save = 0
                while save < start or 2 * save + 1 - save < period:
                    save = 2 * save + 1
                assert save + period < horizon, (limit, start, period)


def test_a_shuffled_return_needs_a_generator() -> None:
    with pytest.raises(RulesError, match="random generator"):
        play_ids([0, 1], [2, 3], Rules(collect="shuffled"))
