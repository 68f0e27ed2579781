"""Tests of pyanitsa_edu/widgets."""
