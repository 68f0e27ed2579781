"""Self-checks for exercises 24: a strategy of tactical Pyanitsa plays both piles of each deal.

The tournament of the exercises: ``highest_first`` against the classic player ``top_card`` on
the deals of seeds 0 to :data:`TASK_DEALS` − 1, each deal twice, ``highest_first`` with pile 0
(seat 0) and then with pile 1 (seat 1). The checks replay it (about a second, cached) and judge
the student's table of games and the 95 % half-width of the interval over deals. A wrong answer
is told what kind of mistake it is (the mirror: the same pile twice; the classic player's wins;
games counted as independent), never the right value, nor how many or which deals differ.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from ..analysis.stats import Z95_ROUNDED, mean_half_width, share_se
from ..errors import AnswerError
from ..i18n import N_, _
from ..pyanitsa.dealing import deal
from ..pyanitsa.engine.tactical import highest_first, play_tactical, top_card
from .choice import check_choice
from .core import CheckResult, fail, judge, succeed
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "TASK_DEALS",
    "check_both_piles",
    "check_deal_half_width",
    "check_pairing_statements",
]

TASK_DEALS = 100
"""The deals of the exercises' tournament: seeds 0 to 99."""
_STATEMENTS_KEY = "pc1:abcde:c9c71ef2:b7f040034821847caea48582a7fdb0f63cb803b3"
_Z = Z95_ROUNDED
"""1.96, the z of the exercise's interval."""


@lru_cache(maxsize=1)
def _tournament_games() -> npt.NDArray[np.bool_]:
    """Return the right table of the exercises' tournament: one row per deal, True where
    ``highest_first`` won, with pile 0 (column 0) and with pile 1 (column 1)."""
    rows = []
    for seed in range(TASK_DEALS):
        piles = deal(seed=seed)
        rows.append((play_tactical(piles, [highest_first, top_card]).winner == 0,
                     play_tactical(piles, [top_card, highest_first]).winner == 1))
    return np.array(rows, dtype=bool)


def _mirror_games() -> npt.NDArray[np.bool_]:
    """Return the table the mirror mistake gives: pile 0 played twice, from both seats."""
    column = _tournament_games()[:, 0]
    return np.column_stack([column, column])


def _as_table(answer: Any) -> npt.NDArray[np.bool_]:
    """Return ``answer`` as a table of 0/1 values; raise
    :class:`~pyanitsa_edu.errors.AnswerError` saying what is wrong with it."""
    try:
        table = np.asarray(answer)
    except Exception:  # an object numpy cannot read (a hostile one, a ragged list)
        table = np.asarray(None)
    if table.dtype == object or table.size == 0 or table.ndim == 0:
        raise AnswerError(_("pass a table of True/False values: one row per deal, one column "
                             "per pile."))
    if table.shape == (2 * TASK_DEALS,) or table.shape == (2, TASK_DEALS):
        raise AnswerError(_("one row per deal, two columns (pile 0, pile 1): {rows} rows in "
                             "all.", rows=TASK_DEALS))
    if table.shape != (TASK_DEALS, 2):
        raise AnswerError(_("the table should have {rows} rows (one per deal) and 2 columns "
                             "(pile 0, pile 1).", rows=TASK_DEALS))
    if table.dtype.kind not in "biuf" or not np.isin(table, (0, 1)).all():
        raise AnswerError(_("each entry says whether highest_first won that game: True or "
                             "False."))
    return table.astype(bool)


@task(N_("highest_first with both piles"),
      missing=N_("no answer yet: replace the ... with your answer."))
def check_both_piles(title: str, answer: Any) -> CheckResult:
    """Check the table of the exercises' tournament: for each deal, whether ``highest_first``
    won with pile 0 and with pile 1 against ``top_card``."""
    table = _as_table(answer)
    right = _tournament_games()
    if np.array_equal(table, right):
        return succeed(title, _("all {rows} deals are right.", rows=TASK_DEALS))
    if np.array_equal(table, _mirror_games()):
        kind = Kind.INDEPENDENCE
        why = _("the two columns agree in every deal: the second game replays pile 0 from the "
                 "other seat. Change the seats only, not the piles.")
    elif np.array_equal(table, ~right):
        kind = Kind.OTHER_SEAT
        why = _("these are the classic player's wins: count the games highest_first won.")
    elif np.array_equal(table[:, ::-1], right):
        kind = Kind.ORDER
        why = _("the columns are swapped: pile 0 first, then pile 1.")
    elif np.array_equal(table[:, 0], right[:, 0]):
        kind = Kind.OTHER_SEAT
        why = _("pile 0 is right; in the second game highest_first sits in seat 1, so it wins "
                 "when the winner is 1.")
    else:  # how many deals differ, or which, is never said: a loop could rebuild the table
        kind = Kind.ITEMS
        why = _("the table is not right: play every deal with deal(seed=s) for s in "
                 "range({rows}), each twice, and record who won.", rows=TASK_DEALS)
    return fail(title, why, kind)


@task(N_("95 % half-width over deals"))
def check_deal_half_width(title: str, answer: Any) -> CheckResult:
    """Check the 95 % half-width of the interval for highest_first's share of games won, taken
    over the deals' scores (1.96·s/√n, s the standard deviation of the scores, n the deals)."""
    games = _tournament_games().astype(float)
    scores = games.mean(axis=1)
    n = len(scores)
    s1 = float(scores.std(ddof=1))
    truth = mean_half_width(s1, n, _Z)
    p = float(games.mean())
    mistakes = [
        Mistake.equals(mean_half_width(s1, 2 * n, _Z), _(
            "that divides by the square root of the games: the deals are the independent "
            "observations"), kind=Kind.INDEPENDENCE),
        Mistake.equals(_Z * share_se(p, 2 * n), _(
            "that treats the games as independent: take the standard deviation of the deals' "
            "scores, over the number of deals"), kind=Kind.INDEPENDENCE),
        Mistake.equals(s1 / math.sqrt(n), _("that is one standard error: the 95 % half-width "
                                             "is 1.96 of them"), kind=Kind.SPREAD),
        Mistake.equals(_Z * s1 / n, _("divide by the square root of the number of deals"),
                       kind=Kind.SPREAD),
        Mistake.equals(mean_half_width(float(games[:, 0].std(ddof=1)), n, _Z), _(
            "that uses pile 0 only, or a table whose two columns agree: each deal's score is "
            "the mean of its two different games (check Task 1)"), kind=Kind.OTHER_QUANTITY),
    ]

    def same(expected: Any, got: Any) -> bool:
        return abs(float(got) - float(expected)) <= 5e-4   # s with n or n − 1 both count

    return judge(title, answer, truth, same=same, mistakes=mistakes)


@task(N_("mirrors, pairs and the unit"))
def check_pairing_statements(title: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements about mirrors, pairs and the deal as the unit."""
    return check_choice(title, answer, _STATEMENTS_KEY)

