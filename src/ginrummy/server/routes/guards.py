"""What stands between the network and the game: per-address limits, the request body
limit, the WebSocket origin check, invite links that a Host header cannot forge, and the
security headers of every HTTP response.

The counts (sockets open, rooms created in the last minute) live in this process's
memory only. With ``ginrummy serve --workers N`` each worker keeps its own, so one
address may reach up to N times each limit in all; and a restart forgets them. They are
a brake on one greedy or buggy client, not a quota: a hard limit belongs in the reverse
proxy or the firewall.

The middlewares are plain ASGI (no Starlette ``BaseHTTPMiddleware``), so a refused
request costs no task, no buffering and no call into the app.
"""

from __future__ import annotations

import ipaddress
import json
import re
import time
from collections import deque
from collections.abc import Callable, Iterable
from typing import Final
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..settings import Settings
from ..wire.protocol import ErrorCode, ProtocolError, error_message

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

ROOM_WINDOW: Final = 60.0
"""Seconds over which :attr:`Settings.rooms_per_minute` counts room creations."""
CLOSE_BAD_ORIGIN: Final = 4403
"""Close code of a WebSocket whose Origin is refused (``auth/bad_origin``)."""
CLOSE_TOO_MANY_SOCKETS: Final = 4429
"""Close code of a WebSocket over :attr:`Settings.max_sockets_per_address`."""
DEFAULT_PORTS: Final = {"http": 80, "https": 443}

_HOST_NAME = re.compile(r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$")
_HOST_HEADER = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?$")
_CSP_HOST = re.compile(r"^[A-Za-z0-9.-]+(:[0-9]{1,5})?$")

PAGE_POLICY: Final = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'; connect-src"
)
"""The Content-Security-Policy of every response but ``/docs``, less connect-src's
sources: the pages load only their own files (ES modules, one stylesheet, no inline
script or style attribute), so nothing injected into a page could run or phone home."""
DOCS_POLICY: Final = (
    "default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
    "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
    "img-src 'self' data: https://fastapi.tiangolo.com; object-src 'none'; "
    "base-uri 'none'; frame-ancestors 'none'"
)
"""``/docs`` (only with :attr:`Settings.openapi`) is FastAPI's Swagger UI page: an
inline script and files from a CDN, so it gets a policy of its own."""
OTHER_HEADERS: Final = (
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-content-type-options", b"nosniff"),
)
"""Sent with every HTTP response: no framing (clickjacking a move or a rematch), no
room ids or tokens leaking in a Referer, no content sniffing of a stored name."""


# --------------------------------------------------------------------------- settings
def parse_networks(values: Iterable[str]) -> tuple[Network, ...]:
    """:attr:`Settings.trusted_proxies` as networks (an address is a network of one).

    :raises ValueError: a value is neither an IP address nor a network.
    """
    networks: list[Network] = []
    for value in values:
        try:
            networks.append(ipaddress.ip_network(value.strip(), strict=False))
        except ValueError:
            raise ValueError(f"not an IP address or network: {value!r}") from None
    return tuple(networks)


def check_host_name(value: str) -> str:
    """One of :attr:`Settings.allowed_hosts`, lower case, IPv6 without brackets.

    :raises ValueError: not a host name or an IP address (a port is not part of it).
    """
    name = value.strip().lower()
    bare = name[1:-1] if name.startswith("[") and name.endswith("]") else name
    try:
        return str(ipaddress.ip_address(bare))
    except ValueError:
        pass
    if not _HOST_NAME.match(name) or len(name) > 253:
        raise ValueError(f"not a host name (without a port) or an IP address: {value!r}")
    return name.rstrip(".")


def parse_public_url(url: str) -> str:
    """:attr:`Settings.public_url` as an origin: ``scheme://host[:port]``, lower case,
    the scheme's default port left out.

    :raises ValueError: not ``http(s)://host[:port]`` (with at most a trailing ``/``).
    """
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        raise ValueError(f"not a URL: {url!r}") from None
    if (
        parts.scheme not in DEFAULT_PORTS
        or not parts.hostname
        or parts.username is not None
        or parts.path not in ("", "/")
        or parts.query
        or parts.fragment
    ):
        raise ValueError(f"give the scheme and host only, as https://gin.example: {url!r}")
    return _origin_text(parts.scheme, check_host_name(parts.hostname), port)


def _origin_text(scheme: str, host: str, port: int | None) -> str:
    shown = f"[{host}]" if ":" in host else host
    if port is None or port == DEFAULT_PORTS.get(scheme):
        return f"{scheme}://{shown}"
    return f"{scheme}://{shown}:{port}"


def _origin_key(origin: str) -> tuple[str, str, int] | None:
    """``(scheme, host, port)`` of an Origin header or public URL; ``None`` when it is
    not an http(s) origin (``null`` included)."""
    try:
        parts = urlsplit(origin.strip())
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in DEFAULT_PORTS or not parts.hostname:
        return None
    return parts.scheme, parts.hostname, port or DEFAULT_PORTS[parts.scheme]


