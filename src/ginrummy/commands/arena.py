"""``ginrummy arena``: agents head to head, or a round robin with Elo ratings.

The command line of :mod:`ginrummy.arena`: it checks the agents and counts, runs the
paired games (in processes or on Ray) and prints the win rates with 95% intervals.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import time
from collections import Counter
from typing import Any

from rich.table import Table

from ..agents import AGENTS
from ..arena import (
    PANEL,
    PairStats,
    head_to_head,
    holm,
    panel_match,
    round_robin,
    sign_test_greater,
    wilson_interval,
)
from ..extras import MissingExtraError
from .common import (
    OUTCOMES,
    CliError,
    CliRuntimeError,
    agent_name,
    make_console,
    print_json,
    progress_bar,
    rules_from,
    rules_options,
    say,
)
from .shapes import rules_json


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``arena`` subcommand."""
    arena = subparsers.add_parser(
        "arena",
        parents=[rules_options()],
        help="agents head to head, or a round robin with Elo ratings, with 95%% intervals",
        description="Two agents: a head-to-head match. More: a round robin in which every "
        "pair plays, and Elo ratings fitted to all the results. Games are played in pairs "
        "that share their deals (common random numbers): N games are N/2 pairs of games "
        "dealt from the same seed, with the seats swapped, so the luck of the deal largely "
        "cancels out. Results depend only on --seed (not on --workers or --backend).",
        epilog="The win rate has a Wilson 95% interval; points per game (A's net per game) a "
        "normal one. With --hands each game is a single hand. The agent oracle is for "
        "research only: it sees every card (both hands and the stock), a ceiling that "
        "measures how far a fair player is from perfect information; no person can play "
        "it (docs/agents.md).",
    )
    arena.add_argument(
        "agents",
        nargs="*",
        metavar="AGENT",
        help=f"two or more agents, A first (known: {', '.join(sorted(AGENTS))}; oracle "
        "sees every card: research only; policy:PATH plays a trained policy's weights file)",
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
    arena.add_argument(
        "--panel",
        metavar="CANDIDATE",
        default=None,
        help="play CANDIDATE against each of the panel (" + ", ".join(PANEL) + ") on "
        "paired deals, and report each share with its interval, points per game, "
        "undercuts given and suffered, and a one-sided sign test over the deals for "
        f"'better than', Holm-corrected across the panel at alpha {ALPHA} (no AGENTs then)",
    )
    arena.add_argument("--json", action="store_true", help="print JSON for machines")


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


ALPHA = 0.05
"""The family-wise level of the panel's "better than" verdicts (Holm's correction)."""


def _check_counts(args: argparse.Namespace) -> None:
    if args.games < 2 or args.games % 2:
        raise CliError(
            f"--games must be a positive even number (games come in pairs sharing a deal), "
            f"not {args.games}"
        )
    if args.workers is not None and args.workers < 1:
        raise CliError(f"--workers must be at least 1, not {args.workers}")


def _stopped(exc: BaseException) -> CliRuntimeError:
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    why = lines[-1] if lines else type(exc).__name__  # a Ray traceback ends in the error
    return CliRuntimeError(f"the arena stopped: {why}")


def panel_rows(pairs: list[PairStats], alpha: float = ALPHA) -> list[dict[str, Any]]:
    """The panel's report, one row per opponent (the candidate is each pair's A): the
    share of games with its Wilson interval, points per game, undercuts given (scored
    by the candidate) and suffered, the deals (pairs of games, seats swapped) won on the
    whole, lost and split, the sign test's one-sided p-value for "the candidate wins
    more deals than it loses", and Holm's adjusted p-value across the panel."""
    raw = []
    for stats in pairs:
        plus, minus, _ = stats.deal_signs()
        raw.append(sign_test_greater(plus, minus))
    adjusted = holm(raw)
    rows = []
    for stats, p, q in zip(pairs, raw, adjusted, strict=True):
        plus, minus, split = stats.deal_signs()
        rows.append(
            {
                "opponent": stats.b,
                "games": stats.games,
                "wins": list(stats.wins),
                "draws": stats.draws,
                "share": round(stats.win_rate, 4),
                "ci95": [round(x, 4) for x in stats.ci95],
                "points_per_game": round(stats.points_per_game, 2),
                "points_per_game_ci95": _finite(stats.points_ci95, 2),
                "undercuts_given": stats.undercuts[0],
                "undercuts_suffered": stats.undercuts[1],
                "hands": stats.hands,
                "deals_won": plus,
                "deals_lost": minus,
                "deals_split": split,
                "p_sign": float(f"{p:.4g}"),  # four significant digits: tiny ones stay > 0
                "p_holm": float(f"{q:.4g}"),
                "better": q <= alpha,
            }
        )
    return rows


def _p(value: float) -> str:
    if value < 1e-300:  # 0.0 when below the smallest float: the sign test's own floor
        return "<1e-300"
    return f"{value:.4f}" if value >= 0.0001 else f"{value:.1e}"


def cmd_panel(args: argparse.Namespace) -> int:
    """``ginrummy arena --panel CANDIDATE``: the candidate against every panel member."""
    if args.agents:
        raise CliError("--panel takes no AGENTs: the candidate is --panel's argument")
    candidate = agent_name(args.panel)
    opponents = [name for name in PANEL if name != candidate]
    rules = rules_from(args)
    _check_counts(args)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 32)
    unit = "hand" if args.hands else "game"
    progress = progress_bar(args)
    start = time.perf_counter()
    try:
        with progress:
            bar = progress.add_task(f"{candidate} vs the panel", total=args.games * len(opponents))

            def advance(done: int, total: int) -> None:
                progress.update(bar, completed=done, total=total)

            pairs = panel_match(
                candidate,
                opponents,
                rules=rules,
                games=args.games,
                seed=seed,
                single_hand=args.hands,
                workers=args.workers,
                backend=args.backend,
                progress=advance,
            )
    except (RuntimeError, OSError, MissingExtraError) as exc:
        raise _stopped(exc) from None
    elapsed = time.perf_counter() - start
    rows = panel_rows(pairs)
    workers = args.workers if args.workers is not None else os.cpu_count() or 1
    summary: dict[str, Any] = {
        "candidate": candidate,
        "panel": opponents,
        "mode": "hands" if args.hands else "games",
        f"{unit}s_per_opponent": args.games,
        "rules": rules_json(rules),
        "seed": seed,
        "seeds": {name: seed + i for i, name in enumerate(opponents)},
        "test": "one-sided sign test over deals (pairs of games, seats swapped), ties left out",
        "correction": "holm",
        "alpha": ALPHA,
        "better_than_all": all(row["better"] for row in rows),
        "opponents": rows,
        "workers": workers,
        "backend": args.backend,
        "elapsed_seconds": round(elapsed, 4),
    }
    if args.json:
        print_json(summary)
        return 0
    console = make_console(args)
    n = args.games
    table = Table(
        title=f"{candidate} against the panel: {n} {unit}s each ({rules.name} rules, seed {seed})",
        caption=f"{n // 2} pairs of {unit}s sharing deals per opponent, seats swapped; "
        f"p: one-sided sign test over the deals; Holm-adjusted across {len(rows)} opponents",
    )
    table.add_column("Opponent", no_wrap=True)  # names whole, even in 80 columns
    table.add_column(f"{unit.capitalize()}s", justify="right")
    table.add_column("Share (95% CI)", justify="right")
    table.add_column(f"Points/{unit}", justify="right")
    table.add_column("Undercuts given/suffered", justify="right")
    table.add_column("Deals won/lost/split", justify="right")
    table.add_column("p", justify="right")
    table.add_column("Holm p", justify="right")
    table.add_column(f"Better at {ALPHA:g}", justify="center")
    for stats, row in zip(pairs, rows, strict=True):
        table.add_row(
            row["opponent"],
            str(stats.games),
            _percent(stats.win_rate, stats.ci95),
            _points(stats.points_per_game, stats.points_ci95),
            f"{row['undercuts_given']}/{row['undercuts_suffered']}",
            f"{row['deals_won']}/{row['deals_lost']}/{row['deals_split']}",
            _p(row["p_sign"]),
            _p(row["p_holm"]),
            "yes" if row["better"] else "no",
        )
    console.print(table)
    if candidate in PANEL:
        say(console, f"{candidate} is on the panel: it does not play itself")
    verdict = "better than every opponent" if summary["better_than_all"] else "not better than all"
    say(console, f"{candidate}: {verdict} (Holm, family-wise alpha {ALPHA:g})")
    plural = "" if workers == 1 else "s"
    say(console, f"Elapsed: {elapsed:.2f} s ({args.backend} backend, {workers} worker{plural})")
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    """``ginrummy arena``: paired games head to head, or a round robin with Elo."""
    if args.panel is not None:
        return cmd_panel(args)
    rules = rules_from(args)
    names = [agent_name(a) for a in args.agents]
    if len(names) < 2:
        raise CliError("the arena needs at least two agents")
    if len(names) > 2:
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise CliError(f"each agent plays once in a round robin; named twice: {twice[0]}")
    _check_counts(args)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 32)
    unit = "hand" if args.hands else "game"
    pair_count = len(names) * (len(names) - 1) // 2
    progress = progress_bar(args)
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
    except (RuntimeError, OSError, MissingExtraError) as exc:  # no Ray, Ray failing; endless games
        raise _stopped(exc) from None
    elapsed = time.perf_counter() - start

    common: dict[str, Any] = {
        "mode": "hands" if args.hands else "games",
        "rules": rules_json(rules),
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
        print_json(summary)
        return 0

    console = make_console(args)
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
            say(console, f"{what.capitalize()}: {stats.draws} (counted as half a win each)")
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
    say(console, f"Hands: {hands}{per}; outcomes: {_outcome_counts(outcomes)}")
    workers = summary["workers"]
    plural = "" if workers == 1 else "s"
    say(console, f"Elapsed: {elapsed:.2f} s ({args.backend} backend, {workers} worker{plural})")
    return 0
