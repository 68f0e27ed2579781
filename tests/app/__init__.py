"""Tests of pyanitsa_edu/app: the command line."""
