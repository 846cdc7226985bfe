"""The deployment recipe of docs/deploy.md, run for real: Debian's nginx with
``deploy/nginx.conf`` in front of ``ginrummy serve`` processes started as
``deploy/ginrummy@.service`` starts them, on one PostgreSQL database, no sticky sessions.

- Two processes: the two seats of a friend room reach different processes through
  nginx and play; after a few moves of the hand, right after a seat sent a move, the
  process holding that seat's socket is killed with ``kill -9``; the seat reconnects
  through nginx (which skips the dead process) to the other one and the hand is played
  to its end. Every move a seat saw acknowledged (a ``state`` whose ``state_id`` went
  past the one the move was made in, showing the move) must be in the seat's view and
  in the ``actions`` table at that ``state_id``; the only error allowed is
  ``action/stale``; every state's ``state_id`` must agree with its content.
- The same two processes: a seat whose process died and which then leaves is shown
  disconnected to the other seat.
- One process: clients behind nginx are counted apart by the per-address limits (the
  unit's ``--trusted-proxy``), and a made-up ``X-Forwarded-For`` does not help.
- ``ginrummy serve --workers 2``, 20 friend rooms at once, every other room with its
  seats on different workers (connected straight to the port, so each socket's worker
  can be read from ``/proc``): every room plays its first hand to the end.
- The unit file (``systemd-analyze verify``) and the site file in a copy of Debian's
  ``/etc/nginx`` (``nginx -t``); and ``Store.load_room`` reading one snapshot.

Which process served a socket through nginx: the test's own nginx main file (the
``http { }`` around the site file, as Debian's ``/etc/nginx/nginx.conf`` is) adds a
response header with ``$upstream_addr``, the process nginx ended up using; the site
file itself is used as is, only its listen address and upstream ports filled in.

Each test makes its own database on the PostgreSQL server named by
``GINRUMMY_TEST_POSTGRES_URL`` and drops it after. Without that variable, or without
nginx (``/usr/sbin/nginx``, or ``GINRUMMY_NGINX``), the tests skip (and fail in CI, where
``GINRUMMY_REQUIRE_SERVICES`` is set). Every process's output goes to a file under the
test's ``tmp_path`` and is printed when the test fails. The processes, nginx and the
players are in ``deploy_helpers.py``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import secrets
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.deploy import (
    METRICS_TOKEN,
    SITE_CONF,
    STALL_SECONDS,
    UNIT,
    Message,
    Player,
    Services,
    check_room,
    create_friend_room,
    free_port,
    fresh_database,
    nginx_binary,
    nginx_logs,
    running_services,
    served_by,
    start_nginx,
    stored_actions,
    unit_command,
)
from tests.helpers.server import seat_subprotocols


@pytest.fixture
def database() -> Iterator[str]:
    """A fresh database on the test PostgreSQL server (dropped after the test)."""
    with fresh_database() as url:
        yield url


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    """The processes a test starts, every one killed at the end."""
    with running_services(tmp_path) as started:
        yield started


# ----------------------------------------------------------------------------- the recipe
KILL_AFTER = 4
"""Acknowledged moves in the hand before the kill (mid-hand)."""


def test_nginx_two_processes_kill_one_mid_hand(database: str, services: Services) -> None:
    """Two processes behind deploy/nginx.conf: the seats on different processes, one
    process killed with ``kill -9`` mid-hand, the seat reconnects through nginx to the
    other, and no acknowledged move is lost."""
    base, by_addr = processes_behind_nginx(database, services)
    try:
        asyncio.run(asyncio.wait_for(_kill_mid_hand(services, base, by_addr, database), 60))
    except BaseException:
        print(services.all_logs())
        raise


async def _kill_mid_hand(
    services: Services, base: str, by_addr: dict[str, str], database: str
) -> None:
    import httpx

    async with httpx.AsyncClient(base_url=base, trust_env=False, timeout=10) as client:
        room_id, token0, token1, created = await create_friend_room(client)
        # the invite link is on the public URL (nginx's address here)
        assert created.json()["invite_url"] == f"{base}/join/{room_id}"
        # no sticky sessions: the API's requests take turns too
        answered = {served_by((await client.get("/api/options")).headers) for _ in range(4)}
        assert answered == set(by_addr), answered

    url = base.replace("http://", "ws://") + f"/ws/rooms/{room_id}"
    ann = Player("Ann (seat 0)", 0, url, origin=base, source="127.0.0.2", token=token0)
    bob = Player("Bob (seat 1)", 1, url, origin=base, source="127.0.0.3", token=token1)
    players = (ann, bob)
    deadline = time.monotonic() + 20
    await ann.connect(deadline)
    # Round robin sends the next connection to the other process; check, and retry when
    # a request of someone else came in between.
    for _ in range(6):
        await bob.connect(deadline)
        if bob.served[-1] != ann.served[-1]:
            break
        await bob.close()
    assert {ann.served[-1], bob.served[-1]} == set(by_addr), (ann.served, bob.served)

    killed: dict[str, Any] = {}

    async def play(me: Player) -> None:
        while True:
            if me.hand_over and killed:
                return  # the hand of the kill is over
            assert me.state is not None
            hand = me.state["view"]["hand_number"]
            if await me.step() and not killed:
                in_hand = sum(1 for p in players for _, _, h in p.acked if h == hand)
                if in_hand >= KILL_AFTER:
                    victim = by_addr[me.served[-1]]
                    killed.update(name=victim, seat=me.seat, hand=hand, move=me.pending)
                    # kill -9 at once or a moment later: the move just sent may be lost,
                    # stored and unanswered, or already answered
                    await asyncio.sleep(random.choice((0, 0.005, 0.01, 0.02)))
                    services.kill(victim)
            if await me.receive() is None:  # the socket dropped: reconnect through nginx
                assert killed, f"{me.name}'s socket dropped before any kill"
                await me.connect(time.monotonic() + 15)

    try:
        await asyncio.gather(play(ann), play(bob))
    except BaseException:
        print("\n".join(p.report() for p in players))
        raise

    assert killed, "the hand ended before the kill"
    victim_addr = next(a for a, n in by_addr.items() if n == killed["name"])
    survivor = next(a for a in by_addr if a != victim_addr)
    mover, other = players[killed["seat"]], players[1 - killed["seat"]]
    # the seat whose process died came back, through nginx, on the other process, at
    # its first try: nginx skipped the dead process within the handshake's request
    assert mover.served[-2:] == [victim_addr, survivor], mover.served
    assert mover.failed_tries[-1] == [], (mover.failed_tries[-1], mover.tried)
    assert other.served[-1] == survivor, other.served
    services.check_alive(by_addr[survivor])

    stored = stored_actions(database, room_id)
    check_room(players, stored, lost_ok=True)
    assert players[0].state["view"]["hand_number"] == killed["hand"]  # type: ignore[index]
    flight = killed["move"]
    # answered before the socket dropped; or stored by the dead process unanswered; or
    # lost and made again after the reconnection (the same move from the same state)
    if flight not in mover.lost_in_flight:
        fate = "answered before the socket dropped"
    elif (flight[0] + 1, flight[1], killed["hand"]) in mover.acked:
        fate = "lost, made again after reconnecting"
    else:
        assert stored.get(flight[0] + 1) == (killed["seat"], flight[1])
        fate = "stored unanswered, seen after reconnecting"
    print(
        f"killed {killed['name']} in hand {killed['hand']} with seat {killed['seat']}'s "
        f"move {flight} in flight ({fate}); reconnected through {mover.tried[-1]!r}; "
        f"{sum(len(p.acked) for p in players)} moves acknowledged"
    )


def processes_behind_nginx(
    database: str, services: Services, count: int = 2, *, startup: float = 20.0
) -> tuple[str, dict[str, str]]:
    """``count`` processes as deploy/ginrummy@.service starts them (nginx's address as
    their public URL) behind nginx, each given ``startup`` seconds to answer: nginx's
    base URL, and each process's name by its upstream address."""
    nginx_binary()
    listen = free_port()
    base = f"http://127.0.0.1:{listen}"
    ports = {f"serve-{'abcdefgh'[i]}": free_port() for i in range(count)}
    for name, port in ports.items():  # all at once, as systemd starts them
        services.serve_unit(name, port, database, public_url=base)
    for name, port in ports.items():
        services.wait_http(name, f"http://127.0.0.1:{port}/api/options", startup)
    assert start_nginx(services, list(ports.values()), listen) == base
    return base, {f"127.0.0.1:{port}": name for name, port in ports.items()}


