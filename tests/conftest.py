"""Shared test settings. Shared test material lives in importable modules beside this file:

- ``variants.py``: small decks, the values of every rule option, ``every_variant()``, ``cards()``;
- ``generated.py``: hypothesis strategies that generate rules, piles and whole games;
- ``referee.py``: an independent referee written from ``docs/rules.md``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import settings

from pyanitsa_edu import get_language, set_language

# Games differ a lot in length, and the machines running the tests are shared: a per-example
# time limit would only make the property tests flaky.
settings.register_profile("pyanitsa", deadline=None)
settings.load_profile("pyanitsa")


@pytest.fixture(autouse=True)
def _english_unless_a_test_says_otherwise() -> Iterator[None]:
    """Every test starts in English; a test that leaves another language behind fails (and the
    next one still starts in English)."""
    set_language("en")
    yield
    left = get_language()
    set_language("en")
    assert left == "en", f"the test left the language set to {left!r}"
