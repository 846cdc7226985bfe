"""Rooms in memory: the table, the seats, the sockets, one lock, and the computer seat.

A :class:`Room` wraps a :class:`~ginrummy.table.Table` with what the server adds: seat
names and token hashes, the ``state_id`` counter, who is connected, who is ready for the
next hand, and the computer opponent. :class:`RoomManager` creates, joins and loads
rooms (from storage after a restart, by replay), and runs every change the same way:
under the room's ``asyncio.Lock``, check (``authority``), apply, store, then send each
seat its own view. If storing fails, the room is put back as it was.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..actions import Action
from ..agents import Agent, agent_for_level, hint
from ..hand import HandState
from ..match import Game
from ..record import GameRecord, HandRecord, tell_score
from ..rules import Rules
from ..scoring import Outcome
from ..table import Table
from . import authority
from .protocol import (
    ErrorCode,
    ProtocolError,
    hint_message,
    presence_message,
)
from .settings import Settings
from .store import GameResult, NewHand, RoomRow, SeatRow, Store, hash_token
from .views import Seating, ViewCache, build_view, legal_view, state_text

log = logging.getLogger("ginrummy.server")

LEVEL_NAMES = {level: f"Computer ({level})" for level in ("easy", "medium", "hard", "master")}


class Connection(Protocol):
    """A socket as the room sees it: somewhere to send a message (already JSON text)."""

    async def send_text(self, data: str) -> None:
        """Send one frame."""


@dataclass(eq=False)
class Room:
    """One room: a game in progress and everything around it."""

    room_id: str
    mode: str
    level: str | None
    rules: Rules
    table: Table
    names: list[str]
    client_ids: list[str | None]
    token_hashes: list[str | None]
    bots: tuple[bool, bool]
    state_id: int
    game_number: int
    agent: Agent | None = None
    ready: set[int] = field(default_factory=set)
    sockets: tuple[set[Connection], set[Connection]] = field(default_factory=lambda: (set(), set()))
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    bot_task: asyncio.Task[None] | None = None
    event_cache: ViewCache = field(default_factory=ViewCache)
    """The view parts that did not change since the last view (events, score sheet)."""
    last_used: float = field(default_factory=time.monotonic)
    """When the room was last looked up (every join and socket starts with a lookup),
    left or played in (monotonic clock)."""
    unloaded: bool = False
    """Dropped from memory by :meth:`RoomManager.unload_idle`: this object is stale."""

    @property
    def taken(self) -> tuple[bool, bool]:
        """Which seats have a player (a person with a token, or the computer)."""
        return (
            self.bots[0] or self.token_hashes[0] is not None,
            self.bots[1] or self.token_hashes[1] is not None,
        )

    @property
    def connected(self) -> tuple[bool, bool]:
        """Which seats have a socket open (the computer always counts as there)."""
        return (self.bots[0] or bool(self.sockets[0]), self.bots[1] or bool(self.sockets[1]))

    @property
    def status(self) -> str:
        """``waiting`` for a second player, ``playing``, or ``over``."""
        if not all(self.taken):
            return "waiting"
        return "over" if self.table.is_over else "playing"

    def seating(self) -> Seating:
        """The public facts a view shows next to the observation."""
        return Seating(
            room_id=self.room_id,
            mode=self.mode,
            level=self.level,
            names=(self.names[0], self.names[1]),
            bots=self.bots,
            connected=self.connected,
            taken=self.taken,
            game_number=self.game_number,
            ready=frozenset(self.ready),
        )

    def view(self, seat: int) -> dict[str, Any]:
        """``seat``'s screen, from its observation only."""
        table = self.table
        return build_view(
            table.observation(seat),
            table.game,
            table.hand_number,
            self.seating(),
            self.event_cache,
        )

    def state_text(self, seat: int) -> str:
        """``seat``'s ``state`` message as JSON text (its view, built and encoded once)."""
        return state_text(self.state_id, self.view(seat), self.event_cache)

    def public_info(self) -> dict[str, Any]:
        """What anybody with the room's id may know (the lobby's ``GET``)."""
        connected = self.connected
        return {
            "room_id": self.room_id,
            "mode": self.mode,
            "level": self.level,
            "rules": self.rules.name,
            "options": self.rules.to_dict(),
            "status": self.status,
            "game_number": self.game_number,
            "scores": list(self.table.scores),
            "seats": [
                {
                    "seat": s,
                    "name": self.names[s] if self.taken[s] else None,
                    "taken": self.taken[s],
                    "bot": self.bots[s],
                    "connected": connected[s],
                }
                for s in (0, 1)
            ],
        }


