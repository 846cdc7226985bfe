"""Changes made by other server processes reach this one's sockets: PostgreSQL
``LISTEN``/``NOTIFY``, and a periodic catch-up from storage for what was missed.

Why ``LISTEN``/``NOTIFY``: the processes already share PostgreSQL, so it needs no further
service to run (a message broker, Redis) and an announcement is sent in the transaction
that stores the change, so it is delivered exactly when the change is visible
(:meth:`ginrummy.server.storage.store.Store._announce`). An announcement is small JSON: the room
``r``, this process's name ``o``, and one of the room's new version ``s``, a presence
change ``p`` ([seat, 0 or 1]) or a question ``q`` (who holds sockets of this room?); or,
with no room, ``d``: the ids of devices just signed out, whose sockets close. A room for
three announces its own kind: ``t`` (the room) and ``s`` (its new version), ``p`` or
``q`` as above, heard by
:meth:`~ginrummy.server.rooms.three_room.ThreeRooms.on_announcement`.

Notifications are not stored: a listener that reconnects, or a process that was busy,
may miss some. So after every (re)connection, and every ``catch_up_seconds``, the rooms
with sockets here compare their version with storage's and catch up
(:meth:`~ginrummy.server.rooms.manager.RoomManager.catch_up_all`, and
:meth:`~ginrummy.server.rooms.three_room.ThreeRooms.catch_up_all` for the rooms for three
held here). A process that dies (``kill
-9``) never says its sockets are gone: its listener connection is named after it
(``application_name``), so at the same pace the presence of processes no longer
connected to the database is forgotten. SQLite serves one process and needs none of
this.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import TYPE_CHECKING, Any

from ..storage.schema import NOTIFY_CHANNEL
from ..storage.store import APPLICATION_PREFIX

if TYPE_CHECKING:
    from ..rooms.manager import RoomManager
    from ..rooms.three_room import ThreeRooms

log = logging.getLogger("ginrummy.server")


def libpq_url(sqlalchemy_url: Any) -> str:
    """The database URL as psycopg takes it (no ``+psycopg`` driver part)."""
    return str(sqlalchemy_url.set(drivername="postgresql").render_as_string(hide_password=False))


class Fanout:
    """The listening side: one connection per process, reconnected when it drops."""

    def __init__(
        self, manager: RoomManager, *, three: ThreeRooms | None = None, retry_seconds: float = 1.0
    ) -> None:
        self.manager = manager
        self.three = three
        self.retry_seconds = retry_seconds
        self.connected = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []

    @property
    def enabled(self) -> bool:
        """Only PostgreSQL announces changes."""
        return bool(self.manager.store.announces)

    def start(self) -> None:
        """Listen, and catch up periodically, until :meth:`stop`."""
        loop = asyncio.get_running_loop()
        if self.enabled:
            self._tasks.append(loop.create_task(self._listen_forever()))
            if self.manager.settings.catch_up_seconds > 0:
                self._tasks.append(loop.create_task(self._catch_up_forever()))

    async def stop(self) -> None:
        """Stop listening."""
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._tasks.clear()

    async def _listen_forever(self) -> None:
        import psycopg

        url = libpq_url(self.manager.store.engine.url)
        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(
                    url,
                    autocommit=True,
                    application_name=APPLICATION_PREFIX + self.manager.origin,
                )
                async with conn:
                    await conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
                    self.connected.set()
                    await self._catch_up()  # what happened while not listening
                    async for notice in conn.notifies():
                        await self._dispatch(notice.payload)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("listening for other processes failed; retrying", exc_info=True)
            self.connected.clear()
            await asyncio.sleep(self.retry_seconds)

    async def _dispatch(self, text: str) -> None:
        try:
            payload = json.loads(text)
        except ValueError:
            log.warning("an announcement that is not JSON: %r", text[:200])
            return
        if isinstance(payload, dict):
            try:
                if "t" in payload:
                    if self.three is not None:
                        await self.three.on_announcement(payload)
                    return
                await self.manager.on_announcement(payload)
            except Exception:
                log.exception("could not act on an announcement")

    async def _catch_up(self) -> None:
        await self.manager.catch_up_all()
        if self.three is not None:
            await self.three.catch_up_all()
            await self.three.forget_dead_processes()

    async def _catch_up_forever(self) -> None:
        pause = self.manager.settings.catch_up_seconds
        while True:
            await asyncio.sleep(pause)
            try:
                await self._catch_up()
                await self.manager.forget_dead_processes()
            except Exception:
                log.warning("catching up from storage failed", exc_info=True)
