"""The server's guards: body size, per-address limits, proxies, origins, invite links,
security headers, names, binary frames, the OpenAPI switch and the ``serve`` flags."""

from __future__ import annotations

import io
import json
import re
import select
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from starlette.types import Message as AsgiMessage
from starlette.types import Receive, Scope, Send
from starlette.websockets import WebSocketDisconnect

from ginrummy.cli import main
from ginrummy.server import Settings, create_app
from ginrummy.server import serve as serve_module
from ginrummy.server.routes import options as options_module
from ginrummy.server.routes.guards import (
    CLOSE_BAD_ORIGIN,
    CLOSE_TOO_MANY_SOCKETS,
    DOCS_POLICY,
    BodyLimit,
    Guard,
    check_host_name,
    parse_networks,
    parse_public_url,
)
from ginrummy.web import STATIC_DIR
from tests.helpers.server import (
    Message,
    create_room,
    recv,
    recv_until,
    settings_for,
    sqlite_url,
    wait_until,
    ws_url,
)

SECURITY_HEADERS = {
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
}


def _app(tmp_path: Path, **changes: Any) -> FastAPI:
    return create_app(settings_for(sqlite_url(tmp_path), **changes))


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(_app(tmp_path)) as c:
        yield c


def _guard(client: TestClient) -> Guard:
    guard: Guard = client.app.state.guard  # type: ignore[attr-defined]
    return guard


def _refused(ws: WebSocketTestSession, code: str, close_code: int) -> Message:
    error = recv(ws)
    assert error["type"] == "error" and error["code"] == code, error
    assert error["message"] and error["protocol"] == 1
    with pytest.raises(WebSocketDisconnect) as closed:
        recv(ws)
    assert closed.value.code == close_code
    return error


def _first_state(ws: WebSocketTestSession) -> Message:
    return recv_until(ws, lambda m: m["type"] == "state")


# --------------------------------------------------------------------------- body size
@pytest.fixture
def handler_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Records every call of ``POST /api/rooms``'s handler (its first step)."""
    calls: list[str] = []
    real = options_module.rules_from_request

    def spy(preset: str, options: dict[str, Any]) -> Any:
        calls.append(preset)
        return real(preset, options)

    monkeypatch.setattr(options_module, "rules_from_request", spy)
    return calls


def _big_body(size: int) -> bytes:
    body = json.dumps({"mode": "computer", "name": "x" * size}).encode()
    assert len(body) > size
    return body


def test_a_declared_body_over_the_limit_is_refused_before_the_handler(
    client: TestClient, handler_calls: list[str]
) -> None:
    response = client.post(
        "/api/rooms", content=_big_body(70_000), headers={"content-type": "application/json"}
    )
    assert response.status_code == 413
    assert response.json()["code"] == "request/too_large"
    assert "65536" in response.json()["message"]
    assert handler_calls == []
    for name, value in SECURITY_HEADERS.items():
        assert response.headers[name] == value
    create_room(client)  # a normal body still passes
    assert handler_calls == ["standard"]


def test_a_chunked_body_over_the_limit_is_refused_before_the_handler(
    tmp_path: Path, handler_calls: list[str]
) -> None:
    body = _big_body(5000)

    def chunks() -> Iterator[bytes]:
        for i in range(0, len(body), 1000):
            yield body[i : i + 1000]

    with TestClient(_app(tmp_path, max_body_bytes=4096)) as client:
        response = client.post(
            "/api/rooms", content=chunks(), headers={"content-type": "application/json"}
        )
        assert "content-length" not in response.request.headers
        assert response.request.headers["transfer-encoding"] == "chunked"
        assert response.status_code == 413
        assert response.json()["code"] == "request/too_large"
        assert handler_calls == []
        small = json.dumps({"mode": "computer", "name": "Ann"}).encode()
        response = client.post(
            "/api/rooms", content=iter([small]), headers={"content-type": "application/json"}
        )
        assert response.status_code == 201, response.text


