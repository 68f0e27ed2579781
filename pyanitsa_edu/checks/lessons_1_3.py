"""Self-checks for the exercises of lessons 01–03. Each prints ✓ or ✗ and never raises.

Every expected value comes from the engine at the moment of the check: nothing
is hard-coded, so a check stays right when a rule option changes.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from fractions import Fraction
from itertools import combinations, product
from typing import Any

from ..analysis.dice import EFRON_DICE, THREE_DICE, p_beats
from ..analysis.swaps import swap_cards, swap_study
from ..cards import Card, Piles
from ..dealcode import parse_deal_code
from ..dealing import deal, parse_pile
from ..engine.game import Game
from ..engine.play import play
from ..ranking import beats_cycle, beats_edges, compare, flip_odds, rank_beats, unbeaten
from ..rules import Rules, RulesLike, as_rules
from .core import CheckResult, check_function, check_value, describe_error, fail, show

__all__ = [
    "check_beats_pairs",
    "check_cycle_length",
    "check_deal_result",
    "check_deterministic",
    "check_flip_odds",
    "check_flip_winner",
    "check_p_beats",
    "check_pile_after",
    "check_play_trick",
    "check_rank_beats",
    "check_swap_cards",
    "check_swap_share",
    "check_table_cycle_share",
    "check_win_share",
]



def _same_cards(expected: Any, got: Any) -> bool:
    """True when ``got`` (cards, card texts, or one text) lists the cards of ``expected``."""
    try:
        if isinstance(got, str):
            got = got.split()
        return [str(Card.parse(c)) for c in got] == [str(c) for c in expected]
    except Exception:
        return False


# --- lesson 01: rules and a first deal ----------------------------------------


def check_pile_after(
    piles: Sequence[str], answer: Any, player: int = 0, tricks: int = 1, rules: RulesLike = None
) -> CheckResult:
    """Check ``answer``: player ``player``'s pile (top first) after ``tricks`` tricks."""
    name = f"pile of player {player} after {tricks} trick{'s' if tricks != 1 else ''}"
    try:
        game = Game(piles, rules)
        for _ in range(tricks):
            game.step()
        expected = game.piles[player]
    except Exception as error:  # pragma: no cover - the exercise gives valid piles
        return fail(name, f"the engine could not replay these piles ({describe_error(error)}).")
    if answer is Ellipsis or answer is None:
        return fail(name, "no answer yet: write the pile as text, e.g. '7♦ 10♠ 6♥'.")
    try:
        if isinstance(answer, str):
            parse_pile(answer, game.rules.deck)
    except Exception as error:
        return fail(name, f"cannot read {answer!r} as cards ({describe_error(error)}).")
    return check_value(name, answer, expected, same=_same_cards)


def _flip_winner(a: Card, b: Card) -> int | None:
    """Return 0 when ``a`` wins the flip, 1 when ``b`` wins, None for a war (спор)."""
    outcome = compare(a, b)
    return None if outcome == 0 else (0 if outcome > 0 else 1)


def check_flip_winner(fn: object) -> CheckResult:
    """Check ``fn(a, b)`` → 0, 1 or None (a war) on every pair of different cards."""
    cards = Rules().deck.cards
    cases = [(a, b) for a, b in product(cards, cards) if a != b]
    return check_function(fn, cases, _flip_winner, name="flip_winner", what="pairs of cards")


