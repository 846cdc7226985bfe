"""The tables of "meet anyone online": players, ratings, the pairing queue, blocks, chat.

They are defined on :data:`ginrummy.server.storage.schema.metadata`, the one ``MetaData`` of the
server, so that the migrations are checked against the whole schema (a test compares a
freshly migrated database with it) and one ``create_all`` would build everything.
``ginrummy.server`` imports this module, so importing any part of the server package
registers these tables. Migration ``0003`` creates them.

Why these shapes:

- A player is an anonymous identity: a public id, a secret known only to the player's
  devices (stored as a SHA-256 hash, like seat tokens, so a leaked database signs in
  nobody), and a display name made unique by a four-digit tag (``Ann#4821``) so that
  nobody has to find a name nobody else has. ``player_devices`` holds one row per device
  signed in as the player (the first one, and each one the identity was carried to with
  a one-time ``transfer_codes`` code), with its secret's hash, a public ``id`` to name
  it by, a label and when it was last seen: every device keeps working, and one can be
  signed out on its own (``signed_out`` is then set; the row stays so that its secret is
  answered "signed out", not "unknown"). Migration ``0008`` moved the first device's
  secret there from ``players``. ``players.language`` is the language the player chose
  in a page's language menu (a tag of ``ginrummy.i18n.SUPPORTED``; NULL: none chosen),
  so another device the identity is carried to speaks it too (migration ``0013``).
- Ratings are kept per pool (rules preset and target score) because a rating in one
  game is no measure in another; ``rating_history`` is one row per rated game and
  player, which makes a profile's chart, record and recent games plain queries, and its
  unique key makes recording one game twice impossible.
- ``pairing_queue`` is the quick-pairing queue in storage, not in one process's memory,
  so any server process can pair any two waiting players (see
  :mod:`ginrummy.server.online.pairing`).
- ``chat`` numbers messages per room (``seq``), so a client asks for what it missed;
  ``three_chat`` is the same for rooms for three (migration ``0015``).
- ``challenges`` is one row per challenge from one player to another (migration
  ``0011``): what game, until when it may be accepted, what became of it, and the room
  an acceptance made, with the challenger's seat token kept in plain text only until
  it is handed over (as ``pairing_queue`` does); every process answers from it
  (:mod:`ginrummy.server.online.challenges`).
- ``follows`` is who follows whom (a player's "Following" list); whether somebody is
  online is ``players.last_seen`` (every signed-in request touches it, and every page
  asks for challenges every few seconds: that poll is the heartbeat).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    insert,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection

from ..storage.schema import metadata

TZ = DateTime(timezone=True)

PLAYER_ID_LENGTH = 16
"""Room for a player's id (12 characters are used: ``secrets.token_urlsafe(9)``)."""
DEVICE_ID_LENGTH = 16
"""Room for a device's public id (12 characters are used, as for a player)."""
DEVICE_LABEL_LENGTH = 40
"""Room for a device's label ("Firefox on Linux", "Terminal")."""
LANGUAGE_LENGTH = 16
"""Room for a language tag (``ginrummy.i18n.SUPPORTED``: the longest is ``pt-BR``)."""

players = Table(
    "players",
    metadata,
    Column("id", String(PLAYER_ID_LENGTH), primary_key=True),
    Column("name", String(32), nullable=False),
    Column("created", TZ, nullable=False),
    Column("last_seen", TZ, nullable=False),
    Column("language", String(LANGUAGE_LENGTH)),
    Index("uq_players_name", "name", unique=True),
)

