"""Termination and Result: why a game ended is an enum, and a result cannot be impossible."""

from __future__ import annotations

import pytest

import pyanitsa_edu
from pyanitsa_edu import Result, Termination, play
from pyanitsa_edu.errors import PyanitsaError, ResultError
from pyanitsa_edu.pyanitsa.records import REASONS, Reason
from pyanitsa_edu.pyanitsa.termination import DRAW


def test_each_ending_equals_its_code_text_and_has_an_integer_code() -> None:
    texts = ["out_of_cards", "war_shortfall", "war_shortfall_draw", "cycle", "limit"]
    assert [member.value for member in Termination] == texts
    assert list(REASONS) == texts
    for code, member in enumerate(Termination):
        assert member == texts[code] and str(member) == texts[code] and f"{member}" == texts[code]
        assert member.code == code and Termination.from_code(code) is member
        assert Termination.parse(texts[code]) is member
        assert {texts[code]: code}[member] == code  # hashes as its text
        assert member.__doc__  # every member is documented
    assert Reason is Termination and "Termination" in pyanitsa_edu.__all__
    assert [m for m in Termination if m.draw] == [
        Termination.WAR_SHORTFALL_DRAW, Termination.CYCLE, Termination.LIMIT]
    assert DRAW == -1


@pytest.mark.parametrize("bad", [5, -1, True, "cycle"])
def test_an_unknown_code_is_refused(bad: object) -> None:
    with pytest.raises(PyanitsaError):
        Termination.from_code(bad)  # type: ignore[arg-type]


def test_a_result_keeps_an_ending_and_repeats_itself() -> None:
    result = Result(None, "cycle", 5, 0, 2, 3)
    assert result.reason is Termination.CYCLE and result.reason == "cycle"
    assert result == Result(None, Termination.CYCLE, 5, 0, 2, 3)
    assert eval(repr(result), {"Result": Result, "Termination": Termination}) == result
    assert play(["9♣ 6♦ A♥", "7♠ A♣ K♠"]).reason is Termination.OUT_OF_CARDS


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((0, "cycle", 5, 0), "is a draw"),
        ((None, "cycle", 5, 0), "start"),
        ((None, "cycle", 5, 0, 2, 0), "period"),
        ((None, "cycle", 5, 0, 2, 4), "cycle_start \\+ cycle_length"),
        ((None, "limit", 5, 0, 2, 3), "belong to a cycle"),
        ((None, "out_of_cards", 3, 0), "has a winner"),
        ((None, "war_shortfall", 3, 1), "has a winner"),
        ((1, "war_shortfall_draw", 3, 1), "is a draw"),
        ((0, "out_of_cards", -1, 0), "tricks"),
        ((0, "out_of_cards", 1, -2), "wars"),
        ((0, "out_of_cards", 1.5, 0), "tricks"),
        ((8, "out_of_cards", 1, 0), "winner"),
        ((-1, "out_of_cards", 1, 0), "winner"),
        ((True, "out_of_cards", 1, 0), "winner"),
        ((0, "bogus", 1, 0), "reason"),
        ((None, "cycle", 5, 0, -1, 6), "cycle_start"),
    ],
)
def test_an_impossible_result_is_refused(args: tuple[object, ...], words: str) -> None:
    with pytest.raises(ResultError, match=words):
        Result(*args)  # type: ignore[arg-type]
