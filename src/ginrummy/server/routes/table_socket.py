"""A seat's table over WebSocket (``/ws/rooms/{room_id}``): the socket is authenticated
by its seat token, sent as a subprotocol (:mod:`~ginrummy.server.routes.socket_token`; a
URL's ``?token=`` would be written to every proxy's logs, so it is refused), then each
frame is held to the size and rate limits, parsed into a typed message
(:mod:`ginrummy.server.wire.protocol`) and handed to the
:class:`~ginrummy.server.rooms.manager.RoomManager`, which decides it
(:meth:`~ginrummy.server.rooms.manager.RoomManager.handle`). Every refusal is a typed
error that goes back to this socket alone and changes nothing. A socket that names its
device (the ``ginrummy_device`` cookie) is closed when that device is signed out
(:mod:`ginrummy.server.rooms.device_sockets`).
"""

from __future__ import annotations

import json
import logging
from typing import Any

from fastapi import FastAPI, WebSocket, WebSocketDisconnect

from ..rooms.device_sockets import DEVICE_COOKIE
from ..rooms.limits import TokenBucket
from ..rooms.manager import RoomManager, RoomUnloaded
from ..rooms.room import Room
from ..settings import Settings
from ..wire.protocol import ErrorCode, ProtocolError, error_message, parse_client_message
from .socket_token import (
    TOKEN_IN_URL_CLOSE,
    answered_subprotocol,
    offered_token,
    token_in_url,
)

log = logging.getLogger("ginrummy.server")


class TableSocket:
    """A WebSocket as a room :class:`~ginrummy.server.rooms.manager.Connection`: every frame the
    server sends a seat goes through :meth:`send_text` (the leak test watches it)."""

    __slots__ = ("room", "seat", "ws")

    def __init__(self, ws: WebSocket, room: Room, seat: int) -> None:
        self.ws = ws
        self.room = room
        self.seat = seat

    async def send_text(self, data: str) -> None:
        await self.ws.send_text(data)


def add_table_routes(app: FastAPI, manager: RoomManager, settings: Settings) -> None:
    """The tables' socket route on ``app``."""
    clock = manager.clock

    @app.websocket("/ws/rooms/{room_id}")
    async def table_socket(websocket: WebSocket, room_id: str) -> None:
        offered: list[str] = list(websocket.scope.get("subprotocols", []))
        await websocket.accept(subprotocol=answered_subprotocol(offered))
        if token_in_url(websocket.query_params):
            error = ProtocolError(
                ErrorCode.TOKEN_IN_URL,
                "a seat's token is never sent in the URL (proxies log it): offer it as the "
                "subprotocol 'ginrummy.token.<token>' beside 'ginrummy.v1'",
            )
            await websocket.send_json(error_message(error))
            await websocket.close(code=TOKEN_IN_URL_CLOSE)
            return
        token = offered_token(offered)
        while True:
            room = await manager.get(room_id)
            if room is None:
                error = ProtocolError(ErrorCode.ROOM_NOT_FOUND, "there is no such room")
                await websocket.send_json(error_message(error))
                await websocket.close(code=4404)
                return
            try:
                seat = await manager.seat_for_token(room, token)
            except ProtocolError as exc:
                await websocket.send_json(error_message(exc))
                await websocket.close(code=4401)
                return
            conn = TableSocket(websocket, room, seat)
            try:
                await manager.connect(room, seat, conn)
                break
            except RoomUnloaded:
                continue  # unloaded meanwhile: the next lookup loads it again
        bucket = TokenBucket(settings.rate_burst, settings.rate_per_second, clock.monotonic)
        device = websocket.cookies.get(DEVICE_COOKIE)
        manager.devices.add(device, websocket)
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
        except (WebSocketDisconnect, RuntimeError):  # RuntimeError: closed by a sign-out
            pass
        finally:
            manager.devices.discard(device, websocket)
            await manager.disconnect(room, seat, conn)


async def _handle(
    manager: RoomManager,
    settings: Settings,
    room: Room,
    seat: int,
    conn: TableSocket,
    bucket: TokenBucket,
    text: str,
) -> None:
    """One client frame: limits, schema, then the manager decides; errors go back to this
    socket."""
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
        await manager.handle(room, seat, conn, message)
    except ProtocolError as exc:
        await _reply(conn, error_message(exc, room.state_id))
    except Exception:
        log.exception("error handling a message in room %s", room.room_id)
        error = ProtocolError(ErrorCode.SERVER_ERROR, "something went wrong on the server")
        await _reply(conn, error_message(error, room.state_id))


async def _refuse_binary(room: Room, conn: TableSocket, bucket: TokenBucket) -> None:
    """A binary frame: the protocol is JSON in text frames, so it is never parsed. It
    spends a token like any message, so a flood of them is rate limited too."""
    if bucket.take():
        error = ProtocolError(ErrorCode.MALFORMED, "binary frames are not accepted")
    else:
        error = ProtocolError(ErrorCode.RATE_LIMITED, "too many messages: slow down")
    await _reply(conn, error_message(error, room.state_id))


async def _reply(conn: TableSocket, message: dict[str, Any]) -> None:
    try:
        await conn.send_text(json.dumps(message, ensure_ascii=False))
    except Exception:  # the socket is gone
        log.debug("reply failed", exc_info=True)
