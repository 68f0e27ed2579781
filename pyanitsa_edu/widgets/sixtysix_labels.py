"""Every text the Sixty-six table shows, in English and Russian (the words of docs/rules-66.md).

A table built without ``lang`` speaks the current language (:func:`pyanitsa_edu.set_language`).
"""

from __future__ import annotations

from ..language import ru_form
from ..sixtysix.records import Reason

__all__ = ["bot_title", "game_points_text", "points_word", "reason_text", "t66"]

_EN: dict[str, str] = {
    "title": "Sixty-six: you against the {bot} bot",
    "info": "Match seed {seed} · hand {n}, hand seed {hand_seed} · {dealt} · "
    "you are player {human}",
    "you": "You",
    "bot": "Bot",
    "you_dealt": "you dealt",
    "bot_dealt": "the bot dealt",
    "points": "points {n}",
    "tricks": "tricks {n}",
    "pending": "+{n} waiting for a first trick",
    "cards_held": "{n} cards in hand",
    "known": "seen:",
    "trump": "Trump {suit}",
    "trump_taken": "the trump card is taken",
    "stock": "Stock",
    "stock_n": "{n} face down",
    "stock_empty": "empty",
    "closed_you": "closed by you",
    "closed_bot": "closed by the bot",
    "table": "On the table",
    "table_empty": "empty",
    "led_you": "you led",
    "led_bot": "the bot led",
    "last_trick": "Last trick",
    "no_trick": "no trick yet",
    "took_you": "you took +{n}",
    "took_bot": "the bot took +{n}",
    "your_hand": "Your hand",
    "marriage": "Marriage {value}: lead {card}",
    "marriage_tip": "Show {k} and {q} ({value} points; they count once you have taken a trick) "
    "and lead {card}",
    "exchange": "Exchange trump jack",
    "exchange_tip": "Swap {jack} from your hand for the face-up trump {trump}",
    "close": "Close the stock",
    "close_tip": "Turn the trump face down: nobody draws any more, and you must reach 66",
    "declare": "Enough! (66)",
    "declare_tip": "Say «Enough!»: you win with 66 points or more, and lose with fewer",
    "play_tip": "Play {card}",
    "new_hand": "New hand",
    "new_match": "New match",
    "lead_now": "Your lead: click a card to lead it, or show a marriage, exchange, close, "
    "or say «Enough!».",
    "follow_open": "Your turn: answer {card}. The stock is open: any card may follow.",
    "follow_strict": "Your turn: answer {card}. Follow suit and beat it if you can, "
    "else trump if you can.",
    "bot_to_move": "The bot is to move.",
    "hand_over": "The hand is over: press New hand.",
    "match_over": "The match is over: press New match.",
    "bot_said": "Bot: {moves}.",
    "you_took": "You took the trick (+{n}).",
    "bot_took": "The bot took the trick (+{n}).",
    "bot_led": "led {card}",
    "bot_answered_won": "answered with {card} and took the trick (+{n})",
    "bot_answered_lost": "answered with {card}; you took the trick (+{n})",
    "bot_marriage": "showed {k} {q} (+{value}) and led {card}",
    "bot_exchange": "exchanged the trump jack for {card}",
    "bot_close": "closed the stock",
    "bot_declare": "said «Enough!»",
    "hand_win_you": "You win this hand: {gp}",
    "hand_win_bot": "The bot wins this hand: {gp}",
    "final": "Points {you} : {bot} (you : bot), tricks {yt} : {bt}.",
    "match": "Match, from 7 down to 0: you {you}, bot {bot}",
    "match_win_you": "You win the match!",
    "match_win_bot": "The bot wins the match.",
    "bot_held": "The bot still held: {cards}.",
    "not_your_turn": "It is not your turn.",
    "illegal": "“{move}” is not allowed now: {why}",
    "hand_going": "Finish this hand first, or press New match.",
    "bot_failed": "The bot failed: {error}",
    "log": "Moves",
    "log_empty": "No move yet.",
    "log_trick": "{n}. {first}, {second} → {winner} +{points}",
    "log_led": "{n}. {first} …",
    "log_move": "{who}: {move}",
    "hands_empty": "No hand finished yet.",
    "hands": "Hands",
    "hand_line": "{n}. {outcome}",
    "reason_declared": "«Enough!» with {p} {points}",
    "reason_wrong_declaration": "a wrong «Enough!» with only {p} {points}",
    "reason_last_trick": "the last trick",
    "reason_failed_close": "a failed close: who closes must reach 66 and say «Enough!»",
}

