"""The rooms of one server process: :class:`RoomManager` creates, joins and loads rooms
(one room in memory is a :class:`~ginrummy.server.rooms.room.Room`; rebuilt from storage
after a restart, by replay), seats sockets, and decides every message a seat sends
(:meth:`RoomManager.handle`: moves, take-backs, seeds, the next hand, rematches, claims
and resignations alike, each checked by :mod:`.authority`).

Why the deciding is here and the doing is not: every change then runs through the one
:class:`~ginrummy.server.rooms.pipeline.MovePipeline` (lock, check, apply, store from
the version, send the views, let the computer move), which is also the path of the
moves nobody sent: the computer's (:mod:`.computer`) and the server's for a seat whose
time ran out (:mod:`.meeting`). The manager builds those parts and hands each the
pipeline; none of them reaches into another. What other processes changed arrives
through :mod:`ginrummy.server.cluster.other_processes` (announcements, from
:mod:`ginrummy.server.cluster.fanout`, and a periodic comparison of versions).

A room's memory is a cache of storage, which decides (see the pipeline). Storage runs
on storage threads (:mod:`ginrummy.server.storage.threads`), never on the event loop.
"""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import math
import random
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy.exc import IntegrityError

from ...core.rules import Rules
from ...core.table import Table
from ..cluster.other_processes import Announcer, OtherProcesses
from ..online import conduct
from ..settings import Settings
from ..storage.store import RoomSetup, SeatRow, Store, hash_token, make_origin
from ..storage.threads import StorageThreads
from ..wire.protocol import (
    PONG,
    Act,
    AnyClientMessage,
    Chat,
    Claim,
    ErrorCode,
    HintRequest,
    NextHand,
    Pace,
    Ping,
    ProtocolError,
    Rematch,
    RematchDecline,
    Resign,
    Seed,
    TakeBack,
)
from . import authority
from .clock import ClockSettings, MoveClock
from .computer import Computer
from .device_sockets import DeviceSockets
from .fair_deals import PendingDeal
from .meeting import Meeting, claim_finish
from .metrics import Metrics
from .pipeline import MovePipeline, RoomUnloaded
from .room import LEVEL_NAMES, Connection, Room, new_hand, ready_mask
from .thinking import Thinker
from .time_source import SYSTEM_CLOCK, Clock

log = logging.getLogger("ginrummy.server")

__all__ = ["RoomManager", "RoomUnloaded"]


