"""Tests of pyanitsa_edu/analysis."""
