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
test's ``tmp_path`` and is printed when the test fails.
"""

from __future__ import annotations

import asyncio
import contextlib
import grp
import json
import os
import pwd
import random
import re
import secrets
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from server_helpers import choose

ROOT = Path(__file__).resolve().parents[1]
SITE_CONF = ROOT / "deploy" / "nginx.conf"
UNIT = ROOT / "deploy" / "ginrummy@.service"
PG_URL = os.environ.get("GINRUMMY_TEST_POSTGRES_URL")
UPSTREAM_HEADER = "X-Ginrummy-Upstream"
"""Added by the test's nginx main file only: the process that answered."""
STALL_SECONDS = 10.0
"""No message for this long while a seat waits for one: the room stalled."""

Message = dict[str, Any]


def _nginx() -> str:
    """Debian's nginx (``/usr/sbin/nginx``, or ``GINRUMMY_NGINX``)."""
    wanted = os.environ.get("GINRUMMY_NGINX") or shutil.which("nginx") or "/usr/sbin/nginx"
    if not os.access(wanted, os.X_OK):
        pytest.skip(f"nginx is not installed ({wanted}; apt-get install nginx)")
    return wanted


def _require_modules() -> None:
    for name in ("psycopg", "websockets", "httpx"):
        pytest.importorskip(name, reason=f"{name} is needed for the PostgreSQL deploy tests")


def _libpq(url: str) -> str:
    """A SQLAlchemy URL as psycopg takes it."""
    from sqlalchemy import make_url

    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


@pytest.fixture
def database() -> Iterator[str]:
    """A fresh database on the test PostgreSQL server (dropped after the test)."""
    if not PG_URL:
        pytest.skip("PostgreSQL: GINRUMMY_TEST_POSTGRES_URL is not set")
    _require_modules()
    import psycopg

    name = f"ginrummy_deploy_{secrets.token_hex(6)}"
    try:
        admin = psycopg.connect(_libpq(PG_URL), autocommit=True, connect_timeout=5)
    except psycopg.OperationalError as exc:
        pytest.skip(f"PostgreSQL at GINRUMMY_TEST_POSTGRES_URL is not reachable: {exc}")
    with admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    from sqlalchemy import make_url

    url = make_url(PG_URL).set(database=name).render_as_string(hide_password=False)
    try:
        yield url
    finally:
        with psycopg.connect(_libpq(PG_URL), autocommit=True, connect_timeout=5) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# ----------------------------------------------------------------------------- processes
UNIT_PUBLIC_URL = "https://gin.example"
"""The public URL deploy/ginrummy@.service gives as an example (the operator's own)."""


def unit_command(port: int, public_url: str = UNIT_PUBLIC_URL) -> list[str]:
    """The arguments deploy/ginrummy@.service gives ``ginrummy`` for instance ``port``,
    with ``public_url`` for the example's."""
    text = re.sub(r"\\\n\s*", " ", UNIT.read_text())  # continued lines joined
    found = re.findall(r"^ExecStart=(\S+) (.*)$", text, re.M)
    assert len(found) == 1, "deploy/ginrummy@.service should have one ExecStart"
    program, args = found[0]
    assert program.endswith("/ginrummy"), program
    assert f"--public-url {UNIT_PUBLIC_URL}" in args, args
    return args.replace("%i", str(port)).replace(UNIT_PUBLIC_URL, public_url).split()


