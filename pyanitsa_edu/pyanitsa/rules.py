"""Rules: one frozen value holding every option of the game, plus named presets.

:meth:`Rules.text` describes them for a reader, once, through the message catalogue:

>>> print(*Rules(max_tricks=500).text("ru").split(", "), sep="\\n")
колода из 36 карт
6 бьёт Т
в споре 1 закрытая карта
нехватка карт на спор: проигрыш
порядок возврата: сначала карты победителя
предел: 500 сравнений
>>> print(*Rules(max_tricks=500).describe().split(", ")[2:], sep=", ")
1 face down per war round, shortfall: lose, return: winner_first, limit 500 tricks
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Literal, get_args

from ..errors import N_, RulesError, shown, whole_number
from ..i18n import NP_, _, ngettext, pgettext
from ..i18n.language import resolve
from .cards import rank_text
from .deck import Deck

__all__ = [
    "COLLECT_ORDERS",
    "COLLECT_TEXT",
    "MAX_TRICKS",
    "PRESETS",
    "SHORTFALL_TEXT",
    "Collect",
    "CycleCheck",
    "Rules",
    "RulesLike",
    "Shortfall",
    "TableCycle",
    "as_rules",
    "check_ends",
]

Collect = Literal["winner_first", "loser_first", "seat_order", "shuffled", "natural", "sorted"]
"""How the bank goes under the winner's pile (``docs/rules.md``, "Return orders")."""
CycleCheck = bool | Literal["ranks"]
"""Whether a repeated state ends the game, and how states are compared: ``True`` card by
card, ``"ranks"`` on rank sequences, ``False`` not at all (``docs/rules.md``, "Repetition")."""
Shortfall = Literal["lose", "last_card_up"]
"""What a player short of cards in a war does."""
TableCycle = Literal["war", "rank_order"]
"""What happens when the flipped cards form a cycle and no card is unbeaten."""

COLLECT_ORDERS: tuple[str, ...] = get_args(Collect)
"""Every return order; all but ``shuffled`` are fixed, so the game is a function of the deal."""

COLLECT_TEXT: dict[str, str] = {
    "winner_first": NP_("return order", "winner_first"),
    "loser_first": NP_("return order", "loser_first"),
    "seat_order": NP_("return order", "seat_order"),
    "shuffled": NP_("return order", "shuffled"),
    "natural": NP_("return order", "natural"),
    "sorted": NP_("return order", "sorted"),
}
"""Each return order (``Rules.collect``), shown through the catalogue (context ``return
order``): the code in English, its words in Russian."""

SHORTFALL_TEXT: dict[str, str] = {
    "lose": NP_("war shortfall", "lose"),
    "last_card_up": NP_("war shortfall", "last_card_up"),
}
"""Each war-shortfall rule (``Rules.war_shortfall``), shown through the catalogue."""

MAX_TRICKS = 10**12
"""The largest trick limit: a trillion tricks, more than any engine plays in days, and small
enough for every engine's counters (the compiled one counts in 64-bit integers and plays
on to about twice the limit to see repeats)."""


