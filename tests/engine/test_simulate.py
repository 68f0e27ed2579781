"""simulate() on the compiled loop: game by game identical to play(), on every variant, for any
number of threads and any chunking."""

from __future__ import annotations

import itertools
import re
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyanitsa_edu import (
    DealError,
    Deck,
    Result,
    Rules,
    RulesError,
    SettingError,
    Simulation,
    deal,
    play,
    simulate,
)
from pyanitsa_edu.analysis.monte_carlo import random_deals
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.pyanitsa.dealing import PileInput
from pyanitsa_edu.pyanitsa.engine.progress import rate_text

SMALL = Deck(ranks=["6", "7", "K", "A"], suits=2)
TINY = Deck(ranks=["6", "7", "A"], suits=2)
FIVE = Deck(ranks=["6", "7", "8", "K", "A"], suits=2)
FIXED = ("winner_first", "loser_first", "seat_order")


def mismatches(sim: Simulation, limit: int = 3) -> list[tuple[int, Result, Result]]:
    """Return up to ``limit`` games whose result differs from play() on the same deal."""
    bad = []
    for i in range(len(sim)):
        expected = play(sim.deal(i), sim.rules, seed=sim.game_seed(i))
        got = sim.result(i)
        if got != expected:
            bad.append((i, got, expected))
            if len(bad) >= limit:
                break
    return bad


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(collect="loser_first"),
        Rules(collect="seat_order"),
        Rules(low_beats_ace=False),
        Rules(deck=32),
        Rules(deck=52, collect="seat_order"),
        Rules(war_face_down=0, war_shortfall="last_card_up"),
        Rules(war_face_down=3, collect="loser_first"),
        Rules(deck=52, war_face_down=2, war_shortfall="last_card_up"),
        Rules(collect="seat_order", max_tricks=150),
        Rules(max_tricks=60, detect_cycles=False),
    ],
    ids=repr,
)
def test_standard_decks_match_play(rules: Rules) -> None:
    sim = simulate(300, rules=rules, seed=11)
    assert mismatches(sim) == []


@pytest.mark.parametrize("deck", [SMALL, TINY, FIVE], ids=lambda d: d.describe())
@pytest.mark.parametrize("collect", FIXED)
@pytest.mark.parametrize("down", [0, 1, 2, 3])
@pytest.mark.parametrize("shortfall", ["lose", "last_card_up"])
def test_small_decks_match_play(deck: Deck, collect: str, down: int, shortfall: str) -> None:
    """Small decks: cycles, war-shortfall draws and long wars are common."""
    rules = Rules(deck=deck, collect=collect, war_face_down=down,  # type: ignore[arg-type]
                  war_shortfall=shortfall)  # type: ignore[arg-type]
    sim = simulate(250, rules=rules, seed=down + 7)
    assert mismatches(sim) == []


@pytest.mark.parametrize("limit", [0, 1, 2, 3, 5, 8, 13, 40])
@pytest.mark.parametrize("collect", FIXED)
@pytest.mark.parametrize("detect", [True, False])
def test_trick_limits_match_play(limit: int, collect: str, detect: bool) -> None:
    """A repeat before the limit is a cycle even when Brent's check would see it later."""
    rules = Rules(deck=FIVE, collect=collect, max_tricks=limit,  # type: ignore[arg-type]
                  detect_cycles=detect)
    sim = simulate(300, rules=rules, seed=limit)
    assert mismatches(sim) == []


def test_every_reason_is_covered() -> None:
    """The differential tests above meet every ending reason."""
    seen: set[str] = set()
    for collect in FIXED:
        for limit in (None, 6):
            rules = Rules(deck=SMALL, collect=collect, max_tricks=limit)  # type: ignore[arg-type]
            seen |= set(simulate(500, rules=rules, seed=2).reason.tolist())
    assert seen == {"out_of_cards", "war_shortfall", "war_shortfall_draw", "cycle", "limit"}


@settings(max_examples=40, deadline=None)
@given(
    ranks=st.integers(2, 6),
    suits=st.integers(1, 4),
    collect=st.sampled_from(FIXED),
    down=st.integers(0, 3),
    shortfall=st.sampled_from(["lose", "last_card_up"]),
    low_beats_ace=st.booleans(),
    limit=st.one_of(st.none(), st.integers(0, 30)),
    seed=st.integers(0, 2**32),
)
def test_random_rules_match_play(
    ranks: int, suits: int, collect: str, down: int, shortfall: str,
    low_beats_ace: bool, limit: int | None, seed: int,
) -> None:
    deck = Deck(ranks=["6", "7", "8", "9", "K", "A"][-ranks:], suits=suits)
    rules = Rules(deck=deck, collect=collect, war_face_down=down,  # type: ignore[arg-type]
                  war_shortfall=shortfall, low_beats_ace=low_beats_ace,  # type: ignore[arg-type]
                  max_tricks=limit)
    sim = simulate(60, rules=rules, seed=seed)
    assert mismatches(sim) == []


