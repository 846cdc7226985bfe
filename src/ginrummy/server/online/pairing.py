"""Quick pairing: a queue of people waiting for an opponent, kept in the database.

The queue is in storage, not in a server process's memory, because people waiting for
each other may be connected to different processes: any process can pair any two of
them, and a process that dies loses nobody's place.

How a person goes through it: :func:`join_queue` (with the rules and the rating to be
matched on), then every second or two :func:`try_pair` (or :func:`poll` alone), which
is also the heartbeat; a person whose heartbeat is older than :data:`STALE_SECONDS` has
left, and is ignored and removed. Pairing happens in the transaction of one person's
call: it finds the longest-waiting compatible partner, creates the room through the
caller's ``create_room`` on the same connection, and marks both entries paired. The
partner learns it on its next call, which hands over its seat token exactly once (it is
stored in plain text only until then: a seat token is worth a seat in one room, for as
long as nobody else took it).

Compatible means: the same pool (rules preset and target score) and the same move
clock (one of :data:`CLOCKS`), neither blocked the other, and ratings within a window
that widens with waiting: :data:`BASE_WINDOW` points, :data:`WINDOW_STEP` more for each
:data:`WINDOW_STEP_SECONDS` waited, any rating after :data:`UNBOUNDED_AFTER` seconds.
The window is that of whichever of the two waited longer, so somebody who has waited
long is matched by the next person to come. A person may also ask for a rating range
(one of :data:`RANGES`): then the window never grows past it, and the other side's
range holds as well (both sides' constraints, whoever joined first).

One person's calls are taken one at a time: on PostgreSQL :func:`join_queue` and
:func:`try_pair` first take a transaction-level advisory lock on the caller's id
(:func:`hold_player`; released at commit), on SQLite ``BEGIN IMMEDIATE`` does it. So
the same request sent twice at once, to one process or two (a double click, a retry),
is answered twice alike: the second finds the first's entry and keeps it (its place in
the line too), where both once inserted the entry and the second failed on the key.
A join again within :data:`REPEAT_SECONDS` of the call that handed over a seat is such
a repeat, answered with that pairing (the seat token is still given only once), so a
person is never queued again the moment they were seated.

Nobody is ever paired twice: on PostgreSQL the pairing transaction locks the caller's
entry and then the partner's with ``SELECT ... FOR UPDATE SKIP LOCKED`` and re-checks
that both are still waiting (an entry being paired by another transaction is skipped,
never waited for, so two pairings cannot deadlock); on SQLite the transaction is
``BEGIN IMMEDIATE``, which makes it the only writer from its start.
"""

from __future__ import annotations

import contextlib
import hashlib
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

from sqlalchemy import delete, func, insert, select, text, update
from sqlalchemy.engine import Connection, Engine

from .ratings import pool_name
from .tables import blocks, pairing_queue, utc

STALE_SECONDS = 20.0
"""An entry not polled for this long has left the queue."""
BASE_WINDOW = 200.0
WINDOW_STEP = 50.0
WINDOW_STEP_SECONDS = 5.0
UNBOUNDED_AFTER = 30.0
CANDIDATES = 50
"""How many of the longest-waiting entries of a pool one call looks at."""
REPEAT_SECONDS = 5.0
CLOCKS: dict[str, tuple[float, float]] = {
    "15/30": (15.0, 30.0),
    "30/60": (30.0, 60.0),
    "60/120": (60.0, 120.0),
}
"""The move clocks one may ask to be paired with, ``"per_move/bank"`` seconds (the
clocks the pages offer a friend's table)."""
DEFAULT_CLOCK = "30/60"
"""The clock of a pairing that names none (and of entries stored before clocks were
asked for)."""
RANGES = (100, 200, 300)
"""The rating ranges one may ask for (rating points either side); none: any rating."""
"""A join this soon after the call that handed a person their seat repeats that call:
it is answered with the pairing, not queued anew."""

CreateRoom = Callable[[Connection, str, str], tuple[str, str, str]]
"""``create_room(conn, player_a, player_b) -> (room_id, token_a, token_b)``: creates the
room of a pairing on ``conn`` (inside the pairing's transaction: if it raises, nothing
of the pairing is stored) with ``player_a`` in seat 0 and ``player_b`` in seat 1, and
returns the room's id and each seat's token. ``player_a`` is the one who joined the
queue first."""

QUEUE = pairing_queue.c


