"""Self-checks for exercises 23: what a reply reveals (Bayes' rule for a model of the opponent's
play), and a close judged by its expected game points.

Every expected value is computed exactly at the moment of the check
(:mod:`pyanitsa_edu.sixtysix.chances`): the chance given a reply counts every deal the player
cannot tell apart and keeps those in which the greedy bot makes the reply seen; the close solves
every hand the opponent may hold. A wrong answer is told what kind of mistake it is, never the
right value; an estimate is judged with the student's own number of sampled deals.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ..analysis.stats import share_se
from ..errors import AnswerError, PyanitsaError
from ..i18n import N_, _
from ..pyanitsa.cards import Card
from ..sixtysix.bots import greedy_bot
from ..sixtysix.cards import parse_cards
from ..sixtysix.chances import close_value, close_values, close_win_chance, possible_deals
from ..sixtysix.moves import Move
from ..sixtysix.state import State
from ..sixtysix.view import View
from .choice import check_choice
from .core import CheckResult, fail, judge
from .estimates import judge_estimate
from .guesses import round_guess_fail, round_guess_passes
from .kinds import Kind
from .mistakes import Mistake
from .task import task

__all__ = [
    "CLOSE_MIN_DEALS",
    "check_close_share",
    "check_close_value",
    "check_decision_statements",
    "check_reply_posterior",
    "close_value",
    "close_values",
    "close_win_chance",
]

_DECISION_KEY = "pc1:abcdef:6c3039e7:1ebdae1a8f08237c78d0b81def054961c39e7a18561c64f9"
CLOSE_MIN_DEALS = 20_000
"""The fewest sampled deals the close checks accept: a close is worth ±3 game points, so
with fewer, blind guesses such as 0, 1 or ½ (or the chance of winning given as the game
points) are within three standard errors."""


@task(N_("estimate of P(closing wins)"))
def check_close_share(
    title: str, view: View, answer: Any, n: Any = None, min_n: int = CLOSE_MIN_DEALS
) -> CheckResult:
    """Check an estimate of the chance that closing now wins (in the sampling model) from
    ``n`` sampled deals (or the 0/1 array), against the exact share over every possible hand
    of the opponent: it passes within three standard errors for its n."""
    p = float(close_win_chance(view))
    tol = 3 * share_se(p, min_n)
    mistakes = [
        Mistake.when(lambda v: abs(v - (1 - p)) < tol and abs(1 - 2 * p) > 2 * tol,
                     _("that looks like the share of deals in which closing loses"),
                     kind=Kind.COMPLEMENT),
        Mistake.when(lambda v: v < -0.01 or v > 1.01, _(
            "a share lies between 0 and 1: did you average the game points instead?"),
            kind=Kind.OTHER_QUANTITY),
    ]
    if round_guess_passes(answer, n, p, share_se(p), unit="deals"):
        return round_guess_fail(title, "deals")
    return judge_estimate(title, answer, n, p, share_se(p),
                          min_n=min_n, unit="deals", mistakes=mistakes,
                          after=_("Over all {n_close_values} hands the opponent may hold, "
                                   "closing wins in a share {p:.3f} of them.",
                                   n_close_values=len(close_values(view)), p=p))


@task(N_("estimate of the game points of closing"))
def check_close_value(
    title: str, view: View, answer: Any, n: Any = None, min_n: int = CLOSE_MIN_DEALS
) -> CheckResult:
    """Check an estimate of the expected game points of closing now (in the sampling model)
    from ``n`` sampled deals (or the array of game points), against the exact mean over every
    possible hand of the opponent: it passes within three standard errors for its n."""
    values = close_values(view)
    mean = sum(values) / len(values)
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
    p = float(close_win_chance(view))
    mistakes = [
        Mistake.when(lambda v: 0 <= v <= 1 and abs(v - p) < 3 * share_se(p, min_n),
                     _("that looks like the chance of winning: the question asks for game "
                        "points"), kind=Kind.OTHER_QUANTITY),
        Mistake.when(lambda v: abs(v + mean) < 3 * sd / math.sqrt(min_n)
                     and abs(mean) > sd / math.sqrt(min_n),
                     _("the wrong sign: a failed close costs the closer, it does not pay him"),
                     kind=Kind.SIGN),
    ]
    if round_guess_passes(answer, n, mean, sd, share=False, unit="deals"):
        return round_guess_fail(title, "deals")
    return judge_estimate(title, answer, n, mean, sd,
                          min_n=min_n, unit="deals", share=False, mistakes=mistakes)


@task(N_("decisions, samples and the exact endgame"))
def check_decision_statements(title: str, answer: Any) -> CheckResult:
    """Check the letters of the true statements about decisions, sampling and the solver."""
    return check_choice(title, answer, _DECISION_KEY)


@lru_cache(maxsize=8)
def _reply_counts(before: State, lead: Move, reply: Move,
                 cards: tuple[Card, ...]) -> tuple[int, int, int, int]:
    """Return, over every deal the player to move at ``before`` cannot tell apart
    (:func:`~pyanitsa_edu.sixtysix.chances.possible_deals`) that agrees with the moves so far if
    the opponent plays like the greedy bot: (deals, deals in which the opponent holds ``cards``,
    deals in which the greedy bot answers ``lead`` with ``reply``, deals with both)."""
    player = before.to_move
    opponent = 1 - player
    rng = random.Random(0)
    deals = held = replied = both = 0
    for start in possible_deals(before, player):
        state: State | None = start
        for who, move in before.moves:
            if state is None or (who == opponent and greedy_bot(state.view(who), rng) != move):
                state = None
                break
            state = state.apply(move)
        if state is None:
            continue
        holds = all(card in state.hands[opponent] for card in cards)
        answers = greedy_bot(state.apply(lead).view(opponent), rng) == reply
        deals, held, replied = deals + 1, held + holds, replied + answers
        both += holds and answers
    return deals, held, replied, both


def _posterior_title(cards: Any = None, **__: Any) -> str:
    """Return the check's title: the chance of ``cards`` given the reply."""
    try:
        text = " ".join(card.text() for card in parse_cards(cards))
    except PyanitsaError:
        text = "…"
    return _("P(he holds {cards} | his reply)", cards=text)


