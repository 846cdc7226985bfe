"""The ``ginrummy`` command line: analyze, score, simulate, arena, dataset, replay, review,
verify, play.

The game commands (analyze, score, simulate, arena, replay, play) take ``--rules
PRESET`` (a preset of RULES.md or a scoring system's name) and any number of ``--option
NAME=VALUE`` applied on top of it; the reporting ones (analyze, score, simulate, arena,
replay) take ``--json`` for machine output (pure JSON on stdout). ``serve`` has its own
flags. A bad argument (a card, an option, an illegal knock) prints one line on stderr
and exits with status 2; a runtime error (a file that cannot be read, written or
replayed) prints one line and exits with status 1. ``-`` reads a record or cards from
the standard input.

    $ ginrummy analyze 7H 8H 9H 7S 7D 7C KS KD 2C 3C AC
    $ ginrummy score --knocker "JS JH JD 9H 8H 7H AC 2D 3S 4C" --defender "..."
    $ ginrummy simulate --players random,simple --games 100 --seed 1
    $ ginrummy arena simple random --games 200 --seed 1
    $ ginrummy arena random simple expert --games 100 --json
    $ ginrummy dataset --players master,expert --games 1000 --out games.parquet
    $ ginrummy replay game.json
    $ ginrummy review game.json
    $ ginrummy verify game.json
    $ ginrummy play --opponent simple --save game.json

``main(argv)`` returns the exit status instead of exiting, so tests call it in-process.
This module is the entry point only: each subcommand (its parser and its ``cmd_*``
function) lives in :mod:`ginrummy.commands`, and the shared options and helpers in
:mod:`ginrummy.commands.common`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from . import __version__
from .commands import (
    analyze,
    arena,
    dataset,
    online,
    play,
    replay,
    review,
    serve,
    simulate,
    verify,
)
from .commands.analyze import cmd_analyze, cmd_score, parse_melds
from .commands.arena import cmd_arena
from .commands.common import EXIT_USAGE, CliError, CliRuntimeError
from .commands.dataset import cmd_dataset
from .commands.online import cmd_online
from .commands.play import _is_terminal as _is_terminal  # cmd_play looks it up here
from .commands.play import cmd_play
from .commands.replay import cmd_replay
from .commands.review import cmd_review
from .commands.serve import cmd_serve
from .commands.simulate import cmd_simulate
from .commands.verify import cmd_verify
from .core.errors import GinRummyError

PROG = "ginrummy"
EXIT_ERROR = EXIT_USAGE


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Gin rummy: analyze hands, score showdowns, simulate, replay and play; "
        "`ginrummy arena` pits agents against each other with confidence intervals and Elo.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for command in (analyze, simulate, arena, dataset, replay, review, verify, play, online, serve):
        command.add_parser(sub)
    return parser


COMMANDS = {
    "analyze": cmd_analyze,
    "score": cmd_score,
    "simulate": cmd_simulate,
    "arena": cmd_arena,
    "dataset": cmd_dataset,
    "replay": cmd_replay,
    "review": cmd_review,
    "verify": cmd_verify,
    "play": cmd_play,
    "online": cmd_online,
    "serve": cmd_serve,
}


def _fail(message: str, status: int = EXIT_ERROR) -> int:
    sys.stderr.write(f"{PROG}: error: {message}\n")
    return status


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 fine, 1 a runtime error, 2 a
    usage error)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version, or a usage error (already printed)
        return exc.code if isinstance(exc.code, int) else EXIT_ERROR
    try:
        return COMMANDS[args.command](args)
    except CliError as exc:
        return _fail(str(exc), exc.exit_status)
    except GinRummyError as exc:
        return _fail(str(exc))
    except KeyboardInterrupt:
        sys.stderr.write("\n")
        return 130
    except BrokenPipeError:  # e.g. piped into head
        _silence_stdout()
        return 0


def _silence_stdout() -> None:
    try:
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # pragma: no cover - no real stdout
        pass


def run() -> NoReturn:
    """Exit with :func:`main`'s status (what ``python -m ginrummy`` calls)."""
    sys.exit(main())


__all__ = ["CliError", "CliRuntimeError", "build_parser", "main", "parse_melds", "run"]
