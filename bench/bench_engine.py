"""Benchmark of the compiled game loop: prints figures, asserts nothing.

- ``play()`` on 3,000 random classic deals, one call per game (its ``Result`` included):
  games/s and tricks/s;
- ``simulate()`` on 100,000 classic deals on one core (``workers=1``) and on all cores,
  and the C reference ``war_ref.c`` (same rules, single-threaded) built with gcc when gcc
  exists, in the same run: the ratios of the times;
- ``simulate()`` with the other return orders, states compared on ranks, and 3–8 players,
  against the default rules (time per trick);
- ``exact_outcomes()`` on the 8-card deck 6 6 7 7 K K A A;
- ``simulate(2000)`` in a fresh process, compiled (cache filled) and as plain Python
  (``NUMBA_DISABLE_JIT=1``), for reference. The start-up itself (an empty cache, the warm
  step, each first call) is ``bench/bench_start.py``.

Each figure is the best of a few runs. The machine may be shared and noisy (the load
average is printed first), so processor time is printed beside the wall time; compare
figures of one run with each other rather than with another run's.
Goals: simulate() on one core within 1.5x of C, on all cores faster than C on one; play()
at 8 M tricks/s or more.
Run: ``python bench/bench_engine.py [--games N] [--repeat R]``.
"""

from __future__ import annotations

import argparse
import os
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


def bench_play(games: int, repeat: int) -> None:
    """Print the speed of play() on random classic deals, one call per game."""
    rules = Rules()
    deals = random_deals(games, rules, seed=1)
    play(deals[0], rules)  # the compiled loop loaded

    def run() -> int:
        return sum(play(piles, rules).tricks for piles in deals)

    seconds, cpu, tricks = best_of(repeat, run)
    report("play()", games, tricks, seconds, cpu)
    print(f"{'':12}goal ≥ 8 M tricks/s: {tricks / seconds / 1e6:.2f} M (wall), "
          f"{tricks / cpu / 1e6:.2f} M per processor second")


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


def bench_simulate(games: int, repeat: int, workers: int | None) -> tuple[float, float]:
    """Print the speed of simulate() on random classic deals; return its best times."""
    simulate(1000, seed=2, workers=workers)  # the compiled loop loaded
    seconds, cpu, sim = best_of(repeat, lambda: simulate(games, seed=1, workers=workers))
    name = "simulate()" if workers == 1 else "all cores"
    report(name, games, int(sim.tricks.sum()), seconds, cpu)
    return seconds, cpu


def bench_variants(games: int, repeat: int) -> None:
    """Print the speed of simulate() under other rules, per trick, against the default."""
    variants = [
        Rules(),
        Rules(collect="loser_first"),
        Rules(collect="seat_order"),
        Rules(collect="natural"),
        Rules(collect="sorted"),
        Rules(collect="shuffled"),
        Rules(collect="natural", detect_cycles="ranks"),
        Rules(deck=32, war_face_down=0, collect="natural", detect_cycles="ranks"),
        Rules(deck=52),
        Rules(players=3),
        Rules(deck=52, players=5, table_cycle="rank_order"),
        Rules(deck=52, players=8, war_face_down=2, war_shortfall="last_card_up"),
    ]
    default = 0.0
    for rules in variants:
        seconds, _, sim = best_of(
            repeat, lambda rules=rules: simulate(games, rules=rules, seed=1, workers=1)  # type: ignore[misc]
        )
        per_trick = seconds / int(sim.tricks.sum()) * 1e9
        default = default or per_trick
        print(f"  {rules!r:<72} {seconds:6.3f} s  {sim.tricks.mean():7.1f} tricks a game  "
              f"{per_trick:5.1f} ns a trick ({per_trick / default:.2f}x the default's)")


def bench_exact(repeat: int) -> None:
    """Print the time of exact_outcomes() on the deck 6 6 7 7 K K A A."""
    rules = Rules(deck=Deck(ranks=["6", "7", "K", "A"], suits=2))
    seconds, cpu, outcomes = best_of(repeat, lambda: exact_outcomes(rules))
    print(f"exact_outcomes(6 6 7 7 K K A A): wall {seconds:.3f} s, cpu {cpu:.3f} s for "
          f"{len(outcomes)} outcomes (goal < 0.5 s)")


def fresh_process(code: str, **env: str) -> tuple[float, float]:
    """Return the wall and processor times of ``python -c code`` in a fresh process with
    ``env`` added (processor time: the child's, user and system)."""
    start, before = time.perf_counter(), children_cpu()
    subprocess.run([sys.executable, "-c", code], check=True, env={**os.environ, **env},
                   cwd=HERE.parent)
    return time.perf_counter() - start, children_cpu() - before


def times(wall_cpu: tuple[float, float]) -> str:
    """Return wall and processor times as text."""
    return f"{wall_cpu[0]:.2f} s wall, {wall_cpu[1]:.2f} s processor"


def bench_plain_python() -> None:
    """Print simulate(2000) in a fresh process, compiled and as plain Python."""
    plain = fresh_process("import pyanitsa_edu; pyanitsa_edu.simulate(2000, seed=1)",
                          NUMBA_DISABLE_JIT="1")
    compiled = fresh_process("import pyanitsa_edu; pyanitsa_edu.simulate(2000, seed=1)")
    print(f"simulate(2000) in a fresh process: compiled {times(compiled)}; plain Python "
          f"(NUMBA_DISABLE_JIT=1) {times(plain)}")


def load() -> str:
    """Return the machine's load averages (1, 5, 15 minutes) and its cores."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def main() -> None:
    """Run every benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="games for simulate and C")
    parser.add_argument("--play-games", type=int, default=3_000, help="games for play()")
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (best kept)")
    args = parser.parse_args()
    print(load())
    bench_play(args.play_games, args.repeat)
    one = bench_simulate(args.games, args.repeat, workers=1)
    every = bench_simulate(args.games, args.repeat, workers=None)
    reference = c_reference(args.games, args.repeat)
    if reference is not None:
        print(f"one core / C: {one[0] / reference[0]:.2f}x wall time, {one[1] / reference[1]:.2f}x "
              "processor time  (goal ≤ 1.5x)")
        print(f"all cores / C: {every[0] / reference[0]:.2f}x wall time  (goal < 1)")
    bench_variants(args.games // 5, args.repeat)
    bench_exact(args.repeat)
    bench_plain_python()
    print(load())


if __name__ == "__main__":
    main()
