"""Properties checked on thousands of generated deals (hypothesis).

- no card is created or lost, after every step;
- the same deal and rules give the same game;
- swapping the two piles mirrors the game under winner_first and loser_first;
- a game resumed from any history snapshot continues identically;
- stored snapshots never change as the game goes on;
- renaming the suits changes nothing.

Every engine against the others and against the referee: ``test_agreement.py``.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generated import Case, games
from pyanitsa_edu import Card, Game, Result, Rules, play
from pyanitsa_edu.pyanitsa.records import Snapshot
from variants import all_cards

pytestmark = pytest.mark.slow  # hypothesis over whole games: make test runs it

# --- no card is created or lost ---------------------------------------------------


@settings(max_examples=500)
@given(games(players=st.integers(2, 8)))
def test_no_card_created_or_lost(case: Case) -> None:
    piles, rules, seed = case
    start = all_cards(piles)
    game = Game(piles, rules, seed=seed)
    while not game.over:
        trick = game.step()
        assert all_cards(game.piles, game.carry) == start
        if trick.winner is not None:
            assert len(game.piles[trick.winner]) >= len(trick.bank)
            assert tuple(game.piles[trick.winner][-len(trick.bank) :]) == trick.bank
    for snap in game.history:
        assert all_cards(snap.piles, snap.carry) == start
    result = game.result
    assert result is not None
    assert result.tricks == len(game.tricks) == game.history[-1].tricks
    assert [t.number for t in game.tricks] == list(range(1, result.tricks + 1))
    assert result.wars == sum(t.wars for t in game.tricks) == game.wars
    check_result(result, rules, game)


def check_result(result: Result, rules: Rules, game: Game) -> None:
    """Check the fields of a result against its reason."""
    holders = [i for i, p in enumerate(game.piles) if p]
    if result.reason == "cycle":
        assert result.cycle_start is not None and result.cycle_length is not None
        assert result.cycle_length >= 1
        assert result.tricks == result.cycle_start + result.cycle_length
        assert rules.detect_cycles and rules.collect != "shuffled"
        first = game.history[result.cycle_start]
        then, now = (first.piles, first.carry), (game.piles, game.carry)
        if rules.detect_cycles == "ranks":  # the same ranks in the same places
            then, now = _ranks(*then), _ranks(*now)
        assert then == now
    else:
        assert result.cycle_start is None and result.cycle_length is None
    if result.reason == "limit":
        assert result.tricks == rules.max_tricks
        assert len(holders) >= 2
    if result.reason == "out_of_cards":
        assert len(holders) <= 1
        assert result.winner == (holders[0] if holders else None)
    if result.reason == "war_shortfall":
        assert result.winner is not None and holders == [result.winner]
    if result.reason in ("cycle", "limit", "war_shortfall_draw"):
        assert result.winner is None


def _ranks(piles: Sequence[Sequence[Card]], carry: Sequence[Card]) -> object:
    """Return a state as the ranks of its piles and table cards."""
    return [[c.rank for c in pile] for pile in piles], [c.rank for c in carry]


# --- determinism ------------------------------------------------------------------


@settings(max_examples=300)
@given(games(players=st.integers(2, 6)))
def test_same_deal_same_game(case: Case) -> None:
    piles, rules, seed = case
    one, two = Game(piles, rules, seed=seed), Game(piles, rules, seed=seed)
    assert one == two
    assert one.run() == two.run()
    assert one == two
    assert one.tricks == two.tricks and one.history == two.history
    assert play(piles, rules, seed=seed) == one.result


# --- mirror symmetry ------------------------------------------------------------


def mirrored(result: Result) -> Result:
    """Return the result with the two players swapped."""
    winner = None if result.winner is None else 1 - result.winner
    return Result(winner, result.reason, result.tricks, result.wars, result.cycle)


@settings(max_examples=400)
@given(games(collects=("winner_first", "loser_first")))
def test_swapping_piles_mirrors_symmetric_return_orders(case: Case) -> None:
    piles, rules, _ = case
    swapped = [piles[1], piles[0]]
    assert play(swapped, rules) == mirrored(play(piles, rules))
    game, other = Game(piles, rules), Game(swapped, rules)
    while not game.over:
        game.step()
        other.step()
        assert other.piles == game.piles[::-1]
    assert other.over


def test_seat_order_is_not_assumed_symmetric() -> None:
    # seat_order always puts player 0's cards first, so the seats matter.
    piles = [(Card.parse("8♣"), Card.parse("6♦")), (Card.parse("6♣"), Card.parse("7♣"))]
    rules = Rules(collect="seat_order")
    game, other = Game(piles, rules), Game(piles[::-1], rules)
    game.step()
    other.step()
    assert other.piles != game.piles[::-1]
    assert play(piles[::-1], rules) != mirrored(play(piles, rules))


# --- resuming from history ------------------------------------------------------


@settings(max_examples=300)
@given(games(players=st.integers(2, 5)), st.integers(0, 10**6))
def test_resume_from_any_snapshot(case: Case, pick: int) -> None:
    piles, rules, seed = case
    game = Game(piles, rules, seed=seed)
    result = game.run()
    k = pick % len(game.history)
    resumed = Game.from_history(game.history[: k + 1], rules)
    assert resumed.run() == result
    assert resumed.tricks == game.tricks[k:]
    assert resumed.history == game.history
    assert resumed.piles == game.piles


# --- snapshots are immutable ---------------------------------------------------


@settings(max_examples=150)
@given(games(players=st.integers(2, 4)), st.integers(0, 50))
def test_stored_history_does_not_change(case: Case, steps: int) -> None:
    piles, rules, seed = case
    game = Game(piles, rules, seed=seed)
    for _ in range(steps):
        if game.over:
            break
        game.step()
    early, early_piles, early_tricks = game.history, game.piles, game.tricks
    frozen = copy.deepcopy(early)
    game.run()
    assert early == frozen
    assert game.history[: len(early)] == early
    assert game.history[len(early) - 1].piles == early_piles
    assert game.tricks[: len(early_tricks)] == early_tricks
    for snap in game.history:
        assert isinstance(snap, Snapshot)
        assert type(snap.piles) is tuple
        assert all(type(p) is tuple for p in snap.piles)
        assert type(snap.carry) is tuple
    assert type(game.piles) is tuple and all(type(p) is tuple for p in game.piles)


# --- suits never matter ---------------------------------------------------------


@settings(max_examples=300)
@given(games(players=st.integers(2, 4)), st.randoms(use_true_random=False))
def test_renaming_suits_changes_nothing(case: Case, rnd: object) -> None:
    piles, rules, seed = case
    suits = list(rules.deck.suits)
    renamed = suits[:]
    rnd.shuffle(renamed)  # type: ignore[attr-defined]
    rename = dict(zip(suits, renamed, strict=True))
    other = [tuple(Card(c.rank, rename[c.suit]) for c in p) for p in piles]
    one, two = Game(piles, rules, seed=seed), Game(other, rules, seed=seed)
    assert one.run() == two.run()
    assert [t.winner for t in one.tricks] == [t.winner for t in two.tricks]
    assert [[len(p) for p in s.piles] for s in one.history] == [
        [len(p) for p in s.piles] for s in two.history
    ]
