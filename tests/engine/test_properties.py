"""Properties checked on thousands of generated deals (hypothesis).

- no card is created or lost, after every step;
- the same deal and rules give the same game;
- swapping the two piles mirrors the game under winner_first and loser_first;
- a game resumed from any history snapshot continues identically;
- ``Game(...).run() == play(...)`` for every variant;
- stored snapshots never change as the game goes on;
- an independent two-player referee written from RULES.md agrees trick by trick.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from pyanitsa_edu import Card, Deck, Game, Result, Rules, play
from pyanitsa_edu.records import Snapshot

DECKS = [
    Deck(["6", "A"], 2),
    Deck(["6", "7", "K", "A"], 2),
    Deck(["6", "7", "8"], 2),
    Deck(["6", "7", "8", "9", "K", "A"], 2),
    Deck(["2", "3", "4"], 4),
    Deck(["1", "2", "3", "4", "5", "6"], 1),
    Deck.standard(32),
    Deck.standard(36),
    Deck.standard(52),
]
COLLECTS = ["winner_first", "loser_first", "seat_order", "shuffled"]
FIXED = ["winner_first", "loser_first", "seat_order"]
LIMIT = 400  # games that might not end get this limit
TWO = st.just(2)

Piles = list[tuple[Card, ...]]


@st.composite
def games(
    draw: st.DrawFn,
    players: st.SearchStrategy[int] = TWO,
    collects: Sequence[str] = tuple(COLLECTS),
) -> tuple[Piles, Rules, int]:
    """Return (piles, rules, seed): any variant, any subset of the deck split among players."""
    n_players = draw(players)
    deck = draw(st.sampled_from([d for d in DECKS if len(d) >= n_players]))
    limit = draw(st.sampled_from([None, None, None, 0, 3, 60]))
    detect = draw(st.booleans())
    collect = draw(st.sampled_from(collects))
    if limit is None and not (detect and collect != "shuffled"):
        limit = LIMIT
    rules = Rules(
        deck=deck,
        low_beats_ace=draw(st.sampled_from([None, True, False])),
        war_face_down=draw(st.integers(0, 3)),
        war_shortfall=draw(st.sampled_from(["lose", "last_card_up"])),
        collect=collect,  # type: ignore[arg-type]
        players=n_players,
        max_tricks=limit,
        detect_cycles=detect,
        table_cycle=draw(st.sampled_from(["war", "rank_order"])),
    )
    order = draw(st.permutations(deck.cards))
    size = len(order) if draw(st.booleans()) else draw(st.integers(0, len(order)))
    cuts = sorted(draw(st.lists(st.integers(0, size), min_size=n_players - 1,
                                max_size=n_players - 1)))
    bounds = [0, *cuts, size]
    piles = [tuple(order[bounds[i] : bounds[i + 1]]) for i in range(n_players)]
    return piles, rules, draw(st.integers(0, 2**32))


def all_cards(piles: Sequence[Sequence[Card]], carry: Sequence[Card] = ()) -> Counter[Card]:
    """Return the multiset of cards in piles and on the table."""
    return Counter(c for p in piles for c in p) + Counter(carry)


# --- no card is created or lost ---------------------------------------------------


@settings(max_examples=500, deadline=None)
@given(games(players=st.integers(2, 8)))
def test_no_card_created_or_lost(case: tuple[Piles, Rules, int]) -> None:
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
        assert (first.piles, first.carry) == (game.piles, game.carry)
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


# --- determinism ------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(games(players=st.integers(2, 6)))
def test_same_deal_same_game(case: tuple[Piles, Rules, int]) -> None:
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
    return Result(winner, result.reason, result.tricks, result.wars,
                  result.cycle_start, result.cycle_length)


@settings(max_examples=400, deadline=None)
@given(games(collects=("winner_first", "loser_first")))
def test_swapping_piles_mirrors_symmetric_return_orders(case: tuple[Piles, Rules, int]) -> None:
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


@settings(max_examples=300, deadline=None)
@given(games(players=st.integers(2, 5)), st.integers(0, 10**6))
def test_resume_from_any_snapshot(case: tuple[Piles, Rules, int], pick: int) -> None:
    piles, rules, seed = case
    game = Game(piles, rules, seed=seed)
    result = game.run()
    k = pick % len(game.history)
    resumed = Game.from_history(game.history[: k + 1], rules)
    assert resumed.run() == result
    assert resumed.tricks == game.tricks[k:]
    assert resumed.history == game.history
    assert resumed.piles == game.piles


# --- the fast loop equals the recording game --------------------------------------


@settings(max_examples=600, deadline=None)
@given(games(players=st.integers(2, 8)))
def test_game_run_equals_play(case: tuple[Piles, Rules, int]) -> None:
    piles, rules, seed = case
    assert Game(piles, rules, seed=seed).run() == play(piles, rules, seed=seed)


# --- snapshots are immutable ---------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(games(players=st.integers(2, 4)), st.integers(0, 50))
def test_stored_history_does_not_change(case: tuple[Piles, Rules, int], steps: int) -> None:
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


# --- an independent referee --------------------------------------------------------


def referee(
    a: Sequence[Card], b: Sequence[Card], rules: Rules
) -> tuple[tuple[object, ...], list[tuple[tuple[Card, ...], tuple[Card, ...]]]]:
    """Play a two-player game with a fixed return order straight from RULES.md.

    Return ((winner, reason, tricks, wars, cycle_start, cycle_length), the state
    at the start of every trick played).
    """
    index = {rank: i for i, rank in enumerate(rules.deck.ranks)}
    top = len(rules.deck.ranks) - 1

    def wins(x: Card, y: Card) -> bool:
        i, j = index[x.rank], index[y.rank]
        if rules.low_beats_ace and top >= 1 and {i, j} == {0, top}:
            return i == 0
        return i > j

    piles = [list(a), list(b)]
    need = rules.war_face_down + 1
    lenient = rules.war_shortfall == "last_card_up"
    detect = rules.detect_cycles
    seen: dict[tuple[tuple[Card, ...], tuple[Card, ...]], int] = {}
    states: list[tuple[tuple[Card, ...], tuple[Card, ...]]] = []
    tricks = wars = 0
    while True:
        state = (tuple(piles[0]), tuple(piles[1]))
        if not piles[0] or not piles[1]:
            winner = 0 if piles[0] else 1 if piles[1] else None
            return (winner, "out_of_cards", tricks, wars, None, None), states
        if rules.max_tricks is not None and tricks >= rules.max_tricks:
            return (None, "limit", tricks, wars, None, None), states
        if detect and state in seen:
            start = seen[state]
            return (None, "cycle", tricks, wars, start, tricks - start), states
        seen[state] = tricks
        states.append(state)
        tricks += 1
        laid = [[piles[0].pop(0)], [piles[1].pop(0)]]
        while not wins(laid[0][-1], laid[1][-1]) and not wins(laid[1][-1], laid[0][-1]):
            wars += 1
            short = [len(p) < need and not (lenient and len(p) > 0) for p in piles]
            if all(short):
                return (None, "war_shortfall_draw", tricks, wars, None, None), states
            if any(short):
                return (short.index(False), "war_shortfall", tricks, wars, None, None), states
            for i in (0, 1):
                k = min(need - 1, len(piles[i]) - 1)
                laid[i] += piles[i][: k + 1]
                del piles[i][: k + 1]
        w = 0 if wins(laid[0][-1], laid[1][-1]) else 1
        owners = {"winner_first": [w, 1 - w], "loser_first": [1 - w, w], "seat_order": [0, 1]}
        for owner in owners[rules.collect]:
            piles[w] += laid[owner]


@settings(max_examples=600, deadline=None)
@given(games(collects=tuple(FIXED)))
def test_independent_referee_agrees(case: tuple[Piles, Rules, int]) -> None:
    piles, rules, _ = case
    expected, states = referee(piles[0], piles[1], rules)
    game = Game(piles, rules)
    result = game.run()
    got = (result.winner, result.reason, result.tricks, result.wars,
           result.cycle_start, result.cycle_length)
    assert got == expected
    assert [s.piles for s in game.history[: len(states)]] == states
    assert play(piles, rules) == result


# --- suits never matter ---------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(games(players=st.integers(2, 4)), st.randoms(use_true_random=False))
def test_renaming_suits_changes_nothing(case: tuple[Piles, Rules, int], rnd: object) -> None:
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
