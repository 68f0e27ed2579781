"""The exercise notebooks come from one source: student copies are generated from the
solutions, are up to date, hold no solution text and no outputs. Both tracks: the English
``exercises/solutions`` → ``exercises/`` and the Russian ``exercises/ru/solutions`` →
``exercises/ru/``."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import nbformat
import pytest

from pyanitsa_edu.grading.imports import ANSWER_FUNCTIONS

ROOT = Path(__file__).resolve().parents[2]


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_student_copies", ROOT / "tools" / "make_student_copies.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


tool = _load_tool()
SOLUTIONS = tool.solution_paths([])
"""Every solution notebook, English first, then Russian (``exercises/ru/solutions``)."""


def _id(path: Path) -> str:
    """Return a test id naming the track: ``solutions/01-…``, ``ru/solutions/01-…``."""
    return path.relative_to(ROOT / "exercises").as_posix()


def test_scrub_block_in_function() -> None:
    source = "def f(x):\n    # BEGIN SOLUTION\n    y = x * 2\n    return y\n    # END SOLUTION"
    stub = "def f(x):\n    # YOUR CODE HERE\n    raise NotImplementedError"
    assert tool.scrub_code(source) == stub


def test_scrub_block_with_stub() -> None:
    source = "# BEGIN SOLUTION\n# STUB: share = ...\nshare = 1 / 2\n# END SOLUTION\nprint(share)"
    assert tool.scrub_code(source) == "# YOUR CODE HERE\nshare = ...\nprint(share)"


def test_scrub_single_line() -> None:
    source = "answer = Fraction(4, 35)  # SOLUTION\ncheck(answer)"
    assert tool.scrub_code(source) == "answer = ...  # YOUR CODE HERE\ncheck(answer)"


def test_scrub_markdown() -> None:
    source = "Question?\n<!-- BEGIN SOLUTION -->\nThe answer.\n<!-- END SOLUTION -->"
    assert tool.scrub_markdown(source) == "Question?"


@pytest.mark.parametrize("source", [
    "# BEGIN SOLUTION\nx = 1",
    "x = 1\n# END SOLUTION",
    "# BEGIN SOLUTION\n# BEGIN SOLUTION\n# END SOLUTION",
])
def test_unbalanced_markers_are_errors(source: str) -> None:
    with pytest.raises(tool.MarkerError):
        tool.scrub_code(source)


def test_solution_cells_are_dropped() -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("Task"),
        nbformat.v4.new_code_cell("print(42)", metadata={"tags": ["solution"]}),
    ]
    copy = tool.student_copy(nb)
    assert [c.source for c in copy.cells] == ["Task"]


def test_there_are_solution_notebooks() -> None:
    assert SOLUTIONS, "no exercises/solutions/NN-*.ipynb found"


def test_every_track_writes_its_own_student_copies() -> None:
    english, russian = (ROOT / "exercises" / "solutions", ROOT / "exercises" / "ru" / "solutions")
    assert tool.student_path(english / "01-a.ipynb") == ROOT / "exercises" / "01-a.ipynb"
    assert tool.student_path(russian / "01-a.ipynb") == ROOT / "exercises" / "ru" / "01-a.ipynb"
    with pytest.raises(tool.TrackError, match="not in a solutions folder"):
        tool.student_path(ROOT / "lessons" / "01-a.ipynb")
    assert set(SOLUTIONS) == {*english.glob("[0-9][0-9]-*.ipynb"),
                              *russian.glob("[0-9][0-9]-*.ipynb")}


def test_the_russian_track_marks_the_student_code_in_russian() -> None:
    source = "# BEGIN SOLUTION\nx = 1\n# END SOLUTION\nanswer = 2  # SOLUTION"
    assert tool.scrub_code(source, your_code="# ВАШ КОД") == "# ВАШ КОД\nanswer = ...  # ВАШ КОД"
    russian = ROOT / "exercises" / "ru" / "solutions" / "01-a.ipynb"
    assert tool.placeholder(russian) == "# ВАШ КОД"
    assert tool.placeholder(ROOT / "exercises" / "solutions" / "01-a.ipynb") == "# YOUR CODE HERE"



def test_a_relative_link_opens_the_same_file_from_the_student_copy() -> None:
    english = (ROOT / "exercises" / "solutions", ROOT / "exercises")
    russian = (ROOT / "exercises" / "ru" / "solutions", ROOT / "exercises" / "ru")
    source = ("The rules: [docs/rules-66.md](../../docs/rules-66.md#game-points); "
              "![a figure](pics/deal.png \"a deal\"), [the lesson](../../lessons/11-a.ipynb).")
    assert tool.relink(source, *english) == (
        "The rules: [docs/rules-66.md](../docs/rules-66.md#game-points); "
        "![a figure](solutions/pics/deal.png \"a deal\"), [the lesson](../lessons/11-a.ipynb).")
    moved = tool.relink("[rules](../../../docs/rules.md)", *russian)
    assert moved == "[rules](../../docs/rules.md)"
    kept = "[site](https://example.org/a) [above](#task-1) [root](/docs/x.md) [mail](mailto:a@b.c)"
    assert tool.relink(kept, *english) == kept
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("[rules](../../docs/rules.md)"),
                nbformat.v4.new_code_cell("# [not a link](../../docs/rules.md)")]
    assert [c.source for c in tool.student_copy(nb, folders=english).cells] == [
        "[rules](../docs/rules.md)", "# [not a link](../../docs/rules.md)"]
    assert tool.student_copy(nb).cells[0].source == "[rules](../../docs/rules.md)"


EXERCISE_NOTEBOOKS = [*SOLUTIONS, *(tool.student_path(p) for p in SOLUTIONS)]
"""Every solution notebook and every student copy, of both tracks."""


@pytest.mark.parametrize("path", EXERCISE_NOTEBOOKS, ids=_id)
def test_every_relative_link_of_an_exercise_resolves(path: Path) -> None:
    targets = [m["target"].partition("#")[0] for c in nbformat.read(path, as_version=4).cells
               if c.cell_type == "markdown" for m in tool.LINK.finditer(c.source)]  # fmt: skip
    relative = [t for t in targets if t and not tool.SCHEME.match(t) and not t.startswith("/")]
    broken = [t for t in relative if not (path.parent / t).resolve().exists()]
    assert not broken, f"{_id(path)} links to nothing: {broken}"


def test_every_student_copy_has_its_solution() -> None:
    assert tool.orphan_copies() == []


def test_student_copies_are_up_to_date(capsys: pytest.CaptureFixture[str]) -> None:
    status = tool.main(["--check"])
    assert status == 0, capsys.readouterr().out


def _split_lines(nb: nbformat.NotebookNode) -> tuple[set[str], set[str]]:
    """Return the stripped lines only a solution holds, and the lines a student may see."""
    hidden: set[str] = set()
    public: set[str] = set()
    for cell in nb.cells:
        if "solution" in cell.get("metadata", {}).get("tags", []):
            hidden.update(cell.source.split("\n"))
            continue
        inside = False
        for line in cell.source.split("\n"):
            if line.strip() in ("# BEGIN SOLUTION", "<!-- BEGIN SOLUTION -->"):
                inside = True
            elif line.strip() in ("# END SOLUTION", "<!-- END SOLUTION -->"):
                inside = False
            elif inside and line.strip().startswith("# STUB:"):
                public.add(line.strip().removeprefix("# STUB:"))  # the student sees it
            elif inside:
                hidden.add(line)
            elif line.rstrip().endswith("# SOLUTION"):
                hidden.add(line.split("=", 1)[-1].replace("# SOLUTION", ""))
            else:
                public.add(line)
    strip = {line.strip() for line in hidden if len(line.strip()) >= 6}
    return strip, {line.strip() for line in public}


@pytest.mark.parametrize("path", SOLUTIONS, ids=_id)
def test_no_solution_leaks(path: Path) -> None:
    solution = nbformat.read(path, as_version=4)
    hidden, public = _split_lines(solution)
    assert hidden, f"{path.name} marks no solution"
    student = nbformat.read(tool.student_path(path), as_version=4)
    text = "\n".join(cell.source for cell in student.cells)
    leaks = [line for line in hidden - public if line in text]
    assert not leaks, f"solution text in {path.name}'s student copy: {leaks}"
    assert "BEGIN SOLUTION" not in text and "# SOLUTION" not in text


@pytest.mark.parametrize("path", SOLUTIONS, ids=_id)
def test_student_copies_have_no_outputs(path: Path) -> None:
    student = nbformat.read(tool.student_path(path), as_version=4)
    for cell in student.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None
    assert "widgets" not in student.metadata


@pytest.mark.parametrize("path", SOLUTIONS, ids=_id)
def test_every_task_has_a_self_check(path: Path) -> None:
    solution = nbformat.read(path, as_version=4)
    marked = [c for c in solution.cells if c.cell_type == "code" and "SOLUTION" in c.source]
    checks = [c for c in solution.cells if c.cell_type == "code" and "check_" in c.source]
    assert len(checks) >= 3 and len(marked) >= 3, path.name


def _code_cells(nb: nbformat.NotebookNode) -> list[str]:
    return [cell.source for cell in nb.cells if cell.cell_type == "code"]


def _notebooks() -> list[Path]:
    return [*SOLUTIONS, *(tool.student_path(p) for p in SOLUTIONS)]


@pytest.mark.parametrize("path", _notebooks(), ids=_id)
def test_the_first_code_cell_sets_the_inline_backend(path: Path) -> None:
    first = _code_cells(nbformat.read(path, as_version=4))[0]
    assert first.split("\n")[0].strip() == "%matplotlib inline", path.name


def _imported_names(source: str) -> set[str]:
    lines = [line for line in source.split("\n") if not line.lstrip().startswith("%")]
    names: set[str] = set()
    for node in ast.walk(ast.parse("\n".join(lines))):
        if isinstance(node, ast.ImportFrom | ast.Import):
            names.update((alias.asname or alias.name).split(".")[-1] for alias in node.names)
    return names


@pytest.mark.parametrize("path", SOLUTIONS, ids=_id)
def test_no_setup_cell_imports_an_answer(path: Path) -> None:
    setup = _code_cells(nbformat.read(path, as_version=4))[0]
    forbidden = ANSWER_FUNCTIONS[path.name[:2]] & _imported_names(setup)
    assert not forbidden, f"{path.name}'s set-up cell imports {sorted(forbidden)}"


def test_the_answer_list_covers_every_notebook() -> None:
    assert {p.name[:2] for p in SOLUTIONS} == set(ANSWER_FUNCTIONS)


STATISTICAL_CHECKS = ("check_table_cycle_share", "check_long_game_share", "check_cycle_share",
                      "check_small_deck_share", "check_rank_effect", "check_longer_with_rule",
                      "check_marriage_share", "check_close_share", "check_close_value",
                      "check_detection_rate", "check_three_point_share", "check_wald_coverage",
                      "check_short_game_share", "check_ace_in_top_three", "check_ignorant_dealer",
                      "check_bootstrap_interval", "check_permutation_p")


@pytest.mark.parametrize("path", SOLUTIONS, ids=_id)
def test_statistical_checks_get_the_students_n(path: Path) -> None:
    for source in _code_cells(nbformat.read(path, as_version=4)):
        for node in ast.walk(ast.parse("\n".join(
                line for line in source.split("\n") if not line.lstrip().startswith("%")))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in STATISTICAL_CHECKS):
                keywords = {k.arg for k in node.keywords}
                assert "n" in keywords and "seed" not in keywords, ast.unparse(node)


@pytest.mark.parametrize("path", SOLUTIONS, ids=_id)
def test_solutions_pass_every_check_and_print_no_answer_key(path: Path) -> None:
    solution = nbformat.read(path, as_version=4)
    printed = "".join("".join(out.get("text", "")) for cell in solution.cells
                      if cell.cell_type == "code" for out in cell.outputs)
    assert "✓" in printed and "✗" not in printed, path.name
    assert "pc1:" not in printed
