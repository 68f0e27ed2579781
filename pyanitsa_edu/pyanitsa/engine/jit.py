"""How the engine's loops are compiled: numba's options in one place, and a cache that cannot go
stale.

numba keeps the machine code of a function on disk (``cache=True``) and loads it in the next
process while the function's own file is unchanged (numba compares a hash of that file). Code
that a compiled module takes from other modules is compiled into it as well: the kernel's
shuffle (:mod:`.prng`), its rule codes (:mod:`.codes`) and end codes (:mod:`..termination`),
and the options below. numba does not see an edit there, so each compiled module records the
digest of the package modules it imports in a constant of its own, ``COMPILED_IN``
(:func:`compiled_in_digest`):

- a test (``tests/engine/test_compiled_in.py``) fails while a recorded digest is not the
  digest of the sources, and prints the new one; writing it into the compiled module changes
  that module's file, so numba compiles it afresh;
- until then the module is compiled without the cache in each process (:func:`cache_is_current`
  is False), so a stale cache is never loaded.

Where the cache lives is numba's choice, in this order: ``NUMBA_CACHE_DIR`` when it is set;
``__pycache__`` beside the module when that folder is writable (a checkout, a virtual
environment of one's own); else the user's cache folder (``~/.cache/numba`` on Linux), which
is where a read-only installation (a system-wide one, a school's image) keeps it, one copy per
user. With no writable place at all, each process compiles. ``python -m pyanitsa_edu warm``
fills it (:mod:`.warm`).
"""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar, cast

import numba

__all__ = ["JIT", "Jit", "cache_is_current", "compiled_in", "compiled_in_digest"]

F = TypeVar("F", bound=Callable[..., Any])

JIT: bool = not numba.config.DISABLE_JIT  # type: ignore[attr-defined]
"""True when the loops run compiled; False under ``NUMBA_DISABLE_JIT=1`` (plain Python)."""

_NO_REFCOUNTS: dict[str, Any] = {"_nrt": False}
"""numba's option for code that creates no array: no reference counting."""


def _source(name: str) -> bytes:
    """Return the source of the module ``name`` with Unix line ends (raises OSError when it
    has no source file)."""
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
        raise OSError(f"no source file for {name}")
    return Path(spec.origin).read_bytes().replace(b"\r\n", b"\n")


def compiled_in(name: str) -> tuple[str, ...]:
    """Return the package modules that the module ``name`` imports from (relative imports),
    sorted: what its compiled functions may take code or constants from."""
    package = name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(_source(name))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = importlib.util.resolve_name("." * node.level + (node.module or ""), package)
            if node.module:
                found.add(base)
            else:  # from . import module
                found.update(f"{base}.{alias.name}" for alias in node.names)
    return tuple(sorted(found))


def compiled_in_digest(name: str) -> str:
    """Return the digest of the sources of :func:`compiled_in` ``(name)``: 16 hex digits."""
    digest = hashlib.sha256()
    for module in compiled_in(name):
        digest.update(_source(module))
    return digest.hexdigest()[:16]


def cache_is_current(name: str, recorded: str) -> bool:
    """Return True when ``recorded`` (the module's ``COMPILED_IN``) is the digest of the modules
    the module ``name`` compiles in, or when their sources cannot be read (numba then has no
    source to check either); else warn, for the developer who changed one of them."""
    try:
        current = compiled_in_digest(name)
    except OSError:
        return True
    if current == recorded:
        return True
    warnings.warn(
        f"{name}: a module it compiles in changed since its COMPILED_IN digest was written "
        f"({recorded}, now {current}); it is compiled without numba's cache until "
        f"COMPILED_IN = {current!r} is written into it",
        RuntimeWarning,
        stacklevel=2,
    )
    return False


@dataclass(frozen=True)
class Jit:
    """numba's decorators for the functions of one compiled module, cached on disk when
    ``cache`` is True (and numba finds a writable place)."""

    cache: bool
    """False while the module's ``COMPILED_IN`` is out of date (:func:`cache_is_current`)."""

    def _njit(self, function: F, **options: Any) -> F:
        """Return ``function`` compiled by numba, free of the GIL, with ``options``; cached on
        disk when it can be; without a writable place at all, compiled in each process."""
        try:
            return cast(F, numba.njit(cache=self.cache, nogil=True, **options)(function))
        except RuntimeError:  # numba: "cannot cache function …: no locator available"
            return cast(F, numba.njit(cache=False, nogil=True, **options)(function))

    def compiled(self, function: F) -> F:
        """Return ``function`` compiled by numba: free of the GIL (threads play chunks of games
        at once) and without numba's reference counting of arrays, which would cost more than
        the rules themselves: such a function creates no array, it only reads and writes the
        arrays an :meth:`allocating` one made."""
        return self._njit(function, **_NO_REFCOUNTS)

    def inlined(self, function: F) -> F:
        """Return ``function`` compiled like :meth:`compiled`, into each function that calls it
        (numba copies it in: a small helper)."""
        return self._njit(function, inline="always", **_NO_REFCOUNTS)

    def forced(self, function: F) -> F:
        """Return ``function`` compiled like :meth:`compiled`, once, and inlined by LLVM into
        the function that calls it (numba's ``forceinline``): as fast as :meth:`inlined`, and
        quicker to compile for a large function."""
        return self._njit(function, forceinline=True, **_NO_REFCOUNTS)

    def allocating(self, function: F) -> F:
        """Return ``function`` compiled by numba (free of the GIL) with reference counting: it
        creates the arrays the others work in."""
        return self._njit(function)
