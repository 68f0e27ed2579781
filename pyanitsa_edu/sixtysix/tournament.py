"""Bots against each other over many seeded hands, each deal played twice with seats swapped.

Playing every deal from both seats cancels the luck of the cards between the two bots.
A :class:`Matchup` keeps every hand; its shares have 95 % Wilson intervals
(:func:`~pyanitsa_edu.analysis.stats.wilson_interval`) and its mean game points a 95 %
normal interval over the deals. Their tables (``str()`` and the notebook's HTML) speak the
current language (:func:`pyanitsa_edu.set_language`).

>>> from pyanitsa_edu.sixtysix import greedy_bot, random_bot
>>> from pyanitsa_edu.sixtysix.tournament import head_to_head
>>> m = head_to_head(greedy_bot, random_bot, deals=20, seed=1)
>>> m.hands, int(m.wins.sum()) + int((~m.wins).sum())
(40, 40)
"""

from __future__ import annotations

import math
import pickle
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from html import escape
from itertools import combinations

import numpy as np
import numpy.typing as npt

from ..analysis.stats import mean_half_width, wilson_interval
from ..errors import SettingError, StrategyError, shown, whole_number
from ..i18n import N_, _, fill, texts
from ..i18n.fmt import number
from ..i18n.language import Lang, resolve
from ..pyanitsa.dealing import check_seed
from ..pyanitsa.text import reader_name
from .play import Bot, bot_name, check_bots, play_hand
from .records import REASONS, Outcome, Reason

__all__ = [
    "COLUMNS",
    "MAX_BOTS",
    "MAX_DEALS",
    "MAX_WORKERS",
    "HandRecord",
    "Matchup",
    "Tournament",
    "columns",
    "deal_seeds",
    "head_to_head",
    "tournament",
]

Progress = Callable[[int, int], None]
"""``progress(done, total)``, called after each deal."""

