"""Take-backs: against the computer a player may take back their last discard until
the computer moves, and the statistics count it.

- ``games.takebacks``: the discards taken back in the game so far (0 for every
  existing game: nobody could take one back).
- ``results.takebacks``: the same count on the person's line of statistics, copied
  from the game when it ends.

Only additions with a default: every existing row stays valid, and a server of the
previous revision never reads the new columns.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for table in ("games", "results"):
        with op.batch_alter_table(table) as batch:
            batch.add_column(
                sa.Column("takebacks", sa.Integer(), nullable=False, server_default="0")
            )
