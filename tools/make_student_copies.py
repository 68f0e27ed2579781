"""Write the student copies of the exercise notebooks from their solutions (one source).

``exercises/solutions/NN-*.ipynb`` hold the full solutions. This script writes
``exercises/NN-*.ipynb`` with every solution removed and the outputs cleared, and likewise
``exercises/ru/NN-*.ipynb`` from ``exercises/ru/solutions/`` (the Russian track):

- ``# BEGIN SOLUTION`` … ``# END SOLUTION`` in a code cell: the lines between are
  replaced by ``# YOUR CODE HERE``. Lines inside written ``# STUB: code`` become
  ``code`` in the student copy (e.g. ``# STUB: share = ...``). Without stubs, an
  indented region (a function body) becomes ``raise NotImplementedError``, which
  the self-checks report as "not written yet", so the notebook still runs.
- ``name = expression  # SOLUTION`` becomes ``name = ...  # YOUR CODE HERE``.
- The Russian track writes ``# ВАШ КОД`` where the English writes ``# YOUR CODE HERE`` (the
  markers of the solutions stay in English in both tracks).
- ``<!-- BEGIN SOLUTION -->`` … ``<!-- END SOLUTION -->`` in a markdown cell is dropped.
- Cells tagged ``solution`` are dropped.
- A relative link in a markdown cell is written from the solution notebook's folder
  (``[rules](../../docs/rules-66.md)`` in ``exercises/solutions/``); the copy gets it from its
  own folder (``../docs/rules-66.md`` in ``exercises/``), so both open the same file.

Usage::

    python tools/make_student_copies.py            # write every student copy (both tracks)
    python tools/make_student_copies.py --check    # exit 1, listing stale or orphan copies
    python tools/make_student_copies.py exercises/ru/solutions/01-*.ipynb
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

import nbformat
from nbformat import NotebookNode

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / "exercises" / "solutions"
STUDENTS = ROOT / "exercises"
TRACKS: tuple[tuple[Path, Path], ...] = (
    (SOLUTIONS, STUDENTS),
    (ROOT / "exercises" / "ru" / "solutions", ROOT / "exercises" / "ru"),
)
"""(solutions folder, student copies folder) of each language's track: English, Russian."""
NOTEBOOK = "[0-9][0-9]-*.ipynb"

BEGIN = re.compile(r"^(?P<indent>\s*)# BEGIN SOLUTION\s*$")
END = re.compile(r"^\s*# END SOLUTION\s*$")
STUB = re.compile(r"^\s*# STUB: ?(?P<code>.*)$")
LINE = re.compile(r"^(?P<indent>\s*)(?P<lhs>[^=#]+?)\s*=\s*(?P<rhs>.+?)\s*# SOLUTION\s*$")
LINK = re.compile(r"(?P<open>!?\[[^\]]*\]\()(?P<target>[^)\s]+)(?P<rest>[^)]*\))")
"""A markdown link or image: ``[text](target "title")``."""
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
"""The start of an absolute address (``https:``, ``mailto:``)."""
MD_BEGIN = "<!-- BEGIN SOLUTION -->"
MD_END = "<!-- END SOLUTION -->"
YOUR_CODE = "# YOUR CODE HERE"
RU_YOUR_CODE = "# ВАШ КОД"
"""The placeholder comment of the Russian track's student copies (a comment: the code of the
two tracks stays the same)."""
SOLUTION_TAG = "solution"


class MarkerError(ValueError):
    """A solution notebook's markers do not pair up."""


def scrub_code(source: str, where: str = "cell", your_code: str = YOUR_CODE) -> str:
    """Return a code cell's source with its solution regions replaced by stubs, each marked
    with the comment ``your_code``."""
    out: list[str] = []
    lines = source.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        begin = BEGIN.match(line)
        if begin:
            indent = begin["indent"]
            stubs: list[str] = []
            i += 1
            while i < len(lines) and not END.match(lines[i]):
                if BEGIN.match(lines[i]):
                    raise MarkerError(f"{where}: BEGIN SOLUTION inside another solution region")
                stub = STUB.match(lines[i])
                if stub:
                    stubs.append(indent + stub["code"])
                i += 1
            if i == len(lines):
                raise MarkerError(f"{where}: BEGIN SOLUTION without END SOLUTION")
            out.append(indent + your_code)
            if stubs:
                out.extend(stubs)
            elif indent:
                out.append(indent + "raise NotImplementedError")
            i += 1
            continue
        if END.match(line):
            raise MarkerError(f"{where}: END SOLUTION without BEGIN SOLUTION")
        single = LINE.match(line)
        if single:
            out.append(f"{single['indent']}{single['lhs']} = ...  {your_code}")
        elif line.rstrip().endswith("# SOLUTION"):
            out.append(line[: len(line) - len(line.lstrip())] + your_code)
        else:
            out.append(line)
        i += 1
    return "\n".join(out)


def scrub_markdown(source: str, where: str = "cell") -> str:
    """Return a markdown cell's source without its solution regions."""
    out, skipping = [], False
    for line in source.split("\n"):
        if line.strip() == MD_BEGIN:
            if skipping:
                raise MarkerError(f"{where}: nested {MD_BEGIN}")
            skipping = True
        elif line.strip() == MD_END:
            if not skipping:
                raise MarkerError(f"{where}: {MD_END} without {MD_BEGIN}")
            skipping = False
        elif not skipping:
            out.append(line)
    if skipping:
        raise MarkerError(f"{where}: {MD_BEGIN} without {MD_END}")
    return "\n".join(out).strip("\n")


