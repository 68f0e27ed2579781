"""Arbitrary Python values at every public entry point: a result or a package error, nothing else.

Every name of ``from pyanitsa_edu import *``, of :mod:`pyanitsa_edu.analysis`, of
:mod:`pyanitsa_edu.pyanitsa.engine.tactical`, the pinned names of :mod:`pyanitsa_edu.sixtysix` (its
boundary: dealing, moves, scores, whole hands and matches) and the widgets' constructors is
called with arguments drawn from :func:`generated.wild_values` (None, ints huge and negative,
floats, bools, text of 100,000 characters, bytes, sets, dicts, nested lists, cards, numpy
scalars …), mixed with plausible values so that the calls also get past the first check. A
call must return, or raise a :class:`~pyanitsa_edu.errors.PyanitsaError`: any other exception
fails the test, and so does a call that takes longer than :data:`HANG_SECONDS`.

The value kinds that found bugs (:mod:`odd_values`: NaN, inf, huge ints, objects whose dunder
methods raise, endless iterators, lists nested 5,000 deep) are drawn everywhere too. An object
whose own method raises may have its error go through unchanged (:class:`odd_values.OwnError`:
the user's bug shown as it is, like a bot that raises), but an endless iterator read without end
fails the test (:class:`odd_values.Overread`). The self-checks are left out here: they never
raise, and ``tests/checks/test_odd_values.py`` calls each with every odd value.

Valid counts are kept small where they would only mean a long computation (the number of hands
of a Sixty-six tournament, the states of a Markov chain), but counts far past their upper bound
(10**12, 10**400) are drawn everywhere: every public count must be refused before work starts
(:func:`test_every_public_count_is_bounded_before_work_starts` names each).
"""

from __future__ import annotations

import enum
import inspect
import itertools
import os
import random
import signal
import types
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager, suppress
from typing import Any

import matplotlib

matplotlib.use("Agg")

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pyanitsa_edu
import pyanitsa_edu.analysis
import pyanitsa_edu.pyanitsa.engine.tactical as tactical
import pyanitsa_edu.sixtysix as sixtysix
from generated import wild_values
from odd_values import OwnError, odd_strategy
from pyanitsa_edu import Game, Rules, deal, deal_code
from pyanitsa_edu.errors import PyanitsaError
from pyanitsa_edu.i18n.language import get_language, set_language
from variants import PAIR_DECK, SMALL_DECK, TINY_DECK

HANG_SECONDS = 20
"""A call taking longer than this counts as a hang."""

ODD = odd_strategy()
"""The value kinds that found bugs (:mod:`odd_values`): NaN, inf, huge ints, raising dunder
methods, endless iterators, deeply nested lists."""
WILD = st.one_of(wild_values(), ODD)
NOT_CALLABLE = st.one_of(wild_values(callables=False), ODD)
"""Wild values for a parameter that takes a function: a function given there is called, and
may fail in its own way (a bot that raises is the bot's bug, shown as it is)."""
SMALL_COUNT = st.one_of(st.integers(-2, 3), st.sampled_from([10**12, 10**400, 2**63]),
                        wild_values(ints=st.integers(-3, 3)), ODD)
"""Counts: small when valid (a valid count only makes a computation longer), or far past
their upper bound (refused before any work)."""

SAFE_RULES = [
    Rules(),
    Rules(deck=SMALL_DECK),
    Rules(deck=PAIR_DECK, war_face_down=0, war_shortfall="last_card_up"),
    Rules(deck=TINY_DECK, collect="seat_order", max_tricks=30),
    Rules(deck=SMALL_DECK, collect="shuffled", max_tricks=200),
    Rules(deck=SMALL_DECK, players=3, table_cycle="rank_order"),
    Rules(deck=SMALL_DECK, collect="loser_first", detect_cycles=False, max_tricks=50),
    Rules(deck=SMALL_DECK, collect="seat_order", detect_cycles=False),  # may never end: refused
    Rules(collect="winner_first", detect_cycles=False),  # refused too
]
"""Rules whose games end quickly, or that are refused before a trick is played."""

RULES = st.one_of(st.sampled_from([*SAFE_RULES, None, "classic", "seat_order", "deck52"]), WILD)


def _deals_for(rules: object) -> st.SearchStrategy[object]:
    """Return piles: a real deal of ``rules`` (or of the classic rules), text piles, wild."""
    real = rules if isinstance(rules, Rules) else Rules()
    text = st.lists(st.sampled_from(["6♣ 7♦", "A♥", "", "K♠ K♠", "ТD", "6♣,A♠;7♥"]), max_size=3)
    return st.one_of(
        st.integers(0, 2**32).map(lambda seed: deal(real, seed)),
        st.integers(0, 2**32).map(lambda seed: [list(p) for p in deal(real, seed)]),
        text,
        st.lists(st.lists(WILD, max_size=3), max_size=3),
        WILD,
    )


