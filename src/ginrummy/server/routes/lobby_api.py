"""The lobby over HTTP, and the pages: ``/api/options``, making and joining a room
(``POST /api/rooms``, ``/api/rooms/{id}/join``), a room's public facts, a browser's
statistics, and the pages of the web front end.

None of it changes a room itself: a new room or a seat taken is the
:class:`~ginrummy.server.rooms.manager.RoomManager`'s; these routes check the request
(names, ids, rules: :mod:`.options`) and the rate of new rooms (:mod:`.guards`).
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Query, Request
from fastapi.responses import Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field

from ...core.rules import PRESETS
from ..online.clean_text import RefusedText, check_shown_text
from ..online.ratings import pool_name
from ..rooms.manager import RoomManager, RoomUnloaded
from ..rooms.room import Room
from ..rooms.three_room import ThreeRoom, ThreeRooms
from ..settings import Settings
from ..storage.store import RoomSetup
from ..wire.protocol import ProtocolError
from . import options
from .common import CLIENT_ID, ApiError, not_found_page, static_page
from .guards import Guard
from .online_api import PlayerHeader, clock_json

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


def clean_name(name: str | None, default: str) -> str:
    """A seat's name in a room, by the rule of every shown name (:mod:`clean_text`: no
    control, invisible or direction characters, no stacks of combining marks; NUL could
    not even be stored in PostgreSQL), spaces made one; ``default`` when none is given.
    """
    if name:
        try:
            check_shown_text(unicodedata.normalize("NFC", name), what="a name")
        except RefusedText as exc:
            raise ApiError(422, "request/invalid", f"name: {exc}") from None
    text = " ".join((unicodedata.normalize("NFC", name or "")).split())
    return text[:24] if text else default


def clean_client_id(client_id: str | None) -> str | None:
    if client_id is None or client_id == "":
        return None
    if not CLIENT_ID.match(client_id):
        raise ApiError(422, "request/invalid", "client_id: letters, digits, _ and - only")
    return client_id


def add_lobby_routes(app: FastAPI, manager: RoomManager, settings: Settings, guard: Guard) -> None:
    """The lobby's routes and the pages on ``app`` (after the online routes: a player
    is known by their ``app.state.player_of``)."""

    async def room_or_404(room_id: str) -> Room:
        room = await manager.get(room_id)
        if room is None:
            raise ApiError(404, "room/not_found", "there is no such room")
        return room

    # ------------------------------------------------------------------ lobby
    @app.get("/api/options")
    async def get_options() -> dict[str, Any]:
        return options.options_payload()

    @app.post("/api/rooms", status_code=201)
    async def create_room(
        body: CreateRoom, request: Request, x_player: PlayerHeader = None
    ) -> dict[str, Any]:
        rules = options.rules_from_request(body.rules, body.options)
        client_id = clean_client_id(body.client_id)
        player = await app.state.player_of(x_player)
        name = player.name if player is not None else clean_name(body.name, "Player 1")
        public = body.mode == "friend" and body.visibility == "public"
        setup = RoomSetup(
            visibility="public" if public else "private",
            # Rated: a player's game against the computer, or a public table, played to
            # a preset's rules (any target: the pool says which); house rules are not.
            rated=player is not None
            and (body.mode == "computer" or public)
            and options.is_preset(rules),
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
        if player is not None:
            if public and setup.rated:  # a public table is pairing by other means
                await app.state.check_cooling_off(player.player_id)
            await app.state.note_address(player.player_id, request)
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

    async def three_room(room_id: str) -> ThreeRoom | None:
        """The room for three of that id (its id is a room's, its link the same)."""
        three: ThreeRooms | None = getattr(app.state, "three", None)
        return None if three is None else await three.get(room_id)

    @app.get("/api/rooms/{room_id}")
    async def get_room(room_id: str) -> dict[str, Any]:
        trio = await three_room(room_id)
        if trio is not None:
            return trio.public_info()
        return (await room_or_404(room_id)).public_info()

    def host_gone(room: Room) -> None:
        """Refuse a seat at a public table whose host has been away past the grace
        (409 ``room/host_gone``): no game starts against somebody who is not there."""
        if not room.taken[0] or room.taken[1] or room.connected[0]:
            return
        since = room.gone_since[0]
        grace = settings.fair_play.host_grace_seconds
        if since is not None and manager.clock.monotonic() - since > grace:
            raise ApiError(
                409,
                "room/host_gone",
                "the player who opened this table has left it: choose another table, "
                "or play someone now",
            )

    @app.post("/api/rooms/{room_id}/join")
    async def join_room(
        room_id: str, body: JoinRoom, request: Request, x_player: PlayerHeader = None
    ) -> dict[str, Any]:
        client_id = clean_client_id(body.client_id)
        trio = await three_room(room_id)
        if trio is not None:  # a room for three: the first empty seat
            try:
                seat, token = await app.state.three.join(
                    trio, name=clean_name(body.name, "Player"), client_id=client_id
                )
            except ProtocolError as exc:
                raise ApiError(409, str(exc.code), exc.message) from None
            return {"room_id": room_id, "seat": seat, "token": token, "players": 3}
        player = await app.state.player_of(x_player)
        joining = await room_or_404(room_id)
        if joining.setup.visibility == "public":
            host_gone(joining)
        if player is not None:
            if joining.setup.visibility == "public" and joining.setup.rated:
                await app.state.check_cooling_off(player.player_id)
            await app.state.note_address(player.player_id, request)
        name = player.name if player is not None else clean_name(body.name, "Player 2")
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
        checked = clean_client_id(client_id)
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
        if await three_room(room_id) is not None:
            return page("three.html")
        if await manager.get(room_id) is None:
            return not_found_page(static)
        return page("room.html")

    @app.get("/join/{room_id}", include_in_schema=False)
    async def join_page(room_id: str) -> Response:
        if await three_room(room_id) is not None:
            return page("join.html")
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
