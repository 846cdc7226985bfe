"""The hot path of storage: one move's transaction (the version check, the action row
and, on PostgreSQL, the announcement) as statements compiled once, for
:class:`~ginrummy.server.storage.store.Store`, which writes everything else through SQLAlchemy
Core. Apart because it is the one part written below Core, on DBAPI connections, and
the PostgreSQL statements it runs are spelled out here."""

from __future__ import annotations

import contextlib
import threading
from typing import Any

from sqlalchemy import Engine, bindparam, create_engine, insert, update

from .schema import NOTIFY_CHANNEL, actions, rooms


class MoveWriter:
    """The hot path (every move that does not end a game): the version check, the
    action row and, on PostgreSQL, the announcement, as statements compiled once and run
    on DBAPI connections kept out of the pool, one per storage thread (so the threads
    write in parallel and PostgreSQL commits them together).

    The same transaction as :meth:`Store.append_action`'s Core path, without building
    SQLAlchemy statements per move: that costs about 0.6 ms of Python (under the GIL,
    so the event loop waits) against 0.15 ms for the database's own work on SQLite. On
    PostgreSQL the three steps are one statement on an autocommit connection (the
    version update, the notification and the insert as common table expressions): one
    round trip per move instead of five. Values pass through the column types' bind
    processors, so rows are stored exactly as Core stores them. A connection that fails
    is dropped and a new one is opened on the next move."""

    def __init__(self, engine: Engine, announces: bool) -> None:
        dialect = engine.dialect
        self.postgres = dialect.name == "postgresql"
        # PostgreSQL: a connection of its own, in autocommit (one statement, one round trip).
        self.engine = (
            create_engine(engine.url, isolation_level="AUTOCOMMIT") if self.postgres else engine
        )
        self.advance = self._compile(
            update(rooms)
            .where(rooms.c.id == bindparam("room"), rooms.c.state_id == bindparam("seen"))
            .values(state_id=bindparam("new"), ready=0),
            dialect,
        )
        self.insert = self._compile(
            insert(actions).values(
                room_id=bindparam("room"),
                game_number=bindparam("game"),
                hand_number=bindparam("hand"),
                seq=bindparam("seq"),
                seat=bindparam("seat"),
                action=bindparam("action"),
                state_id=bindparam("new"),
                created=bindparam("created", type_=actions.c.created.type),
                clock=bindparam("clock"),
            ),
            dialect,
        )
        self.announces = announces
        processor = actions.c.created.type.dialect_impl(dialect).bind_processor(dialect)
        self.created: Any = processor if processor is not None else (lambda value: value)
        self.local = threading.local()
        self.lock = threading.Lock()
        self.open: list[Any] = []

    @staticmethod
    def _compile(statement: Any, dialect: Any) -> tuple[str, tuple[str, ...] | None]:
        compiled = statement.compile(dialect=dialect)
        order = tuple(compiled.positiontup) if dialect.positional else None
        return str(compiled), order

    @staticmethod
    def _params(sql: tuple[str, tuple[str, ...] | None], values: dict[str, Any]) -> Any:
        order = sql[1]
        return values if order is None else tuple(values[name] for name in order)

    def _connection(self) -> Any:
        conn = getattr(self.local, "conn", None)
        if conn is None:
            conn = self.local.conn = self.engine.raw_connection()
            with self.lock:
                self.open.append(conn)
        return conn

    def _drop(self, conn: Any) -> None:
        self.local.conn = None
        with self.lock:
            if conn in self.open:
                self.open.remove(conn)
        with contextlib.suppress(Exception):
            conn.invalidate()

    def write(self, values: dict[str, Any], payload: str | None) -> bool:
        """Run the move's transaction; False (nothing written) when the room is no longer
        at ``values["seen"]``."""
        values = {**values, "created": self.created(values["created"])}
        conn = self._connection()
        try:
            cursor = conn.cursor()
            try:
                if self.postgres:
                    values["channel"] = NOTIFY_CHANNEL
                    values["payload"] = payload
                    cursor.execute(_PG_MOVE if self.announces else _PG_MOVE_QUIET, values)
                    return bool(cursor.rowcount == 1)
                cursor.execute(self.advance[0], self._params(self.advance, values))
                if cursor.rowcount != 1:
                    conn.rollback()
                    return False
                cursor.execute(self.insert[0], self._params(self.insert, values))
            finally:
                cursor.close()
            conn.commit()
            return True
        except BaseException:
            with contextlib.suppress(Exception):
                conn.rollback()
            self._drop(conn)
            raise

    def write_many(self, batch: list[tuple[dict[str, Any], str | None]]) -> list[bool]:
        """:meth:`write` for several moves of different rooms, as a set: two statements
        and one commit on SQLite, one statement on PostgreSQL, whatever their number.
        Few statements matter as much as one commit: a storage thread gives up the GIL
        for every statement and then waits for the event loop's thread to hand it back
        (up to the interpreter's switch interval each time), so a statement a move would
        make a busy batch's moves wait many times over. Raises when a statement fails
        (nothing is then written); the caller retries the moves one by one."""
        rooms_in = [values["room"] for values, _ in batch]
        if len(batch) == 1 or len(set(rooms_in)) != len(rooms_in):
            return [self.write(*row) for row in batch]
        conn = self._connection()
        try:
            cursor = conn.cursor()
            try:
                if self.postgres:
                    moved = self._pg_batch(cursor, batch)
                    return [room in moved for room in rooms_in]
                keys = ", ".join("(?, ?)" for _ in batch)
                cursor.execute(
                    "UPDATE rooms SET state_id = state_id + 1, ready = 0"
                    f" WHERE (id, state_id) IN (VALUES {keys})",
                    [v for values, _ in batch for v in (values["room"], values["seen"])],
                )
                if cursor.rowcount != len(batch):  # a room moved on: each on its own
                    conn.rollback()
                    return [self.write(*row) for row in batch]
                row = "(?, ?, ?, ?, ?, ?, ?, ?, ?)"
                cursor.execute(
                    "INSERT INTO actions (room_id, game_number, hand_number, seq, seat,"
                    f" action, state_id, created, clock) VALUES {', '.join(row for _ in batch)}",
                    [
                        v
                        for values, _ in batch
                        for v in (
                            values["room"],
                            values["game"],
                            values["hand"],
                            values["seq"],
                            values["seat"],
                            values["action"],
                            values["new"],
                            self.created(values["created"]),
                            values["clock"],
                        )
                    ],
                )
            finally:
                cursor.close()
            conn.commit()
            return [True] * len(batch)
        except BaseException:
            with contextlib.suppress(Exception):
                conn.rollback()
            self._drop(conn)
            raise

    def _pg_batch(self, cursor: Any, batch: list[tuple[dict[str, Any], str | None]]) -> set[str]:
        """The moves of ``batch`` in one autocommit statement; the rooms that moved."""
        columns: dict[str, list[Any]] = {
            name: [values[name] for values, _ in batch] for name in _BATCH_COLUMNS
        }
        columns["payload"] = [payload for _, payload in batch]
        cursor.execute(
            _PG_BATCH if self.announces else _PG_BATCH_QUIET,
            {**columns, "channel": NOTIFY_CHANNEL},
        )
        return {str(row[0]) for row in cursor.fetchall()}

    def close(self) -> None:
        """Give the connections back."""
        with self.lock:
            conns, self.open = self.open, []
        for conn in conns:
            with contextlib.suppress(Exception):
                conn.close()
        if self.postgres:
            self.engine.dispose()


