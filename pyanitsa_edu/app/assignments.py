"""The exercises as nbgrader assignments: ``python -m pyanitsa_edu assignments DIR``.

Writes an nbgrader course folder made from the solution notebooks of one track (the single
source; the student copies come from the same notebooks):

- ``DIR/nbgrader_config.py``: the course id, the folder as the course's root, a time limit per
  cell for autograding (a notebook that loops forever is stopped, and the next cells still
  run), the placeholder of a removed solution in the track's language, and missing test cells
  put back before grading;
- ``DIR/source/<NN-name>/<NN-name>.ipynb`` for every exercise, with nbgrader's cell metadata
  (schema 3): the text and the given code locked; each solution region becomes nbgrader's
  ``### BEGIN SOLUTION`` … ``### END SOLUTION`` in an answer cell; each task's self-checks
  become an autograded test cell worth the points of :data:`~pyanitsa_edu.grading.TASKS`, its
  visible lines followed by a hidden region that calls :func:`~pyanitsa_edu.grading.grade`.
  Where the self-check could be searched for the answer, the visible test checks the form only
  (:func:`~pyanitsa_edu.grading.check_form`), and the notebook says so. The rule books a
  notebook links to are copied beside it (``docs/``).

Nothing is written outside ``DIR``, through a symlink, or over an existing folder's files
without ``force``; with ``force`` only a course folder (one that holds ``nbgrader_config.py``
or ``source/``, or is empty) is written into, and only its config and ``source/`` notebooks are
replaced: the gradebook and the students' work are never touched.
"""

from __future__ import annotations

import argparse
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CourseError, SettingError, shown_path
from ..grading import TASKS, Way, solutions_folder, total_points
from ..grading.tasks import (
    BEGIN,
    END,
    SINGLE,
    exercise_tasks,
    has_solution,
    notebook_cells,
    solution_notebooks,
    split_cell,
)
from ..i18n import N_, _
from ..i18n.language import language
from .safe_files import Folder

__all__ = [
    "COURSE_ID",
    "TIMEOUT_S",
    "Assignments",
    "add_assignments_command",
    "answer_source",
    "assignment_notebook",
    "run_assignments_command",
    "write_assignments",
]

COURSE_ID = "pyanitsa"
TIMEOUT_S = 120
"""Seconds a cell may run while nbgrader autogrades before it is stopped (the slowest
solution cell takes a few seconds)."""
CONFIG = "nbgrader_config.py"
SOURCE = "source"
LANGS = ("en", "ru")
YOUR_CODE = N_("# YOUR CODE HERE")
"""The placeholder of a removed solution, as in the track's student copies (in the track's
language)."""
STUB = re.compile(r"^\s*# STUB: ?(?P<code>.*)$")
LINE = re.compile(r"^(?P<indent>\s*)(?P<lhs>[^=#]+?)\s*=\s*(?P<rhs>.+?)\s*# SOLUTION\s*$")
LINK = re.compile(r"(?P<open>!?\[(?P<text>[^\]]*)\]\()(?P<target>[^)\s]+)(?P<rest>[^)]*\))")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
MD_REGION = re.compile(r"\n?<!-- BEGIN SOLUTION -->.*?<!-- END SOLUTION -->\n?", re.DOTALL)

FORM_NOTE = N_("graded when you hand in the notebook: this check looks only at the form of "
               "your answer")
HEADER = N_("**An assignment graded by nbgrader.** Each task's test cell is worth the points "
            "it shows; besides the checks you see, it runs hidden tests when your teacher "
            "grades the notebook. Some checks look only at the form of your answer (their cell "
            "says so): a check that said right or wrong could be tried until it passes. Keep "
            "the names the tasks give, and run the whole notebook from the top before you hand "
            "it in. Total: {points} points.")

