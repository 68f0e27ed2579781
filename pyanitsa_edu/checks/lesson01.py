"""Self-checks for exercises 01: a trick by hand, flip_winner, play_trick, a first share.

Every expected value comes from the engine at the moment of the check; a wrong
answer is told what kind of mistake it is, never the right value.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from fractions import Fraction
from itertools import product
from typing import Any

from ..errors import AnswerError, SettingError
from ..i18n import N_, _
from ..i18n.fmt import TRICK, count
from ..pyanitsa.cards import Card, Piles
from ..pyanitsa.dealing import deal, parse_pile
from ..pyanitsa.engine.game import Game
from ..pyanitsa.engine.play import play
from ..pyanitsa.ranking import compare
from ..pyanitsa.rules import Rules, RulesLike, as_rules
from .core import (
    CheckResult,
    check_function,
    close_to,
    describe_error,
    fail,
    first_items,
    judge,
    show,
)
from .hints import Diagnosis
from .kinds import Kind
from .mistakes import Mistake
from .piles import read_cards, same_cards, same_piles
from .task import task

__all__ = [
    "check_flip_winner",
    "check_pile_after",
    "check_play_trick",
    "check_win_share",
    "pile_mistake",
    "read_cards",
    "same_cards",
    "same_piles",
]


_MOST_SEEDS = 10_000
"""The most deals :func:`check_win_share` plays."""


def _after(piles: Sequence[Any], rules: Rules, tricks: int) -> Piles:
    """Return the piles after ``tricks`` tricks under ``rules``."""
    game = Game(piles, rules)
    for _trick in range(tricks):
        game.step()
    return game.piles


def pile_mistake(got: Sequence[Card], right: Sequence[Card], start: Iterable[Card]) -> str:
    """Return what kind of mistake the pile ``got`` is, compared with ``right``."""
    return _pile_miss(got, right, start).text


def _pile_miss(got: Sequence[Card], right: Sequence[Card], start: Iterable[Card]) -> Diagnosis:
    """Return the kind of mistake the pile ``got`` is, compared with ``right``, and its hint."""
    in_game = {str(c) for c in start}
    strangers = [c for c in got if str(c) not in in_game]
    if strangers:
        return Diagnosis(Kind.OTHER, _("{card} is not in either pile",
                                        card=strangers[0].text()))
    have, want = Counter(map(str, got)), Counter(map(str, right))
    if have == want:
        if [str(c) for c in reversed(got)] == [str(c) for c in right]:
            return Diagnosis(Kind.ORDER,
                             _("you wrote the pile bottom first: write it top first"))
        return Diagnosis(Kind.ORDER, _(
            "the right cards in the wrong order: the cards not played stay on top in their "
            "order, and the won cards go under them in the order of the rule book"))
    if have - want and not want - have:
        return Diagnosis(Kind.ITEMS, _("your pile holds cards that it does not hold after "
                                        "this trick"))
    if want - have and not have - want:
        return Diagnosis(Kind.ITEMS, _(
            "cards are missing: a card is never created or destroyed; which cards went into "
            "the bank, face-down ones included, and who took the bank?"))
    return Diagnosis(Kind.ITEMS, _("some of these cards are not in this pile after the trick, "
                                    "and some are missing"))


@task(lambda player, tricks, **__: _("pile of player {player} after {tricks}", player=player,
                                     tricks=count(tricks, TRICK)),
      missing=N_("no answer yet: write the pile as text, e.g. '7♦ 10♠ 6♥'."))
def check_pile_after(
    title: str, piles: Sequence[str], answer: Any, player: int = 0, tricks: int = 1,
    rules: RulesLike = None,
) -> CheckResult:
    """Check ``answer``: player ``player``'s pile (top first) after ``tricks`` tricks."""
    rules = as_rules(rules)
    try:
        after = _after(piles, rules, tricks)
        start = [c for pile in Game(piles, rules).piles for c in pile]
    except Exception as error:  # pragma: no cover - the exercise gives valid piles
        return fail(title, _("the engine could not replay these piles ({error}).",
                              error=describe_error(error)), Kind.OTHER)
    try:
        cards = read_cards(answer, rules)
    except Exception as error:
        raise AnswerError(_("cannot read {answer} as cards ({error}).", answer=show(answer),
                             error=describe_error(error))) from None
    mistakes: list[Mistake] = []
    if len(after) == 2:
        mistakes.append(Mistake.equals(after[1 - player], _(
            "that is the other player's pile: the question asks for player {player}'s",
            player=player), kind=Kind.OTHER_SEAT))
    if rules.collect == "winner_first":
        other_order = _after(piles, rules.replace(collect="loser_first"), tricks)[player]
        mistakes.append(Mistake.equals(other_order, _(
            "the winner puts his own cards under his pile first, then the other player's"),
            kind=Kind.ORDER))
    kind, why = _pile_miss(cards, after[player], start)
    mistakes.append(Mistake.when(lambda got: True, why, kind=kind))
    shown_answer = answer if isinstance(answer, str) else cards  # a list is read once, bounded
    return judge(title, shown_answer, after[player], same=same_cards, mistakes=mistakes)