def _trick_cases() -> list[tuple[tuple[Card, ...], tuple[Card, ...]]]:
    """Return two-player piles whose first trick ends with both players still holding cards:
    the seed examples, plain tricks, wars and double wars."""
    deck = Rules().deck
    cases = [
        (parse_pile("9♣ 6♦ A♥", deck), parse_pile("7♠ A♣ K♠", deck)),
        (parse_pile("6♦ A♥ 9♣", deck), parse_pile("A♣ K♠ 7♠", deck)),
        (parse_pile("8♣ 9♦ K♥ 7♣", deck), parse_pile("8♠ 6♣ 10♦ 7♥", deck)),
        (parse_pile("8♣ 9♦ 6♥ 7♣", deck), parse_pile("8♠ 6♣ A♦ 7♥", deck)),
        (parse_pile("8♣ 9♦ Q♥ 7♣ 6♠ 10♥", deck), parse_pile("8♠ 6♣ Q♦ 7♥ A♠ 10♣", deck)),
    ]
    rng = random.Random(2024)
    while len(cases) < 120:
        size = rng.randrange(4, 19)
        piles = deal(seed=rng)
        a, b = piles[0][:size], piles[1][: rng.randrange(4, 19)]
        game = Game([a, b])
        game.step()
        if game.result is None:
            cases.append((a, b))
    return cases


def _play_trick(a: tuple[Card, ...], b: tuple[Card, ...]) -> Piles:
    """Return both piles after one trick of the classic game."""
    game = Game([a, b])
    game.step()
    return game.piles


def _same_piles(expected: Any, got: Any) -> bool:
    """True when ``got`` is two piles with the cards of ``expected``."""
    try:
        return len(got) == 2 and all(_same_cards(e, g) for e, g in zip(expected, got, strict=True))
    except Exception:
        return False


def check_play_trick(fn: object) -> CheckResult:
    """Check ``fn(pile_a, pile_b)`` → ``(new_a, new_b)`` after one trick, wars included."""
    return check_function(
        fn, _trick_cases(), _play_trick, name="play_trick", same=_same_piles, what="tricks"
    )


def check_win_share(
    answer: Any, seeds: Iterable[int] = range(200), player: int = 0, rules: RulesLike = None
) -> CheckResult:
    """Check ``answer``: the share of the deals ``deal(seed=s)`` that ``player`` wins."""
    rules = as_rules(rules)
    seed_list = list(seeds)
    wins = sum(play(deal(rules, s), rules, s).winner == player for s in seed_list)
    expected = Fraction(wins, len(seed_list))
    name = f"share of the {len(seed_list)} deals won by player {player}"
    return check_value(name, answer, expected, same=_close(Fraction(1, 1000)),
                       hint="Count the wins and divide by the number of deals.")


def _close(tolerance: Fraction | float) -> Any:
    """Return a comparator that accepts numbers within ``tolerance`` of the expected value."""

    def same(expected: Any, got: Any) -> bool:
        if isinstance(got, bool) or not isinstance(got, int | float | Fraction):
            try:
                got = float(got)
            except Exception:
                return False
        return bool(abs(float(got) - float(expected)) <= float(tolerance))

    return same


# --- lesson 02: the six beats the ace ------------------------------------------