# ------------------------------------------------------------------- a restarted process
RESTART_ROOMS = 5
"""Friend rooms played through the kills and the restart (two seats each)."""
BACK_WITHIN = 10.0
"""Every room must move again this soon after the second kill."""
NO_502_AFTER = 1.0
"""No handshake may be answered 502 later than this after the second kill."""
QUIET_AFTER_RESTART = 12.0
"""How long the restarted process waits with no new connection through nginx: longer
than the old recipe's ``fail_timeout=10s``, so the first connection after the second kill
would find it eligible once and then shut out (what issue 37 measured)."""


def test_nginx_takes_a_restarted_process_back(database: str, services: Services) -> None:
    """Kill process A, restart it, let it idle, kill process B: nginx sends the tables to
    A at once. With ``max_fails=1 fail_timeout=10s`` nginx put A back only when a request
    to it completed, which a WebSocket handshake never does; every table but one got 502
    "no live upstreams" for 10 s and more. Now every room moves again within
    :data:`BACK_WITHIN` seconds, and no handshake is answered 502 after the first second.
    And nginx's logs never hold a seat's token."""
    base, by_addr = processes_behind_nginx(database, services)
    try:
        asyncio.run(
            asyncio.wait_for(_restart_then_kill_other(services, base, by_addr, database), 120)
        )
    except BaseException:
        print(services.all_logs())
        raise


