"""Storage: every room, seat, deal and action, written as it happens (SQLAlchemy Core).

The engine's states are immutable and replay exactly, so the store keeps only what a
replay needs (rules, each hand's dealer, deck and reshuffle seed, and the actions as
text) and rebuilds a room by replaying it through the engine. Each change is one
transaction committed before anything is sent to a seat, so a crash never loses a move
a player saw. Tokens are stored as SHA-256 hashes: a leaked database seats nobody.

Storage, not a process's memory, decides the order of changes. ``rooms.state_id`` is
the room's version: every change is written from the version it was made at
(``UPDATE rooms ... WHERE state_id = :seen``) in the transaction that stores it, so of
two processes (or two tabs on two processes) that change one room from one state,
exactly one commits and the other gets :class:`StaleWrite` and catches up; a unique key
on (room, game, hand, seq) backs this up. The move that ends a game and the game's
result are one transaction. On PostgreSQL each change also announces the room's new
version (``pg_notify``, delivered on commit) to the other processes (see
:mod:`ginrummy.server.cluster.fanout`).

The same code runs on SQLite (the default, a file) and PostgreSQL; the schema
(:mod:`ginrummy.server.storage.schema`) is made and upgraded in place by the Alembic migrations
in :mod:`ginrummy.server.storage.migrations`. A move that does not end a game is written below
Core, by :class:`~ginrummy.server.storage.move_writer.MoveWriter`.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import socket
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from sqlalchemy import (
    Engine,
    Integer,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError
from sqlalchemy.pool import StaticPool

from .migrations import upgrade
from .move_writer import MoveWriter

# The tables, re-exported: much of the server and its tests read them from here.
from .schema import NOTIFY_CHANNEL as NOTIFY_CHANNEL
from .schema import actions as actions
from .schema import games as games
from .schema import hands as hands
from .schema import metadata as metadata
from .schema import results as results
from .schema import rooms as rooms
from .schema import seats as seats

APPLICATION_PREFIX = "ginrummy:"
"""Each server process's listener connection is named ``ginrummy:<origin>``."""


def make_origin() -> str:
    """A name for this server process, unique among the processes on one database and
    short enough for a PostgreSQL ``application_name`` (63 bytes)."""
    return f"{socket.gethostname()[:32]}:{os.getpid()}:{secrets.token_hex(3)}"


class StaleWrite(Exception):
    """The room changed in storage since the state this change was made in (another
    process, or another tab on one, was first): nothing was written."""