player_devices = Table(
    "player_devices",
    metadata,
    Column("secret_hash", String(64), primary_key=True),
    Column("player_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), nullable=False),
    Column("created", TZ, nullable=False),
    Column("id", String(DEVICE_ID_LENGTH), nullable=False),
    Column("label", String(DEVICE_LABEL_LENGTH), nullable=False),
    Column("last_seen", TZ, nullable=False),
    Column("signed_out", TZ),
    Index("ix_player_devices_player_id", "player_id"),
    Index("uq_player_devices_id", "id", unique=True),
)

transfer_codes = Table(
    "transfer_codes",
    metadata,
    Column("code_hash", String(64), primary_key=True),
    Column("player_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), nullable=False),
    Column("expires", TZ, nullable=False),
    Index("ix_transfer_codes_player_id", "player_id"),
)

ratings = Table(
    "ratings",
    metadata,
    Column("player_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), primary_key=True),
    Column("pool", String(48), primary_key=True),
    Column("rating", Float, nullable=False),
    Column("rd", Float, nullable=False),
    Column("volatility", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated", TZ, nullable=False),
    Index("ix_ratings_pool_rating", "pool", "rating"),
)

rating_history = Table(
    "rating_history",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("player_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), nullable=False),
    Column("pool", String(48), nullable=False),
    Column("room_id", String(32), ForeignKey("rooms.id"), nullable=False),
    Column("game_number", Integer, nullable=False),
    Column("opponent", String(PLAYER_ID_LENGTH + 16), nullable=False),
    Column("score", Integer, nullable=False),
    Column("rating_before", Float, nullable=False),
    Column("rating_after", Float, nullable=False),
    Column("rd_after", Float, nullable=False),
    Column("at", TZ, nullable=False),
    Index("ix_rating_history_player_id", "player_id", "id"),
    Index("uq_rating_history_game", "room_id", "game_number", "player_id", unique=True),
)

pairing_queue = Table(
    "pairing_queue",
    metadata,
    Column("player_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), primary_key=True),
    Column("pool", String(48), nullable=False),
    Column("preset", String(32), nullable=False),
    Column("target", Integer, nullable=False),
    Column("rating", Float, nullable=False),
    Column("since", TZ, nullable=False),
    Column("heartbeat", TZ, nullable=False),
    Column("room_id", String(32), ForeignKey("rooms.id")),
    Column("seat", Integer),
    Column("token", String(64)),
    Column("paired_with", String(PLAYER_ID_LENGTH)),
    Column("clock", String(16)),  # migration 0010: the clock asked for (NULL: 30/60)
    Column("rating_range", Integer),  # migration 0010: rating points either side (NULL: any)
    Index("ix_pairing_queue_pool", "pool", "since"),
)

blocks = Table(
    "blocks",
    metadata,
    Column("player_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), primary_key=True),
    Column("blocked_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), primary_key=True),
    Column("created", TZ, nullable=False),
    Index("ix_blocks_blocked_id", "blocked_id"),
)


def _chat_table(name: str, rooms: str) -> Table:
    """A room kind's chat: messages numbered per room (``seq``), the seat, the name
    shown, the text and when it was said."""
    return Table(
        name,
        metadata,
        Column("id", Integer, primary_key=True, autoincrement=True),
        Column("room_id", String(32), ForeignKey(f"{rooms}.id"), nullable=False),
        Column("seq", Integer, nullable=False),
        Column("seat", Integer, nullable=False),
        Column("player_name", String(32), nullable=False),
        Column("text", String(200), nullable=False),
        Column("created", TZ, nullable=False),
        Index(f"uq_{name}_seq", "room_id", "seq", unique=True),
    )


chat = _chat_table("chat", "rooms")
three_chat = _chat_table("three_chat", "three_rooms")
"""Migration 0015: the chat of a room for three (issue 39), the same columns as
``chat`` (``seat`` 0 to 2) numbered per room the same way; a table of its own because a
room for three is a row of ``three_rooms``, not of ``rooms``."""

CHALLENGE_ID_LENGTH = 16
"""Room for a challenge's id (12 characters are used, as for a player)."""

challenges = Table(
    "challenges",
    metadata,
    Column("id", String(CHALLENGE_ID_LENGTH), primary_key=True),
    Column("from_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), nullable=False),
    Column("to_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), nullable=False),
    Column("preset", String(32), nullable=False),
    Column("target", Integer, nullable=False),
    Column("clock", String(200)),
    Column("rated", Boolean, nullable=False),
    Column("status", String(16), nullable=False),
    Column("created", TZ, nullable=False),
    Column("expires", TZ, nullable=False),
    Column("decided", TZ),
    Column("room_id", String(32), ForeignKey("rooms.id")),
    Column("from_token", String(64)),
    Index("ix_challenges_to_id", "to_id", "status"),
    Index("ix_challenges_from_id", "from_id", "status"),
)

follows = Table(
    "follows",
    metadata,
    Column("player_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), primary_key=True),
    Column("followed_id", String(PLAYER_ID_LENGTH), ForeignKey("players.id"), primary_key=True),
    Column("created", TZ, nullable=False),
    Index("ix_follows_followed_id", "followed_id"),
)


def insert_ignore(
    conn: Connection, table: Table, rows: Mapping[str, Any] | Sequence[Mapping[str, Any]]
) -> None:
    """Insert rows, skipping those whose key is already there (``ON CONFLICT DO
    NOTHING``): one statement on SQLite and PostgreSQL alike, so two callers racing to
    create one row never fail and never abort the caller's transaction."""
    values = [rows] if isinstance(rows, Mapping) else list(rows)
    if not values:
        return
    if conn.dialect.name == "postgresql":
        conn.execute(postgresql.insert(table).on_conflict_do_nothing(), values)
    elif conn.dialect.name == "sqlite":
        conn.execute(sqlite.insert(table).on_conflict_do_nothing(), values)
    else:  # pragma: no cover - the server runs on SQLite and PostgreSQL only
        conn.execute(insert(table), values)


@contextlib.contextmanager
def retryable(conn: Connection) -> Iterator[None]:
    """Run one statement that may fail on a unique key (to be retried), without spoiling
    the caller's transaction.

    PostgreSQL aborts the whole transaction on an error, so the statement runs in a
    savepoint there. SQLite undoes only the failed statement, and SQLAlchemy's pysqlite
    driver cannot be trusted with savepoints (a savepoint that opens a transaction
    commits it when released), so there it runs as it is.
    """
    if conn.dialect.name == "postgresql":
        with conn.begin_nested():
            yield
    else:
        yield


def utc(moment: datetime | None = None) -> datetime:
    """``moment`` (now by default) as an aware UTC time.

    SQLite keeps no time zone: what it gives back is the UTC wall time, naive, and what
    it is given it stores as its wall time; every time here is therefore UTC, and a naive
    time read back is taken as UTC."""
    if moment is None:
        return datetime.now(UTC)
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)
