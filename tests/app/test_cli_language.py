"""The command line's language: ``--lang ru`` or ``PYANITSA_LANG=ru`` prints the summary and
the exact table in Russian; the option wins over the variable; a bad value is refused before
anything is played; the CSV and the process's language stay as they were."""

from __future__ import annotations

import csv
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pyanitsa_edu import get_language, simulate
from pyanitsa_edu.app.cli import LANG_VARIABLE, main

SIMULATE = ["simulate", "-n", "600", "--seed", "4", "--no-progress"]


def test_lang_ru_prints_the_summary_in_russian(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(LANG_VARIABLE, raising=False)
    assert main([*SIMULATE, "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    sim = simulate(600, seed=4)
    assert out == sim.summary("ru") + "\nзерно: 4\n"
    assert out.startswith("600 партий: колода из 36 карт, 6 бьёт Т, ")
    assert get_language() == "en"  # the command set the language for itself only
    assert main(SIMULATE) == 0
    assert capsys.readouterr().out == sim.summary("en") + "\nseed: 4\n"


def test_the_variable_chooses_the_language_and_the_option_wins(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(LANG_VARIABLE, "ru")
    assert main(SIMULATE) == 0
    assert "выигрывает игрок 0" in capsys.readouterr().out
    assert main([*SIMULATE, "--lang", "en"]) == 0
    assert "player 0 wins" in capsys.readouterr().out
    monkeypatch.setenv(LANG_VARIABLE, " ")
    assert main(SIMULATE) == 0
    assert "player 0 wins" in capsys.readouterr().out


@pytest.mark.parametrize("value", ["de", "RU", "русский"])
def test_a_bad_language_is_refused_before_playing(
    value: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setenv(LANG_VARIABLE, value)
    with pytest.raises(SystemExit) as stop:
        main([*SIMULATE, "--csv", str(tmp_path / "games.csv")])
    assert stop.value.code == 2
    assert f"{LANG_VARIABLE} must be en or ru" in capsys.readouterr().err
    assert not (tmp_path / "games.csv").exists()
    with pytest.raises(SystemExit):
        main([*SIMULATE, "--lang", value])
    assert f"unknown language {value!r}: choose en (English) or ru (Russian)" in (
        capsys.readouterr().err)


def test_an_unknown_lang_option_is_refused_in_the_default_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setenv(LANG_VARIABLE, "ru")
    with pytest.raises(SystemExit) as stop:
        main([*SIMULATE, "--lang", "de"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "неизвестный язык 'de': выберите en (английский) или ru (русский)" in err
    assert not re.search(r"\b(?:unknown|choose|error|see)\b", err), err
    monkeypatch.delenv(LANG_VARIABLE)
    with pytest.raises(SystemExit):
        main([*SIMULATE, "--lang", "de"])
    assert "error: argument --lang: unknown language 'de'" in capsys.readouterr().err


def test_the_exact_table_in_russian_and_the_csv_unchanged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(LANG_VARIABLE, raising=False)
    small = ["--ranks", "6", "7", "K", "A", "--suits", "2"]
    assert main(["exact", *small]) == 0
    english = capsys.readouterr().out.splitlines()
    assert main(["exact", *small, "--lang", "ru"]) == 0
    russian = capsys.readouterr().out.splitlines()
    assert russian[0].startswith("точные вероятности по всем раздачам: колода из 8 карт "
                                 "(6 7 К Т × ♣♦), 6 бьёт Т")  # fmt: skip
    assert russian[1].split() == ["исход", "причина", "вероятность"]
    assert len(russian) == len(english)
    for en_line, ru_line in zip(english[2:], russian[2:], strict=True):
        en_fraction, en_decimal = en_line.split()[-2:]
        assert ru_line.split()[-2:] == [en_fraction, en_decimal.replace(".", ",")]  # the same
    assert {line.split("  ")[0] for line in russian[2:]} >= {"ничья"}
    path = tmp_path / "games.csv"
    assert main([*SIMULATE, "--csv", str(path), "--lang", "ru"]) == 0
    assert "в файл " in capsys.readouterr().out
    with path.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert all(re.fullmatch(r"[a-z_]+", row["reason"]) for row in rows)


@pytest.mark.slow
def test_the_variable_reaches_a_real_process() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pyanitsa_edu", *SIMULATE],
        capture_output=True, text=True, check=True, env={"PYANITSA_LANG": "ru", "PATH": ""},
    )  # fmt: skip
    assert "600 партий" in done.stdout and "зерно: 4" in done.stdout


CODE_WORDS = re.compile(
    r"--?[a-z][a-z-]*|\$[A-Z_]+|\b(?:python|pyanitsa_edu|simulate|exact|course|winner_first|"
    r"loser_first|seat_order|shuffled|natural|sorted|lose|last_card_up|en|ru|stderr|game|winner|"
    r"reason|tricks|wars|deal_code|limit|Rules|Deck|JupyterLab|lessons|exercises|deal_code|"
    r"DIR|FILE|RANK|SEED|COMMAND|N|K|P|A|h|n|lab|warm|numba|jupyter|solutions|JUPYTER_OPTION|"
    r"assignments|nbgrader|nbgrader_config|py|source|NN|name|ipynb|LANG|"
    r"report|gradebook\.db|autograded|STUDENT|NN-name\.ipynb|reports|"
    r"class-report\.html|class-report\.csv|PYANITSA_LANG)\b"
)
"""Names of code, options and metavariables: the only Latin a Russian help may hold."""


@pytest.mark.parametrize("command", [[], ["simulate"], ["exact"], ["course"], ["lab"], ["warm"],
                                     ["assignments"], ["report"]])
def test_the_help_is_russian_with_the_variable(
    command: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(LANG_VARIABLE, "ru")
    with pytest.raises(SystemExit) as stop:
        main([*command, "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("использование: python -m pyanitsa_edu")
    latin = re.findall(r"[A-Za-z]{2,}", CODE_WORDS.sub("", out))
    assert latin == [], latin
    monkeypatch.delenv(LANG_VARIABLE)
    with pytest.raises(SystemExit):
        main([*command, "--help"])
    assert capsys.readouterr().out.startswith("usage: python -m pyanitsa_edu")


def test_argparse_errors_and_package_errors_follow_lang_ru(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(LANG_VARIABLE, raising=False)
    with pytest.raises(SystemExit) as stop:
        main(["simulate", "--lang", "ru", "--collect", "bogus"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "ошибка: аргумент --collect: неверный выбор: 'bogus'" in err
    assert "(см. python -m pyanitsa_edu simulate --help)" in err
    with pytest.raises(SystemExit):
        main(["simulate", "--lang", "ru", "-n", "x"])
    assert "не целое число: 'x'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["simulate", "--lang", "ru", "--no-cycles", "--cycles-on-ranks"])
    assert "ошибка: --cycles-on-ranks" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["simulate", "--collect", "bogus"])  # English again: argparse is restored
    assert "error: argument --collect: invalid choice: 'bogus'" in capsys.readouterr().err


def test_the_exact_table_writes_decimal_commas_in_russian(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(LANG_VARIABLE, raising=False)
    args = ["exact", "--ranks", "6", "K", "A", "--suits", "2", "--lang", "ru"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert re.search(r"\d,\d{6}$", out.splitlines()[-1]) and "." not in out.splitlines()[-1]