def hash_token(token: str) -> str:
    """The stored form of a seat token."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class SeatRow:
    """One seat as stored."""

    seat: int
    name: str | None
    client_id: str | None
    token_hash: str | None
    bot: bool
    player_id: str | None = None
    """The anonymous player (``players.id``) in the seat, when the seat has one."""
    gone_at: float | None = None
    """Since when (epoch seconds) the seat has had no socket anywhere, as stored by
    :meth:`Store.seat_presence`; ``None`` while it has one, or when nobody noticed."""


@dataclass(frozen=True, slots=True)
class RoomSetup:
    """How a room meets the world: listed in the lobby or not, rated or not (and in
    which pool), timed or not (the clock's settings as JSON), and its host."""

    visibility: str = "private"
    rated: bool = False
    pool: str | None = None
    clock: str | None = None
    host_player: str | None = None


@dataclass(frozen=True, slots=True)
class HandRow:
    """One dealt hand and its actions (as text, in order)."""

    hand_number: int
    dealer: int
    deck: tuple[str, ...]
    reshuffle_seed: int
    actions: tuple[str, ...]
    fair: str | None = None
    """The deal's proof as stored (JSON), ``None`` for a hand dealt before fair deals."""


@dataclass(frozen=True, slots=True)
class RoomRow:
    """A room's current game as stored: enough to replay it."""

    room_id: str
    mode: str
    level: str | None
    rules: dict[str, Any]
    state_id: int
    game_number: int
    status: str
    ready: int
    """Bit ``1 << seat`` for each seat that asked for the next hand or a rematch."""
    seats: tuple[SeatRow, SeatRow]
    first_dealer: int
    hands: tuple[HandRow, ...]
    setup: RoomSetup = RoomSetup()
    claimed_by: int | None = None
    """The seat that won the current game by a claim (its opponent left and stayed away)
    or by the opponent's resigning, if any."""
    resigned: bool = False
    """The current game ended by the loser's resigning (``claimed_by`` is the winner)."""
    fair_next: str | None = None
    """The next deal as stored (JSON, :class:`~ginrummy.server.rooms.fair_deals.PendingDeal`)."""
    clock_mark: str | None = None
    """The clock as the current game's last timed move left it (JSON,
    :class:`~ginrummy.server.rooms.clock.ClockMark`); ``None`` before its first."""
    clock_mark_move: tuple[int, int] | None = None
    """That move's hand number and number in the hand (``seq``)."""
    assisted: bool = False
    """A hint was given or a discard taken back in the current game (not rated)."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """One human seat's result of a finished game (feeds the statistics)."""

    seat: int
    client_id: str | None
    won: bool
    gins: int
    undercuts: int
    knocks: int
    hands_won: int
    points: int
    net: int


@dataclass(frozen=True, slots=True)
class GameFinish:
    """The end of a game, stored with the move that ended it."""

    game_number: int
    winner: int
    totals: dict[str, Any]
    seat_results: tuple[GameResult, ...]
    rating: Rated | None = None
    """Who to rate, when the game counts in the ratings (in the same transaction)."""


RateGame = Callable[[Connection, str, GameFinish], None]
"""Rates a finished game (``finish.rating`` says who) in the transaction that stores its
end: ``rate_game(conn, room_id, finish)``."""

GameOver = Callable[[Connection, str, GameFinish], None]
"""Told of every game's end in the transaction that stores it, rated or not:
``game_over(conn, room_id, finish)`` (a tournament writes the result of its game)."""


@dataclass(frozen=True, slots=True)
class Rated:
    """A rated game's pool and seats: a player id or a computer level in each."""

    pool: str
    players: tuple[str | None, str | None]
    levels: tuple[str | None, str | None]


@dataclass(frozen=True, slots=True)
class NewHand:
    """A freshly dealt hand to store (the deck never leaves the server)."""

    hand_number: int
    dealer: int
    deck: tuple[str, ...]
    reshuffle_seed: int
    fair: str | None = None
    """The deal's proof (JSON), with its server seed: storage is the server's own."""


@dataclass(frozen=True, slots=True)
class MoveWrite:
    """One move to store: made in room version ``seen`` (see :meth:`Store.append_action`)."""

    room_id: str
    seen: int
    game_number: int
    hand_number: int
    seq: int
    seat: int
    action: str
    clock: str | None = None
    """The clock the move leaves, in a timed room (:class:`~ginrummy.server.rooms.clock.ClockMark`
    as JSON)."""


GAME_HELP: Final = games.c.hints + games.c.takebacks
"""The help a player had in a game (hints and take-backs): a game with any is not rated.
One expression for the ratings, a loaded room and the history alike."""


class Store:
    """The database behind the server; thread-safe through SQLAlchemy's pool (the server
    calls it from worker threads, never on its event loop).

    ``origin`` names this process in its announcements, so it can skip its own."""

    def __init__(self, url: str, *, origin: str = "", rate_game: RateGame | None = None) -> None:
        self.url = url
        self.origin = origin
        self.rate_game = rate_game
        """Rates a rated game as its end is stored (in that transaction); given by whoever
        knows the ratings (the server's manager: :mod:`ginrummy.server.online.ratings`),
        so storage does not depend on them. ``None``: no game is rated."""
        self.game_over: GameOver | None = None
        """Told of every game's end in its transaction (given by whoever keeps results
        of their own: the tournaments, :mod:`ginrummy.server.tournaments.records`)."""
        self.engine = _make_engine(url)
        self.announces = self.engine.dialect.name == "postgresql"
        upgrade(self.engine)
        self._moves = MoveWriter(self.engine, self.announces)
        self._reader = (
            self.engine.execution_options(isolation_level="REPEATABLE READ")
            if self.announces
            else self.engine
        )

    def close(self) -> None:
        """Release the connections."""
        self._moves.close()
        self.engine.dispose()

    # ------------------------------------------------------------------ versions
    def _announcement(self, payload: dict[str, Any]) -> str:
        """An announcement's text: ``payload`` signed with this process's name."""
        return json.dumps({**payload, "o": self.origin}, separators=(",", ":"))

    def _announce(self, conn: Connection, payload: dict[str, Any]) -> None:
        """Tell the other processes, when this transaction commits (PostgreSQL only)."""
        if self.announces:
            conn.execute(
                text("SELECT pg_notify(:channel, :payload)"),
                {"channel": NOTIFY_CHANNEL, "payload": self._announcement(payload)},
            )

    def announce_in(self, conn: Connection, payload: dict[str, Any]) -> None:
        """Announce ``payload`` when ``conn``'s transaction commits (a change stored
        outside this class: a room for three)."""
        self._announce(conn, payload)

    def announce(self, payload: dict[str, Any]) -> None:
        """Send one announcement now (presence: nothing stored goes with it)."""
        if self.announces:
            with self.engine.begin() as conn:
                self._announce(conn, payload)

    def _advance(self, conn: Connection, room_id: str, seen: int, **values: Any) -> int:
        """Move the room from version ``seen`` to the next, with ``values``; the first
        statement of every change, so a change from an old state writes nothing.

        :raises StaleWrite: the room is no longer at ``seen``.
        """
        done = conn.execute(
            update(rooms)
            .where(rooms.c.id == room_id, rooms.c.state_id == seen)
            .values(state_id=seen + 1, **values)
        )
        if done.rowcount != 1:
            raise StaleWrite(f"room {room_id} is no longer at state {seen}")
        self._announce(conn, {"r": room_id, "s": seen + 1})
        return seen + 1

    def live_origins(self) -> set[str]:
        """The server processes connected to the database now (PostgreSQL: each one's
        listener connection is named after it), so presence announced by a process that
        died can be forgotten."""
        if not self.announces:
            return set()
        with self.engine.connect() as conn:
            rows = conn.execute(
                text(
                    "SELECT application_name FROM pg_stat_activity"
                    " WHERE application_name LIKE :prefix"
                ),
                {"prefix": APPLICATION_PREFIX + "%"},
            )
            return {row[0][len(APPLICATION_PREFIX) :] for row in rows}

    def state_ids(self, room_ids: list[str]) -> dict[str, int]:
        """The stored version of each room (catch-up when an announcement was missed)."""
        if not room_ids:
            return {}
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(rooms.c.id, rooms.c.state_id).where(rooms.c.id.in_(room_ids))
            )
            return {row.id: int(row.state_id) for row in rows}

    # ------------------------------------------------------------------ writes
    def create_room(
        self,
        room_id: str,
        *,
        mode: str,
        level: str | None,
        rules: dict[str, Any],
        seat_rows: tuple[SeatRow, SeatRow],
        first_dealer: int,
        hand: NewHand | None,
        status: str,
        setup: RoomSetup = RoomSetup(),
        fair_next: str | None = None,
    ) -> None:
        """A new room with its first game and first hand dealt (state_id 0); with
        ``hand`` ``None`` the first hand waits for the players' seeds (``fair_next``)."""
        with self.engine.begin() as conn:
            self.insert_room(
                conn,
                room_id,
                mode=mode,
                level=level,
                rules=rules,
                seat_rows=seat_rows,
                first_dealer=first_dealer,
                hand=hand,
                status=status,
                setup=setup,
                fair_next=fair_next,
            )

    def insert_room(
        self,
        conn: Connection,
        room_id: str,
        *,
        mode: str,
        level: str | None,
        rules: dict[str, Any],
        seat_rows: tuple[SeatRow, SeatRow],
        first_dealer: int,
        hand: NewHand | None,
        status: str,
        setup: RoomSetup = RoomSetup(),
        fair_next: str | None = None,
    ) -> None:
        """:meth:`create_room` in the caller's transaction (the pairing makes its room
        in the transaction that pairs the two players)."""
        now = _now()
        conn.execute(
            insert(rooms).values(
                id=room_id,
                mode=mode,
                level=level,
                rules=json.dumps(rules),
                created=now,
                state_id=0,
                game_number=1,
                status=status,
                ready=0,
                visibility=setup.visibility,
                rated=setup.rated,
                pool=setup.pool,
                clock=setup.clock,
                host_player=setup.host_player,
                fair_next=fair_next,
            )
        )
        conn.execute(
            insert(seats),
            [
                {
                    "room_id": room_id,
                    "seat": s.seat,
                    "name": s.name,
                    "client_id": s.client_id,
                    "token_hash": s.token_hash,
                    "bot": s.bot,
                    "player_id": s.player_id,
                }
                for s in seat_rows
            ],
        )
        self._insert_game(conn, room_id, 1, first_dealer, now)
        if hand is not None:
            self._insert_hand(conn, room_id, 1, hand)

    def take_seat(
        self,
        room_id: str,
        seat: int,
        *,
        name: str,
        client_id: str | None,
        token_hash: str,
        player_id: str | None = None,
    ) -> bool:
        """Seat a person in an empty seat (the room's version moves on); False when
        somebody was quicker."""
        with self.engine.begin() as conn:
            done = conn.execute(
                update(seats)
                .where(
                    seats.c.room_id == room_id,
                    seats.c.seat == seat,
                    seats.c.token_hash.is_(None),
                    seats.c.bot.is_(False),
                )
                .values(name=name, client_id=client_id, token_hash=token_hash, player_id=player_id)
            )
            if done.rowcount != 1:
                return False
            new = conn.execute(
                update(rooms)
                .where(rooms.c.id == room_id)
                .values(state_id=rooms.c.state_id + 1, status="playing")
                .returning(rooms.c.state_id)
            ).scalar_one()
            self._announce(conn, {"r": room_id, "s": int(new)})
            return True

    def seat_presence(self, room_id: str, seat: int, gone_at: float | None) -> None:
        """The seat went (``gone_at``: when, in epoch seconds) or came back (``None``).

        Every process that hears of a going may write it; the first time written stays
        (``WHERE gone_at IS NULL``), so the wait before a claim counts from when the
        seat really went, whichever process noticed last. No version change: presence
        is no change to the game."""
        with self.engine.begin() as conn:
            query = update(seats).where(seats.c.room_id == room_id, seats.c.seat == seat)
            if gone_at is not None:
                query = query.where(seats.c.gone_at.is_(None))
            conn.execute(query.values(gone_at=gone_at))

    def append_action(
        self,
        room_id: str,
        *,
        seen: int,
        game_number: int,
        hand_number: int,
        seq: int,
        seat: int,
        action: str,
        finish: GameFinish | None = None,
        clock: str | None = None,
    ) -> int:
        """One move made in version ``seen`` (with the clock it leaves, in a timed room),
        in one transaction with the game's result when it ends the game; returns the new
        version.

        :raises StaleWrite: the room moved on meanwhile (nothing was written).
        """
        if finish is None:  # the hot path: see MoveWriter
            move = MoveWrite(room_id, seen, game_number, hand_number, seq, seat, action, clock)
            result = self.append_actions([move])[0]
            if isinstance(result, BaseException):
                raise result
            return result
        try:
            with self.engine.begin() as conn:
                extra: dict[str, Any] = {"ready": 0}
                if finish is not None:
                    extra["status"] = "over"
                new = self._advance(conn, room_id, seen, **extra)
                conn.execute(
                    insert(actions).values(
                        room_id=room_id,
                        game_number=game_number,
                        hand_number=hand_number,
                        seq=seq,
                        seat=seat,
                        action=action,
                        state_id=new,
                        created=_now(),
                        clock=clock,
                    )
                )
                if finish is not None:
                    self._finish_game(conn, room_id, finish, self.rate_game, self.game_over)
        except IntegrityError as exc:  # the unique move key: a writer that skipped the check
            raise StaleWrite(
                f"room {room_id} already has move {seq} of hand {hand_number}"
            ) from exc
        return new

    def count_hint(self, room_id: str, game_number: int) -> bool:
        """Count a hint on the game (like take-backs; the game is then not rated), while
        it is not finished; False when it is (the hint comes too late: not given). The
        room's version does not move: no move changed."""
        with self.engine.begin() as conn:
            counted = conn.execute(
                update(games)
                .where(
                    games.c.room_id == room_id,
                    games.c.game_number == game_number,
                    games.c.finished.is_(None),
                )
                .values(hints=games.c.hints + 1)
            )
        return bool(counted.rowcount == 1)

    def take_back(
        self, room_id: str, *, seen: int, game_number: int, hand_number: int, seq: int
    ) -> int:
        """Remove the hand's last move (number ``seq``, a discard a player takes back
        before the computer answers it) and count it on the game, in one transaction
        from version ``seen``; returns the new version.

        :raises StaleWrite: the room moved on meanwhile, or ``seq`` is not the hand's
            last stored move (nothing was changed).
        """
        with self.engine.begin() as conn:
            new = self._advance(conn, room_id, seen)
            last = conn.execute(
                select(func.max(actions.c.seq)).where(
                    actions.c.room_id == room_id,
                    actions.c.game_number == game_number,
                    actions.c.hand_number == hand_number,
                )
            ).scalar()
            if last != seq:
                raise StaleWrite(f"move {seq} is not the last of hand {hand_number}")
            conn.execute(
                delete(actions).where(
                    actions.c.room_id == room_id,
                    actions.c.game_number == game_number,
                    actions.c.hand_number == hand_number,
                    actions.c.seq == seq,
                )
            )
            conn.execute(
                update(games)
                .where(games.c.room_id == room_id, games.c.game_number == game_number)
                .values(takebacks=games.c.takebacks + 1)
            )
        return new

    def append_actions(self, moves: list[MoveWrite]) -> list[int | Exception]:
        """Several moves that end no game (of different rooms), in one transaction when
        they all go through: for each, its room's new version, or the exception that
        refused it (:class:`StaleWrite` when its room moved on). When the batch fails as
        a whole, each move is tried again in a transaction of its own, so one move's
        failure is that move's alone."""
        rows = [
            (
                {
                    "room": m.room_id,
                    "seen": m.seen,
                    "new": m.seen + 1,
                    "ready": 0,
                    "game": m.game_number,
                    "hand": m.hand_number,
                    "seq": m.seq,
                    "seat": m.seat,
                    "action": m.action,
                    "created": _now(),
                    "clock": m.clock,
                },
                self._announcement({"r": m.room_id, "s": m.seen + 1}) if self.announces else None,
            )
            for m in moves
        ]
        try:
            written: list[bool | Exception] = list(self._moves.write_many(rows))
        except Exception as exc:
            if len(rows) == 1:
                written = [exc]
            else:
                written = []
                for row in rows:
                    try:
                        written.append(self._moves.write(*row))
                    except Exception as one:
                        written.append(one)
        results: list[int | Exception] = []
        for m, done in zip(moves, written, strict=True):
            if done is True:
                results.append(m.seen + 1)
            elif done is False:
                results.append(StaleWrite(f"room {m.room_id} is no longer at state {m.seen}"))
            elif isinstance(done, IntegrityError):
                stale = StaleWrite(
                    f"room {m.room_id} already has move {m.seq} of hand {m.hand_number}"
                )
                stale.__cause__ = done
                results.append(stale)
            else:
                results.append(done)
        return results

    def claim_game(self, room_id: str, *, seen: int, finish: GameFinish) -> int:
        """The game ends by a claim (the opponent left and stayed away) or by the
        loser's resigning (``finish.totals`` then names them: ``"resigned": seat``): its
        end, statistics and ratings in one transaction; returns the new version. The
        totals carry ``"claimed": true`` so a rebuilt room knows the game is over though
        its score never reached the target."""
        claimed = GameFinish(
            finish.game_number,
            finish.winner,
            {**finish.totals, "claimed": True},
            finish.seat_results,
            finish.rating,
        )
        with self.engine.begin() as conn:
            new = self._advance(conn, room_id, seen, ready=0, status="over")
            self._finish_game(conn, room_id, claimed, self.rate_game, self.game_over)
            return new

    def set_ready(self, room_id: str, *, seen: int, ready: int) -> int:
        """The seats ready for the next hand or a rematch; returns the new version."""
        with self.engine.begin() as conn:
            return self._advance(conn, room_id, seen, ready=ready)

    def set_fair_next(self, room_id: str, *, seen: int, fair_next: str) -> int:
        """A seat's seed for the next deal arrived; returns the new version."""
        with self.engine.begin() as conn:
            return self._advance(conn, room_id, seen, fair_next=fair_next)

    def add_hand(
        self,
        room_id: str,
        game_number: int,
        hand: NewHand,
        *,
        seen: int,
        fair_next: str | None = None,
        status: str | None = None,
    ) -> int:
        """The next hand of the current game (or its first, once the seeds are in),
        dealt, with the deal now pending; returns the new version."""
        values: dict[str, Any] = {"ready": 0}
        if fair_next is not None:
            values["fair_next"] = fair_next
        if status is not None:
            values["status"] = status
        with self.engine.begin() as conn:
            new = self._advance(conn, room_id, seen, **values)
            self._insert_hand(conn, room_id, game_number, hand)
            return new

    def new_game(
        self,
        room_id: str,
        game_number: int,
        *,
        first_dealer: int,
        hand: NewHand,
        seen: int,
        fair_next: str | None = None,
    ) -> int:
        """A rematch: the next game of the room, with its first hand dealt."""
        extra = {} if fair_next is None else {"fair_next": fair_next}
        with self.engine.begin() as conn:
            new = self._advance(
                conn, room_id, seen, game_number=game_number, status="playing", ready=0, **extra
            )
            self._insert_game(conn, room_id, game_number, first_dealer, _now())
            self._insert_hand(conn, room_id, game_number, hand)
            return new

    @staticmethod
    def _finish_game(
        conn: Connection,
        room_id: str,
        finish: GameFinish,
        rate_game: RateGame | None,
        game_over: GameOver | None = None,
    ) -> None:
        """A game is over: its totals, each human seat's line of statistics, and the
        ratings when it is rated (all in the caller's transaction). A game in which a
        player had help (a hint or a take-back, counted on the game) is never rated,
        whatever the process that finished it knew: storage decides, in this
        transaction."""
        # The game's row locked (PostgreSQL) before the count is read: a hint counted
        # meanwhile (count_hint) waits, then finds the game finished and is refused.
        helped = conn.execute(
            select(GAME_HELP)
            .where(games.c.room_id == room_id, games.c.game_number == finish.game_number)
            .with_for_update()
        ).scalar()
        if finish.rating is not None and not helped and rate_game is not None:
            rate_game(conn, room_id, finish)
        conn.execute(
            update(games)
            .where(games.c.room_id == room_id, games.c.game_number == finish.game_number)
            .values(finished=_now(), winner=finish.winner, totals=json.dumps(finish.totals))
        )
        if game_over is not None:
            game_over(conn, room_id, finish)
        for r in finish.seat_results:
            conn.execute(
                insert(results).values(
                    room_id=room_id,
                    game_number=finish.game_number,
                    seat=r.seat,
                    client_id=r.client_id,
                    won=r.won,
                    gins=r.gins,
                    undercuts=r.undercuts,
                    knocks=r.knocks,
                    hands_won=r.hands_won,
                    points=r.points,
                    net=r.net,
                    takebacks=select(games.c.takebacks)
                    .where(games.c.room_id == room_id, games.c.game_number == finish.game_number)
                    .scalar_subquery(),
                )
            )

    @staticmethod
    def _insert_game(
        conn: Connection, room_id: str, game_number: int, first_dealer: int, now: datetime
    ) -> None:
        conn.execute(
            insert(games).values(
                room_id=room_id, game_number=game_number, first_dealer=first_dealer, created=now
            )
        )

    @staticmethod
    def _insert_hand(conn: Connection, room_id: str, game_number: int, hand: NewHand) -> None:
        conn.execute(
            insert(hands).values(
                room_id=room_id,
                game_number=game_number,
                hand_number=hand.hand_number,
                dealer=hand.dealer,
                deck=json.dumps(list(hand.deck)),
                reshuffle_seed=hand.reshuffle_seed,
                fair=hand.fair,
            )
        )

    # ------------------------------------------------------------------ reads
    def load_room(self, room_id: str) -> RoomRow | None:
        """The room's current game, to replay; ``None`` when there is no such room.

        Read in one snapshot: under PostgreSQL's default isolation each statement sees
        the moves committed before it, so a move stored between the read of the room's
        version and the read of its actions would come back under the old version."""
        with self._reader.connect() as conn, conn.begin():
            room = conn.execute(select(rooms).where(rooms.c.id == room_id)).first()
            if room is None:
                return None
            seat_rows = [
                SeatRow(
                    r.seat, r.name, r.client_id, r.token_hash, bool(r.bot), r.player_id, r.gone_at
                )
                for r in conn.execute(
                    select(seats).where(seats.c.room_id == room_id).order_by(seats.c.seat)
                )
            ]
            game_number = room.game_number
            game = conn.execute(
                select(
                    games.c.first_dealer,
                    games.c.totals,
                    games.c.winner,
                    GAME_HELP.label("help"),
                ).where(games.c.room_id == room_id, games.c.game_number == game_number)
            ).one()
            hand_rows, mark = read_game(conn, room_id, game_number)
        ended = {} if game.totals is None else json.loads(game.totals)
        return RoomRow(
            room_id=room.id,
            mode=room.mode,
            level=room.level,
            rules=json.loads(room.rules),
            state_id=int(room.state_id),
            game_number=game_number,
            status=room.status,
            ready=int(room.ready),
            seats=(seat_rows[0], seat_rows[1]),
            first_dealer=game.first_dealer,
            hands=hand_rows,
            setup=RoomSetup(
                visibility=room.visibility,
                rated=bool(room.rated),
                pool=room.pool,
                clock=room.clock,
                host_player=room.host_player,
            ),
            claimed_by=game.winner if ended.get("claimed") else None,
            resigned="resigned" in ended,
            fair_next=room.fair_next,
            clock_mark=None if mark is None else mark[2],
            clock_mark_move=None if mark is None else mark[:2],
            assisted=bool(game.help),
        )

    def stats(self, client_id: str) -> dict[str, Any]:
        """Games, wins, gins, undercuts and average points of one browser."""
        with self.engine.connect() as conn:
            row = conn.execute(
                select(
                    func.count(),
                    func.coalesce(func.sum(func.cast(results.c.won, Integer)), 0),
                    func.coalesce(func.sum(results.c.gins), 0),
                    func.coalesce(func.sum(results.c.undercuts), 0),
                    func.coalesce(func.sum(results.c.knocks), 0),
                    func.coalesce(func.sum(results.c.hands_won), 0),
                    func.coalesce(func.sum(results.c.points), 0),
                    func.coalesce(func.sum(results.c.net), 0),
                    func.coalesce(func.sum(results.c.takebacks), 0),
                ).where(results.c.client_id == client_id)
            ).one()
        count, wins, gins, undercuts, knocks, won_hands, points, net, takebacks = (
            int(v) for v in row
        )
        return {
            "client_id": client_id,
            "games": count,
            "wins": wins,
            "losses": count - wins,
            "gins": gins,
            "undercuts": undercuts,
            "knocks": knocks,
            "hands_won": won_hands,
            "average_points": round(points / count, 1) if count else 0.0,
            "average_net": round(net / count, 1) if count else 0.0,
            "takebacks": takebacks,
        }


