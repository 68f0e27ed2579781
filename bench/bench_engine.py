"""Benchmark of the engines: prints figures, asserts nothing.

- the scalar engine, ``play()``, on 5,000 random classic deals: games/s and tricks/s;
- ``simulate()`` (vectorised numpy) on 100,000 classic deals, and the C reference
  ``war_ref.c`` (same rules) built with gcc when gcc exists: the ratio of the two times;
- ``simulate()`` with the return orders by card, ``natural`` and ``sorted`` (vectorised too),
  and with states compared on ranks, against the default rules;
- ``exact_outcomes()`` on the 8-card deck 6 6 7 7 K K A A.

Each figure is the best of a few runs. The machine may be shared and noisy, so
processor time (user + system, of this process or of the C program) is printed
beside the wall time; the ratio to C is given for both. Compare figures of one run
with each other rather than with another run's.
Goals: play() at 2.5 M tricks/s or more, simulate() within 6x of C, exact under 0.5 s.
Run: ``python bench/bench_engine.py [--games N] [--repeat R]``.
"""

from __future__ import annotations

import argparse
import re
import resource
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
from pyanitsa_edu.analysis.monte_carlo import random_deals  # noqa: E402

T = TypeVar("T")
C_SOURCE = HERE / "war_ref.c"


def best_of(repeat: int, run: Callable[[], T]) -> tuple[float, float, T]:
    """Return the shortest wall and processor times of ``repeat`` runs (at least one), and the
    value of the last run."""
    times = []
    for _ in range(max(1, repeat)):
        start, start_cpu = time.perf_counter(), time.process_time()
        value = run()
        times.append((time.perf_counter() - start, time.process_time() - start_cpu))
    return min(t[0] for t in times), min(t[1] for t in times), value


def children_cpu() -> float:
    """Return the processor time used so far by finished child processes."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def bench_scalar(games: int, repeat: int) -> None:
    """Print the speed of play() on random classic deals."""
    rules = Rules()
    deals = random_deals(games, rules, seed=1)

    def run() -> int:
        return sum(play(piles, rules).tricks for piles in deals)

    seconds, cpu, tricks = best_of(repeat, run)
    report("play()", games, tricks, seconds, cpu)
    print(f"{'':12}goal ≥ 2.5 M tricks/s: {tricks / cpu / 1e6:.2f} M per processor second")


def report(name: str, games: int, tricks: int, seconds: float, cpu: float) -> None:
    """Print one line of figures."""
    print(f"{name:<11} {games:>8,} games  wall {seconds:6.3f} s  cpu {cpu:6.3f} s  "
          f"{games / seconds:>9,.0f} games/s  {tricks / seconds / 1e6:6.2f} M tricks/s")


def c_reference(games: int, repeat: int) -> tuple[float, float] | None:
    """Return the best wall and processor times of the C reference for ``games`` games,
    or None without gcc."""
    gcc = shutil.which("gcc")
    if gcc is None:
        print("C reference: skipped (needs gcc)")
        return None
    with tempfile.TemporaryDirectory() as tmp:
        binary = Path(tmp) / "war_ref"
        subprocess.run([gcc, "-O2", "-o", str(binary), str(C_SOURCE)], check=True)
        best = best_cpu = float("inf")
        line = ""
        for _ in range(repeat):
            before = children_cpu()
            line = subprocess.run([str(binary), str(games), "1"], capture_output=True,
                                  text=True, check=True).stdout.strip()
            best_cpu = min(best_cpu, children_cpu() - before)
            found = re.search(r"([0-9.]+)s\s", line)
            if found is None:
                raise RuntimeError(f"cannot read the C reference's time in {line!r}")
            best = min(best, float(found.group(1)))
    tricks = int(re.search(r"tricks=(\d+)", line).group(1))  # type: ignore[union-attr]
    report("C war_ref", games, tricks, best, best_cpu)
    return best, best_cpu


def bench_simulate(games: int, repeat: int) -> tuple[float, float]:
    """Print the speed of simulate() on random classic deals; return its best time."""
    seconds, cpu, sim = best_of(repeat, lambda: simulate(games, seed=1))
    report("simulate()", games, int(sim.tricks.sum()), seconds, cpu)
    return seconds, cpu


def bench_orders(games: int, repeat: int, default: float) -> None:
    """Print the speed of simulate() with the return orders by card, and states on ranks,
    beside the default rules' time ``default``."""
    variants = [
        Rules(collect="natural"),
        Rules(collect="sorted"),
        Rules(collect="natural", detect_cycles="ranks"),
        Rules(deck=32, war_face_down=0, collect="natural", detect_cycles="ranks"),
    ]
    for rules in variants:
        seconds, cpu, sim = best_of(
            repeat, lambda rules=rules: simulate(games, rules=rules, seed=1)  # type: ignore[misc]
        )
        print(f"  {rules!r}")
        report("simulate()", games, int(sim.tricks.sum()), seconds, cpu)
        print(f"{'':12}{seconds / default:.2f}x the default rules' time "
              f"({sim.tricks.mean():.0f} tricks a game)")


def bench_exact(repeat: int) -> None:
    """Print the time of exact_outcomes() on the deck 6 6 7 7 K K A A."""
    rules = Rules(deck=Deck(ranks=["6", "7", "K", "A"], suits=2))
    seconds, cpu, outcomes = best_of(repeat, lambda: exact_outcomes(rules))
    print(f"exact_outcomes(6 6 7 7 K K A A): wall {seconds:.3f} s, cpu {cpu:.3f} s for "
          f"{len(outcomes)} outcomes (goal < 0.5 s)")


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
        print(f"simulate() / C: {simulated[0] / reference[0]:.1f}x wall time, "
              f"{simulated[1] / reference[1]:.1f}x processor time  (goal ≤ 6x)")
    bench_orders(args.games, args.repeat, simulated[0])
    bench_exact(args.repeat)


if __name__ == "__main__":
    main()
