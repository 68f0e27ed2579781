"""Tests of the Pyanitsa model (pyanitsa_edu/pyanitsa): cards, decks, rules, the ranking, deal
codes."""
