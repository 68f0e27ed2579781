"""The base of the package's enums of codes: a ``str`` enum whose members read as their code.

:class:`~pyanitsa_edu.pyanitsa.termination.Termination` (how a game of Pyanitsa ended),
:class:`~pyanitsa_edu.sixtysix.records.HandEnd` (how a hand of Sixty-six ended) and
:class:`~pyanitsa_edu.checks.kinds.Kind` (a kind of mistake) are each a :class:`TextEnum`: a
member equals and hashes as its code text (``Termination.CYCLE == "cycle"``), prints and
formats as it, and shows its enum name in a ``repr``; an unknown code raises
:class:`~pyanitsa_edu.errors.SettingError`.

>>> class Colour(TextEnum):
...     RED = "red"
>>> Colour.RED == "red", {"red": 1}[Colour.RED], f"{Colour.RED}", Colour.RED
(True, 1, 'red', Colour.RED)
"""

from __future__ import annotations

from enum import Enum

from .errors import N_, SettingError, shown

__all__ = ["TextEnum"]


class TextEnum(str, Enum):
    """A ``str`` enum whose members are their code texts (see the module)."""

    __hash__ = str.__hash__

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    @classmethod
    def _missing_(cls, value: object) -> TextEnum:
        """A text that is no member's code: raise the package's error naming the codes."""
        codes = ", ".join(str(member.value) for member in cls)
        raise SettingError(N_("a {kind} is one of {codes}, got {value}"), kind=cls.__name__,
                           codes=codes, value=shown(value))
