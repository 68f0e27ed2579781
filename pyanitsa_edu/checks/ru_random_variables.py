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
    "P(G = k): the first long game is game k": "P(G = k): первая долгая партия — k-я по счёту",
}
