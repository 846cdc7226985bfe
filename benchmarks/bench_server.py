"""Load benchmark of the web server: many concurrent games over WebSocket on loopback.

A script to run by hand, not a test. It starts ``uvicorn`` with the server app in a
subprocess on 127.0.0.1 (one worker, an SQLite file in a temporary directory, the
computer moving without delay), creates ``--games`` rooms against the computer over
HTTP, opens one WebSocket per room and plays every game's human seat from this process
until ``--seconds`` have passed (a finished game starts a rematch). The computer seat is
played by the server, as in real use.

For every move it sends, a client measures the time from sending the ``act`` to
receiving the ``state`` that includes it: the move's latency as a person feels it
(checks, engine, storage commit, view, network, and the queue of other rooms' work).
It prints moves per second (the clients' moves, and all moves including the computer's)
and the p50/p90/p99/max latency, with the CPU time the server and the clients used per
move and the lag of the clients' own event loop (what this process adds to the
latency). ``--pin`` puts the server on CPU 0 and the clients on CPU 1, so the clients do
not take CPU time from the server.

``--think`` sets the seconds a client waits before each move (drawn uniformly from
0.5x to 1.5x of it): people take seconds per move, so the default 1.0 gives a realistic
load; ``--think 0`` instead measures the saturated throughput (latency then is only the
queue: games / throughput).

``--servers N`` starts N server processes on one database (PostgreSQL: any number of
processes act as one server) and spreads the rooms over them. ``--compare URL`` runs
the three set-ups of the scale-out issue one after the other in one run, on this
machine: one process on SQLite, one on the PostgreSQL database at ``URL``, two on it;
first at ``--think`` (latency at a realistic load), then saturated (``--think 0``,
throughput), and prints the figures and the ratios against one PostgreSQL process.

    python benchmarks/bench_server.py                       # 500 games, 30 s
    python benchmarks/bench_server.py --games 100 --think 0 --seconds 10
    python benchmarks/bench_server.py --pin --seconds 20     # server and clients apart
    python benchmarks/bench_server.py --database postgresql+psycopg://... --servers 2
    python benchmarks/bench_server.py --compare postgresql+psycopg://... --seconds 20
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=500, help="concurrent games (500)")
    parser.add_argument("--seconds", type=float, default=30.0, help="timed seconds (30)")
    parser.add_argument("--think", type=float, default=1.0, help="mean think time (1.0 s)")
    parser.add_argument(
        "--warmup", type=float, default=5.0, help="seconds played before timing starts (5)"
    )
    parser.add_argument("--level", default="medium", help="the computer's level (medium)")
    parser.add_argument("--port", type=int, default=0, help="port (a free one)")
    parser.add_argument("--database", default=None, help="database URL (a temporary SQLite)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument(
        "--pin",
        action="store_true",
        help="run the server on CPU 0 and the clients on CPU 1 (Linux): the clients then "
        "do not take CPU time from the server (as on a real network)",
    )
    parser.add_argument(
        "--external", action="store_true", help="use a server already running on --port"
    )
    parser.add_argument(
        "--servers", type=int, default=1, help="server processes on the database (1)"
    )
    parser.add_argument(
        "--compare",
        metavar="POSTGRES_URL",
        default=None,
        help="run SQLite x1, PostgreSQL x1 and x2, at --think and saturated; print ratios",
    )
    parser.add_argument(
        "--think-workers",
        type=int,
        default=None,
        help="the servers' thinking processes (default: the server's own default)",
    )
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


# ----------------------------------------------------------------------------- server
def run_server(port: int, database: str, think_workers: int | None = None) -> None:
    """The subprocess: the app with limits that a benchmark client does not trip."""
    import uvicorn

    from ginrummy.server import Settings, create_app
    from ginrummy.server.serve import tune_gc

    settings = Settings(
        database_url=database,
        bot_delay=0.0,
        rate_burst=1e9,
        rate_per_second=1e9,
        max_sockets_per_address=0,  # every client is on 127.0.0.1
        rooms_per_minute=0,
        **({} if think_workers is None else {"think_workers": think_workers}),
    )
    app = create_app(settings)
    tune_gc()  # as ginrummy serve
    uvicorn.run(
        app,
        host="127.0.0.1",
        port=port,
        log_level="warning",
        ws_max_size=64 * 1024,
        ws_ping_interval=None,
        ws_per_message_deflate=False,  # as ginrummy serve
        backlog=4096,
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


# ----------------------------------------------------------------------------- clients
def choose(view: dict[str, Any]) -> str:
    """A sensible move from the view alone (as tests/helpers/server.py)."""
    after = view["discard_deadwood"]
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for move in view["legal"]:
        by_kind.setdefault(move["kind"], []).append(move)
    for kind in ("big_gin", "gin", "knock", "discard"):
        if kind in by_kind:
            best = min(by_kind[kind], key=lambda m: after.get(m["card"], 0) if m["card"] else 0)
            return str(best["text"])
    for kind in ("draw", "pass", "take"):
        if kind in by_kind:
            return str(by_kind[kind][0]["text"])
    raise RuntimeError(f"no move in {view['legal']}")


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    all_moves: int = 0
    games: int = 0
    errors: list[str] = field(default_factory=list)


async def play(
    base: str,
    room: dict[str, Any],
    window: tuple[float, float],
    think: float,
    tally: Tally,
    rng: random.Random,
) -> None:
    from websockets.asyncio.client import connect

    url = f"{base.replace('http', 'ws', 1)}/ws/rooms/{room['room_id']}?token={room['token']}"
    async with connect(url, max_size=2**22, ping_interval=None, open_timeout=60) as ws:
        begin, stop = window
        last_id = -1
        sent_at: float | None = None
        sent_id = -1
        while True:
            message = json.loads(await ws.recv())
            now = time.perf_counter()
            if message["type"] == "error":
                tally.errors.append(message["code"])
                if len(tally.errors) > 100:
                    return
                continue
            if message["type"] != "state":
                continue
            state_id = message["state_id"]
            timed = begin <= now < stop
            if last_id >= 0 and state_id > last_id and timed:
                tally.all_moves += state_id - last_id
            last_id = state_id
            if sent_at is not None and state_id > sent_id:
                if timed:
                    tally.latencies.append(now - sent_at)
                    tally.moves += 1
                sent_at = None
            if now >= stop:
                return
            view = message["view"]
            if view["game_over"] is not None:
                tally.games += timed
                await ws.send('{"type":"rematch"}')
            elif view["next"]["next_hand"]:
                await ws.send('{"type":"next_hand"}')
            elif view["your_turn"] and sent_at is None:
                if think > 0:
                    await asyncio.sleep(think * (0.5 + rng.random()))
                move = {"type": "act", "protocol": 1, "state_id": state_id, "action": choose(view)}
                sent_id = state_id
                sent_at = time.perf_counter()
                await ws.send(json.dumps(move))


def cpu_seconds(pid: int) -> float | None:
    """CPU seconds (user + system) used so far by process ``pid`` (Linux); None where it
    cannot be read."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def servers_cpu(pids: list[int]) -> float | None:
    """CPU seconds used so far by the server processes and their children (the thinking
    processes); None where it cannot be read."""
    total = 0.0
    for pid in pids:
        for one in [pid, *children(pid)]:
            used = cpu_seconds(one)
            if used is None:
                return None
            total += used
    return total if pids else None


