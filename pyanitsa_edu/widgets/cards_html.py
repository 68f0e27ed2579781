"""HTML for cards, piles and small charts: inline styles only, no fonts or images from the web.

Every element carries a class (``pyanitsa-card``, ``pyanitsa-back``, ``pyanitsa-pile``) and
data attributes, so browser tests can find what is drawn. Each card, back and chart is one
image for a screen reader (``role="img"``) named in words in the reader's language: a card by
its rank and suit (``туз пик``), a pile by its count, a chart by what it shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from ..i18n import fill, ngettext, translate
from ..i18n.fmt import CARD, count
from ..plots.style import COLORS
from ..pyanitsa.cards import Card
from ..pyanitsa.text import card_name
from .labels import card_text, rank_text

__all__ = [
    "BIG",
    "DASHES",
    "SMALL",
    "CardSize",
    "back_html",
    "card_html",
    "counts_alt",
    "counts_svg",
    "empty_html",
    "mini_card_html",
    "pile_html",
]

RED = "#c8102e"
"""Hearts and diamonds (5.9:1 on white); the suit's symbol tells the suits apart as well."""
BLACK = "#111111"
FONT = "'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans', Arial, sans-serif"


@dataclass(frozen=True)
class CardSize:
    """Pixel sizes of a drawn card."""

    width: int
    height: int
    corner: int
    """Font size of the rank and suit in the corners."""
    pip: int
    """Font size of the big suit in the middle."""


BIG = CardSize(84, 120, 22, 46)
"""Cards for two to four players: readable on a projector."""
SMALL = CardSize(60, 86, 16, 32)
"""Cards for five to eight players."""


def _box(size: CardSize, extra: str) -> str:
    """Return the inline style shared by every card-shaped box."""
    return (
        f"width:{size.width}px;height:{size.height}px;box-sizing:border-box;"
        f"border-radius:{size.width // 10}px;margin:0 3px;flex:none;"
        f"display:inline-flex;flex-direction:column;justify-content:space-between;{extra}"
    )


def card_html(card: Card, lang: str = "en", size: CardSize = BIG, glow: str = "") -> str:
    """Return a face-up card: rank and suit in two corners and a big suit in the middle.

    ``glow`` is a CSS colour for a ring around the card (the card that won).
    """
    color = RED if card.is_red else BLACK
    rank = escape(rank_text(card.rank, lang))
    name = escape(card_text(card, lang))
    said = escape(card_name(card, lang))
    ring = f"box-shadow:0 0 0 4px {glow};" if glow else "box-shadow:2px 3px 5px rgba(0,0,0,.35);"
    corner = (
        f"position:absolute;font-size:{size.corner}px;font-weight:bold;line-height:0.95;"
        f"font-family:{FONT};color:{color};text-align:center;"
    )
    box = _box(size, f"position:relative;background:#fff;border:2px solid #444;{ring}")
    return (
        f'<div class="pyanitsa-card" data-card="{name}" role="img" aria-label="{said}" '
        f'title="{said}" style="{box}">'
        f'<div style="{corner}top:3px;left:4px">{rank}<br>{card.suit}</div>'
        f'<div style="position:absolute;left:0;right:0;top:50%;transform:translateY(-50%);'
        f"font-size:{size.pip}px;line-height:1;text-align:center;color:{color};"
        f'font-family:{FONT}">{card.suit}</div>'
        f'<div style="{corner}bottom:3px;right:4px;transform:rotate(180deg)">{rank}<br>'
        f"{card.suit}</div></div>"
    )


def back_html(
    size: CardSize = BIG,
    label: str = "",
    cls: str = "pyanitsa-back",
    attrs: str = "",
    lang: str = "en",
    said: str = "",
) -> str:
    """Return a card lying face down, optionally with a label (a count) in the middle; a screen
    reader hears ``said`` (by default: a card face down)."""
    pattern = (
        "background:repeating-linear-gradient(45deg,#1d4e89 0 7px,#2f6db5 7px 14px);"
        "border:3px solid #fff;outline:2px solid #1d4e89;box-shadow:2px 3px 5px rgba(0,0,0,.35);"
        "align-items:center;justify-content:center;"
    )
    inner = ""
    if label:
        inner = (
            f'<span style="background:#fff;color:#1d4e89;border-radius:6px;padding:2px 6px;'
            f'font:bold {size.corner}px {FONT}">{escape(label)}</span>'
        )
    name = escape(said or translate("a card face down", lang))
    return (
        f'<div class="{cls}"{attrs} role="img" aria-label="{name}" '
        f'style="{_box(size, pattern)}">{inner}</div>'
    )


def empty_html(size: CardSize = BIG, label: str = "") -> str:
    """Return the dashed outline of an empty pile (a screen reader hears its label only)."""
    style = _box(size, "border:2px dashed #767676;align-items:center;justify-content:center;")
    return (
        f'<div class="pyanitsa-empty" style="{style}"><span style="color:#595959;'
        f'font:{size.corner - 4}px {FONT}">{escape(label)}</span></div>'
    )


