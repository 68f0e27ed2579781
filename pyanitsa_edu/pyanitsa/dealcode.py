"""Deal codes: short copyable texts that encode a deal exactly, with a checksum.

A code holds the deck's size and fingerprint, the pile sizes and the order of
every card, as one number written in Crockford's base 32 (no I, L, O or U),
in groups of five. Its last four characters are a CRC-16 of the rest, so a
mistyped character or two swapped neighbours are always caught.

The fingerprint is 40 bits of a BLAKE2 hash of the deck's ranks and suits in deck
order, so a code made for one deck is refused under any other (the chance that two
different decks share a fingerprint is about one in a million million), with a
message that says the code belongs to another deck. Codes of the first format,
whose 8-bit fingerprint could not tell such decks apart, are refused with a message
that asks for the code to be made again.

>>> from pyanitsa_edu import deal
>>> piles = deal(seed=7)
>>> code = deal_code(piles)
>>> parse_deal_code(code) == piles
True
"""

from __future__ import annotations

import binascii
import hashlib
import json
import math
from collections.abc import Sequence

from ..errors import DealCodeError, shown
from ..i18n import N_
from .cards import Piles
from .dealing import PileInput, parse_piles
from .deck import STANDARD_RANKS, Deck
from .rules import RulesLike, as_rules

__all__ = ["MAX_CODE_CHARS", "MAX_DECK", "deal_code", "parse_deal_code"]

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {ch: i for i, ch in enumerate(_ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})
_TO_PYTHON = str.maketrans(
    {ch: "0123456789abcdefghijklmnopqrstuv"[value] for ch, value in _VALUE.items()}
)
"""Crockford's digits (and their look-alikes) as the digits ``int(text, 32)`` reads."""
_VERSION = 2
"""The format of the codes written now (1: the first format, refused since)."""
_VERSIONS = 8
_FINGERPRINTS = 1 << 40
"""How many fingerprints a code can carry (40 bits)."""
MAX_DECK = 4096
"""The largest deck a deal code holds, in cards."""
_MAX_PILES = 16
_CHECK_CHARS = 4
_IGNORED = " -_\n\t\r"
"""Characters a code may hold between its digits: group dashes, spaces, line breaks."""


def _longest_body() -> int:
    """Return the number of base-32 digits of the largest number a code can hold: every
    radix at its most (4096 cards in 16 piles), rounded up with a digit to spare."""
    bits = math.log2(_VERSIONS * _FINGERPRINTS * MAX_DECK * _MAX_PILES)
    bits += _MAX_PILES * math.log2(MAX_DECK + 1)
    bits += math.lgamma(MAX_DECK + 1) / math.log(2)  # the order of the cards: log2(4096!)
    return math.ceil(bits / 5) + 1


MAX_CODE_CHARS = _longest_body() + _CHECK_CHARS
"""The most digits a deal code has (a deck of 4096 cards); a longer text is refused at once."""


def _fingerprint(deck: Deck) -> int:
    """Return 40 bits that tell decks apart: a hash of the ranks and suits in deck order (what
    decides which card a position in the code stands for)."""
    described = json.dumps([deck.ranks, deck.suits], ensure_ascii=False).encode()
    digest = hashlib.blake2b(described, digest_size=5, person=b"pyanitsa deck").digest()
    return int.from_bytes(digest, "big")


def _checksum(body: str) -> str:
    """Return the four check characters of a code body."""
    value = binascii.crc_hqx(body.encode(), 0xFFFF)
    return "".join(_ALPHABET[(value >> shift) & 31] for shift in (15, 10, 5, 0))


def deal_code(piles: Sequence[PileInput], rules: RulesLike | Deck = None) -> str:
    """Return the deal code of ``piles`` (any cards of the deck, one pile per player).

    The deck is the rules' deck (or ``rules`` itself when it is a :class:`Deck`): without
    rules, the classic 36 cards; a 52-card deal needs ``rules=Rules(deck=52)`` or
    ``rules="deck52"``, and :func:`parse_deal_code` the same rules to read the code back.
    """
    deck = rules if isinstance(rules, Deck) else as_rules(rules).deck
    if len(deck) > MAX_DECK:
        raise DealCodeError(N_("a deal code holds decks of up to {most} cards; the {deck} "
                               "has no deal code"), most=MAX_DECK, deck=deck)
    parsed = parse_piles(piles, deck)
    if not 1 <= len(parsed) <= _MAX_PILES:
        raise DealCodeError(N_("a deal code holds 1 to {most} piles, got {n}"),
                            most=_MAX_PILES, n=len(parsed))
    ids = deck.card_ids
    digits: list[tuple[int, int]] = [
        (_VERSION, _VERSIONS),
        (_fingerprint(deck), _FINGERPRINTS),
        (len(deck) - 1, MAX_DECK),
        (len(parsed) - 1, _MAX_PILES),
    ]
    digits += [(len(p), len(deck) + 1) for p in parsed]
    remaining = list(range(len(deck)))
    for card in (c for p in parsed for c in p):
        position = remaining.index(ids[card])
        digits.append((position, len(remaining)))
        remaining.pop(position)
    number = 0
    for value, radix in reversed(digits):
        number = number * radix + value
    body = _to_base32(number)
    text = body + _checksum(body)
    return "-".join(text[i : i + 5] for i in range(0, len(text), 5))


