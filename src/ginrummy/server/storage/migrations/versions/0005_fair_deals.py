"""Provably fair deals (docs/fairness.md).

- ``hands.fair``: the proof of the hand's deal (JSON: room, game and hand numbers, the
  commitment, the server seed, both client seeds); ``NULL`` for hands dealt before.
- ``rooms.fair_next``: the deal the room has committed to next (JSON: its server seed,
  the client seeds sent for it, the seats its first hand waits for). Only its
  commitment is ever shown.

Only nullable additions: every existing row stays valid (old hands replay from their
deck as before), and a server of the previous revision never reads the new columns.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("hands") as batch:
        batch.add_column(sa.Column("fair", sa.Text(), nullable=True))
    with op.batch_alter_table("rooms") as batch:
        batch.add_column(sa.Column("fair_next", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("rooms") as batch:
        batch.drop_column("fair_next")
    with op.batch_alter_table("hands") as batch:
        batch.drop_column("fair")
