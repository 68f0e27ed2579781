"""Re-exports :mod:`pyanitsa_edu.pyanitsa.engine.tactical` under its old name, which
notebooks import."""

from ..pyanitsa.engine.tactical import *  # noqa: F403
from ..pyanitsa.engine.tactical import __all__ as __all__
