"""Reader text has one home: each helper that writes words or numbers for a reader is defined
once, and no module reaches past it to the tables and tools it wraps.

The canonical helpers are listed with their homes; an AST scan of the package fails on a second
definition of one of them, on a second helper of the same name, and on a module that reads the
Russian rank letters, the compiled catalogue or Babel's number formats itself, or defines a
noun of its own."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

from pyanitsa_edu import Deck, Rules
from pyanitsa_edu.i18n import _
from pyanitsa_edu.pyanitsa.text import deck_text, rules_text

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pyanitsa_edu"

HOMES = {
    "rank_text": "pyanitsa/cards.py",
    "_": "i18n/catalogue.py",
    "ngettext": "i18n/catalogue.py",
    "pgettext": "i18n/catalogue.py",
    "npgettext": "i18n/catalogue.py",
    "fill": "i18n/catalogue.py",
    "texts": "i18n/catalogue.py",
    "localize": "i18n/language.py",
    "count": "i18n/fmt.py",
    "plural": "i18n/fmt.py",
    "number": "i18n/fmt.py",
    "decimal": "i18n/fmt.py",
    "percent": "i18n/fmt.py",
    "significant": "i18n/fmt.py",
    "interval": "i18n/fmt.py",
    "yes_no": "i18n/fmt.py",
    "rounded": "i18n/fmt.py",
    "scientific": "i18n/fmt.py",
    "power": "i18n/fmt.py",
    "player": "i18n/fmt.py",
    "N_": "errors.py",
    "superscript": "errors.py",
    "rules_text": "pyanitsa/text.py",
    "deck_text": "pyanitsa/text.py",
}
"""Each canonical reader-text helper and the one module that defines it."""

RETIRED = {"tr", "translate", "gettext", "rank_label", "t", "t66", "text", "_text"}
"""Names of the translation wrappers that once had their own argument orders: none may be a
module-level function outside the catalogue (``gettext`` and ``translate`` are only other
names of ``_`` there) — but for the two below."""

KEYED_TABLES = {"widgets/labels.py": "t", "widgets/sixtysix_labels.py": "t66"}
"""The widgets' keyed lookups ``t(lang, key)`` into their tables of texts, kept while the
widgets' own work lands; their calls are to become ``_(msgid, lang, **values)``."""

SAME_NAME = {"reason_text": {"pyanitsa/records.py", "widgets/sixtysix_labels.py"}}
"""Reader-text helpers that share a name but not a role: Pyanitsa's end reasons, and the
explanation of a Sixty-six hand's end on the widget's banner."""

OWNERS = {
    "RU_RANKS": {"pyanitsa/cards.py"},  # the Russian rank letters: only rank_text reads them
    "translations": {"i18n/catalogue.py"},  # the compiled catalogue: only the catalogue
    "format_decimal": {"i18n/fmt.py"},  # Babel's number formats: only fmt
    "format_percent": {"i18n/fmt.py"},
    "Noun": {"i18n/fmt.py"},  # every noun after a number is one of fmt.NOUNS
    "context_noun": {"i18n/fmt.py"},
}
"""Names only their home module may use (a re-export or a type annotation is no use)."""


def _modules() -> dict[str, ast.Module]:
    """Return every module of the package, parsed, by its path inside the package."""
    return {path.relative_to(PACKAGE).as_posix(): ast.parse(path.read_text(encoding="utf-8"))
            for path in sorted(PACKAGE.rglob("*.py"))}


MODULES = _modules()


def _top_functions(tree: ast.Module) -> list[str]:
    """Return the names of a module's top-level functions."""
    return [n.name for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]


def _names_used(tree: ast.Module) -> set[str]:
    """Return the names a module's code uses (``RU_RANKS.get``, ``fmt.count(…)``); imports,
    re-exports and type annotations do not count."""
    annotations = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign | ast.arg):
            annotations.add(id(node.annotation))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
            annotations.add(id(node.returns))
    names: set[str] = set()
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if id(node) in annotations:
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        stack.extend(ast.iter_child_nodes(node))
    return names


def test_each_canonical_helper_is_defined_in_its_home_only() -> None:
    where = defaultdict(set)
    for name, tree in MODULES.items():
        for function in _top_functions(tree):
            where[function].add(name)
    assert {helper: where[helper] for helper in HOMES} == {
        helper: {home} for helper, home in HOMES.items()
    }


def test_no_retired_translation_wrapper_comes_back() -> None:
    found = {(name, function) for name, tree in MODULES.items()
             for function in _top_functions(tree)
             if function in RETIRED and not name.startswith("i18n/")}
    assert found == set(KEYED_TABLES.items())


def test_no_two_modules_define_a_text_helper_of_the_same_name() -> None:
    where = defaultdict(set)
    for name, tree in MODULES.items():
        for function in _top_functions(tree):
            if function.endswith(("_text", "_word", "_words", "_label")) or function in HOMES:
                where[function].add(name)
    twice = {function: places for function, places in where.items() if len(places) > 1}
    assert twice == SAME_NAME


@pytest.mark.parametrize("name", sorted(OWNERS))
def test_only_its_home_reads(name: str) -> None:
    readers = {module for module, tree in MODULES.items() if name in _names_used(tree)}
    assert readers == OWNERS[name]


def test_the_rules_are_described_once_through_the_catalogue() -> None:
    rules = Rules(deck=Deck(ranks=["6", "7", "K", "A"], suits=2), war_face_down=2,
                  collect="seat_order", players=3, max_tricks=1, detect_cycles="ranks")
    for lang in ("en", "ru"):
        assert rules_text(rules, lang) == rules.text(lang)
        assert deck_text(rules.deck, lang) == rules.deck.text(lang)
    assert rules.describe() == rules.text("en") == (
        "8-card deck (6 7 K A × ♣♦), 6 beats A, 2 face down per war round, shortfall: lose, "
        "return: seat_order, 3 players, limit 1 trick, cycles detected on ranks")
    assert rules.text("ru") == (
        "колода из 8 карт (6 7 К Т × ♣♦), 6 бьёт Т, в споре 2 закрытые карты, нехватка карт "
        "на спор: проигрыш, порядок возврата: по порядку мест, 3 игрока, предел: 1 сравнение, "
        "циклы ищутся по достоинствам")
    assert _("{n}-card deck", "ru") != "{n}-card deck"


def test_the_reversed_pair_is_the_rules_own() -> None:
    assert Rules().reversed_pair == ("6", "A")
    assert Rules(deck=52).reversed_pair == ("2", "A")
    assert Rules(low_beats_ace=False).reversed_pair is None
