"""The Russian track keeps the English code: a Russian notebook may differ from its English twin
only in its language and in the words its reader sees.

**Twins.** ``lessons/ru/NN-*.ipynb`` is the twin of ``lessons/NN-*.ipynb`` (the same two-digit
number; the rest of the name may be Russian), and likewise ``exercises/ru/solutions/`` of
``exercises/solutions/`` and ``exercises/ru/`` (the student copies) of ``exercises/``. Once a
Russian folder exists, every notebook on either side has exactly one twin.

**The rule.** Markdown cells are free: they are the lesson, written by a Russian teacher. The
code cells must correspond one to one, in order, with the same cell tags (``nbval-…``,
``solution``), and each pair of code cells must have the same Python syntax tree after this
normalisation (magics are first turned into Python by IPython's transformer, comments never
count):

1. In the first code cell of either notebook, statements that only call ``set_language(…)``
   (``set_language("ru")`` or ``pyanitsa_edu.set_language("ru")``) are removed, as are
   ``set_language`` in ``from … import`` lists (and the import if nothing is left) and plain
   ``import pyanitsa_edu`` statements. The Russian first code cell must call
   ``set_language("ru")``; no other cell may call ``set_language``.
2. In every call, a keyword argument ``lang="en"`` or ``lang="ru"`` (a literal) is removed, and
   so is a grammatical case (``case="genitive"``, a literal: ``fmt.count(n, "game",
   case="genitive")`` for «из 5 024 партий»), which only a language with cases needs.
3. A string literal (docstrings and dictionary keys included) may differ when the Russian one
   holds a Cyrillic letter: that is text for the reader (a title, a label, a printed line).
   Any other string must be equal, so an option such as ``collect="loser_first"`` cannot
   drift. A string that reads as cards (``"9♣ 6♦ A♥"``) must name the same cards in the same
   order, in either alphabet (``"9♣ 6♦ Т♥"``).
4. An f-string may have other literal text, under the same Cyrillic condition, and may place
   its values in another order (Russian word order), but it must format the same expressions,
   with the same conversions and format specifications, the same number of times. A string
   literal formatted in a field (a table header such as ``{'variant':18}``) is literal text:
   only its conversion and format specification must be the same.

Everything else (names, numbers, calls, operators, the order of statements) must be equal, so a
change to an English lesson that is not carried to its Russian twin fails here. The student
copies are compared as well, so the solution markers (``# BEGIN SOLUTION``, ``# SOLUTION``,
``# STUB:``), which are comments, must be kept in English for the copies to match.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import nbformat
import pytest
from IPython.core.inputtransformer2 import TransformerManager

from pyanitsa_edu import Card, PyanitsaError
from pyanitsa_edu.i18n import fmt

ROOT = Path(__file__).resolve().parents[2]
TRACKS: list[tuple[str, str]] = [
    ("lessons", "lessons/ru"),
    ("exercises/solutions", "exercises/ru/solutions"),
    ("exercises", "exercises/ru"),
]
"""(English folder, Russian folder), relative to the project root."""
NOTEBOOK = "[0-9][0-9]-*.ipynb"
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
LANGUAGES = ("en", "ru")
CASES = ("nominative", *fmt.CASES)
SUITS = "♣♦♥♠"
_TRANSFORMER = TransformerManager()


# --- reading and normalising a notebook's code ------------------------------------------------


def _code_cells(path: Path) -> list[tuple[str, tuple[str, ...]]]:
    """Return each code cell of a notebook: its source and its sorted tags."""
    notebook = nbformat.read(path, as_version=4)
    return [(cell.source, tuple(sorted(cell.get("metadata", {}).get("tags", []))))
            for cell in notebook.cells if cell.cell_type == "code"]  # fmt: skip


def _parse(source: str) -> ast.Module:
    """Return the syntax tree of a cell, IPython magics turned into Python first."""
    return ast.parse(_TRANSFORMER.transform_cell(source))


def _is_set_language(node: ast.AST) -> bool:
    """True for a call of ``set_language`` or ``<module>.set_language``."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    return (isinstance(func, ast.Name) and func.id == "set_language") or (
        isinstance(func, ast.Attribute) and func.attr == "set_language"
    )


