"""The course notebooks shipped with the package, and copying them into a folder of one's own.

``python -m pyanitsa_edu course DIR`` copies the lessons (``lessons/``, subfolders included)
and the exercises' student copies (``exercises/``, and ``exercises/ru/`` of the Russian track)
into ``DIR``, keeping that layout so the links between lessons and exercises work; no folder
named ``solutions`` is copied. A notebook the student changed is never overwritten
without ``force``: ``DIR/.pyanitsa-course.json`` remembers what was copied, so a copy nobody
touched is refreshed when the package brings a newer version, and any other is kept.

The copies are trusted in the user's Jupyter trust database (as ``jupyter trust`` does), so
JupyterLab draws the widgets saved in them before anything runs.

An installed wheel holds the notebooks in ``pyanitsa_edu/_course/`` (see ``setup.py``); an
editable install of a checkout reads the checkout's ``lessons/`` and ``exercises/``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import sys
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path

from .errors import CourseError

if sys.version_info >= (3, 11):
    from importlib.resources.abc import Traversable
else:
    from importlib.abc import Traversable

__all__ = [
    "MANIFEST",
    "CourseCopy",
    "CourseError",
    "add_course_command",
    "copy_course",
    "course_notebooks",
    "run_course_command",
    "trust_notebooks",
]

PARTS = {"lessons": True, "exercises": True}
"""The course's folders, and whether their subfolders belong to the course too."""
SOLUTIONS = "solutions"
"""Name of the folders never copied (``exercises/solutions``, ``exercises/ru/solutions``)."""
MANIFEST = ".pyanitsa-course.json"
"""File in the student's folder recording the digest of every notebook as it was copied."""


def _course_root() -> Traversable:
    """Return the folder holding ``lessons/`` and ``exercises/``: the wheel's, or the checkout's."""
    shipped = files("pyanitsa_edu").joinpath("_course")
    if shipped.is_dir():
        return shipped
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "lessons").is_dir():
        return checkout
    raise CourseError(
        "the course notebooks are not installed with this copy of pyanitsa_edu: "
        "reinstall it from a wheel or from a checkout of the repository"
    )


def _notebooks_in(folder: Traversable, prefix: str, recursive: bool) -> dict[str, Traversable]:
    """Return ``{relative path: file}`` for the notebooks in ``folder`` (hidden names skipped)."""
    found: dict[str, Traversable] = {}
    if not folder.is_dir():
        return found
    for entry in folder.iterdir():
        if entry.name.startswith(".") or entry.name == SOLUTIONS:
            continue
        path = f"{prefix}/{entry.name}"
        if entry.is_dir():
            if recursive:
                found.update(_notebooks_in(entry, path, recursive))
        elif entry.name.endswith(".ipynb"):
            found[path] = entry
    return found


def course_notebooks(root: Traversable | None = None) -> dict[str, Traversable]:
    """Return the course's notebooks as ``{"lessons/00-demo.ipynb": file, …}``, lessons first.

    ``root`` defaults to the installed course (the wheel's copy, or a checkout's folders).
    """
    root = _course_root() if root is None else root
    found: dict[str, Traversable] = {}
    for part, recursive in PARTS.items():
        found.update(sorted(_notebooks_in(root.joinpath(part), part, recursive).items()))
    if not found:
        raise CourseError(f"no notebooks found in {root}")
    return found


@dataclass
class CourseCopy:
    """What ``copy_course`` did, notebook by notebook (paths relative to ``folder``)."""

    folder: Path
    """The folder the course was copied into."""
    copied: list[str] = field(default_factory=list)
    """Notebooks that were not there before."""
    updated: list[str] = field(default_factory=list)
    """Untouched copies replaced by the newer shipped version."""
    unchanged: list[str] = field(default_factory=list)
    """Notebooks already identical to the shipped version."""
    replaced: list[str] = field(default_factory=list)
    """Changed notebooks overwritten because ``force`` was given."""
    skipped: list[str] = field(default_factory=list)
    """Changed notebooks left alone (no ``force``)."""
    trusted: int = 0
    """How many of the course's notebooks in ``folder`` were trusted."""

    def report(self) -> str:
        """Return the text the ``course`` command prints: what happened, and how to open it."""
        lines = [f"Course folder: {self.folder}"]
        for label, paths in (("copied", self.copied), ("updated", self.updated),
                             ("replaced", self.replaced)):
            lines += [f"  {label:<8} {path}" for path in paths]
        if self.unchanged:
            lines.append(f"  {len(self.unchanged)} notebook(s) already up to date")
        if self.trusted:
            lines.append(f"Trusted {self.trusted} notebook(s): their saved widgets show before "
                         "they run.")
        if self.skipped:
            lines.append(
                f"Skipped {len(self.skipped)} notebook(s) you changed (kept as they are; "
                "--force replaces them with the shipped version and loses your changes):"
            )
            lines += [f"  skipped  {path}" for path in self.skipped]
        lines += [
            "Open the course with:",
            f"  jupyter lab {shlex.quote(str(self.folder))}",
            "and start with lessons/00-demo.ipynb.",
        ]
        return "\n".join(lines)


