"""Self-checks that judge fairly: a round guess never passes a statistical task at the task's own
n, an estimate from too few games hears what the task asks for (and its mistake), hints call a
value rounded only when it is, and a student's own engine is compared with the library's deal
by deal."""

from __future__ import annotations

import importlib
from collections import deque
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from pyanitsa_edu import Deck, Rules, compare, deal, deal_code, play
from pyanitsa_edu.checks import (
    check_ace_in_top_three,
    check_aces_given_win,
    check_bootstrap_interval,
    check_close_share,
    check_close_value,
    check_cycle_share,
    check_detection_rate,
    check_false_alarm_rate,
    check_ignorant_dealer,
    check_long_game_share,
    check_longer_with_rule,
    check_marriage_share,
    check_own_engine,
    check_permutation_p,
    check_rank_effect,
    check_share_estimate,
    check_short_game_share,
    check_small_deck_share,
    check_table_cycle_share,
    check_three_point_share,
    check_wald_coverage,
    check_walk_length,
    check_walk_reach,
    check_win_estimate,
    check_win_given_aces,
    estimates,
)
from pyanitsa_edu.checks.hints import describe_miss
from pyanitsa_edu.i18n.language import language

from .helpers import BROKEN_FUNCTIONS, run

# --- a round guess never passes a statistical task at its own n ---------------------------------


def _views() -> tuple[Any, Any]:
    """Return the two positions of exercise 22: player 1's first lead, and a later one."""
    from pyanitsa_edu.sixtysix import greedy_bot, new_hand, play_hand, sampling_bot

    first = new_hand(seed=4, dealer=0).view()
    later = play_hand(greedy_bot, sampling_bot, seed=137, dealer=0).replay()[7].view()
    return first, later


SMALL = Rules(deck=Deck(ranks=["6", "7", "A"], suits=3))
NO_RULE = Rules(deck=Deck(ranks=["9", "10", "J", "Q", "K", "A"], suits=4), collect="seat_order",
                low_beats_ace=False)
TINY = Rules(deck=Deck(["6", "7", "A"], suits=2), collect="shuffled")
DEAL6 = ["7♣ 6♦ 6♣", "A♦ 7♦ A♣"]

Task = Callable[[Any, Any], Any]
TASKS: dict[str, Task] = {
    "02 an ace among the top three cards": lambda a, n: check_ace_in_top_three(a, n=n),
    "03 tables with no unbeaten card": lambda a, n: check_table_cycle_share(a, n=n),
    "05 games longer than 200 tricks": lambda a, n: check_long_game_share(a, n=n),
    "06 P(player 0 wins) on nine cards": lambda a, n: check_small_deck_share(a, SMALL, n=n),
    "10 the dealer who does not know": lambda a, n: check_ignorant_dealer(a, n=n),
    "18 false alarms": lambda a, n: check_false_alarm_rate(a, n=n),
    "21 coverage of the textbook interval": lambda a, n: check_wald_coverage(a, n=n),
    "22 the opponent holds a marriage": lambda a, n: check_marriage_share(_views()[0], a, n=n),
    "23 closing wins": lambda a, n: check_close_share(_views()[1], a, n=n),
    "23 game points of closing": lambda a, n: check_close_value(_views()[1], a, n=n),
    "25 detection rate": lambda a, n: check_detection_rate(a, p=0.6, hands=50, n=n),
    "25 three-point hands": lambda a, n: check_three_point_share(a, n=n),
}
"""The statistical tasks whose check judges the answer the exercise passes (a number with its n,
or the per-game array in its place), as its exercise calls its check."""

