"""The exercises' handouts (``tools/handouts.py``): each task's heading, wherever it stands, is
tagged for a new page, room to write follows every answer cell, the screen-only hint goes, and
one student copy builds into an HTML page that loads nothing from the internet. A solution is
never made into a handout."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import handouts  # noqa: E402  (tools/handouts.py)

REMOTE = re.compile(
    r"""(?:\b(?:src|href|data)\s*=\s*["']?\s*|url\(\s*["']?|import\s*\(?\s*["'])(?:https?:)?//""",
    re.I,
)


def _student_copy() -> nbformat.NotebookNode:
    md, code = nbformat.v4.new_markdown_cell, nbformat.v4.new_code_cell
    return nbformat.v4.new_notebook(cells=[
        md("# Exercises 99 · Made up\n\nTwo tasks."),
        code("%matplotlib inline\nfrom pyanitsa_edu.checks import check_x"),
        md("## Task 1 · By hand\n\nCount them."),
        code("answer = ...  # YOUR CODE HERE\ncheck_x(answer)"),
        md("*Think:* why?\n\n## Task 2 · In words\n\nExplain."),
        md("*Your answer (double-click this cell to write):* …"),
    ])  # fmt: skip


def test_tasks_are_tagged_and_answers_get_room() -> None:
    printed = handouts.for_print(_student_copy(), "en")
    tagged = [c.source for c in printed.cells if handouts.TASK_TAG in c.metadata.get("tags", [])]
    assert [t.split("\n")[0] for t in tagged] == ["## Task 1 · By hand", "## Task 2 · In words"]
    sources = [c.source for c in printed.cells]
    assert "*Think:* why?" in sources, "the text before a heading stays before it"
    rooms = [i for i, s in enumerate(sources) if "handout-answer" in s]
    code_at = next(i for i, s in enumerate(sources) if "YOUR CODE HERE" in s)
    assert code_at + 1 in rooms and len(rooms) == 2
    assert not any("double-click" in s for s in sources), "a screen hint does not reach paper"
    assert sources[rooms[0]].count("handout-line") == handouts.ANSWER_LINES
    assert "Your working and answer" in sources[rooms[0]]
    assert "Решение и ответ" in handouts.for_print(_student_copy(), "ru").cells[4].source
    assert len({c.id for c in printed.cells}) == len(printed.cells)


def test_a_solution_is_never_a_handout(tmp_path: Path) -> None:
    solution = sorted((ROOT / "exercises" / "solutions").glob("05-*.ipynb"))[0]
    with pytest.raises(handouts.HandoutError, match="student copy"):
        handouts.build_html(solution, tmp_path)


@pytest.mark.slow
def test_one_handout_builds_offline(tmp_path: Path) -> None:
    exercise = ROOT / "exercises" / "ru" / "05-monte-carlo.ipynb"
    written = handouts.build([exercise], out=tmp_path, pdf=False)
    page = tmp_path / "ru" / "05-monte-carlo.html"
    assert written == [page]
    text = page.read_text(encoding="utf-8")
    assert REMOTE.findall(text) == []
    assert '<html lang="ru">' in text
    cells = nbformat.read(exercise, as_version=4).cells
    prose = "\n".join(c.source for c in cells if c.cell_type == "markdown")
    tasks = len(re.findall(r"^## Задание \d", prose, re.M))
    assert tasks >= 3 and text.count(f"celltag_{handouts.TASK_TAG}") == tasks
    assert text.count('class="handout-answer"') >= tasks
    assert 'class="jp-InputPrompt' not in text, "no In [ ] prompts on paper"
    mathjax = tmp_path / "_static" / "mathjax" / "tex-svg-full.js"
    assert mathjax.is_file() and '../_static/mathjax/tex-svg-full.js' in text
    css = (tmp_path / "_static" / "handout.css").read_text(encoding="utf-8")
    assert "size: A4" in css and "break-before: page" in css
    assert "05-monte-carlo.html" in (tmp_path / "index.html").read_text(encoding="utf-8")
