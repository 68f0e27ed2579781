"""Lessons stay thin and finish the same way: no game logic of their own, a plot or a widget,
"What we learned", and a link to their exercise notebook, which exists. They set the inline
backend first, show their probability computations instead of calling helpers that hide them,
state a class time their length can bear and the level they are written for, and type no number
their cells do not print.

The Russian track (``lessons/ru/``) is held to the same rules, in Russian: it ends with «Что мы
узнали» and a link to its exercise in ``exercises/ru/``, states its time as «около N минут»,
writes numbers the Russian way (``0,52``, ``10 000``), states its level as «**Уровень:** …», and
links only to notebooks of its own track, by paths that resolve."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
ALL_LESSONS = sorted((ROOT / "lessons").glob("[0-9][0-9]-*.ipynb"))
LESSONS = [p for p in ALL_LESSONS if p.name[:2] != "00"]
RU_ALL_LESSONS = sorted((ROOT / "lessons" / "ru").glob("[0-9][0-9]-*.ipynb"))
RU_LESSONS = [p for p in RU_ALL_LESSONS if p.name[:2] != "00"]
BOTH_TRACKS = [*LESSONS, *RU_LESSONS]
"""Lessons 01 on of both tracks, for the checks that read only code and outputs."""
DEFINITION = re.compile(r"^\s*(def|class)\s", re.M)


def _id(path: Path) -> str:
    """Return a test id naming the track: ``01-….ipynb`` or ``ru/01-….ipynb``."""
    return path.relative_to(ROOT / "lessons").as_posix()


def _cells(path: Path) -> list[nbformat.NotebookNode]:
    return list(nbformat.read(path, as_version=4).cells)


PROBABILITY_FUNCTION = re.compile(
    r"^def (?P<name>[a-zA-Z_]\w*)\((?P<args>[^)]*)\)(?: -> [^:]+)?:\n"
    r'    """[^\n]+"""\n'
    r"(?P<body>(?:    .*\n?){1,4})$")
"""A short named probability function, in Norvig's ``P(event, space)`` style: a signature, a
one-line docstring and at most four lines of body, alone in its cell."""


def _is_probability_function(source: str) -> bool:
    """Return True when a cell is one short named function and nothing else (no class, no
    second function, no game rule: it may not call the engine's trick or war code)."""
    match = PROBABILITY_FUNCTION.match(source.strip() + "\n")
    return bool(match) and not re.search(r"\b(?:Game|play|compare|step)\(", match["body"])


@pytest.mark.parametrize("path", BOTH_TRACKS, ids=_id)
def test_no_game_logic_in_lessons(path: Path) -> None:
    defining = [c.source.split("\n")[0] for c in _cells(path)
                if c.cell_type == "code" and (DEFINITION.search(c.source) or "lambda" in c.source)
                and not _is_probability_function(c.source)]
    assert not defining, f"{path.name} defines code; move it into the library: {defining}"


def test_a_short_probability_function_is_allowed_and_a_long_one_is_not() -> None:
    short = 'def p_tie(n: int) -> float:\n    """Return the chance of a tie."""\n    return 3 / n\n'
    assert _is_probability_function(short)
    undocumented = short.replace('    """Return the chance of a tie."""\n', "")
    assert not _is_probability_function(undocumented)
    assert not _is_probability_function(short + "    x = 1\n" * 4)
    assert not _is_probability_function(short + "\nclass Rule:\n    pass\n")
    assert not _is_probability_function(short.replace("3 / n", "play(n)"))


PROSE_WORDS = 900
"""At most this many words of prose in a lesson, with no allowance on top."""
MAX_SECTIONS = 6
"""At most six ``##`` sections, besides "What we learned" and the references."""


def _prose_words(path: Path) -> int:
    """Return the words of a lesson's prose: markdown without formulas, code spans and links'
    addresses."""
    text = "\n".join(c.source for c in _cells(path) if c.cell_type == "markdown")
    text = re.sub(r"\$\$.*?\$\$|\$[^$]*\$|`[^`]*`|\]\([^)]*\)", " ", text, flags=re.S)
    return len(re.findall(r"[^\W\d_]+", text))


@pytest.mark.parametrize("path", BOTH_TRACKS, ids=_id)
def test_lesson_prose_fits_a_class(path: Path) -> None:
    words = _prose_words(path)
    assert words <= PROSE_WORDS, f"{path.name}: {words} words of prose"


@pytest.mark.parametrize("path", BOTH_TRACKS, ids=_id)
def test_lesson_has_at_most_six_sections(path: Path) -> None:
    heads = [line for c in _cells(path) if c.cell_type == "markdown"
             for line in c.source.splitlines() if line.startswith("## ")]
    closing = re.compile(r"## (What we learned|References|Что мы узнали|Литература|Источники)")
    sections = [h for h in heads if not closing.match(h)]
    assert len(sections) <= MAX_SECTIONS, f"{path.name}: {len(sections)} sections: {sections}"


@pytest.mark.parametrize("path", BOTH_TRACKS, ids=_id)
def test_lesson_shows_a_plot_or_a_widget(path: Path) -> None:
    code = "\n".join(c.source for c in _cells(path) if c.cell_type == "code")
    assert "plot_" in code or "plt." in code or "_widget(" in code or "pyanitsa_edu.widgets" in code


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_lesson_ends_with_what_we_learned_and_its_exercises(path: Path) -> None:
    last = [c for c in _cells(path) if c.cell_type == "markdown"][-1].source
    assert "What we learned" in last, path.name
    pointer = f"exercises/{path.name}"
    assert pointer in last, f"{path.name} should end with a pointer to {pointer}"
    assert (ROOT / "exercises" / path.name).exists()
    assert (ROOT / "exercises" / "solutions" / path.name).exists()


def test_the_lessons_are_numbered_without_gaps() -> None:
    numbers = [int(p.name[:2]) for p in LESSONS]
    assert numbers[:5] == [1, 2, 3, 4, 5]
    assert numbers == list(range(1, len(numbers) + 1))


CLASS_MINUTES = (10, 45)
"""A stated class time lies in this range: a lesson fits one school lesson of 45 minutes."""


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_lesson_states_its_class_time(path: Path) -> None:
    text = "\n".join(c.source for c in _cells(path) if c.cell_type == "markdown")
    minutes = [int(m) for m in re.findall(r"[Aa]bout (\d+) minutes", text)]
    low, high = CLASS_MINUTES
    assert minutes and all(low <= m <= high for m in minutes), f"{path.name}: {minutes}"


LEVEL = re.compile(r"^\*\*Level:\*\* (?:school \(grades \d+–\d+\)(?: / first-year university)?"
                   r"|first-year university)$", re.M)
"""The level line of an English lesson: ``**Level:** school (grades 10–11) / first-year
university``, or either half alone."""
RU_LEVEL = re.compile(r"^\*\*Уровень:\*\* (?:школа \(\d+–\d+ классы\)(?: / первый курс вуза)?"
                      r"|первый курс вуза)$", re.M)
"""The level line of a Russian lesson: ``**Уровень:** школа (10–11 классы) / первый курс вуза``,
or either half alone."""


def _head(path: Path) -> str:
    """Return the first markdown cell of a lesson: its title, level and class time."""
    return next(c.source for c in _cells(path) if c.cell_type == "markdown")


@pytest.mark.parametrize("path", BOTH_TRACKS, ids=_id)
def test_lesson_states_its_time_and_its_level_at_the_top(path: Path) -> None:
    head = _head(path)
    russian = "ru" in path.relative_to(ROOT / "lessons").parts
    level = RU_LEVEL if russian else LEVEL
    time = RU_CLASS_TIME if russian else re.compile(r"[Aa]bout \d+ minutes")
    assert len(level.findall(head)) == 1, f"{path.name}: no level line of the course's form"
    assert time.search(head), f"{path.name}: the class time is not stated under the title"


def test_the_level_line_has_one_form() -> None:
    assert LEVEL.search("**Level:** school (grades 10–11) / first-year university")
    assert LEVEL.search("**Level:** first-year university")
    assert not LEVEL.search("**Level:** grades 10-11")
    assert not LEVEL.search("Level: school (grades 10–11)")
    assert RU_LEVEL.search("**Уровень:** школа (10–11 классы) / первый курс вуза")
    assert not RU_LEVEL.search("**Уровень:** школа, 10–11 класс")


@pytest.mark.parametrize("path", BOTH_TRACKS, ids=_id)
def test_lesson_is_reproducible_and_committed_with_outputs(path: Path) -> None:
    cells = [c for c in _cells(path) if c.cell_type == "code"]
    code = "\n".join(c.source for c in cells)
    for call in re.findall(r"(?<![.\w])(?:simulate|deal)\(([^)]*)\)", code):
        assert "seed=" in call or "deals=" in call, f"{path.name}: no seed in ({call})"
    outputs = [o for c in cells for o in c.get("outputs", [])]
    assert outputs, f"{path.name} is committed without its outputs"
    assert not any("image/svg+xml" in o.get("data", {}) for o in outputs), "SVG breaks nbval"
    assert not any(o.get("output_type") == "error" for o in outputs)


@pytest.mark.parametrize("path", [*ALL_LESSONS, *RU_ALL_LESSONS], ids=_id)
def test_first_code_cell_sets_the_inline_backend(path: Path) -> None:
    """A user with MPLBACKEND set (e.g. Agg) would otherwise see no figure, and nbval would
    find no image where the committed notebook has one."""
    first = next(c for c in _cells(path) if c.cell_type == "code")
    assert re.search(r"^%matplotlib inline$", first.source, re.M), path.name


HIDDEN_COMPUTATIONS = re.compile(
    r"\b(share_by_value|swap_study|random_swap_study|outcomes_by_permutation|rank_count_table)\b"
    r"|\.(shares|reasons)\(\)"
)


@pytest.mark.parametrize("path", BOTH_TRACKS, ids=_id)
def test_lessons_compute_their_shares_in_sight(path: Path) -> None:
    """A share, a mean or an interval is a visible expression over simulate's arrays, not a call
    into a helper that returns it ready-made."""
    code = "\n".join(c.source for c in _cells(path) if c.cell_type == "code")
    assert not HIDDEN_COMPUTATIONS.search(code), HIDDEN_COMPUTATIONS.findall(code)


WIDGET_CALL = re.compile(r"\b(?:\w+_widget|\w+_panel|deal_explorer)\(")
"""A live widget or panel in a code cell: a demonstration in class."""


def _class_time_estimate(path: Path) -> float:
    """Return a realistic class time in minutes: two to open and close the lesson, prose read
    and discussed at about 90 words a minute, code explained at about 5 lines a minute, half a
    minute to run each cell and look at its output, and 3 minutes for each live widget.

    Calibrated on a teacher's recount of the course: about 575 minutes for 21 lessons that this
    model puts at 573, and about 40 for the Sixty-six lesson before its split (37 here)."""
    cells = _cells(path)
    words = sum(len(re.findall(r"\w+", c.source)) for c in cells if c.cell_type == "markdown")
    code = [c for c in cells if c.cell_type == "code"]
    lines = sum(len(c.source.splitlines()) for c in code)
    widgets = sum(1 for c in code if WIDGET_CALL.search(c.source))
    return 2 + words / 90 + lines / 5 + len(code) / 2 + 3 * widgets


TIME_MARGIN = 10
"""A stated time may exceed the estimate by at most this many minutes (a round number, room for
questions); it may never fall short of it."""


def _stated_time_fits(stated: int, estimate: float) -> bool:
    """Return True when a stated class time is one the material can bear: not below the
    estimate, and not more than :data:`TIME_MARGIN` above it."""
    return estimate <= stated <= estimate + TIME_MARGIN


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_stated_class_time_is_one_the_lesson_can_bear(path: Path) -> None:
    text = "\n".join(c.source for c in _cells(path) if c.cell_type == "markdown")
    stated = max(int(m) for m in re.findall(r"[Aa]bout (\d+) minutes", text))
    estimate = _class_time_estimate(path)
    assert _stated_time_fits(stated, estimate), (
        f"{path.name}: {estimate:.0f} minutes of material, {stated} said")


def test_the_time_model_refuses_an_optimistic_time(tmp_path: Path) -> None:
    """A lesson of 900 words and 60 lines of code in 9 cells claimed 25 minutes before its split
    (the old model, 100 words and 6 lines a minute, allowed it with 4 minutes to spare)."""
    lesson = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("word " * 900),
        *(nbformat.v4.new_code_cell("x = 1\n" * 7) for _ in range(9)),
    ])
    path = tmp_path / "probe.ipynb"
    nbformat.write(lesson, path)
    estimate = _class_time_estimate(path)
    assert not _stated_time_fits(25, estimate) and _stated_time_fits(35, estimate)


