"""The course notebooks shipped with the package, and copying them into a folder of one's own.

``python -m pyanitsa_edu course DIR`` copies the lessons (``lessons/``, subfolders included),
the exercises' student copies (``exercises/``, and ``exercises/ru/`` of the Russian track) and
the rule books and glossary they link to (:data:`DOCS`) into ``DIR``, keeping that layout so
every link between them works; no folder named ``solutions`` is copied: a student's folder holds
no answer key (the solutions stay in the teacher's checkout). A notebook the student changed is
never overwritten without ``force``: ``DIR/.pyanitsa-course.json`` remembers what was copied, so
a copy nobody touched is refreshed when the package brings a newer version, and any other is
kept.

Nothing is written through a symlink. ``DIR`` itself may be one (the user named it), but a
symlink inside it where a folder of the course (``DIR/lessons → elsewhere``), a notebook or
the manifest belongs is refused with a :class:`~pyanitsa_edu.errors.CourseError` naming it,
before anything is written; so is a named pipe or a device there. Each file is written into a
fresh temporary file (random name, ``O_EXCL | O_NOFOLLOW``) that is then moved into place, with
the folders held open by descriptor (:mod:`pyanitsa_edu.safe_files`), so a link planted while
the copy runs is replaced, never followed. A manifest that is not one this package wrote (not
JSON, nested without end, wrong types, over a megabyte) is ignored: every notebook that differs
from the shipped one is then kept.

The notebooks are trusted in the user's Jupyter trust database (as ``jupyter trust`` does), so
JupyterLab draws the widgets saved in them before anything runs. What is signed is the content
the package ships, never a file read back from the folder.

An installed wheel holds the notebooks and the documents in ``pyanitsa_edu/_course/`` (see
``setup.py``); an editable install of a checkout reads the checkout's ``lessons/``,
``exercises/`` and ``docs/``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shlex
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Literal, cast

from ..errors import N_, CourseError, Phrase, shown_path
from ..i18n import _
from .lab import warm_in_background
from .safe_files import Folder, Kind, os_reason

if sys.version_info >= (3, 11):
    from importlib.resources.abc import Traversable
else:
    from importlib.abc import Traversable

__all__ = [
    "DOCS",
    "MANIFEST",
    "CourseCopy",
    "CourseError",
    "add_course_command",
    "copy_course",
    "course_files",
    "course_notebooks",
    "run_course_command",
    "trust_notebooks",
]

PARTS = {"lessons": True, "exercises": True}
"""The course's folders, and whether their subfolders belong to the course too."""
SOLUTIONS = "solutions"
"""Name of the folders never copied (``exercises/solutions``, ``exercises/ru/solutions``)."""
DOCS = ("docs/rules.md", "docs/rules-66.md", "docs/glossary.md", "docs/ru/rules.md",
        "docs/ru/rules-66.md")
"""The documents the lessons and exercises link to (the rule books of both games in both
languages, and the glossary), copied beside them; they link only to each other."""
MANIFEST = ".pyanitsa-course.json"
"""File in the student's folder recording the digest of every notebook as it was copied."""
MAX_MANIFEST_BYTES = 1 << 20
"""A longer manifest is not one this package wrote: it is ignored."""
MAX_NOTEBOOK_BYTES = 64 << 20
"""How much of a notebook already in the folder is read to compare it with the shipped one (the
course's are under 2 MB: a longer file is one the student changed, and is kept)."""
_DIGEST = re.compile(r"[0-9a-f]{64}")


def _course_root() -> Traversable:
    """Return the folder holding ``lessons/`` and ``exercises/``: the wheel's, or the checkout's."""
    shipped = files("pyanitsa_edu").joinpath("_course")
    if shipped.is_dir():
        return shipped
    checkout = Path(__file__).resolve().parents[2]
    if (checkout / "pyproject.toml").is_file() and (checkout / "lessons").is_dir():
        return checkout
    raise CourseError(N_("the course notebooks are not installed with this copy of "
                         "pyanitsa_edu: reinstall it from a wheel or from a checkout of the "
                         "repository"))


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
        raise CourseError(N_("no notebooks found in {root}"), root=shown_path(root))
    return found


def course_files(root: Traversable | None = None) -> dict[str, Traversable]:
    """Return every file of the course as ``{relative path: file}``: the notebooks
    (:func:`course_notebooks`), then the documents of :data:`DOCS` that ``root`` holds."""
    root = _course_root() if root is None else root
    found = course_notebooks(root)
    for relpath in DOCS:
        entry = root
        for part in relpath.split("/"):
            entry = entry.joinpath(part)
        if entry.is_file():
            found[relpath] = entry
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
            f"  {shlex.quote(sys.executable)} -m pyanitsa_edu lab {shlex.quote(str(self.folder))}",
            "and start with lessons/00-demo.ipynb.",
        ]
        return "\n".join(lines)


