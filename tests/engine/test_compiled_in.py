"""The compiled loops' disk cache cannot go stale.

numba reloads a cached function while the function's own file is unchanged; the code a
compiled module takes from other modules (the kernel's shuffle, rule codes, end codes, numba's
options) is compiled in, and numba does not notice an edit there. Each compiled module
therefore records the digest of the package modules it imports (``COMPILED_IN``,
``pyanitsa_edu/pyanitsa/engine/jit.py``). These tests fail while a recorded digest is out of
date, and
show, in a copy of the package, that an edit to the shuffle is played at once, not loaded
stale from the cache, both before and after the new digest is written.
"""

from __future__ import annotations

import importlib
import os
import re
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from pyanitsa_edu.pyanitsa.engine import jit

ROOT = Path(__file__).resolve().parents[2]
COMPILED_MODULES = ["pyanitsa_edu.pyanitsa.engine.kernel", "pyanitsa_edu.pyanitsa.engine.dealer"]


def _modules_with_compiled_code() -> set[str]:
    """Return the package's modules that compile code with numba (they name ``numba`` or the
    ``Jit`` decorators)."""
    found = set()
    for path in (ROOT / "pyanitsa_edu").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        pattern = r"^(import numba|from numba|from \.jit import [^\n]*\bJit\b)"
        if path.name != "jit.py" and re.search(pattern, text, re.MULTILINE):
            found.add(".".join(path.relative_to(ROOT).with_suffix("").parts))
    return found


def test_every_compiled_module_records_a_digest() -> None:
    assert _modules_with_compiled_code() == set(COMPILED_MODULES)


@pytest.mark.parametrize("name", COMPILED_MODULES)
def test_the_recorded_digest_is_the_digest_of_the_sources(name: str) -> None:
    recorded = importlib.import_module(name).COMPILED_IN
    current = jit.compiled_in_digest(name)
    assert recorded == current, (
        f"a module that {name} compiles in changed ({', '.join(jit.compiled_in(name))}): "
        f"write COMPILED_IN = {current!r} in {name.replace('.', '/')}.py, so that numba's "
        "cache of it is renewed"
    )


def test_the_kernel_digest_covers_what_it_compiles_in() -> None:
    assert set(jit.compiled_in("pyanitsa_edu.pyanitsa.engine.kernel")) == {
        "pyanitsa_edu.pyanitsa.termination",
        "pyanitsa_edu.pyanitsa.engine.codes",
        "pyanitsa_edu.pyanitsa.engine.jit",
        "pyanitsa_edu.pyanitsa.engine.prng",
    }


def test_an_edit_changes_the_digest_and_turns_the_cache_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    name = "pyanitsa_edu.pyanitsa.engine.kernel"
    recorded = jit.compiled_in_digest(name)
    read = jit._source

    def edited(module: str) -> bytes:
        text = read(module)
        return text + b"\n# an edit\n" if module.endswith(".prng") else text

    monkeypatch.setattr(jit, "_source", edited)
    assert jit.compiled_in_digest(name) != recorded
    with pytest.warns(RuntimeWarning, match="COMPILED_IN = '[0-9a-f]{16}'"):
        assert not jit.cache_is_current(name, recorded)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert jit.cache_is_current(name, jit.compiled_in_digest(name))


# A shuffled game played by the compiled loop and by the recording Game (plain Python, which
# reads prng.py as it is now) must agree: a loop loaded stale from the cache would not.
_AGREE = """
import warnings
warnings.simplefilter("ignore", RuntimeWarning)
from pyanitsa_edu import Rules, play
from pyanitsa_edu.analysis.monte_carlo import random_deals
from pyanitsa_edu.pyanitsa.engine.game import play_recorded
from pyanitsa_edu.pyanitsa.engine.kernel import jit
rules = Rules(collect="shuffled")
deals = random_deals(20, rules, seed=5)
fast = [play(d, rules, seed=s) for s, d in enumerate(deals)]
slow = [play_recorded(d, rules, seed=s).result for s, d in enumerate(deals)]
print(jit.cache, fast == slow, sum(r.tricks for r in fast))
"""


@pytest.mark.slow
def test_an_edited_shuffle_is_never_loaded_stale_from_the_cache(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "pyanitsa_edu", tmp_path / "pyanitsa_edu",
                    ignore=shutil.ignore_patterns("__pycache__", "_course"))
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "cache"), PYTHONPATH=str(tmp_path))

    def run() -> list[str]:
        done = subprocess.run([sys.executable, "-c", _AGREE], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=600, check=True)
        return done.stdout.split()

    cache, agree, tricks = run()
    assert (cache, agree) == ("True", "True")
    assert list((tmp_path / "cache").rglob("kernel.play_pairs-*.nbi"))
    prng = tmp_path / "pyanitsa_edu" / "pyanitsa" / "engine" / "prng.py"
    text = prng.read_text(encoding="utf-8")
    assert "0x9E3779B97F4A7C15" in text
    prng.write_text(text.replace("0x9E3779B97F4A7C15", "0x9E3779B97F4A7C17"), encoding="utf-8")
    # the digest is not written yet: compiled afresh, without the cache
    cache, agree, changed = run()
    assert (cache, agree) == ("False", "True")
    assert changed != tricks  # the edit changes the games
    # the digest written: the kernel's file changed, so numba compiles it and caches it again
    kernel = tmp_path / "pyanitsa_edu" / "pyanitsa" / "engine" / "kernel.py"
    digest = subprocess.run(
        [sys.executable, "-c", "from pyanitsa_edu.pyanitsa.engine.jit import compiled_in_digest; "
         "print(compiled_in_digest('pyanitsa_edu.pyanitsa.engine.kernel'))"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True).stdout.strip()
    source = kernel.read_text(encoding="utf-8")
    kernel.write_text(re.sub(r'^COMPILED_IN = "[0-9a-f]+"', f'COMPILED_IN = "{digest}"', source,
                             flags=re.MULTILINE), encoding="utf-8")
    assert run() == ["True", "True", changed]
    assert run() == ["True", "True", changed]
