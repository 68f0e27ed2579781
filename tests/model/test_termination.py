"""Termination and Result: why a game ended is an enum, and a result cannot be impossible."""

from __future__ import annotations

import pytest

import pyanitsa_edu
from pyanitsa_edu import Cycle, Result, Rules, Termination, play
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
    result = Result(None, "cycle", 5, 0, Cycle(2, 3))
    assert result.reason is Termination.CYCLE and result.reason == "cycle"
    assert result == Result(None, Termination.CYCLE, 5, 0, (2, 3))  # a pair becomes a Cycle
    assert type(Result(None, "cycle", 5, 0, (2, 3)).cycle) is Cycle
    assert eval(repr(result), {"Result": Result, "Termination": Termination, "Cycle": Cycle}) == (
        result)


def test_a_cycle_is_one_value_and_its_start_and_length_stay_readable() -> None:
    result = Result(None, "cycle", 5, 0, Cycle(2, 3))
    assert (result.cycle_start, result.cycle_length, result.cycle.end) == (2, 3, 5)
    ended = Result(0, "out_of_cards", 5, 0)
    assert ended.cycle is None and ended.cycle_start is None and ended.cycle_length is None
    cycled = play(["6♣ 7♣", "8♣ 6♦"], Rules(collect="seat_order"))  # the compiled loop's
    assert cycled.cycle == Cycle(2, 4) and cycled.tricks == cycled.cycle.end
    assert play(["9♣ 6♦ A♥", "7♠ A♣ K♠"]).reason is Termination.OUT_OF_CARDS


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((0, "cycle", 5, 0), "is a draw"),
        ((None, "cycle", 5, 0), "start"),
        ((None, "cycle", 5, 0, (2, 0)), "period"),
        ((None, "cycle", 5, 0, Cycle(2, 4)), "cycle_start \\+ cycle_length"),
        ((None, "limit", 5, 0, Cycle(2, 3)), "belongs to a game that ended by a cycle"),
        ((None, "cycle", 5, 0, (2, 3, 4)), "a cycle is a Cycle"),
        ((None, "cycle", 5, 0, "2, 3"), "a cycle is a Cycle"),
        ((None, "cycle", 5, 0, (2.0, 3)), "start"),
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
        ((None, "cycle", 5, 0, (-1, 6)), "start"),
    ],
)
def test_an_impossible_result_is_refused(args: tuple[object, ...], words: str) -> None:
    with pytest.raises(ResultError, match=words):
        Result(*args)  # type: ignore[arg-type]
