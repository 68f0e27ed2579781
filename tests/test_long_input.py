"""No error message repeats a huge input: every error class, and the command line, given one.

Each package error class that a user's input can raise is raised here from input of 100,000
characters (or a list, a path, a number as long), in both languages, and its message stays a
line or two; the command line's one-line errors too. A test below fails when an error class
is added to ``pyanitsa_edu.errors`` without a case here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import pyanitsa_edu.errors as errors
from pyanitsa_edu import (
    Card,
    Deck,
    Game,
    Result,
    Rules,
    deal,
    expected_outcome,
    set_language,
    simulate,
)
from pyanitsa_edu.analysis.exact import exact_outcomes
from pyanitsa_edu.app.cli import main
from pyanitsa_edu.app.course import copy_course
from pyanitsa_edu.app.lab import jupyter_command
from pyanitsa_edu.app.report import make_report
from pyanitsa_edu.checks.core import call_safely
from pyanitsa_edu.engine.tactical import play_tactical
from pyanitsa_edu.grading import grade
from pyanitsa_edu.pyanitsa.dealcode import parse_deal_code
from pyanitsa_edu.sixtysix import Move, new_hand
from pyanitsa_edu.widgets.deal_input import read_deal

HUGE = 100_000
SHUFFLED = Rules(deck=Deck(["6", "7", "8", "9"], suits=2), collect="shuffled")
LONG_MESSAGE = 400
"""The most characters a message may have (a line or two)."""


def _raise_in_student_code() -> None:
    raise ValueError("e" * HUGE)


def _finished_game() -> None:
    game = Game(deal(seed=1))
    game.run()
    game.step()


CASES: dict[type[errors.PyanitsaError], list[Callable[[], Any]]] = {
    errors.CardError: [lambda: Card.parse("x" * HUGE), lambda: Game(["9" * HUGE + "♣", "7♣"]),
                       lambda: Deck(["6", "A"], suits=["q" * HUGE])],
    errors.DeckError: [lambda: Deck("r" * HUGE), lambda: Deck(["6", "A"], suits=10**HUGE)],
    errors.RulesError: [lambda: Rules(collect="y" * HUGE),  # type: ignore[arg-type]
                        lambda: Rules(deck="z" * HUGE)],  # type: ignore[arg-type]
    errors.DealError: [lambda: deal(seed="s" * HUGE),  # type: ignore[arg-type]
                       lambda: deal(seed=10**HUGE), lambda: Game([["6♣"] * HUGE, ["7♣"]])],
    errors.DealInputError: [lambda: read_deal(Rules(), "9" * HUGE, "", "en"),
                            lambda: read_deal(Rules(), "", "Z" * HUGE, "en")],
    errors.DealCodeError: [lambda: parse_deal_code("Z" * HUGE)],
    errors.StrategyError: [lambda: play_tactical(deal(seed=1), ["s" * HUGE, "t"])],  # type: ignore[list-item]
    errors.MoveError: [lambda: new_hand(1).apply(["x" * HUGE]),  # type: ignore[arg-type]
                       lambda: new_hand(1).apply("x" * HUGE), lambda: Move.parse("x" * HUGE)],
    errors.GameOverError: [_finished_game],
    errors.ResultError: [lambda: Result("w" * HUGE, "cycle", 1, 0)],  # type: ignore[arg-type]
    errors.TooManyDealsError: [lambda: exact_outcomes(Rules(deck=52))],
    errors.TooManyStatesError: [
        lambda: expected_outcome(deal(SHUFFLED, 3), SHUFFLED, max_states=2)],
    errors.SettingError: [lambda: set_language("x" * HUGE), lambda: simulate(10**HUGE),
                          lambda: simulate(10, seed=1, workers="w" * HUGE)],  # type: ignore[arg-type]
    errors.CourseError: [lambda: copy_course("/" + "c" * HUGE),
                         lambda: jupyter_command("d" * HUGE)],
    errors.ReportError: [lambda: make_report("/" + "r" * HUGE),
                         lambda: make_report(Path("r" * 200) / ("r" * 200))],
    errors.AnswerError: [lambda: call_safely("f" * HUGE),
                         lambda: call_safely(_raise_in_student_code)],
    errors.GradeFailure: [lambda: grade("05", "long_game_share", {"long_games": "x" * HUGE}),
                          lambda: grade("05", "interval_by_hand", {"interval": "x" * HUGE})],
}


def test_every_error_class_has_a_case() -> None:
    classes = {value for value in vars(errors).values()
               if isinstance(value, type) and issubclass(value, errors.PyanitsaError)}
    assert classes - {errors.PyanitsaError} == set(CASES)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", list(CASES), ids=lambda kind: kind.__name__)
def test_a_huge_input_gives_a_short_message(kind: type[errors.PyanitsaError], lang: str) -> None:
    for call in CASES[kind]:
        with pytest.raises(kind) as raised:
            call()
        for text in (str(raised.value), raised.value.text(lang)):
            assert len(text) < LONG_MESSAGE, text[:LONG_MESSAGE * 2]


@pytest.mark.parametrize("argv", [
    ["simulate", "--csv", "/" + "c" * HUGE, "-n", "10"],
    ["simulate", "--ranks", *(["R"] * 5), "r" * HUGE],
    ["simulate", "-n", "9" * HUGE],
    ["exact", "--max-deals", "x" * HUGE],
    ["course", "/" + "c" * HUGE],
    ["lab", "l" * HUGE],
    ["report", "/" + "r" * HUGE],
    ["x" * HUGE],
])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_command_line_answers_a_huge_input_in_a_line(
    argv: list[str], lang: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with pytest.raises(SystemExit) as stop:
        main([*argv, "--lang", lang] if argv[0] in ("simulate", "exact") else argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert len(err) < LONG_MESSAGE and len(err.splitlines()) == 1, err[:LONG_MESSAGE * 2]
    set_language("en")
