"""Every text the widgets show, in English and Russian, and a few formatters built on them.

A widget built without ``lang`` speaks the current language (:func:`pyanitsa_edu.set_language`)
and keeps it: a later ``set_language`` changes the widgets built after it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RU_RANKS, Card
from ..language import CARD, LANGS, Lang, plural, resolve
from ..records import Result, Trick

__all__ = [
    "LANGS",
    "Lang",
    "card_text",
    "cards_word",
    "check_lang",
    "player_text",
    "rank_text",
    "result_text",
    "t",
    "trick_text",
]


_EN: dict[str, str] = {
    # table
    "deal": "Deal",
    "flip": "Flip",
    "flip_tip": "Play the next trick",
    "war_next": "Next war round",
    "war_next_tip": "Lay the next round of the war on the table",
    "play_end": "Play to end",
    "reset": "Reset",
    "autoplay": "Autoplay",
    "speed": "Speed",
    "seed": "Seed",
    "seed_hint": "e.g. 42",
    "code": "Deal code",
    "code_hint": "paste a deal code",
    "player": "Player {i}",
    "pile": "{n} {cards}",
    "out": "out",
    "table": "On the table: {n}",
    "dealt_seed": "Deal from seed {seed}",
    "dealt_code": "Deal from a deal code",
    "code_now": "Deal code: {code}",
    "bad_seed": "The seed must be a whole number from 0 to 2^128 − 1, such as 42 (got “{text}”).",
    "bad_code": "This deal code does not work: {error}",
    "bad_deal": "This deal does not fit the rules: {error}",
    "game_over": "The game is over. Press Reset to replay it or Deal for a new one.",
    "ready": "Press Flip: everyone turns over the top card.",
    "war": "War (спор)! {cards}: equal cards. "
    "Next war round: each lays {down} face down and 1 face up.",
    "war_open": "War (спор)! {cards}: equal cards. Next war round: each lays 1 card face up.",
    "war_cycle": "No card is unbeaten ({cards}): everyone goes to war. "
    "Next war round: lay the next round.",
    "beats": "{a} beats {b}.",
    "takes": "{who} takes the bank: {n} {cards}.",
    "nobody": "Nobody takes the bank.",
    "short": "Short of cards for the war: {who}.",
    "war_short": "War (спор)! {cards}.",
    "position": "P{i} #{k}: {card}",
    "table_full": "The table stops here: it plays at most {n} tricks of one game "
    "(its record would grow without end). Press Reset or Deal.",
    "log": "Tricks",
    "log_empty": "No trick played yet.",
    "chart": "Cards per player",
    "trick_n": "Trick {n}",
    "war_word": "war",
    "trick_line": "{n}. {rounds} → {result}",
    "takes_short": "{who} takes {n}",
    "vs": " vs ",
    # result
    "win_out": "{who} wins: the others have no cards left.",
    "win_out2": "{who} wins: {loser} has no cards left.",
    "win_short": "{who} wins: {losers} could not pay a war.",
    "draw_short": "Draw: every player in the war ran short at once.",
    "draw_cycle": "Draw: the game cycles. The position after trick {start} came back "
    "{period} tricks later, so it would repeat forever.",
    "draw_limit": "Draw: the limit of {n} tricks was reached.",
    "after": "{tricks} tricks, {wars} war rounds.",
    "draw": "Draw",
    "wins_short": "{who} wins",
    # ranking
    "low_beats_ace": "{low} beats {high}",
    "card_a": "Card 1",
    "card_b": "Card 2",
    "pick_result_win": "{a} beats {b}.",
    "pick_result_tie": "{a} and {b} are equal: a war (спор).",
    "odds_title": "One flip against a random other card",
    "rank": "Rank",
    "win": "wins",
    "tie": "ties",
    "lose": "loses",
    "multi": "Three players flip",
    "unbeaten_none": "No card is unbeaten: every card is beaten by another: a circle on the table!",
    "unbeaten_some": "Unbeaten: {cards}.",
    "multi_war": "Unbeaten and equal: {cards} go to war.",
    "multi_win": "{card} wins the flip.",
    "bad_card": "Pick a card of this deck: {error}",
    # explorer
    "explorer_title": "Decided at the deal",
    "replay": "Replay",
    "replays": "Replayed {n} times: the same game every time ({tricks} tricks, {result}).",
    "swap": "Swap",
    "swap_a": "Card",
    "swap_b": "with",
    "swapped": "Swapped {a} and {b}.",
    "swap_same": "Pick two different cards to swap.",
    "before": "Before the swap",
    "after_swap": "After the swap",
    "other_rules": "The same deal under other rules",
    "rules_col": "Rules",
    "winner_col": "Winner",
    "length_col": "Tricks",
    "reason_col": "Why it ended",
    "these_rules": "these rules",
    "with_six": "with the special rule",
    "no_six": "no special rule",
    "loser_first": "loser's cards first",
    "seat_order": "seat order",
    "open_war": "open war (0 face down)",
    "new_deal": "New deal",
    "undo": "Undo swaps",
    # simulation
    "games": "Games",
    "run": "Run",
    "running": "Playing {done} of {n} games…",
    "done": "{n} games in {secs:.1f} s.",
    "share": "Share of wins",
    "share_col": "Share",
    "interval": "95 % interval",
    "reasons": "How the games ended",
    "count": "Games",
    "mean_len": "Mean length: {mean:.1f} tricks (median {median:.0f}, longest {max:.0f}).",
    "bad_games": "The number of games must be a whole number from 1 to {max} (got {text}).",
    "negative_seed": "The seed must be 0 or more (got {text}).",
    "no_run": "Press Run to play the games.",
    "reason_out_of_cards": "out of cards",
    "reason_war_shortfall": "short in a war",
    "reason_war_shortfall_draw": "both short in a war",
    "reason_cycle": "cycle (never ends)",
    "reason_limit": "trick limit",
}

_RU: dict[str, str] = {
    "deal": "Раздать",
    "flip": "Открыть",
    "flip_tip": "Сыграть следующее сравнение",
    "war_next": "Спор: дальше",
    "war_next_tip": "Положить на стол следующий круг спора",
    "play_end": "До конца",
    "reset": "Сначала",
    "autoplay": "Автоигра",
    "speed": "Скорость",
    "seed": "Зерно",
    "seed_hint": "например 42",
    "code": "Код раздачи",
    "code_hint": "вставьте код раздачи",
    "player": "Игрок {i}",
    "pile": "{n} {cards}",
    "out": "выбыл",
    "table": "На столе: {n}",
    "dealt_seed": "Раздача из зерна {seed}",
    "dealt_code": "Раздача по коду",
    "code_now": "Код раздачи: {code}",
    "bad_seed": "Зерно должно быть целым числом от 0 до 2^128 − 1, например 42 (введено «{text}»).",
    "bad_code": "Этот код раздачи не подходит: {error}",
    "bad_deal": "Эта раздача не подходит к правилам: {error}",
    "game_over": "Партия окончена. «Сначала» — сыграть её снова, «Раздать» — новая раздача.",
    "ready": "Нажмите «Открыть»: каждый открывает верхнюю карту.",
    "war": "Спор! {cards}: карты равны. "
    "«Спор: дальше» — каждый кладёт {down} рубашкой вверх и 1 открытую.",
    "war_open": "Спор! {cards}: карты равны. «Спор: дальше» — каждый кладёт 1 открытую карту.",
    "war_cycle": "Непобитых карт нет ({cards}): спорят все. «Спор: дальше» — следующий круг.",
    "beats": "{a} бьёт {b}.",
    "takes": "{who} забирает банк: {n} {cards}.",
    "nobody": "Банк никто не забирает.",
    "short": "Не хватает карт на спор: {who}.",
    "war_short": "Спор! {cards}.",
    "position": "И{i} №{k}: {card}",
    "table_full": "Стол останавливается: он играет не больше {n} сравнений одной партии "
    "(иначе запись партии росла бы без конца). Нажмите «Сначала» или «Раздать».",
    "log": "Сравнения",
    "log_empty": "Ещё ни одного сравнения.",
    "chart": "Карт у игроков",
    "trick_n": "Сравнение {n}",
    "war_word": "спор",
    "trick_line": "{n}. {rounds} → {result}",
    "takes_short": "{who} берёт {n}",
    "vs": " против ",
    "win_out": "{who} выигрывает: у остальных кончились карты.",
    "win_out2": "{who} выигрывает: у соперника ({loser}) кончились карты.",
    "win_short": "{who} выигрывает: {losers} не хватило карт на спор.",
    "draw_short": "Ничья: в споре карт не хватило всем сразу.",
    "draw_cycle": "Ничья: зацикливание. Позиция после сравнения {start} повторилась "
    "(период — {period} сравн.), и так будет вечно.",
    "draw_limit": "Ничья: достигнут предел числа сравнений ({n}).",
    "after": "Сравнений: {tricks}, споров: {wars}.",
    "draw": "Ничья",
    "wins_short": "{who} выигрывает",
    "low_beats_ace": "{low} бьёт {high}",
    "card_a": "Карта 1",
    "card_b": "Карта 2",
    "pick_result_win": "{a} бьёт {b}.",
    "pick_result_tie": "{a} и {b} равны: спор.",
    "odds_title": "Одно открытие против случайной другой карты",
    "rank": "Карта",
    "win": "бьёт",
    "tie": "спор",
    "lose": "проигрывает",
    "multi": "Открывают трое",
    "unbeaten_none": "Непобитых карт нет: каждую кто-то бьёт: круг на столе!",
    "unbeaten_some": "Не побиты: {cards}.",
    "multi_war": "Не побиты и равны: {cards} — спор.",
    "multi_win": "{card} выигрывает сравнение.",
    "bad_card": "Выберите карту этой колоды: {error}",
    "explorer_title": "Всё решено при раздаче",
    "replay": "Переиграть",
    "replays": "Сыграно раз: {n}. Каждый раз та же партия (сравнений: {tricks}; {result}).",
    "swap": "Поменять",
    "swap_a": "Карту",
    "swap_b": "с",
    "swapped": "Поменяли {a} и {b}.",
    "swap_same": "Выберите две разные карты.",
    "before": "До обмена",
    "after_swap": "После обмена",
    "other_rules": "Та же раздача по другим правилам",
    "rules_col": "Правила",
    "winner_col": "Победитель",
    "length_col": "Сравнений",
    "reason_col": "Почему закончилась",
    "these_rules": "эти правила",
    "with_six": "с особым правилом",
    "no_six": "без особого правила",
    "loser_first": "сначала карты проигравшего",
    "seat_order": "по порядку мест",
    "open_war": "открытый спор (0 рубашкой)",
    "new_deal": "Новая раздача",
    "undo": "Отменить обмены",
    "games": "Партий",
    "run": "Запустить",
    "running": "Сыграно {done} из {n} партий…",
    "done": "Сыграно партий: {n}, за {secs:.1f} с.",
    "share": "Доля побед",
    "share_col": "Доля",
    "interval": "95 % интервал",
    "reasons": "Чем закончились партии",
    "count": "Партий",
    "mean_len": "Длина партии в сравнениях: в среднем {mean:.1f}, медиана {median:.0f}, "
    "самая длинная {max:.0f}.",
    "bad_games": "Число партий — целое число от 1 до {max} (введено {text}).",
    "negative_seed": "Зерно должно быть не меньше 0 (введено {text}).",
    "no_run": "Нажмите «Запустить», чтобы сыграть партии.",
    "reason_out_of_cards": "кончились карты",
    "reason_war_shortfall": "не хватило на спор",
    "reason_war_shortfall_draw": "обоим не хватило на спор",
    "reason_cycle": "зацикливание (не кончается)",
    "reason_limit": "предел числа сравнений",
}

_TEXTS: dict[str, dict[str, str]] = {"en": _EN, "ru": _RU}


def check_lang(lang: object) -> Lang:
    """Return ``lang`` if the widgets speak it, the current language
    (:func:`pyanitsa_edu.set_language`) for None, else raise
    :class:`~pyanitsa_edu.errors.SettingError`."""
    return resolve(lang)


def t(lang: str, key: str, **values: object) -> str:
    """Return the text ``key`` in ``lang``, with ``values`` filled in."""
    text = _TEXTS.get(lang, _EN).get(key) or _EN[key]
    return text.format(**values) if values else text


def cards_word(n: int, lang: str) -> str:
    """Return the word for ``n`` cards: ``card``/``cards``, or карта/карты/карт in Russian."""
    return plural(n, CARD, "ru" if lang == "ru" else "en")


def rank_text(rank: str, lang: str) -> str:
    """Return a rank label, with Russian letters (В Д К Т) for ``lang="ru"``."""
    return RU_RANKS.get(rank, rank) if lang == "ru" else rank


def card_text(card: Card, lang: str) -> str:
    """Return a card's text in ``lang`` (``Т♥`` in Russian)."""
    return card.text("ru" if lang == "ru" else "en")


