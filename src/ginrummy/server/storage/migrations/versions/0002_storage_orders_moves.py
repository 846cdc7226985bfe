"""Storage decides the order of moves: one row per (room, game, hand, seq), the room's
``state_id`` the version every change is checked against, readiness stored.

- ``rooms.state_id`` becomes the room's version: every change updates it from the value
  it was made at, in the transaction that stores the change, so a change made from an
  old state (another process won the race) writes nothing. The first release wrote a
  move's new ``state_id`` only on its action row; the column is brought up to the
  largest of them here.
- ``rooms.ready``: which seats asked for the next hand or a rematch (bit 0, bit 1), so a
  seat on one process and a seat on another can agree to deal.
- A unique key on ``actions (room_id, game_number, hand_number, seq)``. Two processes of
  the first release could store two moves at one place in a hand; the later ones (by
  row id) were never part of a game anyone could rebuild, and are dropped.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("rooms") as batch:
        batch.add_column(sa.Column("ready", sa.Integer, nullable=False, server_default="0"))
    op.execute(
        """
        UPDATE rooms SET state_id = (
            SELECT MAX(a.state_id) FROM actions a WHERE a.room_id = rooms.id
        )
        WHERE state_id < (SELECT MAX(a.state_id) FROM actions a WHERE a.room_id = rooms.id)
        """
    )
    op.execute(
        """
        DELETE FROM actions WHERE id IN (
            SELECT later.id FROM actions later JOIN actions first
              ON first.room_id = later.room_id
             AND first.game_number = later.game_number
             AND first.hand_number = later.hand_number
             AND first.seq = later.seq
             AND first.id < later.id
        )
        """
    )
    op.create_index(
        "uq_actions_move",
        "actions",
        ["room_id", "game_number", "hand_number", "seq"],
        unique=True,
    )
