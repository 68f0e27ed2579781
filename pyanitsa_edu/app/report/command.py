"""``python -m pyanitsa_edu report DIR``: write the class report into ``DIR/reports/``.

:func:`make_report` reads the class's work (:func:`~.summary.read_class`), counts it
(:func:`~.summary.summarize`) and writes ``DIR/reports/class-report.html`` and
``class-report.csv`` in the teacher's language. Nothing is written outside ``DIR``: a symlink
at ``DIR/reports`` is refused, and each file goes to a fresh temporary file beside its place
and is moved there only once it is whole (:mod:`pyanitsa_edu.app.safe_files`). A report written
before is replaced only with ``force``, and both files are checked before anything is read or
written. What the command prints names no student: only counts and the files' paths.
"""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass
from pathlib import Path

from ...errors import ReportError, shown_path
from ...i18n import N_, _
from ...i18n.fmt import count
from ...i18n.language import LANGS, Lang, resolve
from ..safe_files import Folder
from .page import report_csv, report_html
from .returned import REPORTS
from .summary import read_class, summarize

__all__ = ["CSV_NAME", "HTML_NAME", "Written", "add_report_command", "make_report",
           "run_report_command"]

HTML_NAME = "class-report.html"
"""The report page, in ``DIR/reports/``."""
CSV_NAME = "class-report.csv"
"""The report's data, in ``DIR/reports/``."""


@dataclass(frozen=True, slots=True)
class Written:
    """What :func:`make_report` wrote."""

    html: Path
    """The report page."""
    csv: Path
    """The report's data."""
    students: int
    """How many students it covers."""
    exercises: int
    """How many exercises."""
    tasks: int
    """How many tasks, over all its exercises."""

    def text(self, lang: str | None = None) -> str:
        """Return what was written, in ``lang``: counts and paths, no student's name."""
        return _("Wrote the class report of {students}, {exercises} and {tasks}: {html} and "
                 "{csv}", lang, students=count(self.students, "student", lang),
                 exercises=count(self.exercises, "exercise", lang),
                 tasks=count(self.tasks, "task", lang), html=str(self.html), csv=str(self.csv))


def make_report(folder: str | os.PathLike[str], *, lang: str | None = None,
                force: bool = False) -> Written:
    """Write the class report of ``folder`` (an autograded nbgrader course, or a folder of
    returned notebooks) into ``folder/reports/`` in ``lang`` (default: the current language);
    return what was written. Raises ReportError for bad input or a report that exists
    (unless ``force``)."""
    code: Lang = resolve(lang)
    root = Path(folder)
    try:
        _check_targets(root, force)
        work = read_class(root)
    except OSError as error:  # a name too long, a folder that cannot be listed …
        raise ReportError(N_("cannot read {file}: {reason}"), file=shown_path(root),
                          reason=error.strerror or type(error).__name__) from None
    summaries = summarize(work)
    html = report_html(work, summaries, code).encode("utf-8")
    table = report_csv(work, code).encode("utf-8-sig")  # the BOM tells spreadsheets UTF-8
    try:
        with Folder.open(root) as top, top.subfolder(REPORTS) as reports:
            _check_targets(root, force)  # again: the folder may have changed meanwhile
            for name, data in ((HTML_NAME, html), (CSV_NAME, table)):
                with reports.replacing(name) as handle:
                    handle.write(data)
    except OSError as error:
        raise ReportError(N_("cannot write the report into {folder}: {reason}"),
                          folder=shown_path(root / REPORTS),
                          reason=error.strerror or str(error)) from None
    tasks = sum(len(summary.tasks) for summary in summaries)
    return Written(root / REPORTS / HTML_NAME, root / REPORTS / CSV_NAME, len(work.students),
                   len(summaries), tasks)


def _check_targets(root: Path, force: bool) -> None:
    """Raise ReportError if ``root/reports`` is not a real folder, or a report file is there and
    ``force`` is not given (or is not a regular file)."""
    reports = root / REPORTS
    if reports.is_symlink() or (reports.exists() and not reports.is_dir()):
        raise ReportError(N_("{folder} is not a folder of its own (a file or a symlink): move it "
                             "away, the report is written there"), folder=shown_path(reports))
    for name in (HTML_NAME, CSV_NAME):
        target = reports / name
        if target.is_symlink() or target.is_dir() or (target.exists() and not target.is_file()):
            raise ReportError(N_("{file} is not a regular file: move it away"),
                              file=shown_path(target))
        if target.exists() and not force:
            raise ReportError(N_("{file} exists: pass --force to replace the report"),
                              file=shown_path(target))


def add_report_command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add the ``report`` command to the command line's subcommands; return its parser."""
    report = commands.add_parser(
        "report", help=_("write a class report: full marks and kinds of mistakes per task"),
        description=_("Read an autograded nbgrader course folder (gradebook.db and autograded/) "
                      "or a folder of returned notebooks (DIR/STUDENT/NN-name.ipynb) and write "
                      "DIR/reports/class-report.html and class-report.csv: per exercise and "
                      "task, the share of students with full marks, the kinds of mistakes with "
                      "counts, a bar chart, and the students to talk to. Only counts are "
                      "printed, never a student's name."),
    )
    report.add_argument("folder", metavar="DIR", help=_("the course folder or the folder of "
                                                        "returned notebooks"))
    report.add_argument("--lang", choices=LANGS,
                        help=_("language of the report: en or ru (default: $PYANITSA_LANG, "
                               "else en)"))
    report.add_argument("--force", action="store_true",
                        help=_("replace a report written before"))
    report.set_defaults(command_parser=report)
    return report


def run_report_command(args: argparse.Namespace) -> int:
    """Run the ``report`` command: write the report and say what was written; return 0."""
    print(make_report(args.folder, lang=args.lang, force=args.force).text(args.lang))
    return 0
