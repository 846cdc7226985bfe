"""The player's language, kept with the identity (issue 38).

- ``players.language``: the language the player chose in a page's language menu (a tag
  of ``ginrummy.i18n.SUPPORTED``: ``de``, ``pt-BR``), NULL while none was chosen. A
  device the identity is carried to (a one-time code) is told it and speaks it from its
  next page (docs/languages.md).

A nullable column: every existing player stays valid (no language chosen: each browser
goes on by its own choice or its ``Accept-Language``), and a server of the previous
revision never reads it. Added with a plain ``ALTER TABLE ... ADD COLUMN`` rather than
a batch copy: ``players`` is referenced by other tables (see ``0008``).

Revision ID: 0013
Revises: 0012
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("players", sa.Column("language", sa.String(16), nullable=True))


def downgrade() -> None:
    op.drop_column("players", "language")