def pile_html(cards: int, size: CardSize = BIG, out_label: str = "", lang: str = "en") -> str:
    """Return a player's face-down pile with its count, or an empty outline."""
    if cards <= 0:
        return empty_html(size, out_label)
    said = translate("a pile of {cards} face down", lang, cards=count(cards, CARD, lang))
    return back_html(size, str(cards), "pyanitsa-pile", f' data-count="{cards}"', lang, said)


DASHES: tuple[str, ...] = ("", "8 4", "10 3 2 3", "2 3", "12 3 3 3 3 3", "1 5", "6 5", "4 2 1 2")
"""SVG dash pattern of each player's line (seat order), like the plots' line styles: the lines
differ in shape as well as in colour."""


def counts_svg(
    series: Sequence[Sequence[int]],
    total: int,
    labels: Sequence[str],
    width: int = 560,
    height: int = 190,
    max_points: int = 1500,
    alt: str = "",
) -> str:
    """Return an SVG line chart: ``series[k][i]`` is player i's card count after k tricks.

    ``alt`` is what a screen reader hears of it (the chart is one image).
    """
    pad_l, pad_r, pad_t, pad_b = 40, 12, 10, 26
    w, h = width - pad_l - pad_r, height - pad_t - pad_b
    n = len(series)
    step = max(1, -(-n // max_points))
    picked = list(range(0, n, step))
    if picked and picked[-1] != n - 1:
        picked.append(n - 1)
    span = max(n - 1, 1)
    top = max(total, 1)

    def xy(k: int, v: int) -> str:
        return f"{pad_l + w * k / span:.1f},{pad_t + h * (1 - v / top):.1f}"

    parts = [
        f'<svg class="pyanitsa-chart" xmlns="http://www.w3.org/2000/svg" width="{width}" '
        f'height="{height}" role="img" aria-label="{escape(alt)}" '
        f'style="font-family:{FONT};font-size:13px">',
        f'<rect x="{pad_l}" y="{pad_t}" width="{w}" height="{h}" fill="#fafafa" stroke="#bbb"/>',
    ]
    for v in (0, total // 2, total):
        y = pad_t + h * (1 - v / top)
        parts.append(
            f'<line x1="{pad_l}" x2="{pad_l + w}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>'
        )
        parts.append(f'<text x="{pad_l - 6}" y="{y + 4:.1f}" text-anchor="end">{v}</text>')
    parts.append(f'<text x="{pad_l}" y="{height - 6}">0</text>')
    parts.append(f'<text x="{pad_l + w}" y="{height - 6}" text-anchor="end">{n - 1}</text>')
    players = len(series[0]) if series else 0
    for i in range(players):
        color = COLORS[i % len(COLORS)]
        points = " ".join(xy(k, series[k][i]) for k in picked)
        dash = DASHES[i % len(DASHES)]
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        parts.append(
            f'<polyline fill="none" stroke="{color}" stroke-width="2.5"{dashes} '
            f'points="{points}"/>'
        )
    x, y = pad_l + 8, pad_t + 6
    for i, label in enumerate(labels):
        color = COLORS[i % len(COLORS)]
        wide = 24 + 8 * len(label)
        if x + wide > pad_l + w:
            x, y = pad_l + 8, y + 16
        dash = DASHES[i % len(DASHES)]
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        parts.append(
            f'<line x1="{x}" x2="{x + 14}" y1="{y + 6}" y2="{y + 6}" stroke="{color}" '
            f'stroke-width="3"{dashes}/>'
        )
        parts.append(f'<text x="{x + 18}" y="{y + 11}">{escape(label)}</text>')
        x += wide
    parts.append("</svg>")
    return "".join(parts)


def counts_alt(series: Sequence[Sequence[int]], labels: Sequence[str], lang: str) -> str:
    """Return in words what :func:`counts_svg` draws: whose cards it counts, and each player's
    count after the last trick."""
    if not series:
        return ""
    tricks = len(series) - 1
    piles = ", ".join(
        f"{label}: {count(n, CARD, lang)}" for label, n in zip(labels, series[-1], strict=False)
    )
    text = ngettext("Chart of each player's cards, trick by trick. After {n} trick: {piles}.",
                    "Chart of each player's cards, trick by trick. After {n} tricks: {piles}.",
                    tricks, lang)  # fmt: skip
    return fill(text, lang, n=tricks, piles=piles)


def mini_card_html(card: Card, lang: str = "en", glow: str = "") -> str:
    """Return a small face-up card (rank over suit), for showing a whole deal at once."""
    color = RED if card.is_red else BLACK
    name = escape(card_text(card, lang))
    said = escape(card_name(card, lang))
    ring = f"box-shadow:0 0 0 3px {glow};" if glow else ""
    style = (
        f"width:38px;height:52px;box-sizing:border-box;border:1.5px solid #555;border-radius:5px;"
        f"background:#fff;color:{color};display:inline-flex;flex-direction:column;flex:none;"
        f"align-items:center;justify-content:center;margin:0 2px;line-height:1.05;"
        f"font:bold 17px {FONT};{ring}"
    )
    return (
        f'<div class="pyanitsa-card pyanitsa-mini" data-card="{name}" role="img" '
        f'aria-label="{said}" title="{said}" style="{style}">'
        f"<span>{escape(rank_text(card.rank, lang))}</span>"
        f"<span>{card.suit}</span></div>"
    )
