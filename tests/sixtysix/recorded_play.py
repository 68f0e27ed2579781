"""Bot moves and solver values recorded from the engine before its rules moved into
sixtysix/rules.py (tests/sixtysix/test_recorded_play.py replays them).

Keys: (bot of player 0, bot of player 1, seed); the dealer is ``seed % 2`` and
``sampling3`` is ``make_sampling_bot(samples=3)``.
"""

from __future__ import annotations

HANDS: dict[tuple[str, str, int], tuple[str, str]] = {
    ("greedy", "greedy", 0): (
        "marriage Q♣ play A♣ exchange play J♦ play J♣ play J♠ play Q♠ play K♣ "
        "play K♠ play 10♣ play Q♥ marriage Q♦ play 10♦ play A♥ play K♥ play "
        "10♠ play 10♥ declare",
        "player 0 wins 1 (declared)",
    ),
    ("greedy", "greedy", 1): (
        "play 10♣ play A♣ exchange play J♦ play A♦ play J♥ play Q♥ play 10♦ "
        "play K♠ play K♥ play A♥ play J♣ play K♣ play A♠ play Q♠ play 10♥ play "
        "10♠ play Q♣ play J♠ play Q♦ play K♦",
        "player 1 wins 1 (last trick)",
    ),
    ("greedy", "greedy", 2): (
        "play 10♦ play J♥ play J♣ play Q♣ play A♣ play J♦ play A♦ play 10♥ "
        "play J♠ play K♠ play A♥ play Q♥ play K♥ play Q♠ play K♣ play 10♠ play "
        "10♣ play A♠ declare",
        "player 1 wins 1 (declared)",
    ),
    ("greedy", "greedy", 3): (
        "play 10♦ play A♦ play 10♠ play Q♣ play J♦ play J♥ play J♠ play A♠ "
        "play A♥ play A♣ marriage Q♦ play J♣ play 10♣ play K♦ play K♣ play 10♥ "
        "declare",
        "player 1 wins 1 (declared)",
    ),
    ("greedy", "greedy", 4): (
        "exchange play J♣ play J♥ play 10♥ play Q♠ play 10♣ play A♣ play A♥ "
        "play 10♦ marriage Q♣ play J♦ declare",
        "player 1 wins 2 (declared)",
    ),
    ("greedy", "greedy", 5): (
        "play J♣ play J♥ marriage Q♣ play A♦ play J♦ play A♥ play K♣ play Q♥ "
        "play 10♣ play K♠ play A♠ play Q♠ play 10♠ play 10♦ play J♠ play 10♥ "
        "play K♥ play A♣ declare",
        "player 1 wins 1 (declared)",
    ),
    ("greedy", "greedy", 6): (
        "exchange marriage Q♥ play 10♠ play J♣ play Q♣ play J♠ play J♦ play 10♣ play A♣ declare",
        "player 1 wins 2 (declared)",
    ),
    ("greedy", "greedy", 7): (
        "play J♥ play J♦ play 10♥ play Q♠ marriage Q♦ play A♦ marriage Q♣ play "
        "10♣ play K♦ play J♣ play 10♦ play J♠ play A♠ play 10♠ declare",
        "player 0 wins 1 (declared)",
    ),
    ("greedy", "greedy", 8): (
        "play J♥ play Q♥ exchange marriage Q♣ play 10♣ play J♠ play Q♠ play K♣ "
        "play A♣ play J♣ play 10♥ play K♥ play J♦ play A♦ play K♦ play 10♦ "
        "play K♠ play Q♦ play A♥ declare",
        "player 0 wins 1 (declared)",
    ),
    ("greedy", "greedy", 9): (
        "exchange play J♦ play K♦ play 10♦ play Q♠ play 10♣ play K♠ marriage "
        "Q♥ play A♥ play J♣ play Q♣ play A♠ play J♠ play J♥ play 10♠ play Q♦ "
        "play A♦ declare",
        "player 1 wins 1 (declared)",
    ),
    ("greedy", "greedy", 10): (
        "play J♥ play A♥ play J♣ play 10♥ marriage Q♦ play A♦ play 10♠ play A♠ declare",
        "player 0 wins 2 (declared)",
    ),
    ("greedy", "greedy", 11): (
        "exchange play 10♠ play A♣ play J♦ play Q♦ play A♦ play K♣ play K♦ "
        "play A♠ play J♠ play Q♠ play 10♣ play J♣ play Q♣ play 10♦ play J♥ "
        "play Q♥ play 10♥ play K♥ declare",
        "player 1 wins 1 (declared)",
    ),
    ("greedy", "random", 0): (
        "play 10♠ play J♥ play J♦ play A♥ play J♠ play K♠ play 10♦ play Q♦ "
        "play K♦ play Q♠ play 10♣ play J♣ play A♣ play K♣ play A♦ play 10♥ "
        "play Q♥ play K♥ declare",
        "player 0 wins 1 (declared)",
    ),
    ("greedy", "random", 1): (
        "play 10♣ play J♦ play 10♥ play A♣ marriage Q♥ play J♠ close play Q♣ "
        "play K♠ play A♠ play 10♦ declare",
        "player 0 wins 2 (failed close)",
    ),
    ("greedy", "random", 2): (
        "play Q♣ play J♦ play 10♦ play J♥ play J♠ play A♣ play A♦ play 10♥ "
        "play 10♠ play A♠ play A♥ play Q♥ play K♥ play K♦ declare",
        "player 0 wins 2 (declared)",
    ),
    ("greedy", "random", 3): (
        "play 10♦ play A♦ play Q♥ play K♥ play J♦ play A♥ play J♠ play 10♣ "
        "play 10♠ play Q♣ marriage Q♦ play K♣ play A♠ play Q♠ play J♣ play A♣ "
        "declare",
        "player 0 wins 1 (declared)",
    ),
    ("greedy", "random", 4): (
        "play J♠ play Q♠ play J♥ play J♣ play 10♣ play K♠ play 10♥ play 10♦ "
        "play Q♥ play K♥ marriage Q♦ play 10♠ play Q♣ play A♣ play J♦ play A♠ "
        "play A♥ play K♦ declare",
        "player 1 wins 1 (declared)",
    ),
    ("greedy", "random", 5): (
        "play J♣ play J♥ marriage Q♣ play A♠ play A♦ play J♦ play K♥ play Q♥ "
        "play A♣ play 10♠ play K♣ play Q♠ play 10♥ play J♠ play 10♣ play K♠ "
        "play A♥ play 10♦ declare",
        "player 1 wins 1 (declared)",
    ),
    ("greedy", "random", 6): (
        "play J♣ play Q♣ play J♦ play 10♥ exchange close marriage Q♥ play 10♠ "
        "play A♥ play A♣ declare",
        "player 1 wins 2 (declared)",
    ),
    ("greedy", "random", 7): (
        "play J♥ play K♦ play 10♥ play 10♦ play Q♦ play J♦ marriage Q♣ play Q♥ "
        "play K♣ play 10♠ play 10♣ play J♠ declare",
        "player 0 wins 2 (declared)",
    ),
    ("greedy", "random", 8): (
        "play K♠ play 10♠ exchange marriage Q♣ play J♠ play K♣ play 10♣ play "
        "10♦ play A♦ marriage Q♥ play A♠ declare",
        "player 0 wins 2 (declared)",
    ),
    ("greedy", "random", 9): (
        "exchange play J♦ play K♦ play K♠ play 10♠ play 10♣ play A♠ close "
        "marriage Q♥ play A♥ play Q♠ play 10♦ play J♣ play Q♣ play A♦ play K♣ "
        "declare",
        "player 1 wins 2 (declared)",
    ),
    ("greedy", "random", 10): (
        "play 10♥ play A♥ play J♣ play A♦ play J♥ play J♠ play A♣ play Q♦ "
        "marriage Q♣ play K♦ play K♥ play Q♥ play 10♠ play A♠ declare",
        "player 0 wins 2 (declared)",
    ),
    ("greedy", "random", 11): (
        "exchange play 10♠ play A♥ play A♦ play 10♥ play A♠ play K♣ play 10♦ "
        "play Q♣ play J♠ play J♦ play J♥ play Q♥ play Q♦ play K♦ declare",
        "player 0 wins 2 (declared)",
    ),
    ("random", "random", 0): (
        "play 10♠ play K♠ marriage Q♣ play A♣ exchange play J♦ play Q♠ play A♠ "
        "play A♥ play 10♦ play Q♥ play A♦ play Q♦ play 10♥ play J♥ play K♥ "
        "play K♦ declare",
        "player 0 wins 1 (declared)",
    ),
    ("random", "random", 1): (
        "play A♦ play J♦ play 10♣ play A♣ play J♠ play A♠ play K♦ play 10♦ "
        "play J♥ play 10♥ play Q♣ play K♣ play K♥ play Q♥ play A♥ play K♠ play "
        "Q♠ play 10♠ play Q♦ play J♣",
        "player 1 wins 1 (last trick)",
    ),
    ("random", "random", 2): (
        "play Q♣ play A♠ play 10♦ play J♥ play J♠ play A♣ play A♦ play 10♥ "
        "play 10♠ play K♣ play J♣ play K♥ play J♦ play K♦ play 10♣ play A♥ "
        "play Q♥ play K♠ play Q♦ play Q♠",
        "player 0 wins 1 (last trick)",
    ),
    ("random", "random", 3): (
        "play Q♦ play A♦ play Q♥ play 10♦ close play J♦ play Q♣ play J♠ play "
        "A♠ play A♥ play J♥ play 10♣ play A♣ play K♥ play 10♠",
        "player 0 wins 3 (failed close)",
    ),
    ("random", "random", 4): (
        "play J♠ play J♥ play A♣ play Q♦ play K♠ play Q♠ play A♥ play A♦ play "
        "10♥ play K♥ play A♠ play 10♠ declare",
        "player 1 wins 3 (declared)",
    ),
    ("random", "random", 5): (
        "play 10♣ play J♥ play Q♣ play A♠ play A♦ play J♦ play K♥ play J♣ play "
        "A♣ play Q♥ play J♠ play Q♠ play 10♦ play K♦ play K♣ play K♠ play A♥ "
        "play 10♠ play Q♦ play 10♥",
        "player 0 wins 1 (last trick)",
    ),
    ("random", "random", 6): (
        "play J♣ play Q♣ play 10♠ play 10♥ exchange close marriage Q♥ play K♦ declare",
        "player 1 wins 2 (declared)",
    ),
    ("random", "random", 7): (
        "play K♠ play K♦ close play 10♥ play 10♠ play 10♦ play A♦ play Q♣ play "
        "A♣ play Q♠ play A♠ play J♥ play J♦",
        "player 1 wins 3 (failed close)",
    ),
    ("random", "random", 8): (
        "play K♠ play Q♣ play J♠ play J♦ play 10♠ play K♣ play Q♥ play J♣ play "
        "Q♦ play A♠ play K♦ play A♦ play Q♠ play 10♦ play K♥ play A♥ play 10♥ "
        "play A♣ play J♥ play 10♣",
        "player 1 wins 1 (last trick)",
    ),
    ("random", "random", 9): (
        "play Q♠ play K♦ play J♦ play K♠ play K♥ play J♠ play A♠ play 10♦ play "
        "A♦ play J♣ play 10♣ play A♣ play Q♣ play K♣ play J♥ play 10♥ play 10♠ "
        "play Q♥ play A♥ play Q♦",
        "player 1 wins 1 (last trick)",
    ),
    ("random", "random", 10): (
        "play 10♥ play J♠ play J♣ play K♠ play K♥ play 10♦ play Q♦ play A♦ "
        "play Q♥ play 10♣ play J♥ play A♥ marriage Q♣ play K♦ play A♠ play J♦ "
        "play A♣ play 10♠ declare",
        "player 0 wins 1 (declared)",
    ),
    ("random", "random", 11): (
        "play A♠ play A♥ exchange play A♦ play 10♥ play K♥ play K♣ play 10♦ "
        "play Q♠ play J♦ play Q♣ play 10♠ play J♠ play J♥ play Q♥ play Q♦ "
        "play K♦ declare",
        "player 0 wins 2 (declared)",
    ),
    ("random", "sampling3", 0): (
        "play Q♠ play K♠ play A♣ play A♥ play J♠ play K♦ marriage K♣ play "
        "J♦ play 10♣ play Q♥ play 10♦ play 10♥ declare",
        "player 1 wins 2 (declared)",
    ),
    ("random", "sampling3", 1): (
        "play A♦ play J♠ close play 10♦ play A♠ play K♠ play A♣ play 10♣ "
        "play J♦ play 10♥ play A♥ play Q♥ play J♥",
        "player 0 wins 3 (failed close)",
    ),
    ("random", "sampling3", 2): (
        "play A♣ play A♠ play 10♦ play J♥ play J♠ play J♣ play A♦ play 10♥ "
        "marriage K♠ play K♣ declare",
        "player 1 wins 2 (declared)",
    ),
    ("random", "sampling3", 3): (
        "play Q♦ play 10♣ play A♥ play 10♦ play J♦ play J♠ close play A♦ "
        "play J♣ play K♥ play 10♥ play Q♥ play J♥ play A♠ play Q♣ play A♣ "
        "play 10♠",
        "player 0 wins 3 (failed close)",
    ),
    ("random", "sampling3", 4): (
        "exchange play A♥ play J♥ play A♣ play Q♦ close play 10♣ play K♣ "
        "play J♣ play Q♠ play 10♦ play 10♠ play 10♥ play Q♥ declare",
        "player 1 wins 3 (declared)",
    ),
    ("random", "sampling3", 5): (
        "play 10♣ play A♠ play J♥ play K♣ close play A♦ play J♦ play A♥ "
        "play K♥ play Q♣ play J♣ play K♦ play 10♦ play Q♥ play K♠",
        "player 1 wins 3 (declared)",
    ),
    ("random", "sampling3", 6): (
        "exchange close marriage K♥ play Q♣ play J♣ play K♠ play 10♦ play "
        "A♦ play 10♠ play 10♥ declare",
        "player 1 wins 3 (declared)",
    ),
    ("random", "sampling3", 7): (
        "play K♠ play 10♦ close play 10♥ play 10♠ play A♣ play Q♣ play K♦ "
        "play A♦ play A♠ play Q♠ play J♥ play J♦",
        "player 1 wins 3 (failed close)",
    ),
    ("random", "sampling3", 8): (
        "play K♠ play Q♣ play A♠ play J♦ play 10♠ play K♣ play Q♥ play A♥ "
        "play J♣ play Q♦ play K♦ play A♦ play Q♠ play 10♦ play 10♥ play J♥ "
        "play A♣ play K♥ declare",
        "player 0 wins 1 (declared)",
    ),
    ("random", "sampling3", 9): (
        "play Q♠ play 10♦ play J♦ play A♣ exchange play 10♠ play Q♣ play A♠ "
        "play Q♥ play A♦ play K♠ play K♥ play A♥ declare",
        "player 0 wins 2 (declared)",
    ),
    ("random", "sampling3", 10): (
        "play J♥ play J♠ play K♥ play K♠ play A♦ play 10♦ play J♣ play Q♣ "
        "play Q♦ play A♣ play A♠ play 10♠ play Q♠ play J♦ play 10♥ play A♥ "
        "play Q♥ play K♦ play 10♣ play K♣",
        "player 1 wins 1 (last trick)",
    ),
    ("random", "sampling3", 11): (
        "play A♠ play J♦ exchange play A♦ play A♣ marriage K♥ play K♦ play "
        "10♦ play Q♠ play Q♦ play K♣ play 10♠ play J♠ play J♥ play 10♥ "
        "declare",
        "player 1 wins 2 (declared)",
    ),
    ("sampling3", "greedy", 0): (
        "marriage Q♣ play K♠ play Q♠ play J♣ play J♠ play J♦ play K♣ play "
        "A♣ play 10♣ play Q♥ play A♥ play J♥ play 10♠ play 10♥ play A♦ play "
        "K♦ play Q♦ play K♥ declare",
        "player 1 wins 1 (declared)",
    ),
    ("sampling3", "greedy", 1): (
        "play 10♣ play A♣ exchange play J♦ play J♥ marriage Q♥ play 10♥ "
        "play K♠ play 10♠ play K♥ play A♠ play Q♠ play J♠ play Q♣ play K♣ "
        "declare",
        "player 1 wins 1 (declared)",
    ),
    ("sampling3", "greedy", 2): (
        "play 10♦ play J♥ play J♣ play Q♣ play A♣ play Q♦ play K♦ play J♦ "
        "marriage Q♠ play 10♥ play A♠ play K♠ play 10♣ play Q♥ play A♥ play "
        "K♣ declare",
        "player 1 wins 1 (declared)",
    ),
    ("sampling3", "greedy", 3): (
        "play 10♦ play A♦ play 10♠ play A♣ play Q♣ play 10♣ play J♥ play K♥ "
        "play Q♦ play Q♥ play K♠ play A♠ play K♣ play J♣ play Q♠ play J♠ "
        "play 10♥ play J♦ declare",
        "player 1 wins 1 (declared)",
    ),
    ("sampling3", "greedy", 4): (
        "exchange play J♣ play A♦ play 10♥ play Q♠ play Q♥ play A♥ play A♣ "
        "play K♥ marriage Q♣ play 10♣ marriage K♦ play J♠ declare",
        "player 1 wins 1 (declared)",
    ),
    ("sampling3", "greedy", 5): (
        "play K♣ play J♥ play J♣ play A♦ play K♦ play A♥ play A♣ play K♠ "
        "marriage Q♥ play 10♣ play A♠ play Q♠ play 10♠ play J♦ declare",
        "player 1 wins 1 (declared)",
    ),
    ("sampling3", "greedy", 6): (
        "exchange marriage Q♥ play K♦ play J♣ play Q♣ play A♥ play J♦ play "
        "J♠ play Q♦ play K♠ play K♣ play A♦ play 10♦ play Q♠ play J♥ play "
        "10♥ play A♠ declare",
        "player 1 wins 1 (declared)",
    ),
    ("sampling3", "greedy", 7): (
        "play J♥ play J♦ play 10♥ play Q♠ marriage Q♦ play A♠ close play A♦ "
        "play K♦ marriage K♣ play 10♣ play 10♠ play K♠ play 10♦ play Q♣ "
        "declare",
        "player 1 wins 2 (failed close)",
    ),
    ("sampling3", "greedy", 8): (
        "play J♥ play Q♥ exchange close play A♦ play J♠ play Q♦ play 10♣ "
        "play 10♠ play A♠ play A♥ play K♣ play K♠ play Q♣",
        "player 1 wins 3 (failed close)",
    ),
    ("sampling3", "greedy", 9): (
        "exchange play 10♣ play K♠ play 10♦ play K♣ play Q♣ play A♣ play J♦ "
        "play K♦ play J♣ play 10♠ play A♦ play Q♦ play Q♠ play A♠ play J♠ "
        "play J♥ play A♥ play Q♥ declare",
        "player 1 wins 1 (declared)",
    ),
    ("sampling3", "greedy", 10): (
        "play J♥ play J♠ play J♣ play A♥ play 10♥ play 10♦ marriage K♣ "
        "play 10♠ play Q♥ play K♥ play A♦ play J♦ play K♦ play Q♦ play 10♣ "
        "play A♣ declare",
        "player 0 wins 1 (declared)",
    ),
    ("sampling3", "greedy", 11): (
        "exchange play Q♣ play A♣ play J♦ play 10♣ play A♦ play K♣ play "
        "10♦ play K♥ play J♠ play Q♦ play J♥ play J♣ play A♠ play Q♥ "
        "marriage Q♠ play K♦ play 10♠ play 10♥ declare",
        "player 0 wins 1 (declared)",
    ),
}
"""Every move of the hand, space-joined, and its outcome in English."""

