"""The server's tables (SQLAlchemy Core) and the channel its processes talk on: the
names the database knows, kept apart from :mod:`ginrummy.server.storage.store`, which reads and
writes them, so that the schema reads in one place.

:data:`metadata` is the one ``MetaData`` of the server: the online tables
(:mod:`ginrummy.server.online.tables`) join it, and the Alembic migrations in
:mod:`ginrummy.server.storage.migrations` are checked against the whole of it.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

metadata = MetaData()

rooms = Table(
    "rooms",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("mode", String(16), nullable=False),
    Column("level", String(16)),
    Column("rules", Text, nullable=False),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("state_id", Integer, nullable=False),
    Column("game_number", Integer, nullable=False),
    Column("status", String(16), nullable=False),
    Column("ready", Integer, nullable=False, server_default="0"),
    # Meet anyone online (migration 0003; see online_tables.py). No foreign key on
    # host_player, so this module stays usable without the players table.
    Column("visibility", String(16), nullable=False, server_default="private"),
    Column("rated", Boolean, nullable=False, server_default="0"),
    Column("pool", String(48)),
    Column("clock", Text),
    Column("host_player", String(16)),
    # migration 0005: the next deal's server seed and the seeds sent for it (JSON,
    # fair_deals.PendingDeal): never shown, only its commitment
    Column("fair_next", Text),
)

seats = Table(
    "seats",
    metadata,
    Column("room_id", String(32), ForeignKey("rooms.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("name", String(64)),
    Column("client_id", String(64), index=True),
    Column("token_hash", String(64)),
    Column("bot", Boolean, nullable=False),
    Column("player_id", String(16), index=True),  # migration 0003: the seat's player
    # migration 0009: since when (epoch seconds) the seat has had no socket on any
    # process, NULL while it has one (or nobody noticed it go): a claim against a player
    # who left waits from then, on every process and after a restart (rooms/claims.py)
    Column("gone_at", Float),
)

games = Table(
    "games",
    metadata,
    Column("room_id", String(32), ForeignKey("rooms.id"), primary_key=True),
    Column("game_number", Integer, primary_key=True),
    Column("first_dealer", Integer, nullable=False),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("finished", DateTime(timezone=True)),
    Column("winner", Integer),
    Column("totals", Text),
    # migration 0004: discards taken back in this game (against the computer only)
    Column("takebacks", Integer, nullable=False, server_default="0"),
    # migration 0007: hints given in this game (against the computer only); a game with
    # a hint or a take-back is not rated
    Column("hints", Integer, nullable=False, server_default="0"),
)

hands = Table(
    "hands",
    metadata,
    Column("room_id", String(32), ForeignKey("rooms.id"), primary_key=True),
    Column("game_number", Integer, primary_key=True),
    Column("hand_number", Integer, primary_key=True),
    Column("dealer", Integer, nullable=False),
    Column("deck", Text, nullable=False),
    Column("reshuffle_seed", BigInteger, nullable=False),
    Column("fair", Text),  # migration 0005: the deal's proof (JSON, FairDeal.to_dict())
)

actions = Table(
    "actions",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("room_id", String(32), ForeignKey("rooms.id"), nullable=False, index=True),
    Column("game_number", Integer, nullable=False),
    Column("hand_number", Integer, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("action", String(200), nullable=False),
    Column("state_id", Integer, nullable=False),
    Column("created", DateTime(timezone=True), nullable=False),
    # migration 0006: the move clock as the move left it (JSON, clock.ClockMark), in
    # timed rooms: every process, and one started later, takes the clock from it
    Column("clock", Text),
    Index("uq_actions_move", "room_id", "game_number", "hand_number", "seq", unique=True),
)

results = Table(
    "results",
    metadata,
    Column("room_id", String(32), ForeignKey("rooms.id"), primary_key=True),
    Column("game_number", Integer, primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("client_id", String(64), index=True),
    Column("won", Boolean, nullable=False),
    Column("gins", Integer, nullable=False),
    Column("undercuts", Integer, nullable=False),
    Column("knocks", Integer, nullable=False),
    Column("hands_won", Integer, nullable=False),
    Column("points", Integer, nullable=False),
    Column("net", Integer, nullable=False),
    Column("takebacks", Integer, nullable=False, server_default="0"),  # migration 0004
)


NOTIFY_CHANNEL = "ginrummy_rooms"
"""The PostgreSQL channel on which changes and presence are announced."""

three_rooms = Table(
    "three_rooms",
    metadata,
    # migration 0014: a room for three (issue 39; rooms/three_room.py). One row per
    # room, rewritten whole at each change from its version (``state_id``): the
    # settings, the three seats and every hand with who played it (JSON), the hand in
    # play included, so a restart replays the match through the engine.
    Column("id", String(32), primary_key=True),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("state_id", Integer, nullable=False),
    Column("status", String(16), nullable=False),
    Column("settings", Text, nullable=False),
    Column("seats", Text, nullable=False),
    Column("hands", Text, nullable=False),
)
