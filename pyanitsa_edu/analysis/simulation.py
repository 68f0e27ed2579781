"""The result of many games: per-game arrays, outcome shares with confidence intervals, tables.

The summary (``str(sim)``, :meth:`Simulation.summary`, the notebook table) speaks the current
language (:func:`pyanitsa_edu.set_language`); :meth:`Simulation.summary` also takes ``lang``.
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from ..errors import SettingError, shown
from ..i18n import N_, _, fill, texts
from ..i18n.fmt import GAME, number, plural
from ..i18n.language import Lang, resolve
from ..pyanitsa.cards import Piles
from ..pyanitsa.records import REASONS, Cycle, Result, reason_text
from ..pyanitsa.rules import Rules
from ..pyanitsa.termination import DRAW, Termination
from ..pyanitsa.text import rules_text
from .stats import wilson_interval

__all__ = ["Share", "Simulation"]


class Share(NamedTuple):
    """How often something happened among the games, with a 95 % Wilson interval."""

    games: int
    """Games in which it happened."""
    total: int
    """Games played."""
    share: float
    """``games / total``."""
    low: float
    """Lower end of the 95 % Wilson interval."""
    high: float
    """Upper end of the 95 % Wilson interval."""

    @classmethod
    def of(cls, count: int, total: int) -> Share:
        """Return the share of ``count`` in ``total`` with its interval."""
        low, high = wilson_interval(count, total)
        return cls(count, total, count / total if total else math.nan, low, high)


_TEXT: dict[str, str] = {
    "draw": N_("draw"),
    "wins": N_("player {i} wins"),
    "ended_by": N_("  ended by {reason}"),
    "outcome": N_("outcome"),
    "games": N_("games"),
    "share": N_("share"),
    "interval": N_("95 % interval"),
    "no_games": N_("no games"),
    "lengths": N_("tricks: mean {mean:.1f}, median {median:.0f}, max {max:,}; "
    "war rounds: mean {wars:.2f}"),
}
"""The words of a simulation's summary, in each language."""


def outcome_label(winner: int | None, lang: Lang | None = None) -> str:
    """Return ``"player 0 wins"`` … or ``"draw"`` in ``lang`` (default: the current language)."""
    words = texts(_TEXT, resolve(lang))
    return words["draw"] if winner is None else words["wins"].format(i=winner)


