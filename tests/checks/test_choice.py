"""Multiple choice: the keys are salted hashes, a wrong answer hears only that it is not right
(never which letters, nor how many), the explanation comes after a right answer, and no key is
stored as plain text in the package."""

from __future__ import annotations

import ast
import re
from itertools import chain, combinations
from pathlib import Path

import pytest

from pyanitsa_edu import checks
from pyanitsa_edu.checks.choice import EXPLANATIONS, QUESTIONS, _decode
from pyanitsa_edu.i18n.language import language

from .helpers import run

PACKAGE = Path(checks.__file__).resolve().parents[1]
OPTIONS = "abcdef"


def _subsets(letters: str) -> list[str]:
    return ["".join(s) for s in chain.from_iterable(
        combinations(letters, k) for k in range(len(letters) + 1))]


def test_a_key_round_trips() -> None:
    key = checks.choice_key("B, d", options="abcde", salt="s1")
    assert _decode(key) == {"a": False, "b": True, "c": False, "d": True, "e": False}
    assert checks.choice_key("bd", salt="s1") == key
    assert checks.choice_key("bd", salt="s2") != key


def test_a_key_does_not_spell_its_answer() -> None:
    key = checks.choice_key("bd", options="abcde", salt="s1")
    hashes = key.split(":")[-1]
    assert "bd" not in hashes and "b, d" not in key
    assert re.fullmatch(r"pc1:abcde:s1:[0-9a-f]{40}", key)


@pytest.mark.parametrize("bad", [("bz", "abcde"), ("ab", "aab"), ("ab", "")])
def test_bad_keys_are_refused(bad: tuple[str, str]) -> None:
    with pytest.raises(ValueError):
        checks.choice_key(*bad)


WRONG = "✗ the question: not right yet: at least one statement is judged wrong. Read them all " \
        "again.\n"
"""The one line every wrong answer gets, however many statements it misjudges."""


@pytest.mark.parametrize("truth", ["", "a", "bd", "ace", "bcef"])
def test_a_wrong_answer_hears_only_that_it_is_not_right(
    capsys: pytest.CaptureFixture[str], truth: str
) -> None:
    """Every wrong answer prints the same line: no letters, and no count of the statements it
    misjudges (a count solves any question by flipping one letter at a time)."""
    key = checks.choice_key(truth, options=OPTIONS, salt="t")
    for answer in _subsets(OPTIONS):
        ok, out = run(capsys, lambda a=answer: checks.check_choice("the question", a, key))
        assert ok == (set(answer) == set(truth)), (answer, out)
        if not ok:
            assert out == WRONG, (answer, out)


def test_the_explanation_comes_only_after_a_right_answer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    key = checks.choice_key("bd", salt="s")
    why = "Why: the deal decides."
    ok, out = run(capsys, lambda: checks.check_choice("q", "bd", key, explanation=why))
    assert ok and out == f"✓ q: right.\n  {why}\n"
    for answer in ("b", "bde", "ac"):
        ok, out = run(capsys, lambda a=answer: checks.check_choice("q", a, key, explanation=why))
        assert not ok and why not in out and "Why" not in out, out


