"""Self-checks for exercises 07: a cycle by hand, a cycle finder, how often games cycle.

Every expected value comes from the engine at the moment of the check; a wrong
answer is told what kind of mistake it is, never the right value. The share of
cycling games is an estimate, judged with the student's own n against a reference.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ..analysis.exact import rank_orders
from ..i18n import N_, _
from ..pyanitsa.cards import Piles
from ..pyanitsa.dealing import deal, deal_order
from ..pyanitsa.deck import Deck
from ..pyanitsa.engine.play import play
from ..pyanitsa.rules import Rules
from .core import CheckResult, check_function, fail, judge
from .estimates import judge_estimate
from .kinds import Kind
from .mistakes import Mistake
from .reference import reference, share_truth
from .task import task

__all__ = [
    "CYCLE_REFERENCE_GAMES",
    "check_cycle_of",
    "check_cycle_share",
    "check_find_cycle",
    "small_deals",
]

CYCLE_REFERENCE_GAMES = 40_000
"""Games in the reference of a cycle share (standard error at most 0.0025)."""


@task(N_("cycle"))
def check_cycle_of(
    title: str, piles: Sequence[Any], rules: Rules, start: Any, period: Any
) -> CheckResult:
    """Check ``start`` and ``period`` of the cycle that the deal ``piles`` enters."""
    cycle = play(piles, rules).cycle
    if cycle is None:
        return fail(title,  # pragma: no cover
                    _("this deal does not cycle under these rules."), Kind.OTHER)
    first, length = cycle.start, cycle.length
    starts = [
        Mistake.equals(first + 1, _("the start counts the tricks completed before the repeated "
                                     "state was first seen: the deal itself is the state after "
                                     "0 tricks"), kind=Kind.OFF_BY_ONE),
        Mistake.equals(first + length, _("that is when the state comes back; the start is its "
                                          "first visit"), kind=Kind.OTHER_QUANTITY),
    ]
    periods = [
        Mistake.equals(first + length, _("that counts from the deal; the period counts from the "
                                          "first visit of the repeated state to its return"),
                       kind=Kind.OTHER_QUANTITY),
        Mistake.equals(length + 1, _("the period counts tricks between the two visits, not "
                                      "states"), kind=Kind.OFF_BY_ONE),
    ]
    right = judge(_("cycle start"), start, first, mistakes=starts)
    return right & judge(_("cycle period"), period, length, mistakes=periods)


def small_deals(rules: Rules, reason: str, limit: int) -> list[Piles]:
    """Return the first ``limit`` deals of a small deck (in a fixed order) whose game ends
    with ``reason`` (``"cycle"``, ``"out_of_cards"``, …)."""
    found: list[Piles] = []
    for order in rank_orders(rules):
        piles = deal_order(order, rules.players)
        if play(piles, rules).reason == reason:
            found.append(piles)
            if len(found) >= limit:
                break
    return found


def _cycle_cases() -> list[tuple[Piles, Rules]]:
    """Return deals of small decks, cycling and not, each with its rules; and 36-card deals."""
    decks = [
        Rules(deck=Deck(ranks=["6", "A"], suits=2)),
        Rules(deck=Deck(ranks=["6", "7", "A"], suits=2), collect="seat_order"),
        Rules(deck=Deck(ranks=["6", "K", "A"], suits=2), collect="loser_first"),
        Rules(deck=Deck(ranks=["6", "7", "K", "A"], suits=2)),
    ]
    cases = []
    for rules in decks:
        cases += [(piles, rules) for piles in small_deals(rules, "cycle", 3)]
        cases += [(piles, rules) for piles in small_deals(rules, "out_of_cards", 2)]
    seat = Rules(collect="seat_order")
    cases += [(deal(seat, seed=s), seat) for s in (1, 3)]
    return cases


def _find_cycle(piles: Sequence[Any], rules: Rules) -> tuple[int, int] | None:
    """Return (cycle start, period) of the game from ``piles``, or None when it ends."""
    cycle = play(piles, rules).cycle
    return None if cycle is None else (cycle.start, cycle.length)


@task("find_cycle")
def check_find_cycle(title: str, fn: object) -> CheckResult:
    """Check ``fn(piles, rules)`` → ``(start, period)`` of the first repeated state, or None
    when the game ends; on cycling and ending deals of small decks and of 36 cards."""
    return check_function(fn, _cycle_cases(), _find_cycle, name=title, what=_("deals"))


@task(N_("share of cycling games"), missing=N_("no answer yet: replace the ... with your "
                                               "estimate."))
def check_cycle_share(
    title: str, answer: Any, rules: Rules, n: Any = None, min_n: int = 5_000
) -> CheckResult:
    """Check the 0/1 array ``sim.reason == "cycle"`` of ``n`` simulated games under ``rules``
    against a 40,000-game reference (cycles take long to detect): its share passes within three
    standard errors for its n. A single number is refused: a typed guess near the truth would
    pass at any n a class can simulate, so only the games themselves are evidence."""
    if not isinstance(answer, np.ndarray | list | tuple):
        return fail(title, _("pass the 0/1 array itself (True where the game cycled), one value "
                              "per game, not one number: the games are the evidence."),
                    Kind.ROUND_GUESS)
    truth = share_truth(reference(rules, CYCLE_REFERENCE_GAMES).reason == "cycle")
    return judge_estimate(title, answer, n, truth.value, truth.sd, truth_se=truth.se,
                          min_n=min_n)