def player_text(i: int, lang: str) -> str:
    """Return ``Player i`` in ``lang``."""
    return t(lang, "player", i=i)


def trick_text(trick: Trick, lang: str) -> str:
    """Return one line of the trick log: the cards of each round and who took the bank."""
    rounds = []
    for r in trick.rounds:
        parts = []
        for down, up in zip(r.face_down, r.face_up, strict=True):
            hidden = "[" + " ".join(card_text(c, lang) for c in down) + "] " if down else ""
            parts.append(hidden + card_text(up, lang))
        rounds.append(t(lang, "vs").join(parts))
    body = f" | {t(lang, 'war_word')}: ".join(rounds)
    if trick.winner is None:
        result = t(lang, "nobody")
    else:
        result = t(lang, "takes_short", who=player_text(trick.winner, lang), n=len(trick.bank))
    return t(lang, "trick_line", n=trick.number, rounds=body, result=result)


def result_text(result: Result, players: int, lang: str, short: Sequence[int] = ()) -> str:
    """Return who won and why (or why it is a draw), then the game's length.

    ``short``: the players who could not pay the last war (else: everyone but the winner).
    """
    tail = t(lang, "after", tricks=result.tricks, wars=result.wars)
    if result.reason == "cycle":
        head = t(lang, "draw_cycle", start=result.cycle_start, period=result.cycle_length)
    elif result.reason == "limit":
        head = t(lang, "draw_limit", n=result.tricks)
    elif result.reason == "war_shortfall_draw" or result.winner is None:
        head = t(lang, "draw_short")
    elif result.reason == "war_shortfall":
        out = list(short) or [i for i in range(players) if i != result.winner]
        losers = ", ".join(player_text(i, lang) for i in out)
        head = t(lang, "win_short", who=player_text(result.winner, lang), losers=losers)
    elif players == 2:
        loser = player_text(1 - result.winner, lang)
        head = t(lang, "win_out2", who=player_text(result.winner, lang), loser=loser)
    else:
        head = t(lang, "win_out", who=player_text(result.winner, lang))
    return f"{head} {tail}"
