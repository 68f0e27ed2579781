"""Benchmark of the engines: prints figures, asserts nothing.

- the scalar engine, ``play()``, on 5,000 random classic deals: games/s and tricks/s;
- ``simulate()`` (vectorised numpy) on 100,000 classic deals, and the C reference
  ``war_ref.c`` (same rules) built with gcc when gcc exists: the ratio of the two times;
- ``exact_outcomes()`` on the 8-card deck 6 6 7 7 K K A A.

Each figure is the best of a few runs (the machine may be shared and noisy).
Goals: simulate within 10x of C, play() at 1 M tricks/s or more, exact under 0.5 s.
Run: ``python bench/bench_engine.py [--games N] [--repeat R]``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from pyanitsa_edu import Deck, Rules, exact_outcomes, play, simulate  # noqa: E402
from pyanitsa_edu.batch import random_deals  # noqa: E402

T = TypeVar("T")
C_SOURCES = (HERE / "war_ref.c", HERE.parent.parent / "shared" / "bench" / "war_ref.c")


def best_of(repeat: int, run: Callable[[], T]) -> tuple[float, T]:
    """Return the shortest wall time of ``repeat`` runs, and the last run's value."""
    best, value = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        value = run()
        best = min(best, time.perf_counter() - start)
    assert value is not None
    return best, value


def bench_scalar(games: int, repeat: int) -> None:
    """Print the speed of play() on random classic deals."""
    rules = Rules()
    deals = random_deals(games, rules, seed=1)

    def run() -> int:
        return sum(play(piles, rules).tricks for piles in deals)

    seconds, tricks = best_of(repeat, run)
    print(f"play()      {games:>9,} games  {seconds:7.3f} s  {games / seconds:>11,.0f} games/s"
          f"  {tricks / seconds / 1e6:6.2f} M tricks/s  (goal ≥ 1 M tricks/s)")


def c_reference(games: int, repeat: int) -> float | None:
    """Return the best time of the C reference for ``games`` games, or None without gcc."""
    source = next((p for p in C_SOURCES if p.exists()), None)
    gcc = shutil.which("gcc")
    if source is None or gcc is None:
        print("C reference: skipped (needs gcc and war_ref.c)")
        return None
    with tempfile.TemporaryDirectory() as tmp:
        binary = Path(tmp) / "war_ref"
        subprocess.run([gcc, "-O2", "-o", str(binary), str(source)], check=True)
        best = float("inf")
        line = ""
        for _ in range(repeat):
            line = subprocess.run([str(binary), str(games), "1"], capture_output=True,
                                  text=True, check=True).stdout.strip()
            found = re.search(r"([0-9.]+)s\s", line)
            if found is None:
                raise RuntimeError(f"cannot read the C reference's time in {line!r}")
            best = min(best, float(found.group(1)))
    tricks = int(re.search(r"tricks=(\d+)", line).group(1))  # type: ignore[union-attr]
    print(f"C war_ref   {games:>9,} games  {best:7.3f} s  {games / best:>11,.0f} games/s"
          f"  {tricks / best / 1e6:6.2f} M tricks/s")
    return best


def bench_simulate(games: int, repeat: int) -> float:
    """Print the speed of simulate() on random classic deals; return its best time."""
    seconds, sim = best_of(repeat, lambda: simulate(games, seed=1))
    tricks = int(sim.tricks.sum())
    print(f"simulate()  {games:>9,} games  {seconds:7.3f} s  {games / seconds:>11,.0f} games/s"
          f"  {tricks / seconds / 1e6:6.2f} M tricks/s")
    return seconds


def bench_exact(repeat: int) -> None:
    """Print the time of exact_outcomes() on the deck 6 6 7 7 K K A A."""
    rules = Rules(deck=Deck(ranks=["6", "7", "K", "A"], suits=2))
    seconds, outcomes = best_of(repeat, lambda: exact_outcomes(rules))
    print(f"exact_outcomes(6 6 7 7 K K A A): {seconds:.3f} s for {len(outcomes)} outcomes"
          " (goal < 0.5 s)")


def main() -> None:
    """Run every benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="games for simulate and C")
    parser.add_argument("--scalar-games", type=int, default=5_000, help="games for play()")
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (best kept)")
    args = parser.parse_args()
    bench_scalar(args.scalar_games, args.repeat)
    simulated = bench_simulate(args.games, args.repeat)
    reference = c_reference(args.games, args.repeat)
    if reference is not None:
        print(f"simulate() / C time: {simulated / reference:.1f}x  (goal ≤ 10x, aim 5x)")
    bench_exact(args.repeat)


if __name__ == "__main__":
    main()
