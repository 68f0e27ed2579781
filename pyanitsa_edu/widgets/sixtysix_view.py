"""HTML of the Sixty-six table, drawn from what the person may see (a View) and the match score.

Every part is a plain function returning HTML with inline styles (no fonts or images from the
web), with classes (``pyanitsa66-…``) and data attributes that browser tests can find. The
bot's cards are drawn face down: only the hand's end (:func:`banner_html`) names them.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..plots.style import COLORS
from ..pyanitsa.cards import Card
from ..sixtysix.cards import marriage_partner
from ..sixtysix.match import Match
from ..sixtysix.records import Outcome
from ..sixtysix.rules import marriage_points
from ..sixtysix.view import View
from .cards_html import BIG, BLACK, FONT, RED, SMALL, back_html, card_html, empty_html
from .labels import Lang, card_text
from .sixtysix_labels import bot_title, game_points_text, reason_text, t66

__all__ = [
    "GOLD",
    "banner_html",
    "bot_note",
    "card_button_look",
    "hands_html",
    "header_html",
    "log_html",
    "player_html",
    "status_text",
    "table_html",
]

GOLD = "#f2b705"
GREEN = "#1b7f3b"
FELT = "#e8f1e4"


def _who(seat: int, human: int, lang: str) -> str:
    """Return "You" or "Bot" for ``seat``."""
    return t66(lang, "you" if seat == human else "bot")


def _cards(cards: Sequence[Card], lang: str) -> str:
    """Return cards as text in ``lang``, e.g. ``Т♠ 10♥``."""
    return " ".join(card_text(c, lang) for c in cards)


def header_html(
    bot_name: str, seed: int, hand: int, hand_seed: int, dealer: int, human: int, lang: str
) -> str:
    """Return the title and one line saying which seeds dealt this hand and who dealt it."""
    dealt = t66(lang, "you_dealt" if dealer == human else "bot_dealt")
    info = t66(
        lang, "info", seed=seed, n=hand, hand_seed=hand_seed, dealt=dealt, human=human
    )
    return (
        f'<div class="pyanitsa66-header" style="font-family:{FONT}">'
        f'<div style="font:bold 22px {FONT}">'
        f'{escape(t66(lang, "title", bot=bot_title(bot_name, lang)))}</div>'
        f'<div style="font:15px {FONT};color:#444">{escape(info)}</div></div>'
    )


def _score_bits(view: View, seat: int, lang: str) -> str:
    """Return a player's points, tricks and waiting marriage points as text."""
    bits = [t66(lang, "points", n=view.points[seat]), t66(lang, "tricks", n=view.tricks_won[seat])]
    if view.pending[seat]:
        bits.append(t66(lang, "pending", n=view.pending[seat]))
    return " · ".join(bits)


def player_html(view: View, seat: int, lang: str) -> str:
    """Return one player's row: name, points, tricks; for the bot also its face-down cards.

    The bot's row shows as many backs as it holds cards, and the cards both players have
    seen it take (a marriage partner, an exchanged or last-drawn trump) face up.
    """
    human = view.player
    name = escape(_who(seat, human, lang))
    score = escape(_score_bits(view, seat, lang))
    cards = ""
    if seat != human:
        known = view.opponent_known
        hidden = view.opponent_hand_size - len(known)
        backs = "".join(
            f'<div style="margin-left:-30px">{back_html(SMALL, lang=lang)}</div>' if i
            else back_html(SMALL, lang=lang)
            for i in range(hidden)
        )  # fmt: skip
        said = escape(t66(lang, "cards_hidden", n=hidden))
        backs = (
            f'<div role="img" aria-label="{said}" style="display:flex;align-items:center">'
            f"{backs}</div>" if hidden else ""
        )  # fmt: skip
        seen = ""
        if known:
            seen = (
                f'<span style="font:15px {FONT};color:#555;margin:0 4px 0 14px">'
                f"{escape(t66(lang, 'known'))}</span>"
                + "".join(card_html(c, lang, SMALL) for c in known)
            )
        held = escape(t66(lang, "cards_held", n=view.opponent_hand_size))
        cards = (
            f'<div class="pyanitsa66-bot-cards" data-count="{view.opponent_hand_size}" '
            f'title="{held}" style="display:flex;align-items:center;margin-left:12px">'
            f"{backs}{seen}</div>"
        )
    return (
        f'<div class="pyanitsa66-player" data-seat="{seat}" data-points="{view.points[seat]}" '
        f'data-tricks="{view.tricks_won[seat]}" data-pending="{view.pending[seat]}" '
        f'style="display:flex;align-items:center;padding:6px 10px;margin:4px 0;'
        f"border-left:8px solid {COLORS[seat]};background:#f7f7f7;border-radius:6px;"
        f'font:18px {FONT}"><b style="min-width:60px">{name}</b>'
        f'<span style="margin-left:10px">{score}</span>{cards}</div>'
    )


