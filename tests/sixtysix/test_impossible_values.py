"""Sixty-six refuses impossible values and endless counts at once, with a package error.

An outcome, a match score, a state, a view or a public table that no game can reach is refused
when it is built; every count
(deals, workers, bots, the match start, samples) has an upper bound checked before any hand is
played; a move text is quoted in a message only to about 60 characters.
"""

from __future__ import annotations

import dataclasses
import importlib
import random

import numpy as np
import pytest

from pyanitsa_edu.errors import PyanitsaError, SettingError, StrategyError
from pyanitsa_edu.sixtysix import (
    HandEnd,
    Match,
    Move,
    Outcome,
    SamplingBot,
    estimate_moves,
    greedy_bot,
    head_to_head,
    make_sampling_bot,
    new_hand,
    new_match,
    play_hand,
    play_match,
    random_bot,
    tournament,
)
from pyanitsa_edu.sixtysix import match as match_module
from pyanitsa_edu.sixtysix import sampling as sampling_module
from pyanitsa_edu.sixtysix.match import MAX_START
from pyanitsa_edu.sixtysix.public import PUBLIC_FIELDS, PublicTable
from pyanitsa_edu.sixtysix.records import REASONS
from pyanitsa_edu.sixtysix.sampling import MAX_BOT_SAMPLES, MAX_SAMPLES
from pyanitsa_edu.sixtysix.tournament import MAX_BOTS, MAX_DEALS, MAX_WORKERS

tournament_module = importlib.import_module("pyanitsa_edu.sixtysix.tournament")
"""The module (the package's name ``tournament`` is the function)."""

# --- outcomes and scores ----------------------------------------------------------------------


@pytest.mark.parametrize(("winner", "points", "reason", "message"), [
    (0, -5, "declared", "worth 1, 2 or 3 game points, got -5"),        # made the score 12 : 7
    (-1, 1, "declared", "player 0 or 1, got -1"),                      # was credited to player 1
    (2, 1, "declared", "player 0 or 1, got 2"),                        # was an IndexError
    (0, 1, "bogus", "unknown reason 'bogus'"),
    (0, 10**9, "declared", "got 1000000000"),
    (0, 0, "last_trick", "got 0"),
    (True, 1, "declared", "player 0 or 1, got True"),
    (0, 2.0, "declared", "got 2.0"),
    (0, 1, "failed_close", "a failed close is worth 2 or 3"),
    ("0", 1, "declared", "player 0 or 1, got '0'"),
    (0, 1, None, "unknown reason None"),
])
def test_an_impossible_outcome_is_refused_when_built(
    winner: object, points: object, reason: object, message: str
) -> None:
    with pytest.raises(SettingError, match=message):
        Outcome(winner, points, reason)  # type: ignore[arg-type]


def test_the_reproducers_no_longer_change_a_score() -> None:
    match = new_match()
    for bad in ((0, -5, "declared"), (-1, 1, "declared"), (2, 1, "declared")):
        with pytest.raises(PyanitsaError):
            match = match.record(Outcome(*bad))  # type: ignore[arg-type]
    assert match.remaining == (7, 7) and match.outcomes == ()


def test_every_possible_outcome_builds_and_numpy_integers_become_ints() -> None:
    for reason in REASONS:
        for points in (1, 2, 3):
            if reason == "failed_close" and points == 1:
                continue
            for winner in (0, 1):
                assert Outcome(winner, points, reason).value_for(winner) == points
    outcome = Outcome(np.int64(1), np.int8(3), "declared")  # type: ignore[arg-type]
    assert type(outcome.winner) is int and type(outcome.game_points) is int
    assert outcome == Outcome(1, 3, "declared")


@pytest.mark.parametrize(("args", "message"), [
    (((-1, 7),), "remaining must be two whole numbers from 0 to 1,000"),
    (((7, 7, 7),), "remaining must be two whole numbers"),
    (([7, 7],), "remaining must be two whole numbers"),
    (((7, 10**9),), "remaining must be two whole numbers"),
    (((0, 0),), r"remaining \(0, 0\)"),
    (((7, 7), 2), "first_dealer must be 0 or 1, got 2"),
    (((7, 7), 0, ("declared",)), "outcomes must be a tuple of Outcome values"),
    (((7, 7), 0, [Outcome(0, 1, "declared")]), "outcomes must be a tuple of Outcome values"),
])
def test_an_impossible_score_is_refused_when_built(args: tuple[object, ...], message: str) -> None:
    with pytest.raises(SettingError, match=message):
        Match(*args)  # type: ignore[arg-type]


def test_a_played_match_ends_at_zero() -> None:
    played = play_match(greedy_bot, random_bot, seed=3, start=3)
    assert played.match.over and min(played.match.remaining) == 0
    assert all(isinstance(o, Outcome) for o in played.match.outcomes)