@dataclass
class Services:
    """The processes a test started, each with its log file; all killed at the end."""

    tmp: Path
    procs: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)
    logs: dict[str, Path] = field(default_factory=dict)

    def start(
        self, name: str, args: list[str], env: dict[str, str] | None = None
    ) -> subprocess.Popen[bytes]:
        log = self.tmp / f"{name}.log"
        self.logs[name] = log
        with log.open("wb") as out:
            proc = subprocess.Popen(
                args,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=self.tmp,
                env={**os.environ, **(env or {})},
                start_new_session=True,  # its own group: kill_all reaches uvicorn's workers
            )
        self.procs[name] = proc
        return proc

    def serve(self, name: str, port: int, database: str, *extra: str) -> subprocess.Popen[bytes]:
        """``ginrummy serve`` as an operator runs it (docs/deploy.md)."""
        args = [sys.executable, "-m", "ginrummy", "serve", "--host", "127.0.0.1"]
        args += ["--port", str(port), "--database", database, "--bot-delay", "0", *extra]
        return self.start(name, args)

    def serve_unit(
        self, name: str, port: int, database: str, *, public_url: str
    ) -> subprocess.Popen[bytes]:
        """``ginrummy serve`` as deploy/ginrummy@.service starts it: its ExecStart for
        instance ``port`` and ``public_url``, the database in ``GINRUMMY_DATABASE_URL``
        (the unit's EnvironmentFile)."""
        args = [sys.executable, "-m", "ginrummy", *unit_command(port, public_url)]
        return self.start(name, args, env={"GINRUMMY_DATABASE_URL": database})

    def log_text(self, name: str) -> str:
        try:
            return self.logs[name].read_text(errors="replace")[-4000:]
        except OSError:
            return ""

    def all_logs(self) -> str:
        return "\n".join(f"----- {name}\n{self.log_text(name)}" for name in self.logs)

    def check_alive(self, name: str) -> None:
        code = self.procs[name].poll()
        if code is not None:
            raise AssertionError(f"{name} exited with {code}:\n{self.log_text(name)}")

    def wait_http(self, name: str, url: str, timeout: float = 20.0) -> None:
        """Wait until ``url`` answers 200 (the process started and serves)."""
        import httpx

        deadline = time.monotonic() + timeout
        while True:
            self.check_alive(name)
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(url, timeout=1.0, trust_env=False).status_code == 200:
                    return
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"{name} did not answer {url} in {timeout} s:\n{self.log_text(name)}"
                )
            time.sleep(0.1)

    def kill(self, name: str) -> None:
        """``kill -9`` the process (and its process group: uvicorn's workers)."""
        proc = self.procs[name]
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(5)

    def kill_all(self) -> None:
        for name in list(self.procs):
            self.kill(name)


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    started = Services(tmp_path)
    try:
        yield started
    finally:
        started.kill_all()


# ----------------------------------------------------------------------------- nginx
def render_site(ports: list[int], listen: int) -> str:
    """``deploy/nginx.conf`` as it stands, with its listen address and its upstream's
    servers set to this test's (the options of each server line are the file's)."""
    text = SITE_CONF.read_text()
    block = re.search(r"^upstream ginrummy \{\n.*?^\}", text, re.M | re.S)
    assert block, "deploy/nginx.conf has no `upstream ginrummy { ... }` block"
    lines = re.findall(r"^( *)server 127\.0\.0\.1:\d+( [^;]*)?;\n", block.group(0), re.M)
    assert len(lines) >= 2, "the upstream should list one server line per process"
    indent, options = lines[0]
    servers = "".join(f"{indent}server 127.0.0.1:{port}{options};\n" for port in ports)
    upstream = re.sub(r"(^ *server 127\.0\.0\.1:\d+[^;]*;\n)+", servers, block.group(0), flags=re.M)
    text = text.replace(block.group(0), upstream)
    text, n = re.subn(r"^( *)listen 80;$", rf"\1listen 127.0.0.1:{listen};", text, flags=re.M)
    assert n == 1, "deploy/nginx.conf should listen on port 80 once"
    # IPv6 may be missing in a container; the test reaches nginx on 127.0.0.1
    text, n = re.subn(r"^ *listen \[::\]:80;\n", "", text, flags=re.M)
    assert n == 1
    return text


def start_nginx(services: Services, ports: list[int], listen: int) -> str:
    """nginx on 127.0.0.1:``listen`` with the site file (Debian's layout: included
    inside ``http { }``) in front of ``ports``; returns its base URL."""
    nginx = _nginx()
    root = services.tmp / "nginx"
    root.mkdir()
    (root / "ginrummy.conf").write_text(render_site(ports, listen))
    user = ""
    if os.geteuid() == 0:  # workers would switch to `nobody`, who cannot enter tmp_path
        user = f"user {pwd.getpwuid(os.geteuid()).pw_name} {grp.getgrgid(os.getegid()).gr_name};"
    temp = " ".join(
        f"{kind}_temp_path {root / kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi")
    )
    (root / "nginx.conf").write_text(
        f"""{user}
worker_processes 2;
events {{ worker_connections 512; }}
http {{
    access_log {root / "access.log"};
    {temp} scgi_temp_path {root / "scgi"};
    # The test's own addition (not in deploy/nginx.conf): which process answered.
    add_header {UPSTREAM_HEADER} $upstream_addr always;
    include {root / "ginrummy.conf"};
}}
"""
    )
    check = subprocess.run(
        [nginx, "-t", "-p", f"{root}/", "-c", str(root / "nginx.conf"),
         "-g", f"pid {root / 'nginx.pid'}; error_log stderr;"],
        capture_output=True, text=True, timeout=20, check=False,
    )  # fmt: skip
    assert check.returncode == 0, f"nginx -t refused the config:\n{check.stderr}"
    services.start(
        "nginx",
        [nginx, "-p", f"{root}/", "-c", str(root / "nginx.conf"),
         "-g", f"daemon off; pid {root / 'nginx.pid'}; error_log {root / 'error.log'} info;"],
    )  # fmt: skip
    base = f"http://127.0.0.1:{listen}"
    services.wait_http("nginx", base + "/api/options")
    return base


