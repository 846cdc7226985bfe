"""A player's devices over HTTP: the list, signing one out, signing out all the others
(docs/online.md). Each answers only the player's own devices, named by their public ids.

Signing out is stored first (from then on the device's secret is answered 401
``player/signed_out`` by every process, since every request checks it in storage), then
the device's open sockets are closed here and on the other processes
(:class:`~ginrummy.server.rooms.device_sockets.DeviceSockets`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Annotated, Any

from fastapi import FastAPI, Header, Path

from ..online import devices
from ..online import players as people
from ..rooms.manager import RoomManager
from .common import ApiError

PlayerHeader = Annotated[str | None, Header(alias="X-Player", max_length=200)]
DeviceId = Annotated[str, Path(max_length=40)]


def _iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def add_device_routes(app: FastAPI, manager: RoomManager) -> None:
    """The routes of a player's devices on ``app`` (after the online routes, whose
    ``app.state.signed_in`` tells who asks)."""
    engine = manager.store.engine
    signed_in: Callable[[str | None], Awaitable[tuple[people.PlayerRow, str]]]
    signed_in = app.state.signed_in

    @app.get("/api/players/me/devices")
    async def my_devices(x_player: PlayerHeader = None) -> dict[str, Any]:
        who, this = await signed_in(x_player)

        def read() -> list[devices.Device]:
            with engine.connect() as conn:
                return devices.devices(conn, who.player_id)

        listed: list[devices.Device] = await manager.run_db(read)
        return {
            "devices": [
                {
                    "device_id": d.device_id,
                    "label": d.label,
                    "created": _iso(d.created),
                    "last_seen": _iso(d.last_seen),
                    "this": d.device_id == this,
                }
                for d in listed
            ]
        }

    @app.delete("/api/players/me/devices/{device_id}")
    async def sign_out(device_id: DeviceId, x_player: PlayerHeader = None) -> dict[str, Any]:
        who, _ = await signed_in(x_player)

        def write() -> None:
            with engine.begin() as conn:
                devices.sign_out(conn, who.player_id, device_id)

        try:
            await manager.run_db(write)
        except devices.UnknownDevice:
            raise ApiError(404, "player/no_device", "you have no such device signed in") from None
        except devices.LastDevice:
            raise ApiError(
                409,
                "player/last_device",
                "this is your only device: signing it out would lose the name for good",
            ) from None
        await manager.devices_signed_out([device_id])
        return {"signed_out": [device_id]}

    @app.post("/api/players/me/devices/sign-out-others")
    async def sign_out_others(x_player: PlayerHeader = None) -> dict[str, Any]:
        who, this = await signed_in(x_player)

        def write() -> list[str]:
            with engine.begin() as conn:
                return devices.sign_out_others(conn, who.player_id, this)

        gone: list[str] = await manager.run_db(write)
        await manager.devices_signed_out(gone)
        return {"signed_out": gone}
