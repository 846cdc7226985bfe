"""The move clock stored with each move of a timed room.

- ``actions.clock``: the clock as the move left it (JSON, ``clock.ClockMark``: when the
  move was made, both banks, both counts of time-outs in a row); ``NULL`` in untimed
  rooms and for moves stored before. A process that serves the room, or loads it after
  a restart, takes its clock from the last such move of the game.

A nullable addition only: every existing row stays valid (a timed game stored before
starts its clock afresh, as it did), and a server of the previous revision never reads
the new column.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("clock", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("clock")
