"""Reading a deal from what the class typed: a deal code, a seed, or nothing (a fresh seed)."""

from __future__ import annotations

import random

import ipywidgets as w

from ..cards import Piles
from ..dealcode import parse_deal_code
from ..dealing import check_piles, deal
from ..errors import PyanitsaError
from ..rules import Rules
from .labels import t

__all__ = ["DealInputError", "deal_boxes", "fresh_seed", "read_deal"]

_SEEDS = random.SystemRandom()


class DealInputError(ValueError):
    """Typed text that gives no deal; the message is ready to show in the widget."""


def fresh_seed() -> int:
    """Return a new random seed from 1 to 999,999: short enough to read out to the class."""
    return _SEEDS.randrange(1, 1_000_000)


def deal_boxes(lang: str) -> tuple[w.Text, w.Text]:
    """Return the two text boxes a class shares a deal through: (seed box, deal-code box)."""
    seed_box = w.Text(
        placeholder=t(lang, "seed_hint"),
        description=t(lang, "seed"),
        layout=w.Layout(width="220px"),
    )
    code_box = w.Text(
        placeholder=t(lang, "code_hint"),
        description=t(lang, "code"),
        layout=w.Layout(width="460px"),
        style={"description_width": "initial"},
    )
    return seed_box, code_box


def read_deal(rules: Rules, seed_text: str, code_text: str, lang: str) -> tuple[Piles, int | None]:
    """Return ``(piles, seed)`` from the code box, else the seed box, else a fresh seed.

    ``seed`` is None for a deal from a code. Raises :class:`DealInputError` (with a
    message in ``lang``) when the text is not a seed or a deal code for these rules.
    """
    code, text = code_text.strip(), seed_text.strip()
    if code:
        try:
            return check_piles(parse_deal_code(code, rules), rules), None
        except PyanitsaError as error:
            raise DealInputError(t(lang, "bad_code", error=error)) from None
    if text:
        try:
            seed = int(text)
        except ValueError:
            raise DealInputError(t(lang, "bad_seed", text=text)) from None
    else:
        seed = fresh_seed()
    return deal(rules, seed), seed
