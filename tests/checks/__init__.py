"""Tests of pyanitsa_edu/checks."""
