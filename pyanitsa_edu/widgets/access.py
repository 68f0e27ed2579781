"""What lets every student use the widgets, whatever they see and whatever they type with.

- :func:`saved_note`: the first child of every widget. It carries the widgets' style sheet (a
  3 px focus ring, and button colours whose white text has at least 4.5:1 contrast: ipywidgets'
  own blue, orange and green are lighter) and a note, hidden while the widget is live, that a
  saved picture of it shows: ``tools/run_notebooks.py`` reveals it in the widget state it saves,
  so JupyterLab (before the cell runs) and the website say the widget is only a picture.
- :class:`Picture`: a plot drawn for a widget, as an ``<img>`` with its text alternative.
- :func:`on_enter`: Enter in a text box acts, as the button beside it does.
- :func:`refocus`: when the button just pressed is disabled or hidden by its own action, the
  keyboard focus moves to the next useful control instead of being lost.
- :func:`hidden_text`: words for a screen reader that the eye gets from the picture.

Nothing here needs JavaScript of its own: ipywidgets gives no way to set ARIA attributes on
its controls, so controls are named by their ``description`` and text, and the widgets' own
HTML carries roles, labels and live regions.
"""

from __future__ import annotations

import asyncio
import base64
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from ..i18n import translate

__all__ = [
    "ENTER_DELAY",
    "FOCUS_COLOR",
    "LABELLED",
    "SAVED_NOTE_CLASS",
    "WIDGET_CLASS",
    "Picture",
    "hidden_text",
    "on_enter",
    "refocus",
    "saved_note",
]

LABELLED: dict[str, str] = {"description_width": "initial"}
"""The style of a control with a label (``description``): the label takes the width its words
need in the widget's language (a fixed width cut «Скорость» to «Скорос…»)."""
WIDGET_CLASS = "pyanitsa-widget"
"""CSS class of every widget of the course: the style sheet applies inside it only."""
SAVED_NOTE_CLASS = "pyanitsa-saved-note"
"""CSS class of the note a saved picture of a widget shows (``tools/run_notebooks.py`` finds it
by this class and reveals it in the saved state)."""
FOCUS_COLOR = "#0b3d91"
"""The focus ring: dark blue, 8.9:1 on white."""
BUTTON_COLORS: dict[str, str] = {
    "primary": "#0b5cad",
    "success": "#1b6e34",
    "info": "#00607a",
    "warning": "#9a4a00",
    "danger": "#b3261e",
}
"""Background of each ipywidgets ``button_style`` in the course's widgets (white text on each
has at least 4.5:1 contrast)."""

_STYLE = (
    "<style>"
    f".{WIDGET_CLASS} :focus-visible{{outline:3px solid {FOCUS_COLOR} !important;"
    "outline-offset:2px !important}"
    + "".join(
        f".{WIDGET_CLASS} .jupyter-button.mod-{name}{{background-color:{color};color:#fff}}"
        for name, color in BUTTON_COLORS.items()
    )
    + "</style>"
)

_HIDDEN = (
    "position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;"
    "clip:rect(0,0,0,0);white-space:nowrap;border:0"
)


def hidden_text(text: str) -> str:
    """Return ``text`` as HTML that a screen reader reads and the eye does not see."""
    return f'<span class="pyanitsa-sr" style="{_HIDDEN}">{escape(text)}</span>'


def saved_note(lang: str) -> w.HTML:
    """Return the first child of a widget: its style sheet, and the note that the widget is
    only a picture, hidden while the widget is live (see the module's docstring)."""
    text = translate(
        "This is a picture of the widget as it was saved: its buttons and fields do nothing "
        "until its cell is run.", lang,
    )  # fmt: skip
    note = (
        '<div role="note" style="border-left:6px solid #8a5a00;background:#fff8e1;'
        "color:#3d2b00;padding:6px 10px;border-radius:4px;font:15px sans-serif;margin:2px 0\">"
        f"{escape(text)}</div>"
    )
    html = w.HTML(_STYLE + note, layout=w.Layout(display="none"))
    html.add_class(SAVED_NOTE_CLASS)
    return html


class Picture(w.HTML):  # type: ignore[misc]
    """A plot drawn for a widget: an ``<img>`` with its text alternative (ipywidgets' own
    Image has no ``alt``). ``.png`` holds the PNG bytes shown, ``.alt`` their text."""

    def __init__(self, width: int, height: int | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._size = (width, height)
        self.png = b""
        self.alt = ""

    def show(self, png: bytes, alt: str) -> None:
        """Show the PNG ``png`` with the text alternative ``alt``."""
        self.png, self.alt = png, alt
        width, height = self._size
        size = f'width="{width}"' + (f' height="{height}"' if height else "")
        data = base64.b64encode(png).decode("ascii")
        self.value = (
            f'<img class="pyanitsa-picture" {size} style="max-width:100%;height:auto" '
            f'src="data:image/png;base64,{data}" alt="{escape(alt)}"/>'
        )


ENTER_DELAY = 0.3
"""Seconds an Enter waits, in a kernel, before it acts. ipywidgets sends a box's value at most
one update at a time and holds back the rest until the kernel has answered, while the Enter
goes at once: after quick typing the last keystrokes arrive just after the Enter."""


def on_enter(box: w.Text, action: Callable[[], object]) -> None:
    """Run ``action`` when Enter is pressed in ``box``: the browser sends the text box a
    ``submit`` message (ipywidgets' ``on_submit`` is deprecated; this reads the message). In a
    kernel the action waits :data:`ENTER_DELAY` seconds for the box's last keystrokes."""

    def handle(_widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict) and content.get("event") == "submit":
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:  # no event loop (a script, a test): nothing is held back
                action()
                return
            loop.call_later(ENTER_DELAY, action)

    box.on_msg(handle)


def _usable(control: w.DOMWidget) -> bool:
    """Return True if ``control`` is shown and enabled."""
    return not getattr(control, "disabled", False) and control.layout.display != "none"


def refocus(used: w.DOMWidget, *candidates: w.DOMWidget) -> None:
    """After ``used`` was pressed: if it is now disabled or hidden (the browser then drops the
    keyboard focus), focus the first of ``candidates`` that is shown and enabled."""
    if _usable(used):
        return
    for control in candidates:
        if _usable(control):
            control.focus()
            return
