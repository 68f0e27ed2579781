"""Re-exports :mod:`pyanitsa_edu.pyanitsa.records` under its old name, which notebooks import."""

from .pyanitsa.records import *  # noqa: F403
from .pyanitsa.records import __all__ as __all__