_RU: dict[str, str] = {
    "title": "Шестьдесят шесть: вы против бота «{bot}»",
    "info": "Зерно матча {seed} · раздача {n}, зерно раздачи {hand_seed} · {dealt} · "
    "вы — игрок {human}",
    "you": "Вы",
    "bot": "Бот",
    "you_dealt": "сдавали вы",
    "bot_dealt": "сдавал бот",
    "points": "очки {n}",
    "tricks": "взятки {n}",
    "pending": "+{n} ждут первой взятки",
    "cards_held": "карт в руке: {n}",
    "known": "видели:",
    "trump": "Козырь {suit}",
    "trump_taken": "козырь взят",
    "stock": "Колода",
    "stock_n": "{n} рубашкой вверх",
    "stock_empty": "кончилась",
    "closed_you": "возврат сделали вы",
    "closed_bot": "возврат сделал бот",
    "table": "На столе",
    "table_empty": "пусто",
    "led_you": "ваш ход",
    "led_bot": "ход бота",
    "last_trick": "Последняя взятка",
    "no_trick": "взяток ещё нет",
    "took_you": "взяли вы: +{n}",
    "took_bot": "взял бот: +{n}",
    "your_hand": "Ваши карты",
    "marriage": "Объявить {value}: ход {card}",
    "marriage_tip": "Показать {k} и {q} ({value} очков; они засчитываются после первой "
    "взятки) и пойти с {card}",
    "exchange": "Обмен козыря",
    "exchange_tip": "Поменять {jack} из руки на открытый козырь {trump}",
    "close": "Возврат",
    "close_tip": "Закрыть козырь: больше никто не берёт карт, и нужно набрать 66",
    "declare": "Хватит! (66)",
    "declare_tip": "Сказать «Хватит!»: с 66 очками и больше вы выигрываете, с меньшим — "
    "проигрываете",
    "play_tip": "Ход {card}",
    "new_hand": "Новая раздача",
    "new_match": "Новый матч",
    "lead_now": "Ваш ход: нажмите карту, чтобы пойти с неё, или объявите масть, "
    "обменяйте козыря, сделайте возврат или скажите «Хватит!».",
    "follow_open": "Ваш ход: ответьте на {card}. Колода открыта: можно положить любую карту.",
    "follow_strict": "Ваш ход: ответьте на {card}. Законы масти и старшинства: в масть и "
    "старше, если можете, иначе козырем.",
    "bot_to_move": "Ходит бот.",
    "hand_over": "Раздача окончена: нажмите «Новая раздача».",
    "match_over": "Матч окончен: нажмите «Новый матч».",
    "bot_said": "Бот: {moves}.",
    "you_took": "Взятку взяли вы (+{n}).",
    "bot_took": "Взятку взял бот (+{n}).",
    "bot_led": "пошёл с {card}",
    "bot_answered_won": "ответил {card} и взял взятку (+{n})",
    "bot_answered_lost": "ответил {card}, взятку взяли вы (+{n})",
    "bot_marriage": "объявил {value} ({k} {q}) и пошёл с {card}",
    "bot_exchange": "обменял козырного валета на {card}",
    "bot_close": "сделал возврат",
    "bot_declare": "сказал «Хватит!»",
    "hand_win_you": "Вы выиграли раздачу: {gp}",
    "hand_win_bot": "Бот выиграл раздачу: {gp}",
    "final": "Очки {you} : {bot} (вы : бот), взятки {yt} : {bt}.",
    "match": "Матч, от 7 до 0: вы {you}, бот {bot}",
    "match_win_you": "Вы выиграли матч!",
    "match_win_bot": "Бот выиграл матч.",
    "bot_held": "У бота оставались: {cards}.",
    "not_your_turn": "Сейчас не ваш ход.",
    "illegal": "Ход «{move}» сейчас не разрешён.",
    "hand_going": "Сначала доиграйте раздачу или нажмите «Новый матч».",
    "bot_failed": "Бот ошибся: {error}",
    "log": "Ходы",
    "log_empty": "Ходов ещё нет.",
    "log_trick": "{n}. {first}, {second} → {winner} +{points}",
    "log_led": "{n}. {first} …",
    "log_move": "{who}: {move}",
    "hands_empty": "Ещё ни одной раздачи.",
    "hands": "Раздачи",
    "hand_line": "{n}. {outcome}",
    "reason_declared": "«Хватит!», набрано {p} {points}",
    "reason_wrong_declaration": "ошибочное «Хватит!»: набрано только {p} {points}",
    "reason_last_trick": "последняя взятка",
    "reason_failed_close": "неудачный возврат: закрывший должен набрать 66 и сказать «Хватит!»",
}

_TEXTS: dict[str, dict[str, str]] = {"en": _EN, "ru": _RU}

_RU_BOTS: dict[str, str] = {"random": "случайный", "greedy": "жадный", "sampling": "Монте-Карло"}


def bot_title(name: str, lang: str) -> str:
    """Return a bot's name for the title: the Russian word for the bots known by name."""
    return _RU_BOTS.get(name, name) if lang == "ru" else name


def t66(lang: str, key: str, **values: object) -> str:
    """Return the Sixty-six text ``key`` in ``lang``, with ``values`` filled in."""
    text = _TEXTS.get(lang, _EN).get(key) or _EN[key]
    return text.format(**values) if values else text


def points_word(n: int, lang: str) -> str:
    """Return the word for ``n`` points: ``points``, or очко/очка/очков in Russian."""
    if lang != "ru":
        return "point" if n == 1 else "points"
    return ru_form(n, "очко", "очка", "очков")


def game_points_text(n: int, lang: str) -> str:
    """Return ``n`` game points in words: ``2 game points``, ``2 победных очка``."""
    if lang != "ru":
        return f"{n} game point" + ("" if n == 1 else "s")
    word = points_word(n, lang)
    adjective = "победное" if word == "очко" else "победных"
    return f"{n} {adjective} {word}"


def reason_text(reason: Reason, points: int, lang: str) -> str:
    """Return why a hand ended; ``points`` are the declarer's points for a declaration."""
    return t66(lang, f"reason_{reason}", p=points, points=points_word(points, lang))
