"""Self-checks for exercises 06: counting deals, an enumerator, exact against Monte Carlo, and
a student's own engine against the library's on a thousand deals.

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
from ..analysis.stats import share_se
from ..errors import AnswerError, SettingError
from ..i18n import N_, _
from ..i18n.fmt import TRICK, count
from ..pyanitsa.dealcode import deal_code
from ..pyanitsa.dealing import deal
from ..pyanitsa.deck import Deck
from ..pyanitsa.engine.play import play
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from ..pyanitsa.text import deck_text, return_order_text
from .core import (
    CheckResult,
    check_function,
    describe_error,
    fail,
    judge,
    show,
    succeed,
)
from .estimates import judge_estimate
from .hints import as_count, as_number
from .kinds import Kind
from .messages import units
from .mistakes import Mistake
from .task import task

__all__ = [
    "check_deal_count",
    "check_exact_in_interval",
    "check_favoured_player",
    "check_own_engine",
    "check_p_first_wins",
    "check_small_deck_share",
    "check_win_gap",
    "p_wins",
]


@lru_cache(maxsize=32)
def p_wins(rules: Rules, player: int) -> Fraction:
    """Return the exact probability that ``player`` wins under ``rules`` (a small deck)."""
    outcomes: Mapping[tuple[int | None, str], Fraction] = exact_outcomes(rules)
    return sum((p for (winner, _reason), p in outcomes.items() if winner == player), Fraction(0))


@task(lambda rules, **__: _("deals of the {describe}", describe=deck_text(rules.deck)))
def check_deal_count(title: str, rules: Rules, answer: Any) -> CheckResult:
    """Check ``answer``: the number of different deals (rank sequences) of the rules' deck."""
    deck = rules.deck
    cards, suits = len(deck), len(deck.suits)
    orders = math.factorial(cards)
    expected = orders // math.factorial(suits) ** len(deck.ranks)
    mistakes = [
        Mistake.equals(orders, _("that counts the orders of the cards: suits never matter, so "
                                  "orders with the same sequence of ranks are the same deal"),
                       kind=Kind.DOUBLE_COUNT),
        Mistake.equals(orders // math.factorial(suits), _(
            "divide by the orders of the suits once for every rank, not once"),
            kind=Kind.FACTOR),
    ]
    return judge(title, answer, expected, mistakes=mistakes,
                 hint=_("Suits do not matter: how many card orders give the same ranks?"))


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


@task("p_first_wins")
def check_p_first_wins(title: str, fn: object) -> CheckResult:
    """Check ``fn(rules)`` → the exact probability (a Fraction) that player 0 wins, on small
    decks, against :func:`exact_outcomes`."""
    cases = [(rules,) for rules in _tiny_decks()]
    return check_function(fn, cases, lambda rules: p_wins(rules, 0), name=title,
                          what=_("small decks"))


@task(N_("estimate of P(player 0 wins)"))
def check_small_deck_share(
    title: str, answer: Any, rules: Rules, n: Any = None, min_n: int = 2_000
) -> CheckResult:
    """Check an estimate of P(player 0 wins) on a small deck from ``n`` simulated games (or
    the 0/1 array ``sim.winner == 0``), against the exact value: it passes within three
    standard errors for its n."""
    p = float(p_wins(rules, 0))
    other = float(p_wins(rules, 1))
    mistakes = [
        Mistake.when(lambda v: abs(v - other) < 1e-12 and abs(other - p) > 0.02,
                     _("that is player 1's share"), kind=Kind.OTHER_SEAT),
    ]
    return judge_estimate(title, answer, n, p, share_se(p), min_n=min_n, mistakes=mistakes,
                          per_game=True)


@task(N_("exact value inside your interval"), missing=N_("no answer yet: write True or False."))
def check_exact_in_interval(title: str, answer: Any, interval: Any, rules: Rules) -> CheckResult:
    """Check ``answer`` (True or False): does ``interval`` = (low, high), the 95 % interval of
    P(player 0 wins) from your simulation, contain the exact value?"""
    try:
        low, high = (as_number(x) for x in interval)
    except Exception:
        low = high = None
    if low is None or high is None or not 0 <= low <= high <= 1:
        raise AnswerError(_("pass your interval as (low, high), two shares with low ≤ high."))
    exact = p_wins(rules, 0)
    inside = bool(low <= exact <= high)
    return judge(title, answer, inside,
                 hint=_("Compare the exact value with both ends of your interval."))


@task(lambda rules, **__: _("favoured player ({collect})",
                            collect=return_order_text(rules.collect)))
def check_favoured_player(title: str, answer: Any, rules: Rules) -> CheckResult:
    """Check ``answer``: the player (0 or 1) with the larger exact chance, or None if equal."""
    if answer is Ellipsis:  # None is an answer here: equal chances
        return fail(title, _("no answer yet: write 0, 1 or None."), Kind.MISSING)
    value = answer if answer is None else as_number(answer)
    if answer is not None and value not in (0.0, 1.0):
        raise AnswerError(_("write 0, 1 or None (equal chances)."))
    p0, p1 = p_wins(rules, 0), p_wins(rules, 1)
    expected = None if p0 == p1 else (0 if p0 > p1 else 1)
    if (value is None) == (expected is None) and (value is None or int(value) == expected):
        return succeed(title, _("{answer} is right.", answer=show(answer)))
    kind = Kind.OTHER_SEAT if value is not None and expected is not None else Kind.OTHER
    return fail(title, _("{answer} is not right: compare the two exact probabilities of "
                          "winning.", answer=show(answer)), kind)