def served_by(headers: Any) -> str:
    """The process that answered (the last address nginx tried)."""
    value = headers.get(UPSTREAM_HEADER)
    assert value, f"no {UPSTREAM_HEADER} header: {dict(headers)}"
    return str(value).split(",")[-1].strip()


# ----------------------------------------------------------------------------- players
class Stalled(AssertionError):
    """A seat heard nothing for :data:`STALL_SECONDS` while it waited."""


def event_of(action: str) -> tuple[str, str | None]:
    """The ``events`` entry (kind, card) a move's text makes."""
    if action.startswith("big gin"):
        return "big_gin", None
    word, _, rest = action.partition(" ")
    kind = {"draw": "draw_stock", "take": "take_upcard"}.get(word, word)
    return kind, rest.split(" ")[0] or None


def _rate(name: str) -> float:
    from ginrummy.server import Settings

    value = Settings.__dataclass_fields__[name].default
    assert isinstance(value, float)
    return 0.75 * value


RATE_BURST = _rate("rate_burst")
RATE_PER_SECOND = _rate("rate_per_second")
"""The players' own pace: three quarters of the server's per-socket rate limit."""

MOVE_KINDS = frozenset({"draw_stock", "take_upcard", "pass", "discard", "knock", "big_gin"})
"""The event kinds a move makes (one event per move; reshuffles and voids are not moves)."""


def moves_in(view: Message) -> list[tuple[int, str, str | None]]:
    """The hand's moves in a view's events: (seat, kind, card)."""
    return [(e["seat"], e["kind"], e["card"]) for e in view["events"] if e["kind"] in MOVE_KINDS]