async def _restart_then_kill_other(
    services: Services, base: str, by_addr: dict[str, str], database: str
) -> None:
    import httpx

    async with httpx.AsyncClient(base_url=base, trust_env=False, timeout=10) as client:
        rooms = [await create_friend_room(client) for _ in range(RESTART_ROOMS)]
    url = base.replace("http://", "ws://") + "/ws/rooms/{}"
    tables: list[tuple[Player, Player]] = []
    for i, (room_id, token0, token1, _) in enumerate(rooms):
        ann = Player(f"room {i} seat 0", 0, url.format(room_id), origin=base,
                     source=f"127.0.3.{i}", token=token0)  # fmt: skip
        bob = Player(f"room {i} seat 1", 1, url.format(room_id), origin=base,
                     source=f"127.0.4.{i}", token=token1)  # fmt: skip
        tables.append((ann, bob))
    players = [p for table in tables for p in table]
    deadline = time.monotonic() + 20
    for p in players:
        await p.connect(deadline)

    stopping = asyncio.Event()

    async def keep_playing(me: Player) -> None:
        # Ends on `stopping` rather than on cancellation alone: Python 3.11's wait_for
        # (in Player.receive) can swallow a cancel that meets a message arriving.
        while not stopping.is_set():
            await me.step()
            got = await me.receive()
            if stopping.is_set():
                return
            if got is None:  # its process died: back through nginx
                await me.connect(time.monotonic() + 60)
            await asyncio.sleep(0.05)  # a person's pace, more or less: the CPUs are shared

    async def all_moved_since(moment: float, within: float) -> list[int]:
        """The rooms with no acknowledged move since ``moment`` after ``within`` s."""
        while True:
            still = [i for i, t in enumerate(tables) if not any(
                a > moment for p in t for a in p.acked_at)]  # fmt: skip
            if not still or time.monotonic() > moment + within:
                return still
            await asyncio.sleep(0.1)

    tasks = [asyncio.create_task(keep_playing(p)) for p in players]
    try:
        assert await all_moved_since(time.monotonic(), 10) == []
        addrs = sorted(by_addr)
        first, second = by_addr[addrs[0]], by_addr[addrs[1]]
        first_port = int(addrs[0].rsplit(":", 1)[1])

        services.kill(first)
        killed_first = time.monotonic()
        assert await all_moved_since(killed_first, BACK_WITHIN) == [], "after the first kill"
        # systemd's Restart=always, by hand: the same unit on the same port
        services.serve_unit(first + "-again", first_port, database, public_url=base)
        await asyncio.to_thread(
            services.wait_http, first + "-again", f"http://127.0.0.1:{first_port}/api/options"
        )
        # idle: the tables play on the second process; nothing new goes through nginx
        await asyncio.sleep(max(0.0, killed_first + QUIET_AFTER_RESTART - time.monotonic()))
        assert all(p.served[-1] == addrs[1] for p in players), [p.served for p in players]

        services.kill(second)
        killed_second = time.monotonic()
        still = await all_moved_since(killed_second, BACK_WITHIN)
        late_502 = [(p.name, round(t - killed_second, 2), status) for p in players
                    for t, status in p.refused if t > killed_second + NO_502_AFTER]  # fmt: skip
        crashed = [(p.name, repr(t.exception())) for p, t in zip(players, tasks, strict=True)
                   if t.done() and t.exception() is not None]  # fmt: skip
        assert (still, late_502, crashed) == ([], [], []), (
            f"{BACK_WITHIN} s after the second kill, rooms {still} had not moved; "
            f"{len(late_502)} handshakes answered late: {late_502[:8]}; "
            f"players that failed: {crashed}\n"
            + "\n".join(p.report()[-3000:] for i in still for p in tables[i])
        )
        assert all(p.served[-1] == addrs[0] for p in players), [p.served for p in players]
    finally:
        stopping.set()
        for p in players:
            await p.close()
        for t in tasks:
            t.cancel()
        await asyncio.wait(tasks, timeout=20)

    logs = nginx_logs(services)
    assert "/ws/rooms/" in logs  # the sockets were logged, and nothing of their tokens
    leaked = [t for _, t0, t1, _ in rooms for t in (t0, t1) if t in logs]
    assert leaked == [], "seat tokens in nginx's logs"
    moves = sum(len(p.acked) for p in players)
    print(f"{RESTART_ROOMS} rooms: {moves} moves; 502s: {[p.refused for p in players]}")


