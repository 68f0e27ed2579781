"""Many games at once: share of wins with 95 % intervals, ending reasons, game lengths, and
the running estimate converging as games are added."""

from __future__ import annotations

import time
from collections import Counter
from html import escape

import ipywidgets as w
import numpy as np
import numpy.typing as npt

from ..analysis.monte_carlo import simulate
from ..analysis.simulation import Simulation
from ..analysis.stats import wilson_band
from ..errors import N_, DealError, PyanitsaError, SettingError, error_text, whole_number
from ..i18n import translate
from ..i18n.fmt import GAME, count, number, percent
from ..plots import plot_convergence, plot_game_lengths, plot_outcome_shares
from ..pyanitsa.dealing import check_seed
from ..pyanitsa.rules import Rules, RulesLike, as_rules, check_ends
from ..pyanitsa.text import rules_text
from .access import LABELLED, WIDGET_CLASS, Picture, saved_note
from .cards_html import FONT
from .figures import draw
from .labels import ReaderFallback, check_lang, player_text, t
from .table_view import message_html

__all__ = ["MAX_GAMES", "SimulationPanel", "simulation_panel"]

MAX_GAMES = 200_000
"""The most games one Run may play."""
IntArray = npt.NDArray[np.int64]


class SimulationPanel(ReaderFallback, w.VBox):  # type: ignore[misc]
    """The simulation panel (an ipywidgets VBox). ``.simulation`` holds the last run."""

    def __init__(
        self, rules: RulesLike = None, lang: str | None = None, games: int = 1000, seed: int = 1
    ) -> None:
        self.rules: Rules = check_ends(as_rules(rules))
        self.lang = check_lang(lang)
        games = whole_number(games, "games", 1, MAX_GAMES, SettingError)
        if check_seed(seed) is None:
            raise DealError(N_("the panel needs a seed: a whole number from 0 to 2^128 − 1"))
        L = self.lang
        self.games = w.IntText(
            value=games, description=t(L, "games"), layout=w.Layout(width="200px"), style=LABELLED
        )
        self.seed = w.IntText(value=seed, description=t(L, "seed"), layout=w.Layout(width="200px"),
                              style=LABELLED)
        self.run_button = w.Button(
            description=t(L, "run"),
            button_style="primary",
            layout=w.Layout(width="auto", min_width="120px"),
        )
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="320px"))
        self.status = w.HTML()
        self.message = w.HTML()
        self.shares = w.HTML()
        self.reasons = w.HTML(layout=w.Layout(margin="0 0 0 30px"))
        self.shares_plot = Picture(480, layout=w.Layout(width="480px"))
        self.lengths_plot = Picture(480, layout=w.Layout(width="480px"))
        self.convergence_plot = Picture(480, layout=w.Layout(width="480px"))
        for image in (self.shares_plot, self.lengths_plot, self.convergence_plot):
            image.layout.display = "none"  # no empty (broken) picture before the first run
        self.run_button.on_click(lambda _b: self.run())
        self.simulation: Simulation | None = None
        """The last run: ``simulate(games, rules=..., seed=...)``, or None before the first."""
        super().__init__(
            [
                saved_note(L),
                w.HBox([self.games, self.seed, self.run_button, self.progress]),
                self.status,
                self.message,
                w.HBox([self.shares, self.reasons]),
                w.HBox([self.shares_plot, self.lengths_plot]),
                self.convergence_plot,
            ]
        )
        self.add_class(WIDGET_CLASS)
        self.add_class("pyanitsa-simulation-panel")
        self.status.value = _note(t(L, "no_run"))

    def fallback_text(self, lang: str | None = None) -> str:
        """Return the panel's stand-in text, in ``lang`` (default: its own)."""
        lang = self.lang if lang is None else lang
        return translate("[simulation panel: {games}, seed {seed}; {rules}]", lang,
                         games=count(self.games.value, GAME, lang), seed=self.seed.value,
                         rules=rules_text(self.rules, lang))  # fmt: skip

    def __repr__(self) -> str:
        return (
            f"<simulation_panel: {self.rules!r}, {self.games.value} games, seed {self.seed.value}>"
        )

    def run(self) -> bool:
        """Play the number of games in the box from the seed in the box; False on bad input."""
        n, seed = self.games.value, self.seed.value
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_GAMES:
            self.message.value = message_html(
                t(self.lang, "bad_games", max=MAX_GAMES, text=n), error=True
            )
            return False
        if seed < 0:
            self.message.value = message_html(t(self.lang, "negative_seed", text=seed), error=True)
            return False
        self.message.value = ""
        self.run_button.disabled = True
        self.progress.max, self.progress.value = n, 0
        started = time.perf_counter()

        def advance(done: int) -> None:
            self.progress.value = done
            self.status.value = _note(t(self.lang, "running", done=done,
                                        games=count(n, GAME, self.lang, case="genitive")))

        try:
            self.simulation = simulate(
                n, rules=self.rules, seed=int(seed), progress=lambda done, _total: advance(done)
            )
        except PyanitsaError as error:  # e.g. a negative seed: say so, keep the last run
            self.message.value = message_html(error_text(error, self.lang), error=True)
            self.status.value = ""
            return False
        finally:
            self.run_button.disabled = False
        secs = time.perf_counter() - started
        self.status.value = _note(t(self.lang, "done", games=count(n, GAME, self.lang), secs=secs))
        self._render()
        return True

    def _render(self) -> None:
        """Draw the tables and the three plots of the last run."""
        out = self.simulation
        if out is None or not len(out):
            return
        L, players = self.lang, self.rules.players
        labels = [player_text(i, L) for i in range(players)] + [t(L, "draw")]
        counts = [int(np.sum(out.winner == i)) for i in range(players)]
        counts.append(int(np.sum(out.winner < 0)))
        self.shares.value = _shares_html(labels, counts, L)
        reasons = Counter(out.reason.tolist())
        self.reasons.value = _reasons_html(reasons, len(out), L)
        self.shares_plot.show(
            *draw(lambda ax: plot_outcome_shares(counts, labels=labels, ax=ax, lang=L), (6, 4))
        )
        self.lengths_plot.show(
            *draw(lambda ax: plot_game_lengths(out.tricks, ax=ax, lang=L), (6, 4))
        )
        hits = (out.winner == 0).astype(float)
        for image in (self.shares_plot, self.lengths_plot, self.convergence_plot):
            image.layout.display = None
        self.convergence_plot.show(
            *draw(
                lambda ax: plot_convergence(
                    hits, ax=ax, label=t(L, "wins_short", who=player_text(0, L)), lang=L
                ),
                (6, 4),
            )
        )


