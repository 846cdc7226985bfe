"""When each seat went: a claim against a player who left waits from then everywhere.

- ``seats.gone_at``: since when (epoch seconds) the seat has had no socket on any server
  process; NULL while it has one. Written by the processes that notice a seat go (the
  first time stays) and cleared when it comes back, so the one wait before a claim
  (rooms/claims.py, docs/online.md "Leaving a game") counts from when the player really
  went on every process, and after a restart too.

A nullable column: every existing row stays valid (a seat with no time counts as gone
from when a process loads its room, as before), and a server of the previous revision
never reads it.

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("gone_at", sa.Float(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("gone_at")
