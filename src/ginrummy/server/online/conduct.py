"""Fair play in storage: judging each finished game between two people, cooling-offs,
and the keyed hashes of players' addresses (the rules are :mod:`.fair_play`'s).

Storage decides, as it does for moves: :func:`judge_game` runs in the transaction that
stores a game's end (it is the store's rating step, see :func:`rating_step`), so the
game's outcome (rated, aborted, unrated), its ratings and any cooling-off it earns are
stored together or not at all, and every server process (and a restart) reads the same.
The real moves of each seat are counted from the stored actions of the game, not from
what the finishing process remembers.

:func:`cooling_off` is what pairing, public tables and tournaments ask before letting
a player in: the cooling-off running for them now, or ``None``.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from sqlalchemy import func, select, text, update
from sqlalchemy.engine import Connection

from ..storage.schema import actions
from . import ratings as rating_store
from .fair_play import (
    Conduct,
    CoolingOff,
    Ending,
    FairPlay,
    FarmReason,
    conduct_of,
    cooling_off_minutes,
    escalation_since,
    game_outcome,
    is_real_move,
    made_in_bulk,
    watch_fired,
)
from .fair_play_tables import cooling_offs, fair_play_keys, game_conduct, player_addresses
from .tables import insert_ignore, players, utc

if TYPE_CHECKING:
    from ..storage.store import GameFinish, RateGame

CONDUCT = game_conduct.c
ADDRESS = player_addresses.c
KEY_ID = 1


# ---------------------------------------------------------------------- addresses
def _key(conn: Connection) -> bytes:
    """The server's one HMAC key for addresses, made by the first process to need it."""
    insert_ignore(conn, fair_play_keys, {"id": KEY_ID, "key": secrets.token_hex(32)})
    return bytes.fromhex(
        conn.execute(select(fair_play_keys.c.key).where(fair_play_keys.c.id == KEY_ID)).scalar_one()
    )


def address_hash(conn: Connection, address: str) -> str:
    """The keyed hash of an address (what is stored instead of it)."""
    return hmac.new(_key(conn), address.encode(), hashlib.sha256).hexdigest()


def note_address(
    conn: Connection,
    player_id: str,
    address: str,
    *,
    made: bool = False,
    now: datetime | None = None,
) -> None:
    """Remember that ``player_id`` was made (``made``) or played from ``address``."""
    moment = utc(now)
    digest = address_hash(conn, address)
    insert_ignore(
        conn,
        player_addresses,
        {
            "player_id": player_id,
            "address_hash": digest,
            "made_here": made,
            "first_seen": moment,
            "last_seen": moment,
        },
    )
    conn.execute(
        update(player_addresses)
        .where(ADDRESS.player_id == player_id, ADDRESS.address_hash == digest)
        .values(last_seen=moment)
    )


def _made_in_bulk(conn: Connection, player_id: str, rules: FairPlay, now: datetime) -> bool:
    created = conn.execute(select(players.c.created).where(players.c.id == player_id)).scalar()
    if created is None:
        return False
    made = utc(created)
    if now - made > timedelta(days=rules.bulk_days):
        return False
    window = timedelta(minutes=rules.bulk_minutes)
    homes = select(ADDRESS.address_hash).where(ADDRESS.player_id == player_id, ADDRESS.made_here)
    neighbours = conn.execute(
        select(players.c.created)
        .join(player_addresses, ADDRESS.player_id == players.c.id)
        .where(
            ADDRESS.made_here,
            ADDRESS.address_hash.in_(homes),
            players.c.id != player_id,
            players.c.created >= made - window,
            players.c.created <= made + window,
        )
        .distinct()
    ).scalars()
    return made_in_bulk(made, [utc(t) for t in neighbours], rules)


def farm_reason(
    conn: Connection, first: str, second: str, rules: FairPlay, now: datetime | None = None
) -> FarmReason | None:
    """Why a game between ``first`` and ``second`` could farm a rating (``None``: it
    cannot): they share an address used lately, or either was made in bulk lately.
    ``address_days`` 0 turns the first rule off, ``bulk_days`` 0 the second."""
    moment = utc(now)
    if rules.address_days > 0 and _share_address(conn, first, second, rules, moment):
        return "shared-address"
    if rules.bulk_days > 0 and any(_made_in_bulk(conn, p, rules, moment) for p in (first, second)):
        return "bulk-made"
    return None


