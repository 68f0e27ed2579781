"""A word for the reader when a lesson meets the compiled loops cold.

numba compiles a game loop the first time a process needs it and keeps the machine code in its
disk cache (:mod:`.jit`); ``python -m pyanitsa_edu warm`` fills the cache ahead of the lessons
(:mod:`.warm`). When a loop is compiled all the same (an empty cache: the warm step has not
run, or the cache folder was cleared), the cell would freeze for seconds with no word of why.
:func:`listen` has one line printed on stderr instead, in the reader's language, before the
wait: that the engine is being prepared, once, and for about how long (:data:`LOOPS`). Each
loop is announced at most once in a process; loading a loop from the cache says nothing.

numba reports each compilation through its event API (``numba.core.event``, the event
``"numba:compile"``), which fires only when no cached code was found.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ...i18n import N_, translate

__all__ = ["LOOPS", "NOTICE", "listen", "quiet"]

_KERNEL = f"{__name__.rpartition('.')[0]}.kernel"

LOOPS: dict[tuple[str, str], tuple[str, int]] = {
    (_KERNEL, "play_pairs"): ("two players", 5),
    (_KERNEL, "play_games"): ("general", 8),
    (_KERNEL, "play_one_trick"): ("general", 8),
}
"""The compiled entries a lesson calls, by (module, name): the loop each compiles (the general
loop serves two entries) and about how many seconds its first compilation takes, rounded up
for a slower computer (``bench/bench_start.py`` measures it on the development machine: a first
classic game 4.5 s of processor time, import included, a first game of 3 players 7 s). The
deck orders of :mod:`.dealer` compile in well under a second."""

NOTICE = N_("Preparing the game engine for its first use on this computer: about {seconds} s, "
            "only once (python -m pyanitsa_edu warm prepares it ahead).")
"""The line printed when a loop is compiled in a lesson."""

_told: set[str] = set()
"""The loops announced in this process."""
_quiet: list[int] = [0]
"""Above 0 inside :func:`quiet`."""
_listening: list[bool] = [False]


def _announce(module: str, name: str) -> None:
    """Print the notice for the entry ``module.name`` unless its loop was announced already."""
    found = LOOPS.get((module, name))
    if found is None or _quiet[0] or found[0] in _told:
        return
    _told.add(found[0])
    print(translate(NOTICE, None, seconds=found[1]), file=sys.stderr, flush=True)


def listen() -> None:
    """Have :func:`_announce` called whenever numba starts compiling one of :data:`LOOPS`
    (once per process; nothing under ``NUMBA_DISABLE_JIT=1``, which compiles nothing)."""
    if _listening[0]:
        return
    from numba.core import event

    class Listener(event.Listener):
        def on_start(self, found: Any) -> None:
            function = getattr(found.data.get("dispatcher"), "py_func", None)
            if function is not None:
                _announce(function.__module__, function.__name__)

        def on_end(self, found: Any) -> None:
            """Nothing to say when it is done: the cell's result follows."""

    event.register("numba:compile", Listener())  # type: ignore[no-untyped-call]
    _listening[0] = True


@contextmanager
def quiet() -> Iterator[None]:
    """Announce nothing inside the block (the warm step shows a progress bar of its own)."""
    _quiet[0] += 1
    try:
        yield
    finally:
        _quiet[0] -= 1
