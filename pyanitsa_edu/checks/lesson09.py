"""Self-checks for exercise 09: conditional probability and Bayes' rule.

Every expected value comes from the library at the moment of the check (:func:`flip_odds`, an
exact count, or a large reference simulation); a wrong answer is told what kind of mistake it
is, never the right value. Simulated estimates are judged with the student's own n, within
three standard errors of the truth.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache
from typing import Any, NamedTuple

import numpy as np

from ..analysis.stats import share_se
from ..errors import AnswerError
from ..i18n import N_, _
from ..pyanitsa.cards import rank_text
from ..pyanitsa.ranking import flip_odds
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from .core import (
    CheckResult,
    close_to,
    fail,
    judge,
    sentence,
    show,
)
from .estimates import judge_estimate, matches_n, per_game_values
from .hints import as_number
from .kinds import Kind
from .messages import units
from .mistakes import Mistake
from .reference import rank_held_chance, rank_held_reference, reference, share_truth
from .task import task

__all__ = [
    "ACES_MIN_GAMES",
    "check_aces_given_win",
    "check_loss_given_rank",
    "check_win_given_aces",
]


@task(lambda rank="6", **__: _("P(player 0 loses the trick | his card is a {rank})",
                               rank=rank_text(rank)))
def check_loss_given_rank(
    title: str, answer: Any, rank: str = "6", rules: RulesLike = None
) -> CheckResult:
    """Check ``answer``: the exact chance that player 0 loses the first trick given that his
    face-up card has ``rank`` (player 1's card is any other card of the deck)."""
    rules = as_rules(rules)
    deck = rules.deck
    win, tie, lose = flip_odds(rank, rules)
    others = len(deck) - 1
    any_card = (1 - Fraction(len(deck.suits) - 1, others)) / 2
    mistakes = [
        Mistake.equals(win, _("that is the chance that player 0 wins the trick"),
                       kind=Kind.COMPLEMENT),
        Mistake.equals(tie, _("that is the chance of a tie"), kind=Kind.OTHER_QUANTITY),
        Mistake.equals(lose + tie, _("a tie is not a lost trick: count only the cards that beat "
                                      "his"), kind=Kind.TIES_FORGOTTEN),
        Mistake.equals(lose * others / len(deck), _(
            "player 0's own card cannot be player 1's: divide by the other cards"),
            kind=Kind.WITH_REPLACEMENT),
    ]
    if rules.low_beats_ace:
        plain = flip_odds(rank, rules.replace(low_beats_ace=False))[2]
        if plain != lose:
            mistakes.append(Mistake.equals(plain, _(
                "remember the special rule: the lowest rank beats the ace"),
                kind=Kind.OTHER_RULES))
    if any_card != lose:
        mistakes.append(Mistake.equals(any_card, _(
            "that is the chance for a card you know nothing about: use what the condition tells "
            "you"), kind=Kind.IGNORED_CONDITION))
    return judge(title, answer, lose, same=close_to(1e-9), mistakes=mistakes)


ACES_MIN_GAMES = 200_000
"""The fewest games the aces checks accept: with fewer, round guesses such as 0.93 or 0.1
are within three standard errors (deals with every ace are one in twenty)."""


class AcesTruths(NamedTuple):
    """The reference values of the aces checks (see :func:`_aces_truths`)."""

    win_given_aces: float
    """P(win | all the aces), from games dealt with every ace to player 0."""
    aces_given_win: float
    """P(all the aces | win), by Bayes' rule."""
    aces: float
    """The exact share of deals that give player 0 every ace."""
    win: float
    """P(win), from the reference simulation."""
    joint: float
    """P(win and all the aces)."""
    se_win_given_aces: float
    """The standard error of :attr:`win_given_aces`."""
    se_aces_given_win: float
    """The standard error of :attr:`aces_given_win`."""
    sd_win_given_aces: float
    """The sd of one random game for P(win | all the aces) (it rests on a part of the games)."""
    sd_aces_given_win: float
    """The sd of one random game for P(all the aces | win)."""


@lru_cache(maxsize=4)
def _aces_truths(rules: Rules) -> AcesTruths:
    """Return P(win | all aces) with its error, from games dealt with every ace to player 0;
    the exact share of deals with all aces; P(win) with its error, from the reference
    simulation; P(all aces | win) by Bayes' rule with its error; the joint share; and the sd
    of one random game for the two conditional shares (each rests on a part of the games)."""
    given = rank_held_reference(rules)
    win = share_truth(reference(rules).winner == 0)
    p_aces = rank_held_chance(rules)
    p_win_aces, p_win = given.value, win.value
    p_aces_win = p_win_aces * p_aces / p_win
    return AcesTruths(
        win_given_aces=p_win_aces, aces_given_win=p_aces_win, aces=p_aces, win=p_win,
        joint=p_win_aces * p_aces,
        se_win_given_aces=given.se,
        se_aces_given_win=p_aces_win * math.hypot(given.se / p_win_aces, win.se / p_win),
        # a random game counts for a conditional share with the chance of its condition
        sd_win_given_aces=share_se(p_win_aces, p_aces),
        sd_aces_given_win=share_se(p_aces_win, p_win),
    )  # fmt: skip


def _without_arrays(name: str, won: Any, aces: Any) -> CheckResult | None:
    """Return the ✗ for an answer given without both per-game arrays (a number alone could be
    a guess); None when the arrays are there to judge."""
    if won is None and aces is None:
        return fail(name, _("pass won= and aces= too: the per-game arrays your share comes "
                             "from (one True/False per game: did player 0 win, was he dealt "
                             "every ace). A number alone could be a guess."), Kind.ROUND_GUESS)
    return None


def _read_flags(won: Any, aces: Any, n: Any) -> tuple[Any, Any]:
    """Return ``won`` and ``aces`` as boolean arrays (one True/False per game, of the same
    length); raise :class:`~pyanitsa_edu.errors.AnswerError` saying what is wrong with
    them."""
    arrays = [per_game_values(value, what, _("{what} must hold one True/False per game.",
                                             what=what), lambda d: bool(np.isin(d, (0, 1)).all()))
              .astype(bool) for value, what in ((won, "won"), (aces, "aces"))]
    if arrays[0].size != arrays[1].size:
        raise AnswerError(_("won and aces must have one value per game each (they hold {a} "
                             "and {b}).", a=units(arrays[0].size, "games"),
                             b=units(arrays[1].size, "games")))
    matches_n(n, arrays[0].size, "games")
    return arrays[0], arrays[1]


class Route(NamedTuple):
    """One way the lesson teaches to get a conditional share from the per-game arrays."""

    value: float
    """The share this route gives with the student's arrays."""
    gradient: tuple[float, float, float]
    """Its derivative by the shares of games with (aces and a win, aces, a win), at the truth:
    the delta method turns it into the route's own standard error."""


def _routes(win: Any, held: Any, t: AcesTruths, *, backwards: bool) -> list[Route]:
    """Return the routes to P(aces | win) (``backwards``) or P(win | aces) that lesson 09
    teaches, each with the value the student's arrays give: the table's share, and Bayes' rule
    with the exact chance of the aces (the lesson's way), with P(win) = ½ by symmetry too."""
    both, aces, wins = float((win & held).mean()), float(held.mean()), float(win.mean())
    x, a, w = t.joint, t.aces, t.win
    if not backwards:  # P(win | aces): the row's share, or P(win and aces) / the exact P(aces)
        return [Route(both / aces if aces else math.nan, (1 / a, -x / a**2, 0.0)),
                Route(both / a, (1 / a, 0.0, 0.0))]
    exact = t.aces * both / (aces * wins) if aces and wins else math.nan
    return [
        Route(both / wins if wins else math.nan, (1 / w, 0.0, -x / w**2)),  # down the column
        Route(exact, (1 / w, -x / (a * w), -x / w**2)),  # Bayes, exact P(aces)
        Route(2 * t.aces * both / aces if aces else math.nan, (2, -2 * x / a, 0.0)),  # and ½
        Route(2 * both, (2.0, 0.0, 0.0)),  # Bayes with the arrays' P(aces) and P(win) = ½
    ]


def _route_sd(gradient: tuple[float, float, float], t: AcesTruths) -> float:
    """Return the standard deviation of one game's contribution to a route (the delta method):
    sd(gx·[aces and win] + ga·[aces] + gw·[win]) over the four kinds of game, at the truth."""
    gx, ga, gw = gradient
    x, a, w = t.joint, t.aces, t.win
    cells = [(x, gx + ga + gw), (a - x, ga), (w - x, gw), (1 - a - w + x, 0.0)]
    mean = sum(p * v for p, v in cells)
    return math.sqrt(max(sum(p * (v - mean) ** 2 for p, v in cells), 0.0))


def _judge_from_arrays(
    name: str, answer: Any, won: Any, aces: Any, n: Any, *, backwards: bool, truth: float,
    truth_se: float, min_n: int, mistakes: list[Mistake], t: AcesTruths,
) -> CheckResult:
    """Judge a conditional share that must be one the student's own arrays give by a route the
    lesson teaches (:func:`_routes`: the table's share, or Bayes' rule with the exact chance of
    the aces, and P(win) = ½); then judge it at the arrays' n, within three standard errors of
    that route. A number the arrays do not give fails, however close to the truth."""
    win, held = _read_flags(won, aces, n)
    if win.size < min_n:
        return fail(name, _("this task needs at least {least}; your arrays hold {size}.",
                             least=units(min_n, "games"), size=units(win.size, "games")),
                    Kind.TOO_FEW)
    value = as_number(answer)
    if value is None or not math.isfinite(value):
        raise AnswerError(_("write your estimate as one number, the share your arrays give "
                             "(you gave {value}).", value=show(answer)))
    event, given = (held, win) if backwards else (win, held)
    if not given.any():
        raise AnswerError(_("the condition never holds in your arrays: no game to count"))
    route = next((r for r in _routes(win, held, t, backwards=backwards)
                  if abs(value - r.value) <= 1e-9 * max(1.0, abs(r.value))), None)
    if route is None:
        reverse = float(given[event].mean()) if event.any() else math.nan
        if abs(value - reverse) <= 1e-9:
            kind = Kind.REVERSED_CONDITION
            why = _("that is the question the other way round: which array is the condition?")
        elif abs(value - float((event & given).mean())) <= 1e-9:
            kind = Kind.JOINT_FOR_CONDITIONAL
            why = _("that is the share of all games with both: divide by the games where the "
                     "condition holds")
        elif abs(value - float(event.mean())) <= 1e-9:
            kind = Kind.IGNORED_CONDITION
            why = _("that is the share over all games: keep only the games where the "
                     "condition holds")
        else:
            kind = Kind.DETAIL
            why = _("it is not a share your arrays give: compute it from won and aces")
        return fail(name, _("{got} is not right: {why}", got=show(answer), why=sentence(why)),
                    kind)
    return judge_estimate(name, route.value, win.size, truth, _route_sd(route.gradient, t),
                          truth_se=truth_se, min_n=min_n, mistakes=mistakes)


@task(N_("P(win | all the aces)"), missing=N_("no answer yet: replace the ... with your answer."))
def check_win_given_aces(
    title: str, answer: Any, n: Any = None, rules: RulesLike = "deck32",
    min_n: int = ACES_MIN_GAMES, won: Any = None, aces: Any = None,
) -> CheckResult:
    """Check an estimate of P(player 0 wins | he was dealt every ace) with the per-game arrays
    ``won`` and ``aces`` it comes from (True/False: did player 0 win, was he dealt every ace):
    the answer must be the share they give, and that share passes within three standard
    errors of a reference of 200,000 games dealt with every ace to player 0. A number without
    its arrays is refused, since a round guess would pass."""
    rules = as_rules(rules)
    refused = _without_arrays(title, won, aces)
    if refused is not None:
        return refused
    t = _aces_truths(rules)
    tol = 3 * t.sd_win_given_aces / math.sqrt(min_n)
    mistakes = [
        Mistake.near(t.aces_given_win, tol, _(
            "that looks like P(all the aces | win): the question the other way round. Among the "
            "deals with all the aces, what share did player 0 win?"),
            kind=Kind.REVERSED_CONDITION),
        Mistake.near(t.joint, 0.01, _("that looks like P(win and all the aces): divide by the "
                                       "share of deals with all the aces"),
                     kind=Kind.JOINT_FOR_CONDITIONAL),
        Mistake.near(t.win, 0.02, _("that looks like P(win) over all deals: keep only the deals "
                                     "where player 0 holds every ace"),
                     kind=Kind.IGNORED_CONDITION),
    ]
    return _judge_from_arrays(title, answer, won, aces, n, backwards=False,
                              truth=t.win_given_aces, truth_se=t.se_win_given_aces, min_n=min_n,
                              mistakes=mistakes, t=t)


@task(N_("P(all the aces | win)"), missing=N_("no answer yet: replace the ... with your answer."))
def check_aces_given_win(
    title: str, answer: Any, n: Any = None, rules: RulesLike = "deck32",
    min_n: int = ACES_MIN_GAMES, won: Any = None, aces: Any = None,
) -> CheckResult:
    """Check an estimate of P(player 0 was dealt every ace | he won) (read from the table or by
    Bayes' rule) with the per-game arrays ``won`` and ``aces`` it comes from: the answer must be
    the share they give, and that share is judged against Bayes' rule applied to the
    references. A number without its arrays is refused."""
    rules = as_rules(rules)
    refused = _without_arrays(title, won, aces)
    if refused is not None:
        return refused
    t = _aces_truths(rules)
    mistakes = [
        Mistake.near(t.win_given_aces, 0.05, _(
            "that looks like P(win | all the aces): the table read along the row instead of down "
            "the column"), kind=Kind.REVERSED_CONDITION),
        Mistake.near(t.aces, 0.003, _("that looks like the share of all deals with every ace: "
                                       "you did not use that player 0 won"),
                     kind=Kind.IGNORED_CONDITION),
        Mistake.near(t.joint, 0.003, _("that looks like P(win and all the aces): divide by "
                                        "P(win)"), kind=Kind.JOINT_FOR_CONDITIONAL),
    ]
    return _judge_from_arrays(title, answer, won, aces, n, backwards=True,
                              truth=t.aces_given_win, truth_se=t.se_aces_given_win, min_n=min_n,
                              mistakes=mistakes, t=t)