CONFIG_TEXT = '''\
"""nbgrader's settings for the Pyanitsa course, written by python -m pyanitsa_edu assignments.

Run nbgrader in this folder: nbgrader generate_assignment NN-name, then put each student's
notebook in submitted/STUDENT/NN-name/, then nbgrader autograde NN-name and nbgrader export.
"""

import os

c = get_config()  # noqa: F821 (nbgrader's config loader defines it)
c.CourseDirectory.course_id = "{course}"
c.CourseDirectory.root = os.path.dirname(os.path.abspath(__file__))
# A cell that runs longer than this while autograding is stopped (a loop that never ends);
# the notebook's other cells still run and are graded.
c.Execute.timeout = {timeout}
c.Execute.interrupt_on_timeout = True
# The placeholder of a removed solution, as in the course's student copies.
c.ClearSolutions.code_stub = {{"python": "{your_code}"}}
# A test cell a student deleted is put back before grading (and scores what it scores).
c.OverwriteCells.add_missing_cells = True
'''


@dataclass
class Assignments:
    """What :func:`write_assignments` wrote."""

    folder: Path
    """The course folder."""
    lang: str
    """The track the notebooks come from."""
    written: list[str] = field(default_factory=list)
    """The files written, relative to ``folder``."""

    def report(self) -> str:
        """Return what was written and the next steps, in the reader's language."""
        names = sorted({Path(p).parts[1] for p in self.written if p.startswith(SOURCE + "/")})
        return _("Wrote {count} assignments and {config} into {folder}.\nNext, in that folder: "
                 "nbgrader generate_assignment {first} (and the others), give the release/ "
                 "folders to the students, put their notebooks in submitted/STUDENT/{first}/, "
                 "then nbgrader autograde {first} and nbgrader export.",
                 count=len(names), config=CONFIG, folder=str(self.folder),
                 first=names[0] if names else "01")


def answer_source(source: str, your_code: str = YOUR_CODE) -> str:
    """Return a solution cell's answer part with nbgrader's solution regions: each region's
    ``# STUB:`` lines come first (the student copy's stub, run and then replaced by the
    solution), ``name = value  # SOLUTION`` becomes ``name = ...`` and a region, and a function
    body without stubs keeps ``raise NotImplementedError`` after its region."""
    out: list[str] = []
    lines = source.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        begin = BEGIN.match(line)
        single = LINE.match(line)
        if begin:
            indent = line[: len(line) - len(line.lstrip())]
            body: list[str] = []
            stubs: list[str] = []
            i += 1
            while i < len(lines) and not END.match(lines[i]):
                stub = STUB.match(lines[i])
                if stub:
                    stubs.append(indent + stub["code"])
                else:
                    body.append(lines[i])
                i += 1
            out += [*stubs, f"{indent}### BEGIN SOLUTION", *body, f"{indent}### END SOLUTION"]
            if indent and not stubs:
                level = [b for b in body if b.strip() and len(b) - len(b.lstrip()) == len(indent)]
                if not level or not level[-1].strip().startswith("return"):
                    raise CourseError(N_("a solution region inside a function must end with its "
                                      "return: {line}"), line=line.strip())
                out.append(f"{indent}raise NotImplementedError")
        elif single:
            indent = single["indent"]
            out += [f"{indent}{single['lhs']} = ...", f"{indent}### BEGIN SOLUTION",
                    f"{indent}{single['lhs']} = {single['rhs']}", f"{indent}### END SOLUTION"]
        elif line.rstrip().endswith(SINGLE):
            indent = line[: len(line) - len(line.lstrip())]
            code = line.rstrip().removesuffix(SINGLE).rstrip()
            out += [f"{indent}### BEGIN SOLUTION", code, f"{indent}### END SOLUTION"]
        else:
            out.append(line)
        i += 1
    return "\n".join(out)


def _test_source(number: str, task: str, tail: str, way: Way, lang: str) -> str:
    """Return a task's test cell: its visible lines, then the hidden region."""
    if way.visible_check:
        visible = tail
    else:
        visible = "\n".join([f"# {_(FORM_NOTE, lang)}",
                             "from pyanitsa_edu.grading import check_form",
                             "", re.sub(r"\b(check_[a-z0-9_]+)\(", r'check_form("\1", ', tail)])
    hidden = ["### BEGIN HIDDEN TESTS", "from pyanitsa_edu.grading import grade",
              f'grade("{number}", "{task}", globals())', "### END HIDDEN TESTS"]
    return visible + "\n" + "\n".join(hidden)


