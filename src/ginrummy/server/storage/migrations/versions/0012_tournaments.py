"""Tournaments: arena and Swiss, stored (docs/online.md, "Tournaments").

- ``tournaments``: one row per tournament (its settings, where it stands, the version a
  page compares); ``tournament_players``: who joined and their state;
  ``tournament_games``: each game paired, with its result written in the transaction
  that stores the game's end; ``tournament_byes``: Swiss byes. See
  :mod:`ginrummy.server.tournaments.tables` for why each is shaped so.

Only new tables: every existing row stays valid, and a server of the previous revision
never reads them.

Revision ID: 0012
Revises: 0011
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None

TZ = sa.DateTime(timezone=True)
TOURNAMENT = sa.String(16)
PLAYER = sa.String(16)


def upgrade() -> None:
    op.create_table(
        "tournaments",
        sa.Column("id", TOURNAMENT, primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("format", sa.String(8), nullable=False),
        sa.Column("preset", sa.String(32), nullable=False),
        sa.Column("target", sa.Integer, nullable=False),
        sa.Column("clock", sa.String(16)),
        sa.Column("rated", sa.Boolean, nullable=False),
        sa.Column("private", sa.Boolean, nullable=False),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("starts", TZ, nullable=False),
        sa.Column("minutes", sa.Integer),
        sa.Column("rounds", sa.Integer),
        sa.Column("round", sa.Integer, nullable=False, server_default="0"),
        sa.Column("finished", TZ),
        sa.Column("winner", PLAYER),
        sa.Column("organiser", PLAYER, sa.ForeignKey("players.id")),
        sa.Column("schedule_key", sa.String(64)),
        sa.Column("created", TZ, nullable=False),
        sa.Column("version", sa.Integer, nullable=False, server_default="0"),
    )
    op.create_index("ix_tournaments_status_starts", "tournaments", ["status", "starts"])
    op.create_index("ix_tournaments_organiser", "tournaments", ["organiser"])
    op.create_index("uq_tournaments_schedule_key", "tournaments", ["schedule_key"], unique=True)

    op.create_table(
        "tournament_players",
        sa.Column("tournament_id", TOURNAMENT, sa.ForeignKey("tournaments.id"), primary_key=True),
        sa.Column("player_id", PLAYER, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("state", sa.String(8), nullable=False),
        sa.Column("joined", TZ, nullable=False),
        sa.Column("seen", TZ, nullable=False),
    )
    op.create_index("ix_tournament_players_player_id", "tournament_players", ["player_id"])

    op.create_table(
        "tournament_games",
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), primary_key=True),
        sa.Column("tournament_id", TOURNAMENT, sa.ForeignKey("tournaments.id"), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("round", sa.Integer),
        sa.Column("player0", PLAYER, nullable=False),
        sa.Column("player1", PLAYER, nullable=False),
        sa.Column("token0", sa.String(64)),
        sa.Column("token1", sa.String(64)),
        sa.Column("outcome", sa.String(8)),
        sa.Column("winner", sa.Integer),
        sa.Column("created", TZ, nullable=False),
        sa.Column("finished", TZ),
    )
    op.create_index(
        "uq_tournament_games_seq", "tournament_games", ["tournament_id", "seq"], unique=True
    )
    op.create_index("ix_tournament_games_outcome", "tournament_games", ["outcome"])

    op.create_table(
        "tournament_byes",
        sa.Column("tournament_id", TOURNAMENT, sa.ForeignKey("tournaments.id"), primary_key=True),
        sa.Column("round", sa.Integer, primary_key=True),
        sa.Column("player_id", PLAYER, sa.ForeignKey("players.id"), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("tournament_byes")
    op.drop_table("tournament_games")
    op.drop_table("tournament_players")
    op.drop_index("uq_tournaments_schedule_key", "tournaments")
    op.drop_index("ix_tournaments_organiser", "tournaments")
    op.drop_index("ix_tournaments_status_starts", "tournaments")
    op.drop_table("tournaments")
