"""Each statistical formula has one home, and no module of the package writes it again.

z, the binomial distribution and its tails, the standard error of a share, the Wald and Wilson
intervals and their exact coverage live in ``analysis/stats.py``; the power of a test in
``analysis/power.py``. A module elsewhere that writes a z constant (1.96, 1.959 96…, 1.645, …),
a binomial probability from ``comb``/``lgamma``/``factorial`` and powers of ``1 − p``, the
standard error √(p(1 − p)/n), the Wilson centre's z²/(2n), or defines a function by one of the
homes' names, fails here. (Lessons may write their own short probability functions in
Norvig's style; the scan reads the package only.)
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import pyanitsa_edu

PACKAGE = Path(pyanitsa_edu.__file__).parent
STATS = PACKAGE / "analysis" / "stats.py"
POWER = PACKAGE / "analysis" / "power.py"
HOMES = {
    STATS: {"binomial_pmf", "binomial_at_least", "binomial_at_most", "share_se", "wald_band",
            "wald_interval", "wilson_band", "wilson_interval", "exact_coverage",
            "normal_quantile", "mean_half_width"},
    POWER: {"exact_power", "normal_power", "hands_needed"},
}
"""Each home and the functions only it defines."""
QUANTILES = (1.2816, 1.6449, 1.96, 2.3263, 2.5758)
"""Normal quantiles of the usual levels (90 %, 95 %, 97.5 %, 99 %, 99.5 %), as written."""


def _is_one_minus(node: ast.AST) -> bool:
    """True for ``1 - x``."""
    return (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub)
            and isinstance(node.left, ast.Constant) and node.left.value == 1)


def _calls(node: ast.AST, names: set[str]) -> bool:
    """True when ``node`` calls a function named one of ``names`` (``comb``, ``math.comb``)."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            func = sub.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in names:
                return True
    return False


def _p_times_one_minus_p(node: ast.AST) -> bool:
    """True for ``p * (1 - p)`` (either order), alone or divided by something."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
        node = node.left
    return (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)
            and (_is_one_minus(node.left) or _is_one_minus(node.right)))


def _name(path: Path) -> str:
    """Return ``path`` inside the package, or its file name."""
    return str(path.relative_to(PACKAGE)) if path.is_relative_to(PACKAGE) else path.name


def written_formulas(path: Path) -> list[str]:
    """Return where ``path`` writes one of the homes' formulas."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        where = f"{_name(path)}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Constant) and type(node.value) is float and any(
                abs(node.value - q) < 0.0015 for q in QUANTILES):
            found.append(f"{where}: the z constant {node.value}")
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for home, names in HOMES.items():
                if path != home and node.name in names:
                    found.append(f"{where}: {node.name}, whose home is {home.name}")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            powers = [sub for sub in ast.walk(node) if isinstance(sub, ast.BinOp)
                      and isinstance(sub.op, ast.Pow) and _is_one_minus(sub.left)]
            if powers and _calls(node, {"comb", "lgamma", "factorial", "gammaln"}):
                found.append(f"{where}: a binomial probability")
        if isinstance(node, ast.Call) and _calls(node, {"sqrt"}) and node.args and (
                _p_times_one_minus_p(node.args[0])):
            found.append(f"{where}: the standard error of a share")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow)
                and isinstance(node.right, ast.Constant) and node.right.value == 0.5
                and _p_times_one_minus_p(node.left)):
            found.append(f"{where}: the standard error of a share")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div)
                and isinstance(node.left, ast.BinOp)
                and (isinstance(node.left.op, ast.Pow) or ast.unparse(node.left) == "z * z")
                and isinstance(node.right, ast.BinOp) and isinstance(node.right.op, ast.Mult)
                and isinstance(node.right.left, ast.Constant) and node.right.left.value in (2, 4)
                and "z" in ast.unparse(node.left).lower()):
            found.append(f"{where}: the Wilson interval's z²/(2n)")
    return found


def test_no_module_but_a_home_writes_a_formula() -> None:
    sources = sorted(PACKAGE.rglob("*.py"))
    assert STATS in sources and POWER in sources and len(sources) > 50
    found = [hit for path in sources if path not in HOMES for hit in written_formulas(path)]
    found += [hit for path in HOMES for hit in written_formulas(path)
              if "whose home" in hit or (path == POWER and "z constant" in hit)]
    assert found == []


def test_the_homes_hold_the_formulas_the_scan_looks_for() -> None:
    """The scan is not blind: it finds in the homes what it forbids elsewhere."""
    hits = " ".join(written_formulas(STATS))
    for kind in ("the z constant 1.959963984540054", "a binomial probability",
                 "the standard error of a share", "the Wilson interval's z²/(2n)"):
        assert kind in hits, kind


@pytest.mark.parametrize("source", [
    "Z = 1.96\n",
    "z = 1.959964\n",
    "one_sided = 1.645\n",
    "def p(k, n, q):\n    return math.comb(n, k) * q**k * (1 - q) ** (n - k)\n",
    "def p(k, n, q):\n    return exp(lgamma(n + 1) - lgamma(k + 1)) * (1 - q) ** (n - k)\n",
    "se = math.sqrt(p * (1 - p) / n)\n",
    "sd = np.sqrt(p_hat * (1 - p_hat))\n",
    "sd = (p * (1 - p)) ** 0.5\n",
    "centre = (p + z * z / (2 * n)) / (1 + z * z / n)\n",
    "centre = (p + z**2 / (2 * n)) / (1 + z**2 / n)\n",
    "def wald_band(k, n):\n    return k, n\n",
    "def exact_power(p, n):\n    return p\n",
])
def test_the_scan_finds_a_formula_written_again(tmp_path: Path, source: str) -> None:
    module = tmp_path / "copy.py"
    module.write_text(source, encoding="utf-8")
    assert written_formulas(module), source


def test_the_scan_leaves_other_formulas_alone(tmp_path: Path) -> None:
    """A geometric chance, a hypergeometric one, a plot's margin and a tolerance in ulps are
    not the homes' formulas."""
    sources = [
        "g = (1 - p) ** (k - 1) * p\n",
        "h = math.comb(u - w, d - w) / math.comb(u, d)\n",
        "width = 2.5\n",
        "ok = abs(x - y) < 1.4\n",
    ]
    module = tmp_path / "copy.py"
    for source in sources:
        module.write_text(source, encoding="utf-8")
        assert written_formulas(module) == [], source