MAX_DEALS = 100_000
"""The most deals of one matchup (200,000 hands): more is refused before a hand is played."""
MAX_WORKERS = 61
"""The most worker processes (the most a process pool takes on every system)."""
MAX_BOTS = 50
"""The most bots in one round robin (1,225 matchups)."""


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand of a matchup: its deal and how it ended, seen from bot A."""

    seed: int
    """The hand's seed (the deal and the bots' random streams)."""
    dealer: int
    """The seat that dealt."""
    seat_a: int
    """The seat bot A played (bot B played the other)."""
    outcome: Outcome
    """How the hand ended (seats, not bots)."""

    @property
    def a_won(self) -> bool:
        """True when bot A won the hand."""
        return self.outcome.winner == self.seat_a

    @property
    def a_points(self) -> int:
        """Game points for bot A: positive when it won, negative when it lost."""
        return self.outcome.value_for(self.seat_a)


@dataclass(frozen=True)
class Matchup:
    """Every hand between bot A and bot B, deal by deal (A in seat 0 first, then in seat 1)."""

    names: tuple[str, str]
    """The names of bot A and bot B."""
    records: tuple[HandRecord, ...]
    """Every hand played, two per deal."""
    seed: int | None = None
    """The seed the deals were drawn from (a fresh one when ``seed=None`` was given)."""

    @property
    def hands(self) -> int:
        """The number of hands played."""
        return len(self.records)

    @property
    def wins(self) -> npt.NDArray[np.bool_]:
        """For each hand, True when bot A won it."""
        return np.array([r.a_won for r in self.records], dtype=bool)

    @property
    def points(self) -> npt.NDArray[np.int64]:
        """For each hand, bot A's game points (negative when it lost)."""
        return np.array([r.a_points for r in self.records], dtype=np.int64)

    def hand_share(self) -> tuple[float, float, float]:
        """Return (share, low, high): bot A's share of hands won and its 95 % Wilson interval."""
        won, n = int(self.wins.sum()), self.hands
        low, high = wilson_interval(won, n)
        return (won / n if n else math.nan), low, high

    def game_points_won(self) -> tuple[int, int]:
        """Return the game points won in total by bot A and by bot B."""
        points = self.points
        return int(points[points > 0].sum()), int(-points[points < 0].sum())

    def point_share(self) -> tuple[float, float, float]:
        """Return (share, low, high): bot A's share of all game points won, with a Wilson interval.

        The interval treats each game point as a trial, which is only approximate
        (points come in lumps of 1 to 3); :meth:`mean_points` is the careful measure.
        """
        a, b = self.game_points_won()
        low, high = wilson_interval(a, a + b)
        return (a / (a + b) if a + b else math.nan), low, high

    def mean_points(self) -> tuple[float, float, float]:
        """Return (mean, low, high): bot A's net game points per hand, with a 95 % interval.

        The interval is normal, over the deals (each deal's two hands together), so the
        luck shared by a deal's two hands is not counted twice.
        """
        points = self.points.astype(float)
        pairs = points[: len(points) // 2 * 2].reshape(-1, 2).sum(axis=1) / 2
        mean = float(points.mean()) if len(points) else math.nan
        if len(pairs) < 2:
            return mean, -math.inf, math.inf
        half = mean_half_width(float(pairs.std(ddof=1)), len(pairs))
        return mean, mean - half, mean + half

    def reasons(self) -> dict[tuple[str, Reason], int]:
        """Return how many hands each bot won for each reason: ``{(name, reason): count}``."""
        counts: Counter[tuple[str, Reason]] = Counter()
        for r in self.records:
            counts[(self.names[0] if r.a_won else self.names[1], r.outcome.reason)] += 1
        return {key: counts[key] for name in self.names for key in
                ((name, reason) for reason in REASONS) if counts[key]}  # fmt: skip

    def row(self, lang: Lang | None = None) -> tuple[str, ...]:
        """Return this matchup's line of a results table (see :func:`columns`), in ``lang``
        (default: the current language)."""
        share, low, high = self.hand_share()
        mean, mlow, mhigh = self.mean_points()
        a, b = self.game_points_won()
        return (
            fill(texts(_TEXT, resolve(lang))["pair"], lang, a=reader_name(self.names[0], lang),
                 b=reader_name(self.names[1], lang)),
            number(self.hands, lang),
            _("{p:.1%} [{low:.1%}, {high:.1%}]", lang, p=share, low=low, high=high),
            f"{a} : {b}",
            _("{p:+.2f} [{low:+.2f}, {high:+.2f}]", lang, p=mean, low=mlow, high=mhigh),
        )  # fmt: skip

    def text(self, lang: Lang | None = None) -> str:
        """Return this matchup as a text table with its headings, in ``lang`` (default: the
        current language)."""
        return _text_table([self.row(lang)], lang)

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        return _html_table([self.row()])


_TEXT: dict[str, str] = {
    "pair": N_("{a} vs {b}"),
    "pair_head": N_("A vs B"),
    "hands": N_("hands"),
    "share": N_("A's hands won (95 %)"),
    "points": N_("game points A : B"),
    "mean": N_("A's points per hand (95 %)"),
}
"""The words of results tables, in each language (a hand is a партия)."""
_HEADINGS = ("pair_head", "hands", "share", "points", "mean")


def columns(lang: Lang | None = None) -> tuple[str, ...]:
    """Return the headings of a results table in ``lang`` (default: the current language)."""
    words = texts(_TEXT, resolve(lang))
    return tuple(words[key] for key in _HEADINGS)


COLUMNS: tuple[str, ...] = columns("en")
"""Headings of a results table, in English (:func:`columns` gives them in any language)."""


@dataclass(frozen=True)
class Tournament:
    """Every pair of bots in one round robin."""

    matchups: tuple[Matchup, ...]
    """One matchup per pair of bots, in the order of the bots given."""

    def text(self, lang: Lang | None = None) -> str:
        """Return every matchup as a text table with its headings, in ``lang`` (default: the
        current language)."""
        return _text_table([m.row(lang) for m in self.matchups], lang)

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        return _html_table([m.row() for m in self.matchups])


def _text_table(rows: Sequence[tuple[str, ...]], lang: Lang | None = None) -> str:
    """Return rows under the headings of ``lang`` (default: the current language) as aligned
    text."""
    heads = columns(lang)
    widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(heads)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(heads, widths, strict=True))]
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(line.rstrip() for line in lines)


def _html_table(rows: Sequence[tuple[str, ...]], lang: Lang | None = None) -> str:
    """Return rows under the headings of ``lang`` (default: the current language) as an HTML
    table."""
    head = "".join(f"<th>{escape(c)}</th>" for c in columns(lang))
    body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def deal_seeds(deals: int, seed: int) -> list[int]:
    """Return the hand seeds of ``deals`` deals drawn from ``seed`` (the same for every pairing).

    ``deals`` is 1 to :data:`MAX_DEALS` (StrategyError), ``seed`` follows the package's one
    seed rule (DealError).
    """
    deals = whole_number(deals, "deals", 1, MAX_DEALS, StrategyError)
    rng = random.Random(check_seed(seed))
    return [rng.getrandbits(32) for _deal in range(deals)]


