"""Every change to a room: :class:`RoomManager` creates, joins and loads rooms (one
room in memory is a :class:`~ginrummy.server.rooms.room.Room`; rebuilt from storage after a
restart, by replay), and runs every change the same way: under the room's
``asyncio.Lock``, check (``authority``), apply, store from the version the change was
made in, then send each seat its own view. Three parts that use that path live in
modules of their own, each held by the manager: the computer's turns and hints
(:mod:`.computer`), what this process tells and hears from the other processes
(:mod:`.other_processes`), and watchers, chat and the move clock (:mod:`.meeting`).

A room's memory is a cache of storage, which decides: if storing fails the room is put
back as it was, and if another process changed the room first
(:class:`~ginrummy.server.storage.store.StaleWrite`) it catches up from storage, sends the
seats the state that won, and refuses the move as stale. Changes made by other
processes arrive as announcements (:meth:`RoomManager.on_announcement`, from
:mod:`ginrummy.server.cluster.fanout`) or, when one was missed, from a periodic comparison of
versions. Storage runs on storage threads (:mod:`.storage_threads`), never on the
event loop.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy.exc import IntegrityError

from ...core.actions import Action
from ...core.rules import Rules
from ...core.table import Table
from ..cluster.other_processes import OtherProcesses
from ..routes.operations import Metrics
from ..settings import Settings
from ..storage.store import (
    GameFinish,
    MoveWrite,
    RoomSetup,
    SeatRow,
    StaleWrite,
    Store,
    hash_token,
    make_origin,
)
from ..storage.threads import StorageThreads
from ..wire.protocol import (
    ErrorCode,
    Pace,
    ProtocolError,
    Seed,
    TakeBack,
    presence_message,
)
from ..wire.views import dumps
from . import authority
from .clock import ClockSettings, MoveClock
from .computer import Computer
from .fair_deals import PendingDeal
from .meeting import Meeting
from .room import (
    LEVEL_NAMES,
    Connection,
    Room,
    game_results,
    new_hand,
    ready_mask,
    room_from_row,
)
from .thinking import Thinker

log = logging.getLogger("ginrummy.server")

Sender = Callable[[Connection, str], Awaitable[None]]


class RoomUnloaded(ProtocolError):
    """The room object was unloaded between its lookup and its use: look it up again.
    Only a lookup that waits longer than ``room_idle_seconds`` can meet this."""


class RoomManager:
    """Every room this process serves, loaded from the store on first use."""

    def __init__(self, settings: Settings, store: Store) -> None:
        self.settings = settings
        self.store = store
        if not store.origin:
            store.origin = make_origin()
        self.origin = store.origin
        self.rooms: dict[str, Room] = {}
        self.rng = secrets.SystemRandom()
        self._load_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()
        # SQLite takes one writer at a time anyway; PostgreSQL gets a few connections.
        threads = 1 if store.engine.dialect.name == "sqlite" else settings.db_threads
        self.storage = StorageThreads(store, threads)
        self.thinker = Thinker(settings.think_workers)
        self.others = OtherProcesses(self)
        self.computer = Computer(self)
        self.meeting = Meeting(self)
        self.metrics = Metrics()
        self.metrics.watch(self)
        self._rooms_made = 0

    async def run_db(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        """Run one storage call on a storage thread: the event loop keeps serving every
        other room while a commit waits for the disk or the network."""
        return await self.storage.call(fn, *args, **kwargs)

    # ------------------------------------------------------------------ randomness
    def _rng(self, *key: object) -> random.Random:
        """The generator for one deal or one computer move: the secure one in play; with
        ``settings.deal_seed`` set (tests, benchmarks), one seeded from that seed and
        ``key`` (what is drawn, the game, hand and move numbers) alone, so the same
        games come out whatever the room id, the process or a reload in between."""
        seed = self.settings.deal_seed
        if seed is None:
            return self.rng
        return random.Random("/".join(str(part) for part in (seed, *key)))

    def _room_id(self) -> str:
        """A new room's id: random; with ``deal_seed`` set, the next of a sequence drawn
        from it, because a fair deal's deck depends on its room (docs/fairness.md), and a
        seeded server must deal the same games again."""
        if self.settings.deal_seed is None:
            return secrets.token_urlsafe(9)
        self._rooms_made += 1
        raw = self._rng("room", self._rooms_made).randbytes(9)
        return base64.urlsafe_b64encode(raw).decode()

    def _pending(self, key: tuple[object, ...], awaiting: set[int] | None = None) -> PendingDeal:
        """A new deal to commit to: its server seed from the secure generator, or (with
        ``deal_seed`` set) from that seed and ``key``, so seeded games repeat."""
        rng = None if self.settings.deal_seed is None else self._rng("fair", *key)
        return PendingDeal.fresh(rng, awaiting)

    # ------------------------------------------------------------------ lobby
    async def create(
        self,
        *,
        mode: str,
        level: str | None,
        rules: Rules,
        name: str,
        client_id: str | None,
        setup: RoomSetup | None = None,
        player_id: str | None = None,
        fair: bool = False,
    ) -> tuple[Room, str]:
        """A new room; returns it and seat 0's token. Its first hand is dealt now, or,
        when the creator will send a seed (``fair``), once the seeds are in."""
        setup = setup or RoomSetup()
        room_id = self._room_id()
        try:
            return await self._create(
                room_id, mode, level, rules, name, client_id, setup, player_id, fair
            )
        except IntegrityError:
            # A seeded id another process made first (seeded servers sharing a database).
            room_id = secrets.token_urlsafe(9)
            return await self._create(
                room_id, mode, level, rules, name, client_id, setup, player_id, fair
            )

    async def _create(
        self,
        room_id: str,
        mode: str,
        level: str | None,
        rules: Rules,
        name: str,
        client_id: str | None,
        setup: RoomSetup,
        player_id: str | None,
        fair: bool,
    ) -> tuple[Room, str]:
        token = secrets.token_urlsafe(24)
        bot = mode == "computer"
        names = [name, LEVEL_NAMES.get(level or "", "Computer") if bot else "Player 2"]
        pending = self._pending(("first", 1), {0} if fair else set())
        dealt = not fair
        table = Table.new(
            rules,
            players=(names[0], names[1]),
            rng=self._rng("deal", 1, 1),
            fair=pending.proof(room_id, 1, 1) if dealt else None,
        )
        if dealt:
            pending = self._pending(("next", 1, 1))
        room = Room(
            room_id=room_id,
            mode=mode,
            level=level if bot else None,
            rules=rules,
            table=table,
            names=names,
            client_ids=[client_id, None],
            token_hashes=[hash_token(token), None],
            bots=(False, bot),
            state_id=0,
            game_number=1,
            setup=setup,
            player_ids=[player_id, None],
            clock=None if setup.clock is None else MoveClock(ClockSettings.from_json(setup.clock)),
            pending=pending,
            dealt=dealt,
        )
        await self.run_db(
            self.store.create_room,
            room_id,
            mode=mode,
            level=room.level,
            rules=rules.to_dict(),
            seat_rows=(
                SeatRow(0, names[0], client_id, room.token_hashes[0], False, player_id),
                SeatRow(1, names[1] if bot else None, None, None, bot),
            ),
            first_dealer=table.game.first_dealer,
            hand=new_hand(table.state, 1) if dealt else None,
            status=room.status,
            setup=setup,
            fair_next=pending.to_json(),
        )
        self.rooms[room_id] = room
        self.computer.schedule(room)
        return room, token

    def insert_paired_room(
        self,
        conn: Any,
        players: tuple[tuple[str, str], tuple[str, str]],
        rules: Rules,
        setup: RoomSetup,
    ) -> tuple[str, str, str]:
        """The rows of a room for two players just paired ((id, name) each, seat 0
        first), in the pairing's transaction ``conn`` (a storage thread); returns the
        room's id and the two seat tokens. Any process loads it on first use. The first
        hand waits for both players' seeds (their browsers send them on arrival)."""
        room_id = secrets.token_urlsafe(9)
        tokens = (secrets.token_urlsafe(24), secrets.token_urlsafe(24))
        names = (players[0][1], players[1][1])
        table = Table.new(rules, players=names, rng=self._rng("deal", room_id, 1, 1))
        pending = self._pending(("first", room_id, 1), {0, 1})
        self.store.insert_room(
            conn,
            room_id,
            mode="friend",
            level=None,
            rules=rules.to_dict(),
            seat_rows=(
                SeatRow(0, names[0], None, hash_token(tokens[0]), False, players[0][0]),
                SeatRow(1, names[1], None, hash_token(tokens[1]), False, players[1][0]),
            ),
            first_dealer=table.game.first_dealer,
            hand=None,
            status="playing",
            setup=setup,
            fair_next=pending.to_json(),
        )
        return room_id, tokens[0], tokens[1]

    async def get(self, room_id: str) -> Room | None:
        """The room, from memory or rebuilt from storage; ``None`` when unknown."""
        room = self.rooms.get(room_id)
        if room is not None:
            room.last_used = time.monotonic()
            return room
        if len(room_id) > 32:
            return None
        async with self._load_lock:
            room = self.rooms.get(room_id)
            if room is None:
                room = await self.run_db(self._load, room_id)
                if room is not None:
                    self.rooms[room_id] = room
                    self.computer.schedule(room)
                    # who holds this room's sockets on the other processes?
                    self._announce({"r": room_id, "q": 1})
        return room

    def unload_idle(self, now: float | None = None) -> int:
        """Drop from memory the rooms idle for ``settings.room_idle_seconds``: no socket,
        the computer not thinking, nobody holding the lock. Every move is stored as it is
        made, so :meth:`get` rebuilds such a room exactly when it is next used; memory
        then grows with the rooms in play, not with every room ever opened. Returns how
        many were dropped."""
        idle = self.settings.room_idle_seconds
        if idle <= 0:
            return 0
        cutoff = (time.monotonic() if now is None else now) - idle
        dropped = 0
        # No await below: nothing else runs on the event loop between check and drop.
        for room_id, room in list(self.rooms.items()):
            busy = room.bot_task is not None and not room.bot_task.done()
            if room.sockets[0] or room.sockets[1] or room.watchers or busy or room.lock.locked():
                continue
            if room.last_used > cutoff:
                continue
            room.unloaded = True
            del self.rooms[room_id]
            room.meeting.stop_timer()  # its chat limits and clock state go with it
            dropped += 1
        if dropped:
            log.info("unloaded %d idle room(s); %d in memory", dropped, len(self.rooms))
        return dropped

    async def unload_idle_forever(self) -> None:
        """Run :meth:`unload_idle` every little while (a quarter of the idle time, at
        most a minute) until cancelled."""
        idle = self.settings.room_idle_seconds
        if idle <= 0:
            return
        pause = min(60.0, max(idle / 4, 0.01))
        while True:
            await asyncio.sleep(pause)
            self.unload_idle()

    @staticmethod
    def _check_loaded(room: Room) -> None:
        """Refuse to work on a room object that was unloaded after it was looked up (the
        caller looks it up again, which loads the stored room)."""
        if room.unloaded:
            raise RoomUnloaded(ErrorCode.ROOM_NOT_FOUND, "the room was unloaded; try again")

    def _load(self, room_id: str) -> Room | None:
        """Read and replay a stored room (on a worker thread)."""
        row = self.store.load_room(room_id)
        return None if row is None else room_from_row(row)

    async def stats(self, client_id: str) -> dict[str, Any]:
        """One browser's statistics (read on a worker thread)."""
        result: dict[str, Any] = await self.run_db(self.store.stats, client_id)
        return result

    # ------------------------------------------------------------------ other processes
    # (their announcements and the periodic checks: .other_processes; here the reload
    # every stale write uses, and the methods other modules call)
    async def _catch_up(self, room: Room) -> None:
        """Bring ``room`` (its lock held) up to what storage holds."""
        loaded = await self.run_db(self._load, room.room_id)
        if loaded is not None and loaded.state_id >= room.state_id:
            room.refresh(loaded)

    def _announce(self, payload: dict[str, Any]) -> None:
        """Tell the other processes, in order, without waiting (:mod:`.other_processes`)."""
        self.others.announce(payload)

    async def on_announcement(self, payload: dict[str, Any]) -> None:
        """A change, a presence or a question from another process about one room."""
        await self.others.on_announcement(payload)

    async def forget_dead_processes(self) -> None:
        """Drop the presence that processes no longer connected to the database
        announced (killed ones never say their sockets are gone), telling the seats."""
        await self.others.forget_dead_processes()

    async def catch_up_all(self) -> None:
        """Compare the versions of the rooms with sockets here with storage's, and catch
        up those behind (an announcement may have been missed)."""
        await self.others.catch_up_all()

    def spawn(self, work: Awaitable[Any]) -> None:
        """Run ``work`` in the background (stopped by :meth:`close`), logging a failure."""

        async def run() -> None:
            try:
                await work
            except Exception:
                log.exception("background work failed")

        task = asyncio.get_running_loop().create_task(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def seat_for_token(self, room: Room, token: str | None) -> int:
        """The seat ``token`` sits in. A token this process does not know may belong to a
        seat just taken on another process (its announcement not yet here): look in
        storage once before refusing.

        :raises ProtocolError: ``auth/bad_token``.
        """
        try:
            return authority.seat_for_token(room, token)
        except ProtocolError:
            if not token or len(token) > 200 or all(room.taken):
                raise
        await self.others.catch_up_and_send(room, None)
        return authority.seat_for_token(room, token)

    async def join(
        self,
        room: Room,
        *,
        name: str,
        client_id: str | None,
        player_id: str | None = None,
        fair: bool = False,
    ) -> tuple[int, str]:
        """Seat a friend in the empty seat; returns the seat and its token. A first hand
        still to be dealt waits for the friend's seed too when they will send one
        (``fair``), else it is dealt now.

        :raises ProtocolError: ``room/full`` when no seat is free; ``room/own_table``
            when the player holds the other seat of a rated table.
        """
        async with room.lock:
            self._check_loaded(room)
            free = [s for s in (0, 1) if not room.taken[s]]
            if not free:
                raise ProtocolError(ErrorCode.ROOM_FULL, "the room is full")
            seat = free[0]
            if player_id is not None and room.setup.rated and player_id in room.player_ids:
                raise ProtocolError(
                    ErrorCode.OWN_TABLE,
                    "you hold the other seat of this rated table: a player cannot play itself",
                )
            token = secrets.token_urlsafe(24)
            digest = hash_token(token)
            taken = await self.run_db(
                self.store.take_seat,
                room.room_id,
                seat,
                name=name,
                client_id=client_id,
                token_hash=digest,
                player_id=player_id,
            )
            await self._catch_up(room)  # the seat, and the version it moved the room to
            if not taken:
                await self._broadcast(room)
                raise ProtocolError(ErrorCode.ROOM_FULL, "the room is full")
            if room.shuffling and room.pending is not None:
                trial = room.pending.copy()
                if fair:
                    trial.awaiting.add(seat)
                await self._stored_retry(room, lambda: self._store_pending(room, trial))
            await self._after_change(room)
        return seat, token

    # ------------------------------------------------------------------ sockets
    async def connect(self, room: Room, seat: int, conn: Connection) -> None:
        """A socket joins its seat: it gets the state, the other seat gets presence (and
        two people get what they said so far). Whatever stops this half way (the socket
        closing, the task cancelled) takes the socket out again."""
        async with room.lock:
            self._check_loaded(room)
            await self.others.catch_up_if_behind(room)
            first = not room.sockets[seat]
            was = room.connected[seat]
            room.sockets[seat].add(conn)
            try:
                self.meeting.tick(room)
                await self._send_text(conn, room.state_text(seat))
                self.computer.schedule(room)
                if first:
                    self._announce({"r": room.room_id, "p": [seat, 1]})
                if not was:
                    await self._presence(room, seat, True)
            except BaseException:
                await self._drop_socket(room, seat, conn)
                raise
        if not any(room.bots):  # two people: they may have talked
            self.spawn(self.meeting.send_history(room, conn))

    async def disconnect(self, room: Room, seat: int, conn: Connection) -> None:
        """A socket left; the other seat hears when the seat's last socket is gone."""
        async with room.lock:
            room.last_used = time.monotonic()
            await self._drop_socket(room, seat, conn)

    async def _drop_socket(self, room: Room, seat: int, conn: Connection) -> None:
        had = bool(room.sockets[seat])
        room.sockets[seat].discard(conn)
        if had and not room.sockets[seat]:
            self._announce({"r": room.room_id, "p": [seat, 0]})
            if not room.connected[seat]:
                await self._presence(room, seat, False)

    # ------------------------------------------------------------------ messages
    async def act(self, room: Room, seat: int, message: Any) -> None:
        """A checked move: apply, store, fan out (or raise ``ProtocolError``, changing nothing)."""
        started = time.perf_counter()
        async with room.lock:
            action = authority.check_act(room, seat, message)
            await self._apply(room, seat, action)
            await self._after_change(room)
        self.metrics.person_moves.inc()
        self.metrics.move_seconds.observe(time.perf_counter() - started)

    async def take_back(self, room: Room, seat: int, message: TakeBack) -> None:
        """``seat`` takes back its last discard (against the computer, before it moves):
        the move is removed from storage and the hand replayed without it, counted on
        the game; the computer's pending move finds it is not its turn and stops."""
        async with room.lock:
            authority.check_take_back(room, seat, message)
            table = room.table
            before = table.state
            seq = len(before.actions) - 1
            table.take_back()
            try:
                state_id = await self.run_db(
                    self.store.take_back,
                    room.room_id,
                    seen=room.state_id,
                    game_number=room.game_number,
                    hand_number=table.hand_number,
                    seq=seq,
                )
            except BaseException as exc:
                table.state = before
                if isinstance(exc, StaleWrite):
                    raise await self._refused_behind(
                        room, ErrorCode.TAKE_BACK_UNAVAILABLE, "the computer has already moved"
                    ) from None
                raise
            room.state_id = state_id
            room.helped_game = room.game_number  # counted on the game by store.take_back
            room.last_used = time.monotonic()
            self.metrics.take_backs.inc()
            await self._after_change(room)

    async def seed(self, room: Room, seat: int, message: Seed) -> None:
        """``seat``'s client seed for the deal committed next (docs/fairness.md); the
        first hand is dealt once every seat it waits for has sent one.

        :raises ProtocolError: ``seed/stale`` (not the commitment waiting), ``seed/given``.
        """
        async with room.lock:

            async def give() -> None:
                if room.pending is None:
                    raise ProtocolError(ErrorCode.SEED_STALE, "no deal is waiting for seeds")
                trial = room.pending.copy()
                try:
                    changed = trial.give(seat, message.commitment, message.client_seed)
                except LookupError as exc:
                    raise ProtocolError(ErrorCode.SEED_STALE, str(exc)) from None
                except ValueError as exc:
                    raise ProtocolError(ErrorCode.SEED_GIVEN, str(exc)) from None
                if changed or self._first_deal_due(room, trial):
                    await self._store_pending(room, trial)

            await self._stored_retry(room, give)
            await self._after_change(room)

    @staticmethod
    def _first_deal_due(room: Room, pending: PendingDeal) -> bool:
        """Whether the game's first hand may be dealt now: it waits for these seeds, and
        the game was not ended before it began (resigned, or claimed)."""
        return room.shuffling and not pending.awaiting and all(room.taken) and not room.is_over

    async def _store_pending(self, room: Room, pending: PendingDeal) -> None:
        """Store the pending deal as it now stands; when the first hand was waiting for
        these seeds and may now be dealt, deal it (in the same write)."""
        if self._first_deal_due(room, pending):
            await self._deal_first(room, pending)
            return
        room.state_id = await self.run_db(
            self.store.set_fair_next, room.room_id, seen=room.state_id, fair_next=pending.to_json()
        )
        room.pending = pending

    async def _deal_first(self, room: Room, pending: PendingDeal) -> None:
        """The first hand of the game, from the committed seed and the seeds sent."""
        number = room.game_number
        table = Table.new(
            room.rules,
            players=(room.names[0], room.names[1]),
            first_dealer=room.table.game.first_dealer,
            fair=pending.proof(room.room_id, number, 1),
        )
        following = self._pending(("next", number, 1))
        room.state_id = await self.run_db(
            self.store.add_hand,
            room.room_id,
            number,
            new_hand(table.state, 1),
            seen=room.state_id,
            fair_next=following.to_json(),
        )
        room.table = table
        room.dealt = True
        room.pending = following
        room.event_cache.clear()

    def pace(self, room: Room, message: Pace) -> None:
        """The player's computer speed: the pause before each computer move here."""
        room.computer_delay = message.computer_delay

    async def next_hand(self, room: Room, seat: int) -> None:
        """``seat`` is ready for the next hand; deal once every person is."""
        async with room.lock:
            authority.check_next_hand(room)
            await self._stored_retry(room, lambda: self._ready(room, seat, self._deal_next))
            await self._after_change(room)

    async def rematch(self, room: Room, seat: int) -> None:
        """``seat`` wants another game; start it once every person does."""
        async with room.lock:
            authority.check_rematch(room)
            await self._stored_retry(room, lambda: self._ready(room, seat, self._new_game))
            await self._after_change(room)

    async def hint(self, room: Room, seat: int, conn: Connection) -> None:
        """The strongest computer player's move for ``seat``, to that socket only (one at
        a time per seat: ``rate/limited`` while one is on its way)."""
        await self.computer.hint(room, seat, conn)

    # ------------------------------------------------------------------ changes
    async def _stored_retry(self, room: Room, change: Callable[[], Awaitable[None]]) -> None:
        """Run ``change`` (a seat's wish that holds whatever state the room is in: the
        next hand, a rematch); when another process changed the room first, catch up
        and try once more from the state that won. When the state that won refuses the
        wish (the game is over now), or that try too comes second (a third party was
        quicker again), the seats here are shown the state caught up with and the seat
        is told why."""
        try:
            await change()
        except StaleWrite:
            await self._catch_up(room)
            try:
                await change()
            except StaleWrite:
                raise await self._refused_behind(
                    room, ErrorCode.STALE, "the game moved on twice meanwhile: try again"
                ) from None
            except ProtocolError:
                await self._after_change(room)
                raise

    async def _refused_behind(self, room: Room, code: ErrorCode, text: str) -> ProtocolError:
        """The refusal of a change that came second (another process stored one first),
        after catching up and showing the seats here the state that won, with the
        computer moving if it is its turn now (the process that stored that state may
        be gone already): every "too late" takes these steps, whatever it says.
        ``text`` may name ``{state_id}``, the state caught up with."""
        await self._catch_up(room)
        await self._after_change(room)
        return ProtocolError(code, text.format(state_id=room.state_id))

    async def _ready(self, room: Room, seat: int, then: Callable[[Room], Awaitable[None]]) -> None:
        """``seat`` is ready; once every person is, ``then`` deals or starts the game."""
        ready = room.ready | {seat}
        if all(room.bots[s] or s in ready for s in (0, 1)):
            await then(room)
            return
        if ready == room.ready:
            return
        room.state_id = await self.run_db(
            self.store.set_ready, room.room_id, seen=room.state_id, ready=ready_mask(ready)
        )
        room.ready = ready

    async def _apply(
        self, room: Room, seat: int, action: Action, *, timed_out: bool = False
    ) -> None:
        """Apply and store one move (``timed_out``: the server's, for a seat whose time
        ran out), with the clock it leaves in a timed room; on a storage failure the
        room is put back, and when another process was first, the room catches up and
        the move is refused as stale."""
        table = room.table
        before = (table.state, table.game, len(table.finished))
        hand_number = table.hand_number
        seq = len(table.state.actions)
        mark = None
        if room.clock is not None:
            mark = room.clock.mark_after(seat, time.monotonic(), time.time(), timed_out=timed_out)
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
            finish = self._finish(room) if table.is_over else None
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
                raise await self._refused_behind(
                    room,
                    ErrorCode.STALE,
                    "the game moved on to state {state_id} (another tab was first)",
                ) from None
            raise
        room.state_id = state_id
        if mark is not None:
            room.clock_mark = ((room.game_number, hand_number, seq + 1), mark)
        room.last_used = time.monotonic()
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

    def _finish(self, room: Room) -> GameFinish:
        game = room.table.game
        totals = game.totals()
        return GameFinish(
            room.game_number,
            totals.winner,
            totals.to_dict(),
            tuple(game_results(game, room)),
            room.rated(),
        )

    async def _deal_next(self, room: Room) -> None:
        table = room.table
        number = table.hand_number + 1
        old = table.state
        pending = room.pending or self._pending(("next", room.game_number, number - 1))
        state = table.deal_next(fair=pending.proof(room.room_id, room.game_number, number))
        following = self._pending(("next", room.game_number, number))
        try:
            state_id = await self.run_db(
                self.store.add_hand,
                room.room_id,
                room.game_number,
                new_hand(state, number),
                seen=room.state_id,
                fair_next=following.to_json(),
            )
        except BaseException:
            table.state = old
            raise
        room.state_id = state_id
        room.pending = following
        room.ready.clear()

    async def _new_game(self, room: Room) -> None:
        number = room.game_number + 1
        pending = room.pending or self._pending(("next", number - 1, 0))
        table = Table.new(
            room.rules,
            players=(room.names[0], room.names[1]),
            rng=self._rng("deal", number, 1),
            fair=pending.proof(room.room_id, number, 1),
        )
        following = self._pending(("next", number, 1))
        state_id = await self.run_db(
            self.store.new_game,
            room.room_id,
            number,
            first_dealer=table.game.first_dealer,
            hand=new_hand(table.state, 1),
            seen=room.state_id,
            fair_next=following.to_json(),
        )
        room.table = table
        room.pending = following
        room.dealt = True
        room.claimed_by = None
        room.resigned = False
        room.game_number = number
        room.state_id = state_id
        room.ready.clear()

    async def _after_change(self, room: Room) -> None:
        room.changed_at = time.monotonic()
        await self._broadcast(room)
        self.computer.schedule(room)

    async def close(self) -> None:
        """Stop the computer players (the app is shutting down)."""
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(BaseException):
                await task
        self.meeting.close()
        self.storage.close()
        self.others.close()
        self.thinker.close()

    # ------------------------------------------------------------------ sending
    async def _broadcast(
        self, room: Room, *, watchers: bool = True, skip: Connection | None = None
    ) -> None:
        """Each seat's state to its sockets here but ``skip`` (and the watchers' to
        theirs)."""
        self.meeting.tick(room)
        for seat in (0, 1):
            if room.sockets[seat]:
                text = room.state_text(seat)
                for conn in list(room.sockets[seat]):
                    if conn is not skip:
                        await self._send_text(conn, text)
        if watchers:
            await self.meeting.send_watchers(room)

    async def _presence(self, room: Room, seat: int, up: bool) -> None:
        """``seat`` came (``up``) or went, as far as every process knows: the other seat
        hears, and the time it went is kept (a claim may follow a long absence)."""
        room.gone_since[seat] = None if up else time.monotonic()
        await self._send_seat(room, 1 - seat, presence_message(seat, up))

    async def _send_seat(self, room: Room, seat: int, message: dict[str, Any]) -> None:
        if not room.sockets[seat]:
            return
        text = dumps(message)
        for conn in list(room.sockets[seat]):
            await self._send_text(conn, text)

    async def _send(self, conn: Connection, message: dict[str, Any]) -> None:
        await self._send_text(conn, dumps(message))

    @staticmethod
    async def _send_text(conn: Connection, text: str) -> None:
        try:
            await conn.send_text(text)
        except Exception:  # a socket closing under us; its reader removes it
            log.debug("send failed", exc_info=True)