@dataclass(frozen=True, eq=False)
class Simulation:
    """Many games played with one set of rules: one array entry per game.

    Build it with :func:`pyanitsa_edu.simulate`. Game ``i`` can be replayed:
    ``play(sim.deal(i), sim.rules, seed=sim.game_seed(i))`` returns ``sim.result(i)``.
    """

    rules: Rules
    """The rules every game was played with."""
    winner: npt.NDArray[np.int8]
    """The winner of each game, or :data:`~pyanitsa_edu.pyanitsa.termination.DRAW` (-1) for a
    draw."""
    reason_code: npt.NDArray[np.uint8]
    """Why each game ended, as the integer code of a
    :class:`~pyanitsa_edu.pyanitsa.termination.Termination` (:attr:`Termination.code
    <pyanitsa_edu.pyanitsa.termination.Termination.code>`: 0 ``out_of_cards`` … 4 ``limit``)."""
    tricks: npt.NDArray[np.int64]
    """Tricks started in each game (as :attr:`Result.tricks`)."""
    wars: npt.NDArray[np.int64]
    """War rounds in each game (as :attr:`Result.wars`)."""
    cycle_start: npt.NDArray[np.int64]
    """For a cycle: tricks completed when the repeated state was first seen; else -1."""
    cycle_length: npt.NDArray[np.int64]
    """For a cycle: its period in tricks; else -1."""
    deal_cards: npt.NDArray[np.unsignedinteger]
    """Each game's piles one after another, as card ids (indexes into ``rules.deck.cards``),
    padded at the end with ``len(rules.deck)``."""
    deal_sizes: npt.NDArray[np.int64]
    """The size of each pile of each game, one row per game."""
    seed: int | None = None
    """The seed the random deals (and shuffles) came from; the fresh one drawn when none was
    given. None for games played from given deals without a seed."""
    game_seeds: npt.NDArray[np.uint64] | None = None
    """With the ``shuffled`` return only: the seed each game's ``play`` call used."""

    def __post_init__(self) -> None:
        """Refuse arrays no simulation can give (SettingError): per-game arrays of different
        lengths or shapes, a reason code or a winner outside their range; then make every
        array read-only (a result is a record). A few passes over two arrays: cheap beside
        playing the games."""
        _check_simulation(self)
        for value in vars(self).values():
            if isinstance(value, np.ndarray):
                value.flags.writeable = False

    def __len__(self) -> int:
        return len(self.winner)

    @cached_property
    def reason(self) -> npt.NDArray[np.str_]:
        """Why each game ended, as text (``"out_of_cards"``, ``"cycle"``, … as in Result)."""
        text = np.array([reason.value for reason in REASONS])[self.reason_code]
        text.flags.writeable = False
        return text

    def deal(self, i: int) -> Piles:
        """Return the piles game ``i`` started from, top first."""
        cards = self.rules.deck.cards
        row = self.deal_cards[i]
        piles, start = [], 0
        for size in self.deal_sizes[i]:
            piles.append(tuple(cards[int(k)] for k in row[start : start + int(size)]))
            start += int(size)
        return tuple(piles)

    def game_seed(self, i: int) -> int | None:
        """Return the seed game ``i`` passed to ``play`` (None unless the return is shuffled)."""
        return None if self.game_seeds is None else int(self.game_seeds[i])

    def result(self, i: int) -> Result:
        """Return game ``i``'s result as a :class:`Result`."""
        winner = int(self.winner[i])
        reason = Termination.from_code(int(self.reason_code[i]))
        start, length = int(self.cycle_start[i]), int(self.cycle_length[i])
        return Result(
            None if winner == DRAW else winner,
            reason,
            int(self.tricks[i]),
            int(self.wars[i]),
            None if start < 0 else Cycle(start, length),
        )

    def shares(self) -> dict[int | None, Share]:
        """Return each outcome's share with a 95 % Wilson interval: keys are the players
        (``0``, ``1``, …) and ``None`` for a draw."""
        total = len(self)
        counts = np.bincount(self.winner.astype(np.int64) + 1, minlength=self.rules.players + 1)
        result: dict[int | None, Share] = {
            p: Share.of(int(counts[p + 1]), total) for p in range(self.rules.players)
        }
        result[None] = Share.of(int(counts[0]), total)
        return result

    def reasons(self) -> dict[str, Share]:
        """Return the count and share (with a 95 % Wilson interval) of each ending reason."""
        total = len(self)
        counts = np.bincount(self.reason_code, minlength=len(REASONS))
        return {r: Share.of(int(counts[k]), total) for k, r in enumerate(REASONS)}

    def _rows(self, lang: Lang) -> list[tuple[str, Share]]:
        """Return the labelled rows of the summary table: outcomes, then ending reasons."""
        rows = [(outcome_label(w, lang), s) for w, s in self.shares().items()]
        ended = texts(_TEXT, lang)["ended_by"]
        rows += [
            (ended.format(reason=reason_text(r, lang)), s)
            for r, s in self.reasons().items()
            if s.games
        ]
        return rows

    def _headline(self, lang: Lang) -> str:
        """Return the first line of the summary."""
        n = len(self)
        games = "games" if lang == "en" else plural(n, GAME, lang)
        return f"{number(n, lang)} {games}: {rules_text(self.rules, lang)}"

    def _lengths(self, lang: Lang) -> str:
        """Return a line about game lengths."""
        if not len(self):
            return texts(_TEXT, lang)["no_games"]
        t = self.tricks
        return fill(texts(_TEXT, lang)["lengths"], lang, mean=t.mean(), median=np.median(t),
                    max=int(t.max()), wars=self.wars.mean())  # fmt: skip

    def summary(self, lang: Lang | None = None) -> str:
        """Return a small text table: outcome shares with 95 % intervals, reasons, lengths,
        in ``lang`` (default: the current language)."""
        lang = resolve(lang)
        words = texts(_TEXT, lang)
        rows = self._rows(lang)
        width = max([30, *(len(label) for label, _share in rows)])
        head = f"{words['outcome']:<{width}} {words['games']:>10} {words['share']:>8}   "
        lines = [self._headline(lang), head + words["interval"]]
        for label, s in rows:
            lines.append(
                f"{label:<{width}} {number(s.games, lang):>10} {_pct(s.share, lang):>8}   "
                f"{_span(s.low, s.high, lang)}"
            )
        lines.append(self._lengths(lang))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.summary()

    def __repr__(self) -> str:
        return f"<Simulation of {len(self):,} games, {self.rules!r}>"

    def _repr_html_(self) -> str:
        """Return the summary as an HTML table (for notebooks), in the current language."""
        lang = resolve()
        words = texts(_TEXT, lang)
        cells = "".join(
            f"<tr><td style='text-align:left'>{html.escape(label)}</td>"
            f"<td>{number(s.games, lang)}</td>"
            f"<td>{_pct(s.share, lang)}</td>"
            f"<td>{_pct(s.low, lang)} – {_pct(s.high, lang)}</td></tr>"
            for label, s in self._rows(lang)
        )
        heads = "".join(f"<th>{words[k]}</th>" for k in ("outcome", "games", "share", "interval"))
        return (
            f"<p>{html.escape(self._headline(lang))}</p><table><thead><tr>{heads}</tr></thead>"
            f"<tbody>{cells}</tbody></table><p>{html.escape(self._lengths(lang))}</p>"
        )


