"""The self-checks print ✓ for a right answer, ✗ with a counterexample for a wrong one,
and never raise, whatever the student's code does."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest

from pyanitsa_edu import (
    Game,
    Rules,
    checks,
    compare,
    deal,
    deal_code,
    flip_odds,
    play,
    rank_beats,
    unbeaten,
)
from pyanitsa_edu.analysis.dice import p_beats
from pyanitsa_edu.analysis.swaps import swap_cards, swap_study
from pyanitsa_edu.checks.core import call_safely, values_equal


def run(capsys: pytest.CaptureFixture[str], check: Callable[[], bool]) -> tuple[bool, str]:
    """Run a check; return what it returned and what it printed."""
    ok = check()
    return ok, capsys.readouterr().out


def raises(*args: Any) -> Any:
    raise ValueError("oops")


def not_written(*args: Any) -> Any:
    raise NotImplementedError


def garbage(*args: Any) -> Any:
    return object()


BROKEN = [None, Ellipsis, 42, raises, not_written, garbage, lambda: 1]


def right_flip_winner(a: Any, b: Any) -> int | None:
    c = compare(a, b)
    return None if c == 0 else (0 if c > 0 else 1)


def right_play_trick(a: Any, b: Any) -> Any:
    game = Game([a, b])
    game.step()
    return game.piles


PILES = ["10♠ 6♥ Q♣ 7♦", "10♦ A♠ 7♥ 9♣"]
CODE = deal_code(deal(seed=5))

# (name, right call, wrong call, text the ✗ line must contain)
FUNCTION_CHECKS: list[tuple[str, Callable[[Any], bool], Any, Any, str]] = [
    ("flip_winner", checks.check_flip_winner, right_flip_winner,
     lambda a, b: 0 if compare(a, b) >= 0 else 1, "for input"),
    ("play_trick", checks.check_play_trick, right_play_trick,
     lambda a, b: (a, b), "for input"),
    ("rank_beats", checks.check_rank_beats, rank_beats,
     lambda a, b: a > b, "for input"),
    ("p_beats", checks.check_p_beats, p_beats,
     lambda a, b: Fraction(sum(x >= y for x in a for y in b), len(a) * len(b)), "for input"),
    ("swap_cards", checks.check_swap_cards, swap_cards,
     lambda p, x, y: p, "for input"),
]


@pytest.mark.parametrize(("name", "check", "right", "wrong", "needle"), FUNCTION_CHECKS,
                         ids=[c[0] for c in FUNCTION_CHECKS])
def test_function_checks(capsys: pytest.CaptureFixture[str], name: str,
                         check: Callable[[Any], bool], right: Any, wrong: Any,
                         needle: str) -> None:
    ok, out = run(capsys, lambda: check(right))
    assert ok and out.startswith("✓"), out
    ok, out = run(capsys, lambda: check(wrong))
    assert not ok and out.startswith("✗") and needle in out and "expected" in out, out
    for broken in BROKEN:
        ok, out = run(capsys, lambda b=broken: check(b))
        assert not ok and out.startswith("✗"), (broken, out)
        assert out.count("\n") == 1, out


def test_not_written_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: checks.check_flip_winner(not_written))
    assert not ok and "not written yet" in out


def test_first_counterexample_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: checks.check_rank_beats(lambda a, b: rank_beats(a, b) and
                                                         a != "6"))
    assert not ok and "for input '6', 'A' expected True, got False" in out


def _game_after_one(piles: list[str]) -> Any:
    game = Game(piles)
    game.step()
    return game


VALUE_CHECKS: list[tuple[str, Callable[[Any], bool], Any, Any]] = [
    ("pile_after", lambda a: checks.check_pile_after(PILES, a),
     " ".join(map(str, _game_after_one(PILES).piles[0])), "7♦ 10♠ 6♥"),
    ("pile_after_cards", lambda a: checks.check_pile_after(PILES, a),
     list(_game_after_one(PILES).piles[0]), ["7♦"]),
    ("win_share", lambda a: checks.check_win_share(a, seeds=range(30)),
     Fraction(sum(play(deal(seed=s), seed=s).winner == 0 for s in range(30)), 30), 2.0),
    ("flip_odds", lambda a: checks.check_flip_odds("6", a), flip_odds("6"),
     (Fraction(1, 9), Fraction(3, 35), Fraction(4, 5))),
    ("beats_pairs", checks.check_beats_pairs, 36, 72),
    ("cycle_length", checks.check_cycle_length, 9, 8),
    ("table_cycle", checks.check_table_cycle_share, 448 / 7140, 0.2),
    ("swap_share", lambda a: checks.check_swap_share(a, deal(seed=3)),
     swap_study(deal(seed=3)).share, 0.9),
    ("deterministic", lambda a: checks.check_deterministic(a, Rules(collect="shuffled")),
     False, True),
]


@pytest.mark.parametrize(("name", "check", "right", "wrong"), VALUE_CHECKS,
                         ids=[c[0] for c in VALUE_CHECKS])
def test_value_checks(capsys: pytest.CaptureFixture[str], name: str,
                      check: Callable[[Any], bool], right: Any, wrong: Any) -> None:
    ok, out = run(capsys, lambda: check(right))
    assert ok and out.startswith("✓"), out
    ok, out = run(capsys, lambda: check(wrong))
    assert not ok and out.startswith("✗") and "expected" in out, out
    for broken in (None, Ellipsis, object(), "garbage", [1, 2], raises):
        ok, out = run(capsys, lambda b=broken: check(b))
        assert not ok and out.startswith("✗"), (broken, out)


def test_deal_result(capsys: pytest.CaptureFixture[str]) -> None:
    result = play(deal(seed=5))
    ok, out = run(capsys, lambda: checks.check_deal_result(CODE, result.winner, result.tricks))
    assert ok and out.count("✓") == 2, out
    ok, out = run(capsys, lambda: checks.check_deal_result(CODE, result.winner, result.tricks + 1))
    assert not ok and "✗ tricks" in out, out
    ok, out = run(capsys, lambda: checks.check_deal_result(CODE, ..., ...))
    assert not ok and out.count("✗") == 2, out


def test_deterministic_with_fixed_order(capsys: pytest.CaptureFixture[str]) -> None:
    for rules in (Rules(), Rules(low_beats_ace=False)):
        ok, out = run(capsys, lambda r=rules: checks.check_deterministic(True, r))
        assert ok and out.startswith("✓"), out


def test_table_cycle_exact_value(capsys: pytest.CaptureFixture[str]) -> None:
    from itertools import combinations

    hands = list(combinations(Rules().deck.cards, 3))
    exact = Fraction(sum(not unbeaten(list(h)) for h in hands), len(hands))
    ok, out = run(capsys, lambda: checks.check_table_cycle_share(exact))
    assert ok and f"{exact.numerator}/{exact.denominator}" in out


def test_core_helpers(capsys: pytest.CaptureFixture[str]) -> None:
    assert values_equal(Fraction(1, 2), 0.5)
    assert values_equal([1, 2], (1, 2))
    assert not values_equal(True, 1)
    assert not values_equal(1, "1")
    assert call_safely(raises) == (False, "it raised ValueError: oops")

    class BadEq:
        def __eq__(self, other: object) -> bool:
            raise RuntimeError("no")

        __hash__ = None  # type: ignore[assignment]

    ok, out = run(capsys, lambda: checks.check_value("x", BadEq(), 1))
    assert not ok and out.startswith("✗")
    ok, out = run(capsys, lambda: checks.check_function(raises, [(1,)], lambda x: x))
    assert not ok and "ValueError: oops" in out
    ok, out = run(capsys, lambda: checks.check_true("t", lambda: 1 / 0 > 0, "fine", "broken"))
    assert not ok and "ZeroDivisionError" in out


def test_package_does_not_import_jupyter() -> None:
    import subprocess
    import sys

    code = ("import sys, pyanitsa_edu, pyanitsa_edu.checks; "
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('IPython', 'ipywidgets', 'ipykernel', 'matplotlib')]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_check_result_is_a_quiet_bool(capsys: pytest.CaptureFixture[str]) -> None:
    ok = checks.check_value("x", 1, 1)
    bad = checks.check_value("x", 2, 1)
    assert ok == True and bad == False  # noqa: E712 - it compares equal to the bools
    assert bool(ok) and not bad and not (ok & bad)
    assert ok._ipython_display_() is None  # a notebook shows nothing under the ✓ line
