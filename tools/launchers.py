"""The online launchers (Binder), from one setting: the repository's address in pyproject.toml.

A Binder launcher needs the public repository that holds the course. Its address is written in
one place, ``pyproject.toml``::

    [project.urls]
    Repository = "https://github.com/OWNER/pyanitsa_edu"

and everything that launches the course online is made from it: the README's badges (written
between the ``launchers`` markers by ``python tools/launchers.py``) and the book's "launch it
on Binder" links (``tools/stage_book.py``). Without the setting there is no launcher anywhere:
no badge, no link, no sentence that mentions one. Binder builds the course from ``binder/`` on
the branch :data:`BRANCH`.

Usage::

    python tools/launchers.py           # write the README's badges from pyproject.toml
    python tools/launchers.py --check   # exit 1 when the README's badges are out of date
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path, PurePosixPath
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"
README = ROOT / "README.md"
BRANCH = "main"
"""The branch Binder builds."""
START = "<!-- launchers: written by tools/launchers.py from pyproject.toml ([project.urls]) -->"
END = "<!-- /launchers -->"
GITHUB = re.compile(r"https://github\.com/([\w.-]+)/([\w.-]+?)(?:\.git)?/?")


class LauncherError(ValueError):
    """The repository's address is not one Binder can launch."""


def repository(pyproject: Path = PYPROJECT) -> str | None:
    """Return the repository's address (``[project.urls] Repository``), or None when unset."""
    import tomllib

    with pyproject.open("rb") as handle:
        urls = tomllib.load(handle).get("project", {}).get("urls", {})
    address = urls.get("Repository")
    return str(address) if address else None


def binder_base(address: str | None) -> str | None:
    """Return the Binder address of a GitHub repository (before ``?urlpath=``), or None for
    no repository; raise LauncherError for an address Binder cannot launch here."""
    if address is None:
        return None
    match = GITHUB.fullmatch(address.strip())
    if match is None:
        raise LauncherError(f"Repository = {address!r}: the launchers are written for a GitHub "
                            "repository, https://github.com/OWNER/NAME")
    return f"https://mybinder.org/v2/gh/{match[1]}/{match[2]}/{BRANCH}"


def binder_url(base: str | None, source: PurePosixPath, app: str = "lab/tree") -> str | None:
    """Return the Binder address that opens ``source`` (a repository path) in JupyterLab
    (``app="voila/render"``: as a Voila page), or None without a repository."""
    if base is None:
        return None
    return f"{base}?urlpath={quote(f'{app}/{source}')}"


def badges(base: str | None) -> str:
    """Return the README's launcher block: the markers, and between them the badges (none
    without a repository)."""
    lines = [START]
    demo = PurePosixPath("lessons/00-demo.ipynb")
    if base is not None:
        lines += [
            f"[![Launch the course on Binder](https://mybinder.org/badge_logo.svg)]"
            f"({binder_url(base, demo)})",
            f"[![Launch the classroom demo (Voila)]"
            f"(https://img.shields.io/badge/launch-demo%20(Voila)-579aca)]"
            f"({binder_url(base, demo, 'voila/render')})",
        ]
    return "\n".join([*lines, END])


def written(readme_text: str, base: str | None) -> str:
    """Return the README's text with its launcher block written for ``base``."""
    block = re.compile(re.escape(START) + r".*?" + re.escape(END), re.S)
    if not block.search(readme_text):
        raise LauncherError(f"the README has no launcher block ({START} … {END})")
    return block.sub(lambda _: badges(base), readme_text, count=1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when the README's badges are not those of pyproject.toml")
    options = parser.parse_args(argv)
    text = README.read_text(encoding="utf-8")
    new = written(text, binder_base(repository()))
    if options.check:
        if new != text:
            print("README.md: the launcher badges are out of date: run python "
                  "tools/launchers.py", file=sys.stderr)
            return 1
        return 0
    if new != text:
        README.write_text(new, encoding="utf-8")
        print("README.md: launcher badges written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
