"""``make lab`` (``python -m pyanitsa_edu lab .`` in the checkout) serves the course without the
exercises' solutions in JupyterLab's file browser; ``make lab-teacher`` (``--solutions``) shows
them. JupyterLab is started for real, as root too (the command adds ``--allow-root``)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from .course_helpers import serving

pytestmark = [pytest.mark.delivery, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]


def _env(tmp_path: Path) -> dict[str, str]:
    """Return an environment whose Jupyter state is in ``tmp_path``."""
    env = dict(os.environ)
    for name in ("JUPYTER_DATA_DIR", "JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR",
                 "JUPYTERLAB_WORKSPACES_DIR", "JUPYTERLAB_SETTINGS_DIR", "IPYTHONDIR"):
        env[name] = str(tmp_path / name.lower())
    return env


def _names(listing: dict[str, list[dict[str, str]]]) -> set[str]:
    return {item["name"] for item in listing["content"]}


@pytest.mark.parametrize("solutions", [False, True], ids=["make lab", "make lab-teacher"])
def test_the_checkout_hides_the_solutions_unless_the_teacher_asks(
    solutions: bool, tmp_path: Path
) -> None:
    command = [sys.executable, "-m", "pyanitsa_edu", "lab", *(["--solutions"] * solutions), "."]
    with serving(command, cwd=ROOT, env=_env(tmp_path), logs=tmp_path) as get:
        exercises, russian = _names(get("api/contents/exercises")), _names(
            get("api/contents/exercises/ru"))
        assert "01-rules-and-a-first-deal.ipynb" in exercises
        assert ("solutions" in exercises) is solutions
        assert ("solutions" in russian) is solutions
        assert "lessons" in _names(get("api/contents"))