@dataclass(frozen=True)
class Rules:
    """Every option of a Pyanitsa game. Frozen; impossible values raise :class:`RulesError`.

    >>> Rules()
    Rules()
    >>> Rules(deck=52, collect="loser_first").low_beats_ace
    True
    """

    deck: Deck
    """The deck; ``32``, ``36`` or ``52`` select a standard deck."""
    low_beats_ace: bool
    """The lowest rank beats the highest (the six beats the ace). Always a bool: building
    ``Rules(low_beats_ace=None)`` (the default) takes the deck's own rule."""
    war_face_down: int
    """Face-down cards each player lays per war round, 0 to 3 (0 is "open" war)."""
    war_shortfall: Shortfall
    """``lose``: a player short of cards for a war round loses; ``last_card_up``: he lays what
    he can, his last card face up (``docs/rules.md``, "War shortfall")."""
    collect: Collect
    """Return order of the bank: by owner (``winner_first``, ``loser_first``, ``seat_order``),
    ``shuffled``, or by card: ``natural`` (the cards laid together weakest first, the record
    taken in reverse) and ``sorted`` (by decreasing rank), the orders of French research on War
    (``docs/rules.md``, "Return orders")."""
    players: int
    """Number of players, 2 to 8."""
    max_tricks: int | None
    """Stop with a draw (reason ``limit``) before starting trick ``max_tricks + 1``; 0 to
    :data:`MAX_TRICKS`, or None for no limit."""
    detect_cycles: CycleCheck
    """Stop with a draw (reason ``cycle``) at the first repeated state (fixed return orders):
    ``True`` compares states card by card, ``"ranks"`` on ranks only (suits never matter in
    play, so a rank state that repeats repeats for ever; its period divides the card one).
    With a fixed order, ``False`` and no ``max_tricks`` a game may never end: playing one to
    its end is refused (:func:`check_ends`; ``docs/rules.md``, "Repetition")."""
    table_cycle: TableCycle
    """Three or more players and no unbeaten card (e.g. 6, A, K): ``war`` among all who flipped,
    or ``rank_order``: judge that flip by plain rank order, as if the low card had no power."""

    def __init__(
        self,
        deck: int | Deck = 36,
        low_beats_ace: bool | None = None,
        war_face_down: int = 1,
        war_shortfall: Shortfall = "lose",
        collect: Collect = "winner_first",
        players: int = 2,
        max_tricks: int | None = None,
        detect_cycles: CycleCheck = True,
        table_cycle: TableCycle = "war",
    ) -> None:
        if isinstance(deck, bool) or not isinstance(deck, int | Deck) or (
            isinstance(deck, int) and deck not in (32, 36, 52)
        ):
            raise RulesError(N_("deck must be 32, 36, 52 or a Deck, got {deck}"), deck=shown(deck))
        if isinstance(deck, int):
            deck = Deck.standard(deck)
        if low_beats_ace is None:
            low_beats_ace = deck.low_beats_ace
        if not isinstance(low_beats_ace, bool):
            raise RulesError(N_("low_beats_ace must be True, False or None, got {low_beats_ace}"),
                             low_beats_ace=shown(low_beats_ace))
        war_face_down = _check_int("war_face_down", war_face_down, 0, 3)
        _check_choice("war_shortfall", war_shortfall, get_args(Shortfall))
        _check_choice("collect", collect, COLLECT_ORDERS)
        players = _check_int("players", players, 2, 8)
        if max_tricks is not None:
            max_tricks = _check_int("max_tricks", max_tricks, 0, MAX_TRICKS)
        if not isinstance(detect_cycles, bool) and not (
            isinstance(detect_cycles, str) and detect_cycles == "ranks"
        ):
            raise RulesError(N_("detect_cycles must be True, False or 'ranks', got "
                                "{detect_cycles}"), detect_cycles=shown(detect_cycles))
        _check_choice("table_cycle", table_cycle, get_args(TableCycle))
        if players > len(deck):
            raise RulesError(N_("{players} players need at least {players} cards; {deck}"),
                             players=players, deck=deck)
        values = dict(
            deck=deck,
            low_beats_ace=low_beats_ace,
            war_face_down=war_face_down,
            war_shortfall=war_shortfall,
            collect=collect,
            players=players,
            max_tricks=max_tricks,
            detect_cycles=detect_cycles,
            table_cycle=table_cycle,
        )
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def replace(self, **changes: object) -> Rules:
        """Return a copy with some options changed (and checked)."""
        values = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        if "deck" in changes and "low_beats_ace" not in changes:
            values["low_beats_ace"] = None
        unknown = set(changes) - set(values)
        if unknown:
            raise RulesError(N_("unknown rule option(s): {options}"),
                             options=shown(", ".join(sorted(unknown))))
        values.update(changes)
        return Rules(**values)

    @property
    def fixed_order(self) -> bool:
        """True when the return order is fixed, so the game is a function of the deal."""
        return self.collect != "shuffled"

    @property
    def may_never_end(self) -> bool:
        """True when a game may never end: a fixed return order, no cycle detection and no
        trick limit, so a deal that repeats a state is played forever."""
        return self.fixed_order and not self.detect_cycles and self.max_tricks is None

    def __repr__(self) -> str:
        default = Rules(deck=self.deck)
        parts = []
        size = self.deck.standard_size
        if size != 36:
            parts.append(f"deck={size if size is not None else self.deck!r}")
        for f in dataclasses.fields(self):
            if f.name == "deck":
                continue
            value = getattr(self, f.name)
            if value != getattr(default, f.name):
                parts.append(f"{f.name}={value!r}")
        return f"Rules({', '.join(parts)})"

    @property
    def reversed_pair(self) -> tuple[str, str] | None:
        """The one pair of ranks the special rule turns round, ``(low, high)`` (``("6",
        "A")``: the six beats the ace), or None when no pair is reversed."""
        ranks = self.deck.ranks
        return (ranks[0], ranks[-1]) if self.low_beats_ace and len(ranks) >= 2 else None

    def describe(self) -> str:
        """Return a one-line description of the rules in English (:meth:`text`)."""
        return self.text("en")

    def text(self, lang: str | None = None) -> str:
        """Return a one-line description of the rules for a reader in ``lang`` (default: the
        current language), option values in its words."""
        code = resolve(lang)
        bits = [self.deck.text(code)]
        pair = self.reversed_pair
        if pair is not None:
            low, high = (rank_text(rank, code) for rank in pair)
            bits.append(_("{low} beats {high}", code, low=low, high=high))
        else:
            bits.append(_("{high} is absolute", code, high=rank_text(self.deck.ranks[-1], code)))
        down = self.war_face_down
        bits.append(ngettext("{n} face down per war round", "{n} face down per war round",
                             down, code, n=down))  # fmt: skip
        shortfall = pgettext("war shortfall", SHORTFALL_TEXT[self.war_shortfall], code)
        bits.append(_("shortfall: {value}", code, value=shortfall))
        order = pgettext("return order", COLLECT_TEXT[self.collect], code)
        bits.append(_("return: {value}", code, value=order))
        if self.players != 2:
            bits.append(ngettext("{n} player", "{n} players", self.players, code, n=self.players))
        if self.max_tricks is not None:
            bits.append(ngettext("limit {n} trick", "limit {n} tricks", self.max_tricks, code,
                                 n=self.max_tricks))  # fmt: skip
        if self.detect_cycles is not True:
            ranks = self.detect_cycles == "ranks"
            bits.append(_("cycles detected on ranks", code) if ranks
                        else _("cycles not detected", code))  # fmt: skip
        return ", ".join(bits)