def test_exercise_questions_explain_themselves_once_right(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for topic in EXPLANATIONS:
        truth = "".join(x for x, true in _decode(QUESTIONS[topic][1]).items() if true)
        ok, out = run(capsys, lambda t=topic, a=truth: checks.check_statements(t, a))
        assert ok and "Why:" in out, out
        ok, out = run(capsys, lambda t=topic, a=truth[1:]: checks.check_statements(t, a))
        assert not ok and "Why:" not in out, out


def test_answers_may_be_written_freely(capsys: pytest.CaptureFixture[str]) -> None:
    key = checks.choice_key("bd", salt="s")
    for answer in ("bd", "db", "B, D", "(b) and (d)", " d b ", "b and d", "b;d", "b; d",
                   "B AND D", "b, and d", "b и d", "(b) и (d)", "d и b"):
        ok, out = run(capsys, lambda a=answer: checks.check_choice("q", a, key))
        assert ok, (answer, out)


def test_joined_answers_are_read_and_hear_only_that_they_are_wrong(
    capsys: pytest.CaptureFixture[str],
) -> None:
    key = checks.choice_key("bd", salt="s")
    for answer in ("b and c", "a, b and d", "b и c и d", "a; b; c; d"):
        ok, out = run(capsys, lambda a=answer: checks.check_choice("q", a, key))
        assert not ok and "not right yet" in out, (answer, out)
        assert "no statement" not in out and "(" not in out and " of the " not in out, out


def test_cyrillic_lookalikes_count_as_the_latin_letters(capsys: pytest.CaptureFixture[str]) -> None:
    key = checks.choice_key("ace", salt="s")
    assert run(capsys, lambda: checks.check_choice("q", "а, с и е", key))[0]  # Cyrillic а с е


def test_a_russian_reader_writes_the_cyrillic_letters_of_the_statements(
    capsys: pytest.CaptureFixture[str],
) -> None:
    key = checks.choice_key("bdf", options="abcdef", salt="s")  # (б), (г), (е) in Russian
    with language("ru"):
        for answer in ("бге", "б, г и е", "(б) и (г) и (е)", "Е Г Б", "bdf"):
            ok, out = run(capsys, lambda a=answer: checks.check_choice("q", a, key))
            assert ok and out.startswith("✓ q: верно."), (answer, out)
        ok, out = run(capsys, lambda: checks.check_choice("q", "бвг", key))
        assert not ok and "пока неверно" in out
        ok, out = run(capsys, lambda: checks.check_choice("q", "бжз", key))
        assert not ok and "утверждений (ж), (з) нет: утверждения — от (а) до (е)." in out, out
        ok, out = run(capsys, lambda: checks.check_choice("q", "бж", key))
        assert "утверждения (ж) нет" in out, out
    ok, out = run(capsys, lambda: checks.check_choice("q", "bdf", key))  # English: Latin
    assert ok
    ok, out = run(capsys, lambda: checks.check_choice("q", "bgh", key))
    assert "there are no statements (g), (h): the statements are (a) to (f)." in out, out


@pytest.mark.parametrize(("answer", "needle"), [
    (..., "no answer yet"),
    (None, "no answer yet"),
    (42, "as text"),
    ("bz", "there is no statement (z)"),
])
def test_unusable_answers(capsys: pytest.CaptureFixture[str], answer: object, needle: str) -> None:
    ok, out = run(capsys, lambda: checks.check_choice("q", answer, checks.choice_key("b")))
    assert not ok and needle in out, out


@pytest.mark.parametrize("key", ["bd", "pc1:abc:s:00", "", 7])
def test_a_damaged_key_fails_quietly(capsys: pytest.CaptureFixture[str], key: object) -> None:
    ok, out = run(capsys, lambda: checks.check_choice("q", "bd", key))  # type: ignore[arg-type]
    assert not ok and "damaged" in out


def test_every_exercise_question_has_a_working_key(capsys: pytest.CaptureFixture[str]) -> None:
    for topic, (_title, key) in QUESTIONS.items():
        truth = "".join(letter for letter, true in _decode(key).items() if true)
        assert run(capsys, lambda t=topic, a=truth: checks.check_statements(t, a))[0]
        flipped = truth[1:] if truth else "a"
        assert not run(capsys, lambda t=topic, a=flipped: checks.check_statements(t, a))[0]
    ok, out = run(capsys, lambda: checks.check_statements("nonsense", "a"))
    assert not ok and "unknown question" in out


def _string_literals(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)]


def _spelled(text: str) -> str:
    """Return the sorted letters an answer text names: "(b) and (d)" and "b, d" give "bd"."""
    marked = re.findall(r"\(([a-f])\)", text)
    letters = marked or re.findall(r"[a-f]", re.sub(r"\band\b", " ", text))
    return "".join(sorted(set(letters)))


def _letter_sets(text: str) -> set[str]:
    """Return the letter sets a text spells as an answer: "ace", "a, c, e", "(a) (c)"."""
    pattern = r"[\"'`]\s*((?:\(?[a-f]\)?[\s,;]*(?:and\s+)?){1,6})[\"'`]"
    return {_spelled(match.group(1)) for match in re.finditer(pattern, text)}


NOUNS = {"ace"}
"""English nouns of the reader's that happen to be spelled with the letters a–f."""
WORDS_OF_READERS = ("fmt.py", "text.py")
"""Modules that hold such nouns: the formatters count aces, text.py names the card ranks."""


def test_no_key_appears_as_plain_text_in_the_package() -> None:
    answers = {"".join(sorted(x for x, true in _decode(key).items() if true))
               for _title, key in QUESTIONS.values()}
    assert all(answers), answers
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        spelled = _letter_sets(text)
        for literal in _string_literals(path):
            if re.fullmatch(r"[\s,;()a-f]*(?:and)?[\s,;()a-f]*", literal) and literal.strip():
                spelled.add(_spelled(literal))
        if path.name in WORDS_OF_READERS:
            spelled -= NOUNS  # "ace" is a word of the reader's here, not a key
        leaks = answers & spelled
        assert not leaks, f"{path.relative_to(PACKAGE)} spells the key(s) {sorted(leaks)}"


def test_the_leak_test_would_see_a_plain_key() -> None:
    assert "ace" in _letter_sets('KEY = "ace"')
    assert "bce" in _letter_sets("key: 'b, c, e'")
    assert "bd" in _letter_sets('("(b) and (d)")')
