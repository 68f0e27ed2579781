"""The vectorised engine: many two-player games at once, one numpy step per trick.

:func:`play_deals` is the entry point (it falls back to ``play`` per game where the
vectorised engine does not apply); :class:`PileBuffers` holds the piles and plays a
trick; :func:`play_batch` runs a batch to its end with limits and cycle detection.
"""

from __future__ import annotations

from .arrays import ResultArrays, card_dtype
from .buffers import PileBuffers
from .loop import play_batch
from .run import CHUNK, Progress, ProgressCallback, play_deals

__all__ = [
    "CHUNK",
    "PileBuffers",
    "Progress",
    "ProgressCallback",
    "ResultArrays",
    "card_dtype",
    "play_batch",
    "play_deals",
]
