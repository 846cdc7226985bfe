"""Rooms for three (issue 39).

- ``three_rooms``: one row per three-handed room: its settings
  (``ThreeSettings.to_dict()``), its three seats (names, token hashes, the computer's
  level) and every hand with the two players who played it (the hand in play included),
  all JSON; ``state_id`` is the room's version, checked at each write.

A new table: nothing existing changes, and a server of the previous revision never
reads it.

Revision ID: 0014
Revises: 0013
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "three_rooms",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("state_id", sa.Integer, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("seats", sa.Text, nullable=False),
        sa.Column("hands", sa.Text, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("three_rooms")
