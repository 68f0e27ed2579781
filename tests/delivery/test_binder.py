"""The Binder-style launch configuration (binder/, read by repo2docker): it installs this
checkout with the demo extra on a Python the package supports, and its postBuild script trusts
the course's notebooks so their saved widgets show before running.

repo2docker itself is not a test dependency (``repo2docker --no-build --debug .`` prints the
Dockerfile it would build; see docs/notebooks.md)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
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


def test_post_build_trusts_every_course_notebook(tmp_path: Path) -> None:
    post_build = BINDER / "postBuild"
    assert os.access(post_build, os.X_OK)
    repo = tmp_path / "repo"
    for folder in ("lessons", "exercises"):
        shutil.copytree(ROOT / folder, repo / folder,
                        ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    data = tmp_path / "jupyter-data"
    jupyter_bin = Path(sys.executable).parent / "jupyter"  # this venv's, as on Binder
    env = dict(os.environ, JUPYTER_DATA_DIR=str(data),
               PATH=f"{jupyter_bin.parent}{os.pathsep}{os.environ.get('PATH', '')}")
    subprocess.run([str(post_build)], cwd=repo, env=env, check=True, timeout=300)
    notary = NotebookNotary(data_dir=str(data))
    notebooks = sorted(repo.glob("lessons/**/*.ipynb")) + sorted(repo.glob("exercises/**/*.ipynb"))
    assert notebooks
    untrusted = [p.relative_to(repo).as_posix() for p in notebooks
                 if not notary.check_signature(nbformat.read(p, as_version=4))]
    assert untrusted == []
