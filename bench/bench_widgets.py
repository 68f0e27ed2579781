"""Time the widgets' kernel-side work: a Flip click, Play to end, and a simulation run.

Prints figures only (the goal for a Flip is at most 50 ms); nothing here asserts a time.
Run: ``.venv/bin/python bench/bench_widgets.py``.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import matplotlib

matplotlib.use("Agg")

from pyanitsa_edu import Rules
from pyanitsa_edu.widgets import (
    deal_explorer,
    ranking_widget,
    simulation_panel,
    table_widget,
)


def timed(action: Callable[[], object], repeat: int) -> list[float]:
    """Return the milliseconds each of ``repeat`` calls of ``action`` took."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def report(name: str, times: list[float]) -> None:
    """Print the median and the worst of a list of timings."""
    print(f"{name:<44} median {statistics.median(times):8.2f} ms   max {max(times):8.2f} ms")


def flips(rules: Rules, seed: int, n: int = 200) -> list[float]:
    """Return the time of each of ``n`` Flip clicks (resetting when the game ends)."""
    widget = table_widget(rules, seed=seed)
    times = []
    for _ in range(n):
        if widget.flip_button.disabled:
            widget.reset_button.click()
        start = time.perf_counter()
        widget.flip_button.click()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    """Print the timings."""
    report("Flip click, classic (goal <= 50 ms)", flips(Rules(), seed=48))
    report("Flip click, 6 players", flips(Rules(players=6), seed=5))
    report("Flip click, late in a long game (trick 400+)", _late_flips())
    widget = table_widget(seed=3)
    report(
        "Play to end then Reset",
        timed(lambda: (widget.play_button.click(), widget.reset_button.click()), 5),
    )
    report("Deal button (fresh random deal)", timed(widget.deal_button.click, 20))
    ranking = ranking_widget()
    report(
        "Ranking: special-rule toggle",
        timed(lambda: setattr(ranking.special, "value", not ranking.special.value), 6),
    )
    explorer = deal_explorer(seed=7)
    report("Explorer: Swap click", timed(explorer.swap_button.click, 10))
    report("Explorer: Replay click", timed(explorer.replay_button.click, 10))
    panel = simulation_panel(games=10_000, seed=1)
    report("Simulation: Run of 10,000 games", timed(panel.run_button.click, 1))


def _late_flips() -> list[float]:
    """Return Flip times in a game that has already run hundreds of tricks (seed 229: 548)."""
    widget = table_widget(Rules(), seed=229)
    for _ in range(400):
        widget.flip()
    assert not widget.game.over
    return timed(widget.flip_button.click, 100)


if __name__ == "__main__":
    main()