@dataclass(frozen=True, slots=True)
class QueueStatus:
    """Where a person stands in the queue."""

    state: Literal["absent", "waiting", "paired"]
    """``absent``: not in the queue (never joined, left, or dropped as stale)."""
    pool: str | None = None
    waiting_count: int = 0
    """While waiting: how many are waiting in the pool (this person included)."""
    room_id: str | None = None
    seat: int | None = None
    token: str | None = None
    """The seat token, given exactly once (``None`` on every later call)."""
    opponent: str | None = None
    """The opponent's player id."""

    @property
    def paired(self) -> bool:
        return self.state == "paired"


def rating_window(waited_seconds: float) -> float:
    """How far apart two ratings may be after waiting this long (``inf``: any)."""
    if waited_seconds >= UNBOUNDED_AFTER:
        return math.inf
    steps = math.floor(max(0.0, waited_seconds) / WINDOW_STEP_SECONDS)
    return BASE_WINDOW + WINDOW_STEP * steps


def allowed_gap(waited_seconds: float, range_a: float | None, range_b: float | None) -> float:
    """How far apart two waiting people's ratings may be: the window of the longer
    wait, within each side's own range (``None``: any)."""
    return min(
        rating_window(waited_seconds),
        math.inf if range_a is None else float(range_a),
        math.inf if range_b is None else float(range_b),
    )


class BadPairingChoice(ValueError):
    """A clock or a rating range that is not offered."""


def check_choice(clock: str | None, rating_range: int | None) -> str:
    """The clock to pair with (``None``: :data:`DEFAULT_CLOCK`), checked with the range.

    :raises BadPairingChoice: a clock not in :data:`CLOCKS`, a range not in :data:`RANGES`.
    """
    chosen = DEFAULT_CLOCK if clock is None else clock
    if chosen not in CLOCKS:
        raise BadPairingChoice(f"clock {clock!r} is not offered: choose one of {', '.join(CLOCKS)}")
    if rating_range is not None and rating_range not in RANGES:
        raise BadPairingChoice(
            f"rating range {rating_range!r} is not offered: choose one of "
            f"{', '.join(map(str, RANGES))}, or none for any rating"
        )
    return chosen


@contextlib.contextmanager
def write_transaction(engine: Engine) -> Iterator[Connection]:
    """A transaction that may change the queue, committed at the end.

    On SQLite it is ``BEGIN IMMEDIATE``: it takes the write lock at once, so what it
    reads is still true when it writes (pysqlite would otherwise begin only at the first
    write, after the reads). On PostgreSQL it is a plain transaction; the queries lock
    the rows they will change.
    """
    if engine.dialect.name == "sqlite":
        with engine.connect() as conn:
            conn.exec_driver_sql("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.rollback()
                raise
            conn.commit()
    else:
        with engine.begin() as conn:
            yield conn


@contextlib.contextmanager
def _writing(bind: Engine | Connection) -> Iterator[Connection]:
    if isinstance(bind, Connection):
        yield bind  # the caller's transaction
    else:
        with write_transaction(bind) as conn:
            yield conn


def _lock_key(player_id: str) -> int:
    """The advisory lock's key for one player: 64 bits of a hash of the id, signed as
    PostgreSQL's ``bigint`` (a collision only makes two people wait on each other)."""
    digest = hashlib.blake2b(f"ginrummy-pairing:{player_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def hold_player(conn: Connection, player_id: str) -> None:
    """Take the caller's lock for the rest of ``conn``'s transaction: on PostgreSQL a
    transaction-level advisory lock (it waits for the same person's other call to
    commit); on SQLite nothing, as ``BEGIN IMMEDIATE`` already made this the only writer.

    It is taken before any row is read, so the waiting call then reads what the first
    one committed; and it is taken only on the caller's own id, never while another lock
    is held, so it cannot be part of a deadlock.
    """
    if conn.dialect.name == "postgresql":
        conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _lock_key(player_id)})


def _cut(now: datetime) -> datetime:
    return now - timedelta(seconds=STALE_SECONDS)


def _waiting_count(conn: Connection, pool: str, now: datetime) -> int:
    return int(
        conn.execute(
            select(func.count())
            .select_from(pairing_queue)
            .where(QUEUE.pool == pool, QUEUE.room_id.is_(None), QUEUE.heartbeat >= _cut(now))
        ).scalar_one()
    )


def waiting_counts(conn: Connection, now: datetime | None = None) -> dict[str, int]:
    """How many people wait in each pool now (pools nobody waits in are left out): what
    a lobby shows next to each kind of game."""
    rows = conn.execute(
        select(QUEUE.pool, func.count())
        .where(QUEUE.room_id.is_(None), QUEUE.heartbeat >= _cut(utc(now)))
        .group_by(QUEUE.pool)
    )
    return {pool: int(count) for pool, count in rows}


