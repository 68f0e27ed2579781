"""expected_outcome() and markov_chain(): hand-solved deals, the engine's own tricks, and
simulate() with the shuffled return."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

import numpy as np
import pytest

from pyanitsa_edu import (
    Card,
    DealError,
    Deck,
    Game,
    PyanitsaError,
    Rules,
    RulesError,
    expected_outcome,
    simulate,
)
from pyanitsa_edu.analysis import markov_chain
from pyanitsa_edu.analysis.markov import ENDS, ExpectedOutcome, MarkovChain, TooManyStatesError
from pyanitsa_edu.i18n.language import language
from variants import PAIR_DECK, SMALL_DECK, TINY_DECK

RankState = tuple[tuple[str, ...], tuple[str, ...]]
Step = dict[RankState | int, Fraction]

RPS = Rules(deck=Deck(["6", "7", "A"], 1), collect="shuffled")
"""Three cards that beat each other in a circle: 6 beats A, A beats 7, 7 beats 6."""
STRICT3 = Rules(deck=Deck(["7", "8", "9"], 1), low_beats_ace=False, collect="shuffled")
"""Three cards in plain order: 9 beats 8 beats 7."""
SMALL = Rules(deck=SMALL_DECK, collect="shuffled")
"""The 8-card deck 6 6 7 7 K K A A with the shuffled return."""


# --- hand-solved deals ----------------------------------------------------------------


def test_top_card_deal_solved_by_hand() -> None:
    # Player 0 holds 9, player 1 holds 7 8; the 9 never loses, so player 0 always wins.
    # S0 = (9 | 7 8): 9 beats 7, the bank {9, 7} comes back as 9 7 or 7 9:
    #   S1 = (9 7 | 8): 9 beats 8 and player 1 is out: 1 trick.
    #   S2 = (7 9 | 8): 8 beats 7, player 1 gets 7 8 or 8 7: S0 again, or
    #     S3 = (9 | 8 7): 9 beats 8, then (9 8 | 7) or (8 9 | 7): either wins the last trick.
    # T3 = 1 + 1 = 2, T2 = 1 + T0/2 + T3/2 = 2 + T0/2, T0 = 1 + T1/2 + T2/2 = 5/2 + T0/4,
    # so T0 = 10/3.
    e = expected_outcome(["9♣", "7♣ 8♣"], STRICT3)
    assert e.tricks == pytest.approx(10 / 3, abs=1e-12)
    assert e.wins == pytest.approx((1, 0), abs=1e-12) and e.draw == 0.0
    chain = markov_chain(["9♣", "7♣ 8♣"], STRICT3)
    assert set(chain.states) == {
        (("9",), ("7", "8")), (("9", "7"), ("8",)), (("7", "9"), ("8",)),
        (("9",), ("8", "7")), (("9", "8"), ("7",)), (("8", "9"), ("7",)),
    }  # fmt: skip
    assert len(chain.source) == 6 and set(chain.probability) == {0.5}


def test_rock_paper_scissors_deal_solved_by_hand() -> None:
    # 6 beats A, A beats 7, 7 beats 6: two distinct cards always decide the trick, and the
    # third card beats the winner. In a "good" state the lone card beats the top of the
    # other pile (here 6 beats A); otherwise the lone card's owner loses at once (1 trick).
    # After a good trick the other player holds the third card alone, against the two
    # cards in random order: good for him with chance 1/2 (his card beats the loser's).
    # T_good = 1 + T_good/2 + 1/2, so T_good = 3. W = P(lone player of a good state wins)
    # = 1/2 * 1 + 1/2 * (1 - W), so W = 2/3.
    e = expected_outcome(["6♣", "A♣ 7♣"], RPS)
    assert e.tricks == pytest.approx(3, abs=1e-12)
    assert e.wins == pytest.approx((2 / 3, 1 / 3), abs=1e-12) and e.draw == 0.0
    assert e.states == 12  # every split of every order of the three cards
    # Each of the 6 states where the lone card loses ends with the other player holding
    # third card, then the two laid cards in either order: all 6 orders, on either side.
    assert markov_chain(["6♣", "A♣ 7♣"], RPS).final_states == 12
    bad = expected_outcome(["7♣", "A♣ 6♣"], RPS)  # A beats 7: player 0 is out at once
    assert (bad.tricks, bad.wins, bad.draw) == (1.0, (0.0, 1.0), 0.0)


def test_war_shortfall_rules_solved_by_hand() -> None:
    deck = Deck(["7", "8", "9"], 2)
    piles = ["7♣ 8♣", "7♦ 9♣"]
    # The sevens tie. Each has one card left: under "lose" a war round needs two (one face
    # down, one face up), so both are short at once: a draw in trick 1.
    lose = expected_outcome(piles, Rules(deck=deck, low_beats_ace=False, collect="shuffled"))
    assert (lose.tricks, lose.wins, lose.draw) == (1.0, (0.0, 0.0), 1.0)
    # Under "last_card_up" each lays his last card face up: 9 beats 8, player 1 takes all.
    up = Rules(deck=deck, low_beats_ace=False, collect="shuffled", war_shortfall="last_card_up")
    e = expected_outcome(piles, up)
    assert (e.tricks, e.wins, e.draw) == (1.0, (0.0, 1.0), 0.0)
    # With open war (no face-down card) the same round is 8 against 9 as well.
    e = expected_outcome(piles, up.replace(war_face_down=0, war_shortfall="lose"))
    assert (e.tricks, e.wins, e.draw) == (1.0, (0.0, 1.0), 0.0)


def test_a_deal_with_an_empty_pile_is_refused() -> None:
    for chain in (expected_outcome, markov_chain):
        with pytest.raises(DealError, match="player 1 got no card"):
            chain(["6♣ 7♣", ""], RPS)



def test_the_expected_outcome_reads_in_the_current_language() -> None:
    e = ExpectedOutcome(3.0, (2 / 3, 1 / 3), 0.0, 12)
    english = ("expected tricks 3.0000; wins: player 0 0.6667, player 1 0.3333; "
               "draw 0.0000 (12 states)")
    russian = ("ожидаемое число сравнений 3,0000; выигрыш: игрок 0 0,6667, игрок 1 0,3333; "
               "ничья 0,0000 (12 состояний)")
    assert str(e) == e.text() == e.text("en") == english
    assert e.text("ru") == russian
    with language("ru"):
        assert str(e) == russian and e.text("en") == english
    # Russian nouns after 1, 2-4 and 5-20, and thousands grouped with a no-break space
    for states, en, ru in [(1, "1 state", "1 состояние"), (22, "22 states", "22 состояния"),
                           (0, "0 states", "0 состояний"), (111, "111 states", "111 состояний"),
                           (17_088, "17,088 states", "17\u00a0088 состояний")]:
        e = ExpectedOutcome(6.49421, (0.82519, 0.14169), 0.03312, states)
        assert e.text("en") == (f"expected tricks 6.4942; wins: player 0 0.8252, player 1 0.1417; "
                                f"draw 0.0331 ({en})")
        assert e.text("ru").endswith(f"; ничья 0,0331 ({ru})")


# --- the chain is the engine's game: every trick checked against Game --------------------


def cards_for(state: RankState, deck: Deck) -> list[list[Card]]:
    """Return piles of cards for rank piles, each rank's suits taken in order."""
    used: Counter[str] = Counter()
    piles = []
    for pile in state:
        cards = []
        for rank in pile:
            cards.append(Card(rank, deck.suits[used[rank]]))
            used[rank] += 1
        piles.append(cards)
    return piles