def _flip_winner(a: Card, b: Card) -> int | None:
    """Return 0 when ``a`` wins the flip, 1 when ``b`` wins, None for a war (спор)."""
    outcome = compare(a, b)
    return None if outcome == 0 else (0 if outcome > 0 else 1)


@task("flip_winner")
def check_flip_winner(title: str, fn: object) -> CheckResult:
    """Check ``fn(a, b)`` → 0, 1 or None (a war) on every pair of different cards."""
    cards = Rules().deck.cards
    cases = [(a, b) for a, b in product(cards, cards) if a != b]
    return check_function(fn, cases, _flip_winner, name=title, what=_("pairs of cards"))


def _trick_cases() -> list[tuple[tuple[Card, ...], tuple[Card, ...]]]:
    """Return two-player piles whose first trick ends with both players still holding cards:
    the seed examples, plain tricks, wars and double wars."""
    deck = Rules().deck
    cases = [
        (parse_pile("9♣ 6♦ A♥", deck), parse_pile("7♠ A♣ K♠", deck)),
        (parse_pile("6♦ A♥ 9♣", deck), parse_pile("A♣ K♠ 7♠", deck)),
        (parse_pile("8♣ 9♦ K♥ 7♣", deck), parse_pile("8♠ 6♣ 10♦ 7♥", deck)),
        (parse_pile("8♣ 9♦ 6♥ 7♣", deck), parse_pile("8♠ 6♣ A♦ 7♥", deck)),
        (parse_pile("8♣ 9♦ Q♥ 7♣ 6♠ 10♥", deck), parse_pile("8♠ 6♣ Q♦ 7♥ A♠ 10♣", deck)),
    ]
    rng = random.Random(2024)
    while len(cases) < 120:
        piles = deal(seed=rng)
        a, b = piles[0][: rng.randrange(4, 19)], piles[1][: rng.randrange(4, 19)]
        game = Game([a, b])
        game.step()
        if game.result is None:
            cases.append((a, b))
    return cases


def _play_trick(a: tuple[Card, ...], b: tuple[Card, ...]) -> Piles:
    """Return both piles after one trick of the classic game."""
    return _after([a, b], Rules(), 1)


@task("play_trick")
def check_play_trick(title: str, fn: object) -> CheckResult:
    """Check ``fn(pile_a, pile_b)`` → ``(new_a, new_b)`` after one trick, wars included."""
    return check_function(
        fn, _trick_cases(), _play_trick, name=title, same=same_piles, what=_("tricks")
    )


@task()  # the title counts the deals, known once the seeds are read
def check_win_share(
    title: str, answer: Any, seeds: Iterable[int] = range(200), player: int = 0,
    rules: RulesLike = None,
) -> CheckResult:
    """Check ``answer``: the share of the deals ``deal(seed=s)`` that ``player`` wins
    (exact: these deals, not an estimate; three decimals are enough)."""
    rules = as_rules(rules)
    seed_list = list(first_items(seeds, _MOST_SEEDS))
    if len(seed_list) > _MOST_SEEDS:
        raise SettingError(N_("the check plays at most {most:,} seeds"), most=_MOST_SEEDS)
    winners = [play(deal(rules, s), rules, s).winner for s in seed_list]
    wins, losses = winners.count(player), sum(w not in (player, None) for w in winners)
    name = _("share of the {n} deals won by player {player}", n=len(seed_list), player=player)
    mistakes = [
        Mistake.equals(Fraction(losses, len(seed_list)), _("that is the other player's share"),
                       kind=Kind.OTHER_SEAT),
    ]
    if wins + losses and wins + losses < len(seed_list):
        mistakes.append(Mistake.equals(Fraction(wins, wins + losses), _(
            "divide by all the deals: a draw is a deal the player did not win"),
            kind=Kind.TIES_FORGOTTEN))
    return judge(name, answer, Fraction(wins, len(seed_list)), same=close_to(0.001),
                 mistakes=mistakes, hint=_("Count the wins and divide by the number of deals."))