def _host_key(host: str | None) -> tuple[str, int | None] | None:
    """``(host, port or None)`` of a Host header; ``None`` when it is not one."""
    if host is None or not _HOST_HEADER.match(host):
        return None
    try:
        parts = urlsplit("//" + host)
        port = parts.port
    except ValueError:
        return None
    return (parts.hostname, port) if parts.hostname else None


# --------------------------------------------------------------------------- scope helpers
def _headers(scope: Scope, name: bytes) -> list[str]:
    return [value.decode("latin-1") for key, value in scope.get("headers", ()) if key == name]


def _header(scope: Scope, name: bytes) -> str | None:
    values = _headers(scope, name)
    return values[0] if values else None


def _ip(text: str) -> IPAddress | None:
    try:
        address = ipaddress.ip_address(text.strip())
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def _address_key(text: str) -> str:
    """What the limits count by: an IPv4 address, the /64 of an IPv6 one (a single
    host is commonly given a whole /64), or the peer's name as given (test clients)."""
    address = _ip(text)
    if address is None:
        return text
    if isinstance(address, ipaddress.IPv6Address):
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


# --------------------------------------------------------------------------- the guard
class Guard:
    """The settings' guards, checked once, with this process's per-address counts.

    :raises ValueError: from the constructor, when a guard setting is invalid.
    """

    def __init__(self, settings: Settings, clock: Callable[[], float] = time.monotonic) -> None:
        self.settings = settings
        self.trusted = parse_networks(settings.trusted_proxies)
        self.allowed_hosts = frozenset(check_host_name(h) for h in settings.allowed_hosts)
        self.public_origin = parse_public_url(settings.public_url) if settings.public_url else None
        self._public_key = _origin_key(self.public_origin) if self.public_origin else None
        self._clock = clock
        self._sockets: dict[str, int] = {}
        self._rooms: dict[str, deque[float]] = {}
        self._swept = clock()

    # ------------------------------------------------------------ who is the client
    def _is_trusted(self, text: str) -> bool:
        address = _ip(text)
        return address is not None and any(address in net for net in self.trusted)

    def address(self, scope: Scope) -> str:
        """The client's address, as the limits count it. The peer, unless the peer is a
        trusted proxy: then the rightmost ``X-Forwarded-For`` hop that is not itself a
        trusted proxy (every hop left of it is whatever the client chose to send), else
        ``X-Real-IP``. A header that does not parse is ignored."""
        client = scope.get("client")
        peer = str(client[0]) if client else "unknown"
        if not self._is_trusted(peer):
            return _address_key(peer)
        hops = [
            hop.strip() for line in _headers(scope, b"x-forwarded-for") for hop in line.split(",")
        ]
        if hops and all(_ip(hop) is not None for hop in hops):
            untrusted = [hop for hop in hops if not self._is_trusted(hop)]
            return _address_key(untrusted[-1] if untrusted else hops[0])
        real = _header(scope, b"x-real-ip")
        if real is not None and _ip(real) is not None:
            return _address_key(real)
        return _address_key(peer)

    # ------------------------------------------------------------ the counts
    def open_socket(self, address: str) -> bool:
        """Count one more socket of ``address``; False (and nothing counted) at the limit."""
        limit = self.settings.max_sockets_per_address
        count = self._sockets.get(address, 0)
        if 0 < limit <= count:
            return False
        self._sockets[address] = count + 1
        return True

    def close_socket(self, address: str) -> None:
        """One socket of ``address`` closed."""
        count = self._sockets.get(address, 0) - 1
        if count > 0:
            self._sockets[address] = count
        else:
            self._sockets.pop(address, None)

    def allow_room(self, address: str) -> bool:
        """Count a room creation by ``address``; False (and nothing counted) when it made
        :attr:`Settings.rooms_per_minute` already in the last :data:`ROOM_WINDOW` seconds."""
        limit = self.settings.rooms_per_minute
        if limit <= 0:
            return True
        now = self._clock()
        self._sweep(now)
        stamps = self._rooms.setdefault(address, deque())
        while stamps and stamps[0] <= now - ROOM_WINDOW:
            stamps.popleft()
        if len(stamps) >= limit:
            return False
        stamps.append(now)
        return True

    def _sweep(self, now: float) -> None:
        """Forget the addresses with no creation in the window, once a window, so the
        table holds only recent addresses however many come by."""
        if now - self._swept < ROOM_WINDOW:
            return
        self._swept = now
        stale = [
            a for a, stamps in self._rooms.items() if not stamps or stamps[-1] <= now - ROOM_WINDOW
        ]
        for address in stale:
            del self._rooms[address]

    def sockets_open(self, address: str) -> int:
        """Sockets of ``address`` open now (for tests and monitoring)."""
        return self._sockets.get(address, 0)

    # ------------------------------------------------------------ origins and hosts
    def origin_allowed(self, scope: Scope) -> bool:
        """A WebSocket's Origin: none at all (not a browser, so no other site's page can
        be behind it) passes; otherwise it must be :attr:`Settings.public_url`'s origin,
        or without one, the Host the request was sent to (same host and port)."""
        origin = _header(scope, b"origin")
        if origin is None:
            return True
        key = _origin_key(origin)
        if key is None:
            return False
        if self._public_key is not None:
            return key == self._public_key
        host = _host_key(_header(scope, b"host"))
        if host is None:
            return False
        name, port = host
        return (name, port or DEFAULT_PORTS[key[0]]) == key[1:]

    def invite_url(self, scope: Scope, room_id: str) -> str:
        """The invite link of a friend room: on :attr:`Settings.public_url` when set;
        else on the request's Host when that host is one of
        :attr:`Settings.allowed_hosts`; else the path alone (the browser makes it absolute
        on the page's own address), never a link on a host the client made up."""
        path = f"/join/{room_id}"
        if self.public_origin is not None:
            return self.public_origin + path
        host = _host_key(_header(scope, b"host"))
        if host is None or host[0] not in self.allowed_hosts:
            return path
        scheme = "https" if scope.get("scheme") == "https" else "http"
        return _origin_text(scheme, host[0], host[1]) + path

    def content_security_policy(self, scope: Scope) -> str:
        """The policy of one response: :data:`PAGE_POLICY` with the same origin's
        WebSocket sources spelled out (older browsers do not count ``ws:`` as
        ``'self'``), or :data:`DOCS_POLICY` for ``/docs``."""
        if self.settings.openapi and scope.get("path") == "/docs":
            return DOCS_POLICY
        sources = ["'self'"]
        host = _header(scope, b"host")
        if host is not None and _CSP_HOST.match(host):
            sources += [f"ws://{host}", f"wss://{host}"]
        if self.public_origin is not None:
            sources.append("ws" + self.public_origin.removeprefix("http"))
        return f"{PAGE_POLICY} {' '.join(sources)}"


