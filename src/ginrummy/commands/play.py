"""``ginrummy play``: a game against the computer, full screen or as plain text.

Apart because it alone decides between the Textual game (imported only when it starts)
and the plain text game, by whether the standard streams are terminals. Both keep their
files in the same folder (``--save-dir``), so either one resumes the other's game. A
save that fails, or a saved game that is missing or broken, is a runtime error (exit
status 1); a bad argument a usage error (2).
"""

from __future__ import annotations

import argparse
import sys

from .. import i18n, tui  # not Textual: tui.run_app imports it when the game starts
from ..agents import AGENTS, LEVELS, ResearchOnlyError, make_player_agent, player_agent_names
from ..agents.base import is_policy_name
from ..core.rules import Rules
from ..core.three import ThreeForm
from ..tui import saves
from ..tui.plain import agent_for_table, play_text
from ..tui.three_plain import play_three_text
from ..words.play import plain_ascii
from .common import EXIT_RUNTIME, CliError, CliRuntimeError, rules_from, rules_options, use_ascii


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``play`` subcommand."""
    play = subparsers.add_parser(
        "play",
        parents=[rules_options()],
        help="play against the computer in the terminal",
        description="Play a game against a computer agent: full screen in a terminal "
        "(keys and mouse; see docs/tui.md), or, with --plain or when the input or output "
        "is not a terminal, as plain text read line by line (so the game can be piped).",
    )
    play.add_argument(
        "--opponent",
        default="medium",
        metavar="AGENT",
        help="the computer opponent: a level (easy, medium, hard, apprentice, master) or an "
        f"agent ({', '.join(player_agent_names())}); default medium",
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
        "--resume", action="store_true", help="go on with the game saved on quit (either game)"
    )
    play.add_argument(
        "--save-dir",
        metavar="DIR",
        default=None,
        help="where the saved game and finished game records go "
        "(default $XDG_DATA_HOME/ginrummy, else ~/.local/share/ginrummy)",
    )
    play.add_argument(
        "--players",
        type=int,
        choices=(2, 3),
        default=2,
        help="2 (you against the computer, the default) or 3: three-handed gin, you and "
        "two computer players (plain text; see docs/rules.md)",
    )
    play.add_argument(
        "--three",
        metavar="FORM",
        choices=[str(f) for f in ThreeForm],
        default=str(ThreeForm.ROTATION),
        help="with --players 3: rotation (the loser of each game sits out; the default), "
        "rotation-hand (after each hand), box (one against a team of two; the box "
        "changes after a lost game) or box-hand",
    )
    play.add_argument(
        "--target",
        type=int,
        default=None,
        metavar="POINTS",
        help="with --players 3: the match ends when a score reaches this",
    )
    play.add_argument(
        "--games",
        type=int,
        default=None,
        metavar="N",
        help="with --players 3: the match ends after N games (per-hand forms: scored "
        "hands); with neither, rotation-hand and box-hand play to the game target and "
        "rotation and box 3 games",
    )
    play.add_argument(
        "--lang",
        choices=i18n.SUPPORTED,
        default=None,
        metavar="LANG",
        help="the game's language: "
        + ", ".join(i18n.SUPPORTED)
        + " (default: the locale's, from LC_ALL, LC_MESSAGES, LANG, LANGUAGE; else en)",
    )
    play.add_argument(
        "--delay",
        type=float,
        default=None,
        metavar="SECONDS",
        help="the computer's pause before each move in the full-screen game (default 0.6)",
    )


def _is_terminal(stream: object) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(callable(isatty) and isatty())
    except (OSError, ValueError):  # a closed stream
        return False


def _interactive() -> bool:
    """Whether the standard input and output are both terminals."""
    return _is_terminal(sys.stdin) and _is_terminal(sys.stdout)


def _play_three(args: argparse.Namespace, rules: Rules, opponent: str, level: str) -> int:
    """``--players 3``: the three-handed match, in plain text (the full-screen game is
    for two; an interactive terminal gets the plain game too, and is told so)."""
    if args.resume:
        raise CliError("--resume is for the two-player game (a three-handed match is not saved)")
    for flag, value in (("--target", args.target), ("--games", args.games)):
        if value is not None and value < 1:
            raise CliError(f"{flag} must be at least 1, not {value}")
    if not args.plain and _interactive():
        sys.stdout.write("Three-handed gin is played in plain text.\n")
    return play_three_text(
        rules,
        opponent,
        form=args.three,
        target=args.target,
        games=args.games,
        seed=args.seed,
        input=sys.stdin,
        output=sys.stdout,
        save=args.save,
        ascii=True if args.ascii else None,
        name=level,
    )


def known_opponents() -> str:
    """The levels, then the agents that are not a level's name, each once (never a
    research agent: a person does not play the oracle)."""
    return ", ".join(dict.fromkeys([*LEVELS, *player_agent_names()]))


def cmd_play(args: argparse.Namespace) -> int:
    """``ginrummy play``: the full-screen game, or plain text (``--plain``, or pipes)."""
    rules = rules_from(args)
    level = args.opponent.strip()
    # policy:PATH keeps its path's case; names and levels are case-insensitive.
    level = level if is_policy_name(level) else level.lower()
    opponent = level if is_policy_name(level) else LEVELS.get(level, level)
    if opponent not in AGENTS and not is_policy_name(opponent):
        raise CliError(f"unknown opponent {args.opponent!r} (known: {known_opponents()})")
    try:
        computer = make_player_agent(opponent)
    except ResearchOnlyError as exc:
        raise CliError(f"{exc}; not an opponent for a person") from None
    except ValueError as exc:  # policy:PATH naming no weights file
        raise CliError(str(exc)) from None
    if is_policy_name(level):
        level = computer.name  # policy:/absolute/path, so a saved game resumes anywhere
    if args.delay is not None and not (0 <= args.delay <= 60):
        raise CliError(f"--delay must be between 0 and 60 seconds, not {args.delay}")
    plain = args.plain or not _interactive()
    if args.players == 3:
        return _play_three(args, rules, opponent, level)
    if args.target is not None or args.games is not None:
        raise CliError("--target and --games are for --players 3 (a game's target is "
                       "the option game_target)")  # fmt: skip
    try:
        table = saves.load_current(args.save_dir) if args.resume else None
        if table is not None:
            computer = agent_for_table(table)
    except saves.SaveError as exc:
        raise CliRuntimeError(str(exc)) from None
    except ResearchOnlyError as exc:  # a save edited to name the oracle
        raise CliRuntimeError(f"the saved game cannot be resumed: {exc}") from None
    if not plain:
        farewell = tui.run_app(  # looked up on use: a test may stand in for the game
            rules=rules,
            opponent=level,
            table=table,
            seed=args.seed,
            ascii=use_ascii(args),
            delay=args.delay,
            save_dir=args.save_dir,
            save_file=args.save,
            lang=args.lang or i18n.from_environment(),
        )
        if farewell is None:
            return 0
        text = plain_ascii(farewell.message) if use_ascii(args) else farewell.message
        (sys.stderr if farewell.failed else sys.stdout).write(text + "\n")
        return EXIT_RUNTIME if farewell.failed else 0
    return play_text(
        rules,
        computer,
        seed=args.seed,
        input=sys.stdin,
        output=sys.stdout,
        save=args.save,
        ascii=True if args.ascii else None,
        name=level if table is None else None,
        table=table,
        save_dir=saves.data_dir(args.save_dir),
        lang=args.lang or i18n.from_environment(),
    )
