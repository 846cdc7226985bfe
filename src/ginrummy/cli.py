"""The ``ginrummy`` command line: analyze, score, simulate, arena, replay and play.

Every subcommand takes ``--rules PRESET`` (a preset of RULES.md or a scoring system's
name) and any number of ``--option NAME=VALUE`` applied on top of it; the reporting
commands take ``--json`` for machine output (pure JSON on stdout). A bad card, option,
record or an illegal knock prints one line on stderr and exits with status 2.

    $ ginrummy analyze 7H 8H 9H 7S 7D 7C KS KD 2C 3C AC
    $ ginrummy score --knocker "JS JH JD 9H 8H 7H AC 2D 3S 4C" --defender "..."
    $ ginrummy simulate --players random,simple --games 100 --seed 1
    $ ginrummy arena simple random --games 200 --seed 1
    $ ginrummy arena random simple expert --games 100 --json
    $ ginrummy replay game.json
    $ ginrummy play --opponent simple --save game.json

``main(argv)`` returns the exit status instead of exiting, so tests call it in-process.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, NoReturn

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

from . import __version__
from .agents import AGENTS, LEVELS, make_agent
from .arena import PairStats, head_to_head, round_robin, wilson_interval
from .cards import Card, CardSet, parse_card, parse_cards
from .errors import GinRummyError, InvalidRecordError
from .hand import HandResult, HandState
from .match import Game
from .melds import Arrangement, Meld, all_best_arrangements, best_arrangement, discard_deadwoods
from .record import GameRecord, HandRecord, play_game, play_hand
from .rules import PRESETS, SCORING_SYSTEMS, Rules, find_rules
from .scoring import Outcome, hand_knock_limit, score_showdown
from .textplay import (
    can_encode_suits,
    cards_text,
    event_text,
    meld_text,
    melds_text,
    plain_ascii,
    play_text,
    points_reason,
    result_lines,
    score_sheet_rows,
)

PROG = "ginrummy"
EXIT_ERROR = 2


class CliError(Exception):
    """A problem with the command line's input, reported as one line (exit status 2)."""


