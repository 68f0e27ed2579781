"""The command line: ``python -m pyanitsa_edu simulate …``, ``… exact …``, ``… course DIR``,
``… lab DIR``, ``… warm`` and ``… report DIR`` (:mod:`pyanitsa_edu.app.report`).

``simulate`` plays many random deals and prints a summary table (the progress bar goes to
stderr); ``--csv FILE`` also writes one row per game with its deal code, so any game can be
replayed. ``exact`` prints the exact outcome probabilities of a small deck. ``course`` copies
the lessons and exercises into a folder (see :mod:`pyanitsa_edu.course`); ``lab`` opens one in
JupyterLab and ``warm`` prepares the game engine ahead of the lessons (see
:mod:`pyanitsa_edu.lab`). Bad options print one line on stderr (the error and where to find
help) and exit with code 2, before anything is played: the ``--csv`` path is checked first (an
empty name or a path that cannot be written is a bad option), and a run too big for the memory
available is refused (``simulate -n 1000000000``). The CSV rows go to a temporary file beside
the target, moved into place only when the run succeeded: a refused run, a failure while writing
(exit code 1) or Ctrl-C (exit code 130) leaves an existing file exactly as it was. No option
leads to a traceback.

``--lang ru`` (or the environment variable ``PYANITSA_LANG=ru``; the option wins) speaks
Russian: the help, argparse's errors and the package's errors (through the message catalogue),
the summary and the exact table with decimal commas; reason codes in the CSV and deal codes stay
as they are. ``--lang`` is read before the other options, so that their help and errors follow
it.
"""

from __future__ import annotations

import argparse
import csv
import io
import os
import sys
from collections.abc import Sequence
from contextlib import ExitStack
from typing import BinaryIO, NoReturn, TextIO, cast, get_args

from ..analysis.exact import MAX_DEALS, exact_outcomes
from ..analysis.monte_carlo import simulate
from ..analysis.simulation import Simulation, outcome_label
from ..errors import (
    N_,
    DealCodeError,
    PyanitsaError,
    RulesError,
    SettingError,
    TooManyDealsError,
    error_text,
    shown,
    shown_path,
)
from ..i18n import _, fill, texts, translate
from ..i18n.fmt import decimal, number
from ..i18n.language import LANGS, Lang, language, resolve
from ..pyanitsa.dealcode import MAX_DECK, deal_code
from ..pyanitsa.deck import Deck
from ..pyanitsa.records import reason_text
from ..pyanitsa.rules import COLLECT_ORDERS, Rules, Shortfall
from ..pyanitsa.text import rules_text
from .assignments import add_assignments_command, run_assignments_command
from .cli_words import argparse_words
from .course import add_course_command, run_course_command
from .lab import add_lab_command, add_warm_command, run_lab_command, run_warm_command
from .report import add_report_command, run_report_command
from .safe_files import os_reason, replacing

__all__ = ["LANG_VARIABLE", "main", "make_parser", "rules_from_args"]

LANG_VARIABLE = "PYANITSA_LANG"
"""The environment variable that chooses the language of the output when ``--lang`` is not
given (``en`` or ``ru``; English when unset)."""

_TEXT: dict[str, str] = {
    "seed": N_("seed: {seed}"),
    "wrote": N_("wrote {n} games to {file}"),
    "exact": N_("exact outcomes over every deal: {rules}"),
    "outcome": N_("outcome"),
    "reason": N_("reason"),
    "probability": N_("probability"),
}
"""The words the command line prints around its tables, in each language."""


