"""Russian messages of the self-checks for exercises 08 (conditional probability) and 11 (what
a rank is worth, judged from the student's per-game arrays).

Keyed by the English text passed to :func:`~pyanitsa_edu.checks.messages.tr`.
"""

from __future__ import annotations

__all__ = ["RU_CONDITIONAL"]

RU_CONDITIONAL: dict[str, str] = {
    # lesson08.py
    "P(player 0 loses the trick | his card is a {rank})":
        "P(игрок 0 проигрывает сравнение | его карта — {rank})",
    "that is the chance that player 0 wins the trick":
        "это вероятность того, что игрок 0 выигрывает сравнение",
    "that is the chance of a tie": "это вероятность равенства",
    "a tie is not a lost trick: count only the cards that beat his":
        "равенство — ещё не проигранное сравнение: считайте только карты, которые бьют его карту",
    "player 0's own card cannot be player 1's: divide by the other cards":
        "собственная карта игрока 0 не может оказаться у игрока 1: делите на число остальных карт",
    "remember the special rule: the lowest rank beats the ace":
        "вспомните особое правило: младшая карта бьёт туза",
    "that is the chance for a card you know nothing about: use what the condition tells you":
        "это вероятность для карты, о которой ничего не известно: воспользуйтесь тем, что "
        "сообщает условие",
    # lesson08.py: a conditional share judged from the student's per-game arrays
    "{what} must hold one True/False per game.":
        "в {what} должно быть по одному True/False на партию.",
    "won and aces must have one value per game each (they hold {a} and {b}).":
        "в won и aces должно быть по одному значению на партию (а в них {a} и {b}).",
    "write your estimate as one number, the share your arrays give (you gave {value}).":
        "запишите оценку одним числом — долей, которую дают ваши массивы (у вас {value}).",
    "the condition never holds in your arrays: no game to count":
        "в ваших массивах условие ни разу не выполнено: считать не по чему",
    "that is the question the other way round: which array is the condition?":
        "это вопрос наоборот: какой из массивов — условие?",
    "that is the share of all games with both: divide by the games where the condition holds":
        "это доля всех партий, где выполнено и то и другое: делите на число партий, где "
        "выполнено условие",
    "that is the share over all games: keep only the games where the condition holds":
        "это доля по всем партиям: оставьте только партии, где выполнено условие",
    "it is not the share your arrays give: compute it from won and aces":
        "это не та доля, которую дают ваши массивы: вычислите её по won и aces",
    # lesson11.py: the effect of a rank, judged from the student's per-game arrays
    "no answer yet: {what} is still ... (one value per game).":
        "ответа пока нет: {what} всё ещё ... (нужно по одному значению на партию).",
    "{what} must be an array with one value per game.":
        "{what} должен быть массивом, по одному значению на партию.",
    "{what} must be a one-dimensional array of numbers, one per game.":
        "{what} должен быть одномерным массивом чисел, по одному на партию.",
    "wins and held must have one value per game each (they hold {a} and {b}).":
        "в wins и held должно быть по одному значению на партию (а в них {a} и {b}).",
    "wins must hold True/False (or 0/1): did player 0 win the game?":
        "в wins должны быть True/False (или 0/1): выиграл ли игрок 0 партию?",
    "held must count cards of one rank in a pile: whole numbers from 0 to {suits}.":
        "held считает карты одного достоинства в стопке: целые числа от 0 до {suits}.",
    "you passed n = {n}, but your arrays hold {size}.":
        "вы передали n = {n}, а в ваших массивах {size}.",
    "this task needs at least {least}; your arrays hold {size}.":
        "в этом задании нужно хотя бы {least}, а в ваших массивах {size}.",
    "write your estimate as one number, the effect your arrays give (you gave {value}).":
        "запишите оценку одним числом — влиянием, которое дают ваши массивы (у вас {value}).",
    "held never reaches 3–4 or never falls to 0–1: count the cards of this rank in player 0's "
    "pile":
        "в held нет ни одной партии с 3–4 или с 0–1 картами: считайте карты этого достоинства "
        "в стопке игрока 0",
    "that looks like the effect for player 1's pile, or a difference taken the other way "
    "round: count player 0's cards, and subtract the win rate with 0–1":
        "похоже на влияние для стопки игрока 1 или на разность наоборот: считайте карты "
        "игрока 0 и вычитайте частоту побед с 0–1",
    "that is the win rate with 3–4 cards alone: subtract the win rate with 0–1":
        "это частота побед только с 3–4 картами: вычтите частоту побед с 0–1",
    "the wrong sign: subtract the win rate with 0–1 from the one with 3–4":
        "знак не тот: вычитайте частоту побед с 0–1 из частоты побед с 3–4",
    "it is not the effect your arrays give: compute it from wins and held (the win rate with "
    "3–4 cards minus the win rate with 0–1)":
        "это не то влияние, которое дают ваши массивы: вычислите его по wins и held (частота "
        "побед с 3–4 картами минус частота побед с 0–1)",
    "it is not the share your arrays give: compute it from with_rule and without_rule":
        "это не та доля, которую дают ваши массивы: вычислите её по with_rule и without_rule",
    "{what} must hold the length of each game in tricks, a whole number per deal.":
        "в {what} должна быть длина каждой партии в сравнениях, целое число на раздачу.",
    "with_rule and without_rule must hold the same deals (they hold {a} and {b}).":
        "в with_rule и without_rule должны быть одни и те же раздачи (а в них {a} и {b}).",
}
"""Every Russian message of this module's checks, keyed by its English text."""
