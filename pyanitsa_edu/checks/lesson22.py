"""Self-checks for exercises 13: unseen cards, the hypergeometric chance, marriages, a close.

Every expected value is computed exactly at the moment of the check
(:mod:`pyanitsa_edu.sixtysix.chances`): by counting the opponent's possible hands (each
equally likely after a fair shuffle) and, for a close, by solving every one of them. A wrong
answer is told what kind of mistake it is, never the right value; an estimate is judged with
the student's own number of sampled deals.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from ..i18n import _
from ..pyanitsa.cards import Card
from ..sixtysix.cards import DECK
from ..sixtysix.chances import (
    close_value,
    close_values,
    close_win_chance,
    free_cards,
    hypergeometric_all,
    marriage_chance,
    open_marriages,
    opponent_hands,
)
from ..sixtysix.view import View
from .choice import check_choice
from .core import CheckResult, Mistake, check_function, close_to, fail, judge, safe_check
from .estimates import judge_estimate
from .guesses import round_guess_fail, round_guess_passes

__all__ = [
    "CLOSE_MIN_DEALS",
    "check_card_chance",
    "check_close_share",
    "check_close_value",
    "check_decision_statements",
    "check_marriage_chance",
    "check_marriage_share",
    "check_p_holds_all",
    "check_unseen_count",
    "close_value",
    "close_values",
    "close_win_chance",
    "free_cards",
    "hypergeometric_all",
    "marriage_chance",
    "open_marriages",
    "opponent_hands",
]

_DECISION_KEY = "pc1:abcdef:6c3039e7:1ebdae1a8f08237c78d0b81def054961c39e7a18561c64f9"
CLOSE_MIN_DEALS = 20_000
"""The fewest sampled deals the close checks accept: a close is worth ±3 game points, so
with fewer, blind guesses such as 0, 1 or ½ (or the chance of winning given as the game
points) are within three standard errors."""


def _counts(view: View) -> tuple[int, int, int]:
    """Return (unseen cards, cards in the opponent's hand, face-down stock cards)."""
    return len(view.unseen()), view.opponent_hand_size, view.stock_size


@safe_check
def check_unseen_count(view: View, answer: Any) -> CheckResult:
    """Check ``answer``: how many cards the player of ``view`` cannot see."""
    u, h, stock = _counts(view)
    mistakes: list[Mistake] = [
        (u + 1, _("too many by one: the face-up trump is on the table for both players to see")),
        (stock, _("that is the stock alone: the opponent's hand is unseen too")),
        (h, _("that is the opponent's hand alone: the stock is unseen too")),
        (len(DECK) - len(view.hand), _("you left out only your own hand: what else is in view?")),
    ]
    return judge(_("unseen cards"), answer, u, mistakes=mistakes,
                 hint=_("Start from 20 and take away every card you can see."))


@safe_check
def check_card_chance(view: View, card: Card | str, answer: Any) -> CheckResult:
    """Check ``answer``: the chance that the opponent holds ``card`` (a Fraction), given
    everything the player of ``view`` has seen."""
    card = card if isinstance(card, Card) else Card.parse(card)
    name = _("P(the opponent holds {card})", card=card.text())
    if isinstance(answer, float):
        return fail(name, _("give the exact Fraction: a float is rounded."))
    free, need = free_cards(view)
    u, h, stock = _counts(view)
    if card in view.opponent_known:
        expected = Fraction(1)
    elif card in free:
        expected = Fraction(need, len(free))
    else:
        expected = Fraction(0)
    mistakes: list[Mistake] = [
        (Fraction(h, len(DECK)),
         _("that divides by the whole deck: divide by the cards you cannot see")),
        (Fraction(h, u + 1), _("the face-up trump is not among the unseen cards")),
        (Fraction(stock, u) if u else None, _("that is the chance the card is in the stock")),
        (Fraction(1, u) if u else None, _("he holds several of the unseen cards, not one")),
        (Fraction(1, h) if h else None, _("the card may also be in the stock")),
    ]
    if view.opponent_known:
        shown = " ".join(c.text() for c in view.opponent_known)
        known = (_("both players know he holds {shown} (an exchange, a marriage or the last "
                   "draw showed it): leave it out of both counts", shown=shown))
        mistakes[:0] = [(Fraction(h, u), known), (Fraction(need, u), known),
                        (Fraction(h, len(free)), known)]
    return judge(name, answer, expected, mistakes=mistakes,
                 hint=_("Every card you cannot see is equally likely to be any of the unseen "
                        "ones."))


def _hypergeometric_cases() -> list[tuple[int, int, int]]:
    """Return (unseen, held, wanted) cases: first leads, later leads, and the edges.

    None gives a chance that another task asks for (5/14 and 4/7 for one card, the terms of
    a marriage at the first lead): a wrong function is shown the expected output of the
    first case it fails.
    """
    return [(12, 5, 1), (13, 5, 2), (14, 5, 3), (8, 4, 2), (10, 5, 4), (6, 3, 2), (14, 5, 0),
            (9, 5, 5), (7, 3, 4), (20, 10, 3)]


@safe_check
def check_p_holds_all(fn: object) -> CheckResult:
    """Check ``fn(unseen, held, wanted)`` → the chance that a hand of ``held`` cards drawn from
    ``unseen`` ones holds ``wanted`` given cards (a Fraction or a float)."""
    return check_function(fn, _hypergeometric_cases(), hypergeometric_all, name="p_holds_all",
                          same=close_to(1e-9))


def _marriage_parts(view: View) -> tuple[int, Fraction, Fraction]:
    """Return (suits whose marriage the opponent may hold, P(one given marriage), P(two))."""
    free, need = free_cards(view)
    m = len(open_marriages(view))
    return m, hypergeometric_all(len(free), need, 2), hypergeometric_all(len(free), need, 4)


@safe_check
def check_marriage_chance(view: View, answer: Any) -> CheckResult:
    """Check ``answer``: the exact chance (a Fraction) that the opponent holds at least one
    marriage, given what the player of ``view`` has seen."""
    name = _("P(the opponent holds a marriage)")
    if isinstance(answer, float):
        return fail(name, _("give the exact Fraction: a float is rounded."))
    m, one, two = _marriage_parts(view)
    mistakes: list[Mistake] = [
        (m * one, _("that counts twice the hands that hold two marriages: subtract them "
                    "(inclusion–exclusion)")),
        (one, _("that is the chance of one given marriage: the question is about any suit")),
        (4 * one - 6 * two, _("count only the suits whose king and queen you cannot see")),
        (1 - (1 - one) ** m, _("the marriages are not independent: he holds only a few cards")),
    ]
    return judge(name, answer, marriage_chance(view), mistakes=mistakes,
                 hint=_("Add the chances of each possible marriage, then correct for overlaps."))


@safe_check
def check_marriage_share(view: View, answer: Any, n: Any = None, min_n: int = 2_000) -> CheckResult:
    """Check an estimate of P(the opponent holds a marriage) from ``n`` sampled deals (or the
    0/1 array), against the exact value: it passes within three standard errors for its n."""
    p = float(marriage_chance(view))
    one = _marriage_parts(view)[1]
    tol = 3 * math.sqrt(p * (1 - p) / min_n)
    mistakes: list[Mistake] = [
        (lambda v: abs(v - float(one)) < tol and abs(float(one) - p) > 2 * tol,
         _("that looks like the chance of one given marriage: count a hand with any marriage")),
        (lambda v: abs(v - (1 - p)) < tol and abs(1 - 2 * p) > 2 * tol,
         _("that looks like the share of hands without a marriage")),
    ]
    name = _("estimate of P(the opponent holds a marriage)")
    if round_guess_passes(answer, n, p, math.sqrt(p * (1 - p)), unit="deals"):
        return round_guess_fail(name, "deals")
    return judge_estimate(name, answer, n, p,
                          math.sqrt(p * (1 - p)), min_n=min_n, unit="deals", mistakes=mistakes)


@safe_check
def check_close_share(
    view: View, answer: Any, n: Any = None, min_n: int = CLOSE_MIN_DEALS
) -> CheckResult:
    """Check an estimate of the chance that closing now wins (in the sampling model) from
    ``n`` sampled deals (or the 0/1 array), against the exact share over every possible hand
    of the opponent: it passes within three standard errors for its n."""
    p = float(close_win_chance(view))
    tol = 3 * math.sqrt(p * (1 - p) / min_n)
    mistakes: list[Mistake] = [
        (lambda v: abs(v - (1 - p)) < tol and abs(1 - 2 * p) > 2 * tol,
         _("that looks like the share of deals in which closing loses")),
        (lambda v: v < -0.01 or v > 1.01,
         _("a share lies between 0 and 1: did you average the game points instead?")),
    ]
    name = _("estimate of P(closing wins)")
    if round_guess_passes(answer, n, p, math.sqrt(p * (1 - p)), unit="deals"):
        return round_guess_fail(name, "deals")
    return judge_estimate(name, answer, n, p, math.sqrt(p * (1 - p)),
                          min_n=min_n, unit="deals", mistakes=mistakes,
                          after=_("Over all {n_close_values} hands the opponent may hold, "
                                  "closing wins in a share {p:.3f} of them.",
                                  n_close_values=len(close_values(view)), p=p))


@safe_check
def check_close_value(
    view: View, answer: Any, n: Any = None, min_n: int = CLOSE_MIN_DEALS
) -> CheckResult:
    """Check an estimate of the expected game points of closing now (in the sampling model)
    from ``n`` sampled deals (or the array of game points), against the exact mean over every
    possible hand of the opponent: it passes within three standard errors for its n."""
    values = close_values(view)
    mean = sum(values) / len(values)
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
    p = float(close_win_chance(view))
    mistakes: list[Mistake] = [
        (lambda v: 0 <= v <= 1 and abs(v - p) < 3 * math.sqrt(p * (1 - p) / min_n),
         _("that looks like the chance of winning: the question asks for game points")),
        (lambda v: abs(v + mean) < 3 * sd / math.sqrt(min_n) and abs(mean) > sd / math.sqrt(min_n),
         _("the wrong sign: a failed close costs the closer, it does not pay him")),
    ]
    name = _("estimate of the game points of closing")
    if round_guess_passes(answer, n, mean, sd, share=False, unit="deals"):
        return round_guess_fail(name, "deals")
    return judge_estimate(name, answer, n, mean, sd,
                          min_n=min_n, unit="deals", share=False, mistakes=mistakes)


@safe_check
def check_decision_statements(answer: Any) -> CheckResult:
    """Check the letters of the true statements about decisions, sampling and the solver."""
    return check_choice(_("decisions, samples and the exact endgame"), answer, _DECISION_KEY)