REFUSING: dict[str, tuple[Task, str]] = {
    "07 games of at most 25 tricks": (lambda a, n: check_short_game_share(a, n=n),
                                      "lengths=sim.tricks"),
    "09 P(win | all the aces)": (lambda a, n: check_win_given_aces(a, n=n), "won= and aces="),
    "09 P(all the aces | win)": (lambda a, n: check_aces_given_win(a, n=n), "won= and aces="),
    "13 the ace's effect": (lambda a, n: check_rank_effect(a, "A", n=n, rules=Rules(deck=52)),
                            "wins= and held="),
    "13 the king's effect": (lambda a, n: check_rank_effect(a, "K", n=n, rules=Rules(deck=52)),
                             "wins= and held="),
    "13 longer with the rule": (lambda a, n: check_longer_with_rule(a, n=n),
                                "with_rule= and without_rule="),
    "14 deals that cycle": (lambda a, n: check_cycle_share(a, NO_RULE, n=n), "the 0/1 array"),
    "16 mean length of a walk": (lambda a, n: check_walk_length(a, n=n),
                                 "the array of your walks' lengths"),
    "16 walks that reach 36 first": (lambda a, n: check_walk_reach(a), "the 0/1 array"),
    "17 P(player 0 wins), simulated": (lambda a, n: check_win_estimate(a, DEAL6, TINY, n=n),
                                       'the 0/1 array "player 0 won"'),
    "19 a bootstrap interval": (lambda a, n: check_bootstrap_interval(a, n=n), "winner="),
    "19 a permutation p-value": (lambda a, n: check_permutation_p(a, n=n),
                                 "a=, b= and shuffles="),
}
"""The statistical tasks whose exercise passes per-game arrays and whose check refuses a number
without them: each as its exercise calls it, with a bare number (and its n) in place of the
arrays, and the words of the hint that names what to pass. That the answer beside the arrays
must be the share they give is tested with a student's arrays in ``test_lesson09``
and ``test_lesson13``."""


class Judged:
    """Records what a check hands to :func:`judge_estimate`: its truth and its minimum n."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    def __call__(self, name: str, answer: Any, n: Any, truth: float, sd: float,
                 **options: Any) -> Any:
        self.calls.append({"truth": truth, "sd": sd, **options})
        return REAL_JUDGE(name, answer, n, truth, sd, **options)


REAL_JUDGE = estimates.judge_estimate


def _judged(monkeypatch: pytest.MonkeyPatch) -> Judged:
    """Return a recorder put in place of ``judge_estimate`` in every module that calls it."""
    recorder = Judged()
    for path in sorted(Path(estimates.__file__).parent.glob("[a-z]*.py")):
        module = importlib.import_module(f"pyanitsa_edu.checks.{path.stem}")
        if module is not estimates and getattr(module, "judge_estimate", None) is REAL_JUDGE:
            monkeypatch.setattr(module, "judge_estimate", recorder)
    return recorder


def _judges(fn: Callable[..., Any], module: Any) -> bool:
    """Return True when ``fn``, or a function of its own module that it calls, calls
    ``judge_estimate``."""
    import inspect

    source = inspect.getsource(fn)
    helpers = [g for name, g in vars(module).items() if inspect.isfunction(g)
               and g.__module__ == module.__name__ and g is not fn and f"{name}(" in source]
    return any("judge_estimate(" in inspect.getsource(g) for g in [fn, *helpers])


def test_every_statistical_check_is_a_task_here() -> None:
    """Every check of a lesson module that judges an estimate, itself or through a helper of its
    module, is listed in :data:`TASKS` or :data:`REFUSING`, so a new statistical task cannot
    escape the round-guess tests."""
    import inspect

    import pyanitsa_edu.checks as package

    listed = inspect.getsource(inspect.getmodule(test_every_statistical_check_is_a_task_here))
    listed = listed[listed.index("TASKS: dict"):listed.index("class Judged:")]
    statistical = set()
    for path in sorted(Path(package.__file__).parent.glob("lesson*.py")):
        module = importlib.import_module(f"pyanitsa_edu.checks.{path.stem}")
        checks = [(name, fn) for name, fn in vars(module).items() if name.startswith("check_")
                  and inspect.isfunction(fn) and fn.__module__ == module.__name__]
        statistical |= {name for name, fn in checks if _judges(inspect.unwrap(fn), module)}
    assert {"check_long_game_share", "check_walk_length", "check_win_given_aces"} <= statistical
    missing = sorted(name for name in statistical if f"{name}(" not in listed)
    assert not missing, f"statistical checks with no task in TASKS or REFUSING: {missing}"


def round_guesses(truth: float) -> list[float]:
    """Return the guesses a student could make without simulating anything: 0, 0.5, 1, and the
    truth rounded to the nearest 0.01 (for a mean, to the nearest whole number too)."""
    guesses = {0.0, 0.5, 1.0, round(truth, 2)}
    if abs(truth) > 1:
        guesses.add(float(round(truth)))
    return sorted(guesses)


def _passing_round_guesses(task: Task, judged: Judged,
                           capsys: pytest.CaptureFixture[str]) -> list[float]:
    """Return the round guesses that pass ``task`` at its own (smallest) n."""
    run(capsys, lambda: task(0.123456789, 10**9))
    assert judged.calls, "the check never reached its judge"
    truth, least = judged.calls[-1]["truth"], judged.calls[-1].get("min_n", 1_000)
    return [g for g in round_guesses(truth) if run(capsys, lambda g=g: task(g, least))[0]]


@pytest.mark.slow
@pytest.mark.parametrize("task", list(TASKS))
def test_no_round_guess_passes_a_statistical_task_at_its_own_n(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], task: str
) -> None:
    passing = _passing_round_guesses(TASKS[task], _judged(monkeypatch), capsys)
    assert not passing, f"{task}: the round guesses {passing} pass"


@pytest.mark.parametrize("task", list(REFUSING))
def test_a_task_that_takes_arrays_refuses_any_bare_number_and_names_what_to_pass(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], task: str
) -> None:
    """No number passes without the arrays, whatever its value and n: the check refuses it
    before judging anything, with a hint that names the arrays to pass."""
    call, needle = REFUSING[task]
    judged = _judged(monkeypatch)
    for guess in (0.0, 0.5, 1.0, 0.01, 0.93, 0.1, 260.0, 260, 0.123456789):
        for n in (None, 1_000, 10**9):
            ok, out = run(capsys, lambda g=guess, m=n: call(g, m))
            assert not ok and out.startswith("✗") and needle in out, (guess, n, out)
            assert out.count("\n") == 1, out
    assert not judged.calls, judged.calls


def test_the_round_guess_test_would_see_a_guessable_task(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same task that takes a bare number (no per-game values) lets 0.06 pass for a share of
    0.0627 at 5,000 draws: the test above would fail on it."""
    def guessable(answer: Any, n: Any) -> Any:
        return estimates.check_share_estimate("tables", answer, 448 / 7140, n=n, min_n=5_000)

    recorder = Judged()
    monkeypatch.setattr(estimates, "judge_estimate", recorder)
    assert _passing_round_guesses(guessable, recorder, capsys) == [0.06]


