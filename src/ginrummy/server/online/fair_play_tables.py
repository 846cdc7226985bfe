"""The tables of fair play (migration ``0010``): what each game between two people
counted as, cooling-offs, and the keyed hashes of the addresses players came from.

Kept apart from :mod:`.tables` (the tables of meeting people) because they are one
concern, read and written by :mod:`.conduct` alone (and the profile, history and
leaderboard queries). ``ginrummy.server`` imports this module, so the tables join the
one schema as :mod:`.tables` does.

Why these shapes:

- ``game_conduct``: one row per game between two people and per player, written in the
  transaction that stores the game's end: the game's ``outcome`` (rated, aborted,
  unrated) and ``reason`` (no move, a shared address, a player made in bulk), and how
  this player ended it (``conduct``: the watches' fact). Its key makes a game judged
  twice impossible; ``(player_id, at)`` is the watches' and the profile's query.
- ``cooling_offs``: one row per cooling-off given, so that every process, and a restart,
  refuses the same player until the same moment, and the next one is longer.
- ``player_addresses``: an HMAC-SHA256 of each address a player was made or played
  from (never the address itself), keyed with ``fair_play_keys``' one secret (made
  once by whichever process first needs it), so a leaked database names no address and
  cannot be tested against guessed ones without the key.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Column, DateTime, Index, Integer, String, Table

from ..storage.schema import metadata
from .tables import PLAYER_ID_LENGTH

TZ = DateTime(timezone=True)

game_conduct = Table(
    "game_conduct",
    metadata,
    Column("room_id", String(32), primary_key=True),
    Column("game_number", Integer, primary_key=True),
    Column("player_id", String(PLAYER_ID_LENGTH), primary_key=True),
    Column("opponent_id", String(PLAYER_ID_LENGTH), nullable=False),
    Column("pool", String(48), nullable=False),
    Column("outcome", String(16), nullable=False),
    Column("reason", String(32)),
    Column("conduct", String(16), nullable=False),
    Column("won", Boolean, nullable=False),
    Column("moves", Integer, nullable=False),
    Column("at", TZ, nullable=False),
    Index("ix_game_conduct_player_at", "player_id", "at"),
)

cooling_offs = Table(
    "cooling_offs",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("player_id", String(PLAYER_ID_LENGTH), nullable=False),
    Column("reason", String(16), nullable=False),
    Column("started", TZ, nullable=False),
    Column("ends", TZ, nullable=False),
    Index("ix_cooling_offs_player_started", "player_id", "started"),
)

player_addresses = Table(
    "player_addresses",
    metadata,
    Column("player_id", String(PLAYER_ID_LENGTH), primary_key=True),
    Column("address_hash", String(64), primary_key=True),
    Column("made_here", Boolean, nullable=False),
    Column("first_seen", TZ, nullable=False),
    Column("last_seen", TZ, nullable=False),
    Index("ix_player_addresses_hash", "address_hash", "last_seen"),
)

fair_play_keys = Table(
    "fair_play_keys",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=False),
    Column("key", String(64), nullable=False),
)
