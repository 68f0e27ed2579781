"""Russian messages of the self-checks for exercises 12–15 (cycles, what is proven, random
walks, Markov chains) added with those lessons.

Keyed by the English text passed to :func:`~pyanitsa_edu.checks.messages.tr`.
"""

from __future__ import annotations

__all__ = ["RU_CYCLES_WALKS"]

RU_CYCLES_WALKS: dict[str, str] = {
    # lesson13.py
    "upper bound on the share of cycling deals": "верхняя граница доли зацикливающихся раздач",
    'pass the 0/1 array of your search as the second argument: sim.reason == "cycle", one '
    'value per deal.':
        'передайте вторым аргументом массив 0/1 вашего поиска: sim.reason == "cycle", по одному '
        'значению на раздачу.',
    'the second argument must be a 0/1 (True/False) array, one value per deal: '
    'sim.reason == "cycle".':
        'второй аргумент должен быть массивом 0/1 (True/False), по одному значению на раздачу: '
        'sim.reason == "cycle".',
    "your search played {n:,} deals: play at least {least:,}, the task's size.":
        "ваш поиск сыграл раздач: {n:,}; сыграйте хотя бы {least:,}, как требует задание.",
    "your search found {found} cycling deals: then the share is not bounded by a search "
    "without cycles. Check the rules you simulated.":
        "ваш поиск нашёл зацикливающиеся раздачи ({found}): тогда долю не ограничить поиском "
        "без циклов. Проверьте, с какими правилами вы моделировали.",
    "no cycle in your deals does not make the share zero: a small share would often show none":
        "если в ваших раздачах нет цикла, доля от этого не становится нулевой: при малой доле "
        "циклов часто не видно ни одного",
    "that is one deal in n: shares up to about three in n would still often show no cycle in "
    "n deals":
        "это одна раздача из n: и при доле до примерно трёх из n в n раздачах часто не будет ни "
        "одного цикла",
    "0.05 is the chance of seeing no cycle at the bound, not a share to divide by n":
        "0,05 — это вероятность не увидеть ни одного цикла на границе, а не доля, которую делят "
        "на n",
    "that is the chance that one deal does not cycle: the bound is 1 minus it":
        "это вероятность, что одна раздача не зацикливается; граница — единица минус она",
    "a share, please, not a percentage": "нужна доля, а не проценты",
    "deals needed for a bound of {share}": "сколько нужно раздач для границы {share}",
    "write a number of deals, a whole number.": "напишите число раздач — целое число.",
    "the share must be a number between 0 and 1.": "доля должна быть числом между 0 и 1.",
    "with no cycle in 1/share deals, a share about three times larger would still often show "
    "none":
        "если в 1/share раздачах нет цикла, то и при доле примерно втрое больше циклов часто не "
        "будет ни одного",
    "too few: with that many deals, no cycle at all would still happen more than 5 % of the "
    "time at this share":
        "слишком мало: при такой доле и таком числе раздач ни одного цикла не будет чаще, чем в "
        "5 % поисков",
    "more than needed: the rule of three already gives the bound with fewer deals":
        "больше, чем нужно: правило трёх даёт эту границу и с меньшим числом раздач",
    # lesson12.py, lesson14.py, lesson15.py: only the simulated games or walks are evidence
    "pass the 0/1 array itself (True where the game cycled), one value per game, not one number: "
    "the games are the evidence.":
        "передайте сам массив 0/1 (True там, где партия зациклилась), по одному значению на "
        "партию, а не одно число: свидетельство — это сами партии.",
    "pass the array of your walks' lengths, one value per walk, not one number: the walks are "
    "the evidence.":
        "передайте массив длин ваших блужданий, по одному значению на блуждание, а не одно "
        "число: свидетельство — это сами блуждания.",
    'pass the 0/1 array "player 0 won" itself, one value per game, not one number: the games '
    'are the evidence.':
        'передайте сам массив 0/1 "игрок 0 выиграл", по одному значению на партию, а не одно '
        'число: свидетельство — это сами партии.',
    # lesson14.py
    "some of your walks never reached a wall: a walk from {k} needs at least {least} steps to "
    "end. Make the walks longer, and check that every one of them ended before you take its "
    "length.":
        "некоторые ваши блуждания не дошли до экрана: блужданию из {k} нужно хотя бы {least} "
        "шагов, чтобы закончиться. Сделайте блуждания длиннее и проверьте, что каждое "
        "закончилось, прежде чем брать его длину.",
    "share of walks that reach {total} first": "доля блужданий, которые сначала доходят до {total}",
    "pass the 0/1 array itself (True when the walk reached {total} first), one value per walk, "
    "not one number.":
        "передайте сам массив 0/1 (True, если блуждание сначала дошло до {total}), по одному "
        "значению на блуждание, а не одно число.",
    "that looks like the share that reached 0 first: the other wall":
        "похоже на долю блужданий, которые сначала дошли до 0: это другой экран",
}
"""Russian messages of :mod:`.lesson13`, :mod:`.lesson14` and :mod:`.lesson15` added with the
split lessons, keyed by the English text."""
