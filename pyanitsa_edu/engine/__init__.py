"""Re-exports :mod:`pyanitsa_edu.pyanitsa.engine` under its old name, which notebooks import
(``pyanitsa_edu.engine.tactical``)."""

from ..pyanitsa.engine import *  # noqa: F403
from ..pyanitsa.engine import __all__ as __all__
