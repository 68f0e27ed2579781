"""Re-exports :mod:`pyanitsa_edu.pyanitsa.text` under its old name, which notebooks import."""

from .pyanitsa.text import *  # noqa: F403
from .pyanitsa.text import __all__ as __all__
