"""Shared test settings. Shared test material lives in importable modules beside this file:

- ``variants.py``: small decks, the values of every rule option, ``every_variant()``, ``cards()``;
- ``generated.py``: hypothesis strategies that generate rules, piles and whole games;
- ``referee.py``: an independent referee written from ``docs/rules.md``.
"""

from __future__ import annotations

from hypothesis import settings

# Games differ a lot in length, and the machines running the tests are shared: a per-example
# time limit would only make the property tests flaky.
settings.register_profile("pyanitsa", deadline=None)
settings.load_profile("pyanitsa")
