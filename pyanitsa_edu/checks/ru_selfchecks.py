"""Russian messages of the self-checks that judge fairly: multiple choice that reveals nothing
until right, estimates from too few games, per-game arrays, hints for the other seat and for
unfinished walks, and the check of a student's own engine.

Keyed by the English text passed to :func:`~pyanitsa_edu.checks.messages.tr`.
"""

from __future__ import annotations

__all__ = ["RU_SELFCHECKS"]

RU_SELFCHECKS: dict[str, str] = {
    # choice.py
    "not right yet: at least one statement is judged wrong. Read them all again.":
        "пока неверно: хотя бы одно утверждение оценено неправильно. Перечитайте все "
        "утверждения.",
    "Why: with a fixed return order each trick is fixed by the two top cards, so the whole "
    "game is a function of the deal, with or without the six rule; a circle in the ranking "
    "makes a game hard to predict, not random. Agreeing runs never prove determinism (the "
    "engine does not even read the game seed then); one disagreeing pair, as with the "
    "shuffled return, disproves it.":
        "Почему: при постоянном порядке возврата каждое сравнение определяется двумя верхними "
        "картами, поэтому вся партия — функция раздачи, с правилом «шестёрка бьёт туза» или "
        "без него; круг в старшинстве карт делает партию трудной для предсказания, но не "
        "случайной. Совпадающие прогоны никогда не доказывают детерминированность (движок тогда "
        "даже не читает зерно партии); одна несовпадающая пара, как при перемешанном возврате, "
        "её опровергает.",
    "Why: 95 % describes the method: over many repeated experiments about 95 % of the "
    "intervals contain the true probability. An interval is about the probability, not "
    "about single games, and one that contains 0.5 proves nothing: it only fails to tell "
    "the game from a fair one. Its width shrinks like 1/√n, and the share of wins settles "
    "down to the probability (the law of large numbers).":
        "Почему: 95 % — свойство метода: при многих повторениях опыта около 95 % интервалов "
        "содержат истинную вероятность. Интервал говорит о вероятности, а не об отдельных "
        "партиях, и интервал, содержащий 0,5, ничего не доказывает: он лишь не отличает игру "
        "от честной. Его ширина убывает как 1/√n, а доля побед приближается к вероятности "
        "(закон больших чисел).",
    # estimates.py
    "pass your per-{unit} values (for a share, the 0/1 array, one value per {unit}), not a "
    "number: at this task's n a round number could pass by luck.":
        "передайте значения по одному на {unit} (для доли — массив из 0 и 1), а не число: "
        "при n этого задания круглое число могло бы пройти случайно.",
    "your estimate comes from {size}, and this task asks for at least {least}: simulate more.":
        "у вас {size}, а задание требует не меньше {least}: смоделируйте больше.",
    "{asks} Already now: {why}": "{asks} Уже сейчас видно: {why}",
    # hints.py
    "that is the other player's value: read again which player the question asks about":
        "это значение для соперника: перечитайте, о каком игроке вопрос",
    "the wrong sign: did you subtract the other way round, or answer for the other player?":
        "не тот знак: не вычли ли вы в обратном порядке или не ответили ли за соперника?",
    # lesson14.py
    "some walks never reached a wall: a walk from {k} takes at least {least} steps. Make the "
    "walks longer, and count only finished ones":
        "некоторые блуждания не дошли до стенки: блуждание из {k} длится не меньше {least} "
        "шагов. Сделайте блуждания длиннее и считайте только законченные",
    "too small: did every walk reach a wall? An unfinished walk counted as a short one pulls "
    "the mean down":
        "слишком маленькое: все ли блуждания дошли до стенки? Незаконченное блуждание, "
        "посчитанное как короткое, занижает среднее",
    # lesson05.py: the student's own engine
    "your engine against the library": "ваш движок против библиотеки",
    "a draw after {tricks}": "ничья за {tricks}",
    "player {winner} wins after {tricks}": "игрок {winner} выигрывает за {tricks}",
    "deal(seed={seed}), code {code}": "deal(seed={seed}), код {code}",
    "on {where} your engine failed: {error}.": "на раздаче {where} ваш движок сломался: {error}.",
    "on {where} your engine returned {got}: return a pair (winner, tricks), the winner 0, 1 "
    "or None for a draw.":
        "на раздаче {where} ваш движок вернул {got}: верните пару (winner, tricks), где winner "
        "— 0, 1 или None при ничьей.",
    "The same winner, another length: count every trick once, a спор included as one trick.":
        "Победитель тот же, длина другая: считайте каждое сравнение один раз, вместе со "
        "спором — как одно сравнение.",
    "the first deal where they differ is {where}: the library says {library}, your engine "
    "says {yours}.":
        "первая раздача, где они расходятся, — {where}: по библиотеке {library}, по вашему "
        "движку {yours}.",
    "the same winner after the same number of tricks on all {deals}.":
        "тот же победитель после того же числа сравнений на всех {deals}.",
}
"""Russian messages of :mod:`.choice`, :mod:`.estimates`, :mod:`.hints` and the fairer
self-checks of the lessons, keyed by their English text."""