def _status(conn: Connection, row: Any, now: datetime) -> QueueStatus:
    """The status of the caller's own (locked) entry; hands over a waiting token."""
    if row.room_id is None:
        return QueueStatus("waiting", row.pool, _waiting_count(conn, row.pool, now))
    if row.token is not None:
        conn.execute(
            update(pairing_queue).where(QUEUE.player_id == row.player_id).values(token=None)
        )
    return _paired(row, row.token)


def _paired(row: Any, token: str | None) -> QueueStatus:
    """The status of a queue entry that was paired, with ``token`` (``None`` once the
    token was handed over)."""
    return QueueStatus(
        "paired",
        row.pool,
        room_id=row.room_id,
        seat=row.seat,
        token=token,
        opponent=row.paired_with,
    )


def join_queue(
    bind: Engine | Connection,
    player_id: str,
    preset: str,
    target: int,
    rating: float,
    *,
    clock: str = DEFAULT_CLOCK,
    rating_range: int | None = None,
    now: datetime | None = None,
) -> QueueStatus:
    """Wait for an opponent in the pool of ``preset`` and ``target``, to be matched on
    ``rating`` (the player's rating in that pool), with the move ``clock`` (one of
    :data:`CLOCKS`) and an opponent within ``rating_range`` (``None``: any; see
    :func:`allowed_gap`). Joining the pool one already waits
    in keeps the entry and its place in the line (a repeated request changes nothing;
    a new clock or range is taken, the place kept);
    joining another pool starts the wait anew there. A pairing is kept, and its status
    returned without the token (:func:`poll` gives it, once), while its token was not
    handed over yet (the opponent is already seated) or when the join comes within
    :data:`REPEAT_SECONDS` of the call that handed it over (a repeat of that call).

    With an engine this is one transaction; with a connection, the caller's.
    """
    moment = utc(now)
    pool = pool_name(preset, target)
    with _writing(bind) as conn:
        hold_player(conn, player_id)
        row = conn.execute(
            select(pairing_queue).where(QUEUE.player_id == player_id).with_for_update()
        ).first()
        fresh = row is not None and utc(row.heartbeat) >= _cut(moment)
        if row is not None and fresh and row.room_id is not None:
            repeat = (moment - utc(row.heartbeat)).total_seconds() < REPEAT_SECONDS
            if row.token is not None or repeat:
                return _paired(row, None)
        if row is not None and fresh and row.room_id is None and row.pool == pool:
            conn.execute(
                update(pairing_queue)
                .where(QUEUE.player_id == player_id)
                .values(
                    rating=float(rating),
                    heartbeat=moment,
                    clock=clock,
                    rating_range=rating_range,
                )
            )
            return QueueStatus("waiting", pool, _waiting_count(conn, pool, moment))
        if row is not None:
            conn.execute(delete(pairing_queue).where(QUEUE.player_id == player_id))
        conn.execute(
            insert(pairing_queue).values(
                player_id=player_id,
                pool=pool,
                preset=preset,
                target=int(target),
                rating=float(rating),
                since=moment,
                heartbeat=moment,
                clock=clock,
                rating_range=rating_range,
            )
        )
        return QueueStatus("waiting", pool, _waiting_count(conn, pool, moment))


def leave_queue(bind: Engine | Connection, player_id: str) -> bool:
    """Leave the queue (waiting or paired: the entry goes); False when not in it."""
    with _writing(bind) as conn:
        done = conn.execute(delete(pairing_queue).where(QUEUE.player_id == player_id))
        return bool(done.rowcount)


def poll(engine: Engine, player_id: str, *, now: datetime | None = None) -> QueueStatus:
    """The heartbeat: where the person stands, with the seat token once paired (given
    once). Pairs nobody: see :func:`try_pair`."""
    moment = utc(now)
    with write_transaction(engine) as conn:
        row = conn.execute(
            select(pairing_queue).where(QUEUE.player_id == player_id).with_for_update()
        ).first()
        if row is None:
            return QueueStatus("absent")
        if utc(row.heartbeat) < _cut(moment):
            conn.execute(delete(pairing_queue).where(QUEUE.player_id == player_id))
            return QueueStatus("absent")
        conn.execute(
            update(pairing_queue).where(QUEUE.player_id == player_id).values(heartbeat=moment)
        )
        return _status(conn, row, moment)


