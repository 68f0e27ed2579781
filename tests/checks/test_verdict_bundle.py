"""A self-check stores its verdict in its notebook output, as a JSON MIME bundle beside the line
it prints: in a real Jupyter kernel, once per check called, the same JSON on every run, and
nothing at all outside a kernel."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient

import pyanitsa_edu.checks as checks
from pyanitsa_edu.checks.core import CheckResult, Kind
from pyanitsa_edu.checks.verdict import MIME, VERSION, Verdict, bundle, publish, read_verdict
from pyanitsa_edu.errors import SettingError

CALLS = textwrap.dedent("""\
    from fractions import Fraction
    from pyanitsa_edu.checks import (check_high_card_flip, check_statements, check_value,
                                     check_rank_count)
    from pyanitsa_edu import deal
    check_high_card_flip(Fraction(16, 36))
    check_high_card_flip(1 - Fraction(28 * 27, 36 * 35))
    check_statements("interval", "ab")
    check_value("a teacher's own question", 3, 3)
    check_rank_count(deal(seed=7), "A", ...)
""")
"""Checks a notebook calls: a known mistake, a right answer, multiple choice (a task whose body
calls another check), a building block called directly, a missing answer."""
EXPECTED = [
    {"task": "check_high_card_flip", "title": "P(at least one king or ace in the first flip)",
     "right": False, "kind": "double_count", "version": VERSION},
    {"task": "check_high_card_flip", "title": "P(at least one king or ace in the first flip)",
     "right": True, "kind": None, "version": VERSION},
    {"task": "check_statements", "title": "what 95 % means", "right": False,
     "kind": "wrong_choice", "version": VERSION},
    {"task": "check_value", "title": "a teacher's own question", "right": True, "kind": None,
     "version": VERSION},
    {"task": "check_rank_count", "title": "cards of rank A in pile 0", "right": False,
     "kind": "missing", "version": VERSION},
]


def _run_in_kernel(source: str) -> list[dict[str, Any]]:
    """Return the outputs of ``source`` run as one cell in a real Jupyter kernel."""
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    NotebookClient(nb, kernel_name="python3", timeout=120).execute()
    outputs: list[dict[str, Any]] = nb.cells[0].outputs
    return outputs


@pytest.mark.slow
def test_a_kernel_keeps_each_checks_verdict_beside_its_unchanged_line() -> None:
    outputs = _run_in_kernel(CALLS)
    verdicts = [out["data"][MIME] for out in outputs if out["output_type"] == "display_data"]
    assert verdicts == EXPECTED
    assert all(out["data"]["text/plain"] == "" for out in outputs
               if out["output_type"] == "display_data")
    assert [out["output_type"] for out in outputs] == ["stream", "display_data"] * len(EXPECTED)
    printed = "".join(out["text"] for out in outputs if out["output_type"] == "stream")
    plain = subprocess.run([sys.executable, "-c", CALLS], capture_output=True, text=True,
                           check=True).stdout
    assert printed == plain and plain.count("\n") == len(EXPECTED)  # the lines as before
    assert [read_verdict(out) for out in outputs if out["output_type"] == "display_data"] == [
        Verdict(v["task"], v["title"], v["right"], v["kind"] and Kind(v["kind"]))
        for v in EXPECTED]
    again = _run_in_kernel(CALLS)  # nbval compares a saved notebook with a new run
    assert json.dumps(again, sort_keys=True) == json.dumps(outputs, sort_keys=True)


def test_plain_python_prints_the_lines_and_publishes_nothing() -> None:
    code = CALLS + "import sys; print('IPython' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert len(out) == len(EXPECTED) + 1 and out[-1] == "False"
    assert all(line.startswith(("✓", "✗")) for line in out[:-1])


def test_a_terminal_ipython_publishes_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    try:
        assert getattr(shell, "kernel", None) is None
        assert not publish(CheckResult(True, task="check_value", title="q"), "check_value")
        checks.check_value("q", 1, 1)
        assert capsys.readouterr().out == "✓ q: 1 is right.\n"
    finally:
        InteractiveShell.clear_instance()


class _Kernel:
    """A stand-in for an IPython kernel's shell: it records what the checks publish."""

    kernel = object()

    def __init__(self) -> None:
        self.published: list[dict[str, Any]] = []


