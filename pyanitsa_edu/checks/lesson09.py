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

from ..i18n import _
from ..pyanitsa.cards import rank_text
from ..pyanitsa.ranking import flip_odds
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from .core import (
    CheckResult,
    Mistake,
    close_to,
    fail,
    judge,
    missing_answer,
    near,
    safe_check,
    sentence,
    show,
)
from .estimates import judge_estimate
from .hints import as_array, as_count, as_number
from .messages import units
from .reference import rank_held_chance, rank_held_reference, reference, share_truth

__all__ = [
    "ACES_MIN_GAMES",
    "check_aces_given_win",
    "check_loss_given_rank",
    "check_win_given_aces",
]


@safe_check
def check_loss_given_rank(answer: Any, rank: str = "6", rules: RulesLike = None) -> CheckResult:
    """Check ``answer``: the exact chance that player 0 loses the first trick given that his
    face-up card has ``rank`` (player 1's card is any other card of the deck)."""
    rules = as_rules(rules)
    deck = rules.deck
    win, tie, lose = flip_odds(rank, rules)
    others = len(deck) - 1
    any_card = (1 - Fraction(len(deck.suits) - 1, others)) / 2
    mistakes: list[Mistake] = [
        (win, _("that is the chance that player 0 wins the trick")),
        (tie, _("that is the chance of a tie")),
        (lose + tie, _("a tie is not a lost trick: count only the cards that beat his")),
        (lose * others / len(deck), _("player 0's own card cannot be player 1's: divide by the "
                                      "other cards")),
    ]
    if rules.low_beats_ace:
        plain = flip_odds(rank, rules.replace(low_beats_ace=False))[2]
        if plain != lose:
            mistakes.append((plain, _(
                "remember the special rule: the lowest rank beats the ace")))
    if any_card != lose:
        mistakes.append((any_card, _("that is the chance for a card you know nothing about: "
                                     "use what the condition tells you")))
    return judge(_("P(player 0 loses the trick | his card is a {rank})", rank=rank_text(rank)),
                 answer, lose, same=close_to(1e-9), mistakes=mistakes)


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
        sd_win_given_aces=math.sqrt(p_win_aces * (1 - p_win_aces) / p_aces),
        sd_aces_given_win=math.sqrt(p_aces_win * (1 - p_aces_win) / p_win),
    )  # fmt: skip


def _without_arrays(name: str, answer: Any, won: Any, aces: Any) -> CheckResult | None:
    """Return the ✗ for an answer missing, or given without both per-game arrays (a number
    alone could be a guess); None when the arrays are there to judge."""
    missing = missing_answer(name, answer)
    if missing is not None:
        return missing
    if won is None and aces is None:
        return fail(name, _("pass won= and aces= too: the per-game arrays your share comes "
                            "from (one True/False per game: did player 0 win, was he dealt "
                            "every ace). A number alone could be a guess."))
    return None


def _read_flags(won: Any, aces: Any, n: Any) -> tuple[Any, Any] | str:
    """Return ``won`` and ``aces`` as boolean arrays (one True/False per game, of the same
    length), or the text of what is wrong with them."""
    arrays = []
    for value, what in ((won, "won"), (aces, "aces")):
        if value is Ellipsis or value is None:
            return _("no answer yet: {what} is still ... (one value per game).", what=what)
        if not isinstance(value, np.ndarray | list | tuple):
            return _("{what} must be an array with one value per game.", what=what)
        data = as_array(value)
        if (data is None or data.ndim != 1 or data.dtype.kind not in "biuf"
                or not np.isin(data, (0, 1)).all()):
            return _("{what} must hold one True/False per game.", what=what)
        arrays.append(data.astype(bool))
    if arrays[0].size != arrays[1].size:
        return _("won and aces must have one value per game each (they hold {a} and {b}).",
                 a=units(arrays[0].size, "games"), b=units(arrays[1].size, "games"))
    if n is not None and as_count(n) != arrays[0].size:
        return _("you passed n = {n}, but your arrays hold {size}.", n=show(n),
                 size=units(arrays[0].size, "games"))
    return arrays[0], arrays[1]


