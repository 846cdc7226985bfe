"""The director: the background task of every server process that runs tournaments.

Every :data:`TICK_SECONDS` it creates the scheduled tournaments (:mod:`.schedule`),
starts those whose time has come, pairs the free arena players, pairs the next Swiss
round once every game of the round is over, and finishes tournaments (an arena at its
end time, once its last games are over: games in progress finish and count; a Swiss
after its last round).

Exactly once, with any number of processes: each tournament is advanced in one
transaction that first locks its row (``SELECT ... FOR UPDATE SKIP LOCKED`` on
PostgreSQL: a row another process is advancing is skipped, never waited for; ``BEGIN
IMMEDIATE`` on SQLite, which makes the transaction the only writer) and then reads
everything it decides on from storage, so a pairing is made once, and its rooms, games
and the new round are stored together or not at all. A process killed mid-step loses
nothing: the transaction rolls back, and the next tick of any process starts over from
what is stored.

Who is paired: players who joined and are active (not paused, not left), not in an
unfinished game of any tournament, and *present*: a page or client of theirs asked about the
tournament in the last :data:`PRESENT_SECONDS` (a player who closed the page is not
paired into a game they would lose by absence). An arena game still unfinished
:data:`ARENA_GRACE` after the end counts as aborted, so an abandoned game never holds a
tournament open; a Swiss round likewise after :data:`ROUND_LIMIT`. A Swiss pairs its
first round as soon as two players are present at its start (waiting
:data:`START_WAIT` for them) and ends when fewer than two are left for a round.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any, Final

from sqlalchemy import insert, select, update
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from ..online.pairing import hold_player, write_transaction
from ..online.tables import blocks, utc
from . import records, scoring
from .arena_pairing import Waiting, pair_arena
from .swiss_pairing import Entrant, pair_swiss
from .tables import tournament_byes, tournament_games, tournament_players, tournaments

TICK_SECONDS: Final = 1.0
PRESENT_SECONDS: Final = 30.0
"""A player is present while a page or client of theirs asked this recently."""
ARENA_GRACE: Final = timedelta(minutes=30)
"""After an arena's end, its unfinished games count as aborted this much later."""
ROUND_LIMIT: Final = timedelta(hours=2)
"""A Swiss round's unfinished games count as aborted this long after it was paired."""
START_WAIT: Final = timedelta(minutes=10)
"""A Swiss whose start finds fewer than two present players waits this long for them,
then ends with no games."""

CreateGame = Callable[[Connection, Any, str, str], tuple[str, str, str]]
"""``create_game(conn, tournament_row, player_seat0, player_seat1) -> (room, token0,
token1)``: a tournament game's room, created in the pairing's transaction."""

T = tournaments.c
P = tournament_players.c
G = tournament_games.c

log = logging.getLogger(__name__)


def due(conn: Connection, now: datetime) -> list[str]:
    """The tournaments with something to do: running, or coming and due."""
    rows = conn.execute(
        select(T.id).where(
            (T.status == "running") | ((T.status == "coming") & (T.starts <= utc(now)))
        )
    ).scalars()
    return list(rows)


@contextlib.contextmanager
def locked(engine: Engine, tournament_id: str) -> Iterator[tuple[Connection, Any] | None]:
    """The tournament's row, locked for one transaction; ``None`` when another process
    holds it (PostgreSQL) or it is gone."""
    with write_transaction(engine) as conn:
        row = conn.execute(
            select(tournaments).where(T.id == tournament_id).with_for_update(skip_locked=True)
        ).first()
        yield None if row is None else (conn, row)


def advance(
    engine: Engine,
    tournament_id: str,
    create_game: CreateGame,
    now: datetime,
    barred: records.Barred | None = None,
) -> bool:
    """One step of one tournament (see the module's docstring); whether anything changed.
    ``barred``: who may not be paired now (a cooling-off), see :data:`.records.Barred`."""
    with locked(engine, tournament_id) as held:
        if held is None:
            return False
        conn, row = held
        changed = False
        if row.status == "coming":
            if utc(row.starts) > utc(now):
                return False
            conn.execute(update(tournaments).where(T.id == row.id).values(status="running"))
            records.bump(conn, row.id)
            row = records.get(conn, row.id)
            changed = True
        if row.status != "running":
            return changed
        if row.format == "arena":
            return _arena(conn, row, create_game, now, barred) or changed
        return _swiss(conn, row, create_game, now, barred) or changed