def _box(caption: str, inner: str, cls: str, note: str = "") -> str:
    """Return one labelled area of the table (stock, trick, last trick)."""
    sub = f'<div style="font:15px {FONT};color:#444;margin-top:4px">{escape(note)}</div>'
    return (
        f'<div class="{cls}" style="display:flex;flex-direction:column;align-items:center;'
        f'margin:0 14px;min-width:120px">'
        f'<div style="font:bold 17px {FONT};margin-bottom:6px">{escape(caption)}</div>'
        f'<div style="display:flex;align-items:center">{inner}</div>'
        f"{sub if note else ''}</div>"
    )


def _stock_box(view: View, lang: str) -> str:
    """Return the trump suit, the face-up trump under the stock, and the stock count."""
    suit = view.trump_suit
    color = RED if suit in ("♥", "♦") else BLACK
    caption = t66(lang, "trump", suit=suit)
    stock = t66(lang, "stock_said", n=view.stock_size)
    if view.trump_card is not None:
        inner = card_html(view.trump_card, lang) + back_html(BIG, str(view.stock_size), lang=lang,
                                                             said=stock)  # fmt: skip
        note = t66(lang, "stock_n", n=view.stock_size)
    elif view.closing is not None:
        inner = (back_html(BIG, str(view.stock_size), lang=lang, said=stock) if view.stock_size
                 else empty_html(BIG, ""))  # fmt: skip
        note = t66(lang, "closed_you" if view.closing.closer == view.player else "closed_bot")
    else:
        inner = empty_html(BIG, t66(lang, "stock_empty"))
        note = t66(lang, "trump_taken")
    big_suit = (
        f'<div aria-hidden="true" style="font:bold 46px {FONT};color:{color};margin-right:8px">'
        f"{suit}</div>"
    )
    box = _box(caption, big_suit + inner, "pyanitsa66-stock", note)
    return box.replace(
        'class="pyanitsa66-stock"',
        f'class="pyanitsa66-stock" data-stock="{view.stock_size}" data-trump="{escape(suit)}"'
        f' data-closed="{int(view.closing is not None)}"',
    )


def _trick_box(view: View, lang: str) -> str:
    """Return the card led in the current trick, or an empty place."""
    if view.trick:
        led = t66(lang, "led_you" if view.leader == view.player else "led_bot")
        return _box(t66(lang, "table"), card_html(view.trick[0], lang), "pyanitsa66-trick", led)
    return _box(t66(lang, "table"), empty_html(BIG, t66(lang, "table_empty")), "pyanitsa66-trick")


def _last_trick_box(view: View, lang: str) -> str:
    """Return the last finished trick: both cards, the winner's with a gold ring."""
    last = view.last_trick
    caption = t66(lang, "last_trick")
    if last is None:
        return _box(caption, empty_html(SMALL, ""), "pyanitsa66-last", t66(lang, "no_trick"))
    parts = []
    for seat in (view.player, view.opponent):
        card = last.card_of(seat)
        ring = GOLD if seat == last.winner else ""
        parts.append(
            f'<div style="display:flex;flex-direction:column;align-items:center">'
            f"{card_html(card, lang, SMALL, ring)}"
            f'<span style="font:14px {FONT};color:#444">'
            f"{escape(_who(seat, view.player, lang))}</span></div>"
        )
    note = t66(lang, "took_you" if last.winner == view.player else "took_bot", n=last.points)
    return _box(caption, "".join(parts), "pyanitsa66-last", note)


