"""The memory guard of simulate(): the machine's, the process's and the container's limits."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pyanitsa_edu import Rules, TooManyDealsError, simulate
from pyanitsa_edu.analysis import memory
from pyanitsa_edu.analysis.monte_carlo import random_deals

GIB = 2**30


def fake(monkeypatch: pytest.MonkeyPatch, machine: int | None, process: int | None,
         container: int | None) -> None:
    """Make the three readers of the memory module report these figures."""
    monkeypatch.setattr(memory, "machine_memory", lambda: machine)
    monkeypatch.setattr(memory, "address_space_left", lambda: process)
    monkeypatch.setattr(memory, "cgroup_memory_left", lambda: container)


def test_the_least_of_the_limits_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    fake(monkeypatch, 20 * GIB, 3 * GIB, None)
    assert memory.available_memory() == 3 * GIB
    fake(monkeypatch, 20 * GIB, None, GIB)
    assert memory.available_memory() == GIB
    fake(monkeypatch, None, None, None)
    assert memory.available_memory() == memory.FALLBACK_MEMORY
    fake(monkeypatch, 20 * GIB, -5, None)  # already past its limit
    assert memory.available_memory() == 0


@pytest.mark.parametrize("limit", ["process", "container"])
def test_a_process_or_container_limit_refuses_a_run_before_it_starts(
    monkeypatch: pytest.MonkeyPatch, limit: str
) -> None:
    """30 million games need about 2.6 GB: refused under a 2 GiB limit on a big machine."""
    small = 2 * GIB
    fake(monkeypatch, 200 * GIB, small if limit == "process" else None,
         small if limit == "container" else None)
    with pytest.raises(TooManyDealsError, match="more than half the memory available"):
        simulate(30_000_000, seed=1)
    with pytest.raises(TooManyDealsError):
        random_deals(3_000_000, Rules(), 1)
    assert len(simulate(1000, seed=1)) == 1000  # a small run still plays


def test_cgroup_files_are_read_for_v2_and_v1(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    v2 = tmp_path / "v2"
    (v2 / "box").mkdir(parents=True)
    (v2 / "memory.max").write_text("max\n")
    (v2 / "box" / "memory.max").write_text(f"{3 * GIB}\n")
    (v2 / "box" / "memory.current").write_text(f"{GIB}\n")
    monkeypatch.setattr(memory, "CGROUP_ROOT", v2)
    monkeypatch.setattr(memory, "_proc_cgroup", lambda: ["0::/box"])
    assert memory.cgroup_memory_left() == 2 * GIB
    v1 = tmp_path / "v1"
    (v1 / "memory").mkdir(parents=True)
    (v1 / "memory" / "memory.limit_in_bytes").write_text(f"{4 * GIB}\n")
    (v1 / "memory" / "memory.usage_in_bytes").write_text(f"{GIB}\n")
    monkeypatch.setattr(memory, "CGROUP_ROOT", v1)
    monkeypatch.setattr(memory, "_proc_cgroup", lambda: ["4:memory:/"])
    assert memory.cgroup_memory_left() == 3 * GIB
    (v1 / "memory" / "memory.limit_in_bytes").write_text(f"{2**63 - 4096}\n")  # no limit
    assert memory.cgroup_memory_left() is None


def test_a_real_address_space_limit_gives_a_package_error() -> None:
    """Under ``ulimit -v`` (RLIMIT_AS) the guard refuses 30 million games with
    TooManyDealsError, never numpy's own out-of-memory error."""
    code = (
        "import resource\n"
        "from pyanitsa_edu import simulate, TooManyDealsError\n"
        "from pyanitsa_edu.analysis import memory\n"
        "size = memory._virtual_size()\n"
        "resource.setrlimit(resource.RLIMIT_AS, (size + 2**30, size + 2**30))\n"
        "try:\n"
        "    simulate(30_000_000, seed=1, workers=1)\n"
        "except TooManyDealsError as error:\n"
        "    print('refused:', error)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("refused: simulating 30,000,000 games would keep 2.58 GB")
