"""``ginrummy simulate``: games (or single hands) between two agents, summarized.

Apart because it is the one command that plays games here, seat by seat, and can write
every game's record; ``arena`` plays paired games through :mod:`ginrummy.arena` instead.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..agents import AGENTS, make_agent
from ..core.hand import HandResult, HandState
from ..core.match import Game, Match
from ..core.record import GameRecord, HandRecord, play_game, play_hand
from ..core.rules import MatchScoring, Rules
from .common import (
    OUTCOMES,
    CliError,
    CliRuntimeError,
    agent_name,
    make_console,
    output_options,
    print_json,
    progress_bar,
    rules_from,
    rules_options,
    say,
    text_table,
)
from .shapes import rules_json


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``simulate`` subcommand."""
    simulate = subparsers.add_parser(
        "simulate",
        parents=[rules_options(), output_options()],
        help="play many games between computer agents and summarize",
        description="Play games (or single hands) between two built-in agents, alternating "
        "seats, and print a summary.",
    )
    simulate.add_argument(
        "--players",
        default="random,simple",
        metavar="A,B",
        help=f"two agents, comma separated (known: {', '.join(sorted(AGENTS))}; oracle "
        "sees every card: research only, docs/agents.md; or policy:PATH)",
    )
    simulate.add_argument("--games", type=int, default=10, metavar="N", help="games to play")
    simulate.add_argument("--seed", type=int, default=None, metavar="S", help="random seed")
    simulate.add_argument("--hands", action="store_true", help="play N single hands, not games")
    simulate.add_argument("--out", metavar="DIR", help="write each game record as JSON here")


MATCH_WORDS = {
    MatchScoring.NET: "each game's winner carries the difference",
    MatchScoring.TOTALS: "each game total credited",
}


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
    names = [n.strip() for n in text.split(",")]
    if len(names) != 2 or not all(names):
        raise CliError(f"--players needs two agents separated by a comma, not {text!r}")
    return [agent_name(name) for name in names]


def _play_single_hand(
    names: Sequence[str], rules: Rules, seed: int
) -> tuple[Callable[[], GameRecord], list[HandResult], Game]:
    """One hand; its record is made only when asked for (``--out``): writing a deck
    and the actions as text costs as much as playing a quick hand."""
    rng = random.Random(seed)
    agent_rng = random.Random(rng.getrandbits(64))
    game = Game.new(rules, rng=rng)
    state = HandState.deal(rules, dealer=game.first_dealer, rng=rng)
    state = play_hand([make_agent(n) for n in names], state, agent_rng)
    assert state.result is not None

    def record() -> GameRecord:
        return GameRecord(
            rules,
            game.first_dealer,
            (HandRecord.from_state(state),),
            (names[0], names[1]),
            {"seed": seed, "mode": "hand"},
        )

    return record, [state.result], game.record_hand(state.result, state.dealer)


def _play_one_game(
    names: Sequence[str], rules: Rules, seed: int
) -> tuple[Callable[[], GameRecord], list[HandResult], Game]:
    results: list[HandResult] = []
    dealers: list[int] = []

    def on_hand(state: HandState) -> None:
        assert state.result is not None
        results.append(state.result)
        dealers.append(state.dealer)

    record = play_game([make_agent(n) for n in names], rules, seed=seed, on_hand=on_hand)
    game = Game(rules, record.first_dealer, tuple(results), tuple(dealers))
    return lambda: record, results, game


def cmd_simulate(args: argparse.Namespace) -> int:
    """``ginrummy simulate``: games (or hands) between agents, with a summary."""
    rules = rules_from(args)
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
            raise CliRuntimeError(f"cannot create {out_dir}: {exc.strerror or exc}") from None

    wins = [0, 0]
    points = [0, 0]
    net = [0, 0]
    match = [0, 0]  # each agent's match score (Match, by the rules' match_scoring)
    hands_won = [0, 0]
    no_winner = 0
    hands = 0
    outcomes: Counter[str] = Counter()
    unit = "hand" if args.hands else "game"
    progress = progress_bar(args)
    start = time.perf_counter()
    with progress:
        task = progress.add_task(f"{names[0]} vs {names[1]}", total=args.games)
        for index in range(args.games):
            game_seed = master.getrandbits(63)
            order = (0, 1) if index % 2 == 0 else (1, 0)  # order[seat] = agent number
            seated = [names[order[0]], names[order[1]]]
            play = _play_single_hand if args.hands else _play_one_game
            try:
                make_record, results, game = play(seated, rules, game_seed)
            except RuntimeError as exc:  # a game that never ends (e.g. random play, gin only)
                raise CliRuntimeError(f"{unit} {index + 1} (seed {game_seed}): {exc}") from None
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
                scores = Match(rules, (game,)).scores
                for seat in (0, 1):
                    match[order[seat]] += scores[seat]
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
                record = make_record()
                record.meta["index"] = index + 1
                try:
                    path.write_text(record.to_json(indent=2) + "\n", encoding="utf-8")
                except OSError as exc:
                    raise CliRuntimeError(f"cannot write {path}: {exc.strerror or exc}") from None
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
        "rules": rules_json(rules),
        "seed": seed,
        "games": n,
        "hands": hands,
        "wins": {labels[0]: wins[0], labels[1]: wins[1]},
        "no_winner": no_winner,
        "agents": agents,
        "match": None
        if args.hands
        else {
            "scoring": str(rules.match_scoring),
            "scores": {labels[0]: match[0], labels[1]: match[1]},
        },
        "avg_hands_per_game": hands / n,
        "outcomes": {name: outcomes.get(name, 0) for name in OUTCOMES},
        "elapsed_seconds": round(elapsed, 4),
        "hands_per_second": round(hands / elapsed, 2) if elapsed > 0 else None,
        "out": None if out_dir is None else str(out_dir),
    }
    if args.json:
        print_json(summary)
        return 0

    console = make_console(args)
    what = "single hands" if args.hands else "games"
    table = text_table(
        args, title=f"{n} {what}, {names[0]} vs {names[1]} ({rules.name} rules, seed {seed})"
    )
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
        say(console, f"Hands with no winner (void or tie): {no_winner}")
    if not args.hands:
        how = MATCH_WORDS[rules.match_scoring]
        say(console, f"Match score ({how}): {labels[0]} {match[0]}, {labels[1]} {match[1]}")
    counts = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in summary["outcomes"].items())
    say(console, f"Hands: {hands} ({hands / n:.2f} a {unit}); outcomes: {counts}")
    speed = summary["hands_per_second"]
    say(console, f"Elapsed: {elapsed:.2f} s, {speed} hands per second")
    if out_dir is not None:
        say(console, f"Records written to {out_dir}/")
    return 0
