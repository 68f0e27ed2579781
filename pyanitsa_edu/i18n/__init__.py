"""Reader text: every word and number the package shows a reader, in English or Russian.

- :mod:`.language`: the reader's language (``set_language``, ``with language("ru"):``);
- :mod:`.catalogue`: the gettext message catalogue (``_``, ``ngettext``, ``pgettext``, ``N_``,
  ``fill``), whose Russian lives in ``locale/ru/LC_MESSAGES/pyanitsa_edu.po``;
- :mod:`.fmt`: numbers for the reader's locale, through Babel (``number``, ``percent`` …).

This package re-exports the catalogue's functions (``from pyanitsa_edu.i18n import _``);
``docs/translating.md`` says how to add a message.
"""

from __future__ import annotations

from .catalogue import *  # noqa: F403
from .catalogue import __all__ as __all__