# --------------------------------------------------------------------------- parser
def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
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
    output_args = argparse.ArgumentParser(add_help=False)
    output_args.add_argument("--json", action="store_true", help="print JSON for machines")
    output_args.add_argument(
        "--ascii", action="store_true", help="write cards as 7H, not 7♥ (for plain terminals)"
    )

    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Gin rummy: analyze hands, score showdowns, simulate, replay and play; "
        "`ginrummy arena` pits agents against each other with confidence intervals and Elo.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    analyze = sub.add_parser(
        "analyze",
        parents=[rules_args, output_args],
        help="best melds and deadwood of a hand; each discard's result for 11 cards",
        description="The best melds and deadwood of a hand (any size). For 11 cards, also "
        "each discard's deadwood and whether it allows a knock or gin.",
    )
    analyze.add_argument(
        "cards", nargs="+", metavar="CARDS", help="cards, e.g. 7H 8H 9H or '7H 8H'"
    )
    analyze.add_argument("--all", action="store_true", help="list every optimal arrangement")
    analyze.add_argument("--upcard", metavar="CARD", help="the first upcard (Oklahoma knock limit)")

    score = sub.add_parser(
        "score",
        parents=[rules_args, output_args],
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

    simulate = sub.add_parser(
        "simulate",
        parents=[rules_args, output_args],
        help="play many games between computer agents and summarize",
        description="Play games (or single hands) between two built-in agents, alternating "
        "seats, and print a summary.",
    )
    simulate.add_argument(
        "--players",
        default="random,simple",
        metavar="A,B",
        help=f"two agents, comma separated (known: {', '.join(sorted(AGENTS))})",
    )
    simulate.add_argument("--games", type=int, default=10, metavar="N", help="games to play")
    simulate.add_argument("--seed", type=int, default=None, metavar="S", help="random seed")
    simulate.add_argument("--hands", action="store_true", help="play N single hands, not games")
    simulate.add_argument("--out", metavar="DIR", help="write each game record as JSON here")

    arena = sub.add_parser(
        "arena",
        parents=[rules_args],
        help="agents head to head, or a round robin with Elo ratings, with 95%% intervals",
        description="Two agents: a head-to-head match. More: a round robin in which every "
        "pair plays, and Elo ratings fitted to all the results. Games are played in pairs "
        "that share their deals (common random numbers): N games are N/2 pairs of games "
        "dealt from the same seed, with the seats swapped, so the luck of the deal largely "
        "cancels out. Results depend only on --seed (not on --workers or --backend).",
        epilog="The win rate has a Wilson 95% interval; points per game (A's net per game) a "
        "normal one. With --hands each game is a single hand.",
    )
    arena.add_argument(
        "agents",
        nargs="+",
        metavar="AGENT",
        help=f"two or more agents, A first (known: {', '.join(sorted(AGENTS))})",
    )
    arena.add_argument(
        "--games",
        type=int,
        default=100,
        metavar="N",
        help="games per pair of agents, even: played as N/2 pairs of games sharing a deal, "
        "seats swapped (default 100)",
    )
    arena.add_argument(
        "--seed", type=int, default=None, metavar="S", help="random seed (default: a fresh one)"
    )
    arena.add_argument("--hands", action="store_true", help="play single hands, not games")
    arena.add_argument(
        "--workers",
        type=int,
        default=None,
        metavar="W",
        help="processes (or Ray CPUs) to play on (default: all cores; 1: in this process)",
    )
    arena.add_argument(
        "--backend",
        choices=("process", "ray"),
        default="process",
        help="local processes (default) or Ray (needs ginrummy[ray]; a local Ray instance, "
        "or the cluster at RAY_ADDRESS)",
    )
    arena.add_argument("--json", action="store_true", help="print JSON for machines")

    replay_cmd = sub.add_parser(
        "replay",
        parents=[rules_args, output_args],
        help="replay a game record move by move",
        description="Load a game record, replay it through the engine (checking every "
        "result), and print each hand and the score sheet. --rules/--option replay it "
        "under other rules than the recorded ones.",
    )
    replay_cmd.add_argument("file", metavar="FILE", help="a game record (JSON)")
    replay_cmd.add_argument("--hand", type=int, metavar="N", help="show only hand N (from 1)")

    play = sub.add_parser(
        "play",
        parents=[rules_args],
        help="play against the computer in the terminal",
        description="Play a game against a computer agent: full screen in a terminal "
        "(keys and mouse; see docs/tui.md), or, with --plain or when the input or output "
        "is not a terminal, as plain text read line by line (so the game can be piped).",
    )
    play.add_argument(
        "--opponent",
        default="medium",
        metavar="AGENT",
        help="the computer opponent: a level (easy, medium, hard, master) or an agent "
        f"({', '.join(sorted(AGENTS))}); default medium",
    )
    play.add_argument("--seed", type=int, default=None, metavar="S", help="random seed")
    play.add_argument("--save", metavar="FILE", help="write the game record here (also on quit)")
    play.add_argument(
        "--plain",
        action="store_true",
        help="the plain text game (also used when the input or output is not a terminal)",
    )
    play.add_argument("--ascii", action="store_true", help="write cards as 7H, not 7♥")
    play.add_argument(
        "--resume", action="store_true", help="go on with the game saved on quit (full screen)"
    )
    play.add_argument(
        "--save-dir",
        metavar="DIR",
        default=None,
        help="where the saved game and finished game records go "
        "(default $XDG_DATA_HOME/ginrummy, else ~/.local/share/ginrummy)",
    )
    play.add_argument(
        "--delay",
        type=float,
        default=None,
        metavar="SECONDS",
        help="the computer's pause before each move in the full-screen game (default 0.6)",
    )
    serve = sub.add_parser(
        "serve",
        help="play in the browser: start the web server",
        description="Start the web server: play the computer or a friend in the browser, "
        "free and without registration. Games are stored as they are played (an SQLite "
        "file by default; GINRUMMY_DATABASE_URL or --database for PostgreSQL), so they "
        "resume after a restart. See docs/protocol.md.",
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on (8000)")
    serve.add_argument(
        "--database",
        metavar="URL",
        default=None,
        help="SQLAlchemy database URL (default: $GINRUMMY_DATABASE_URL, else an SQLite "
        "file in the user data directory)",
    )
    serve.add_argument(
        "--bot-delay",
        type=float,
        default=0.6,
        metavar="SECONDS",
        help="pause before each computer move, so people can follow it (0.6)",
    )
    serve.add_argument(
        "--room-idle",
        type=float,
        default=900.0,
        metavar="SECONDS",
        help="unload a room from memory after this long unused; it stays stored and "
        "comes back on its next use (900; 0 keeps every room loaded)",
    )
    serve.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help="server processes on this address (1); above 1 needs PostgreSQL, and any "
        "number of processes on one database act as one server",
    )
    serve.add_argument(
        "--public-url",
        metavar="URL",
        default=None,
        help="where people reach the server, e.g. https://gin.example: invite links are "
        "built on it and browsers' WebSockets must come from it (default: none; links on "
        "an --allowed-host or relative, WebSockets from the page's own host)",
    )
    serve.add_argument(
        "--allowed-host",
        action="append",
        metavar="HOST",
        default=None,
        help="a Host (any port) invite links may be built on without --public-url; "
        "repeat for more (default: 127.0.0.1, localhost and ::1)",
    )
    serve.add_argument(
        "--trusted-proxy",
        action="append",
        metavar="ADDRESS",
        default=None,
        help="a proxy's address or network whose X-Forwarded-For / X-Real-IP name the "
        "client; repeat for more (default: none, e.g. 127.0.0.1 behind a local nginx)",
    )
    serve.add_argument(
        "--max-sockets-per-address",
        type=int,
        metavar="N",
        default=None,
        help="WebSockets one client address may hold open (32; 0: no limit)",
    )
    serve.add_argument(
        "--rooms-per-minute",
        type=int,
        metavar="N",
        default=None,
        help="rooms one client address may create a minute (30; 0: no limit)",
    )
    serve.add_argument(
        "--max-body-bytes",
        type=int,
        metavar="BYTES",
        default=None,
        help="largest HTTP request body (65536, at least 1024)",
    )
    serve.add_argument(
        "--openapi",
        action="store_true",
        help="serve the API schema at /openapi.json and /docs (off)",
    )
    serve.add_argument(
        "--log-format",
        choices=("text", "json"),
        default="text",
        help="the server's log lines: text for a terminal, or one JSON object a line (text)",
    )
    serve.add_argument(
        "--log-level",
        choices=("debug", "info", "warning", "error"),
        default="info",
        help="the least important log lines written (info)",
    )
    return parser


# --------------------------------------------------------------------------- helpers
def _console(args: argparse.Namespace) -> Console:
    return Console(highlight=False, emoji=False, markup=False, soft_wrap=True)


def _ascii(args: argparse.Namespace) -> bool:
    return bool(getattr(args, "ascii", False)) or not can_encode_suits(sys.stdout)


def _rules(args: argparse.Namespace, default: str = "standard") -> Rules:
    rules = find_rules(args.rules or default)
    for option in args.option:
        rules = rules.with_option(option)
    return rules


def _print_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, indent=2) + "\n")