def table_html(view: View, lang: str) -> str:
    """Return the middle of the table: trump and stock, the trick, and the last trick."""
    return (
        f'<div class="pyanitsa66-table" style="display:flex;align-items:flex-start;'
        f'flex-wrap:wrap;row-gap:8px;padding:10px 4px;margin:6px 0;background:{FELT};'
        f'border-radius:8px;font-family:{FONT}">'
        f"{_stock_box(view, lang)}{_trick_box(view, lang)}{_last_trick_box(view, lang)}</div>"
    )


def status_text(view: View, match_over: bool, lang: str) -> str:
    """Return one sentence saying whose turn it is and what may be done."""
    if view.outcome is not None:
        return t66(lang, "match_over" if match_over else "hand_over")
    if view.to_move != view.player:
        return t66(lang, "bot_to_move")
    if not view.trick:
        return t66(lang, "lead_now")
    key = "follow_open" if view.trump_card is not None else "follow_strict"
    return t66(lang, key, card=card_text(view.trick[0], lang))


def bot_note(view: View, count: int, dealt_trump: Card, lang: str) -> str:
    """Return what happened in the last ``count`` moves, e.g. "Bot: led A♠.".

    Tells who took a trick the person's move finished, then the bot's moves.
    ``dealt_trump`` is the card turned up at the deal: the one an exchange takes (a hand
    has one trump jack, so at most one exchange).
    """
    took = ""
    phrases: list[str] = []
    laid = 0
    first = len(view.moves) - count
    for k, (seat, move) in enumerate(view.moves):
        card = move.card
        if card is not None:
            laid += 1
        if k < first:
            continue
        if seat == view.player:
            if card is not None and laid % 2 == 0:
                trick = view.tricks[laid // 2 - 1]
                who = "you_took" if trick.winner == seat else "bot_took"
                took = t66(lang, who, n=trick.points)
            continue
        if move.kind == "exchange":
            phrases.append(t66(lang, "bot_exchange", card=card_text(dealt_trump, lang)))
        elif move.kind in ("close", "declare"):
            phrases.append(t66(lang, f"bot_{move.kind}"))
        elif card is not None and laid % 2 == 0:
            trick = view.tricks[laid // 2 - 1]
            key = "bot_answered_won" if trick.winner == seat else "bot_answered_lost"
            phrases.append(t66(lang, key, card=card_text(card, lang), n=trick.points))
        elif card is not None and move.kind == "marriage":
            partner = marriage_partner(card)
            assert partner is not None
            king, queen = (card, partner) if card.rank == "K" else (partner, card)
            value = marriage_points(card.suit, view.trump_suit)
            phrases.append(t66(lang, "bot_marriage", k=card_text(king, lang),
                               q=card_text(queen, lang), value=value,
                               card=card_text(card, lang)))  # fmt: skip
        elif card is not None:
            phrases.append(t66(lang, "bot_led", card=card_text(card, lang)))
    said = t66(lang, "bot_said", moves=", ".join(phrases)) if phrases else ""
    return " ".join(part for part in (took, said) if part)


def card_button_look(card: Card, enabled: bool) -> tuple[dict[str, str], str]:
    """Return the style and the border of a hand-card button: legal cards bright and framed
    in green, the others grey with a dashed frame (visible even in a grey-scale projector)."""
    if enabled:
        style = {"button_color": "#ffffff", "text_color": RED if card.is_red else BLACK}
        return style, f"3px solid {GREEN}"
    return {"button_color": "#d4d4d4", "text_color": "#8c8c8c"}, "2px dashed #9a9a9a"


def banner_html(
    outcome: Outcome | None,
    view: View,
    declarer: int | None,
    bot_cards: Sequence[Card],
    match: Match,
    lang: str,
) -> str:
    """Return the result banner (empty while the hand goes on) with the match score.

    ``declarer``: the player who said «Enough!», if the hand ended that way.
    """
    human = view.player
    score = t66(lang, "match", you=match.remaining[human], bot=match.remaining[1 - human])
    if outcome is None:
        return (
            f'<div class="pyanitsa66-match" style="font:bold 17px {FONT};color:#333;'
            f'margin:4px 0">{escape(score)}</div>'
        )
    gp = game_points_text(outcome.game_points, lang)
    won = outcome.winner == human
    head = t66(lang, "hand_win_you" if won else "hand_win_bot", gp=gp)
    said = declarer if declarer is not None else outcome.winner
    why = reason_text(outcome.reason, view.points[said], lang)
    final = t66(
        lang, "final", you=view.points[human], bot=view.points[1 - human],
        yt=view.tricks_won[human], bt=view.tricks_won[1 - human],
    )  # fmt: skip
    lines = [f"{head} ({why}).", final]
    if bot_cards:
        lines.append(t66(lang, "bot_held", cards=_cards(bot_cards, lang)))
    lines.append(score)
    if match.over:
        lines.append(t66(lang, "match_win_you" if match.winner == human else "match_win_bot"))
    color = GREEN if won else "#8a3b00"
    body = "".join(
        f'<div style="{"font-size:24px;" if i == 0 else "font-weight:normal;"}">'
        f"{escape(line)}</div>"
        for i, line in enumerate(lines)
    )
    return (
        f'<div class="pyanitsa66-banner" role="alert" data-winner="{outcome.winner}" '
        f'data-game-points="{outcome.game_points}" data-match="{match.remaining[0]}:'
        f'{match.remaining[1]}" style="font:bold 19px {FONT};color:#fff;background:{color};'
        f'padding:12px 16px;border-radius:8px;margin:6px 0;line-height:1.4">{body}</div>'
    )


def log_html(view: View, lang: str) -> str:
    """Return the hand so far, newest first: one line per trick, and the other moves."""
    lines: list[str] = []
    tricks = 0
    first = ""
    for seat, move in view.moves:
        who = _who(seat, view.player, lang)
        card = move.card
        if card is None or move.kind == "marriage":  # close, exchange, declare; a marriage
            shown = move.text("ru" if lang == "ru" else "en")
            line = t66(lang, "log_move", who=who, move=shown)
            lines.append(f'<div style="color:{COLORS[seat]}">{escape(line)}</div>')
        if card is None:
            continue
        laid = f"{who} {card_text(card, lang)}"
        if not first:
            first = laid
            continue
        trick = view.tricks[tricks]
        tricks += 1
        winner = _who(trick.winner, view.player, lang)
        line = t66(lang, "log_trick", n=tricks, first=first, second=laid, winner=winner,
                   points=trick.points)  # fmt: skip
        lines.append(f'<div style="color:{COLORS[trick.winner]}">{escape(line)}</div>')
        first = ""
    if first:
        lines.append(f"<div>{escape(t66(lang, 'log_led', n=tricks + 1, first=first))}</div>")
    body = "".join(reversed(lines)) or (
        f'<div style="color:#595959">{escape(t66(lang, "log_empty"))}</div>'
    )
    return (
        f'<div class="pyanitsa66-log" data-moves="{len(view.moves)}">'
        f'<div style="font:bold 16px {FONT};margin-bottom:4px">{escape(t66(lang, "log"))}</div>'
        f'<div role="log" tabindex="0" aria-label="{escape(t66(lang, "log"))}" '
        f'style="height:180px;overflow:auto;font:16px {FONT};border:1px solid #ccc;'
        f'padding:4px 6px;background:#fff">{body}</div></div>'
    )


def hands_html(match: Match, lang: str) -> str:
    """Return the outcome of every hand of the match so far, one line each."""
    text_lang: Lang = "ru" if lang == "ru" else "en"
    lines = "".join(
        f"<div>{escape(t66(lang, 'hand_line', n=i + 1, outcome=o.text(text_lang)))}</div>"
        for i, o in enumerate(match.outcomes)
    ) or f'<div style="color:#595959">{escape(t66(lang, "hands_empty"))}</div>'
    return (
        f'<div class="pyanitsa66-hands"><div style="font:bold 16px {FONT};margin-bottom:4px">'
        f'{escape(t66(lang, "hands"))}</div><div style="font:15px {FONT}">{lines}</div></div>'
    )
