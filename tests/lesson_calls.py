"""Engine calls as the lessons make them, for the tests of the game engine's cache.

:data:`LESSON_CALLS` is a script for a fresh process: it counts numba's compilations (numba's
compile event fires only when no cached code is found) while it plays some calls, then prints
the names of the functions compiled as JSON; its first argument is the reader's language.
"""

from __future__ import annotations

__all__ = ["EVERY_LESSON_CALL", "FIRST_GAME", "LESSON_CALLS"]

LESSON_CALLS = """
import json, sys
from numba.core import event
import pyanitsa_edu as p
from pyanitsa_edu import Deck, Rules
compiled = []
class Count(event.Listener):
    def on_start(self, found):
        compiled.append(found.data["dispatcher"].py_func.__qualname__)
    def on_end(self, found):
        pass
event.register("numba:compile", Count())
p.set_language(sys.argv[1])
{calls}
print(json.dumps(compiled))
"""
"""A process that counts numba's compilations while it plays ``calls``."""

FIRST_GAME = "p.simulate(200, seed=1)\np.simulate(300, seed=2, workers=1)"

EVERY_LESSON_CALL = """
for rules in [Rules(), Rules(collect="seat_order"), Rules(collect="shuffled"),
              Rules(collect="loser_first", war_shortfall="last_card_up"), Rules(deck=32),
              Rules(deck=52, low_beats_ace=False), Rules(collect="natural"),
              Rules(collect="sorted", detect_cycles="ranks"), Rules(players=3),
              Rules(deck=52, players=5), Rules(max_tricks=3_000)]:
    p.simulate(50, rules=rules, seed=1)
deck = Deck(["6", "7", "K", "A"], suits=2)
p.exact_outcomes(Rules(deck=deck))
p.exact_outcomes(Rules(deck=deck, collect="seat_order"))
p.play(p.deal(seed=4), Rules())
p.play(p.deal(Rules(collect="shuffled"), 4), Rules(collect="shuffled"), seed=1)
p.simulate(deals=[p.deal(seed=s) for s in range(5)])
small = Deck(["6", "7", "A"], suits=2)
p.expected_outcome([["6♣", "A♦"], ["A♣", "7♦"]], Rules(deck=small, collect="shuffled"))
p.expected_outcome([["6♣", "A♦"], ["A♣", "7♦"]], Rules(deck=small, collect="shuffled",
                                                       war_face_down=0, players=2))
"""
"""Every kind of engine call the lessons and the solutions make (their rules, decks, entries)."""
