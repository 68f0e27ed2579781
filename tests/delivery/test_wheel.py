"""The built wheel, installed in a fresh venv by the README's own commands: it carries the
course, and ``course DIR`` and ``lab DIR`` work as the README says.

The README's wheel route (the block under "From a wheel") is run command by command in a copy
of the sources (so no stale ``build/`` folder leaks into the wheel), with what keeps it
offline added: ``pip wheel`` gets ``--no-build-isolation --no-index``, ``pip install`` gets
``--no-deps --no-index``, and the fresh venv reaches the heavy dependencies (numpy,
JupyterLab, …) through a ``.pth`` line naming this venv's site-packages, a plain path, so this
venv's editable install of the checkout is not seen there: ``pyanitsa_edu`` comes from the
wheel. ``lab`` gets ``--no-browser``, a free port and a token, and is stopped once it answers.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import time
import venv
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path

import nbformat
import pytest

from lesson_calls import EVERY_LESSON_CALL, LESSON_CALLS
from pyanitsa_edu.app.course import DOCS

from .course_helpers import serving

pytestmark = [pytest.mark.delivery, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ["pyproject.toml", "setup.py", "README.md", "pyanitsa_edu", "lessons", "exercises",
           "docs"]
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
    route: list[list[str]]
    """The README's wheel route, command by command."""


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
    """Return the files the course ships: lessons/**, exercises/* and the Russian student
    copies exercises/ru/* (hidden names skipped), and the documents they link to."""
    found = [*(root / "lessons").rglob("*.ipynb"), *(root / "exercises").glob("*.ipynb"),
             *(root / "exercises").glob("ru/*.ipynb")]
    relpaths = {p.relative_to(root).as_posix() for p in found}
    notebooks = {r for r in relpaths if not any(part.startswith(".") for part in r.split("/"))}
    return notebooks | set(DOCS)


def _solution_files(root: Path) -> set[str]:
    """Return the solution notebooks the wheel carries for ``assignments`` (both tracks)."""
    found = [*(root / "exercises").glob("solutions/*.ipynb"),
             *(root / "exercises").glob("ru/solutions/*.ipynb")]
    return {p.relative_to(root).as_posix() for p in found}


def readme_route() -> list[list[str]]:
    """Return the README's wheel route: the commands of the block under "From a wheel"."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```sh\n(.*?)```", text[text.index("**From a wheel**"):], re.S)
    assert block is not None, "the README's wheel route has no ```sh block"
    return [shlex.split(line) for line in block.group(1).splitlines() if line.strip()]


def _site_packages(python: Path) -> Path:
    """Return the site-packages folder of a venv's interpreter."""
    purelib = "import sysconfig; print(sysconfig.get_path('purelib'))"
    return Path(_run(python, "-c", purelib).strip())


def _reach_dependencies(python: Path) -> None:
    """Let a fresh venv import this venv's packages (not its editable pyanitsa_edu)."""
    (_site_packages(python) / "project-dependencies.pth").write_text(
        sysconfig.get_path("purelib") + "\n")


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    """Build the wheel in a copy of the sources and install it alone in a fresh venv, as the
    README's first three commands do."""
    source = tmp_path_factory.mktemp("delivery") / "source"
    source.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", ".*", "*.egg-info", "build", "dist")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=ignore)
        else:
            shutil.copy2(ROOT / name, source / name)
    route = readme_route()
    build, make_venv, install = route[:3]
    assert build[:2] == ["pip", "wheel"] and make_venv == ["python", "-m", "venv", "course-env"]
    assert install[1:2] == ["install"]
    _run(sys.executable, "-m", *build, "--no-build-isolation", "--no-index", "-q", cwd=source)
    _run(sys.executable, *make_venv[1:], cwd=source)
    python = source / "course-env" / "bin" / "python"
    _reach_dependencies(python)
    _run(source / install[0], *install[1:], "--no-deps", "--no-index", "-q", cwd=source)
    (wheel,) = (source / "dist").glob("pyanitsa_edu-*.whl")
    assert Path(install[2]).name == wheel.name
    yield Installed(source, wheel, python, route)