# --------------------------------------------------------------------------- middlewares
class SecurityHeaders:
    """Adds the security headers to every HTTP response (a header the app set itself is
    left alone)."""

    def __init__(self, app: ASGIApp, guard: Guard) -> None:
        self.app = app
        self.guard = guard

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        policy = self.guard.content_security_policy(scope).encode()
        extra = ((b"content-security-policy", policy), *OTHER_HEADERS)

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", ()))
                present = {name.lower() for name, _ in headers}
                headers += [(name, value) for name, value in extra if name not in present]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)


class _TooLarge(Exception):
    """Raised into the app from ``receive`` when the body passes the limit."""


class BodyLimit:
    """Refuses an HTTP request body over ``max_bytes`` with 413 ``request/too_large``,
    before the app parses it: at once when Content-Length says so, else as soon as the
    streamed chunks (a chunked body has no length) add up to more. The app never holds
    more than ``max_bytes`` of it; whatever it answers to the cut-off read is dropped."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _header(scope, b"content-length")
        if declared is not None and declared.strip().isdigit() and int(declared) > self.max_bytes:
            await self._refuse(send)
            return
        received = 0
        over = False
        started = False

        async def counted_receive() -> Message:
            nonlocal received, over
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    over = True
                    raise _TooLarge
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if over:
                return
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted_receive, guarded_send)
        except Exception:
            if not over:
                raise
        if over and not started:
            await self._refuse(send)

    async def _refuse(self, send: Send) -> None:
        body = json.dumps(
            {
                "code": "request/too_large",
                "message": f"request bodies are limited to {self.max_bytes} bytes",
            }
        ).encode()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),
        ]
        await send({"type": "http.response.start", "status": 413, "headers": headers})
        await send({"type": "http.response.body", "body": body})


class SocketGuard:
    """Checks a WebSocket before the app sees it: its Origin (``auth/bad_origin``, close
    code 4403), then its address's open sockets (``rate/limited``, close code 4429). A
    refused socket is accepted only to be told why, then closed; it holds no room, seat
    or count."""

    def __init__(self, app: ASGIApp, guard: Guard) -> None:
        self.app = app
        self.guard = guard

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        if not self.guard.origin_allowed(scope):
            error = ProtocolError(ErrorCode.BAD_ORIGIN, "this page's origin may not open a table")
            await _refuse_socket(receive, send, error, CLOSE_BAD_ORIGIN)
            return
        address = self.guard.address(scope)
        if not self.guard.open_socket(address):
            limit = self.guard.settings.max_sockets_per_address
            error = ProtocolError(
                ErrorCode.RATE_LIMITED, f"at most {limit} connections at once from one address"
            )
            await _refuse_socket(receive, send, error, CLOSE_TOO_MANY_SOCKETS)
            return
        try:
            await self.app(scope, receive, send)
        finally:
            self.guard.close_socket(address)


async def _refuse_socket(receive: Receive, send: Send, error: ProtocolError, code: int) -> None:
    message = await receive()
    if message["type"] != "websocket.connect":
        return
    await send({"type": "websocket.accept"})
    await send({"type": "websocket.send", "text": json.dumps(error_message(error))})
    await send({"type": "websocket.close", "code": code})


__all__ = [
    "CLOSE_BAD_ORIGIN",
    "CLOSE_TOO_MANY_SOCKETS",
    "BodyLimit",
    "Guard",
    "SecurityHeaders",
    "SocketGuard",
    "check_host_name",
    "parse_networks",
    "parse_public_url",
]