def _cards_arg(parts: Sequence[str] | str) -> CardSet:
    text = parts if isinstance(parts, str) else " ".join(parts)
    return parse_cards(text)


def _upcard(text: str | None) -> Card | None:
    return None if text is None else parse_card(text)


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


def _meld_json(meld: Meld) -> list[str]:
    return [str(c) for c in meld.ordered()]


def _arrangement_json(arrangement: Arrangement) -> dict[str, Any]:
    return {
        "melds": [_meld_json(m) for m in arrangement.melds],
        "deadwood": [str(c) for c in arrangement.deadwood],
        "deadwood_count": arrangement.deadwood_count,
    }


def _say(console: Console, text: str = "", style: str | None = None) -> None:
    console.print(Text(text, style=style or ""))


# --------------------------------------------------------------------------- analyze
def cmd_analyze(args: argparse.Namespace) -> int:
    """``ginrummy analyze``: melds and deadwood; for 11 cards, every discard."""
    rules = _rules(args)
    cards = _cards_arg(args.cards)
    if not cards:
        raise CliError("no cards given")
    upcard = _upcard(args.upcard)
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
        big_gin = best.deadwood_count == 0 and rules.big_gin_bonus is not None

    if args.json:
        out: dict[str, Any] = {
            "cards": [str(c) for c in cards],
            "size": len(cards),
            "rules": rules.name,
            "knock_limit": limit,
            **_arrangement_json(best),
        }
        if args.all:
            out["arrangements"] = [_arrangement_json(a) for a in arrangements]
        if len(cards) == 11:
            out["discards"] = discards
            out["best_discard"] = discards[0]["card"]
            out["big_gin"] = big_gin
        _print_json(out)
        return 0

    ascii = _ascii(args)
    console = _console(args)
    _say(console, f"Hand ({len(cards)} cards): {cards_text(cards, ascii=ascii)}")
    _say(console, f"Melds:    {melds_text(best.melds, ascii=ascii)}")
    _say(
        console,
        f"Deadwood: {cards_text(best.deadwood, ascii=ascii) or '-'}  (count {best.deadwood_count})",
        "bold",
    )
    if args.all:
        _say(console)
        _say(console, f"{len(arrangements)} optimal arrangement(s), most protective first:")
        for number, arrangement in enumerate(arrangements, 1):
            dead = cards_text(arrangement.deadwood, ascii=ascii) or "-"
            _say(console, f"  {number}. {melds_text(arrangement.melds, ascii=ascii)} | {dead}")
    if len(cards) != 11:
        return 0
    _say(console)
    if limit is None:
        _say(
            console,
            "The knock limit comes from the first upcard under these rules: "
            "pass --upcard to see which discards allow a knock.",
        )
    else:
        _say(console, f"Knock limit: {limit} ({rules.name} rules).")
    if big_gin:
        _say(console, f"All 11 cards are melded: big gin ({rules.big_gin_bonus} bonus).", "bold")
    table = Table(title="Each discard")
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
    rules = _rules(args)
    melds = parse_melds(args.melds) if args.melds is not None else None
    showdown = score_showdown(
        args.knocker, args.defender, rules, knocker_melds=melds, upcard=_upcard(args.upcard)
    )
    reason = points_reason(showdown, rules)
    if args.json:
        out = {
            "outcome": str(showdown.outcome),
            "winner": showdown.winner,
            "points": showdown.points,
            "reason": reason,
            "rules": rules.name,
            **showdown.to_dict(),
        }
        _print_json(out)
        return 0
    ascii = _ascii(args)
    console = _console(args)
    table = Table(title=f"Showdown ({rules.name} rules, knock limit {showdown.knock_limit})")
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
        _say(console, f"Lay-offs: {laid}")
    elif showdown.outcome in (Outcome.GIN, Outcome.BIG_GIN):
        _say(console, "Lay-offs: none (no lay-offs against gin)")
    else:
        _say(console, "Lay-offs: none")
    outcome = str(showdown.outcome).replace("_", " ")
    _say(console, f"Outcome: {outcome}", "bold")
    if showdown.winner is None:
        _say(console, f"Nobody scores: {reason}")
    else:
        _say(console, f"Winner: {showdown.winner}, {showdown.points} points ({reason})", "bold")
    return 0


