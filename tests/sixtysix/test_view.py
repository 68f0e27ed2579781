"""A view holds what its player may know and nothing else (docs/rules-66.md, "What the
players may know"): no opponent card he has not seen and no stock card, anywhere inside it."""

from __future__ import annotations

import contextlib
import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyanitsa_edu.errors import MoveError
from pyanitsa_edu.pyanitsa.cards import Card
from pyanitsa_edu.sixtysix import State, View, new_hand, random_bot

from .hands import random_states


def reachable(root: object) -> list[object]:
    """Return every object reachable from ``root`` through fields, slots, dicts and containers."""
    seen: dict[int, object] = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (str, int, float, bool, type(None))):
            continue
        seen[id(obj)] = obj
        if isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
        elif isinstance(obj, (tuple, list, set, frozenset)):
            todo.extend(obj)
        else:
            for klass in type(obj).__mro__:
                for name in getattr(klass, "__slots__", ()):
                    if hasattr(obj, name):
                        todo.append(getattr(obj, name))
            todo.extend(getattr(obj, "__dict__", {}).values())
            # functions and bound methods: what they close over or are bound to
            todo.extend(getattr(obj, "__closure__", None) or ())
            todo.extend(getattr(obj, "__defaults__", None) or ())
            for name in ("cell_contents", "__self__", "__func__", "__wrapped__"):
                with contextlib.suppress(AttributeError, ValueError):  # an empty cell
                    todo.append(getattr(obj, name))
    return list(seen.values())


def hidden_from(state: State, player: int) -> set[Card]:
    """Return the cards ``player`` must not see: the opponent's unseen cards and the stock."""
    opponent = 1 - player
    hidden = set(state.hands[opponent]) - set(state.exposed[opponent]) | set(state.stock)
    if state.closing is not None:
        hidden.discard(state.closing.trump_card)
    return hidden


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9))
def test_views_hold_no_hidden_card(seed: int) -> None:
    for state in random_states(seed):
        for player in (0, 1):
            view = state.view(player)
            found = reachable(view)
            assert not any(isinstance(obj, State) for obj in found)
            cards = {obj for obj in found if isinstance(obj, Card)}
            leak = cards & hidden_from(state, player)
            assert not leak, f"player {player} can see {leak}"
            assert cards >= set(state.hands[player])


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9))
def test_unseen_cards(seed: int) -> None:
    for state in random_states(seed):
        for player in (0, 1):
            view = state.view(player)
            opponent = set(state.hands[1 - player])
            unseen = set(view.unseen())
            expected = opponent | set(state.stock)
            if state.closing is not None:
                expected.discard(state.closing.trump_card)
            assert unseen == expected
            if state.trump_card is None and not state.stock:
                assert view.perfect_information and unseen == opponent
            assert set(view.opponent_known) <= opponent
            assert view.opponent_hand_size == len(opponent)
            assert view.stock_size == len(state.stock)


def test_view_fields_and_legal_moves() -> None:
    state = new_hand(seed=5, dealer=1)
    view = state.view()
    assert view.player == 0 == state.to_move
    assert view.legal_moves() == state.legal_moves()
    assert state.view(1).legal == ()
    assert view.hand == state.hands[0] and view.trump_card == state.trump_card
    assert view.phase == 1 and view.leader == 0 and not view.over and view.last_trick is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]
    with pytest.raises(MoveError, match="player must be 0 or 1"):
        state.view(2)
    assert isinstance(view, View) and "View of player 0" in repr(view)


def test_the_walk_finds_a_card_hidden_in_a_closure_or_slot() -> None:
    """The secrecy test would notice a view that kept the state somewhere private."""
    state = new_hand(seed=3)

    def make_peek(secret: State) -> object:
        return lambda: secret.hands

    class Sneaky:
        __slots__ = ("_peek",)

        def __init__(self) -> None:
            self._peek = make_peek(state)

    for holder in (Sneaky(), {"x": (make_peek(state),)}, [state.stock]):
        cards = {obj for obj in reachable(holder) if isinstance(obj, Card)}
        assert cards & hidden_from(state, 0)


def test_view_text_says_where_the_trump_went_and_whose_points_come_first() -> None:
    drawn = closed = 0
    for seed in range(60):
        rng = random.Random(seed)
        state = new_hand(seed=seed)
        while state.outcome is None:
            for player in (0, 1):
                view = state.view(player)
                text = view.text("en")
                me, them = view.points[player], view.points[1 - player]
                assert f"points: you {me}, opponent {them}" in text
                assert f"у вас {me}, у соперника {them}" in view.text("ru")
                if state.trump_card is not None:
                    assert f"({state.trump_card} face up)" in text
                elif state.closing is not None:
                    closed += 1
                    assert f"({state.closing.trump_card} turned down)" in text
                else:
                    drawn += 1
                    assert "(taken with the last draw)" in text
                    assert "(взят с последней картой колоды)" in view.text("ru")
                assert "hand over" not in text
            state = state.apply(random_bot(state.view(state.to_move), rng))
        assert state.view(0).text("en").endswith(f"; hand over: {state.outcome.text('en')}")
    assert drawn and closed  # both ways of losing the face-up trump were seen
