"""A small shipped course and a private Jupyter trust database, for the ``course`` tests."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbformat.sign import NotebookNotary


def shipped_course(tmp_path: Path) -> Path:
    """Return a small course folder: lessons with a subfolder, exercises with solutions, a Russian
    track of exercises with its own solutions, checkpoints."""
    root = tmp_path / "shipped"
    files = {
        "lessons/00-demo.ipynb": "demo",
        "lessons/01-first.ipynb": "first",
        "lessons/ru/01-first.ipynb": "первый",
        "lessons/.ipynb_checkpoints/01-first-checkpoint.ipynb": "checkpoint",
        "lessons/notes.txt": "not a notebook",
        "exercises/01-first.ipynb": "student copy",
        "exercises/solutions/01-first.ipynb": "solution",
        "exercises/ru/01-first.ipynb": "копия для ученика",
        "exercises/ru/solutions/01-first.ipynb": "решение",
    }
    for relpath, text in files.items():
        (root / relpath).parent.mkdir(parents=True, exist_ok=True)
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(text)])
        nbformat.write(nb, root / relpath)
    return root


@pytest.fixture(autouse=True)
def own_trust_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep the notebook signatures of these tests out of the user's Jupyter data folder."""
    data = tmp_path / "jupyter-data"
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(data))
    return data


def is_trusted(path: Path, data: Path) -> bool:
    """Return whether the notebook at ``path`` is signed in the trust database in ``data``
    (never, when nothing was ever signed there)."""
    if not (data / "nbsignatures.db").exists():
        return False
    notary = NotebookNotary(data_dir=str(data))
    return bool(notary.check_signature(nbformat.read(path, as_version=4)))
