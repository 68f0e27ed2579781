"""Tests of pyanitsa_edu/engine."""
