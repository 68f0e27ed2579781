"""The vectorised engine: many two-player games at once, one numpy step per trick.

:func:`play_deals` is the entry point (it falls back to ``play`` per game where the
vectorised engine does not apply). :class:`PileBuffers` holds the piles,
:func:`play_trick` plays one trick in all of them, :func:`play_batch` runs a batch to
its end with limits and cycle detection, and :mod:`.cycles` finds where cycles start.
All of them read the rules from the plan (:mod:`pyanitsa_edu.engine.plan`).
"""

from __future__ import annotations

from .arrays import Deals, ResultArrays, card_dtype
from .buffers import PileBuffers
from .loop import play_batch
from .run import CHUNK, Progress, ProgressCallback, play_deals
from .trick import play_trick

__all__ = [
    "CHUNK",
    "Deals",
    "PileBuffers",
    "Progress",
    "ProgressCallback",
    "ResultArrays",
    "card_dtype",
    "play_batch",
    "play_deals",
    "play_trick",
]