class RoomManager:
    """Every room this process serves, loaded from the store on first use."""

    def __init__(self, settings: Settings, store: Store, clock: Clock = SYSTEM_CLOCK) -> None:
        self.settings = settings
        self.store = store
        self.clock = clock
        if not store.origin:
            store.origin = make_origin()
        if store.rate_game is None:  # rated games are rated as their end is stored
            store.rate_game = conduct.rating_step(settings.fair_play, clock.time)
        self.origin = store.origin
        self.rng = secrets.SystemRandom()
        self._load_lock = asyncio.Lock()
        # SQLite takes one writer at a time anyway; PostgreSQL gets a few connections.
        threads = 1 if store.engine.dialect.name == "sqlite" else settings.db_threads
        self.storage = StorageThreads(store, threads)
        self.thinker = Thinker(settings.think_workers)
        self.metrics = Metrics()
        self.pipeline = MovePipeline(
            settings, store, self.storage, Announcer(store), self.metrics, clock
        )
        self.rooms = self.pipeline.rooms
        seeded = None if settings.deal_seed is None else self._rng
        self.computer = Computer(self.pipeline, self.thinker, seeded)
        self.meeting = Meeting(self.pipeline)
        self.pipeline.attach(self.meeting.before_views, self.computer.schedule)
        self.devices = DeviceSockets()
        self.others = OtherProcesses(self.pipeline, self.meeting, self.devices)
        self.metrics.watch(self.rooms)
        self._rooms_made = 0

    async def run_db(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        """Run one storage call on a storage thread: the event loop keeps serving every
        other room while a commit waits for the disk or the network."""
        return await self.pipeline.run_db(fn, *args, **kwargs)

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
            time_source=self.clock,
            claim_after=self.settings.claim_after_disconnect,
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
            clock=None
            if setup.clock is None
            else MoveClock(ClockSettings.from_json(setup.clock, stored=True)),
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
            room.last_used = self.clock.monotonic()
            return room
        if len(room_id) > 32:
            return None
        async with self._load_lock:
            room = self.rooms.get(room_id)
            if room is None:
                room = await self.run_db(self.pipeline.load, room_id)
                if room is not None:
                    self.rooms[room_id] = room
                    self.computer.schedule(room)
                    # who holds this room's sockets on the other processes?
                    self.pipeline.announce({"r": room_id, "q": 1})
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
        cutoff = (self.clock.monotonic() if now is None else now) - idle
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
            room.meeting.stop_claim_timer()
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
            await self.clock.sleep(pause)
            self.unload_idle()

    def load(self, room_id: str) -> Room | None:
        """Read and replay a stored room (on a storage thread); not kept in memory."""
        return self.pipeline.load(room_id)

    async def stats(self, client_id: str) -> dict[str, Any]:
        """One browser's statistics (read on a worker thread)."""
        result: dict[str, Any] = await self.run_db(self.store.stats, client_id)
        return result

    # ------------------------------------------------------------------ other processes
    # (their announcements and the periodic checks: .other_processes)
    async def on_announcement(self, payload: dict[str, Any]) -> None:
        """A change, a presence or a question from another process about one room."""
        await self.others.on_announcement(payload)

    async def devices_signed_out(self, device_ids: list[str]) -> None:
        """Close the sockets of these devices, just signed out, here and (announced) on
        every other process."""
        if not device_ids:
            return
        await self.devices.close(device_ids)
        self.pipeline.announce({"d": list(device_ids)})

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
        self.pipeline.spawn(work)

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
        token = secrets.token_urlsafe(24)
        seated: list[int] = []

        async def take_seat() -> None:
            free = [s for s in (0, 1) if not room.taken[s]]
            if not free:
                raise ProtocolError(ErrorCode.ROOM_FULL, "the room is full")
            seat = free[0]
            if player_id is not None and room.setup.rated and player_id in room.player_ids:
                raise ProtocolError(
                    ErrorCode.OWN_TABLE,
                    "you hold the other seat of this rated table: a player cannot play itself",
                )
            taken = await self.run_db(
                self.store.take_seat,
                room.room_id,
                seat,
                name=name,
                client_id=client_id,
                token_hash=hash_token(token),
                player_id=player_id,
            )
            await self.pipeline.catch_up(room)  # the seat, and the version it moved the room to
            if not taken:
                await self.pipeline.broadcast(room)
                raise ProtocolError(ErrorCode.ROOM_FULL, "the room is full")
            seated.append(seat)
            if room.shuffling and room.pending is not None:
                trial = room.pending.copy()
                if fair:
                    trial.awaiting.add(seat)
                await self.pipeline.retry(room, lambda: self._store_pending(room, trial))

        await self.pipeline.change(room, take_seat)
        return seated[0], token

    # ------------------------------------------------------------------ sockets
    async def connect(self, room: Room, seat: int, conn: Connection) -> None:
        """A socket joins its seat: it gets the state, the other seat gets presence (and
        two people get what they said so far). Whatever stops this half way (the socket
        closing, the task cancelled) takes the socket out again."""
        pipeline = self.pipeline
        async with room.lock:
            pipeline.check_loaded(room)
            await self.others.catch_up_if_behind(room)
            first = not room.sockets[seat]
            was = room.connected[seat]
            room.sockets[seat].add(conn)
            try:
                self.meeting.before_views(room)
                await pipeline.send_text(conn, room.state_text(seat))
                self.computer.schedule(room)
                if first:
                    pipeline.announce({"r": room.room_id, "p": [seat, 1]})
                if not was:
                    await pipeline.presence(room, seat, True)
            except BaseException:
                await self._drop_socket(room, seat, conn)
                raise
        if not any(room.bots):  # two people: they may have talked
            self.spawn(self.meeting.send_history(room, conn))

    async def disconnect(self, room: Room, seat: int, conn: Connection) -> None:
        """A socket left; the other seat hears when the seat's last socket is gone."""
        async with room.lock:
            room.last_used = self.clock.monotonic()
            await self._drop_socket(room, seat, conn)

    async def _drop_socket(self, room: Room, seat: int, conn: Connection) -> None:
        had = bool(room.sockets[seat])
        room.sockets[seat].discard(conn)
        if had and not room.sockets[seat]:
            self.pipeline.announce({"r": room.room_id, "p": [seat, 0]})
            if not room.connected[seat]:
                await self.pipeline.presence(room, seat, False)

    # ------------------------------------------------------------------ messages
    async def handle(
        self, room: Room, seat: int, conn: Connection, message: AnyClientMessage
    ) -> None:
        """One message from ``seat``'s socket ``conn``, already parsed and typed: the one
        place every seat message is decided (a refusal raises ``ProtocolError`` and
        changes nothing)."""
        if isinstance(message, Act):
            await self.act(room, seat, message)
        elif isinstance(message, NextHand):
            await self.next_hand(room, seat)
        elif isinstance(message, Rematch):
            await self.rematch(room, seat)
        elif isinstance(message, RematchDecline):
            await self.decline_rematch(room, seat)
        elif isinstance(message, HintRequest):  # to this socket alone, one at a time
            await self.computer.hint(room, seat, conn)
        elif isinstance(message, Ping):
            await conn.send_text(json.dumps(PONG))
        elif isinstance(message, Chat):
            await self.meeting.chat(room, seat, message.text)
        elif isinstance(message, Claim):
            await self.claim(room, seat)
        elif isinstance(message, Resign):
            await self.resign(room, seat)
        elif isinstance(message, TakeBack):
            await self.take_back(room, seat, message)
        elif isinstance(message, Pace):
            self.pace(room, message)
        elif isinstance(message, Seed):
            await self.seed(room, seat, message)

    async def act(self, room: Room, seat: int, message: Act) -> None:
        """A checked move: apply, store, fan out (or raise ``ProtocolError``, changing nothing)."""
        started = time.perf_counter()

        async def move() -> None:
            action = authority.check_act(room, seat, message)
            await self.pipeline.apply(room, seat, action)

        await self.pipeline.change(room, move)
        self.metrics.person_moves.inc()
        self.metrics.move_seconds.observe(time.perf_counter() - started)

    async def take_back(self, room: Room, seat: int, message: TakeBack) -> None:
        """``seat`` takes back its last discard (against the computer, before it moves):
        the move is removed from storage and the hand replayed without it, counted on
        the game; the computer's pending move finds it is not its turn and stops."""

        async def take_back() -> None:
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
            except BaseException:
                table.state = before
                raise
            room.state_id = state_id
            room.helped_game = room.game_number  # counted on the game by store.take_back
            room.last_used = self.clock.monotonic()
            self.metrics.take_backs.inc()

        await self.pipeline.change(
            room,
            take_back,
            stale=(ErrorCode.TAKE_BACK_UNAVAILABLE, "the computer has already moved"),
        )

    async def seed(self, room: Room, seat: int, message: Seed) -> None:
        """``seat``'s client seed for the deal committed next (docs/fairness.md); the
        first hand is dealt once every seat it waits for has sent one.

        :raises ProtocolError: ``seed/stale`` (not the commitment waiting), ``seed/given``.
        """

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

        await self.pipeline.change(room, give, retry=True)

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
        """``seat`` is ready for the next hand; deal once every person is (a wish that
        holds whatever the state: checked and made again from the state that won
        when another process changed the room first)."""

        async def ready() -> None:
            authority.check_next_hand(room)
            await self._ready(room, seat, self._deal_next)

        await self.pipeline.change(room, ready, retry=True)

    async def rematch(self, room: Room, seat: int) -> None:
        """``seat`` wants another game; start it once every person does (a wish, like
        the next hand)."""

        async def ready() -> None:
            authority.check_rematch(room, seat)
            if seat in room.declined:  # asking now takes the "no" back
                room.state_id = await self.run_db(
                    self.store.set_ready,
                    room.room_id,
                    seen=room.state_id,
                    ready=ready_mask(room.ready, room.declined - {seat}),
                )
                room.declined.discard(seat)
            await self._ready(room, seat, self._new_game)

        await self.pipeline.change(room, ready, retry=True)

    async def decline_rematch(self, room: Room, seat: int) -> None:
        """``seat`` wants no rematch: an offer from the other seat is answered "declined"
        (it may not be made again until this seat asks for one itself), and this seat's
        own offer, if any, is withdrawn. Stored with the seats ready, so every process
        shows it. A wish, like a rematch.

        :raises ProtocolError: ``rematch/unavailable`` (the game is not over).
        """

        async def decline() -> None:
            authority.check_rematch(room)
            if seat in room.declined:
                return
            room.state_id = await self.run_db(
                self.store.set_ready,
                room.room_id,
                seen=room.state_id,
                ready=ready_mask(set(), room.declined | {seat}),
            )
            room.ready = set()
            room.declined.add(seat)

        await self.pipeline.change(room, decline, retry=True)

    async def claim(self, room: Room, seat: int) -> None:
        """``seat`` claims the game (the one rule of :mod:`.claims`).

        :raises ProtocolError: ``claim/unavailable`` (the opponent is there, the game is
            not in play, or it is the claimer's own move), ``claim/too_early`` (the
            opponent has not been gone long enough: ``seconds_left`` says how long).
        """

        async def claim() -> None:
            wait = room.claim_wait(seat)
            now = self.clock.monotonic()
            if wait is None:
                raise ProtocolError(
                    ErrorCode.CLAIM_UNAVAILABLE,
                    "there is nothing to claim: your opponent is at the table "
                    "(a game can be claimed only from a player who left)",
                )
            if wait.claimer_to_move:
                raise ProtocolError(
                    ErrorCode.CLAIM_UNAVAILABLE,
                    "it is your move: the game waits on you, so make it first",
                )
            if not wait.is_open(now):
                left = wait.left(now)
                raise ProtocolError(
                    ErrorCode.CLAIM_TOO_EARLY,
                    f"your opponent has not been gone long enough: you may claim the "
                    f"game in {math.ceil(left)} s",
                    seconds_left=round(left, 1),
                )
            # StaleWrite: the game moved on, and the claim may no longer hold
            await self._store_end(room, seat, resigned=False)

        await self.pipeline.change(room, claim)

    async def resign(self, room: Room, seat: int) -> None:
        """``seat`` gives the game up: the other seat wins it, as by a claim (the score as
        it stands; rated like any result), so a player who must go need not leave the
        opponent waiting for the right to claim. A wish that holds whatever the state:
        when another process changed the room first, it is made again from the state
        that won.

        :raises ProtocolError: ``game/over``, ``resign/unavailable`` (nobody seated yet).
        """

        async def give_up() -> None:
            authority.check_resign(room)
            await self._store_end(room, 1 - seat, resigned=True)

        await self.pipeline.change(room, give_up, retry=True)

    async def _store_end(self, room: Room, winner: int, *, resigned: bool) -> None:
        """Store the game's end (its lock held) with ``winner`` the winner whatever the
        score, its statistics and ratings in one transaction, and note it on the room.

        :raises StaleWrite: another process changed the room first (nothing stored).
        """
        finish = claim_finish(room, winner, resigned=resigned)
        room.state_id = await self.run_db(
            self.store.claim_game, room.room_id, seen=room.state_id, finish=finish
        )
        room.claimed_by = winner
        room.resigned = resigned
        room.aborted = await self.run_db(self.pipeline.read_aborted, room.room_id, room.game_number)
        room.ready.clear()

    # ------------------------------------------------------------------ deals
    async def _ready(self, room: Room, seat: int, then: Callable[[Room], Awaitable[None]]) -> None:
        """``seat`` is ready; once every person is, ``then`` deals or starts the game."""
        ready = room.ready | {seat}
        if all(room.bots[s] or s in ready for s in (0, 1)):
            await then(room)
            return
        if ready == room.ready:
            return
        room.state_id = await self.run_db(
            self.store.set_ready,
            room.room_id,
            seen=room.state_id,
            ready=ready_mask(ready, room.declined),
        )
        room.ready = ready

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
        room.aborted = False
        room.game_number = number
        room.state_id = state_id
        room.ready.clear()
        room.declined.clear()

    async def close(self) -> None:
        """Stop the computer players (the app is shutting down)."""
        await self.pipeline.close()
        self.meeting.close()
        self.storage.close()
        self.pipeline.announcer.close()
        self.thinker.close()
