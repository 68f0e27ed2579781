"""Self-checks for the exercises of lessons 04–07. Each prints ✓ or ✗ and never raises.

Every expected value comes from the engine at the moment of the check — the batch
engine with the same seed, the exact enumeration, or :func:`play` — so nothing
numerical is hard-coded. Only the multiple-choice questions have an answer key.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

import numpy as np

from ..analysis.exact import exact_outcomes
from ..analysis.monte_carlo import simulate
from ..analysis.research import (
    find_deals,
    rank_count_table,
    rank_counts,
    rank_orders,
    share_by_value,
)
from ..cards import Card
from ..dealing import deal
from ..deck import Deck
from ..engine.play import play
from ..rules import Rules, RulesLike, as_rules
from .core import CheckResult, check_function, check_value, fail, show, succeed

__all__ = [
    "check_choice",
    "check_coverage",
    "check_cycle_of",
    "check_cycle_share",
    "check_deal_count",
    "check_exact_in_interval",
    "check_favoured_player",
    "check_find_cycle",
    "check_games_needed",
    "check_interval_by_hand",
    "check_long_game_share",
    "check_p_first_wins",
    "check_rank_count",
    "check_rank_effect",
    "check_rule_length_effect",
    "check_share_with",
    "check_statements",
]

Z95 = 1.96
"""The normal quantile of a two-sided 95 % interval."""


def _plain(value: Any) -> Any:
    """Return a numpy scalar as the plain Python number it holds (other values unchanged)."""
    if isinstance(value, np.generic):
        return value.item()
    return value


def _close(tolerance: float) -> Callable[[Any, Any], bool]:
    """Return a comparator that accepts numbers within ``tolerance`` of the expected value."""

    def same(expected: Any, got: Any) -> bool:
        try:
            if isinstance(got, bool):
                return False
            return bool(abs(float(got) - float(expected)) <= tolerance)
        except Exception:
            return False

    return same


def _pair_close(tolerance: float) -> Callable[[Any, Any], bool]:
    """Return a comparator for a pair of numbers such as ``(low, high)``."""
    one = _close(tolerance)

    def same(expected: Any, got: Any) -> bool:
        try:
            return len(got) == 2 and all(one(e, g) for e, g in zip(expected, got, strict=True))
        except Exception:
            return False

    return same


def _p_wins(outcomes: Mapping[tuple[int | None, str], Fraction], player: int) -> Fraction:
    """Return the probability that ``player`` wins, from exact outcomes."""
    return sum((p for (winner, _), p in outcomes.items() if winner == player), Fraction(0))


_STATEMENTS: dict[str, tuple[str, str]] = {
    "interval": ("what 95 % means", "ace"),
    "proven": ("what has been proven", "bce"),
}
"""Answer keys of the multiple-choice questions, by topic: (title, letters of true statements)."""


def check_statements(topic: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements of the exercise question on ``topic``."""
    if topic not in _STATEMENTS:
        return fail("statements", f"unknown question {topic!r}")
    title, key = _STATEMENTS[topic]
    return check_choice(title, answer, key)


def check_choice(name: str, answer: Any, key: str) -> CheckResult:
    """Check a multiple-choice ``answer`` (letters such as ``"ac"``, any order or case)."""
    if answer is Ellipsis or answer is None:
        return fail(name, 'no answer yet: write the letters of the true statements, e.g. "ab".')
    if not isinstance(answer, str):
        return fail(name, f"write the letters as text, e.g. \"ab\"; got {show(answer)}.")
    letters = {ch for ch in answer.lower() if ch.isalpha()}
    right = set(key.lower())
    if letters == right:
        return succeed(name, f"{''.join(sorted(letters))} is right.")
    missing, extra = sorted(right - letters), sorted(letters - right)
    parts = []
    if extra:
        parts.append(f"{', '.join(extra)} {'is' if len(extra) == 1 else 'are'} not true")
    if missing:
        parts.append(f"{len(missing)} true statement{'s' if len(missing) > 1 else ''} missing")
    return fail(name, "; ".join(parts) + ". Read the statements again.")


# --- lesson 04: Monte Carlo -------------------------------------------------------


def check_interval_by_hand(k: int, n: int, answer: Any) -> CheckResult:
    """Check ``answer``: the 95 % interval p̂ ± 1.96·√(p̂(1−p̂)/n) for ``k`` wins in ``n`` games."""
    p = k / n
    half = Z95 * math.sqrt(p * (1 - p) / n)
    name = f"95 % interval for {k} wins in {n} games"
    return check_value(name, answer, (p - half, p + half), same=_pair_close(0.001),
                       hint="Give (low, high) rounded to 3 decimals or better.")  # fmt: skip


def _games_needed(half_width: float) -> int:
    """Return the fewest games whose worst-case (p = 1/2) 95 % half-width is ``half_width``."""
    return math.ceil((Z95 * 0.5 / half_width) ** 2 - 1e-9)


