"""HTML of the game table: piles, the cards of the current trick, war rounds, and the log.

The sentence about the trick is a live region (``role="status"``) that also tells a screen
reader every pile's count; errors are alerts, the log is a labelled region the keyboard can
scroll.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from ..plots.style import COLORS
from ..pyanitsa.cards import Card
from ..pyanitsa.ranking import compare
from ..pyanitsa.records import Result, Trick
from ..pyanitsa.rules import Rules
from .access import hidden_text
from .cards_html import BIG, FONT, SMALL, CardSize, back_html, card_html, pile_html
from .labels import card_text, cards_word, player_text, result_text, t, trick_text

__all__ = ["TableView", "banner_html", "log_html", "message_html", "table_html", "trick_status"]

GOLD = "#f2b705"


@dataclass(frozen=True)
class TableView:
    """What the table shows at one moment."""

    counts: tuple[int, ...]
    """Cards in each player's pile as drawn."""
    trick: Trick | None
    """The trick on the table (None before the first flip)."""
    shown: int
    """How many rounds of that trick are face up (the rest of a war is still to come)."""
    carry: int = 0
    """Cards left on the table by an earlier trick (three or more players)."""

    @property
    def pending(self) -> bool:
        """True while a war is still being laid round by round."""
        return self.trick is not None and self.shown < len(self.trick.rounds)

    def laid(self) -> dict[int, int]:
        """Return how many cards each player has laid in the rounds shown so far."""
        count: dict[int, int] = {}
        if self.trick is not None:
            for r in self.trick.rounds[: self.shown]:
                for i, down in zip(r.players, r.face_down, strict=True):
                    count[i] = count.get(i, 0) + len(down) + 1
        return count


def _size(players: int) -> CardSize:
    return BIG if players <= 4 else SMALL


def table_html(view: TableView, rules: Rules, lang: str) -> str:
    """Return the table: one row per player with the pile and the cards laid this trick."""
    players = rules.players
    size = _size(players)
    trick = view.trick
    done = trick is not None and not view.pending
    winner = trick.winner if done and trick is not None else None
    piles = "; ".join(
        f"{player_text(i, lang)}: {t(lang, 'pile', n=n, cards=cards_word(n, lang))}"
        for i, n in enumerate(view.counts)
    )
    rows = [
        f'<div class="pyanitsa-status" role="status" aria-live="polite" aria-atomic="true" '
        f'style="font:bold 20px {FONT};margin:4px 0 10px">'
        f"{escape(trick_status(view, rules, lang))}"
        f"{hidden_text(' ' + t(lang, 'piles_now', piles=piles))}</div>"
    ]
    for i in range(players):
        count = view.counts[i]
        won = winner == i
        back = "#eef8e8" if won else "#f7f7f7"
        label = escape(player_text(i, lang))
        sub = escape(
            t(lang, "pile", n=count, cards=cards_word(count, lang)) if count else t(lang, "out")
        )
        cards = _laid_cards(view, i, size, lang, won)
        if not count and not cards:  # out of the game: one short line
            rows.append(
                f'<div class="pyanitsa-row pyanitsa-out" data-player="{i}" style="padding:3px 8px;'
                f"margin:4px 0;border-left:8px solid {COLORS[i % 8]};background:#f7f7f7;"
                f'border-radius:6px;color:#595959;font:{size.corner - 4}px {FONT}">'
                f"<b>{label}</b> · {sub}</div>"
            )
            continue
        rows.append(
            f'<div class="pyanitsa-row" data-player="{i}" style="display:flex;align-items:center;'
            f"gap:6px;padding:6px 8px;margin:4px 0;border-left:8px solid {COLORS[i % 8]};"
            f'background:{back};border-radius:6px;min-height:{size.height + 8}px">'
            f'<div style="width:110px;flex:none;font:bold {size.corner - 2}px {FONT}">{label}'
            f'<div style="font-weight:normal;font-size:{size.corner - 6}px;color:#555">{sub}</div>'
            f"</div>{pile_html(count, size, t(lang, 'out'), lang)}"
            f'<div style="width:24px;flex:none"></div>{cards}</div>'
        )
    if view.carry:
        rows.append(
            f'<div style="font:16px {FONT};color:#555;margin:4px 0">'
            f"{escape(t(lang, 'table', n=view.carry))}</div>"
        )
    return f'<div class="pyanitsa-table" style="font-family:{FONT}">{"".join(rows)}</div>'