NUMBER = re.compile(r"(?<![\w.])\d[\d,]*(?:\.\d+)?")
NOT_A_RESULT = [
    re.compile(r"`[^`]*`"),  # code
    re.compile(r'"[^"]*"|«[^»]*»'),  # quotations
    re.compile(r"\b(?:lesson|exercise|task|section|seed)s? \d+(?:, task \d+)?", re.I),  # refs
    re.compile(r"[Aa]bout \d+ minutes"),  # the class time
    re.compile(r"\*\*Level:\*\*[^.\n]*"),  # the level: school grades, not results
]


CITATION = r"Integers|Monthly|arXiv|exercises/|\((?:1[89]|20)\d\d\)"
"""A line that cites (a journal, a preprint, an exercise, a year in brackets) states no result."""


def _normalise(text: str) -> str:
    return text.replace(",", "").replace("_", "")


def _evidence(path: Path) -> str:
    """Return the code and the printed output of a notebook's code cells, as one text."""
    evidence = []
    for cell in _cells(path):
        if cell.cell_type == "code":
            evidence.append(cell.source)
            for output in cell.get("outputs", []):
                evidence.append("".join(output.get("text", "")))
                evidence.append("".join(output.get("data", {}).get("text/plain", "")))
    return "\n".join(evidence)


