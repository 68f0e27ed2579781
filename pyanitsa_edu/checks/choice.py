"""Multiple-choice self-checks whose answer keys are not stored as plain text.

A question lists statements (a), (b), … — in Russian (а), (б), (в), (г), (д), (е) — and the
student writes the letters of the true ones; for a Russian reader a Cyrillic letter stands for
the Latin one in the same place (а = a, б = b, в = c …), while the keys keep the Latin letters.
:func:`check_choice` says whether the answer is right, and nothing more when it is
not: not which statements, not how many (a count would solve any question in a few tries,
flipping one letter at a time). After a right answer it can print an explanation.

**Key encoding** (``pc1``): one salted hash per statement. A key reads
``pc1:<letters>:<salt>:<h_a><h_b>…``, where ``<letters>`` lists the statements
(e.g. ``abcde``) and ``h_x`` is the first 8 hex digits of
``sha256("<salt>:<x>:true")`` or ``sha256("<salt>:<x>:false")``. Nobody reads the
right letters off such a key by accident. It is not security: the check runs on the
student's computer, so anyone who reads this module can recover a key by hashing both
possibilities per statement. A teacher makes a key with :func:`choice_key`:

>>> key = choice_key("b, d", options="abcde", salt="demo")
>>> key[:19]
'pc1:abcde:demo:05a9'
>>> check_choice("demo", "db", key)
✓ demo: right.
CheckResult(True)
>>> check_choice("demo", "abd", key)
✗ demo: not right yet: at least one statement is judged wrong. Read them all again.
CheckResult(False)
>>> check_choice("demo", "bd", key, explanation="Why: (b) and (d) hold.")
✓ demo: right.
  Why: (b) and (d) hold.
CheckResult(True)
"""

from __future__ import annotations

import hashlib
import re
import secrets
from typing import Any

from ..errors import SettingError
from ..i18n import N_, _, ngettext
from ..i18n.language import resolve
from .core import CheckResult, fail, safe_check, show, succeed
from .kinds import Kind
from .task import task

__all__ = ["EXPLANATIONS", "QUESTIONS", "check_choice", "check_statements", "choice_key"]

PREFIX = "pc1"
"""The version tag at the start of every key."""
_DIGITS = 8


def _digest(salt: str, letter: str, truth: bool) -> str:
    """Return the hash that marks statement ``letter`` as true or false."""
    text = f"{salt}:{letter}:{'true' if truth else 'false'}"
    return hashlib.sha256(text.encode()).hexdigest()[:_DIGITS]


_JOINING_WORDS = re.compile(r"\b(?:and|и)\b")
"""Words that join letters in a written answer ("b and c", «б и в»): not letters themselves."""
_LATIN = "abcdefgh"
_CYRILLIC = "абвгдежз"
"""The letters of statements in each alphabet, in order: (а) is (a), (б) is (b), (в) is (c)…"""
_BY_PLACE = str.maketrans({**dict(zip(_CYRILLIC, _LATIN, strict=True)), "с": "c"})
"""A Russian reader's letters: each Cyrillic letter of a statement read as the Latin letter in
its place (and a Cyrillic с, typed for the Latin c it looks like, as c)."""
_LOOKALIKES = str.maketrans({"а": "a", "с": "c", "е": "e"})
"""An English reader's Cyrillic letters typed for the Latin ones they look like (а, с, е on a
Russian keyboard)."""


def _letters(text: str, lang: str | None = None) -> list[str]:
    """Return the letters of a written answer, lower case, in order, as Latin letters: "bd",
    "B, d", "b; d", "b and d", «б и г» (for a Russian reader) and "(b) and (d)" all give b, d.
    For a Russian reader (``lang``, default: the current language) the Cyrillic а б в г д е
    stand for a b c d e f; for an English one a Cyrillic а, с or е counts as the Latin letter
    it looks like."""
    places = _BY_PLACE if resolve(lang) == "ru" else _LOOKALIKES
    lower = _JOINING_WORDS.sub(" ", str.lower(text)).translate(places)
    marked = re.findall(r"\(\s*([a-z])\s*\)", lower)
    return marked or [ch for ch in lower if ch.isalpha()]


def _label(letter: str, lang: str | None = None) -> str:
    """Return the letter a reader sees for the statement ``letter``: (в) for (c) in Russian."""
    if resolve(lang) == "ru" and letter in _LATIN:
        return _CYRILLIC[_LATIN.index(letter)]
    return letter


def choice_key(true_letters: str, options: str = "abcde", salt: str | None = None) -> str:
    """Return the encoded key of a question whose true statements are ``true_letters``.

    ``options`` lists every statement's letter; ``salt`` (random by default) makes
    two keys with the same answer look different.
    """
    options = "".join(_letters(options))
    if not options or len(set(options)) != len(options):
        raise SettingError(N_("options must be distinct letters, got {options!r}"), options=options)
    true = set(_letters(true_letters))
    if not true <= set(options):
        raise SettingError(N_("true letters {letters} are not among {options!r}"),
                           letters=sorted(true - set(options)), options=options)
    salt = secrets.token_hex(4) if salt is None else salt
    if ":" in salt or not salt:
        raise SettingError(N_("the salt must be a non-empty text without ':'"))
    if any(_digest(salt, x, True) == _digest(salt, x, False) for x in options):
        return choice_key(true_letters, options, salt + "x")  # pragma: no cover - 1 in 4e9
    hashes = "".join(_digest(salt, x, x in true) for x in options)
    return f"{PREFIX}:{options}:{salt}:{hashes}"