def _meta(grade_id: str, *, grade: bool = False, solution: bool = False, locked: bool = False,
          points: int | None = None) -> dict[str, Any]:
    """Return nbgrader's cell metadata (schema 3)."""
    meta: dict[str, Any] = {"grade": grade, "grade_id": grade_id, "locked": locked,
                            "schema_version": 3, "solution": solution, "task": False}
    if points is not None:
        meta["points"] = points
    return {"nbgrader": meta}


def _relinked(text: str, here: Path, docs: dict[str, Path]) -> str:
    """Return markdown ``text`` whose relative links to files point at copies in ``docs/``
    (added to ``docs``), and whose other relative links are plain text."""

    def moved(link: re.Match[str]) -> str:
        target = link["target"]
        path, hash_, fragment = target.partition("#")
        if not path or SCHEME.match(target) or path.startswith("/"):
            return link[0]
        found = (here / path).resolve()
        if found.suffix == ".md" and found.is_file():
            docs[found.name] = found
            return f"{link['open']}docs/{found.name}{hash_}{fragment}{link['rest']}"
        return link["text"]

    return LINK.sub(moved, text)


Notebook = dict[str, Any]
"""A notebook as nbformat 4.5's JSON."""


def _cell(kind: str, source: str, cell_id: str, metadata: dict[str, Any]) -> dict[str, Any]:
    """Return a notebook cell (``kind`` "code" or "markdown") as nbformat 4.5's JSON."""
    cell: dict[str, Any] = {"cell_type": kind, "id": re.sub(r"[^a-zA-Z0-9_-]", "-", cell_id)[:64],
                            "metadata": metadata, "source": source}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell


def assignment_notebook(path: Path, lang: str) -> tuple[Notebook, dict[str, Path]]:
    """Return the nbgrader source notebook made from the solution notebook at ``path``, and
    the documents it links to (copy them into its folder's ``docs/``)."""
    number = path.name[:2]
    table = TASKS[number]
    tasks = {task.cell: task for task in exercise_tasks(path)}
    if [task.id for task in tasks.values()] != list(table):
        raise CourseError(N_("the tasks of {name} are not those of the points table"),
                          name=path.name)
    solution = json.loads(path.read_text(encoding="utf-8"))
    cells: list[dict[str, Any]] = []
    nb: Notebook = {"cells": cells, "nbformat": 4, "nbformat_minor": 5, "metadata": {
        "kernelspec": solution.get("metadata", {}).get("kernelspec", {}),
        "language_info": {"name": "python"}}}
    docs: dict[str, Path] = {}
    for index, cell in enumerate(notebook_cells(path)):
        source = cell["source"]
        tags = cell.get("metadata", {}).get("tags", [])
        if "solution" in tags:
            continue
        if cell["cell_type"] == "markdown":
            writes_here = MD_REGION.search(source) is not None
            text = _relinked(MD_REGION.sub("\n", source).strip("\n"), path.parent, docs)
            meta = {} if writes_here else _meta(f"{number}-text-{index}", locked=True)
            cells.append(_cell("markdown", text, f"text-{index}", meta))
            if index == 0:
                header = _(HEADER, lang, points=total_points(number))
                cells.append(_cell("markdown", header, "header",
                                   _meta(f"{number}-header", locked=True)))
        elif cell["cell_type"] != "code":
            continue
        elif not has_solution(source):
            cells.append(_cell("code", source, f"code-{index}",
                               _meta(f"{number}-code-{index}", locked=True)))
        elif index in tasks:
            task = tasks[index]
            answer, _tail = split_cell(source)
            graded = table[task.id]
            cells.append(_cell("code", answer_source(answer, _(YOUR_CODE, lang)),
                               f"{task.id}-answer",
                               _meta(f"{number}-{task.id}-answer", solution=True)))
            cells.append(_cell("code", _test_source(number, task.id, task.tail, graded.way, lang),
                               f"{task.id}-test",
                               _meta(f"{number}-{task.id}", grade=True, locked=True,
                                     points=graded.points)))
        else:
            cells.append(_cell("code", answer_source(source, _(YOUR_CODE, lang)), f"work-{index}",
                               _meta(f"{number}-work-{index}", solution=True)))
    return nb, docs