def test_given_deals_match_play() -> None:
    """Explicit deals: partial piles, unequal sizes, text or cards."""
    rules = Rules()
    deals: list[list[PileInput]] = [
        ["9♣ 6♦ A♥", "7♠ A♣ K♠"],
        ["8♣ 9♦ K♥", "8♠ 6♣ 10♦"],
        ["6♣", "A♠ K♠ Q♠"],
        ["Q♠", "A♠ K♠"],
        ["A♠ K♠", "J♦"],
        list(deal(rules, seed=5)),
    ]
    sim = simulate(deals=deals, rules=rules)
    assert len(sim) == len(deals)
    for i, piles in enumerate(deals):
        assert sim.result(i) == play(piles, rules)
    assert sim.seed is None


def test_given_deals_are_checked() -> None:
    with pytest.raises(DealError, match="deal 1: duplicate"):
        simulate(deals=[["6♣", "7♣"], ["6♣", "6♣"]])
    with pytest.raises(DealError, match="expected 2 piles"):
        simulate(deals=[["6♣", "7♣", "8♣"]])
    with pytest.raises(ValueError, match="not in the 32-card deck"):
        simulate(deals=[["6♣", "7♣"]], rules=Rules(deck=32))
    with pytest.raises(DealError, match="empty"):
        simulate(deals=[])


@pytest.mark.parametrize("bad", [0, -3, 2.5, True, "10"])
def test_bad_counts(bad: object) -> None:
    with pytest.raises(SettingError, match=r"\bn\b.* must be"):
        simulate(bad)  # type: ignore[arg-type]


def test_n_or_deals() -> None:
    with pytest.raises(SettingError, match="needs something to play: give n"):
        simulate()
    with pytest.raises(SettingError, match="either n"):
        simulate(3, deals=[deal(seed=1)])
    with pytest.raises(DealError, match="seed"):
        simulate(3, seed=-1)
    with pytest.raises(RulesError, match="no preset called 'classics'"):
        simulate(3, rules="classics")


def test_deals_are_reproducible_and_documented() -> None:
    rules = Rules(deck=SMALL)
    sim = simulate(120, rules=rules, seed=42)
    again = simulate(120, rules=Rules(deck=SMALL, collect="seat_order"), seed=42)
    shorter = simulate(50, rules=rules, seed=42)
    assert [sim.deal(i) for i in range(120)] == [again.deal(i) for i in range(120)]
    assert [sim.deal(i) for i in range(50)] == [shorter.deal(i) for i in range(50)]
    assert random_deals(120, rules, seed=42) == [sim.deal(i) for i in range(120)]
    orders = np.random.default_rng(42).permuted(np.tile(np.arange(8), (120, 1)), axis=1)
    cards = rules.deck.cards
    assert sim.deal(7) == (
        tuple(cards[k] for k in orders[7, 0::2]),
        tuple(cards[k] for k in orders[7, 1::2]),
    )
    assert simulate(5, rules=rules).seed is not None


SAME_FIELDS = ("winner", "reason_code", "tricks", "wars", "cycle_start", "cycle_length")


def same_games(one: Simulation, other: Simulation) -> bool:
    """Return True when two simulations hold the same result for every game."""
    return all(np.array_equal(getattr(one, name), getattr(other, name)) for name in SAME_FIELDS)


