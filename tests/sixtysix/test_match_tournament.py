"""Matches from 7 down to 0 with alternating dealer; tournaments with swapped seats."""

from __future__ import annotations

import subprocess
import sys

import matplotlib

matplotlib.use("Agg")

import pytest
from matplotlib import pyplot as plt

from pyanitsa_edu.analysis.stats import wilson_interval
from pyanitsa_edu.errors import DealError, MoveError, StrategyError
from pyanitsa_edu.i18n.language import language
from pyanitsa_edu.plots import plot_tournament
from pyanitsa_edu.pyanitsa.dealing import MAX_SEED
from pyanitsa_edu.sixtysix import (
    Outcome,
    greedy_bot,
    head_to_head,
    new_match,
    play_match,
    random_bot,
    tournament,
)
from pyanitsa_edu.sixtysix.tournament import HandRecord, Matchup, Tournament


def test_match_counts_down_from_seven_and_alternates_the_deal() -> None:
    for seed in range(20):
        played = play_match(greedy_bot, random_bot, seed=seed, first_dealer=seed % 2)
        match = played.match
        assert match.over and match.winner is not None
        assert match.remaining[match.winner] == 0 and match.remaining[1 - match.winner] > 0
        won = [0, 0]
        for i, (hand, outcome) in enumerate(zip(played.hands, match.outcomes, strict=True)):
            assert hand.dealer == (seed + i) % 2  # the deal alternates
            assert hand.outcome == outcome
            won[outcome.winner] += outcome.game_points
        assert [max(0, 7 - w) for w in won] == list(match.remaining)
        assert max(won) >= 7 and min(won) < 7  # the match ended at the hand that reached 0
        assert won[match.winner] - played.hands[-1].outcome.game_points < 7  # type: ignore[union-attr]


def test_match_by_hand() -> None:
    match = new_match(first_dealer=1)
    assert match.dealer == 1 and not match.over and match.winner is None
    match = match.record(Outcome(0, 3, "declared"))
    assert match.remaining == (4, 7) and match.dealer == 0
    assert match.next_hand(seed=1).dealer == 0
    match = match.record(Outcome(0, 3, "last_trick")).record(Outcome(0, 2, "failed_close"))
    assert match.remaining == (0, 7) and match.over and match.winner == 0
    assert "player 0 wins" in str(match)
    with pytest.raises(MoveError, match="the match is over"):
        match.record(Outcome(1, 1, "declared"))
    with pytest.raises(StrategyError, match="first_dealer"):
        new_match(first_dealer=2)


def test_head_to_head_plays_each_deal_from_both_seats() -> None:
    m = head_to_head(greedy_bot, random_bot, deals=30, seed=4)
    assert m.names == ("greedy_bot", "random_bot") and m.hands == 60
    seats = [r.seat_a for r in m.records]
    assert seats == [0, 1] * 30
    assert [r.seed for r in m.records[::2]] == [r.seed for r in m.records[1::2]]
    assert [r.dealer for r in m.records[::2]] == [i % 2 for i in range(30)]
    won = int(m.wins.sum())
    assert m.hand_share() == (won / 60, *wilson_interval(won, 60))
    a, b = m.game_points_won()
    assert a - b == int(m.points.sum()) and a > b
    mean, low, high = m.mean_points()
    assert low < mean < high and mean == pytest.approx(m.points.mean())
    assert sum(m.reasons().values()) == 60
    assert m == head_to_head(greedy_bot, random_bot, deals=30, seed=4)
    assert "greedy_bot vs random_bot" in str(m) and "<table>" in m._repr_html_()


def test_tournament_round_robin_and_plot() -> None:
    bots = {"random": random_bot, "greedy": greedy_bot, "again": random_bot}
    result = tournament(bots, deals=10, seed=2)
    assert [m.names for m in result.matchups] == [
        ("random", "greedy"), ("random", "again"), ("greedy", "again"),
    ]  # fmt: skip
    assert len(str(result).splitlines()) == 4
    for metric in ("hands", "points"):
        for lang in ("en", "ru"):
            ax = plot_tournament(result, metric=metric, lang=lang)  # type: ignore[arg-type]
            assert len(ax.get_yticklabels()) == 3
            plt.close(ax.figure)
    ax = plot_tournament(result.matchups[0])
    assert [t.get_text() for t in ax.get_yticklabels()] == ["random vs greedy"]
    plt.close(ax.figure)



def _four_hands() -> Matchup:
    """Four hands, two deals: A wins 2, loses 1, wins 3, wins 1 (seats swapped each deal)."""
    return Matchup(("greedy", "random"), (
        HandRecord(11, 0, 0, Outcome(0, 2, "declared")),
        HandRecord(11, 0, 1, Outcome(0, 1, "last_trick")),
        HandRecord(12, 1, 0, Outcome(0, 3, "declared")),
        HandRecord(12, 1, 1, Outcome(1, 1, "last_trick")),
    ))  # fmt: skip


