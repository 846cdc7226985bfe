"""What a room adds when strangers meet: watchers, chat and the move clock.

Kept apart from :class:`~ginrummy.server.rooms.manager.RoomManager` (which decides the
seats' messages) and the :class:`~ginrummy.server.rooms.pipeline.MovePipeline` (which
runs every change) because none of it changes the game's rules, only who sees it, who
talks, and who moves when a player does not. It uses the pipeline's public steps only:

- **Watchers** of a public room get one ``spectate`` message per change, built once
  for all of them from what both seats see alike (:meth:`.Room.spectate_text`, sent
  by the pipeline with the seats' views). Each process
  announces how many it has, so the players' ``watchers`` count spans processes.
- **Chat** goes between the two seats only (watchers have none and see none): checked
  (:mod:`.chat`), rate limited per seat, stored, sent to both seats here and announced
  to the other processes, which send it to theirs.
- **The move clock** of a timed room (:mod:`.clock`) runs in each process that serves a
  seat of the room, set from the clock stored with the last move: when the player to
  move runs out of time, the server plays for them
  (:func:`~ginrummy.server.rooms.clock.timeout_move`) through the pipeline like any
  move, and storage takes exactly one such move if two processes try. After repeated
  time-outs the game goes on; only the clock's display changes.
- **Claims**: after a seat has been gone for the server's wait while the game waits on
  it, the opponent may claim the game, timed or not (:mod:`.claims`: a seat's message,
  decided by the manager like the others; :func:`claim_finish` is its end). Each seat's
  view carries the countdown; :meth:`Meeting.watch_claims` sends the views again the
  moment a claim opens. The clock and the claims read the time, and wait, on the
  server's :mod:`.time_source`.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from ...core.match import Game
from ..online.tables import chat as chat_table
from ..storage.store import GameFinish
from ..wire.protocol import ErrorCode, ProtocolError
from .chat_channel import ChatChannel
from .clock import ClockError, timeout_move
from .room import Connection, Room, game_results

if TYPE_CHECKING:
    from .pipeline import MovePipeline

log = logging.getLogger("ginrummy.server")


class Meeting:
    """Watchers, chat and the move clock of every room of one process."""

    def __init__(self, pipeline: MovePipeline) -> None:
        self.pipeline = pipeline
        self.clock = pipeline.clock
        self.chat_channel = ChatChannel(
            pipeline.store, chat_table, run_db=pipeline.run_db, monotonic=self.clock.monotonic
        )

    # ------------------------------------------------------------------ watchers
    async def watch(self, room: Room, conn: Connection) -> None:
        """A watcher's socket joins (public rooms only)."""
        if room.setup.visibility != "public":
            raise ProtocolError(ErrorCode.ROOM_NOT_FOUND, "this game is private")
        async with room.lock:
            room.watchers.add(conn)
            await self.pipeline.send_text(conn, room.spectate_text())
            self._announce_watchers(room)
            await self.pipeline.broadcast(room, watchers=False)  # the count changed

    async def unwatch(self, room: Room, conn: Connection) -> None:
        """A watcher's socket left."""
        async with room.lock:
            if conn in room.watchers:
                room.watchers.discard(conn)
                self._announce_watchers(room)
                await self.pipeline.broadcast(room, watchers=False)

    def _announce_watchers(self, room: Room) -> None:
        self.pipeline.announce({"r": room.room_id, "w": len(room.watchers)})

    async def on_watchers(self, room: Room, origin: str, count: int) -> None:
        """Another process has ``count`` watchers of ``room``."""
        if count:
            room.remote_watchers[origin] = count
        else:
            room.remote_watchers.pop(origin, None)
        await self.pipeline.broadcast(room, watchers=False)

    # ------------------------------------------------------------------ chat
    async def chat(self, room: Room, seat: int, text: str) -> None:
        """``seat`` says ``text`` to the other seat.

        :raises ProtocolError: ``chat/refused`` (bad text), ``rate/limited``.
        """
        await self.chat_channel.say(
            room.meeting.chat,
            room.room_id,
            seat,
            room.names[seat],
            text,
            lambda: self._seat_sockets(room),
            lambda seq: self.pipeline.announce({"r": room.room_id, "c": seq}),
        )

    @staticmethod
    def _seat_sockets(room: Room) -> list[Connection]:
        return [*room.sockets[0], *room.sockets[1]]

    async def send_history(self, room: Room, conn: Connection) -> None:
        """The room's recent chat, to a seat's socket that just connected."""
        await self.chat_channel.send_history(
            room.meeting.chat, room.room_id, lambda: self._seat_sockets(room), conn
        )

    async def on_chat(self, room: Room, seq: int) -> None:
        """Another process stored chat message ``seq``: send the ones not sent here."""
        if room.sockets[0] or room.sockets[1]:
            await self.chat_channel.deliver(
                room.meeting.chat, room.room_id, lambda: self._seat_sockets(room), seq
            )

    # ------------------------------------------------------------------ before the views
    def before_views(self, room: Room) -> None:
        """What is set before a room's views are built: the move clock (:meth:`tick`)
        and the wait for a claim to open (:meth:`watch_claims`)."""
        self.tick(room)
        self.watch_claims(room)

    # ------------------------------------------------------------------ claims
    def watch_claims(self, room: Room) -> None:
        """Wake when a seat here may first claim the game, and send the views then: the
        countdown in a view is only shown, so the opening itself must be told. The wait
        is set again whenever the views are built (a presence, a move), so it follows
        whoever comes and goes; a claim already open, or none in prospect, needs none."""
        kept = room.meeting
        now = self.clock.monotonic()
        moments = []
        for seat in (0, 1):
            if not room.sockets[seat]:
                continue
            wait = room.claim_wait(seat)
            if wait is not None and not wait.claimer_to_move and wait.opens_at > now:
                moments.append(wait.opens_at)
        at = min(moments, default=None)
        if at == kept.claim_at and kept.claim_timer is not None:
            return
        kept.stop_claim_timer()
        if at is None:
            return
        kept.claim_at = at
        # Its own task, like the clock's timer: stopped with the room's state.
        kept.claim_timer = asyncio.get_running_loop().create_task(self._claim_opens(room, at))

    async def _claim_opens(self, room: Room, at: float) -> None:
        await self.clock.sleep_until(at + 0.01)
        kept = room.meeting
        if kept.claim_at == at:
            kept.claim_timer = None  # this one is done: the views set the next
            kept.claim_at = None
        if room.unloaded:
            return
        async with room.lock:
            await self.pipeline.broadcast(room, watchers=False)

    # ------------------------------------------------------------------ the clock
    def tick(self, room: Room) -> None:
        """Keep the clock in step with the room (before its views are built): at a new
        state the clock is what the last stored move left (its :class:`ClockMark`, made
        by whichever process stored it), and the next seat's time runs.

        The turn to move started when the move before it was made, on the epoch scale
        every process shares, so each process serving the room has the same deadline
        and counts the same time-outs; a change that is no move (a seed for the next
        deal, say) leaves the turn running. A process that has just loaded the room (a
        socket that came to it, a restart) keeps that start too while the turn's time
        has not run out: the room may be live on another process, whose deadline is the
        one enforced, so this one must show the same (no grace for the time a server
        was down). A turn whose time ran out while no process served the room starts
        afresh: nobody could have played the time-out."""
        clock = room.clock
        if clock is None:
            return
        kept = room.meeting
        if kept.clock_state_id == room.state_id:
            return
        following = kept.clock_state_id is not None
        kept.clock_state_id = room.state_id
        now = self.clock.monotonic()
        table = room.table
        position = (room.game_number, table.hand_number, len(table.state.actions))
        mark = room.clock_mark
        started: float | None = None  # when the turn now to move began, where known
        if mark is None or mark[0][0] != room.game_number:
            clock.restore(None)  # no move of this game stored yet
        else:
            clock.restore(mark[1])
            if mark[0] == position:  # no move since the one that left this clock
                started = min(now, now - (self.clock.time() - mark[1].at))
        if kept.position == position and kept.position_started is not None:
            started, following = kept.position_started, True  # the same turn goes on
        kept.position = position
        kept.position_started = None
        kept.stop_timer()
        seat_to_act = table.to_act
        if seat_to_act is None or room.is_over or not all(room.taken) or room.shuffling:
            return
        if room.bots[seat_to_act]:
            return
        start = now
        if started is not None:
            allowance = clock.time_left(seat_to_act, now)  # its clock does not run yet
            if following or started + allowance > now:  # else: ran out while unserved
                start = started
        clock.start_turn(seat_to_act, start)
        kept.position_started = start
        deadline = clock.deadline(seat_to_act)
        if deadline is None:
            return
        # Its own task, outside the pipeline's background work: stopped with the room's
        # other clock state (MeetingState.stop_timer), and by close().
        kept.clock_timer = asyncio.get_running_loop().create_task(
            self._wait_then_time_out(room, seat_to_act, room.state_id, deadline + 0.05)
        )

    async def _wait_then_time_out(self, room: Room, seat: int, state_id: int, at: float) -> None:
        await self.clock.sleep_until(at)
        # The move runs apart from this timer: the views it sends set the clock again
        # (tick), which stops this timer.
        self.pipeline.spawn(self._time_out(room, seat, state_id))

    async def _time_out(self, room: Room, seat: int, state_id: int) -> None:
        """``seat`` ran out of time in ``state_id``: play for them (once, whichever
        process tries: storage takes one move per state)."""

        async def play_for_them() -> bool:
            clock = room.clock
            if clock is None or room.state_id != state_id:
                return False
            if not (room.sockets[0] or room.sockets[1]):
                return False  # nobody here to play for: the process serving a seat does it
            if not clock.expired(seat, self.clock.monotonic()):
                return False
            try:
                action = timeout_move(room.table.state)
            except ClockError:
                return False
            await self.pipeline.apply(room, seat, action, timed_out=True)
            self.pipeline.metrics.computer_moves.inc()
            return True

        try:
            await self.pipeline.change(room, play_for_them)
        except ProtocolError:  # another process moved first (or the room was unloaded)
            return

    def close(self) -> None:
        """Stop every clock and claim timer (the app is shutting down)."""
        for room in self.pipeline.rooms.values():
            room.meeting.stop_timer()
            room.meeting.stop_claim_timer()


def claim_finish(room: Room, claimer: int, *, resigned: bool = False) -> GameFinish:
    """The end of a game won by a claim, or by the other seat's resigning: the score as
    it stands, ``claimer`` the winner."""
    game: Game = room.table.game
    results = game_results(game, room, claimed_by=claimer)
    totals: dict[str, Any] = {"totals": list(game.scores), "winner": claimer}
    if resigned:
        totals["resigned"] = 1 - claimer
    return GameFinish(room.game_number, claimer, totals, tuple(results), room.rated())
