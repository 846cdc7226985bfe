"""The server's JSON HTTP API, as the terminal client calls it (docs/online.md).

Why the standard library's ``urllib``: the client makes a handful of small JSON
requests (make a player, join the queue and poll it, make or join a room); the
WebSocket, the one long-lived connection, is the ``websockets`` library's.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from typing import Any

from ..words.play import printable

TIMEOUT = 10.0
"""Seconds to wait for one HTTP answer."""


class ServerError(Exception):
    """The server refused a request (``code``: its error code, e.g. ``player/unknown``)
    or could not be reached (``code`` ``network``)."""

    def __init__(self, code: str, message: str, status: int | None = None) -> None:
        super().__init__(printable(message))  # the server's words, printed as they come
        self.code = code
        self.status = status


@dataclass(frozen=True)
class Player:
    """An anonymous online player: what ``POST /api/players`` gave."""

    player_id: str
    secret: str
    name: str

    @property
    def header(self) -> dict[str, str]:
        """The ``X-Player`` header of requests made as this player."""
        return {"X-Player": f"{self.player_id}:{self.secret}"}


@dataclass(frozen=True)
class Seat:
    """A seat at a table: the room, the seat number and its secret token."""

    room_id: str
    seat: int
    token: str


def normalise_server(url: str) -> str:
    """``url`` as the base of the API: a scheme (http by default), no trailing slash.

    :raises ServerError: ``request/invalid`` for something that is no http(s) address.
    """
    text = url.strip()
    if "://" not in text:
        text = "http://" + text
    try:
        parts = urllib.parse.urlsplit(text)
        parts.port  # noqa: B018 - a bad port raises here
    except ValueError:
        raise ServerError("request/invalid", f"not a server address: {url!r}") from None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ServerError("request/invalid", f"not a server address: {url!r}")
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, parts.path.rstrip("/"), "", ""))


class Api:
    """The JSON HTTP calls of one server (``base``: e.g. ``http://127.0.0.1:8000``)."""

    def __init__(self, base: str) -> None:
        self.base = normalise_server(base)

    def _call(
        self,
        method: str,
        path: str,
        body: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> dict[str, Any]:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Accept", "application/json")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        for name, value in (headers or {}).items():
            request.add_header(name, value)
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT) as answer:
                result: dict[str, Any] = json.loads(answer.read() or b"{}")
                return result
        except urllib.error.HTTPError as exc:
            try:
                error = json.loads(exc.read())
                code, message = str(error["code"]), str(error["message"])
            except (ValueError, KeyError, TypeError):
                code, message = "server/error", f"HTTP {exc.code} from {self.base}"
            raise ServerError(code, message, exc.code) from None
        except (urllib.error.URLError, OSError, ValueError) as exc:
            reason = getattr(exc, "reason", exc)
            raise ServerError("network", f"cannot reach {self.base}: {reason}") from None

    # ------------------------------------------------------------------ players
    def new_player(self, name: str) -> Player:
        """A new anonymous player named ``name`` (the server adds a tag: ``Ann#4821``)."""
        got = self._call("POST", "/api/players", {"name": name})
        return Player(got["player_id"], got["secret"], got["name"])

    def me(self, player: Player) -> dict[str, Any]:
        """The player's profile; ``player/unknown`` when the server does not know it."""
        return self._call("GET", "/api/players/me", headers=player.header)

    # ------------------------------------------------------------------ pairing
    def pair(
        self,
        player: Player,
        rules: str,
        target: int,
        *,
        clock: str | None = None,
        rating_range: int | None = None,
    ) -> dict[str, Any]:
        """Join the pairing queue of pool ``rules``-``target`` (or be paired at once),
        with the move ``clock`` (``"15/30"``...; the server's default when ``None``) and
        an opponent within ``rating_range`` points (``None``: any)."""
        body: dict[str, Any] = {"rules": rules, "target": target}
        if clock is not None:
            body["clock"] = clock
        if rating_range is not None:
            body["rating_range"] = rating_range
        return self._call("POST", "/api/pairing", body, player.header)

    def pairing(self, player: Player) -> dict[str, Any]:
        """The player's place in the queue (also the heartbeat that keeps it there)."""
        return self._call("GET", "/api/pairing", headers=player.header)

    def leave_pairing(self, player: Player) -> None:
        """Leave the queue."""
        self._call("DELETE", "/api/pairing", headers=player.header)

    # ------------------------------------------------------------------ challenges
    def challenges(self, player: Player) -> dict[str, Any]:
        """The challenges waiting for the player's answer (``incoming``) and the
        player's own (``outgoing``), as every page of the site asks for them."""
        return self._call("GET", "/api/challenges", headers=player.header)

    def accept_challenge(self, player: Player, challenge_id: str) -> Seat:
        """Accept a challenge: the table it made, and the player's seat at it."""
        path = f"/api/challenges/{urllib.parse.quote(challenge_id, safe='')}/accept"
        got = self._call("POST", path, {}, player.header)
        return Seat(got["room_id"], got["seat"], got["token"])

    # ------------------------------------------------------------------ rooms
    def new_room(self, player: Player, mode: str, **fields: Any) -> tuple[Seat, str | None]:
        """A new room (``mode`` ``friend`` or ``computer``) with seat 0 the player's,
        and its invite link (``None`` against the computer)."""
        got = self._call("POST", "/api/rooms", {"mode": mode, **fields}, player.header)
        invite = got.get("invite_url")
        if invite:
            invite = urllib.parse.urljoin(self.base + "/", invite)
        return Seat(got["room_id"], got["seat"], got["token"]), invite

    def join(self, player: Player, room_id: str) -> Seat:
        """Take the free seat of a friend's room."""
        path = f"/api/rooms/{urllib.parse.quote(room_id, safe='')}/join"
        got = self._call("POST", path, {}, player.header)
        return Seat(got["room_id"], got["seat"], got["token"])

    def room(self, room_id: str) -> dict[str, Any]:
        """The public facts of a room (``room/not_found`` when there is none)."""
        return self._call("GET", f"/api/rooms/{urllib.parse.quote(room_id, safe='')}")

    def lobby(self) -> dict[str, Any]:
        """The open tables, the games being played (to watch) and who waits in which
        pool, as the lobby page shows them."""
        return self._call("GET", "/api/lobby")

    # ------------------------------------------------------------------ tournaments
    def tournaments(self) -> dict[str, Any]:
        """The public tournaments: coming, running and the last finished."""
        return self._call("GET", "/api/tournaments")

    def tournament(self, tournament_id: str, player: Player | None = None) -> dict[str, Any]:
        """A tournament's standings and games, and with ``player`` their own part (their
        running game's seat); asking is also the player's presence, so they are paired."""
        path = f"/api/tournaments/{urllib.parse.quote(tournament_id, safe='')}"
        return self._call("GET", path, headers=player.header if player else None)

    def tournament_action(self, player: Player, tournament_id: str, action: str) -> dict[str, Any]:
        """``join``, ``pause`` or ``leave`` the tournament; its detail after."""
        path = f"/api/tournaments/{urllib.parse.quote(tournament_id, safe='')}/{action}"
        return self._call("POST", path, {}, player.header)

    def socket_url(self, seat: Seat) -> str:
        """The table's WebSocket address for ``seat``: no token in it (a URL is what
        proxies log); :class:`~ginrummy.netplay.connection.TableSocket` sends the token
        in the handshake's ``Sec-WebSocket-Protocol`` header."""
        return self._socket_base(seat.room_id)

    def watch_url(self, room_id: str) -> str:
        """The WebSocket address that watches the public game ``room_id``."""
        return f"{self._socket_base(room_id)}/watch"

    def _socket_base(self, room_id: str) -> str:
        parts = urllib.parse.urlsplit(self.base)
        scheme = "wss" if parts.scheme == "https" else "ws"
        room = urllib.parse.quote(room_id, safe="")
        return f"{scheme}://{parts.netloc}{parts.path}/ws/rooms/{room}"


_PAGES = ("join", "room", "watch")


def room_of_invite(text: str) -> str:
    """The room id in an invite link (``http://host/join/ROOM``), a game's page
    (``/room/ROOM``, ``/watch/ROOM``) or the id itself.

    :raises ServerError: ``request/invalid`` when ``text`` is neither.
    """
    value = text.strip()
    if "/" in value:
        path = urllib.parse.urlsplit(value).path.rstrip("/")
        head, _, room = path.rpartition("/")
        if not head.endswith(("/join", "/room", "/watch")) and head not in _PAGES:
            raise ServerError("request/invalid", f"not an invite link: {text!r}")
        value = room
    if not value or not all(c.isalnum() or c in "-_" for c in value):
        raise ServerError("request/invalid", f"not an invite link or room id: {text!r}")
    return value


__all__ = ["Api", "Player", "Seat", "ServerError", "normalise_server", "room_of_invite"]
