"""Self-checks for exercises 05: counting deals, an enumerator, exact against Monte Carlo.

Every expected value comes from the engine at the moment of the check (the exact
enumeration of :func:`exact_outcomes`); a wrong answer is told what kind of mistake
it is, never the right value.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ..analysis.exact import exact_outcomes
from ..deck import Deck
from ..rules import Rules
from ..text import deck_text
from .core import CheckResult, Mistake, check_function, fail, judge, safe_check, succeed
from .estimates import judge_estimate
from .hints import as_number
from .messages import tr

__all__ = [
    "check_deal_count",
    "check_exact_in_interval",
    "check_favoured_player",
    "check_p_first_wins",
    "check_small_deck_share",
    "check_win_gap",
    "p_wins",
]


@lru_cache(maxsize=32)
def p_wins(rules: Rules, player: int) -> Fraction:
    """Return the exact probability that ``player`` wins under ``rules`` (a small deck)."""
    outcomes: Mapping[tuple[int | None, str], Fraction] = exact_outcomes(rules)
    return sum((p for (winner, _), p in outcomes.items() if winner == player), Fraction(0))


@safe_check
def check_deal_count(rules: Rules, answer: Any) -> CheckResult:
    """Check ``answer``: the number of different deals (rank sequences) of the rules' deck."""
    deck = rules.deck
    cards, suits = len(deck), len(deck.suits)
    orders = math.factorial(cards)
    expected = orders // math.factorial(suits) ** len(deck.ranks)
    mistakes: list[Mistake] = [
        (orders, tr("that counts the orders of the cards: suits never matter, so orders with "
                    "the same sequence of ranks are the same deal")),
        (orders // math.factorial(suits),
         tr("divide by the orders of the suits once for every rank, not once")),
    ]
    return judge(tr("deals of the {describe}", describe=deck_text(deck)), answer, expected,
                 mistakes=mistakes,
                 hint=tr("Suits do not matter: how many card orders give the same ranks?"))


def _tiny_decks() -> list[Rules]:
    """Return the small rule sets the enumeration checks use (each well under a second)."""
    return [
        Rules(deck=Deck(ranks=["6", "A"], suits=2)),
        Rules(deck=Deck(ranks=["6", "7", "A"], suits=2)),
        Rules(deck=Deck(ranks=["6", "7", "A"], suits=2), collect="seat_order"),
        Rules(deck=Deck(ranks=["6", "K", "A"], suits=2), collect="loser_first"),
        Rules(deck=Deck(ranks=["6", "7", "8", "A"], suits=1)),
        Rules(deck=Deck(ranks=["6", "A"], suits=3), low_beats_ace=False),
    ]


@safe_check
def check_p_first_wins(fn: object) -> CheckResult:
    """Check ``fn(rules)`` → the exact probability (a Fraction) that player 0 wins, on small
    decks, against :func:`exact_outcomes`."""
    cases = [(rules,) for rules in _tiny_decks()]
    return check_function(fn, cases, lambda rules: p_wins(rules, 0), name="p_first_wins",
                          what=tr("small decks"))


@safe_check
def check_small_deck_share(
    answer: Any, rules: Rules, n: Any = None, min_n: int = 2_000
) -> CheckResult:
    """Check an estimate of P(player 0 wins) on a small deck from ``n`` simulated games (or
    the 0/1 array ``sim.winner == 0``), against the exact value: it passes within three
    standard errors for its n."""
    p = float(p_wins(rules, 0))
    other = float(p_wins(rules, 1))
    mistakes: list[Mistake] = [
        (lambda v: abs(v - other) < 1e-12 and abs(other - p) > 0.02,
         tr("that is player 1's share")),
    ]
    return judge_estimate(tr("estimate of P(player 0 wins)"), answer, n, p, math.sqrt(p * (1 - p)),
                          min_n=min_n, mistakes=mistakes)


@safe_check
def check_exact_in_interval(answer: Any, interval: Any, rules: Rules) -> CheckResult:
    """Check ``answer`` (True or False): does ``interval`` = (low, high), the 95 % interval of
    P(player 0 wins) from your simulation, contain the exact value?"""
    name = tr("exact value inside your interval")
    if answer is Ellipsis or answer is None:
        return fail(name, tr("no answer yet: write True or False."))
    try:
        low, high = (as_number(x) for x in interval)
    except Exception:
        low = high = None
    if low is None or high is None or not 0 <= low <= high <= 1:
        return fail(name, tr("pass your interval as (low, high), two shares with low ≤ high."))
    exact = p_wins(rules, 0)
    inside = bool(low <= exact <= high)
    return judge(name, answer, inside,
                 hint=tr("Compare the exact value with both ends of your interval."))


@safe_check
def check_favoured_player(answer: Any, rules: Rules) -> CheckResult:
    """Check ``answer``: the player (0 or 1) with the larger exact chance, or None if equal."""
    name = tr("favoured player ({collect})", collect=rules.collect)
    if answer is Ellipsis:
        return fail(name, tr("no answer yet: write 0, 1 or None."))
    value = answer if answer is None else as_number(answer)
    if answer is not None and value not in (0.0, 1.0):
        return fail(name, tr("write 0, 1 or None (equal chances)."))
    p0, p1 = p_wins(rules, 0), p_wins(rules, 1)
    expected = None if p0 == p1 else (0 if p0 > p1 else 1)
    if (value is None) == (expected is None) and (value is None or int(value) == expected):
        return succeed(name, tr("{answer} is right.", answer=answer))
    return fail(name, tr("{answer} is not right: compare the two exact probabilities of winning.",
                         answer=answer))


@safe_check
def check_win_gap(answer: Any, rules: Rules) -> CheckResult:
    """Check ``answer``: P(player 0 wins) − P(player 1 wins), exactly, as a Fraction."""
    p0, p1 = p_wins(rules, 0), p_wins(rules, 1)
    name = tr("P(player 0 wins) − P(player 1 wins)")
    if isinstance(answer, float):
        return fail(name, tr("give the exact Fraction: a float is rounded."))
    mistakes: list[Mistake] = [
        (p0, tr("that is P(player 0 wins) alone: subtract P(player 1 wins)")),
        (p1, tr("that is P(player 1 wins) alone: the question asks for a difference")),
        (p0 / p1 if p1 else None, tr("that is a ratio: the question asks for a difference")),
    ]
    return judge(name, answer, p0 - p1, mistakes=mistakes)