def drop_stale(conn: Connection, now: datetime | None = None) -> int:
    """Remove the entries whose heartbeat is older than :data:`STALE_SECONDS`; returns how
    many. On PostgreSQL an entry locked by another transaction is left for later (this
    never waits)."""
    stale = (
        select(QUEUE.player_id)
        .where(QUEUE.heartbeat < _cut(utc(now)))
        .with_for_update(skip_locked=True)
    )
    return int(conn.execute(delete(pairing_queue).where(QUEUE.player_id.in_(stale))).rowcount)


def try_pair(
    engine: Engine,
    player_id: str,
    create_room: CreateRoom,
    *,
    now: datetime | None = None,
) -> QueueStatus:
    """The heartbeat that also pairs: in one transaction, find the longest-waiting
    compatible partner of this person (see the module's docstring), create the room
    with ``create_room`` and mark both paired. Returns this person's status: ``paired``
    with the seat token (now, or when somebody else paired them earlier and the token
    was not handed over yet), ``waiting``, or ``absent``.
    """
    moment = utc(now)
    cut = _cut(moment)
    with write_transaction(engine) as conn:
        hold_player(conn, player_id)  # this person's other call goes first, or after
        drop_stale(conn, moment)
        me = conn.execute(
            select(pairing_queue)
            .where(QUEUE.player_id == player_id)
            .with_for_update(skip_locked=True)
        ).first()
        if me is None:
            # Not in the queue, or (PostgreSQL) being paired by somebody else right now.
            seen = conn.execute(select(pairing_queue).where(QUEUE.player_id == player_id)).first()
            if seen is None:
                return QueueStatus("absent")
            return QueueStatus("waiting", seen.pool, _waiting_count(conn, seen.pool, moment))
        conn.execute(
            update(pairing_queue).where(QUEUE.player_id == player_id).values(heartbeat=moment)
        )
        if me.room_id is not None:
            return _status(conn, me, moment)
        my_wait = (moment - utc(me.since)).total_seconds()
        i_blocked = select(blocks.c.blocked_id).where(blocks.c.player_id == player_id)
        blocked_me = select(blocks.c.player_id).where(blocks.c.blocked_id == player_id)
        my_clock = me.clock or DEFAULT_CLOCK
        candidates = conn.execute(
            select(QUEUE.player_id, QUEUE.rating, QUEUE.since, QUEUE.rating_range)
            .where(
                QUEUE.pool == me.pool,
                func.coalesce(QUEUE.clock, DEFAULT_CLOCK) == my_clock,
                QUEUE.player_id != player_id,
                QUEUE.room_id.is_(None),
                QUEUE.heartbeat >= cut,
                QUEUE.player_id.not_in(i_blocked),
                QUEUE.player_id.not_in(blocked_me),
            )
            .order_by(QUEUE.since, QUEUE.player_id)
            .limit(CANDIDATES)
        ).all()
        partner = None
        for candidate in candidates:
            waited = max(my_wait, (moment - utc(candidate.since)).total_seconds())
            gap = allowed_gap(waited, me.rating_range, candidate.rating_range)
            if abs(float(candidate.rating) - float(me.rating)) > gap:
                continue
            partner = conn.execute(
                select(pairing_queue)
                .where(
                    QUEUE.player_id == candidate.player_id,
                    QUEUE.room_id.is_(None),
                    QUEUE.heartbeat >= cut,
                )
                .with_for_update(skip_locked=True)
            ).first()
            if partner is not None:
                break
        if partner is None:
            return QueueStatus("waiting", me.pool, _waiting_count(conn, me.pool, moment))
        first, second = (
            (me, partner)
            if (utc(me.since), me.player_id) <= (utc(partner.since), partner.player_id)
            else (partner, me)
        )
        room_id, token_first, token_second = create_room(conn, first.player_id, second.player_id)
        for seat, (row, token, other) in enumerate(
            ((first, token_first, second), (second, token_second, first))
        ):
            conn.execute(
                update(pairing_queue)
                .where(QUEUE.player_id == row.player_id)
                .values(
                    room_id=room_id,
                    seat=seat,
                    token=None if row is me else token,
                    paired_with=other.player_id,
                )
            )
        my_seat = 0 if first is me else 1
        return QueueStatus(
            "paired",
            me.pool,
            room_id=room_id,
            seat=my_seat,
            token=token_first if my_seat == 0 else token_second,
            opponent=partner.player_id,
        )
