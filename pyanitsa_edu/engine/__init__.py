"""The engines that play Pyanitsa: each follows ``docs/rules.md`` and gives the same results.

- :mod:`.game`: :class:`Game`, the recording engine (2–8 players), trick by trick;
- :mod:`.tactical`: :class:`TacticalGame`, players choose their cards (``docs/rules.md``);
- :mod:`.play`: :func:`play`, a fast two-player loop that keeps no record;
- :mod:`.batch`: the vectorised numpy engine behind :func:`pyanitsa_edu.simulate`.
"""

from __future__ import annotations

from .game import Game, GameOverError, play_recorded
from .play import play

__all__ = ["Game", "GameOverError", "play", "play_recorded"]
