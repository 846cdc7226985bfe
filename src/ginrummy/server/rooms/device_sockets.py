"""The open sockets of each signed-in device on this process, so that signing a device
out closes them at once.

A browser names its device on its sockets with the ``ginrummy_device`` cookie (the
device's public id, which grants nothing: a socket is still let in by its seat token
alone). Cookies go with a WebSocket's handshake where no header can be set, and unlike
a query string they are not written to a proxy's access log. When a device is signed
out, the process that stored it closes the device's sockets here and announces the ids
(``{"d": [...]}``, :mod:`ginrummy.server.cluster.fanout`) so every other process closes
its own.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterable
from typing import Protocol

log = logging.getLogger("ginrummy.server")

DEVICE_COOKIE = "ginrummy_device"
SIGNED_OUT_CLOSE = 4410
"""The close code of a socket whose device was signed out (docs/protocol.md)."""


class Closable(Protocol):
    """A socket, as far as closing it goes (Starlette's ``WebSocket``)."""

    async def close(self, code: int = 1000, reason: str | None = None) -> None: ...


class DeviceSockets:
    """Device id → the sockets it holds open on this process."""

    def __init__(self) -> None:
        self._open: dict[str, set[Closable]] = {}

    def add(self, device_id: str | None, socket: Closable) -> None:
        """Note ``socket`` as one of ``device_id``'s (nothing without a device)."""
        if device_id:
            self._open.setdefault(device_id[:32], set()).add(socket)

    def discard(self, device_id: str | None, socket: Closable) -> None:
        """The socket closed."""
        if not device_id:
            return
        held = self._open.get(device_id[:32])
        if held is not None:
            held.discard(socket)
            if not held:
                del self._open[device_id[:32]]

    def count(self, device_id: str) -> int:
        """How many sockets ``device_id`` holds here."""
        return len(self._open.get(device_id, ()))

    async def close(self, device_ids: Iterable[str]) -> int:
        """Close every socket of these devices here (code :data:`SIGNED_OUT_CLOSE`);
        returns how many were closed."""
        closed = 0
        for device_id in device_ids:
            for socket in self._open.pop(str(device_id), set()):
                with contextlib.suppress(Exception):  # already gone
                    await socket.close(code=SIGNED_OUT_CLOSE, reason="device signed out")
                closed += 1
        return closed