def _share_address(
    conn: Connection, first: str, second: str, rules: FairPlay, now: datetime
) -> bool:
    since = now - timedelta(days=rules.address_days)
    mine = select(ADDRESS.address_hash).where(
        ADDRESS.player_id == first, ADDRESS.last_seen >= since
    )
    shared = conn.execute(
        select(func.count())
        .select_from(player_addresses)
        .where(
            ADDRESS.player_id == second,
            ADDRESS.last_seen >= since,
            ADDRESS.address_hash.in_(mine),
        )
    ).scalar_one()
    return bool(shared)


# ---------------------------------------------------------------------- judging
def real_moves(conn: Connection, room_id: str, game_number: int) -> tuple[int, int]:
    """Each seat's real moves in a stored game (:func:`.fair_play.is_real_move`): a move
    the server played for a seat out of time is stored with a clock that counts it."""
    counts = [0, 0]
    for row in conn.execute(
        select(actions.c.seat, actions.c.action, actions.c.clock).where(
            actions.c.room_id == room_id, actions.c.game_number == game_number
        )
    ):
        seat = int(row.seat)
        timed_out = False
        if row.clock:
            try:
                timed_out = int(json.loads(row.clock)["timeouts"][seat]) > 0
            except (ValueError, KeyError, IndexError, TypeError):
                timed_out = False
        if seat in (0, 1) and is_real_move(str(row.action), timed_out):
            counts[seat] += 1
    return counts[0], counts[1]


def ending_of(totals: dict[str, object]) -> Ending:
    """How a stored game ended, from its totals (storage marks a claim or resignation)."""
    if "resigned" in totals:
        return "resigned"
    return "claimed" if totals.get("claimed") else "played"


def _hold(conn: Connection, player_id: str) -> None:
    """One player's fair-play decisions one at a time (PostgreSQL: an advisory lock for
    the transaction, taken in player id order; SQLite has one writer anyway)."""
    if conn.dialect.name == "postgresql":
        key = hashlib.blake2b(f"ginrummy-conduct:{player_id}".encode(), digest_size=8).digest()
        conn.execute(
            text("SELECT pg_advisory_xact_lock(:key)"),
            {"key": int.from_bytes(key, "big", signed=True)},
        )


def judge_game(
    conn: Connection,
    room_id: str,
    finish: GameFinish,
    rules: FairPlay,
    *,
    now: datetime | None = None,
) -> None:
    """The rating step of a finished rated game, in the transaction storing its end.

    A game against the computer is rated as before (:func:`.ratings.rate_finished_game`).
    A game between two people is judged: aborted (no real move by one of them), unrated
    (:func:`farm_reason`) or rated; each person's row of ``game_conduct`` says so and how
    they ended it, and a watch that fires on it starts a cooling-off.
    """
    rated = finish.rating
    if rated is None:
        return
    first, second = rated.players
    if first is None or second is None:
        rating_store.rate_finished_game(conn, room_id, finish)
        return
    moment = utc(now)
    number = finish.game_number
    done = conn.execute(
        select(func.count())
        .select_from(game_conduct)
        .where(CONDUCT.room_id == room_id, CONDUCT.game_number == number)
    ).scalar_one()
    if done:
        return
    for player_id in sorted({first, second}):
        _hold(conn, player_id)
    moves = real_moves(conn, room_id, number)
    farm = None if min(moves) == 0 else farm_reason(conn, first, second, rules, moment)
    outcome = game_outcome(moves, farm)
    if outcome == "rated":
        rating_store.rate_finished_game(conn, room_id, finish)
    ending = ending_of(finish.totals)
    reason = {"aborted": "no-move", "unrated": farm, "rated": None}[outcome]
    seated = (first, second)
    for seat, player_id in enumerate(seated):
        conduct: Conduct = conduct_of(seat, finish.winner, ending, moves, rules)
        insert_ignore(
            conn,
            game_conduct,
            {
                "room_id": room_id,
                "game_number": number,
                "player_id": player_id,
                "opponent_id": seated[1 - seat],
                "pool": rated.pool,
                "outcome": outcome,
                "reason": reason,
                "conduct": conduct,
                "won": seat == finish.winner,
                "moves": moves[seat],
                "at": moment,
            },
        )
        if conduct != "ok":
            _watch(conn, player_id, rules, moment)


