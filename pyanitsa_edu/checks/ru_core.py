"""Russian messages of the self-checks' core: reports, hints, estimates, multiple choice.

Keyed by the English text passed to :func:`~pyanitsa_edu.checks.messages.tr`.
"""

from __future__ import annotations

__all__ = ["RU_CORE"]

RU_CORE: dict[str, str] = {
    # choice.py
    "a function of the deal": "функция раздачи",
    "what 95 % means": "что значит 95 %",
    "what has been proven": "что доказано",
    'no answer yet: write the letters of the true statements, e.g. "ab".':
        'ответа пока нет: напишите буквы верных утверждений, например "ab".',
    'write the letters as text in quotes, e.g. "ab".':
        'напишите буквы текстом в кавычках, например "ab".',
    "there is no statement {listed}: the statements are ({first}) to ({last}).":
        "утверждения {listed} нет: утверждения — от ({first}) до ({last}).",
    "right.": "верно.",
    "statements": "утверждения",
    "unknown question {topic}; the questions are {known}.":
        "неизвестный вопрос {topic}; вопросы: {known}.",
    "the answer key of this question is damaged; ask your teacher.":
        "ключ ответов к этому вопросу повреждён; спросите учителя.",
    # core.py
    "it raised {kind}": "выброшено исключение {kind}",
    "not written yet (it raises NotImplementedError)":
        "ещё не написана (выбрасывает NotImplementedError)",
    "it raised {kind}: {text}": "выброшено исключение {kind}: {text}",
    "your function": "ваша функция",
    "for input {args}": "для входа {args}",
    "cases": "случаи",
    "all {count} {what} agree with the engine.":
        "все ответы совпадают с ответами движка ({what}: {count}).",
    "not written yet (it is None)": "ещё не написана (это None)",
    "expected a function, got {value}": "нужна функция, а получено {value}",
    "{got} is right.": "{got} — верно.",
    "{got} is not right: {why}": "{got} — неверно: {why}",
    "no answer yet: replace the ... with your answer.":
        "ответа пока нет: замените ... своим ответом.",
    "could not compare your answer ({error}).": "не удалось сравнить ваш ответ ({error}).",
    "the check could not run on these values ({error}).":
        "проверка не смогла обработать эти значения ({error}).",
    "the check could not build its cases ({error}).":
        "проверка не смогла составить свои примеры ({error}).",
    "the engine failed on {args}: {error}": "движок не справился с {args}: {error}",
    " expected {expected}, got {got}.": " нужно {expected}, а получено {got}.",
    ": could not compare the answer ({error}).": ": не удалось сравнить ответ ({error}).",
    # estimates.py
    "it is more than three standard errors from the truth for n = {size} (one standard "
    "error is about {se:.1g} here): more than chance would explain. Check what you counted, "
    "and that n is the number you really used.":
        "оценка дальше трёх стандартных ошибок от истины при n = {size} (одна стандартная "
        "ошибка здесь около {se:.1g}): случайностью этого не объяснить. Проверьте, что именно "
        "вы считали и что n — то число, которое вы на самом деле взяли.",
    "no answer yet: replace the ... with your estimate.":
        "ответа пока нет: замените ... своей оценкой.",
    "write your estimate as a number, not text.": "запишите оценку числом, а не текстом.",
    "write your estimate as a number (you gave a {kind}).":
        "запишите оценку числом (у вас {kind}).",
    "pass n too, the number of games your estimate comes from (e.g. n=len(sim)), so the "
    "check can judge it with your n.":
        "передайте и n — число партий, по которым получена оценка (например, n=len(sim)), "
        "чтобы проверка судила её при вашем n.",
    "n must be the number of games, a positive whole number (you gave {n}).":
        "n — это число партий, целое положительное число (у вас {n}).",
    "pass one number, or a one-dimensional array of per-game values.":
        "передайте одно число или одномерный массив значений по партиям.",
    "the array must hold numbers (or True/False), one per {unit}.":
        "в массиве должны быть числа (или True/False), по одному на {unit}.",
    "for a share, pass an array of 0/1 (or True/False), one per {unit}.":
        "для доли передайте массив из 0 и 1 (или True/False), по одному на {unit}.",
    "you passed n = {n}, but your array holds {size}.":
        "вы передали n = {n}, а в массиве {size}.",
    "{value:.4g} is within three standard errors of the truth for n = {size}.":
        "{value:.4g} — в пределах трёх стандартных ошибок от истины при n = {size}.",
    "could not judge your answer ({kind}).": "не удалось оценить ваш ответ ({kind}).",
    # hints.py
    "the right size, but not equal: check the details of your computation":
        "порядок верный, но значение другое: проверьте детали вычисления",
    "write the number itself, not text in quotes": "напишите само число, а не текст в кавычках",
    "write a number, not True or False": "напишите число, а не True или False",
    "write a number (you gave a {kind})": "напишите число (у вас {kind})",
    "not a number (nan): did you divide by zero, or average an empty selection?":
        "это не число (nan): не делили ли вы на ноль или не усредняли ли пустую выборку?",
    "infinite: did you divide by zero?": "бесконечность: не делили ли вы на ноль?",
    "a share or probability lies between 0 and 1": "доля или вероятность лежит между 0 и 1",
    "this looks like a percentage: give it as a share (divide by 100)":
        "похоже на проценты: дайте долю (разделите на 100)",
    "zero is not right": "ноль — неверно",
    "check your computation again": "проверьте вычисление ещё раз",
    "the wrong sign, and too small in size by a factor of {factor}":
        "не тот знак, и по модулю {factor} меньше нужного",
    "too large by a factor of {factor}": "слишком большое: {factor} больше нужного",
    "too small by a factor of {factor}": "слишком маленькое: {factor} меньше нужного",
    "close, but not equal: more decimals, or an exact Fraction?":
        "близко, но не равно: больше знаков после точки или точная дробь Fraction?",
    "the right size, but not equal: count again": "порядок верный, но значение другое: "
    "пересчитайте",
    "give {values} as a tuple (you gave a {kind})": "дайте {values} кортежем (у вас {kind})",
    "give {values} (you gave {n})": "дайте {values} (у вас {n})",
    "not right": "неверно",
    "not the same as the engine's answer": "не совпадает с ответом движка",
    "a share lies between 0 and 1: this looks like a percentage (divide by 100)":
        "доля лежит между 0 и 1: похоже на проценты (разделите на 100)",
    "a share lies between 0 and 1: this looks like a count (divide by the total)":
        "доля лежит между 0 и 1: похоже на количество (разделите на общее число)",
    "the wrong sign, and too large in size by a factor of {factor}":
        "не тот знак, и по модулю {factor} больше нужного",
    "{first} and {last}": "{first} и {last}",
    "look at the evidence again": "посмотрите на данные ещё раз",
    "write a number, not text": "напишите число, а не текст",
    "number {i}": "№ {i}",
    "the {names} value: {why}": "{names} значение: {why}",
    "the {names} values: {why}": "{names} значения: {why}",
    "answer True or False": "ответьте True или False",
}
"""Russian messages of :mod:`.choice`, :mod:`.core`, :mod:`.estimates` and :mod:`.hints`."""