def check_flip_odds(rank: str, answer: Any, rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: the exact (win, tie, lose) chances of ``rank`` in one flip."""
    name = f"odds of a {rank} in one flip"
    expected = flip_odds(rank, rules)
    try:
        parts = tuple(answer)
    except Exception:
        return check_value(name, answer, expected)
    if len(parts) == 3 and any(isinstance(p, float) for p in parts):
        return fail(name, f"got {show(answer)}: give exact fractions, e.g. Fraction(4, 35).")
    return check_value(name, parts, expected, hint="Count the other 35 cards, not the ranks.")


def check_rank_beats(fn: object, rules: RulesLike = None) -> CheckResult:
    """Check ``fn(a, b)`` → True when rank ``a`` beats rank ``b``, on every pair of ranks."""
    rules = as_rules(rules)
    ranks = rules.deck.ranks
    return check_function(
        fn,
        list(product(ranks, ranks)),
        lambda a, b: rank_beats(a, b, rules),
        name="rank_beats",
        what="pairs of ranks",
    )


def check_beats_pairs(answer: Any, rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: how many (winner, loser) pairs of different ranks there are."""
    return check_value("pairs of ranks with a winner", answer, len(beats_edges(rules)))


def check_cycle_length(answer: Any, rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: the number of ranks in the beats cycle 6 → A → K → … → 7 → 6."""
    cycle = beats_cycle(rules)
    return check_value("ranks in the cycle", answer, len(cycle) if cycle else 0)


def check_p_beats(fn: object) -> CheckResult:
    """Check ``fn(die_a, die_b)`` → the exact chance that ``die_a`` rolls higher."""
    dice = [*EFRON_DICE, *THREE_DICE]
    rng = random.Random(6)
    dice += [tuple(rng.randrange(1, 7) for _ in range(rng.choice((4, 6)))) for _ in range(6)]
    cases = [(a, b) for a, b in product(dice, dice)]
    return check_function(fn, cases, p_beats, name="p_beats", what="pairs of dice")


def check_table_cycle_share(
    answer: Any, players: int = 3, tolerance: float = 0.02, rules: RulesLike = None
) -> CheckResult:
    """Check ``answer``: how often ``players`` random cards flipped together have no unbeaten
    card (a cycle on the table). Exact by enumeration; an estimate within ``tolerance`` passes."""
    rules = as_rules(rules)
    hands = list(combinations(rules.deck.cards, players))
    cycles = sum(1 for hand in hands if not unbeaten(list(hand), rules))
    exact = Fraction(cycles, len(hands))
    name = f"share of {players}-card tables with no unbeaten card"
    if check_value(name, answer, exact, same=_close(tolerance)):
        print(f"  The exact value is {cycles}/{len(hands)} = {float(exact):.4f}.")
        return CheckResult(True)
    return CheckResult(False)


# --- lesson 03: decided at the deal ---------------------------------------------


def check_deal_result(
    code: str, winner: Any, tricks: Any, rules: RulesLike = None
) -> CheckResult:
    """Check ``winner`` and ``tricks`` of the game that the deal code ``code`` starts."""
    try:
        result = play(parse_deal_code(code, rules), rules)
    except Exception as error:  # pragma: no cover - the exercise gives a valid code
        return fail("deal code", f"the engine could not play {code!r} ({describe_error(error)}).")
    right = check_value("winner", winner, result.winner)
    return check_value("tricks", tricks, result.tricks) & right


def _swap_cases() -> list[tuple[Piles, str, str]]:
    """Return deals and two card texts to swap: across piles, within a pile, equal ranks."""
    cases: list[tuple[Piles, str, str]] = []
    rng = random.Random(3)
    for s in range(40):
        piles = deal(seed=s)
        x, y = rng.sample([c for p in piles for c in p], 2)
        cases.append((piles, str(x), str(y)))
    piles = deal(seed=99)
    cases.append((piles, str(piles[0][0]), str(piles[0][-1])))
    cases.append((piles, str(piles[1][3]), str(piles[0][3])))
    return cases


def check_swap_cards(fn: object) -> CheckResult:
    """Check ``fn(piles, x, y)`` → the piles with the cards ``x`` and ``y`` exchanged."""
    return check_function(
        fn, _swap_cases(), lambda p, x, y: swap_cards(p, x, y), name="swap_cards",
        same=_same_piles, what="swaps",
    )


def check_swap_share(answer: Any, piles: Sequence[Any], rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: the share of all swaps of two cards of ``piles`` that change the winner."""
    study = swap_study(piles, rules)
    return check_value(
        "share of swaps that change the winner", answer, study.share,
        same=_close(Fraction(1, 1000)),
        hint=f"There are {study.swaps} swaps of two cards; count those that change the winner.",
    )


def check_deterministic(answer: Any, rules: Rules, deals: int = 5, seeds: int = 20) -> CheckResult:
    """Check ``answer`` (True or False): does the same deal always give the same result?

    The engine plays ``deals`` deals, each with ``seeds`` different game seeds."""
    same = all(
        len({play(piles, rules, s) for s in range(seeds)}) == 1
        for piles in (deal(rules, d) for d in range(deals))
    )
    return check_value(f"deterministic under {rules!r}", answer, same)