async def _run_body_limit(
    chunks: list[bytes], limit: int, declared: int | None = None
) -> tuple[list[AsgiMessage], list[int], int]:
    """Run :class:`BodyLimit` over an app that reads the body chunk by chunk; the
    messages sent, the app's running total after each chunk, and the chunks pulled."""
    pulled = 0
    totals: list[int] = []
    sent: list[AsgiMessage] = []

    async def receive() -> AsgiMessage:
        nonlocal pulled
        pulled += 1
        last = pulled >= len(chunks)
        return {"type": "http.request", "body": chunks[pulled - 1], "more_body": not last}

    async def send(message: AsgiMessage) -> None:
        sent.append(message)

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        total = 0
        more = True
        try:
            while more:
                message = await receive()
                total += len(message.get("body", b""))
                totals.append(total)
                more = message.get("more_body", False)
        except Exception:
            await send({"type": "http.response.start", "status": 400, "headers": []})
            await send({"type": "http.response.body", "body": b"bad"})
            return
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})

    headers = [] if declared is None else [(b"content-length", str(declared).encode())]
    scope = {"type": "http", "method": "POST", "path": "/", "headers": headers}
    await BodyLimit(app, limit)(scope, receive, send)
    return sent, totals, pulled


def test_body_limit_counts_streamed_chunks_and_never_passes_more_than_the_limit() -> None:
    import anyio

    sent, totals, pulled = anyio.run(_run_body_limit, [b"x" * 1000] * 50, 4096)
    assert sent[0]["status"] == 413 and len(sent) == 2  # the app's own 400 was dropped
    assert json.loads(sent[1]["body"])["code"] == "request/too_large"
    assert totals == [1000, 2000, 3000, 4000] and pulled == 5
    sent, totals, pulled = anyio.run(_run_body_limit, [b"x" * 1024] * 4, 4096)
    assert sent[0]["status"] == 200 and totals[-1] == 4096
    sent, totals, pulled = anyio.run(_run_body_limit, [b"x"], 4096, 5000)
    assert sent[0]["status"] == 413 and pulled == 0


