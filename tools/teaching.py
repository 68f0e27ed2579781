"""The pacing guide's tables, read from the lessons and exercises themselves.

``docs/teaching.md`` and its Russian twin ``docs/ru/teaching.md`` are written by hand, except the
rows of the tables between the markers ``<!-- teaching.py: NAME -->`` and
``<!-- /teaching.py -->`` (below each table's header row, which stays in the guide's language),
which this tool writes from the notebooks of the guide's own language, so that the guide cannot
drift from the lessons:

- each lesson's minutes and level, as its title cell states them ("Class time: about N
  minutes", «Время на уроке: около N минут»), and its title;
- the earlier lessons it builds on: those its text names ("lesson 04", read from the English
  lesson, the one source for both guides);
- each exercise's tasks, from its ``##`` headings;
- the two plans (:data:`UNIVERSITY`, :data:`SCHOOL`: which lessons in which week and which
  tasks to set as homework), with each class's minutes added up from the lessons.

The rows hold only numbers, links and the notebooks' own words.

Usage::

    python tools/teaching.py            # rewrite the rows in both guides
    python tools/teaching.py --check    # exit 1 naming each table that differs from the lessons
"""

from __future__ import annotations

import argparse
import posixpath
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import nbformat

from materials import ROOT, TRACKS, Track, first_heading, numbered

GUIDES = {"en": ROOT / "docs" / "teaching.md", "ru": ROOT / "docs" / "ru" / "teaching.md"}
"""Each language's pacing guide."""
BLOCK = re.compile(
    r"(?P<open><!-- teaching\.py: (?P<name>[\w-]+) -->\n)(?P<rows>.*?)"
    r"(?P<close><!-- /teaching\.py -->)",
    re.S,
)
SEPARATOR = re.compile(r"^\|(?: ?:?-+:? ?\|)+$")
"""The line under a table's header row."""
MINUTES = {
    "en": re.compile(r"[Cc]lass time: about (\d+) minutes"),
    "ru": re.compile(r"[Вв]ремя на уроке: около (\d+) минут"),
}
"""The class time a lesson states under its title, in each language."""
LEVEL = {
    "en": re.compile(r"^\*\*Level:\*\* (.+)$", re.M),
    "ru": re.compile(r"^\*\*Уровень:\*\* (.+)$", re.M),
}
"""The level a lesson states under its title, in each language."""
TASK = re.compile(r"^## (?:Task|Задание) (\d+) · (.+?)\s*$", re.M)
LESSON_REFERENCE = re.compile(r"\b[Ll]essons? (\d\d)((?:(?:, | and | or )\d\d)*)")
NUMBER_TITLE = re.compile(r"^\d+\s*·\s*")


@dataclass(frozen=True)
class Lesson:
    """What the guide says about one lesson, read from its notebooks."""

    number: str
    """``"05"``."""
    title: str
    """The title without its number: ``Monte Carlo: estimating a probability``."""
    path: Path
    """The lesson's notebook."""
    minutes: int | None
    """The class time it states (None for the demo page, which states none)."""
    level: str
    """The level it states (empty for the demo page)."""
    builds_on: tuple[str, ...]
    """The earlier lessons its English text names."""
    exercise: Path | None
    """Its exercise's student copy, if it has one."""
    tasks: tuple[tuple[int, str], ...]
    """The exercise's tasks: (number, title)."""


@dataclass(frozen=True)
class Plan:
    """A course: weeks of classes of a fixed length, each class a few lessons, and the tasks
    of each lesson's exercise to set as homework (all of them unless listed)."""

    class_minutes: int
    weeks: tuple[tuple[tuple[str, ...], ...], ...]
    """Each week's classes; each class's lessons, by number."""
    homework: dict[str, tuple[int, ...]]
    """Lesson number -> the tasks to set (a lesson not listed: every task)."""
    extra: tuple[str, ...] = ()
    """Lessons left for more time or stronger classes (with the tasks in ``homework``)."""

    def lessons(self) -> list[str]:
        """Return the plan's lessons in the order it teaches them."""
        return [n for week in self.weeks for class_ in week for n in class_]


UNIVERSITY = Plan(
    class_minutes=90,
    weeks=(
        (("01", "02"),), (("03", "04"),), (("05", "06"),), (("07", "08"),),
        (("09", "10"),), (("11", "12"),), (("13", "14"),), (("15", "16"),),
        (("17", "18", "19"),), (("20", "21"),), (("22", "23"),), (("24", "25"),),
    ),
    homework={},
)  # fmt: skip
"""Twelve weeks of one 90-minute class (a «пара»): every lesson, every task as homework."""

