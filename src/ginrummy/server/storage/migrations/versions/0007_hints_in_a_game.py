"""Hints counted on a game, like take-backs: a game in which a player had help is not
rated.

- ``games.hints``: the hints given in the game (against the computer only). A game with
  a hint or a take-back (``games.takebacks``, migration 0004) is stored without a
  rating change, and its history entry says it was not rated.

A column with a default: every existing row stays valid (no hint counted), and a server
of the previous revision never reads it.

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("hints", sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("hints")
