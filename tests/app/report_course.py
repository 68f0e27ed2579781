"""Class work for the report's tests: one exercise's tasks, and students whose answers make
known kinds of mistakes, as an autograded nbgrader course (built by the real nbgrader) or as a
folder of returned notebooks (their cells run here, through the real self-checks and the real
path that publishes their verdicts).

The assignment ``02-sample-space-and-events`` has three graded tasks, each an answer cell and a
test cell that runs the self-check students know and then a hidden test:

- ``task-1`` (1 point): P(at least one king or ace in the first flip), exactly 2/5;
- ``task-2`` (2 points): the function ``p_ace_in_top(k)``;
- ``task-3`` (1 point): the letters of the true statements (multiple choice).
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import nbformat
import pytest

from pyanitsa_edu.i18n.language import get_language

ASSIGNMENT = "02-sample-space-and-events"
"""The assignment's name: the exercise of lesson 02, whose self-checks it calls."""
TITLE = "Exercises 02 · Sample space and events"
SETUP = ("from fractions import Fraction\nfrom math import comb\n"
         "from pyanitsa_edu.checks import check_ace_in_top, check_event_statements, "
         "check_high_card_flip")
TASKS: dict[str, tuple[str, str, str, int]] = {
    # grade id: (answer cell, with the solution region; visible check; hidden test; points)
    "task-1": ("### BEGIN SOLUTION\nanswer = Fraction(2, 5)\n### END SOLUTION",
               "check_high_card_flip(answer)",
               "assert answer == Fraction(2, 5)", 1),
    "task-2": ("def p_ace_in_top(k):\n    ### BEGIN SOLUTION\n"
               "    return 1 - comb(32, k) / comb(36, k)\n    ### END SOLUTION",
               "check_ace_in_top(p_ace_in_top)",
               "assert all(abs(p_ace_in_top(k) - 1 + comb(32, k) / comb(36, k)) < 1e-12 "
               "for k in range(1, 19))", 2),
    "task-3": ('### BEGIN SOLUTION\nletters = "ade"\n### END SOLUTION',
               "check_event_statements(letters)",
               'assert sorted(c for c in letters if c.isalpha()) == ["a", "d", "e"]', 1),
}
ANSWER_OF = {"task-1": "answer", "task-2": "p_ace_in_top", "task-3": "letters"}

RIGHT = {"task-1": "answer = Fraction(2, 5)",
         "task-2": "def p_ace_in_top(k):\n    return 1 - comb(32, k) / comb(36, k)",
         "task-3": 'letters = "a, d, e"'}
NBGRADER_STUDENTS: dict[str, dict[str, str]] = {
    "anna": RIGHT,
    "boris": {**RIGHT, "task-1": "answer = Fraction(16, 36)",  # both players' chances added
              "task-2": "def p_ace_in_top(k):\n    return 4 * k / 36"},  # a sum, not 1 − …
    "vera": {**RIGHT, "task-1": "answer = 1 - Fraction(28, 36) ** 2",  # with replacement
             "task-3": 'letters = "ab"'},
    "gleb": {"task-1": "answer = Fraction(28 * 27, 36 * 35)",  # the complement
             "task-2": "def p_ace_in_top(k):\n    return 1 / 0",  # it raises
             "task-3": 'letters = "ad"'},
    "dina": {},  # a blank copy: every answer cell as it was handed out
    "egor": {**RIGHT, "task-1": "answer = 0.4"},  # the self-check takes it, the hidden test not
}
"""The students of the nbgrader course, by id: their answer cells (a task left out is blank)."""
NBGRADER_EXPECTED = {
    # grade id: (students with full marks, {kind or note: students})
    "task-1": ({"anna"}, {"double_count": {"boris"}, "with_replacement": {"vera"},
                          "complement": {"gleb"}, "no_check": {"dina"},
                          "hidden_tests": {"egor"}}),
    "task-2": ({"anna", "vera", "egor"}, {"counterexample": {"boris"},
                                          "function_failed": {"gleb", "dina"}}),
    "task-3": ({"anna", "boris", "egor"}, {"wrong_choice": {"vera", "gleb"},
                                           "no_check": {"dina"}}),
}


def source_notebook() -> nbformat.NotebookNode:
    """Return the assignment's source notebook, with nbgrader's cell metadata."""
    cells = [nbformat.v4.new_markdown_cell(f"# {TITLE}\n\nThree tasks."),
             nbformat.v4.new_code_cell(SETUP)]
    cells[0].metadata["nbgrader"] = _meta("intro", locked=True)
    cells[1].metadata["nbgrader"] = _meta("setup", locked=True)
    for grade_id, (answer, check, hidden, points) in TASKS.items():
        cell = nbformat.v4.new_code_cell(answer)
        cell.metadata["nbgrader"] = _meta(f"{grade_id}-answer", solution=True)
        test = nbformat.v4.new_code_cell(
            f"{check}\n### BEGIN HIDDEN TESTS\n{hidden}\n### END HIDDEN TESTS")
        test.metadata["nbgrader"] = _meta(grade_id, grade=True, locked=True, points=points)
        cells += [cell, test]
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    return nb


