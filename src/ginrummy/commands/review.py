"""``ginrummy review``: every decision of a game record graded, as chess sites review.

Apart because it is the one command that searches at length (a few seconds a hand):
it shows a progress bar while :mod:`ginrummy.review` values each decision, then what
the numbers mean, a table of the decisions (each with how far it fell behind the best,
± one standard error: the legend says how the grade follows), the three largest losses of each
player (inaccuracies or worse) in words, and a summary line per player.
"""

from __future__ import annotations

import argparse

from ..core.cards import parse_card
from ..core.errors import InvalidRecordError
from ..core.record import GameRecord
from ..review import Decision, GameReview, plan_review
from ..words.review import KIND_NAMES, difference_cell, legend_lines, plain
from .common import (
    STDIN,
    CliError,
    CliRuntimeError,
    make_console,
    output_options,
    print_json,
    progress_bar,
    read_input,
    say,
    text_table,
    use_ascii,
)

GRADE_STYLES = {
    "best": "green",
    "good": "cyan",
    "inaccuracy": "yellow",
    "mistake": "dark_orange",
    "blunder": "bold red",
}


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``review`` subcommand."""
    review = subparsers.add_parser(
        "review",
        parents=[output_options()],
        help="grade every decision of a game record, as a chess engine reviews a game",
        description="Review a finished game (a record from `ginrummy play --save`, "
        "`simulate --out` or the server's history): every decision of each player "
        "(take or pass the upcard, stock or pile, the discard, knock or play on) valued "
        "from that player's information only (the hidden cards sampled, never read from "
        "the record), graded best / good / inaccuracy / mistake / blunder, with an "
        "accuracy, the three largest losses explained and a summary (docs/review.md).",
    )
    review.add_argument(
        "file", metavar="RECORD", help="a game record (JSON); - reads it from the standard input"
    )
    review.add_argument(
        "--player",
        type=int,
        choices=(0, 1),
        metavar="SEAT",
        help="review only this seat's decisions (0 or 1; default both)",
    )
    review.add_argument(
        "--hand", type=int, action="append", metavar="N", help="review only hand N (repeatable)"
    )
    review.add_argument(
        "--seed", default="0", metavar="S", help="seed of the sampled deals (default 0)"
    )
    review.add_argument(
        "--all", action="store_true", help="list every decision, not only those that lost"
    )


def cmd_review(args: argparse.Namespace) -> int:
    """``ginrummy review``: grade a record's decisions and print them."""
    shown = "the standard input" if args.file == STDIN else args.file
    text = read_input(args.file)
    try:
        record = GameRecord.from_json(text)
        count = len(record.hands)
        if args.hand and any(n < 1 or n > count for n in args.hand):
            raise CliError(f"--hand must be between 1 and {count} for this record")
        seats = (0, 1) if args.player is None else (args.player,)
        plan = plan_review(record, seats=seats, hands=args.hand, seed=args.seed)
    except InvalidRecordError as exc:
        raise CliRuntimeError(f"cannot review {shown}: {exc}") from None
    tasks = plan.tasks
    ascii = use_ascii(args)
    progress = progress_bar(args)
    decisions: list[Decision] = []
    with progress:
        bar = progress.add_task("reviewing", total=len(tasks))
        for task in tasks:
            decisions.append(task.run(ascii=ascii))
            progress.update(bar, advance=1)
    review = plan.assemble(decisions)
    if args.json:
        print_json(review.to_dict())
        return 0
    _print(args, review, ascii)
    return 0


def _choice(decision: Decision, ascii: bool) -> str:
    return _action_text(str(decision.chosen), ascii)


def _action_text(text: str, ascii: bool) -> str:
    """``discard 7H`` with the card written as the rest of the output writes cards."""
    if ascii:
        return text
    words = text.split(" ")
    if len(words) == 2 and words[0] in ("discard", "knock"):
        return f"{words[0]} {parse_card(words[1]).pretty()}"
    return text


def _print(args: argparse.Namespace, review: GameReview, ascii: bool) -> None:
    console = make_console(args)
    names = review.players
    if not review.hands:
        say(console, "no finished hand to review")
        return
    say(console, f"Review of {names[0]} against {names[1]} ({review.rules.name} rules)")
    for line in legend_lines(review.unit, ascii=ascii, you=False):
        say(console, line)
    say(console, "The method: docs/review.md.")
    table = text_table(args, title="Decisions")
    columns = ("hand", "turn", "player", "decision", "played", "best", "grade", "vs best")
    for column in columns:
        table.add_column(column, justify="left" if column in columns[2:7] else "right")
    for decision in review.decisions():
        if not args.all and decision.grade == "best":
            continue
        table.add_row(
            str(decision.hand),
            str(decision.turn + 1),
            names[decision.player],
            KIND_NAMES.get(decision.kind, decision.kind),
            _choice(decision, ascii),
            _action_text(str(decision.best), ascii),
            decision.grade,
            difference_cell(decision.difference, decision.error, decision.unit, ascii=ascii),
            style=GRADE_STYLES[decision.grade] if decision.grade != "best" else None,
        )
    if table.row_count:
        console.print(table)
    else:
        say(console, "Every decision was graded best.")
    hands = text_table(args, title="Accuracy by hand")
    hands.add_column("hand", justify="right")
    for seat in review.seats:
        hands.add_column(names[seat], justify="right")
    for hand in review.hands:
        cells = [hand.accuracy(seat) for seat in review.seats]
        hands.add_row(str(hand.number), *("-" if a is None else f"{a:.0f}%" for a in cells))
    console.print(hands)
    for seat in review.seats:
        say(console)
        say(console, review.summary(seat).text, style="bold")
        for decision in review.worst(seat):
            say(
                console,
                plain(
                    f"  hand {decision.hand}, turn {decision.turn + 1} ({decision.grade}): "
                    f"{decision.explanation}",
                    ascii,
                ),
            )
