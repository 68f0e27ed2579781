"""play() on the compiled loop: how it reads piles, where it stops, its seeds."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from pyanitsa_edu import Card, DealError, Deck, Game, Rules, deal, play
from pyanitsa_edu.pyanitsa.engine.kernel import _horizon

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


def test_repeat_horizon_covers_every_repeat_before_the_limit() -> None:
    """Brent's saves fall after 2**k - 1 tricks; a repeat at trick r <= limit shows by the
    horizon, whatever its period."""
    for limit in range(1, 200):
        horizon = _horizon(limit)
        for start in range(limit):
            for period in range(1, limit - start + 1):
                save = 0
                while save < start or 2 * save + 1 - save < period:
                    save = 2 * save + 1
                assert save + period < horizon, (limit, start, period)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_seed_fixes_the_shuffled_game_and_a_generator_gives_one_draw(players: int) -> None:
    """A game's seed starts its generator; a random.Random gives it one 64-bit draw."""
    rules = Rules(collect="shuffled", players=players, max_tricks=3000)
    piles = deal(rules, seed=8)
    results = {play(piles, rules, seed=seed) for seed in range(40)}
    assert len(results) > 1  # the seed matters
    assert play(piles, rules, seed=11) == Game(piles, rules, seed=11).run()
    draw = random.Random(5).getrandbits(64)
    assert play(piles, rules, seed=random.Random(5)) == play(piles, rules, seed=draw)
    assert Game(piles, rules, seed=random.Random(5)).run() == play(piles, rules, seed=draw)
    wide = 3 * 2**64 + 11  # a 128-bit seed: its high half is mixed into the low one
    assert play(piles, rules, seed=wide) == Game(piles, rules, seed=wide).run()


def test_a_fixed_order_leaves_a_generator_untouched() -> None:
    rng = random.Random(3)
    play(deal(seed=1), seed=rng)
    assert rng.getstate() == random.Random(3).getstate()


@pytest.mark.slow
def test_without_a_writable_cache_the_loop_compiles_in_the_process() -> None:
    """Where numba finds no place to keep compiled code (a read-only install without a user
    cache folder), the loop is compiled in each process instead of failing."""
    code = (
        "import numba.core.caching as caching\n"
        "caching.CacheImpl._locator_classes = []\n"
        "from pyanitsa_edu import deal, play\n"
        "print(play(deal(seed=1)).tricks)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, timeout=600)
    assert int(done.stdout) == Game(deal(seed=1)).run().tricks
