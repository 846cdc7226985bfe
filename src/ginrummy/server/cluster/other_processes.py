"""A room shared with other server processes: what this process announces to them,
what it hears from them, and how it catches a room up with storage when they changed
it (:class:`Announcer` tells, :class:`OtherProcesses` hears).

Kept apart from the :class:`~ginrummy.server.rooms.manager.RoomManager` and the
:class:`~ginrummy.server.rooms.pipeline.MovePipeline` because none of it changes a room
by itself: storage decides, and this only learns late what storage already holds.
Announcements (small JSON, see :mod:`.fanout`) say that a room moved to a version (sent
by storage, in the change's transaction), that a seat's socket came or went, how many
watch, that a chat message was stored, that a hint was counted on a game (it is then not
rated), that devices were signed out (their sockets close), or ask who holds a room's
sockets; this process's own leave in order on one thread, without waiting. A room behind
storage is reloaded under its lock and its seats here are sent the state that won,
through the pipeline's public steps (catch up, send the views, let the computer move).
Announcements may be missed (a dropped connection, a killed process), so the versions of
the rooms with sockets here are compared with storage's every little while, and the
sockets announced by processes no longer connected to the database are forgotten.
"""

from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from ..storage.store import Store

if TYPE_CHECKING:
    from ..rooms.device_sockets import DeviceSockets
    from ..rooms.meeting import Meeting
    from ..rooms.pipeline import MovePipeline
    from ..rooms.room import Room

log = logging.getLogger("ginrummy.server")


class Announcer:
    """What this process tells the other server processes about its rooms."""

    def __init__(self, store: Store) -> None:
        self.store = store
        # One thread, so this process's announcements leave in the order they were made
        # (a socket's "connected" must never overtake its "gone").
        self._announcer = ThreadPoolExecutor(1, thread_name_prefix="ginrummy-announce")

    def announce(self, payload: dict[str, Any]) -> None:
        """Tell the other processes (presence, questions), in order, without waiting."""
        store = self.store
        if not store.announces:
            return

        def failed(future: Any) -> None:
            if not future.cancelled() and future.exception() is not None:
                log.warning("an announcement failed: %r", future.exception())

        self._announcer.submit(store.announce, payload).add_done_callback(failed)

    def close(self) -> None:
        """Send the announcements still queued, then stop the announcing thread."""
        self._announcer.shutdown(wait=True)


class OtherProcesses:
    """What this process hears from the other server processes, and how it catches
    its rooms up with storage."""

    def __init__(self, pipeline: MovePipeline, meeting: Meeting, devices: DeviceSockets) -> None:
        self.pipeline = pipeline
        self.meeting = meeting
        self.devices = devices
        self.origin = pipeline.store.origin

    def announce(self, payload: dict[str, Any]) -> None:
        """Tell the other processes (see :class:`Announcer`)."""
        self.pipeline.announce(payload)

    # ------------------------------------------------------------------ catching up
    async def catch_up_if_behind(self, room: Room) -> None:
        """Catch ``room`` (its lock held) up when storage holds a later version, and send
        the seats here the state that won. For a socket connecting: it may be a seat
        whose process just died, reconnecting here after that process stored a move and
        showed it, before its announcement arrived; it must not be shown an older state
        than the one it saw (one version query, on a storage thread)."""
        pipeline = self.pipeline
        stored = await pipeline.run_db(pipeline.store.state_ids, [room.room_id])
        if stored.get(room.room_id, room.state_id) > room.state_id:
            await self.pipeline.catch_up_and_show(room)

    async def catch_up_and_send(self, room: Room, state_id: int | None) -> None:
        """Catch up when storage is ahead of ``room`` (at ``state_id``, or unknown), then
        send the seats here the new state and let the computer move if it is its turn
        (:meth:`~ginrummy.server.rooms.pipeline.MovePipeline.caught_up`)."""
        await self.pipeline.caught_up(room, state_id)

    async def catch_up_all(self) -> None:
        """Compare the versions of the rooms with sockets here with storage's, and catch
        up those behind (an announcement may have been missed)."""
        pipeline = self.pipeline
        rooms = pipeline.rooms
        watched = [rid for rid, room in rooms.items() if room.sockets[0] or room.sockets[1]]
        stored = await pipeline.run_db(pipeline.store.state_ids, watched)
        for room_id, state_id in stored.items():
            room = rooms.get(room_id)
            if room is not None and state_id > room.state_id:
                await self.catch_up_and_send(room, state_id)

    # ------------------------------------------------------------------ hearing
    async def on_announcement(self, payload: dict[str, Any]) -> None:
        """A change, a presence or a question from another process about one room."""
        pipeline = self.pipeline
        if payload.get("o") == self.origin:
            return
        if "d" in payload:  # devices signed out: their sockets here close
            signed_out = payload["d"]
            if isinstance(signed_out, list):
                await self.devices.close(str(device) for device in signed_out)
            return
        room = pipeline.rooms.get(str(payload.get("r")))
        if room is None:
            return
        if "s" in payload:
            pipeline.spawn(self.catch_up_and_send(room, int(payload["s"])))
        elif "p" in payload:
            seat, up = int(payload["p"][0]) & 1, bool(payload["p"][1])
            before = room.connected[seat]
            (room.remote[seat].add if up else room.remote[seat].discard)(str(payload["o"]))
            if room.connected[seat] != before:
                await pipeline.presence(room, seat, up)
        elif "w" in payload:
            await self.meeting.on_watchers(room, str(payload["o"]), int(payload["w"]))
        elif "c" in payload:
            pipeline.spawn(self.meeting.on_chat(room, int(payload["c"])))
        elif "h" in payload:  # a hint counted on game h (stored): the game is not rated
            game_number = int(payload["h"])
            if room.helped_game != game_number:
                async with room.lock:
                    room.helped_game = game_number
                    await pipeline.broadcast(room)
        elif "q" in payload:
            for seat in (0, 1):
                if room.sockets[seat]:
                    self.announce({"r": room.room_id, "p": [seat, 1]})
            if room.watchers:
                self.announce({"r": room.room_id, "w": len(room.watchers)})

    async def forget_dead_processes(self) -> None:
        """Drop the presence that processes no longer connected to the database
        announced (killed ones never say their sockets are gone), telling the seats."""
        pipeline = self.pipeline
        rooms = pipeline.rooms
        announced = {o for room in rooms.values() for seat in room.remote for o in seat}
        if not announced:
            return
        live: set[str] = await pipeline.run_db(pipeline.store.live_origins)
        dead = announced - live
        if not dead:
            return
        log.warning("forgetting the sockets of server process(es) gone: %s", sorted(dead))
        for room in list(rooms.values()):
            for seat in (0, 1):
                if room.remote[seat] & dead:
                    before = room.connected[seat]
                    room.remote[seat].difference_update(dead)
                    if before and not room.connected[seat]:
                        await pipeline.presence(room, seat, False)
