"""Re-exports :mod:`pyanitsa_edu.i18n.fmt` under its old name, which notebooks import."""

from .i18n.fmt import *  # noqa: F403
from .i18n.fmt import __all__ as __all__
