"""A room for three (issue 39): three seats, every hand an ordinary two-player hand.

Why a room of its own beside :class:`~ginrummy.server.rooms.room.Room`: that room, its
pipeline, clock, claims, fair deals and cluster announcements are built for two seats
from the storage up. A three-handed match changes none of a hand (the engine's
:class:`~ginrummy.core.table.Table` plays it, the views are :mod:`~ginrummy.server.wire.views`'
own), only who plays it, who sits out and how the scores are kept, which
:class:`~ginrummy.core.three.ThreeMatch` decides. So a :class:`ThreeRoom` holds the match,
the current pairing's ``Table`` and the three seats, and :class:`ThreeRooms` does what the
room manager does for two: create, seat, decide each message, let the computer move,
store every change from the room's version and load a room again after a restart by
replaying its hands through the engine.

What each seat sees (docs/protocol.md, "A room for three"):

* the two seats in the hand: their ordinary ``state`` view of their hand seat;
* the seat sitting out: in the box forms the captain's view (the partner looks over the
  captain's shoulder; never the box player's hand) with no move to make, plus the advice
  channel; in the rotation forms the public table (the watchers' view);
* watchers: the watchers' view, as in a two-player room.

Each view carries a ``three`` part: the names, who plays, who sits out, who is in the
box, the running scores and the score sheet's rows. Advice (a suggested card) goes to
the captain and back to the partner who sent it, never to the box player or watchers.

Many server processes (behind a round-robin proxy, on one PostgreSQL database) serve the
same room: every stored change announces the room's new version (``{"t": id, "s":
version}``, sent in the change's transaction on the cluster's channel, see
:mod:`~ginrummy.server.cluster.fanout`); a process holding the room reloads it from
storage and sends its own sockets the fresh views, and the periodic catch-up compares the
stored versions for what was missed. A change whose write meets a newer stored version
reloads the room and decides the request again (a move made from a position that no
longer holds is refused as stale). The process whose write stored the latest change lets
the computer move (a room whose computer is due and whose version did not move for a
whole catch-up period is taken over by any process holding it); the version check
settles any race. A room with no socket here for ``room_idle_seconds`` (a finished
match: at once) leaves this process's memory and is loaded again on demand.

A seat's socket coming or going is announced too (``{"t": id, "p": [seat, 0 or 1]}``),
so each process shows a seat connected wherever its socket is; a process that loads the
room asks (``"q"``) and the others answer with their seats' sockets; the sockets of a
process no longer connected to the database are forgotten at the periodic catch-up.

Chat goes between the three seats as at a two-player table (:mod:`.chat_channel`:
checked, rate limited, stored in ``three_chat``, announced as ``{"t": id, "c": seq}``).
Hints (:meth:`ThreeRooms.hint`) and reviews (``routes/review_api.py``) follow the
two-player rule "engine help only against the computer": the one person among two
computers gets them at once; with another person at the table the scores race, so there
are no hints and hands are reviewed once the match is over. "Play again"
(:meth:`ThreeRooms.play_again`) makes the next match's room once every person asked.

Fair deals (docs/fairness.md, "A room for three"): the next hand's deal is committed to
as the previous one is dealt, each match player may send a seed for it, and the hand's
two players' seeds go into it.

Not done here (docs/architecture.md): there is no move clock, rating or statistics line
for a room for three.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Final

from sqlalchemy import insert, select, update

from ...agents.base import Agent
from ...agents.levels import LEVELS, agent_for_level
from ...core.actions import Action, Discard, parse_action
from ...core.cards import Card
from ...core.errors import GinRummyError
from ...core.fairness import FairDeal
from ...core.hand import HandState
from ...core.record import GameRecord, HandRecord, tell_hand_over
from ...core.table import Table
from ...core.three import ThreeMatch, ThreeRecord, ThreeSettings
from ..cluster.other_processes import Announcer
from ..online.tables import three_chat
from ..storage.schema import three_rooms
from ..storage.store import Store, hash_token
from ..wire.protocol import PROTOCOL, ErrorCode, ProtocolError
from ..wire.spectator import spectator_view
from ..wire.views import Seating, build_view, dumps
from .chat_channel import ChatChannel, ChatKept
from .computer import hint_reply
from .fair_deals import PendingDeal, fair_view
from .room import LEVEL_NAMES, Connection
from .thinking import Thinker
from .time_source import SYSTEM_CLOCK, Clock

log = logging.getLogger("ginrummy.server")

SEATS: Final = 3
RETRIES: Final = 5
"""How many times a change is decided again on a room reloaded after a stale write."""
SITTING_OUT: Final = "three/sitting_out"
"""A move (or a ready for the next hand's deal is fine) from the seat sitting out."""
NO_ADVICE: Final = "three/advice_unavailable"
"""Advice from a seat that may not give it, or in the rotation forms, or between hands."""
BAD_ADVICE: Final = "three/bad_advice"
"""Advice naming a card the captain does not hold."""
NOT_OVER: Final = "three/match_not_over"
"""Asking to play again before the match is over."""
NO_STAND_IN: Final = "three/no_stand_in"
"""Asking the computer to play for a seat that is not a person who left."""
NOT_GONE_LONG: Final = "three/not_gone_long"
"""Asking the computer to play for a person gone for less than the server's wait."""


def default_name(seat: int) -> str:
    return f"Player {seat + 1}"


@dataclass(eq=False)
class ThreeSeat:
    """One of the three seats: a person (with a token), the computer, or empty."""

    name: str
    token_hash: str | None = None
    client_id: str | None = None
    level: str | None = None
    """The computer's level, when the computer sits here."""
    stand_in: str | None = None
    """The level the computer plays at for the person of this seat while they are gone
    (another person asked, :meth:`ThreeRooms.sit_in`); their token still holds the seat,
    and their coming back ends it."""

    @property
    def bot(self) -> bool:
        """Whether the computer moves for this seat (its own, or standing in)."""
        return self.level is not None or self.stand_in is not None

    @property
    def person(self) -> bool:
        """Whether a person holds this seat (here or gone)."""
        return self.token_hash is not None

    @property
    def computer_level(self) -> str:
        return self.level or self.stand_in or "medium"

    @property
    def taken(self) -> bool:
        return self.bot or self.token_hash is not None

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "token_hash": self.token_hash,
            "client_id": self.client_id,
            "level": self.level,
            "stand_in": self.stand_in,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ThreeSeat:
        return cls(
            str(data["name"]),
            data.get("token_hash"),
            data.get("client_id"),
            data.get("level"),
            data.get("stand_in"),
        )


@dataclass(eq=False)
class ThreeRoom:
    """One room for three in memory (see the module docstring)."""

    room_id: str
    settings: ThreeSettings
    seats: list[ThreeSeat]
    match: ThreeMatch
    table: Table
    hand_players: tuple[int, int]
    """The match players in the current hand's seats 0 and 1."""
    finished: list[tuple[tuple[int, int], HandRecord]]
    state_id: int = 1
    ready: set[int] = field(default_factory=set)
    """Persons ready for the next hand (the computer always is)."""
    advice: dict[str, Any] | None = None
    """The partner's latest suggestion in this hand (box forms): ``{"card", "from"}``."""
    sockets: list[set[Connection]] = field(default_factory=lambda: [set(), set(), set()])
    remote: list[set[str]] = field(default_factory=lambda: [set(), set(), set()])
    """The other processes (by name) that announced a socket of each seat."""
    watchers: set[Connection] = field(default_factory=set)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    bot_task: asyncio.Task[None] | None = None
    last_used: float = field(default_factory=time.monotonic)
    """When a socket here last came, went or changed the room (idle unloading)."""
    checked_version: int = 0
    """The version the previous periodic catch-up found (a stalled computer)."""
    clock: Clock = SYSTEM_CLOCK
    """The server's time (tests move theirs on)."""
    sit_in_wait: float = 60.0
    """How long a person must be gone before the computer may stand in for them (the
    server's ``claim_after_disconnect``, the two-player claim's wait)."""
    gone_since: list[float | None] = field(default_factory=lambda: [None, None, None])
    """When each person's last socket (on any process) went, as this process saw it
    (its clock's ``monotonic``): the computer may stand in after the server's wait."""
    chat: ChatKept = field(default_factory=ChatKept)
    """The chat's rate limits and what was sent to the seats here (:mod:`.chat_channel`)."""
    again: set[int] = field(default_factory=set)
    """The persons who asked to play another match, once this one is over."""
    next_room: str | None = None
    """The room of the next match (every person asked): the same seats and settings."""
    pending: PendingDeal | None = None
    """The next hand's deal, committed to (docs/fairness.md): its server seed is kept
    here (and stored) while each match player may send a seed for it; the hand's two
    players' seeds go into it, in hand-seat order, when it is dealt."""
    pending_next: ThreeRoom | None = None
    """That room, made by this process and not stored yet (stored with this room's
    change, in one transaction)."""

    # ------------------------------------------------------------------ facts
    @property
    def rules_name(self) -> str:
        return self.settings.rules.name

    @property
    def all_taken(self) -> bool:
        return all(s.taken for s in self.seats)

    @property
    def status(self) -> str:
        if not self.all_taken:
            return "waiting"
        return "over" if self.match.is_over else "playing"

    @property
    def sitting_out(self) -> int:
        """Who sits out the hand on the table (played or being played)."""
        return next(p for p in range(SEATS) if p not in self.hand_players)

    @property
    def captain(self) -> int | None:
        return self.hand_players[1] if self.settings.form.is_box else None

    @property
    def box(self) -> int | None:
        return self.hand_players[0] if self.settings.form.is_box else None

    def alone(self, seat: int | None) -> bool:
        """Whether ``seat`` is the only person at the table (the others the computer):
        only then are hints given (see :meth:`ThreeRooms.hint`)."""
        return seat is not None and not any(s.person for p, s in enumerate(self.seats) if p != seat)

    def present(self, seat: int) -> bool:
        """Whether a socket of ``seat`` is open on some process."""
        return bool(self.sockets[seat]) or bool(self.remote[seat])

    def connected(self, seat: int) -> bool:
        return self.seats[seat].bot or self.present(seat)

    def note_presence(self, now: float) -> None:
        """Start (or end) each person's absence as their sockets go (or come)."""
        for p, seat in enumerate(self.seats):
            if not seat.person or self.present(p):
                self.gone_since[p] = None
            elif self.gone_since[p] is None:
                self.gone_since[p] = now

    def sit_in_after(self, seat: int, now: float, wait: float) -> float | None:
        """Seconds until the computer may stand in for ``seat``'s person (0: now);
        ``None`` when it may not (no person there, present, or already standing in)."""
        gone = self.gone_since[seat]
        if gone is None or self.seats[seat].stand_in is not None or self.match.is_over:
            return None
        return max(0.0, wait - (now - gone))

    def hand_seat(self, player: int) -> int | None:
        """The hand seat (0, 1) of ``player`` in the current hand, ``None`` sitting out."""
        return self.hand_players.index(player) if player in self.hand_players else None

    def records(self) -> list[tuple[tuple[int, int], HandRecord]]:
        """Every hand with who played it, the one in play included (storage)."""
        out = list(self.finished)
        if not self.table.state.is_over:
            out.append((self.hand_players, HandRecord.from_state(self.table.state)))
        return out

    def hand_in_its_game(self, number: int) -> tuple[GameRecord, int, tuple[int, int]]:
        """Finished hand ``number`` (the room's 1, 2, ...) as a hand of its pairing's
        game, for a review that weighs each decision by the chance to win that game: the
        game's record up to that hand, the hand's number in it, and who played it (the
        match players in hand seats 0 and 1)."""
        if not 1 <= number <= len(self.finished):
            raise ValueError(f"there is no finished hand {number}")
        match = ThreeMatch(self.match.settings, self.match.first_dealer)
        group: list[HandRecord] = []
        pair = self.finished[0][0]
        for index, ((players, record), scored) in enumerate(
            zip(self.finished, self.match.hands, strict=False), start=1
        ):
            if group and players != pair:  # a new pairing (the game ended with the last)
                group = []
            pair = players
            group.append(record)
            if index == number:
                break
            before = match.games_played
            match = match.record_hand(scored.result, scored.dealer)
            if match.games_played > before:
                group = []
        names = (self.seats[pair[0]].name, self.seats[pair[1]].name)
        game = GameRecord(self.settings.rules, group[0].dealer, tuple(group), players=names)
        return game, len(group), pair

    # ------------------------------------------------------------------ views
    def seating(self) -> Seating:
        p0, p1 = self.hand_players
        taken = self.all_taken
        levels = [self.seats[p].level for p in (p0, p1) if self.seats[p].level]
        return Seating(
            room_id=self.room_id,
            mode="three",
            level=levels[0] if levels else None,
            names=(self.seats[p0].name, self.seats[p1].name),
            bots=(self.seats[p0].level is not None, self.seats[p1].level is not None),
            connected=(self.connected(p0), self.connected(p1)),
            taken=(taken, taken),
            game_number=self.match.games_played + 1,
            ready=frozenset(),
            watchers=len(self.watchers),
        )

    def sheet(self) -> list[dict[str, Any]]:
        """The score sheet: one row per finished game (per-hand forms: scored hand), each
        player's running score after it."""
        rows: list[dict[str, Any]] = []
        match = ThreeMatch(self.match.settings, self.match.first_dealer)
        for hand in self.match.hands:
            before = match.games_played
            match = match.record_hand(hand.result, hand.dealer) if not match.is_over else match
            if match.games_played > before:
                unit = match.units[-1]
                rows.append(
                    {
                        "number": len(rows) + 1,
                        "players": list(unit.players),
                        "winner": unit.winner,
                        "amount": unit.amount,
                        "box": unit.box,
                        "scores": list(match.scores),
                    }
                )
        return rows

    def three_part(self, seat: int | None, role: str) -> dict[str, Any]:
        """What every view of the room adds: the three seats, the pairing, the scores."""
        match = self.match
        over = self.table.state.is_over
        next_out: int | None = match.sitting_out if over and not match.is_over else None
        target, games = self.settings.end
        part: dict[str, Any] = {
            "you": seat,
            "role": role,
            "form": str(self.settings.form),
            "status": self.status,
            "names": [s.name for s in self.seats],
            "bots": [s.level is not None for s in self.seats],
            "stand_ins": [s.stand_in for s in self.seats],
            "levels": [s.level for s in self.seats],
            "taken": [s.taken for s in self.seats],
            "connected": [self.connected(p) for p in range(SEATS)],
            "players": list(self.hand_players),
            "sitting_out": self.sitting_out,
            "box": self.box,
            "captain": self.captain,
            "next_sitting_out": next_out,
            "next_players": list(match.players) if next_out is not None else None,
            "scores": list(match.scores),
            "against": [list(row) for row in match.against] if self.settings.form.is_box else None,
            "sheet": self.sheet(),
            "hands_played": len(self.finished),
            "target": target,
            "games": games,
            "over": match.is_over,
            "winners": list(match.winners),
            "ready": sorted(self.ready),
            "next_hand": over
            and not match.is_over
            and seat is not None
            and not self.seats[seat].bot
            and seat not in self.ready,
            "advice": self.advice if seat is not None and seat in self._advised() else None,
            "sit_in_after": [
                self.sit_in_after(p, self.clock.monotonic(), self.sit_in_wait) for p in range(SEATS)
            ],
            "may_advise": role == "advising" and not over and self.all_taken,
            "hints": role == "playing" and self.alone(seat),
            "again": sorted(self.again),
            "may_again": match.is_over
            and seat is not None
            and not self.seats[seat].bot
            and seat not in self.again
            and self.next_room is None,
            "next_room": self.next_room,
        }
        return part

    def _advised(self) -> tuple[int, ...]:
        """Who may read the advice: the captain and the partner who gave it."""
        if self.captain is None:
            return ()
        return (self.captain, self.sitting_out)

    def view(self, seat: int) -> dict[str, Any]:
        """``seat``'s screen: its hand seat's view, or the sitting-out seat's."""
        table = self.table
        seating = self.seating()
        hs = self.hand_seat(seat)
        if hs is not None:
            view = build_view(table.observation(hs), table.game, table.hand_number, seating)
            if not self.all_taken or (self.match.is_over and table.state.is_over):
                view["legal"] = []
            view["three"] = self.three_part(seat, "playing")
            view["fair"] = self.fair_part(seat)
            return view
        if self.settings.form.is_box:
            # The partner looks over the captain's shoulder: the captain's own view
            # (hand seat 1), never the box player's hand, and no move to make.
            view = build_view(table.observation(1), table.game, table.hand_number, seating)
            view.update(legal=[], your_turn=False, discard_deadwood={})
            view["three"] = self.three_part(seat, "advising")
            view["fair"] = self.fair_part(seat)
            return view
        view = spectator_view(table, seating)
        view["three"] = self.three_part(seat, "sitting_out")
        view["fair"] = self.fair_part(seat)
        return view

    def watch_view(self) -> dict[str, Any]:
        view = spectator_view(self.table, self.seating())
        view["three"] = self.three_part(None, "watching")
        view["fair"] = self.fair_part(None)
        return view

    def fair_part(self, seat: int | None) -> dict[str, Any]:
        """``view.fair`` (docs/protocol.md): the hand's proof (its server seed once the
        hand is over) and, for a seat, the next deal's commitment with the seed this
        match player gave for it."""
        state = self.table.state
        pending = self.pending if seat is not None and not self.match.is_over else None
        return fair_view(state.fair, state.is_over, pending, seat or 0, True)

    def public_info(self) -> dict[str, Any]:
        """What anybody with the room's id may know (``GET /api/rooms/{id}``)."""
        return {
            "room_id": self.room_id,
            "mode": "friend",
            "players": SEATS,
            "form": str(self.settings.form),
            "level": None,
            "rules": self.settings.rules.name,
            "options": self.settings.rules.to_dict(),
            "status": self.status,
            "scores": list(self.match.scores),
            "target": self.settings.end[0],
            "games": self.settings.end[1],
            "clock": None,
            "rated": False,
            "seats": [
                {
                    "seat": p,
                    "name": s.name if s.taken else None,
                    "taken": s.taken,
                    "bot": s.bot,
                    "level": s.level,
                    "connected": self.connected(p),
                }
                for p, s in enumerate(self.seats)
            ],
        }


def refuse(code: str, message: str) -> ProtocolError:
    """A typed refusal with one of this module's codes (kept beside the enum's)."""
    error = ProtocolError(ErrorCode.INVALID, message)
    error.code = code  # type: ignore[assignment]  # a string code, sent as the enum's are
    return error


FRESH: Final = (
    "settings",
    "seats",
    "match",
    "table",
    "hand_players",
    "finished",
    "state_id",
    "ready",
    "advice",
    "again",
    "next_room",
    "pending",
)
"""What a reload takes from storage (the sockets, lock and computer stay)."""


class StaleRoom(Exception):
    """Storage holds a later version of the room than the one a change started from."""


def message(kind: str, state_id: int, view: dict[str, Any]) -> str:
    return str(dumps({"type": kind, "protocol": PROTOCOL, "state_id": state_id, "view": view}))


class ThreeRooms:
    """Every room for three this process serves, loaded from the store on first use."""

    def __init__(
        self,
        store: Store,
        *,
        bot_delay: float,
        deal_seed: int | None,
        idle_seconds: float = 900.0,
        thinker: Thinker | None = None,
        clock: Clock = SYSTEM_CLOCK,
        sit_in_wait: float = 60.0,
    ) -> None:
        self.store = store
        self.clock = clock
        self.sit_in_wait = sit_in_wait
        self.thinker = thinker if thinker is not None else Thinker(0)
        """Where hints are worked out (the server's pool of thinking processes)."""
        self._hinting: set[tuple[str, int]] = set()
        self.idle_seconds = idle_seconds
        self.bot_delay = bot_delay
        self.deal_seed = deal_seed
        self.rooms: dict[str, ThreeRoom] = {}
        self.agents: dict[tuple[str, int], Agent] = {}
        self._load_lock = asyncio.Lock()
        self._made = 0
        self._tasks: set[asyncio.Task[None]] = set()
        self.announcer = Announcer(store)
        self.chat_channel = ChatChannel(
            store, three_chat, run_db=asyncio.to_thread, monotonic=time.monotonic
        )

    # ------------------------------------------------------------------ randomness
    def _rng(self, *key: object) -> random.Random:
        if self.deal_seed is None:
            return random.Random(secrets.randbits(64))
        return random.Random("/".join(str(k) for k in (self.deal_seed, "three", *key)))

    def _room_id(self) -> str:
        if self.deal_seed is None:
            return secrets.token_urlsafe(9)
        self._made += 1
        return "t" + str(self._rng("room", self._made).getrandbits(48))

    # ------------------------------------------------------------------ hands
    @staticmethod
    def _table_for(
        match: ThreeMatch, names: list[str], previous: Table | None, state: HandState
    ) -> Table:
        """The current pairing's table with ``state`` dealt: the pairing's game goes on
        (its finished hands kept) while the match's game has results, else a new one."""
        pair = match.players
        going_on = previous is not None and bool(match.game.results)
        finished = list(previous.finished) if previous is not None and going_on else []
        return Table(match.rules, (names[pair[0]], names[pair[1]]), match.game, state, finished, {})

    def _deal(self, room: ThreeRoom) -> None:
        """Deal the next hand to the pairing the match names."""
        match = room.match
        number = len(room.finished) + 1
        pending = room.pending or self._pending(room.room_id, number)
        p0, p1 = match.players
        proof = FairDeal.new(
            pending.server_seed,
            room=room.room_id,
            game=1,
            hand=number,
            client_seeds=(pending.seeds[p0] or "", pending.seeds[p1] or ""),
        )
        state = HandState.deal(match.rules, dealer=match.next_dealer, fair=proof)
        room.pending = self._pending(room.room_id, number + 1)
        names = [s.name for s in room.seats]
        room.table = self._table_for(match, names, room.table, state)
        room.hand_players = match.players
        room.advice = None
        room.ready = set()

    def _hand_ended(self, room: ThreeRoom) -> None:
        state = room.table.state
        assert state.result is not None
        room.finished.append((room.hand_players, HandRecord.from_state(state)))
        room.match = room.match.record_hand(state.result, state.dealer)
        room.advice = None
        for hs, player in enumerate(room.hand_players):
            agent = self.agents.get((room.room_id, player))
            if agent is not None:
                tell_hand_over(agent, state, hs)

    # ------------------------------------------------------------------ lobby
    async def create(
        self,
        settings: ThreeSettings,
        *,
        name: str,
        client_id: str | None,
        computers: dict[int, str] | None = None,
    ) -> tuple[ThreeRoom, str]:
        """A new room, the creator in seat 0 (``computers``: seats the computer takes
        at once, at a level); returns it and seat 0's token."""
        token = secrets.token_urlsafe(24)
        seats = [ThreeSeat(name, hash_token(token), client_id)]
        seats += [ThreeSeat(default_name(p)) for p in (1, 2)]
        for seat, level in (computers or {}).items():
            self._check_computer(seats, seat, level)
            seats[seat] = ThreeSeat(LEVEL_NAMES[level], level=level)
        room = self._fresh(self._room_id(), settings, seats)
        room_id = room.room_id
        await asyncio.to_thread(self._insert, room)
        self._adopt(room)
        self.rooms[room_id] = room
        self._schedule(room)
        return room, token

    def _adopt(self, room: ThreeRoom) -> None:
        """A room coming into this process's memory: the server's clock and wait; every
        person it has no socket of here counts as gone from now (until a socket, here
        or announced by another process, says otherwise)."""
        room.clock = self.clock
        room.sit_in_wait = self.sit_in_wait
        room.note_presence(self.clock.monotonic())

    def _fresh(self, room_id: str, settings: ThreeSettings, seats: list[ThreeSeat]) -> ThreeRoom:
        """A new match's room: who deals first drawn, the first hand dealt."""
        match = ThreeMatch.new(settings, rng=self._rng(room_id, "first"))
        # The first hand is dealt as the room is made, before anybody could send a seed:
        # its proof has the server's seed alone; every later hand has its players'.
        first = self._pending(room_id, 1)
        proof = FairDeal.new(first.server_seed, room=room_id, game=1, hand=1)
        state = HandState.deal(settings.rules, dealer=match.next_dealer, fair=proof)
        table = self._table_for(match, [s.name for s in seats], None, state)
        room = ThreeRoom(room_id, settings, seats, match, table, match.players, [])
        room.pending = self._pending(room_id, 2)
        return room

    def _pending(self, room_id: str, hand: int) -> PendingDeal:
        """A new deal to commit to for the room's hand ``hand``: three seeds to come."""
        rng = None if self.deal_seed is None else self._rng(room_id, "fair", hand)
        pending = PendingDeal.fresh(rng)
        pending.seeds = [None] * SEATS
        return pending

    async def play_again(self, room: ThreeRoom, seat: int) -> None:
        """``seat`` would play another match with the same seats and settings. When every
        person has asked, the next match's room is made (the same seats: each person's
        token opens it, the computer at the same level) and stored with this room's
        change, whose view names it (``next_room``): the pages go there.

        :raises ProtocolError: ``three/match_not_over``.
        """

        def decide(room: ThreeRoom) -> None:
            room.pending_next = None
            if not room.match.is_over:
                raise refuse(NOT_OVER, "the match is not over yet")
            if room.next_room is not None or room.seats[seat].bot:
                return
            room.again.add(seat)
            persons = {p for p, s in enumerate(room.seats) if not s.bot}
            if persons <= room.again:
                seats = [ThreeSeat(s.name, s.token_hash, s.client_id, s.level) for s in room.seats]
                room.pending_next = self._fresh(self._room_id(), room.settings, seats)
                room.next_room = room.pending_next.room_id

        try:
            await self._change(room, decide)
        finally:
            made, room.pending_next = room.pending_next, None
        if made is not None:
            self._adopt(made)
            self.rooms[made.room_id] = made
            self._schedule(made)

    @staticmethod
    def _check_computer(seats: list[ThreeSeat], seat: int, level: str) -> None:
        if isinstance(seat, bool) or seat not in range(SEATS):
            raise refuse("three/bad_seat", f"there is no seat {seat!r}: seats are 0, 1 and 2")
        if seats[seat].taken:
            raise refuse("three/seat_taken", f"seat {seat} is already taken")
        if level not in LEVELS:
            raise refuse("three/bad_level", f"unknown level {level!r}")

    async def get(self, room_id: str) -> ThreeRoom | None:
        room = self.rooms.get(room_id)
        if room is not None:
            return room
        if len(room_id) > 32:
            return None
        async with self._load_lock:
            room = self.rooms.get(room_id)
            if room is None:
                room = await asyncio.to_thread(self._load, room_id)
                if room is not None:
                    self._adopt(room)
                    self.rooms[room_id] = room
                    self._schedule(room)
                    self.announcer.announce({"t": room_id, "q": 1})  # whose sockets where?
            return room

    async def join(self, room: ThreeRoom, *, name: str, client_id: str | None) -> tuple[int, str]:
        """Seat a person in the first empty seat (first come, first seated)."""
        token = secrets.token_urlsafe(24)
        seated: list[int] = []

        def decide(room: ThreeRoom) -> None:
            free = next((p for p, s in enumerate(room.seats) if not s.taken), None)
            if free is None:
                raise ProtocolError(ErrorCode.ROOM_FULL, "every seat in this room is taken")
            room.seats[free] = ThreeSeat(name, hash_token(token), client_id)
            self._rename(room)
            seated[:] = [free]

        await self._change(room, decide)
        return seated[0], token

    async def add_computer(self, room: ThreeRoom, token: str | None, seat: int, level: str) -> None:
        """The creator (seat 0) fills an empty seat with the computer at ``level``."""

        def decide(room: ThreeRoom) -> None:
            if self.seat_for_token(room, token) != 0:
                raise ProtocolError(
                    ErrorCode.BAD_TOKEN, "only the room's creator seats the computer"
                )
            self._check_computer(room.seats, seat, level)
            room.seats[seat] = ThreeSeat(LEVEL_NAMES[level], level=level)
            self._rename(room)

        await self._change(room, decide)

    @staticmethod
    def _rename(room: ThreeRoom) -> None:
        p0, p1 = room.hand_players
        room.table.players = (room.seats[p0].name, room.seats[p1].name)

    async def seat_for_socket(self, room: ThreeRoom, token: str | None) -> int:
        """The seat ``token`` sits in. A token this copy does not know may hold a seat
        just taken on another process (its announcement not yet here): catch up once
        before refusing.

        :raises ProtocolError: ``auth/bad_token``.
        """
        try:
            return self.seat_for_token(room, token)
        except ProtocolError:
            if not token:
                raise
        await self.catch_up(room)
        return self.seat_for_token(room, token)

    @staticmethod
    def seat_for_token(room: ThreeRoom, token: str | None) -> int:
        if token:
            digest = hash_token(token)
            for p, s in enumerate(room.seats):
                if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest):
                    return p
        raise ProtocolError(ErrorCode.BAD_TOKEN, "this token holds no seat in this room")

    # ------------------------------------------------------------------ messages
    async def act(self, room: ThreeRoom, seat: int, state_id: int, action: str | int) -> None:
        """A move by ``seat`` from the room's version ``state_id``. When storage turns out
        to hold a later version (another process changed the room), the move is decided
        again on the reloaded room if the table is where the move was made from (a later
        version that only changed advice or seats); otherwise it is stale."""
        position: list[tuple[int, int]] = []

        def decide(room: ThreeRoom) -> None:
            if not room.all_taken:
                raise ProtocolError(ErrorCode.ROOM_WAITING, "the room waits for its players")
            if room.match.is_over and room.table.state.is_over:
                raise ProtocolError(ErrorCode.GAME_OVER, "the match is over")
            hs = room.hand_seat(seat)
            if hs is None:
                raise refuse(SITTING_OUT, "you sit out this hand: the other two play it")
            if room.table.state.is_over:
                raise ProtocolError(ErrorCode.HAND_OVER, "the hand is over")
            if position[:1] != [self.position(room)] and state_id != room.state_id:
                raise ProtocolError(ErrorCode.STALE, "the table changed: look again")
            if room.table.to_act != hs:
                raise ProtocolError(ErrorCode.NOT_YOUR_TURN, "it is not your turn")
            position[:] = [self.position(room)]
            self._apply(room, hs, action)

        await self._change(room, decide)

    @staticmethod
    def position(room: ThreeRoom) -> tuple[int, int]:
        """Where the table is: hands finished, and moves made in the hand on it."""
        return len(room.finished), len(HandRecord.from_state(room.table.state).actions)

    def _apply(self, room: ThreeRoom, hs: int, action: str | int) -> None:
        try:
            move = parse_action(action) if isinstance(action, str) else action
            room.table.act(hs, move)
        except (GinRummyError, ValueError) as exc:
            raise ProtocolError(ErrorCode.ILLEGAL, str(exc)) from None
        room.advice = None if room.table.to_act != 1 else room.advice
        if room.table.state.is_over:
            self._hand_ended(room)

    async def next_hand(self, room: ThreeRoom, seat: int) -> None:
        def decide(room: ThreeRoom) -> None:
            if not room.table.state.is_over or room.match.is_over or seat in room.ready:
                raise ProtocolError(
                    ErrorCode.NEXT_HAND_UNAVAILABLE, "there is no next hand to ask for now"
                )
            room.ready.add(seat)
            people = {p for p, s in enumerate(room.seats) if not s.bot}
            if people <= room.ready:
                self._deal(room)

        await self._change(room, decide)

    async def advise(self, room: ThreeRoom, seat: int, card: str) -> None:
        """The partner's suggestion to the captain (box forms only)."""

        def decide(room: ThreeRoom) -> None:
            if (
                room.captain is None
                or seat != room.sitting_out
                or room.table.state.is_over
                or not room.all_taken
            ):
                raise refuse(
                    NO_ADVICE,
                    "only the captain's partner may advise, in the box forms, during a hand",
                )
            try:
                chosen = Card.parse(card)
            except (GinRummyError, ValueError):
                raise refuse(BAD_ADVICE, f"{card!r} is not a card") from None
            if chosen not in room.table.observation(1).hand:
                raise refuse(BAD_ADVICE, "the captain does not hold that card")
            room.advice = {"card": str(chosen), "from": seat}

        await self._change(room, decide)

    async def _change(self, room: ThreeRoom, decide: Callable[[ThreeRoom], None]) -> None:
        """Decide a request on ``room`` under its lock and store it from the room's
        version; when storage holds a later one (another process changed the room),
        reload the room and decide again. Then send the views and let the computer move
        (this process stored the latest change). A refusal decided on a copy behind
        storage's is decided again on the reloaded room; a refusal after a reload still
        sends the reloaded views."""
        reloaded = False
        try:
            async with room.lock:
                for _attempt in range(RETRIES):
                    try:
                        decide(room)
                    except ProtocolError:  # decided on a copy behind storage's?
                        if reloaded or not await self._behind(room):
                            raise
                        reloaded = await self._reload(room)
                        continue
                    try:
                        await self._commit(room)
                        break
                    except StaleRoom:
                        reloaded = await self._reload(room) or reloaded
                else:
                    raise ProtocolError(ErrorCode.STALE, "the table changed: look again")
        except ProtocolError:
            if reloaded:
                await self.broadcast(room)
            raise
        room.last_used = time.monotonic()
        await self.broadcast(room)
        self._schedule(room)

    # ------------------------------------------------------------------ fair deals
    async def seed(self, room: ThreeRoom, seat: int, commitment: str, client_seed: str) -> None:
        """``seat``'s client seed for the deal committed next (docs/fairness.md); it goes
        into that hand if this match player plays it.

        :raises ProtocolError: ``seed/stale`` (not the commitment waiting), ``seed/given``.
        """

        def decide(room: ThreeRoom) -> None:
            if room.pending is None or room.match.is_over:
                raise ProtocolError(ErrorCode.SEED_STALE, "no deal is waiting for seeds")
            trial = room.pending.copy()
            try:
                trial.give(seat, commitment, client_seed)
            except LookupError as exc:
                raise ProtocolError(ErrorCode.SEED_STALE, str(exc)) from None
            except ValueError as exc:
                raise ProtocolError(ErrorCode.SEED_GIVEN, str(exc)) from None
            room.pending = trial

        await self._change(room, decide)

    def record(self, room: ThreeRoom) -> ThreeRecord:
        """The match's finished hands as a three-handed record, each with its proof (the
        server seed revealed: the hand is over), for ``ginrummy verify``."""
        finished = tuple(room.finished)
        names = (room.seats[0].name, room.seats[1].name, room.seats[2].name)
        meta = {"room": room.room_id, "game_number": 1}
        return ThreeRecord(room.settings, room.match.first_dealer, finished, names, meta)

    # ------------------------------------------------------------------ a person gone
    async def sit_in(self, room: ThreeRoom, seat: int, gone: int) -> None:
        """``seat`` asks the computer to play for ``gone``, a person whose sockets have
        all been closed for the server's wait (the two-player claim's): the match goes
        on instead of waiting for ever. The gone person's token still holds the seat;
        their coming back (a socket) ends it.

        :raises ProtocolError: ``three/bad_seat``, ``three/no_stand_in`` (not a person
            who left, or already played for), ``three/not_gone_long``.
        """

        def decide(room: ThreeRoom) -> None:
            if isinstance(gone, bool) or gone not in range(SEATS) or gone == seat:
                raise refuse("three/bad_seat", f"there is no other seat {gone!r}")
            if room.match.is_over or not room.seats[seat].person:
                raise refuse(NO_STAND_IN, "the computer plays only for a person who left")
            after = room.sit_in_after(gone, self.clock.monotonic(), self.sit_in_wait)
            if not room.seats[gone].person or after is None:
                raise refuse(NO_STAND_IN, "the computer plays only for a person who left")
            if after > 0:
                raise refuse(
                    NOT_GONE_LONG,
                    f"wait {after:.0f} more seconds: they may only have lost the connection",
                )
            room.seats[gone].stand_in = "medium"

        await self._change(room, decide)

    async def _back(self, room: ThreeRoom, seat: int) -> None:
        """``seat``'s person is back: the computer stops playing for them."""

        def decide(room: ThreeRoom) -> None:
            room.seats[seat].stand_in = None

        await self._change(room, decide)

    # ------------------------------------------------------------------ hints
    async def hint(self, room: ThreeRoom, seat: int, conn: Connection) -> None:
        """The strongest computer player's move for ``seat``, to that socket only: on
        its turn, and only when nobody else at the table is a person (in a match with
        another person the scores are a race between people, and a hint would help one
        of them: the two-player rule, "hints only against the computer", for three).

        :raises ProtocolError: ``hint/unavailable``, ``action/not_your_turn``,
            ``rate/limited`` (a hint already on its way).
        """
        async with room.lock:
            if not room.alone(seat):
                raise ProtocolError(
                    ErrorCode.HINT_UNAVAILABLE,
                    "hints are only given when the other players are the computer",
                )
            hs = room.hand_seat(seat)
            if room.status != "playing" or room.table.state.is_over:
                raise ProtocolError(ErrorCode.NOT_YOUR_TURN, "a hint is given on your turn")
            if hs is None or room.table.to_act != hs:
                raise ProtocolError(ErrorCode.NOT_YOUR_TURN, "a hint is given on your turn")
            obs = room.table.observation(hs)
            game = room.table.game
            state_id = room.state_id
        key = (room.room_id, seat)
        if key in self._hinting:
            raise ProtocolError(ErrorCode.RATE_LIMITED, "a hint is on its way: wait for it")
        self._hinting.add(key)
        try:
            suggestion = await self.thinker.hint(obs, game.scores, game.rules.game_target)
        finally:
            self._hinting.discard(key)
        await conn.send_text(dumps(hint_reply(state_id, obs, suggestion)))

    # ------------------------------------------------------------------ chat
    async def chat(self, room: ThreeRoom, seat: int, text: str) -> None:
        """``seat`` says ``text`` to the two others (watchers have no chat, as at a
        two-player table).

        :raises ProtocolError: ``chat/refused`` (bad text), ``rate/limited``.
        """
        room.last_used = time.monotonic()
        await self.chat_channel.say(
            room.chat,
            room.room_id,
            seat,
            room.seats[seat].name,
            text,
            lambda: self._seat_sockets(room),
            lambda seq: self.announcer.announce({"t": room.room_id, "c": seq}),
        )

    @staticmethod
    def _seat_sockets(room: ThreeRoom) -> list[Connection]:
        return [conn for seat in room.sockets for conn in seat]

    # ------------------------------------------------------------------ sockets
    async def connect(self, room: ThreeRoom, seat: int, conn: Connection) -> None:
        if not room.sockets[seat]:
            self.announcer.announce({"t": room.room_id, "p": [seat, 1]})
        room.sockets[seat].add(conn)
        room.last_used = time.monotonic()
        room.note_presence(self.clock.monotonic())
        await self.catch_up_if_behind(room)  # it may have seen a later state elsewhere
        if room.seats[seat].stand_in is not None:
            await self._back(room, seat)  # the person is back: the computer stands down
        await conn.send_text(message("state", room.state_id, room.view(seat)))
        await self.broadcast(room, but=conn)
        await self.chat_channel.send_history(
            room.chat, room.room_id, lambda: self._seat_sockets(room), conn
        )

    async def disconnect(self, room: ThreeRoom, seat: int, conn: Connection) -> None:
        room.sockets[seat].discard(conn)
        room.last_used = time.monotonic()
        room.note_presence(self.clock.monotonic())
        if not room.sockets[seat]:
            self.announcer.announce({"t": room.room_id, "p": [seat, 0]})
        await self.broadcast(room)

    async def watch(self, room: ThreeRoom, conn: Connection) -> None:
        room.watchers.add(conn)
        room.last_used = time.monotonic()
        await self.catch_up_if_behind(room)
        await conn.send_text(message("spectate", room.state_id, room.watch_view()))

    def unwatch(self, room: ThreeRoom, conn: Connection) -> None:
        room.watchers.discard(conn)
        room.last_used = time.monotonic()

    async def broadcast(self, room: ThreeRoom, but: Connection | None = None) -> None:
        """Every seat's socket its own view; the watchers theirs."""
        sends: list[tuple[Connection, str]] = []
        for seat in range(SEATS):
            if room.sockets[seat]:
                text = message("state", room.state_id, room.view(seat))
                sends += [(c, text) for c in room.sockets[seat] if c is not but]
        if room.watchers:
            text = message("spectate", room.state_id, room.watch_view())
            sends += [(c, text) for c in room.watchers]
        for conn, text in sends:
            try:
                await conn.send_text(text)
            except Exception:  # the socket is gone
                log.debug("send failed", exc_info=True)

    # ------------------------------------------------------------------ the computer
    def _schedule(self, room: ThreeRoom) -> None:
        if room.bot_task is not None and not room.bot_task.done():
            return
        if self._bot_to_move(room) is None and not self._bots_only_wait(room):
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        room.bot_task = loop.create_task(self._computer(room))
        self._tasks.add(room.bot_task)
        room.bot_task.add_done_callback(self._tasks.discard)

    @staticmethod
    def _bot_to_move(room: ThreeRoom) -> int | None:
        if room.status != "playing" or room.table.state.is_over:
            return None
        to_act = room.table.to_act
        if to_act is None:
            return None
        player = room.hand_players[to_act]
        return player if room.seats[player].bot else None

    @staticmethod
    def _bots_only_wait(room: ThreeRoom) -> bool:
        return False

    async def _computer(self, room: ThreeRoom) -> None:
        while True:
            await asyncio.sleep(self.bot_delay)
            async with room.lock:
                player = self._bot_to_move(room)
                if player is None:
                    return
                level = room.seats[player].computer_level
                agent = self.agents.get((room.room_id, player))
                if agent is None:
                    agent = self.agents[(room.room_id, player)] = agent_for_level(level)
                hs = room.hand_seat(player)
                assert hs is not None
                obs = room.table.observation(hs)
                rng = self._rng(room.room_id, "move", len(room.finished), len(obs.events))
                action = await asyncio.to_thread(agent.act, obs, rng)
                action = self._advised(room, player, obs.legal_actions, action)
                self._apply(room, hs, action.id)
                try:
                    await self._commit(room)
                except StaleRoom:  # another process moved first: look again
                    await self._reload(room)
                room.last_used = time.monotonic()
            await self.broadcast(room)

    @staticmethod
    def _advised(room: ThreeRoom, player: int, legal: tuple[Action, ...], chosen: Action) -> Action:
        """The computer as captain follows its partner's suggested discard when it would
        discard anyway and that discard is legal (as the terminal game's captain does);
        a knock or gin it chose stands."""
        if player != room.captain or room.advice is None or not isinstance(chosen, Discard):
            return chosen
        for action in legal:
            if isinstance(action, Discard) and str(action.card) == room.advice["card"]:
                return action
        return chosen

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.to_thread(self.announcer.close)

    # ------------------------------------------------------------------ other processes
    async def _reload(self, room: ThreeRoom) -> bool:
        """Make ``room`` (its lock held) what storage holds; whether it changed."""
        fresh = await asyncio.to_thread(self._load, room.room_id)
        if fresh is None:
            return False
        for name in FRESH:
            setattr(room, name, getattr(fresh, name))
        return True

    async def catch_up(self, room: ThreeRoom, state_id: int | None = None) -> None:
        """Reload ``room`` when storage is ahead of it (at ``state_id``, or unknown: ask),
        and send its sockets here the fresh views."""
        if state_id is not None and state_id <= room.state_id:
            return
        async with room.lock:
            if state_id is None:  # one small query before replaying the room's hands
                stored = await asyncio.to_thread(self._versions, [room.room_id])
                state_id = stored.get(room.room_id, 0)
            if state_id <= room.state_id or not await self._reload(room):
                return
        await self.broadcast(room)

    async def catch_up_if_behind(self, room: ThreeRoom) -> None:
        """For a socket connecting: it may have seen a later state on another process."""
        if self.store.announces:
            await self.catch_up(room)

    async def on_announcement(self, payload: dict[str, Any]) -> None:
        """Another process stored room ``t`` at version ``s``: reload it if held here."""
        if payload.get("o") == self.store.origin:
            return
        room = self.rooms.get(str(payload.get("t")))
        if room is None:
            return
        if "s" in payload:
            task = asyncio.get_running_loop().create_task(self.catch_up(room, int(payload["s"])))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        elif "p" in payload:  # a seat's socket came to or left that process
            seat, up = int(payload["p"][0]), bool(payload["p"][1])
            if seat not in range(SEATS):
                return
            before = room.connected(seat)
            (room.remote[seat].add if up else room.remote[seat].discard)(str(payload["o"]))
            room.note_presence(self.clock.monotonic())
            if room.connected(seat) != before:
                await self.broadcast(room)
        elif "c" in payload:  # a chat message stored there: send what was not sent here
            if any(room.sockets):
                await self.chat_channel.deliver(
                    room.chat, room.room_id, lambda: self._seat_sockets(room), int(payload["c"])
                )
        elif "q" in payload:  # a process just loaded the room: our seats' sockets
            for seat in range(SEATS):
                if room.sockets[seat]:
                    self.announcer.announce({"t": room.room_id, "p": [seat, 1]})

    async def forget_dead_processes(self) -> None:
        """Drop the sockets announced by processes no longer connected to the database
        (a killed one never says its sockets are gone), telling the seats here."""
        announced = {o for room in self.rooms.values() for seat in room.remote for o in seat}
        if not announced:
            return
        dead = announced - await asyncio.to_thread(self.store.live_origins)
        for room in list(self.rooms.values()):
            if any(seat & dead for seat in room.remote):
                for seat in room.remote:
                    seat.difference_update(dead)
                room.note_presence(self.clock.monotonic())
                await self.broadcast(room)

    async def catch_up_all(self) -> None:
        """Compare the versions of the rooms held here with storage's and catch up those
        behind (an announcement may have been missed); a room whose computer is due and
        whose version stood still since the previous check is moved from here (the
        process that would have moved it may be gone)."""
        rooms = dict(self.rooms)
        if not rooms:
            return
        stored = await asyncio.to_thread(self._versions, list(rooms))
        for room_id, room in rooms.items():
            version = stored.get(room_id)
            if version is None:
                continue
            if version > room.state_id:
                await self.catch_up(room, version)
            elif room.checked_version == version and self._bot_to_move(room) is not None:
                self._schedule(room)
            room.checked_version = version

    def unload_idle(self, now: float | None = None) -> int:
        """Drop the rooms with no socket here for ``idle_seconds`` (a finished match: at
        once) from memory; they load again on demand. How many were dropped."""
        now = time.monotonic() if now is None else now
        dropped = 0
        for room_id, room in list(self.rooms.items()):
            busy = room.bot_task is not None and not room.bot_task.done()
            if any(room.sockets) or room.watchers or busy or room.lock.locked():
                continue
            if room.status != "over" and now - room.last_used < self.idle_seconds:
                continue
            del self.rooms[room_id]
            for player in range(SEATS):
                self.agents.pop((room_id, player), None)
            dropped += 1
        return dropped

    async def unload_idle_forever(self) -> None:
        """Run :meth:`unload_idle` every little while until cancelled."""
        pause = min(60.0, max(self.idle_seconds / 4, 0.01))
        while True:
            await asyncio.sleep(pause)
            self.unload_idle()

    def start(self) -> None:
        """Unload idle rooms while serving (stopped by :meth:`close`)."""
        if self.idle_seconds > 0:
            task = asyncio.get_running_loop().create_task(self.unload_idle_forever())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    # ------------------------------------------------------------------ storage
    async def _commit(self, room: ThreeRoom) -> None:
        seen = room.state_id
        room.state_id += 1
        await asyncio.to_thread(self._save, room, seen)

    def _row(self, room: ThreeRoom) -> dict[str, Any]:
        hands = {
            "first_dealer": room.match.first_dealer,
            "hands": [{"players": list(p), **r.to_dict()} for p, r in room.records()],
            "ready": sorted(room.ready),
            "advice": room.advice,
            "again": sorted(room.again),
            "next_room": room.next_room,
            "fair_next": None if room.pending is None else room.pending.to_json(),
        }
        return {
            "state_id": room.state_id,
            "status": room.status,
            "settings": json.dumps(room.settings.to_dict()),
            "seats": json.dumps([s.to_dict() for s in room.seats]),
            "hands": json.dumps(hands),
        }

    def _insert(self, room: ThreeRoom) -> None:
        with self.store.engine.begin() as conn:
            conn.execute(
                insert(three_rooms).values(
                    id=room.room_id, created=datetime.now(UTC), **self._row(room)
                )
            )

    def _save(self, room: ThreeRoom, seen: int) -> None:
        with self.store.engine.begin() as conn:
            if room.pending_next is not None:  # the next match's room, in this transaction
                made = room.pending_next
                conn.execute(
                    insert(three_rooms).values(
                        id=made.room_id, created=datetime.now(UTC), **self._row(made)
                    )
                )
            done = conn.execute(
                update(three_rooms)
                .where(three_rooms.c.id == room.room_id, three_rooms.c.state_id == seen)
                .values(**self._row(room))
            )
            if done.rowcount != 1:
                raise StaleRoom(f"room {room.room_id} changed in storage meanwhile")
            # Delivered to the other processes when this transaction commits.
            self.store.announce_in(conn, {"t": room.room_id, "s": room.state_id})

    async def _behind(self, room: ThreeRoom) -> bool:
        """Whether storage holds a later version of ``room`` (one small query)."""
        stored = await asyncio.to_thread(self._versions, [room.room_id])
        return stored.get(room.room_id, 0) > room.state_id

    def _versions(self, room_ids: list[str]) -> dict[str, int]:
        """The stored version of each room."""
        with self.store.engine.connect() as conn:
            rows = conn.execute(
                select(three_rooms.c.id, three_rooms.c.state_id).where(
                    three_rooms.c.id.in_(room_ids)
                )
            )
            return {row.id: int(row.state_id) for row in rows}

    def _load(self, room_id: str) -> ThreeRoom | None:
        with self.store.engine.connect() as conn:
            row = conn.execute(select(three_rooms).where(three_rooms.c.id == room_id)).first()
        if row is None:
            return None
        settings = ThreeSettings.from_dict(json.loads(row.settings))
        seats = [ThreeSeat.from_dict(s) for s in json.loads(row.seats)]
        stored = json.loads(row.hands)
        return self.rebuild(room_id, settings, seats, stored, int(row.state_id))

    def rebuild(
        self,
        room_id: str,
        settings: ThreeSettings,
        seats: list[ThreeSeat],
        stored: dict[str, Any],
        state_id: int,
    ) -> ThreeRoom:
        """The room as its stored hands make it, each replayed through the engine."""
        names = [s.name for s in seats]
        match = ThreeMatch(settings, int(stored["first_dealer"]))
        table: Table | None = None
        finished: list[tuple[tuple[int, int], HandRecord]] = []
        players = match.players
        for hand in stored["hands"]:
            pair = (int(hand["players"][0]), int(hand["players"][1]))
            if pair != match.players:
                raise ValueError(f"room {room_id}: a hand by {pair}, not {match.players}")
            record = HandRecord.from_dict(hand)
            table = self._table_for(match, names, table, record.deal(settings.rules))
            players = pair
            for text in record.actions:
                seat = table.to_act
                assert seat is not None
                table.act(seat, parse_action(text))
            if table.state.result is not None:
                finished.append((pair, HandRecord.from_state(table.state)))
                match = match.record_hand(table.state.result, table.state.dealer)
        assert table is not None, "a stored room has its first hand"
        room = ThreeRoom(room_id, settings, seats, match, table, players, finished, state_id)
        room.ready = set(stored.get("ready", []))
        advice = stored.get("advice")
        room.advice = advice if isinstance(advice, dict) and not table.state.is_over else None
        room.again = {int(p) for p in stored.get("again", [])}
        next_room = stored.get("next_room")
        room.next_room = str(next_room) if next_room else None
        fair_next = stored.get("fair_next")
        room.pending = PendingDeal.from_json(fair_next) if fair_next else None
        return room


__all__ = [
    "BAD_ADVICE",
    "NOT_GONE_LONG",
    "NOT_OVER",
    "NO_ADVICE",
    "NO_STAND_IN",
    "SITTING_OUT",
    "StaleRoom",
    "ThreeRoom",
    "ThreeRooms",
    "ThreeSeat",
]
