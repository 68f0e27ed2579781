"""Memory at the edges: prints figures, asserts nothing.

Each case runs in a fresh Python process; it prints the peak of the memory the package
allocated (``tracemalloc``, which counts numpy's arrays too) and the process's peak resident
size (``ru_maxrss``, which includes Python and numpy themselves, about 60-90 MB).

- ``exact_outcomes`` on decks of 2,520, 113,400 and 7,484,400 deals: the enumeration is
  streamed in blocks, so the peak should stay flat once a deck has more than one block of
  deals (an enumeration held whole would take about 330 bytes a deal: 2.5 GB for 7.5 M);
- the enumeration alone of 7 ranks in 2 suits (681 M deals), its first 200 blocks;
- ``simulate(n)`` for n = 10^4 … 10^6 (it keeps every game: memory grows by its documented
  bytes a game), and ``simulate(10**9)``, refused at once, before any array is made;
- the command line ``simulate -n 1000000000``: one line, exit 2, no memory (in-process);
- the game table's Play to end, pressed three times on a deal that cycles under rules
  without cycle detection: the record stops at the table's limit after the first press.

Goal: every refused case and every streamed case stays flat.
Run: ``python bench/bench_memory.py [--quick]`` (``--quick`` leaves out the 7.5 M deck).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def _exact(ranks: int) -> dict[str, object]:
    import pyanitsa_edu.analysis.exact as exact
    from pyanitsa_edu import Deck, Rules

    peaks: list[int] = []  # the peak so far, after each block of deals
    play_block = exact.play_deals

    def play_and_note(*args: object, **options: object) -> object:
        out = play_block(*args, **options)  # type: ignore[arg-type]
        peaks.append(tracemalloc.get_traced_memory()[1])
        return out

    exact.play_deals = play_and_note  # type: ignore[assignment]
    rules = Rules(deck=Deck([str(r) for r in range(ranks)], 2))
    outcomes = exact.exact_outcomes(rules, max_deals=10**10)
    return {"deals": exact.count_rank_orders(rules), "outcomes": len(outcomes),
            "blocks": len(peaks), "peak_after_first": peaks[0],
            "peak_after_half": peaks[len(peaks) // 2]}


def _enumerate(blocks: int) -> dict[str, object]:
    from pyanitsa_edu.analysis.exact import rank_sequence_blocks

    rows = 0
    for k, block in enumerate(rank_sequence_blocks([2] * 7)):
        rows += len(block)
        if k + 1 == blocks:
            break
    return {"deals": rows}


def _simulate(n: int) -> dict[str, object]:
    from pyanitsa_edu import Rules, simulate
    from pyanitsa_edu.analysis.monte_carlo import bytes_per_game
    from pyanitsa_edu.errors import TooManyDealsError

    try:
        sim = simulate(n, seed=1)
    except TooManyDealsError as error:
        return {"refused": str(error)[:110] + "…"}
    return {"games": len(sim), "bytes_a_game": bytes_per_game(Rules())}


def _cli(games: int) -> dict[str, object]:
    import contextlib
    import io

    from pyanitsa_edu.app.cli import main

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            code = main(["simulate", "-n", str(games), "--no-progress"])
        except SystemExit as stop:
            code = int(stop.code or 0)
    return {"exit": code, "line": err.getvalue().strip().splitlines()[-1]}


def _table(presses: int) -> dict[str, object]:
    import matplotlib

    matplotlib.use("Agg")
    from pyanitsa_edu import Rules, deal, play
    from pyanitsa_edu.widgets import table_widget

    rules = Rules(collect="seat_order")
    seed = next(s for s in range(500) if play(deal(rules, s), rules).reason == "cycle")
    widget = table_widget(rules.replace(detect_cycles=False), seed=seed)
    for _ in range(presses):
        widget.play_to_end()
    return {"presses": presses, "tricks_recorded": len(widget.game.tricks)}


CASES = {
    "exact": _exact,
    "enumerate": _enumerate,
    "simulate": _simulate,
    "table": _table,
    "cli": _cli,
}


def run_case(name: str, arg: int) -> None:
    """Run one case in this process and print its figures as JSON."""
    tracemalloc.start()
    started = time.perf_counter()
    figures = CASES[name](arg)
    seconds = time.perf_counter() - started
    _, peak = tracemalloc.get_traced_memory()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps({**figures, "seconds": seconds, "peak": peak, "rss": rss}))


def measure(name: str, arg: int) -> dict[str, object]:
    """Run a case in a fresh process and return its figures."""
    done = subprocess.run(
        [sys.executable, __file__, "--case", name, str(arg)],
        capture_output=True, text=True, check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def mb(n_bytes: object) -> str:
    """Return bytes as megabytes."""
    return f"{int(n_bytes) / 1e6:8.1f} MB"  # type: ignore[call-overload]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="leave out the 7.5 M-deal deck")
    parser.add_argument("--case", nargs=2, metavar=("NAME", "ARG"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.case:
        run_case(args.case[0], int(args.case[1]))
        return
    print(f"{'case':<44} {'package peak':>12} {'process peak':>12} {'time':>8}")

    def row(label: str, figures: dict[str, object]) -> None:
        print(f"{label:<44} {mb(figures['peak'])} {mb(figures['rss'])} "
              f"{float(figures['seconds']):7.2f}s")  # type: ignore[arg-type]

    for ranks in (4, 5) if args.quick else (4, 5, 6):
        figures = measure("exact", ranks)
        row(f"exact_outcomes, {figures['deals']:,} deals", figures)
        print(f"   {figures['blocks']} blocks; package peak after the first "
              f"{mb(figures['peak_after_first']).strip()}, after half "
              f"{mb(figures['peak_after_half']).strip()}; held whole: about "
              f"{mb(330 * int(figures['deals'])).strip()}")  # type: ignore[call-overload]
    figures = measure("enumerate", 200)
    row(f"enumerate 7 ranks x 2 suits, {figures['deals']:,} deals", figures)
    for n in (10**4, 10**5, 10**6):
        figures = measure("simulate", n)
        row(f"simulate({n:,}), {figures['bytes_a_game']} bytes a game kept", figures)
    figures = measure("simulate", 10**9)
    row("simulate(1,000,000,000): refused", figures)
    print(f"   {figures['refused']}")
    figures = measure("cli", 10**9)
    row(f"CLI simulate -n 1000000000: exit {figures['exit']}", figures)
    print(f"   {str(figures['line'])[:110]}…")
    for presses in (1, 3):
        figures = measure("table", presses)
        row(f"table: Play to end x{presses}, {figures['tricks_recorded']:,} tricks kept", figures)


if __name__ == "__main__":
    main()
