"""``ginrummy dataset``: games between two agents written as a Parquet file of decisions,
for imitation learning (the schema: docs/dataset.md).

Apart from ``simulate`` because it needs the ``data`` extra (pyarrow, and the
environments' encoder) and writes a file rather than a summary; the work itself is
:mod:`ginrummy.dataset`, imported only when the command runs.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path

from ..agents import player_agent_names
from ..agents.base import ResearchOnlyError, is_policy_name, make_player_agent
from ..extras import MissingExtraError
from .common import (
    CliError,
    CliRuntimeError,
    make_console,
    print_json,
    progress_bar,
    rules_from,
    rules_options,
    say,
)
from .shapes import rules_json


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``dataset`` subcommand."""
    dataset = subparsers.add_parser(
        "dataset",
        parents=[rules_options()],
        help="write the decisions of games between agents as a Parquet dataset",
        description="Play games between two agents and write every decision (the acting "
        "seat's observation tensor, the legal-action mask, the action, and how its hand and "
        "game ended) as rows of a Parquet file; the schema is in docs/dataset.md. Needs "
        "pip install 'ginrummy[data]'.",
    )
    dataset.add_argument(
        "--players",
        default="master,expert",
        metavar="A,B",
        help=f"two agents, comma separated (default master,expert; known: "
        f"{', '.join(player_agent_names())}); seats swap every other game",
    )
    dataset.add_argument("--games", type=int, default=100, metavar="N", help="games to play")
    dataset.add_argument("--out", required=True, metavar="FILE", help="the Parquet file to write")
    dataset.add_argument("--seed", type=int, default=None, metavar="S", help="random seed")
    dataset.add_argument("--hands", action="store_true", help="play N single hands, not games")
    dataset.add_argument(
        "--workers", type=int, default=None, metavar="W", help="processes (default: every core)"
    )
    dataset.add_argument("--json", action="store_true", help="print the summary as JSON")


def cmd_dataset(args: argparse.Namespace) -> int:
    names = [n.strip() for n in args.players.split(",")]
    if len(names) != 2 or not all(names):
        raise CliError(f"--players takes two agents, comma separated, not {args.players!r}")
    names = [name if is_policy_name(name) else name.lower() for name in names]
    for name in names:
        try:
            make_player_agent(name)
        except (ValueError, ResearchOnlyError) as exc:
            raise CliError(str(exc)) from None
    if args.games < 1:
        raise CliError(f"--games must be at least 1, not {args.games}")
    if args.workers is not None and args.workers < 1:
        raise CliError(f"--workers must be at least 1, not {args.workers}")
    out = Path(args.out)
    if out.is_dir():
        raise CliError(f"--out names a folder, not a file: {out}")
    try:
        from .. import dataset
    except MissingExtraError as exc:
        raise CliRuntimeError(str(exc)) from None
    rules = rules_from(args)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 32)
    tasks = dataset.dataset_tasks(
        (names[0], names[1]), rules, args.games, seed, single_hand=args.hands
    )
    progress = progress_bar(args)
    start = time.perf_counter()
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        with progress:
            bar = progress.add_task(f"{names[0]} vs {names[1]}", total=len(tasks))

            def advance(done: int, total: int) -> None:
                progress.update(bar, completed=done, total=total)

            rows = dataset.write_dataset(out, tasks, workers=args.workers, progress=advance)
    except OSError as exc:
        raise CliRuntimeError(f"cannot write {out}: {exc.strerror or exc}") from None
    except RuntimeError as exc:  # a game that never ends (e.g. random play, gin only)
        raise CliRuntimeError(f"the dataset stopped: {exc}") from None
    seconds = time.perf_counter() - start
    summary = {
        "file": str(out),
        "rows": rows,
        "games" if not args.hands else "hands": args.games,
        "players": names,
        "seed": seed,
        "bytes": os.path.getsize(out),
        "seconds": round(seconds, 2),
        "rules": rules_json(rules),
        "schema": "docs/dataset.md",
    }
    if args.json:
        print_json(summary)
        return 0
    console = make_console(args)
    unit = "hands" if args.hands else "games"
    say(
        console,
        f"wrote {rows:,} decisions of {args.games:,} {unit} ({names[0]} vs {names[1]}, "
        f"{rules.name} rules, seed {seed}) to {out}: {summary['bytes']:,} bytes in "
        f"{seconds:.1f} s",
    )
    say(console, "columns: docs/dataset.md")
    return 0
