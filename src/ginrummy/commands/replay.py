"""``ginrummy replay``: a game record replayed through the engine, checked, and shown.

Apart because it reads records from files and explains a record the replay contradicts.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

from ..core.errors import GinRummyError, InvalidRecordError
from ..core.record import GameRecord, HandRecord
from ..core.rules import Rules, find_rules
from ..words.play import (
    cards_text,
    counted_text,
    event_text,
    games_text,
    hollywood_result_text,
    result_lines,
    score_sheet_rows,
)
from .common import (
    STDIN,
    CliError,
    CliRuntimeError,
    make_console,
    output_options,
    print_json,
    read_input,
    rules_options,
    say,
    text_table,
    use_ascii,
)
from .shapes import cards_json, result_json, rules_json


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``replay`` subcommand."""
    replay_cmd = subparsers.add_parser(
        "replay",
        parents=[rules_options(), output_options()],
        help="replay a game record move by move",
        description="Load a game record, replay it through the engine (checking every "
        "result), and print each hand and the score sheet. --rules/--option replay it "
        "under other rules than the recorded ones.",
    )
    replay_cmd.add_argument(
        "file", metavar="FILE", help="a game record (JSON); - reads it from the standard input"
    )
    replay_cmd.add_argument("--hand", type=int, metavar="N", help="show only hand N (from 1)")


def _load_record(path: str) -> GameRecord:
    """The record in ``path`` (``-``: the standard input); a file that cannot be read or
    is no record is a runtime error (exit status 1), not a usage error."""
    text = read_input(path)
    try:
        return GameRecord.from_json(text)
    except InvalidRecordError as exc:
        raise CliRuntimeError(f"invalid record {_shown(path)}: {exc}") from None


def _shown(path: str) -> str:
    return "on the standard input" if path == STDIN else path


def _mismatch(hand: HandRecord, rules: Rules) -> str | None:
    """Which recorded result fields the replay contradicts, briefly; ``None`` if unknown."""
    try:
        state = hand.replay(rules, check=False)
    except GinRummyError:
        return None
    replayed = None if state.result is None else state.result.to_dict()
    if replayed is None or hand.result is None:
        return (
            f"the record says {'no result' if hand.result is None else 'a result'}, "
            f"but the hand replays to {'no result' if replayed is None else 'a result'}"
        )
    diffs = []
    for key in sorted(set(replayed) | set(hand.result)):
        mine, theirs = replayed.get(key), hand.result.get(key)
        if mine != theirs:
            if isinstance(mine, dict | list) or isinstance(theirs, dict | list):
                diffs.append(f"{key} differs")
            else:
                diffs.append(f"{key} is {theirs!r} in the record but {mine!r} on replay")
    return "the recorded result does not match the replay: " + "; ".join(diffs)


