"""Play a whole game at once: the fast path behind :func:`play`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import cast

from ..dealing import PileInput, Seed, check_game_seed, check_piles, make_rng
from ..records import Result
from ..rules import RulesLike, as_rules, check_ends
from .fast import play_ids
from .game import Game
from .plan import plan_for

__all__ = ["play"]


def play(piles: Sequence[PileInput], rules: RulesLike = None, seed: Seed = None) -> Result:
    """Return the result of a game from ``piles`` (top first), without keeping a record.

    Two-player games take a fast loop; the result equals ``Game(piles, rules, seed).run()``.
    Rules under which the game may never end raise :class:`~pyanitsa_edu.errors.RulesError`
    before a trick is played (:func:`~pyanitsa_edu.rules.check_ends`), and the seed is checked
    even when the return order does not use it.
    """
    rules = check_ends(as_rules(rules))
    seed = check_game_seed(seed)
    if rules.players != 2:
        return Game(piles, rules, seed).run()
    ids = rules.deck.card_ids
    id_piles = _card_ids(piles, cast("Mapping[object, int]", ids))
    if id_piles is None:  # text, or anything unusual: check_piles reads it or names the mistake
        start = check_piles(piles, rules)
        id_piles = [ids[c] for c in start[0]], [ids[c] for c in start[1]]
    rng = make_rng(seed) if plan_for(rules).bank_kind == "shuffled" else None
    return play_ids(id_piles[0], id_piles[1], rules, rng)


def _card_ids(
    piles: Sequence[PileInput], ids: Mapping[object, int]
) -> tuple[list[int], list[int]] | None:
    """Return two piles of distinct cards of the deck as card ids, or None for any other input.

    The shortcut for the common case (a deal as tuples of cards); everything else goes
    through :func:`check_piles`, which accepts the same valid piles.
    """
    if type(piles) not in (tuple, list) or len(piles) != 2:
        return None
    first, second = piles
    if type(first) not in (tuple, list) or type(second) not in (tuple, list):
        return None
    try:
        a = [ids[card] for card in first]
        b = [ids[card] for card in second]
    except (KeyError, TypeError):  # not a card of the deck (text, another deck, unhashable)
        return None
    if len(set(a).union(b)) != len(a) + len(b):
        return None
    return a, b
