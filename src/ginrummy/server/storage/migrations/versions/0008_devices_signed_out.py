"""Every device signed in as a player is a row of its own, so one can be signed out.

- ``player_devices`` gains ``id`` (a public handle naming the device in the API, unique),
  ``label`` ("Firefox on Linux", "Terminal"), ``last_seen`` and ``signed_out`` (when it
  was signed out; the row stays, so its secret is answered "signed out", not "unknown").
- The first device's secret moves from ``players.secret_hash`` into ``player_devices``
  (labelled "First device"), and ``players.secret_hash`` is dropped: before, that device
  could not be told from the player, so it could never be signed out alone.

Every secret that worked before works after. The downgrade puts each player's oldest
device still signed in back into ``players.secret_hash`` and forgets the signed-out
ones (the previous revision would take their secrets again); a player with no device
left gets a hash no secret has.

``players.secret_hash`` is dropped with a plain ``ALTER TABLE ... DROP COLUMN`` (SQLite
3.35 and later have it), not a batch copy: ``players`` is referenced by other tables,
and SQLite refuses to drop a referenced table while foreign keys are enforced.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import hashlib
import secrets

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

TZ = sa.DateTime(timezone=True)

players = sa.table(
    "players",
    sa.column("id", sa.String),
    sa.column("secret_hash", sa.String),
    sa.column("created", TZ),
    sa.column("last_seen", TZ),
)
devices = sa.table(
    "player_devices",
    sa.column("secret_hash", sa.String),
    sa.column("player_id", sa.String),
    sa.column("created", TZ),
    sa.column("id", sa.String),
    sa.column("label", sa.String),
    sa.column("last_seen", TZ),
    sa.column("signed_out", TZ),
)


def _device_id() -> str:
    return secrets.token_urlsafe(9)


def upgrade() -> None:
    conn = op.get_bind()
    with op.batch_alter_table("player_devices") as batch:
        batch.add_column(sa.Column("id", sa.String(16)))
        batch.add_column(sa.Column("label", sa.String(40)))
        batch.add_column(sa.Column("last_seen", TZ))
        batch.add_column(sa.Column("signed_out", TZ))
    for row in conn.execute(sa.select(devices.c.secret_hash, devices.c.created)).all():
        conn.execute(
            devices.update()
            .where(devices.c.secret_hash == row.secret_hash)
            .values(id=_device_id(), label="Another device", last_seen=row.created)
        )
    first = conn.execute(
        sa.select(players.c.id, players.c.secret_hash, players.c.created, players.c.last_seen)
    ).all()
    if first:
        conn.execute(
            devices.insert(),
            [
                {
                    "secret_hash": row.secret_hash,
                    "player_id": row.id,
                    "created": row.created,
                    "id": _device_id(),
                    "label": "First device",
                    "last_seen": row.last_seen,
                    "signed_out": None,
                }
                for row in first
            ],
        )
    with op.batch_alter_table("player_devices") as batch:
        batch.alter_column("id", existing_type=sa.String(16), nullable=False)
        batch.alter_column("label", existing_type=sa.String(40), nullable=False)
        batch.alter_column("last_seen", existing_type=TZ, nullable=False)
        batch.create_index("uq_player_devices_id", ["id"], unique=True)
    op.drop_column("players", "secret_hash")


def downgrade() -> None:
    conn = op.get_bind()
    op.add_column(
        "players", sa.Column("secret_hash", sa.String(64), nullable=False, server_default="")
    )
    conn.execute(devices.delete().where(devices.c.signed_out.is_not(None)))
    kept = conn.execute(
        sa.select(devices.c.player_id, devices.c.secret_hash).order_by(
            devices.c.created, devices.c.id
        )
    ).all()
    oldest: dict[str, str] = {}
    for row in kept:
        oldest.setdefault(row.player_id, row.secret_hash)
    for player_id in conn.execute(sa.select(players.c.id)).scalars().all():
        secret_hash = oldest.get(player_id)
        if secret_hash is None:  # every device signed out: no secret opens it
            secret_hash = hashlib.sha256(secrets.token_bytes(32)).hexdigest()
        else:
            conn.execute(devices.delete().where(devices.c.secret_hash == secret_hash))
        conn.execute(
            players.update().where(players.c.id == player_id).values(secret_hash=secret_hash)
        )
    with op.batch_alter_table("player_devices") as batch:
        batch.drop_index("uq_player_devices_id")
        batch.drop_column("signed_out")
        batch.drop_column("last_seen")
        batch.drop_column("label")
        batch.drop_column("id")
