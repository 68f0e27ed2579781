"""Re-exports :mod:`pyanitsa_edu.pyanitsa.dealing` under its old name, which notebooks import."""

from .pyanitsa.dealing import *  # noqa: F403
from .pyanitsa.dealing import __all__ as __all__
