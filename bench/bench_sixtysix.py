"""Benchmark of the Sixty-six engine and bots: prints figures, asserts nothing.

- ``play_hand(random_bot, random_bot)``: hands per second (goal: 2,000 or more);
- the exact solver on fresh second phases (5 cards each, nobody at 66 yet): ms per solve
  (goal: 20 ms or less);
- the sampling bot at its default setting: seconds per move (goal: 0.5 s or less);
- strength, in seat-swapped tournaments: the sampling bot's share of hands against random
  (goal: 75 % or more) and against greedy (goal: the 95 % interval above one half).

The machine may be shared and noisy, so processor time is printed beside wall time, and the
speed figures are the best of a few runs. Run: ``python bench/bench_sixtysix.py [--quick]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyanitsa_edu.sixtysix import (
    Move,
    State,
    View,
    greedy_bot,
    head_to_head,
    play_hand,
    random_bot,
    sampling_bot,
)
from pyanitsa_edu.sixtysix.fastsearch import Searcher, position_of
from pyanitsa_edu.sixtysix.sampling import DEFAULT_SAMPLES


def verdict(ok: bool) -> str:
    """Return a word for a goal met or missed."""
    return "goal met" if ok else "GOAL MISSED"


def bench_random(hands: int, repeat: int) -> None:
    """Print how many random-vs-random hands are played per second."""
    best = best_cpu = float("inf")
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        for seed in range(hands):
            play_hand(random_bot, random_bot, seed=seed, dealer=seed % 2)
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
    rate, rate_cpu = hands / best, hands / best_cpu
    print(f"random vs random: {rate:,.0f} hands/s wall, {rate_cpu:,.0f} hands/s processor "
          f"({hands} hands, best of {repeat}) — {verdict(rate_cpu >= 2000)} (≥ 2,000)")  # fmt: skip


def fresh_second_phases(count: int) -> list[State]:
    """Return states at the first lead of a second phase, 5 cards each, nobody at 66."""
    states: list[State] = []
    seed = 0
    while len(states) < count:
        bots = (greedy_bot, random_bot) if seed % 3 else (greedy_bot, greedy_bot)
        state = play_hand(*bots, seed=seed, dealer=seed % 2, until=lambda s: s.phase == 2)
        seed += 1
        if state.over or state.trick or len(state.hands[state.to_move]) != 5:
            continue
        if max(state.points) >= 66:
            continue
        states.append(state)
    return states


def bench_solver(count: int, repeat: int) -> None:
    """Print the time of the exact solver on fresh second phases (a new table each time)."""
    states = fresh_second_phases(count)
    closed = sum(s.closing is not None for s in states)
    walls, cpus = [], []
    for state in states:
        position = position_of(state)
        best = best_cpu = float("inf")
        for _ in range(repeat):
            searcher = Searcher(*position.rules_key)
            start, start_cpu = time.perf_counter(), time.process_time()
            searcher.value(position)
            best = min(best, time.perf_counter() - start)
            best_cpu = min(best_cpu, time.process_time() - start_cpu)
        walls.append(best * 1000)
        cpus.append(best_cpu * 1000)
    print(f"solver, fresh second phase ({len(states)} positions, {closed} closed): "
          f"mean {statistics.mean(walls):.2f} ms, median {statistics.median(walls):.2f} ms, "
          f"max {max(walls):.2f} ms wall (max {max(cpus):.2f} ms processor) — "
          f"{verdict(max(walls) <= 20)} (≤ 20 ms)")  # fmt: skip


def bench_sampling_moves(hands: int) -> None:
    """Print the time of the default sampling bot's decisions in hands against greedy."""
    walls: list[float] = []
    cpus: list[float] = []

    def timed(view: View, rng: random.Random) -> Move:
        start, start_cpu = time.perf_counter(), time.process_time()
        move = sampling_bot(view, rng)
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - start_cpu)
        return move

    for seed in range(hands):
        bots = (timed, greedy_bot) if seed % 2 == 0 else (greedy_bot, timed)
        play_hand(*bots, seed=seed, dealer=seed // 2 % 2)
    walls.sort()
    p95 = walls[int(0.95 * (len(walls) - 1))]
    print(f"sampling bot ({DEFAULT_SAMPLES} samples), {len(walls)} moves in {hands} hands: "
          f"mean {statistics.mean(walls):.3f} s, 95th percentile {p95:.3f} s, "
          f"max {walls[-1]:.3f} s wall (max {max(cpus):.3f} s processor) — "
          f"{verdict(max(cpus) <= 0.5)} (≤ 0.5 s)")  # fmt: skip


def bench_strength(deals_random: int, deals_greedy: int, workers: int, seed: int) -> None:
    """Print the sampling bot's results against random and greedy, seats swapped."""
    for opponent, name, deals in ((random_bot, "random", deals_random),
                                  (greedy_bot, "greedy", deals_greedy)):  # fmt: skip
        start = time.perf_counter()
        m = head_to_head(sampling_bot, opponent, deals, seed,
                         names=("sampling", name), workers=workers)  # fmt: skip
        share, low, _high = m.hand_share()
        ok = share >= 0.75 if name == "random" else low > 0.5
        goal = "≥ 75 % of hands" if name == "random" else "95 % interval above 1/2"
        print(m)
        print(f"  ({time.perf_counter() - start:.0f} s) — {verdict(ok)} ({goal})")
    table = head_to_head(greedy_bot, random_bot, max(deals_random, 200), seed,
                         names=("greedy", "random"))  # fmt: skip
    print(f"for comparison:\n{table}")


def main() -> None:
    """Run every benchmark with the command-line sizes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small sizes, a rough check")
    parser.add_argument("--hands", type=int, default=3000, help="random-vs-random hands")
    parser.add_argument("--positions", type=int, default=200, help="second phases to solve")
    parser.add_argument("--move-hands", type=int, default=20, help="hands timing sampling moves")
    parser.add_argument("--deals-random", type=int, default=150, help="deals vs random (x2)")
    parser.add_argument("--deals-greedy", type=int, default=300, help="deals vs greedy (x2)")
    parser.add_argument("--workers", type=int, default=2, help="processes for the tournaments")
    parser.add_argument("--seed", type=int, default=2024, help="tournament seed")
    args = parser.parse_args()
    if args.quick:
        args.hands, args.positions, args.move_hands = 1000, 50, 4
        args.deals_random, args.deals_greedy = 20, 40
    bench_random(args.hands, repeat=3)
    bench_solver(args.positions, repeat=3)
    bench_sampling_moves(args.move_hands)
    bench_strength(args.deals_random, args.deals_greedy, args.workers, args.seed)


if __name__ == "__main__":
    main()