# --- every count has an upper bound, checked before any work ------------------------------


@pytest.fixture
def no_hand_is_played(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make playing a hand or drawing the deals' seeds fail the test: the refusal must come
    first (so a missing bound fails at once instead of running for hours)."""

    def played(*args: object, **kwargs: object) -> None:
        raise AssertionError("work started before the count was checked")

    for module in (match_module, tournament_module):
        monkeypatch.setattr(module, "play_hand", played)
    monkeypatch.setattr(tournament_module, "_play_deal", played)
    monkeypatch.setattr(sampling_module, "sample_state", played)


HUGE = 10**12


@pytest.mark.usefixtures("no_hand_is_played")
def test_every_count_of_sixty_six_is_bounded_before_work_starts() -> None:
    view = new_hand(seed=2).view()
    calls = {
        "head_to_head(deals=10**12)": lambda: head_to_head(greedy_bot, random_bot, deals=HUGE),
        "head_to_head(deals=MAX + 1)": lambda: head_to_head(greedy_bot, random_bot,
                                                            deals=MAX_DEALS + 1),
        "head_to_head(workers=10**12)": lambda: head_to_head(greedy_bot, random_bot, deals=2,
                                                             workers=HUGE),
        "head_to_head(workers=MAX + 1)": lambda: head_to_head(greedy_bot, random_bot, deals=2,
                                                              workers=MAX_WORKERS + 1),
        "tournament(deals=10**12)": lambda: tournament({"a": greedy_bot, "b": random_bot},
                                                       deals=HUGE),
        "tournament(51 bots)": lambda: tournament({str(i): random_bot
                                                   for i in range(MAX_BOTS + 1)}),
        "deal_seeds(10**12)": lambda: tournament_module.deal_seeds(HUGE, 1),
        "play_match(start=10**15)": lambda: play_match(greedy_bot, random_bot, start=10**15),
        "play_match(start=MAX + 1)": lambda: play_match(greedy_bot, random_bot,
                                                        start=MAX_START + 1),
        "new_match(start=10**12)": lambda: new_match(start=HUGE),
        "make_sampling_bot(10**9)": lambda: make_sampling_bot(10**9),
        "make_sampling_bot(MAX + 1)": lambda: make_sampling_bot(MAX_BOT_SAMPLES + 1),
        "estimate_moves(samples=MAX + 1)": lambda: estimate_moves(view, random.Random(0),
                                                                  MAX_SAMPLES + 1),
        "SamplingBot(10**12)": lambda: SamplingBot(HUGE),
        "estimate_moves(samples=10**12)": lambda: estimate_moves(view, random.Random(0), HUGE),
    }
    for name, call in calls.items():
        with pytest.raises(StrategyError) as refused:
            call()
        assert len(str(refused.value)) < 120, name


def test_the_largest_counts_are_accepted() -> None:
    assert new_match(start=MAX_START).remaining == (MAX_START, MAX_START)
    assert make_sampling_bot(MAX_BOT_SAMPLES).samples == MAX_BOT_SAMPLES
    assert len(tournament_module.deal_seeds(MAX_DEALS, 1)) == MAX_DEALS


@pytest.mark.parametrize("names", [5, "ab", ("a",), ("a", 5), ("a", "b", "c"), (None, None)])
def test_names_must_be_two_texts(names: object) -> None:
    with pytest.raises(StrategyError, match="names must be two texts"):
        head_to_head(greedy_bot, random_bot, deals=1, names=names)  # type: ignore[arg-type]


def test_names_as_a_list_are_kept_and_bot_names_must_be_text() -> None:
    m = head_to_head(greedy_bot, random_bot, deals=1, names=["g", "r"])  # type: ignore[arg-type]
    assert m.names == ("g", "r") and "g vs r" in str(m)
    with pytest.raises(StrategyError, match="names must be texts, got 5"):
        tournament({5: greedy_bot, "r": random_bot})  # type: ignore[dict-item]


# --- move texts in messages -------------------------------------------------------------------


@pytest.mark.parametrize("text", ["x" * 100_000, "play " + "A" * 100_000,
                                  "close " + "y" * 100_000, "♠" * 100_000])
def test_a_long_move_text_is_quoted_to_about_60_characters(text: str) -> None:
    with pytest.raises(PyanitsaError) as refused:
        Move.parse(text)
    assert len(str(refused.value)) < 200, len(str(refused.value))
    assert "100,0" in str(refused.value) or "characters" in str(refused.value)


def test_a_move_kind_or_card_of_any_length_is_quoted_short() -> None:
    for build in (lambda: Move("z" * 100_000),  # type: ignore[arg-type]
                  lambda: Move("exchange", "q" * 100_000)):  # type: ignore[arg-type]
        with pytest.raises(PyanitsaError) as refused:
            build()
        assert len(str(refused.value)) < 200


# --- how a hand ended is an enum --------------------------------------------------------------


def test_the_reason_of_an_outcome_is_a_hand_end_that_equals_its_text() -> None:
    outcome = Outcome(1, 2, "last_trick")
    assert outcome.reason is HandEnd.LAST_TRICK and outcome.reason == "last_trick"
    assert {outcome.reason: 1}["last_trick"] == 1  # hashes as its text
    assert str(outcome.reason) == f"{outcome.reason}" == "last_trick"
    assert repr(outcome.reason) == "HandEnd.LAST_TRICK"
    assert tuple(HandEnd) == REASONS and HandEnd("declared") is HandEnd.DECLARED
    with pytest.raises(SettingError, match="unknown reason 'bogus'"):
        HandEnd("bogus")
    final = play_hand(greedy_bot, random_bot, seed=5)
    assert final.outcome is not None and type(final.outcome.reason) is HandEnd


# --- a state, a view and the public table refuse facts no hand can have -----------------------


STATE = new_hand(seed=3, dealer=1)
LED = STATE.apply(STATE.legal_moves()[0])
"""A state with the card led on the table."""


@pytest.mark.parametrize(("changes", "message"), [
    (dict(to_move=7), "to_move must be player 0 or 1, got 7"),
    (dict(to_move=True), "to_move must be player 0 or 1, got True"),
    (dict(dealer=-1), "dealer must be player 0 or 1, got -1"),
    (dict(points=(-3, 0)), r"points must be two whole numbers ≥ 0, one per player, got \(-3, 0\)"),
    (dict(points=(3, 0, 1)), "points must be two whole numbers"),
    (dict(points=[0, 0]), "points must be two whole numbers"),
    (dict(tricks_won=(0, 1.0)), "tricks_won must be two whole numbers"),
    (dict(pending=(0, -20)), "pending must be two whole numbers"),
    (dict(trick=tuple(STATE.hands[1][:3])), "at most the card led .* got 3 cards"),
    (dict(trick=[]), "the trick must be a tuple of cards"),
    (dict(trump_suit="x"), "the trump suit must be one of"),
    (dict(hands=(STATE.hands[0],)), "hands must be two tuples of cards"),
    (dict(hands=[STATE.hands[0], STATE.hands[1]]), "hands must be two tuples of cards"),
])
def test_an_impossible_state_is_refused_when_built(changes: dict[str, object],
                                                   message: str) -> None:
    with pytest.raises(SettingError, match=message):
        dataclasses.replace(STATE, **changes)


def test_the_reproducer_no_longer_reaches_an_index_error() -> None:
    """``to_move=7`` made ``legal_moves()`` raise IndexError; now the state is never built."""
    with pytest.raises(PyanitsaError):
        dataclasses.replace(LED, to_move=7).legal_moves()


@pytest.mark.parametrize(("changes", "message"), [
    (dict(player=3), "player must be player 0 or 1, got 3"),
    (dict(player=None), "player must be player 0 or 1, got None"),
    (dict(stock_size=-1), "stock_size must be a whole number ≥ 0, got -1"),
    (dict(opponent_hand_size=2.5), "opponent_hand_size must be a whole number ≥ 0"),
    (dict(to_move=2), "to_move must be player 0 or 1"),
    (dict(tricks_won=(-1, 0)), "tricks_won must be two whole numbers"),
])
def test_an_impossible_view_is_refused_when_built(changes: dict[str, object],
                                                  message: str) -> None:
    with pytest.raises(SettingError, match=message):
        dataclasses.replace(LED.view(0), **changes)


def test_a_public_table_refuses_what_a_state_refuses() -> None:
    table = {name: getattr(STATE, name) for name in PUBLIC_FIELDS}
    assert PublicTable(**table).to_move == STATE.to_move
    with pytest.raises(SettingError, match="to_move must be player 0 or 1"):
        PublicTable(**{**table, "to_move": 7})
    with pytest.raises(SettingError, match="points must be two whole numbers"):
        PublicTable(**{**table, "points": (0, -1)})


@pytest.mark.parametrize("player", [3, -1, True, "0"])
def test_a_view_for_a_seat_that_is_not_one_is_refused(player: object) -> None:
    with pytest.raises(PyanitsaError):
        STATE.view(player)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(12))
def test_every_state_and_view_the_rules_derive_passes_the_checks(seed: int) -> None:
    """States after legal moves and views of them are built without repeating the checks
    (:func:`~pyanitsa_edu.sixtysix.public.derived`): every one of them passes them."""
    bots = (greedy_bot, random_bot) if seed % 2 else (random_bot, greedy_bot)
    final = play_hand(*bots, seed=seed, dealer=seed % 2)
    for state in final.replay():
        assert dataclasses.replace(state) == state  # the constructor checks
        for player in (0, 1):
            view = state.view(player)
            assert dataclasses.replace(view) == view