SCHOOL = Plan(
    class_minutes=45,
    weeks=(
        (("01",), ("02",)), (("03",), ("04",)), (("05",), ("06",)),
        (("07",), ("08",)), (("09",), ("10",)), (("11",), ("14",)),
    ),
    homework={
        "01": (1, 2, 4), "02": (1, 2, 5), "03": (1, 3), "04": (1, 4), "05": (1, 3, 4),
        "06": (3, 4), "07": (1, 2), "08": (2, 3), "09": (1, 2, 3), "10": (1, 3, 4),
        "11": (1, 2, 4), "14": (1, 3), "15": (1, 3), "19": (1, 3, 5), "22": (1,),
    },
    extra=("15", "19", "22"),
)  # fmt: skip
"""Six weeks of two 45-minute lessons: the school lessons, one per lesson period; homework the
tasks done by hand, by simulation and by reading (the tasks that ask for a function of one's
own are left for the strongest)."""


# --- Reading the notebooks --------------------------------------------------------------------


def _title(nb: nbformat.NotebookNode) -> str:
    return NUMBER_TITLE.sub("", first_heading(nb))


def _head(nb: nbformat.NotebookNode) -> str:
    return next((c.source for c in nb.cells if c.cell_type == "markdown"), "")


def builds_on(path: Path) -> tuple[str, ...]:
    """Return the earlier lessons an English lesson's text names, in order."""
    nb = nbformat.read(path, as_version=4)
    number = int(path.name[:2])
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    named = {int(n) for m in LESSON_REFERENCE.finditer(text) for n in re.findall(r"\d\d", m[0])}
    return tuple(f"{n:02d}" for n in sorted(named) if n < number)


def lessons(track: Track) -> dict[str, Lesson]:
    """Return what the guide says about each lesson of a track, by number."""
    english = {p.name[:2]: p for p in numbered(TRACKS[0].lessons)}
    exercises = {p.name[:2]: p for p in numbered(track.exercises)}
    found: dict[str, Lesson] = {}
    for path in numbered(track.lessons):
        number = path.name[:2]
        nb = nbformat.read(path, as_version=4)
        head = _head(nb)
        minutes = MINUTES[track.lang].search(head)
        level = LEVEL[track.lang].search(head)
        exercise = exercises.get(number)
        tasks: tuple[tuple[int, str], ...] = ()
        if exercise is not None:
            text = "\n".join(
                c.source for c in nbformat.read(exercise, as_version=4).cells
                if c.cell_type == "markdown"
            )  # fmt: skip
            tasks = tuple((int(n), title) for n, title in TASK.findall(text))
        found[number] = Lesson(
            number=number,
            title=_title(nb),
            path=path,
            minutes=int(minutes.group(1)) if minutes else None,
            level=level.group(1).strip() if level else "",
            builds_on=builds_on(english[number]) if number in english else (),
            exercise=exercise,
            tasks=tasks,
        )
    return found


# --- The rows ---------------------------------------------------------------------------------


def _link(guide: Path, target: Path, text: str) -> str:
    rel = posixpath.relpath(target.as_posix(), guide.parent.as_posix())
    return f"[{text}]({rel})"


def _tasks(numbers: tuple[int, ...]) -> str:
    """Return task numbers as a reader writes them: ``1–4``, ``1, 3, 4``."""
    if len(numbers) > 2 and list(numbers) == list(range(numbers[0], numbers[-1] + 1)):
        return f"{numbers[0]}–{numbers[-1]}"
    return ", ".join(str(n) for n in numbers)


def homework(plan: Plan, lesson: Lesson) -> tuple[int, ...]:
    """Return the tasks of a lesson's exercise that a plan sets."""
    return plan.homework.get(lesson.number, tuple(n for n, _ in lesson.tasks))


def _homework_cell(guide: Path, plan: Plan, lesson: Lesson) -> str:
    if lesson.exercise is None:
        return "—"
    return f"{_link(guide, lesson.exercise, lesson.number)}: {_tasks(homework(plan, lesson))}"


def _minutes(lesson: Lesson) -> str:
    return str(lesson.minutes) if lesson.minutes is not None else "—"


def rows_lessons(guide: Path, found: dict[str, Lesson]) -> list[str]:
    """Return the rows of the table of lessons: number, title, minutes, level, builds on,
    exercise and its number of tasks."""
    rows = []
    for lesson in found.values():
        exercise = (
            _link(guide, lesson.exercise, str(len(lesson.tasks))) if lesson.exercise else "—"
        )
        rows.append(
            f"| {lesson.number} | {_link(guide, lesson.path, lesson.title)} | {_minutes(lesson)} "
            f"| {lesson.level or '—'} | {', '.join(lesson.builds_on) or '—'} | {exercise} |"
        )
    return rows