@task(_posterior_title)
def check_reply_posterior(
    title: str, before: State, lead: Move | str, reply: Move | str, cards: Any, answer: Any
) -> CheckResult:
    """Check ``answer``: the exact chance (a Fraction) that the opponent holds ``cards`` at
    ``before``, given that he answered ``lead`` with ``reply`` and plays like the greedy bot,
    counted over every deal the player to move at ``before`` cannot tell apart."""
    held_cards = parse_cards(cards)
    if isinstance(answer, float):
        return fail(title, _("give the exact Fraction: a float is rounded."),
                    Kind.FLOAT_FOR_FRACTION)
    lead = Move.parse(lead) if isinstance(lead, str) else lead
    reply = Move.parse(reply) if isinstance(reply, str) else reply
    deals, held, replied, both = _reply_counts(before, lead, reply, held_cards)
    if not replied:
        raise AnswerError(_("the greedy bot never makes that reply here: check the moves."))
    mistakes = [
        Mistake.equals(Fraction(held, deals), _(
            "that is the chance before his reply: keep only the deals in which he answers as he "
            "did"), kind=Kind.IGNORED_CONDITION),
        Mistake.equals(Fraction(both, deals), _(
            "that is the share of all deals with both: divide by the deals in which he answers "
            "as he did"), kind=Kind.JOINT_FOR_CONDITIONAL),
    ]
    if held:
        mistakes.append(Mistake.equals(Fraction(both, held), _(
            "that is the chance of his reply given the cards: the question the other way round"),
            kind=Kind.REVERSED_CONDITION))
    return judge(title, answer, Fraction(both, replied), mistakes=mistakes,
                 hint=_("List every deal you cannot tell apart, keep those in which the greedy "
                         "bot answers as he did, and count."))
