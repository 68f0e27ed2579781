"""What lesson 07 needs but a student need not read: a search through small decks, the
states of a cycle, and a published deal.

Pure and small: no Jupyter, no plotting. The lessons compute their shares, means and
intervals themselves, as visible expressions over :func:`simulate`'s arrays; only the
bookkeeping below is hidden.

- Enumeration: :func:`rank_orders` lists every distinct deck order up to suits, and
  :func:`find_deals` searches a small deck for deals that end a given way.
- Cycles: :func:`cycle_states` returns the states of a cycle from a game's history.
- :data:`SPIVEY_PILES`: a 52-card deal that cycles, by M. Z. Spivey (see "Cycles in
  War", *Integers* 10 (2010), #G02, 747–764); :func:`spivey_rules` encodes its rules.
"""

from __future__ import annotations

from ..errors import SettingError
from ..i18n import N_
from ..pyanitsa.cards import Card, Piles
from ..pyanitsa.dealing import deal_order
from ..pyanitsa.deck import Deck
from ..pyanitsa.engine.game import Game
from ..pyanitsa.engine.play import play
from ..pyanitsa.records import Reason, Snapshot
from ..pyanitsa.rules import Collect, Rules
from ..pyanitsa.termination import Termination
from .exact import rank_orders

__all__ = [
    "SPIVEY_PILES",
    "cycle_states",
    "find_deals",
    "rank_orders",
    "spivey_deal",
    "spivey_deck",
    "spivey_rules",
]

SPIVEY_PILES: tuple[tuple[int, ...], tuple[int, ...]] = tuple(
    tuple(int(n) for n in row.split())
    for row in (
        "26 46 1 7 8 27 9 28 29 47 2 10 11 30 12 31 32 48 3 13 14 33 15 34 35 49",
        "16 36 17 37 38 50 4 18 19 39 20 40 41 51 5 21 22 42 23 43 44 52 6 24 25 45",
    )
)  # type: ignore[assignment]
"""The 52-card deal Spivey gave (MathOverflow, 2010, citing *Cycles in War* for the proof):
two rows of 26 numbered cards. Read top first, with card 1 the strongest and the winner's
card first, it is on its own cycle of 31,920 tricks ("over 30,000 battles")."""


# --- enumeration ---------------------------------------------------------------


def find_deals(
    rules: Rules, reason: Reason = Termination.CYCLE, limit: int | None = 5
) -> list[Piles]:
    """Return up to ``limit`` deals of the rules' (small) deck whose game ends with ``reason``.

    Searches every distinct deal up to suits, in a fixed order (so the answer
    never changes); ``limit=None`` returns them all.
    """
    found: list[Piles] = []
    for order in rank_orders(rules):
        piles = deal_order(order, rules.players)
        if play(piles, rules).reason == reason:
            found.append(piles)
            if limit is not None and len(found) >= limit:
                break
    return found


# --- cycles ----------------------------------------------------------------------


def cycle_states(game: Game) -> tuple[Snapshot, ...]:
    """Return the states of a cycled game from the first visit of the repeated state
    to its return: ``cycle_length + 1`` snapshots whose first and last piles are equal.
    """
    result = game.result
    if result is None or result.reason != "cycle":
        raise SettingError(N_("the game did not end in a cycle: {result}"), result=result)
    cycle = result.cycle
    assert cycle is not None  # a Result that ended by a cycle holds it
    return game.history[cycle.start : cycle.end + 1]


# --- Spivey's deal -----------------------------------------------------------------


def spivey_deck(one_is_high: bool = True) -> Deck:
    """Return the deck of Spivey's deal: 52 cards numbered 1–52, one suit, all ranks distinct.

    ``one_is_high``: card 1 is the strongest and 52 the weakest (the reading that
    reproduces the paper's cycle); ``False`` gives the opposite ranking.
    """
    numbers = range(52, 0, -1) if one_is_high else range(1, 53)
    return Deck(ranks=[str(n) for n in numbers], suits=1, low_beats_ace=False)


def spivey_rules(collect: Collect = "winner_first", one_is_high: bool = True) -> Rules:
    """Return the rules of Spivey's paper: strictly ranked (no special low card, so no
    wars can happen), the winner's card under his pile first, then the loser's.
    """
    return Rules(
        deck=spivey_deck(one_is_high),
        low_beats_ace=False,
        collect=collect,
    )


def spivey_deal(one_is_high: bool = True) -> Piles:
    """Return Spivey's published deal as piles of cards of :func:`spivey_deck`, top first."""
    deck = spivey_deck(one_is_high)
    suit = deck.suits[0]
    return tuple(tuple(deck.card(Card(str(n), suit)) for n in pile) for pile in SPIVEY_PILES)