def _new_hand(state: HandState, number: int) -> NewHand:
    return NewHand(number, state.dealer, tuple(str(c) for c in state.deck), state.reshuffle_seed)


def rebuild_table(row: RoomRow, rules: Rules, names: tuple[str, str]) -> Table:
    """The room's current game, replayed through the engine from its stored actions."""
    records = []
    for hand in row.hands:
        raw = HandRecord(hand.dealer, hand.deck, hand.reshuffle_seed, hand.actions, None)
        records.append(HandRecord.from_state(raw.replay(rules, check=False)))
    record = GameRecord(rules, row.first_dealer, tuple(records), names, {})
    return Table.from_record(record)


def _game_results(game: Game, room: Room) -> list[GameResult]:
    totals = game.totals()
    out = []
    for seat in (0, 1):
        if room.bots[seat]:
            continue
        won = [r for r in game.results if r.winner == seat]
        out.append(
            GameResult(
                seat=seat,
                client_id=room.client_ids[seat],
                won=totals.winner == seat,
                gins=sum(r.outcome in (Outcome.GIN, Outcome.BIG_GIN) for r in won),
                undercuts=sum(r.outcome is Outcome.UNDERCUT for r in won),
                knocks=sum(r.outcome is Outcome.KNOCK for r in won),
                hands_won=len(won),
                points=totals.totals[seat],
                net=totals.totals[seat] - totals.totals[1 - seat],
            )
        )
    return out


Sender = Callable[[Connection, str], Awaitable[None]]


class RoomUnloaded(ProtocolError):
    """The room object was unloaded between its lookup and its use: look it up again.
    Only a lookup that waits longer than ``room_idle_seconds`` can meet this."""


