"""Time the strict nbval run over every notebook, as ``make test`` runs it.

Prints the whole run's wall time over both tracks, English and Russian (the goal is at most
four minutes, a share of ``make test``'s fifteen), each track's share, and the slowest
notebooks, summed from pytest's per-cell durations. Prints figures only.
Run: ``.venv/bin/python bench/bench_notebooks.py``.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL_SECONDS = 240.0


def notebooks() -> list[Path]:
    """Return every notebook that ``make test`` checks with nbval."""
    folders = ("lessons", "exercises", "exercises/solutions",
               "lessons/ru", "exercises/ru", "exercises/ru/solutions")
    return sorted(p for folder in folders for p in (ROOT / folder).glob("*.ipynb"))


def per_notebook(durations: str) -> dict[str, float]:
    """Return seconds per notebook from pytest's ``--durations=0`` lines."""
    totals: dict[str, float] = defaultdict(float)
    for seconds, path in re.findall(r"^([\d.]+)s \w+\s+(\S+\.ipynb)::", durations, re.M):
        totals[path] += float(seconds)
    return dict(totals)


def main() -> int:
    """Run nbval once and print its timings; return pytest's exit code."""
    paths = [str(p.relative_to(ROOT)) for p in notebooks()]
    command = [
        sys.executable, "-m", "pytest", "-q", "--nbval", "--nbval-current-env",
        "--nbval-sanitize-with", "tests/nbval_sanitize.cfg", "--durations=0", *paths,
    ]
    start = time.perf_counter()
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr[-400:]
    print(f"strict nbval over {len(paths)} notebooks: {wall:.1f} s wall "
          f"(goal <= {GOAL_SECONDS:.0f} s): {summary}")
    times = per_notebook(run.stdout)
    russian = sum(t for path, t in times.items() if "/ru/" in path)
    print(f"  cells: {sum(times.values()):.1f} s, of which the Russian track {russian:.1f} s")
    ranked = sorted(times.items(), key=lambda item: -item[1])
    for path, seconds in ranked[:8]:
        print(f"  {seconds:6.2f} s  {path}")
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
