"""Opening the course: ``python -m pyanitsa_edu lab DIR`` and ``python -m pyanitsa_edu warm``.

- ``warm`` prepares the game engine: it compiles every loop the lessons use into numba's disk
  cache (:mod:`pyanitsa_edu.engine.warm`), with a progress bar in the reader's language, and
  says where the cache is. ``--background`` starts it in a process of its own and returns at
  once (:func:`warm_in_background`): ``make lab``, ``make demo``, the ``course`` command and
  ``lab`` do that, so the engine is ready by the time a student runs a lesson.
- ``lab DIR`` opens a course folder (one that ``python -m pyanitsa_edu course DIR`` made, or a
  checkout: ``make lab``) in JupyterLab, at ``lessons/``, after starting the warm step in the
  background. It adds ``--allow-root`` when run as root (JupyterLab refuses to start as root
  without it) and hides the answer keys, folders named ``solutions``, from JupyterLab's file
  browser unless ``--solutions`` is given (``make lab-teacher``): a student's course copy has
  none, and in a checkout they stay out of a student's (or a projector's) view. Hidden is not
  secret: whoever has the checkout has the files. Other options go to ``jupyter lab``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from ..errors import CourseError, shown_path
from ..i18n import N_, _

__all__ = [
    "ANSWER_KEYS",
    "add_lab_command",
    "add_warm_command",
    "jupyter_command",
    "run_lab_command",
    "run_warm_command",
    "warm_in_background",
]

ANSWER_KEYS = "solutions"
"""The name of the folders that hold the exercises' solutions (hidden by ``lab``)."""


def add_warm_command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add the ``warm`` command to the command line's subcommands; return its parser."""
    command = commands.add_parser(
        "warm", help=_("prepare the game engine ahead of the lessons"),
        description=_("Prepare the game engine: compile every loop the lessons use into "
                      "numba's cache, once, so that lessons start at once."),
    )
    command.add_argument("--quiet", action="store_true",
                         help=_("print nothing (no progress bar, no report)"))
    command.add_argument("--background", action="store_true",
                         help=_("prepare it in a process of its own, silently, and return at "
                                "once"))
    command.set_defaults(command_parser=command)
    return command


def run_warm_command(args: argparse.Namespace) -> int:
    """Run the ``warm`` command; return the exit code 0."""
    if args.background:
        warm_in_background()
        return 0
    from ..pyanitsa.engine.warm import (
        warm,  # numba is imported by the work itself, not by the parser
    )

    warmed = warm(progress=not args.quiet)
    if not args.quiet:
        print(warmed.text())
    return 0


def warm_in_background() -> bool:
    """Start ``python -m pyanitsa_edu warm --quiet`` in a process of its own (its own session,
    no output), which goes on after this one ends; return False when it cannot be started.

    It runs in the temporary folder, so it prepares the package this interpreter installed,
    the one the notebooks' kernels import, even when this command runs in a checkout (where
    ``python -m`` finds the checkout's package first)."""
    try:
        subprocess.Popen(
            [sys.executable, "-m", "pyanitsa_edu", "warm", "--quiet"],
            cwd=tempfile.gettempdir(), stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )  # fmt: skip
    except OSError:
        return False
    return True


def add_lab_command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add the ``lab`` command to the command line's subcommands; return its parser."""
    command = commands.add_parser(
        "lab", help=_("open a course folder in JupyterLab"),
        description=_("Open a course folder in JupyterLab at its lessons, preparing the game "
                      "engine meanwhile. The exercises' solutions (folders named solutions) are "
                      "hidden from the file browser unless --solutions is given. Options after "
                      "DIR go to jupyter lab, e.g. --no-browser --port 8899."),
    )
    command.add_argument("folder", metavar="DIR",
                         help=_("the course folder (python -m pyanitsa_edu course DIR makes one)"))
    command.add_argument("--solutions", action="store_true",
                         help=_("also show the exercises' solutions (for the teacher)"))
    command.add_argument("jupyter", nargs=argparse.REMAINDER, metavar="JUPYTER_OPTION",
                         help=_("an option of jupyter lab"))
    command.set_defaults(command_parser=command)
    return command


def _hidden_names() -> list[str]:
    """Return what JupyterLab hides from its file browser by default, and the answer keys."""
    from jupyter_server.services.contents.filemanager import FileContentsManager

    return [*FileContentsManager().hide_globs, ANSWER_KEYS]


def jupyter_command(folder: str | os.PathLike[str], solutions: bool = False,
                    options: tuple[str, ...] = ()) -> list[str]:
    """Return the command that opens ``folder`` in JupyterLab as ``lab`` does: at ``lessons/``,
    ``--allow-root`` for root, the answer keys hidden unless ``solutions``, then ``options``.
    Raises CourseError when ``folder`` holds no ``lessons/`` folder."""
    where = Path(folder).expanduser().absolute()
    try:
        found = (where / "lessons").is_dir()
    except OSError:  # a name too long for the system, a loop of links
        found = False
    if not found:
        raise CourseError(
            N_("{folder} holds no course (no lessons folder): copy the course there first with "
               "python -m pyanitsa_edu course DIR"), folder=shown_path(where))
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={where}",
               "--LabApp.default_url=/lab/tree/lessons"]
    if not solutions:
        command += [f"--ContentsManager.hide_globs={name}" for name in _hidden_names()]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")
    return [*command, *options]


def run_lab_command(args: argparse.Namespace) -> int:
    """Run the ``lab`` command: start the warm step in the background, then become JupyterLab
    (this process is replaced, so Ctrl-C stops JupyterLab as usual)."""
    command = jupyter_command(args.folder, args.solutions, tuple(args.jupyter))
    if warm_in_background():
        print(_("Preparing the game engine in the background; JupyterLab starts now."),
              flush=True)
    sys.stdout.flush()
    os.execv(command[0], command)
    return 0  # not reached: execv replaces the process