def children(pid: int) -> list[int]:
    """The child processes of ``pid`` (Linux)."""
    try:
        found = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []
    return [int(c) for c in found]


async def watch(window: tuple[float, float], server_pids: list[int], out: dict[str, Any]) -> None:
    """Measure this process's own share of the latency: the event loop's lag (how late a
    5 ms timer fires: the time a client's ready message waits for this process's other
    work) and the CPU both processes use during the timed window."""
    begin, stop = window
    await asyncio.sleep(max(0.0, begin - time.perf_counter()))
    client0, server0 = time.process_time(), servers_cpu(server_pids)
    lags: list[float] = []
    tick = 0.005
    while (now := time.perf_counter()) < stop:
        await asyncio.sleep(tick)
        lags.append(time.perf_counter() - now - tick)
    client1, server1 = time.process_time(), servers_cpu(server_pids)
    lags.sort()
    out["loop_lag_p50_ms"] = round(1000 * lags[len(lags) // 2], 1) if lags else None
    out["loop_lag_p99_ms"] = round(1000 * lags[int(0.99 * len(lags))], 1) if lags else None
    out["client_cpu_s"] = round(client1 - client0, 2)
    if server0 is not None and server1 is not None:
        out["server_cpu_s"] = round(server1 - server0, 2)


async def run_clients(
    args: argparse.Namespace, bases: list[str], server_pids: list[int] | None = None
) -> dict[str, Any]:
    """Create ``args.games`` rooms, room ``i`` on server ``i % len(bases)``, and play them
    (each game's socket on the server that created it)."""
    import httpx

    limits = httpx.Limits(max_connections=50)
    async with httpx.AsyncClient(limits=limits, timeout=60) as http:
        sem = asyncio.Semaphore(50)

        async def make(base: str) -> dict[str, Any]:
            async with sem:
                body = {"mode": "computer", "level": args.level, "name": "bench"}
                response = await http.post(f"{base}/api/rooms", json=body)
                response.raise_for_status()
                data: dict[str, Any] = response.json()
                data["base"] = base
                return data

        rooms = await asyncio.gather(*(make(bases[i % len(bases)]) for i in range(args.games)))
    tally = Tally()
    start = time.perf_counter() + args.warmup
    stop = start + args.seconds
    rng = random.Random(1)
    tasks = [
        asyncio.create_task(
            play(room["base"], room, (start, stop), args.think, tally, random.Random(rng.random()))
        )
        for room in rooms
    ]
    measured: dict[str, Any] = {}
    watcher = asyncio.create_task(watch((start, stop), server_pids or [], measured))
    done, _ = await asyncio.wait(tasks, timeout=args.warmup + args.seconds + 60)
    failures = [t.exception() for t in done if t.exception() is not None]
    for task in tasks:
        task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await asyncio.wait_for(watcher, timeout=5)
    elapsed = max(1e-9, min(time.perf_counter(), stop) - start)
    lat = sorted(tally.latencies)

    def q(p: float) -> float:
        return 1000 * lat[min(len(lat) - 1, int(p * len(lat)))] if lat else float("nan")

    moves_all = max(1, tally.all_moves)
    server_cpu = measured.get("server_cpu_s")
    client_cpu = measured.get("client_cpu_s")
    return {
        "servers": len(bases),
        "games": args.games,
        "think": args.think,
        "level": args.level,
        "seconds": round(elapsed, 2),
        "client_moves": tally.moves,
        "client_moves_per_s": round(tally.moves / elapsed, 1),
        "all_moves_per_s": round(tally.all_moves / elapsed, 1),
        "games_finished": tally.games,
        "p50_ms": round(q(0.50), 1),
        "p90_ms": round(q(0.90), 1),
        "p99_ms": round(q(0.99), 1),
        "max_ms": round(1000 * lat[-1], 1) if lat else None,
        "mean_ms": round(1000 * statistics.fmean(lat), 1) if lat else None,
        "server_cpu_s": server_cpu,
        "server_cpu_us_per_move": (
            round(1e6 * server_cpu / moves_all) if server_cpu is not None else None
        ),
        "client_cpu_s": client_cpu,
        "client_cpu_us_per_move": (
            round(1e6 * client_cpu / moves_all) if client_cpu is not None else None
        ),
        "loop_lag_p50_ms": measured.get("loop_lag_p50_ms"),
        "loop_lag_p99_ms": measured.get("loop_lag_p99_ms"),
        "load_average": round(os.getloadavg()[0], 2),
        "errors": len(tally.errors),
        "client_failures": len(failures),
        "first_failure": repr(failures[0]) if failures else None,
    }


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.serve:
        run_server(args.port, args.database, args.think_workers)
        return 0
    if args.compare:
        return compare(args)
    if args.external:
        port = args.port or free_port()
        results = asyncio.run(run_clients(args, [f"http://127.0.0.1:{port}"]))
        report(args, results)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        database = args.database or f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        results = measure(args, database, args.servers)
    report(args, results)
    return 0


def measure(args: argparse.Namespace, database: str, servers: int) -> dict[str, Any]:
    """Start ``servers`` processes on ``database``, play, stop them; the results."""
    if servers > 1 and database.startswith("sqlite"):
        raise SystemExit("several servers need PostgreSQL (--database postgresql+psycopg://...)")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    ports = [args.port + i if args.port else free_port() for i in range(servers)]
    extra = [] if args.think_workers is None else ["--think-workers", str(args.think_workers)]
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                __file__,
                "--serve",
                "--port",
                str(port),
                "--database",
                database,
                *extra,
            ],
            env=env,
        )
        for port in ports
    ]
    try:
        if args.pin:
            for proc in procs:
                os.sched_setaffinity(proc.pid, {0})
            os.sched_setaffinity(0, {1})
        bases = [f"http://127.0.0.1:{port}" for port in ports]
        for base, proc in zip(bases, procs, strict=True):
            wait_until_up(base, proc)
        return asyncio.run(run_clients(args, bases, [p.pid for p in procs]))
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=10)