def _digest(data: bytes) -> str:
    """Return the SHA-256 hex digest of ``data``."""
    return hashlib.sha256(data).hexdigest()


def _parse_manifest(data: bytes) -> dict[str, str]:
    """Return ``{relative path: digest}`` from a manifest's bytes; anything unexpected in it
    (not JSON, nested without end, wrong types, not a digest) is left out, never raised."""
    if len(data) > MAX_MANIFEST_BYTES:
        return {}
    try:
        recorded = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return {}
    digests = recorded.get("files") if isinstance(recorded, dict) else None
    if not isinstance(digests, dict):
        return {}
    return {
        path: digest for path, digest in digests.items()
        if isinstance(path, str) and isinstance(digest, str) and _DIGEST.fullmatch(digest)
    }


def trust_notebooks(notebooks: Iterable[bytes]) -> int:
    """Sign ``notebooks`` (their bytes) in the user's Jupyter trust database, as ``jupyter
    trust`` does; return how many were signed (none if nbformat is missing or the database
    cannot be written).

    A signature vouches for a notebook's content wherever it lies, so signing the bytes the
    package ships never trusts a file of someone else's, nor anything a symlink points to.
    """
    try:
        import nbformat
        from nbformat.sign import NotebookNotary
    except ImportError:
        return 0
    signed = 0
    notary = NotebookNotary()  # type: ignore[no-untyped-call]
    for data in notebooks:
        try:
            notary.sign(nbformat.reads(data.decode("utf-8"), as_version=4))  # type: ignore[no-untyped-call]
        except Exception:  # not a notebook, a read-only home: the copy still works, untrusted
            continue
        signed += 1
    return signed


def _prepare(folder: Path) -> Path:
    """Create ``folder`` if needed and return it absolute; raise CourseError if it cannot be."""
    folder = folder.expanduser().absolute()
    named = shown_path(folder)
    try:
        if folder.exists() and not folder.is_dir():
            raise CourseError(N_("{named} is a file, not a folder: choose a folder for the "
                                 "course"), named=named)
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CourseError(N_("cannot create the folder {named}: {reason}"), named=named,
                          reason=os_reason(error)) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise CourseError(N_("the folder {named} is not writable: choose another folder"),
                          named=named)
    return folder


class _Tree:
    """The course folder and the subfolders opened in it, each looked up once, never through a
    symlink."""

    def __init__(self, top: Folder) -> None:
        self.top = top
        self._open: dict[str, Folder | None] = {"": top}

    def folder(self, parent: str, create: bool) -> Folder | None:
        """Return the subfolder ``parent`` (``"lessons/ru"``): None if it is missing and not
        ``create``; raises CourseError for a symlink or a file on the way."""
        if parent in self._open and (self._open[parent] is not None or not create):
            return self._open[parent]
        above, _slash, name = parent.rpartition("/")
        holder = self.folder(above, create)
        found: Folder | None = None
        if holder is not None:
            kind = holder.kind(name)
            if kind not in ("missing", "folder"):
                raise _refusal(holder.path / name, kind, "folder")
            if kind == "folder" or create:
                found = holder.subfolder(name)
        self._open[parent] = found
        return found

    def close(self) -> None:
        """Let go of every folder opened."""
        for opened in self._open.values():
            if opened is not None:
                opened.close()


_PLACES: dict[str, str] = {
    "folder": N_("{named} is {what} where a folder of the course belongs: move it away"),
    "notebook": N_("{named} is {what} where a notebook belongs: move it away"),
    "record": N_("{named} is {what} where the record of the course belongs: move it away"),
}
"""What the course says of an entry in the way, by the place it stands in."""


def _refusal(path: Path, kind: Kind, place: Literal["folder", "notebook", "record"]
             ) -> CourseError:
    """Return the error for a ``kind`` of entry found where ``place`` belongs."""
    named = shown_path(path)
    if kind == "symlink":
        return CourseError(N_("{named} is a symlink: the course never writes through a symlink "
                              "inside its folder; remove the link, or choose another folder"),
                           named=named)
    what = {"file": Phrase(N_("a file")), "folder": Phrase(N_("a folder"))}
    other = Phrase(N_("a special file"))
    return CourseError(_PLACES[place], named=named, what=what.get(kind, other))


def _existing(tree: _Tree, relpath: str) -> Kind | bytes:
    """Return the bytes of the notebook at ``relpath`` if it is a regular file, else what is
    there instead (``"missing"``, ``"folder"``, ``"other"``); raises CourseError for a symlink."""
    parent, _slash, name = relpath.rpartition("/")
    folder = tree.folder(parent, create=False)
    kind = "missing" if folder is None else folder.kind(name)
    if kind == "symlink":
        raise _refusal(tree.top.path / relpath, kind, "notebook")
    if folder is None or kind != "file":
        return kind
    return folder.read(name, MAX_NOTEBOOK_BYTES)


