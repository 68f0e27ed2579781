"""Session fixtures for real-browser tests: a throw-away JupyterLab server and headless Chromium.

Fixtures:
- ``lab_server`` (session): a ``LabServer`` on 127.0.0.1 with its own token, root folder and
  Jupyter state folders (its own notebook-trust database too); killed at teardown.
- ``browser`` (session): Playwright Chromium from ``/usr/bin/chromium``.
- ``page`` (function): a fresh browser context and page (1400x900, 60 s default timeout);
  a failing test leaves ``tests/screenshots/FAILED-<test>.png``.

Helper: ``is_local(url)`` tells whether a request stays on this machine.

Without ``/usr/bin/chromium`` or an importable ``playwright`` the browser tests are skipped,
unless ``PYANITSA_REQUIRE_BROWSER=1`` is set (as in CI): then they fail.
Every test in this folder gets the ``browser`` marker (deselect with ``-m "not browser"``).
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn
from urllib.parse import urlsplit

import pytest

from .lab import TIMEOUT_MS, LabServer, screenshot

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
START_TIMEOUT_S = 60.0
REQUIRE_ENV = "PYANITSA_REQUIRE_BROWSER"
LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}

# JupyterLab user settings for the test server: no news pop-up, every cell attached to the DOM.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
}


def _skip_or_fail(reason: str) -> NoReturn:
    """Skip the test, or fail it when ``PYANITSA_REQUIRE_BROWSER=1``."""
    if os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(f"{reason} ({REQUIRE_ENV}=1, so browser tests may not skip)", pytrace=False)
    pytest.skip(reason)


def _require_browser_tools() -> None:
    """Skip (or fail, see ``_skip_or_fail``) unless Chromium and Playwright are both available."""
    if not CHROMIUM.exists():
        _skip_or_fail(f"{CHROMIUM} is missing: apt-get install -y chromium")
    if importlib.util.find_spec("playwright") is None:
        _skip_or_fail("playwright is not importable: pip install -e '.[dev]'")


def is_local(url: str) -> bool:
    """Whether ``url`` stays on this machine (loopback hosts, local files, or the page's own
    blob/data)."""
    if url.startswith(("data:", "file:", "blob:http://127.0.0.1:", "blob:http://localhost:")):
        return True
    return urlsplit(url).hostname in LOCAL_HOSTS


def _free_port() -> int:
    """Return a TCP port on 127.0.0.1 that is free right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _log_tail(log: Path, lines: int = 40) -> str:
    """Return the last lines of the server log, for error messages."""
    try:
        return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


def _wait_ready(proc: subprocess.Popen[bytes], server: LabServer) -> None:
    """Poll ``/api/status`` until the server answers; fail if it dies or takes too long."""
    url = f"{server.base_url}/api/status?token={server.token}"
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(
                f"jupyter lab exited with code {proc.returncode}:\n{_log_tail(server.log)}",
                pytrace=False,
            )
        try:
            with urllib.request.urlopen(url, timeout=5) as resp:
                if resp.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.25)
    pytest.fail(
        f"jupyter lab not ready after {START_TIMEOUT_S:.0f} s:\n{_log_tail(server.log)}",
        pytrace=False,
    )


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop the server and its kernels (its whole process group): TERM, then KILL."""
    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    except ProcessLookupError:
        pass


NBGRADER_SERVER_EXTENSIONS = tuple(f"nbgrader.server_extensions.{name}" for name in (
    "formgrader", "validate_assignment", "assignment_list", "course_list"))
"""nbgrader's server extensions, which the browser tests turn off."""


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """A JupyterLab server on 127.0.0.1 serving a temporary root folder."""
    _require_browser_tools()  # no use starting a server for tests that will skip
    base = tmp_path_factory.mktemp("jupyterlab")
    root = base / "root"
    state = base / "state"
    root.mkdir()
    env = dict(os.environ)
    for var in (
        "JUPYTER_DATA_DIR",
        "JUPYTER_CONFIG_DIR",
        "JUPYTER_RUNTIME_DIR",
        "JUPYTERLAB_WORKSPACES_DIR",
        "JUPYTERLAB_SETTINGS_DIR",
        "IPYTHONDIR",
        "MPLCONFIGDIR",
    ):
        path = state / var.lower()
        path.mkdir(parents=True)
        env[var] = str(path)
    # nbgrader (the teacher's extra, in make test's install) adds server and lab extensions
    # that these tests of the course do not drive: off, so its menus and requests stay out.
    config = Path(env["JUPYTER_CONFIG_DIR"])
    (config / "jupyter_server_config.json").write_text(json.dumps(
        {"ServerApp": {"jpserver_extensions": dict.fromkeys(NBGRADER_SERVER_EXTENSIONS, False)}}))
    (config / "labconfig").mkdir()
    (config / "labconfig" / "page_config.json").write_text(json.dumps(
        {"disabledExtensions": {"@jupyter/nbgrader": True}}))
    for name, values in LAB_SETTINGS.items():
        settings = Path(env["JUPYTERLAB_SETTINGS_DIR"]) / name
        settings.parent.mkdir(parents=True, exist_ok=True)
        settings.write_text(json.dumps(values))

    port = _free_port()
    server = LabServer(
        base_url=f"http://127.0.0.1:{port}",
        token=secrets.token_hex(16),
        root=root,
        log=base / "jupyterlab.log",
        data_dir=Path(env["JUPYTER_DATA_DIR"]),
    )
    cmd = [
        sys.executable, "-m", "jupyterlab",
        "--no-browser", "--ip", "127.0.0.1", "--port", str(port),
        f"--IdentityProvider.token={server.token}", "--allow-root",
        f"--ServerApp.root_dir={root}", "--LabApp.news_url=None",
    ]  # fmt: skip
    with server.log.open("wb") as log:
        proc = subprocess.Popen(
            cmd, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
    try:
        _wait_ready(proc, server)
        yield server
    finally:
        _stop(proc)


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Headless Chromium (Debian's ``/usr/bin/chromium``) driven by Playwright."""
    _require_browser_tools()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=LAUNCH_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test in this folder ``browser`` (``make test`` runs them in their own step)."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """Remember each phase's report on the item, so ``page`` can see whether the test failed."""
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A new page in its own browser context; screenshot on failure, closed afterwards."""
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    context.set_default_timeout(TIMEOUT_MS)
    pg = context.new_page()
    try:
        yield pg
    finally:
        rep = getattr(request.node, "rep_call", None)
        if rep is not None and rep.failed:
            # A broken page must not hide the real failure.
            with contextlib.suppress(Exception):
                screenshot(pg, f"FAILED-{request.node.name}")
        context.close()