def parse_deal_code(code: str, rules: RulesLike | Deck = None) -> Piles:
    """Return the piles a deal code stands for. The deck comes from ``rules``, or is
    recognised when the code was made for a standard deck."""
    if not isinstance(code, str):
        raise DealCodeError(N_("a deal code is text, got {value}"), value=shown(code))
    named = shown(code)
    if len(code) > 4 * MAX_CODE_CHARS:  # even with a space between all digits: too long
        raise DealCodeError(N_("deal code {code} is too long: a code has at most {most:,} digits"),
                            code=named, most=MAX_CODE_CHARS)  # fmt: skip
    text = code.upper()
    for ch in _IGNORED:
        text = text.replace(ch, "")
    bad = sorted(set(text) - _VALUE.keys())
    if bad:
        raise DealCodeError(
            N_("deal code {code} has characters that never appear in codes: {characters}"),
            code=named, characters=f"{''.join(bad[:20])}{' …' if len(bad) > 20 else ''}",
        )
    if len(text) <= _CHECK_CHARS:
        raise DealCodeError(N_("deal code {code} is too short"), code=named)
    if len(text) > MAX_CODE_CHARS:
        raise DealCodeError(N_("deal code {code} is too long: a code has at most {most:,} digits"),
                            code=named, most=MAX_CODE_CHARS)  # fmt: skip
    text = "".join(_ALPHABET[_VALUE[ch]] for ch in text)
    body, check = text[:-_CHECK_CHARS], text[-_CHECK_CHARS:]
    if _checksum(body) != check:
        raise DealCodeError(
            N_("deal code {code} fails its checksum: a character is mistyped or missing"),
            code=named,
        )
    reader = _Reader(int(body.translate(_TO_PYTHON), 32))
    version = reader.take(_VERSIONS)
    if version == 1:
        raise DealCodeError(
            N_("deal code {code} is in the first format, which cannot tell decks of one size "
               "apart: make the code again with deal_code()"),
            code=named,
        )
    if version != _VERSION:
        raise DealCodeError(N_("deal code {code} has unknown version {version}"), code=named,
                            version=version)  # fmt: skip
    fingerprint, size = reader.take(_FINGERPRINTS), reader.take(MAX_DECK) + 1
    deck = _deck_for(rules, size, fingerprint, named)
    n_piles = reader.take(_MAX_PILES) + 1
    sizes = [reader.take(size + 1) for _ in range(n_piles)]
    if sum(sizes) > size:
        raise DealCodeError(
            N_("deal code {code} is corrupt: its piles hold more cards than the deck"), code=named
        )
    remaining = list(deck.cards)
    cards = [remaining.pop(reader.take(len(remaining))) for _ in range(sum(sizes))]
    if reader.number:
        raise DealCodeError(N_("deal code {code} is corrupt: it has digits left over"), code=named)
    piles, start = [], 0
    for n in sizes:
        piles.append(tuple(cards[start : start + n]))
        start += n
    return tuple(piles)


def _deck_for(rules: RulesLike | Deck, size: int, fingerprint: int, named: str) -> Deck:
    """Return the deck a code was made for, checking it against ``rules`` (``named`` is the
    code as the messages show it)."""
    if rules is not None:
        deck = rules if isinstance(rules, Deck) else as_rules(rules).deck
        if len(deck) == size and _fingerprint(deck) == fingerprint:
            return deck
    for n in STANDARD_RANKS:
        standard = Deck.standard(n)
        if n == size and _fingerprint(standard) == fingerprint:
            if rules is None:
                return standard
            raise DealCodeError(
                N_("deal code {code} is for the {n}-card deck; use Rules(deck={n})"),
                code=named, n=n,
            )
    if rules is None:
        raise DealCodeError(
            N_("deal code {code} is for a deck of {size} cards, and no deck was given; pass the "
               "Rules (or Deck) the code was made with"),
            code=named, size=size,
        )
    raise DealCodeError(
        N_("deal code {code} belongs to another deck (of {size} cards), not the deck given; "
           "pass the Rules (or Deck) the code was made with"),
        code=named, size=size,
    )


class _Reader:
    """Reads mixed-radix digits off the low end of a number."""

    def __init__(self, number: int) -> None:
        self.number = number

    def take(self, radix: int) -> int:
        """Return the next digit in base ``radix``."""
        self.number, digit = divmod(self.number, radix)
        return digit


def _to_base32(number: int) -> str:
    """Return ``number`` in Crockford base 32."""
    chars = []
    while True:
        number, digit = divmod(number, 32)
        chars.append(_ALPHABET[digit])
        if not number:
            return "".join(reversed(chars))