_BATCH_COLUMNS = ("room", "seen", "game", "hand", "seq", "seat", "action", "created", "clock")
"""The values of a move that the PostgreSQL batch statement reads as arrays."""

_PG_MOVE_INSERT = """
INSERT INTO actions
    (room_id, game_number, hand_number, seq, seat, action, state_id, created, clock)
SELECT %(room)s, %(game)s, %(hand)s, %(seq)s, %(seat)s, %(action)s, %(new)s, %(created)s,
    %(clock)s
"""
_PG_MOVED = """
WITH moved AS (
    UPDATE rooms SET state_id = %(new)s, ready = 0
    WHERE id = %(room)s AND state_id = %(seen)s
    RETURNING id
)"""
_PG_MOVE = (
    _PG_MOVED
    + """, told AS (SELECT pg_notify(%(channel)s, %(payload)s) FROM moved)"""
    + _PG_MOVE_INSERT
    + "FROM moved, told"
)
"""One move on PostgreSQL, in one statement: the version moves on only from ``seen``,
the other processes are told, the action is stored; no row at all when the room moved
on. (``told`` is joined so that the notification is sent exactly when the move is.)"""
_PG_MOVE_QUIET = _PG_MOVED + _PG_MOVE_INSERT + "FROM moved"

_PG_BATCH_MOVED = """
WITH batch AS (
    SELECT * FROM unnest(
        %(room)s::varchar[], %(seen)s::int[], %(game)s::int[], %(hand)s::int[],
        %(seq)s::int[], %(seat)s::int[], %(action)s::varchar[], %(payload)s::text[],
        %(created)s::timestamptz[], %(clock)s::text[]
    ) AS b(room, seen, game, hand, seq, seat, action, payload, created, clock)
), moved AS (
    UPDATE rooms SET state_id = batch.seen + 1, ready = 0 FROM batch
    WHERE rooms.id = batch.room AND rooms.state_id = batch.seen
    RETURNING rooms.id
), stored AS (
    INSERT INTO actions
        (room_id, game_number, hand_number, seq, seat, action, state_id, created, clock)
    SELECT b.room, b.game, b.hand, b.seq, b.seat, b.action, b.seen + 1, b.created, b.clock
    FROM batch b JOIN moved ON moved.id = b.room
    RETURNING room_id
)"""
_PG_BATCH = (
    _PG_BATCH_MOVED
    + """, told AS (
    SELECT pg_notify(%(channel)s, b.payload) FROM batch b JOIN moved ON moved.id = b.room
)
SELECT stored.room_id FROM stored, (SELECT count(*) FROM told) AS sent"""
)
"""Several moves (of different rooms) on PostgreSQL in one statement, one round trip:
each room's version moves on only from its ``seen``, its action is stored and the other
processes are told; returns the rooms that moved (``told`` is counted so that every
notification is sent)."""
_PG_BATCH_QUIET = _PG_BATCH_MOVED + "\nSELECT stored.room_id FROM stored"


__all__ = ["MoveWriter"]
