"""One language setting for everything a reader sees: English by default, Russian on request,
every message table complete in both languages, Russian plural forms, and no side effect
beyond the language itself."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import random
import re
import string
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import matplotlib
import numpy as np
import pytest

import pyanitsa_edu
from pyanitsa_edu import (
    Cycle,
    Game,
    Result,
    Rules,
    SettingError,
    get_language,
    set_language,
    simulate,
)
from pyanitsa_edu.i18n import gettext
from pyanitsa_edu.i18n.fmt import CARD, GAME, TRICK, WAR_ROUND, count, number, plural
from pyanitsa_edu.i18n.language import language, resolve
from pyanitsa_edu.pyanitsa.cards import Card
from pyanitsa_edu.pyanitsa.deck import Deck
from pyanitsa_edu.pyanitsa.records import REASONS, reason_label
from pyanitsa_edu.pyanitsa.text import deck_text, pile_text, piles_text, rules_text

PACKAGE = Path(pyanitsa_edu.__file__).parent


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """Every test starts and must end in English."""
    assert get_language() == "en"
    yield
    assert get_language() == "en"


# --- the setting ------------------------------------------------------------------------------


def test_english_is_the_default_and_set_language_switches_everything_at_once() -> None:
    trick = Game(["8♣ 9♦ K♥ 7♣", "8♠ 6♣ 10♦ 7♥"]).step()
    assert str(trick).startswith("Trick 1: 8♣ vs 8♠ | спор: ")
    try:
        set_language("ru")
        assert get_language() == "ru" and resolve() == "ru" and resolve(None) == "ru"
        assert str(trick).startswith("Сравнение 1: 8♣ против 8♠ | спор: ")
        assert Card.parse("A♥").text() == "Т♥"
        assert resolve("en") == "en"  # an explicit language wins for one call
        assert trick.text("en").startswith("Trick 1")
    finally:
        set_language("en")
    assert str(trick).startswith("Trick 1")


def test_the_context_manager_restores_the_language_before_it_even_after_an_error() -> None:
    with language("ru") as chosen:
        assert chosen == "ru" and get_language() == "ru"
        with language("en"):
            assert get_language() == "en"
        assert get_language() == "ru"
    assert get_language() == "en"
    with pytest.raises(ZeroDivisionError), language("ru"):
        _ = 1 / 0
    assert get_language() == "en"


@pytest.mark.parametrize("bad", ["de", "", "RU", "ru ", "english", 5, b"ru", None, ["ru"]])
def test_an_unknown_language_is_a_setting_error(bad: Any) -> None:
    with pytest.raises(SettingError, match="lang must be 'en' or 'ru'") as error:
        set_language(bad)
    assert len(str(error.value)) < 120
    with pytest.raises(SettingError, match="lang must be 'en' or 'ru'"), language(bad):
        pass  # pragma: no cover
    if bad is not None:  # None means "the current language" where a lang= argument takes it
        with pytest.raises(SettingError, match="lang must be 'en' or 'ru'"):
            resolve(bad)
    assert get_language() == "en"


def test_every_lang_argument_refuses_an_unknown_language() -> None:
    from pyanitsa_edu.plots import plot_game_lengths
    from pyanitsa_edu.widgets import table_widget

    calls = [
        lambda: Card.parse("A♥").text("fr"),  # type: ignore[arg-type]
        lambda: pile_text([], "fr"),  # type: ignore[arg-type]
        lambda: Result(0, "out_of_cards", 1, 0).text("fr"),  # type: ignore[arg-type]
        lambda: simulate(10, seed=1).summary("fr"),  # type: ignore[arg-type]
        lambda: plot_game_lengths([1, 2, 3], lang="fr"),  # type: ignore[arg-type]
        lambda: table_widget(seed=1, lang="fr"),
    ]
    for call in calls:
        with pytest.raises(SettingError, match="lang must be"):
            call()


def test_set_language_changes_nothing_but_the_language() -> None:
    rc = dict(matplotlib.rcParams)
    py_state, np_state = random.getstate(), np.random.get_state()
    module = sys.modules["pyanitsa_edu.i18n.language"]
    before = {k: v for k, v in vars(module).items() if not k.startswith("__")}
    with language("ru"):
        simulate(20, seed=3).summary()
    after = {k: v for k, v in vars(module).items() if not k.startswith("__")}
    assert before.keys() == after.keys() and after["_current"] == ["en"]
    assert all(before[k] is after[k] for k in before)
    assert dict(matplotlib.rcParams) == rc
    assert random.getstate() == py_state
    assert all(np.array_equal(a, b) for a, b in zip(np.random.get_state(), np_state, strict=True))


# --- plural forms and numbers -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("n", "form"),
    [(0, "карт"), (1, "карта"), (2, "карты"), (4, "карты"), (5, "карт"), (11, "карт"),
     (12, "карт"), (14, "карт"), (20, "карт"), (21, "карта"), (22, "карты"), (25, "карт"),
     (101, "карта"), (111, "карт"), (112, "карт"), (122, "карты"), (1_000_001, "карта")],
)  # fmt: skip
def test_russian_plural_forms_follow_the_last_two_digits(n: int, form: str) -> None:
    assert plural(n, CARD, "ru") == form


def test_nouns_after_numbers_in_both_languages() -> None:
    assert [count(k, TRICK, "ru") for k in (1, 2, 5, 21)] == [
        "1 сравнение", "2 сравнения", "5 сравнений", "21 сравнение"]  # fmt: skip
    assert [count(k, WAR_ROUND, "ru") for k in (1, 3, 11)] == ["1 спор", "3 спора", "11 споров"]
    assert [count(k, GAME, "ru") for k in (1, 2, 10)] == ["1 партия", "2 партии", "10 партий"]
    assert [plural(k, CARD, "ru") for k in (1, 2, 5)] == ["карта", "карты", "карт"]
    assert [count(k, TRICK, "en") for k in (0, 1, 2)] == ["0 tricks", "1 trick", "2 tricks"]
    assert number(1_234_567, "en") == "1,234,567"
    assert number(1_234_567, "ru") == "1\u00a0234\u00a0567"  # a comma would read as decimals
    with language("ru"):
        assert count(2_000, GAME) == "2\u00a0000 партий"


# --- the records, the summary and the texts of piles in Russian, worked out by hand -------------


def test_a_war_trick_in_russian() -> None:
    game = Game(["8♣ 9♦ K♥ 7♣", "8♠ 6♣ 10♦ 7♥"])
    trick = game.step()
    with language("ru"):
        assert str(trick) == (
            "Сравнение 1: 8♣ против 8♠ | спор: [9♦] К♥ против [6♣] 10♦ "
            "→ игрок 0 забирает 8♣ 9♦ К♥ 8♠ 6♣ 10♦"
        )
    assert str(trick) == (
        "Trick 1: 8♣ vs 8♠ | спор: [9♦] K♥ vs [6♣] 10♦ → player 0 takes 8♣ 9♦ K♥ 8♠ 6♣ 10♦"
    )


def test_results_in_russian_with_their_plural_forms() -> None:
    cases = [
        (Result(0, "out_of_cards", 1, 1), "игрок 0 выигрывает (кончились карты) за 1 сравнение "
         "и 1 спор", "player 0 wins (out_of_cards) after 1 trick and 1 war round"),
        (Result(1, "war_shortfall", 22, 3), "игрок 1 выигрывает (не хватило карт на спор) за "
         "22 сравнения и 3 спора", "player 1 wins (war_shortfall) after 22 tricks and 3 war "
         "rounds"),
        (Result(None, "war_shortfall_draw", 5, 11), "ничья (обоим не хватило карт на спор) за "
         "5 сравнений и 11 споров", "draw (war_shortfall_draw) after 5 tricks and 11 war rounds"),
        (Result(None, "limit", 100, 0), "ничья (предел числа сравнений) за 100 сравнений и "
         "0 споров", "draw (limit) after 100 tricks and 0 war rounds"),
        (Result(None, "cycle", 16, 2, Cycle(12, 4)), "ничья: зацикливание с состояния после "
         "сравнения 12, период 4, за 16 сравнений и 2 спора",
         "draw: cycle from trick 12, period 4 after 16 tricks and 2 war rounds"),
    ]  # fmt: skip
    for result, russian, english in cases:
        assert result.text("ru") == russian
        assert str(result) == english
        with language("ru"):
            assert str(result) == russian



def test_short_labels_of_the_ending_reasons_in_both_languages() -> None:
    english = ["out of cards", "short in a war", "both short", "cycle", "limit"]
    russian = ["кончились карты", "не хватило карт на спор", "обоим не хватило карт на спор",
               "зацикливание", "предел числа сравнений"]  # fmt: skip
    assert [reason_label(r) for r in REASONS] == [reason_label(r, "en") for r in REASONS]
    assert [reason_label(r) for r in REASONS] == english
    assert [reason_label(r, "ru") for r in REASONS] == russian
    with language("ru"):
        assert [reason_label(r) for r in REASONS] == russian
        assert reason_label("cycle", "en") == "cycle"
    for bad in ("out of cards", "draw", None, 3):
        with pytest.raises(SettingError, match="reason must be one of out_of_cards"):
            reason_label(bad)  # type: ignore[arg-type]


def test_a_trick_with_players_short_of_cards_in_russian() -> None:
    game = Game(["6♣ 7♣ 8♣", "6♦", "6♥"], Rules(players=3))
    trick = game.step()
    assert trick.short == (1, 2) and trick.winner == 0
    with language("ru"):
        assert " | не хватило карт: игроки 1, 2 → игрок 0 забирает " in str(trick)


def test_the_summary_in_russian_has_the_numbers_of_the_english_one() -> None:
    sim = simulate(3_000, seed=11)
    english, russian = sim.summary(), sim.summary("ru")
    with language("ru"):
        assert str(sim) == russian and "исход" in sim._repr_html_()
    assert "outcome" in sim._repr_html_()
    assert russian.splitlines()[0] == (
        "3\u00a0000 партий: колода из 36 карт, 6 бьёт Т, в споре 1 закрытая карта, "
        "нехватка карт на спор: проигрыш, порядок возврата: сначала карты победителя"
    )
    assert russian.splitlines()[1].split() == ["исход", "партий", "доля", "95-процентный",
                                                "интервал"]
    labels = [line[:40].strip() for line in russian.splitlines()[2:-1]]
    assert labels[:3] == ["выигрывает игрок 0", "выигрывает игрок 1", "ничья"]
    assert all(label.startswith("причина: ") for label in labels[3:])
    assert russian.splitlines()[-1].startswith("сравнений: в среднем ")
    for en_line, ru_line in zip(english.splitlines()[2:], russian.splitlines()[2:], strict=True):
        en_numbers = re.findall(r"\d+(?:\.\d+)?", en_line.replace(",", ""))
        ru_plain = re.sub(r"(\d),(\d)", r"\1.\2", ru_line.replace("\u00a0", ""))  # 0,5
        assert en_numbers == re.findall(r"\d+(?:\.\d+)?", ru_plain)


def test_rules_decks_and_piles_in_russian() -> None:
    rules = Rules(deck=32, low_beats_ace=False, players=3, max_tricks=21, war_face_down=2)
    assert rules_text(rules, "ru") == (
        "колода из 32 карт, Т старше всех, в споре 2 закрытые карты, нехватка карт на спор: "
        "проигрыш, порядок возврата: сначала карты победителя, 3 игрока, предел: 21 сравнение"
    )
    assert rules_text(rules, "en") == rules.describe()
    assert deck_text(Rules().deck, "ru") == "колода из 36 карт"
    assert deck_text(Deck(ranks=["6", "7", "A"], suits=2), "ru") == "колода из 6 карт (6 7 Т × ♣♦)"
    game = Game(["9♣ 6♦", "7♠ A♣"])
    with language("ru"):
        assert piles_text(game.piles) == "игрок 0 ( 2): 9♣ 6♦\nигрок 1 ( 2): 7♠ Т♣"
    assert piles_text(game.piles) == "player 0 ( 2): 9♣ 6♦\nplayer 1 ( 2): 7♠ A♣"


def test_sixty_six_records_follow_the_current_language() -> None:
    from pyanitsa_edu.sixtysix.moves import Move
    from pyanitsa_edu.sixtysix.records import Outcome

    outcome = Outcome(1, 3, "declared")
    move = Move.parse("play A♠")
    assert outcome.text() == str(outcome) and move.text() == "play A♠"
    with language("ru"):
        assert outcome.text() == "игрок 1 выигрывает 3 победных очка («Хватит!»)"
        last = Outcome(0, 1, "last_trick").text()
        assert last == "игрок 0 выигрывает 1 победное очко (последняя взятка)"
        assert move.text() == "ход Т♠"
        assert move.text("en") == "play A♠"



def test_a_sixty_six_table_and_its_tricks_follow_the_current_language() -> None:
    from pyanitsa_edu.sixtysix.records import Outcome
    from pyanitsa_edu.sixtysix.state import deal_hand

    # Worked by hand: dealer 0, so player 1 gets cards 1-3 and 8-9, player 0 cards 4-6 and
    # 10-11, the 7th (10♥) is trump; hands are sorted ♣ ♦ ♥ ♠, highest first.
    state = deal_hand("A♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ K♥ Q♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ Q♣ J♣", 0)
    assert str(state) == state.text("en") == (
        "Trump ♥ (10♥ face up); stock 9 face down\n"
        "Player 0: A♦ A♥ J♥ Q♠ J♠   points   0  tricks 0\n"
        "Player 1: K♥ Q♥ A♠ 10♠ K♠  points   0  tricks 0\n"
        "Player 1 to move"
    )
    russian = (
        "Козырь ♥ (открыт 10♥); колода: 9 рубашкой вверх\n"
        "Игрок 0: Т♦ Т♥ В♥ Д♠ В♠   очки   0  взятки 0\n"
        "Игрок 1: К♥ Д♥ Т♠ 10♠ К♠  очки   0  взятки 0\n"
        "Ходит игрок 1"
    )
    assert state.text("ru") == russian
    # Player 1 shows the trump marriage (40, waiting for his first trick) and leads the Q♥.
    led = state.apply("marriage Q♥")
    assert led.text("ru").splitlines()[2:] == [
        "Игрок 1: К♥ Т♠ 10♠ К♠     очки   0  взятки 0  (+40 ждут первой взятки)",
        "Ходит игрок 0, на столе Д♥",
    ]
    assert led.text("en").splitlines()[3] == "Player 0 to move, trick: Q♥ led"
    # Player 0 throws the A♦: the leader takes Q♥ + A♦ = 3 + 11 = 14, and his 40 count.
    taken = led.apply("play A♦")
    trick, marriage = taken.tricks[-1], taken.marriages[-1]
    assert str(trick) == "P1 Q♥, P0 A♦ → P1 +14" and str(marriage) == "P1 shows K♥ Q♥: 40"
    assert trick.text("ru") == "игрок 1 Д♥, игрок 0 Т♦ → игрок 1 +14"
    assert marriage.text("ru") == "игрок 1 объявляет К♥ Д♥: 40"
    assert taken.text("ru").splitlines()[2] == "Игрок 1: 10♦ К♥ Т♠ 10♠ К♠ очки  54  взятки 1"
    over = taken._with(outcome=Outcome(1, 3, "failed_close"))
    with language("ru"):
        assert str(state) == russian and str(trick) == trick.text("ru")
        assert str(marriage) == marriage.text("ru")
        assert str(over).splitlines()[-1] == "Конец: игрок 1 выигрывает 3 победных очка " \
            "(неудачное закрытие колоды)"
        # a repr stays English, for programs
        assert repr(over).endswith(" player 1 wins 3 (failed close)>")
    assert str(over).splitlines()[-1] == "Over: player 1 wins 3 (failed close)"
    # What each player sees, in one line; the repr stays English.
    view = state.view()
    assert str(view) == view.text("en") == ("player 1 sees: hand K♥ Q♥ A♠ 10♠ K♠; trump ♥ "
                                            "(10♥ face up); stock 9; points: you 0, opponent 0")
    assert view.text("ru") == ("игрок 1 видит: на руке К♥ Д♥ Т♠ 10♠ К♠; козырь ♥ (открыт 10♥); "
                               "колода: 9; очки: у вас 0, у соперника 0")
    # Player 1 leads again after his trick, closes, and leads 10♦ (drawn from the stock).
    after_close = taken.apply("close").apply("play 10♦")
    closed = after_close.view(0)
    # each view puts its own player's points first: player 1 has 54, player 0 none
    assert closed.text("ru") == ("игрок 0 видит: на руке К♦ Т♥ В♥ Д♠ В♠; козырь ♥ (10♥ "
                                 "закрыт); колода: 8, колоду закрыл игрок 1; на столе 10♦; "
                                 "очки: у вас 0, у соперника 54")
    assert closed.text("en").endswith("trump ♥ (10♥ turned down); stock 8, closed by player 1; "
                                      "trick: 10♦ led; points: you 0, opponent 54")
    assert after_close.view(1).text("en").endswith("points: you 54, opponent 0")
    assert after_close.text("en").splitlines()[0] == (
        "Trump ♥ (10♥ turned down); stock 8 face down, closed by player 1")
    with language("ru"):
        assert str(closed) == closed.text("ru") and repr(closed).startswith("<View of player 0:")
    # A view of a finished hand says how it ended.
    ended = over.view(0)
    assert ended.text("en").endswith("; hand over: player 1 wins 3 (failed close)")
    assert ended.text("ru").endswith("; партия окончена: игрок 1 выигрывает 3 победных очка "
                                     "(неудачное закрытие колоды)")
    assert "hand over" not in view.text("en") and "окончена" not in view.text("ru")


# --- _(): the values a message is given --------------------------------------------------------


def _fields(text: str) -> set[str]:
    """Return the names of the fields of a format text."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


