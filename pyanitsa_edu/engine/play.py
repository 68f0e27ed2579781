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

    Any rules, 2–8 players, on the compiled loop (:mod:`~pyanitsa_edu.engine.kernel`); the
    result equals ``Game(piles, rules, seed).run()``. Rules under which the game may never end
    raise :class:`~pyanitsa_edu.errors.RulesError` before a trick is played
    (:func:`~pyanitsa_edu.rules.check_ends`), and the seed is checked even when the return
    order does not use it (a ``random.Random`` gives one 64-bit draw:
    :func:`~pyanitsa_edu.engine.prng.state_seed`).
    """
    rules = check_ends(as_rules(rules))
    seed = check_game_seed(seed)
    id_piles = _card_ids(piles, setup_for(rules).card_ids, rules.players)
    if id_piles is None:  # text, or anything unusual: check_piles reads it or names the mistake
        ids = rules.deck.card_ids
        id_piles = [[ids[c] for c in pile] for pile in check_piles(piles, rules)]
    return play_ids(id_piles, rules, seed)


def _card_ids(
    piles: Sequence[PileInput], ids: Mapping[str, Mapping[str, int]], players: int
) -> list[list[int]] | None:
    """Return ``players`` piles of distinct cards of the deck as card ids (``ids[rank][suit]``),
    or None for any other input.

    The shortcut for the common case (a deal as tuples of cards); everything else goes
    through :func:`check_piles`, which accepts the same valid piles.
    """
    if type(piles) not in (tuple, list) or len(piles) != players:
        return None
    id_piles = []
    try:
        for pile in piles:
            if type(pile) not in (tuple, list) or set(map(type, pile)) - {Card}:
                return None
            id_piles.append([ids[card.rank][card.suit] for card in pile])  # type: ignore[union-attr]
    except (KeyError, TypeError):  # not a card of the deck
        return None
    held = sum(map(len, id_piles))
    if not all(id_piles) or len({card for pile in id_piles for card in pile}) != held:
        return None
    return id_piles