def _note(text: str) -> str:
    return f'<div role="status" style="font:16px {FONT};color:#333">{escape(text)}</div>'


def _table(head: list[str], rows: list[list[str]], cls: str) -> str:
    th = "".join(f'<th style="padding:4px 10px;text-align:left">{escape(h)}</th>' for h in head)
    body = "".join(
        "<tr>" + "".join(f'<td style="padding:3px 10px">{escape(c)}</td>' for c in row) + "</tr>"
        for row in rows
    )
    return (
        f'<table class="{cls}" style="border-collapse:collapse;font:16px {FONT}">'
        f'<tr style="border-bottom:2px solid #444">{th}</tr>{body}</table>'
    )


def _shares_html(labels: list[str], counts: list[int], lang: str) -> str:
    """Return a table: each outcome's count, share and 95 % interval."""
    total = sum(counts)
    low, high = wilson_band(counts, [total] * len(counts))
    rows = [
        [label, number(c, lang), percent(c / total, 1, lang),
         f"{percent(lo, 1, lang)} – {percent(hi, 1, lang)}"]
        for label, c, lo, hi in zip(labels, counts, low.tolist(), high.tolist(), strict=True)
    ]  # fmt: skip
    head = ["", t(lang, "count"), t(lang, "share_col"), t(lang, "interval")]
    return _table(head, rows, "pyanitsa-shares")


def _reasons_html(reasons: Counter[str], total: int, lang: str) -> str:
    """Return a table: how many games ended for each reason."""
    rows = [
        [t(lang, f"reason_{r}"), number(c, lang), percent(c / total, 1, lang)]
        for r, c in reasons.most_common()
    ]
    return _table(
        [t(lang, "reasons"), t(lang, "count"), t(lang, "share_col")], rows, "pyanitsa-reasons"
    )


def simulation_panel(
    rules: RulesLike = None, lang: str | None = None, games: int = 1000, seed: int = 1
) -> SimulationPanel:
    """Return the simulation panel: games and seed, Run with a progress bar, the share of
    wins with 95 % intervals, ending reasons, game lengths and the running estimate."""
    return SimulationPanel(rules, lang, games, seed)