def _present(
    conn: Connection, tournament_id: str, now: datetime, barred: records.Barred | None
) -> list[str]:
    """The tournament's players who may be paired now: active, present, in no unfinished
    game of any tournament (one game at a time, whichever), not barred.

    Two tournaments are advanced by two transactions at once (each locks only its own
    row), so each first takes every candidate's lock (:func:`hold_player`, in player id
    order, so two directors never wait on each other in a circle) and only then reads
    who is busy: a director that paired one of them in another tournament has committed
    by then, and its game is seen."""
    candidates = list(
        conn.execute(
            select(P.player_id)
            .where(
                P.tournament_id == tournament_id,
                P.state == records.ACTIVE,
                P.seen >= utc(now) - timedelta(seconds=PRESENT_SECONDS),
            )
            .order_by(P.player_id)
        ).scalars()
    )
    if len(candidates) < 2:
        return []
    for pid in candidates:
        hold_player(conn, pid)
    busy = set(
        conn.execute(
            select(G.player0)
            .where(G.outcome.is_(None), G.player0.in_(candidates))
            .union(select(G.player1).where(G.outcome.is_(None), G.player1.in_(candidates)))
        ).scalars()
    )
    free = [pid for pid in candidates if pid not in busy]
    return [pid for pid in free if barred is None or barred(conn, pid, now) is None]


def _blocked(conn: Connection, ids: list[str]) -> set[frozenset[str]]:
    if not ids:
        return set()
    rows = conn.execute(
        select(blocks.c.player_id, blocks.c.blocked_id).where(
            blocks.c.player_id.in_(ids), blocks.c.blocked_id.in_(ids)
        )
    ).all()
    return {frozenset((a, b)) for a, b in rows}


def _start_game(
    conn: Connection,
    row: Any,
    pair: tuple[str, str],
    create_game: CreateGame,
    now: datetime,
    round_number: int | None,
) -> None:
    seq = conn.execute(
        select(G.seq).where(G.tournament_id == row.id).order_by(G.seq.desc()).limit(1)
    ).scalar()
    room_id, token0, token1 = create_game(conn, row, pair[0], pair[1])
    conn.execute(
        insert(tournament_games).values(
            room_id=room_id,
            tournament_id=row.id,
            seq=(seq or 0) + 1,
            round=round_number,
            player0=pair[0],
            player1=pair[1],
            token0=token0,
            token1=token1,
            created=utc(now),
        )
    )


def _abort_open(conn: Connection, tournament_id: str, before: datetime | None = None) -> int:
    """Count the tournament's unfinished games (paired before ``before``) as aborted."""
    query = update(tournament_games).where(G.tournament_id == tournament_id, G.outcome.is_(None))
    if before is not None:
        query = query.where(G.created < utc(before))
    done = conn.execute(
        query.values(outcome=scoring.ABORTED, finished=utc(), token0=None, token1=None)
    )
    return int(done.rowcount)


def _finish(conn: Connection, row: Any, now: datetime) -> None:
    lines = records.standings(conn, row)
    winner = lines[0].player_id if lines and lines[0].points > 0 else None
    conn.execute(
        update(tournaments)
        .where(T.id == row.id)
        .values(status="finished", finished=utc(now), winner=winner)
    )
    records.bump(conn, row.id)


def _arena(
    conn: Connection,
    row: Any,
    create_game: CreateGame,
    now: datetime,
    barred: records.Barred | None,
) -> bool:
    end = records.ends_at(row)
    assert end is not None
    if utc(now) >= end:
        if utc(now) >= end + ARENA_GRACE:
            _abort_open(conn, row.id)
        if records.open_games(conn, row.id):
            return False
        _finish(conn, row, now)
        return True
    free = _present(conn, row.id, now, barred)
    if len(free) < 2:
        return False
    lines = records.standings(conn, row)
    ranks = {ln.player_id: ln for ln in lines}
    waiting = [Waiting(pid, ranks[pid].rank, ranks[pid].opponents) for pid in free if pid in ranks]
    pairs = pair_arena(waiting, blocked=_blocked(conn, free), field_size=len(lines))
    for pair in pairs:
        _start_game(conn, row, pair, create_game, now, None)
    if pairs:
        records.bump(conn, row.id)
    return bool(pairs)


