"""Helpers for the tests of "meet anyone online" storage: a migrated database, players
and rooms made directly in it."""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

from sqlalchemy import Engine, insert
from sqlalchemy.engine import Connection

from ginrummy.server import Store
from ginrummy.server.online.players import create_player
from ginrummy.server.storage.store import rooms, seats

T0 = datetime(2026, 3, 1, 12, 0, 0, tzinfo=UTC)
"""A fixed moment for tests that inject the time."""


@contextmanager
def migrated(url: str) -> Iterator[Engine]:
    """The engine of a database brought to the newest schema (as the server does)."""
    store = Store(url)
    try:
        yield store.engine
    finally:
        store.close()


def new_players(engine: Engine, *names: str) -> list[str]:
    """Players called ``names``; their ids."""
    with engine.begin() as conn:
        return [create_player(conn, name)[0] for name in names]


def new_room(
    conn: Connection,
    players: tuple[str | None, str | None] = (None, None),
    *,
    room_id: str | None = None,
) -> str:
    """A bare room row with two seats (enough for the rows that refer to a room)."""
    room_id = room_id or secrets.token_urlsafe(9)
    conn.execute(
        insert(rooms).values(
            id=room_id,
            mode="friend",
            level=None,
            rules=json.dumps({}),
            created=datetime.now(UTC),
            state_id=0,
            game_number=1,
            status="playing",
        )
    )
    conn.execute(
        insert(seats),
        [
            {"room_id": room_id, "seat": seat, "bot": False, "player_id": player}
            for seat, player in enumerate(players)
        ],
    )
    return room_id
