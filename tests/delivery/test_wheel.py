"""The built wheel, installed in a fresh venv: it carries the course, and ``course DIR`` works.

The wheel is built from a copy of the sources (so no stale ``build/`` folder leaks into it)
with ``pip wheel --no-deps --no-build-isolation`` and installed with ``--no-deps --no-index``:
nothing is downloaded. The fresh venv reaches the heavy dependencies (numpy, JupyterLab, …)
through a ``.pth`` line naming this venv's site-packages, a plain path, so this venv's
editable install of the checkout is not seen there: ``pyanitsa_edu`` comes from the wheel.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path

import nbformat
import pytest

pytestmark = [pytest.mark.delivery, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ["pyproject.toml", "setup.py", "README.md", "pyanitsa_edu", "lessons", "exercises"]
CORE = {"babel", "jupyterlab", "ipywidgets", "matplotlib", "numba", "numpy", "tqdm"}
TEST_TOOLS = {
    "pytest", "pytest-xdist", "hypothesis", "nbval", "playwright", "voila", "mypy", "ruff",
}
TIMEOUT_S = 600


@dataclass(frozen=True)
class Installed:
    """A wheel of the project installed in a fresh venv."""

    source: Path
    """The copy of the sources the wheel was built from."""
    wheel: Path
    python: Path
    """The fresh venv's interpreter."""


def _run(*args: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None) -> str:
    """Run a command; return its stdout, or fail the test with its output."""
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True,
        timeout=TIMEOUT_S, check=False,
    )
    if done.returncode != 0:
        pytest.fail(f"{args} exited with {done.returncode}:\n{done.stdout}\n{done.stderr}")
    return done.stdout


def _course_files(root: Path) -> set[str]:
    """Return the notebooks the course ships: lessons/**, exercises/* and the Russian student
    copies exercises/ru/*, hidden names skipped."""
    found = [*(root / "lessons").rglob("*.ipynb"), *(root / "exercises").glob("*.ipynb"),
             *(root / "exercises").glob("ru/*.ipynb")]
    relpaths = {p.relative_to(root).as_posix() for p in found}
    return {r for r in relpaths if not any(part.startswith(".") for part in r.split("/"))}


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    """Build the wheel from a copy of the sources and install it alone in a fresh venv."""
    base = tmp_path_factory.mktemp("delivery")
    source = base / "source"
    source.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", ".*", "*.egg-info", "build", "dist")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=ignore)
        else:
            shutil.copy2(ROOT / name, source / name)
    dist = base / "dist"
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
         "--disable-pip-version-check", "-q", "-w", dist, source)
    (wheel,) = dist.glob("pyanitsa_edu-*.whl")
    fresh = base / "venv"
    venv.create(fresh, with_pip=True)
    python = fresh / "bin" / "python"
    purelib = "import sysconfig; print(sysconfig.get_path('purelib'))"
    site = Path(_run(python, "-c", purelib).strip())
    (site / "project-dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    _run(python, "-m", "pip", "install", "--no-deps", "--no-index", "--disable-pip-version-check",
         "-q", wheel)
    yield Installed(source, wheel, python)


def test_the_wheel_carries_the_course(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = set(wheel.namelist())
        prefix = "pyanitsa_edu/_course/"
        shipped = {n.removeprefix(prefix) for n in names if n.startswith(prefix)}
        assert shipped == _course_files(installed.source)
        assert "lessons/00-demo.ipynb" in shipped
        for relpath in shipped:
            assert wheel.read(prefix + relpath) == (installed.source / relpath).read_bytes()
        package = installed.source / "pyanitsa_edu"
        modules = {p.relative_to(installed.source).as_posix() for p in package.rglob("*.py")}
        assert modules <= names
        assert "pyanitsa_edu/py.typed" in names
        # the compiled message catalogue, byte for byte the committed one
        mo = "pyanitsa_edu/i18n/locale/ru/LC_MESSAGES/pyanitsa_edu.mo"
        assert wheel.read(mo) == (installed.source / mo).read_bytes()
        # no compiled code: numba compiles on the first game and caches beside the modules
        assert not [n for n in names if "__pycache__" in n or n.endswith((".nbi", ".nbc"))]


def test_the_wheel_declares_its_dependencies_and_extras(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        (metadata_name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
        metadata = Parser().parsestr(wheel.read(metadata_name).decode())
    requires = metadata.get_all("Requires-Dist") or []
    plain = {r.split(";")[0].strip() for r in requires if "extra ==" not in r}
    assert plain == CORE
    test_extra = {r.split(";")[0].split(">")[0].strip() for r in requires
                  if 'extra == "test"' in r}
    assert test_extra >= TEST_TOOLS
    assert set(metadata.get_all("Provides-Extra") or []) >= {"test", "dev", "demo"}


def test_the_package_in_the_venv_is_the_wheel(installed: Installed, tmp_path: Path) -> None:
    code = (
        "import sys, pyanitsa_edu, pyanitsa_edu.pyanitsa.engine, pyanitsa_edu.analysis; "
        "from pyanitsa_edu.i18n import _; assert _('Draw', 'ru') == 'Ничья'; "
        "print(pyanitsa_edu.__file__); "
        "print(sorted({m.split('.')[0] for m in sys.modules} & "
        "{'ipywidgets', 'IPython', 'ipykernel', 'jupyterlab', 'matplotlib', 'nbformat'}))"
    )
    # Run outside the checkout: ``python -c`` puts the working folder first on sys.path.
    where, jupyter_modules = _run(installed.python, "-c", code, cwd=tmp_path).splitlines()
    assert Path(where).is_relative_to(installed.python.parents[1])
    assert jupyter_modules == "[]"  # the engine imports nothing from Jupyter


def test_course_command_copies_the_course_and_a_lesson_runs(
    installed: Installed, tmp_path: Path
) -> None:
    target = tmp_path / "my course"
    env = dict(os.environ, JUPYTER_DATA_DIR=str(tmp_path / "jupyter-data"))  # its own trust db
    out = _run(installed.python, "-m", "pyanitsa_edu", "course", target, cwd=tmp_path, env=env)
    copied = {line.split()[1] for line in out.splitlines() if line.startswith("  copied ")}
    assert copied == _course_files(installed.source)
    assert f"jupyter lab '{target}'" in out
    assert f"Trusted {len(copied)} notebook(s)" in out
    for relpath in copied:
        assert (target / relpath).read_bytes() == (installed.source / relpath).read_bytes()
    assert json.loads((target / ".pyanitsa-course.json").read_text())["files"].keys() == copied

    lesson = target / "lessons" / "00-demo.ipynb"
    nb = nbformat.read(lesson, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell("import pyanitsa_edu; print(pyanitsa_edu.__file__)"))
    nbformat.write(nb, lesson)
    again = _run(installed.python, "-m", "pyanitsa_edu", "course", target, cwd=tmp_path, env=env)
    assert "skipped  lessons/00-demo.ipynb" in again

    # The copied lesson runs in a kernel of the fresh venv, against the installed wheel.
    runner = (
        "import sys, nbformat; from nbclient import NotebookClient; "
        "nb = nbformat.read(sys.argv[1], as_version=4); "
        "NotebookClient(nb, timeout=300, kernel_name='python3').execute(); "
        "print(''.join(nb.cells[-1].outputs[0]['text']))"
    )
    printed = _run(installed.python, "-c", runner, lesson, cwd=lesson.parent)
    assert Path(printed.strip()).is_relative_to(installed.python.parents[1])
