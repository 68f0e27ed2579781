"""The import paths the course's notebooks were written against keep working.

The Pyanitsa model moved into ``pyanitsa_edu.pyanitsa``, reader text into ``pyanitsa_edu.i18n``;
the old module names stay as plain re-exports of the new homes: the same objects, not copies.
Every ``from pyanitsa_edu… import …`` in a lesson or an exercise is run here, so a notebook's
import cannot break without a test saying which."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

OLD_PATHS = {
    "pyanitsa_edu.cards": "pyanitsa_edu.pyanitsa.cards",
    "pyanitsa_edu.dealing": "pyanitsa_edu.pyanitsa.dealing",
    "pyanitsa_edu.records": "pyanitsa_edu.pyanitsa.records",
    "pyanitsa_edu.text": "pyanitsa_edu.pyanitsa.text",
    "pyanitsa_edu.engine": "pyanitsa_edu.pyanitsa.engine",
    "pyanitsa_edu.engine.tactical": "pyanitsa_edu.pyanitsa.engine.tactical",
    "pyanitsa_edu.fmt": "pyanitsa_edu.i18n.fmt",
    "pyanitsa_edu.language": "pyanitsa_edu.i18n.language",
}
"""Each old module name and the module it re-exports."""

ALSO = {"pyanitsa_edu.language": "pyanitsa_edu.i18n.fmt"}
"""Names an old module kept that moved elsewhere: the nouns and ``count`` of ``language``."""

LANGUAGE_NAMES = {"CARD", "DEFAULT_LANGUAGE", "GAME", "LANGS", "TRICK", "WAR_ROUND", "Lang",
                  "Noun", "context_noun", "count", "get_language", "language", "number",
                  "plural", "resolve", "set_language"}
"""What ``pyanitsa_edu.language`` offered before the move."""


@pytest.mark.parametrize(("old", "new"), OLD_PATHS.items())
def test_an_old_path_re_exports_its_new_home(old: str, new: str) -> None:
    before, after = importlib.import_module(old), importlib.import_module(new)
    homes = [after, *([importlib.import_module(ALSO[old])] if old in ALSO else [])]
    assert set(after.__all__) <= set(before.__all__) or old in ALSO
    for name in before.__all__:
        home = next(module for module in homes if name in module.__all__)
        assert getattr(before, name) is getattr(home, name), name


def test_the_old_language_module_keeps_every_name() -> None:
    assert set(importlib.import_module("pyanitsa_edu.language").__all__) == LANGUAGE_NAMES


def test_an_old_path_holds_nothing_but_the_re_export() -> None:
    for old in OLD_PATHS:
        module = importlib.import_module(old)
        path = Path(str(module.__file__))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        body = [node for node in tree.body
                if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant))]
        assert all(isinstance(node, ast.ImportFrom) or _is_all(node) for node in body), path


def _is_all(node: ast.stmt) -> bool:
    """Return True for an ``__all__ = [...]`` statement."""
    return (isinstance(node, ast.Assign) and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "__all__")


def _notebook_imports() -> dict[str, str]:
    """Return each ``from pyanitsa_edu… import …`` of the course's notebooks and one notebook
    that holds it."""
    found: dict[str, str] = {}
    for path in sorted([*ROOT.glob("lessons/**/*.ipynb"), *ROOT.glob("exercises/**/*.ipynb")]):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "code":
                continue
            source = "".join(cell["source"])
            lines = [line for line in source.splitlines()
                     if not line.lstrip().startswith(("%", "!"))]
            try:
                tree = ast.parse("\n".join(lines))
            except SyntaxError:  # a student's unfinished cell
                continue
            for node in ast.walk(tree):
                module = node.module if isinstance(node, ast.ImportFrom) else None
                if module is not None and module.startswith("pyanitsa_edu"):
                    found.setdefault(ast.unparse(node), path.relative_to(ROOT).as_posix())
    return found


NOTEBOOK_IMPORTS = _notebook_imports()


def test_the_notebooks_import_from_the_package() -> None:
    assert len(NOTEBOOK_IMPORTS) >= 20
    assert any(s.startswith("from pyanitsa_edu.text import") for s in NOTEBOOK_IMPORTS)


@pytest.mark.parametrize("statement", sorted(NOTEBOOK_IMPORTS), ids=lambda s: s[:70])
def test_a_notebook_import_works(statement: str) -> None:
    node = ast.parse(statement).body[0]
    assert isinstance(node, ast.ImportFrom)
    module = importlib.import_module(node.module or "")
    missing = [alias.name for alias in node.names if not hasattr(module, alias.name)
               and importlib.util.find_spec(f"{node.module}.{alias.name}") is None]
    assert missing == [], NOTEBOOK_IMPORTS[statement]