def _unbacked(
    path: Path, not_a_result: list[re.Pattern[str]], number: re.Pattern[str],
    backed: Callable[[str], bool],
) -> list[str]:
    """Return the numbers of a notebook's prose that ``backed`` does not find in its cells;
    headings, citations and what ``not_a_result`` matches are left out."""
    unbacked = []
    for cell in _cells(path):
        if cell.cell_type != "markdown":
            continue
        for line in cell.source.splitlines():
            if line.startswith("#") or re.search(CITATION, line):
                continue
            for pattern in not_a_result:
                line = pattern.sub("", line)
            unbacked += [m for m in number.findall(line) if not backed(m)]
    return unbacked


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_numbers_in_the_text_are_printed_or_computed_by_a_cell(path: Path) -> None:
    """Every figure the prose states appears in the lesson's code or printed output.

    A sound but weak test: it catches a number typed from memory (``10³⁰`` for a printed
    ``1.41e+29``, a ratio nobody computed), not a printed number used wrongly. Headings,
    citations, references to other lessons, quotations and code spans are not results.
    """
    printed = _normalise(_evidence(path))
    unbacked = _unbacked(path, NOT_A_RESULT, NUMBER,
                         lambda m: _normalise(m).rstrip(".") in printed)
    assert not unbacked, f"{path.name}: numbers no cell prints: {unbacked}"