# --------------------------------------------------------------------------- simulate
OUTCOMES = tuple(str(o) for o in Outcome)


def _wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95% interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _player_names(text: str) -> list[str]:
    names = [n.strip().lower() for n in text.split(",")]
    if len(names) != 2 or not all(names):
        raise CliError(f"--players needs two agents separated by a comma, not {text!r}")
    for name in names:
        if name not in AGENTS:
            raise CliError(f"unknown agent {name!r} (known: {', '.join(sorted(AGENTS))})")
    return names


def _play_single_hand(
    names: Sequence[str], rules: Rules, seed: int
) -> tuple[GameRecord, list[HandResult], Game]:
    rng = random.Random(seed)
    agent_rng = random.Random(rng.getrandbits(64))
    game = Game.new(rules, rng=rng)
    state = HandState.deal(rules, dealer=game.first_dealer, rng=rng)
    state = play_hand([make_agent(n) for n in names], state, agent_rng)
    assert state.result is not None
    record = GameRecord(
        rules,
        game.first_dealer,
        (HandRecord.from_state(state),),
        (names[0], names[1]),
        {"seed": seed, "mode": "hand"},
    )
    return record, [state.result], game.record_hand(state.result, state.dealer)


def _play_one_game(
    names: Sequence[str], rules: Rules, seed: int
) -> tuple[GameRecord, list[HandResult], Game]:
    results: list[HandResult] = []
    dealers: list[int] = []

    def on_hand(state: HandState) -> None:
        assert state.result is not None
        results.append(state.result)
        dealers.append(state.dealer)

    record = play_game([make_agent(n) for n in names], rules, seed=seed, on_hand=on_hand)
    game = Game(rules, record.first_dealer, tuple(results), tuple(dealers))
    return record, results, game


def _progress_bar(args: argparse.Namespace) -> Progress:
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