@pytest.fixture
def live_server(tmp_path: Path, handler_calls: list[str]) -> Iterator[tuple[int, list[str]]]:
    """The app under uvicorn on a free local port, with the spy on the room handler."""
    import uvicorn

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    config = uvicorn.Config(
        _app(tmp_path, max_body_bytes=8192), host="127.0.0.1", port=port, log_level="warning"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    yield port, handler_calls
    server.should_exit = True
    thread.join(timeout=10)


def test_a_real_chunked_upload_is_cut_off_at_the_limit(live_server: tuple[int, list[str]]) -> None:
    """Chunks trickle in over a real socket: the 413 comes once the limit is passed,
    long before the client has sent everything."""
    port, calls = live_server
    chunk = b"x" * 2048
    sent = 0
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        conn.sendall(
            b"POST /api/rooms HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        )
        while sent < 1_000_000 and not select.select([conn], [], [], 0.02)[0]:
            conn.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            sent += len(chunk)
        answer = b""
        while b"}" not in answer:
            data = conn.recv(65536)
            if not data:
                break
            answer += data
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert b'"request/too_large"' in answer
    assert sent <= 48 * 1024  # the limit (8 KiB) and what was in flight meanwhile
    assert calls == []


# --------------------------------------------------------------------------- per address
def test_sockets_per_address_are_limited_and_freed(tmp_path: Path) -> None:
    with TestClient(_app(tmp_path, max_sockets_per_address=2)) as client:
        room = create_room(client, mode="computer")
        url = ws_url(room["room_id"], room["token"])
        guard = _guard(client)
        with client.websocket_connect(url) as a, client.websocket_connect(url) as b:
            _first_state(a)
            _first_state(b)
            assert guard.sockets_open("testclient") == 2
            with client.websocket_connect(url) as c:
                error = _refused(c, "rate/limited", CLOSE_TOO_MANY_SOCKETS)
                assert "2" in error["message"]
            assert guard.sockets_open("testclient") == 2
        assert wait_until(lambda: guard.sockets_open("testclient") == 0)  # the handlers ended
        with client.websocket_connect(url) as again:
            assert _first_state(again)["view"]["seat"] == 0


def test_room_creations_per_address_are_limited(tmp_path: Path) -> None:
    with TestClient(_app(tmp_path, rooms_per_minute=3)) as client:
        for _ in range(3):
            create_room(client)
        response = client.post("/api/rooms", json={"mode": "friend"})
        assert response.status_code == 429
        assert response.json()["code"] == "rate/limited" and response.json()["message"]
        assert response.headers["x-frame-options"] == "DENY"
        # a bad request is refused for what it is and counts nothing
        response = client.post("/api/rooms", json={"mode": "computer", "name": "a\x00b"})
        assert response.status_code == 422


def test_the_room_window_slides_and_forgets_old_addresses() -> None:
    now = [1000.0]
    guard = Guard(Settings(database_url="sqlite://", rooms_per_minute=2), clock=lambda: now[0])
    assert guard.allow_room("a") and guard.allow_room("a") and not guard.allow_room("a")
    assert guard.allow_room("b")
    now[0] += 59.0
    assert not guard.allow_room("a")
    now[0] += 1.5
    assert guard.allow_room("a") and guard.allow_room("a") and not guard.allow_room("a")
    now[0] += 200.0
    assert guard.allow_room("c")
    assert set(guard._rooms) == {"c"}
    unlimited = Guard(Settings(database_url="sqlite://", rooms_per_minute=0))
    assert all(unlimited.allow_room("a") for _ in range(1000))


def _scope(peer: str, **headers: str) -> Scope:
    return {
        "type": "http",
        "client": (peer, 1234),
        "headers": [(k.replace("_", "-").encode(), v.encode()) for k, v in headers.items()],
    }


def test_forwarded_addresses_are_believed_only_from_trusted_proxies() -> None:
    plain = Guard(Settings(database_url="sqlite://"))
    assert plain.address(_scope("127.0.0.1", x_forwarded_for="1.2.3.4")) == "127.0.0.1"
    assert plain.address(_scope("10.0.0.9", x_real_ip="1.2.3.4")) == "10.0.0.9"
    proxied = Guard(Settings(database_url="sqlite://", trusted_proxies=("127.0.0.1", "10.0.0.0/8")))
    assert proxied.address(_scope("127.0.0.1", x_forwarded_for="1.2.3.4")) == "1.2.3.4"
    # hops left of the last untrusted one are the client's own words
    forged = _scope("127.0.0.1", x_forwarded_for="6.6.6.6, 1.2.3.4, 10.1.1.1")
    assert proxied.address(forged) == "1.2.3.4"
    assert proxied.address(_scope("127.0.0.1", x_real_ip="5.6.7.8")) == "5.6.7.8"
    assert proxied.address(_scope("127.0.0.1", x_forwarded_for="nonsense")) == "127.0.0.1"
    assert proxied.address(_scope("192.0.2.1", x_forwarded_for="1.2.3.4")) == "192.0.2.1"
    assert proxied.address(_scope("::ffff:127.0.0.1", x_forwarded_for="1.2.3.4")) == "1.2.3.4"
    # an IPv6 client counts by its /64
    assert plain.address(_scope("2001:db8::1")) == plain.address(_scope("2001:db8::ffff"))
    assert plain.address(_scope("2001:db8::1")) == "2001:db8::/64"


def test_forwarded_for_over_http_counts_the_right_client(tmp_path: Path) -> None:
    def post(client: TestClient, forwarded: str) -> int:
        headers = {"x-forwarded-for": forwarded}
        return client.post("/api/rooms", json={"mode": "computer"}, headers=headers).status_code

    untrusted = _app(tmp_path / "a", rooms_per_minute=1)
    with TestClient(untrusted, client=("192.0.2.7", 5000)) as client:
        assert post(client, "1.1.1.1") == 201
        assert post(client, "2.2.2.2") == 429  # the header is ignored: one address
    trusted = _app(tmp_path / "b", rooms_per_minute=1, trusted_proxies=("127.0.0.1",))
    with TestClient(trusted, client=("127.0.0.1", 5000)) as client:
        assert post(client, "1.1.1.1") == 201
        assert post(client, "2.2.2.2") == 201
        assert post(client, "1.1.1.1") == 429


def test_socket_limit_counts_the_forwarded_client(tmp_path: Path) -> None:
    app = _app(tmp_path, max_sockets_per_address=1, trusted_proxies=("127.0.0.1",))
    with TestClient(app, client=("127.0.0.1", 5000)) as client:
        room = create_room(client)
        url = ws_url(room["room_id"], room["token"])
        with client.websocket_connect(url, headers={"x-forwarded-for": "1.1.1.1"}) as a:
            _first_state(a)
            with client.websocket_connect(url, headers={"x-forwarded-for": "2.2.2.2"}) as b:
                _first_state(b)
            with client.websocket_connect(url, headers={"x-forwarded-for": "1.1.1.1"}) as c:
                _refused(c, "rate/limited", CLOSE_TOO_MANY_SOCKETS)


# --------------------------------------------------------------------------- origin
def test_websocket_origin_must_match_the_host(client: TestClient) -> None:
    room = create_room(client)
    url = ws_url(room["room_id"], room["token"])
    for origin in ("http://evil.example", "null", "http://testserver:8080", "ftp://testserver"):
        with client.websocket_connect(url, headers={"origin": origin}) as ws:
            _refused(ws, "auth/bad_origin", CLOSE_BAD_ORIGIN)
    assert _guard(client).sockets_open("testclient") == 0
    for headers in ({"origin": "http://testserver"}, {"origin": "https://TestServer"}, {}):
        with client.websocket_connect(url, headers=headers) as ws:
            assert _first_state(ws)["view"]["seat"] == 0
    with client.websocket_connect(
        url, headers={"origin": "https://gin.example", "host": "gin.example:443"}
    ) as ws:
        assert _first_state(ws)["view"]["seat"] == 0


def test_websocket_origin_must_be_the_public_url(tmp_path: Path) -> None:
    with TestClient(_app(tmp_path, public_url="https://Gin.Example/")) as client:
        room = create_room(client)
        url = ws_url(room["room_id"], room["token"])
        for origin in ("http://testserver", "http://gin.example", "https://gin.example:8443"):
            with client.websocket_connect(url, headers={"origin": origin}) as ws:
                _refused(ws, "auth/bad_origin", CLOSE_BAD_ORIGIN)
        for headers in ({"origin": "https://gin.example"}, {"origin": "https://gin.example:443"}):
            with client.websocket_connect(url, headers=headers) as ws:
                assert _first_state(ws)["view"]["seat"] == 0


def test_a_real_browser_socket_from_another_origin_is_refused(
    live_server: tuple[int, list[str]],
) -> None:
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    port, _ = live_server
    url = f"ws://127.0.0.1:{port}/ws/rooms/nope"
    with connect(url, additional_headers={"Origin": "http://evil.example"}) as ws:
        assert json.loads(ws.recv(timeout=5))["code"] == "auth/bad_origin"
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == CLOSE_BAD_ORIGIN
    with connect(url, additional_headers={"Origin": f"http://127.0.0.1:{port}"}) as ws:
        assert json.loads(ws.recv(timeout=5))["code"] == "room/not_found"


# --------------------------------------------------------------------------- invite links
def _invite(client: TestClient, host: str | None = None) -> tuple[str, str]:
    headers = {"host": host} if host else {}
    response = client.post("/api/rooms", json={"mode": "friend"}, headers=headers)
    assert response.status_code == 201, response.text
    data = response.json()
    return data["invite_url"], data["room_id"]


def test_invite_links_never_carry_an_unchecked_host(client: TestClient) -> None:
    url, rid = _invite(client, "evil.example")
    assert url == f"/join/{rid}"
    url, rid = _invite(client, "evil.example:8000")
    assert url == f"/join/{rid}"
    url, rid = _invite(client, "127.0.0.1:8000")
    assert url == f"http://127.0.0.1:8000/join/{rid}"
    url, rid = _invite(client, "LOCALHOST")
    assert url == f"http://localhost/join/{rid}"
    url, rid = _invite(client, "[::1]:8000")
    assert url == f"http://[::1]:8000/join/{rid}"
    url, rid = _invite(client, "localhost:8000/../evil")
    assert url == f"/join/{rid}"
    assert client.get(url).status_code == 200  # the path is the join page


def test_invite_links_use_the_public_url_and_allowed_hosts(tmp_path: Path) -> None:
    with TestClient(_app(tmp_path, public_url="https://gin.example")) as client:
        url, rid = _invite(client, "evil.example")
        assert url == f"https://gin.example/join/{rid}"
    with TestClient(_app(tmp_path / "b", allowed_hosts=("gin.lan",))) as client:
        url, rid = _invite(client, "gin.lan:8000")
        assert url == f"http://gin.lan:8000/join/{rid}"
        url, rid = _invite(client, "127.0.0.1:8000")
        assert url == f"/join/{rid}"


# --------------------------------------------------------------------------- headers
def test_security_headers_on_pages_api_static_and_errors(client: TestClient) -> None:
    room = create_room(client)
    for path in (
        "/",
        f"/room/{room['room_id']}",
        "/room/nope",
        "/api/options",
        f"/api/rooms/{room['room_id']}",
        "/api/rooms/nope",
        "/static/app.css",
        "/static/table.js",
        "/static/missing.js",
    ):
        response = client.get(path)
        for name, value in SECURITY_HEADERS.items():
            assert response.headers.get(name) == value, (path, name)
        policy = response.headers["content-security-policy"]
        directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
        assert directives["frame-ancestors"] == "'none'"
        assert directives["script-src"] == "'self'"
        assert directives["default-src"] == "'self'"
        assert directives["connect-src"] == "'self' ws://testserver wss://testserver"
        assert "unsafe" not in policy
    policy = client.get("/", headers={"host": "x; script-src *"}).headers["content-security-policy"]
    assert "script-src 'self';" in policy and "*" not in policy


def test_the_pages_satisfy_the_policy() -> None:
    """No inline script, style element or attribute, or event handler: the policy
    allows none (the browser tests would also see a violation in the console)."""
    for path in STATIC_DIR.iterdir():
        if path.suffix not in (".html", ".js"):
            continue
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"""\sstyle\s*=|<style|\son[a-z]+\s*=\s*["']""", text), path
        assert "javascript:" not in text, path
        if path.suffix == ".html":
            for script in re.findall(r"<script\b[^>]*>", text):
                assert re.search(r"""\ssrc=["']/static/""", script), (path, script)


def test_the_public_url_is_a_websocket_source(tmp_path: Path) -> None:
    with TestClient(_app(tmp_path, public_url="https://gin.example:8443")) as client:
        policy = client.get("/").headers["content-security-policy"]
        assert policy.endswith(
            "connect-src 'self' ws://testserver wss://testserver wss://gin.example:8443"
        )


# --------------------------------------------------------------------------- names
@pytest.mark.parametrize(
    "name",
    [
        "a\x00b",
        "Ann\u202e",
        "\u200bEve",
        "tab\there",
        "x\ud800",
        "Ann\U000e0041",
        "x" + "\u0301" * 5,
    ],
)
def test_names_with_control_or_format_characters_are_refused(client: TestClient, name: str) -> None:
    body = json.dumps({"mode": "computer", "name": name})  # ASCII: a lone surrogate travels
    headers = {"content-type": "application/json"}
    response = client.post("/api/rooms", content=body, headers=headers)
    assert response.status_code == 422 and response.json()["code"] == "request/invalid"
    room = create_room(client, mode="friend", name="Ann")
    body = json.dumps({"name": name})
    response = client.post(f"/api/rooms/{room['room_id']}/join", content=body, headers=headers)
    assert response.status_code == 422 and response.json()["code"] == "request/invalid"
    info = client.get(f"/api/rooms/{room['room_id']}").json()
    assert info["seats"][1]["taken"] is False


def test_ordinary_names_still_pass(client: TestClient) -> None:
    room = create_room(client, mode="friend", name="  Zoë   Ødegård ")
    joined = client.post(f"/api/rooms/{room['room_id']}/join", json={"name": "李 🂡"})
    assert joined.status_code == 200
    info = client.get(f"/api/rooms/{room['room_id']}").json()
    assert [s["name"] for s in info["seats"]] == ["Zoë Ødegård", "李 🂡"]


# --------------------------------------------------------------------------- frames
def test_binary_frames_are_refused_and_the_socket_stays(client: TestClient) -> None:
    room = create_room(client)
    with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
        state = _first_state(ws)
        ws.send_bytes(json.dumps({"type": "ping"}).encode())  # valid JSON, wrong frame
        error = recv_until(ws, lambda m: m["type"] != "state")
        assert error["code"] == "message/malformed"
        assert error["message"] == "binary frames are not accepted"
        assert error["state_id"] >= state["state_id"]
        ws.send_json({"type": "ping"})
        assert recv_until(ws, lambda m: m["type"] != "state") == {"type": "pong", "protocol": 1}


def test_binary_frames_spend_the_rate(tmp_path: Path) -> None:
    app = _app(tmp_path, rate_burst=2, rate_per_second=0.001)
    with TestClient(app) as client:
        room = create_room(client)
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            _first_state(ws)
            codes = []
            for _ in range(3):
                ws.send_bytes(b"\xff")
                codes.append(recv_until(ws, lambda m: m["type"] == "error")["code"])
            assert codes == ["message/malformed", "message/malformed", "rate/limited"]


# --------------------------------------------------------------------------- openapi
def test_openapi_is_off_unless_asked_for(client: TestClient, tmp_path: Path) -> None:
    for path in ("/openapi.json", "/docs", "/redoc"):
        assert client.get(path).status_code == 404
    with TestClient(_app(tmp_path / "on", openapi=True)) as on:
        schema = on.get("/openapi.json")
        assert schema.status_code == 200 and "/api/rooms" in schema.json()["paths"]
        docs = on.get("/docs")
        assert docs.status_code == 200
        assert docs.headers["content-security-policy"] == DOCS_POLICY
        assert docs.headers["x-frame-options"] == "DENY"
        assert on.get("/").headers["content-security-policy"] != DOCS_POLICY


# --------------------------------------------------------------------------- settings, serve
def test_guard_settings_are_checked() -> None:
    assert parse_public_url("https://Gin.Example:443/") == "https://gin.example"
    assert parse_public_url("http://[::1]:8000") == "http://[::1]:8000"
    for bad in ("ftp://x", "https://x/gin", "https://x?a=1", "//x", "https://u@x", "x"):
        with pytest.raises(ValueError):
            parse_public_url(bad)
    assert check_host_name("Gin.LAN") == "gin.lan" and check_host_name("[::1]") == "::1"
    for bad in ("a b", "x:80", "-x", "", "a/b"):
        with pytest.raises(ValueError):
            check_host_name(bad)
    assert len(parse_networks(["127.0.0.1", "10.0.0.0/8", "::1"])) == 3
    with pytest.raises(ValueError):
        parse_networks(["localhost"])
    with pytest.raises(ValueError):
        create_app(Settings(database_url="sqlite://", trusted_proxies=("nope",)))


def test_settings_survive_the_trip_to_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(
        database_url="sqlite://",
        trusted_proxies=("127.0.0.1", "::1"),
        allowed_hosts=("gin.lan",),
        public_url="https://gin.example",
        openapi=True,
    )
    monkeypatch.setenv(serve_module.SETTINGS_ENV, serve_module.settings_to_env(settings))
    assert serve_module.settings_from_env() == settings


def test_serve_leaves_forwarded_headers_to_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    """uvicorn would rewrite the client from X-Forwarded-For on its own (from 127.0.0.1
    by default); ``trusted_proxies`` is the only judge."""
    import uvicorn

    seen: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: seen.update(options))
    monkeypatch.setattr(serve_module, "tune_gc", lambda: None)
    serve_module.serve(Settings(database_url="sqlite://"), out=io.StringIO())
    assert seen["proxy_headers"] is False


