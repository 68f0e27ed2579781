"""The return order's random generator: SplitMix64, a bounded draw and a Fisher–Yates shuffle.

Under ``collect="shuffled"`` the bank is shuffled before it goes under the winner's pile
(``docs/rules.md``, "Return orders"). Every engine shuffles it with :func:`shuffle` below, so
the recording :class:`~pyanitsa_edu.Game`, :func:`~pyanitsa_edu.play` and
:func:`~pyanitsa_edu.simulate` play the same game from the same seed. The compiled loop
cannot call Python's ``random.Random``, so the generator is written here in a few lines over
unsigned 64-bit integers, and the very same function runs as plain Python in ``Game`` and
compiled in the game loop (:mod:`.kernel`).

The algorithm, fixed so that anyone can reimplement it:

- **SplitMix64** (Steele, Lea & Flood, "Fast splittable pseudorandom number generators",
  OOPSLA 2014; the seeding generator of Java's ``SplittableRandom`` and of xoshiro): the
  state ``s`` is one 64-bit word; each draw adds ``0x9E3779B97F4A7C15`` to it (modulo
  ``2**64``) and returns ``mix(s)``, where ``mix(z)`` is ``z ^= z >> 30; z *= 0xBF58476D1CE4E5B9;
  z ^= z >> 27; z *= 0x94D049BB133111EB; z ^= z >> 31`` (all modulo ``2**64``).
- **An unbiased draw below ``b``**: draw ``x`` until ``x >= 2**64 mod b``, then return
  ``x mod b`` (the rejection that OpenBSD's ``arc4random_uniform`` uses: every value below
  ``b`` is equally likely).
- **Fisher–Yates** (Durstenfeld's version): for ``i`` from the last position down to 1, swap
  position ``i`` with a position drawn below ``i + 1``.
- **The seed of a game**: a whole number ``seed`` (0 to ``2**128 - 1``) starts the state at
  ``(seed mod 2**64) ^ mix(seed >> 64)``, so a seed below ``2**64`` is the state itself; a
  ``random.Random`` gives one draw of ``getrandbits(64)``; None draws 64 fresh bits from the
  operating system.

>>> state = start_state(7)
>>> items = list("abcdef")
>>> python_shuffle(state, items)
>>> "".join(items)
'bfaced'

The compiled loop takes this module's code in: its cache is renewed through the digest it
records (:data:`.kernel.COMPILED_IN`, :mod:`.jit`), which a test checks after any change here.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import MutableSequence
from typing import Any

import numpy as np
import numpy.typing as npt

from ..dealing import Seed, check_game_seed

__all__ = ["MASK", "State", "mix", "python_shuffle", "shuffle", "start_state", "state_seed"]

MASK = 2**64 - 1
"""The largest 64-bit word."""

State = npt.NDArray[np.uint64]
"""A generator's state: a one-element array of ``uint64``, changed in place by each draw."""

GOLDEN_GAMMA = np.uint64(0x9E3779B97F4A7C15)
MIX_1 = np.uint64(0xBF58476D1CE4E5B9)
MIX_2 = np.uint64(0x94D049BB133111EB)
SHIFT_1, SHIFT_2, SHIFT_3 = np.uint64(30), np.uint64(27), np.uint64(31)
ZERO = np.uint64(0)


def shuffle(state: State, items: Any, start: int, stop: int) -> None:
    """Shuffle ``items[start:stop]`` in place (Fisher–Yates), drawing from ``state``.

    Written once for both engines: compiled by the game loop over an integer array, and
    called as plain Python by :func:`python_shuffle` over a list of cards. Plain Python
    arithmetic on numpy's ``uint64`` wraps around as the compiled code does, but numpy warns
    about it: call it as :func:`python_shuffle` does, with overflow warnings off.
    """
    s = state[0]
    for i in range(stop - 1, start, -1):
        bound = np.uint64(i - start + 1)
        threshold = (ZERO - bound) % bound  # 2**64 mod bound: draws below it are rejected
        z = ZERO
        while True:
            s = s + GOLDEN_GAMMA
            z = (s ^ (s >> SHIFT_1)) * MIX_1
            z = (z ^ (z >> SHIFT_2)) * MIX_2
            z = z ^ (z >> SHIFT_3)
            if z >= threshold:
                break
        j = start + np.int64(z % bound)
        items[i], items[j] = items[j], items[i]
    state[0] = s


def python_shuffle(state: State, items: MutableSequence[Any]) -> None:
    """Shuffle the list ``items`` in place with :func:`shuffle`, as plain Python."""
    with np.errstate(over="ignore"):
        shuffle(state, items, 0, len(items))


def mix(z: int) -> int:
    """Return SplitMix64's mixing function of the 64-bit word ``z`` (``mix(0) == 0``)."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def state_seed(seed: Seed) -> int:
    """Return the generator's starting word for a game's ``seed`` (checked as every game's seed
    is, :func:`~pyanitsa_edu.pyanitsa.dealing.check_game_seed`): see the module's docstring."""
    seed = check_game_seed(seed)
    if isinstance(seed, random.Random):
        return seed.getrandbits(64)
    if seed is None:
        return secrets.randbits(64)
    return (seed & MASK) ^ mix(seed >> 64)


def start_state(seed: Seed) -> State:
    """Return a fresh generator state for a game's ``seed`` (:func:`state_seed`)."""
    return np.array([state_seed(seed)], np.uint64)