def _swiss(
    conn: Connection,
    row: Any,
    create_game: CreateGame,
    now: datetime,
    barred: records.Barred | None,
) -> bool:
    current = int(row.round)
    if current > 0:
        paired_at = conn.execute(
            select(G.created).where(G.tournament_id == row.id, G.round == current).limit(1)
        ).scalar()
        if paired_at is not None and utc(now) >= utc(paired_at) + ROUND_LIMIT:
            _abort_open(conn, row.id)
        if records.open_games(conn, row.id):
            return False
    if current >= int(row.rounds):
        _finish(conn, row, now)
        return True
    free = _present(conn, row.id, now, barred)
    if len(free) < 2:
        if current == 0 and utc(now) < utc(row.starts) + START_WAIT:
            return False  # waiting for players
        _finish(conn, row, now)  # nobody left to play: the tournament is over
        return True
    lines = records.standings(conn, row)
    byes = set(
        conn.execute(
            select(tournament_byes.c.player_id).where(tournament_byes.c.tournament_id == row.id)
        ).scalars()
    )
    by_id = {ln.player_id: ln for ln in lines}
    entrants = [
        Entrant(
            pid,
            by_id[pid].rank,
            by_id[pid].points,
            frozenset(by_id[pid].opponents),
            pid in byes,
        )
        for pid in free
        if pid in by_id
    ]
    paired = pair_swiss(entrants, blocked=_blocked(conn, free))
    number = current + 1
    for pair in paired.pairs:
        _start_game(conn, row, pair, create_game, now, number)
    if paired.bye is not None:
        conn.execute(
            insert(tournament_byes).values(tournament_id=row.id, round=number, player_id=paired.bye)
        )
    conn.execute(update(tournaments).where(T.id == row.id).values(round=number))
    records.bump(conn, row.id)
    return True


def tick(
    engine: Engine,
    create_game: CreateGame,
    now: datetime | None = None,
    barred: records.Barred | None = None,
) -> int:
    """One pass over every tournament with something to do; how many changed."""
    moment = utc(now)
    with engine.connect() as conn:
        ids = due(conn, moment)
    changed = 0
    for tournament_id in ids:
        try:
            changed += advance(engine, tournament_id, create_game, moment, barred)
        except Exception:  # one tournament's failure must not stop the others
            log.exception("tournament %s could not advance", tournament_id)
    return changed


class Director:
    """The loop: :func:`tick` every :data:`TICK_SECONDS` on a storage thread, plus the
    schedule's tournaments (``schedule``: called with the connection and the time)."""

    def __init__(
        self,
        engine: Engine,
        create_game: CreateGame,
        run_db: Callable[..., Any],
        now: Callable[[], float],
        sleep: Callable[[float], Any],
        schedule: Callable[[Connection, datetime], int] | None = None,
        barred: records.Barred | None = None,
    ) -> None:
        self.engine = engine
        self.create_game = create_game
        self.run_db = run_db
        self.now = now
        self.sleep = sleep
        self.schedule = schedule
        self.barred = barred
        """Who may not be paired now (the fair-play rules' cooling-off), when given."""

    def moment(self) -> datetime:
        """The server's time as an aware UTC datetime."""
        return datetime.fromtimestamp(self.now(), UTC)

    def step(self) -> int:
        """One tick (on a storage thread): the schedule, then every due tournament."""
        moment = self.moment()
        made = 0
        if self.schedule is not None:
            try:
                with write_transaction(self.engine) as conn:
                    made = self.schedule(conn, moment)
            except IntegrityError:  # another process made this slot's tournament first
                made = 0
        return made + tick(self.engine, self.create_game, moment, self.barred)

    async def run_forever(self) -> None:
        """Tick until cancelled (a failed tick is logged; the next one tries again)."""
        while True:
            try:
                await self.run_db(self.step)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the tournament director's tick failed")
            await self.sleep(TICK_SECONDS)