def check_games_needed(fn: object) -> CheckResult:
    """Check ``fn(half_width)`` → the number of games for a 95 % interval of that half-width
    when p = 1/2 (the worst case); off by one is accepted (rounding)."""
    cases = [(h,) for h in (0.1, 0.05, 0.03, 0.02, 0.01, 0.005, 0.0025, 0.001)]
    return check_function(fn, cases, _games_needed, name="games_needed", same=_close(1.0),
                          what="half-widths")  # fmt: skip


def check_long_game_share(
    answer: Any, longer_than: int = 200, n: int = 20_000, seed: int = 11,
    rules: RulesLike = None,
) -> CheckResult:  # fmt: skip
    """Check ``answer``: the share of ``simulate(n, rules=rules, seed=seed)`` games that last
    more than ``longer_than`` tricks."""
    sim = simulate(n, rules=as_rules(rules), seed=seed)
    expected = float(np.mean(sim.tricks > longer_than))
    name = f"share of games longer than {longer_than} tricks"
    return check_value(name, _plain(answer), expected, same=_close(1e-9),
                       hint=f"Use simulate({n}, seed={seed}) and compare sim.tricks.")  # fmt: skip


def check_coverage(
    answer: Any, runs: int = 40, games: int = 500, seed: int = 0, truth: float = 0.5
) -> CheckResult:
    """Check ``answer``: split ``simulate(runs * games, seed=seed)`` into ``runs`` blocks of
    ``games`` games; in how many blocks does the 95 % interval p̂ ± 1.96·√(p̂(1−p̂)/n) of
    P(player 0 wins) contain ``truth``?"""
    wins = simulate(runs * games, seed=seed).winner == 0
    inside = 0
    for block in range(runs):
        p = float(wins[block * games : (block + 1) * games].mean())
        half = Z95 * math.sqrt(p * (1 - p) / games)
        inside += bool(p - half <= truth <= p + half)
    name = f"intervals (of {runs}) that contain {truth}"
    ok = check_value(name, _plain(answer), inside)
    if ok:
        print(f"  That is {inside / runs:.0%} of the runs; 95 % is the long-run rate.")
    return ok


# --- lesson 05: exact answers -----------------------------------------------------


def check_deal_count(rules: Rules, answer: Any) -> CheckResult:
    """Check ``answer``: the number of different deals (rank sequences) of the rules' deck."""
    expected = sum(1 for _ in rank_orders(rules))
    return check_value(f"deals of the {rules.deck.describe()}", _plain(answer), expected,
                       hint="Suits do not matter: divide n! by s! once for each rank.")  # fmt: skip


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


def check_p_first_wins(fn: object) -> CheckResult:
    """Check ``fn(rules)`` → the exact probability (a Fraction) that player 0 wins, on small
    decks, against :func:`exact_outcomes`."""
    cases = [(rules,) for rules in _tiny_decks()]
    return check_function(fn, cases, lambda rules: _p_wins(exact_outcomes(rules), 0),
                          name="p_first_wins", what="small decks")  # fmt: skip


def check_exact_in_interval(
    answer: Any, rules: Rules, n: int = 2_000, seed: int = 3
) -> CheckResult:
    """Check ``answer`` (True or False): does the 95 % interval of P(player 0 wins) from
    ``simulate(n, rules=rules, seed=seed)`` contain the exact value?"""
    share = simulate(n, rules=rules, seed=seed).shares()[0]
    low, high = share.low, share.high
    exact = _p_wins(exact_outcomes(rules), 0)
    expected = bool(low <= exact <= high)
    ok = check_value("exact value inside the interval", _plain(answer), expected)
    if ok:
        print(f"  exact {float(exact):.4f}, interval {low:.4f} to {high:.4f}.")
    return ok


def check_favoured_player(answer: Any, rules: Rules) -> CheckResult:
    """Check ``answer``: the player (0 or 1) with the larger exact chance, or None if equal."""
    outcomes = exact_outcomes(rules)
    p0, p1 = _p_wins(outcomes, 0), _p_wins(outcomes, 1)
    expected = None if p0 == p1 else (0 if p0 > p1 else 1)
    if answer is Ellipsis:
        return fail("favoured player", "no answer yet: write 0, 1 or None.")
    answer = _plain(answer)
    ok = check_value("favoured player", answer, expected) if expected is not None else (
        succeed("favoured player", "None is right: the chances are equal.") if answer is None
        else fail("favoured player", f"expected None (equal chances), got {show(answer)}.")
    )
    if ok:
        print(f"  P(player 0 wins) = {p0}, P(player 1 wins) = {p1}.")
    return ok


# --- lesson 06: cycles ----------------------------------------------------------------


def check_cycle_of(piles: Sequence[Any], rules: Rules, start: Any, period: Any) -> CheckResult:
    """Check ``start`` and ``period`` of the cycle that the deal ``piles`` enters."""
    result = play(piles, rules)
    if result.reason != "cycle":  # pragma: no cover - the exercise gives a cycling deal
        return fail("cycle", f"this deal does not cycle: {result}")
    right = check_value("cycle start", _plain(start), result.cycle_start)
    return check_value("cycle period", _plain(period), result.cycle_length) and right


