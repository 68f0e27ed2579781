"""The pacing guide (``docs/teaching.md``, ``docs/ru/teaching.md``) holds to the lessons: its
tables are what ``tools/teaching.py`` makes from the notebooks today, the minutes it gives are
the ones each lesson states (read here independently), its plans teach every lesson in an order
that respects what each builds on and fit their classes, and the Russian guide has the English
one's structure."""

from __future__ import annotations

import dataclasses
import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import teaching  # noqa: E402  (tools/teaching.py)
from materials import TRACKS  # noqa: E402  (tools/materials.py)

STATED = {"en": r"[Aa]bout (\d+) minutes", "ru": r"[Оо]коло (\d+) минут"}
ROW = re.compile(r"^\| (\d\d) \| \[[^\]]+\]\([^)]+\) \| (\d+|—) \|", re.M)


def _guide(lang: str) -> str:
    return teaching.GUIDES[lang].read_text(encoding="utf-8")


def _stated_minutes(path: Path, lang: str) -> int | None:
    nb = nbformat.read(path, as_version=4)
    head = next(c.source for c in nb.cells if c.cell_type == "markdown")
    found = re.search(STATED[lang], head)
    return int(found.group(1)) if found else None


@pytest.mark.parametrize("lang", teaching.GUIDES)
def test_the_guides_tables_are_made_from_todays_lessons(lang: str) -> None:
    assert teaching.stale(lang) == [], "run python tools/teaching.py (or make teaching)"


@pytest.mark.parametrize("track", TRACKS, ids=[t.lang for t in TRACKS])
def test_the_guides_minutes_are_the_lessons_own(track: teaching.Track) -> None:
    rows = {n: m for n, m in ROW.findall(_guide(track.lang))}
    lessons = sorted(track.lessons.glob("[0-9][0-9]-*.ipynb"))
    assert sorted(rows) == [p.name[:2] for p in lessons], "one row per lesson"
    for path in lessons:
        stated = _stated_minutes(path, track.lang)
        assert rows[path.name[:2]] == (str(stated) if stated else "—"), path.name


def test_a_changed_lesson_time_shows_in_the_guide() -> None:
    found = teaching.lessons(TRACKS[0])
    changed = dict(found, **{"05": dataclasses.replace(found["05"], minutes=41)})
    guide = teaching.GUIDES["en"]
    text = _guide("en")
    new = teaching.render(text, guide, changed)
    assert new != text and "| 41 |" in new
    assert "(41)" in new, "the plans add the new time up too"


def _class_minutes(plan: teaching.Plan, found: dict[str, teaching.Lesson]) -> list[int]:
    return [sum(found[n].minutes or 0 for n in class_) for week in plan.weeks for class_ in week]


def test_the_university_plan_teaches_every_lesson_in_twelve_weeks() -> None:
    found = teaching.lessons(TRACKS[0])
    plan = teaching.UNIVERSITY
    assert len(plan.weeks) == 12
    taught = plan.lessons()
    assert taught == [n for n in found if n != "00"], "every lesson once, in the course's order"
    assert max(_class_minutes(plan, found)) <= plan.class_minutes
    for position, number in enumerate(taught):
        missing = [n for n in found[number].builds_on if n not in taught[:position]]
        assert not missing, f"lesson {number} builds on {missing}, taught later"


def test_the_school_plan_fits_its_lessons_and_sets_real_tasks() -> None:
    found = teaching.lessons(TRACKS[0])
    plan = teaching.SCHOOL
    assert len(plan.weeks) == 6
    taught = plan.lessons()
    assert len(taught) == len(set(taught))
    for number in [*taught, *plan.extra]:
        assert found[number].level.startswith("school"), f"lesson {number} is not for school"
    assert not set(plan.extra) & set(taught)
    assert max(_class_minutes(plan, found)) <= plan.class_minutes
    for position, number in enumerate(taught):
        missing = [n for n in found[number].builds_on if n not in taught[:position]]
        assert not missing, f"lesson {number} builds on {missing}, taught later or not at all"
    for number, tasks in plan.homework.items():
        exist = {n for n, _ in found[number].tasks}
        assert tasks and set(tasks) <= exist, f"exercise {number} has no task {set(tasks) - exist}"


def _structure(text: str) -> tuple[list[str], list[str], list[str], list[int]]:
    """Return a guide's heading levels, its tables' names, the lessons its hand-written
    lesson-by-lesson table covers, and each table's number of columns."""
    levels = re.findall(r"^(#+) ", text, re.M)
    names = re.findall(r"<!-- teaching\.py: ([\w-]+) -->", text)
    by_hand = re.findall(r"^\| (\d\d) \| [^[|][^|]*\| [^|]+\|$", text, re.M)
    columns = [line.count("|") for line in re.findall(r"^\|(?: --- \|)+$", text, re.M)]
    return levels, names, by_hand, columns


def test_the_russian_guide_has_the_english_structure() -> None:
    english, russian = _structure(_guide("en")), _structure(_guide("ru"))
    assert english == russian
    levels, names, by_hand, _ = english
    assert levels.count("#") == 1 and len(levels) >= 8
    assert set(names) == set(teaching.TABLES)
    assert by_hand == [f"{n:02d}" for n in range(1, 26)], "a demo and a cut for every lesson"


def test_the_russian_guide_is_in_russian() -> None:
    text = _guide("ru")
    prose = re.sub(r"`[^`]*`|\([^)]*\)|<!--.*?-->", "", text)
    words = re.findall(r"[A-Za-zА-Яа-яЁё]{4,}", prose)
    latin = [w for w in words if re.fullmatch(r"[A-Za-z]+", w)]
    allowed = {"JupyterLab", "README", "make", "wheel", "Chromium", "LaTeX", "reveal", "html",
               "HTML", "slides", "handouts", "python", "pyanitsa", "course", "numpy",
               "docs", "teaching"}  # code, programs and file names
    assert set(latin) <= allowed, set(latin) - allowed
