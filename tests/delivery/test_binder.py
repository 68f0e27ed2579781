"""The Binder-style launch configuration (binder/, read by repo2docker): it installs this
checkout with the demo extra on a Python the package supports, and its postBuild script trusts
the course's notebooks so their saved widgets show before running, and prepares the game engine
so the first lesson starts at once. The launchers (the README's badges, the book's links) come
from one setting, and none shows while it is unset.

repo2docker itself is not a test dependency (``repo2docker --no-build --debug .`` prints the
Dockerfile it would build; see docs/notebooks.md)."""

from __future__ import annotations

import importlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbformat.sign import NotebookNotary

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"


def _lines(name: str) -> list[str]:
    """Return the lines of ``binder/NAME`` that are not blank or comments."""
    text = (BINDER / name).read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and line[0] != "#"]


def test_requirements_install_the_checkout_with_the_demo_extra() -> None:
    assert _lines("requirements.txt") == [".[demo]"]
    assert "demo = [" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_runtime_is_a_python_the_package_supports() -> None:
    (runtime,) = _lines("runtime.txt")
    match = re.fullmatch(r"python-3\.(\d+)", runtime)
    assert match is not None, runtime
    minimum = re.search(r'requires-python = ">=3\.(\d+)"',
                        (ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert minimum is not None and int(match.group(1)) >= int(minimum.group(1))


def test_post_build_trusts_every_course_notebook_and_prepares_the_engine(tmp_path: Path) -> None:
    post_build = BINDER / "postBuild"
    assert os.access(post_build, os.X_OK)
    repo = tmp_path / "repo"
    for folder in ("lessons", "exercises"):
        shutil.copytree(ROOT / folder, repo / folder,
                        ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    data = tmp_path / "jupyter-data"
    jupyter_bin = Path(sys.executable).parent / "jupyter"  # this venv's, as on Binder
    env = dict(os.environ, JUPYTER_DATA_DIR=str(data), NUMBA_CACHE_DIR=str(tmp_path / "cache"),
               PATH=f"{jupyter_bin.parent}{os.pathsep}{os.environ.get('PATH', '')}")
    subprocess.run([str(post_build)], cwd=repo, env=env, check=True, timeout=900)
    cached = {p.name.split("-")[0] for p in (tmp_path / "cache").rglob("*.nbi")}
    assert {"kernel.play_pairs", "kernel.play_games", "kernel.play_one_trick"} <= cached
    notary = NotebookNotary(data_dir=str(data))
    notebooks = sorted(repo.glob("lessons/**/*.ipynb")) + sorted(repo.glob("exercises/**/*.ipynb"))
    assert notebooks
    untrusted = [p.relative_to(repo).as_posix() for p in notebooks
                 if not notary.check_signature(nbformat.read(p, as_version=4))]
    assert untrusted == []


# --- the launchers: one setting, the repository's address in pyproject.toml ----------------

TOOLS = ROOT / "tools"
ADDRESS = "https://github.com/example-school/pyanitsa_edu"


def _tool(name: str, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Return a module of tools/ (not a package: its folder goes on the path, as for a script)."""
    monkeypatch.syspath_prepend(str(TOOLS))
    return importlib.import_module(name)


def test_the_readme_badges_follow_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    launchers = _tool("launchers", monkeypatch)
    assert launchers.main(["--check"]) == 0
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    if launchers.repository() is None:  # no launcher shown until the address is set
        assert "mybinder.org" not in readme
    assert not re.search(r"\]\([^)]*OWNER", readme)  # no link to a placeholder, ever


def test_the_badges_and_the_book_links_are_made_from_the_address(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    launchers = _tool("launchers", monkeypatch)
    base = launchers.binder_base(ADDRESS)
    assert base == "https://mybinder.org/v2/gh/example-school/pyanitsa_edu/main"
    assert launchers.binder_base(ADDRESS + ".git") == base
    with pytest.raises(launchers.LauncherError, match="GitHub"):
        launchers.binder_base("https://example.org/pyanitsa_edu")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    written = launchers.written(readme, base)
    assert (f"({base}?urlpath=lab/tree/lessons/00-demo.ipynb)" in written
            and f"({base}?urlpath=voila/render/lessons/00-demo.ipynb)" in written)
    assert launchers.written(written, None) == launchers.written(readme, None)
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(f'[project]\nname = "x"\n[project.urls]\nRepository = "{ADDRESS}"\n',
                         encoding="utf-8")
    assert launchers.repository(pyproject) == ADDRESS


def _staged_binder_links(stage_book: Any, dest: Path) -> dict[str, list[str]]:
    """Stage the book into ``dest``; return the Binder links of each staged file that has one."""
    stage_book.stage(dest)
    found = {}
    for path in sorted(dest.rglob("*")):
        if path.suffix in (".md", ".ipynb"):
            links = re.findall(r"https://mybinder\.org/[^)\s\"\\]+", path.read_text("utf-8"))
            if links or "Binder" in path.read_text("utf-8"):
                found[path.relative_to(dest).as_posix()] = links
    return found


def test_the_book_offers_binder_exactly_when_the_address_is_set(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    stage_book = _tool("stage_book", monkeypatch)
    monkeypatch.setattr(stage_book, "repository", lambda: None)
    assert _staged_binder_links(stage_book, tmp_path / "unset") == {}
    monkeypatch.setattr(stage_book, "repository", lambda: ADDRESS)
    found = _staged_binder_links(stage_book, tmp_path / "set")
    base = "https://mybinder.org/v2/gh/example-school/pyanitsa_edu/main?urlpath=lab/tree/"
    assert found["en/index.md"] == [base + "lessons"] and found["ru/index.md"] == [base + "lessons"]
    assert found["en/lessons/01-rules-and-a-first-deal.ipynb"] == [
        base + "lessons/01-rules-and-a-first-deal.ipynb"]
    assert found["ru/lessons/01-rules-and-a-first-deal.ipynb"] == [
        base + "lessons/ru/01-rules-and-a-first-deal.ipynb"]
