"""Russian messages of the self-checks for exercises 17 and 18 (Bayes and the rule of three,
the central limit theorem).

Keyed by the English text passed to :func:`~pyanitsa_edu.checks.messages.tr`, exactly as it is
called, so that the table can move into a message catalogue line by line.
"""

from __future__ import annotations

__all__ = ["RU_INFERENCE"]

RU_INFERENCE: dict[str, str] = {
    # lesson17.py
    "coverage of the Wilson interval, n = {n}, p = {p}":
        "вероятность накрытия для интервала Уилсона, n = {n}, p = {p}",
    "the task needs a whole n from 1 to {most:,} and a p strictly between 0 and 1.":
        "в задании нужны целое n от 1 до {most:,} и p строго между 0 и 1.",
    "that is the confidence level the interval is built for, not its coverage: add up the "
    "chances of the counts whose interval holds p":
        "это уровень доверия, на который рассчитан интервал, а не вероятность накрытия: "
        "сложите вероятности тех значений счёта, чей интервал содержит p",
    "that is the chance that the interval misses p: add up the counts whose interval holds it":
        "это вероятность того, что интервал не содержит p: сложите вероятности тех значений "
        "счёта, чей интервал его содержит",
    "that is the coverage of the textbook interval p̂ ± 1.96·SE: use Wilson's":
        "это вероятность накрытия для интервала Вальда p̂ ± 1,96·SE, а нужен интервал Уилсона",
    # lesson18.py
    "P(share ≥ {share} in {n} fair games), normal approximation":
        "P(доля ≥ {share} в {n} партиях справедливой игры), нормальное приближение",
    "the task needs a whole n from 1 to {most:,} and a share between 0.5 and 1.":
        "в задании нужны целое n от 1 до {most:,} и доля между 0,5 и 1.",
    "that counts both tails: the question asks about one side only (a share at least this "
    "large)":
        "это оба хвоста, а вопрос только об одной стороне (доля не меньше заданной)",
    "that is the chance of a smaller share: the other side":
        "это вероятность меньшей доли, то есть другая сторона",
    "divide by the standard deviation √(p(1 − p)/n), not by the variance p(1 − p)/n":
        "делите на стандартное отклонение √(p(1 − p)/n), а не на дисперсию p(1 − p)/n",
    "that uses the spread of one game: the share of n games has standard deviation "
    "√(p(1 − p)/n)":
        "здесь взят разброс одной партии, а у доли побед в n партиях стандартное отклонение "
        "√(p(1 − p)/n)",
    "that is the exact binomial chance: a good check, but the task asks for the normal "
    "approximation":
        "это точная биномиальная вероятность: хорошая проверка, но в задании нужно нормальное "
        "приближение",
    "that is the level the interval is built for, not a measurement of how often it contains p":
        "это уровень, на который рассчитан интервал, а не измерение того, как часто он "
        "содержит p",
    "that is the share of experiments whose interval misses p":
        "это доля опытов, в которых интервал не содержит p",
    "that looks like the coverage of Wilson's interval: the task asks for the textbook "
    "interval p̂ ± 1.96·SE":
        "это похоже на вероятность накрытия для интервала Уилсона, а в задании нужен интервал "
        "Вальда p̂ ± 1,96·SE",
    "coverage of p̂ ± 1.96·SE with {trials} games":
        "вероятность накрытия для p̂ ± 1,96·SE при {trials} партиях",
    "what the central limit theorem says": "что утверждает центральная предельная теорема",
}
"""Every Russian message of :mod:`.lesson17` and :mod:`.lesson18` that is new, keyed by its
English text (the checks that moved from exercise 16 keep theirs in :mod:`.ru_lessons_8_12`)."""
