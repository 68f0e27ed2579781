"""Every widget built without ``lang`` speaks the current language and keeps it; an explicit
``lang`` wins; the widgets' Russian counts take their plural forms."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets
import pytest

from pyanitsa_edu import Cycle, Result, SettingError
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.widgets import (
    deal_explorer,
    ranking_widget,
    simulation_panel,
    sixtysix_widget,
    table_widget,
)
from pyanitsa_edu.widgets.labels import cards_word, result_text
from pyanitsa_edu.widgets.sixtysix_labels import points_word

WIDGETS: list[tuple[str, Callable[..., Any]]] = [
    ("table", lambda **kw: table_widget(seed=3, **kw)),
    ("explorer", lambda **kw: deal_explorer(seed=3, **kw)),
    ("ranking", lambda **kw: ranking_widget(**kw)),
    ("simulation", lambda **kw: simulation_panel(games=10, **kw)),
    ("sixty-six", lambda **kw: sixtysix_widget(seed=3, bot="random", **kw)),
]


@pytest.mark.parametrize(("name", "build"), WIDGETS, ids=[w[0] for w in WIDGETS])
def test_a_widget_without_lang_speaks_the_current_language(
    name: str, build: Callable[..., Any]
) -> None:
    assert build().lang == "en"
    with language("ru"):
        russian = build()
        assert russian.lang == "ru"
        assert build(lang="en").lang == "en"
    assert russian.lang == "ru"  # a widget keeps the language it was built in
    with pytest.raises(SettingError, match="lang must be 'en' or 'ru'"):
        build(lang="de")


def test_russian_widget_counts_take_their_plural_forms() -> None:
    assert [cards_word(n, "ru") for n in (1, 3, 5, 11, 21, 22)] == [
        "карта", "карты", "карт", "карт", "карта", "карты"]  # fmt: skip
    assert [points_word(n, "ru") for n in (1, 2, 7, 12, 31)] == [
        "очко", "очка", "очков", "очков", "очко"]  # fmt: skip
    cycle = Result(None, "cycle", 16, 2, Cycle(12, 4))
    text = result_text(cycle, 2, "ru")
    assert text.startswith("Ничья: зацикливание. Состояние после сравнения 12 повторилось")
    assert "Сравнений: 16, споров: 2." in text


def _controls(widget: Any) -> list[Any]:
    """Return a widget and every widget inside it."""
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _controls(child)
    return found


@pytest.mark.parametrize(("name", "build"), WIDGETS, ids=[w[0] for w in WIDGETS])
def test_every_label_takes_the_width_its_words_need(name: str, build: Callable[..., Any]) -> None:
    with language("ru"):
        widget = build()
    labelled = [c for c in _controls(widget)
                if getattr(c, "description", "") and hasattr(c.style, "description_width")
                and not isinstance(c, ipywidgets.Checkbox | ipywidgets.Button
                                   | ipywidgets.ToggleButton)]  # fmt: skip
    cut = [c.description for c in labelled if c.style.description_width != "initial"]
    assert cut == [], f"{name}: labels that a fixed width may cut: {cut}"


def test_a_widgets_stand_in_text_is_in_the_readers_language() -> None:
    """An English-labelled table in a Russian lesson still leaves Russian text for the reader
    whose viewer cannot draw widgets (and the other way round)."""
    with language("ru"):
        russian = table_widget(seed=48, lang="en")._repr_mimebundle_()
    assert russian is not None and str(russian["text/plain"]).startswith("[игровой стол:")
    with language("en"):
        english = table_widget(seed=48, lang="ru")._repr_mimebundle_()
    assert english is not None and str(english["text/plain"]).startswith("[table widget:")
