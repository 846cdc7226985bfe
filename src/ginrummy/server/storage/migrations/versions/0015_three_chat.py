"""The chat of a room for three (issue 39).

- ``three_chat``: one row per message of a room for three, numbered per room (``seq``)
  like ``chat``'s, ``seat`` 0 to 2.

A new table: nothing existing changes, and a server of the previous revision never
reads it.

Revision ID: 0015
Revises: 0014
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "three_chat",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("room_id", sa.String(32), sa.ForeignKey("three_rooms.id"), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("player_name", sa.String(32), nullable=False),
        sa.Column("text", sa.String(200), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("uq_three_chat_seq", "three_chat", ["room_id", "seq"], unique=True)


def downgrade() -> None:
    op.drop_index("uq_three_chat_seq", table_name="three_chat")
    op.drop_table("three_chat")
