"""A room for three over HTTP and WebSocket (issue 39; docs/protocol.md, "A room for
three").

- ``POST /api/three``: a new room for three (a rules preset with its options for the
  hands, the three-handed form, an end), the creator in seat 0; the invite link is the
  two-player room's (``/join/{id}``: the join page and ``POST /api/rooms/{id}/join``
  seat the next friend in the first empty seat).
- ``POST /api/three/{id}/computer``: the creator (its seat token as ``token``) seats the
  computer, at a level, in an empty seat.
- ``/ws/three/{id}``: a seat's socket (its token as a subprotocol, as at a two-player
  table); ``/ws/three/{id}/watch``: a watcher's.

Every refusal is typed and changes nothing.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ...core.three import MatchTie, ThreeForm, ThreeSettings
from ..rooms.limits import TokenBucket
from ..rooms.three_room import ThreeRoom, ThreeRooms
from ..settings import Settings
from ..wire.protocol import (
    PROTOCOL,
    ChatText,
    ClientSeed,
    Commitment,
    ErrorCode,
    ProtocolError,
    error_message,
)
from . import options
from .common import ApiError
from .guards import Guard
from .lobby_api import OptionValue, clean_client_id, clean_name
from .socket_token import TOKEN_IN_URL_CLOSE, answered_subprotocol, offered_token, token_in_url

log = logging.getLogger("ginrummy.server")

Level = Literal["easy", "medium", "hard", "apprentice", "master"]


class CreateThree(BaseModel):
    """``POST /api/three``."""

    model_config = ConfigDict(extra="forbid")
    form: Literal["rotation", "rotation-hand", "box", "box-hand"] = "box"
    rules: Annotated[str, Field(max_length=32)] = "standard"
    options: Annotated[dict[str, OptionValue], Field(max_length=20)] = Field(default_factory=dict)
    target: Annotated[int, Field(ge=1, le=10_000)] | None = None
    games: Annotated[int, Field(ge=1, le=100)] | None = None
    tie: Literal["shared", "play_on"] = "shared"
    name: Annotated[str, Field(max_length=24)] | None = None
    client_id: Annotated[str, Field(max_length=64)] | None = None
    computers: Annotated[dict[Literal["1", "2"], Level], Field(max_length=2)] = Field(
        default_factory=dict
    )
    """Seats the computer takes at once, and at which level."""


class SeatComputer(BaseModel):
    """``POST /api/three/{id}/computer``."""

    model_config = ConfigDict(extra="forbid")
    token: Annotated[str, Field(max_length=64)]
    seat: Annotated[int, Field(strict=True)]
    level: Level = "medium"


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    protocol: int = PROTOCOL


class ThreeAct(_Msg):
    type: Literal["act"]
    state_id: Annotated[int, Field(ge=0)]
    action: Annotated[str, Field(min_length=1, max_length=200)] | Annotated[int, Field(ge=0)]


class ThreeNext(_Msg):
    type: Literal["next_hand"]


class ThreeAdvise(_Msg):
    type: Literal["advise"]
    card: Annotated[str, Field(min_length=2, max_length=3)]


class ThreePing(_Msg):
    type: Literal["ping"]


class ThreeChat(_Msg):
    """A chat message to the two others (checked further by :mod:`..rooms.chat`)."""

    type: Literal["chat"]
    text: ChatText


class ThreeHint(_Msg):
    """Ask for the strongest computer player's move (only the person at the table)."""

    type: Literal["hint"]


class ThreeAgain(_Msg):
    """Play another match with the same seats (once this one is over)."""

    type: Literal["play_again"]


class ThreeSitIn(_Msg):
    """Let the computer play for ``seat``, a person gone for the server's wait."""

    type: Literal["sit_in"]
    seat: Annotated[int, Field(ge=0, le=2)]


class ThreeSeed(_Msg):
    """This match player's client seed for the deal committed next (``view.fair.next``)."""

    type: Literal["seed"]
    commitment: Commitment
    client_seed: ClientSeed


AnyThree = (
    ThreeAct
    | ThreeNext
    | ThreeAdvise
    | ThreePing
    | ThreeChat
    | ThreeHint
    | ThreeAgain
    | ThreeSitIn
    | ThreeSeed
)
ThreeMessage = Annotated[AnyThree, Field(discriminator="type")]
_PARSE: TypeAdapter[AnyThree] = TypeAdapter(ThreeMessage)


def parse(text: str) -> AnyThree:
    try:
        return _PARSE.validate_json(text)
    except ValidationError as exc:
        first = exc.errors()[0] if exc.errors() else {"msg": "invalid"}
        raise ProtocolError(ErrorCode.MALFORMED, f"not a message: {first.get('msg')}") from None


class Socket:
    """A WebSocket as a room connection."""

    __slots__ = ("ws",)

    def __init__(self, ws: WebSocket) -> None:
        self.ws = ws

    async def send_text(self, data: str) -> None:
        await self.ws.send_text(data)


