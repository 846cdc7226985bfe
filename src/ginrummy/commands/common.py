"""What every ``ginrummy`` subcommand shares: the options and helpers of the command line.

Apart from the commands so that each of them, and :mod:`ginrummy.cli`, can import it
without importing another command: :class:`CliError` (a one-line usage error, exit
status 2) and :class:`CliRuntimeError` (a file that cannot be read or written, exit
status 1), the option groups the subcommands inherit (``--rules PRESET`` with ``--option
NAME=VALUE``; ``--json`` with ``--ascii``), and the helpers that read those options and
write the output (a console, tables drawn in ASCII with ``--ascii``, JSON, card
arguments with ``-`` for the standard input, a progress bar).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from rich import box
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from ..agents import AGENTS, make_agent
from ..agents.base import is_policy_name
from ..core.cards import Card, CardSet, parse_card, parse_cards
from ..core.rules import PRESETS, SCORING_SYSTEMS, Rules, find_rules
from ..core.scoring import Outcome
from ..words.play import can_encode_suits

EXIT_RUNTIME = 1
"""The exit status of a runtime error: a file that cannot be read, written or replayed."""
EXIT_USAGE = 2
"""The exit status of a usage error: a bad argument, option or value."""


class CliError(Exception):
    """A problem with the command line's input, reported as one line (exit status 2)."""

    exit_status = EXIT_USAGE


class CliRuntimeError(CliError):
    """The command line was right but the work failed: a missing or unreadable file, a
    record that does not replay, an unwritable save (one line, exit status 1)."""

    exit_status = EXIT_RUNTIME


# --------------------------------------------------------------------------- options
def rules_options() -> argparse.ArgumentParser:
    """The parent parser of ``--rules PRESET`` and ``--option NAME=VALUE`` (repeatable)."""
    presets = ", ".join(dict.fromkeys([*PRESETS, *SCORING_SYSTEMS]))
    rules_args = argparse.ArgumentParser(add_help=False)
    group = rules_args.add_argument_group("rules")
    group.add_argument(
        "--rules",
        metavar="PRESET",
        default=None,
        help=f"rules preset or scoring system (default standard; known: {presets})",
    )
    group.add_argument(
        "--option",
        "-o",
        metavar="NAME=VALUE",
        action="append",
        default=[],
        help="set one rules option on top of the preset (repeatable), e.g. knock_limit=7",
    )
    return rules_args


def output_options() -> argparse.ArgumentParser:
    """The parent parser of ``--json`` and ``--ascii``, for the reporting commands."""
    output_args = argparse.ArgumentParser(add_help=False)
    output_args.add_argument("--json", action="store_true", help="print JSON for machines")
    output_args.add_argument(
        "--ascii", action="store_true", help="write cards as 7H, not 7♥ (for plain terminals)"
    )

    return output_args


# --------------------------------------------------------------------------- helpers
def make_console(args: argparse.Namespace) -> Console:
    """The console a command writes its text and tables to (no markup, no highlighting)."""
    return Console(highlight=False, emoji=False, markup=False, soft_wrap=True)


def use_ascii(args: argparse.Namespace) -> bool:
    """Whether to write cards as 7H: asked with ``--ascii``, or stdout cannot encode ♥."""
    return bool(getattr(args, "ascii", False)) or not can_encode_suits(sys.stdout)


def text_table(args: argparse.Namespace, **options: object) -> Table:
    """A table for the text output, its lines drawn with ``+-|`` under ``--ascii`` (rich
    would draw them with box-drawing characters a plain terminal cannot show)."""
    if use_ascii(args):
        options.setdefault("box", box.ASCII)
    return Table(**options)  # type: ignore[arg-type]


STDIN = "-"
"""The argument that stands for the standard input."""


def read_input(path: str) -> str:
    """The text of the file ``path``, or of the standard input when ``path`` is ``-``.

    :raises CliRuntimeError: when the file cannot be read.
    """
    if path == STDIN:
        try:
            return sys.stdin.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise CliRuntimeError(f"cannot read the standard input: {exc}") from None
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise CliRuntimeError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise CliRuntimeError(f"cannot read {path}: it is not UTF-8 text") from None


def agent_name(text: str) -> str:
    """An agent as the registry takes it: a registered name in any case, or
    ``policy:PATH`` (the path as given, checked to hold a policy's weights).

    :raises CliError: naming the known agents, or why the weights cannot be read.
    """
    if is_policy_name(text):
        try:
            return make_agent(text).name  # policy:/absolute/path: the same file anywhere
        except ValueError as exc:
            raise CliError(str(exc)) from None
    name = text.strip().lower()
    if name not in AGENTS:
        raise CliError(
            f"unknown agent {text!r} (known: {', '.join(sorted(AGENTS))}; or policy:PATH)"
        )
    return name


def rules_from(args: argparse.Namespace, default: str = "standard") -> Rules:
    """The rules of ``--rules`` (else ``default``) with each ``--option`` applied."""
    rules = find_rules(args.rules or default)
    for option in args.option:
        rules = rules.with_option(option)
    return rules


def print_json(data: object) -> None:
    """Write ``data`` as indented JSON on stdout (``--json``)."""
    sys.stdout.write(json.dumps(data, indent=2) + "\n")


def cards_arg(parts: Sequence[str] | str) -> CardSet:
    """The cards of one argument or several (``7H 8H`` or ``'7H 8H'``); ``-`` reads them
    from the standard input."""
    words = [parts] if isinstance(parts, str) else list(parts)
    if words == [STDIN]:
        return parse_cards(" ".join(read_input(STDIN).split()))
    return parse_cards(" ".join(words))


def upcard_arg(text: str | None) -> Card | None:
    """The card of ``--upcard``, if given."""
    return None if text is None else parse_card(text)


def say(console: Console, text: str = "", style: str | None = None) -> None:
    """Print one line of plain text (never read as markup), in ``style`` if given."""
    console.print(Text(text, style=style or ""))


# Every outcome's name, in order: the summaries of simulate and arena count each.
OUTCOMES = tuple(str(o) for o in Outcome)


def progress_bar(args: argparse.Namespace) -> Progress:
    """A progress bar on stderr, shown only to a person (a TTY, no --json)."""
    return Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        disable=args.json or not sys.stderr.isatty(),
        transient=True,
    )
