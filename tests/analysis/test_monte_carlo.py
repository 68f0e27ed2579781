"""simulate(): what it asks for when it is given nothing to play, or too much."""

from __future__ import annotations

import pytest

from pyanitsa_edu import simulate
from pyanitsa_edu.errors import SettingError


def test_simulate_needs_n_or_deals() -> None:
    with pytest.raises(SettingError, match="simulate needs something to play: give n") as nothing:
        simulate()
    assert "not both" not in str(nothing.value)
    with pytest.raises(SettingError, match=r"give either n .* or deals, not both"):
        simulate(3, deals=[["6♣", "7♣"]])
    assert len(simulate(3, seed=1)) == 3 and len(simulate(deals=[["6♣", "7♣"]])) == 1