def _watch(conn: Connection, player_id: str, rules: FairPlay, now: datetime) -> None:
    """Run the watches on the player's games since their last cooling-off began; start
    a cooling-off when one fires."""
    last = conn.execute(
        select(func.max(cooling_offs.c.started)).where(cooling_offs.c.player_id == player_id)
    ).scalar()
    query = select(CONDUCT.conduct).where(CONDUCT.player_id == player_id)
    if last is not None:
        query = query.where(CONDUCT.at > utc(last))
    depth = max(rules.abandon_games, rules.sandbag_games)
    recent: list[Conduct] = list(
        conn.execute(
            query.order_by(CONDUCT.at.desc(), CONDUCT.room_id.desc()).limit(depth)
        ).scalars()
    )
    fired = watch_fired(recent, rules)
    if fired is None:
        return
    earlier = conn.execute(
        select(func.count())
        .select_from(cooling_offs)
        .where(
            cooling_offs.c.player_id == player_id,
            cooling_offs.c.started >= escalation_since(now, rules),
        )
    ).scalar_one()
    minutes = cooling_off_minutes(int(earlier), rules)
    conn.execute(
        cooling_offs.insert().values(
            player_id=player_id,
            reason=fired,
            started=now,
            ends=now + timedelta(minutes=minutes),
        )
    )


def rating_step(
    rules: FairPlay, clock_time: Callable[[], float]
) -> Callable[[Connection, str, GameFinish], None]:
    """The store's :data:`~ginrummy.server.storage.store.RateGame` under ``rules``, on the
    server's clock (``clock_time``: epoch seconds, the time source's ``time``)."""

    def rate_game(conn: Connection, room_id: str, finish: GameFinish) -> None:
        judge_game(conn, room_id, finish, rules, now=datetime.fromtimestamp(clock_time(), UTC))

    step: RateGame = rate_game
    return step


# ---------------------------------------------------------------------- cooling-off
def cooling_off(conn: Connection, player_id: str, now: datetime | None = None) -> CoolingOff | None:
    """The cooling-off keeping ``player_id`` from pairing and tournaments at ``now``
    (the one ending last), or ``None``. Tournaments call this as a player joins."""
    moment = utc(now)
    row = conn.execute(
        select(cooling_offs.c.reason, cooling_offs.c.started, cooling_offs.c.ends)
        .where(cooling_offs.c.player_id == player_id, cooling_offs.c.ends > moment)
        .order_by(cooling_offs.c.ends.desc())
        .limit(1)
    ).first()
    if row is None:
        return None
    return CoolingOff(row.reason, utc(row.started), utc(row.ends))


# ---------------------------------------------------------------------- reading
def outcome_of(conn: Connection, room_id: str, game_number: int) -> str | None:
    """What a finished game between two people counted as (``rated``, ``aborted``,
    ``unrated``), ``None`` for any other game (or one finished before fair play)."""
    found = conn.execute(
        select(CONDUCT.outcome)
        .where(CONDUCT.room_id == room_id, CONDUCT.game_number == game_number)
        .limit(1)
    ).scalar()
    return None if found is None else str(found)


def unrated_games(conn: Connection, player_id: str, limit: int = 20) -> list[dict[str, object]]:
    """The player's last games that counted for nothing (aborted or unrated), newest
    first, as the profile lists them."""
    opponent = players.alias("opponent")
    rows = conn.execute(
        select(
            CONDUCT.room_id,
            CONDUCT.game_number,
            CONDUCT.pool,
            CONDUCT.outcome,
            CONDUCT.reason,
            CONDUCT.opponent_id,
            CONDUCT.won,
            CONDUCT.at,
            opponent.c.name,
        )
        .outerjoin(opponent, opponent.c.id == CONDUCT.opponent_id)
        .where(CONDUCT.player_id == player_id, CONDUCT.outcome != "rated")
        .order_by(CONDUCT.at.desc())
        .limit(limit)
    )
    return [
        {
            "room_id": r.room_id,
            "game_number": int(r.game_number),
            "pool": r.pool,
            "outcome": r.outcome,
            "reason": r.reason,
            "opponent": r.name or r.opponent_id,
            "opponent_id": r.opponent_id,
            "won": bool(r.won),
            "at": utc(r.at).isoformat(),
        }
        for r in rows
    ]
