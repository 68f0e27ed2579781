"""Benchmark of expected_outcome(): prints figures, asserts nothing.

The shuffled-return game solved exactly as an absorbing Markov chain, on deals of growing
size: the number of states in play, transitions, and the time to build and to solve the
chain (wall and processor time, best of a few runs; the machine may be shared and noisy).
Goal: an 8-card deal (6 6 7 7 K K A A, about 22,000 states counting the final piles)
in under 2 s.

The limit is the number of states, which grows like (cards)! / (repeats)! × (cards - 1):
the default ``max_states=100_000`` stops a deal before it costs more than a few seconds
and a few hundred MB; past it a 9-card deal with five ranks (about 180,000 states) still
solves when allowed, while ten or more cards (a million states and up) are for simulate().
Run: ``python bench/bench_markov.py [--repeat R] [--large]``.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from pyanitsa_edu import Deck, Rules, expected_outcome  # noqa: E402
from pyanitsa_edu.analysis import markov_chain  # noqa: E402
from pyanitsa_edu.analysis.markov import MAX_STATES, TooManyStatesError  # noqa: E402

T = TypeVar("T")

CASES: list[tuple[str, Deck, list[str]]] = [
    ("3 cards, 6 7 A", Deck(["6", "7", "A"], 1), ["6♣", "A♣ 7♣"]),
    ("6 cards, 6 6 7 7 A A", Deck(["6", "7", "A"], 2), ["7♣ 6♦ 6♣", "A♦ 7♦ A♣"]),
    ("8 cards, 6 6 7 7 K K A A", Deck(["6", "7", "K", "A"], 2),
     ["K♦ K♣ 7♣ A♦", "7♦ 6♦ A♣ 6♣"]),
    ("9 cards, 6 6 6 7 7 7 A A A", Deck(["6", "7", "A"], 3),
     ["7♣ 7♦ A♥ 6♥ A♦", "A♣ 6♣ 6♦ 7♥"]),
    ("9 cards, 6 6 7 7 K K A A A", Deck.standard(36),
     ["K♦ K♣ 7♣ A♦ A♥", "7♦ 6♦ A♣ 6♣"]),
]  # fmt: skip
LARGE: list[tuple[str, Deck, list[str]]] = [
    ("9 cards, 6 6 7 7 8 8 K A A", Deck.standard(36), ["K♦ 8♣ 7♣ A♦ 8♥", "7♦ 6♦ A♣ 6♣"]),
]


def best_of(repeat: int, run: Callable[[], T]) -> tuple[float, float, T]:
    """Return the shortest wall and processor times of ``repeat`` runs, and the last value."""
    best = best_cpu = float("inf")
    value = None
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        value = run()
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
    assert value is not None
    return best, best_cpu, value


def bench(name: str, deck: Deck, piles: list[str], repeat: int, max_states: int) -> None:
    """Print the size of one deal's chain and the time to build it, to solve it, and both."""
    rules = Rules(deck=deck, collect="shuffled")
    build, build_cpu, chain = best_of(repeat, lambda: markov_chain(piles, rules,
                                                                   max_states=max_states))
    solve, solve_cpu, _ = best_of(repeat, chain.solve)
    total, total_cpu, e = best_of(repeat, lambda: expected_outcome(piles, rules,
                                                                   max_states=max_states))
    print(f"{name:<28} {len(chain):>8,} states {chain.final_states:>7,} final "
          f"{len(chain.source):>10,} transitions")
    print(f"{'':28} build {build:6.2f} s (cpu {build_cpu:5.2f})  solve {solve:6.2f} s "
          f"(cpu {solve_cpu:5.2f})  expected_outcome {total:6.2f} s (cpu {total_cpu:5.2f})")
    print(f"{'':28} {e}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--large", action="store_true",
                        help="also solve a 9-card deal of about 180,000 states (slow)")
    args = parser.parse_args(argv)
    for name, deck, piles in CASES:
        bench(name, deck, piles, args.repeat, MAX_STATES)
    name, deck, piles = LARGE[0]
    rules = Rules(deck=deck, collect="shuffled")
    start = time.perf_counter()
    try:
        expected_outcome(piles, rules)
    except TooManyStatesError as error:
        print(f"{name:<28} refused after {time.perf_counter() - start:.2f} s: {error}")
    if args.large:
        bench(name, deck, piles, 1, 10 * MAX_STATES)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"goal: the 8-card deal in under 2 s; peak memory of this run {peak:,.0f} MB")


if __name__ == "__main__":
    main()