def fresh_postgres(url: str) -> tuple[str, Any]:
    """A new database on the server of ``url`` for one measurement, and its dropper."""
    import psycopg
    from sqlalchemy.engine import make_url

    base = make_url(url)
    name = f"gr_bench_{os.getpid()}_{int(time.time() * 1000) % 10**9}"
    admin = base.set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')

    def drop() -> None:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return base.set(database=name).render_as_string(hide_password=False), drop


def compare(args: argparse.Namespace) -> int:
    """SQLite x1, PostgreSQL x1, PostgreSQL x2; at --think, then saturated."""
    rows: list[tuple[str, float, dict[str, Any]]] = []
    for think in (args.think, 0.0):
        for label, kind, servers in (
            ("SQLite, 1 process", "sqlite", 1),
            ("PostgreSQL, 1 process", "pg", 1),
            ("PostgreSQL, 2 processes", "pg", 2),
        ):
            run = argparse.Namespace(**{**vars(args), "think": think})
            if kind == "sqlite":
                with tempfile.TemporaryDirectory() as tmp:
                    result = measure(run, f"sqlite:///{Path(tmp) / 'bench.sqlite3'}", servers)
            else:
                url, drop = fresh_postgres(args.compare)
                try:
                    result = measure(run, url, servers)
                finally:
                    drop()
            rows.append((label, think, result))
            if args.json:
                print(json.dumps({"setup": label, **result}))
            else:
                report(run, result)
    if not args.json:
        print_comparison(rows)
    return 0