def _pct(x: float, lang: Lang) -> str:
    """Return a share as a percentage: two decimals, or two significant digits below 0.01 %."""
    if math.isnan(x):
        return "–"
    return fill("{p:.2g} %" if 0 < x < 1e-4 else "{p:.2f} %", lang, p=100 * x)


def _span(low: float, high: float, lang: Lang) -> str:
    """Return an interval of shares, ``[45.10 %, 58.82 %]`` (``[45,10 %; 58,82 %]``)."""
    return _("[{low}, {high}]", lang, low=_pct(low, lang), high=_pct(high, lang))


_PER_GAME = ("winner", "reason_code", "tricks", "wars", "cycle_start", "cycle_length")
"""The arrays of a :class:`Simulation` with one entry per game."""


def _check_simulation(sim: Simulation) -> None:
    """Raise SettingError unless ``sim``'s arrays hold one entry (or row) per game and its codes
    and winners are ones a game can end with."""
    if not isinstance(sim.rules, Rules):
        raise SettingError(N_("a Simulation's rules must be Rules, got {rules}"),
                           rules=shown(sim.rules))
    arrays = {name: getattr(sim, name) for name in _PER_GAME}
    for name, values in arrays.items():
        if not isinstance(values, np.ndarray) or values.ndim != 1:
            raise SettingError(N_("{name} must be a one-dimensional array, one entry per game, "
                                  "got {values}"), name=name, values=shown(values))
    games = len(sim.winner)
    lengths = {name: len(values) for name, values in arrays.items()}
    if set(lengths.values()) != {games}:
        listed = ", ".join(f"{name} {size:,}" for name, size in lengths.items())
        raise SettingError(N_("a Simulation holds one entry per game in every array, got "
                              "{listed}"), listed=listed)
    players, deck = sim.rules.players, len(sim.rules.deck)
    for name, shape in (("deal_cards", (games, deck)), ("deal_sizes", (games, players))):
        values = getattr(sim, name)
        if not isinstance(values, np.ndarray) or values.shape != shape:
            raise SettingError(N_("{name} must have one row per game, shape {shape}, got "
                                  "{got}"), name=name, shape=shape,
                               got=getattr(values, "shape", shown(values)))
    seeds = sim.game_seeds
    if seeds is not None and (not isinstance(seeds, np.ndarray) or seeds.shape != (games,)):
        raise SettingError(N_("game_seeds must be None or one seed per game ({games:,}), got "
                              "{got}"), games=games,
                           got=getattr(seeds, "shape", shown(seeds)))
    if games and (int(sim.reason_code.min()) < 0 or int(sim.reason_code.max()) >= len(REASONS)):
        raise SettingError(N_("a reason code is 0 to {last}, got codes from {low} to {high}"),
                           last=len(REASONS) - 1, low=int(sim.reason_code.min()),
                           high=int(sim.reason_code.max()))
    if games and (int(sim.winner.min()) < DRAW or int(sim.winner.max()) >= players):
        raise SettingError(N_("a winner is a player (0 to {last}) or {draw} for a draw, got "
                              "winners from {low} to {high}"), last=players - 1, draw=DRAW,
                           low=int(sim.winner.min()), high=int(sim.winner.max()))
