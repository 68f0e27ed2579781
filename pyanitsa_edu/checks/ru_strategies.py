"""Russian messages of the self-checks for exercises 20 and 21 (strategies and tournaments).

Keyed by the English text passed to :func:`~pyanitsa_edu.checks.messages.tr`.
"""

from __future__ import annotations

__all__ = ["RU_STRATEGIES"]

RU_STRATEGIES: dict[str, str] = {
    # lesson20.py
    "highest_first with both piles": "highest_first обеими стопками",
    "pass a table of True/False values: one row per deal, one column per pile.":
        "передайте таблицу значений True/False: строка на раздачу, столбец на стопку.",
    "one row per deal, two columns (pile 0, pile 1): {rows} rows in all.":
        "строка на раздачу, два столбца (стопка 0, стопка 1): всего {rows} строк.",
    "the table should have {rows} rows (one per deal) and 2 columns (pile 0, pile 1).":
        "в таблице должно быть {rows} строк (по одной на раздачу) и 2 столбца (стопка 0, "
        "стопка 1).",
    "each entry says whether highest_first won that game: True or False.":
        "каждая клетка говорит, выиграла ли highest_first эту партию: True или False.",
    "all {rows} deals are right.": "все {rows} раздач верны.",
    "the two columns agree in every deal: the second game replays pile 0 from the other "
    "seat. Change the seats only, not the piles.":
        "столбцы совпадают в каждой раздаче: вторая партия повторяет стопку 0 с другого места. "
        "Меняйте местами только игроков, а не стопки.",
    "these are the classic player's wins: count the games highest_first won.":
        "это выигрыши классического игрока: считайте партии, выигранные highest_first.",
    "the columns are swapped: pile 0 first, then pile 1.":
        "столбцы переставлены: сначала стопка 0, потом стопка 1.",
    "pile 0 is right; in the second game highest_first sits in seat 1, so it wins when the "
    "winner is 1.":
        "стопка 0 верна; во второй партии highest_first сидит на месте 1, так что она выигрывает, "
        "когда победитель — 1.",
    "{wrong} of the {rows} deals differ: play every deal with deal(seed=s) for s in "
    "range({rows}).":
        "не совпадают {wrong} раздач из {rows}: разыграйте каждую раздачу deal(seed=s) для s in "
        "range({rows}).",
    "that divides by the square root of the games: the deals are the independent "
    "observations":
        "здесь деление на корень из числа партий, а независимые наблюдения — раздачи",
    "that treats the games as independent: take the standard deviation of the deals' scores, "
    "over the number of deals":
        "здесь партии считаются независимыми: возьмите стандартное отклонение оценок раздач и "
        "число раздач",
    "that is one standard error: the 95 % half-width is 1.96 of them":
        "это одна стандартная ошибка, а полуширина 95-процентного интервала — 1,96 таких ошибок",
    "divide by the square root of the number of deals":
        "делите на корень из числа раздач",
    "that uses pile 0 only, or a table whose two columns agree: each deal's score is the mean "
    "of its two different games (check Task 1)":
        "здесь взята только стопка 0 или таблица с совпадающими столбцами, а оценка раздачи — "
        "среднее двух её разных партий (проверьте задание 1)",
    "95 % half-width over deals": "полуширина 95-процентного интервала по раздачам",
    "mirrors, pairs and the unit": "зеркала, пары и единица опыта",
    # guesses.py
    "a round number could be a guess here: pass the array of your sampled values (one per "
    "{unit}).":
        "круглое число может оказаться догадкой: передайте массив своих смоделированных значений "
        "(по одному на {unit}).",
    # lesson21.py
    "pass the share as one number, or the True/False array of the hands.":
        "передайте долю одним числом или массив True/False по партиям.",
    "pass the True/False array of the hands, one per hand (two per deal).":
        "передайте массив True/False по партиям: по одному значению на партию (по два на раздачу).",
    "n is the number of deals: half the number of hands in your array.":
        "n — это число раздач: половина числа партий в вашем массиве.",
}
"""Russian messages of :mod:`.lesson20`, :mod:`.guesses` and the array answers of
:mod:`.lesson21`, keyed by their English text."""
