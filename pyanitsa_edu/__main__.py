"""``python -m pyanitsa_edu``: see :mod:`pyanitsa_edu.app.cli`."""

from .app.cli import main

raise SystemExit(main())