def print_comparison(rows: list[tuple[str, float, dict[str, Any]]]) -> None:
    """The table of the scale-out issue: figures, and ratios to one PostgreSQL process."""
    print()
    print(
        f"{'set-up':26} {'think s':>7} {'moves/s':>8} {'all/s':>8} {'p50 ms':>7} "
        f"{'p99 ms':>7} {'errors':>6} {'x PG1 moves/s':>13}"
    )
    for think in sorted({r[1] for r in rows}, reverse=True):
        same = [r for r in rows if r[1] == think]
        pg1 = next(r[2] for r in same if r[0].startswith("PostgreSQL, 1"))
        for label, _, res in same:
            ratio = res["all_moves_per_s"] / pg1["all_moves_per_s"] if pg1["all_moves_per_s"] else 0
            print(
                f"{label:26} {think:>7} {res['client_moves_per_s']:>8} {res['all_moves_per_s']:>8} "
                f"{res['p50_ms']:>7} {res['p99_ms']:>7} {res['errors']:>6} {ratio:>12.2f}x"
            )


def report(args: argparse.Namespace, results: dict[str, Any]) -> None:
    """Print the results, as text or JSON."""
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        print(
            f"{results['servers']} server process(es), "
            f"{results['games']} concurrent games vs the computer ({results['level']}), "
            f"think time {results['think']} s, {results['seconds']} s timed after a warm-up"
        )
        print(
            f"  moves/s: {results['client_moves_per_s']} (clients), "
            f"{results['all_moves_per_s']} (all, the computer's included); "
            f"{results['games_finished']} games finished"
        )
        print(
            f"  latency ms: p50 {results['p50_ms']}  p90 {results['p90_ms']}  "
            f"p99 {results['p99_ms']}  max {results['max_ms']}  mean {results['mean_ms']}"
        )
        if results["server_cpu_s"] is not None:
            print(
                f"  server CPU {results['server_cpu_s']} s "
                f"({results['server_cpu_us_per_move']} us per move)"
            )
        print(
            f"  client CPU {results['client_cpu_s']} s "
            f"({results['client_cpu_us_per_move']} us per move); client event loop lag ms: "
            f"p50 {results['loop_lag_p50_ms']}  p99 {results['loop_lag_p99_ms']}; "
            f"load average {results['load_average']}"
        )
        print(f"  errors {results['errors']}, client failures {results['client_failures']}")
        if results["first_failure"]:
            print(f"  first failure: {results['first_failure']}")


def wait_until_up(base: str, server: subprocess.Popen[bytes]) -> None:
    import httpx

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit("the server did not start")
        with contextlib.suppress(httpx.TransportError):
            httpx.get(f"{base}/api/options", timeout=1)
            return
        time.sleep(0.1)
    raise SystemExit("the server did not start in 30 s")


if __name__ == "__main__":
    sys.exit(main())