def cmd_simulate(args: argparse.Namespace) -> int:
    """``ginrummy simulate``: games (or hands) between agents, with a summary."""
    rules = _rules(args)
    names = _player_names(args.players)
    if args.games < 1:
        raise CliError(f"--games must be at least 1, not {args.games}")
    labels = names if names[0] != names[1] else [f"{names[0]}#1", f"{names[1]}#2"]
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 32)
    master = random.Random(seed)
    out_dir = Path(args.out) if args.out else None
    if out_dir is not None:
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CliError(f"cannot create {out_dir}: {exc.strerror or exc}") from None

    wins = [0, 0]
    points = [0, 0]
    net = [0, 0]
    hands_won = [0, 0]
    no_winner = 0
    hands = 0
    outcomes: Counter[str] = Counter()
    unit = "hand" if args.hands else "game"
    progress = _progress_bar(args)
    start = time.perf_counter()
    with progress:
        task = progress.add_task(f"{names[0]} vs {names[1]}", total=args.games)
        for index in range(args.games):
            game_seed = master.getrandbits(63)
            order = (0, 1) if index % 2 == 0 else (1, 0)  # order[seat] = agent number
            seated = [names[order[0]], names[order[1]]]
            play = _play_single_hand if args.hands else _play_one_game
            try:
                record, results, game = play(seated, rules, game_seed)
            except RuntimeError as exc:  # a game that never ends (e.g. random play, gin only)
                raise CliError(f"{unit} {index + 1} (seed {game_seed}): {exc}") from None
            record.meta["index"] = index + 1
            hands += len(results)
            outcomes.update(str(r.outcome) for r in results)
            for seat in (0, 1):
                agent = order[seat]
                points[agent] += game.scores[seat]
                hands_won[agent] += game.hands_won[seat]
            if not args.hands:
                totals = game.totals()
                wins[order[totals.winner]] += 1
                net[order[totals.winner]] += totals.net
                net[order[1 - totals.winner]] -= totals.net
            else:
                result = results[-1]
                if result.winner is None:
                    no_winner += 1
                else:
                    wins[order[result.winner]] += 1
                    net[order[result.winner]] += result.points
                    net[order[1 - result.winner]] -= result.points
            if out_dir is not None:
                path = out_dir / f"{unit}-{index + 1:05d}.json"
                try:
                    path.write_text(record.to_json(indent=2) + "\n", encoding="utf-8")
                except OSError as exc:
                    raise CliError(f"cannot write {path}: {exc.strerror or exc}") from None
            progress.advance(task)
    elapsed = time.perf_counter() - start

    n = args.games
    agents = []
    for i in (0, 1):
        low, high = _wilson(wins[i], n)
        agents.append(
            {
                "name": names[i],
                "label": labels[i],
                "wins": wins[i],
                "win_rate": wins[i] / n,
                "win_rate_ci95": [round(low, 4), round(high, 4)],
                "points": points[i],
                "points_per_game": points[i] / n,
                "net_per_game": net[i] / n,
                "hands_won": hands_won[i],
            }
        )
    summary: dict[str, Any] = {
        "mode": "hands" if args.hands else "games",
        "players": names,
        "rules": rules.to_dict(),
        "seed": seed,
        "games": n,
        "hands": hands,
        "wins": {labels[0]: wins[0], labels[1]: wins[1]},
        "no_winner": no_winner,
        "agents": agents,
        "avg_hands_per_game": hands / n,
        "outcomes": {name: outcomes.get(name, 0) for name in OUTCOMES},
        "elapsed_seconds": round(elapsed, 4),
        "hands_per_second": round(hands / elapsed, 2) if elapsed > 0 else None,
        "out": None if out_dir is None else str(out_dir),
    }
    if args.json:
        _print_json(summary)
        return 0

    console = _console(args)
    what = "single hands" if args.hands else "games"
    table = Table(title=f"{n} {what}, {names[0]} vs {names[1]} ({rules.name} rules, seed {seed})")
    table.add_column("Agent")
    table.add_column("Wins", justify="right")
    table.add_column("Win rate (95% CI)", justify="right")
    table.add_column(f"Points/{unit}", justify="right")
    table.add_column(f"Net/{unit}", justify="right")
    table.add_column("Hands won", justify="right")
    for row in agents:
        low, high = row["win_rate_ci95"]
        table.add_row(
            row["label"],
            str(row["wins"]),
            f"{row['win_rate']:.1%} ({low:.1%}-{high:.1%})",
            f"{row['points_per_game']:.1f}",
            f"{row['net_per_game']:+.1f}",
            str(row["hands_won"]),
        )
    console.print(table)
    if args.hands and no_winner:
        _say(console, f"Hands with no winner (void or tie): {no_winner}")
    counts = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in summary["outcomes"].items())
    _say(console, f"Hands: {hands} ({hands / n:.2f} a {unit}); outcomes: {counts}")
    speed = summary["hands_per_second"]
    _say(console, f"Elapsed: {elapsed:.2f} s, {speed} hands per second")
    if out_dir is not None:
        _say(console, f"Records written to {out_dir}/")
    return 0


# --------------------------------------------------------------------------- arena
def _agent_name(text: str) -> str:
    name = text.strip().lower()
    if name not in AGENTS:
        raise CliError(f"unknown agent {text!r} (known: {', '.join(sorted(AGENTS))})")
    return name


def _finite(interval: tuple[float, float], digits: int) -> list[float | None]:
    """An interval for JSON: rounded, with infinite ends (too few games) as ``null``."""
    return [round(x, digits) if math.isfinite(x) else None for x in interval]


def _pair_json(stats: PairStats) -> dict[str, Any]:
    """One pair's results, A's side first (every outcome named, zeros included)."""
    out = stats.to_dict()
    out["points_per_game_ci95"] = _finite(stats.points_ci95, 2)
    out["outcomes"] = {name: stats.outcomes.get(name, 0) for name in OUTCOMES}
    return out


def _percent(rate: float, interval: tuple[float, float]) -> str:
    return f"{rate:.1%} ({interval[0]:.1%}-{interval[1]:.1%})"


def _points(mean: float, interval: tuple[float, float]) -> str:
    """A mean and its (symmetric, normal) 95% interval as ``+12.3 ± 4.5``."""
    half = (interval[1] - interval[0]) / 2
    shown = f"{mean + 0.0:+.1f}"  # + 0.0: no "-0.0"
    return f"{shown} ± {half:.1f}" if math.isfinite(half) else shown


def _outcome_counts(outcomes: Counter[str]) -> str:
    return ", ".join(f"{name.replace('_', ' ')} {outcomes.get(name, 0)}" for name in OUTCOMES)