def read_hands(conn: Connection, room_id: str, game_number: int) -> tuple[HandRow, ...]:
    """A game's hands, each with its deal and its moves in order (to replay)."""
    return read_game(conn, room_id, game_number)[0]


def read_game(
    conn: Connection, room_id: str, game_number: int
) -> tuple[tuple[HandRow, ...], tuple[int, int, str] | None]:
    """:func:`read_hands`, and the last move stored with a clock (timed rooms): its
    hand number, its number in the hand and the clock as JSON (``None``: no such move),
    from the same read of the moves."""
    moves: dict[int, list[str]] = {}
    mark: tuple[int, int, str] | None = None
    for row in conn.execute(
        select(actions.c.hand_number, actions.c.seq, actions.c.action, actions.c.clock)
        .where(actions.c.room_id == room_id, actions.c.game_number == game_number)
        .order_by(actions.c.hand_number, actions.c.seq)
    ):
        moves.setdefault(row.hand_number, []).append(row.action)
        if row.clock is not None:
            mark = (int(row.hand_number), int(row.seq), row.clock)
    hand_rows = tuple(
        HandRow(
            r.hand_number,
            r.dealer,
            tuple(json.loads(r.deck)),
            int(r.reshuffle_seed),
            tuple(moves.get(r.hand_number, ())),
            r.fair,
        )
        for r in conn.execute(
            select(hands)
            .where(hands.c.room_id == room_id, hands.c.game_number == game_number)
            .order_by(hands.c.hand_number)
        )
    )
    return hand_rows, mark


def _make_engine(url: str) -> Engine:
    """An engine; SQLite gets WAL and a relaxed sync (safe against crashes of the process),
    and an in-memory SQLite database one shared connection (tests)."""
    if url.startswith("sqlite"):
        memory = url in ("sqlite://", "sqlite:///:memory:")
        if not memory:
            path = url.split("///", 1)[-1]
            if path:
                Path(path).expanduser().parent.mkdir(parents=True, exist_ok=True)
        options: dict[str, Any] = {"connect_args": {"check_same_thread": False}}
        if memory:
            options["poolclass"] = StaticPool
        engine = create_engine(url, **options)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cursor = dbapi_conn.cursor()
            if not memory:
                cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True)