def test_a_results_table_speaks_the_current_language() -> None:
    # Worked by hand: 3 of 4 hands, Wilson [0.3006, 0.9544]; game points 2 + 3 + 1 against 1;
    # per hand 5/4 = 1.25, deal means 0.5 and 2.0, sd 1.0607, half 1.96 · 1.0607 / √2 = 1.470.
    m = _four_hands()
    row = ("75.0% [30.1%, 95.4%]", "6 : 1", "+1.25 [-0.22, +2.72]")
    assert m.row() == m.row("en") == ("greedy vs random", "4", *row)
    assert m.row("ru") == ("жадный — случайный", "4", "75,0\u00a0% [30,1\u00a0%; 95,4\u00a0%]",
                           "6 : 1", "+1,25 [−0,22; +2,72]")
    english = (
        "A vs B            hands  A's hands won (95 %)  game points A : B  "
        "A's points per hand (95 %)\n"
        "greedy vs random  4      75.0% [30.1%, 95.4%]  6 : 1              +1.25 [-0.22, +2.72]"
    )
    russian = (  # bot names in Russian, decimal commas, a semicolon between an interval's ends
        "A — B               партий  выиграно партий A (95 %)  победные очки A : B  "
        "очки A за партию (95 %)\n"
        "жадный — случайный  4       75,0\u00a0% [30,1\u00a0%; 95,4\u00a0%]   6 : 1                "
        "+1,25 [−0,22; +2,72]"
    )
    both = Tournament((m, m))
    assert str(m) == m.text("en") == english and m.text("ru") == russian
    assert str(both) == english + "\n" + english.splitlines()[1]
    html = m._repr_html_()
    assert "<th>A&#x27;s hands won (95 %)</th>" in html and "<td>greedy vs random</td>" in html
    with language("ru"):
        assert str(m) == russian and m.text("en") == english
        assert str(both) == russian + "\n" + russian.splitlines()[1]
        html = both._repr_html_()
        assert "<th>выиграно партий A (95 %)</th>" in html
        assert html.count("<td>жадный — случайный</td>") == 2 and "vs" not in html


def test_tournament_arguments() -> None:
    with pytest.raises(StrategyError, match="takes 2 to 50 bots, got 1"):
        tournament({"one": random_bot})
    with pytest.raises(StrategyError, match="deals must be"):
        head_to_head(random_bot, random_bot, deals=0)
    with pytest.raises(StrategyError, match="cannot be sent to worker processes"):
        head_to_head(lambda v, r: random_bot(v, r), random_bot, deals=2, workers=2)


def test_tournament_seeds_follow_the_one_seed_rule() -> None:
    for bad in (2**200, MAX_SEED + 1, -1, 1.5, "x", True):
        with pytest.raises(DealError, match=r"seed must be a whole number from 0 to 2\^128 − 1"):
            head_to_head(random_bot, random_bot, deals=1, seed=bad)  # type: ignore[arg-type]
        with pytest.raises(DealError, match="seed must be"):
            tournament({"a": random_bot, "b": random_bot}, deals=1, seed=bad)  # type: ignore[arg-type]
    top = head_to_head(random_bot, random_bot, deals=2, seed=MAX_SEED)
    assert top.seed == MAX_SEED and top.hands == 4
    fresh = head_to_head(greedy_bot, random_bot, deals=3, seed=None)
    assert fresh.seed is not None and 0 <= fresh.seed <= MAX_SEED
    assert fresh == head_to_head(greedy_bot, random_bot, deals=3, seed=fresh.seed)
    both = tournament({"a": random_bot, "b": greedy_bot, "c": random_bot}, deals=2, seed=None)
    assert len({m.seed for m in both.matchups}) == 1 and both.matchups[0].seed is not None
    assert [r.seed for r in both.matchups[0].records] == [r.seed for r in both.matchups[2].records]


@pytest.mark.slow
def test_workers_do_not_change_the_result() -> None:
    one = head_to_head(greedy_bot, random_bot, deals=6, seed=9)
    two = head_to_head(greedy_bot, random_bot, deals=6, seed=9, workers=2)
    assert one == two


def test_importing_the_package_does_not_load_sixtysix() -> None:
    code = (
        "import sys, pyanitsa_edu; "
        "assert 'pyanitsa_edu.sixtysix' not in sys.modules; "
        "import pyanitsa_edu.sixtysix; "
        "bad = [m for m in ('ipywidgets', 'matplotlib', 'IPython') if m in sys.modules]; "
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
