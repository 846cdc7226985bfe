"""The routes of statistics, history and replays, and of the installable web app:
``GET /api/history``, ``GET /api/replay/{room_id}/{game_number}``, the page ``/stats``
and the service worker ``/sw.js`` (docs/protocol.md lists the answers, docs/web.md the
page and "Installing").

The queries and the replay are :mod:`.history`'s, run on a storage thread.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import threading
from pathlib import Path as FilePath
from typing import Annotated, Any

from fastapi import FastAPI, Header, Path, Query
from fastapi.responses import Response

from ... import __version__
from ..online.history import (
    OFFSET_MAX,
    PAGE_DEFAULT,
    PAGE_MAX,
    Person,
    ReplayRefused,
    StoredGame,
    allowed_seat,
    game_record,
    history,
    load_game,
    replay,
)
from ..rooms.manager import RoomManager
from ..settings import Settings
from ..wire.views import dumps
from .common import CLIENT_ID, ApiError, static_page
from .online_api import PlayerHeader

SeatToken = Annotated[str | None, Header(alias="X-Seat-Token", max_length=200)]
RoomId = Annotated[str, Path(max_length=32)]
GameNumber = Annotated[int, Path(ge=1, le=1_000_000)]
SeatNumber = Annotated[int, Query(ge=0, le=1)]

OFFLINE_PAGES = ("/", "/stats")
"""Pages (served by routes, not from /static/) the service worker keeps for offline use."""
PRECACHE_MAX_BYTES = 2_000_000
"""A static file larger than this is not fetched ahead by the service worker."""


class StaticBuild:
    """What the service worker is told about the static files: their paths and a cache
    name (the package version and a digest of the files' contents, so any change to a
    file makes a new worker, which replaces the old cache). The digest is worked out
    again only when a file's size or time changed."""

    def __init__(self, static_dir: FilePath) -> None:
        self.static_dir = static_dir
        self._lock = threading.Lock()
        self._seen: tuple[tuple[str, int, int], ...] | None = None
        self._build: dict[str, Any] = {}

    def _files(self) -> list[tuple[str, FilePath]]:
        if not self.static_dir.is_dir():
            return []
        found = []
        for path in sorted(self.static_dir.rglob("*")):
            rel = path.relative_to(self.static_dir).as_posix()
            if (
                not path.is_file()
                or rel == "sw.js"
                or any(p.startswith(".") for p in rel.split("/"))
            ):
                continue
            found.append((rel, path))
        return found

    def build(self) -> dict[str, Any]:
        """``{"version", "files"}`` for the worker (the files as URLs)."""
        files = self._files()
        stats = [(rel, path.stat()) for rel, path in files]
        seen = tuple((rel, st.st_size, st.st_mtime_ns) for rel, st in stats)
        with self._lock:
            if seen != self._seen:
                digest = hashlib.sha256()
                for rel, path in files:
                    digest.update(rel.encode())
                    digest.update(path.read_bytes())
                small = [rel for rel, st in stats if st.st_size <= PRECACHE_MAX_BYTES]
                self._build = {
                    "version": f"{__version__}-{digest.hexdigest()[:12]}",
                    "files": [*OFFLINE_PAGES, *(f"/static/{rel}" for rel in small)],
                }
                self._seen = seen
            return self._build

    def worker(self) -> str:
        """``sw.js`` with its build facts put in front (``self.GINRUMMY_BUILD``)."""
        source = (self.static_dir / "sw.js").read_text(encoding="utf-8")
        return f"self.GINRUMMY_BUILD = {json.dumps(self.build())};\n{source}"


