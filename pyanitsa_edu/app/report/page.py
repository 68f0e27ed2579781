"""The report as one self-contained HTML page, and its data as CSV, in the teacher's language.

The page loads nothing: its style is inline and each task's bar chart
(:func:`~pyanitsa_edu.plots.classroom.plot_task_results`) is an SVG image inside the page, with
the chart's text alternative as its ``alt`` and the same counts in a table beside it. Every
word comes from the catalogue and every number from :mod:`pyanitsa_edu.i18n.fmt`. The same
class gives the same bytes (no date, fixed SVG ids).

The CSV has one row per student and task: the exercise, the task, the student, the points,
whether they were full, and the kinds of mistakes (their names, then their ids).
"""

from __future__ import annotations

import base64
import csv
import io
from collections.abc import Iterable
from html import escape

import matplotlib
from matplotlib.figure import Figure

from ...i18n import NP_, _, fill, pgettext
from ...i18n.fmt import count, decimal, number, percent, yes_no
from ...i18n.language import Lang
from ...plots.alt import figure_alt
from ...plots.classroom import plot_task_results
from .summary import ExerciseSummary, TaskSummary
from .work import ClassWork, Finding, Mark

__all__ = ["report_csv", "report_html"]

_STYLE = """
body { font: 16px/1.5 system-ui, "DejaVu Sans", sans-serif; color: #1a1a1a; background: #fff;
       max-width: 62rem; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
h1 { font-size: 1.9rem; margin-bottom: .3rem; }
h2 { font-size: 1.5rem; margin-top: 2.5rem; border-bottom: 2px solid #0072B2; }
h3 { font-size: 1.2rem; margin-top: 2rem; }
code { font-size: .9em; background: #f2f2f2; padding: 0 .25em; border-radius: 3px; }
table { border-collapse: collapse; margin: .6rem 0 1rem; }
th, td { border: 1px solid #b3b3b3; padding: .3rem .6rem; text-align: left; vertical-align: top; }
th { background: #eef3f8; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
figure { margin: .5rem 0; }
figure img { max-width: 100%; height: auto; }
.students li { margin: .15rem 0; }
.muted { color: #555; }
nav ol { columns: 2; }
footer { margin-top: 3rem; padding-top: 1rem; border-top: 1px solid #b3b3b3; color: #333; }
@media print { h2 { break-before: page; } figure, table { break-inside: avoid; } }
"""


_COLUMNS = (NP_("report column", "exercise"), NP_("report column", "task"),
            NP_("report column", "title"), NP_("report column", "student"),
            NP_("report column", "points"), NP_("report column", "out of"),
            NP_("report column", "full marks"), NP_("report column", "kinds of mistakes"),
            NP_("report column", "kind ids"))
"""The CSV's columns (context ``report column``)."""
_OVERVIEW = (NP_("report column", "task"), NP_("report column", "full marks"),
             NP_("report column", "commonest mistakes (students)"))
"""The columns of an exercise's table of tasks."""
_KIND_COLUMNS = (NP_("report column", "kind of mistake"), NP_("report column", "students"))
"""The columns of a task's table of mistakes."""


def _column(word: str, lang: Lang) -> str:
    """Return the name of a column (context ``report column``) in ``lang``."""
    return pgettext("report column", word, lang)


def _points(x: float) -> str:
    """Return points for a reader: ``2``, ``1,5``."""
    return number(int(x)) if float(x).is_integer() else decimal(x, 2)


def _findings(found: Iterable[Finding], lang: Lang) -> str:
    """Return what went wrong, in words."""
    return "; ".join(finding.text(lang) for finding in found)


def _chart(summary: TaskSummary, heading: str, lang: Lang) -> str:
    """Return the task's bar chart as an ``<img>`` holding an SVG, with its alt text."""
    fig = Figure(figsize=(8, 1.4 + 0.55 * (1 + len(summary.findings))), layout="constrained")
    ax = fig.subplots()
    plot_task_results(heading, summary.students - summary.waiting, summary.full,
                      [(finding.text(lang), n) for finding, n in summary.findings], ax=ax,
                      lang=lang)
    buffer = io.BytesIO()
    # fixed SVG ids, and text kept as text (small, and selectable)
    with matplotlib.rc_context({"svg.hashsalt": "pyanitsa-report", "svg.fonttype": "none"}):
        fig.savefig(buffer, format="svg", metadata={"Date": None})
    encoded = base64.b64encode(buffer.getvalue()).decode("ascii")
    return (f'<figure><img src="data:image/svg+xml;base64,{encoded}" '
            f'alt="{escape(figure_alt(fig))}"></figure>')


def _heading(summary: TaskSummary, index: int, lang: Lang) -> str:
    """Return the task's name: its number and its self-checks' titles (or its id)."""
    return _("Task {i}: {label}", lang, i=index, label=summary.task.label or summary.task.key)


def _full(summary: TaskSummary, lang: Lang) -> str:
    """Return the full marks of a task in words: ``7 of 12 (58 %)``."""
    share = summary.share
    if share is None:
        return "—"
    return _("{full} of {marked} ({share})", lang, full=summary.full,
             marked=summary.students - summary.waiting, share=percent(share, 0, lang))


