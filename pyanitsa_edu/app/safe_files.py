"""Writing files without losing one or following a planted link.

:func:`replacing` writes a new version of a file into a fresh temporary file beside it and moves
it into place (``os.replace``) only when the writing succeeded: a failure or Ctrl-C leaves the
old file exactly as it was, and no temporary file behind. The temporary file is created with
``O_CREAT | O_EXCL | O_NOFOLLOW`` under a random name, so a file or symlink planted under any
name is never written through, and ``os.replace`` puts the new file in place of a planted link
instead of writing to where the link points.

:class:`Folder` holds a folder open (a descriptor, where the system allows it) and looks up
every name inside it without following symlinks: a symlink or an odd file (a named pipe, a
device) where a file or a folder of the course belongs is reported as such, never read or
written through.
"""

from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, suppress
from pathlib import Path
from typing import BinaryIO, Literal

from ..errors import N_, Phrase

__all__ = ["Folder", "Kind", "os_reason", "replacing"]

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_BY_DESCRIPTOR = (
    os.open in os.supports_dir_fd and os.stat in os.supports_dir_fd
    and hasattr(os, "O_DIRECTORY") and _NOFOLLOW != 0
)
"""Whether folders are held open by descriptor (POSIX); elsewhere names are checked by path."""
_TEMPORARY_TRIES = 100
"""How many random names :func:`replacing` tries before it gives up."""

Kind = Literal["missing", "file", "folder", "symlink", "other"]
"""What a name in a folder is: nothing, a regular file, a folder, a symlink (never followed),
or anything else (a named pipe, a socket, a device)."""


SYSTEM_REASONS: tuple[str, ...] = (
    N_("Permission denied"),
    N_("Operation not permitted"),
    N_("No such file or directory"),
    N_("Not a directory"),
    N_("Is a directory"),
    N_("File exists"),
    N_("No space left on device"),
    N_("Read-only file system"),
    N_("Too many levels of symbolic links"),
    N_("File name too long"),
    N_("Disk quota exceeded"),
    N_("Device or resource busy"),
)
"""The system's most common refusals, as it words them in English: the catalogue translates
them for a reader (:func:`os_reason`)."""


def os_reason(error: OSError) -> Phrase:
    """Return why the system refused, as an error message shows it: its own words, which the
    catalogue translates when it knows them (:data:`SYSTEM_REASONS`, and this module's own
    refusals)."""
    return Phrase(error.strerror or type(error).__name__)


def _kind_of(mode: int) -> Kind:
    """Return the kind of a file from its ``st_mode`` (as ``lstat`` reports it)."""
    if stat.S_ISLNK(mode):
        return "symlink"
    if stat.S_ISREG(mode):
        return "file"
    return "folder" if stat.S_ISDIR(mode) else "other"


@contextmanager
def replacing(name: str, folder_fd: int | None = None) -> Iterator[BinaryIO]:
    """Yield a new, empty temporary file beside ``name``, opened for binary writing; when the
    block ends normally, flush it to disk and move it onto ``name``. When the block raises
    (Ctrl-C too) the temporary file is removed and ``name`` is untouched.

    ``name`` is a path, or a plain name inside the folder open as ``folder_fd``. A regular file
    already at ``name`` lends its permissions to the new one. Raises OSError when the temporary
    file cannot be created (a missing or read-only folder), before the block runs.
    """
    head, tail = os.path.split(name)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _BINARY
    for _ in range(_TEMPORARY_TRIES):
        temporary = os.path.join(head, f".{tail}.{secrets.token_hex(6)}.partial")
        try:
            fd = os.open(temporary, flags, 0o666, dir_fd=folder_fd)
            break
        except FileExistsError:
            continue
    else:
        raise FileExistsError(f"no free temporary name beside {name}")
    try:
        with os.fdopen(fd, "wb") as handle:
            with suppress(OSError):
                old = os.stat(name, dir_fd=folder_fd, follow_symlinks=False)
                if stat.S_ISREG(old.st_mode) and hasattr(os, "fchmod"):
                    os.fchmod(fd, stat.S_IMODE(old.st_mode))
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, name, src_dir_fd=folder_fd, dst_dir_fd=folder_fd)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary, dir_fd=folder_fd)
        raise


class Folder:
    """A folder whose entries are looked up without following symlinks (use it in ``with``).

    The folder itself is opened as named (a symlink to it is followed: someone chose that
    path); on POSIX it is then held by descriptor, so renaming or replacing it meanwhile cannot
    send a later write elsewhere.
    """

    def __init__(self, path: Path, fd: int | None) -> None:
        self.path = path
        """Where the folder was found (for messages)."""
        self._fd = fd

    @classmethod
    def open(cls, path: Path) -> Folder:
        """Return the folder at ``path`` (raises OSError if it is not one)."""
        if not _BY_DESCRIPTOR:
            if not path.is_dir():
                raise NotADirectoryError(20, "Not a directory", str(path))
            return cls(path, None)
        return cls(path, os.open(path, os.O_RDONLY | os.O_DIRECTORY))

    def __enter__(self) -> Folder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Let go of the folder's descriptor."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def _at(self, name: str) -> str:
        """Return what the system calls take for ``name``: the name itself beside a descriptor,
        the whole path otherwise."""
        return name if self._fd is not None else str(self.path / name)

    def kind(self, name: str) -> Kind:
        """Return what ``name`` in this folder is, without following a symlink."""
        try:
            return _kind_of(os.stat(self._at(name), dir_fd=self._fd, follow_symlinks=False).st_mode)
        except FileNotFoundError:
            return "missing"

    def subfolder(self, name: str) -> Folder:
        """Return the subfolder ``name``, created if missing; raises OSError (``ELOOP`` for a
        symlink, ``ENOTDIR`` for anything else) if ``name`` is not a real folder."""
        if self.kind(name) == "missing":
            with suppress(FileExistsError):
                os.mkdir(self._at(name), dir_fd=self._fd)
        found = self.kind(name)
        if found != "folder":
            raise _not_a(found, self.path / name)
        if self._fd is None:
            return Folder(self.path / name, None)
        flags = os.O_RDONLY | os.O_DIRECTORY | _NOFOLLOW
        return Folder(self.path / name, os.open(name, flags, dir_fd=self._fd))

    def read(self, name: str, limit: int) -> bytes:
        """Return the bytes of the regular file ``name`` (at most ``limit`` + 1 of them, so a
        caller sees that it is too long); raises OSError if it is a symlink or not a file."""
        flags = os.O_RDONLY | _NOFOLLOW | _BINARY | getattr(os, "O_NONBLOCK", 0)
        found = self.kind(name)
        if found != "file":
            raise _not_a(found, self.path / name)
        fd = os.open(self._at(name), flags, dir_fd=self._fd)
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since kind() looked
                raise _not_a("other", self.path / name)
            return handle.read(limit + 1)

    def replacing(self, name: str) -> AbstractContextManager[BinaryIO]:
        """Return :func:`replacing` for the entry ``name`` of this folder."""
        return replacing(self._at(name), self._fd)


def _not_a(kind: Kind, path: Path) -> OSError:
    """Return the OSError for ``path`` being of ``kind`` where a real file or folder was asked."""
    if kind == "symlink":
        return OSError(40, N_("it is a symlink, which is never followed"), str(path))
    if kind == "missing":
        return FileNotFoundError(2, "No such file or directory", str(path))
    what = {"file": N_("it is a file"), "folder": N_("it is a folder")}
    return OSError(20, what.get(kind, N_("it is a special file")), str(path))