def _sets_russian(tree: ast.Module) -> bool:
    """True when the cell's statements include ``set_language("ru")``."""
    return any(
        isinstance(s, ast.Expr) and _is_set_language(s.value)
        and [ast.literal_eval(a) for a in s.value.args if isinstance(a, ast.Constant)] == ["ru"]
        for s in tree.body
    )  # fmt: skip


def _drop_language_setting(tree: ast.Module) -> ast.Module:
    """Remove the statements of rule 1 from a first code cell."""
    body: list[ast.stmt] = []
    for stmt in tree.body:
        if isinstance(stmt, ast.Expr) and _is_set_language(stmt.value):
            continue
        if isinstance(stmt, ast.Import) and all(
            a.name == "pyanitsa_edu" and a.asname is None for a in stmt.names
        ):
            continue
        if isinstance(stmt, ast.ImportFrom):
            names = [a for a in stmt.names if a.name != "set_language"]
            if not names:
                continue
            stmt.names = names
        body.append(stmt)
    tree.body = body
    return tree


class _DropLangKeywords(ast.NodeTransformer):
    """Remove ``lang="en"`` and ``lang="ru"`` keyword arguments, and grammatical cases
    (``case="genitive"``), from every call (rule 2)."""

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        node.keywords = [
            k for k in node.keywords
            if not (k.arg == "lang" and isinstance(k.value, ast.Constant)
                    and k.value.value in LANGUAGES)
            and not (k.arg == "case" and isinstance(k.value, ast.Constant)
                     and k.value.value in CASES)
        ]  # fmt: skip
        return node


def normalised_code(path: Path) -> list[tuple[ast.Module, tuple[str, ...], str]]:
    """Return each code cell of a notebook as (normalised tree, tags, source)."""
    cells = []
    for i, (source, tags) in enumerate(_code_cells(path)):
        tree = _parse(source)
        if i == 0:
            tree = _drop_language_setting(tree)
        cells.append((_DropLangKeywords().visit(tree), tags, source))
    return cells


# --- comparing two trees -----------------------------------------------------------------------


def _cards(text: str) -> list[Card] | None:
    """Return the cards a text lists (space-separated card texts, each with its suit symbol),
    or None if it is not one (``"K♠ and Q♠"`` is not: a deck may name a rank "an")."""
    if not all(any(suit in word for suit in SUITS) for word in text.split()):
        return None
    try:
        cards = [Card.parse(word) for word in text.split()]
    except PyanitsaError:
        return None
    return cards or None


def _reader_text(english: str, russian: str) -> bool:
    """True when two literal texts may differ: equal, the same cards, or Russian text."""
    if english == russian:
        return True
    cards = _cards(english)
    if cards is not None:
        return _cards(russian) == cards
    return bool(CYRILLIC.search(russian))


def _fstring_parts(node: ast.JoinedStr) -> tuple[str, Counter[str]]:
    """Return an f-string's literal text (values marked ``{}``, a string literal in a field
    kept as ``{text}``) and its values as a multiset of (expression, conversion, format spec)
    dumps, a string literal counted as ``<str>``."""
    text, values = [], Counter()
    for part in node.values:
        if isinstance(part, ast.Constant):
            text.append(str(part.value))
        elif isinstance(part, ast.FormattedValue):
            spec = ast.dump(part.format_spec) if part.format_spec else ""
            value = part.value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                text.append(f"{{{value.value}}}")
                key = "<str>"
            else:
                text.append("{}")
                key = ast.dump(value)
            values[f"{key}!{part.conversion}:{spec}"] += 1
    return "".join(text), values


def _same(english: object, russian: object) -> bool:
    """True when two normalised syntax trees agree under rules 3 and 4."""
    if isinstance(english, list) and isinstance(russian, list):
        return len(english) == len(russian) and all(
            _same(e, r) for e, r in zip(english, russian, strict=True)
        )
    if not isinstance(english, ast.AST) or not isinstance(russian, ast.AST):
        return english == russian
    if type(english) is not type(russian):
        return False
    if isinstance(english, ast.Constant) and isinstance(russian, ast.Constant):
        if isinstance(english.value, str) and isinstance(russian.value, str):
            return _reader_text(english.value, russian.value)
        return type(english.value) is type(russian.value) and english.value == russian.value
    if isinstance(english, ast.JoinedStr) and isinstance(russian, ast.JoinedStr):
        en_text, en_values = _fstring_parts(english)
        ru_text, ru_values = _fstring_parts(russian)
        return en_values == ru_values and _reader_text(en_text, ru_text) and (
            en_text != ru_text or _same(english.values, russian.values)
        )
    return all(
        _same(getattr(english, field), getattr(russian, field))
        for field in english._fields
        if field not in ("ctx", "type_comment", "kind")
    )


