"""The message catalogue: up to date with the code, complete, compiled, shipped; the language
local to each thread and asyncio task; no Russian left in Python modules."""

from __future__ import annotations

import ast
import asyncio
import re
import sys
import threading
from pathlib import Path

import pytest

import pyanitsa_edu
from pyanitsa_edu import Result, Rules, get_language, set_language
from pyanitsa_edu.i18n import N_, _, fill, ngettext, pgettext, translate
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.pyanitsa.text import rules_text

ROOT = Path(pyanitsa_edu.__file__).parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import catalog  # noqa: E402  (tools/catalog.py)

import russian_reader  # noqa: E402  (tests/russian_reader.py)

CYRILLIC = re.compile(r"[\u0400-\u04ff]")


# --- the catalogue and its tools ---------------------------------------------------------------


@pytest.fixture(scope="module")
def template() -> catalog.Catalog:
    """The messages extracted from the code now."""
    return catalog.extract()


def test_the_catalogue_is_up_to_date_complete_and_its_fields_match(
    template: catalog.Catalog,
) -> None:
    assert len(template) > 600
    assert catalog.problems(template, catalog.read("ru")) == []


def test_the_committed_mo_is_a_fresh_compile_of_the_po() -> None:
    assert catalog.mo_path("ru").read_bytes() == catalog.mo_bytes(catalog.read("ru"))


def test_the_plural_forms_are_declared_once_in_the_header() -> None:
    text = catalog.po_path("ru").read_text(encoding="utf-8")
    assert text.count("Plural-Forms: nplurals=3;") == 1


def test_the_check_finds_new_stale_untranslated_and_mismatched_messages(
    template: catalog.Catalog,
) -> None:
    russian = catalog.read("ru")
    some = next(m for m in russian if m.id and not m.context and "{" in str(m.id))
    some.string = "без полей"
    stale = russian.get("Draw")
    assert stale is not None
    russian.delete("Draw")
    russian.add("an old message", "старое")
    untranslated = next(m for m in russian if m.id and not m.context and m is not some)
    untranslated.string = ""
    found = "\n".join(catalog.problems(template, russian))
    assert "new message, not in the catalogue: ('Draw', None)" in found
    assert "stale message, not in the code: ('an old message', None)" in found
    assert f"not translated: ({untranslated.id!r}, None)" in found
    assert "instead of" in found and repr(some.id) in found


def test_a_message_both_plain_and_plural_is_refused(tmp_path: Path) -> None:
    (tmp_path / "module.py").write_text(
        'from .i18n import _, ngettext\n_("card")\nngettext("card", "cards", 2)\n',
        encoding="utf-8",
    )
    with pytest.raises(SystemExit, match="both a plain and a plural message"):
        catalog.extract(tmp_path)



def test_translations_plural_forms_and_contexts() -> None:
    assert _("Draw", "ru") == "Ничья" and _("Draw", "en") == "Draw"
    assert [ngettext("card", "cards", n, "ru") for n in (1, 3, 5, 21, 111)] == [
        "карта", "карты", "карт", "карта", "карт"]  # fmt: skip
    assert pgettext("end reason", "cycle", "ru") == "зацикливание"
    assert pgettext("end reason", "cycle", "en") == "cycle"
    assert N_("an untranslated text") == "an untranslated text"
    assert _("a text not in the catalogue", "ru") == "a text not in the catalogue"


def test_fill_writes_numbers_for_the_reader() -> None:
    values = {"n": 12345, "p": 0.331, "x": 0.5}
    assert fill("{n:,} {p:.1%} {x:.2f}", "en", **values) == "12,345 33.1% 0.50"
    assert fill("{n:,} {p:.1%} {x:.2f}", "ru", **values) == "12\u00a0345 33,1\u00a0% 0,50"
    assert fill("{flag} {name}", "ru", flag=True, name="a.b") == "True a.b"
    assert fill("{braces}", "ru") == "{braces}"  # no values: the text as it is
    assert translate("after {n:,} games", "en", n=5000) == "after 5,000 games"
    assert CYRILLIC.search(translate("after {n:,} games", "ru", n=5000))
    assert "5\u00a0000" in translate("after {n:,} games", "ru", n=5000)


# --- the language of a thread, of a task, and the default ------------------------------------