def test_nginx_hides_metrics_and_logs_no_secret(database: str, services: Services) -> None:
    """The recipe does not pass ``/metrics`` on (404 from nginx), while the process itself
    serves it to a scraper with the unit's token; the access log keeps paths without
    their query strings; a socket that sends its token in the URL is refused."""
    base, by_addr = processes_behind_nginx(database, services, count=1)
    direct = "http://" + next(iter(by_addr))
    try:
        asyncio.run(asyncio.wait_for(_metrics_and_logs(base, direct), 40))
    except BaseException:
        print(services.all_logs())
        raise
    logs = nginx_logs(services)
    assert "/api/options" in logs and "/ws/rooms/" in logs
    assert "query-secret" not in logs, "the access log keeps query strings"
    assert "url-token-" not in logs, "a token sent in a URL was logged"


async def _metrics_and_logs(base: str, direct: str) -> None:
    import httpx
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    scraper = {"Authorization": f"Bearer {METRICS_TOKEN}"}
    async with httpx.AsyncClient(trust_env=False, timeout=10) as client:
        for path in ("/metrics", "/metrics/", "/%6Detrics"):
            answer = await client.get(base + path, headers=scraper)
            assert answer.status_code == 404, (path, answer.status_code)
            assert "ginrummy_" not in answer.text, path
        assert (await client.get(direct + "/metrics")).status_code == 401
        answer = await client.get(direct + "/metrics", headers=scraper)
        assert answer.status_code == 200 and "ginrummy_sockets" in answer.text
        assert (await client.get(base + "/api/options?query-secret=1")).status_code == 200
    async with httpx.AsyncClient(base_url=base, trust_env=False, timeout=10) as client:
        room_id, token0, _, _ = await create_friend_room(client)
    url = base.replace("http://", "ws://") + f"/ws/rooms/{room_id}"
    async with connect(url, origin=base, subprotocols=seat_subprotocols(token0),  # type: ignore[arg-type]
                       proxy=None, open_timeout=5) as ws:  # fmt: skip
        assert ws.subprotocol == "ginrummy.v1"
        assert json.loads(await asyncio.wait_for(ws.recv(), STALL_SECONDS))["type"] == "state"
    # an old client's URL: refused, so it cannot go on being logged
    async with connect(url + "?token=url-token-0123456789", origin=base,  # type: ignore[arg-type]
                       proxy=None, open_timeout=5) as ws:  # fmt: skip
        first = json.loads(await asyncio.wait_for(ws.recv(), STALL_SECONDS))
        assert first["code"] == "auth/token_in_url", first
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(ws.recv(), STALL_SECONDS)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4400


def test_presence_after_a_process_is_killed(database: str, services: Services) -> None:
    """A seat whose process was killed, and which then leaves for good, is shown
    disconnected to the other seat (docs/protocol.md: "When a seat's last socket closes
    the other seat gets presence with connected: false")."""
    base, by_addr = processes_behind_nginx(database, services)
    try:
        asyncio.run(asyncio.wait_for(_presence_after_kill(services, base, by_addr), 40))
    except BaseException:
        print(services.all_logs())
        raise


