"""Every import the documentation shows works: the package's docstrings, README.md and docs/.

A reader copies ``from pyanitsa_edu.engine.tactical import play_tactical`` from a docstring or
the README's API tour; if the module or the name moved, the copy fails in his notebook. This
test collects each such line and runs it."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pyanitsa_edu"
IMPORT_LINE = re.compile(r"^\s*(?:>>> |\.\.\. )?"
                         r"((?:from pyanitsa_edu[\w.]* import [\w, ]+)"
                         r"|(?:import pyanitsa_edu[\w.]*))\s*$")
CODE_BLOCK = re.compile(r"^```(?:python|py|pycon)\n(.*?)^```", re.S | re.M)


def _docstrings(path: Path) -> list[str]:
    """Return the module's, classes' and functions' docstrings of a source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes = [tree, *(n for n in ast.walk(tree)
                     if isinstance(n, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef))]
    return [doc for n in nodes if (doc := ast.get_docstring(n, clean=False))]


def _statements_in_code(code: str) -> list[str]:
    """Return the package imports of a code block (parsed whole when it parses, else by line)."""
    lines = [line[4:] if line.startswith((">>> ", "... ")) else line for line in code.splitlines()]
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError:
        return [m[1] for line in lines if (m := IMPORT_LINE.match(line))]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        if any(name.startswith("pyanitsa_edu") for name in names):
            found.append(ast.unparse(node))
    return found


def _documented_imports() -> dict[str, str]:
    """Return each documented import statement and where it was first seen."""
    found: dict[str, str] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for doc in _docstrings(path):
            for line in doc.splitlines():
                if m := IMPORT_LINE.match(line):
                    found.setdefault(m[1].strip().rstrip(","), path.relative_to(ROOT).as_posix())
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]:
        for block in CODE_BLOCK.findall(path.read_text(encoding="utf-8")):
            for statement in _statements_in_code(block):
                found.setdefault(statement, path.relative_to(ROOT).as_posix())
    return found


IMPORTS = _documented_imports()


def test_the_documentation_shows_imports() -> None:
    assert len(IMPORTS) >= 10, IMPORTS
    assert any(where == "README.md" for where in IMPORTS.values())


@pytest.mark.parametrize("statement", sorted(IMPORTS), ids=lambda s: s[:60])
def test_a_documented_import_works(statement: str) -> None:
    tree = ast.parse(statement)
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            module = importlib.import_module(node.module or "")
            missing = [a.name for a in node.names if not hasattr(module, a.name)
                       and importlib.util.find_spec(f"{node.module}.{a.name}") is None]
            assert not missing, f"{statement} ({IMPORTS[statement]}): no {missing}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                importlib.import_module(alias.name)
