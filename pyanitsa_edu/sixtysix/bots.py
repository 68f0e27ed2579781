"""Simple Sixty-six bots: random and greedy. Each is a function ``bot(view, rng) -> Move``.

The strong bots are in :mod:`~pyanitsa_edu.sixtysix.solver` (exact, second phase) and
:mod:`~pyanitsa_edu.sixtysix.sampling` (perfect-information Monte Carlo).
"""

from __future__ import annotations

import random

from ..pyanitsa.cards import Card
from .cards import CARD_POINTS, DECK, marriage_partner
from .moves import Move
from .rules import TARGET, trick_winner
from .view import View

__all__ = ["greedy_bot", "greedy_move", "random_bot"]


def random_bot(view: View, rng: random.Random) -> Move:
    """Return a uniformly random legal move, but declare at 66 and never declare below it.

    The one thing it knows is to say «Хватит!» when it has 66: a bot that declared at
    random would lose most hands by false declarations and teach nothing. Exchanges,
    closings, marriages and cards are all chosen at random.
    """
    declare = Move.declare()
    if declare in view.legal and view.points[view.player] >= TARGET:
        return declare
    return rng.choice([move for move in view.legal if move is not declare])


def greedy_bot(view: View, rng: random.Random) -> Move:
    """Return the move of a simple rule-based player (it never uses ``rng``).

    On lead:

    1. declare with 66 points or more;
    2. exchange the trump jack when allowed;
    3. show a marriage when it holds one (trumps first), leading the queen;
    4. in the second phase lead the highest trump left in play if it holds it;
    5. otherwise lead its cheapest card: non-trumps first, fewest points, and a K or Q
       whose partner may still come is kept back.

    Following: take the trick with the cheapest winning card (a card of the suit led
    before a trump) when the card led is an A or a 10, when winning reaches 66, or in
    the second phase; in the first phase a low lead is taken only by a higher card of its
    suit. Otherwise throw the cheapest card by the rule of point 5. It never closes.
    """
    del rng
    return greedy_move(view)


def greedy_move(view: View) -> Move:
    """Return :func:`greedy_bot`'s move for ``view``."""
    if view.trick:
        return Move.play(_follow(view))
    me = view.player
    legal = view.legal
    if view.points[me] >= TARGET:
        return Move.declare()
    if Move.exchange() in legal:
        return Move.exchange()
    queens = [m.card for m in legal if m.kind == "marriage" and m.card and m.card.rank == "Q"]
    if queens:  # show a marriage (trumps first) by leading its queen
        queens.sort(key=lambda card: card.suit != view.trump_suit)
        return Move.marriage(queens[0])
    if view.phase == 2:
        top = _top_trump(view)
        if top is not None and top in view.hand:
            return Move.play(top)
    played = set(view.played_cards())
    return Move.play(min(view.hand, key=lambda c: _cheapness(view, c, played)))


def _top_trump(view: View) -> Card | None:
    """Return the highest trump not yet played (in either hand or the stock), or None."""
    played = set(view.played_cards())
    for card in DECK:  # each suit's cards come highest first
        if card.suit == view.trump_suit and card not in played:
            return card
    return None


def _cheapness(view: View, card: Card, played: set[Card]) -> tuple[bool, bool, int]:
    """Return a sort key: trumps last, then a K or Q that may still marry, then by points."""
    partner = marriage_partner(card)
    may_marry = partner is not None and partner not in played
    return (card.suit == view.trump_suit, may_marry, CARD_POINTS[card])


def _follow(view: View) -> Card:
    """Return the card :func:`greedy_bot` follows with."""
    lead = view.trick[0]
    cards = [m.card for m in view.legal if m.card is not None]
    trump = view.trump_suit
    winners = [c for c in cards if trick_winner(lead, c, trump) == 1]
    if winners:
        best = min(winners, key=lambda c: (c.suit == trump, CARD_POINTS[c]))
        me = view.player
        reaches = view.points[me] + view.pending[me] + CARD_POINTS[lead] + CARD_POINTS[best]
        if (
            view.phase == 2
            or CARD_POINTS[lead] >= 10
            or reaches >= TARGET
            or best.suit == lead.suit
        ):
            return best
    played = set(view.played_cards())
    return min(cards, key=lambda c: _cheapness(view, c, played))
