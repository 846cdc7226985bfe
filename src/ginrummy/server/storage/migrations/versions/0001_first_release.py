"""The schema of the first release (0.1.0): rooms, seats, games, hands, actions, results.

Written out here as it was, so that the chain builds a new database exactly as an old
one was built, and later revisions apply to both alike.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

TZ = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "rooms",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("mode", sa.String(16), nullable=False),
        sa.Column("level", sa.String(16)),
        sa.Column("rules", sa.Text, nullable=False),
        sa.Column("created", TZ, nullable=False),
        sa.Column("state_id", sa.Integer, nullable=False),
        sa.Column("game_number", sa.Integer, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
    )
    op.create_table(
        "seats",
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(64)),
        sa.Column("client_id", sa.String(64), index=True),
        sa.Column("token_hash", sa.String(64)),
        sa.Column("bot", sa.Boolean, nullable=False),
    )
    op.create_table(
        "games",
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), primary_key=True),
        sa.Column("game_number", sa.Integer, primary_key=True),
        sa.Column("first_dealer", sa.Integer, nullable=False),
        sa.Column("created", TZ, nullable=False),
        sa.Column("finished", TZ),
        sa.Column("winner", sa.Integer),
        sa.Column("totals", sa.Text),
    )
    op.create_table(
        "hands",
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), primary_key=True),
        sa.Column("game_number", sa.Integer, primary_key=True),
        sa.Column("hand_number", sa.Integer, primary_key=True),
        sa.Column("dealer", sa.Integer, nullable=False),
        sa.Column("deck", sa.Text, nullable=False),
        sa.Column("reshuffle_seed", sa.BigInteger, nullable=False),
    )
    op.create_table(
        "actions",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), nullable=False, index=True),
        sa.Column("game_number", sa.Integer, nullable=False),
        sa.Column("hand_number", sa.Integer, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("action", sa.String(200), nullable=False),
        sa.Column("state_id", sa.Integer, nullable=False),
        sa.Column("created", TZ, nullable=False),
    )
    op.create_table(
        "results",
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), primary_key=True),
        sa.Column("game_number", sa.Integer, primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("client_id", sa.String(64), index=True),
        sa.Column("won", sa.Boolean, nullable=False),
        sa.Column("gins", sa.Integer, nullable=False),
        sa.Column("undercuts", sa.Integer, nullable=False),
        sa.Column("knocks", sa.Integer, nullable=False),
        sa.Column("hands_won", sa.Integer, nullable=False),
        sa.Column("points", sa.Integer, nullable=False),
        sa.Column("net", sa.Integer, nullable=False),
    )