def _one_line(message: object) -> str:
    """Return a message on one line, each word longer than a path may sensibly be (an option's
    value of 100,000 characters, repeated by argparse or the system) cut short
    (:func:`~pyanitsa_edu.errors.shown_path`)."""
    return " ".join(shown_path(word) for word in str(message).split())


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line: the error and where to find help."""

    def error(self, message: str) -> NoReturn:
        """Print ``prog: error: message (see prog --help)`` on stderr and exit with code 2."""
        line = translate("{prog}: error: {message} (see {prog} --help)", None, prog=self.prog,
                         message=_one_line(message))  # fmt: skip
        self.exit(2, line + "\n")


def _whole(low: int) -> type[int]:
    """Return an argparse type: a whole number at least ``low``."""

    def parse(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if len(digits) > 100:
            raise argparse.ArgumentTypeError(
                translate("a number of {n:,} digits is too long", None, n=len(digits)))
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                translate("not a whole number: {text}", None, text=shown(text))) from None
        if value < low:
            raise argparse.ArgumentTypeError(
                translate("must be at least {low}, got {value}", None, low=low, value=value))
        return value

    parse.__name__ = f"whole number ≥ {low}"
    return parse  # type: ignore[return-value]


def _language_option(text: str) -> Lang:
    """Return the value of ``--lang`` if the package speaks it; an unknown one is an error
    naming the languages (in the default language: ``$PYANITSA_LANG``, else English)."""
    if text in LANGS:
        return resolve(text)
    raise argparse.ArgumentTypeError(
        translate("unknown language {value}: choose en (English) or ru (Russian)", None,
                  value=shown(text)))


def _add_rule_options(parser: argparse.ArgumentParser) -> None:
    """Add the options that choose the rules."""
    deck = parser.add_argument_group(_("deck"))
    deck.add_argument("--deck", type=int, choices=(32, 36, 52), default=36,
                      help=_("standard deck size (default 36; 32 has no six rule)"))
    deck.add_argument("--ranks", nargs="+", metavar="RANK",
                      help=_("a custom deck: rank labels from low to high, e.g. --ranks 6 7 K A"))
    deck.add_argument("--suits", type=int, choices=(1, 2, 3, 4), default=4,
                      help=_("suits in the custom deck (default 4)"))
    rules = parser.add_argument_group(_("rules"))
    rules.add_argument("--no-six-rule", action="store_true",
                       help=_("the lowest rank does not beat the ace (classic War)"))
    rules.add_argument("--collect", choices=COLLECT_ORDERS, default="winner_first",
                       help=_("return order of the bank (default winner_first)"))
    rules.add_argument("--face-down", type=int, choices=(0, 1, 2, 3), default=1, metavar="K",
                       help=_("face-down cards per war round, 0 to 3 (default 1)"))
    rules.add_argument("--shortfall", choices=get_args(Shortfall), default="lose",
                       help=_("a player short of cards in a war: lose (default) or last_card_up"))
    rules.add_argument("--players", type=int, choices=range(2, 9), default=2, metavar="P",
                       help=_("players, 2 to 8 (default 2; more than 2 is much slower)"))
    rules.add_argument("--max-tricks", type=_whole(0), metavar="N",
                       help=_("stop a game after N tricks with a draw (reason limit)"))
    rules.add_argument("--no-cycles", action="store_true",
                       help=_("do not stop at a repeated state (needs --max-tricks, unless the "
                            "return is shuffled)"))
    rules.add_argument("--cycles-on-ranks", action="store_true",
                       help=_("compare states on ranks, not cards, to find a repeat (as the "
                            "French research on War does)"))
    parser.add_argument("--lang", type=_language_option, metavar="{en,ru}",
                        help=translate("language of the output: en or ru (default: ${variable}, "
                                       "else en)", None, variable=LANG_VARIABLE))


def make_parser() -> argparse.ArgumentParser:
    """Return the argument parser of ``python -m pyanitsa_edu``."""
    parser = _Parser(
        prog="python -m pyanitsa_edu",
        description=_("Play Pyanitsa (Russian War) in bulk, or compute exact odds of small decks."),
    )
    # every command's parser is a _Parser too (argparse makes them of the parent's class)
    commands = cast(
        "argparse._SubParsersAction[argparse.ArgumentParser]",
        parser.add_subparsers(dest="command", required=True, metavar="COMMAND"),
    )
    sim = commands.add_parser(
        "simulate", help=_("play many random deals and print the outcome shares"),
        description=_("Play many random deals and print outcome shares with 95 % intervals."),
    )
    sim.add_argument("-n", "--games", type=_whole(1), default=10_000, metavar="N",
                     help=_("number of random deals (default 10000)"))
    sim.add_argument("--seed", type=_whole(0), help=_("seed of the deals (default: fresh)"))
    sim.add_argument("--csv", metavar="FILE",
                     help=_("also write one row per game: game, winner (-1: draw), reason, "
                          "tricks, wars, deal code"))
    sim.add_argument("--no-progress", action="store_true", help=_("no progress bar on stderr"))
    _add_rule_options(sim)
    sim.set_defaults(command_parser=sim)
    exact = commands.add_parser(
        "exact", help=_("exact outcome probabilities over every deal of a small deck"),
        description=_("Exact outcome probabilities over every deal of a small deck, e.g. "
                    "--ranks 6 7 K A --suits 2."),
    )
    exact.add_argument("--max-deals", type=_whole(1), default=MAX_DEALS, metavar="N",
                       help=translate("play at most N distinct deals (default {most:,})", None,
                                      most=MAX_DEALS))
    _add_rule_options(exact)
    exact.set_defaults(command_parser=exact)
    add_course_command(commands)
    add_assignments_command(commands)
    add_lab_command(commands)
    add_warm_command(commands)
    add_report_command(commands)
    return parser


def rules_from_args(args: argparse.Namespace) -> Rules:
    """Return the Rules the parsed options describe (raises PyanitsaError if impossible)."""
    if args.no_cycles and args.cycles_on_ranks:
        raise RulesError(N_("--cycles-on-ranks finds repeats, --no-cycles turns that off: "
                            "choose one"))
    if args.no_cycles and args.max_tricks is None and args.collect != "shuffled":
        raise RulesError(N_("--no-cycles needs --max-tricks N: with a fixed return order a "
                            "game that repeats a state would never end"))
    deck: int | Deck = Deck(args.ranks, args.suits) if args.ranks else args.deck
    if not args.ranks and args.suits != 4:
        deck = Deck(Deck.standard(args.deck).ranks, args.suits,
                    low_beats_ace=Deck.standard(args.deck).low_beats_ace)
    return Rules(
        deck=deck,
        low_beats_ace=False if args.no_six_rule else None,
        war_face_down=args.face_down,
        war_shortfall=args.shortfall,
        collect=args.collect,
        players=args.players,
        max_tricks=args.max_tricks,
        detect_cycles=False if args.no_cycles else "ranks" if args.cycles_on_ranks else True,
    )


def _language(args: argparse.Namespace) -> Lang:
    """Return the language of the output: ``--lang``, else ``$PYANITSA_LANG``, else English
    (a SettingError names a bad value of the variable)."""
    if args.lang is not None:
        return resolve(args.lang)
    value = os.environ.get(LANG_VARIABLE, "").strip()
    if not value:
        return "en"
    try:
        return resolve(value)
    except PyanitsaError:
        raise SettingError(N_("{variable} must be en or ru, got {value}"),
                           variable=LANG_VARIABLE, value=shown(value)) from None


def _simulate(args: argparse.Namespace, rules: Rules) -> None:
    """Run the ``simulate`` command. The ``--csv`` file is checked before any game is played
    and written only when the whole run succeeded (see :func:`_csv_output`)."""
    if args.csv is not None and len(rules.deck) > MAX_DECK:
        raise DealCodeError(N_("--csv writes deal codes, which hold decks of up to {most} "
                               "cards; this deck has {size}"), most=MAX_DECK,
                            size=len(rules.deck))
    with ExitStack() as stack:
        output = None if args.csv is None else _csv_output(args.csv, stack)
        sim = simulate(args.games, rules=rules, seed=args.seed, progress=not args.no_progress)
        if output is not None:
            text = io.TextIOWrapper(output, encoding="utf-8", newline="")
            _write_csv(text, sim, rules)
            text.flush()
            text.detach()
    words = texts(_TEXT, resolve())
    print(sim.summary())
    print(fill(words["seed"], None, seed=sim.seed))
    if args.csv is not None:
        print(fill(words["wrote"], None, n=number(len(sim)), file=args.csv))


def _csv_output(path: str, stack: ExitStack) -> BinaryIO:
    """Return the file the ``--csv`` rows go to, closed (and put in place) by ``stack``.

    A new or regular file is written through :func:`~pyanitsa_edu.safe_files.replacing`: a
    temporary file beside it (beside the file a symlink points to) takes the place of the old
    one only when ``stack`` closes without an error, so a refused or interrupted run leaves an
    existing file as it was. A named pipe or a device (``/dev/stdout``) is written directly.
    Raises SettingError, before any game is played, for a path that cannot be written.
    """
    if not path:
        raise SettingError(N_("--csv needs a file name"))
    target = os.path.realpath(path)
    try:
        if os.path.isdir(target):
            raise SettingError(N_("--csv {path}: is a folder, not a file"), path=shown_path(path))
        if os.path.exists(target) and not os.path.isfile(target):
            return cast(BinaryIO, stack.enter_context(open(target, "wb")))
        if os.path.exists(target) and not os.access(target, os.W_OK):
            raise PermissionError(13, "Permission denied", target)
        return stack.enter_context(replacing(target))
    except OSError as error:
        raise SettingError(N_("--csv {path}: cannot open the file for writing: {reason}"),
                           path=shown_path(path), reason=os_reason(error)) from None


def _write_csv(handle: TextIO, sim: Simulation, rules: Rules) -> None:
    """Write one row per game: game, winner (-1: draw), reason, tricks, wars, deal code."""
    writer = csv.writer(handle)
    writer.writerow(["game", "winner", "reason", "tricks", "wars", "deal_code"])
    for i in range(len(sim)):
        writer.writerow([
            i, int(sim.winner[i]), sim.reason[i], int(sim.tricks[i]), int(sim.wars[i]),
            deal_code(sim.deal(i), rules),
        ])


def _exact(args: argparse.Namespace, rules: Rules) -> None:
    """Run the ``exact`` command."""
    if rules.collect == "shuffled":
        raise RulesError(N_("with the shuffled return the outcome is not a function of the "
                            "deal, so it has no exact distribution over deals: use the simulate "
                            "command instead"))
    try:
        outcomes = exact_outcomes(rules, max_deals=args.max_deals)
    except TooManyDealsError as error:
        raise _in_command_words(error) from None
    words = texts(_TEXT, resolve())
    rows = [(outcome_label(w), reason_text(r), p) for (w, r), p in outcomes.items()]
    width = max([18, *(len(label) for label, _reason, _p in rows)])
    reasons = max([20, *(len(reason) for _label, reason, _p in rows)])
    print(words["exact"].format(rules=rules_text(rules)))
    print(f"{words['outcome']:<{width}} {words['reason']:<{reasons}} "
          f"{words['probability']:>14} {'':>10}")
    for label, reason, p in rows:
        print(f"{label:<{width}} {reason:<{reasons}} {p!s:>14} {decimal(float(p), 6):>10}")


def _in_command_words(error: TooManyDealsError) -> TooManyDealsError:
    """Return the refusal of :func:`~pyanitsa_edu.analysis.exact.exact_outcomes` said in the
    words of the command line: its options and the ``simulate`` command instead of Python's
    arguments and functions (the same values)."""
    if error.values.get("name") == "max_deals":  # too large for exact_outcomes to take
        return TooManyDealsError(error.template, **{**error.values, "name": "--max-deals"})
    if "needed" in error.values:
        return TooManyDealsError(
            N_("the {deck} has {deals:~} distinct deals up to suits ({orders:~} card orders); "
               "exact plays at most {limit:~} (--max-deals): use --max-deals {needed} to allow it "
               "(the deals are played in blocks, so memory stays flat; the time grows with "
               "their number), or the simulate command"), **error.values)
    return TooManyDealsError(
        N_("the {deck} has {deals:~} distinct deals up to suits ({orders:~} card orders); "
           "exact plays at most {limit:~} (--max-deals): far too many to play them all: "
           "estimate with the "
           "simulate command instead, or choose a small deck with --ranks and --suits (e.g. "
           "--ranks 6 7 K A --suits 2)"), **error.values)


def _early_language(argv: Sequence[str] | None) -> Lang:
    """Return the language of the help and of the errors, known before the options are
    parsed: ``--lang`` among the arguments, else ``$PYANITSA_LANG``, else English. A language
    the package does not speak is left out: its error is then said in the default language
    (``$PYANITSA_LANG`` if it is one, else English)."""
    words = list(sys.argv[1:] if argv is None else argv)
    chosen = os.environ.get(LANG_VARIABLE, "").strip()
    for i, word in enumerate(words):
        value = None
        if word == "--lang" and i + 1 < len(words):
            value = words[i + 1]
        elif word.startswith("--lang="):
            value = word.removeprefix("--lang=")
        if value in LANGS:
            chosen = value
    return resolve(chosen) if chosen in LANGS else "en"


_OTHER_COMMANDS = {"assignments": run_assignments_command, "course": run_course_command,
                   "lab": run_lab_command, "report": run_report_command,
                   "warm": run_warm_command}
"""The commands that play no game, and what runs each."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code (2 for bad options)."""
    with language(_early_language(argv)), argparse_words():
        return _main(argv)


def _main(argv: Sequence[str] | None) -> int:
    """Run the command line in the language chosen; return the exit code."""
    parser = make_parser()
    args = parser.parse_args(argv)
    try:
        if args.command in _OTHER_COMMANDS:
            return _OTHER_COMMANDS[args.command](args)
        rules = rules_from_args(args)
        with language(_language(args)):
            if args.command == "simulate":
                _simulate(args, rules)
            else:
                _exact(args, rules)
    except PyanitsaError as error:
        args.command_parser.error(error_text(error))
    except MemoryError:
        args.command_parser.error(_("out of memory: ask for fewer games (-n) or a smaller deck"))
    except KeyboardInterrupt:  # Ctrl-C: files were left as they were
        print(translate("{prog}: interrupted", None, prog=parser.prog), file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader stopped early (e.g. `| head`): not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as error:
        print(translate("{prog}: error: {message}", None, prog=parser.prog,
                        message=_one_line(error)), file=sys.stderr)  # fmt: skip
        return 1
    return 0