def engine_step(state: RankState, rules: Rules) -> Step:
    """Return the next rank states (or ends, as indexes into ENDS) of one trick, as Game plays
    it: the bank goes under the winner's pile in seat order, then in every order alike."""
    seat = rules.replace(collect="seat_order", detect_cycles=False)
    game = Game(cards_for(state, rules.deck), seat)
    trick = game.step()
    if game.result is not None:
        winner = game.result.winner
        return {2 if winner is None else winner: Fraction(1)}
    assert trick.winner is not None
    pile = game.piles[trick.winner]
    rest, bank = pile[: len(pile) - len(trick.bank)], pile[len(pile) - len(trick.bank) :]
    assert bank == trick.bank
    step: Step = Counter()
    orders = list(itertools.permutations(bank))
    for order in orders:
        piles = [tuple(c.rank for c in p) for p in game.piles]
        piles[trick.winner] = tuple(c.rank for c in (*rest, *order))
        step[(piles[0], piles[1])] += Fraction(1, len(orders))
    return dict(step)


def engine_chain(start: RankState, rules: Rules) -> dict[RankState, Step]:
    """Return every rank state reachable from ``start`` with its engine_step."""
    chain: dict[RankState, Step] = {}
    todo = [start]
    while todo:
        state = todo.pop()
        if state in chain:
            continue
        chain[state] = engine_step(state, rules)
        todo += [s for s in chain[state] if not isinstance(s, int) and s not in chain]
    return chain


