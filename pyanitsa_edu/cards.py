"""Re-exports :mod:`pyanitsa_edu.pyanitsa.cards` under its old name, which notebooks import."""

from .pyanitsa.cards import *  # noqa: F403
from .pyanitsa.cards import __all__ as __all__
