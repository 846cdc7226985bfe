"""The tables of tournaments (migration ``0012`` creates them).

Why these shapes:

- ``tournaments`` is one row per tournament, its settings and where it stands
  (``status``, the Swiss ``round``), and ``version``, raised by every change anyone can
  see (a join, a pairing, a result), so a page asks "anything new?" with one number. The
  row is what the director locks (``FOR UPDATE SKIP LOCKED``) to pair exactly once.
- ``tournament_players`` is who joined, with their state (``active``, ``paused``,
  ``left``) and when a page or client of theirs last asked (``seen``): only present
  players are paired. No points are stored here: the standings are computed from the
  games, so they cannot disagree with them.
- ``tournament_games`` is one row per game paired, with both players, the round (Swiss),
  the order it was paired in, and its result (``winner``: the seat, and ``outcome``),
  written in the transaction that stores the game's end. Both seat tokens are kept in
  plain text while the game runs, so each player is handed their seat on every call
  (the player's own secret guards it), and cleared when it ends.
- ``tournament_byes``: a Swiss bye, one row per round it was given in.
"""

from __future__ import annotations

from sqlalchemy import (
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
)

from ..storage.schema import metadata

TZ = DateTime(timezone=True)
ID_LENGTH = 16
"""Room for a tournament's id (12 characters are used: ``secrets.token_urlsafe(9)``)."""

tournaments = Table(
    "tournaments",
    metadata,
    Column("id", String(ID_LENGTH), primary_key=True),
    Column("name", String(64), nullable=False),
    Column("format", String(8), nullable=False),
    Column("preset", String(32), nullable=False),
    Column("target", Integer, nullable=False),
    Column("clock", String(16)),
    Column("rated", Boolean, nullable=False),
    Column("private", Boolean, nullable=False),
    Column("status", String(10), nullable=False),
    Column("starts", TZ, nullable=False),
    Column("minutes", Integer),
    Column("rounds", Integer),
    Column("round", Integer, nullable=False, server_default="0"),
    Column("finished", TZ),
    Column("winner", String(16)),
    Column("organiser", String(16), ForeignKey("players.id")),
    Column("schedule_key", String(64)),
    Column("created", TZ, nullable=False),
    Column("version", Integer, nullable=False, server_default="0"),
    Index("ix_tournaments_status_starts", "status", "starts"),
    Index("ix_tournaments_organiser", "organiser"),
    Index("uq_tournaments_schedule_key", "schedule_key", unique=True),
)

tournament_players = Table(
    "tournament_players",
    metadata,
    Column("tournament_id", String(ID_LENGTH), ForeignKey("tournaments.id"), primary_key=True),
    Column("player_id", String(16), ForeignKey("players.id"), primary_key=True),
    Column("state", String(8), nullable=False),
    Column("joined", TZ, nullable=False),
    Column("seen", TZ, nullable=False),
    Index("ix_tournament_players_player_id", "player_id"),
)

tournament_games = Table(
    "tournament_games",
    metadata,
    Column("room_id", String(32), ForeignKey("rooms.id"), primary_key=True),
    Column("tournament_id", String(ID_LENGTH), ForeignKey("tournaments.id"), nullable=False),
    Column("seq", Integer, nullable=False),
    Column("round", Integer),
    Column("player0", String(16), nullable=False),
    Column("player1", String(16), nullable=False),
    Column("token0", String(64)),
    Column("token1", String(64)),
    Column("outcome", String(8)),
    Column("winner", Integer),
    Column("created", TZ, nullable=False),
    Column("finished", TZ),
    Index("uq_tournament_games_seq", "tournament_id", "seq", unique=True),
    Index("ix_tournament_games_outcome", "outcome"),
)

tournament_byes = Table(
    "tournament_byes",
    metadata,
    Column("tournament_id", String(ID_LENGTH), ForeignKey("tournaments.id"), primary_key=True),
    Column("round", Integer, primary_key=True),
    Column("player_id", String(16), ForeignKey("players.id"), nullable=False),
)
