"""``ginrummy analyze`` and ``ginrummy score``: one hand's melds, and a showdown.

Together because both read cards from the command line and print melds and deadwood;
:func:`parse_melds` reads ``score --melds``.
"""

from __future__ import annotations

import argparse
import re
from typing import Any

from ..core.cards import parse_card
from ..core.melds import Meld, all_best_arrangements, best_arrangement, discard_deadwoods
from ..core.scoring import Outcome, hand_knock_limit, score_showdown
from ..words.play import cards_text, meld_text, melds_text, points_reason
from .common import (
    CliError,
    cards_arg,
    make_console,
    output_options,
    print_json,
    rules_from,
    rules_options,
    say,
    text_table,
    upcard_arg,
    use_ascii,
)
from .shapes import arrangement_json, cards_json, rules_json, showdown_json


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``analyze`` and ``score`` subcommands."""
    analyze = subparsers.add_parser(
        "analyze",
        parents=[rules_options(), output_options()],
        help="best melds and deadwood of a hand; each discard's result for 11 cards",
        description="The best melds and deadwood of a hand (any size). For 11 cards, also "
        "each discard's deadwood and whether it allows a knock or gin.",
    )
    analyze.add_argument(
        "cards",
        nargs="+",
        metavar="CARDS",
        help="cards, e.g. 7H 8H 9H or '7H 8H'; - reads them from the standard input",
    )
    analyze.add_argument("--all", action="store_true", help="list every optimal arrangement")
    analyze.add_argument("--upcard", metavar="CARD", help="the first upcard (Oklahoma knock limit)")

    score = subparsers.add_parser(
        "score",
        parents=[rules_options(), output_options()],
        help="score a knock between two hands",
        description="Score a showdown: the knocker's cards after the discard (10, or 11 for "
        "big gin) against the defender's 10.",
    )
    score.add_argument("--knocker", required=True, metavar="CARDS", help="the knocker's cards")
    score.add_argument("--defender", required=True, metavar="CARDS", help="the defender's cards")
    score.add_argument(
        "--melds", metavar="'[..] [..]'", help="the knocker's chosen melds (default: the best)"
    )
    score.add_argument("--upcard", metavar="CARD", help="the first upcard (Oklahoma rules)")


_MELD_RE = re.compile(r"\[([^\]]*)\]")


def parse_melds(text: str) -> tuple[Meld, ...]:
    """Melds written in brackets, ``"[7H 8H 9H] [JS JH JD]"`` (or separated by ``;``).

    >>> [m.pretty(ascii=True) for m in parse_melds("[9h 7h 8h] [JS JH JD]")]
    ['7H 8H 9H', 'JD JH JS']
    """
    text = text.strip()
    if "[" in text or "]" in text:
        if _MELD_RE.sub("", text).strip(" ,;"):
            raise CliError(f"cannot read the melds {text!r}: write them as [7H 8H 9H] [JS JH JD]")
        groups = _MELD_RE.findall(text)
    else:
        groups = [g for g in re.split(r"[;|]", text) if g.strip()]
    if not groups:
        raise CliError("no melds given: write them as [7H 8H 9H] [JS JH JD]")
    return tuple(Meld.parse(g) for g in groups)


def cmd_analyze(args: argparse.Namespace) -> int:
    """``ginrummy analyze``: melds and deadwood; for 11 cards, every discard."""
    rules = rules_from(args)
    cards = cards_arg(args.cards)
    if not cards:
        raise CliError("no cards given")
    upcard = upcard_arg(args.upcard)
    if upcard is not None and upcard in cards:
        raise CliError(f"the upcard {upcard} cannot also be in the hand")
    limit: int | None
    if rules.knock_limit_from_upcard and upcard is None:
        limit = None
    else:
        limit = hand_knock_limit(rules, upcard)
    arrangements = all_best_arrangements(cards) if args.all else [best_arrangement(cards)]
    best = arrangements[0]
    discards: list[dict[str, Any]] = []
    big_gin = False
    if len(cards) == 11:
        for card, left in sorted(discard_deadwoods(cards.mask).items(), key=lambda t: (t[1], t[0])):
            discards.append(
                {
                    "card": str(card),
                    "deadwood": left,
                    "can_knock": None if limit is None else left <= limit,
                    "gin": left == 0,
                }
            )
        big_gin = best.deadwood_count == 0 and rules.big_gin_points is not None

    if args.json:
        out: dict[str, Any] = {
            "cards": cards_json(cards),
            "size": len(cards),
            "rules": rules_json(rules),
            "knock_limit": limit,
            **arrangement_json(best),
        }
        if args.all:
            out["arrangements"] = [arrangement_json(a) for a in arrangements]
        if len(cards) == 11:
            out["discards"] = discards
            out["best_discard"] = discards[0]["card"]
            out["big_gin"] = big_gin
        print_json(out)
        return 0

    ascii = use_ascii(args)
    console = make_console(args)
    say(console, f"Hand ({len(cards)} cards): {cards_text(cards, ascii=ascii)}")
    say(console, f"Melds:    {melds_text(best.melds, ascii=ascii)}")
    say(
        console,
        f"Deadwood: {cards_text(best.deadwood, ascii=ascii) or '-'}  (count {best.deadwood_count})",
        "bold",
    )
    if args.all:
        say(console)
        say(console, f"{len(arrangements)} optimal arrangement(s), most protective first:")
        for number, arrangement in enumerate(arrangements, 1):
            dead = cards_text(arrangement.deadwood, ascii=ascii) or "-"
            say(console, f"  {number}. {melds_text(arrangement.melds, ascii=ascii)} | {dead}")
    if len(cards) != 11:
        return 0
    say(console)
    if limit is None:
        say(
            console,
            "The knock limit comes from the first upcard under these rules: "
            "pass --upcard to see which discards allow a knock.",
        )
    else:
        say(console, f"Knock limit: {limit} ({rules.name} rules).")
    if big_gin:
        say(console, f"All 11 cards are melded: big gin ({rules.big_gin_points} bonus).", "bold")
    table = text_table(args, title="Each discard")
    table.add_column("Discard")
    table.add_column("Deadwood left", justify="right")
    table.add_column("Then")
    for row in discards:
        shown = parse_card(row["card"]).pretty(ascii=ascii)
        if row["gin"] and (limit is None or row["can_knock"]):
            then = "gin"
        elif row["can_knock"]:
            then = "knock"
        elif row["can_knock"] is None:
            then = "?"
        else:
            then = "-"
        table.add_row(shown, str(row["deadwood"]), then)
    console.print(table)
    return 0


# --------------------------------------------------------------------------- score
def cmd_score(args: argparse.Namespace) -> int:
    """``ginrummy score``: a showdown between two hands."""
    rules = rules_from(args)
    melds = parse_melds(args.melds) if args.melds is not None else None
    showdown = score_showdown(
        args.knocker, args.defender, rules, knocker_melds=melds, upcard=upcard_arg(args.upcard)
    )
    reason = points_reason(showdown, rules)
    if args.json:
        print_json({**showdown_json(showdown), "reason": reason, "rules": rules_json(rules)})
        return 0
    ascii = use_ascii(args)
    console = make_console(args)
    table = text_table(
        args, title=f"Showdown ({rules.name} rules, knock limit {showdown.knock_limit})"
    )
    table.add_column("")
    table.add_column("Melds")
    table.add_column("Deadwood")
    table.add_column("Count", justify="right")
    table.add_row(
        "knocker",
        melds_text(showdown.knocker_melds, ascii=ascii).replace("] [", "]\n["),
        cards_text(showdown.knocker_deadwood_cards, ascii=ascii) or "-",
        str(showdown.knocker_deadwood),
    )
    table.add_row(
        "defender",
        melds_text(showdown.defender_melds, ascii=ascii).replace("] [", "]\n["),
        cards_text(showdown.defender_deadwood_cards, ascii=ascii) or "-",
        str(showdown.defender_deadwood),
    )
    console.print(table)
    if showdown.layoff_moves:
        laid = ", ".join(
            f"{m.card.pretty(ascii=ascii)} onto "
            f"{meld_text(showdown.knocker_melds[m.meld], ascii=ascii)}"
            for m in showdown.layoff_moves
        )
        say(console, f"Lay-offs: {laid}")
    elif showdown.outcome in (Outcome.GIN, Outcome.BIG_GIN):
        say(console, "Lay-offs: none (no lay-offs against gin)")
    else:
        say(console, "Lay-offs: none")
    outcome = str(showdown.outcome).replace("_", " ")
    say(console, f"Outcome: {outcome}", "bold")
    if showdown.winner is None:
        say(console, f"Nobody scores: {reason}")
    else:
        say(console, f"Winner: {showdown.winner}, {showdown.points} points ({reason})", "bold")
    return 0