@dataclass
class Player:
    """One seat, as a browser plays it: a socket (reconnected with backoff when it
    drops), the latest state, the moves the server acknowledged."""

    name: str
    seat: int
    url: str
    origin: str | None = None
    """The page's origin, sent as a browser does (the server checks it)."""
    source: str = "127.0.0.1"
    """The local address to connect from (the server counts sockets per address)."""
    ws: Any = None
    served: list[str] = field(default_factory=list)
    """Every process that held this seat's socket, in order (through nginx)."""
    tried: list[str] = field(default_factory=list)
    """For each socket, the processes nginx tried (``$upstream_addr``)."""
    failed_tries: list[list[str]] = field(default_factory=list)
    """For each socket, the attempts that failed before it opened."""
    local: list[tuple[str, int]] = field(default_factory=list)
    """The local (address, port) of each socket, in order."""
    state: Message | None = None
    acked: list[tuple[int, str, int]] = field(default_factory=list)
    """(state_id, move text, hand number) of each move a state acknowledged: the first
    state after the ``act`` whose ``state_id`` is past the one the move was chosen in
    and whose last move is this one."""
    pending: tuple[int, str] | None = None
    """The move sent and not yet acknowledged or refused: (its state_id, its text)."""
    lost_in_flight: list[tuple[int, str]] = field(default_factory=list)
    """Moves sent but unanswered when the socket dropped (applied or not: either is right)."""
    errors: list[Message] = field(default_factory=list)
    mismatched: list[str] = field(default_factory=list)
    """States whose ``state_id`` disagrees with their content (see :meth:`_check`)."""
    wait_for: int = 0
    """After a stale refusal: act again only from a state at least this new."""
    asked_next: int = 0
    tokens: float = 0.0
    refilled: float = 0.0
    history: list[str] = field(default_factory=list)
    """What this seat sent and heard, in short (for a failure's message)."""

    async def connect(self, deadline: float) -> None:
        """Open the socket, retrying with backoff until ``deadline`` (a process may be
        down, nginx may answer 502 meanwhile); the first message is the state."""
        from websockets.asyncio.client import connect
        from websockets.exceptions import InvalidHandshake, InvalidStatus

        delay = 0.05
        failures: list[str] = []
        while True:
            try:
                ws = await connect(
                    self.url,
                    origin=self.origin,
                    local_addr=(self.source, 0),
                    proxy=None,
                    open_timeout=5,
                    compression=None,
                    max_size=2**20,
                )
                break
            except (OSError, TimeoutError, InvalidHandshake, InvalidStatus) as exc:
                failures.append(repr(exc))
                if time.monotonic() + delay > deadline:
                    raise AssertionError(f"{self.name} could not reconnect: {exc!r}") from exc
                await asyncio.sleep(delay)
                delay = min(delay * 2, 1.0)
        self.ws = ws
        self.failed_tries.append(failures)
        if UPSTREAM_HEADER in ws.response.headers:
            self.served.append(served_by(ws.response.headers))
            self.tried.append(str(ws.response.headers[UPSTREAM_HEADER]))
        self.local.append((str(ws.local_address[0]), int(ws.local_address[1])))
        first = json.loads(await asyncio.wait_for(ws.recv(), STALL_SECONDS))
        self.history.append(f"{time.monotonic():.3f} connected < {summary(first)}")
        assert first["type"] == "state", first
        self._take(first)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()

    async def send(self, message: Message) -> None:
        """Send, within the server's rate limit as a person would be (a token bucket at
        three quarters of the server's: two computers play far faster than people)."""
        now = time.monotonic()
        self.tokens = min(RATE_BURST, self.tokens + (now - self.refilled) * RATE_PER_SECOND)
        self.refilled = now
        if self.tokens < 1:
            await asyncio.sleep((1 - self.tokens) / RATE_PER_SECOND)
            self.tokens, self.refilled = 1.0, time.monotonic()
        self.tokens -= 1
        self.history.append(f"{time.monotonic():.3f} > {message}")
        from websockets.exceptions import ConnectionClosed

        try:
            await self.ws.send(json.dumps(message))
        except ConnectionClosed:  # the next receive sees it too, and reconnects
            self.history.append(f"{time.monotonic():.3f} (not sent: the socket closed)")

    async def receive(self) -> Message | None:
        """The next message, handled; ``None`` when the socket dropped (the caller
        reconnects)."""
        from websockets.exceptions import ConnectionClosed

        try:
            text = await asyncio.wait_for(self.ws.recv(), STALL_SECONDS)
        except TimeoutError:
            raise Stalled(
                f"{self.name}: nothing for {STALL_SECONDS} s at state "
                f"{self.state and self.state['state_id']} (pending {self.pending})\n"
                + "\n".join(self.history[-20:])
            ) from None
        except ConnectionClosed:
            self.history.append(f"{time.monotonic():.3f} socket closed")
            if self.pending is not None:
                self.lost_in_flight.append(self.pending)
                self.pending = None
            return None
        message: Message = json.loads(text)
        self.history.append(f"{time.monotonic():.3f} < {summary(message)}")
        if message["type"] == "state":
            self._take(message)
        elif message["type"] == "error":
            self.errors.append(message)
            if message["code"] != "action/stale":  # nothing else may happen: stop here
                raise AssertionError(f"{self.name} got {message}\n" + "\n".join(self.history))
            if self.pending is not None and message["state_id"] > self.pending[0]:
                self.pending = None  # refused: the newer state comes (or came) too
                self.wait_for = message["state_id"]
        return message

    def _take(self, message: Message) -> None:
        """A new state: check it against the last one, note an acknowledgement."""
        if self.state is not None:
            assert message["state_id"] >= self.state["state_id"], "state_id went back"
            self._check(self.state, message)
        view = message["view"]
        if self.pending is not None and message["state_id"] > self.pending[0]:
            moves = moves_in(view)
            kind, card = event_of(self.pending[1])
            last = moves[-1] if moves else None
            if last is not None and last[:2] == (self.seat, kind) and card in (None, last[2]):
                self.acked.append((message["state_id"], self.pending[1], view["hand_number"]))
                self.pending = None
        self.state = message

    def _check(self, old: Message, new: Message) -> None:
        """Within a hand in play every change is one move: a state ``k`` versions on
        must show exactly ``k`` more moves (docs/protocol.md: ``state_id`` counts every
        change of the room)."""
        a, b = old["view"], new["view"]
        if a["hand_number"] != b["hand_number"] or a["game_number"] != b["game_number"]:
            return
        if a["showdown"] is not None:  # between hands: readiness changes, no moves
            return
        versions = new["state_id"] - old["state_id"]
        moves = len(moves_in(b)) - len(moves_in(a))
        if versions != moves:
            self.mismatched.append(
                f"state {old['state_id']} -> {new['state_id']} ({versions} changes) shows "
                f"{moves} more moves: {moves_in(b)[len(moves_in(a)) :]}"
            )

    @property
    def hand_over(self) -> bool:
        assert self.state is not None
        return self.state["view"]["showdown"] is not None

    async def step(self) -> bool:
        """Move (``True``) or ask for the next hand when it is this seat's to do."""
        assert self.state is not None
        view = self.state["view"]
        if view["next"]["next_hand"] and self.asked_next < view["hand_number"]:
            self.asked_next = view["hand_number"]
            await self.send({"type": "next_hand"})
        elif view["your_turn"] and self.pending is None:
            if self.state["state_id"] < self.wait_for:
                return False
            action = choose(view)
            self.pending = (self.state["state_id"], action)
            await self.send({"type": "act", "protocol": 1, "state_id": self.pending[0],
                             "action": action})  # fmt: skip
            return True
        return False

    def report(self) -> str:
        return f"{self.name}:\n" + "\n".join(self.history)


