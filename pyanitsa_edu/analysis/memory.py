"""How much memory a run may still take: the machine's, the process's and the container's limits.

:func:`available_memory` is the least of what each of these allows, so that a run refused by
:func:`~pyanitsa_edu.simulate`'s guard is refused with a clear error before numpy fails to
allocate it:

- the machine: ``MemAvailable`` of ``/proc/meminfo`` (else the physical memory);
- the process's address-space limit (``ulimit -v``, ``resource.RLIMIT_AS``), less the address
  space the process already uses;
- the container's memory limit: cgroup v2 ``memory.max`` less ``memory.current``, or cgroup
  v1 ``memory.limit_in_bytes`` less ``memory.usage_in_bytes``, for the process's own cgroup
  and every cgroup above it (as on Binder and in most containers).

Each reader returns None when its limit is absent or cannot be read.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = [
    "FALLBACK_MEMORY",
    "address_space_left",
    "available_memory",
    "cgroup_memory_left",
    "machine_memory",
]

FALLBACK_MEMORY = 4 * 2**30
"""The memory assumed when no limit at all can be read: 4 GiB."""

CGROUP_ROOT = Path("/sys/fs/cgroup")
"""Where the cgroup file systems are mounted."""

_UNLIMITED_V1 = 2**60
"""cgroup v1 writes "no limit" as a number near 2^63: anything above this is no limit."""


def available_memory() -> int:
    """Return the bytes a run may still allocate: the least of :func:`machine_memory`,
    :func:`address_space_left` and :func:`cgroup_memory_left` (:data:`FALLBACK_MEMORY` when
    none can be read; never below 0)."""
    known = [n for n in (machine_memory(), address_space_left(), cgroup_memory_left())
             if n is not None]
    return max(0, min(known)) if known else FALLBACK_MEMORY


def machine_memory() -> int | None:
    """Return ``MemAvailable`` of ``/proc/meminfo`` in bytes, else the physical memory, else
    None."""
    available = _proc_bytes("/proc/meminfo", "MemAvailable:")
    if available is not None:
        return available
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, OSError, ValueError):
        return None


def address_space_left() -> int | None:
    """Return the address space left under the process's soft ``RLIMIT_AS`` (the limit less the
    process's virtual size, ``VmSize`` of ``/proc/self/status``), or None without a limit."""
    try:
        import resource
    except ImportError:  # not on this system (Windows)
        return None
    limit = resource.getrlimit(resource.RLIMIT_AS)[0]
    if limit == resource.RLIM_INFINITY or limit < 0:
        return None
    return limit - _virtual_size()


def _virtual_size() -> int:
    """Return the process's virtual size in bytes (0 when it cannot be read)."""
    return _proc_bytes("/proc/self/status", "VmSize:") or 0


def _proc_bytes(path: str, key: str) -> int | None:
    """Return the figure of the line starting with ``key`` in a ``/proc`` file, given there in
    kB, as bytes; None when it cannot be read."""
    try:
        with open(path, encoding="ascii") as info:
            for line in info:
                if line.startswith(key):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def cgroup_memory_left() -> int | None:
    """Return the memory left under the tightest cgroup limit of this process (v2 or v1), or
    None when no limit is set or none can be read."""
    left = [n for n in (_left(directory, "memory.max", "memory.current")
                        for directory in _cgroup_dirs("")) if n is not None]
    left += [n for n in (_left(directory, "memory.limit_in_bytes", "memory.usage_in_bytes")
                         for directory in _cgroup_dirs("memory")) if n is not None]
    return min(left) if left else None


def _cgroup_dirs(controller: str) -> list[Path]:
    """Return the folders of this process's cgroup and of every cgroup above it, for the v2
    hierarchy (``controller == ""``) or the v1 ``controller`` hierarchy."""
    base = CGROUP_ROOT / controller if controller else CGROUP_ROOT
    found = []
    for line in _proc_cgroup():
        _, names, path = [*line.split(":", 2), "", ""][:3]
        if (controller == "" and names == "") or controller in names.split(","):
            found.append(path)
    directories = []
    for path in found or ["/"]:
        here = base / path.lstrip("/")
        while True:
            directories.append(here)
            if here == base or base not in here.parents:
                break
            here = here.parent
    return directories


def _proc_cgroup() -> list[str]:
    """Return the lines of ``/proc/self/cgroup`` (none when it cannot be read)."""
    try:
        return Path("/proc/self/cgroup").read_text(encoding="utf-8").splitlines()
    except OSError:
        return []


def _left(directory: Path, limit_file: str, usage_file: str) -> int | None:
    """Return a cgroup's limit less its usage, or None without a limit (or unreadable)."""
    try:
        limit_text = (directory / limit_file).read_text(encoding="ascii").strip()
        if limit_text == "max":
            return None
        limit = int(limit_text)
        usage = int((directory / usage_file).read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        return None
    if limit >= _UNLIMITED_V1:
        return None
    return limit - usage