class RoomManager:
    """Every room this process serves, loaded from the store on first use."""

    def __init__(self, settings: Settings, store: Store) -> None:
        self.settings = settings
        self.store = store
        self.rooms: dict[str, Room] = {}
        self.rng = secrets.SystemRandom()
        self._load_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()

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

    # ------------------------------------------------------------------ lobby
    def create(
        self,
        *,
        mode: str,
        level: str | None,
        rules: Rules,
        name: str,
        client_id: str | None,
    ) -> tuple[Room, str]:
        """A new room with its first hand dealt; returns it and seat 0's token."""
        room_id = secrets.token_urlsafe(9)
        token = secrets.token_urlsafe(24)
        bot = mode == "computer"
        names = [name, LEVEL_NAMES.get(level or "", "Computer") if bot else "Player 2"]
        table = Table.new(rules, players=(names[0], names[1]), rng=self._rng("deal", 1, 1))
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
            agent=agent_for_level(level or "medium") if bot else None,
        )
        self.store.create_room(
            room_id,
            mode=mode,
            level=room.level,
            rules=rules.to_dict(),
            seat_rows=(
                SeatRow(0, names[0], client_id, room.token_hashes[0], False),
                SeatRow(1, names[1] if bot else None, None, None, bot),
            ),
            first_dealer=table.game.first_dealer,
            hand=_new_hand(table.state, 1),
            status=room.status,
        )
        self.rooms[room_id] = room
        self._schedule_bot(room)
        return room, token

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
                room = self._load(room_id)
                if room is not None:
                    self.rooms[room_id] = room
                    self._schedule_bot(room)
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
            if room.sockets[0] or room.sockets[1] or busy or room.lock.locked():
                continue
            if room.last_used > cutoff:
                continue
            room.unloaded = True
            del self.rooms[room_id]
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
        row = self.store.load_room(room_id)
        if row is None:
            return None
        rules = Rules.from_dict(row.rules)
        names = [s.name or ("Player 2" if s.seat else "Player 1") for s in row.seats]
        table = rebuild_table(row, rules, (names[0], names[1]))
        bots = (row.seats[0].bot, row.seats[1].bot)
        return Room(
            room_id=row.room_id,
            mode=row.mode,
            level=row.level,
            rules=rules,
            table=table,
            names=names,
            client_ids=[s.client_id for s in row.seats],
            token_hashes=[s.token_hash for s in row.seats],
            bots=bots,
            state_id=row.state_id,
            game_number=row.game_number,
            agent=agent_for_level(row.level or "medium") if any(bots) else None,
        )

    async def join(self, room: Room, *, name: str, client_id: str | None) -> tuple[int, str]:
        """Seat a friend in the empty seat; returns the seat and its token.

        :raises ProtocolError: ``room/full`` when no seat is free.
        """
        async with room.lock:
            self._check_loaded(room)
            free = [s for s in (0, 1) if not room.taken[s]]
            if not free:
                raise ProtocolError(ErrorCode.ROOM_FULL, "the room is full")
            seat = free[0]
            token = secrets.token_urlsafe(24)
            digest = hash_token(token)
            if not self.store.take_seat(
                room.room_id, seat, name=name, client_id=client_id, token_hash=digest
            ):
                raise ProtocolError(ErrorCode.ROOM_FULL, "the room is full")
            room.token_hashes[seat] = digest
            room.names[seat] = name
            room.client_ids[seat] = client_id
            room.event_cache.clear()  # the texts name the players
            await self._broadcast(room)
        return seat, token

    # ------------------------------------------------------------------ sockets
    async def connect(self, room: Room, seat: int, conn: Connection) -> None:
        """A socket joins its seat: it gets the state, the other seat gets presence."""
        async with room.lock:
            self._check_loaded(room)
            first = not room.sockets[seat]
            room.sockets[seat].add(conn)
            await self._send_text(conn, room.state_text(seat))
            self._schedule_bot(room)
            if first:
                await self._send_seat(room, 1 - seat, presence_message(seat, True))

    async def disconnect(self, room: Room, seat: int, conn: Connection) -> None:
        """A socket left; the other seat hears when the seat's last socket is gone."""
        async with room.lock:
            room.last_used = time.monotonic()
            room.sockets[seat].discard(conn)
            if not room.sockets[seat]:
                await self._send_seat(room, 1 - seat, presence_message(seat, False))

    # ------------------------------------------------------------------ messages
    async def act(self, room: Room, seat: int, message: Any) -> None:
        """A checked move: apply, store, fan out (or raise ``ProtocolError``, changing nothing)."""
        async with room.lock:
            action = authority.check_act(room, seat, message)
            self._apply(room, seat, action)
            await self._after_change(room)

    async def next_hand(self, room: Room, seat: int) -> None:
        """``seat`` is ready for the next hand; deal once every person is."""
        async with room.lock:
            authority.check_next_hand(room)
            room.ready.add(seat)
            if all(room.bots[s] or s in room.ready for s in (0, 1)):
                self._deal_next(room)
            await self._after_change(room)

    async def rematch(self, room: Room, seat: int) -> None:
        """``seat`` wants another game; start it once every person does."""
        async with room.lock:
            authority.check_rematch(room)
            room.ready.add(seat)
            if all(room.bots[s] or s in room.ready for s in (0, 1)):
                self._new_game(room)
            await self._after_change(room)

    async def hint(self, room: Room, seat: int, conn: Connection) -> None:
        """The strongest computer player's move for ``seat``, to that socket only."""
        async with room.lock:
            authority.check_hint(room, seat)
            obs = room.table.observation(seat)
            game = room.table.game
            suggestion = hint(obs, scores=game.scores, game_target=game.rules.game_target)
            entry = next(
                (m for m in legal_view(obs) if m["id"] == suggestion.action.id),
                {
                    "id": suggestion.action.id,
                    "text": str(suggestion.action),
                    "label": str(suggestion.action),
                },
            )
            await self._send(conn, hint_message(room.state_id, entry, str(suggestion.reason)))

    # ------------------------------------------------------------------ changes
    def _apply(self, room: Room, seat: int, action: Action) -> None:
        """Apply and store one move; on a storage failure the room is put back."""
        table = room.table
        before = (table.state, table.game, len(table.finished))
        hand_number = table.hand_number
        seq = len(table.state.actions)
        try:
            table.act(seat, action)
            state_id = room.state_id + 1
            self.store.append_action(
                room.room_id,
                game_number=room.game_number,
                hand_number=hand_number,
                seq=seq,
                seat=seat,
                action=str(action),
                state_id=state_id,
            )
        except Exception:
            table.state, table.game = before[0], before[1]
            del table.finished[before[2] :]
            raise
        room.state_id = state_id
        room.last_used = time.monotonic()
        if table.hand_over:
            room.ready.clear()
        if table.is_over:
            self._finish_game(room)

    def _finish_game(self, room: Room) -> None:
        game = room.table.game
        totals = game.totals()
        try:
            self.store.finish_game(
                room.room_id,
                room.game_number,
                winner=totals.winner,
                totals=totals.to_dict(),
                seat_results=_game_results(game, room),
            )
        except Exception:  # the move itself is stored; statistics are not worth a crash
            log.exception("could not store the result of room %s", room.room_id)

    def _deal_next(self, room: Room) -> None:
        table = room.table
        number = table.hand_number + 1
        old = table.state
        state = table.deal_next(self._rng("deal", room.game_number, number))
        try:
            self.store.add_hand(
                room.room_id, room.game_number, _new_hand(state, number), state_id=room.state_id + 1
            )
        except Exception:
            table.state = old
            raise
        room.state_id += 1
        room.ready.clear()

    def _new_game(self, room: Room) -> None:
        number = room.game_number + 1
        table = Table.new(
            room.rules, players=(room.names[0], room.names[1]), rng=self._rng("deal", number, 1)
        )
        self.store.new_game(
            room.room_id,
            number,
            first_dealer=table.game.first_dealer,
            hand=_new_hand(table.state, 1),
            state_id=room.state_id + 1,
        )
        room.table = table
        room.game_number = number
        room.state_id += 1
        room.ready.clear()

    async def _after_change(self, room: Room) -> None:
        await self._broadcast(room)
        self._schedule_bot(room)

    # ------------------------------------------------------------------ the computer
    def _bot_to_act(self, room: Room) -> int | None:
        seat = room.table.to_act
        if seat is None or not room.bots[seat] or not all(room.taken):
            return None
        return seat

    def _schedule_bot(self, room: Room) -> None:
        if room.agent is None or self._bot_to_act(room) is None:
            return
        if room.bot_task is not None and not room.bot_task.done():
            return
        task = asyncio.get_running_loop().create_task(self._bot_turns(room))
        room.bot_task = task
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _bot_turns(self, room: Room) -> None:
        """The computer plays while it is to act, from its own observation only."""
        try:
            while True:
                if self.settings.bot_delay > 0:
                    await asyncio.sleep(self.settings.bot_delay)
                async with room.lock:
                    seat = self._bot_to_act(room)
                    if seat is None or room.agent is None:
                        return
                    obs = room.table.observation(seat)
                    game = room.table.game
                    tell_score(room.agent, game.scores, game.rules.game_target)
                    key = ("bot", room.game_number, room.table.hand_number, room.state_id)
                    action = room.agent.act(obs, random.Random(self._rng(*key).getrandbits(64)))
                    self._apply(room, seat, action)
                    await self._broadcast(room)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the computer could not move in room %s", room.room_id)

    async def close(self) -> None:
        """Stop the computer players (the app is shutting down)."""
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(BaseException):
                await task

    # ------------------------------------------------------------------ sending
    async def _broadcast(self, room: Room) -> None:
        for seat in (0, 1):
            if room.sockets[seat]:
                text = room.state_text(seat)
                for conn in list(room.sockets[seat]):
                    await self._send_text(conn, text)

    async def _send_seat(self, room: Room, seat: int, message: dict[str, Any]) -> None:
        if not room.sockets[seat]:
            return
        text = json.dumps(message, separators=(",", ":"), ensure_ascii=False)
        for conn in list(room.sockets[seat]):
            await self._send_text(conn, text)

    async def _send(self, conn: Connection, message: dict[str, Any]) -> None:
        await self._send_text(conn, json.dumps(message, separators=(",", ":"), ensure_ascii=False))

    @staticmethod
    async def _send_text(conn: Connection, text: str) -> None:
        try:
            await conn.send_text(text)
        except Exception:  # a socket closing under us; its reader removes it
            log.debug("send failed", exc_info=True)
