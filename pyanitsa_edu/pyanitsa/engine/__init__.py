"""The engines that play Pyanitsa: each follows ``docs/rules.md`` and gives the same results.

- :mod:`.game`: :class:`Game`, the recording engine (2–8 players), trick by trick;
- :mod:`.tactical`: :class:`TacticalGame`, players choose their cards (``docs/rules.md``);
- :mod:`.play`: :func:`play`, a whole game at once on the compiled loop, no record kept;
- :mod:`.kernel`: the compiled loop (numba) behind :func:`play`,
  :func:`pyanitsa_edu.simulate` and :func:`pyanitsa_edu.exact_outcomes`, with
  :mod:`.codes` (the rules as integers), :mod:`.prng` (the shuffled return's generator, shared
  with :class:`Game`) and :mod:`.loop` (its Python side: chunks, threads, results);
- :mod:`.dealer`: the deck orders of :func:`pyanitsa_edu.simulate`, numpy's ``permuted``
  repeated draw for draw in compiled code.
"""

from __future__ import annotations

from .game import Game, GameOverError, play_recorded
from .play import play

__all__ = ["Game", "GameOverError", "play", "play_recorded"]
