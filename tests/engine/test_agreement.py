"""Every engine held against the others, and against an independent referee, on the same deals.

The engines: the recording :class:`Game`, the compiled loop behind :func:`play` and
``simulate(deals=...)`` (on one thread and on two), the same loop run as plain Python
(``NUMBA_DISABLE_JIT=1``, in a subprocess), and :class:`TacticalGame` with every player using
``top_card`` (the classic game). The referee (``tests/referee.py``) plays the rules of
``docs/rules.md`` on plain lists, for every fixed return order and 2–8 players; it gives the
result, the state at the start of every trick, each trick's winner, war rounds and short
players, and the final state.

The deals: generated small-deck deals of any size and split, whole deals of the standard
decks, every combination of the rule options, a rare case found by a search, and many
classic deals.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Sequence

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generated import Piles, standard_rules, tables
from pyanitsa_edu import Card, Game, Result, Rules, Simulation, deal, play, simulate
from pyanitsa_edu.pyanitsa.engine.tactical import TacticalGame, play_tactical, top_card
from referee import TrickCall, Verdict, referee
from variants import (
    COLLECTS,
    FIXED_COLLECTS,
    FOUR_SUIT_DECK,
    SIX_RANK_DECK,
    TOY_DECKS,
    cards,
    cut,
    every_variant,
)

pytestmark = pytest.mark.slow  # every engine on every variant: make test runs it


def outcome(result: Result) -> tuple[object, ...]:
    """Return the fields of a result as the referee gives them."""
    return (result.winner, result.reason, result.tricks, result.wars,
            result.cycle_start, result.cycle_length)


def held_to_referee(game: Game, verdict: Verdict) -> None:
    """Assert that a finished game is the referee's game, state by state and trick by trick."""
    assert game.result is not None
    assert outcome(game.result) == verdict.outcome
    assert [(s.piles, s.carry) for s in game.history[:-1]] == verdict.states
    assert [TrickCall(t.winner, t.wars, tuple(sorted(t.short))) for t in game.tricks] == (
        verdict.tricks
    )
    if verdict.final is not None:
        assert (game.history[-1].piles, game.history[-1].carry) == verdict.final


FIELDS = ("winner", "reason_code", "tricks", "wars", "cycle_start", "cycle_length")


def same_games(one: Simulation, other: Simulation) -> bool:
    """Return True when two simulations hold the same result for every game."""
    return all(np.array_equal(getattr(one, name), getattr(other, name)) for name in FIELDS)


def engines_agree(deals: Sequence[Sequence[Sequence[Card]]], rules: Rules, seed: int) -> None:
    """Play every deal on every engine (one batch for all of them) and assert they agree."""
    sim = simulate(deals=deals, rules=rules, seed=seed, workers=1)
    assert len(sim) == len(deals)
    assert same_games(sim, simulate(deals=deals, rules=rules, seed=seed, workers=2))
    for i, piles in enumerate(deals):
        # a fixed return order must ignore the seed; the shuffled one follows the batch's
        game_seed = seed + i if rules.fixed_order else sim.game_seed(i)
        game = Game(piles, rules, seed=game_seed)
        result = game.run()
        assert play(piles, rules, seed=game_seed) == result
        assert sim.deal(i) == tuple(map(tuple, piles))
        assert sim.result(i) == result
        tactical = TacticalGame(piles, [top_card] * rules.players, rules, game_seed)
        tactical.run()
        assert tactical == game  # same snapshots, same tricks (every card laid), same result
        if rules.fixed_order:
            held_to_referee(game, referee(piles, rules))


# --- generated deals on small decks: any subset of the deck, any split ----------------


@settings(max_examples=300)
@given(tables(players=st.just(2)))
def test_two_players_on_small_decks(table: tuple[list[Piles], Rules, int]) -> None:
    engines_agree(*table)


@settings(max_examples=300)
@given(tables(players=st.integers(3, 8)))
def test_three_to_eight_players_on_small_decks(table: tuple[list[Piles], Rules, int]) -> None:
    engines_agree(*table)


# --- whole deals of the standard decks ------------------------------------------------


@settings(max_examples=150)
@given(standard_rules(2, 2), st.integers(0, 10**9))
def test_two_players_on_whole_deals(rules: Rules, seed: int) -> None:
    engines_agree([deal(rules, seed)], rules, seed)


@settings(max_examples=200)
@given(standard_rules(3, 8), st.integers(0, 10**9))
def test_three_to_eight_players_on_whole_deals(rules: Rules, seed: int) -> None:
    engines_agree([deal(rules, seed)], rules, seed)


# --- every combination of the options ----------------------------------------------

