"""Who wins a hand of Sixty-six, and how many game points (docs/rules-66.md, "Ending a hand").

Game points of the winner: **1** if the loser has 33 points or more, **2** if fewer,
**3** if the loser has taken no trick. A closed hand is scored from the standing at the
moment of closing; a failed close gives the opponent 2, or 3 if he had no trick then.
The numbers and the table are in :mod:`~pyanitsa_edu.sixtysix.rules`; this module applies
them to the ways a hand ends.
"""

from __future__ import annotations

from .records import Closing, HandEnd, Outcome
from .rules import TARGET, failed_close_points, game_points

__all__ = ["declaration_outcome", "end_of_tricks_outcome"]


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
                declarer, game_points(points[opponent], tricks_won[opponent]), HandEnd.DECLARED
            )
        if closing.closer == declarer:
            return Outcome(declarer, _closer_points(closing), HandEnd.DECLARED)
        return Outcome(declarer, failed_close_points(closing), HandEnd.FAILED_CLOSE)
    if closing is None:
        gp = game_points(points[declarer], tricks_won[declarer])
    elif closing.closer == opponent:
        gp = _closer_points(closing)
    else:
        gp = failed_close_points(closing)
    return Outcome(opponent, gp, HandEnd.WRONG_DECLARATION)


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
        return Outcome(
            last_winner, game_points(points[loser], tricks_won[loser]), HandEnd.LAST_TRICK
        )
    if points[closing.closer] >= TARGET:
        return Outcome(closing.closer, _closer_points(closing), HandEnd.DECLARED)
    return Outcome(1 - closing.closer, failed_close_points(closing), HandEnd.FAILED_CLOSE)