def _cycle_cases() -> list[tuple[tuple[tuple[Card, ...], ...], Rules]]:
    """Return deals of tiny decks, cycling and not, each with its rules."""
    cases = []
    for rules in _tiny_decks()[:4]:
        for piles in find_deals(rules, "cycle", limit=3):
            cases.append((piles, rules))
        for piles in find_deals(rules, "out_of_cards", limit=2):
            cases.append((piles, rules))
    seat = Rules(collect="seat_order")
    cases.append((deal(seat, seed=3), seat))
    cases.append((deal(seat, seed=1), seat))
    return cases


def _find_cycle(piles: Sequence[Any], rules: Rules) -> tuple[int, int] | None:
    """Return (cycle start, period) of the game from ``piles``, or None when it ends."""
    result = play(piles, rules)
    if result.reason != "cycle" or result.cycle_start is None or result.cycle_length is None:
        return None
    return (result.cycle_start, result.cycle_length)


def check_find_cycle(fn: object) -> CheckResult:
    """Check ``fn(piles, rules)`` → ``(start, period)`` of the first repeated state, or None
    when the game ends; on cycling and ending deals of small decks and of 36 cards."""
    return check_function(fn, _cycle_cases(), _find_cycle, name="find_cycle", what="deals")


def check_cycle_share(answer: Any, rules: Rules, n: int = 5_000, seed: int = 6) -> CheckResult:
    """Check ``answer``: the share of ``simulate(n, rules=rules, seed=seed)`` games that cycle."""
    sim = simulate(n, rules=rules, seed=seed)
    expected = float(np.mean(sim.reason == "cycle"))
    return check_value("share of cycling games", _plain(answer), expected,
                       same=_close(1e-9),
                       hint=f"Use simulate({n}, rules=..., seed={seed}).")  # fmt: skip


# --- lesson 07: which cards matter ------------------------------------------------------


def check_rank_count(piles: Sequence[Iterable[Card]], rank: str, answer: Any,
                     player: int = 0, rules: RulesLike = None) -> CheckResult:  # fmt: skip
    """Check ``answer``: how many cards of ``rank`` player ``player``'s pile holds."""
    rules = as_rules(rules)
    expected = rank_counts(piles, rules, player)[rules.deck.rank_index(rank)]
    return check_value(f"cards of rank {rank} in pile {player}", _plain(answer), expected)


def _share_with(values: Sequence[int], wins: Sequence[bool], value: int) -> float:
    """Return the share of wins among the games where ``values`` equals ``value``."""
    for row in share_by_value(values, wins):
        if row.value == value:
            return row.share
    raise ValueError(f"no game with value {value}")


def check_share_with(fn: object) -> CheckResult:
    """Check ``fn(values, wins, value)`` → the share of wins among games with that value."""
    rng = random.Random(7)
    cases = []
    for size in (5, 20, 200, 1000):
        values = [rng.randrange(0, 5) for _ in range(size)]
        wins = [rng.random() < 0.3 + 0.1 * v for v in values]
        for value in sorted(set(values))[:3]:
            cases.append((values, wins, value))
    return check_function(fn, cases, _share_with, name="share_with", same=_close(1e-9),
                          what="cases")  # fmt: skip


def check_rank_effect(
    answer: Any, rank: str, n: int = 5_000, seed: int = 3, rules: RulesLike = None
) -> CheckResult:
    """Check ``answer``: P(player 0 wins | 3–4 cards of ``rank``) − P(win | 0–1), over the
    games of ``simulate(n, rules=rules, seed=seed)``."""
    sim = simulate(n, rules=as_rules(rules), seed=seed)
    column = rank_count_table(sim)[:, sim.rules.deck.rank_index(rank)]
    wins = sim.winner == 0
    expected = float(wins[column >= 3].mean() - wins[column <= 1].mean())
    hint = f"Use simulate({n}, seed={seed}) and rank_count_table(sim); 3 decimals are enough."
    return check_value(f"effect of holding {rank}s", _plain(answer), expected,
                       same=_close(0.0005), hint=hint)  # fmt: skip


def check_rule_length_effect(answer: Any, n: int = 5_000, seed: int = 7) -> CheckResult:
    """Check ``answer``: the mean game length (tricks) of ``simulate(n, seed=seed)`` with the
    classic rules minus the same without the special rule (the same deals)."""
    classic = float(simulate(n, rules=Rules(), seed=seed).tricks.mean())
    plain = float(simulate(n, rules=Rules(low_beats_ace=False), seed=seed).tricks.mean())
    ok = check_value("extra tricks from the six rule", _plain(answer), classic - plain,
                     same=_close(0.05), hint="One decimal is enough.")  # fmt: skip
    if ok:
        print(f"  mean tricks: {classic:.1f} with the rule, {plain:.1f} without.")
    return ok
