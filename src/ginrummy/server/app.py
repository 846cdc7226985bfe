"""The FastAPI application: the lobby over HTTP, the tables over WebSocket, the pages.

``create_app(settings, store=None)`` holds no rule logic: the lobby validates requests
and calls :class:`~ginrummy.server.rooms.manager.RoomManager`; the socket handler enforces the
size and rate limits, parses each frame into a versioned message and hands it to the
manager, which runs the checks of :mod:`ginrummy.server.rooms.authority`. Every refusal is a
typed error and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import unicodedata
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..agents import LEVELS
from ..core.errors import GinRummyError
from ..core.rules import (
    MAX_RESHUFFLES,
    PRESETS,
    DealerRotation,
    ReshuffleAt,
    Rules,
    Shutout,
    StockEnd,
)
from .cluster.fanout import Fanout
from .online.ratings import pool_name
from .rooms.chat import QUICK_PHRASES
from .rooms.limits import TokenBucket
from .rooms.manager import RoomManager, RoomUnloaded
from .rooms.room import Room
from .routes.common import ApiError, not_found_page, static_page, wants_page
from .routes.guards import BodyLimit, Guard, SecurityHeaders, SocketGuard
from .routes.history_api import add_history_routes
from .routes.online_api import PlayerHeader, add_online_routes, clock_json
from .routes.operations import add_routes
from .routes.review_api import add_review_routes
from .settings import Settings
from .storage.store import RoomSetup, Store, make_origin
from .wire.preset_text import PRESET_LABELS, describe
from .wire.protocol import (
    PONG,
    Act,
    Chat,
    ErrorCode,
    HintRequest,
    NextHand,
    Pace,
    Ping,
    ProtocolError,
    Rematch,
    Resign,
    Seed,
    TakeBack,
    error_message,
    parse_client_message,
)
from .wire.protocol import Claim as ClaimGame

log = logging.getLogger("ginrummy.server")

CLIENT_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")

OPTION_SPECS: list[dict[str, Any]] = [
    {"name": "knock_limit", "label": "Knock limit", "type": "int", "min": 0, "max": 10},
    {"name": "game_target", "label": "Target score", "type": "int", "min": 1, "max": 1000},
    {"name": "gin_bonus", "label": "Gin bonus", "type": "int", "min": 0, "max": 1000},
    {
        "name": "big_gin_bonus",
        "label": "Big gin bonus (empty: no big gin)",
        "type": "int",
        "min": 0,
        "max": 1000,
        "nullable": True,
    },
    {"name": "undercut_bonus", "label": "Undercut bonus", "type": "int", "min": 0, "max": 1000},
    {"name": "undercut_on_tie", "label": "Equal deadwood is an undercut", "type": "bool"},
    {"name": "game_bonus", "label": "Game bonus", "type": "int", "min": 0, "max": 1000},
    {
        "name": "box_bonus",
        "label": "Bonus per hand won (box)",
        "type": "int",
        "min": 0,
        "max": 1000,
    },
    {
        "name": "shutout",
        "label": "Shutout",
        "type": "choice",
        "choices": [str(s) for s in Shutout],
    },
    {"name": "spades_double", "label": "Spade upcard doubles the hand", "type": "bool"},
    {
        "name": "knock_limit_from_upcard",
        "label": "Upcard sets the knock limit (Oklahoma)",
        "type": "bool",
    },
    {"name": "hollywood", "label": "Hollywood: three games scored at once", "type": "bool"},
    {
        "name": "squared_pile",
        "label": "Squared-up discard pile (only the top card shows)",
        "type": "bool",
    },
    {
        "name": "upcard_offer_to_dealer",
        "label": "A passed first upcard is offered to the dealer (else the dealer plays first)",
        "type": "bool",
    },
    {
        "name": "stock_exhausted",
        "label": "When the stock runs out",
        "type": "choice",
        "choices": [str(s) for s in StockEnd],
    },
    {
        "name": "reshuffle_at",
        "label": "Reshuffle at (two cards left, or empty)",
        "type": "choice",
        "choices": [str(s) for s in ReshuffleAt],
    },
    {
        "name": "reshuffle_limit",
        "label": "Reshuffles a hand (empty: every time)",
        "type": "int",
        "min": 1,
        "max": MAX_RESHUFFLES,
        "nullable": True,
    },
]
"""The options the start page offers (and the only ones ``POST /api/rooms`` accepts)."""
_SPECS = {spec["name"]: spec for spec in OPTION_SPECS}
_ = DealerRotation  # the other option types exist but are not offered

LEVEL_LABELS = {
    "easy": "Easy",
    "medium": "Medium",
    "hard": "Hard",
    "apprentice": "Apprentice",
    "master": "Master",
}


OptionValue = Annotated[int, Field(strict=True)] | bool | str | None


class CreateRoom(BaseModel):
    """``POST /api/rooms``."""

    model_config = ConfigDict(extra="forbid")
    mode: Literal["computer", "friend"]
    level: Literal["easy", "medium", "hard", "apprentice", "master"] = "medium"
    rules: Annotated[str, Field(max_length=32)] = "standard"
    options: Annotated[dict[str, OptionValue], Field(max_length=20)] = Field(default_factory=dict)
    name: Annotated[str, Field(max_length=24)] | None = None
    client_id: Annotated[str, Field(max_length=64)] | None = None
    visibility: Literal["private", "public"] = "private"
    clock: Annotated[dict[str, int | float], Field(max_length=4)] | None = None
    fair: bool = False
    """The browser will send a seed for the first hand (docs/fairness.md): the hand
    waits for it."""


class JoinRoom(BaseModel):
    """``POST /api/rooms/{room_id}/join``."""

    model_config = ConfigDict(extra="forbid")
    name: Annotated[str, Field(max_length=24)] | None = None
    client_id: Annotated[str, Field(max_length=64)] | None = None
    fair: bool = False


REFUSED_IN_NAMES = frozenset({"Cc", "Cf", "Cs"})
"""Unicode categories a name may not contain: control characters (NUL cannot even be
stored in PostgreSQL), invisible format characters (a right-to-left override would
turn the opponent's name, or the text after it, around) and lone surrogates (not UTF-8)."""


def _clean_name(name: str | None, default: str) -> str:
    if name and any(unicodedata.category(ch) in REFUSED_IN_NAMES for ch in name):
        raise ApiError(422, "request/invalid", "name: control or format characters")
    text = " ".join((name or "").split())
    return text[:24] if text else default


def _clean_client_id(client_id: str | None) -> str | None:
    if client_id is None or client_id == "":
        return None
    if not CLIENT_ID.match(client_id):
        raise ApiError(422, "request/invalid", "client_id: letters, digits, _ and - only")
    return client_id


def rules_from_request(preset: str, options: dict[str, Any]) -> Rules:
    """The rules of a new room: a preset with the offered options on top, checked."""
    key = preset.strip().lower()
    if key not in PRESETS:
        raise ApiError(422, "rules/invalid", f"unknown rules preset {preset!r}")
    changes: dict[str, Any] = {}
    for name, value in options.items():
        spec = _SPECS.get(name)
        if spec is None:
            raise ApiError(422, "rules/invalid", f"the option {name!r} cannot be set here")
        kind = spec["type"]
        if value is None and spec.get("nullable"):
            changes[name] = None
            continue
        if kind == "int":
            ok = isinstance(value, int) and not isinstance(value, bool)
            ok = ok and spec["min"] <= value <= spec["max"]
        elif kind == "bool":
            ok = isinstance(value, bool)
        else:
            ok = value in spec["choices"]
        if not ok:
            raise ApiError(422, "rules/invalid", f"bad value for {name}: {value!r}")
        changes[name] = value
    try:
        return PRESETS[key].replace(**changes) if changes else PRESETS[key]
    except (GinRummyError, TypeError, ValueError) as exc:
        raise ApiError(422, "rules/invalid", str(exc)) from None


def is_preset(rules: Rules) -> bool:
    """Whether ``rules`` are a preset's own, the target aside (a rating pool is a preset
    and a target; a game with other options changed is not rated)."""
    preset = PRESETS.get(rules.name)
    return preset is not None and rules.replace(game_target=preset.game_target) == preset


def options_payload() -> dict[str, Any]:
    """``GET /api/options``: what the start page offers."""
    return {
        "protocol": 1,
        "levels": [{"name": name, "label": LEVEL_LABELS[name]} for name in LEVELS],
        "default_level": "medium",
        "presets": [
            {
                "name": name,
                "label": PRESET_LABELS.get(name, name),
                "description": describe(name, rules),
                "rules": rules.to_dict(),
            }
            for name, rules in PRESETS.items()
        ],
        "default_preset": "standard",
        "options": OPTION_SPECS,
        "chat_phrases": list(QUICK_PHRASES),
    }


class _Socket:
    """A WebSocket as a room :class:`~ginrummy.server.rooms.manager.Connection`: every frame the
    server sends a seat goes through :meth:`send_text` (the leak test watches it)."""

    __slots__ = ("room", "seat", "ws")

    def __init__(self, ws: WebSocket, room: Room, seat: int) -> None:
        self.ws = ws
        self.room = room
        self.seat = seat

    async def send_text(self, data: str) -> None:
        await self.ws.send_text(data)


def create_app(settings: Settings | None = None, store: Store | None = None) -> FastAPI:
    """The web server: lobby, tables and pages, on ``store`` (or ``settings.database_url``)."""
    settings = settings or Settings()
    guard = Guard(settings)
    own_store = store is None
    origin = make_origin()
    the_store = store if store is not None else Store(settings.database_url, origin=origin)
    manager = RoomManager(settings, the_store)
    fanout = Fanout(manager)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        sweeper = asyncio.get_running_loop().create_task(manager.unload_idle_forever())
        fanout.start()
        if settings.think_workers > 0:  # the thinking processes start while we serve
            manager.spawn(manager.thinker.start())
        yield
        await fanout.stop()
        sweeper.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await sweeper
        await manager.close()
        if own_store:
            the_store.close()

    app = FastAPI(
        title="ginrummy",
        lifespan=lifespan,
        openapi_url="/openapi.json" if settings.openapi else None,
        docs_url="/docs" if settings.openapi else None,
        redoc_url=None,
    )
    app.add_middleware(SocketGuard, guard=guard)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    app.add_middleware(SecurityHeaders, guard=guard)
    app.state.guard = guard
    app.state.manager = manager
    app.state.fanout = fanout
    add_routes(app, manager, fanout)
    add_online_routes(app, manager, settings)
    add_history_routes(app, manager, settings)  # statistics, replays, /stats, /sw.js
    add_review_routes(app, manager)  # game reviews, graded in the thinking pool
    app.state.store = the_store
    app.state.settings = settings

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse({"code": exc.code, "message": exc.message}, status_code=exc.status)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> Response:
        # An address with nothing behind it is answered with the styled page, not
        # {"detail": "Not Found"}; the API and the static files keep their plain 404.
        if exc.status_code == 404 and wants_page(request.url.path):
            return not_found_page(settings.static_dir)
        return await http_exception_handler(request, exc)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {"loc": (), "msg": "invalid request"}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "request"
        return JSONResponse(
            {"code": "request/invalid", "message": f"{where}: {first.get('msg', 'invalid')}"},
            status_code=422,
        )

    async def room_or_404(room_id: str) -> Room:
        room = await manager.get(room_id)
        if room is None:
            raise ApiError(404, "room/not_found", "there is no such room")
        return room

    # ------------------------------------------------------------------ lobby
    @app.get("/api/options")
    async def get_options() -> dict[str, Any]:
        return options_payload()

    @app.post("/api/rooms", status_code=201)
    async def create_room(
        body: CreateRoom, request: Request, x_player: PlayerHeader = None
    ) -> dict[str, Any]:
        rules = rules_from_request(body.rules, body.options)
        client_id = _clean_client_id(body.client_id)
        player = await app.state.player_of(x_player)
        name = player.name if player is not None else _clean_name(body.name, "Player 1")
        public = body.mode == "friend" and body.visibility == "public"
        setup = RoomSetup(
            visibility="public" if public else "private",
            # Rated: a player's game against the computer, or a public table, played to
            # a preset's rules (any target: the pool says which); house rules are not.
            rated=player is not None and (body.mode == "computer" or public) and is_preset(rules),
            pool=pool_name(rules.name, rules.game_target),
            clock=clock_json(body.clock) if body.mode == "friend" else None,
            host_player=None if player is None else player.player_id,
        )
        if not guard.allow_room(guard.address(request.scope)):
            raise ApiError(
                429,
                "rate/limited",
                f"at most {settings.rooms_per_minute} new rooms a minute from one address",
            )
        room, token = await manager.create(
            mode=body.mode,
            level=body.level if body.mode == "computer" else None,
            rules=rules,
            name=name,
            client_id=client_id,
            setup=setup,
            player_id=None if player is None else player.player_id,
            fair=body.fair,
        )
        invite = None
        if body.mode == "friend":
            invite = guard.invite_url(request.scope, room.room_id)
        return {"room_id": room.room_id, "seat": 0, "token": token, "invite_url": invite}

    @app.get("/api/rooms/{room_id}")
    async def get_room(room_id: str) -> dict[str, Any]:
        return (await room_or_404(room_id)).public_info()

    @app.post("/api/rooms/{room_id}/join")
    async def join_room(
        room_id: str, body: JoinRoom, x_player: PlayerHeader = None
    ) -> dict[str, Any]:
        client_id = _clean_client_id(body.client_id)
        player = await app.state.player_of(x_player)
        name = player.name if player is not None else _clean_name(body.name, "Player 2")
        while True:
            room = await room_or_404(room_id)
            try:
                seat, token = await manager.join(
                    room,
                    name=name,
                    client_id=client_id,
                    player_id=None if player is None else player.player_id,
                    fair=body.fair,
                )
            except RoomUnloaded:
                continue  # unloaded meanwhile: the next lookup loads it again
            except ProtocolError as exc:
                raise ApiError(409, str(exc.code), exc.message) from None
            return {"room_id": room.room_id, "seat": seat, "token": token}

    @app.get("/api/stats")
    async def get_stats(client_id: Annotated[str, Query(max_length=64)]) -> dict[str, Any]:
        checked = _clean_client_id(client_id)
        if checked is None:
            raise ApiError(422, "request/invalid", "client_id is required")
        return await manager.stats(checked)

    # ------------------------------------------------------------------ pages
    static = settings.static_dir

    def page(name: str) -> Response:
        return static_page(static, name)

    @app.get("/", include_in_schema=False)
    async def index() -> Response:
        return page("index.html")

    @app.get("/room/{room_id}", include_in_schema=False)
    async def room_page(room_id: str) -> Response:
        if await manager.get(room_id) is None:
            return not_found_page(static)
        return page("room.html")

    @app.get("/join/{room_id}", include_in_schema=False)
    async def join_page(room_id: str) -> Response:
        if await manager.get(room_id) is None:
            return not_found_page(static)
        return page("join.html")

    @app.get("/rules", include_in_schema=False)
    async def rules_page(preset: Annotated[str, Query(max_length=32)] = "standard") -> Response:
        # The page reads ?preset= (or ?room=) itself; an unknown preset is a bad link.
        if preset.strip().lower() not in PRESETS:
            return not_found_page(static)
        return page("rules.html")

    app.mount("/static", StaticFiles(directory=static, check_dir=False), name="static")

    # ------------------------------------------------------------------ tables
    @app.websocket("/ws/rooms/{room_id}")
    async def table_socket(websocket: WebSocket, room_id: str) -> None:
        await websocket.accept()
        while True:
            room = await manager.get(room_id)
            if room is None:
                error = ProtocolError(ErrorCode.ROOM_NOT_FOUND, "there is no such room")
                await websocket.send_json(error_message(error))
                await websocket.close(code=4404)
                return
            try:
                seat = await manager.seat_for_token(room, websocket.query_params.get("token"))
            except ProtocolError as exc:
                await websocket.send_json(error_message(exc))
                await websocket.close(code=4401)
                return
            conn = _Socket(websocket, room, seat)
            try:
                await manager.connect(room, seat, conn)
                break
            except RoomUnloaded:
                continue  # unloaded meanwhile: the next lookup loads it again
        bucket = TokenBucket(settings.rate_burst, settings.rate_per_second)
        try:
            while True:
                frame = await websocket.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                text = frame.get("text")
                if text is None:
                    await _refuse_binary(room, conn, bucket)
                    continue
                await _handle(manager, settings, room, seat, conn, bucket, text)
        except WebSocketDisconnect:
            pass
        finally:
            await manager.disconnect(room, seat, conn)

    return app


async def _handle(
    manager: RoomManager,
    settings: Settings,
    room: Room,
    seat: int,
    conn: _Socket,
    bucket: TokenBucket,
    text: str,
) -> None:
    """One client frame: limits, schema, then the manager; errors go back to this socket."""
    try:
        if len(text) > settings.max_message_bytes or (
            len(text.encode("utf-8")) > settings.max_message_bytes
        ):
            raise ProtocolError(
                ErrorCode.TOO_LARGE, f"messages are limited to {settings.max_message_bytes} bytes"
            )
        if not bucket.take():
            raise ProtocolError(ErrorCode.RATE_LIMITED, "too many messages: slow down")
        message = parse_client_message(text)
        if isinstance(message, Act):
            await manager.act(room, seat, message)
        elif isinstance(message, NextHand):
            await manager.next_hand(room, seat)
        elif isinstance(message, Rematch):
            await manager.rematch(room, seat)
        elif isinstance(message, HintRequest):
            await manager.hint(room, seat, conn)
        elif isinstance(message, Ping):
            await conn.send_text(json.dumps(PONG))
        elif isinstance(message, Chat):
            await manager.meeting.chat(room, seat, message.text)
        elif isinstance(message, ClaimGame):
            await manager.meeting.claim(room, seat)
        elif isinstance(message, Resign):
            await manager.meeting.resign(room, seat)
        elif isinstance(message, TakeBack):
            await manager.take_back(room, seat, message)
        elif isinstance(message, Pace):
            manager.pace(room, message)
        elif isinstance(message, Seed):
            await manager.seed(room, seat, message)
    except ProtocolError as exc:
        await _reply(conn, error_message(exc, room.state_id))
    except Exception:
        log.exception("error handling a message in room %s", room.room_id)
        error = ProtocolError(ErrorCode.SERVER_ERROR, "something went wrong on the server")
        await _reply(conn, error_message(error, room.state_id))


async def _refuse_binary(room: Room, conn: _Socket, bucket: TokenBucket) -> None:
    """A binary frame: the protocol is JSON in text frames, so it is never parsed. It
    spends a token like any message, so a flood of them is rate limited too."""
    if bucket.take():
        error = ProtocolError(ErrorCode.MALFORMED, "binary frames are not accepted")
    else:
        error = ProtocolError(ErrorCode.RATE_LIMITED, "too many messages: slow down")
    await _reply(conn, error_message(error, room.state_id))


async def _reply(conn: _Socket, message: dict[str, Any]) -> None:
    try:
        await conn.send_text(json.dumps(message, ensure_ascii=False))
    except Exception:  # the socket is gone
        log.debug("reply failed", exc_info=True)


__all__ = ["PONG", "ApiError", "create_app", "options_payload", "rules_from_request"]