@pytest.fixture
def kernel(monkeypatch: pytest.MonkeyPatch) -> _Kernel:
    import IPython
    import IPython.display

    shell = _Kernel()
    monkeypatch.setattr(IPython, "get_ipython", lambda: shell)
    monkeypatch.setattr(IPython.display, "publish_display_data",
                        lambda data: shell.published.append(data))
    return shell


@pytest.mark.parametrize("name", ["check_statements", "check_flip_odds", "check_own_engine",
                                  "check_rank_effect", "check_ace_in_top_three"])
def test_a_check_publishes_one_verdict_however_many_it_calls(
        kernel: _Kernel, name: str, capsys: pytest.CaptureFixture[str]) -> None:
    from .test_odd_values import TASKS

    result = getattr(checks, name)(**TASKS[name])
    capsys.readouterr()
    assert kernel.published == [bundle(result)]
    assert kernel.published[0][MIME]["task"] == name == result.task


def test_the_safety_nets_line_is_the_tasks_verdict(kernel: _Kernel) -> None:
    result = checks.check_flip_odds("6", (1, 2, 3), rules=object())  # type: ignore[arg-type]
    assert not result and result.kind is Kind.OTHER
    assert kernel.published == [bundle(result)] and result.task == "check_flip_odds"


def test_a_building_block_called_directly_names_itself() -> None:
    verdict = bundle(CheckResult(False, Kind.FACTOR, title="my question"), "check_value")
    assert verdict == {MIME: {"task": "check_value", "title": "my question", "right": False,
                              "kind": "factor", "version": VERSION}, "text/plain": ""}


def test_a_verdict_reads_back_and_anything_else_is_none() -> None:
    out = {"output_type": "display_data", "metadata": {},
           "data": bundle(CheckResult(False, Kind.OTHER_SEAT, "check_x", "x"))}
    assert read_verdict(out) == Verdict("check_x", "x", False, Kind.OTHER_SEAT)
    assert read_verdict({"output_type": "stream", "name": "stdout", "text": "✓"}) is None
    assert read_verdict({"output_type": "display_data", "data": {"text/plain": "1"}}) is None
    assert read_verdict({"output_type": "execute_result", "data": out["data"]}) is None


@pytest.mark.parametrize("change", [
    {"kind": "no_such_kind"}, {"right": "yes"}, {"task": ""}, {"task": 3}, {"version": 0},
    {"version": True}, {"right": True, "kind": "factor"}, {"title": None}, {"extra": 1},
])
def test_a_damaged_verdict_is_refused(change: dict[str, Any]) -> None:
    record = {"task": "check_x", "title": "x", "right": False, "kind": "factor", "version": 1}
    out = {"output_type": "display_data", "data": {MIME: {**record, **change}}}
    with pytest.raises(SettingError, match="damaged self-check verdict"):
        read_verdict(out)
    with pytest.raises(SettingError, match="damaged"):
        read_verdict({"output_type": "display_data", "data": {MIME: "text"}})


def test_a_later_version_asks_for_an_update() -> None:
    record = {"task": "check_x", "title": "x", "right": True, "kind": None, "version": VERSION + 1}
    with pytest.raises(SettingError, match="update pyanitsa_edu"):
        read_verdict({"output_type": "display_data", "data": {MIME: record}})


def test_every_kind_has_a_name_for_a_reader_in_both_languages() -> None:
    english = {kind: kind.text("en") for kind in Kind}
    russian = {kind: kind.text("ru") for kind in Kind}
    assert len(set(english.values())) == len(Kind) == len(set(russian.values()))
    for kind in Kind:
        assert english[kind] != russian[kind], kind
        assert not any("a" <= c.lower() <= "z" for c in russian[kind]), russian[kind]
    assert Kind.FACTOR.text("en") == "off by a factor"


def test_the_website_leaves_the_verdicts_out(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib
    from pathlib import Path

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "tools"))
    stage_book = importlib.import_module("stage_book")
    line = nbformat.v4.new_output("stream", name="stdout", text="✓ odds: 1/9 is right.\n")
    verdict = nbformat.v4.new_output("display_data", data=bundle(
        CheckResult(True, task="check_flip_odds", title="odds")))
    figure = nbformat.v4.new_output("display_data", data={"text/plain": "<Figure>"})
    cell = nbformat.v4.new_code_cell("check_flip_odds(...)", outputs=[line, verdict, figure])
    nb = nbformat.v4.new_notebook(cells=[cell, nbformat.v4.new_markdown_cell("# x")])
    stage_book.drop_verdicts(nb)
    assert nb.cells[0].outputs == [line, figure]
