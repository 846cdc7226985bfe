"""What the deployment tests (``test_deploy_nginx.py``) run and read: the processes
(``ginrummy serve`` as the systemd unit starts it, each one's output kept), Debian's
nginx with the site file, a fresh PostgreSQL database per test, and a player that plays
a seat through a WebSocket and checks what it was shown against what storage holds.

Kept apart from the tests so that each test reads as its recipe; see the test module's
docstring for what is run and why.
"""

from __future__ import annotations

import asyncio
import contextlib
import grp
import json
import os
import pwd
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.server import choose, seat_subprotocols

ROOT = Path(__file__).resolve().parents[2]
SITE_CONF = ROOT / "deploy" / "nginx.conf"
UNIT = ROOT / "deploy" / "ginrummy@.service"
PG_URL = os.environ.get("GINRUMMY_TEST_POSTGRES_URL")
UPSTREAM_HEADER = "X-Ginrummy-Upstream"
"""Added by the test's nginx main file only: the process that answered."""
STALL_SECONDS = 10.0
"""No message for this long while a seat waits for one: the room stalled."""

Message = dict[str, Any]


def nginx_binary() -> str:
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


@contextlib.contextmanager
def fresh_database() -> Iterator[str]:
    """A fresh database on the test PostgreSQL server (dropped after use); skips the
    test without one."""
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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# ----------------------------------------------------------------------------- processes
METRICS_TOKEN = "deploy-test-metrics-token-0123"
"""The processes' ``GINRUMMY_METRICS_TOKEN`` (docs/deploy.md: the scraper's token)."""
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
        and the scraper's token in ``GINRUMMY_METRICS_TOKEN`` (the unit's
        EnvironmentFile)."""
        args = [sys.executable, "-m", "ginrummy", *unit_command(port, public_url)]
        env = {"GINRUMMY_DATABASE_URL": database, "GINRUMMY_METRICS_TOKEN": METRICS_TOKEN}
        return self.start(name, args, env=env)

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


@contextlib.contextmanager
def running_services(tmp_path: Path) -> Iterator[Services]:
    """The processes a test starts, every one killed at the end."""
    started = Services(tmp_path)
    try:
        yield started
    finally:
        started.kill_all()


# ----------------------------------------------------------------------------- nginx
NGINX_LOGS = "/var/log/nginx/"
"""Where deploy/nginx.conf writes its access log (Debian's log folder)."""


def render_site(ports: list[int], listen: int, logs: Path) -> str:
    """``deploy/nginx.conf`` as it stands, with its listen address and its upstream's
    servers set to this test's (the options of each server line are the file's), and its
    logs written under ``logs``."""
    text = SITE_CONF.read_text()
    assert NGINX_LOGS in text, "deploy/nginx.conf should keep its own access log"
    text = text.replace(NGINX_LOGS, f"{logs}/")
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
    nginx = nginx_binary()
    root = services.tmp / "nginx"
    root.mkdir()
    (root / "ginrummy.conf").write_text(render_site(ports, listen, root))
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


def nginx_logs(services: Services) -> str:
    """Everything nginx wrote to its logs (the site's access log, the main file's access
    and error logs) in a test that ran :func:`start_nginx`."""
    return "\n".join(
        log.read_text(errors="replace") for log in sorted((services.tmp / "nginx").glob("*.log"))
    )


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
    token: str | None = None
    """The seat's token, offered as a subprotocol as the browser does (never in the URL)."""
    ws: Any = None
    served: list[str] = field(default_factory=list)
    """Every process that held this seat's socket, in order (through nginx)."""
    tried: list[str] = field(default_factory=list)
    """For each socket, the processes nginx tried (``$upstream_addr``)."""
    failed_tries: list[list[str]] = field(default_factory=list)
    """For each socket, the attempts that failed before it opened."""
    refused: list[tuple[float, int]] = field(default_factory=list)
    """(``time.monotonic()``, HTTP status) of each handshake answered with an error
    status (nginx's 502 when it found no process to try)."""
    acked_at: list[float] = field(default_factory=list)
    """When each of :attr:`acked` arrived (``time.monotonic()``)."""
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
                    subprotocols=None if self.token is None else seat_subprotocols(self.token),
                )
                break
            except (OSError, TimeoutError, InvalidHandshake, InvalidStatus) as exc:
                failures.append(repr(exc))
                if isinstance(exc, InvalidStatus):
                    self.refused.append((time.monotonic(), exc.response.status_code))
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
                self.acked_at.append(time.monotonic())
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
