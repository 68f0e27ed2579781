"""Tests of pyanitsa_edu/plots."""
