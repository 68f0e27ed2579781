"""Published results of French research on War ("la bataille"), replayed as an outside check.

Sources (public code and its comments):

- ``cristal-smac/bataille``: the code behind J.-P. Delahaye and P. Mathieu's articles on War
  in *Pour la Science*. ``bataille.py`` (the rules and the return orders "naturelle",
  "optimisée", "aléatoire"), ``records_C1_naturelle.py``, ``records_C4_naturelle.py``,
  ``records_C4_optimisee.py`` (deals that cycle, record deals, mean lengths).
- ``legrosbuffle/bataille_cpp``: a C++ reimplementation, ``bataille.cc`` and ``results/*.txt``.

Their rules are these options of ours: values 1…V in C suits with no special low card
(``low_beats_ace=False``), open war (``war_face_down=0``), a player who runs out during a
war loses and both out is a draw (``war_shortfall="lose"``), the return orders
``collect="natural"`` and ``"sorted"`` (``docs/rules.md``, "Return orders"), states compared
on values (``detect_cycles="ranks"``). Their players 1 and 2 are our players 0 and 1.

Their figures: a cycle's "size" is its period in tricks (our ``cycle_length``); "plis" are
tricks; "cartes posées" count the face-up pairs laid: one per trick and one per war round in
which both players laid a card (our ``wars`` also counts the round a shortfall stops before
any card is laid). The C++ program prints Floyd's meeting step λ·⌈(μ+1)/λ⌉ rather than the
period λ; the sizes below are the periods of the Python code.
"""

from __future__ import annotations

import math
from collections import Counter

import pytest

from pyanitsa_edu import Card, Deck, Game, Result, Rules, play, simulate
from pyanitsa_edu.pyanitsa.cards import Piles
from pyanitsa_edu.pyanitsa.rules import Collect, CycleCheck

CYCLES = [  # suits C, values V, order, player 1's hand | player 2's hand (top first), size
    (1, 5, "natural", "4 2 | 3 5 1", 6),
    (1, 7, "natural", "2 7 3 | 4 1 6 5", 8),
    (1, 9, "natural", "9 4 6 5 | 3 8 2 7 1", 20),
    (4, 3, "natural", "3 2 1 1 2 1 | 2 1 3 2 3 3", 19),
    (4, 4, "natural", "4 2 4 1 3 1 3 3 | 2 1 4 4 3 2 2 1", 24),
    (4, 8, "natural",
     "8 5 5 1 6 2 6 6 7 2 7 7 4 2 4 4 | 8 1 8 8 6 5 5 1 7 3 3 1 4 3 3 2", 48),
    (4, 5, "sorted", "3 1 5 4 3 2 4 3 3 2 | 1 1 5 4 2 2 5 4 5 1", 28),
]
RECORDS = [  # suits, values, order, deal, tricks ("plis"), pairs laid ("cartes posées"), winner
    (4, 5, "natural", "1 1 1 2 1 5 3 4 4 5 | 2 3 5 3 4 5 2 3 4 2", 453, 562, 1),
    (4, 8, "natural",
     "5 5 1 4 6 1 8 3 6 5 3 7 8 2 2 8 | 7 8 7 6 1 3 4 7 5 1 4 3 2 6 4 2", 2308, 2602, 2),
    (4, 4, "sorted", "2 4 2 2 1 1 4 1 | 2 3 4 3 1 3 3 4", 100, 138, 2),
]
MEANS = [(12, 20.86), (16, 35.28), (32, 130.10)]
"""One suit, natural order: (V, the published mean number of tricks of the random deals that
end). No cycle was found for V = 16 and 32."""
MEAN_GAMES = 20_000


def peer_rules(suits: int, values: int, order: Collect, compare: CycleCheck = "ranks") -> Rules:
    """Return the peers' rules as ours: values 1…V in ``suits`` suits, open war, no low card."""
    deck = Deck(ranks=[str(v) for v in range(1, values + 1)], suits=suits)
    return Rules(deck=deck, low_beats_ace=False, war_face_down=0, collect=order,
                 detect_cycles=compare)


def peer_piles(text: str, rules: Rules) -> Piles:
    """Return the deal ``"v v … | v v …"`` as cards: each value's suits in order of appearance
    (suits never matter in play)."""
    seen: Counter[str] = Counter()
    piles = []
    for hand in text.split("|"):
        pile = []
        for value in hand.split():
            pile.append(Card(value, rules.deck.suits[seen[value]]))
            seen[value] += 1
        piles.append(tuple(pile))
    return tuple(piles)


def pairs_laid(result: Result) -> int:
    """Return the face-up pairs laid in a two-player open-war game: one per trick and one per
    war round, but none in a round that a shortfall stopped."""
    stopped = result.reason in ("war_shortfall", "war_shortfall_draw")
    return result.tricks + result.wars - stopped


