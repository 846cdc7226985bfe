"""Meet anyone online: anonymous players, ratings per pool, the pairing queue, blocks,
chat, and what a room and a seat need to know about them.

- New tables (see :mod:`ginrummy.server.online.tables` for why each is shaped so):
  ``players``, ``player_devices``, ``transfer_codes``, ``ratings``, ``rating_history``,
  ``pairing_queue``, ``blocks``, ``chat``.
- ``rooms``: ``visibility`` ("private" or "public"; every existing room is private, as
  it was), ``rated`` (false for every existing room), ``pool``, ``clock`` (JSON of the
  per-move and bank seconds; none for existing rooms) and ``host_player``.
- ``seats.player_id`` (indexed: a player's games): none for existing seats.

Only additions: every existing row stays valid, and a server of the previous revision
never reads the new columns.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

TZ = sa.DateTime(timezone=True)
PLAYER = sa.String(16)
POOL = sa.String(48)


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", PLAYER, primary_key=True),
        sa.Column("secret_hash", sa.String(64), nullable=False),
        sa.Column("name", sa.String(32), nullable=False),
        sa.Column("created", TZ, nullable=False),
        sa.Column("last_seen", TZ, nullable=False),
    )
    op.create_index("uq_players_name", "players", ["name"], unique=True)

    op.create_table(
        "player_devices",
        sa.Column("secret_hash", sa.String(64), primary_key=True),
        sa.Column("player_id", PLAYER, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("created", TZ, nullable=False),
    )
    op.create_index("ix_player_devices_player_id", "player_devices", ["player_id"])

    op.create_table(
        "transfer_codes",
        sa.Column("code_hash", sa.String(64), primary_key=True),
        sa.Column("player_id", PLAYER, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("expires", TZ, nullable=False),
    )
    op.create_index("ix_transfer_codes_player_id", "transfer_codes", ["player_id"])

    op.create_table(
        "ratings",
        sa.Column("player_id", PLAYER, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("pool", POOL, primary_key=True),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("rd", sa.Float, nullable=False),
        sa.Column("volatility", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("updated", TZ, nullable=False),
    )
    op.create_index("ix_ratings_pool_rating", "ratings", ["pool", "rating"])

    op.create_table(
        "rating_history",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("player_id", PLAYER, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("pool", POOL, nullable=False),
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("game_number", sa.Integer, nullable=False),
        sa.Column("opponent", sa.String(32), nullable=False),
        sa.Column("score", sa.Integer, nullable=False),
        sa.Column("rating_before", sa.Float, nullable=False),
        sa.Column("rating_after", sa.Float, nullable=False),
        sa.Column("rd_after", sa.Float, nullable=False),
        sa.Column("at", TZ, nullable=False),
    )
    op.create_index("ix_rating_history_player_id", "rating_history", ["player_id", "id"])
    op.create_index(
        "uq_rating_history_game",
        "rating_history",
        ["room_id", "game_number", "player_id"],
        unique=True,
    )

    op.create_table(
        "pairing_queue",
        sa.Column("player_id", PLAYER, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("pool", POOL, nullable=False),
        sa.Column("preset", sa.String(32), nullable=False),
        sa.Column("target", sa.Integer, nullable=False),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("since", TZ, nullable=False),
        sa.Column("heartbeat", TZ, nullable=False),
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id")),
        sa.Column("seat", sa.Integer),
        sa.Column("token", sa.String(64)),
        sa.Column("paired_with", PLAYER),
    )
    op.create_index("ix_pairing_queue_pool", "pairing_queue", ["pool", "since"])

    op.create_table(
        "blocks",
        sa.Column("player_id", PLAYER, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("blocked_id", PLAYER, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("created", TZ, nullable=False),
    )
    op.create_index("ix_blocks_blocked_id", "blocks", ["blocked_id"])

    op.create_table(
        "chat",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("player_name", sa.String(32), nullable=False),
        sa.Column("text", sa.String(200), nullable=False),
        sa.Column("created", TZ, nullable=False),
    )
    op.create_index("uq_chat_seq", "chat", ["room_id", "seq"], unique=True)

    # Added columns: SQLite alters a table only through batch mode (as 0002 does).
    with op.batch_alter_table("rooms") as batch:
        batch.add_column(
            sa.Column("visibility", sa.String(16), nullable=False, server_default="private")
        )
        batch.add_column(sa.Column("rated", sa.Boolean, nullable=False, server_default="0"))
        batch.add_column(sa.Column("pool", POOL))
        batch.add_column(sa.Column("clock", sa.Text))
        batch.add_column(sa.Column("host_player", PLAYER))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("player_id", PLAYER))
        batch.create_index("ix_seats_player_id", ["player_id"])