def add_three_routes(app: FastAPI, three: ThreeRooms, settings: Settings, guard: Guard) -> None:
    """The routes of rooms for three on ``app``."""

    async def room_or_404(room_id: str) -> ThreeRoom:
        room = await three.get(room_id)
        if room is None:
            raise ApiError(404, "room/not_found", "there is no such room")
        return room

    @app.post("/api/three", status_code=201)
    async def create_three(body: CreateThree, request: Request) -> dict[str, Any]:
        rules = options.rules_from_request(body.rules, body.options)
        settings3 = ThreeSettings(
            rules=rules,
            form=ThreeForm(body.form),
            target=body.target,
            games=body.games,
            tie=MatchTie(body.tie),
        )
        if not guard.allow_room(guard.address(request.scope)):
            raise ApiError(
                429,
                "rate/limited",
                f"at most {settings.rooms_per_minute} new rooms a minute from one address",
            )
        try:
            room, token = await three.create(
                settings3,
                name=clean_name(body.name, "Player 1"),
                client_id=clean_client_id(body.client_id),
                computers={int(seat): level for seat, level in body.computers.items()},
            )
        except ProtocolError as exc:
            raise ApiError(409, str(exc.code), exc.message) from None
        return {
            "room_id": room.room_id,
            "seat": 0,
            "token": token,
            "players": 3,
            "invite_url": guard.invite_url(request.scope, room.room_id),
        }

    @app.post("/api/three/{room_id}/computer")
    async def seat_computer(room_id: str, body: SeatComputer) -> dict[str, Any]:
        room = await room_or_404(room_id)
        try:
            await three.add_computer(room, body.token, body.seat, body.level)
        except ProtocolError as exc:
            status = 403 if exc.code == ErrorCode.BAD_TOKEN else 409
            raise ApiError(status, str(exc.code), exc.message) from None
        return room.public_info()

    @app.get("/api/three/{room_id}/record")
    async def three_record(room_id: str) -> dict[str, Any]:
        """The match's finished hands with their proofs (``ginrummy verify`` checks it):
        what anybody who may watch the room may read once the hands are over."""
        room = await room_or_404(room_id)
        async with room.lock:
            record = three.record(room)
        return {"record": await asyncio.to_thread(record.to_dict)}

    @app.websocket("/ws/three/{room_id}")
    async def three_socket(websocket: WebSocket, room_id: str) -> None:
        offered: list[str] = list(websocket.scope.get("subprotocols", []))
        await websocket.accept(subprotocol=answered_subprotocol(offered))
        if token_in_url(websocket.query_params):
            error = ProtocolError(ErrorCode.TOKEN_IN_URL, "a seat's token is never sent in the URL")
            await websocket.send_json(error_message(error))
            await websocket.close(code=TOKEN_IN_URL_CLOSE)
            return
        room = await three.get(room_id)
        if room is None:
            error = ProtocolError(ErrorCode.ROOM_NOT_FOUND, "there is no such room")
            await websocket.send_json(error_message(error))
            await websocket.close(code=4404)
            return
        try:
            seat = await three.seat_for_socket(room, offered_token(offered))
        except ProtocolError as exc:
            await websocket.send_json(error_message(exc))
            await websocket.close(code=4401)
            return
        conn = Socket(websocket)
        bucket = TokenBucket(settings.rate_burst, settings.rate_per_second)
        try:
            # Inside the try: a socket closed (or its task cancelled) while it is being
            # connected must still leave the room, or its seat would look present.
            await three.connect(room, seat, conn)
            while True:
                text = await websocket.receive_text()
                await _handle(three, settings, room, seat, conn, bucket, text)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            await three.disconnect(room, seat, conn)

    @app.websocket("/ws/three/{room_id}/watch")
    async def three_watch(websocket: WebSocket, room_id: str) -> None:
        offered: list[str] = list(websocket.scope.get("subprotocols", []))
        await websocket.accept(subprotocol=answered_subprotocol(offered))
        room = await three.get(room_id)
        if room is None:
            error = ProtocolError(ErrorCode.ROOM_NOT_FOUND, "there is no such room")
            await websocket.send_json(error_message(error))
            await websocket.close(code=4404)
            return
        conn = Socket(websocket)
        try:
            await three.watch(room, conn)
            while True:
                await websocket.receive_text()  # watchers only listen
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            three.unwatch(room, conn)


async def _handle(
    three: ThreeRooms,
    settings: Settings,
    room: ThreeRoom,
    seat: int,
    conn: Socket,
    bucket: TokenBucket,
    text: str,
) -> None:
    try:
        if len(text.encode("utf-8")) > settings.max_message_bytes:
            raise ProtocolError(
                ErrorCode.TOO_LARGE, f"messages are limited to {settings.max_message_bytes} bytes"
            )
        if not bucket.take():
            raise ProtocolError(ErrorCode.RATE_LIMITED, "too many messages: slow down")
        msg = parse(text)
        if isinstance(msg, ThreeAct):
            await three.act(room, seat, msg.state_id, msg.action)
        elif isinstance(msg, ThreeNext):
            await three.next_hand(room, seat)
        elif isinstance(msg, ThreeAdvise):
            await three.advise(room, seat, msg.card)
        elif isinstance(msg, ThreeChat):
            await three.chat(room, seat, msg.text)
        elif isinstance(msg, ThreeHint):
            await three.hint(room, seat, conn)
        elif isinstance(msg, ThreeAgain):
            await three.play_again(room, seat)
        elif isinstance(msg, ThreeSitIn):
            await three.sit_in(room, seat, msg.seat)
        elif isinstance(msg, ThreeSeed):
            await three.seed(room, seat, msg.commitment, msg.client_seed)
        else:
            await conn.send_text(json.dumps({"type": "pong", "protocol": PROTOCOL}))
    except ProtocolError as exc:
        await conn.send_text(json.dumps(error_message(exc, room.state_id), ensure_ascii=False))
    except Exception:
        log.exception("error handling a message in room for three %s", room.room_id)
        error = ProtocolError(ErrorCode.SERVER_ERROR, "something went wrong on the server")
        await conn.send_text(json.dumps(error_message(error, room.state_id)))
