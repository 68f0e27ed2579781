"""Russian messages of the self-checks for exercises 08–12.

Keyed by the English text passed to :func:`~pyanitsa_edu.checks.messages.tr`.
"""

from __future__ import annotations

__all__ = ["RU_LESSONS_8_12"]

RU_LESSONS_8_12: dict[str, str] = {
    # lesson19.py
    "P(the opponent holds {card})": "P(у соперника есть {card})",
    "P(the opponent holds a marriage)": "P(у соперника есть объявление: король и дама одной масти)",
    "unseen cards": "невидимые карты",
    "both players know he holds {shown} (an exchange, a marriage or the last draw showed "
    "it): leave it out of both counts":
        "оба игрока знают, что у него {shown} (это показали обмен козыря, объявление или "
        "последний добор): не считайте эти карты ни там, ни там",
    "estimate of P(the opponent holds a marriage)":
        "оценка P(у соперника есть объявление)",
    "estimate of P(closing wins)": "оценка P(возврат выигрывает)",
    "estimate of the game points of closing": "оценка победных очков возврата",
    "decisions, samples and the exact endgame": "решения, выборки и точный эндшпиль",
    "too many by one: the face-up trump is on the table for both players to see":
        "на одну больше: открытый козырь лежит на столе, его видят оба",
    "that is the stock alone: the opponent's hand is unseen too":
        "это только колода, а карты соперника тоже не видны",
    "that is the opponent's hand alone: the stock is unseen too":
        "это только карты соперника, а колода тоже не видна",
    "you left out only your own hand: what else is in view?":
        "вы вычли только свои карты: что ещё вы видите?",
    "Start from 20 and take away every card you can see.":
        "Начните с 20 и вычтите каждую карту, которую видите.",
    "that divides by the whole deck: divide by the cards you cannot see":
        "здесь деление на всю колоду, а нужно на карты, которых вы не видите",
    "the face-up trump is not among the unseen cards": "открытого козыря нет среди невидимых карт",
    "that is the chance the card is in the stock": "это вероятность, что карта в колоде",
    "he holds several of the unseen cards, not one": "у него несколько невидимых карт, а не одна",
    "the card may also be in the stock": "карта может быть и в колоде",
    "Every card you cannot see is equally likely to be any of the unseen ones.":
        "Любая невидимая карта с равными шансами может оказаться любой из невидимых.",
    "that counts twice the hands that hold two marriages: subtract them (inclusion–exclusion)":
        "здесь дважды посчитаны руки с двумя объявлениями: вычтите их (включения-исключения)",
    "that is the chance of one given marriage: the question is about any suit":
        "это вероятность одного заданного объявления, а вопрос — о любой масти",
    "count only the suits whose king and queen you cannot see":
        "считайте только масти, короля и даму которых вы не видите",
    "the marriages are not independent: he holds only a few cards":
        "объявления не независимы: у него всего несколько карт",
    "Add the chances of each possible marriage, then correct for overlaps.":
        "Сложите вероятности каждого возможного объявления, затем поправьте на пересечения.",
    "that looks like the chance of one given marriage: count a hand with any marriage":
        "похоже на вероятность одного заданного объявления: считайте руку с любым объявлением",
    "that looks like the share of hands without a marriage":
        "похоже на долю рук без объявления",
    "that looks like the share of deals in which closing loses":
        "похоже на долю раздач, в которых возврат проигрывает",
    "a share lies between 0 and 1: did you average the game points instead?":
        "доля лежит между 0 и 1: не усреднили ли вы победные очки?",
    "Over all {n_close_values} hands the opponent may hold, closing wins in a share {p:.3f} "
    "of them.":
        "По всем возможным рукам соперника (их {n_close_values}) возврат выигрывает в доле "
        "{p:.3f} из них.",
    "that looks like the chance of winning: the question asks for game points":
        "похоже на вероятность выигрыша, а спрашиваются победные очки",
    "the wrong sign: a failed close costs the closer, it does not pay him":
        "не тот знак: неудачный возврат стоит закрывшему очков, а не приносит их",
    # lesson20.py
    "share of hands greedy wins by 3 game points":
        "доля партий, которые жадный бот выигрывает на 3 победных очка",
    "hands for {power:.0%} power at p = {p}": "партии для мощности {power:.0%} при p = {p}",
    "detection rate (p = {p}, {hands} hands)":
        "частота обнаружения (p = {p}, партий в турнире: {hands})",
    "hands, game points and power": "партии, победные очки и мощность",
    "that gives the test only about a 50 % chance: add the z of the power you want":
        "так у теста лишь около 50 % шансов: добавьте z нужной мощности",
    "under the null hypothesis the spread is ½, not √(p(1−p))":
        "при нулевой гипотезе разброс равен ½, а не √(p(1−p))",
    "under the alternative the spread is √(p(1−p)), not ½":
        "при альтернативе разброс равен √(p(1−p)), а не ½",
    "the test is two-sided: use z = 1.96": "тест двусторонний: возьмите z = 1.96",
    "you forgot to square": "вы забыли возвести в квадрат",
    "Solve |p − ½|·√n = z·½ + z_β·√(p(1−p)) for n.": "Решите |p − ½|·√n = z·½ + z_β·√(p(1−p)) "
    "относительно n.",
    "that looks like the share of tournaments in which the test misses the difference":
        "похоже на долю турниров, в которых тест не замечает разницы",
    "that looks like a share of hands: count tournaments in which the test rejects":
        "похоже на долю партий: считайте турниры, в которых тест отвергает гипотезу",
    "The exact power is {truth:.3f}; the normal formula gives {approx:.3f}.":
        "Точная мощность {truth:.3f}; нормальная формула даёт {approx:.3f}.",
    "pass the share as one number, with n = the number of deals.":
        "передайте долю одним числом и n = число раздач.",
    "that is the share of all hands won: count only the wins worth 3 game points":
        "это доля всех выигранных партий: считайте только победы на 3 победных очка",
    "that divides by the hands won: divide by all hands played":
        "здесь деление на выигранные партии, а нужно на все сыгранные",
    "that is the number for 80 % power: use the z of {power:.0%}":
        "это число для мощности 80 %: возьмите z для {power:.0%}",
    # lesson09.py, lesson14.py, lesson16.py
    "P(win | all the aces)": "P(победа | все тузы)",
    "P(all the aces | win)": "P(все тузы | победа)",
    "P(tie) on the {describe}": "P(спор), {describe}",
    "P(player 0 wins 3 tricks in a row, no war)":
        "P(игрок 0 выигрывает 3 сравнения подряд, без спора)",
    "independence and conditional probability": "независимость и условная вероятность",
    "P(reach {total} before 0 from {k})": "P(дойти до {total} раньше, чем до 0, начав с {k})",
    "expected steps from {k} between 0 and {total}":
        "ожидаемое число шагов из {k} между 0 и {total}",
    "mean steps from {k}": "среднее число шагов из {k}",
    "expected tricks": "ожидаемое число сравнений",
    "P(player {player} wins)": "P(выигрывает игрок {player})",
    "P(player 0 wins), simulated": "P(выигрывает игрок 0), по моделированию",
    "z for {k} wins in {m} games": "z для {k} побед в {m} партиях",
    "p-value for {k} wins in {m} games": "p-значение для {k} побед в {m} партиях",
    "false-alarm rate with {m} games": "частота ложной тревоги при {m} партиях",
    "P(p > {x} | {k} wins in {m})": "P(p > {x} | {k} побед в {m})",
    "upper bound": "верхняя граница",
    "{confidence:.0%} upper bound after 0 in {n:,}":
        "верхняя граница {confidence:.0%} после 0 из {n:,}",
    "what a p-value is and is not": "что такое p-значение и чем оно не является",
    "the first card is not one of its own matches: count the other cards of its rank":
        "первая карта не пара сама себе: считайте другие карты её достоинства",
    "after the first card is turned over, how many cards are left?":
        "сколько карт остаётся после того, как открыта первая?",
    "that is the chance for the 36-card deck": "это вероятность для колоды из 36 карт",
    "that looks like P(all the aces | win): the question the other way round. Among the deals "
    "with all the aces, what share did player 0 win?":
        "похоже на P(все тузы | победа): вопрос наоборот. Какую долю раздач со всеми тузами "
        "выиграл игрок 0?",
    "that looks like P(win and all the aces): divide by the share of deals with all the aces":
        "похоже на P(победа и все тузы): разделите на долю раздач со всеми тузами",
    "that looks like P(win) over all deals: keep only the deals where player 0 holds every ace":
        "похоже на P(победа) по всем раздачам: оставьте только раздачи, где у игрока 0 все тузы",
    "that looks like P(win | all the aces): the table read along the row instead of down the "
    "column":
        "похоже на P(победа | все тузы): таблица прочитана по строке, а не по столбцу",
    "that looks like the share of all deals with every ace: you did not use that player 0 won":
        "похоже на долю всех раздач со всеми тузами: вы не учли, что игрок 0 выиграл",
    "that looks like P(win and all the aces): divide by P(win)":
        "похоже на P(победа и все тузы): разделите на P(победа)",
    "that is the naive product: it treats the three tricks as independent":
        "это наивное произведение: оно считает три сравнения независимыми",
    "that is the chance that no trick is a tie: player 0 must also win each one":
        "это вероятность, что ни одно сравнение не дало спора, а игрок 0 должен ещё и "
        "выиграть каждое",
    "player 0 must win each of the three tricks, not only the first":
        "игрок 0 должен выиграть все три сравнения, а не только первое",
    "that is the chance of reaching 0 first (the other player)":
        "это вероятность сначала дойти до 0 (шанс соперника)",
    "divide by the whole distance between the walls": "делите на всё расстояние между стенками",
    "that is the length from the middle: start from the given k":
        "это длина из середины, а начинать нужно с данного k",
    "the distance to the far wall is total − k": "расстояние до дальней стенки равно total − k",
    "one step too many on average: the step that hits the wall is the last one counted":
        "в среднем на шаг больше: шаг, который упирается в стенку, — последний из посчитанных",
    "that looks like the length from the middle": "похоже на длину из середины",
    "one trick short: the trick played in the deal's own state counts too (t = 1 + Q t)":
        "на одно сравнение меньше: сравнение, сыгранное в самой позиции раздачи, тоже "
        "считается (t = 1 + Q t)",
    "that is the other player's chance: which column of R?":
        "это шанс соперника: какой столбец R нужен?",
    "that is the chance that player does not win": "это вероятность, что игрок не выиграет",
    "(The chain behind the exact value has {size:,} states.)":
        "(Состояний в цепи, по которой посчитано точное значение: {size:,}.)",
    "divide by the standard deviation √(m/4), not the variance m/4":
        "делите на стандартное отклонение √(m/4), а не на дисперсию m/4",
    "the standard deviation of a count of fair coins is √(m/4), not √m":
        "стандартное отклонение числа гербов у честных монет равно √(m/4), а не √m",
    "that is the distance of the share from 1/2: divide the distance of the count by its "
    "standard deviation":
        "это расстояние доли от 1/2: разделите расстояние числа побед на его стандартное "
        "отклонение",
    "that is one tail only: the test is two-sided (too many wins or too few both count "
    "against fairness)":
        "это только один хвост: тест двусторонний (и слишком много побед, и слишком мало "
        "говорят против честности)",
    "that is the chance of a result *closer* to m/2":
        "это вероятность результата *ближе* к m/2",
    "that is the threshold {alpha} itself, not a measurement: with whole-number counts the "
    "real rate is not exactly it":
        "это сам порог {alpha}, а не измерение: при целых числах побед настоящая частота "
        "не равна ему в точности",
    "that is P(p < {x} | data): the other side": "это P(p < {x} | данные): другая сторона",
    "the prior counts too: the posterior is Beta(a + k, b + m − k)":
        "априорное распределение тоже учитывается: апостериорное — Beta(a + k, b + m − k)",
    "that is the 95 % bound (the rule of three); solve (1 − p)^n = 1 − confidence for this "
    "confidence":
        "это граница для 95 % (правило трёх); решите (1 − p)^n = 1 − confidence для этого "
        "уровня доверия",
    "that is the share one event in n would give, not a bound":
        "это доля, которую дало бы одно событие из n, а не граница",
    "that is the chance of a draw": "это вероятность ничьей",
}
"""Russian messages of :mod:`.lesson09` to :mod:`.lesson20`."""
