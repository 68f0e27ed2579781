"""The self-checks in Russian: the same verdicts as in English, every word translated, and a
wrong answer still never shown the right value (nor any number the English line hides)."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyanitsa_edu import checks
from pyanitsa_edu.checks.core import show
from pyanitsa_edu.checks.hints import describe_miss
from pyanitsa_edu.i18n.language import get_language, language

from . import (
    test_lesson13,
    test_lessons_01_to_06,
    test_lessons_11_16_17_18_20,
    test_lessons_14_to_17,
    test_lessons_22_25,
)
from .helpers import BROKEN_FUNCTIONS, BROKEN_VALUES, NUMBER, capture, reveals, run
from .test_core import EXPECTED, _wrong_answers

ENGLISH = re.compile(r"\b(the|is|not|and|of|to|that|with|your|for|right|wrong)\b")
"""Common English words: none may remain in a Russian message (the names of functions and
the student's own answers hold none of them in these cases)."""
CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def _numbers(text: str) -> set[Fraction]:
    """Return the numbers a message prints, whichever way it groups thousands."""
    values = set()
    if CYRILLIC.search(text):  # Russian marks decimals with a comma, never thousands
        text = re.sub(r"(\d),(\d)", r"\1.\2", text).replace("\u2212", "-")  # its minus: −
    for token in NUMBER.findall(text):
        plain = token.replace(",", "").replace("\u00a0", "")
        if "/" in plain:
            top, bottom = plain.split("/")
            if int(bottom):
                values.add(Fraction(int(top), int(bottom)))
        else:
            values.add(Fraction(plain))
    return values


def _once(check: Callable[[], Any]) -> tuple[bool, str]:
    """Run a check; return whether it passed and what it printed."""
    result: list[bool] = []
    printed = capture(lambda: result.append(bool(check())))
    return result[0], printed


def _both(check: Callable[[], Any]) -> tuple[tuple[bool, str], tuple[bool, str]]:
    """Run a check in English, then in Russian: ((passed, printed), (passed, printed))."""
    with language("en"):
        english = _once(check)
    with language("ru"):
        russian = _once(check)
    return english, russian


def _assert_translated(english: str, russian: str) -> None:
    """The Russian line has the English one's mark, Russian words, no English words, and no
    number the English line does not print."""
    assert russian[:1] == english[:1], (english, russian)
    body = russian.split(":", 1)[1]
    assert CYRILLIC.search(body), russian
    assert not ENGLISH.search(body), russian
    assert _numbers(russian) <= _numbers(english), (english, russian)


# --- the hints: a property, as in English ---------------------------------------------------


@pytest.mark.slow
@settings(max_examples=300)
@given(data=st.data(), expected=EXPECTED)
def test_a_wrong_scalar_never_shows_the_right_one_in_russian(
    data: st.DataObject, expected: Any
) -> None:
    got = data.draw(_wrong_answers(expected))
    with language("ru"):
        out = capture(lambda: checks.check_value("ответ", got, expected))
        got_text = show(got)
    assert out.startswith("✗ ответ: ") and CYRILLIC.search(out.split(":", 1)[1]), out
    assert not reveals(out, expected, got_text), (expected, got, out)


@given(data=st.data(), expected=EXPECTED)
def test_the_kind_of_mistake_never_shows_the_right_one_in_russian(
    data: st.DataObject, expected: Any
) -> None:
    got = data.draw(_wrong_answers(expected))
    with language("ru"):
        why = describe_miss(got, expected)
    assert not reveals(why, expected), (expected, got, why)
    assert not ENGLISH.search(why), why


# --- every lesson's checks, in both languages ------------------------------------------------

VALUE_CHECKS = [
    (name, check, right, [answer for answer, _needle in wrong])
    for name, check, right, wrong
    in test_lessons_01_to_06.VALUE_CHECKS + test_lesson13.VALUE_CHECKS
    + test_lessons_22_25.VALUE_CHECKS
] + test_lessons_11_16_17_18_20.VALUE_CASES


@pytest.mark.parametrize(("name", "check", "right", "wrong"), VALUE_CHECKS,
                         ids=[c[0] for c in VALUE_CHECKS])  # fmt: skip
def test_value_checks_speak_russian_and_hide_the_answer(
    name: str, check: Callable[[Any], Any], right: Any, wrong: list[Any]
) -> None:
    (ok_en, english), (ok_ru, russian) = _both(lambda: check(right))
    assert ok_en and ok_ru
    _assert_translated(english, russian)
    for answer in [*wrong, *BROKEN_VALUES]:
        (ok_en, english), (ok_ru, russian) = _both(lambda a=answer: check(a))
        assert not ok_en and not ok_ru, (answer, russian)
        if answer in wrong:
            _assert_translated(english, russian)
        if answer in wrong and not isinstance(right, str | tuple):
            assert not reveals(russian, right, show(answer)), (answer, russian)


FUNCTION_CHECKS = (test_lessons_01_to_06.FUNCTION_CHECKS + test_lesson13.FUNCTION_CHECKS
                   + test_lessons_14_to_17.FUNCTION_CHECKS + test_lessons_22_25.FUNCTION_CHECKS)


@pytest.mark.parametrize(("name", "check", "right", "wrong"), FUNCTION_CHECKS,
                         ids=[c[0] for c in FUNCTION_CHECKS])  # fmt: skip
def test_function_checks_speak_russian(
    name: str, check: Callable[[Any], Any], right: Any, wrong: Any
) -> None:
    for fn in (right, wrong):
        (ok_en, english), (ok_ru, russian) = _both(lambda f=fn: check(f))
        assert ok_en == ok_ru == (fn is right)
        _assert_translated(english, russian)
    assert "для входа" in russian and "нужно" in russian, russian
    for broken in BROKEN_FUNCTIONS:
        (_, english), (ok_ru, russian) = _both(lambda b=broken: check(b))
        assert not ok_ru and russian.startswith("✗") and russian.count("\n") == 1, russian


# --- concrete Russian lines, worked out by hand ----------------------------------------------


def test_russian_lines_worked_out_by_hand(capsys: pytest.CaptureFixture[str]) -> None:
    with language("ru"):
        _, out = run(capsys, lambda: checks.check_value("ответ", 84, 42))
        assert out == (
            "✗ ответ: 84 — неверно: слишком большое: примерно в два раза больше нужного.\n"
        )
        _, out = run(capsys, lambda: checks.check_value("ответ", 42, 42))
        assert out == "✓ ответ: 42 — верно.\n"
        _, out = run(capsys, lambda: checks.check_value("доля", 6.3, 0.063))
        assert out == (
            "✗ доля: 6,3 — неверно: доля лежит между 0 и 1: похоже на проценты "
            "(разделите на 100).\n"
        )
        _, out = run(capsys, lambda: checks.check_value("пара", (1, 3), (1, 2)))
        assert "второе значение: " in out
        _, out = run(capsys, lambda: checks.check_share_estimate("доля", 0.3, truth=0.31, n=50))
        assert out == (
            "✗ доля: у вас 50 партий, а задание требует не меньше 1\u00a0000 партий: "
            "смоделируйте больше.\n"
        )
        _, out = run(capsys, lambda: checks.check_share_estimate("доля", 0.061, 0.0627, n=5_000))
        assert out == (
            "✓ доля: 0,061 — в пределах трёх стандартных ошибок от истины при "
            "n = 5\u00a0000 партий.\n"
        )
        _, out = run(capsys, lambda: checks.check_pile_after(["9♣ 6♦ A♥", "7♠ A♣ K♠"],
                                                             "7♠ A♣ K♠", tricks=2))
        assert out.startswith("✗ стопка игрока 0, сыграно: 2 сравнения: '7♠ A♣ K♠' — неверно: ")
        key = checks.choice_key("b, d", options="abcde", salt="demo")
        _, out = run(capsys, lambda: checks.check_choice("вопрос", "abd", key))
        wrong = ("✗ вопрос: пока неверно: хотя бы одно утверждение оценено неправильно. "
                 "Перечитайте все утверждения.\n")
        assert out == wrong
        _, out = run(capsys, lambda: checks.check_choice("вопрос", "a", key))
        assert out == wrong
        _, out = run(capsys, lambda: checks.check_flip_winner(None))
        assert out == "✗ flip_winner: для входа 6♣, 6♦: ещё не написана (это None).\n"
        _, out = run(capsys, lambda: checks.check_flip_odds("A", (1, 0, 0)))
        assert out.startswith("✗ шансы карты Т в одном сравнении: ")
    assert get_language() == "en"
