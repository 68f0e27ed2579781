"""Who wins a hand of Sixty-six, and how many game points (docs/rules-66.md, "Ending a hand").

Game points of the winner: **1** if the loser has 33 points or more, **2** if fewer,
**3** if the loser has taken no trick. A closed hand is scored from the standing at the
moment of closing; a failed close gives the opponent 2, or 3 if he had no trick then.
"""

from __future__ import annotations

from ..errors import SettingError, whole_number
from .records import Closing, Outcome

__all__ = [
    "TARGET",
    "declaration_outcome",
    "end_of_tricks_outcome",
    "failed_close_points",
    "game_points",
]

TARGET = 66
"""Points needed to win by declaring («Хватит!»)."""


def game_points(loser_points: int, loser_tricks: int) -> int:
    """Return the winner's game points: 3 if the loser took no trick, else 2 under 33, else 1."""
    whole_number(loser_points, "loser_points", 0, None, SettingError)
    whole_number(loser_tricks, "loser_tricks", 0, None, SettingError)
    if loser_tricks == 0:
        return 3
    return 1 if loser_points >= 33 else 2


def failed_close_points(closing: Closing) -> int:
    """Return what the closer's opponent wins if the close fails: 3 if he had no trick, else 2."""
    return 3 if closing.opponent_tricks == 0 else 2


def _closer_points(closing: Closing) -> int:
    """Return what the closer wins: counted from his opponent's standing at the closing."""
    return game_points(closing.opponent_points, closing.opponent_tricks)


def declaration_outcome(
    declarer: int,
    points: tuple[int, int],
    tricks_won: tuple[int, int],
    closing: Closing | None,
) -> Outcome:
    """Return the outcome when ``declarer`` says «Хватит!» with these points and tricks.

    With 66 or more he wins; with fewer his opponent wins what he would have won had he
    declared 66 himself at that moment (the closing rules apply when the stock is closed).
    """
    opponent = 1 - declarer
    if points[declarer] >= TARGET:
        if closing is None:
            return Outcome(
                declarer, game_points(points[opponent], tricks_won[opponent]), "declared"
            )
        if closing.closer == declarer:
            return Outcome(declarer, _closer_points(closing), "declared")
        return Outcome(declarer, failed_close_points(closing), "failed_close")
    if closing is None:
        gp = game_points(points[declarer], tricks_won[declarer])
    elif closing.closer == opponent:
        gp = _closer_points(closing)
    else:
        gp = failed_close_points(closing)
    return Outcome(opponent, gp, "wrong_declaration")


def end_of_tricks_outcome(
    last_winner: int,
    points: tuple[int, int],
    tricks_won: tuple[int, int],
    closing: Closing | None,
) -> Outcome:
    """Return the outcome when the hands run out of cards and nobody declared.

    Unclosed: the winner of the last trick wins (``last_trick``). Closed: the closer wins
    as by a declaration with 66 or more, otherwise the close failed.
    """
    if closing is None:
        loser = 1 - last_winner
        return Outcome(last_winner, game_points(points[loser], tricks_won[loser]), "last_trick")
    if points[closing.closer] >= TARGET:
        return Outcome(closing.closer, _closer_points(closing), "declared")
    return Outcome(1 - closing.closer, failed_close_points(closing), "failed_close")