def test_the_wheel_carries_the_course(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = set(wheel.namelist())
        prefix = "pyanitsa_edu/_course/"
        shipped = {n.removeprefix(prefix) for n in names if n.startswith(prefix)}
        solutions = _solution_files(installed.source)
        assert len(solutions) == 50
        assert shipped == _course_files(installed.source) | solutions
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


def test_the_wheel_makes_the_assignments_of_both_tracks(installed: Installed,
                                                        tmp_path: Path) -> None:
    for lang in ("en", "ru"):
        folder = tmp_path / lang
        _run(installed.python, "-m", "pyanitsa_edu", "assignments", folder, "--lang", lang,
             cwd=tmp_path)
        made = sorted(p.name for p in (folder / "source").glob("*/*.ipynb"))
        assert made == sorted(p.name for p in (installed.source / "exercises" / "solutions")
                              .glob("*.ipynb"))
        assert (folder / "nbgrader_config.py").is_file()


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
    assert set(metadata.get_all("Provides-Extra") or []) >= {"test", "dev", "demo", "teacher"}
    assert 'nbgrader==0.9.6; extra == "teacher"' in requires


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


def _relative_links(notebook: Path) -> list[str]:
    """Return the relative links of a notebook's markdown cells (markdown and HTML), without
    their ``#fragment``."""
    links = []
    for cell in nbformat.read(notebook, as_version=4).cells:
        if cell.cell_type == "markdown":
            found = re.findall(r"\]\(([^)\s]+)\)|(?:href|src)=\"([^\"]+)\"", cell.source)
            links += [a or b for a, b in found]
    return [link.split("#")[0] for link in links
            if link.split("#")[0] and not re.match(r"[a-z][a-z0-9+.-]*:", link)]


def _jupyter_env(tmp_path: Path) -> dict[str, str]:
    """Return an environment whose Jupyter state is in ``tmp_path`` and whose numba cache is
    the one the installation chooses."""
    env = dict(os.environ)
    for name in ("NUMBA_CACHE_DIR", "PYANITSA_LANG", "PYTHONPATH"):
        env.pop(name, None)
    for name in ("JUPYTER_DATA_DIR", "JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR",
                 "JUPYTERLAB_WORKSPACES_DIR", "JUPYTERLAB_SETTINGS_DIR", "IPYTHONDIR",
                 "MPLCONFIGDIR"):
        env[name] = str(tmp_path / "jupyter" / name.lower())
    return env


def _wait_for(pattern: str, folder: Path, timeout_s: float) -> None:
    """Wait until a file matching ``pattern`` is in ``folder``; fail after ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while not list(folder.glob(pattern)):
        if time.monotonic() > deadline:
            pytest.fail(f"no {pattern} in {folder} after {timeout_s:.0f} s")
        time.sleep(1)


def test_the_readme_route_gives_a_working_course(installed: Installed, tmp_path: Path) -> None:
    env = _jupyter_env(tmp_path)
    course, lab = installed.route[3:]
    assert course[1:] == ["-m", "pyanitsa_edu", "course", "my-course"], course
    assert lab[1:] == ["-m", "pyanitsa_edu", "lab", "my-course"], lab
    assert course[0] == lab[0] == "course-env/bin/python"
    target = installed.source / "my-course"
    out = _run(installed.source / course[0], *course[1:], cwd=installed.source, env=env)
    copied = {line.split()[1] for line in out.splitlines() if line.startswith("  copied ")}
    assert copied == _course_files(installed.source)
    notebooks = [relpath for relpath in copied if relpath.endswith(".ipynb")]
    assert f"-m pyanitsa_edu lab {target}" in out
    assert f"Trusted {len(notebooks)} notebook(s)" in out
    assert "Preparing the game engine in the background" in out
    for relpath in copied:
        assert (target / relpath).read_bytes() == (installed.source / relpath).read_bytes()
    assert json.loads((target / ".pyanitsa-course.json").read_text())["files"].keys() == copied

    # no answer key in a student's folder, and every link of every notebook resolves there
    assert not [p for p in target.rglob("*") if "solutions" in p.name]
    broken = [f"{relpath}: {link}" for relpath in notebooks
              for link in _relative_links(target / relpath)
              if not (target / relpath).parent.joinpath(link).resolve().is_file()]
    assert broken == []
    assert sum(len(_relative_links(target / relpath)) for relpath in notebooks) > 50

    # the game engine was prepared in the background: a lesson's calls compile nothing
    package = _site_packages(installed.python) / "pyanitsa_edu"
    engine = package / "pyanitsa" / "engine" / "__pycache__"
    _wait_for("kernel.play_one_trick-*.nbi", engine, timeout_s=600)
    calls = LESSON_CALLS.format(calls=EVERY_LESSON_CALL)
    done = subprocess.run([str(installed.python), "-c", calls, "ru"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT_S, check=True)
    assert json.loads(done.stdout) == [] and done.stderr == ""

    # `lab my-course` serves the course (as root too: it adds --allow-root)
    with serving([str(installed.source / lab[0]), *lab[1:]], cwd=installed.source, env=env,
                 logs=tmp_path) as get:
        names = {item["name"] for item in get("api/contents")["content"]}
        assert {"lessons", "exercises", "docs"} <= names
        lessons = {item["name"] for item in get("api/contents/lessons")["content"]}
        assert "00-demo.ipynb" in lessons

    # a changed notebook is kept; the copied lesson runs in a kernel of the fresh venv
    lesson = target / "lessons" / "00-demo.ipynb"
    nb = nbformat.read(lesson, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell("import pyanitsa_edu; print(pyanitsa_edu.__file__)"))
    nbformat.write(nb, lesson)
    again = _run(installed.source / course[0], *course[1:], "--no-warm", cwd=installed.source,
                 env=env)
    assert "skipped  lessons/00-demo.ipynb" in again
    runner = (
        "import sys, nbformat; from nbclient import NotebookClient; "
        "nb = nbformat.read(sys.argv[1], as_version=4); "
        "NotebookClient(nb, timeout=300, kernel_name='python3').execute(); "
        "print(''.join(nb.cells[-1].outputs[0]['text']))"
    )
    printed = _run(installed.python, "-c", runner, lesson, cwd=lesson.parent, env=env)
    assert Path(printed.strip()).is_relative_to(installed.python.parents[1])


def test_an_installation_that_cannot_hold_the_cache_keeps_it_in_the_users_folder(
    installed: Installed, tmp_path: Path
) -> None:
    """A read-only installation (a school's system-wide one): numba cannot write beside the
    package, so the warm step caches in the user's cache folder, where lessons find it. Root
    may write anywhere, so "cannot write" is made by a file where numba's folder would be."""
    fresh = tmp_path / "system-env"
    venv.create(fresh, with_pip=True)
    python = fresh / "bin" / "python"
    _reach_dependencies(python)
    _run(python, "-m", "pip", "install", "--no-deps", "--no-index", "--disable-pip-version-check",
         "-q", installed.wheel)
    engine = _site_packages(python) / "pyanitsa_edu" / "pyanitsa" / "engine"
    shutil.rmtree(engine / "__pycache__", ignore_errors=True)
    (engine / "__pycache__").write_text("not a folder", encoding="utf-8")
    env = _jupyter_env(tmp_path)
    env["XDG_CACHE_HOME"] = str(tmp_path / "user-cache")
    report = _run(python, "-m", "pyanitsa_edu", "warm", "--quiet", cwd=tmp_path, env=env)
    assert report == ""
    report = _run(python, "-m", "pyanitsa_edu", "warm", cwd=tmp_path, env=env)
    assert f"numba keeps it in {tmp_path / 'user-cache' / 'numba'}" in report
    assert list((tmp_path / "user-cache" / "numba").rglob("kernel.play_pairs-*.nbi"))
    calls = LESSON_CALLS.format(calls=EVERY_LESSON_CALL)
    done = subprocess.run([str(python), "-c", calls, "en"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT_S, check=True)
    assert json.loads(done.stdout) == [] and done.stderr == ""