@task(N_("P(player 0 wins) − P(player 1 wins)"))
def check_win_gap(title: str, answer: Any, rules: Rules) -> CheckResult:
    """Check ``answer``: P(player 0 wins) − P(player 1 wins), exactly, as a Fraction."""
    p0, p1 = p_wins(rules, 0), p_wins(rules, 1)
    if isinstance(answer, float):
        return fail(title, _("give the exact Fraction: a float is rounded."),
                    Kind.FLOAT_FOR_FRACTION)
    mistakes = [
        Mistake.equals(p0, _("that is P(player 0 wins) alone: subtract P(player 1 wins)"),
                       kind=Kind.OTHER_QUANTITY),
        Mistake.equals(p1, _("that is P(player 1 wins) alone: the question asks for a "
                              "difference"), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(p0 / p1 if p1 else None, _("that is a ratio: the question asks for a "
                                                   "difference"), kind=Kind.OTHER_QUANTITY),
    ]
    return judge(title, answer, p0 - p1, mistakes=mistakes)


MOST_ENGINE_DEALS = 10_000
"""The most deals :func:`check_own_engine` plays."""


def _outcome_text(winner: int | None, tricks: int) -> str:
    """Return a game's outcome in words: "player 0 wins after 310 tricks", "a draw after …"."""
    played = count(tricks, TRICK)
    if winner is None:
        return _("a draw after {tricks}", tricks=played)
    return _("player {winner} wins after {tricks}", winner=winner, tricks=played)


def _read_outcome(got: Any) -> tuple[int | None, int] | None:
    """Return ``(winner, tricks)`` from what an engine returned, or None when it is not such a
    pair (winner 0, 1 or None; tricks a whole number)."""
    try:
        winner, tricks = got
    except Exception:
        return None
    if winner is not None and as_count(winner, low=0, high=1) is None:
        return None
    count = as_count(tricks, low=0)
    if count is None:
        return None
    return (None if winner is None else int(winner)), count


@task(N_("your engine against the library"))
def check_own_engine(
    title: str, play_fn: object, deals: int = 1_000, rules: RulesLike = None
) -> CheckResult:
    """Check ``play_fn(pile_a, pile_b)`` → ``(winner, tricks)`` (winner 0, 1 or None for a
    draw) against the library's :func:`play` on the deals ``deal(seed=s)``, ``s`` in
    ``range(deals)``: ✓ when every game agrees, else ✗ with the first deal where they differ
    (its code, what the library says, what the engine says).

    Each pile is passed as a fresh tuple of cards, top first, so an engine may not spoil the
    next game. In the spirit of Peter Norvig's "gaining confidence" (``war.ipynb``): a second,
    independently written program that agrees on a thousand deals.
    """
    rules = as_rules(rules)
    size = as_count(deals)
    if size is None or size > MOST_ENGINE_DEALS:
        raise SettingError(N_("deals must be a whole number from 1 to {most:,}, got {deals}"),
                           most=MOST_ENGINE_DEALS, deals=show(deals))
    if play_fn is Ellipsis or play_fn is None:
        return fail(title, _("not written yet (it is None)"), Kind.MISSING)
    if not callable(play_fn):
        return fail(title, _("expected a function, got {value}", value=show(play_fn)),
                    Kind.FUNCTION_FAILED)
    for seed in range(size):
        piles = deal(rules, seed=seed)
        expected = play(piles, rules)
        code = deal_code(piles, rules)
        where = _("deal(seed={seed}), code {code}", seed=seed, code=code)
        try:
            got = play_fn(tuple(piles[0]), tuple(piles[1]))
        except KeyboardInterrupt:
            raise
        except Exception as error:
            return fail(title, _("on {where} your engine failed: {error}.", where=where,
                                  error=describe_error(error)), Kind.FUNCTION_FAILED)
        outcome = _read_outcome(got)
        if outcome is None:
            raise AnswerError(_("on {where} your engine returned {got}: return a pair (winner, "
                                 "tricks), the winner 0, 1 or None for a draw.", where=where,
                                 got=show(got)))
        if outcome != (expected.winner, expected.tricks):
            hint = ""
            if outcome[0] == expected.winner:
                hint = " " + _("The same winner, another length: count every trick once, a "
                                "спор included as one trick.")
            return fail(title, _("the first deal where they differ is {where}: the library "
                                  "says {library}, your engine says {yours}.", where=where,
                                  library=_outcome_text(expected.winner, expected.tricks),
                                  yours=_outcome_text(*outcome)) + hint, Kind.COUNTEREXAMPLE)
    return succeed(title, _("the same winner after the same number of tricks on all {deals}.",
                             deals=units(size, "deals")))
