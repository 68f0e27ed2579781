"""Start-up of the game engine: what a student waits for before a lesson's first result. Prints
figures, asserts nothing.

Every figure is a fresh process (``python -c …``), with a numba cache of its own
(``NUMBA_CACHE_DIR``), timed from outside: wall time and the child's processor time.

- ``import pyanitsa_edu`` alone;
- cold: the first call of each kind of engine call the lessons make, each on an empty cache
  (the wait the lesson's notice announces);
- the warm step, ``python -m pyanitsa_edu warm``: on an empty cache, then on a filled one (what
  ``make lab`` and the ``course`` command start in the background);
- warm: the same first calls after the warm step, import included (the goal: under 2 s);
- where the compilation goes: the processor time numba spends in each compiled function on an
  empty cache (numba's compile events; a function's time includes the functions it compiles).

The machine may be shared and noisy (the load average is printed first and last): compare
figures of one run with each other, and read the processor times beside the wall times.
Run: ``python bench/bench_start.py [--skip-cold]``.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

FIRST_CALLS = {
    "simulate(1000), classic rules": "p.simulate(1000, seed=1)",
    "play(), one classic game": "p.play(p.deal(seed=1))",
    "simulate(1000), shuffled return": "p.simulate(1000, seed=1, rules=Rules(collect='shuffled'))",
    "simulate(1000), natural return": "p.simulate(1000, seed=1, rules=Rules(collect='natural'))",
    "simulate(1000), 3 players": "p.simulate(1000, seed=1, rules=Rules(players=3))",
    "exact_outcomes, 6 6 7 7 K K A A": "p.exact_outcomes(Rules(deck=Deck(['6', '7', 'K', 'A'], "
                                       "suits=2)))",
    "expected_outcome, 6-card shuffled deal": (
        "p.expected_outcome([['6♣', 'A♦', '7♣'], ['A♣', '7♦', '6♦']], "
        "Rules(deck=Deck(['6', '7', 'A'], suits=2), collect='shuffled'))"),
}
"""The first call of each kind a lesson makes, as code after ``import pyanitsa_edu as p``."""

PROFILE = """
import sys, time
from numba.core import event
import pyanitsa_edu as p
from pyanitsa_edu import Rules
stack, rows = [], []
class Timer(event.Listener):
    def on_start(self, found):
        stack.append((time.process_time(), found.data["dispatcher"].py_func.__name__))
    def on_end(self, found):
        start, name = stack.pop()
        rows.append((len(stack), name, time.process_time() - start))
event.register("numba:compile", Timer())
for label, rules in [("two-player loop", Rules()), ("general loop", Rules(players=3))]:
    start = time.process_time()
    p.simulate(10, seed=1, rules=rules)
    print(f"  {label}: {time.process_time() - start:.2f} s processor, of which")
    for depth, name, seconds in rows:
        if seconds >= 0.05:
            print(f"    {'  ' * depth}{name:<18} {seconds:5.2f} s")
    rows.clear()
"""


def children_cpu() -> float:
    """Return the processor time used so far by finished child processes."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def fresh(args: list[str], cache: str) -> tuple[float, float, str]:
    """Run ``python ARGS`` in a fresh process with the numba cache ``cache``; return its wall
    and processor times and its output."""
    env = {**os.environ, "NUMBA_CACHE_DIR": cache}
    env.pop("PYANITSA_LANG", None)
    start, before = time.perf_counter(), children_cpu()
    done = subprocess.run([sys.executable, *args], env=env, cwd=ROOT, check=True,
                          capture_output=True, text=True)
    return time.perf_counter() - start, children_cpu() - before, done.stdout


def code(call: str) -> list[str]:
    """Return the arguments that run ``call`` after importing the package."""
    return ["-c", f"import pyanitsa_edu as p\nfrom pyanitsa_edu import Deck, Rules\n{call}"]


def line(label: str, wall: float, cpu: float) -> str:
    """Return one printed figure."""
    return f"  {label:<40} {wall:6.2f} s wall {cpu:6.2f} s processor"


def load() -> str:
    """Return the machine's load averages and its cores."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--skip-cold", action="store_true",
                        help="skip the cold first calls (one compilation each)")
    options = parser.parse_args()
    print(load())
    with tempfile.TemporaryDirectory() as cache:
        wall, cpu, _ = fresh(["-c", "import pyanitsa_edu"], cache)
        print(line("import pyanitsa_edu alone", wall, cpu))
    if not options.skip_cold:
        print("cold: a fresh process, an empty cache (the lesson's notice says so)")
        for label, call in FIRST_CALLS.items():
            with tempfile.TemporaryDirectory() as cache:
                print(line(label, *fresh(code(call), cache)[:2]))
    with tempfile.TemporaryDirectory() as cache:
        print("the warm step: python -m pyanitsa_edu warm")
        print(line("on an empty cache", *fresh(["-m", "pyanitsa_edu", "warm", "--quiet"],
                                                cache)[:2]))
        print(line("again (the cache filled)", *fresh(["-m", "pyanitsa_edu", "warm", "--quiet"],
                                                       cache)[:2]))
        print("warm: a fresh process after the warm step, import included (goal: under 2 s)")
        for label, call in FIRST_CALLS.items():
            best = min((fresh(code(call), cache)[:2] for _ in range(3)), key=lambda t: t[0])
            print(line(label, *best))
    with tempfile.TemporaryDirectory() as cache:
        print("where the first compilation goes (processor time, an empty cache)")
        print(fresh(["-c", PROFILE], cache)[2].rstrip())
    print(load())


if __name__ == "__main__":
    main()
