"""Random deck orders for :func:`~pyanitsa_edu.simulate`, drawn by compiled code.

``simulate(n, seed=s)`` deals the deck in the order of row ``i`` of
``np.random.default_rng(s).permuted(np.tile(np.arange(N), (n, 1)), axis=1)``
(:mod:`pyanitsa_edu.analysis.monte_carlo`). numpy spends most of that call on its own
machinery, row by row; :func:`deck_orders` draws the very same orders in one compiled loop,
reading the generator's state and repeating numpy's steps exactly:

- **PCG64** (O'Neill, "PCG: A family of simple fast space-efficient statistically good
  algorithms for random number generation", 2014; numpy's default bit generator): a 128-bit
  state, multiplied by a fixed constant and added the increment at each step, kept here as
  two 64-bit words; the output is the XSL-RR of the new state (high word xor low word,
  rotated right by the state's top six bits);
- numpy's **32-bit draws** use one 64-bit output twice, low half first;
- numpy's **bounded draw** below ``max + 1`` (``random_interval``): the smallest all-ones
  mask covering ``max``, draws masked until one is at most ``max``;
- numpy's **shuffle** of a row of length ``N``: for ``i`` from ``N - 1`` down to 1, swap
  position ``i`` with a bounded draw up to ``i``.

Its compiled code is cached on disk like the kernel's, under the same guard (:mod:`.jit`:
:data:`COMPILED_IN`). The tests hold the result to numpy's own ``permuted`` for many seeds and
sizes. With
``NUMBA_DISABLE_JIT=1`` the same code runs as plain Python (slowly: simulate's docstring
example takes a few seconds).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import numpy.typing as npt

from .jit import JIT, Jit, cache_is_current

__all__ = ["COMPILED_IN", "deck_orders"]

COMPILED_IN = "e55f083c6672f3fc"
"""The digest of the modules this one imports from the package, as in
:data:`.kernel.COMPILED_IN`."""
jit = Jit(cache=cache_is_current(__name__, COMPILED_IN))
"""numba's decorators for this module's functions."""

MULTIPLIER = 0x2360ED051FC65DA44385DF649FCCF645
"""PCG64's 128-bit multiplier."""
WORD = 2**64 - 1
M_HIGH, M_LOW = np.uint64(MULTIPLIER >> 64), np.uint64(MULTIPLIER & WORD)
HALF = np.uint64(0xFFFFFFFF)
U32, U58, U63, U64 = np.uint64(32), np.uint64(58), np.uint64(63), np.uint64(64)
ONE = np.uint64(1)


def _mul_high(a: Any, b: Any) -> Any:
    """Return the high 64 bits of the 128-bit product of two 64-bit words."""
    a_low, a_high = a & HALF, a >> U32
    b_low, b_high = b & HALF, b >> U32
    low_low = a_low * b_low
    middle = a_high * b_low + (low_low >> U32)
    carry = (middle & HALF) + a_low * b_high
    return a_high * b_high + (middle >> U32) + (carry >> U32)


_mul_high = jit.allocating(_mul_high)


def _orders(state: Any, rows: int, cards: int, out: Any) -> None:
    """Fill ``out[:rows]`` with shuffled orders of ``range(cards)``, drawing from ``state``
    (high word, low word, increment's high and low words, a spare 32-bit draw, 1 when it is
    there) as numpy's PCG64 ``permuted`` does; leave the final state in ``state``."""
    high, low, inc_high, inc_low, spare, has_spare = (state[0], state[1], state[2], state[3],
                                                      state[4], state[5])
    for row in range(rows):
        for k in range(cards):
            out[row, k] = k
        for i in range(cards - 1, 0, -1):
            bound = np.uint64(i)
            mask = bound
            mask |= mask >> ONE
            mask |= mask >> np.uint64(2)
            mask |= mask >> np.uint64(4)
            mask |= mask >> np.uint64(8)
            mask |= mask >> np.uint64(16)
            mask |= mask >> U32
            while True:
                if has_spare:
                    value = spare
                    has_spare = np.uint64(0)
                else:  # one PCG64 step: state = state * multiplier + increment (mod 2**128)
                    new_low = low * M_LOW
                    new_high = _mul_high(low, M_LOW) + low * M_HIGH + high * M_LOW
                    low = new_low + inc_low
                    high = new_high + inc_high + (ONE if low < new_low else np.uint64(0))
                    x = high ^ low
                    turn = high >> U58
                    word = (x >> turn) | (x << ((U64 - turn) & U63))
                    spare = word >> U32
                    has_spare = ONE
                    value = word & HALF
                value &= mask
                if value <= bound:
                    break
            j = np.int64(value)
            out[row, i], out[row, j] = out[row, j], out[row, i]
    state[0], state[1], state[4], state[5] = high, low, spare, has_spare


_orders = jit.allocating(_orders)


def deck_orders(n: int, n_cards: int, seed: int, dtype: type[np.unsignedinteger],
                block: int) -> Iterator[npt.NDArray[np.unsignedinteger]]:
    """Yield the rows of ``np.random.default_rng(seed).permuted(np.tile(np.arange(n_cards),
    (n, 1)), axis=1)`` as ``dtype``, in blocks of at most ``block`` rows."""
    generator = np.random.default_rng(seed).bit_generator.state
    pcg = generator["state"]
    state = np.array([pcg["state"] >> 64, pcg["state"] & WORD, pcg["inc"] >> 64,
                      pcg["inc"] & WORD, generator["uinteger"], generator["has_uint32"]],
                     np.uint64)
    for start in range(0, n, block):
        out = np.empty((min(block, n - start), n_cards), dtype)
        if not JIT:
            with np.errstate(over="ignore"):  # plain Python: numpy warns where words wrap
                _orders(state, len(out), n_cards, out)
        else:
            _orders(state, len(out), n_cards, out)
        yield out
