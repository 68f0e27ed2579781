"""Every error the package raises reads in Russian: each one is built from an English template
the catalogue translates (``CardError(N_("cannot read card {text}…"), text=…)``), and
``error.text("ru")`` renders it. An AST scan of the package finds every place that builds a
package error and fails on an f-string, a finished English text or a template the Russian
catalogue lacks; every error class must be built somewhere with a Russian template."""

from __future__ import annotations

import ast
import inspect
import re
import sys
from pathlib import Path

import pytest

import pyanitsa_edu
from pyanitsa_edu import errors
from pyanitsa_edu.errors import CardError, DeckError, PyanitsaError, error_text

ROOT = Path(pyanitsa_edu.__file__).parent.parent
PACKAGE = ROOT / "pyanitsa_edu"
sys.path.insert(0, str(ROOT / "tools"))
import catalog  # noqa: E402  (tools/catalog.py)

CLASSES = {name for name, value in vars(errors).items()
           if inspect.isclass(value) and issubclass(value, PyanitsaError)}  # fmt: skip
"""The package's error classes."""

READY_TEXT = {"AnswerError", "DealInputError"}
"""Errors whose message is a reader's text already, translated where it is raised (their
classes say so): they may be built from ``_(…)`` or another ready text."""

TEMPLATE_MARKS = {"N_"}
"""How a template is marked for the catalogue."""
TRANSLATED_NOW = {"_", "translate", "gettext", "ngettext", "pgettext", "t", "describe_error"}
"""Calls that return a text translated for the reader at once."""


def _translated() -> dict[str, str]:
    """Return the Russian catalogue's plain messages: English id -> Russian."""
    return {str(m.id): str(m.string) for m in catalog.read("ru")
            if m.id and isinstance(m.id, str) and m.context is None and m.string}  # fmt: skip


def _literal_mark(node: ast.AST, marks: set[str]) -> str | None:
    """Return the message of ``mark("…")`` (a call to one of ``marks`` with a literal first
    argument), else None."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id in marks and node.args
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
        return node.args[0].value
    return None


def _table_templates(tree: ast.Module) -> dict[str, list[str] | None]:
    """Return each module-level dict of the module: its values' templates when every value is
    ``N_("…")`` (else None); and each module-level constant ``NAME = N_("…")``: its template."""
    tables: dict[str, list[str] | None] = {}
    for node in tree.body:
        target, value = None, None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign):
            target, value = node.target, node.value
        if isinstance(target, ast.Name) and isinstance(value, ast.Dict):
            found = [_literal_mark(v, TEMPLATE_MARKS) for v in value.values]
            tables[target.id] = None if None in found else [f for f in found if f]
        elif isinstance(target, ast.Name) and value is not None and (
                template := _literal_mark(value, TEMPLATE_MARKS)) is not None:
            tables[target.id] = [template]
    return tables


def _builds_an_error(node: ast.Call, error_params: set[str]) -> str | None:
    """Return the class name a call builds when it builds a package error: a class by name,
    a parameter typed as one (``error: type[PyanitsaError]``), or ``type(error)(…)``."""
    func = node.func
    if isinstance(func, ast.Name) and (func.id in CLASSES or func.id in error_params):
        return func.id
    if (isinstance(func, ast.Call) and isinstance(func.func, ast.Name)
            and func.func.id == "type"):
        return "type(error)"
    return None


def problems(root: Path, russian: dict[str, str]) -> tuple[list[str], set[str]]:
    """Return what is wrong with the errors built under ``root`` (empty: nothing), and the
    classes built there from a Russian template."""
    found: list[str] = []
    built: set[str] = set()
    trees = {path: ast.parse(path.read_text(encoding="utf-8"))
             for path in sorted(root.rglob("*.py"))}
    constants = {name: templates for tree in trees.values()
                 for name, templates in _table_templates(tree).items()
                 if templates is not None and name.isupper()}  # a constant imported by name
    for path, tree in trees.items():
        tables = {**constants, **_table_templates(tree)}
        error_params = {arg.arg for node in ast.walk(tree)
                        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                        for arg in node.args.args + node.args.kwonlyargs
                        if arg.annotation is not None
                        and "Error" in ast.unparse(arg.annotation)
                        and ast.unparse(arg.annotation).startswith("type[")}  # fmt: skip
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            cls = _builds_an_error(node, error_params)
            if cls is None or (isinstance(node.func, ast.Name) and node.func.id in CLASSES
                               and not node.args and not node.keywords
                               and path.name == "errors.py"):
                continue
            where = f"{path.relative_to(root.parent).as_posix()}:{node.lineno}"
            if not node.args:
                found.append(f"{where}: {cls} without a message")
                continue
            first = node.args[0]
            templates: list[str] | None = None
            if (template := _literal_mark(first, TEMPLATE_MARKS)) is not None:
                templates = [template]
            elif isinstance(first, ast.Subscript) and isinstance(first.value, ast.Name):
                templates = tables.get(first.value.id)
            elif isinstance(first, ast.Name) and first.id in constants:
                templates = constants[first.id]
            elif isinstance(first, ast.Attribute) and first.attr == "template":
                templates = []  # another error's template, passed on with its values
            elif cls in READY_TEXT and isinstance(first, ast.Name):
                templates = []  # a ready text a caller translated and passed on
            elif cls in READY_TEXT and isinstance(first, ast.Call) and isinstance(
                    first.func, ast.Name) and first.func.id in TRANSLATED_NOW:
                message = _literal_mark(first, TRANSLATED_NOW)
                templates = [message] if message is not None and first.func.id == "_" else []
            if templates is None:
                found.append(f"{where}: {cls} built from {ast.unparse(first)[:60]!r}, not from "
                             "a template of the catalogue (N_(\"…\"))")
                continue
            missing = [t for t in templates if t not in russian]
            found += [f"{where}: {cls} template without a Russian translation: {t[:60]!r}"
                      for t in missing]
            if not missing:
                built.add(cls)
    return found, built


@pytest.fixture(scope="module")
def russian() -> dict[str, str]:
    """The Russian catalogue's plain messages."""
    return _translated()