def _first_difference(english: ast.Module, russian: ast.Module) -> str:
    """Return the first statements that differ, as code, for a readable failure."""
    for en_stmt, ru_stmt in zip(english.body, russian.body, strict=False):
        if not _same(en_stmt, ru_stmt):
            en_code, ru_code = ast.unparse(en_stmt)[:160], ast.unparse(ru_stmt)[:160]
            return f"English `{en_code}` ≠ Russian `{ru_code}`"
    if len(english.body) != len(russian.body):
        return f"{len(english.body)} statements in English, {len(russian.body)} in Russian"
    return "the trees differ"  # pragma: no cover - one of the cases above always holds


def compare_twins(english_path: Path, russian_path: Path) -> list[str]:
    """Return how the Russian notebook's code departs from its English twin (empty: none)."""
    try:
        english, russian = normalised_code(english_path), normalised_code(russian_path)
        raw = _code_cells(russian_path)
    except SyntaxError as error:
        return [f"{russian_path.name}: a code cell does not parse ({error})"]
    where = f"{russian_path.name} against {english_path.name}"
    problems = []
    if not raw or not _sets_russian(_parse(raw[0][0])):
        problems.append(f"{where}: the first code cell must call set_language(\"ru\")")
    problems += [
        f"{where}: code cell {i + 1} calls set_language: only the first code cell may"
        for i, (source, _tags) in enumerate(raw)
        if i > 0 and any(_is_set_language(n) for n in ast.walk(_parse(source)))
    ]
    if len(english) != len(russian):
        problems.append(f"{where}: {len(english)} code cells in English, {len(russian)} in "
                        "Russian")  # fmt: skip
    for i, ((en_tree, en_tags, _), (ru_tree, ru_tags, _)) in enumerate(
        zip(english, russian, strict=False)
    ):
        if en_tags != ru_tags:
            problems.append(f"{where}: code cell {i + 1} has tags {ru_tags}, not {en_tags}")
        if not _same(en_tree, ru_tree):
            problems.append(f"{where}: code cell {i + 1}: {_first_difference(en_tree, ru_tree)}")
    return problems


def pair_notebooks(
    english_dir: Path, russian_dir: Path, root: Path
) -> tuple[list[tuple[Path, Path]], list[str]]:
    """Return the twins of two folders, by number, and what is missing or doubled (folders
    named relative to ``root``)."""

    def by_number(folder: Path) -> dict[str, list[Path]]:
        found: dict[str, list[Path]] = {}
        for path in sorted(folder.glob(NOTEBOOK)):
            found.setdefault(path.name[:2], []).append(path)
        return found

    english, russian = by_number(english_dir), by_number(russian_dir)
    en_dir, ru_dir = english_dir.relative_to(root), russian_dir.relative_to(root)
    problems = [f"{ru_dir}: notebooks {[p.name for p in paths]} share the number {n}"
                for n, paths in russian.items() if len(paths) > 1]  # fmt: skip
    problems += [f"{en_dir}/{paths[0].name} has no Russian twin in {ru_dir}"
                 for n, paths in english.items() if n not in russian]  # fmt: skip
    problems += [f"{ru_dir}/{paths[0].name} has no English twin in {en_dir}"
                 for n, paths in russian.items() if n not in english]  # fmt: skip
    pairs = [(english[n][0], russian[n][0]) for n in sorted(english.keys() & russian.keys())]
    return pairs, problems


# --- the course ---------------------------------------------------------------------------------


def _track_problems(root: Path) -> list[str]:
    """Return every departure of the Russian track under ``root`` from the English one."""
    problems: list[str] = []
    for english_dir, russian_dir in TRACKS:
        if not (root / russian_dir).is_dir():
            continue  # no Russian track here yet
        pairs, missing = pair_notebooks(root / english_dir, root / russian_dir, root)
        problems += missing
        for english, russian in pairs:
            problems += compare_twins(english, russian)
    return problems