def _presence_of(message: dict[str, Any], *, seat: int, connected: bool) -> bool:
    """Whether a message is the presence of ``seat`` (it also carries the listener's
    ``claim``, docs/protocol.md, which this test does not look at)."""
    return message.get("type") == "presence" and (
        message.get("seat"),
        message.get("connected"),
    ) == (seat, connected)


async def _presence_after_kill(services: Services, base: str, by_addr: dict[str, str]) -> None:
    import httpx

    async with httpx.AsyncClient(base_url=base, trust_env=False, timeout=10) as client:
        room_id, token0, token1, _ = await create_friend_room(client)
        url = base.replace("http://", "ws://") + f"/ws/rooms/{room_id}"
        ann = Player("Ann (seat 0)", 0, url, origin=base, source="127.0.0.2", token=token0)
        bob = Player("Bob (seat 1)", 1, url, origin=base, source="127.0.0.3", token=token1)
        deadline = time.monotonic() + 20
        await ann.connect(deadline)
        for _ in range(6):
            await bob.connect(deadline)
            if bob.served[-1] != ann.served[-1]:
                break
            await bob.close()
        assert {ann.served[-1], bob.served[-1]} == set(by_addr), (ann.served, bob.served)

        async def ann_seen() -> None:  # Bob's process has heard Ann is there
            while bob.state is None or not bob.state["view"]["opponent"]["connected"]:
                message = await bob.receive()
                assert message is not None, "Bob's socket dropped"
                if _presence_of(message, seat=0, connected=True):
                    return

        await asyncio.wait_for(ann_seen(), 5)
        services.kill(by_addr[ann.served[-1]])  # Ann's process dies
        while await ann.receive() is not None:  # her socket drops
            pass
        await ann.connect(time.monotonic() + 15)  # her browser comes back, on Bob's process
        assert ann.served[-1] == bob.served[-1]
        await ann.close()  # and then she leaves for good

        async def hear_gone() -> None:
            while True:
                message = await bob.receive()
                assert message is not None, "Bob's socket dropped"
                if _presence_of(message, seat=0, connected=False):
                    return

        heard = True
        try:
            await asyncio.wait_for(hear_gone(), 10)
        except TimeoutError:
            heard = False
        seats = (await client.get(f"/api/rooms/{room_id}")).json()["seats"]
        assert (heard, seats[0]["connected"]) == (True, False), (
            f"10 s after Ann's last socket closed, Bob heard no presence for it ({heard=}) "
            f"and the room says {seats[0]}: the killed process's sockets are never forgotten"
        )
        await bob.close()


def test_nginx_counts_each_client_apart(database: str, services: Services) -> None:
    """Behind nginx, with the unit's ``--trusted-proxy 127.0.0.1``, the per-address limits
    count each client by its own address (nginx's X-Forwarded-For), not all of them as
    127.0.0.1; and a client's own X-Forwarded-For does not get it past them."""
    base, _ = processes_behind_nginx(database, services, count=1)
    try:
        asyncio.run(asyncio.wait_for(_each_client_apart(base), 40))
    except BaseException:
        print(services.all_logs())
        raise


async def _each_client_apart(base: str) -> None:
    import httpx
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    from ginrummy.server import Settings

    limit = Settings.__dataclass_fields__["max_sockets_per_address"].default
    assert isinstance(limit, int) and limit > 0
    async with httpx.AsyncClient(base_url=base, trust_env=False, timeout=10) as client:
        room_id, token0, _, _ = await create_friend_room(client)
    url = base.replace("http://", "ws://") + f"/ws/rooms/{room_id}"

    async def open_from(source: str, n: int) -> tuple[Any, Message]:
        ws = await connect(
            url,
            origin=base,  # type: ignore[arg-type]
            local_addr=(source, 0),
            additional_headers={"X-Forwarded-For": f"198.51.100.{n % 250}"},  # made up
            proxy=None,
            open_timeout=5,
            subprotocols=seat_subprotocols(token0),
        )
        return ws, json.loads(await asyncio.wait_for(ws.recv(), STALL_SECONDS))

    sockets = []
    try:
        for n in range(limit):  # one tab too many of seat 0, all from 127.0.0.2
            ws, first = await open_from("127.0.0.2", n)
            sockets.append(ws)
            assert first["type"] == "state", first
        ws, first = await open_from("127.0.0.2", limit)
        sockets.append(ws)
        assert first["code"] == "rate/limited", first
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(ws.recv(), STALL_SECONDS)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4429
        # another address is another client
        ws, first = await open_from("127.0.0.3", 0)
        sockets.append(ws)
        assert first["type"] == "state", first
    finally:
        for ws in sockets:
            await ws.close()


