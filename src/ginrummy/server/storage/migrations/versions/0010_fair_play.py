"""Fair play: what each game between two people counted as, cooling-offs, and keyed
hashes of the addresses players came from (see
:mod:`ginrummy.server.online.fair_play_tables` for why each is shaped so); and the
pairing options: ``pairing_queue.clock`` (the move clock asked for, ``"30/60"``) and
``pairing_queue.rating_range`` (rating points either side; NULL: any).

Only new tables and nullable columns: every existing row stays valid (a queue entry
without a clock waits for the default one), and a server of the previous revision
never reads them. Games finished before this revision have no ``game_conduct`` row:
they count as they were counted then.

Revision ID: 0010
Revises: 0009
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None

TZ = sa.DateTime(timezone=True)
PLAYER = sa.String(16)


def upgrade() -> None:
    with op.batch_alter_table("pairing_queue") as batch:
        batch.add_column(sa.Column("clock", sa.String(16), nullable=True))
        batch.add_column(sa.Column("rating_range", sa.Integer, nullable=True))
    op.create_table(
        "game_conduct",
        sa.Column("room_id", sa.String(32), primary_key=True),
        sa.Column("game_number", sa.Integer, primary_key=True),
        sa.Column("player_id", PLAYER, primary_key=True),
        sa.Column("opponent_id", PLAYER, nullable=False),
        sa.Column("pool", sa.String(48), nullable=False),
        sa.Column("outcome", sa.String(16), nullable=False),
        sa.Column("reason", sa.String(32)),
        sa.Column("conduct", sa.String(16), nullable=False),
        sa.Column("won", sa.Boolean, nullable=False),
        sa.Column("moves", sa.Integer, nullable=False),
        sa.Column("at", TZ, nullable=False),
    )
    op.create_index("ix_game_conduct_player_at", "game_conduct", ["player_id", "at"])
    op.create_table(
        "cooling_offs",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("player_id", PLAYER, nullable=False),
        sa.Column("reason", sa.String(16), nullable=False),
        sa.Column("started", TZ, nullable=False),
        sa.Column("ends", TZ, nullable=False),
    )
    op.create_index("ix_cooling_offs_player_started", "cooling_offs", ["player_id", "started"])
    op.create_table(
        "player_addresses",
        sa.Column("player_id", PLAYER, primary_key=True),
        sa.Column("address_hash", sa.String(64), primary_key=True),
        sa.Column("made_here", sa.Boolean, nullable=False),
        sa.Column("first_seen", TZ, nullable=False),
        sa.Column("last_seen", TZ, nullable=False),
    )
    op.create_index("ix_player_addresses_hash", "player_addresses", ["address_hash", "last_seen"])
    op.create_table(
        "fair_play_keys",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("key", sa.String(64), nullable=False),
    )


def downgrade() -> None:
    op.drop_index("ix_player_addresses_hash", table_name="player_addresses")
    op.drop_table("fair_play_keys")
    op.drop_table("player_addresses")
    op.drop_index("ix_cooling_offs_player_started", table_name="cooling_offs")
    op.drop_table("cooling_offs")
    op.drop_index("ix_game_conduct_player_at", table_name="game_conduct")
    op.drop_table("game_conduct")
    with op.batch_alter_table("pairing_queue") as batch:
        batch.drop_column("rating_range")
        batch.drop_column("clock")