def summary(message: Message) -> str:
    """A message in a few words."""
    if message["type"] != "state":
        return str(message)
    view = message["view"]
    last = view["last_event"]
    return (
        f"state {message['state_id']} hand {view['hand_number']} to_act {view['to_act']} "
        f"phase {view['phase']} last {last and (last['seat'], last['kind'], last['card'])}"
    )


async def create_friend_room(client: Any) -> tuple[str, str, str, Message]:
    """A friend room through the API: (room id, seat 0's token, seat 1's token, the
    creation's answer). A target of 1000 keeps the game going past any one hand."""
    created = await client.post(
        "/api/rooms", json={"mode": "friend", "name": "Ann", "options": {"game_target": 1000}}
    )
    assert created.status_code == 201, created.text
    room = created.json()
    joined = await client.post(f"/api/rooms/{room['room_id']}/join", json={"name": "Bob"})
    assert joined.status_code == 200, joined.text
    assert joined.json()["seat"] == 1
    return room["room_id"], room["token"], joined.json()["token"], created


def own_events(view: Message) -> list[tuple[str, str | None]]:
    """This seat's moves in the hand's events, as (kind, card)."""
    return [(kind, card) for seat, kind, card in moves_in(view) if seat == view["seat"]]


def made(moves: list[tuple[str, str | None]], events: list[tuple[str, str | None]]) -> bool:
    """The moves appear among the events in order (a move's card, when its text names
    one, is the event's; a draw's card is only in the event)."""
    it = iter(events)
    return all(any(k == kind and card in (None, c) for k, c in it) for kind, card in moves)


def stored_actions(database: str, room_id: str) -> dict[int, tuple[int, str]]:
    """The ``actions`` table of a room: state_id -> (seat, action)."""
    import psycopg

    with psycopg.connect(_libpq(database), connect_timeout=5) as conn:
        rows = conn.execute(
            "SELECT state_id, seat, action FROM actions WHERE room_id = %s", (room_id,)
        ).fetchall()
    out = {int(s): (int(seat), str(a)) for s, seat, a in rows}
    assert len(out) == len(rows), "two stored moves share a state_id"
    return out