def test_site_file_fits_debians_nginx_conf(tmp_path: Path) -> None:
    """deploy/nginx.conf in Debian's own layout: a copy of ``/etc/nginx`` with the file in
    ``sites-enabled`` instead of ``default`` passes ``nginx -t`` (the other tests wrap it
    in a main file of their own). Runs where Debian's nginx is installed and we are root
    (its main file names root's paths)."""
    nginx = nginx_binary()
    debian = Path("/etc/nginx")
    if not (debian / "nginx.conf").is_file() or os.geteuid() != 0:
        return
    root = tmp_path / "etc-nginx"
    shutil.copytree(debian, root, symlinks=False, ignore=shutil.ignore_patterns("sites-*"))
    (root / "sites-enabled").mkdir()
    site = SITE_CONF.read_text().replace("/var/log/nginx/", f"{tmp_path}/")
    (root / "sites-enabled" / "ginrummy").write_text(site)
    main = (root / "nginx.conf").read_text()
    assert "sites-enabled/*" in main, "Debian's nginx.conf no longer includes sites-enabled"
    main = main.replace("/etc/nginx/", f"{root}/")
    main = re.sub(r"/var/log/nginx/", f"{tmp_path}/", main)
    main = re.sub(r"^pid .*;$", f"pid {tmp_path}/nginx.pid;", main, flags=re.M)
    (root / "nginx.conf").write_text(main)
    done = subprocess.run(
        [nginx, "-t", "-c", str(root / "nginx.conf"), "-g", f"error_log {tmp_path}/e.log;"],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "[warn]" not in done.stderr, done.stderr


def test_systemd_unit() -> None:
    """deploy/ginrummy@.service: the test's processes run its ExecStart (above); here
    ``systemd-analyze verify`` checks the file itself, pointed at this virtualenv's
    ``ginrummy``, where systemd is installed."""
    args = unit_command(8001)
    line = " ".join(args)
    assert line.startswith("serve --host 127.0.0.1 --port 8001 "), line
    assert "--trusted-proxy 127.0.0.1" in line, line  # nginx on this machine
    assert "EnvironmentFile=/etc/ginrummy/ginrummy.env" in UNIT.read_text()
    analyze = shutil.which("systemd-analyze")
    script = Path(sys.executable).parent / "ginrummy"
    if analyze is None or not script.exists():
        return
    with tempfile.TemporaryDirectory() as tmp:
        unit = Path(tmp) / "ginrummy@8001.service"
        text = re.sub(r"^ExecStart=\S+", f"ExecStart={script}", UNIT.read_text(), flags=re.M)
        unit.write_text(text)
        done = subprocess.run(
            [analyze, "verify", str(unit)], capture_output=True, text=True, timeout=60, check=False
        )
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr


# ----------------------------------------------------------------------------- --workers
ROOMS = 20


def _descendants(pid: int) -> set[int]:
    """``pid`` and every process below it (from ``/proc``)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, IndexError, ValueError):
                stat = (entry / "stat").read_text()
                parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found = {pid}
    grew = True
    while grew:
        more = {child for child, parent in parents.items() if parent in found} - found
        grew = bool(more)
        found |= more
    return found


def socket_owners(server_pid: int, port: int) -> dict[tuple[str, int], int]:
    """Which process (of ``server_pid``'s) holds each accepted connection on ``port``:
    the client's (address, port) -> pid (``/proc/net/tcp`` and the processes' file
    descriptors)."""
    inodes: dict[str, int] = {}
    for pid in _descendants(server_pid):
        with contextlib.suppress(OSError):
            for fd in os.listdir(f"/proc/{pid}/fd"):
                with contextlib.suppress(OSError):
                    link = os.readlink(f"/proc/{pid}/fd/{fd}")
                    if link.startswith("socket:["):
                        inodes[link[8:-1]] = pid
    owners: dict[tuple[str, int], int] = {}
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        cols = line.split()
        local, remote, status, inode = cols[1], cols[2], cols[3], cols[9]
        if status == "01" and int(local.split(":")[1], 16) == port and inode in inodes:
            address, client_port = remote.split(":")
            name = socket.inet_ntoa(struct.pack("=I", int(address, 16)))  # host order
            owners[name, int(client_port, 16)] = inodes[inode]
    return owners


def test_workers_twenty_rooms(database: str, services: Services) -> None:
    """``ginrummy serve --workers 2``: 20 friend rooms at once, half of them with their
    two seats on different workers; every room plays its first hand to the end without
    stalling, with no error but (possibly) ``action/stale``."""
    if not Path("/proc/net/tcp").exists():
        pytest.skip("reading sockets' processes needs Linux's /proc")
    port = free_port()
    proc = services.serve("serve-workers", port, database, "--workers", "2")
    services.wait_http("serve-workers", f"http://127.0.0.1:{port}/api/options")
    try:
        asyncio.run(asyncio.wait_for(_twenty_rooms(proc.pid, port, database), 50))
    except BaseException:
        print(services.all_logs())
        raise
    services.check_alive("serve-workers")


async def _twenty_rooms(server_pid: int, port: int, database: str) -> None:
    import httpx

    base = f"http://127.0.0.1:{port}"
    async with httpx.AsyncClient(base_url=base, trust_env=False, timeout=10) as client:
        rooms = await asyncio.gather(*(create_friend_room(client) for _ in range(ROOMS)))
    deadline = time.monotonic() + 20
    tables: list[tuple[str, Player, Player]] = []
    split = 0
    for i, (room_id, token0, token1, _) in enumerate(rooms):
        url = f"ws://127.0.0.1:{port}/ws/rooms/{room_id}"
        page = f"http://127.0.0.1:{port}"  # the Host the sockets are sent to
        ann = Player(f"room {i} seat 0", 0, url, origin=page, source=f"127.0.1.{i}", token=token0)
        bob = Player(f"room {i} seat 1", 1, url, origin=page, source=f"127.0.2.{i}", token=token1)
        await ann.connect(deadline)
        await bob.connect(deadline)
        owners = socket_owners(server_pid, port)
        # every other room: its seats on different workers (reconnect until they are)
        for _ in range(30):
            if i % 2 or owners[ann.local[-1]] != owners[bob.local[-1]]:
                break
            await bob.close()
            await bob.connect(deadline)
            owners = socket_owners(server_pid, port)
        split += owners[ann.local[-1]] != owners[bob.local[-1]]
        tables.append((room_id, ann, bob))
    assert split >= ROOMS // 2, f"only {split} rooms have their seats on different workers"
    workers = set(socket_owners(server_pid, port).values())
    assert len(workers) == 2, f"the sockets are held by {workers}"

    async def play(me: Player) -> None:
        while not me.hand_over:
            await me.step()
            assert await me.receive() is not None, f"{me.name}'s socket dropped"

    started = time.monotonic()
    players = [p for _, ann, bob in tables for p in (ann, bob)]
    results = await asyncio.gather(*(play(p) for p in players), return_exceptions=True)
    failed = [(p.name, r) for p, r in zip(players, results, strict=True) if r is not None]
    assert not failed, failed
    took = time.monotonic() - started
    moves = 0
    for room_id, ann, bob in tables:
        check_room((ann, bob), stored_actions(database, room_id))
        moves += len(ann.acked) + len(bob.acked)
        await ann.close()
        await bob.close()
    stale = sum(e["code"] == "action/stale" for p in players for e in p.errors)
    print(f"{ROOMS} rooms ({split} split over the 2 workers): {moves} moves in {took:.1f} s, "
          f"{stale} stale")  # fmt: skip


# ----------------------------------------------------------------------------- found here
def test_load_room_reads_one_snapshot(database: str) -> None:
    """A room loaded while another process stores a move must come back as one version:
    its ``state_id`` and its moves from the same moment.

    ``Store.load_room`` reads ``rooms`` (the state_id) and then ``actions`` in separate
    statements of a READ COMMITTED transaction, so a move committed in between shows up
    without its version: the room is rebuilt with N+1 moves labelled state N. The
    ``--workers`` test above met it in nearly every run (a process catching up on an
    announcement sent its seat a state numbered one behind its content; the seat's move
    from it was refused as stale). Here the other process's move is committed exactly
    between the two reads."""
    from sqlalchemy import event

    from ginrummy.server.storage.store import NewHand, SeatRow, Store, hash_token

    store, other = Store(database), Store(database)
    try:
        room_id = "snap" + secrets.token_hex(6)
        deck = tuple(f"{r}{s}" for s in "CDHS" for r in "A23456789TJQK")
        store.create_room(
            room_id,
            mode="friend",
            level=None,
            rules={"name": "standard"},
            seat_rows=(
                SeatRow(0, "Ann", None, hash_token("a"), False),
                SeatRow(1, "Bob", None, hash_token("b"), False),
            ),
            first_dealer=0,
            hand=NewHand(1, 0, deck, 7),
            status="playing",
        )
        move = {"game_number": 1, "hand_number": 1, "action": "pass"}
        assert store.append_action(room_id, seen=0, seq=0, seat=1, **move) == 1
        done: list[int] = []

        @event.listens_for(store.engine, "before_cursor_execute")
        def _between(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
            if not done and "FROM actions" in statement:  # load_room's second read
                done.append(other.append_action(room_id, seen=1, seq=1, seat=0, **move))

        row = store.load_room(room_id)
        assert done == [2]
        assert row is not None
        moves = len(row.hands[0].actions)
        assert row.state_id == moves, (
            f"load_room gave state {row.state_id} with {moves} moves (one statement's "
            "snapshot each: store.py load_room)"
        )
    finally:
        store.close()
        other.close()


def test_strangers_on_two_processes_are_paired_once(database: str, services: Services) -> None:
    """Quick pairing across processes (docs/online.md): a visitor waiting on one process
    and a visitor arriving on the other are paired with each other; then eight visitors
    polling through nginx at once end up in four rooms, each of them in exactly one."""
    base, by_addr = processes_behind_nginx(database, services)
    try:
        asyncio.run(asyncio.wait_for(_pairing_across(base, list(by_addr)), 60))
    except BaseException:
        print(services.all_logs())
        raise


async def _pairing_across(base: str, addresses: list[str]) -> None:
    import httpx

    body = {"rules": "standard", "target": 100}

    async def new_player(client: httpx.AsyncClient, name: str) -> dict[str, str]:
        made = (await client.post("/api/players", json={"name": name})).json()
        return {"X-Player": f"{made['player_id']}:{made['secret']}", "id": made["player_id"]}

    async def until_paired(client: httpx.AsyncClient, who: dict[str, str]) -> dict[str, Any]:
        header = {"X-Player": who["X-Player"]}
        while True:
            got: dict[str, Any] = (await client.get("/api/pairing", headers=header)).json()
            if got["status"] == "paired":
                return got
            assert got["status"] == "waiting", got
            await asyncio.sleep(0.2)

    async with httpx.AsyncClient(base_url=base, trust_env=False, timeout=10) as front:
        first, second = (
            httpx.AsyncClient(base_url=f"http://{addr}", trust_env=False, timeout=10)
            for addr in addresses
        )
        async with first, second:
            ann = await new_player(first, "Ann")
            bob = await new_player(second, "Bob")
            waiting = await first.post(
                "/api/pairing", json=body, headers={"X-Player": ann["X-Player"]}
            )
            assert waiting.json()["status"] == "waiting"
            arrived = await second.post(
                "/api/pairing", json=body, headers={"X-Player": bob["X-Player"]}
            )
            assert arrived.json()["status"] == "paired", arrived.json()
            found = await until_paired(first, ann)
            assert found["room_id"] == arrived.json()["room_id"]
            assert {found["seat"], arrived.json()["seat"]} == {0, 1}
        crowd = [await new_player(front, f"P{i}") for i in range(8)]
        for who in crowd:
            joined = await front.post(
                "/api/pairing", json=body, headers={"X-Player": who["X-Player"]}
            )
            assert joined.status_code == 200, joined.text
        answers = await asyncio.gather(*(until_paired(front, who) for who in crowd))
        rooms: dict[str, list[int]] = {}
        for answer in answers:
            rooms.setdefault(answer["room_id"], []).append(answer["seat"])
        assert len(rooms) == 4 and all(sorted(s) == [0, 1] for s in rooms.values()), rooms