def cmd_replay(args: argparse.Namespace) -> int:
    """``ginrummy replay``: a record replayed and checked, move by move."""
    preset = find_rules(args.rules) if args.rules is not None else None
    for option in args.option:  # a bad option is a usage error, found before any file
        (preset or find_rules()).with_option(option)
    record = _load_record(args.file)
    if preset is not None or args.option:
        base = preset if preset is not None else record.rules
        for option in args.option:
            base = base.with_option(option)
        record = replace(record, rules=base)
    for number, hand in enumerate(record.hands, 1):
        try:
            hand.replay(record.rules)
        except InvalidRecordError as exc:
            why = _mismatch(hand, record.rules) or str(exc)
            raise CliRuntimeError(
                f"invalid record {_shown(args.file)}: hand {number}: {why}"
            ) from None
    try:
        game = record.replay()  # the dealing order and the game's end, checked
    except InvalidRecordError as exc:
        raise CliRuntimeError(f"invalid record {_shown(args.file)}: {exc}") from None
    count = len(record.hands)
    if args.hand is not None and not 1 <= args.hand <= count:
        raise CliError(f"--hand must be between 1 and {count}, not {args.hand}")
    names = [f"{record.players[0]} (P0)", f"{record.players[1]} (P1)"]
    if record.players[0] != record.players[1]:
        names = list(record.players)
    ascii = use_ascii(args)

    hands_out: list[dict[str, Any]] = []
    running = [0, 0]
    lines: list[tuple[str, str | None]] = []
    for number, hand in enumerate(record.hands, 1):
        start = hand.deal(record.rules)
        state = hand.replay(record.rules)
        result = state.result
        if result is not None and result.winner is not None:
            running[result.winner] += result.points
        if args.hand is not None and number != args.hand:
            continue
        hands_out.append(
            {
                "number": number,
                "dealer": hand.dealer,
                "first_upcard": str(start.first_upcard),
                "knock_limit": start.knock_limit,
                "dealt": [cards_json(start.hand(0)), cards_json(start.hand(1))],
                "events": [
                    {
                        "player": e.player,
                        "kind": str(e.kind),
                        "card": None if e.card is None else str(e.card),
                    }
                    for e in state.events
                ],
                "result": None if result is None else result_json(result),
                "scores": list(running),
            }
        )
        lines.append(("", None))
        lines.append(
            (
                f"Hand {number}: {names[hand.dealer]} deals; first upcard "
                f"{start.first_upcard.pretty(ascii=ascii)}, knock limit {start.knock_limit}",
                "bold",
            )
        )
        lines += [
            (f"  {names[seat]} is dealt {cards_text(start.hand(seat), ascii=ascii)}", None)
            for seat in (0, 1)
        ]
        lines += [
            (f"  {move:3d}. {event_text(event, names, ascii=ascii)}", None)
            for move, event in enumerate(state.events, 1)
        ]
        if result is None:
            lines.append(("  (the hand is unfinished)", "italic"))
        else:
            lines += [
                (f"  {line}", None)
                for line in result_lines(result, record.rules, names, ascii=ascii, capitals=True)
            ]
            if record.rules.hollywood:  # the three games so far, and where this hand counted
                sofar = replace(game, results=game.results[:number], dealers=game.dealers[:number])
                where = counted_text(sofar.credits[-1])
                lines.append((f"  Scores: {games_text(sofar)} (this hand: {where})", None))
            else:
                lines.append((f"  Scores: {names[0]} {running[0]}, {names[1]} {running[1]}", None))

    totals = game.totals().to_dict() if game.is_over else None
    if args.json:
        print_json(
            {
                "players": list(record.players),
                "rules": rules_json(record.rules),
                "first_dealer": record.first_dealer,
                "hand_count": count,
                "hands": hands_out,
                "scores": list(game.scores),
                "is_over": game.is_over,
                "totals": totals,
                "meta": record.meta,
            }
        )
        return 0

    console = make_console(args)
    say(
        console,
        f"{names[0]} vs {names[1]}, {record.rules.name} rules, game to "
        f"{record.rules.game_target}; {count} hand(s), record checked.",
        "bold",
    )
    for text, style in lines:
        say(console, text, style)
    say(console)
    if not game.is_over:
        s0, s1 = game.scores
        standing = games_text(game) if game.rules.hollywood else f"{names[0]} {s0}, {names[1]} {s1}"
        say(console, f"The game is unfinished: {standing}.")
        return 0
    game_totals = game.totals()
    table = text_table(args, title="Score sheet")
    table.add_column("")
    table.add_column(names[0], justify="right")
    table.add_column(names[1], justify="right")
    for label, a, b in score_sheet_rows(game):
        table.add_row(label, str(a), str(b))
    console.print(table)
    shutout = " (a shutout)" if game_totals.shutout else ""
    verdict = f"{names[game_totals.winner]} wins the game by {game_totals.net} points{shutout}."
    if game.rules.hollywood:
        verdict = hollywood_result_text(game, names)
    say(console, verdict, "bold")
    return 0