@pytest.mark.parametrize("collect", [*FIXED, "natural", "sorted", "shuffled"])
def test_any_chunks_and_any_number_of_threads_give_the_same_games(
    collect: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Chunks and threads never change a result: each game is played alone from its deal
    (and, shuffled, its own seed)."""
    rules = Rules(deck=FIVE, collect=collect, war_face_down=0,  # type: ignore[arg-type]
                  max_tricks=200 if collect == "shuffled" else None)
    whole = simulate(3000, rules=rules, seed=9, workers=1)
    assert same_games(whole, simulate(3000, rules=rules, seed=9, workers=2))
    assert same_games(whole, simulate(3000, rules=rules, seed=9, workers=3))
    monkeypatch.setattr("pyanitsa_edu.pyanitsa.engine.loop.MAX_CHUNK", 7)
    monkeypatch.setattr("pyanitsa_edu.pyanitsa.engine.loop.MIN_CHUNK", 7)
    assert same_games(whole, simulate(3000, rules=rules, seed=9, workers=2))
    assert mismatches(whole) == []


@pytest.mark.parametrize("bad", [0, -1, 2.5, True, "2", 10**6])
def test_workers_must_be_a_sensible_number_of_threads(bad: object) -> None:
    with pytest.raises(SettingError, match="workers"):
        simulate(10, seed=1, workers=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("collect", FIXED)
def test_limits_cycles_and_shortfalls_match_play(collect: str) -> None:
    """On small decks with limits, cycles and both shortfall rules, and on standard decks."""
    for rules in (
        Rules(collect=collect),  # type: ignore[arg-type]
        Rules(deck=SMALL, collect=collect),  # type: ignore[arg-type]
        Rules(deck=FIVE, collect=collect, max_tricks=9),  # type: ignore[arg-type]
        Rules(deck=FIVE, collect=collect, max_tricks=30, war_shortfall="last_card_up"),  # type: ignore[arg-type]
        Rules(deck=SMALL, collect=collect, max_tricks=12, detect_cycles=False),  # type: ignore[arg-type]
        Rules(deck=32, collect=collect, war_face_down=3),  # type: ignore[arg-type]
    ):
        assert mismatches(simulate(300, rules=rules, seed=13), limit=1) == [], rules


def test_shuffled_return_matches_play() -> None:
    rules = Rules(deck=SMALL, collect="shuffled")
    sim = simulate(200, rules=rules, seed=3)
    assert sim.game_seeds is not None
    assert mismatches(sim) == []
    assert np.array_equal(simulate(200, rules=rules, seed=3).tricks, sim.tricks)


def test_more_players_match_play() -> None:
    rules = Rules(deck=FIVE, players=3)
    sim = simulate(150, rules=rules, seed=4)
    assert sim.deal_sizes.shape == (150, 3)
    assert mismatches(sim) == []


def test_never_ending_game_raises() -> None:
    """Without cycle detection or a limit a cycling game would never end."""
    rules = Rules(deck=SMALL, collect="seat_order", detect_cycles=False)
    with pytest.raises(RulesError, match="never end"):
        simulate(500, rules=rules, seed=1)


def test_simulation_helpers() -> None:
    rules = Rules(deck=SMALL, collect="seat_order")
    sim = simulate(2000, rules=rules, seed=8)
    shares = sim.shares()
    assert set(shares) == {0, 1, None}
    assert sum(s.games for s in shares.values()) == len(sim) == 2000
    for s in shares.values():
        assert 0 <= s.low <= s.share <= s.high <= 1
    assert shares[None].games == int((sim.winner == -1).sum())
    reasons = sim.reasons()
    assert sum(s.games for s in reasons.values()) == 2000
    assert reasons["cycle"].games == int((sim.reason == "cycle").sum()) > 0
    cycles = sim.reason == "cycle"
    assert (sim.cycle_start[cycles] >= 0).all() and (sim.cycle_length[cycles] > 0).all()
    assert (sim.cycle_start[cycles] + sim.cycle_length[cycles] == sim.tricks[cycles]).all()
    assert (sim.cycle_start[~cycles] == -1).all()
    text = sim.summary()
    assert "player 0 wins" in text and "draw" in text and "ended by cycle" in text
    assert str(sim) == text
    assert "<table>" in sim._repr_html_()
    assert repr(sim).startswith("<Simulation of 2,000 games")
    assert sim.reason.dtype.kind == "U"


def test_progress_bar(capsys: pytest.CaptureFixture[str]) -> None:
    for rules in (Rules(deck=SMALL), Rules(deck=SMALL, collect="shuffled")):
        sim = simulate(300, rules=rules, seed=1, progress=True)
        assert len(sim) == 300
        assert "300/300" in capsys.readouterr().err


def test_the_progress_bar_writes_its_numbers_and_speed_for_the_reader(
    capsys: pytest.CaptureFixture[str],
) -> None:
    simulate(12_000, rules=Rules(deck=SMALL), seed=1, progress=True)
    english = capsys.readouterr().err
    assert "12,000/12,000" in english and " games/s]" in english and "game/s" not in english
    with language("ru"):
        simulate(12_000, rules=Rules(deck=SMALL), seed=1, progress=True)
    russian = capsys.readouterr().err
    assert "12\u00a0000/12\u00a0000" in russian and "партий/с]" in russian
    assert not re.search(r"[A-Za-z]", russian.split("]")[-2].split(",")[-1]), russian
    assert [rate_text(r, "ru") for r in (None, 950.0, 68_400.0, 2.5e6)] == [
        "? партий/с", "950 партий/с", "68,4 тыс. партий/с", "2,5 млн партий/с"]
    assert rate_text(68_400.0, "en") == "68.4k games/s"


@pytest.mark.parametrize(
    ("n", "rules"),
    [
        (1, Rules()),
        (99, Rules()),
        (5000, Rules()),
        (150, Rules(deck=SMALL, collect="shuffled")),
        (120, Rules(deck=32, players=3)),
    ],
    ids=["one", "few", "many", "shuffled", "three-players"],
)
def test_progress_function_counts_up_to_the_total(n: int, rules: Rules) -> None:
    calls: list[tuple[int, int]] = []
    sim = simulate(n, rules=rules, seed=5, progress=lambda done, total: calls.append((done, total)))
    done = [d for d, _ in calls]
    assert {total for _, total in calls} == {n}
    assert done == sorted(set(done)) and done[0] > 0 and done[-1] == n
    assert len(calls) <= 101
    plain = simulate(n, rules=rules, seed=5)
    for name in ("winner", "reason", "tricks", "wars", "cycle_start", "cycle_length"):
        assert (getattr(sim, name) == getattr(plain, name)).all(), name


def test_progress_function_on_given_deals_and_more_than_one_chunk(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("pyanitsa_edu.pyanitsa.engine.loop.MAX_CHUNK", 70)
    monkeypatch.setattr("pyanitsa_edu.pyanitsa.engine.loop.MIN_CHUNK", 70)
    calls: list[int] = []
    deals = random_deals(2000, Rules(), 3)
    sim = simulate(deals=deals, progress=lambda done, _total: calls.append(done))
    assert calls == sorted(set(calls)) and calls[-1] == 2000 and len(calls) >= 20
    assert (sim.tricks == simulate(2000, seed=3).tricks).all()


def test_progress_must_be_a_flag_or_a_function() -> None:
    with pytest.raises(SettingError, match="progress must be"):
        simulate(10, seed=1, progress="yes")  # type: ignore[arg-type]


def test_import_stays_light() -> None:
    """Importing the package loads neither Jupyter nor plots nor numba: the compiled loop is
    imported (and loaded from its cache, or compiled) by the first game played."""
    code = (
        "import pyanitsa_edu, sys; "
        "print([m for m in sys.modules if m.startswith(('ipywidgets', 'IPython', "
        "'matplotlib', 'tqdm', 'numba', 'llvmlite'))])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_seed_examples_all_variants_once() -> None:
    """One game of every fixed variant on the classic deal from the rule book's seed check."""
    piles = ["9♣ 6♦ A♥ 8♣ 9♦ K♥", "7♠ A♣ K♠ 8♠ 6♣ 10♦"]
    for collect, down, short in itertools.product(FIXED, range(4), ("lose", "last_card_up")):
        rules = Rules(collect=collect, war_face_down=down,  # type: ignore[arg-type]
                      war_shortfall=short)  # type: ignore[arg-type]
        assert simulate(deals=[piles], rules=rules).result(0) == play(piles, rules)


def test_docstring_examples() -> None:
    import doctest

    import pyanitsa_edu.analysis.monte_carlo

    assert doctest.testmod(pyanitsa_edu.analysis.monte_carlo).failed == 0


@settings(max_examples=30, deadline=None)
@given(
    data=st.lists(
        st.tuples(st.permutations(range(10)), st.integers(1, 10), st.integers(0, 10)),
        min_size=1, max_size=25,
    ),
    collect=st.sampled_from(FIXED),
    down=st.integers(0, 3),
    shortfall=st.sampled_from(["lose", "last_card_up"]),
)
def test_partial_deals_match_play(
    data: list[tuple[list[int], int, int]], collect: str, down: int, shortfall: str
) -> None:
    """Given deals of any sizes (part of the deck, unequal piles) in one batch."""
    rules = Rules(deck=FIVE, collect=collect, war_face_down=down,  # type: ignore[arg-type]
                  war_shortfall=shortfall)  # type: ignore[arg-type]
    cards = rules.deck.cards
    deals = []
    for order, used, cut in data:
        chosen = [cards[k] for k in order[: max(used, 2)]]
        cut = min(max(cut, 1), len(chosen) - 1)  # a card for each player
        deals.append([chosen[:cut], chosen[cut:]])
    sim = simulate(deals=deals, rules=rules)
    assert [sim.result(i) for i in range(len(deals))] == [play(d, rules) for d in deals]
    assert [sim.deal(i) for i in range(len(deals))] == [tuple(map(tuple, d)) for d in deals]


def test_deck_of_more_than_255_cards() -> None:
    """Card ids no longer fit a byte: 16-bit piles and wide compare keys."""
    deck = Deck(ranks=[str(r) for r in range(2, 67)], suits=4)  # 260 cards
    rules = Rules(deck=deck, collect="loser_first")
    sim = simulate(5, rules=rules, seed=3)
    assert sim.deal_cards.dtype == np.uint16
    assert mismatches(sim) == []