def _play_deal(bot_a: Bot, bot_b: Bot, seed: int, dealer: int) -> tuple[HandRecord, HandRecord]:
    """Return the two hands of one deal: bot A in seat 0, then in seat 1."""
    first = play_hand(bot_a, bot_b, seed=seed, dealer=dealer).outcome
    second = play_hand(bot_b, bot_a, seed=seed, dealer=dealer).outcome
    assert first is not None and second is not None
    return HandRecord(seed, dealer, 0, first), HandRecord(seed, dealer, 1, second)


def _check(deals: int, seed: int | None, workers: int) -> int:
    """Return the seed to draw the deals from (a fresh one for None) after checking the number
    of deals (1 to :data:`MAX_DEALS`) and of workers (1 to :data:`MAX_WORKERS`), both
    StrategyError, and the seed (the package's one seed rule,
    :func:`~pyanitsa_edu.pyanitsa.dealing.check_seed`: DealError)."""
    whole_number(deals, "deals", 1, MAX_DEALS, StrategyError)
    whole_number(workers, "workers", 1, MAX_WORKERS, StrategyError)
    checked = check_seed(seed)
    return random.SystemRandom().getrandbits(128) if checked is None else checked


def head_to_head(
    bot_a: Bot,
    bot_b: Bot,
    deals: int = 200,
    seed: int | None = 0,
    *,
    names: tuple[str, str] | None = None,
    workers: int = 1,
    progress: Progress | None = None,
) -> Matchup:
    """Return the matchup of ``bot_a`` and ``bot_b`` over ``deals`` deals, each played twice.

    Deal ``i`` is dealt by seat ``i % 2``. With ``workers > 1`` the deals are shared among
    processes (the bots must then be picklable: module functions or bot objects); the
    result does not depend on ``workers``. ``seed`` follows the package's one seed rule
    (:func:`~pyanitsa_edu.pyanitsa.dealing.check_seed`); ``seed=None`` draws a fresh seed, kept in
    the matchup's ``seed``.
    """
    check_bots(bot_a, bot_b)
    seed = _check(deals, seed, workers)
    deals = int(deals)
    if names is not None and not (
        isinstance(names, tuple | list) and len(names) == 2
        and all(isinstance(name, str) for name in names)
    ):
        raise StrategyError(N_("names must be two texts (bot A's, bot B's), got {names}"),
                            names=shown(names))
    if progress is not None and not callable(progress):
        raise SettingError(N_("progress must be None or a function progress(done, total), got "
                              "{progress}"), progress=shown(progress))
    seeds = deal_seeds(deals, seed)
    dealers = [i % 2 for i in range(deals)]
    pairs: list[tuple[HandRecord, HandRecord]] = []
    if workers == 1:
        for i, (s, d) in enumerate(zip(seeds, dealers, strict=True)):
            pairs.append(_play_deal(bot_a, bot_b, s, d))
            if progress is not None:
                progress(i + 1, deals)
    else:
        for bot in (bot_a, bot_b):
            try:
                pickle.dumps(bot)
            except Exception as error:
                raise StrategyError(N_("bot {bot} cannot be sent to worker processes "
                                       "({error}); use workers=1 or a module-level bot"),
                                    bot=bot_name(bot), error=error) from None
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = [
                pool.submit(_play_deal, bot_a, bot_b, s, d)
                for s, d in zip(seeds, dealers, strict=True)
            ]
            for i, future in enumerate(futures):
                pairs.append(future.result())
                if progress is not None:
                    progress(i + 1, deals)
    label = (names[0], names[1]) if names is not None else (bot_name(bot_a), bot_name(bot_b))
    return Matchup(label, tuple(r for pair in pairs for r in pair), seed)


def tournament(
    bots: Mapping[str, Bot],
    deals: int = 200,
    seed: int | None = 0,
    *,
    workers: int = 1,
    progress: Progress | None = None,
) -> Tournament:
    """Return a round robin: every pair of ``bots`` (name → bot) over the same seeded deals.

    ``seed=None`` draws one fresh seed for every pairing (each matchup keeps it in ``seed``).
    """
    if not isinstance(bots, Mapping):
        raise StrategyError(N_("bots must be a dict of names to bots, got {bots}"),
                            bots=shown(bots))
    if not 2 <= len(bots) <= MAX_BOTS:
        raise StrategyError(N_("a tournament takes 2 to {most} bots, got {n:,}"),
                            most=MAX_BOTS, n=len(bots))
    named = [name for name in bots if not isinstance(name, str)]
    if named:
        raise StrategyError(N_("the bots' names must be texts, got {named}"), named=shown(named[0]))
    seed = _check(deals, seed, workers)
    matchups = tuple(
        head_to_head(
            bots[a], bots[b], deals, seed, names=(a, b), workers=workers, progress=progress
        )
        for a, b in combinations(bots, 2)
    )
    return Tournament(matchups)
