"""The command line: python -m pyanitsa_edu simulate / exact."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import pytest

from pyanitsa_edu import Deck, Rules, parse_deal_code, play
from pyanitsa_edu.app import cli
from pyanitsa_edu.app.cli import main


def test_simulate_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "-n", "500", "--seed", "3", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "500 games: 36-card deck" in out
    assert "player 0 wins" in out and "player 1 wins" in out and "95 % interval" in out
    assert "seed: 3" in out


def test_simulate_rule_options(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "-n", "300", "--seed", "1", "--no-progress", "--ranks", "6", "7", "K",
            "A", "--suits", "2", "--collect", "seat_order", "--face-down", "0", "--shortfall",
            "last_card_up", "--max-tricks", "50", "--no-six-rule"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "8-card deck (6 7 K A × ♣♦), A is absolute, 0 face down" in out
    assert "return: seat_order" in out and "limit 50 tricks" in out


def test_cycles_on_ranks_option(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["exact", "--ranks", "1", "2", "3", "--suits", "4", "--no-six-rule", "--face-down",
            "0", "--collect", "natural"]
    rules = Rules(deck=Deck(["1", "2", "3"], 4), low_beats_ace=False, war_face_down=0,
                  collect="natural")
    parsed = cli.rules_from_args(cli.make_parser().parse_args([*args, "--cycles-on-ranks"]))
    assert parsed == rules.replace(detect_cycles="ranks")
    assert cli.rules_from_args(cli.make_parser().parse_args(args)) == rules
    assert main(args) == 0
    on_cards = capsys.readouterr().out
    assert main([*args, "--cycles-on-ranks"]) == 0
    on_ranks = capsys.readouterr().out
    # a game that repeats its ranks repeats its cards later: the same deals cycle either way
    assert "cycle                         8/385" in on_ranks
    assert on_ranks.splitlines()[1:] == on_cards.splitlines()[1:]
    # but the header says how repeats were found
    assert on_ranks.splitlines()[0] == on_cards.splitlines()[0] + ", cycles detected on ranks"
    assert "cycles" not in on_cards.splitlines()[0]
    args = ["simulate", "-n", "20", "--seed", "1", "--no-progress", "--max-tricks", "300"]
    assert main([*args, "--cycles-on-ranks"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(
        "limit 300 tricks, cycles detected on ranks")
    assert main([*args, "--no-cycles", "--lang", "ru"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(
        "предел: 300 сравнений, циклы не ищутся")


def test_csv_rows_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "games.csv"
    args = ["simulate", "-n", "40", "--seed", "5", "--deck", "32", "--collect", "loser_first",
            "--no-progress", "--csv", str(path)]
    assert main(args) == 0
    assert "wrote 40 games" in capsys.readouterr().out
    with path.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 40
    assert list(rows[0]) == ["game", "winner", "reason", "tricks", "wars", "deal_code"]
    rules = Rules(deck=32, collect="loser_first")
    for row in rows:
        result = play(parse_deal_code(row["deal_code"], rules), rules)
        assert int(row["winner"]) == (-1 if result.winner is None else result.winner)
        assert row["reason"] == result.reason
        assert int(row["tricks"]) == result.tricks and int(row["wars"]) == result.wars


def test_exact_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["exact", "--ranks", "6", "7", "K", "A", "--suits", "2"]) == 0
    out = capsys.readouterr().out
    assert "641/2520" in out and "draw" in out and "cycle" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "--face-down", "5"], "invalid choice"),
        (["simulate", "-n", "0"], "at least 1"),
        (["simulate", "-n", "many"], "not a whole number"),
        (["simulate", "--collect", "random"], "invalid choice"),
        (["simulate", "--ranks", "6", "6"], "rank labels repeat"),
        (["simulate", "--players", "9"], "invalid choice"),
        (["exact"], "estimate with the simulate command instead, or choose a small deck"),
        (["exact"], "exact plays at most 1,000,000 (--max-deals)"),
        (["exact", "--ranks", "6", "7", "8", "K", "A", "--suits", "2", "--max-deals", "10"],
         "use --max-deals 113400"),
        (["exact", "--ranks", "6", "A", "--suits", "2", "--collect", "shuffled"],
         "with the shuffled return the outcome is not a function of the deal, so it has no exact "
         "distribution over deals: use the simulate command instead"),
        ([], "required"),
        (["play"], "invalid choice"),
        (["simulate", "-n", "1000000000000", "--no-progress"], "would keep 86 TB"),
        (["simulate", "-n", "9" * 150], "a number of 150 digits is too long"),
        (["simulate", "--max-tricks", "99999999999999999999"],
         "max_tricks must be 0 to 1,000,000,000,000, got about 1.0 × 10²⁰"),
        (["simulate", "--seed", str(2**128)], "seed must be a whole number from 0 to 2^128"),
        (["simulate", "--no-cycles", "--collect", "loser_first"], "--no-cycles needs --max-tricks"),
        (["simulate", "--no-cycles", "--cycles-on-ranks", "--max-tricks", "9"], "choose one"),
        (["exact", "--max-deals", str(10**11)], "--max-deals must be 1 to 10,000,000,000"),
        (["exact", "--ranks", *map(str, range(390)), "--no-six-rule"],
         "has about 3.1 × 10³⁷⁶⁷ distinct deals up to suits (about 5.9 × 10⁴³⁰⁵ card"),
        (["exact", "--ranks", *map(str, range(400))], "distinct deals up to suits"),
    ],
)
def test_bad_options_exit_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(args)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "simulate()" not in err and "exact_outcomes" not in err
    assert "Traceback" not in err and "usage:" not in err
    assert len(err.splitlines()) == 1 and err.endswith(" --help)\n")  # one line, where to look
    assert err.startswith("python -m pyanitsa_edu")


def test_csv_path_is_checked_before_simulating(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = tmp_path / "no such folder" / "games.csv"
    started: list[object] = []
    monkeypatch.setattr(cli, "simulate", lambda *a, **k: started.append(a))
    args = ["simulate", "-n", "10", "--seed", "1", "--no-progress", "--csv", str(missing)]
    with pytest.raises(SystemExit) as stop:
        main(args)
    assert stop.value.code == 2  # a bad option, like every other
    assert started == []  # no game was played
    err = capsys.readouterr().err
    assert "--csv" in err and "cannot open the file for writing: No such file or directory" in err
    assert len(err.splitlines()) == 1


def test_a_csv_file_that_fails_while_written_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(cli, "_write_csv", full_disk)
    path = tmp_path / "games.csv"
    assert main(["simulate", "-n", "5", "--no-progress", "--csv", str(path)]) == 1
    err = capsys.readouterr().err
    assert "No space left on device" in err and len(err.splitlines()) == 1
    assert not path.exists()  # a new file is removed again


def test_a_failed_run_leaves_no_new_csv_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.csv"
    with pytest.raises(SystemExit):
        main(["simulate", "-n", "1000000000000", "--csv", str(path), "--no-progress"])
    assert not path.exists()
    path.write_text("kept\n", encoding="utf-8")
    assert main(["simulate", "-n", "3", "--csv", str(path), "--no-progress"]) == 0
    assert path.read_text(encoding="utf-8").startswith("game,winner")


def test_huge_decks_print_one_line_without_a_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pyanitsa_edu", "exact", "--ranks", *map(str, range(400))],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "Exceeds the limit" not in done.stderr
    assert len(done.stderr.splitlines()) == 1
    assert done.stderr.splitlines()[-1].startswith("python -m pyanitsa_edu exact: error: the 1600")


@pytest.mark.slow
def test_module_entry_point_with_progress_bar() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pyanitsa_edu", "simulate", "-n", "2000", "--seed", "1",
         "--ranks", "6", "7", "K", "A", "--suits", "2"],
        capture_output=True, text=True, check=True,
    )
    assert "2,000 games" in done.stdout
    assert "2,000/2,000" in done.stderr and "games/s" in done.stderr  # tqdm's bar, on stderr
    assert "games/s" not in done.stdout
    helped = subprocess.run(
        [sys.executable, "-m", "pyanitsa_edu", "simulate", "--help"],
        capture_output=True, text=True, check=True,
    )
    assert "--max-tricks N" in helped.stdout and "--csv FILE" in helped.stdout


def test_deck_argument_builds_rules() -> None:
    from pyanitsa_edu.app.cli import make_parser, rules_from_args

    args = make_parser().parse_args(["simulate", "--deck", "52", "--suits", "2"])
    rules = rules_from_args(args)
    assert rules.deck == Deck(Deck.standard(52).ranks, 2)
    assert rules.low_beats_ace
