"""axe-core, the WCAG checker, run on pages the browser tests open.

The copy is the npm registry's tarball pinned in ``tests/browser/vendor.json`` (version and
sha512), fetched and checked by ``tools/book_assets.py`` and cached in ``build/book-cache/``
(``make install`` fetches it, so the tests need no network). :func:`check` injects it into a
page, runs it on the parts of the page that are the course's own markup, and returns the
violations of impact "critical" or "serious"; the rules run are axe's defaults plus
``label-content-name-mismatch`` (WCAG 2.5.3, experimental in axe, so off by default).
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
PINS = Path(__file__).with_name("vendor.json")
BLOCKING = ("critical", "serious")
"""The impacts a test fails on."""
EXTRA_RULES = ("label-content-name-mismatch",)
"""Rules axe leaves off by default that the tests turn on."""


@dataclass(frozen=True)
class Violation:
    """One rule axe found broken, with the elements that break it."""

    rule: str
    impact: str
    help: str
    targets: tuple[str, ...]
    """CSS selectors of the elements (at most five)."""
    summary: str
    """axe's account of how the first element fails."""

    def __str__(self) -> str:
        where = "; ".join(self.targets)
        head = f"{self.rule} ({self.impact}, {self.help}) ×{len(self.targets)}: {where}"
        return f"{head}\n    {self.summary}"


def _assets() -> Any:
    """Return ``tools/book_assets.py`` (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("book_assets", ROOT / "tools" / "book_assets.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


@cache
def source() -> str:
    """Return the pinned ``axe.min.js`` (from the cache, else fetched once and checked)."""
    assets = _assets()
    (package,) = assets.load_pins(PINS)
    data = assets.tarball(package)
    text: str = assets.member(package, data, "axe.min.js").decode("utf-8")
    return text


def version() -> str:
    """Return the pinned axe-core version."""
    (package,) = _assets().load_pins(PINS)
    return str(package.version)


def run(page: Page, include: list[str] | None = None,
        exclude: list[str] | None = None) -> list[Violation]:  # fmt: skip
    """Run axe on ``page`` (on the elements matching ``include``, if given, minus ``exclude``);
    return every violation."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(content=source())
    assert page.evaluate("() => axe.version") == version()
    context: dict[str, Any] = {}
    if include:
        context["include"] = [[selector] for selector in include]
    if exclude:
        context["exclude"] = [[selector] for selector in exclude]
    found = page.evaluate(
        """async ([context, extra]) => {
            const options = {rules: Object.fromEntries(extra.map(r => [r, {enabled: true}]))};
            const result = await axe.run(Object.keys(context).length ? context : document, options);
            return result.violations.map(v => ({
                rule: v.id, impact: v.impact || "", help: v.help,
                targets: v.nodes.slice(0, 5).map(n => n.target.join(" ")),
                summary: (v.nodes[0] && v.nodes[0].failureSummary || "").slice(0, 300),
            }));
        }""",
        [context, list(EXTRA_RULES)],
    )
    return [
        Violation(v["rule"], v["impact"], v["help"], tuple(v["targets"]), v["summary"])
        for v in found
    ]


def check(page: Page, include: list[str] | None = None,
          exclude: list[str] | None = None) -> list[Violation]:  # fmt: skip
    """Return the critical and serious violations axe finds (see :func:`run`)."""
    return [v for v in run(page, include, exclude) if v.impact in BLOCKING]


def report(violations: list[Violation]) -> str:
    """Return the violations as lines for an assertion message."""
    return "\n".join(str(v) for v in violations)