def check_room(players: tuple[Player, Player], stored: dict[int, tuple[int, str]], *,
               lost_ok: bool = False) -> None:  # fmt: skip
    """The checks at the end of a room's hand: both seats at the same final state, which
    is the last stored change; no error but ``action/stale``; every state's ``state_id``
    agrees with its content; every acknowledged move stored at the ``state_id`` its
    acknowledgement carried, and in the seat's own events of the hand in order (the only
    other move there may be one in flight when a socket dropped, if ``lost_ok``)."""
    report = "\n".join(p.report() for p in players)
    for p in players:
        assert not p.mismatched, f"{p.name} got states that disagree: {p.mismatched}\n{report}"
        unexpected = [e for e in p.errors if e["code"] != "action/stale"]
        assert not unexpected, f"{p.name} got {unexpected}\n{report}"
    final = [p.state for p in players]
    assert final[0] is not None and final[1] is not None
    assert final[0]["state_id"] == final[1]["state_id"], report
    assert max(stored) == final[0]["state_id"], report  # the hand's last move came last
    for p in players:
        assert p.state is not None and p.hand_over, report
        assert p.acked, f"{p.name} made no move"
        for state_id, action, _ in p.acked:
            assert stored.get(state_id) == (p.seat, action), (p.name, state_id, action, report)
        hand = p.state["view"]["hand_number"]
        mine = [event_of(a) for _, a, h in p.acked if h == hand]
        events = own_events(p.state["view"])
        assert made(mine, events), (p.name, mine, events, report)
        extra = len(p.lost_in_flight) if lost_ok else 0
        assert len(mine) <= len(events) <= len(mine) + extra, (p.name, mine, events, report)


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

    ws_base = base.replace("http://", "ws://") + f"/ws/rooms/{room_id}?token="
    ann = Player("Ann (seat 0)", 0, ws_base + token0, origin=base, source="127.0.0.2")
    bob = Player("Bob (seat 1)", 1, ws_base + token1, origin=base, source="127.0.0.3")
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
    database: str, services: Services, count: int = 2
) -> tuple[str, dict[str, str]]:
    """``count`` processes as deploy/ginrummy@.service starts them (nginx's address as
    their public URL) behind nginx: nginx's base URL, and each process's name by its
    upstream address."""
    _nginx()
    listen = _free_port()
    base = f"http://127.0.0.1:{listen}"
    ports = {f"serve-{'abcdefgh'[i]}": _free_port() for i in range(count)}
    for name, port in ports.items():  # all at once, as systemd starts them
        services.serve_unit(name, port, database, public_url=base)
    for name, port in ports.items():
        services.wait_http(name, f"http://127.0.0.1:{port}/api/options")
    assert start_nginx(services, list(ports.values()), listen) == base
    return base, {f"127.0.0.1:{port}": name for name, port in ports.items()}


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


async def _presence_after_kill(services: Services, base: str, by_addr: dict[str, str]) -> None:
    import httpx

    async with httpx.AsyncClient(base_url=base, trust_env=False, timeout=10) as client:
        room_id, token0, token1, _ = await create_friend_room(client)
        ws_base = base.replace("http://", "ws://") + f"/ws/rooms/{room_id}?token="
        ann = Player("Ann (seat 0)", 0, ws_base + token0, origin=base, source="127.0.0.2")
        bob = Player("Bob (seat 1)", 1, ws_base + token1, origin=base, source="127.0.0.3")
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
                if message == {"type": "presence", "protocol": 1, "seat": 0, "connected": True}:
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
                if message == {"type": "presence", "protocol": 1, "seat": 0, "connected": False}:
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
    url = base.replace("http://", "ws://") + f"/ws/rooms/{room_id}?token={token0}"

    async def open_from(source: str, n: int) -> tuple[Any, Message]:
        ws = await connect(
            url,
            origin=base,  # type: ignore[arg-type]
            local_addr=(source, 0),
            additional_headers={"X-Forwarded-For": f"198.51.100.{n % 250}"},  # made up
            proxy=None,
            open_timeout=5,
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
    nginx = _nginx()
    debian = Path("/etc/nginx")
    if not (debian / "nginx.conf").is_file() or os.geteuid() != 0:
        return
    root = tmp_path / "etc-nginx"
    shutil.copytree(debian, root, symlinks=False, ignore=shutil.ignore_patterns("sites-*"))
    (root / "sites-enabled").mkdir()
    shutil.copy(SITE_CONF, root / "sites-enabled" / "ginrummy")
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
    port = _free_port()
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
        ws_base = f"ws://127.0.0.1:{port}/ws/rooms/{room_id}?token="
        page = f"http://127.0.0.1:{port}"  # the Host the sockets are sent to
        ann = Player(f"room {i} seat 0", 0, ws_base + token0, origin=page, source=f"127.0.1.{i}")
        bob = Player(f"room {i} seat 1", 1, ws_base + token1, origin=page, source=f"127.0.2.{i}")
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

    from ginrummy.server.store import NewHand, SeatRow, Store, hash_token

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