async def check_seat_holder(
    app: FastAPI,
    manager: RoomManager,
    room_id: str,
    seat: int,
    token: str | None,
    player_header: str | None,
) -> None:
    """Let only the seat's holder through: its token, or else (``X-Player``) its player.
    The replays, the records and the reviews of a seat are its holder's alone.

    :raises ReplayRefused: 403 not this seat's, 404 no such room.
    :raises ApiError: 401 ``player/unknown`` for a wrong ``X-Player``.
    """
    engine = manager.store.engine
    try:
        await manager.run_db(allowed_seat, engine, room_id, seat, token=token, player_id=None)
    except ReplayRefused as refused:
        if refused.status != 403 or not player_header:
            raise
        # Not by the token: maybe as the seat's player (401 when the header is wrong).
        player = await app.state.player_of(player_header)
        await manager.run_db(
            allowed_seat, engine, room_id, seat, token=None, player_id=player.player_id
        )


def add_history_routes(app: FastAPI, manager: RoomManager, settings: Settings) -> None:
    """The routes of this module on ``app`` (after the online routes: a player is
    checked with their ``app.state.player_of``)."""
    engine = manager.store.engine
    static = settings.static_dir
    build = StaticBuild(static)

    @app.get("/api/history")
    async def get_history(
        client_id: Annotated[str | None, Query(max_length=64)] = None,
        limit: Annotated[int, Query(ge=1, le=PAGE_MAX)] = PAGE_DEFAULT,
        offset: Annotated[int, Query(ge=0, le=OFFSET_MAX)] = 0,
        x_player: PlayerHeader = None,
    ) -> Response:
        if client_id is not None and not CLIENT_ID.match(client_id):
            raise ApiError(422, "request/invalid", "client_id: letters, digits, _ and - only")
        player = await app.state.player_of(x_player)  # 401 player/unknown when wrong
        person = Person(client_id or None, None if player is None else player.player_id)
        if person.client_id is None and person.player_id is None:
            raise ApiError(422, "request/invalid", "client_id or X-Player is required")
        result = await manager.run_db(history, engine, person, limit=limit, offset=offset)
        return Response(dumps(result), media_type="application/json")

    async def finished_game(
        room_id: str, game_number: int, seat: int, x_seat_token: str | None, x_player: str | None
    ) -> StoredGame:
        """The finished game, for the seat's token or its player only."""
        try:
            await check_seat_holder(app, manager, room_id, seat, x_seat_token, x_player)
            stored: StoredGame = await manager.run_db(load_game, engine, room_id, game_number)
        except ReplayRefused as refused:
            raise ApiError(refused.status, refused.code, refused.message) from None
        return stored

    @app.get("/api/replay/{room_id}/{game_number}")
    async def get_replay(
        room_id: RoomId,
        game_number: GameNumber,
        seat: SeatNumber,
        x_seat_token: SeatToken = None,
        x_player: PlayerHeader = None,
    ) -> Response:
        stored = await finished_game(room_id, game_number, seat, x_seat_token, x_player)
        # Replaying is the engine's work, not storage's: off the storage threads.
        result = await asyncio.to_thread(replay, stored, seat)
        return Response(dumps(result), media_type="application/json")

    @app.get("/api/record/{room_id}/{game_number}")
    async def get_record(
        room_id: RoomId,
        game_number: GameNumber,
        seat: SeatNumber,
        x_seat_token: SeatToken = None,
        x_player: PlayerHeader = None,
    ) -> Response:
        """A finished game's record, with every hand's proof (``ginrummy verify``)."""
        stored = await finished_game(room_id, game_number, seat, x_seat_token, x_player)
        record = await asyncio.to_thread(game_record, stored)
        return Response(dumps({"record": record.to_dict()}), media_type="application/json")

    @app.get("/stats", include_in_schema=False)
    async def stats_page() -> Response:
        return static_page(static, "stats.html")

    @app.get("/sw.js", include_in_schema=False)
    async def service_worker() -> Response:
        if not (static / "sw.js").is_file():
            raise ApiError(404, "not_found", "the web front end is not installed")
        text = await asyncio.to_thread(build.worker)
        return Response(
            text,
            media_type="text/javascript",
            headers={"Cache-Control": "no-cache", "Service-Worker-Allowed": "/"},
        )


__all__ = ["StaticBuild", "add_history_routes"]
