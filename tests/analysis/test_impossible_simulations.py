"""A Simulation refuses arrays no run of games can give, with a package error."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from pyanitsa_edu import Rules, SettingError, simulate
from pyanitsa_edu.analysis.simulation import Simulation

SIM = simulate(40, seed=3)
SHUFFLED = simulate(10, rules=Rules(collect="shuffled"), seed=3)


def _changed(sim: Simulation, **arrays: object) -> Simulation:
    return dataclasses.replace(sim, **arrays)


@pytest.mark.parametrize(("arrays", "message"), [
    (dict(winner=SIM.winner[:2], reason_code=SIM.reason_code[:1], tricks=SIM.tricks[:0]),
     "one entry per game in every array, got winner 2, reason_code 1, tricks 0"),
    (dict(wars=SIM.wars[:39]), "one entry per game in every array"),
    (dict(cycle_start=SIM.cycle_start.reshape(4, 10)), "cycle_start must be a one-dimensional"),
    (dict(tricks=list(SIM.tricks)), "tricks must be a one-dimensional array"),
    (dict(reason_code=np.full(40, 9, np.uint8)), "a reason code is 0 to 4, got codes from 9"),
    (dict(winner=np.full(40, 2, np.int8)), r"a winner is a player \(0 to 1\) or -1"),
    (dict(winner=np.full(40, -2, np.int8)), "a winner is a player"),
    (dict(deal_sizes=SIM.deal_sizes[:, :1]), r"deal_sizes must have one row per game, shape"),
    (dict(deal_cards=SIM.deal_cards[:30]), "deal_cards must have one row per game"),
    (dict(rules="classic"), "rules must be Rules"),
])
def test_an_impossible_simulation_is_refused(arrays: dict[str, object], message: str) -> None:
    with pytest.raises(SettingError, match=message):
        _changed(SIM, **arrays)


def test_game_seeds_are_none_or_one_per_game() -> None:
    assert SIM.game_seeds is None and SHUFFLED.game_seeds is not None
    with pytest.raises(SettingError, match="game_seeds must be None or one seed per game"):
        _changed(SHUFFLED, game_seeds=SHUFFLED.game_seeds[:3])


def test_every_run_the_library_makes_passes_and_stays_read_only() -> None:
    for sim in (SIM, SHUFFLED, simulate(5, rules=Rules(players=4), seed=2)):
        again = _changed(sim)
        assert len(again) == len(sim)
        assert not again.winner.flags.writeable