def rows_tasks(guide: Path, found: dict[str, Lesson]) -> list[str]:
    """Return the rows of the table of the exercises' tasks."""
    return [
        f"| {_link(guide, lesson.exercise, lesson.number)} | "
        + "; ".join(f"{n} · {title}" for n, title in lesson.tasks)
        + " |"
        for lesson in found.values()
        if lesson.exercise is not None
    ]


def rows_plan(guide: Path, found: dict[str, Lesson], plan: Plan) -> list[str]:
    """Return the rows of a plan: week, class, its lessons with their minutes, the class's
    minutes and what is left of it, the homework."""
    rows = []
    for week_number, week in enumerate(plan.weeks, start=1):
        for class_number, class_ in enumerate(week, start=1):
            taught = [found[n] for n in class_]
            minutes = sum(lesson.minutes or 0 for lesson in taught)
            lessons_cell = "; ".join(
                f"{_link(guide, lesson.path, lesson.number)} {lesson.title} ({_minutes(lesson)})"
                for lesson in taught
            )
            work = "; ".join(_homework_cell(guide, plan, lesson) for lesson in taught)
            week_cell = str(week_number) if class_number == 1 else ""
            class_cell = f" {class_number} |" if len(week) > 1 else ""
            rows.append(
                f"| {week_cell} |{class_cell} {lessons_cell} | {minutes} "
                f"| {plan.class_minutes - minutes} | {work} |"
            )
    return rows


def rows_extra(guide: Path, found: dict[str, Lesson], plan: Plan) -> list[str]:
    """Return the rows of a plan's extra lessons: the lesson, its minutes, the lessons it
    builds on that the plan leaves out, the homework."""
    taught = set(plan.lessons())
    rows = []
    for number in plan.extra:
        lesson = found[number]
        missing = [n for n in lesson.builds_on if n not in taught]
        rows.append(
            f"| {_link(guide, lesson.path, lesson.number)} {lesson.title} | {_minutes(lesson)} "
            f"| {', '.join(missing) or '—'} | {_homework_cell(guide, plan, lesson)} |"
        )
    return rows


TABLES: dict[str, Callable[[Path, dict[str, Lesson]], list[str]]] = {
    "lessons": rows_lessons,
    "tasks": rows_tasks,
    "university": lambda guide, found: rows_plan(guide, found, UNIVERSITY),
    "school": lambda guide, found: rows_plan(guide, found, SCHOOL),
    "school-extra": lambda guide, found: rows_extra(guide, found, SCHOOL),
}
"""Each table's name in the guides' markers, and how its rows are made."""


def render(text: str, guide: Path, found: dict[str, Lesson]) -> str:
    """Return a guide's text with the rows of each of its tables made anew; raise
    ``ValueError`` for a marker that names no table."""

    def rows(block: re.Match[str]) -> str:
        name = block["name"]
        if name not in TABLES:
            raise ValueError(f"{guide}: no table {name!r} (tables: {', '.join(TABLES)})")
        head = block["rows"].split("\n")[:2]
        if len(head) < 2 or not head[0].startswith("|") or not SEPARATOR.match(head[1]):
            raise ValueError(f"{guide}: the table {name!r} has no header row in its language")
        made = "\n".join([*head, *TABLES[name](guide, found)])
        return f"{block['open']}{made}\n{block['close']}"

    return BLOCK.sub(rows, text)


def stale(lang: str) -> list[str]:
    """Return the names of a guide's tables whose rows differ from the lessons."""
    guide = GUIDES[lang]
    text = guide.read_text(encoding="utf-8")
    found = lessons(next(t for t in TRACKS if t.lang == lang))
    new = render(text, guide, found)
    old_blocks = {m["name"]: m["rows"] for m in BLOCK.finditer(text)}
    return [m["name"] for m in BLOCK.finditer(new) if old_blocks.get(m["name"]) != m["rows"]]


def write(lang: str) -> bool:
    """Rewrite a guide's tables from the lessons; return True if the file changed."""
    guide = GUIDES[lang]
    text = guide.read_text(encoding="utf-8")
    new = render(text, guide, lessons(next(t for t in TRACKS if t.lang == lang)))
    if new == text:
        return False
    guide.write_text(new, encoding="utf-8")
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    if args.check:
        found = {lang: stale(lang) for lang in GUIDES}
        for lang, names in found.items():
            for name in names:
                print(f"teaching: {GUIDES[lang].relative_to(ROOT)}: the table {name!r} differs "
                      "from the lessons")
        if any(found.values()):
            print("teaching: run python tools/teaching.py", file=sys.stderr)
            return 1
        return 0
    for lang in GUIDES:
        if write(lang):
            print(f"teaching: {GUIDES[lang].relative_to(ROOT)} written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
