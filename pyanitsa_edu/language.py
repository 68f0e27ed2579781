"""Re-exports :mod:`pyanitsa_edu.i18n.language` under its old name, which notebooks import."""

from .i18n.language import *  # noqa: F403
from .i18n.language import __all__ as __all__