def _digest(data: bytes) -> str:
    """Return the SHA-256 hex digest of ``data``."""
    return hashlib.sha256(data).hexdigest()


def _read_manifest(folder: Path) -> dict[str, str]:
    """Return ``{relative path: digest}`` recorded by an earlier copy (empty if none or broken)."""
    try:
        recorded = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    digests = recorded.get("files") if isinstance(recorded, dict) else None
    if not isinstance(digests, dict):
        return {}
    return {str(k): str(v) for k, v in digests.items()}


def _write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file, so a failure leaves no half file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.partial")
    partial.write_bytes(data)
    os.replace(partial, path)


def trust_notebooks(paths: list[Path]) -> int:
    """Sign ``paths`` in the user's Jupyter trust database, as ``jupyter trust`` does; return
    how many were signed (none if nbformat is missing or the database cannot be written)."""
    try:
        import nbformat
        from nbformat.sign import NotebookNotary
    except ImportError:
        return 0
    signed = 0
    notary = NotebookNotary()  # type: ignore[no-untyped-call]
    for path in paths:
        try:
            notary.sign(nbformat.read(path, as_version=4))  # type: ignore[no-untyped-call]
        except Exception:  # not a notebook, a read-only home: the copy still works, untrusted
            continue
        signed += 1
    return signed


def _prepare(folder: Path) -> Path:
    """Create ``folder`` if needed and return it absolute; raise CourseError if it cannot be."""
    folder = folder.expanduser().absolute()
    if folder.exists() and not folder.is_dir():
        raise CourseError(f"{folder} is a file, not a folder: choose a folder for the course")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CourseError(f"cannot create the folder {folder}: {error.strerror}") from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise CourseError(f"the folder {folder} is not writable: choose another folder")
    return folder


def copy_course(
    folder: str | os.PathLike[str],
    force: bool = False,
    root: Traversable | None = None,
    trust: bool = True,
) -> CourseCopy:
    """Copy the course's notebooks into ``folder``; return what was copied, updated or skipped.

    A notebook already in ``folder`` is replaced only if it is the untouched copy of an earlier
    version (its digest is the one recorded when it was copied), or with ``force``. With
    ``trust``, every notebook now equal to the shipped one is trusted (``trust_notebooks``).
    Raises CourseError if ``folder`` is a file or cannot be written.
    """
    target = _prepare(Path(folder))
    notebooks = course_notebooks(root)
    recorded = _read_manifest(target)
    result = CourseCopy(target)
    digests: dict[str, str] = {}
    try:
        for relpath, source in notebooks.items():
            data = source.read_bytes()
            digests[relpath] = _digest(data)
            path = target / relpath
            if not path.exists():
                _write(path, data)
                result.copied.append(relpath)
                continue
            current = _digest(path.read_bytes()) if path.is_file() else None
            if current == digests[relpath]:
                result.unchanged.append(relpath)
            elif current is not None and current == recorded.get(relpath):
                _write(path, data)
                result.updated.append(relpath)
            elif force:
                if path.is_dir():
                    raise CourseError(f"{path} is a folder: move it away to get the notebook")
                _write(path, data)
                result.replaced.append(relpath)
            else:
                digests[relpath] = recorded.get(relpath, "")
                result.skipped.append(relpath)
        manifest = {"package": "pyanitsa_edu", "files": {k: v for k, v in digests.items() if v}}
        _write(target / MANIFEST, (json.dumps(manifest, indent=1) + "\n").encode())
    except OSError as error:
        where = error.filename or target
        raise CourseError(f"cannot write {where}: {error.strerror}") from None
    if trust:
        shipped = [*result.copied, *result.updated, *result.unchanged, *result.replaced]
        result.trusted = trust_notebooks([target / relpath for relpath in shipped])
    return result


def add_course_command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add the ``course`` command to the command line's subcommands; return its parser."""
    course = commands.add_parser(
        "course", help="copy the lessons and exercises into a folder to open in JupyterLab",
        description="Copy the course's notebooks (lessons/ and exercises/) into DIR, then say how "
                    "to open them. Notebooks you changed are kept unless --force is given.",
    )
    course.add_argument("folder", metavar="DIR", help="folder for the course (created if needed)")
    course.add_argument("--force", action="store_true",
                        help="also replace notebooks you changed (your changes are lost)")
    course.set_defaults(command_parser=course)
    return course


def run_course_command(args: argparse.Namespace) -> int:
    """Run the ``course`` command: copy, then print the report; return the exit code 0."""
    print(copy_course(args.folder, force=args.force).report())
    return 0
