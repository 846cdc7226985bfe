"""What every ``ginrummy`` subcommand shares: the options and helpers of the command line.

Apart from the commands so that each of them, and :mod:`ginrummy.cli`, can import it
without importing another command: :class:`CliError` (a one-line error, exit status 2),
the option groups the subcommands inherit (``--rules PRESET`` with ``--option
NAME=VALUE``; ``--json`` with ``--ascii``), and the helpers that read those options and
write the output (a console, JSON, card arguments, a progress bar).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from ..cards import Card, CardSet, parse_card, parse_cards
from ..rules import PRESETS, SCORING_SYSTEMS, Rules, find_rules
from ..scoring import Outcome
from ..textplay import can_encode_suits


class CliError(Exception):
    """A problem with the command line's input, reported as one line (exit status 2)."""


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
    """The cards of one argument or several (``7H 8H`` or ``'7H 8H'``)."""
    text = parts if isinstance(parts, str) else " ".join(parts)
    return parse_cards(text)


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
