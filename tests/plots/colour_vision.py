"""How colours look to a reader with a colour-vision deficiency, and how far apart two look.

- :func:`simulate`: a colour as seen with protanopia, deuteranopia or tritanopia, by the
  matrices of Machado, Oliveira and Fernandes, "A physiologically-based model for simulation
  of color vision deficiency", IEEE TVCG 15(6), 2009 (severity 1.0, applied to linear RGB);
- :func:`distance`: the CIEDE2000 colour difference (Sharma, Wu and Dalal, "The CIEDE2000
  color-difference formula: implementation notes", Color Res. Appl. 30(1), 2005) of the two
  colours' CIELAB values (sRGB, D65). About 2 is just noticeable; 10 and more is plainly
  another colour;
- :func:`contrast`: the WCAG 2 contrast ratio of two colours.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

Vector = npt.NDArray[np.float64]

DEFICIENCIES: dict[str, Vector] = {
    "protanopia": np.array([[0.152286, 1.052583, -0.204868],
                            [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968],
                              [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
    "tritanopia": np.array([[1.255528, -0.076749, -0.178779],
                            [-0.078411, 0.930809, 0.147602],
                            [0.004733, 0.691367, 0.303900]]),
}  # fmt: skip
"""Machado et al.'s matrices at severity 1.0 (linear RGB in, linear RGB out)."""

_SRGB_TO_XYZ = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722],
                         [0.0193, 0.1192, 0.9505]])  # fmt: skip
_WHITE = np.array([0.95047, 1.0, 1.08883])


def rgb(colour: str) -> Vector:
    """Return ``#rrggbb`` as sRGB values from 0 to 1."""
    text = colour.lstrip("#")
    return np.array([int(text[i : i + 2], 16) / 255 for i in (0, 2, 4)])


def _linear(c: Vector) -> Vector:
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def _encoded(c: Vector) -> Vector:
    c = np.clip(c, 0, 1)
    return np.where(c <= 0.0031308, 12.92 * c, 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(colour: str, deficiency: str | None) -> Vector:
    """Return the sRGB values of ``colour`` as seen with ``deficiency`` (None: as it is)."""
    if deficiency is None:
        return rgb(colour)
    return _encoded(DEFICIENCIES[deficiency] @ _linear(rgb(colour)))


def lab(srgb: Vector) -> Vector:
    """Return the CIELAB values (D65) of sRGB values."""
    t = (_SRGB_TO_XYZ @ _linear(srgb)) / _WHITE
    f = np.where(t > (6 / 29) ** 3, np.cbrt(t), t / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def distance(a: Vector, b: Vector) -> float:
    """Return the CIEDE2000 difference of two sRGB colours."""
    (l1, a1, b1), (l2, a2, b2) = lab(a), lab(b)
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dl, dc = l2 - l1, c2 - c1
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    dh_big = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_mean, c_bar = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))  # fmt: skip
    theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    rc = 2 * math.sqrt(c_bar**7 / (c_bar**7 + 25**7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc, sh = 1 + 0.045 * c_bar, 1 + 0.015 * c_bar * t
    rt = -math.sin(math.radians(2 * theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dh_big / sh) ** 2
                     + rt * (dc / sc) * (dh_big / sh))  # fmt: skip


def seen_apart(a: str, b: str) -> float:
    """Return the smallest CIEDE2000 difference of two colours over normal vision and the
    three deficiencies."""
    return min(distance(simulate(a, d), simulate(b, d)) for d in (None, *DEFICIENCIES))


def luminance(colour: str) -> float:
    """Return the WCAG relative luminance of ``#rrggbb``."""
    r, g, b = _linear(rgb(colour))
    return float(0.2126 * r + 0.7152 * g + 0.0722 * b)


def contrast(a: str, b: str = "#ffffff") -> float:
    """Return the WCAG 2 contrast ratio of two colours (1 to 21)."""
    low, high = sorted((luminance(a), luminance(b)))
    return (high + 0.05) / (low + 0.05)
