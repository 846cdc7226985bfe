"""Benchmark the research environments against PettingZoo's and RLCard's gin rummy.

A script to run by hand, not a test. It plays random hands through each environment,
round by round in the same run, and prints environment steps per second, random hands
per second, and RATIOS against PettingZoo 1.26.1's ``gin_rummy_v4`` (the env PettingZoo
removed in 1.27.0; it wraps RLCard) and RLCard's own ``gin-rummy`` env::

    pip install -e '.[rl,peers]'        # numpy, gymnasium, pettingzoo 1.26.1, rlcard
    python benchmarks/bench_env.py      # about 40 seconds
    python benchmarks/bench_env.py --seconds 2 --rounds 2   # rough, quick

What runs (benchmarks/README.md explains each line):

* ours, ``gin_rummy_v0.env()``: PettingZoo's own loop (``agent_iter``, ``last``,
  ``step``) through the standard wrappers, exactly as PettingZoo's env is timed;
* ours, ``gin_rummy_v0.raw_env()``: the same loop without the wrappers;
* ours, Gymnasium ``GinRummyEnv`` against the ``random`` agent (a step is the agent's
  move plus the opponent's reply, so it is counted as the moves it plays);
* ours, ``VectorGinRummy`` (self-play, ``--num-envs`` games: 256 by default, or a
  comma-separated list of sizes), actions drawn for the whole batch at once with numpy;
* PettingZoo 1.26.1 ``gin_rummy_v4.env()`` with the same loop as ours;
* RLCard ``rlcard.make("gin-rummy")``, stepping ``env.step`` with random legal actions.

The AEC loops draw each action the same way (``np.flatnonzero`` of the mask and one
``random.randrange``), so the loop costs the same for every AEC env. Speeds are the best
round's; ratios are medians of round-by-round ratios (lowest-highest round shown).
Targets from the issue: at least 20x PettingZoo's plain env, 100x with the vector form.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np

from bench_common import version_of
from ginrummy.env import gin_rummy_v0
from ginrummy.env.gym_env import GinRummyEnv
from ginrummy.env.vector import VectorGinRummy

Runner = Callable[[], tuple[int, int]]
"""Does some work and returns (environment steps, hands finished)."""

PETTINGZOO = "PettingZoo 1.26.1 gin_rummy_v4.env()"
PETTINGZOO_RAW = "PettingZoo 1.26.1 gin_rummy_v4.raw_env()"
RLCARD = "RLCard gin-rummy (env.step)"
OURS_ENV = "ours, gin_rummy_v0.env()"
OURS_RAW = "ours, gin_rummy_v0.raw_env()"
OURS_GYM = "ours, Gymnasium GinRummyEnv vs random"
OURS_VEC = "ours, VectorGinRummy"


def aec_runner(make: Callable[[], Any], seed: int) -> Runner:
    """One random hand through an AEC env, with PettingZoo's documented loop."""
    env = make()
    rng = random.Random(seed)
    state = {"episode": 0}

    def run() -> tuple[int, int]:
        env.reset(seed=seed + state["episode"])
        state["episode"] += 1
        steps = 0
        for _agent in env.agent_iter():
            obs, _reward, terminated, truncated, _info = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
        return steps, 1

    return run


def gym_runner(seed: int) -> Runner:
    """One random hand through the Gymnasium env, against the random agent."""
    env = GinRummyEnv(opponent="random")
    rng = random.Random(seed)
    state = {"episode": 0}

    def run() -> tuple[int, int]:
        _obs, info = env.reset(seed=seed + state["episode"])
        state["episode"] += 1
        moves = len(env.core.state.actions)
        while True:
            legal = np.flatnonzero(info["action_mask"])
            _obs, _r, terminated, truncated, info = env.step(int(legal[rng.randrange(len(legal))]))
            if terminated or truncated:
                return moves + len(env.core.state.actions), 1

    return run


def vector_runner(num_envs: int, seed: int) -> Runner:
    """One batch step of the vector env, random legal actions drawn with numpy."""
    venv = VectorGinRummy(num_envs)
    _obs, info = venv.reset(seed=seed)
    rng = np.random.default_rng(seed)
    holder = {"info": info}

    def run() -> tuple[int, int]:
        mask = holder["info"]["action_mask"]
        actions = np.argmax(mask * rng.random(mask.shape, dtype=np.float32), axis=1)
        _obs, _rewards, terminated, truncated, holder["info"] = venv.step(actions)
        return num_envs, int(terminated.sum() + truncated.sum())

    return run


def rlcard_runner(seed: int) -> Runner | str:
    try:
        import rlcard  # type: ignore[import-untyped]
    except Exception as exc:
        return f"rlcard unavailable ({exc.__class__.__name__}: {exc})"
    env = rlcard.make("gin-rummy", config={"seed": seed})
    rng = random.Random(seed)

    def run() -> tuple[int, int]:
        state, _player = env.reset()
        steps = 0
        while not env.is_over():
            legal = list(state["legal_actions"])
            state, _player = env.step(legal[rng.randrange(len(legal))])
            steps += 1
        return steps, 1

    return run


def pettingzoo_runner(seed: int, raw: bool = False) -> Runner | str:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            from pettingzoo.classic import gin_rummy_v4  # type: ignore[import-untyped]
    except Exception as exc:
        return (
            f"gin_rummy_v4 unavailable ({exc.__class__.__name__}: {exc}); "
            "pip install 'pettingzoo[classic]==1.26.1'"
        )
    return aec_runner(gin_rummy_v4.raw_env if raw else gin_rummy_v4.env, seed)


