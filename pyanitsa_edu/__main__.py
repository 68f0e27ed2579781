"""``python -m pyanitsa_edu``: see :mod:`pyanitsa_edu.cli`."""

from .cli import main

raise SystemExit(main())
