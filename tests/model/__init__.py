"""Tests of the model: cards, decks, rules, the ranking, deal codes."""
