"""Tests of pyanitsa_edu/pyanitsa/engine."""
