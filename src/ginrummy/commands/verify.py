"""``ginrummy verify``: a game record's fair deals checked offline, hand by hand.

Apart because its exit status means something else than the other commands': 1 says
that the record does not verify (a deal, a seed or a move was changed), so a record
that cannot be read at all (a missing file, no JSON, not a game record) is exit status
2, "nothing could be checked", not 1. The checking itself is
:func:`ginrummy.core.fair_check.verify_record`, which the server's tests call too.
"""

from __future__ import annotations

import argparse
import json

from ..core.errors import InvalidRecordError
from ..core.fair_check import verify_record, verify_three_record
from ..core.three import FORMAT as THREE_FORMAT
from .common import (
    STDIN,
    CliError,
    CliRuntimeError,
    make_console,
    print_json,
    read_input,
    say,
    use_ascii,
)


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``verify`` subcommand."""
    verify = subparsers.add_parser(
        "verify",
        help="check that every deal of a game record was provably fair",
        description="Check a game record's proofs of fair deals (docs/fairness.md): for "
        "every hand, that the proof is there, that the server seed matches the "
        "commitment, that the proof's room, game and hand numbers are the hand's, that "
        "the recorded deck is the one the seeds make, and that the moves replay to the "
        "recorded result (a three-handed match record too: each hand, then the whole "
        "match's pairings, dealers and scores). Exit status 0 when every hand verifies, "
        "1 when one fails (the first is named, with why), 2 when the file cannot be read "
        "as a game record.",
    )
    verify.add_argument(
        "file", metavar="RECORD", help="a game record (JSON); - reads it from the standard input"
    )
    verify.add_argument("--json", action="store_true", help="print JSON for machines")


def cmd_verify(args: argparse.Namespace) -> int:
    """``ginrummy verify``: every hand's proof checked; the first failure named."""
    shown = "the standard input" if args.file == STDIN else args.file
    try:
        text = read_input(args.file)
    except CliRuntimeError as exc:
        raise CliError(str(exc)) from None  # nothing was checked: status 2
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise CliError(f"cannot verify {shown}: not valid JSON ({exc})") from None
    try:
        three = isinstance(data, dict) and data.get("format") == THREE_FORMAT
        verdicts = verify_three_record(data) if three else verify_record(data)
    except InvalidRecordError as exc:
        raise CliError(f"cannot verify {shown}: {exc}") from None
    failed = next((v for v in verdicts if not v.ok), None)
    if not verdicts:
        problem = "the record has no hands to verify"
    elif failed is not None:
        problem = f"hand {failed.hand}: {failed.problem}"
    else:
        problem = None
    if args.json:
        print_json(
            {
                "record": shown,
                "verified": problem is None,
                "failed_hand": None if failed is None else failed.hand,
                "problem": problem,
                "hands": [v.to_dict() for v in verdicts],
            }
        )
        return 0 if problem is None else 1
    console = make_console(args)
    for verdict in verdicts:
        line = verdict.describe()
        say(console, line.replace("…", "...") if use_ascii(args) else line)
    if problem is not None:
        raise CliRuntimeError(f"{shown} does not verify: {problem}")
    hands = "1 hand" if len(verdicts) == 1 else f"{len(verdicts)} hands"
    say(console, f"Every deal of {shown} verifies ({hands}).")
    return 0
