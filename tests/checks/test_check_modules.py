"""The layout of the self-checks: one module per lesson, and no lesson's module imports
another's (what several share lives in a shared module of ``checks/`` or in ``analysis/``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pyanitsa_edu.checks

CHECKS = Path(pyanitsa_edu.checks.__file__).parent
LESSON = re.compile(r"lesson\d\d")


def lesson_imports(path: Path) -> list[str]:
    """Return the lessons' check modules that ``path`` imports."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            names = [node.module or ""] + [alias.name for alias in node.names]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        found += [name for name in names if LESSON.search(name)]
    return found


def test_no_lessons_check_module_imports_another_lessons() -> None:
    modules = sorted(CHECKS.glob("lesson*.py"))
    assert len(modules) > 20
    found = {path.name: lesson_imports(path) for path in modules}
    assert {name: hits for name, hits in found.items() if hits} == {}


def test_the_scan_sees_an_import_of_a_lesson(tmp_path: Path) -> None:
    module = tmp_path / "lesson99.py"
    module.write_text("from .lesson01 import same_piles\nfrom . import lesson07\n"
                      "import pyanitsa_edu.checks.lesson20\nfrom .piles import same_cards\n",
                      encoding="utf-8")
    assert lesson_imports(module) == ["lesson01", "lesson07", "pyanitsa_edu.checks.lesson20"]