@pytest.mark.parametrize("name", sorted(n for n in TASKS if n[:2] in {"03", "05", "06"}))
def test_a_per_game_task_takes_the_array_and_names_why_not_a_number(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    ok, out = run(capsys, lambda: TASKS[name](0.0627, 10**6))
    assert not ok and "not a number" in out, out


def test_the_tasks_pass_their_per_game_arrays(capsys: pytest.CaptureFixture[str]) -> None:
    from pyanitsa_edu import simulate, unbeaten

    rng = np.random.default_rng(1)
    cards = Rules().deck.cards
    draws = [not unbeaten([cards[i] for i in rng.choice(36, 3, replace=False)])
             for _ in range(5_000)]
    assert run(capsys, lambda: check_table_cycle_share(np.array(draws)))[0]
    assert run(capsys, lambda: check_long_game_share(simulate(5_000, seed=11).tricks > 200))[0]
    sim = simulate(2_000, rules=SMALL, seed=3)
    assert run(capsys, lambda: check_small_deck_share(sim.winner == 0, SMALL))[0]


# --- too few games: what the task asks for, and the mistake already visible ---------------------


def test_too_few_games_hear_what_the_task_asks_for_and_no_false_claim(
    capsys: pytest.CaptureFixture[str],
) -> None:
    ok, out = run(capsys, lambda: check_share_estimate("s", 0.3, 0.31, n=50))
    assert not ok
    assert "asks for at least 1,000 games" in out and "you" in out
    assert "almost any guess" not in out and "Already" not in out


@pytest.mark.parametrize(("guess", "kind"), [
    (6.3, "percentage"), (0.69, "factor"), (-0.06, "sign"), (float("nan"), "nan")])
def test_too_few_games_still_get_the_diagnosis(
    capsys: pytest.CaptureFixture[str], guess: float, kind: str
) -> None:
    ok, out = run(capsys, lambda: check_share_estimate("s", guess, 0.063, n=100))
    assert not ok and "at least 1,000 games" in out and kind in out, out


def test_too_few_games_still_name_a_known_mistake(capsys: pytest.CaptureFixture[str]) -> None:
    from pyanitsa_edu.checks.reference import reference, share_truth

    at_most = 1 - share_truth(reference(Rules()).tricks > 200).value
    k = round(100 * at_most)
    ok, out = run(capsys, lambda: check_long_game_share(np.r_[np.ones(k), np.zeros(100 - k)]))
    assert not ok and "at least 5,000 games" in out and "at most 200 tricks" in out, out


def test_the_russian_line_for_too_few_games(capsys: pytest.CaptureFixture[str]) -> None:
    with language("ru"):
        ok, out = run(capsys, lambda: check_share_estimate("доля", 6.3, 0.063, n=100))
    assert not ok and "задание требует не меньше 1\u00a0000 партий" in out
    assert "Уже сейчас видно: доля лежит между 0 и 1" in out, out


# --- hints: rounded only when rounded, the other seat, unfinished walks -------------------------


@pytest.mark.parametrize(("got", "expected"), [
    (0.5, 0.51), (Fraction(1, 2), 0.5004), (Fraction(1, 2), Fraction(51, 100)), (0.5, 0.5004),
    (0.06, 0.0627), (1, 1.0004)])
def test_a_round_guess_or_an_exact_value_is_never_told_more_decimals(
    got: Any, expected: Any
) -> None:
    assert "more decimals" not in describe_miss(got, expected)


@pytest.mark.parametrize(("got", "expected"), [
    (0.33, Fraction(1, 3)), (0.333, Fraction(1, 3)), (0.063, 0.0627), (0.51, 0.5104),
    (1 / 3 + 1e-12, Fraction(1, 3))])
def test_a_value_rounded_to_its_own_decimals_is_told_more_decimals(
    got: Any, expected: Any
) -> None:
    assert "more decimals" in describe_miss(got, expected)


def test_the_other_seat_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert "other player's value" in describe_miss(0.45, 0.55, other=0.45)
    assert "other player" in describe_miss(-0.1, 0.1)  # a difference seen from the other seat
    assert "other player's value" not in describe_miss(0.45, 0.55)
    with language("ru"):
        assert "соперника" in describe_miss(0.45, 0.55, other=0.45)


def test_unfinished_walks_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    rng = np.random.default_rng(3)
    walks = 10 + rng.choice([-1, 1], size=(1_000, 300)).cumsum(axis=1)
    over = (walks <= 0) | (walks >= 36)
    lengths = over.argmax(axis=1) + 1  # an unfinished walk gets length 1
    assert not over.all(axis=1).all()
    ok, out = run(capsys, lambda: check_walk_length(lengths))
    assert not ok and "never reached a wall" in out, out
    finished = float(lengths[over.any(axis=1)].mean())  # the mean of the finished walks alone
    ok, out = run(capsys, lambda: check_walk_length(finished, n=1_000))
    assert not ok and "pass the array of your walks' lengths" in out, out
    assert "factor of three" not in out


# --- a student's own engine against the library -------------------------------------------------


def own_engine(loser_first: bool = False, face_down: int = 1,
               six_rule: bool = True) -> Callable[[Any, Any], tuple[int | None, int]]:
    """Return a small classic engine as a student writes it (deques, one loop), or one with a
    subtle fault: the loser's cards first, an open war, or the six rule forgotten."""
    ranks = Rules().deck.ranks

    def beat(x: Any, y: Any) -> int:
        if six_rule:
            return compare(x, y)
        return ranks.index(x.rank) - ranks.index(y.rank)

    def play_game(pile_a: Any, pile_b: Any, most: int = 10_000) -> tuple[int | None, int]:
        a, b = deque(pile_a), deque(pile_b)
        short = face_down + 1
        for trick in range(1, most + 1):
            laid_a, laid_b = [a.popleft()], [b.popleft()]
            while beat(laid_a[-1], laid_b[-1]) == 0:
                if len(a) < short or len(b) < short:
                    return (None if len(a) < short and len(b) < short
                            else int(len(a) < short)), trick
                laid_a += [a.popleft() for _ in range(face_down + 1)]
                laid_b += [b.popleft() for _ in range(face_down + 1)]
            first = beat(laid_a[-1], laid_b[-1]) > 0
            mine, theirs = (laid_a, laid_b) if first else (laid_b, laid_a)
            (a if first else b).extend(theirs + mine if loser_first else mine + theirs)
            if not a or not b:
                return int(not a), trick
        return None, most

    return play_game


def test_a_right_engine_passes(capsys: pytest.CaptureFixture[str]) -> None:
    ok, out = run(capsys, lambda: check_own_engine(own_engine()))
    assert ok and out.startswith("✓") and "1,000 deals" in out, out


@pytest.mark.parametrize("wrong", [{"loser_first": True}, {"face_down": 0}, {"six_rule": False}])
def test_a_subtly_wrong_engine_hears_the_first_deal_where_it_differs(
    capsys: pytest.CaptureFixture[str], wrong: dict[str, Any]
) -> None:
    engine = own_engine(**wrong)
    first = next(s for s in range(1_000) if engine(*deal(seed=s)) != (
        play(deal(seed=s)).winner, play(deal(seed=s)).tricks))
    ok, out = run(capsys, lambda: check_own_engine(engine))
    assert not ok and out.count("\n") == 1, out
    assert f"deal(seed={first})" in out and deal_code(deal(seed=first)) in out, out
    expected = play(deal(seed=first))
    assert f"the library says player {expected.winner} wins after {expected.tricks:,} tricks" \
        in out, out
    winner, tricks = engine(*deal(seed=first))
    assert (f"your engine says player {winner} wins after {tricks:,} tricks" in out
            or f"your engine says a draw after {tricks:,} tricks" in out), out


def test_the_same_winner_after_another_length_is_told_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    right = own_engine()

    def one_trick_more(a: Any, b: Any) -> tuple[int | None, int]:
        winner, tricks = right(a, b)
        return winner, tricks + 1

    ok, out = run(capsys, lambda: check_own_engine(one_trick_more, deals=20))
    assert not ok and "The same winner, another length" in out and "deal(seed=0)" in out, out


@pytest.mark.parametrize(("engine", "needle"), [
    (lambda a, b: 0, "return a pair"),
    (lambda a, b: (2, 10), "return a pair"),
    (lambda a, b: (0, "many"), "return a pair"),
    (lambda a, b: 1 / 0, "ZeroDivisionError"),
])
def test_a_broken_engine_gets_one_line(capsys: pytest.CaptureFixture[str],
                                       engine: Any, needle: str) -> None:
    ok, out = run(capsys, lambda: check_own_engine(engine, deals=5))
    assert not ok and needle in out and "deal(seed=0)" in out and out.count("\n") == 1, out
    for broken in BROKEN_FUNCTIONS:
        ok, out = run(capsys, lambda b=broken: check_own_engine(b, deals=5))
        assert not ok and out.startswith("✗") and out.count("\n") == 1, (broken, out)


def test_an_engine_cannot_spoil_the_next_deal(capsys: pytest.CaptureFixture[str]) -> None:
    right = own_engine()

    def greedy(a: Any, b: Any) -> tuple[int | None, int]:
        assert isinstance(a, tuple) and isinstance(b, tuple)
        return right(a, b)

    assert run(capsys, lambda: check_own_engine(greedy, deals=50))[0]


def test_the_engine_check_speaks_russian(capsys: pytest.CaptureFixture[str]) -> None:
    with language("ru"):
        ok, out = run(capsys, lambda: check_own_engine(own_engine(loser_first=True), deals=50))
    assert not ok and "первая раздача, где они расходятся" in out and "выигрывает за" in out