@st.composite
def _arguments(
    draw: st.DrawFn, func: Callable[..., object], special: Mapping[str, st.SearchStrategy[object]]
) -> dict[str, object]:
    """Return keyword arguments for ``func``: each parameter drawn from ``special`` or from
    the plausible values of its name, or left out when it has a default."""
    drawn: dict[str, object] = {}
    for name, parameter in inspect.signature(func).parameters.items():
        if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
            continue
        if parameter.default is not parameter.empty and draw(st.integers(0, 3)) == 0:
            continue
        drawn[name] = draw(special[name] if name in special else _plausible(name, drawn))
    return drawn


def _plausible(name: str, drawn: Mapping[str, object]) -> st.SearchStrategy[object]:
    """Return the values tried for a parameter called ``name`` (``drawn``: those before it)."""
    rules = drawn.get("rules")
    if name == "rules":
        return RULES
    if name == "piles":
        return _deals_for(rules)
    if name == "deals":
        return st.one_of(st.lists(_deals_for(rules), max_size=3), WILD)
    if name in ("seed", "first_dealer", "dealer", "human"):
        return st.one_of(st.integers(-3, 3), st.integers(0, 2**130), WILD)
    if name in ("a", "b", "rank", "card", "lead", "follow"):
        return st.one_of(st.sampled_from(["6♣", "A♥", "6", "A", "т", "10D", "Q♠", "K♥"]), WILD)
    if name in ("cards", "order"):
        return st.one_of(st.lists(st.sampled_from(["6♣", "A♥", "K♠", "Q♥", "10D"]), max_size=4),
                         WILD)
    if name in ("code", "text"):
        return st.one_of(
            st.integers(0, 99).map(lambda seed: deal_code(deal(seed=seed))),
            st.sampled_from(["play A♠", "marriage K♥", "close", "exchange"]),
            WILD,
        )
    if name == "lang":
        return st.one_of(st.sampled_from(["en", "ru"]), WILD)
    if name == "progress":
        return st.one_of(st.booleans(), st.just(lambda done, total: None), NOT_CALLABLE)
    if name == "strategies":
        moves = st.sampled_from([tactical.top_card, tactical.highest_first, tactical.beat_or_dump,
                                 tactical.random_card(1), lambda view: None])
        return st.one_of(st.lists(moves, min_size=2, max_size=3), NOT_CALLABLE)
    if name in ("until", "strategy"):
        return st.one_of(st.just(lambda *args: False), NOT_CALLABLE)
    return WILD


def _check(func: Callable[..., object], kwargs: dict[str, Any]) -> None:
    """Call ``func``; return on a result or a package error, fail on anything else. The
    language setting, the one global a call may change (``set_language``), is put back."""
    before = get_language()
    try:
        with _time_limit(HANG_SECONDS), suppress(PyanitsaError, OwnError):
            func(**kwargs)
    finally:
        set_language(before)


class Hung(BaseException):
    """A call ran past its time limit (a BaseException, so no ``except Exception`` hides it)."""


