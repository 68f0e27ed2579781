"""Fetch the browser files the book serves itself (pinned in ``book/vendor.json``) from the npm
registry, check each tarball against its pinned sha512 integrity and copy the listed files into
a folder that the book's Sphinx builds publish as ``_static/npm/``.

Tarballs are cached in ``build/book-cache/`` (checked again on every use), so only the first
build needs the registry. The registry is https://registry.npmjs.org/ unless
``NPM_CONFIG_REGISTRY`` names a mirror (the variable npm itself reads). Nothing but the pinned
tarballs is downloaded: a missing, changed or tampered file stops the build with the reason.

Used by ``tools/build_book.py``; the browser tests pin their own files the same way
(``tests/browser/vendor.json``). Run as a script it fills the cache with the tarballs of the
pin files it is given (``make install`` does it, so the tests need no network later)::

    python tools/book_assets.py book/vendor.json tests/browser/vendor.json
"""

from __future__ import annotations

import base64
import fnmatch
import hashlib
import io
import json
import os
import shutil
import sys
import tarfile
import urllib.request
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PINS = ROOT / "book" / "vendor.json"
CACHE = ROOT / "build" / "book-cache"
DEFAULT_REGISTRY = "https://registry.npmjs.org/"
TIMEOUT_S = 120


class AssetError(RuntimeError):
    """A pinned package could not be fetched, failed its integrity check or lacks a file."""


@dataclass(frozen=True)
class Package:
    """One pinned npm package and the files the book takes from it."""

    name: str
    """The npm name, e.g. ``@jupyter-widgets/html-manager``."""
    version: str
    """The exact version."""
    integrity: str
    """The registry's ``dist.integrity``: ``sha512-`` and the base64 digest of the tarball."""
    files: dict[str, str]
    """Pattern of a path inside the package -> target (a folder if it ends with ``/``)."""

    @property
    def tarball_name(self) -> str:
        """Return the tarball's file name (``html-manager-1.0.15.tgz``)."""
        return f"{self.name.rsplit('/', 1)[-1]}-{self.version}.tgz"

    def tarball_url(self, registry: str) -> str:
        """Return the tarball's address in ``registry`` (npm's own layout)."""
        return f"{registry.rstrip('/')}/{self.name}/-/{self.tarball_name}"


def load_pins(path: Path = PINS) -> list[Package]:
    """Return the packages pinned in ``path``."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [
        Package(p["name"], p["version"], p["integrity"], dict(p["files"])) for p in data["packages"]
    ]


def widget_state_version(path: Path = PINS) -> int:
    """Return the saved widget state's ``version_major`` that the pinned widget manager draws."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for p in data["packages"]:
        if "widget_state_version_major" in p:
            return int(p["widget_state_version_major"])
    raise AssetError(f"{path} pins no widget manager (no widget_state_version_major)")


def check_integrity(data: bytes, integrity: str, what: str) -> None:
    """Raise ``AssetError`` unless ``data`` has the sha512 digest that ``integrity`` names."""
    algorithm, _, expected = integrity.partition("-")
    if algorithm != "sha512":
        raise AssetError(f"{what}: only sha512 integrity is accepted, not {algorithm!r}")
    actual = base64.b64encode(hashlib.sha512(data).digest()).decode()
    if actual != expected:
        raise AssetError(f"{what}: sha512 is {actual}, the pin says {expected}")


def tarball(package: Package, cache: Path = CACHE) -> bytes:
    """Return the package's checked tarball, from the cache or else from the registry."""
    cached = cache / package.tarball_name
    what = f"{package.name}@{package.version}"
    if cached.is_file():
        data = cached.read_bytes()
        try:
            check_integrity(data, package.integrity, f"{what} (cached {cached})")
            return data
        except AssetError:
            cached.unlink()  # a damaged cache is fetched again
    registry = os.environ.get("NPM_CONFIG_REGISTRY") or DEFAULT_REGISTRY
    url = package.tarball_url(registry)
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_S) as response:
            data = response.read()
    except OSError as exc:
        raise AssetError(f"{what}: cannot download {url}: {exc}") from exc
    check_integrity(data, package.integrity, f"{what} from {url}")
    cache.mkdir(parents=True, exist_ok=True)
    partial = cached.with_name(cached.name + ".partial")
    partial.write_bytes(data)
    partial.replace(cached)
    return data


def extract(package: Package, data: bytes, dest: Path) -> list[Path]:
    """Copy the package's listed files out of its tarball into ``dest``; return the copies."""
    written: list[Path] = []
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        members = {
            m.name.split("/", 1)[1]: m for m in tar.getmembers() if m.isfile() and "/" in m.name
        }
        for pattern, target in package.files.items():
            matches = sorted(path for path in members if fnmatch.fnmatchcase(path, pattern))
            if not matches:
                raise AssetError(f"{package.name}@{package.version} has no file {pattern!r}")
            for path in matches:
                out = dest / (target + path.rsplit("/", 1)[-1] if target.endswith("/") else target)
                if dest.resolve() not in out.resolve().parents:
                    raise AssetError(f"{package.name}: target {target!r} leaves {dest}")
                source = tar.extractfile(members[path])
                assert source is not None  # a regular file
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_bytes(source.read())
                written.append(out)
    return written


def fetch_all(dest: Path, pins: Path = PINS, cache: Path = CACHE) -> list[Path]:
    """Fill ``dest`` (emptied first) with every pinned file; return the files written."""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    written: list[Path] = []
    for package in load_pins(pins):
        written += extract(package, tarball(package, cache), dest)
    return written


def member(package: Package, data: bytes, path: str) -> bytes:
    """Return one file of the package's tarball (``path`` inside the package), without
    writing it anywhere."""
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        for m in tar.getmembers():
            if m.isfile() and "/" in m.name and m.name.split("/", 1)[1] == path:
                source = tar.extractfile(m)
                assert source is not None  # a regular file
                return source.read()
    raise AssetError(f"{package.name}@{package.version} has no file {path!r}")


def main(argv: list[str] | None = None) -> int:
    """Fetch (or check in the cache) the tarballs pinned in each pin file given."""
    paths = [Path(arg) for arg in (sys.argv[1:] if argv is None else argv)] or [PINS]
    try:
        for path in paths:
            for package in load_pins(path):
                tarball(package)
                print(f"book_assets: {package.name}@{package.version} checked in {CACHE}")
    except AssetError as exc:
        print(f"book_assets: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