def _decode(key: str) -> dict[str, bool]:
    """Return {letter: True when the statement is true}; SettingError for a damaged key."""
    parts = key.split(":") if isinstance(key, str) else []
    if len(parts) != 4 or parts[0] != PREFIX:
        raise SettingError(N_("not a choice key"))
    _prefix, options, salt, hashes = parts
    if len(hashes) != _DIGITS * len(options):
        raise SettingError(N_("a damaged choice key"))
    truth = {}
    for i, letter in enumerate(options):
        part = hashes[i * _DIGITS : (i + 1) * _DIGITS]
        if part == _digest(salt, letter, True):
            truth[letter] = True
        elif part == _digest(salt, letter, False):
            truth[letter] = False
        else:
            raise SettingError(N_("a damaged choice key"))
    return truth


@safe_check
def check_choice(name: str, answer: Any, key: str, explanation: str = "") -> CheckResult:
    """Check a multiple-choice ``answer`` (the letters of the true statements, any order,
    case or separators: ``"bd"``, ``"b, d"``, ``"b and d"``; for a Russian reader also the
    Cyrillic letters of the statements, ``"бг"``, ``"б и г"``) against an encoded ``key`` from
    :func:`choice_key`.

    A wrong answer hears only that it is not right; ``explanation`` is printed under a right
    one.
    """
    try:
        truth = _decode(key)
    except Exception:
        return fail(name, _("the answer key of this question is damaged; ask your teacher."),
                    Kind.OTHER)
    if answer is Ellipsis or answer is None:
        return fail(name, _('no answer yet: write the letters of the true statements, '
                             'e.g. "ab".'), Kind.MISSING)
    if not isinstance(answer, str):
        return fail(name, _('write the letters as text in quotes, e.g. "ab".'), Kind.UNREADABLE)
    chosen = set(_letters(answer))
    unknown = sorted(chosen - set(truth))
    if unknown:
        listed = ", ".join(f"({_label(x)})" for x in unknown)
        options = list(truth)
        return fail(name, ngettext("there is no statement {listed}: the statements are "
                                   "({first}) to ({last}).", "there are no statements {listed}: "
                                   "the statements are ({first}) to ({last}).", len(unknown),
                                   listed=listed, first=_label(options[0]),
                                   last=_label(options[-1])), Kind.UNREADABLE)
    if any((letter in chosen) != true for letter, true in truth.items()):
        return fail(name, _("not right yet: at least one statement is judged wrong. Read them "
                             "all again."), Kind.WRONG_CHOICE)
    result = succeed(name, _("right."))
    if explanation:
        print(f"  {explanation}")
    return result


QUESTIONS: dict[str, tuple[str, str]] = {
    "deterministic": (
        N_("a function of the deal"),
        "pc1:abcde:7d3e91:9811a09ec6265e7d7eb0d3c2a38593e8f97fe187",
    ),
    "interval": (
        N_("what 95 % means"),
        "pc1:abcde:2f8c0a:0409804256cc248c50e77225ad77519be6229cf8",
    ),
    "proven": (
        N_("what has been proven"),
        "pc1:abcdef:c45b17:5f9af505e4e8378b3648ae1a17a3b016114627158a7eb13c",
    ),
}
"""The exercises' multiple-choice questions, by topic: (title, encoded key)."""


EXPLANATIONS: dict[str, str] = {
    "deterministic": N_(
        "Why: with a fixed return order each trick is fixed by the two top cards, so the whole "
        "game is a function of the deal, with or without the six rule; a circle in the ranking "
        "makes a game hard to predict, not random. Agreeing runs never prove determinism (the "
        "engine does not even read the game seed then); one disagreeing pair, as with the "
        "shuffled return, disproves it."),
    "interval": N_(
        "Why: 95 % describes the method: over many repeated experiments about 95 % of the "
        "intervals contain the true probability. An interval is about the probability, not "
        "about single games, and one that contains 0.5 proves nothing: it only fails to tell "
        "the game from a fair one. Its width shrinks like 1/√n, and the share of wins settles "
        "down to the probability (the law of large numbers)."),
}
"""What each exercise question teaches, printed after a right answer (never before)."""


def _statements_title(topic: str, **__: Any) -> str:
    """Return the title of the question on ``topic``, or "statements" for an unknown one."""
    return _(QUESTIONS[topic][0]) if topic in QUESTIONS else _("statements")


@task(_statements_title)
def check_statements(title: str, topic: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements of the exercise question on ``topic``
    (``"interval"``, ``"deterministic"``, ``"proven"``); a right answer hears why."""
    if topic not in QUESTIONS:
        known = ", ".join(repr(t) for t in QUESTIONS)
        return fail(title, _("unknown question {topic}; the questions are {known}.",
                              topic=show(topic), known=known), Kind.OTHER)
    why = EXPLANATIONS.get(topic, "")
    return check_choice(title, answer, QUESTIONS[topic][1], _(why) if why else "")