def cmd_arena(args: argparse.Namespace) -> int:
    """``ginrummy arena``: paired games head to head, or a round robin with Elo."""
    rules = _rules(args)
    names = [_agent_name(a) for a in args.agents]
    if len(names) < 2:
        raise CliError("the arena needs at least two agents")
    if len(names) > 2:
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise CliError(f"each agent plays once in a round robin; named twice: {twice[0]}")
    if args.games < 2 or args.games % 2:
        raise CliError(
            f"--games must be a positive even number (games come in pairs sharing a deal), "
            f"not {args.games}"
        )
    if args.workers is not None and args.workers < 1:
        raise CliError(f"--workers must be at least 1, not {args.workers}")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 32)
    unit = "hand" if args.hands else "game"
    pair_count = len(names) * (len(names) - 1) // 2
    progress = _progress_bar(args)
    label = f"{names[0]} vs {names[1]}" if len(names) == 2 else f"round robin of {len(names)}"
    options: dict[str, Any] = {
        "rules": rules,
        "games": args.games,
        "seed": seed,
        "single_hand": args.hands,
        "workers": args.workers,
        "backend": args.backend,
    }
    pairs: list[PairStats]
    elo: dict[str, float] = {}
    start = time.perf_counter()
    try:
        with progress:
            bar = progress.add_task(label, total=args.games * pair_count)

            def advance(done: int, total: int) -> None:
                progress.update(bar, completed=done, total=total)

            if len(names) == 2:
                pairs = [head_to_head(names[0], names[1], progress=advance, **options)]
            else:
                pairs, elo = round_robin(names, progress=advance, **options)
    except (RuntimeError, OSError) as exc:  # Ray missing or failing; a game that never ends
        lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
        why = lines[-1] if lines else type(exc).__name__  # a Ray traceback ends in the error
        raise CliError(f"the arena stopped: {why}") from None
    elapsed = time.perf_counter() - start

    common: dict[str, Any] = {
        "mode": "hands" if args.hands else "games",
        "rules": rules.name,
        "rules_options": rules.to_dict(),
        "seed": seed,
        "workers": args.workers if args.workers is not None else os.cpu_count() or 1,
        "backend": args.backend,
        "elapsed_seconds": round(elapsed, 4),
    }
    if len(names) == 2:
        summary: dict[str, Any] = {**_pair_json(pairs[0]), "pairs_of_games": args.games // 2}
        summary.update(common)
    else:
        ranked = sorted(elo.items(), key=lambda item: (-item[1], item[0]))
        summary = {
            "agents": names,
            "games_per_pair": args.games,
            **common,
            # round_robin seeds pair number i with seed + i: `arena A B --seed` replays it
            "pairs": [{**_pair_json(p), "seed": seed + i} for i, p in enumerate(pairs)],
            "elo": {name: round(rating, 1) for name, rating in ranked},
        }
    if args.json:
        _print_json(summary)
        return 0

    console = _console(args)
    n = args.games
    if len(names) == 2:
        stats = pairs[0]
        a, b = names
        labels = [a, b] if a != b else [f"{a}#1", f"{b}#2"]
        table = Table(
            title=f"{labels[0]} vs {labels[1]}: {n} {unit}s ({rules.name} rules, seed {seed})",
            caption=f"{n // 2} pairs of {unit}s sharing deals, seats swapped",
        )
        table.add_column("Agent")
        table.add_column("Wins", justify="right")
        table.add_column("Win rate (95% CI)", justify="right")
        table.add_column(f"Points/{unit} (95% CI)", justify="right")
        table.add_column("Hands won", justify="right")
        b_rate = (stats.wins[1] + 0.5 * stats.draws) / stats.games
        plow, phigh = stats.points_ci95
        table.add_row(
            labels[0],
            str(stats.wins[0]),
            _percent(stats.win_rate, stats.ci95),
            _points(stats.points_per_game, (plow, phigh)),
            str(stats.hands_won[0]),
        )
        table.add_row(
            labels[1],
            str(stats.wins[1]),
            _percent(b_rate, wilson_interval(stats.wins[1] + 0.5 * stats.draws, stats.games)),
            _points(-stats.points_per_game, (-phigh, -plow)),
            str(stats.hands_won[1]),
        )
        console.print(table)
        if stats.draws:
            what = "void or tied hands" if args.hands else "drawn games"
            _say(console, f"{what.capitalize()}: {stats.draws} (counted as half a win each)")
        hands, outcomes = stats.hands, stats.outcomes
    else:
        table = Table(
            title=f"Round robin, {n} {unit}s a pair ({rules.name} rules, seed {seed})",
            caption=f"each pair: {n // 2} pairs of {unit}s sharing deals, seats swapped; "
            "± is a 95% interval",
        )
        table.add_column("A")
        table.add_column("B")
        table.add_column("Wins", justify="right")
        table.add_column("A's win rate (95% CI)", justify="right")
        table.add_column(f"A's points/{unit}", justify="right")
        for stats in pairs:
            draws = f" ({stats.draws} drawn)" if stats.draws else ""
            table.add_row(
                stats.a,
                stats.b,
                f"{stats.wins[0]}-{stats.wins[1]}{draws}",
                _percent(stats.win_rate, stats.ci95),
                _points(stats.points_per_game, stats.points_ci95),
            )
        console.print(table)
        scores = dict.fromkeys(names, 0.0)
        for stats in pairs:
            scores[stats.a] += stats.wins[0] + 0.5 * stats.draws
            scores[stats.b] += stats.wins[1] + 0.5 * stats.draws
        played = n * (len(names) - 1)
        ranking = Table(title="Elo ranking (Bradley-Terry fit, mean 1500)")
        ranking.add_column("#", justify="right")
        ranking.add_column("Agent")
        ranking.add_column("Elo", justify="right")
        ranking.add_column("Wins", justify="right")
        ranking.add_column("Win rate", justify="right")
        for place, (name, rating) in enumerate(summary["elo"].items(), 1):
            ranking.add_row(
                str(place),
                name,
                f"{rating:.0f}",
                f"{scores[name]:g}",
                f"{scores[name] / played:.1%}",
            )
        console.print(ranking)
        hands = sum(p.hands for p in pairs)
        outcomes = Counter[str]()
        for stats in pairs:
            outcomes.update(stats.outcomes)
    games_played = n * pair_count
    per = f" ({hands / games_played:.2f} a game)" if not args.hands else ""
    _say(console, f"Hands: {hands}{per}; outcomes: {_outcome_counts(outcomes)}")
    workers = summary["workers"]
    plural = "" if workers == 1 else "s"
    _say(console, f"Elapsed: {elapsed:.2f} s ({args.backend} backend, {workers} worker{plural})")
    return 0


# --------------------------------------------------------------------------- replay
def _load_record(path: str) -> GameRecord:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise CliError(f"cannot read {path}: {exc.strerror or exc}") from None
    return GameRecord.from_json(data)


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
    record = _load_record(args.file)
    if args.rules is not None or args.option:
        base = find_rules(args.rules) if args.rules is not None else record.rules
        for option in args.option:
            base = base.with_option(option)
        record = replace(record, rules=base)
    for number, hand in enumerate(record.hands, 1):
        try:
            hand.replay(record.rules)
        except InvalidRecordError as exc:
            why = _mismatch(hand, record.rules) or str(exc)
            raise CliError(f"invalid record {args.file}: hand {number}: {why}") from None
    try:
        game = record.replay()  # the dealing order and the game's end, checked
    except InvalidRecordError as exc:
        raise CliError(f"invalid record {args.file}: {exc}") from None
    count = len(record.hands)
    if args.hand is not None and not 1 <= args.hand <= count:
        raise CliError(f"--hand must be between 1 and {count}, not {args.hand}")
    names = [f"{record.players[0]} (P0)", f"{record.players[1]} (P1)"]
    if record.players[0] != record.players[1]:
        names = list(record.players)
    ascii = _ascii(args)

    hands_out: list[dict[str, Any]] = []
    running = [0, 0]
    lines: list[tuple[str, str | None]] = []
    for number, hand in enumerate(record.hands, 1):
        start = HandState.deal(
            record.rules,
            dealer=hand.dealer,
            deck=list(hand.deck),
            reshuffle_seed=hand.reshuffle_seed,
        )
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
                "dealt": [str(start.hand(0)), str(start.hand(1))],
                "events": [
                    {
                        "player": e.player,
                        "kind": str(e.kind),
                        "card": None if e.card is None else str(e.card),
                    }
                    for e in state.events
                ],
                "result": None if result is None else result.to_dict(),
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
                for line in result_lines(result, record.rules, names, ascii=ascii)
            ]
            lines.append((f"  Scores: {names[0]} {running[0]}, {names[1]} {running[1]}", None))

    totals = game.totals().to_dict() if game.is_over else None
    if args.json:
        _print_json(
            {
                "players": list(record.players),
                "rules": record.rules.to_dict(),
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

    console = _console(args)
    _say(
        console,
        f"{names[0]} vs {names[1]}, {record.rules.name} rules, game to "
        f"{record.rules.game_target}; {count} hand(s), record checked.",
        "bold",
    )
    for text, style in lines:
        _say(console, text, style)
    _say(console)
    if not game.is_over:
        s0, s1 = game.scores
        _say(console, f"The game is unfinished: {names[0]} {s0}, {names[1]} {s1}.")
        return 0
    game_totals = game.totals()
    table = Table(title="Score sheet")
    table.add_column("")
    table.add_column(names[0], justify="right")
    table.add_column(names[1], justify="right")
    for label, a, b in score_sheet_rows(game):
        table.add_row(label, str(a), str(b))
    console.print(table)
    shutout = " (a shutout)" if game_totals.shutout else ""
    _say(
        console,
        f"{names[game_totals.winner]} wins the game by {game_totals.net} points{shutout}.",
        "bold",
    )
    return 0


# --------------------------------------------------------------------------- play
def _is_terminal(stream: object) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(callable(isatty) and isatty())
    except (OSError, ValueError):  # a closed stream
        return False


def cmd_play(args: argparse.Namespace) -> int:
    """``ginrummy play``: the full-screen game, or plain text (``--plain``, or pipes)."""
    rules = _rules(args)
    level = args.opponent.strip().lower()
    opponent = LEVELS.get(level, level)
    if opponent not in AGENTS:
        known = ", ".join([*LEVELS, *sorted(AGENTS)])
        raise CliError(f"unknown opponent {args.opponent!r} (known: {known})")
    if args.delay is not None and not (0 <= args.delay <= 60):
        raise CliError(f"--delay must be between 0 and 60 seconds, not {args.delay}")
    plain = args.plain or not (_is_terminal(sys.stdin) and _is_terminal(sys.stdout))
    if args.resume and plain:
        raise CliError("--resume needs the full-screen game: run it in a terminal, without --plain")
    if not plain:
        from .tui import run_app
        from .tui.saves import load_current

        table = load_current(args.save_dir) if args.resume else None
        message = run_app(
            rules=rules,
            opponent=level,
            table=table,
            seed=args.seed,
            ascii=_ascii(args),
            delay=args.delay,
            save_dir=args.save_dir,
            save_file=args.save,
        )
        if message:
            sys.stdout.write((plain_ascii(message) if _ascii(args) else message) + "\n")
        return 0
    return play_text(
        rules,
        make_agent(opponent),
        seed=args.seed,
        input=sys.stdin,
        output=sys.stdout,
        save=args.save,
        ascii=True if args.ascii else None,
    )


def _serve_guards(args: argparse.Namespace) -> dict[str, Any]:
    """The guard settings ``serve`` was given (the others keep :class:`Settings`'
    defaults), each checked here so that a bad one is reported with its flag."""
    from .server.guards import check_host_name, parse_networks, parse_public_url

    def proxies(values: list[str]) -> tuple[str, ...]:
        parse_networks(values)
        return tuple(v.strip() for v in values)

    out: dict[str, Any] = {"openapi": args.openapi}
    checks: tuple[tuple[str, str, Callable[[Any], Any]], ...] = (
        ("--public-url", "public_url", parse_public_url),
        ("--allowed-host", "allowed_hosts", lambda v: tuple(map(check_host_name, v))),
        ("--trusted-proxy", "trusted_proxies", proxies),
    )
    for flag, name, check in checks:
        value = getattr(args, flag[2:].replace("-", "_"))
        if value is not None:
            try:
                out[name] = check(value)
            except ValueError as exc:
                raise CliError(f"{flag}: {exc}") from None
    for flag, least in (
        ("--max-sockets-per-address", 0),
        ("--rooms-per-minute", 0),
        ("--max-body-bytes", 1024),
    ):
        name = flag[2:].replace("-", "_")
        value = getattr(args, name)
        if value is not None:
            if value < least:
                raise CliError(f"{flag} must be {least} or more, not {value}")
            out[name] = value
    return out


def cmd_serve(args: argparse.Namespace) -> int:
    """Run the web server (``ginrummy.server``) until interrupted."""
    from .server.serve import ServeError, check_workers, serve
    from .server.settings import Settings, default_database_url

    if not 0 < args.port < 65536:
        raise CliError(f"--port must be between 1 and 65535, not {args.port}")
    if not 0 <= args.bot_delay <= 10:
        raise CliError(f"--bot-delay must be between 0 and 10 seconds, not {args.bot_delay}")
    if not args.room_idle >= 0:
        raise CliError(f"--room-idle must be 0 or more seconds, not {args.room_idle}")
    settings = Settings(
        database_url=args.database or default_database_url(),
        bot_delay=args.bot_delay,
        room_idle_seconds=args.room_idle,
        **_serve_guards(args),
    )
    try:
        check_workers(settings, args.workers)
    except ServeError as exc:
        raise CliError(str(exc)) from None
    return serve(
        settings,
        host=args.host,
        port=args.port,
        workers=args.workers,
        log_format=args.log_format,
        log_level=args.log_level,
    )


COMMANDS = {
    "analyze": cmd_analyze,
    "score": cmd_score,
    "simulate": cmd_simulate,
    "arena": cmd_arena,
    "replay": cmd_replay,
    "play": cmd_play,
    "serve": cmd_serve,
}


def _fail(message: str) -> int:
    sys.stderr.write(f"{PROG}: error: {message}\n")
    return EXIT_ERROR


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 fine, 2 bad input)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version, or a usage error (already printed)
        return exc.code if isinstance(exc.code, int) else EXIT_ERROR
    try:
        return COMMANDS[args.command](args)
    except (CliError, GinRummyError) as exc:
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


__all__ = ["CliError", "build_parser", "main", "parse_melds", "run"]