def every_engine(piles: Piles, rules: Rules) -> Result:
    """Return the result of the deal, asserting that Game, play() and simulate() agree."""
    result = Game(piles, rules).run()
    assert play(piles, rules) == result
    assert simulate(deals=[piles], rules=rules).result(0) == result
    return result


@pytest.mark.parametrize(("suits", "values", "order", "deal", "size"), CYCLES)
def test_published_cycles(
    suits: int, values: int, order: Collect, deal: str, size: int
) -> None:
    rules = peer_rules(suits, values, order)
    result = every_engine(peer_piles(deal, rules), rules)
    assert result.reason == "cycle"
    assert result.cycle_length == size
    assert result.cycle_start is not None
    assert result.tricks == result.cycle_start + size


def test_the_nine_value_deal_is_on_its_cycle() -> None:
    """records_C1_naturelle.py: the deal itself comes back after 20 tricks."""
    suits, values, order, deal, size = CYCLES[2]
    rules = peer_rules(suits, values, order)
    result = play(peer_piles(deal, rules), rules)
    assert (result.cycle_start, result.cycle_length) == (0, size)


def test_one_suit_natural_order_is_winner_first() -> None:
    """With one suit no two cards tie, so the natural order is the winner's card first."""
    for suits, values, order, deal, _ in CYCLES[:3]:
        rules = peer_rules(suits, values, order)
        piles = peer_piles(deal, rules)
        assert play(piles, rules) == play(piles, rules.replace(collect="winner_first"))


@pytest.mark.parametrize(("suits", "values", "order", "deal", "size"), CYCLES)
def test_card_periods_are_multiples_of_the_rank_periods(
    suits: int, values: int, order: Collect, deal: str, size: int
) -> None:
    """Compared card by card, a deal repeats after k rank periods, k the order of the
    shuffle of equal cards that one rank period makes."""
    rules = peer_rules(suits, values, order, compare=True)
    piles = peer_piles(deal, rules)
    on_cards = every_engine(piles, rules)
    assert on_cards.reason == "cycle" and on_cards.cycle_length is not None
    start = play(piles, peer_rules(suits, values, order)).cycle_start
    assert start is not None
    game = Game(piles, rules)
    for _ in range(start + size):
        game.step()
    before, after = game.history[start].piles, game.history[start + size].piles
    position = {card: k for k, card in enumerate(c for pile in before for c in pile)}
    moved = [position[card] for pile in after for card in pile]  # where each place's card was
    assert [c.rank for pile in after for c in pile] == [c.rank for pile in before for c in pile]
    assert on_cards.cycle_length == size * _order(moved)
    assert on_cards.cycle_start == start  # the first repeated rank state is a card state too


def test_the_32_card_cycle_is_48_tricks_on_ranks_and_144_on_cards() -> None:
    suits, values, order, deal, size = CYCLES[5]
    piles = peer_piles(deal, peer_rules(suits, values, order))
    assert len(peer_rules(suits, values, order).deck) == 32
    assert play(piles, peer_rules(suits, values, order)).cycle_length == size == 48
    assert play(piles, peer_rules(suits, values, order, compare=True)).cycle_length == 144


@pytest.mark.parametrize(
    ("suits", "values", "order", "deal", "tricks", "pairs", "winner"), RECORDS
)
def test_published_records(
    suits: int, values: int, order: Collect, deal: str, tricks: int, pairs: int, winner: int
) -> None:
    for compare in ("ranks", True):
        rules = peer_rules(suits, values, order, compare)
        result = every_engine(peer_piles(deal, rules), rules)
        assert result.reason == "out_of_cards"
        assert result.tricks == tricks
        assert pairs_laid(result) == pairs
        assert result.winner == winner - 1  # their player 1 is our player 0


@pytest.mark.parametrize(("values", "mean"), MEANS)
def test_random_deal_means_of_one_suit_natural_order(values: int, mean: float) -> None:
    """The published mean length of the games that end lies in our 95 % interval."""
    sim = simulate(MEAN_GAMES, rules=peer_rules(1, values, "natural"), seed=values)
    ends = sim.reason != "cycle"
    tricks = sim.tricks[ends].astype(float)
    half = 1.96 * tricks.std(ddof=1) / math.sqrt(tricks.size)
    assert tricks.mean() - half <= mean <= tricks.mean() + half
    if values in (16, 32):  # none found by the peers; none in our sample either
        assert ends.all()
    assert not sim.wars.any()  # one suit: no two cards tie


def _order(permutation: list[int]) -> int:
    """Return the order of a permutation: the lcm of its cycle lengths."""
    seen, order = set(), 1
    for start in range(len(permutation)):
        length, k = 0, start
        while k not in seen:
            seen.add(k)
            k = permutation[k]
            length += 1
        if length:
            order = math.lcm(order, length)
    return order
