"""Russian messages of the self-checks for exercises 01–07.

Keyed by the English text passed to :func:`~pyanitsa_edu.checks.messages.tr`.
"""

from __future__ import annotations

__all__ = ["RU_LESSONS"]

RU_LESSONS: dict[str, str] = {
    # lesson01.py
    "some of these cards are not in this pile after the trick, and some are missing":
        "некоторых из этих карт нет в стопке после сравнения, а некоторых карт не хватает",
    "pile of player {player} after {tricks}": "стопка игрока {player} после сравнения {n}",
    "share of the {n} deals won by player {player}":
        "доля раздач (всего {n}), выигранных игроком {player}",
    "{card} is not in either pile": "карты {card} нет ни в одной стопке",
    "the right cards in the wrong order: the cards not played stay on top in their order, "
    "and the won cards go under them in the order of the rule book":
        "карты те, но порядок не тот: несыгранные карты остаются сверху в своём порядке, а "
        "выигранные подкладываются под низ стопки в порядке, который задают правила",
    "your pile holds cards that it does not hold after this trick":
        "в вашей стопке есть карты, которых в ней нет после этого сравнения",
    "cards are missing: a card is never created or destroyed; which cards went into the bank, "
    "face-down ones included, and who took the bank?":
        "не хватает карт: карты не появляются и не исчезают; какие карты попали в банк, "
        "включая закрытые, и кто забрал банк?",
    "you wrote the pile bottom first: write it top first":
        "вы записали стопку снизу вверх: запишите её сверху вниз",
    "no answer yet: write the pile as text, e.g. '7♦ 10♠ 6♥'.":
        "ответа пока нет: запишите стопку текстом, например '7♦ 10♠ 6♥'.",
    "pairs of cards": "пары карт",
    "tricks": "сравнения",
    "that is the other player's share": "это доля соперника",
    "Count the wins and divide by the number of deals.":
        "Посчитайте победы и разделите на число раздач.",
    "the engine could not replay these piles ({error}).":
        "движок не смог сыграть эти стопки ({error}).",
    "cannot read {answer} as cards ({error}).":
        "не получается прочитать {answer} как карты ({error}).",
    "that is the other player's pile: the question asks for player {player}'s":
        "это стопка соперника, а вопрос о стопке игрока {player}",
    "the winner puts his own cards under his pile first, then the other player's":
        "победитель подкладывает под низ сначала свои карты, потом карты соперника",
    "divide by all the deals: a draw is a deal the player did not win":
        "делите на все раздачи: ничья — это раздача, которую игрок не выиграл",
    # lesson02.py
    "count cards, not ranks, and leave out your own card: the other player shows one of the "
    "other cards of the deck":
        "считайте карты, а не достоинства, и не считайте свою карту: соперник открывает одну "
        "из остальных карт колоды",
    "odds of a {rank} in one flip": "шансы карты {rank} в одном сравнении",
    "share of {players}-card tables with no unbeaten card":
        "доля раскладов из {players} карт на столе, где нет непобитой карты",
    "The exact value is {circles}/{n_hands} = {p:.4f}.":
        "Точное значение: {circles}/{n_hands} = {p:.4f}.",
    "pairs of ranks with a winner ({r} ranks)": "пары достоинств, где есть победитель "
    "(достоинств: {r})",
    "circles of three ranks ({n_ranks} ranks)": "круги из трёх достоинств (достоинств: {n_ranks})",
    "ranks in the cycle": "достоинства в цикле",
    "your own card is not among the cards the other player can show: count the others":
        "вашей карты нет среди карт, которые может открыть соперник: считайте остальные",
    "the order is (win, tie, lose)": "порядок такой: (выигрыш, спор, проигрыш)",
    "forgot the ties: a card of the same rank makes a спор":
        "забыты равные карты: карта того же достоинства даёт спор",
    "the three chances must add up to 1": "три вероятности должны в сумме давать 1",
    "give exact fractions such as Fraction(a, b): a float is rounded.":
        "дайте точные дроби вроде Fraction(a, b): float округляется.",
    "Count the other cards of the deck, not the ranks.":
        "Считайте остальные карты колоды, а не достоинства.",
    "pairs of ranks": "пары достоинств",
    "you counted every pair of ranks: equal ranks have no winner, and of two different ranks "
    "only one beats the other":
        "вы посчитали все пары достоинств: у равных достоинств победителя нет, а из двух "
        "разных достоинств только одно бьёт другое",
    "you counted each pair twice, once in each direction: only one of (a, b) and (b, a) has "
    "a that beats b":
        "вы посчитали каждую пару дважды, в обе стороны: только в одной из пар (a, b) и "
        "(b, a) первая карта бьёт вторую",
    "equal ranks have no winner: a pair of equal ranks is a спор":
        "у равных достоинств победителя нет: пара равных — это спор",
    "you counted cards: count ranks": "вы считали карты, а нужно достоинства",
    "you counted each circle once for every rank it can start from: count sets of three ranks":
        "вы посчитали каждый круг столько раз, со скольких достоинств его можно начать: "
        "считайте наборы из трёх достоинств",
    "you counted ordered triples: count sets of three ranks":
        "вы считали упорядоченные тройки, а нужно наборы из трёх достоинств",
    "that is the number of ranks in the long circle through every rank; a circle of three "
    "has three ranks":
        "это число достоинств в большом круге через все достоинства; в круге из трёх — три "
        "достоинства",
    "pairs of dice": "пары кубиков",
    "you counted the starting rank twice": "вы посчитали начальное достоинство дважды",
    # lesson03.py
    "two seeds, two results": "два зерна — два результата",
    "winner": "победитель",
    "share of swaps that change the winner": "доля обменов, меняющих победителя",
    "seeds {a} and {b} give the same winner. With a fixed return order the game never reads "
    "its seed, so no pair of seeds will ever differ.":
        "зёрна {a} и {b} дают одного победителя. При фиксированном порядке возврата партия "
        "не читает зерно, так что никакие два зерна не дадут разницы.",
    "write the player's number, 0 or 1, not a name":
        "напишите номер игрока, 0 или 1, а не имя",
    "0 is the first pile of the deal (A), 1 the second (B)":
        "0 — первая стопка раздачи (А), 1 — вторая (Б)",
    "Read it from play(...).winner.": "Возьмите его из play(...).winner.",
    "that is the number of war rounds: count tricks":
        "это число споров, а нужно число сравнений",
    "swaps": "обмены",
    "that is the share of swaps that keep the winner":
        "это доля обменов, которые сохраняют победителя",
    "a card swapped with itself is no swap: count pairs of two different cards":
        "обмен карты с самой собой — не обмен: считайте пары из двух разных карт",
    "There are {swaps} swaps of two different cards.":
        "Обменов двух разных карт всего: {swaps}.",
    "no answer yet: give two whole numbers as seeds.":
        "ответа пока нет: дайте два целых числа в качестве зёрен.",
    "the seeds must be whole numbers, 0 or more.":
        "зёрна должны быть целыми числами, не меньше 0.",
    "the same seed twice gives the same game: try two different seeds.":
        "одно и то же зерно дважды даёт ту же партию: возьмите два разных зерна.",
    "with seeds {a} and {b} the same deal ends with different winners: under these rules the "
    "result is not a function of the deal.":
        "с зёрнами {a} и {b} одна и та же раздача заканчивается разными победителями: при "
        "этих правилах результат не функция раздачи.",
    "seeds {a} and {b} give the same winner; try other seeds.":
        "зёрна {a} и {b} дают одного победителя; попробуйте другие зёрна.",
    "deal code": "код раздачи",
    "the engine could not play {code!r} ({error}).": "движок не смог сыграть {code!r} ({error}).",
    "Read it from play(...).tricks.": "Возьмите его из play(...).tricks.",
    "the engine could not play this deal ({error}).":
        "движок не смог сыграть эту раздачу ({error}).",
    # lesson04.py
    "the half-width is too small by a factor of {factor}":
        "полуширина {factor} меньше нужной",
    "95 % interval": "95 % интервал",
    "95 % interval for {k} wins in {n} games": "95 % интервал для {k} побед в {n} партиях",
    "share of games longer than {longer_than} tricks":
        "доля партий длиннее {longer_than} сравнений",
    "intervals (of {runs}) that contain {truth}": "интервалы (из {runs}), содержащие {truth}",
    "write the ends as shares between 0 and 1, not percentages":
        "запишите концы долями от 0 до 1, а не процентами",
    "write (low, high): the smaller end first": "запишите (low, high): сначала меньший конец",
    "an interval p̂ ± h is centred on p̂, the share of wins":
        "центр интервала p̂ ± h — это p̂, доля побед",
    "an interval has two different ends": "у интервала два разных конца",
    "the standard error is the square root of p̂(1 − p̂)/n":
        "стандартная ошибка — это квадратный корень из p̂(1 − p̂)/n",
    "a 95 % interval reaches 1.96 standard errors on each side, not one":
        "95 % интервал простирается на 1.96 стандартной ошибки в каждую сторону, а не на одну",
    "the half-width is too large by a factor of {factor}":
        "полуширина {factor} больше нужной",
    "({low:g}, {high:g}) is not right: {why}.": "({low:g}, {high:g}) — неверно: {why}.",
    "no answer yet: replace the ... with (low, high).":
        "ответа пока нет: замените ... на (low, high).",
    "give a pair of numbers (low, high).": "дайте пару чисел (low, high).",
    "({low:g}, {high:g}) is right.": "({low:g}, {high:g}) — верно.",
    "half-widths": "полуширины",
    "that looks like the share of games that last at most {longer_than} tricks":
        "похоже на долю партий длиной не больше {longer_than} сравнений",
    "more than {longer_than} means >, not >=": "«больше {longer_than}» — это >, а не >=",
    "{answer} is not right: there are only {runs} intervals.":
        "{answer} — неверно: интервалов всего {runs}.",
    "that is the number of intervals that miss": "это число интервалов, которые промахнулись",
    "give the number of intervals, not their share": "дайте число интервалов, а не их долю",
    "That is {share:.0%} of the runs; 95 % is the long-run rate.":
        "Это {share:.0%} серий; 95 % — частота в длинном ряду опытов.",
    # lesson05.py
    "exact value inside your interval": "точное значение внутри вашего интервала",
    "favoured player ({collect})": "игрок с преимуществом ({collect})",
    "P(player 0 wins) − P(player 1 wins)": "P(выигрывает игрок 0) − P(выигрывает игрок 1)",
    "deals of the {describe}": "раздачи ({describe})",
    "estimate of P(player 0 wins)": "оценка P(выигрывает игрок 0)",
    "{answer} is not right: compare the two exact probabilities of winning.":
        "{answer} — неверно: сравните две точные вероятности победы.",
    "that counts the orders of the cards: suits never matter, so orders with the same "
    "sequence of ranks are the same deal":
        "это число порядков карт: масти не важны, поэтому порядки с одной и той же "
        "последовательностью достоинств — одна раздача",
    "divide by the orders of the suits once for every rank, not once":
        "делите на число порядков мастей для каждого достоинства, а не один раз",
    "Suits do not matter: how many card orders give the same ranks?":
        "Масти не важны: сколько порядков карт дают те же достоинства?",
    "small decks": "маленькие колоды",
    "that is player 1's share": "это доля игрока 1",
    "no answer yet: write True or False.": "ответа пока нет: напишите True или False.",
    "pass your interval as (low, high), two shares with low ≤ high.":
        "передайте интервал как (low, high), две доли, где low ≤ high.",
    "Compare the exact value with both ends of your interval.":
        "Сравните точное значение с обоими концами своего интервала.",
    "no answer yet: write 0, 1 or None.": "ответа пока нет: напишите 0, 1 или None.",
    "write 0, 1 or None (equal chances).": "напишите 0, 1 или None (шансы равны).",
    "{answer} is right.": "{answer} — верно.",
    "give the exact Fraction: a float is rounded.":
        "дайте точную дробь Fraction: float округляется.",
    "that is P(player 0 wins) alone: subtract P(player 1 wins)":
        "это только P(выигрывает игрок 0): вычтите P(выигрывает игрок 1)",
    "that is P(player 1 wins) alone: the question asks for a difference":
        "это только P(выигрывает игрок 1), а спрашивается разность",
    "that is a ratio: the question asks for a difference":
        "это отношение, а спрашивается разность",
    # lesson12.py
    "share of cycling games": "доля зациклившихся партий",
    "cycle start": "начало цикла",
    "cycle": "цикл",
    "this deal does not cycle under these rules.":
        "эта раздача при этих правилах не зацикливается.",
    "the start counts the tricks completed before the repeated state was first seen: the deal "
    "itself is the state after 0 tricks":
        "начало — это число сравнений, сыгранных до первого появления повторившейся позиции: "
        "сама раздача — позиция после 0 сравнений",
    "that is when the state comes back; the start is its first visit":
        "это момент, когда позиция возвращается; начало — её первое появление",
    "that counts from the deal; the period counts from the first visit of the repeated state "
    "to its return":
        "это счёт от раздачи; период считается от первого появления повторившейся позиции до "
        "её возвращения",
    "the period counts tricks between the two visits, not states":
        "период — это число сравнений между двумя появлениями, а не число позиций",
    "cycle period": "период цикла",
    "deals": "раздачи",
    # lesson11.py
    "effect of rank {rank} (3–4 cards against 0–1)": "влияние достоинства {rank} "
    "(3–4 карты против 0–1)",
    "share of deals that last longer with the six rule":
        "доля раздач, которые с правилом шестёрки длятся дольше",
    "cards of rank {rank} in pile {player}": "карты достоинства {rank} в стопке {player}",
    "that is how many cards of rank {rank} the whole deck holds":
        "столько карт достоинства {rank} во всей колоде",
    "that looks like the win rate with 3–4 cards alone: subtract the win rate with 0–1":
        "похоже на частоту побед только с 3–4 картами: вычтите частоту побед с 0–1",
    "that counts the deals of equal length too: longer means more tricks, >":
        "здесь посчитаны и раздачи той же длины: «дольше» — это больше сравнений, >",
    "that looks like the share of deals that are shorter with the rule":
        "похоже на долю раздач, которые с правилом короче",
    "that is the other player's count": "это число у соперника",
}
"""Russian messages of :mod:`.lesson01` to :mod:`.lesson11`."""