def check_ends(rules: Rules) -> Rules:
    """Return ``rules`` if a game played to its end under them surely ends, else raise
    :class:`RulesError` (``docs/rules.md``, "Repetition").

    With a fixed return order, ``detect_cycles=False`` and no ``max_tricks``, a deal that
    repeats a state would be played forever, so :func:`~pyanitsa_edu.play`,
    :meth:`Game.run <pyanitsa_edu.Game.run>`, :func:`~pyanitsa_edu.simulate`,
    :func:`~pyanitsa_edu.exact_outcomes` and the widgets refuse such rules before playing
    a trick. A :class:`~pyanitsa_edu.Game` may still be built and stepped trick by trick.
    """
    if rules.may_never_end:
        raise RulesError(N_("with collect={collect!r}, detect_cycles=False and no max_tricks a "
                            "game that repeats a state would never end: set max_tricks (a draw "
                            "after that many tricks), keep detect_cycles=True, or step a Game "
                            "one trick at a time"), collect=rules.collect)
    return rules


def _check_int(name: str, value: object, low: int, high: int) -> int:
    """Return ``value`` as an int, or raise RulesError unless it is a whole number in
    ``[low, high]``."""
    return whole_number(value, name, low, high, RulesError)


def _check_choice(name: str, value: object, choices: tuple[str, ...]) -> None:
    """Raise RulesError unless ``value`` is one of ``choices``."""
    if not isinstance(value, str) or value not in choices:
        raise RulesError(N_("{name} must be one of {choices}; got {value}"), name=name,
                         choices=", ".join(map(repr, choices)), value=shown(value))


PRESETS: dict[str, Rules] = {
    "classic": Rules(),
    "no_six_rule": Rules(low_beats_ace=False),
    "deck32": Rules(deck=32),
    "deck52": Rules(deck=52),
    "open_war": Rules(war_face_down=0),
    "seat_order": Rules(collect="seat_order"),
    "loser_first": Rules(collect="loser_first"),
    "shuffled_return": Rules(collect="shuffled"),
}
"""Named rule sets used by the lessons: the classic game and its common variants."""


RulesLike = Rules | str | None
"""What every entry point accepts as rules: a :class:`Rules`, a preset name, or None (classic)."""


def as_rules(rules: RulesLike) -> Rules:
    """Return ``rules`` as a Rules value: None gives the classic rules, a text names a preset.

    Anything else raises :class:`RulesError`, so ``rules=36`` gets a message, not a traceback
    from deep inside the engine.
    """
    if rules is None:
        return PRESETS["classic"]
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        if rules in PRESETS:
            return PRESETS[rules]
        names = ", ".join(map(repr, PRESETS))
        raise RulesError(N_("no preset called {rules}; presets: {names}"), rules=shown(rules),
                         names=names)
    raise RulesError(N_("rules must be a Rules value (e.g. Rules(deck=52)) or a preset name, "
                        "got {rules}"), rules=shown(rules))