def relink(source: str, solution_dir: Path, student_dir: Path) -> str:
    """Return a markdown cell's source with each relative link, written from ``solution_dir``,
    rewritten to open the same file from ``student_dir`` (addresses, anchors and absolute
    paths are left as they are)."""

    def moved(link: re.Match[str]) -> str:
        target = link["target"]
        path, hash_, fragment = target.partition("#")
        if not path or SCHEME.match(target) or path.startswith("/"):
            return link[0]
        new = os.path.relpath(os.path.normpath(solution_dir / path), student_dir)
        return f"{link['open']}{Path(new).as_posix()}{hash_}{fragment}{link['rest']}"

    return LINK.sub(moved, source)


def student_copy(
    solution: NotebookNode,
    name: str = "notebook",
    your_code: str = YOUR_CODE,
    folders: tuple[Path, Path] | None = None,
) -> NotebookNode:
    """Return the student copy of a solution notebook: no solutions, no outputs, each solution
    replaced by the comment ``your_code``; with ``folders`` (the solution's folder, the copy's
    folder) relative links are rewritten to work from the copy's folder."""
    nb = nbformat.from_dict(nbformat.v4.new_notebook())
    # Only what a kernel needs: the solution's execution adds versions that would churn.
    nb.metadata = {"kernelspec": solution.metadata.get("kernelspec", {}),
                   "language_info": {"name": solution.metadata.get("language_info", {})
                                     .get("name", "python")}}
    nb.nbformat, nb.nbformat_minor = solution.nbformat, solution.nbformat_minor
    for index, cell in enumerate(solution.cells):
        tags = cell.get("metadata", {}).get("tags", [])
        if SOLUTION_TAG in tags:
            continue
        where = f"{name}, cell {index}"
        metadata = {k: v for k, v in cell.get("metadata", {}).items()
                    if k not in ("execution", "collapsed", "scrolled")}
        if cell.cell_type == "code":
            new = nbformat.v4.new_code_cell(scrub_code(cell.source, where, your_code),
                                            metadata=metadata)
        elif cell.cell_type == "markdown":
            text = scrub_markdown(cell.source, where)
            if folders is not None:
                text = relink(text, *folders)
            new = nbformat.v4.new_markdown_cell(text, metadata=metadata)
        else:
            new = nbformat.v4.new_raw_cell(cell.source, metadata=metadata)
        if "id" in cell:
            new["id"] = cell["id"]
        nb.cells.append(new)
    return nb


class TrackError(ValueError):
    """A notebook named as a solution is not in a track's solutions folder."""


def student_path(solution_path: Path) -> Path:
    """Return where the student copy of a solution notebook goes: the student folder of the
    track whose solutions folder holds it."""
    folder = solution_path.resolve().parent
    for solutions, students in TRACKS:
        if folder == solutions:
            return students / solution_path.name
    raise TrackError(f"{solution_path} is not in a solutions folder "
                     f"({', '.join(str(s.relative_to(ROOT)) for s, _ in TRACKS)})")


def placeholder(solution_path: Path) -> str:
    """Return the comment that marks a removed solution in the notebook's track."""
    russian = TRACKS[1][0]
    return RU_YOUR_CODE if solution_path.resolve().parent == russian else YOUR_CODE


def render(solution_path: Path) -> str:
    """Return the text of the student copy of the notebook at ``solution_path``."""
    solution = nbformat.read(solution_path, as_version=4)
    folders = (solution_path.resolve().parent, student_path(solution_path).parent)
    copy = student_copy(solution, solution_path.name, placeholder(solution_path), folders)
    return nbformat.writes(copy) + "\n"


def solution_paths(args: list[str]) -> list[Path]:
    """Return the solution notebooks named on the command line, or all of them."""
    if args:
        return [Path(a).resolve() for a in args]
    return [path for solutions, _ in TRACKS for path in sorted(solutions.glob(NOTEBOOK))]


def orphan_copies() -> list[Path]:
    """Return the student copies that no solution notebook of their track generates."""
    return [student for solutions, students in TRACKS
            for student in sorted(students.glob(NOTEBOOK))
            if not (solutions / student.name).exists()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("notebooks", nargs="*", help="solution notebooks (default: all)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 and list the stale or missing copies")
    options = parser.parse_args(argv)
    stale = []
    for path in solution_paths(options.notebooks):
        try:
            target = student_path(path)
            text = render(path)
        except (MarkerError, TrackError) as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        current = target.read_text(encoding="utf-8") if target.exists() else None
        if current == text:
            continue
        if options.check:
            stale.append(target)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            print(f"wrote {target.relative_to(ROOT)}")
    if stale:
        print("stale student copies (run: python tools/make_student_copies.py):")
        for target in stale:
            print(f"  {target.relative_to(ROOT)}")
    orphans = orphan_copies() if options.check and not options.notebooks else []
    if orphans:
        print("student copies without a solution notebook (remove them, or restore the solution):")
        for target in orphans:
            print(f"  {target.relative_to(ROOT)}")
    return 1 if stale or orphans else 0


if __name__ == "__main__":
    sys.exit(main())
