"""How a room changes: the one path every change takes (:class:`MovePipeline`).

Why one object: a move of a seat, the computer's move, the server's move for a seat
whose time ran out, a take-back, a seed, the next hand, a rematch, a claim or a
resignation all change a room the same way, and each step of that way has a reason
that holds for all of them. So the steps are written once, here, in order:

1. **Lock** the room (its ``asyncio.Lock``): one change at a time per room, in this
   process; and refuse a room object unloaded since it was looked up
   (:class:`RoomUnloaded`: the caller looks it up again).
2. **Check** (the step handed in calls :mod:`.authority`): every check only reads, so
   a refusal changes nothing.
3. **Apply** the change to the room in memory (:meth:`MovePipeline.apply` for a move).
4. **Store** it from the version it was made in. Storage decides: if storing fails the
   room is put back as it was; if another process stored a change first
   (:class:`~ginrummy.server.storage.store.StaleWrite`), the room catches up from
   storage, the seats here are shown the state that won, and the change is refused
   as stale (a wish that holds whatever the state, the next hand say, is made once
   more from the state that won instead).
5. **Send** each seat's sockets here their own view, the watchers theirs (the move
   clock set first, :meth:`~ginrummy.server.rooms.meeting.Meeting.tick`).
6. **Schedule the computer** (:meth:`~ginrummy.server.rooms.computer.Computer.schedule`),
   which moves through this same path when it is its turn.

A change another process stored reaches this process's rooms through the same steps
from storage on (:meth:`MovePipeline.caught_up`: lock, catch up from storage, send the
views, let the computer move), whichever way it is learnt
(:mod:`ginrummy.server.cluster.other_processes`).

What a change *is* (the checks and the deals) is the caller's:
:class:`~ginrummy.server.rooms.manager.RoomManager` for the seats' messages,
:mod:`.computer` and :mod:`.meeting` for the moves nobody sent. The pipeline also holds
what every part needs to take these steps: the storage threads, the rooms in memory,
the background tasks, the announcements to the other processes and the sending.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from ...core.actions import Action
from ..cluster.other_processes import Announcer
from ..online import conduct
from ..settings import Settings
from ..storage.store import GameFinish, MoveWrite, StaleWrite, Store
from ..storage.threads import StorageThreads
from ..wire.protocol import ErrorCode, ProtocolError, presence_message
from ..wire.views import dumps
from .metrics import Metrics
from .room import Connection, Room, game_results, room_from_row
from .time_source import Clock

log = logging.getLogger("ginrummy.server")

Step = Callable[[], Awaitable[bool | None]]
"""One change under the room's lock: check, apply and store; it returns ``False`` when
it found nothing to do after all (nothing is sent then)."""


class RoomUnloaded(ProtocolError):
    """The room object was unloaded between its lookup and its use: look it up again.
    Only a lookup that waits longer than ``room_idle_seconds`` can meet this."""


class MovePipeline:
    """The steps of every change to a room, and what they need."""

    def __init__(
        self,
        settings: Settings,
        store: Store,
        storage: StorageThreads,
        announcer: Announcer,
        metrics: Metrics,
        clock: Clock,
    ) -> None:
        self.settings = settings
        self.store = store
        self.storage = storage
        self.announcer = announcer
        self.metrics = metrics
        self.clock = clock
        self.rooms: dict[str, Room] = {}
        """Every room this process has in memory, by id."""
        self.tasks: set[asyncio.Task[None]] = set()
        """The background work (the computer's turns, timers...), stopped by :meth:`close`."""
        self._before_views: Callable[[Room], None] = _nothing
        self._after: Callable[[Room], None] = _nothing

    def attach(
        self, before_views: Callable[[Room], None], after_change: Callable[[Room], None]
    ) -> None:
        """What the other parts do at steps 5 and 6: ``before_views`` sets the move
        clock before the views are built, ``after_change`` lets the computer move."""
        self._before_views = before_views
        self._after = after_change

    # ------------------------------------------------------------------ the steps
    async def change(
        self,
        room: Room,
        step: Step,
        *,
        retry: bool = False,
        stale: tuple[ErrorCode, str] = (ErrorCode.STALE, "the game moved on; look again"),
    ) -> None:
        """Run ``step`` (check, apply, store) under the room's lock, then send the
        views and let the computer move. When another process stored a change first,
        ``step`` raises :class:`StaleWrite` and the change is refused with ``stale``
        (after catching up), or, with ``retry`` (a wish that holds whatever the
        state), made once more from the state that won.

        :raises ProtocolError: the check's refusal, or the stale refusal.
        """
        async with room.lock:
            self.check_loaded(room)
            try:
                if retry:
                    done = await self._retry(room, step)
                else:
                    done = await step()
            except StaleWrite:
                raise await self.refused_behind(room, *stale) from None
            if done is not False:
                await self.after_change(room)

    @staticmethod
    def check_loaded(room: Room) -> None:
        """Refuse to work on a room object that was unloaded after it was looked up (the
        caller looks it up again, which loads the stored room)."""
        if room.unloaded:
            raise RoomUnloaded(ErrorCode.ROOM_NOT_FOUND, "the room was unloaded; try again")

    async def retry(self, room: Room, step: Step) -> None:
        """Run ``step`` (its lock held) as a wish that holds whatever the state: see
        :meth:`change` with ``retry``."""
        await self._retry(room, step)

    async def _retry(self, room: Room, step: Step) -> bool | None:
        """Run ``step``; when another process changed the room first, catch up and try
        once more from the state that won. When the state that won refuses the wish
        (the game is over now), or that try too comes second (a third party was
        quicker again), the seats here are shown the state caught up with and the seat
        is told why."""
        try:
            return await step()
        except StaleWrite:
            await self.catch_up(room)
            try:
                return await step()
            except StaleWrite:
                raise await self.refused_behind(
                    room, ErrorCode.STALE, "the game moved on twice meanwhile: try again"
                ) from None
            except ProtocolError:
                await self.after_change(room)
                raise

    async def refused_behind(self, room: Room, code: ErrorCode, text: str) -> ProtocolError:
        """The refusal of a change that came second (another process stored one first),
        after catching up and showing the seats here the state that won, with the
        computer moving if it is its turn now (the process that stored that state may
        be gone already): every "too late" takes these steps, whatever it says.
        ``text`` may name ``{state_id}``, the state caught up with."""
        await self.catch_up(room)
        await self.after_change(room)
        return ProtocolError(code, text.format(state_id=room.state_id))

    async def apply(
        self, room: Room, seat: int, action: Action, *, timed_out: bool = False
    ) -> None:
        """Apply and store one move (its lock held; ``timed_out``: the server's, for a
        seat whose time ran out), with the clock it leaves in a timed room; on a
        storage failure the room is put back, and when another process was first, the
        room catches up and the move is refused as stale."""
        table = room.table
        before = (table.state, table.game, len(table.finished))
        hand_number = table.hand_number
        seq = len(table.state.actions)
        mark = None
        if room.clock is not None:
            mark = room.clock.mark_after(
                seat, self.clock.monotonic(), self.clock.time(), timed_out=timed_out
            )
        move = MoveWrite(
            room.room_id,
            room.state_id,
            room.game_number,
            hand_number,
            seq,
            seat,
            str(action),
            None if mark is None else mark.to_json(),
        )
        try:
            table.act(seat, action)
            finish = self.finish(room) if table.is_over else None
            try:
                if finish is None:  # the hot path: written with the other rooms' moves
                    state_id = await self.storage.append(move)
                else:
                    state_id = await self.run_db(self._store_move, move, finish)
            except StaleWrite:
                raise
            except Exception:
                if finish is None:
                    raise
                # The statistics must not cost the move: store it with the game's end alone.
                log.exception("could not store the result of room %s", room.room_id)
                lean = GameFinish(finish.game_number, finish.winner, finish.totals, ())
                state_id = await self.run_db(self._store_move, move, lean)
        except BaseException as exc:
            table.state, table.game = before[0], before[1]
            del table.finished[before[2] :]
            if isinstance(exc, StaleWrite):
                self.metrics.stale.inc()
                raise await self.refused_behind(
                    room,
                    ErrorCode.STALE,
                    "the game moved on to state {state_id} (another tab was first)",
                ) from None
            raise
        room.state_id = state_id
        if mark is not None:
            room.clock_mark = ((room.game_number, hand_number, seq + 1), mark)
        room.last_used = self.clock.monotonic()
        room.ready.clear()

    def _store_move(self, move: MoveWrite, finish: GameFinish) -> int:
        """Store the move that ends a game, with the game's end (a storage thread)."""
        return self.store.append_action(
            move.room_id,
            seen=move.seen,
            game_number=move.game_number,
            hand_number=move.hand_number,
            seq=move.seq,
            seat=move.seat,
            action=move.action,
            finish=finish,
            clock=move.clock,
        )

    @staticmethod
    def finish(room: Room) -> GameFinish:
        """The end of the game just played out: totals, statistics, who to rate."""
        game = room.table.game
        totals = game.totals()
        return GameFinish(
            room.game_number,
            totals.winner,
            totals.to_dict(),
            tuple(game_results(game, room)),
            room.rated(),
        )

    async def after_change(self, room: Room) -> None:
        """Steps 5 and 6: the views to the sockets here, then the computer's turn."""
        room.changed_at = self.clock.monotonic()
        await self.broadcast(room)
        self._after(room)

    # ------------------------------------------------------------------ storage
    async def run_db(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        """Run one storage call on a storage thread: the event loop keeps serving every
        other room while a commit waits for the disk or the network."""
        return await self.storage.call(fn, *args, **kwargs)

    def load(self, room_id: str) -> Room | None:
        """Read and replay a stored room (on a storage thread); a game claimed or
        resigned also reads whether fair play aborted it (:meth:`read_aborted`)."""
        row = self.store.load_room(room_id)
        if row is None:
            return None
        room = room_from_row(row, self.clock, self.settings.claim_after_disconnect)
        if room.claimed_by is not None:
            room.aborted = self.read_aborted(room.room_id, room.game_number)
        return room

    def read_aborted(self, room_id: str, game_number: int) -> bool:
        """Whether fair play judged the stored game aborted (a storage thread)."""
        with self.store.engine.connect() as conn:
            return conduct.outcome_of(conn, room_id, game_number) == "aborted"

    async def catch_up(self, room: Room) -> None:
        """Bring ``room`` (its lock held) up to what storage holds."""
        loaded = await self.run_db(self.load, room.room_id)
        if loaded is not None and loaded.state_id >= room.state_id:
            room.refresh(loaded)

    async def catch_up_and_show(self, room: Room) -> None:
        """Catch ``room`` (its lock held) up from storage; if that moved it on (another
        process changed it), count it and take steps 5 and 6: the seats here are sent
        the new state, and the computer moves if it is its turn."""
        before = room.state_id
        await self.catch_up(room)
        if room.state_id != before:
            self.metrics.catch_ups.inc()
            await self.after_change(room)

    async def caught_up(self, room: Room, state_id: int | None) -> None:
        """A change another process made (to version ``state_id``, or unknown): under
        the room's lock, catch up and show it when storage is ahead of ``room``."""
        async with room.lock:
            if room.unloaded or (state_id is not None and state_id <= room.state_id):
                return
            await self.catch_up_and_show(room)

    # ------------------------------------------------------------------ background
    def start(self, work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Run ``work`` as a task of this process's background work (see :meth:`close`)."""
        task = asyncio.get_running_loop().create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    def spawn(self, work: Awaitable[Any]) -> None:
        """Run ``work`` in the background (stopped by :meth:`close`), logging a failure."""

        async def run() -> None:
            try:
                await work
            except Exception:
                log.exception("background work failed")

        self.start(run())

    def announce(self, payload: dict[str, Any]) -> None:
        """Tell the other processes, in order, without waiting (:mod:`.other_processes`)."""
        self.announcer.announce(payload)

    async def close(self) -> None:
        """Stop the background work (the app is shutting down)."""
        for task in list(self.tasks):
            task.cancel()
        for task in list(self.tasks):
            with contextlib.suppress(BaseException):
                await task

    # ------------------------------------------------------------------ sending
    async def broadcast(
        self, room: Room, *, watchers: bool = True, skip: Connection | None = None
    ) -> None:
        """Each seat's state to its sockets here but ``skip`` (and the watchers' to
        theirs)."""
        self._before_views(room)
        for seat in (0, 1):
            if room.sockets[seat]:
                text = room.state_text(seat)
                for conn in list(room.sockets[seat]):
                    if conn is not skip:
                        await self.send_text(conn, text)
        if watchers:
            await self.send_watchers(room)

    async def send_watchers(self, room: Room) -> None:
        """The room's state to its watchers here (one text for all of them)."""
        if not room.watchers:
            return
        text = room.spectate_text()
        for conn in list(room.watchers):
            await self.send_text(conn, text)

    async def presence(self, room: Room, seat: int, up: bool, *, firsthand: bool = True) -> None:
        """``seat`` came (``up``) or went, as far as every process knows: the other seat
        hears, with where its claim now stands (:mod:`.claims`: the countdown begun or
        cancelled), and the time it went is kept (a claim may follow a long absence):
        stored by the process that saw it (``firsthand``: the seat's socket came or went
        here, or the process that held it died), not by those told of it, whose word
        could come after the seat was back."""
        room.gone_since[seat] = None if up else self.clock.monotonic()
        if firsthand and not room.bots[seat]:  # stored: other processes and a restart
            gone_at = None if up else self.clock.time()
            self.spawn(self.run_db(self.store.seat_presence, room.room_id, seat, gone_at))
        other = 1 - seat
        claim = None
        if room.sockets[other]:
            self._before_views(room)  # the wait for the claim to open, set again
            wait = room.claim_wait(other)
            claim = None if wait is None else wait.to_public(self.clock.monotonic())
        await self.send_seat(room, other, presence_message(seat, up, claim))

    async def send_seat(self, room: Room, seat: int, message: dict[str, Any]) -> None:
        """``message`` to every socket of ``seat`` here."""
        if not room.sockets[seat]:
            return
        text = dumps(message)
        for conn in list(room.sockets[seat]):
            await self.send_text(conn, text)

    async def send(self, conn: Connection, message: dict[str, Any]) -> None:
        """``message`` to one socket."""
        await self.send_text(conn, dumps(message))

    @staticmethod
    async def send_text(conn: Connection, text: str) -> None:
        """One frame to one socket; a socket closing under us is its reader's to remove."""
        try:
            await conn.send_text(text)
        except Exception:
            log.debug("send failed", exc_info=True)


def _nothing(_room: Room) -> None:
    """No step attached yet."""
