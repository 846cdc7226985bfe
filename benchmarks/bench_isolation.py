"""Does one client slow another room? Hints flooded in knock positions against pings.

A script to run by hand, not a test. It starts the server (``ginrummy.server`` on an
SQLite file, the default thinking processes) in a subprocess on 127.0.0.1, then:

1. room A against the master: one seat plays (never knocking) until a knock is legal,
   then ``--sockets`` sockets of that seat each ask for a hint ``--rate`` times a
   second (the socket rate limit allows 10) for ``--seconds``; a hint there runs the
   master's knock search;
2. room B: one socket sends a ping every 150 ms meanwhile and times each pong.

It prints the ping round trip (p50, p99, max) before the flood and during it, the
hints answered and refused (one in flight per seat: ``rate/limited``).
The issue's target: room B's ping p99 under 20 ms while five sockets flood.

    python benchmarks/bench_isolation.py                  # 5 sockets, 10/s, 20 s
    python benchmarks/bench_isolation.py --think-workers 0   # thinking on a thread
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_server import free_port, wait_until_up  # noqa: E402


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sockets", type=int, default=5, help="flooding sockets (5)")
    parser.add_argument("--rate", type=float, default=10.0, help="hints/s per socket (10)")
    parser.add_argument("--seconds", type=float, default=20.0, help="flood seconds (20)")
    parser.add_argument("--think-workers", type=int, default=None, help="server's pool size")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--database", default="", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def run_server(args: argparse.Namespace) -> None:
    import uvicorn

    from ginrummy.server import Settings, create_app

    extra = {} if args.think_workers is None else {"think_workers": args.think_workers}
    settings = Settings(
        database_url=args.database,
        bot_delay=0.0,
        max_sockets_per_address=0,
        rooms_per_minute=0,
        **extra,
    )
    uvicorn.run(create_app(settings), host="127.0.0.1", port=args.port, log_level="warning")


def quantiles(values: list[float]) -> str:
    if not values:
        return "none"
    ms = sorted(1000 * v for v in values)
    pick = lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]  # noqa: E731
    return f"p50 {pick(0.5):.1f} ms, p99 {pick(0.99):.1f} ms, max {ms[-1]:.1f} ms (n={len(ms)})"


def knock_legal(view: dict[str, Any]) -> bool:
    return any(m["kind"] == "knock" for m in view["legal"])


def no_knock_move(view: dict[str, Any]) -> str:
    """Play on without knocking: the discard leaving the least deadwood, else draw/pass."""
    after = view["discard_deadwood"]
    legal = view["legal"]
    discards = [m for m in legal if m["kind"] == "discard"]
    if discards:
        return str(min(discards, key=lambda m: after.get(m["card"], 99))["text"])
    for kind in ("draw", "pass", "take"):
        for m in legal:
            if m["kind"] == kind:
                return str(m["text"])
    return str(legal[0]["text"])


async def to_knock_position(ws: Any) -> dict[str, Any]:
    """Play room A's seat until it may knock (on its discard turn)."""
    while True:
        message = json.loads(await ws.recv())
        if message["type"] != "state":
            continue
        view = message["view"]
        if view["game_over"] is not None:
            await ws.send('{"type":"rematch"}')
        elif view["next"]["next_hand"]:
            await ws.send('{"type":"next_hand"}')
        elif view["your_turn"]:
            if knock_legal(view) or any(m["kind"] == "gin" for m in view["legal"]):
                return message
            act = {"type": "act", "state_id": message["state_id"], "action": no_knock_move(view)}
            await ws.send(json.dumps(act))


async def pinger(ws: Any, stop: float, out: list[float]) -> None:
    while time.perf_counter() < stop:
        sent = time.perf_counter()
        await ws.send('{"type":"ping"}')
        while json.loads(await ws.recv())["type"] != "pong":
            pass
        out.append(time.perf_counter() - sent)
        await asyncio.sleep(0.15)  # under the socket's rate limit of 10 messages/s


async def flooder(ws: Any, rate: float, stop: float, tally: dict[str, Any]) -> None:
    async def reader() -> None:
        while True:
            message = json.loads(await ws.recv())
            if message["type"] == "hint":
                tally["answered"] += 1
            elif message["type"] == "error":
                tally["refused" if message["code"] == "rate/limited" else "errors"] += 1

    task = asyncio.create_task(reader())
    try:
        while time.perf_counter() < stop:
            await ws.send('{"type":"hint"}')
            await asyncio.sleep(1 / rate)
    finally:
        task.cancel()


async def run(base: str, args: argparse.Namespace) -> None:
    import httpx
    from websockets.asyncio.client import connect

    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        a = (await http.post("/api/rooms", json={"mode": "computer", "level": "master"})).json()
        b = (await http.post("/api/rooms", json={"mode": "computer", "level": "easy"})).json()
    ws_base = base.replace("http", "ws", 1)

    def url(room: dict[str, Any]) -> str:
        return f"{ws_base}/ws/rooms/{room['room_id']}?token={room['token']}"

    async with contextlib.AsyncExitStack() as stack:
        player = await stack.enter_async_context(connect(url(a), ping_interval=None))
        position = await to_knock_position(player)
        other = await stack.enter_async_context(connect(url(b), ping_interval=None))
        json.loads(await other.recv())
        quiet: list[float] = []
        await pinger(other, time.perf_counter() + 5, quiet)
        floods = [
            await stack.enter_async_context(connect(url(a), ping_interval=None))
            for _ in range(args.sockets)
        ]
        tally: dict[str, Any] = {"answered": 0, "refused": 0, "errors": 0}
        loud: list[float] = []
        stop = time.perf_counter() + args.seconds
        await asyncio.gather(
            pinger(other, stop, loud), *(flooder(ws, args.rate, stop, tally) for ws in floods)
        )
    print(f"room A in a knock position (state {position['state_id']}), against the master")
    print(f"room B ping before the flood: {quantiles(quiet)}")
    print(
        f"room B ping during {args.sockets} sockets x {args.rate:g} hints/s for "
        f"{args.seconds:g} s: {quantiles(loud)}"
    )
    print(
        f"hints answered {tally['answered']}, refused while one was on its way "
        f"{tally['refused']}, other errors {tally['errors']}; "
        f"load average {os.getloadavg()[0]:.2f}"
    )


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.serve:
        run_server(args)
        return 0
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        command = [
            sys.executable,
            __file__,
            "--serve",
            "--port",
            str(port),
            "--database",
            f"sqlite:///{Path(tmp) / 'iso.sqlite3'}",
        ]
        if args.think_workers is not None:
            command += ["--think-workers", str(args.think_workers)]
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
        server = subprocess.Popen(command, env=env)
        try:
            base = f"http://127.0.0.1:{port}"
            wait_until_up(base, server)
            asyncio.run(run(base, args))
        finally:
            server.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                server.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