def test_serve_flags_build_the_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Settings] = []
    monkeypatch.setattr(serve_module, "serve", lambda settings, **_: seen.append(settings) or 0)
    argv = ["serve", "--database", "sqlite://"]
    assert main(argv) == 0
    assert seen[-1].public_url is None and seen[-1].openapi is False
    assert seen[-1].max_sockets_per_address == 32 and seen[-1].rooms_per_minute == 30
    assert (
        main(
            [
                *argv,
                "--public-url",
                "https://Gin.Example/",
                "--allowed-host",
                "gin.lan",
                "--allowed-host",
                "10.1.2.3",
                "--trusted-proxy",
                "127.0.0.1",
                "--trusted-proxy",
                "10.0.0.0/8",
                "--max-sockets-per-address",
                "5",
                "--rooms-per-minute",
                "0",
                "--max-body-bytes",
                "2048",
                "--openapi",
            ]
        )
        == 0
    )
    got = seen[-1]
    assert got.public_url == "https://gin.example"
    assert got.allowed_hosts == ("gin.lan", "10.1.2.3")
    assert got.trusted_proxies == ("127.0.0.1", "10.0.0.0/8")
    assert (got.max_sockets_per_address, got.rooms_per_minute, got.max_body_bytes) == (5, 0, 2048)
    assert got.openapi is True


@pytest.mark.parametrize(
    ("flags", "named"),
    [
        (["--public-url", "ftp://gin.example"], "--public-url"),
        (["--public-url", "https://gin.example/play"], "--public-url"),
        (["--allowed-host", "gin.lan:8000"], "--allowed-host"),
        (["--trusted-proxy", "proxy.lan"], "--trusted-proxy"),
        (["--max-sockets-per-address", "-1"], "--max-sockets-per-address"),
        (["--rooms-per-minute", "-3"], "--rooms-per-minute"),
        (["--max-body-bytes", "100"], "--max-body-bytes"),
    ],
)
def test_bad_serve_flags_are_refused(
    flags: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--database", "sqlite://", *flags]) == 2
    assert named in capsys.readouterr().err
