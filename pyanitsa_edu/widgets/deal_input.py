"""Reading a deal from what the class typed: a deal code, a seed, or nothing (a fresh seed)."""

from __future__ import annotations

import random

import ipywidgets as w

from ..errors import DealError, DealInputError, PyanitsaError, shown
from ..pyanitsa.cards import Piles
from ..pyanitsa.dealcode import parse_deal_code
from ..pyanitsa.dealing import check_piles, check_seed, deal
from ..pyanitsa.rules import Rules
from .access import LABELLED
from .labels import t

__all__ = ["DealInputError", "check_widget_seed", "deal_boxes", "fresh_seed", "read_deal"]

_SEEDS = random.SystemRandom()

SHOWN_TEXT = 40
"""Characters of a typed text a message repeats at most."""


def fresh_seed() -> int:
    """Return a new random seed from 1 to 999,999: short enough to read out to the class."""
    return _SEEDS.randrange(1, 1_000_000)


def deal_boxes(lang: str) -> tuple[w.Text, w.Text]:
    """Return the two text boxes a class shares a deal through: (seed box, deal-code box)."""
    seed_box = w.Text(
        placeholder=t(lang, "seed_hint"),
        description=t(lang, "seed"),
        layout=w.Layout(width="220px"),
        style=LABELLED,
    )
    code_box = w.Text(
        placeholder=t(lang, "code_hint"),
        description=t(lang, "code"),
        layout=w.Layout(width="460px"),
        style=LABELLED,
    )
    return seed_box, code_box


def read_deal(rules: Rules, seed_text: str, code_text: str, lang: str) -> tuple[Piles, int | None]:
    """Return ``(piles, seed)`` from the code box, else the seed box, else a fresh seed.

    ``seed`` is None for a deal from a code. Raises :class:`DealInputError` (with a
    message in ``lang``) when the text is not a seed or a deal code for these rules.
    """
    if not isinstance(seed_text, str) or not isinstance(code_text, str):
        raise DealInputError(t(lang, "bad_seed", text=shown(seed_text, SHOWN_TEXT)))
    code, text = code_text.strip(), seed_text.strip()
    if code:
        try:
            return check_piles(parse_deal_code(code, rules), rules), None
        except PyanitsaError as error:
            raise DealInputError(t(lang, "bad_code", error=error)) from None
    seed = check_widget_seed(text, lang) if text else fresh_seed()
    return deal(rules, seed), seed


def check_widget_seed(value: object, lang: str) -> int:
    """Return a seed typed into a box (text) or given to a widget (an int), checked by the one
    seed rule (:func:`~pyanitsa_edu.dealing.check_seed`); else raise :class:`DealInputError`
    with a message in ``lang`` that repeats at most :data:`SHOWN_TEXT` characters of it."""
    typed = _cut(value) if isinstance(value, str) else shown(value, SHOWN_TEXT)
    refused = DealInputError(t(lang, "bad_seed", text=typed))
    text = value.strip() if isinstance(value, str) else None
    if text is not None and len(text) > 100:
        raise refused  # no seed has so many digits (2^128 − 1 has 39)
    try:
        seed = check_seed(int(text) if text is not None else value)
    except (ValueError, DealError):  # int() of text that is no number, or a seed out of range
        raise refused from None
    if seed is None:
        raise refused
    return seed


def _cut(text: str) -> str:
    """Return ``text`` cut to :data:`SHOWN_TEXT` characters, with ``…`` when cut."""
    return text if len(text) <= SHOWN_TEXT else text[: SHOWN_TEXT - 1] + "…"
