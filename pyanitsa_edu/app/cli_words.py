"""argparse's own words (``usage:``, ``options``, its errors) in the reader's language.

argparse translates its texts with the standard library's gettext, in a domain of its own that
no Russian catalogue ships. :func:`argparse_words` lets the command line's parser take them from
the package's catalogue instead (context ``argparse``) while it runs, and restores argparse
afterwards. The words a reader of this command line can meet are listed below, so that
extraction finds them.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from ..i18n import NP_, npgettext, pgettext

__all__ = ["ARGPARSE_WORDS", "argparse_words"]

ARGPARSE_WORDS: tuple[str, ...] = (
    NP_("argparse", "usage: "),
    NP_("argparse", "positional arguments"),
    NP_("argparse", "options"),
    NP_("argparse", "show this help message and exit"),
    NP_("argparse", "argument %(argument_name)s: %(message)s"),
    NP_("argparse", "unrecognized arguments: %s"),
    NP_("argparse", "not allowed with argument %s"),
    NP_("argparse", "ignored explicit argument %r"),
    NP_("argparse", "the following arguments are required: %s"),
    NP_("argparse", "one of the arguments %s is required"),
    NP_("argparse", "expected one argument"),
    NP_("argparse", "expected at most one argument"),
    NP_("argparse", "expected at least one argument"),
    NP_("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    NP_("argparse", "invalid %(type)s value: %(value)r"),
    NP_("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    NP_("argparse", "%(prog)s: error: %(message)s\n"),
)
"""argparse's texts that the command line can show, by their English (context ``argparse``)."""


def _words(message: str) -> str:
    """Return one of argparse's texts from the package's catalogue."""
    return pgettext("argparse", message)


def _plural_words(singular: str, plural: str, n: int) -> str:
    """Return one of argparse's plural texts from the package's catalogue."""
    return npgettext("argparse", singular, plural, n)


@contextmanager
def argparse_words() -> Iterator[None]:
    """Let argparse take its words from the package's catalogue inside a ``with`` block (the
    current language), then restore its own."""
    before = (argparse._, argparse.ngettext)  # type: ignore[attr-defined]
    argparse._ = _words  # type: ignore[attr-defined]
    argparse.ngettext = _plural_words  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = before  # type: ignore[attr-defined]