def test_the_russian_track_has_the_code_of_the_english_one() -> None:
    problems = _track_problems(ROOT)
    assert not problems, "\n".join(problems)


# --- the rule itself, on notebooks written here ------------------------------------------------


def _write(path: Path, *cells: str | tuple[str, list[str]]) -> Path:
    """Write a notebook of code cells (a source, or (source, tags)) and one markdown cell."""
    notebook = nbformat.v4.new_notebook()
    notebook.cells.append(nbformat.v4.new_markdown_cell("# A lesson / Урок"))
    for cell in cells:
        source, tags = (cell, []) if isinstance(cell, str) else cell
        notebook.cells.append(nbformat.v4.new_code_cell(source, metadata={"tags": tags}))
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(notebook, path)
    return path


ENGLISH = [
    "%matplotlib inline\nfrom pyanitsa_edu import Game, Rules, simulate\n"
    "from pyanitsa_edu.widgets import table_widget",
    'sim = simulate(2_000, rules=Rules(collect="loser_first"), seed=7)\n'
    'print(f"{sim.shares()[0].share:.3f} of {len(sim):,} games won by player 0")\n'
    "print(f\"{'variant':18} {'share':>9}\")\nprint(count(len(sim), 'game'))",
    ('game = Game(["9♣ 6♦ A♥", "7♠ A♣ K♠"])  # the seed example\nprint(game.step())',
     ["nbval-ignore-output"]),
    'def share(hits):\n    """Return the share of wins."""\n    return sum(hits) / len(hits)\n'
    'plot_title = "Who wins"\ntable_widget(seed=3, lang="en")',
]
RUSSIAN = [
    '%matplotlib inline\nimport pyanitsa_edu\nfrom pyanitsa_edu import Game, Rules, simulate\n'
    'from pyanitsa_edu.widgets import table_widget\npyanitsa_edu.set_language("ru")',
    '# опыт\nsim = simulate(2_000, rules=Rules(collect="loser_first"), seed=7)\n'
    'print(f"игрок 0 выиграл долю {sim.shares()[0].share:.3f} из {len(sim):,} партий")\n'
    "print(f\"{'вариант':18} {'доля':>9}\")\nprint(count(len(sim), 'game', case='genitive'))",
    ('game = Game(["9♣ 6♦ Т♥", "7♠ Т♣ К♠"])  # пример из правил\nprint(game.step())',
     ["nbval-ignore-output"]),
    'def share(hits):\n    """Вернуть долю побед."""\n    return sum(hits) / len(hits)\n'
    'plot_title = "Кто выигрывает"\ntable_widget(seed=3)',
]


def test_a_faithful_russian_twin_passes(tmp_path: Path) -> None:
    english = _write(tmp_path / "lessons" / "01-first.ipynb", *ENGLISH)
    russian = _write(tmp_path / "lessons" / "ru" / "01-первый.ipynb", *RUSSIAN)
    assert compare_twins(english, russian) == []
    other = list(RUSSIAN)
    other[0] = ENGLISH[0] + '\nfrom pyanitsa_edu import set_language\nset_language("ru")'
    assert compare_twins(english, _write(tmp_path / "ru2" / "01-a.ipynb", *other)) == []
    assert _track_problems(tmp_path) == []


DRIFTS = [
    ("a number", 1, lambda s: s.replace("2_000", "3_000"), "code cell 2"),
    ("an option", 1, lambda s: s.replace("loser_first", "seat_order"), "code cell 2"),
    ("a name", 3, lambda s: s.replace("plot_title", "title"), "code cell 4"),
    ("a value formatted", 1, lambda s: s.replace(":.3f}", ":.2f}"), "code cell 2"),
    ("a value dropped", 1, lambda s: s.replace(" из {len(sim):,}", ""), "code cell 2"),
    ("a header's width", 1, lambda s: s.replace("'доля':>9", "'доля':>10"), "code cell 2"),
    ("a header's value", 1, lambda s: s.replace("{'доля':>9}", "{sim:>9}"), "code cell 2"),
    ("a card", 2, lambda s: s.replace("7♠ Т♣", "7♠ 6♣"), "code cell 3"),
    ("a card's order", 2, lambda s: s.replace("9♣ 6♦", "6♦ 9♣"), "code cell 3"),
    ("a Latin text", 3, lambda s: s.replace('"Кто выигрывает"', '"Who wins?"'), "code cell 4"),
    ("a tag", 2, None, "has tags"),
    ("a statement", 3, lambda s: s + "\nprint(share([1, 0]))", "statements in English"),
    ("another lang", 3, lambda s: s.replace("seed=3)", "seed=3, lang=which)"), "code cell 4"),
    ("another noun", 1, lambda s: s.replace("'game', case", "'deal', case"), "code cell 2"),
    ("no set_language", 0, lambda s: s.replace('pyanitsa_edu.set_language("ru")', ""),
     "must call set_language"),
    ("set_language later", 1, lambda s: s + '\nset_language("ru")', "only the first"),
]  # fmt: skip