SOLVED: dict[tuple[str, str, int], tuple[tuple[str, int], ...]] = {
    ("greedy", "random", 0): (
        ("play A♣", -1),
        ("play 10♣", -1),
        ("play A♦", 1),
        ("play K♥", 1),
        ("play A♠", 1),
        ("declare", -1),
    ),
    ("greedy", "random", 1): (
        ("play Q♣", -2),
        ("play 10♦", -2),
        ("play K♦", -2),
        ("play A♥", -2),
        ("play J♥", -2),
        ("declare", -2),
    ),
    ("greedy", "random", 2): (
        ("play 10♣", 2),
        ("play K♣", 2),
        ("play Q♦", 1),
        ("play A♥", 2),
        ("play K♥", 2),
        ("declare", -1),
    ),
    ("greedy", "random", 3): (
        ("play A♣", 1),
        ("play K♦", 1),
        ("play Q♦", 1),
        ("play 10♥", 1),
        ("play Q♠", 1),
        ("marriage K♦", 1),
        ("marriage Q♦", 1),
        ("declare", -1),
    ),
    ("greedy", "random", 4): (
        ("play A♣", -1),
        ("play A♦", -2),
        ("play K♦", -2),
        ("play Q♦", -2),
        ("play J♦", -2),
        ("marriage K♦", -1),
        ("marriage Q♦", -1),
        ("declare", -2),
    ),
    ("greedy", "random", 5): (
        ("play 10♣", -1),
        ("play K♣", -1),
        ("play 10♦", -1),
        ("play Q♦", -1),
        ("play J♠", -1),
        ("declare", -1),
    ),
    ("greedy", "random", 6): (
        ("play 10♦", 2),
        ("play A♥", 2),
        ("play K♥", -2),
        ("play Q♥", -2),
        ("play J♠", 2),
        ("marriage K♥", 2),
        ("marriage Q♥", 2),
        ("declare", -2),
    ),
    ("greedy", "random", 7): (
        ("play A♣", -2),
        ("play 10♣", -2),
        ("play J♣", -2),
        ("play A♥", -2),
        ("play Q♠", -2),
        ("declare", -2),
    ),
    ("greedy", "random", 8): (
        ("play A♣", 1),
        ("play J♣", 1),
        ("play K♦", 2),
        ("play Q♦", 2),
        ("play K♥", 2),
        ("marriage K♦", 2),
        ("marriage Q♦", 2),
        ("declare", 2),
    ),
    ("greedy", "random", 9): (
        ("play Q♣", -2),
        ("play A♦", -2),
        ("play 10♦", -2),
        ("play K♥", -2),
        ("play Q♥", -2),
        ("marriage K♥", -2),
        ("marriage Q♥", -2),
        ("declare", -2),
    ),
    ("greedy", "random", 10): (
        ("play 10♣", -1),
        ("play K♥", -1),
        ("play 10♠", -2),
        ("play K♠", -2),
        ("play Q♠", -2),
        ("marriage K♠", -1),
        ("marriage Q♠", -1),
        ("declare", -2),
    ),
    ("greedy", "random", 11): (
        ("play 10♣", 1),
        ("play K♦", 2),
        ("play K♥", 2),
        ("play J♥", 1),
        ("play Q♠", 1),
        ("declare", -1),
    ),
    ("random", "random", 0): (
        ("play J♣", -2),
        ("play A♦", 1),
        ("play 10♥", 1),
        ("play K♥", 1),
        ("play J♠", -2),
        ("declare", -2),
    ),
    ("random", "random", 1): (
        ("play Q♣", -1),
        ("play J♣", -1),
        ("play Q♥", -1),
        ("play K♠", -1),
        ("play Q♠", -1),
        ("marriage K♠", -1),
        ("marriage Q♠", -1),
        ("declare", -1),
    ),
    ("random", "random", 2): (
        ("play 10♣", -1),
        ("play J♣", -1),
        ("play K♦", -1),
        ("play K♠", -1),
        ("play Q♠", -1),
        ("marriage K♠", -1),
        ("marriage Q♠", -1),
        ("declare", -1),
    ),
    ("random", "random", 3): (
        ("play 10♣", -3),
        ("play J♦", 3),
        ("play A♥", -3),
        ("play A♠", 3),
        ("play 10♠", 3),
        ("declare", -3),
    ),
    ("random", "random", 4): (
        ("play 10♣", 3),
        ("play Q♣", 2),
        ("play J♣", 2),
        ("play K♦", 2),
        ("play A♠", 3),
        ("declare", -1),
    ),
    ("random", "random", 5): (
        ("play K♦", -1),
        ("play A♥", 1),
        ("play 10♥", 1),
        ("play K♠", -1),
        ("play J♠", -1),
        ("declare", -1),
    ),
    ("random", "random", 6): (
        ("play 10♦", 2),
        ("play A♥", 2),
        ("play K♥", -2),
        ("play Q♥", -2),
        ("play J♠", 2),
        ("marriage K♥", 2),
        ("marriage Q♥", 2),
        ("declare", -2),
    ),
    ("random", "random", 7): (
        ("play Q♣", -3),
        ("play A♦", -3),
        ("play 10♥", -3),
        ("play J♥", -3),
        ("play A♠", -3),
        ("declare", -3),
    ),
    ("random", "random", 8): (
        ("play A♣", 1),
        ("play 10♣", 1),
        ("play 10♦", 1),
        ("play K♦", 1),
        ("play K♥", 1),
        ("declare", -1),
    ),
    ("random", "random", 9): (
        ("play 10♣", -1),
        ("play K♣", -1),
        ("play Q♦", -1),
        ("play Q♥", -1),
        ("play J♥", -1),
        ("declare", -1),
    ),
    ("random", "random", 10): (
        ("play K♦", 2),
        ("play J♥", -1),
        ("play A♠", 1),
        ("play 10♠", 1),
        ("play Q♠", 1),
        ("declare", -1),
    ),
    ("random", "random", 11): (
        ("play 10♣", 1),
        ("play K♦", 2),
        ("play J♥", 1),
        ("play 10♠", 2),
        ("play K♠", -1),
        ("declare", -1),
    ),
}
"""The solver's value of each legal move at the first second-phase state of the hand."""