def _write(tree: _Tree, relpath: str, data: bytes) -> None:
    """Write ``data`` at ``relpath`` through a fresh temporary file (see
    :func:`~pyanitsa_edu.safe_files.replacing`), creating its folders."""
    parent, _slash, name = relpath.rpartition("/")
    folder = tree.folder(parent, create=True)
    assert folder is not None  # created
    with folder.replacing(name) as handle:
        handle.write(data)


def copy_course(
    folder: str | os.PathLike[str],
    force: bool = False,
    root: Traversable | None = None,
    trust: bool = True,
) -> CourseCopy:
    """Copy the course's notebooks and documents (:func:`course_files`) into ``folder``; return
    what was copied, updated or skipped.

    A file already in ``folder`` is replaced only if it is the untouched copy of an earlier
    version (its digest is the one recorded when it was copied), or with ``force``. With
    ``trust``, every notebook now equal to the shipped one is trusted (``trust_notebooks``).
    Raises CourseError if ``folder`` is a file or cannot be written, and, before anything is
    written, if a symlink stands where a folder, a notebook or the record of the course belongs.
    """
    target = _prepare(Path(folder))
    shipped = {relpath: source.read_bytes() for relpath, source in course_files(root).items()}
    result = CourseCopy(target)
    try:
        tree = _Tree(Folder.open(target))
        try:
            to_write, recorded = _plan(tree, shipped, force, result)
            for relpath in to_write:
                _write(tree, relpath, shipped[relpath])
            _write(tree, MANIFEST, _manifest(recorded))
        finally:
            tree.close()
    except OSError as error:
        where = error.filename or target
        raise CourseError(N_("cannot write {where}: {reason}"), where=shown_path(where),
                          reason=os_reason(error)) from None
    if trust:
        done = [*result.copied, *result.updated, *result.unchanged, *result.replaced]
        result.trusted = trust_notebooks(shipped[relpath] for relpath in done
                                         if relpath.endswith(".ipynb"))
    return result


def _plan(
    tree: _Tree, shipped: dict[str, bytes], force: bool, result: CourseCopy
) -> tuple[list[str], dict[str, str]]:
    """Return the notebooks to write and the digests the manifest will record, filling
    ``result`` in; raises CourseError (nothing written yet) for a symlink or an entry that
    cannot be replaced."""
    kind = tree.top.kind(MANIFEST)
    if kind not in ("missing", "file"):
        raise _refusal(tree.top.path / MANIFEST, kind, "record")
    earlier = _parse_manifest(tree.top.read(MANIFEST, MAX_MANIFEST_BYTES)) if kind == "file" else {}
    to_write: list[str] = []
    recorded: dict[str, str] = {}
    for relpath, data in shipped.items():
        digest = _digest(data)
        recorded[relpath] = digest
        found = _existing(tree, relpath)
        current = _digest(found) if isinstance(found, bytes) else None
        if found == "missing":
            result.copied.append(relpath)
        elif current == digest:
            result.unchanged.append(relpath)
            continue
        elif current is not None and current == earlier.get(relpath):
            result.updated.append(relpath)
        elif force and current is not None:
            result.replaced.append(relpath)
        elif force:
            raise _refusal(tree.top.path / relpath, cast(Kind, found), "notebook")
        else:
            if relpath in earlier:
                recorded[relpath] = earlier[relpath]
            else:
                del recorded[relpath]
            result.skipped.append(relpath)
            continue
        to_write.append(relpath)
    return to_write, recorded


def _manifest(digests: dict[str, str]) -> bytes:
    """Return the manifest recording ``digests``."""
    return (json.dumps({"package": "pyanitsa_edu", "files": digests}, indent=1) + "\n").encode()


def add_course_command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add the ``course`` command to the command line's subcommands; return its parser."""
    course = commands.add_parser(
        "course", help=_("copy the lessons and exercises into a folder to open in JupyterLab"),
        description=_("Copy the course's notebooks (lessons/ and exercises/) into DIR, then say "
                      "how to open them. Notebooks you changed are kept unless --force is given."),
    )
    course.add_argument("folder", metavar="DIR",
                        help=_("folder for the course (created if needed)"))
    course.add_argument("--force", action="store_true",
                        help=_("also replace notebooks you changed (your changes are lost)"))
    course.add_argument("--no-warm", action="store_true",
                        help=_("do not prepare the game engine in the background"))
    course.set_defaults(command_parser=course)
    return course


def run_course_command(args: argparse.Namespace) -> int:
    """Run the ``course`` command: copy, then print the report, and prepare the game engine in
    the background (:func:`~pyanitsa_edu.lab.warm_in_background`) unless ``--no-warm``; return
    the exit code 0."""
    print(copy_course(args.folder, force=args.force).report())
    if not args.no_warm and warm_in_background():
        print(_("Preparing the game engine in the background (about 15 s), so that the lessons "
                "start at once."))
    return 0