TWO_PLAYER_DECKS = TOY_DECKS[:5]
VARIANTS = [
    *every_variant(2, TWO_PLAYER_DECKS),
    # three to eight players: the two twelve-card decks in turn
    *(rules for players in range(3, 9)
      for rules in every_variant(players, [(FOUR_SUIT_DECK, SIX_RANK_DECK)[players % 2]])),
]
CHUNKS = 12


def random_piles(rng: random.Random, rules: Rules) -> Piles:
    """Return the deck shuffled, often only part of it, cut at random into the players' piles
    (at least one card each)."""
    order = list(rules.deck.cards)
    rng.shuffle(order)
    if rng.random() < 0.3:
        del order[rng.randint(rules.players, len(order)):]
    return cut(order, sorted(rng.sample(range(1, len(order)), rules.players - 1)))


def test_the_variants_are_every_combination() -> None:
    orders = len(FIXED_COLLECTS) * 2 + 1  # fixed orders on cards and on ranks, and shuffled
    assert len(COLLECTS) == len(FIXED_COLLECTS) + 1
    two = {(r.deck, r.low_beats_ace, r.war_face_down, r.war_shortfall, r.collect, r.detect_cycles)
           for r in VARIANTS if r.players == 2}
    assert len(two) == len(TWO_PLAYER_DECKS) * 2 * 4 * 2 * orders
    assert {deck for deck, *_ in two} == set(TWO_PLAYER_DECKS)
    for players in range(3, 9):
        more = {(r.low_beats_ace, r.war_face_down, r.war_shortfall, r.collect, r.table_cycle,
                 r.detect_cycles) for r in VARIANTS if r.players == players}
        assert len(more) == 2 * 4 * 2 * orders * 2


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_variant(chunk: int) -> None:
    rng = random.Random(chunk)
    for rules in VARIANTS[chunk::CHUNKS]:
        deals = [random_piles(rng, rules) for _ in range(10 if rules.players == 2 else 4)]
        engines_agree(deals, rules, rng.randrange(10**6))


# --- rare cases, found by a search with the referee -----------------------------------


def test_two_banks_in_a_row_wait_on_the_table() -> None:
    """Every contender is short in two tricks running: both banks wait, in the order laid."""
    rules = Rules(deck=SIX_RANK_DECK, war_face_down=2, war_shortfall="last_card_up",
                  collect="loser_first", players=6, max_tricks=200, table_cycle="rank_order")
    piles = [cards(p) for p in ("A♦", "6♦ 9♣", "A♣", "7♦ 8♦ 8♣", "K♦ 9♦", "6♣ 7♣ K♣")]
    verdict = referee(piles, rules)
    assert [call.winner for call in verdict.tricks] == [None, None, 5]
    assert verdict.states[2][1] == cards("A♦ 6♦ A♣ 7♦ K♦ 6♣ 9♣ 8♦ 9♦ 7♣")
    engines_agree([piles], rules, 1)


# --- many classic deals ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "deals"),
    [(Rules(), 1_000), (Rules(collect="seat_order"), 300), (Rules(deck=52), 300)],
    ids=["classic", "seat_order", "deck52"],
)
def test_many_deals_of_the_classic_game(rules: Rules, deals: int) -> None:
    sim = simulate(deals, rules=rules, seed=deals)
    for i in range(deals):
        piles = sim.deal(i)
        result = play(piles, rules)
        assert play_tactical(piles, [top_card, top_card], rules) == result, i
        assert sim.result(i) == result, i


# --- the same loop as plain Python ----------------------------------------------------

PLAIN_PYTHON = """
import json, sys
import numpy as np
from pyanitsa_edu.pyanitsa.engine import kernel
from pyanitsa_edu.analysis.monte_carlo import simulate
assert not kernel.JIT
out = []
for rules, n, seed in eval(sys.stdin.read()):
    sim = simulate(n, rules=rules, seed=seed, workers=2)
    out.append([getattr(sim, name).tolist() for name in FIELDS])
print(json.dumps(out))
"""


def test_the_loop_as_plain_python_gives_the_same_games() -> None:
    """``NUMBA_DISABLE_JIT=1`` runs the compiled loop's source as plain Python: every game of
    the shared variants (two to eight players) comes out the same, shuffled ones included."""
    cases = [(rules, 6 if rules.players == 2 else 3, k) for k, rules in enumerate(VARIANTS[::7])]
    script = "FIELDS = " + repr(FIELDS) + "\nfrom pyanitsa_edu import *\n" + PLAIN_PYTHON
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1"}
    done = subprocess.run([sys.executable, "-c", script], input=repr(cases), env=env,
                          capture_output=True, text=True, check=True, timeout=900)
    plain = json.loads(done.stdout)
    assert len(plain) == len(cases) > 100
    for (rules, n, seed), fields in zip(cases, plain, strict=True):
        sim = simulate(n, rules=rules, seed=seed)
        assert [getattr(sim, name).tolist() for name in FIELDS] == fields, rules