def test_every_error_is_built_from_a_template_with_a_russian_translation(
    russian: dict[str, str],
) -> None:
    found, _built = problems(PACKAGE, russian)
    assert found == []


def test_every_error_class_has_a_russian_template(russian: dict[str, str]) -> None:
    _found, built = problems(PACKAGE, russian)
    assert sorted(CLASSES - {"PyanitsaError"} - built) == []


def test_the_scan_finds_an_english_error_and_an_untranslated_template(
    tmp_path: Path, russian: dict[str, str],
) -> None:
    (tmp_path / "module.py").write_text(
        "from pyanitsa_edu.errors import N_, CardError, DeckError, SettingError\n"
        "def f(x, error: type[SettingError] = SettingError):\n"
        "    raise CardError(f'cannot read card {x}')\n"
        "def g():\n"
        "    raise DeckError('a deck needs at least one rank')\n"
        "def h():\n"
        "    raise DeckError(N_('a template nobody translated'))\n"
        "def k(x, error: type[SettingError] = SettingError):\n"
        "    raise error(f'{x} is wrong')\n"
        "def m():\n"
        "    raise DeckError(N_('a deck needs at least one rank'))\n",
        encoding="utf-8",
    )
    found, built = problems(tmp_path, russian)
    assert [line.split(": ", 1)[0] for line in found] == [
        f"{tmp_path.name}/module.py:{n}" for n in (3, 5, 7, 9)]
    assert "not from a template" in found[0] and "without a Russian translation" in found[2]
    assert built == {"DeckError"}


# --- what a reader sees ----------------------------------------------------------------------


LATIN_WORD = re.compile(r"\b[A-Za-z]{3,}\b")


def _raised(call: object) -> PyanitsaError:
    """Return the package error a call raises."""
    with pytest.raises(PyanitsaError) as caught:
        call()  # type: ignore[operator]
    return caught.value


def test_the_errors_of_the_review_read_in_russian() -> None:
    from pyanitsa_edu import Card, Deck, Rules, deal
    from pyanitsa_edu.app.cli import main
    from pyanitsa_edu.sixtysix.moves import Move
    from pyanitsa_edu.widgets.sixtysix_session import Session

    session = Session(seed=1, bot="greedy", human=1)
    session.move(Move.declare())
    session.new_hand()
    cases = {
        "malformed card": _raised(lambda: Card.parse("6X")),
        "card not in the deck": _raised(lambda: Deck.standard(36).card("2♣")),
        "duplicate cards": _raised(lambda: Rules().deck and __import__(
            "pyanitsa_edu").Game(["6♣ 7♣", "6♣ 8♣"])),
        "rules": _raised(lambda: Rules(war_face_down=9)),
        "seed": _raised(lambda: deal(seed=-1)),
        "repeated ranks": _raised(lambda: Deck(["6", "6"], 1)),
        "illegal move": session.state.illegal(Move.declare()),
    }
    del main
    for name, error in cases.items():
        english, text = str(error), error.text("ru")
        assert text != english, name
        words = LATIN_WORD.findall(re.sub(r"[\w.]+=\S+|'[^']*'|\b[a-z_]+_[a-z_]+\b", " ", text))
        code = {"war_face_down", "seed", "None", "Rules"}
        assert not [w for w in words if w not in code], (name, text)
    assert cases["malformed card"].text("ru").startswith("не удаётся прочитать карту '6X'")
    assert cases["card not in the deck"].text("ru") == (
        "колода из 36 карт не содержит карты 2♣: в ней нет достоинства 2 (достоинства: "
        "6 7 8 9 10 В Д К Т)")


def test_a_self_check_says_what_a_package_error_means_in_russian() -> None:
    from pyanitsa_edu.checks.core import describe_error
    from pyanitsa_edu.i18n.language import language

    with language("ru"):
        text = describe_error(_raised(lambda: __import__("pyanitsa_edu").Card.parse("6X")))
    assert text.startswith("выброшено исключение CardError: не удаётся прочитать карту '6X'")


def test_error_text_renders_a_package_error_in_the_language_asked() -> None:
    error = CardError("x")
    assert error_text(error, "ru") == "x" and error_text(ValueError("y"), "ru") == "y"
    deck = _raised(lambda: __import__("pyanitsa_edu").Deck(["6", "7", "6", "7"], 1))
    assert isinstance(deck, DeckError)
    assert deck.text("en") == str(deck) == "rank labels repeat in the deck: 6, 7"
    assert deck.text("ru") == "в колоде повторяются достоинства: 6, 7"