def _meta(grade_id: str, *, grade: bool = False, solution: bool = False, locked: bool = False,
          points: int = 0) -> dict[str, Any]:
    """Return nbgrader's metadata of a cell (schema 3)."""
    meta: dict[str, Any] = {"grade": grade, "grade_id": grade_id, "locked": locked,
                            "schema_version": 3, "solution": solution, "task": False}
    if grade:
        meta["points"] = points
    return meta


def _nbgrader(course: Path, *args: str) -> None:
    """Run ``nbgrader ARGS`` in the course folder, with Jupyter's state kept inside it."""
    env = {**os.environ, **{var: str(course.parent / "jupyter" / var.lower()) for var in (
        "JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR")}}
    # nbgrader runs alembic's command for its gradebook: the one installed beside this Python
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    done = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"nbgrader {' '.join(args)}:\n{done.stdout}\n{done.stderr}"


def nbgrader_course(root: Path, students: Mapping[str, Mapping[str, str]]) -> Path:
    """Build the course in ``root/course`` with real nbgrader: generate the assignment, submit
    each student's notebook, autograde them all; return the course folder."""
    course = root / "course"
    (course / "source" / ASSIGNMENT).mkdir(parents=True)
    (course / "nbgrader_config.py").write_text(
        'c = get_config()\nc.CourseDirectory.course_id = "report-test"\n'
        "c.ExecutePreprocessor.timeout = 120\n", encoding="utf-8")
    nbformat.write(source_notebook(), course / "source" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb")
    _nbgrader(course, "generate_assignment", ASSIGNMENT, "--force")
    released = course / "release" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
    roster = course.parent / "students.csv"
    roster.write_text("id\n" + "".join(f"{student}\n" for student in students), encoding="utf-8")
    _nbgrader(course, "db", "student", "import", str(roster))
    for student, answers in students.items():
        nb = nbformat.read(released, as_version=4)
        for cell in nb.cells:
            grade_id = cell.metadata.get("nbgrader", {}).get("grade_id", "")
            task = grade_id.removesuffix("-answer")
            if grade_id.endswith("-answer") and task in answers:
                cell.source = answers[task]
        folder = course / "submitted" / student / ASSIGNMENT
        folder.mkdir(parents=True)
        nbformat.write(nb, folder / f"{ASSIGNMENT}.ipynb")
    _nbgrader(course, "autograde", ASSIGNMENT, "--force")
    return course


# --- a folder of returned notebooks, run here --------------------------------------------------

RETURNED_TASKS: dict[str, tuple[str, list[tuple[str, str]]]] = {
    # exercise: (its setup cell, [(its answer's name, the check call under it)])
    ASSIGNMENT: (SETUP, [("answer", "check_high_card_flip(answer)"),
                         ("p_ace_in_top", "check_ace_in_top(p_ace_in_top)"),
                         ("letters", "check_event_statements(letters)")]),
    "03-the-six-beats-the-ace": (
        "from fractions import Fraction as F\nfrom pyanitsa_edu.checks import check_flip_odds",
        [("odds", 'check_flip_odds("6", odds)')]),
}
"""Two exercises as the course writes them: each task one cell, the answer and its check."""
RIGHT_02 = [RIGHT["task-1"], RIGHT["task-2"], RIGHT["task-3"]]
RIGHT_03 = "odds = (F(4, 35), F(3, 35), F(28, 35))"
NOT_RUN = None
"""An answer cell the student never ran (it has no outputs)."""
RETURNED_STUDENTS: dict[str, dict[str, list[str | None]]] = {
    "anna": {ASSIGNMENT: RIGHT_02, "03-the-six-beats-the-ace": [RIGHT_03]},
    "boris": {ASSIGNMENT: ["answer = Fraction(16, 36)",
                           "def p_ace_in_top(k):\n    return 4 * k / 36", RIGHT["task-3"]],
              "03-the-six-beats-the-ace": ["odds = (F(1, 9), F(1, 9), F(7, 9))"]},  # ranks
    "vera": {ASSIGNMENT: ["answer = 1 - Fraction(28, 36) ** 2", RIGHT["task-2"], 'letters = "ab"'],
             "03-the-six-beats-the-ace": ["odds = (F(4, 36), F(3, 36), F(28, 36))"]},  # own card
    "gleb": {ASSIGNMENT: ["answer = Fraction(28 * 27, 36 * 35)",
                          "def p_ace_in_top(k):\n    return 1 / 0", 'letters = "ad"'],
             "03-the-six-beats-the-ace": ["odds = (F(28, 35), F(3, 35), F(4, 35))"]},  # order
    "dina": {ASSIGNMENT: ["answer = ...", "def p_ace_in_top(k):\n    raise NotImplementedError",
                          "letters = ..."],
             "03-the-six-beats-the-ace": ["odds = ..."]},
    "egor": {ASSIGNMENT: ["answer = 40", RIGHT["task-2"], RIGHT["task-3"]]},  # a percentage
    "zhenya": {ASSIGNMENT: [RIGHT["task-1"], RIGHT["task-2"], NOT_RUN]},
}
"""The students of the returned folder: each exercise's answers, task by task."""
RETURNED_EXPECTED: dict[tuple[str, str], tuple[set[str], dict[str, set[str]]]] = {
    # (exercise, task): (students with full marks, {kind or note: students})
    (ASSIGNMENT, "check_high_card_flip#1"): (
        {"anna", "zhenya"}, {"double_count": {"boris"}, "with_replacement": {"vera"},
                             "complement": {"gleb"}, "missing": {"dina"},
                             "percent_for_share": {"egor"}}),
    (ASSIGNMENT, "check_ace_in_top#1"): (
        {"anna", "vera", "egor", "zhenya"}, {"counterexample": {"boris"},
                                            "function_failed": {"gleb", "dina"}}),
    (ASSIGNMENT, "check_event_statements#1"): (
        {"anna", "boris", "egor"}, {"wrong_choice": {"vera", "gleb"}, "missing": {"dina"},
                                    "no_check": {"zhenya"}}),
    ("03-the-six-beats-the-ace", "check_flip_odds#1"): (
        {"anna"}, {"ranks_for_cards": {"boris"}, "with_replacement": {"vera"}, "order": {"gleb"},
                   "missing": {"dina"}}),
}


class KernelHere:
    """Runs notebook cells in this process as a Jupyter kernel shows them: printed lines as a
    stream output, each display the checks publish (through IPython's own function, replaced
    here) as a display output, in the order they come, and an exception as an error output."""

    kernel = object()
    """What tells the self-checks that a kernel runs them."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        import IPython
        import IPython.display

        monkeypatch.setattr(IPython, "get_ipython", lambda: self)
        monkeypatch.setattr(IPython.display, "publish_display_data", self._publish)
        self._printed = io.StringIO()
        self._outputs: list[nbformat.NotebookNode] = []

    def _flush(self) -> None:
        """Turn what was printed so far into a stream output."""
        text = self._printed.getvalue()
        if text:
            self._outputs.append(nbformat.v4.new_output("stream", name="stdout", text=text))
            self._printed.seek(0)
            self._printed.truncate()

    def _publish(self, data: dict[str, Any], metadata: dict[str, Any] | None = None) -> None:
        self._flush()
        self._outputs.append(nbformat.v4.new_output("display_data", data=data,
                                                    metadata=metadata or {}))

    def run(self, source: str, namespace: dict[str, Any]) -> list[nbformat.NotebookNode]:
        """Run one cell's ``source`` in ``namespace``; return its outputs."""
        self._outputs = []
        with contextlib.redirect_stdout(self._printed):
            try:
                exec(compile(source, "<cell>", "exec"), namespace)
            except Exception as error:
                self._flush()
                self._outputs.append(nbformat.v4.new_output(
                    "error", ename=type(error).__name__, evalue=str(error), traceback=[]))
        self._flush()
        return self._outputs


def returned_notebook(kernel: KernelHere, exercise: str,
                      answers: list[str | None]) -> nbformat.NotebookNode:
    """Return a student's notebook of ``exercise`` run with ``answers`` (None: not run), in the
    current language."""
    setup, tasks = RETURNED_TASKS[exercise]
    number = exercise[:2]
    heading = "Упражнения" if get_language() == "ru" else "Exercises"
    cells = [nbformat.v4.new_markdown_cell(f"# {heading} {number} · {exercise[3:]}\n"),
             nbformat.v4.new_code_cell(setup)]
    namespace: dict[str, Any] = {}
    cells[1].outputs = kernel.run(setup, namespace)
    for (_name, check), answer in zip(tasks, answers, strict=True):
        cell = nbformat.v4.new_code_cell(f"{answer or ''}\n{check}")
        if answer is not NOT_RUN:
            cell.outputs = kernel.run(cell.source, namespace)
        cells.append(cell)
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    return nb


def returned_folder(root: Path, monkeypatch: pytest.MonkeyPatch,
                    students: Mapping[str, Mapping[str, list[str | None]]] = RETURNED_STUDENTS
                    ) -> Path:
    """Write the returned notebooks of ``students`` into ``root/class``; return that folder."""
    kernel = KernelHere(monkeypatch)
    folder = root / "class"
    for student, exercises in students.items():
        (folder / student).mkdir(parents=True)
        for exercise, answers in exercises.items():
            nb = returned_notebook(kernel, exercise, answers)
            nbformat.write(nb, folder / student / f"{exercise}.ipynb")
    return folder


@contextlib.contextmanager
def unchanged(folder: Path) -> Iterator[None]:
    """Assert that nothing in ``folder`` (or beside it) is created, changed or removed."""
    def state() -> dict[Path, bytes]:
        return {p: p.read_bytes() if p.is_file() else b"" for p in folder.parent.rglob("*")}

    before = state()
    yield
    assert state() == before
