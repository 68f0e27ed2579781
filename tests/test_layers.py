"""The package's layers (README, "Layout"): nothing imports upward and no modules import each
other in a circle, lazily or not.

Every import of every module counts: at the top, inside a function, or under
``TYPE_CHECKING``. A module imports the module it names (``from .cards import Card`` imports
``cards``; ``from . import kernel`` imports ``kernel``); the parent packages Python runs on
the way are not counted, so a package's ``__init__`` may gather its own modules."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pyanitsa_edu"

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("the base", ("pyanitsa_edu.errors", "pyanitsa_edu.text_enum")),
    ("reader text", ("pyanitsa_edu.i18n",)),
    ("Pyanitsa model", ("pyanitsa_edu.pyanitsa.",)),
    ("Pyanitsa engine", ("pyanitsa_edu.pyanitsa.engine", "pyanitsa_edu.pyanitsa")),
    ("analysis", ("pyanitsa_edu.analysis",)),
    ("Sixty-six", ("pyanitsa_edu.sixtysix",)),
    ("displays", ("pyanitsa_edu.plots", "pyanitsa_edu.widgets", "pyanitsa_edu.checks",
                  "pyanitsa_edu.grading")),
    ("application", ("pyanitsa_edu.app",)),
    ("the package's own names", ("pyanitsa_edu",)),
)
"""The layers, lowest first, each with the modules in it: a name, the package of that name
and everything in it; a name ending in a dot, the modules inside but not the package itself.
A module belongs to the layer of its longest match. The last holds ``pyanitsa_edu`` itself
and the old module names notebooks import (``pyanitsa_edu.cards`` …): nothing imports them."""

MAX_TOP_MODULES = 12
"""The most ``.py`` files directly in ``pyanitsa_edu/``."""


def module_names(package: Path) -> dict[str, Path]:
    """Return every module of ``package`` by its dotted name (a package by its own name)."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports(modules: Mapping[str, Path]) -> dict[str, set[str]]:
    """Return, for each module, the package modules it imports anywhere in its file."""
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        here = name.split(".") if is_package else name.split(".")[:-1]
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = here[: len(here) - node.level + 1] if node.level else []
                module = ".".join([*base, *([node.module] if node.module else [])])
                for alias in node.names:
                    child = f"{module}.{alias.name}"
                    targets.add(child if child in modules else module)
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """Return the import circles of ``graph``: each strongly connected group of two or more
    modules, sorted (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph.get(child, ())))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return sorted(found)


def layer_of(module: str) -> int:
    """Return the index in :data:`LAYERS` of the layer ``module`` belongs to."""
    best, length = -1, -1
    for i, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            inside = module.startswith(prefix) if prefix.endswith(".") else (
                module == prefix or module.startswith(prefix + "."))
            if inside and len(prefix) > length:
                best, length = i, len(prefix)
    assert best >= 0, f"{module} is in no layer"
    return best


def upward(graph: Mapping[str, Iterable[str]]) -> list[str]:
    """Return every import of a module from a higher layer, as text."""
    return sorted(
        f"{a} ({LAYERS[layer_of(a)][0]}) imports {b} ({LAYERS[layer_of(b)][0]})"
        for a, targets in graph.items() for b in targets if layer_of(b) > layer_of(a)
    )


MODULES = module_names(PACKAGE)
GRAPH = imports(MODULES)


def test_no_two_modules_import_each_other_even_lazily() -> None:
    assert cycles(GRAPH) == []


def test_nothing_imports_upward() -> None:
    assert upward(GRAPH) == []


def test_every_module_has_a_layer_and_the_graph_is_the_package() -> None:
    assert {LAYERS[layer_of(m)][0] for m in MODULES} == {name for name, _ in LAYERS}
    assert len(GRAPH) == len(MODULES) > 100
    assert sum(map(len, GRAPH.values())) > 300


def test_the_top_level_stays_small() -> None:
    top = sorted(path.name for path in PACKAGE.glob("*.py"))
    assert len(top) <= MAX_TOP_MODULES, top


def test_the_walk_finds_a_lazy_circle_and_an_upward_import(tmp_path: Path) -> None:
    package = tmp_path / "pyanitsa_edu"
    (package / "analysis").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "errors.py").write_text("def f():\n    from .analysis import stats\n")
    (package / "analysis" / "__init__.py").write_text("from . import stats\n")
    (package / "analysis" / "stats.py").write_text("from ..errors import f\n")
    modules = module_names(package)
    graph = imports(modules)
    assert graph["pyanitsa_edu.errors"] == {"pyanitsa_edu.analysis.stats"}
    assert cycles(graph) == [["pyanitsa_edu.analysis.stats", "pyanitsa_edu.errors"]]
    assert upward(graph) == [
        "pyanitsa_edu.errors (the base) imports pyanitsa_edu.analysis.stats (analysis)"
    ]
