"""A small shipped course and a private Jupyter trust database, for the ``course`` tests; a
JupyterLab started by ``python -m pyanitsa_edu lab``, for the ``lab`` tests."""

from __future__ import annotations

import json
import secrets
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

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


START_TIMEOUT_S = 180
"""How long JupyterLab may take to answer (a shared, loaded machine)."""


def _free_port() -> int:
    """Return a TCP port free on 127.0.0.1 now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def serving(command: list[str], cwd: Path, env: dict[str, str],
            logs: Path) -> Iterator[Callable[[str], Any]]:
    """Run ``command`` (``python -m pyanitsa_edu lab DIR``) in ``cwd`` with the options a test
    server needs (no browser, 127.0.0.1, a free port, a token), its output in a file in
    ``logs``; yield a function that GETs a path of its REST API as JSON; stop it afterwards."""
    port, token = _free_port(), secrets.token_hex(16)
    options = ["--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
               f"--IdentityProvider.token={token}", "--LabApp.news_url=None"]
    log = logs / f"lab-{port}.log"
    with log.open("wb") as out:
        server = subprocess.Popen([*command, *options], cwd=cwd, env=env, stdout=out,
                                  stderr=subprocess.STDOUT)

    def get(path: str) -> Any:
        request = urllib.request.Request(f"http://127.0.0.1:{port}/{path}",
                                         headers={"Authorization": f"token {token}"})
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.loads(answer.read())

    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            if server.poll() is not None:
                raise AssertionError(f"{command} exited with {server.returncode}:\n"
                                     f"{log.read_text(errors='replace')[-3000:]}")
            try:
                get("api/status")
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline:
                    raise AssertionError(f"{command} not answering after {START_TIMEOUT_S} s:\n"
                                         f"{log.read_text(errors='replace')[-3000:]}") from None
                time.sleep(0.5)
        yield get
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