# --- the Russian track: the same rules, in Russian ---------------------------------------------

RU_CLASS_TIME = re.compile(r"[Оо]коло (\d+) минут")
RU_LINK = re.compile(r"\]\((?!https?:|#|mailto:)([^)\s]+?)(?:#[^)]*)?\)")


@pytest.mark.parametrize("path", RU_LESSONS, ids=_id)
def test_russian_lesson_ends_with_what_we_learned_and_its_exercises(path: Path) -> None:
    last = [c for c in _cells(path) if c.cell_type == "markdown"][-1].source
    assert re.search(r"^#+ Что мы узнали", last, re.M), path.name
    pointer = f"exercises/ru/{path.name}"
    assert pointer in last, f"{path.name} should end with a pointer to {pointer}"
    assert (ROOT / "exercises" / "ru" / path.name).exists()
    assert (ROOT / "exercises" / "ru" / "solutions" / path.name).exists()


def test_the_russian_lessons_are_numbered_without_gaps() -> None:
    numbers = [int(p.name[:2]) for p in RU_LESSONS]
    assert numbers == list(range(1, len(numbers) + 1))


@pytest.mark.parametrize("path", RU_LESSONS, ids=_id)
def test_russian_lesson_states_its_class_time(path: Path) -> None:
    text = "\n".join(c.source for c in _cells(path) if c.cell_type == "markdown")
    minutes = [int(m) for m in RU_CLASS_TIME.findall(text)]
    low, high = CLASS_MINUTES
    assert minutes and all(low <= m <= high for m in minutes), f"{path.name}: {minutes}"
    estimate = _class_time_estimate(path)
    assert _stated_time_fits(max(minutes), estimate), (
        f"{path.name}: {estimate:.0f} minutes of material, {max(minutes)} said")