Message = tuple[str, "set[str] | None", str]
"""A self-check message of the code: (English text, keywords given or None, place)."""


def _messages(root: Path) -> list[Message]:
    """Return every _("…") with a text under ``root``; keywords are None for a call that
    passes ``**values``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "_"):  # fmt: skip
                continue
            first = node.args[0] if node.args else None
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            keywords = None if any(k.arg is None for k in node.keywords) \
                else {k.arg for k in node.keywords if k.arg}  # fmt: skip
            found.append((first.value, keywords, f"{path.relative_to(root)}:{node.lineno}"))
    return found


def _problems(found: list[Message], lang: str) -> list[str]:
    """Return the _() calls whose English or translation uses a value the call does not give
    (a KeyError when the check prints), or that hold braces shown as they are."""
    problems = []
    for text, keywords, place in found:
        if keywords is None:
            continue
        translated = gettext(text, lang)
        if not (_fields(text) <= keywords and _fields(translated) <= keywords):
            problems.append(f"{place}: fields {_fields(text) | _fields(translated)} "
                            f"but given {keywords}")  # fmt: skip
        if not keywords and "{" in translated:
            problems.append(f"{place}: a text shown as it is holds braces: {translated!r}")
    return problems


def test_every_check_message_is_given_the_values_its_russian_uses() -> None:
    found = _messages(PACKAGE)
    assert len(found) > 250  # the walk finds the messages of every check module
    assert _problems(found, "ru") == []
    assert _problems(found, "en") == []


def test_the_values_walk_finds_a_missing_value(tmp_path: Path) -> None:
    (tmp_path / "module.py").write_text(
        'from .i18n import _\n_("share {p}", q=2)\n_("plain {x}")\n_("ok {n}", n=1)\n',
        encoding="utf-8",
    )
    problems = _problems(_messages(tmp_path), "en")
    assert any("module.py:2: fields" in p for p in problems)
    assert any("module.py:3: a text shown as it is holds braces" in p for p in problems)
    assert not any("module.py:4" in p for p in problems)


def test_no_module_keeps_a_table_of_languages() -> None:
    for info in pkgutil.walk_packages(pyanitsa_edu.__path__, "pyanitsa_edu."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            table = isinstance(value, dict) and {"en", "ru"} <= set(value)
            assert not (table and all(isinstance(v, dict) for v in value.values())), (
                info.name, name)  # fmt: skip
