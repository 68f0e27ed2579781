"""Self-checks for exercises 22: unseen cards, the hypergeometric chance, marriages.

Every expected value is computed exactly at the moment of the check
(:mod:`pyanitsa_edu.sixtysix.chances`): by counting the opponent's possible hands, each equally
likely after a fair shuffle. A wrong answer is told what kind of mistake it is, never the right
value; an estimate is judged with the student's own number of sampled deals. The close and the
replies of the opponent are exercise 23's (:mod:`.lesson23`).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..analysis.stats import share_se
from ..i18n import N_, _
from ..pyanitsa.cards import Card
from ..sixtysix.cards import DECK
from ..sixtysix.chances import (
    free_cards,
    hypergeometric_all,
    marriage_chance,
    open_marriages,
    opponent_hands,
)
from ..sixtysix.view import View
from .core import CheckResult, check_function, close_to, fail, judge
from .estimates import judge_estimate
from .guesses import round_guess_fail, round_guess_passes
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "check_card_chance",
    "check_marriage_chance",
    "check_marriage_share",
    "check_p_holds_all",
    "check_unseen_count",
    "free_cards",
    "hypergeometric_all",
    "marriage_chance",
    "open_marriages",
    "opponent_hands",
]

def _counts(view: View) -> tuple[int, int, int]:
    """Return (unseen cards, cards in the opponent's hand, face-down stock cards)."""
    return len(view.unseen()), view.opponent_hand_size, view.stock_size


@task(N_("unseen cards"))
def check_unseen_count(title: str, view: View, answer: Any) -> CheckResult:
    """Check ``answer``: how many cards the player of ``view`` cannot see."""
    u, h, stock = _counts(view)
    mistakes = [
        Mistake.equals(u + 1, _("too many by one: the face-up trump is on the table for both "
                                 "players to see"), kind=Kind.WITH_REPLACEMENT),
        Mistake.equals(stock, _("that is the stock alone: the opponent's hand is unseen too"),
                       kind=Kind.OTHER_QUANTITY),
        Mistake.equals(h, _("that is the opponent's hand alone: the stock is unseen too"),
                       kind=Kind.OTHER_QUANTITY),
        Mistake.equals(len(DECK) - len(view.hand), _("you left out only your own hand: what "
                                                      "else is in view?"),
                       kind=Kind.IGNORED_CONDITION),
    ]
    return judge(title, answer, u, mistakes=mistakes,
                 hint=_("Start from 20 and take away every card you can see."))


def _card(card: Card | str) -> Card:
    """Return the card of the task (given as a card or its text)."""
    return card if isinstance(card, Card) else Card.parse(card)


@task(lambda card, **__: _("P(the opponent holds {card})", card=_card(card).text()))
def check_card_chance(title: str, view: View, card: Card | str, answer: Any) -> CheckResult:
    """Check ``answer``: the chance that the opponent holds ``card`` (a Fraction), given
    everything the player of ``view`` has seen."""
    card = _card(card)
    if isinstance(answer, float):
        return fail(title, _("give the exact Fraction: a float is rounded."),
                    Kind.FLOAT_FOR_FRACTION)
    free, need = free_cards(view)
    u, h, stock = _counts(view)
    if card in view.opponent_known:
        expected = Fraction(1)
    elif card in free:
        expected = Fraction(need, len(free))
    else:
        expected = Fraction(0)
    mistakes = [
        Mistake.equals(Fraction(h, len(DECK)), _("that divides by the whole deck: divide by the "
                                                  "cards you cannot see"),
                       kind=Kind.IGNORED_CONDITION),
        Mistake.equals(Fraction(h, u + 1), _("the face-up trump is not among the unseen cards"),
                       kind=Kind.WITH_REPLACEMENT),
        Mistake.equals(Fraction(stock, u) if u else None, _("that is the chance the card is in "
                                                             "the stock"),
                       kind=Kind.OTHER_QUANTITY),
        Mistake.equals(Fraction(1, u) if u else None, _("he holds several of the unseen cards, "
                                                         "not one"), kind=Kind.FACTOR),
        Mistake.equals(Fraction(1, h) if h else None, _("the card may also be in the stock"),
                       kind=Kind.OTHER_QUANTITY),
    ]
    if view.opponent_known:
        shown = " ".join(c.text() for c in view.opponent_known)
        known = (_("both players know he holds {shown} (an exchange, a marriage or the last "
                    "draw showed it): leave it out of both counts", shown=shown))
        mistakes[:0] = [Mistake.equals(value, known, kind=Kind.WITH_REPLACEMENT)
                        for value in (Fraction(h, u), Fraction(need, u),
                                      Fraction(h, len(free)))]
    return judge(title, answer, expected, mistakes=mistakes,
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


@task("p_holds_all")
def check_p_holds_all(title: str, fn: object) -> CheckResult:
    """Check ``fn(unseen, held, wanted)`` → the chance that a hand of ``held`` cards drawn from
    ``unseen`` ones holds ``wanted`` given cards (a Fraction or a float)."""
    return check_function(fn, _hypergeometric_cases(), hypergeometric_all, name=title,
                          same=close_to(1e-9))


def _marriage_parts(view: View) -> tuple[int, Fraction, Fraction]:
    """Return (suits whose marriage the opponent may hold, P(one given marriage), P(two))."""
    free, need = free_cards(view)
    m = len(open_marriages(view))
    return m, hypergeometric_all(len(free), need, 2), hypergeometric_all(len(free), need, 4)


@task(N_("P(the opponent holds a marriage)"))
def check_marriage_chance(title: str, view: View, answer: Any) -> CheckResult:
    """Check ``answer``: the exact chance (a Fraction) that the opponent holds at least one
    marriage, given what the player of ``view`` has seen."""
    if isinstance(answer, float):
        return fail(title, _("give the exact Fraction: a float is rounded."),
                    Kind.FLOAT_FOR_FRACTION)
    m, one, two = _marriage_parts(view)
    mistakes = [
        Mistake.equals(m * one, _("that counts twice the hands that hold two marriages: "
                                   "subtract them (inclusion–exclusion)"),
                       kind=Kind.DOUBLE_COUNT),
        Mistake.equals(one, _("that is the chance of one given marriage: the question is about "
                               "any suit"), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(4 * one - 6 * two, _("count only the suits whose king and queen you "
                                             "cannot see"), kind=Kind.IGNORED_CONDITION),
        Mistake.equals(1 - (1 - one) ** m, _("the marriages are not independent: he holds only "
                                              "a few cards"), kind=Kind.INDEPENDENCE),
    ]
    return judge(title, answer, marriage_chance(view), mistakes=mistakes,
                 hint=_("Add the chances of each possible marriage, then correct for overlaps."))


@task(N_("estimate of P(the opponent holds a marriage)"))
def check_marriage_share(
    title: str, view: View, answer: Any, n: Any = None, min_n: int = 2_000
) -> CheckResult:
    """Check an estimate of P(the opponent holds a marriage) from ``n`` sampled deals (or the
    0/1 array), against the exact value: it passes within three standard errors for its n."""
    p = float(marriage_chance(view))
    _suits, one, _two = _marriage_parts(view)
    tol = 3 * share_se(p, min_n)
    mistakes = [
        Mistake.when(lambda v: abs(v - float(one)) < tol and abs(float(one) - p) > 2 * tol,
                     _("that looks like the chance of one given marriage: count a hand with "
                        "any marriage"), kind=Kind.OTHER_QUANTITY),
        Mistake.when(lambda v: abs(v - (1 - p)) < tol and abs(1 - 2 * p) > 2 * tol,
                     _("that looks like the share of hands without a marriage"),
                     kind=Kind.COMPLEMENT),
    ]
    if round_guess_passes(answer, n, p, share_se(p), unit="deals"):
        return round_guess_fail(title, "deals")
    return judge_estimate(title, answer, n, p, share_se(p), min_n=min_n, unit="deals",
                          mistakes=mistakes)