def test_with_language_is_local_to_its_thread() -> None:
    inside = threading.Barrier(2)
    results: dict[str, list[str]] = {}

    def speak(lang: str) -> None:
        with language(lang):
            inside.wait()  # both blocks are open at once
            words = [get_language(), str(Result(None, "limit", 3, 0))]
            inside.wait()
            words.append(get_language())
        results[lang] = words

    threads = [threading.Thread(target=speak, args=(lang,)) for lang in ("ru", "en")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results["ru"][0] == results["ru"][2] == "ru"
    assert results["ru"][1].startswith("ничья (предел числа сравнений)")
    assert results["en"] == ["en", "draw (limit) after 3 tricks and 0 war rounds", "en"]
    assert get_language() == "en"


def test_with_language_is_local_to_its_asyncio_task() -> None:
    async def speak(lang: str, order: list[str]) -> str:
        with language(lang):
            order.append(lang)
            await asyncio.sleep(0.01)  # the other task runs its block meanwhile
            return f"{get_language()}: {rules_text(Rules())[:12]}"

    async def both() -> list[str]:
        order: list[str] = []
        results = await asyncio.gather(speak("ru", order), speak("en", order))
        assert order == ["ru", "en"]  # interleaved: both blocks were open at once
        return list(results)

    assert asyncio.run(both()) == ["ru: колода из 36", "en: 36-card deck"]
    assert get_language() == "en"


def test_set_language_sets_the_default_and_a_block_still_wins() -> None:
    try:
        set_language("ru")
        seen: list[str] = []
        thread = threading.Thread(target=lambda: seen.append(get_language()))
        thread.start()
        thread.join()
        assert seen == ["ru"]  # the default is shared by every thread
        with language("en"):
            assert get_language() == "en"
        assert get_language() == "ru"
    finally:
        set_language("en")


# --- no language table left in Python ----------------------------------------------------------

ALLOWED = {
    "pyanitsa/cards.py": "card letters and their parse aliases",
    "sixtysix/moves.py": "parse aliases of moves",
    "checks/choice.py": "the Cyrillic letters of statements, look-alikes and «и» in an answer",
}
"""Modules whose code may hold Cyrillic, and why."""

ENGLISH_TERM = re.compile(r"спор")
"""The one Russian word of the English messages: Pyanitsa's war (спор), taught as a term."""


def _code_strings(path: Path) -> list[tuple[int, str]]:
    """Return the string constants of a module that are not docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        for item in getattr(node, "body", []) if isinstance(getattr(node, "body", None), list) \
                else []:  # fmt: skip
            if isinstance(item, ast.Expr) and isinstance(item.value, ast.Constant):
                docs.add(id(item.value))
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docs]  # fmt: skip


def test_cyrillic_stays_out_of_python_but_for_card_letters_and_parse_aliases() -> None:
    package = ROOT / "pyanitsa_edu"
    found = []
    for path in sorted(package.rglob("*.py")):
        name = path.relative_to(package).as_posix()
        if name.startswith("_course/") or name in ALLOWED:
            continue
        for line, text in _code_strings(path):
            if CYRILLIC.search(ENGLISH_TERM.sub("", text)):
                found.append(f"{name}:{line}: {text[:60]!r}")
    assert found == []


# --- exceptions: English texts, a reader's translation ----------------------------------------


def _english_only(text: str) -> bool:
    """Return True for a text without a Cyrillic letter."""
    return CYRILLIC.search(text) is None


def test_a_finished_game_raises_in_english_and_translates_for_a_reader() -> None:
    from pyanitsa_edu import Game, GameOverError

    game = Game(["8♣", "9♦"])
    game.step()
    with language("ru"), pytest.raises(GameOverError) as caught:
        game.step()
    error = caught.value
    assert _english_only(str(error)) and str(error).startswith("the game is over (player 1 wins")
    assert error.text("ru").startswith("партия окончена (игрок 1 выигрывает (кончились карты)")
    assert error.text("en") == str(error)


def test_a_move_after_the_hand_and_a_game_without_cycle_raise_in_english() -> None:
    from pyanitsa_edu import Game
    from pyanitsa_edu.analysis.research import cycle_states
    from pyanitsa_edu.errors import MoveError, SettingError
    from pyanitsa_edu.sixtysix.moves import Move
    from pyanitsa_edu.widgets.sixtysix_session import Session

    session = Session(seed=1, bot="greedy", human=1)
    session.move(Move.declare())
    with language("ru"), pytest.raises(MoveError) as moved:
        session.move(Move.declare())
    assert _english_only(str(moved.value)) and "the hand is over (player" in str(moved.value)
    assert moved.value.text("ru").startswith("партия окончена (игрок")
    game = Game(["8♣", "9♦"])
    game.run()
    with language("ru"), pytest.raises(SettingError) as cycled:
        cycle_states(game)
    assert _english_only(str(cycled.value))
    assert cycled.value.text("ru").startswith("партия не закончилась зацикливанием: игрок 1")


def test_an_illegal_sixty_six_move_says_why_in_the_readers_language() -> None:
    from pyanitsa_edu.sixtysix.moves import Move
    from pyanitsa_edu.widgets.sixtysix_session import Session

    session = Session(seed=1, bot="greedy", human=1)
    session.move(Move.declare())
    session.new_hand()  # the bot leads: declaring now is not allowed
    error = session.state.illegal(Move.declare())
    assert str(error) == session.state.why_illegal(Move.declare())
    assert str(error).startswith("only the player on lead may declare; player 1 must follow")
    russian = error.text("ru")
    assert russian.startswith("только ходящий игрок может сказать «Хватит!»; игрок 1 должен")
    assert not re.search(r"[A-Za-z]{2,}", russian)  # no English word, card letters Russian


def test_a_mistyped_deal_code_is_refused_in_the_readers_language() -> None:
    from pyanitsa_edu.errors import DealCodeError, error_text
    from pyanitsa_edu.pyanitsa.dealcode import parse_deal_code

    with pytest.raises(DealCodeError) as caught:
        parse_deal_code("hello")
    assert str(caught.value) == (
        "deal code 'hello' fails its checksum: a character is mistyped or missing")
    assert error_text(caught.value, "ru") == (
        "код раздачи 'hello' не сходится с контрольной суммой: какой-то знак набран неверно или "
        "пропущен")
    assert error_text(KeyError("x"), "ru") == "'x'"  # not a package error: as it is


def test_a_widget_shows_a_bad_deal_code_wholly_in_russian() -> None:
    from pyanitsa_edu.errors import DealInputError
    from pyanitsa_edu.widgets.deal_input import read_deal

    with pytest.raises(DealInputError) as caught:
        read_deal(Rules(), "", "hello", "ru")
    shown = str(caught.value)
    assert shown.startswith("Этот код раздачи не подходит: код раздачи 'hello' не сходится")
    assert not re.search(r"[A-Za-z]{2,}", shown.replace("'hello'", ""))


# --- the Russian of the catalogue: the glossary's words, Russian cards and numbers ------------


def _russian_problems(text: str) -> list[str]:
    """Return what a Russian message shows that the glossary forbids: a «Not» word, «Пьяница»
    in the feminine, a Latin card, a number written the English way (its ``{fields}`` and
    code spans left out: they are filled in or are code)."""
    plain = russian_reader.CODE_SPAN.sub(" ", re.sub(r"\{[^{}]*\}", " ", text))
    numbers = [m.group(0) for m in russian_reader.ENGLISH_NUMBER.finditer(plain)
               if m.group(0) not in ("nan", "inf")]  # numpy's words, named for the reader
    return [*russian_reader.not_words_in(plain),
            *(m.group(0) for m in russian_reader.FEMININE_PYANITSA.finditer(plain)),
            *(m.group(0) for m in russian_reader.LATIN_CARD.finditer(plain)), *numbers]


def test_the_russian_catalogue_uses_the_glossarys_words_cards_and_numbers() -> None:
    found = []
    for message in catalog.read("ru"):
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple | list) else [
            message.string]
        for text in strings:
            bad = _russian_problems(str(text))
            if bad:
                found.append(f"{message.id!r}: {bad}")
    assert found == []


def test_the_catalogue_scan_finds_what_it_guards() -> None:
    found = _russian_problems("95 % интервал для {n:.2f} и тест; наша Пьяница; J♥; 1.96")
    assert sorted(found) == sorted([
        "'95 % интервал' (95% confidence interval: not «95\xa0% интервал»)",
        "'тест' (test (a statistical test): not «тест»)", "наша Пьяниц", "J♥", "1.96"])
    assert _russian_problems("95-процентный интервал {p:.2f}; критерий; `np.percentile(x, 2.5)`") \
        == []  # fmt: skip