def measure(
    runners: dict[str, Runner], seconds: float, rounds: int
) -> dict[str, list[tuple[float, float]]]:
    """(steps/s, hands/s) per round for each runner, the runners interleaved in a round."""
    per_round = seconds / rounds
    for run in runners.values():  # warm-up: imports, caches, first allocations
        deadline = time.perf_counter() + min(0.5, per_round / 5)
        run()
        while time.perf_counter() < deadline:
            run()
    out: dict[str, list[tuple[float, float]]] = {name: [] for name in runners}
    for _ in range(rounds):
        for name, run in runners.items():
            steps = hands = 0
            start = time.perf_counter()
            deadline = start + per_round
            while True:
                s, h = run()
                steps += s
                hands += h
                now = time.perf_counter()
                if now >= deadline:
                    break
            out[name].append((steps / (now - start), hands / (now - start)))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--seconds", type=float, default=6.0, help="timed seconds per env, over all rounds"
    )
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument(
        "--num-envs",
        default="256",
        help="vector env batch size, or several comma-separated (256,1024)",
    )
    parser.add_argument("--seed", type=int, default=20241129)
    parser.add_argument("--no-peers", action="store_true", help="time our envs only")
    args = parser.parse_args(argv)

    sizes = [int(size) for size in str(args.num_envs).split(",")]
    vec_names = [f"{OURS_VEC} ({size} games)" for size in sizes]
    runners: dict[str, Runner] = {
        OURS_ENV: aec_runner(gin_rummy_v0.env, args.seed),
        OURS_RAW: aec_runner(gin_rummy_v0.raw_env, args.seed),
        OURS_GYM: gym_runner(args.seed),
    }
    for size, name in zip(sizes, vec_names, strict=True):
        runners[name] = vector_runner(size, args.seed)
    skipped: dict[str, str] = {}
    if not args.no_peers:
        for name, peer in (
            (PETTINGZOO, pettingzoo_runner(args.seed)),
            (PETTINGZOO_RAW, pettingzoo_runner(args.seed, raw=True)),
            (RLCARD, rlcard_runner(args.seed)),
        ):
            if isinstance(peer, str):
                skipped[name] = peer
            else:
                runners[name] = peer

    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    print(
        f"ginrummy environment benchmark, {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC"
    )
    print(
        f"python {platform.python_version()} ({platform.python_implementation()}), "
        f"{platform.platform()}, {os.cpu_count()} CPUs, load average "
        + " ".join(f"{x:.2f}" for x in load)
    )
    print(
        "versions: "
        + ", ".join(
            f"{d} {version_of(d)}"
            for d in ("ginrummy", "numpy", "gymnasium", "pettingzoo", "rlcard")
        )
    )
    print(
        f"seed {args.seed}; {args.seconds:g} s per env in {args.rounds} interleaved rounds; "
        "speeds: best round; ratios: median of the rounds (lowest-highest)"
    )
    for name, why in skipped.items():
        print(f"note: {name} skipped: {why}")
    results = measure(runners, args.seconds, args.rounds)

    print()
    print(f"    {'environment':<52}{'steps/s':>14}{'hands/s':>12}{'steps/hand':>12}")
    print("    " + "-" * 90)
    for name, rows in results.items():
        steps = max(r[0] for r in rows)
        hands = max(r[1] for r in rows)
        per_hand = statistics.median(r[0] / r[1] for r in rows if r[1]) if hands else 0.0
        print(f"    {name:<52}{steps:>14,.0f}{hands:>12,.1f}{per_hand:>12.1f}")

    def ratio(top: str, bottom: str, index: int) -> tuple[float, float, float]:
        values = [a[index] / b[index] for a, b in zip(results[top], results[bottom], strict=True)]
        return statistics.median(values), min(values), max(values)

    if PETTINGZOO in results:
        print()
        print(
            f"    {'ratio (steps/s; hands/s in brackets)':<52}{'median':>10}   rounds      target"
        )
        print("    " + "-" * 90)
        targets = {OURS_ENV: 20.0, OURS_RAW: 20.0, OURS_GYM: None}
        targets.update(dict.fromkeys(vec_names, 100.0))
        for name, target in targets.items():
            med, low, high = ratio(name, PETTINGZOO, 0)
            hands_med = ratio(name, PETTINGZOO, 1)[0]
            verdict = (
                "" if target is None else f">= {target:g}x: {'MET' if med >= target else 'MISSED'}"
            )
            label = f"{name.removeprefix('ours, ')} / PettingZoo"
            print(
                f"    {label:<52}{med:>9.1f}x   {low:.1f}-{high:.1f}  {verdict}  [{hands_med:.1f}x]"
            )
        if PETTINGZOO_RAW in results:
            med, low, high = ratio(OURS_RAW, PETTINGZOO_RAW, 0)
            label = "raw_env() / PettingZoo raw_env() (same wrappers: none)"
            print(f"    {label:<52}{med:>9.1f}x   {low:.1f}-{high:.1f}")
        if RLCARD in results:
            for name in (OURS_RAW, *vec_names):
                med, low, high = ratio(name, RLCARD, 0)
                label = f"{name.removeprefix('ours, ')} / RLCard"
                print(f"    {label:<52}{med:>9.1f}x   {low:.1f}-{high:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
