"""State and View share their public fields through one base, import in one direction only,
and are built by keyword."""

from __future__ import annotations

import ast
import pickle
from dataclasses import fields, replace
from pathlib import Path

import pytest

import pyanitsa_edu.sixtysix as sixtysix
from pyanitsa_edu.sixtysix import State, View, new_hand
from pyanitsa_edu.sixtysix.public import PUBLIC_FIELDS, PublicTable, public_fields

from .hands import random_states

HERE = Path(sixtysix.__file__).parent


def _imported_modules(name: str) -> set[str]:
    """Return the sibling modules ``name``.py imports (``from .x import …``), at any depth."""
    tree = ast.parse((HERE / f"{name}.py").read_text(encoding="utf-8"))
    return {
        node.module or ""
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level == 1
    }


def test_view_does_not_import_state_and_state_imports_view() -> None:
    assert "state" not in _imported_modules("view")
    assert "view" in _imported_modules("state")  # one direction: the state builds views


def test_state_and_view_take_the_public_fields_from_one_base() -> None:
    assert issubclass(State, PublicTable) and issubclass(View, PublicTable)
    names = {field.name for field in fields(PublicTable)}
    assert names == set(PUBLIC_FIELDS) and len(names) == 14
    assert names < {field.name for field in fields(State)}
    assert names < {field.name for field in fields(View)}
    assert {"hands", "stock", "deal"}.isdisjoint(field.name for field in fields(View))


@pytest.mark.parametrize("seed", range(4))
def test_a_view_carries_every_public_field_of_its_state(seed: int) -> None:
    for state in random_states(seed):
        for player in (0, 1):
            view = state.view(player)
            assert public_fields(view) == public_fields(state)
            assert view.hand == state.hands[player]
            assert view.stock_size == len(state.stock)


def test_states_and_views_are_built_by_keyword_only() -> None:
    state = new_hand(seed=3)
    values = [getattr(state, field.name) for field in fields(State)]
    with pytest.raises(TypeError):
        State(*values)
    view = state.view()
    with pytest.raises(TypeError):
        View(*(getattr(view, field.name) for field in fields(View)))


def test_states_and_views_survive_pickling_and_replace() -> None:
    state = new_hand(seed=5)
    view = state.view()
    assert pickle.loads(pickle.dumps(state)) == state
    assert pickle.loads(pickle.dumps(view)) == view
    assert replace(state, to_move=1 - state.to_move).to_move != state.to_move