def test_both_tracks_state_the_same_class_time_and_level() -> None:
    english = {p.name[:2]: p for p in LESSONS}
    levels = {"school": "школа", "grades": "классы", "first-year university": "первый курс вуза"}
    for path in RU_LESSONS:
        twin = english.get(path.name[:2])
        if twin is None:
            continue
        en_head, ru_head = _head(twin), _head(path)
        en_minutes = re.findall(r"[Aa]bout (\d+) minutes", en_head)
        assert RU_CLASS_TIME.findall(ru_head) == en_minutes, path.name
        en_level, ru_level = LEVEL.search(en_head), RU_LEVEL.search(ru_head)
        assert en_level and ru_level, path.name
        en_numbers = re.findall(r"\d+", en_level.group())
        assert re.findall(r"\d+", ru_level.group()) == en_numbers, path.name
        for en, ru in levels.items():
            assert (en in en_level.group()) == (ru in ru_level.group()), path.name


def _russian_notebooks() -> list[Path]:
    """The Russian notebooks a reader opens: lessons and the exercises' student copies."""
    return [*RU_ALL_LESSONS, *sorted((ROOT / "exercises" / "ru").glob("[0-9][0-9]-*.ipynb"))]


@pytest.mark.parametrize("path", _russian_notebooks(),
                         ids=lambda p: p.relative_to(ROOT).as_posix())
def test_russian_links_resolve_within_the_russian_track(path: Path) -> None:
    """A link of a Russian notebook opens a file that exists; a notebook it opens is Russian."""
    targets = [m for c in _cells(path) if c.cell_type == "markdown"
               for m in RU_LINK.findall(c.source)]  # fmt: skip
    broken = [t for t in targets if not (path.parent / t).resolve().exists()]
    assert not broken, f"{path.name}: links to nothing: {broken}"
    english = [t for t in targets if t.endswith(".ipynb")
               and "ru" not in (path.parent / t).resolve().relative_to(ROOT).parts]
    assert not english, f"{path.name}: links to English notebooks: {english}"


RU_NUMBER = re.compile(r"(?<![\w.,])\d+(?:[ \u00a0\u202f]\d{3}(?!\d))*(?:[.,]\d+)?")
"""A number written the Russian way: ``0,52``, ``10 000`` (a space, no-break or thin space
between groups of three), or as code prints it (``0.52``)."""
RU_NOT_A_RESULT = [
    re.compile(r"`[^`]*`"),  # code
    re.compile(r'"[^"]*"|«[^»]*»|„[^“]*“'),  # quotations
    re.compile(r"\b(?:урок|упражнени|задач|раздел|пункт|seed)\w* \d+(?:, задач\w* \d+)?", re.I),
    RU_CLASS_TIME,
    re.compile(r"\*\*Уровень:\*\*[^.\n]*"),  # the level: school grades, not results
]


def _russian_evidence(path: Path) -> str:
    """Return the code and printed output of a notebook, numbers normalised both ways: commas
    and underscores dropped (``1,234`` → ``1234``), and Russian decimals and groups read
    (``0,52`` → ``0.52``, ``10 000`` → ``10000``)."""
    text = _evidence(path)
    russian = re.sub(r"(?<=\d),(?=\d)", ".", text)
    russian = re.sub(r"(?<=\d)[ \u00a0\u202f](?=\d{3}(?!\d))", "", russian)
    return _normalise(text) + "\n" + russian


def _russian_value(number: str) -> str:
    """Return a number of Russian prose as code prints it (``10 000`` → ``10000``)."""
    return re.sub(r"[ \u00a0\u202f]", "", number).replace(",", ".").rstrip(".")


@pytest.mark.parametrize("path", RU_LESSONS, ids=_id)
def test_numbers_in_the_russian_text_are_printed_or_computed_by_a_cell(path: Path) -> None:
    """The Russian form of the test above: every figure of the prose is in the code or the
    printed output (headings, references, quotations and code spans are not results)."""
    printed = _russian_evidence(path)
    unbacked = _unbacked(path, RU_NOT_A_RESULT, RU_NUMBER, lambda m: _russian_value(m) in printed)
    assert not unbacked, f"{path.name}: numbers no cell prints: {unbacked}"


def test_russian_numbers_are_read_the_russian_way() -> None:
    line = "доля 0,52 из 10 000 партий, в 3 раза; около 20 минут; задача 2; `x = 7`; «9 из 10»"
    for pattern in RU_NOT_A_RESULT:
        line = pattern.sub("", line)
    assert [_russian_value(m) for m in RU_NUMBER.findall(line)] == ["0.52", "10000", "3"]