def _judge_from_arrays(
    name: str, answer: Any, won: Any, aces: Any, n: Any, *, backwards: bool, truth: float,
    sd: float, truth_se: float, min_n: int, mistakes: list[Mistake],
) -> CheckResult:
    """Judge a conditional share that must be the one the student's own arrays give:
    P(won | aces), or P(aces | won) when ``backwards``; then judge those arrays' share at
    their n. A number the arrays do not give fails, however close to the truth."""
    read = _read_flags(won, aces, n)
    if isinstance(read, str):
        return fail(name, read)
    win, held = read
    if win.size < min_n:
        return fail(name, _("this task needs at least {least}; your arrays hold {size}.",
                            least=units(min_n, "games"), size=units(win.size, "games")))
    value = as_number(answer)
    if value is None or not math.isfinite(value):
        return fail(name, _("write your estimate as one number, the share your arrays give "
                            "(you gave {value}).", value=show(answer)))
    event, given = (held, win) if backwards else (win, held)
    if not given.any():
        return fail(name, _("the condition never holds in your arrays: no game to count"))
    own = float(event[given].mean())
    if abs(value - own) > 1e-9:
        reverse = float(given[event].mean()) if event.any() else math.nan
        if abs(value - reverse) <= 1e-9:
            why = _("that is the question the other way round: which array is the condition?")
        elif abs(value - float((event & given).mean())) <= 1e-9:
            why = _("that is the share of all games with both: divide by the games where the "
                    "condition holds")
        elif abs(value - float(event.mean())) <= 1e-9:
            why = _("that is the share over all games: keep only the games where the "
                    "condition holds")
        else:
            why = _("it is not the share your arrays give: compute it from won and aces")
        return fail(name, _("{got} is not right: {why}", got=show(answer), why=sentence(why)))
    return judge_estimate(name, own, win.size, truth, sd, truth_se=truth_se, min_n=min_n,
                          mistakes=mistakes)


@safe_check
def check_win_given_aces(
    answer: Any, n: Any = None, rules: RulesLike = "deck32", min_n: int = ACES_MIN_GAMES,
    won: Any = None, aces: Any = None,
) -> CheckResult:
    """Check an estimate of P(player 0 wins | he was dealt every ace) with the per-game arrays
    ``won`` and ``aces`` it comes from (True/False: did player 0 win, was he dealt every ace):
    the answer must be the share they give, and that share passes within three standard
    errors of a reference of 200,000 games dealt with every ace to player 0. A number without
    its arrays is refused, since a round guess would pass."""
    rules = as_rules(rules)
    name = _("P(win | all the aces)")
    refused = _without_arrays(name, answer, won, aces)
    if refused is not None:
        return refused
    t = _aces_truths(rules)
    tol = 3 * t.sd_win_given_aces / math.sqrt(min_n)
    mistakes: list[Mistake] = [
        (near(t.aces_given_win, tol), _("that looks like P(all the aces | win): the question the "
                                       "other way round. Among the deals with all the aces, "
                                       "what share did player 0 win?")),
        (near(t.joint, 0.01), _("that looks like P(win and all the aces): divide by the "
                                     "share of deals with all the aces")),
        (near(t.win, 0.02), _("that looks like P(win) over all deals: keep only the deals "
                                   "where player 0 holds every ace")),
    ]
    return _judge_from_arrays(name, answer, won, aces, n, backwards=False,
                              truth=t.win_given_aces, sd=t.sd_win_given_aces,
                              truth_se=t.se_win_given_aces, min_n=min_n, mistakes=mistakes)


@safe_check
def check_aces_given_win(
    answer: Any, n: Any = None, rules: RulesLike = "deck32", min_n: int = ACES_MIN_GAMES,
    won: Any = None, aces: Any = None,
) -> CheckResult:
    """Check an estimate of P(player 0 was dealt every ace | he won) (read from the table or by
    Bayes' rule) with the per-game arrays ``won`` and ``aces`` it comes from: the answer must be
    the share they give, and that share is judged against Bayes' rule applied to the
    references. A number without its arrays is refused."""
    rules = as_rules(rules)
    name = _("P(all the aces | win)")
    refused = _without_arrays(name, answer, won, aces)
    if refused is not None:
        return refused
    t = _aces_truths(rules)
    mistakes: list[Mistake] = [
        (near(t.win_given_aces, 0.05), _("that looks like P(win | all the aces): the table read "
                                        "along the row instead of down the column")),
        (near(t.aces, 0.003), _("that looks like the share of all deals with every ace: "
                                     "you did not use that player 0 won")),
        (near(t.joint, 0.003), _("that looks like P(win and all the aces): divide by P(win)")),
    ]
    return _judge_from_arrays(name, answer, won, aces, n, backwards=True,
                              truth=t.aces_given_win, sd=t.sd_aces_given_win,
                              truth_se=t.se_aces_given_win, min_n=min_n, mistakes=mistakes)
