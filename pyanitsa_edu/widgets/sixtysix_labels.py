"""Every text the Sixty-six table shows, in English; the catalogue translates it (the words of
docs/rules-66.md and docs/glossary.md).

A table built without ``lang`` speaks the current language (:func:`pyanitsa_edu.set_language`).
"""

from __future__ import annotations

from ..i18n import N_, fill, ngettext, translate
from ..pyanitsa.text import reader_name
from ..sixtysix.records import Reason

__all__ = ["bot_title", "game_points_text", "points_word", "reason_text", "t66"]

_EN: dict[str, str] = {
    "title": N_("Sixty-six: you against the {bot} bot"),
    "info": N_("Match seed {seed} · hand {n}, hand seed {hand_seed} · {dealt} · "
    "you are player {human}"),
    "you": N_("You"),
    "bot": N_("Bot"),
    "you_dealt": N_("you dealt"),
    "bot_dealt": N_("the bot dealt"),
    "points": N_("points {n}"),
    "tricks": N_("tricks {n}"),
    "pending": N_("+{n} waiting for a first trick"),
    "cards_held": N_("{n} cards in hand"),
    "cards_hidden": N_("face-down cards: {n}"),
    "stock_said": N_("stock face down: {n}"),
    "known": N_("seen:"),
    "trump": N_("Trump {suit}"),
    "trump_taken": N_("the trump card is taken"),
    "stock": N_("Stock"),
    "stock_n": N_("{n} face down"),
    "stock_empty": N_("empty"),
    "closed_you": N_("closed by you"),
    "closed_bot": N_("closed by the bot"),
    "table": N_("On the table"),
    "table_empty": N_("empty"),
    "led_you": N_("you led"),
    "led_bot": N_("the bot led"),
    "last_trick": N_("Last trick"),
    "no_trick": N_("no trick yet"),
    "took_you": N_("you took +{n}"),
    "took_bot": N_("the bot took +{n}"),
    "your_hand": N_("Your hand"),
    "marriage": N_("Marriage {value}: lead {card}"),
    "marriage_tip": N_("Show {k} and {q} ({value} points; they count once you have taken a trick) "
    "and lead {card}"),
    "exchange": N_("Exchange trump jack"),
    "exchange_tip": N_("Swap {jack} from your hand for the face-up trump {trump}"),
    "close": N_("Close the stock"),
    "close_tip": N_("Turn the trump face down: nobody draws any more, and you must reach 66"),
    "declare": N_("Enough! (66)"),
    "declare_tip": N_("Say «Enough!»: you win with 66 points or more, and lose with fewer"),
    "play_tip": N_("Play: {card}"),
    "hand_now": N_("Your hand: {cards}."),
    "new_hand": N_("New hand"),
    "new_match": N_("New match"),
    "lead_now": N_("Your lead: click a card to lead it, or show a marriage, exchange, close, "
    "or say «Enough!»."),
    "follow_open": N_("Your turn: answer {card}. The stock is open: any card may follow."),
    "follow_strict": N_("Your turn: answer {card}. Follow suit and beat it if you can, "
    "else trump if you can."),
    "bot_to_move": N_("The bot is to move."),
    "hand_over": N_("The hand is over: press New hand."),
    "match_over": N_("The match is over: press New match."),
    "bot_said": N_("Bot: {moves}."),
    "you_took": N_("You took the trick (+{n})."),
    "bot_took": N_("The bot took the trick (+{n})."),
    "bot_led": N_("led {card}"),
    "bot_answered_won": N_("answered with {card} and took the trick (+{n})"),
    "bot_answered_lost": N_("answered with {card}; you took the trick (+{n})"),
    "bot_marriage": N_("showed {k} {q} (+{value}) and led {card}"),
    "bot_exchange": N_("exchanged the trump jack for {card}"),
    "bot_close": N_("closed the stock"),
    "bot_declare": N_("said «Enough!»"),
    "hand_win_you": N_("You win this hand: {gp}"),
    "hand_win_bot": N_("The bot wins this hand: {gp}"),
    "final": N_("Points {you} : {bot} (you : bot), tricks {yt} : {bt}."),
    "match": N_("Match, from 7 down to 0: you {you}, bot {bot}"),
    "match_win_you": N_("You win the match!"),
    "match_win_bot": N_("The bot wins the match."),
    "bot_held": N_("The bot still held: {cards}."),
    "not_your_turn": N_("It is not your turn."),
    "illegal": N_("“{move}” is not allowed now: {why}"),
    "hand_going": N_("Finish this hand first, or press New match."),
    "bot_failed": N_("The bot failed: {error}"),
    "log": N_("Moves"),
    "log_empty": N_("No move yet."),
    "log_trick": N_("{n}. {first}, {second} → {winner} +{points}"),
    "log_led": N_("{n}. {first} …"),
    "log_move": N_("{who}: {move}"),
    "hands_empty": N_("No hand finished yet."),
    "hands": N_("Hands"),
    "hand_line": N_("{n}. {outcome}"),
    "reason_declared": N_("«Enough!» with {p} {points}"),
    "reason_wrong_declaration": N_("a wrong «Enough!» with only {p} {points}"),
    "reason_last_trick": N_("the last trick"),
    "reason_failed_close": N_("a failed close: who closes must reach 66 and say «Enough!»"),
}

def bot_title(name: str, lang: str) -> str:
    """Return a bot's name for the title: the reader's word for the bots known by name."""
    return reader_name(name, lang)


def t66(lang: str, key: str, **values: object) -> str:
    """Return the Sixty-six text ``key`` in ``lang``, with ``values`` filled in."""
    return translate(_EN[key], lang, **values)


def points_word(n: int, lang: str) -> str:
    """Return the word for ``n`` points: ``points``, or очко/очка/очков in Russian."""
    return ngettext("point", "points", n, lang)


def game_points_text(n: int, lang: str) -> str:
    """Return ``n`` game points in words: ``2 game points``, ``2 победных очка``."""
    return fill(ngettext("{n} game point", "{n} game points", n, lang), lang, n=n)


def reason_text(reason: Reason, points: int, lang: str) -> str:
    """Return why a hand ended; ``points`` are the declarer's points for a declaration."""
    return t66(lang, f"reason_{reason}", p=points, points=points_word(points, lang))