def _entries(folder: Path) -> Iterator[str]:
    """Yield the names in ``folder`` (none when it does not exist)."""
    if folder.is_dir():
        yield from sorted(os.listdir(folder))


def _check_folder(folder: Path, force: bool) -> None:
    """Raise :class:`CourseError` when ``folder`` may not be written: a file, a folder with
    files and no ``force``, or a folder with files that is not an nbgrader course folder."""
    if folder.exists() and not folder.is_dir():
        raise CourseError(N_("{path} is a file, not a folder: name a folder for the course"),
                          path=shown_path(folder))
    names = list(_entries(folder))
    if not names:
        return
    if not force:
        raise CourseError(N_("{path} is not empty: name a new folder, or add --force to replace "
                          "its nbgrader_config.py and source/ notebooks"),
                          path=shown_path(folder))
    if CONFIG not in names and SOURCE not in names:
        raise CourseError(N_("{path} is not an nbgrader course folder (it has no "
                          "nbgrader_config.py and no source/): --force writes only into one"),
                          path=shown_path(folder))


def write_assignments(folder: str | os.PathLike[str], lang: str = "en",
                      force: bool = False) -> Assignments:
    """Write the nbgrader course folder of the ``lang`` track into ``folder``; return what was
    written. Raises :class:`~pyanitsa_edu.errors.SettingError` for an unknown language and
    :class:`CourseError` for a folder that may not be written (see :func:`_check_folder`)."""
    if lang not in LANGS:
        raise SettingError(N_("unknown language {given}: choose en or ru"), given=str(lang)[:20])
    target = Path(folder)
    _check_folder(target, force)
    notebooks = solution_notebooks(solutions_folder(lang))
    made = {number: assignment_notebook(path, lang) for number, path in notebooks.items()}
    report = Assignments(target, lang)
    try:
        target.mkdir(parents=True, exist_ok=True)
        with Folder.open(target) as root:
            config = CONFIG_TEXT.format(course=COURSE_ID, timeout=TIMEOUT_S,
                                        your_code=_(YOUR_CODE, lang))
            with root.replacing(CONFIG) as out:
                out.write(config.encode("utf-8"))
            report.written.append(CONFIG)
            with root.subfolder(SOURCE) as source:
                for number, (nb, docs) in made.items():
                    name = notebooks[number].stem
                    with source.subfolder(name) as here:
                        with here.replacing(f"{name}.ipynb") as out:
                            text = json.dumps(nb, indent=1, ensure_ascii=False) + "\n"
                            out.write(text.encode("utf-8"))
                        report.written.append(f"{SOURCE}/{name}/{name}.ipynb")
                        if docs:
                            with here.subfolder("docs") as shelf:
                                for base, doc in docs.items():
                                    with shelf.replacing(base) as out:
                                        out.write(doc.read_bytes())
                                    report.written.append(f"{SOURCE}/{name}/docs/{base}")
    except OSError as error:
        raise CourseError(N_("cannot write {path}: {reason}"), path=shown_path(
            Path(error.filename or target)), reason=error.strerror or str(error)) from None
    return report


def add_assignments_command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add the ``assignments`` command to the command line; return its parser."""
    parser = commands.add_parser(
        "assignments", help=_("write the exercises as an nbgrader course folder"),
        description=_("Write an nbgrader course folder into DIR: nbgrader_config.py and "
                      "source/NN-name/NN-name.ipynb for every exercise, with autograded tests "
                      "(hidden ones included) worth points. A folder with files is written "
                      "into only with --force, and only if it is an nbgrader course folder."),
    )
    parser.add_argument("folder", metavar="DIR", help=_("the course folder (created if needed)"))
    parser.add_argument("--lang", default="en", metavar="LANG",
                        help=_("the track: en or ru (default en)"))
    parser.add_argument("--force", action="store_true",
                        help=_("replace the config and source notebooks of a course folder"))
    parser.set_defaults(command_parser=parser)
    return parser


def run_assignments_command(args: argparse.Namespace) -> int:
    """Run the ``assignments`` command; return the exit code 0."""
    with language(args.lang if args.lang in LANGS else "en"):
        print(write_assignments(args.folder, args.lang, args.force).report())
    return 0
