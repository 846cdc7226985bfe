"""Challenges between two players, and who follows whom.

- ``challenges``: one row per challenge (who, to whom, the preset, target and clock,
  rated or casual), its status (``open``, then ``accepted``, ``declined``,
  ``cancelled`` or ``expired``), until when it may be accepted, and the room an
  acceptance made with the challenger's seat token until it is handed over
  (server/online/challenges.py, docs/online.md "Challenges and friends").
- ``follows``: a player's "Following" list.

Two new tables: nothing existing changes, and a server of the previous revision never
reads them.

Revision ID: 0011
Revises: 0010
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

TZ = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "challenges",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("from_id", sa.String(16), sa.ForeignKey("players.id"), nullable=False),
        sa.Column("to_id", sa.String(16), sa.ForeignKey("players.id"), nullable=False),
        sa.Column("preset", sa.String(32), nullable=False),
        sa.Column("target", sa.Integer(), nullable=False),
        sa.Column("clock", sa.String(200)),
        sa.Column("rated", sa.Boolean(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created", TZ, nullable=False),
        sa.Column("expires", TZ, nullable=False),
        sa.Column("decided", TZ),
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id")),
        sa.Column("from_token", sa.String(64)),
    )
    op.create_index("ix_challenges_to_id", "challenges", ["to_id", "status"])
    op.create_index("ix_challenges_from_id", "challenges", ["from_id", "status"])
    op.create_table(
        "follows",
        sa.Column("player_id", sa.String(16), sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("followed_id", sa.String(16), sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("created", TZ, nullable=False),
    )
    op.create_index("ix_follows_followed_id", "follows", ["followed_id"])


def downgrade() -> None:
    op.drop_index("ix_follows_followed_id", "follows")
    op.drop_table("follows")
    op.drop_index("ix_challenges_from_id", "challenges")
    op.drop_index("ix_challenges_to_id", "challenges")
    op.drop_table("challenges")
