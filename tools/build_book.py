"""Build the course's book: ``build/book/`` with ``index.html`` leading to both tracks.

1. ``book_assets``: the pinned browser files (widget manager, require.js, MathJax) into
   ``build/book-src/static/npm/``;
2. ``stage_book``: the pages of each track into ``build/book-src/<lang>/``;
3. one Sphinx build per track (``-c book -D language=<lang>``), both at once, into
   ``build/book-src/out-<lang>/html/`` (MyST-NB keeps its files beside that folder), then
   copied to ``build/book/<lang>/``;
4. the bilingual landing page ``book/index.html`` into ``build/book/index.html``.

Nothing is written outside ``build/``. Saved outputs are shown as they are: nothing is executed.

Usage::

    python tools/build_book.py               # build/book/index.html
    python tools/build_book.py --stage-only  # only steps 1 and 2: build/book-src/
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

from book_assets import AssetError, fetch_all
from stage_book import BOOK, ROOT, TRACKS, StageError, stage

STAGE = ROOT / "build" / "book-src"
OUT = ROOT / "build" / "book"


def sphinx_html(lang: str, stage_dir: Path) -> Path:
    """Return the folder the Sphinx build of one track writes its HTML to."""
    return stage_dir / f"out-{lang}" / "html"


def sphinx_command(lang: str, stage_dir: Path) -> list[str]:
    """Return the sphinx-build command line that builds one track."""
    return [
        sys.executable, "-m", "sphinx", "-b", "html", "-q",
        "-c", str(BOOK), "-D", f"language={lang}",
        "-d", str(stage_dir / f"out-{lang}" / "doctrees"),
        str(stage_dir / lang), str(sphinx_html(lang, stage_dir)),
    ]  # fmt: skip


def build(stage_dir: Path = STAGE, out: Path = OUT, stage_only: bool = False) -> None:
    """Build the whole book into ``out`` (with ``stage_only``, stop after staging); raise
    ``AssetError``, ``StageError`` or ``RuntimeError`` if a step fails."""
    fetch_all(stage_dir / "static" / "npm")
    staged = stage(stage_dir)
    counts = ", ".join(f"{lang}: {len(pages)} pages" for lang, pages in staged.items())
    print(f"build_book: staged {counts} in {stage_dir.relative_to(ROOT)}")
    if stage_only:
        return
    runs = {track.lang: subprocess.Popen(sphinx_command(track.lang, stage_dir)) for track in TRACKS}
    failed = [lang for lang, proc in runs.items() if proc.wait() != 0]
    if failed:
        raise RuntimeError(f"the Sphinx build of the {', '.join(failed)} track failed")
    if out.exists():
        shutil.rmtree(out)
    for lang in runs:
        shutil.copytree(
            sphinx_html(lang, stage_dir), out / lang, ignore=shutil.ignore_patterns(".buildinfo*")
        )
    shutil.copyfile(BOOK / "index.html", out / "index.html")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stage-only", action="store_true", help="fetch and stage, no Sphinx")
    args = parser.parse_args(argv)
    start = time.monotonic()
    try:
        build(stage_only=args.stage_only)
    except (AssetError, StageError, RuntimeError) as exc:
        print(f"build_book: {exc}", file=sys.stderr)
        return 1
    took = time.monotonic() - start
    done = STAGE if args.stage_only else OUT / "index.html"
    print(f"build_book: {done.relative_to(ROOT)} in {took:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