def _task(summary: TaskSummary, index: int, exercise: str, lang: Lang) -> str:
    """Return the section of one task."""
    task = summary.task
    heading = _heading(summary, index, lang)
    parts = [f'<section id="{escape(exercise)}-{index}"><h3>{escape(heading)}</h3>',
             f'<p class="muted"><code>{escape(task.key)}</code>'
             + ("" if task.points is None else
                " · " + escape(_("points: {points}", lang, points=_points(task.points))))
             + "</p>", _chart(summary, heading, lang),
             "<p>" + escape(_("Full marks: {full}.", lang, full=_full(summary, lang))) + "</p>"]
    if summary.waiting:
        parts.append("<p>" + escape(_("Waiting for a grader: {students}.", lang,
                                      students=count(summary.waiting, "student", lang)))
                     + "</p>")
    if summary.findings:
        rows = "".join(f'<tr><td>{escape(finding.text(lang))}</td><td class="n">'
                       f"{number(n, lang)}</td></tr>" for finding, n in summary.findings)
        head = "".join(f'<th scope="col">{escape(_column(word, lang))}</th>'
                       for word in _KIND_COLUMNS)
        caption = escape(_("Kinds of mistakes", lang))
        parts.append(f'<table><caption class="muted">{caption}</caption><tr>{head}</tr>{rows}'
                     "</table>")
    parts.append("<h4>" + escape(_("Students to talk to", lang)) + "</h4>")
    if summary.talk_to:
        items = "".join(f"<li><strong>{escape(student)}</strong>: "
                        f"{escape(_findings(found, lang))}</li>"
                        for student, found in summary.talk_to)
        parts.append(f'<ul class="students">{items}</ul>')
    else:
        parts.append("<p>" + escape(_("Nobody: every marked student had full marks.", lang))
                     + "</p>")
    return "\n".join([*parts, "</section>"])


def _overview(summary: ExerciseSummary, lang: Lang) -> str:
    """Return the table of an exercise's tasks: full marks and the commonest mistakes."""
    rows = []
    for i, task in enumerate(summary.tasks, 1):
        top = "; ".join(fill("{name} ({n})", lang, name=finding.text(lang), n=n)
                        for finding, n in task.findings[:3])
        rows.append(f'<tr><td><a href="#{escape(summary.exercise.name)}-{i}">'
                    f"{escape(_heading(task, i, lang))}</a></td>"
                    f'<td class="n">{escape(_full(task, lang))}</td><td>{escape(top)}</td></tr>')
    head = "".join(f'<th scope="col">{escape(_column(word, lang))}</th>' for word in _OVERVIEW)
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def report_html(work: ClassWork, summaries: tuple[ExerciseSummary, ...], lang: Lang) -> str:
    """Return the whole report page in ``lang``."""
    title = _("Class report", lang)
    students = count(len(work.students), "student", lang)
    exercises = count(len(summaries), "exercise", lang)
    if work.source == "nbgrader":
        source = _("Made from this course folder's nbgrader gradebook (the points) and its "
                   "autograded notebooks (the self-checks' verdicts): {students}, {exercises}.",
                   lang, students=students, exercises=exercises)
    else:
        source = _("Made from the notebooks the students returned into this folder: {students}, "
                   "{exercises}. Here a task is one self-check, and full marks mean that it "
                   "found the answer right.", lang, students=students, exercises=exercises)
    how = _("For each task: how many students had full marks, which kinds of mistakes their "
            "self-checks found (a student counts once for each kind), and the students to talk "
            "to, with what went wrong.", lang)
    contents = "".join(f'<li><a href="#{escape(s.exercise.name)}">'
                       f"{escape(s.exercise.title or s.exercise.name)}</a></li>"
                       for s in summaries)
    exercises_word = escape(_("Exercises", lang))
    body = [f"<h1>{escape(title)}</h1>", f"<p>{escape(source)}</p>", f"<p>{escape(how)}</p>",
            f'<nav aria-label="{exercises_word}"><ol>{contents}</ol></nav>']
    for summary in summaries:
        exercise = summary.exercise
        body.append(f'<section id="{escape(exercise.name)}">'
                    f"<h2>{escape(exercise.title or exercise.name)}</h2>")
        returned = _("{name}: returned by {students}.", lang, name=exercise.name,
                     students=count(summary.students, "student", lang))
        body.append(f'<p class="muted">{escape(returned)}</p>')
        body.append(_overview(summary, lang))
        body.extend(_task(task, i, exercise.name, lang) for i, task in enumerate(summary.tasks, 1))
        body.append("</section>")
    footer = _("This page names students. It was written only into this folder, and the "
               "command that made it printed no name, only counts: keep it with the class's "
               "work and share it with care.", lang)
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(title)}</title>\n<style>{_STYLE}</style>\n</head>\n<body>\n<main>\n"
            + "\n".join(body) + f"\n</main>\n<footer><p>{escape(footer)}</p></footer>\n"
            "</body>\n</html>\n")


def report_csv(work: ClassWork, lang: Lang) -> str:
    """Return the CSV of every mark in ``lang``: one row per student and task."""
    tasks = {(e.name, t.key): t for e in work.exercises for t in e.tasks}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([_column(word, lang) for word in _COLUMNS])
    for mark in sorted(work.marks, key=lambda m: (m.exercise, _order(work, m), m.student)):
        task = tasks[(mark.exercise, mark.task)]
        full = _("waiting", lang) if mark.full is None else yes_no(mark.full, lang)
        writer.writerow([
            mark.exercise, mark.task, task.label, mark.student,
            "" if mark.score is None else _points(mark.score),
            "" if task.points is None else _points(task.points), full,
            _findings(mark.findings, lang), " ".join(str(f) for f in mark.findings),
        ])
    return out.getvalue()


def _order(work: ClassWork, mark: Mark) -> int:
    """Return the place of a mark's task in its exercise."""
    exercise = next(e for e in work.exercises if e.name == mark.exercise)
    return next(i for i, t in enumerate(exercise.tasks) if t.key == mark.task)