def solve_exactly(chain: dict[RankState, Step], start: RankState) -> tuple[Fraction, ...]:
    """Return (tricks, P(0 wins), P(1 wins), P(draw)) from ``start`` by Gauss-Jordan elimination
    in fractions of (I - Q) x = [1, R]."""
    states = list(chain)
    at = {s: i for i, s in enumerate(states)}
    n = len(states)
    rows = []
    for s in states:
        row = [Fraction(int(i == at[s])) for i in range(n)] + [Fraction(1), *[Fraction(0)] * 3]
        for nxt, p in chain[s].items():
            if isinstance(nxt, int):
                row[n + 1 + nxt] += p
            else:
                row[at[nxt]] -= p
        rows.append(row)
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [v / lead for v in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [v - factor * w for v, w in zip(rows[r], rows[col], strict=True)]
    return tuple(rows[at[start]][n:])


def library_steps(chain: MarkovChain) -> dict[RankState, dict[RankState | int, float]]:
    """Return the library chain's transitions and ends, state by state."""
    steps: dict[RankState, dict[RankState | int, float]] = {s: {} for s in chain.states}
    for i, j, p in zip(chain.source, chain.target, chain.probability, strict=True):
        steps[chain.states[i]][chain.states[j]] = float(p)
    for i, row in enumerate(chain.ends):
        for end, p in enumerate(row):
            if p:
                steps[chain.states[i]][end] = float(p)
    return steps


ENGINE_CASES = [
    (["6♣", "A♣ 7♣"], RPS),
    (["6♣ A♦", "6♦ A♣"], Rules(deck=PAIR_DECK, collect="shuffled")),
    (["6♣ A♦", "6♦ A♣"], Rules(deck=PAIR_DECK, collect="shuffled", war_face_down=0)),
    (["6♣ 6♦ A♦", "A♣"], Rules(deck=PAIR_DECK, collect="shuffled", war_shortfall="last_card_up")),
    (["6♣ 7♦ A♣", "6♦ 7♣"], Rules(deck=TINY_DECK, collect="shuffled")),
    (["7♣ 6♦ A♣", "7♦ A♦"], Rules(deck=TINY_DECK, collect="shuffled", low_beats_ace=False)),
    (["6♣ 7♦ A♣", "6♦ 7♣ A♦"], Rules(deck=TINY_DECK, collect="shuffled", war_face_down=2)),
    (["6♣ 7♦ A♣", "6♦ 7♣ A♦"],
     Rules(deck=TINY_DECK, collect="shuffled", war_face_down=3, war_shortfall="last_card_up")),
]  # fmt: skip


@pytest.mark.parametrize(("piles", "rules"), ENGINE_CASES, ids=lambda x: str(x)[:40])
def test_chain_holds_every_trick_the_engine_can_play(piles: list[str], rules: Rules) -> None:
    chain = markov_chain(piles, rules)
    start = chain.states[0]
    expected = engine_chain(start, rules)
    got = library_steps(chain)
    assert set(got) == set(expected)
    for state, step in expected.items():
        assert got[state].keys() == step.keys(), state
        for nxt, p in step.items():
            assert got[state][nxt] == pytest.approx(float(p), abs=1e-15), (state, nxt)


@pytest.mark.parametrize(("piles", "rules"), ENGINE_CASES, ids=lambda x: str(x)[:40])
def test_solution_equals_exact_fractions(piles: list[str], rules: Rules) -> None:
    chain = markov_chain(piles, rules)
    expected = engine_chain(chain.states[0], rules)
    if len(expected) > 120:
        pytest.fail(f"chain too large for the exact solve in fractions: {len(expected)}")
    exact = solve_exactly(expected, chain.states[0])
    e = expected_outcome(piles, rules)
    assert e.tricks == pytest.approx(float(exact[0]), abs=1e-12)
    assert e.wins == pytest.approx([float(exact[1]), float(exact[2])], abs=1e-12)
    assert e.draw == pytest.approx(float(exact[3]), abs=1e-12)
    assert sum(exact[1:]) == 1


# --- the chain as a whole ---------------------------------------------------------------


def test_every_state_moves_with_total_probability_one() -> None:
    chain = markov_chain(["K♦ K♣ 7♣ A♦", "7♦ 6♦ A♣ 6♣"], SMALL)
    out = np.bincount(chain.source, weights=chain.probability, minlength=len(chain))
    assert np.allclose(out + chain.ends.sum(axis=1), 1.0, atol=1e-12)
    assert chain.states[0] == (("K", "K", "7", "A"), ("7", "6", "A", "6"))
    assert all(sum(map(len, s)) == 8 and s[0] and s[1] for s in chain.states)


def test_matrices_give_the_same_answers_as_solve() -> None:
    chain = markov_chain(["6♣", "A♣ 7♣"], RPS)
    q, r = chain.matrices()
    assert q.shape == (12, 12) and r.shape == (12, len(ENDS))
    t = np.linalg.solve(np.eye(12) - q, np.ones(12))
    b = np.linalg.solve(np.eye(12) - q, r)
    tricks, absorbed = chain.solve()
    assert np.allclose(t, tricks) and np.allclose(b, absorbed)


def test_dense_and_iterative_solvers_agree() -> None:
    chain = markov_chain(["K♦ K♣ 7♣", "7♦ 6♦ A♣ 6♣"], SMALL.replace(war_face_down=2))
    assert 200 < len(chain) < 3000
    dense, dense_ends = chain.solve("dense")
    iterative, iterative_ends = chain.solve("iterative")
    assert np.abs(dense - iterative).max() < 1e-10
    assert np.abs(dense_ends - iterative_ends).max() < 1e-12
    with pytest.raises(PyanitsaError, match="method must be"):
        chain.solve("magic")


@pytest.mark.slow
def test_swapping_the_piles_swaps_the_chances() -> None:
    piles = ["K♦ K♣ 7♣ A♦", "7♦ 6♦ A♣ 6♣"]
    e = expected_outcome(piles, SMALL)
    swapped = expected_outcome(piles[::-1], SMALL)
    assert swapped.tricks == pytest.approx(e.tricks, abs=1e-10)
    assert swapped.wins == pytest.approx(e.wins[::-1], abs=1e-12)
    assert swapped.draw == pytest.approx(e.draw, abs=1e-12)
    assert sum(e.wins) + e.draw == pytest.approx(1, abs=1e-12)


def test_eight_card_deal_has_about_22000_states() -> None:
    chain = markov_chain(["K♦ K♣ 7♣ A♦", "7♦ 6♦ A♣ 6♣"], SMALL)
    # 2,520 rank orders of 6 6 7 7 K K A A, split 7 ways in play and 2 ways at the end
    assert len(chain) + chain.final_states <= 2520 * 9
    assert len(chain) + chain.final_states > 20_000


def test_states_that_never_end_get_an_infinite_length() -> None:
    # A made-up chain: state 0 goes to the end or to state 1 (1/2 each); states 1 and 2
    # pass the game back and forth for ever.
    chain = MarkovChain(
        rules=RPS,
        states=((("6",), ("7", "A")), (("7",), ("6", "A")), (("A",), ("6", "7"))),
        source=np.array([0, 1, 2]),
        target=np.array([1, 2, 1]),
        probability=np.array([0.5, 1.0, 1.0]),
        ends=np.array([[0.5, 0, 0], [0, 0, 0], [0, 0, 0]]),
        final_states=1,
    )
    tricks, absorbed = chain.solve()
    assert np.isinf(tricks).all()
    assert absorbed[0].tolist() == [0.5, 0.0, 0.0] and absorbed[1:].sum() == 0


# --- agreement with simulate() -------------------------------------------------------------

MONTE_CARLO_CASES = [
    (["7♦ 6♦ A♦ K♣", "A♣ K♦ 6♣ 7♣"], SMALL, 1),
    (["K♦ K♣ 7♣ A♦", "7♦ 6♦ A♣ 6♣"], SMALL, 2),
    (["K♦ K♣ 7♣ A♦", "7♦ 6♦ A♣ 6♣"], SMALL, 3),
    (["K♦ K♣ 7♣ A♦", "7♦ 6♦ A♣ 6♣"], SMALL.replace(war_face_down=0), 4),
    (["K♦ K♣ 7♣ A♦", "7♦ 6♦ A♣ 6♣"], SMALL.replace(war_shortfall="last_card_up"), 5),
    (["7♦ 6♦ A♦ K♣", "A♣ K♦ 6♣ 7♣"], SMALL.replace(low_beats_ace=False), 6),
    (["K♦ K♣ 7♣", "7♦ 6♦ A♣ 6♣"], SMALL.replace(war_face_down=2), 7),
    (["7♣ 6♦ 6♣", "A♦ 7♦ A♣"], Rules(deck=TINY_DECK, collect="shuffled"), 8),
    (["7♣ 6♦ 6♣", "A♦ 7♦ A♣"], Rules(deck=TINY_DECK, collect="shuffled", war_face_down=2), 9),
    (["7♣ 7♦ A♥ 6♥ A♦", "A♣ 6♣ 6♦ 7♥"], Rules(deck=Deck(["6", "7", "A"], 3), collect="shuffled"),
     10),
]  # fmt: skip
GAMES = 2_000


def monte_carlo_checks() -> list[tuple[str, float, float, float]]:
    """Return (name, exact, estimate, standard error) for every quantity of every case."""
    rows = []
    for piles, rules, seed in MONTE_CARLO_CASES:
        e = expected_outcome(piles, rules)
        sim = simulate(deals=[piles] * GAMES, rules=rules, seed=seed)
        rows.append((f"{seed} tricks", e.tricks, float(sim.tricks.mean()),
                     float(sim.tricks.std(ddof=1)) / math.sqrt(GAMES)))  # fmt: skip
        for label, exact, won in (("p0", e.wins[0], sim.winner == 0),
                                  ("p1", e.wins[1], sim.winner == 1),
                                  ("draw", e.draw, sim.winner == -1)):  # fmt: skip
            se = math.sqrt(max(exact * (1 - exact), 1e-12) / GAMES)
            rows.append((f"{seed} {label}", exact, float(won.mean()), se))
    return rows


@pytest.mark.slow
def test_exact_values_agree_with_simulation() -> None:
    rows = monte_carlo_checks()
    # Each estimate is within 4.5 standard errors (a miss has chance below 1 in 100,000)...
    far = [(name, exact, est) for name, exact, est, se in rows if abs(est - exact) > 4.5 * se]
    assert not far
    # ...and the 95 % intervals cover the exact values about 95 % of the time: with 40
    # intervals, 34 or more cover unless something is wrong (P(fewer) < 0.3 % when right).
    covered = sum(abs(est - exact) <= 1.96 * se for _, exact, est, se in rows)
    assert covered >= 34, covered
    # The exact values are not trivially 0 or 1: the check has teeth.
    assert sum(0.01 < exact < 0.99 for name, exact, _, _ in rows if "tricks" not in name) >= 25


# --- bad input -------------------------------------------------------------------------------


@pytest.mark.parametrize("collect", ["winner_first", "loser_first", "seat_order"])
def test_a_fixed_return_order_is_refused(collect: str) -> None:
    with pytest.raises(RulesError, match=f"'{collect}' is fixed.*play"):
        expected_outcome(["6♣ A♣", "7♦ A♦"], SMALL.replace(collect=collect))
    with pytest.raises(RulesError, match="fixed"):
        markov_chain(["6♣ A♣", "7♦ A♦"], SMALL.replace(collect=collect))


def test_the_classic_rules_are_refused_too() -> None:
    with pytest.raises(RulesError, match="'winner_first' is fixed"):
        expected_outcome(["6♣ A♣", "7♦ A♦"], None)


def test_more_than_two_players_are_refused() -> None:
    rules = SMALL.replace(players=3)
    with pytest.raises(RulesError, match="two players; these rules have 3"):
        expected_outcome(["6♣ A♣", "7♦ A♦", "K♣"], rules)


def test_a_trick_limit_is_refused() -> None:
    with pytest.raises(RulesError, match="max_tricks=50"):
        expected_outcome(["6♣ A♣", "7♦ A♦"], SMALL.replace(max_tricks=50))


def test_too_many_states_names_the_numbers() -> None:
    piles = ["K♦ K♣ 7♣ A♦", "7♦ 6♦ A♣ 6♣"]
    with pytest.raises(TooManyStatesError, match=r"more than 1,000 states.*up to 17,640"):
        expected_outcome(piles, SMALL, max_states=1_000)
    with pytest.raises(TooManyStatesError, match="max_states must be"):
        expected_outcome(piles, SMALL, max_states=0)
    assert issubclass(TooManyStatesError, PyanitsaError)


def test_a_whole_36_card_deal_is_far_too_large() -> None:
    rules = Rules(collect="shuffled")
    deal = simulate(1, rules=rules, seed=3).deal(0)
    with pytest.raises(TooManyStatesError, match=r"more than 5,000 states"):
        expected_outcome(deal, rules, max_states=5_000)


@pytest.mark.parametrize("piles", [["6♣ 6♣", "A♦"], ["6♣ 5♣", "A♦"], ["6♣"]])
def test_bad_piles_are_refused(piles: Sequence[str]) -> None:
    with pytest.raises(PyanitsaError):
        expected_outcome(piles, SMALL)