def _laid_cards(view: TableView, player: int, size: CardSize, lang: str, won: bool) -> str:
    """Return the cards ``player`` laid in the rounds shown: face-up, then war rounds."""
    if view.trick is None:
        return ""
    parts: list[str] = []
    rounds = view.trick.rounds[: view.shown]
    tuck = f"margin-left:-{size.width * 3 // 5}px;flex:none"
    for k, r in enumerate(rounds):
        if player not in r.players:
            continue
        j = r.players.index(player)
        group = []
        if k:
            group.append(
                f'<span class="pyanitsa-war" style="font:bold {size.corner - 4}px {FONT};'
                f'color:#b00;margin:0 4px;flex:none">{escape(t(lang, "war_word"))}</span>'
            )
        for n, _card in enumerate(r.face_down[j]):  # a war's face-down cards, fanned
            back = back_html(size, lang=lang)
            group.append(f'<div style="{tuck}">{back}</div>' if n else back)
        last = k == len(rounds) - 1 and not view.pending
        group.append(card_html(r.face_up[j], lang, size, GOLD if (won and last) else ""))
        parts.append(
            f'<div class="pyanitsa-round" style="display:flex;align-items:center;flex:none">'
            f"{''.join(group)}</div>"
        )
    return (
        '<div style="display:flex;flex-wrap:wrap;align-items:center;row-gap:8px;min-width:0">'
        f"{''.join(parts)}</div>"
    )


def _join(cards: Sequence[Card], sep: str, lang: str) -> str:
    return sep.join(card_text(c, lang) for c in cards)


def trick_status(view: TableView, rules: Rules, lang: str) -> str:
    """Return one sentence about the trick on the table: who beat whom, or a war to come."""
    trick = view.trick
    if trick is None:
        return t(lang, "ready")
    current = trick.rounds[view.shown - 1]
    if view.pending:
        nxt = trick.rounds[view.shown].players
        tied = [current.face_up[current.players.index(i)] for i in nxt if i in current.players]
        ranks = {c.rank for c in tied}
        if len(ranks) > 1:
            return t(lang, "war_cycle", cards=_join(current.face_up, ", ", lang))
        key = "war" if rules.war_face_down else "war_open"
        return t(lang, key, cards=_join(tied, " = ", lang), down=rules.war_face_down)
    bits = []
    last = trick.rounds[-1].face_up
    if trick.short and trick.wars and len({c.rank for c in last}) == 1:
        bits.append(t(lang, "war_short", cards=_join(last, " = ", lang)))
    if trick.short:
        who = ", ".join(player_text(i, lang) for i in trick.short)
        bits.append(t(lang, "short", who=who))
    if trick.winner is None:
        bits.append(t(lang, "nobody"))
        return " ".join(bits)
    ups = dict(zip(current.players, current.face_up, strict=True))
    if not trick.short and len(ups) == 2 and trick.winner in ups:
        mine = ups[trick.winner]
        other = next(c for i, c in ups.items() if i != trick.winner)
        if compare(mine, other, rules) > 0:
            bits.append(t(lang, "beats", a=card_text(mine, lang), b=card_text(other, lang)))
    n = len(trick.bank)
    who = player_text(trick.winner, lang)
    bits.append(t(lang, "takes", who=who, n=n, cards=cards_word(n, lang)))
    return " ".join(bits)


def banner_html(result: Result | None, players: int, lang: str, short: Sequence[int] = ()) -> str:
    """Return the result banner, or an empty string while the game goes on."""
    if result is None:
        return ""
    color = "#1b7f3b" if result.winner is not None else "#8a5a00"
    return (
        f'<div class="pyanitsa-banner" role="alert" '
        f'style="font:bold 22px {FONT};color:#fff;background:{color};'
        f'padding:12px 16px;border-radius:8px;margin:6px 0">'
        f"{escape(result_text(result, players, lang, short))}</div>"
    )


def log_html(tricks: Sequence[Trick], lang: str, keep: int = 200) -> str:
    """Return the trick log, newest first, in a scrolling box (at most ``keep`` lines)."""
    head = f'<div style="font:bold 16px {FONT};margin-bottom:4px">{escape(t(lang, "log"))}</div>'
    if not tricks:
        lines = f'<div style="color:#595959">{escape(t(lang, "log_empty"))}</div>'
    else:
        lines = "".join(
            f'<div style="{"color:#b00;" if tr.wars else ""}padding-left:2em;text-indent:-2em">'
            f"{escape(trick_text(tr, lang))}</div>"
            for tr in reversed(tricks[-keep:])
        )
    return (
        f'<div class="pyanitsa-log">{head}<div role="log" tabindex="0" '
        f'aria-label="{escape(t(lang, "log"))}" style="height:170px;overflow:auto;'
        f"font:14px 'DejaVu Sans Mono', monospace;border:1px solid #ccc;padding:4px 6px;"
        f'background:#fff">{lines}</div></div>'
    )


def message_html(text: str, error: bool = False) -> str:
    """Return a note (grey) or an error message (red, on a light red background)."""
    if not text:
        return ""
    style = (
        "color:#a40000;background:#fde8e8;border:1px solid #e0a0a0;"
        if error
        else "color:#444;background:#f3f3f3;border:1px solid #ddd;"
    )
    cls = "pyanitsa-error" if error else "pyanitsa-note"
    role = "alert" if error else "status"
    return (
        f'<div class="{cls}" role="{role}" style="{style}padding:6px 10px;border-radius:6px;'
        f'font:16px {FONT}">{escape(text)}</div>'
    )
