"""Russian messages of the self-checks for exercises 06, 07 and 10 (random variables,
expectation and variance, covariance and the unit of an experiment).

Keyed by the English text passed to :func:`~pyanitsa_edu.checks.messages.tr`.
"""

from __future__ import annotations

__all__ = ["RU_RANDOM_VARIABLES"]

RU_RANDOM_VARIABLES: dict[str, str] = {
    # lesson06.py
    "that includes L = {low}: 'more than {low}' leaves it out":
        "здесь учтено L = {low}, а «больше {low}» его не включает",
    "that leaves out L = {high}: 'at most {high}' includes it":
        "здесь пропущено L = {high}, а «не больше {high}» его включает",
    "that is P(L ≤ {high}): take away the games of at most {low} tricks":
        "это P(L ≤ {high}): вычтите партии не длиннее {low} сравнений",
    "that is P(L > {high}), the other tail": "это P(L > {high}), другой хвост",
    "that is P(L ≤ {low}): the question is about the games between the two":
        "это P(L ≤ {low}), а вопрос о партиях между двумя границами",
    "P({low} < L ≤ {high}) on the 10-card deck": "P({low} < L ≤ {high}) на колоде из 10 карт",
    "estimate of P(L ≤ {k}) on 36 cards": "оценка P(L ≤ {k}) на 36 картах",
    "that looks like P(L > {k}), the share of the other games":
        "похоже на P(L > {k}), долю остальных партий",
    "that looks closer to P(L < {k}): a game of exactly {k} tricks counts too":
        "это ближе к P(L < {k}), а партия ровно в {k} сравнений тоже считается",
    "P(G = k): the first long game is game k":
        "P(G = k): первая долгая партия — k-я по счёту",
    # lesson07.py
    "that is the plain average of the lengths that occur: weigh each length by its probability":
        "это простое среднее встречающихся длин: умножьте каждую длину на её вероятность",
    "that is E[L] under the classic return: use the seat_order return":
        "это E[L] при классическом возврате, а нужен возврат seat_order (по порядку мест)",
    "that is E[L²]: multiply each length, not its square, by its probability":
        "это E[L²]: умножайте на вероятность саму длину, а не её квадрат",
    "E[L] on the 10-card deck, seat_order return":
        "E[L] на колоде из 10 карт, возврат seat_order",
    "that is E[L²]: subtract the square of E[L]": "это E[L²]: вычтите квадрат E[L]",
    "that is the standard deviation: the variance is its square":
        "это стандартное отклонение, а дисперсия — его квадрат",
    "subtract the square of E[L], not E[L] itself": "вычтите квадрат E[L], а не само E[L]",
    "that is the variance under the classic return: use the seat_order return":
        "это дисперсия при классическом возврате, а нужен возврат seat_order (по порядку мест)",
    "Var L on the 10-card deck, seat_order return":
        "Var L на колоде из 10 карт, возврат seat_order",
    "a card does not tie with itself: count the other cards of its rank among the other cards":
        "карта не равна самой себе: считайте другие карты её достоинства среди остальных карт",
    "once one card of the pair is fixed, how many cards are left for the other?":
        "когда одна карта пары известна, сколько карт остаётся для другой?",
    "that is the chance for one pair: how many facing pairs are there?":
        "это вероятность для одной пары, а сколько всего пар друг против друга?",
    "that is the answer for the 36-card deck": "это ответ для колоды из 36 карт",
    "E[ties among the facing pairs], {describe}":
        "E[число равенств в парах друг против друга], {describe}",
    "that is the chance of exactly {k} wins: add the chances of more":
        "это вероятность ровно {k} побед: прибавьте вероятности большего числа",
    "that leaves out exactly {k} wins: 'at least' includes it":
        "здесь пропущено ровно {k} побед, а «не меньше» их включает",
    "that uses a chance of 1/2 per game: a game can also end in a draw, so player 0 "
    "wins less often":
        "здесь вероятность 1/2 на партию, но партия может кончиться и ничьей, поэтому игрок 0 "
        "выигрывает реже",
    "that is the other side: fewer than {k} wins": "это другая сторона: меньше {k} побед",
    "P(player 0 wins at least {k} of {n} deals)":
        "P(игрок 0 выигрывает не меньше {k} из {n} раздач)",
    # lesson10.py
    "that is E[I1 I2], the chance that both pairs tie: subtract E[I1] E[I2]":
        "это E[I1 I2], вероятность равенства в обеих парах: вычтите E[I1] E[I2]",
    "that is E[I1] E[I2] alone: the covariance is E[I1 I2] minus it":
        "это одно E[I1] E[I2], а ковариация — это E[I1 I2] минус оно",
    "the sign is reversed: it is E[I1 I2] − E[I1] E[I2]":
        "знак перепутан: нужно E[I1 I2] − E[I1] E[I2]",
    "zero would mean the pairs do not move together at all: count the chance that both tie":
        "ноль означал бы, что пары вовсе не связаны: посчитайте вероятность равенства в обеих",
    "covariance Cov(I1, I2), {describe}": "ковариация Cov(I1, I2), {describe}",
    "that is the binomial variance: it leaves out the covariances of the pairs":
        "это биномиальная дисперсия: в ней пропущены ковариации пар",
    "each pair of indicators counts twice: Cov(I1, I2) and Cov(I2, I1)":
        "каждая пара индикаторов входит дважды: Cov(I1, I2) и Cov(I2, I1)",
    "the covariances add to the variance here": "здесь ковариации прибавляются к дисперсии",
    "variance Var T, {describe}": "дисперсия Var T, {describe}",
    "covariance and the unit of an experiment": "ковариация и единица опыта",
}