@pytest.mark.parametrize(("what", "cell", "change", "needle"), DRIFTS, ids=[d[0] for d in DRIFTS])
def test_a_drifted_russian_twin_fails(
    tmp_path: Path, what: str, cell: int, change: object, needle: str
) -> None:
    english = _write(tmp_path / "lessons" / "01-first.ipynb", *ENGLISH)
    cells: list[str | tuple[str, list[str]]] = list(RUSSIAN)
    source, tags = (cells[cell], []) if isinstance(cells[cell], str) else cells[cell]
    assert isinstance(source, str)
    if change is None:
        cells[cell] = (source, [])  # the tag is lost
    else:
        assert callable(change)
        new = change(source)
        assert new != source, what
        cells[cell] = (new, list(tags))
    russian = _write(tmp_path / "lessons" / "ru" / "01-first.ipynb", *cells)
    problems = compare_twins(english, russian)
    assert problems and any(needle in p for p in problems), problems
    assert _track_problems(tmp_path) == problems


def test_a_label_naming_cards_among_words_may_be_translated() -> None:
    assert _reader_text("K♠ and Q♠", "К♠ и Д♠")
    assert not _reader_text("K♠ Q♠", "К♠ В♠")
    assert not _reader_text("K♠ and Q♠", "K♠ and J♠")


def test_missing_extra_and_doubled_twins_are_named(tmp_path: Path) -> None:
    _write(tmp_path / "lessons" / "01-first.ipynb", *ENGLISH)
    _write(tmp_path / "lessons" / "02-second.ipynb", *ENGLISH)
    _write(tmp_path / "lessons" / "ru" / "01-первый.ipynb", *RUSSIAN)
    _write(tmp_path / "lessons" / "ru" / "03-третий.ipynb", *RUSSIAN)
    problems = _track_problems(tmp_path)
    assert any("02-second.ipynb has no Russian twin" in p for p in problems), problems
    assert any("03-третий.ipynb has no English twin" in p for p in problems), problems
    _write(tmp_path / "lessons" / "ru" / "01-копия.ipynb", *RUSSIAN)
    assert any("share the number 01" in p for p in _track_problems(tmp_path))


def test_a_cell_added_or_removed_in_english_shows_up(tmp_path: Path) -> None:
    english = _write(tmp_path / "en" / "01-a.ipynb", *ENGLISH, "print(42)")
    russian = _write(tmp_path / "ru" / "01-a.ipynb", *RUSSIAN)
    assert any("5 code cells in English, 4 in Russian" in p for p in
               compare_twins(english, russian))  # fmt: skip


ENGLISH_NOTEBOOKS = sorted(
    path for english_dir, _ in TRACKS for path in (ROOT / english_dir).glob(NOTEBOOK)
)


def test_every_english_notebook_reads_and_twins_itself_once_set_to_russian(
    tmp_path: Path,
) -> None:
    """The rule can read every real notebook (magics included): each English notebook, with
    set_language("ru") added to its first code cell, is a faithful twin of itself."""
    assert len(ENGLISH_NOTEBOOKS) >= 30
    for path in ENGLISH_NOTEBOOKS:
        notebook = nbformat.read(path, as_version=4)
        first = next(cell for cell in notebook.cells if cell.cell_type == "code")
        first.source += '\nfrom pyanitsa_edu import set_language\nset_language("ru")'
        twin = tmp_path / path.parent.name / path.name
        twin.parent.mkdir(exist_ok=True)
        nbformat.write(notebook, twin)
        assert compare_twins(path, twin) == [], path