@contextmanager
def _time_limit(seconds: float) -> Iterator[None]:
    """Raise Hung in the block after ``seconds`` (a timer signal: main thread only)."""

    def stop(_signal: int, _frame: object) -> None:
        raise Hung(f"no answer after {seconds} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# --- the entry points ---------------------------------------------------------------------


def game_run(piles: object, rules: object = None, seed: object = None) -> object:
    """Build a Game and play it to its end."""
    return Game(piles, rules, seed).run()  # type: ignore[arg-type]


def game_steps(piles: object, rules: object = None, seed: object = None) -> object:
    """Build a Game and play three tricks (or fewer, if it ends)."""
    game = Game(piles, rules, seed)  # type: ignore[arg-type]
    for _ in range(3):
        if not game.over:
            game.step()
    return game.piles


def tactical_run(
    piles: object, strategies: object, rules: object = None, seed: object = None
) -> object:
    """Build a TacticalGame and play it to its end."""
    return tactical.TacticalGame(piles, strategies, rules, seed).run()  # type: ignore[arg-type]


def resume(history: object, rules: object = None) -> object:
    """Resume a game from ``history``."""
    return Game.from_history(history, rules)  # type: ignore[arg-type]


def _histories() -> st.SearchStrategy[object]:
    """Return real histories, cut or with a snapshot swapped for a wild value, and wild ones."""

    def history(seed: int, cut: int) -> list[object]:
        game = Game(deal(seed=seed))
        for _ in range(4):
            game.step()
        return list(game.history)[cut:]

    real = st.builds(history, st.integers(0, 50), st.integers(0, 4))
    spoiled = st.builds(lambda h, k, v: [*h[:k], v, *h[k + 1 :]], real, st.integers(0, 4), WILD)
    return st.one_of(real, spoiled, st.lists(WILD, max_size=3), WILD)


def replace_rules(rules: object, changes: object) -> object:
    """Change a Rules value's options."""
    if not isinstance(changes, dict) or not all(isinstance(k, str) for k in changes):
        return None  # not keyword arguments: Python itself would refuse the call
    return Rules().replace(**changes) if rules is None else SAFE_RULES[1].replace(**changes)


def _public(module: object, skip: set[str]) -> list[tuple[str, Callable[..., object]]]:
    """Return the callables of ``module.__all__``, error classes and type aliases left out."""
    found = []
    for name in module.__all__:  # type: ignore[attr-defined]
        value = getattr(module, name)
        if name in skip or not callable(value):
            continue
        if isinstance(value, type) and issubclass(value, BaseException):
            continue
        if isinstance(value, types.GenericAlias) or type(value).__module__ == "typing":
            continue  # type aliases: Strategy, Bot, …
        if isinstance(value, enum.EnumMeta):
            continue  # enums (Termination, its alias Reason): read through .parse, below
        found.append((f"{module.__name__}.{name}", value))  # type: ignore[attr-defined]
    return found


SIXTYSIX_PINNED = [
    "new_hand", "deal_hand", "parse_cards", "Move", "card_points", "trick_winner", "game_points",
    "new_match", "play_hand", "play_match", "head_to_head", "tournament", "make_sampling_bot",
    "SamplingBot",
]
"""The boundary of the Sixty-six package: what a notebook calls with its own values. Records,
views and states, solvers and bots take values the engine made, and are not in this list."""

BOT = st.one_of(
    st.sampled_from([sixtysix.random_bot, sixtysix.greedy_bot, lambda view, rng: None]),
    NOT_CALLABLE,
)
SIXTYSIX_SPECIAL: dict[str, st.SearchStrategy[object]] = {
    "bot0": BOT,
    "bot1": BOT,
    "bot_a": BOT,
    "bot_b": BOT,
    "bots": st.one_of(st.dictionaries(st.sampled_from(["a", "b"]), BOT, max_size=2),
                      NOT_CALLABLE),
    "deals": SMALL_COUNT,
    "samples": SMALL_COUNT,
    "start": SMALL_COUNT,
    "workers": st.one_of(st.just(1), wild_values(ints=st.integers(-2, 1))),
    "kind": st.one_of(st.sampled_from(["play", "marriage", "close", "declare"]), WILD),
}

ENTRY_POINTS: list[tuple[str, Callable[..., object], dict[str, st.SearchStrategy[object]]]] = [
    *((name, f, {}) for name, f in _public(pyanitsa_edu, {"PRESETS"})),
    *((name, f, {"max_states": SMALL_COUNT}) for name, f in _public(pyanitsa_edu.analysis, set())),
    *((name, f, {}) for name, f in _public(tactical, set())),
    *(
        (f"pyanitsa_edu.sixtysix.{name}", getattr(sixtysix, name), SIXTYSIX_SPECIAL)
        for name in SIXTYSIX_PINNED
    ),
    ("pyanitsa_edu.Card.parse", pyanitsa_edu.Card.parse, {}),
    ("pyanitsa_edu.Termination.parse", pyanitsa_edu.Termination.parse, {}),
    ("pyanitsa_edu.Termination.from_code", pyanitsa_edu.Termination.from_code, {}),
    ("pyanitsa_edu.Deck.standard", pyanitsa_edu.Deck.standard, {}),
    ("pyanitsa_edu.Rules.replace", replace_rules, {"changes": st.one_of(
        st.dictionaries(st.sampled_from(["deck", "players", "max_tricks", "collect", "seed"]),
                        WILD, max_size=2), WILD)}),
    ("pyanitsa_edu.Game.run", game_run, {}),
    ("pyanitsa_edu.Game.step", game_steps, {}),
    ("pyanitsa_edu.Game.from_history", resume, {"history": _histories()}),
    ("pyanitsa_edu.pyanitsa.engine.tactical.TacticalGame.run", tactical_run, {}),
    ("pyanitsa_edu.sixtysix.Move.play", sixtysix.Move.play, {}),
    ("pyanitsa_edu.sixtysix.Move.marriage", sixtysix.Move.marriage, {}),
    ("pyanitsa_edu.sixtysix.Move.parse", sixtysix.Move.parse, {}),
]

EXAMPLES = int(os.environ.get("PYANITSA_FUZZ_EXAMPLES", "40"))
"""Examples per entry point (set PYANITSA_FUZZ_EXAMPLES to search longer)."""


@pytest.mark.parametrize(
    ("name", "func", "special"), ENTRY_POINTS, ids=[e[0] for e in ENTRY_POINTS]
)
@pytest.mark.slow
def test_arbitrary_values_give_a_result_or_a_package_error(
    name: str, func: Callable[..., object], special: dict[str, st.SearchStrategy[object]]
) -> None:
    @settings(max_examples=EXAMPLES, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(_arguments(func, special))
    def check(kwargs: dict[str, Any]) -> None:
        _check(func, kwargs)

    check()


# --- the widgets' constructors ------------------------------------------------------------

WIDGETS = ["table_widget", "ranking_widget", "deal_explorer", "simulation_panel",
           "sixtysix_widget"]


@pytest.mark.parametrize("factory", WIDGETS)
def test_widgets_take_arbitrary_values_or_name_them(factory: str) -> None:
    import pyanitsa_edu.widgets as widgets

    make = getattr(widgets, factory)
    special = {"bot": st.one_of(st.sampled_from(["random", "greedy"]), NOT_CALLABLE),
               "games": st.one_of(st.integers(-1, 50), WILD), "war_steps": WILD}

    @settings(max_examples=max(1, EXAMPLES * 5 // 8), database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(_arguments(make, special))
    def check(kwargs: dict[str, Any]) -> None:
        _check(make, kwargs)

    check()


def test_the_entry_points_are_all_here() -> None:
    """A new public name joins the test by itself; the list is not silently short."""
    names = {name for name, _, _ in ENTRY_POINTS}
    assert len(names) == len(ENTRY_POINTS) >= 60
    for expected in ("pyanitsa_edu.play", "pyanitsa_edu.simulate", "pyanitsa_edu.Deck",
                     "pyanitsa_edu.analysis.markov_chain", "pyanitsa_edu.sixtysix.new_hand",
                     "pyanitsa_edu.pyanitsa.engine.tactical.TacticalGame",
                     "pyanitsa_edu.parse_deal_code"):
        assert expected in names


# --- every public count has an upper bound, checked before any work ------------------------

HUGE = 10**12


def _counts() -> dict[str, Callable[[], object]]:
    """Return a call for every public count of the package, each given 10**12."""
    import pyanitsa_edu.widgets as widgets
    from pyanitsa_edu.analysis import markov_chain, random_deals
    from pyanitsa_edu.sixtysix.tournament import deal_seeds

    shuffled = Rules(deck=SMALL_DECK, collect="shuffled")
    piles = deal(shuffled, seed=1)
    view = sixtysix.new_hand(seed=2).view()
    greedy, rand = sixtysix.greedy_bot, sixtysix.random_bot
    return {
        "simulate(n)": lambda: pyanitsa_edu.simulate(HUGE),
        "random_deals(n)": lambda: random_deals(HUGE, Rules(), 1),
        "exact_outcomes(max_deals)": lambda: pyanitsa_edu.exact_outcomes(shuffled,
                                                                         max_deals=HUGE),
        "markov_chain(max_states)": lambda: markov_chain(piles, shuffled, max_states=HUGE),
        "expected_outcome(max_states)": lambda: pyanitsa_edu.expected_outcome(
            piles, shuffled, max_states=HUGE),
        "Rules(max_tricks)": lambda: Rules(max_tricks=HUGE + 1),
        "Rules(players)": lambda: Rules(players=HUGE),
        "Rules(war_face_down)": lambda: Rules(war_face_down=HUGE),
        "Deck(suits)": lambda: pyanitsa_edu.Deck(["6", "A"], HUGE),
        "Deck(ranks, endless)": lambda: pyanitsa_edu.Deck(map(str, itertools.count())),
        "simulation_panel(games)": lambda: widgets.simulation_panel(games=HUGE),
        "head_to_head(deals)": lambda: sixtysix.head_to_head(greedy, rand, deals=HUGE),
        "head_to_head(workers)": lambda: sixtysix.head_to_head(greedy, rand, 1, workers=HUGE),
        "tournament(deals)": lambda: sixtysix.tournament({"g": greedy, "r": rand}, deals=HUGE),
        "deal_seeds(deals)": lambda: deal_seeds(HUGE, 1),
        "new_match(start)": lambda: sixtysix.new_match(start=HUGE),
        "play_match(start)": lambda: sixtysix.play_match(greedy, rand, start=HUGE),
        "make_sampling_bot(samples)": lambda: sixtysix.make_sampling_bot(HUGE),
        "SamplingBot(samples)": lambda: sixtysix.SamplingBot(HUGE),
        "estimate_moves(samples)": lambda: sixtysix.estimate_moves(view, random.Random(0), HUGE),
    }


@pytest.mark.parametrize("name", sorted(_counts()))
def test_every_public_count_is_bounded_before_work_starts(name: str) -> None:
    """10**12 (or an endless iterator) where a count goes is refused by the count's own check,
    at once: without one, the call would run for hours or until memory runs out."""
    with pytest.raises(PyanitsaError) as refused:
        _counts()[name]()
    assert len(str(refused.value)) < 300
