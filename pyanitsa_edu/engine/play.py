"""Play a whole game at once: the fast path behind :func:`play`."""

from __future__ import annotations

from collections.abc import Sequence

from ..dealing import PileInput, Seed, check_piles, make_rng
from ..records import Result
from ..rules import RulesLike, as_rules
from .fast import play_ids
from .game import Game

__all__ = ["play"]


def play(piles: Sequence[PileInput], rules: RulesLike = None, seed: Seed = None) -> Result:
    """Return the result of a game from ``piles`` (top first), without keeping a record.

    Two-player games take a fast loop; the result equals ``Game(piles, rules, seed).run()``.
    """
    rules = as_rules(rules)
    if rules.players != 2:
        return Game(piles, rules, seed).run()
    start = check_piles(piles, rules)
    ids = rules.deck.card_ids
    rng = make_rng(seed) if rules.collect == "shuffled" else None
    return play_ids([ids[c] for c in start[0]], [ids[c] for c in start[1]], rules, rng)
