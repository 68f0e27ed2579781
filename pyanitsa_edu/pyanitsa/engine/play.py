"""Play a whole game at once on the compiled loop: :func:`play`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..cards import Card
from ..dealing import PileInput, Seed, check_game_seed, check_piles
from ..records import Result
from ..rules import RulesLike, as_rules, check_ends
from .loop import play_ids, setup_for

__all__ = ["play"]


def play(piles: Sequence[PileInput], rules: RulesLike = None, seed: Seed = None) -> Result:
    """Return the result of a game from ``piles`` (top first), without keeping a record.

    Any rules, 2–8 players, on the compiled loop (:mod:`~pyanitsa_edu.pyanitsa.engine.kernel`); the
    result equals ``Game(piles, rules, seed).run()``. Rules under which the game may never end
    raise :class:`~pyanitsa_edu.errors.RulesError` before a trick is played
    (:func:`~pyanitsa_edu.pyanitsa.rules.check_ends`), and the seed is checked even when the return
    order does not use it (a ``random.Random`` gives one 64-bit draw:
    :func:`~pyanitsa_edu.pyanitsa.engine.prng.state_seed`).
    """
    rules = check_ends(as_rules(rules))
    seed = check_game_seed(seed)
    deal = _card_ids(piles, setup_for(rules).card_ids, rules.players)
    if deal is None:  # text, or anything unusual: check_piles reads it or names the mistake
        ids = rules.deck.card_ids
        checked = check_piles(piles, rules)
        deal = [ids[card] for pile in checked for card in pile], [len(pile) for pile in checked]
    return play_ids(*deal, rules, seed)


def _card_ids(
    piles: Sequence[PileInput], ids: Mapping[str, Mapping[str, int]], players: int
) -> tuple[list[int], list[int]] | None:
    """Return ``players`` piles of distinct cards of the deck as card ids (``ids[rank][suit]``),
    the piles one after another, and the pile sizes; or None for any other input.

    The shortcut for the common case (a deal as tuples of cards); everything else goes
    through :func:`check_piles`, which accepts the same valid piles.
    """
    if type(piles) not in (tuple, list) or len(piles) != players:
        return None
    cards: list[int] = []
    sizes: list[int] = []
    try:
        for pile in piles:
            if type(pile) not in (tuple, list):
                return None
            start = len(cards)
            for card in pile:
                if type(card) is not Card:
                    return None
                cards.append(ids[card.rank][card.suit])
            if len(cards) == start:  # an empty pile: check_piles names it
                return None
            sizes.append(len(cards) - start)
    except (KeyError, TypeError):  # not a card of the deck
        return None
    if len(set(cards)) != len(cards):
        return None
    return cards, sizes
