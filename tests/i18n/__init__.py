"""Tests of pyanitsa_edu/i18n: the language, the message catalogue, the number formats."""
